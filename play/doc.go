// Package play is a game of FreeCell as a player plays it: the moves made from a
// deal, grouped into steps (the player's move and the cards auto-play sends home
// after it), undone and redone a step at a time, restarted (restart is a step
// too), timed, and won. It turns a player's choice of places into a move and
// leaves every rule to the rules engine. Plain Go: the viewer and the command
// line drive it.
package play
