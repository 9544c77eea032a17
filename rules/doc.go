// Package rules is FreeCell's rules engine: positions built from dealt layouts
// or read in fc-solve's board format (board.go), legal moves with standard
// notation and lines of them (moveline.go), apply and undo, win detection,
// the auto-play modes and their foundation moves, the one replay of a game
// (ReplayFrom, ReplayGame), and for the solver the twin classes (twins.go)
// and packed positions (packed.go). A move refused says why in plain words
// (MoveError.Explain), which the command line and the viewer both print. It
// is plain Go with no user-interface dependencies.
package rules
