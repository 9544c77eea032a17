// Package play is a game of FreeCell as a player plays it: the moves made from a
// deal (auto-play's opening at the deal first, as Windows makes it), grouped
// into steps (the player's move and the cards auto-play sends home after it),
// undone and redone a step at a time, restarted (restart is a step too),
// timed, and won; its turns, the player's moves as solutions count them. It
// turns a player's choice of places into a move (and a double click's best
// move), follows moves written out in full on a game with auto-play
// (Transcript), checks a list of moves (Check), and leaves every rule to the
// rules engine. Plain Go: the viewer and the command line drive it.
package play
