package rules

import (
	"errors"
	"strings"
	"testing"
)

func parseMoves(t *testing.T, text string) []Move {
	t.Helper()
	var moves []Move
	for _, f := range strings.Fields(text) {
		m, err := ParseMove(f)
		if err != nil {
			t.Fatal(err)
		}
		moves = append(moves, m)
	}
	return moves
}

func TestReplay(t *testing.T) {
	// 617's first moves, as fc-solve writes them: the sequence move into the
	// emptied column 7 carries its length.
	text := "4a 46 2b 21 4c 4d 41 4h 72 7h dh 47 74v2"
	r, err := ReplayGame(617, DefaultFreeCells, parseMoves(t, text))
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(r.Notation(), " "); got != text {
		t.Errorf("notation %q, want %q", got, text)
	}
	positions := r.Positions()
	if len(positions) != len(r.Moves)+1 || positions[0] != r.Start || positions[len(positions)-1] != *r.End() {
		t.Fatalf("%d positions for %d moves, or the ends differ", len(positions), len(r.Moves))
	}
	if r.Moves[len(r.Moves)-1].Count != 2 || r.End().OnFoundations() != 3 {
		t.Errorf("last move %+v, %d cards home", r.Moves[len(r.Moves)-1], r.End().OnFoundations())
	}

	r, err = ReplayGame(617, DefaultFreeCells, parseMoves(t, "4a 46 4a 2b"))
	var bad *ReplayError
	if !errors.As(err, &bad) || bad.Index != 2 || bad.Move != "4a" || !strings.Contains(err.Error(), "move 3 (4a) is illegal") || len(r.Moves) != 2 {
		t.Errorf("illegal third move: %v, %d moves kept", err, len(r.Moves))
	}
	if _, err := ReplayGame(0, DefaultFreeCells, nil); err == nil {
		t.Error("replayed game 0")
	}
}

// TestReplayCompletesMoves: moves read from notation come back complete, and the
// moves given are left as they were.
func TestReplayCompletesMoves(t *testing.T) {
	given := parseMoves(t, "4a 46 2b 21")
	before := append([]Move(nil), given...)
	r, err := ReplayGame(617, DefaultFreeCells, given)
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range r.Moves {
		if m.Count == 0 || !m.Card.Valid() {
			t.Errorf("move %d is not complete: %+v", i+1, m)
		}
		if given[i] != before[i] {
			t.Errorf("the move given %d changed", i+1)
		}
	}
	again, err := ReplayGame(617, DefaultFreeCells, r.Moves)
	if err != nil || len(again.Moves) != len(r.Moves) || *again.End() != *r.End() {
		t.Errorf("replaying complete moves: %v", err)
	}
}
