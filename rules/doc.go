// Package rules is FreeCell's rules engine: positions built from dealt layouts,
// legal moves with standard notation, apply and undo, win detection and the safe
// automatic foundation moves. It is plain Go with no user-interface dependencies.
package rules
