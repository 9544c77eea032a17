package play

import (
	"regexp"
	"testing"

	"github.com/freecell/freecell/rules"
)

// deal4 is fc-solve -snx's solution of deal 4, two runs moved into an empty
// column among its moves (24v2, 18v5).
const deal4 = `4h 4h 3a 3b 3c 3h 4d c4 83 1c 81 c1 57 5c 51 c7 5c 5h a5 d5 8a 8d c8 a8 d1 3c 3a 3d 3h 63 6h 5h 31
a3 c3 8a 8h 6c 6h 81 8h 5h c5 4c 48 a4 c8 4a 4h 5c 5h 46 25 42 56 24v2 25 2h 54 25 2h 53 a5 18 5a
c5 32 5c d5 35 72 7d c7 d5 7c 7h 7d 73 7h 1h 87 8h 2h 2h 36 83 8h 2h 4h 5h dh 5d 5h 31 62 d6 18v5
1d 1h 1h 1h ah ch 7h 2h 8h 2h 8h 2h 8h 2h 8h 2h 2h 4h 4h 6h 6h 1h dh 8h 2h bh`

// TestCheckSettlesCountsLeftOut: fc-solve -sn writes a run moved into an
// empty column without its count, which standard notation reads as one
// card; the moves after it then fail. Check tries more cards there, the
// latest such move first, and the solution replays, the two moves counted
// as settled (the 17 of deals 1-60 whose -sn solution moves a run so were
// called illegal). A list no count makes legal keeps its first refusal.
func TestCheckSettlesCountsLeftOut(t *testing.T) {
	written, err := rules.ParseMoves(deal4)
	if err != nil {
		t.Fatal(err)
	}
	c, err := Check(4, 4, written, rules.AutoSafe)
	if err != nil || !c.Won || c.Settled != 0 {
		t.Fatalf("the solution with its counts: won %v, settled %d (%v)", c.Won, c.Settled, err)
	}
	bare, err := rules.ParseMoves(regexp.MustCompile(`v[0-9]`).ReplaceAllString(deal4, ""))
	if err != nil {
		t.Fatal(err)
	}
	c, err = Check(4, 4, bare, rules.AutoSafe)
	if err != nil || !c.Won || c.Settled != 2 || c.Legal != len(bare) {
		t.Errorf("the solution without its counts: won %v, %d legal of %d, settled %d, refused %v %v", c.Won, c.Legal, len(bare), c.Settled, c.Illegal, c.Refused)
	}
	after, _ := rules.ParseMove("12")
	broken := append(bare[:len(bare):len(bare)], after)
	if c, _ = Check(4, 4, broken, rules.AutoSafe); c.Illegal == nil && c.Refused == nil {
		t.Error("a move after the win was taken")
	}
	wrong, _ := rules.ParseMoves("8a 8b 12")
	if c, _ = Check(617, 4, wrong, rules.AutoSafe); c.Illegal == nil || c.Index != 2 || c.Settled != 0 {
		t.Errorf("617 8a 8b 12: refused at %d (%v), settled %d", c.Index, c.Illegal, c.Settled)
	}
}

// TestCheckNamesTheCellsTheMovesNeed: a solution made with four free cells
// checked with three is illegal where it first needs the fourth, and the
// check names four, with which every move is legal (it said "1 card can
// move now, not 2", and nothing of the cells); moves no count of cells makes
// legal name none.
func TestCheckNamesTheCellsTheMovesNeed(t *testing.T) {
	written, err := rules.ParseMoves(deal4)
	if err != nil {
		t.Fatal(err)
	}
	c, err := Check(4, 3, written, rules.AutoSafe)
	if err != nil || c.Illegal == nil || c.WithCells != 4 {
		t.Errorf("deal 4's solution with 3 free cells: illegal %v, with cells %d (%v); want illegal, 4", c.Illegal, c.WithCells, err)
	}
	if c, _ = Check(4, 4, written, rules.AutoSafe); c.WithCells != 0 {
		t.Errorf("deal 4's solution with its own 4 free cells: with cells %d", c.WithCells)
	}
	wrong, _ := rules.ParseMoves("8a 8b 12")
	if c, _ = Check(617, 4, wrong, rules.AutoSafe); c.Illegal == nil || c.WithCells != 0 {
		t.Errorf("617 8a 8b 12: illegal %v, with cells %d; want illegal, none", c.Illegal, c.WithCells)
	}
}
