// Package coach judges positions as a player reaches them: winnable (the
// solver found a solution from there, which the rules engine replays to 52
// cards home), lost (a complete search found none) or undecided (its budget ran
// out first), in the game as the player's auto-play mode plays it (JudgeIn:
// auto-play all sends home cards a free solution may need); and along a
// game that was lost, which move lost it, and of a position's other moves
// which kept it winnable (Weigh, for a review). The solution a game's hints
// follow is fast mode's with its shortcuts taken (JudgeIn). Plain Go: the
// viewer runs it in the background and the command line runs it for --check.
package coach
