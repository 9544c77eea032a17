// Package dealer turns Microsoft FreeCell game numbers into layouts, exactly as
// Microsoft FreeCell and FreeCell Pro deal them: games 1..2^31-1 with the
// original Windows algorithm, FreeCell Pro's extended numbers up to 2^33-1, and
// Windows' two hard-coded unwinnable deals, -1 and -2.
//
// It is plain Go with no user-interface dependencies.
package dealer
