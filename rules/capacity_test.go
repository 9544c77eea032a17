package rules

import (
	"testing"

	"github.com/freecell/freecell/dealer"
)

// TestCapacity holds (free cells + 1) × 2^(empty columns), an empty destination
// column not counted, for every number of free cells and empty columns.
func TestCapacity(t *testing.T) {
	want := [5][4]int{ // [free cells][empty columns]: onto a card
		{1, 2, 4, 8}, {2, 4, 8, 16}, {3, 6, 12, 24}, {4, 8, 16, 32}, {5, 10, 20, 40},
	}
	fillers := []dealer.Card{dealer.NewCard(dealer.King, dealer.Clubs), dealer.NewCard(dealer.King, dealer.Diamonds),
		dealer.NewCard(dealer.King, dealer.Hearts), dealer.NewCard(dealer.King, dealer.Spades)}
	for free := range 5 {
		for empty := range 4 {
			var cols [NumColumns][]dealer.Card
			for i := range NumColumns - empty { // the other cards, two a column
				cols[i] = []dealer.Card{dealer.NewCard(dealer.Rank(2+i), dealer.Clubs), dealer.NewCard(dealer.Rank(2+i), dealer.Hearts)}
			}
			cells := make([]dealer.Card, NumFreeCells)
			for i := range cells {
				cells[i] = dealer.NoCard
				if i >= free {
					cells[i] = fillers[i]
				}
			}
			p, err := PositionOf(cols, cells, [4]dealer.Rank{})
			if err != nil {
				t.Fatal(err)
			}
			if p.FreeCells() != free || p.EmptyColumns() != empty {
				t.Fatalf("built %d free cells and %d empty columns, want %d and %d", p.FreeCells(), p.EmptyColumns(), free, empty)
			}
			if got := p.Capacity(false); got != want[free][empty] {
				t.Errorf("free %d, empty %d, onto a card: %d, want %d", free, empty, got, want[free][empty])
			}
			if empty > 0 {
				if got := p.Capacity(true); got != want[free][empty-1] {
					t.Errorf("free %d, empty %d, into an empty column: %d, want %d", free, empty, got, want[free][empty-1])
				}
			}
		}
	}
}

func TestMovable(t *testing.T) {
	// Column 1 holds a sequence of four; one free cell and one empty column.
	p := table(t, [8]string{"KD TS 9H 8C 7D", "QC", "2C", "3C", "-", "5C", "6C", "JC"}, "2H 3H 4H", [4]dealer.Rank{})
	if got := p.RunLength(0); got != 4 {
		t.Errorf("RunLength = %d, want 4", got)
	}
	if got := p.Movable(0, false); got != 4 { // (1+1) × 2
		t.Errorf("Movable onto a card = %d, want 4", got)
	}
	if got := p.Movable(0, true); got != 2 { // (1+1) × 1
		t.Errorf("Movable into the empty column = %d, want 2", got)
	}
}

func TestMoveErrorWords(t *testing.T) {
	p := table(t, [8]string{"KD 9S 8H 7C", "TH", "2C", "KS", "-", "5C", "6C", "AC"}, "QH", [4]dealer.Rank{})
	tests := []struct{ move, want string }{
		{"42", "KS can't go on TH: a king goes only into an empty column"},
		{"18", "nothing goes on AC in a column"},
		{"13", "no card at the top of column 1 goes on 2C: it takes a red A"},
		{"1a", "free cell a already holds QH"},
		{"51", "column 5 is empty"},
		{"3h", "2C can't go home yet: AC goes first"},
	}
	for _, tt := range tests {
		m, _ := ParseMove(tt.move)
		_, err := p.Resolve(m)
		if err == nil || err.Error() != tt.want {
			t.Errorf("%s: %v, want %q", tt.move, err, tt.want)
		}
	}
}
