package rules

import (
	"fmt"
	"strings"
)

// MoveLineError says which word of a move line is not a move.
type MoveLineError struct {
	Index int    // 0-based, among the moves
	Word  string // as written
	Err   error
}

func (e *MoveLineError) Error() string {
	return fmt.Sprintf("move %d: %v", e.Index+1, e.Err)
}

func (e *MoveLineError) Unwrap() error { return e.Err }

// ParseMoves reads moves in standard notation separated by white space or lines,
// as --solve writes them ("3a 46 74v2 1h"); "#" starts a comment that runs to the
// end of its line. It also reads what fc-solve -snx -p -t -sam prints: when a line
// starts with "Move:", only such lines hold moves and the boards between are passed
// over. The first word that is not a move stops it with a *MoveLineError.
func ParseMoves(text string) ([]Move, error) {
	lines := strings.Split(text, "\n")
	fcSolve := false
	for _, line := range lines {
		if strings.HasPrefix(strings.TrimSpace(line), "Move:") {
			fcSolve = true
			break
		}
	}
	var moves []Move
	for _, line := range lines {
		line, _, _ = strings.Cut(line, "#")
		if fcSolve {
			var ok bool
			if line, ok = strings.CutPrefix(strings.TrimSpace(line), "Move:"); !ok {
				continue
			}
		}
		for _, word := range strings.Fields(line) {
			m, err := ParseMove(word)
			if err != nil {
				return moves, &MoveLineError{Index: len(moves), Word: word, Err: err}
			}
			moves = append(moves, m)
		}
	}
	return moves, nil
}
