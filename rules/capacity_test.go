package rules

import (
	"strings"
	"testing"

	"github.com/freecell/freecell/dealer"
)

// TestCapacity holds (empty free cells + 1) × 2^(empty columns), an empty
// destination column not counted, for games of 0 to 8 free cells, each number
// of them empty, and 0 to 3 empty columns.
func TestCapacity(t *testing.T) {
	want := [9][4]int{ // [empty free cells][empty columns]: onto a card
		{1, 2, 4, 8}, {2, 4, 8, 16}, {3, 6, 12, 24}, {4, 8, 16, 32}, {5, 10, 20, 40},
		{6, 12, 24, 48}, {7, 14, 28, 56}, {8, 16, 32, 64}, {9, 18, 36, 72},
	}
	var fillers []dealer.Card // cards the columns do not hold
	for _, r := range []dealer.Rank{dealer.King, dealer.Queen} {
		for s := range dealer.Suit(4) {
			fillers = append(fillers, dealer.NewCard(r, s))
		}
	}
	for cells := range MaxFreeCells + 1 {
		for free := range cells + 1 {
			for empty := range 4 {
				p := capacityTable(t, cells, free, empty, fillers)
				if got := p.Capacity(false); got != want[free][empty] {
					t.Errorf("%d cells, %d empty, %d empty columns, onto a card: %d, want %d", cells, free, empty, got, want[free][empty])
				}
				if empty > 0 {
					if got := p.Capacity(true); got != want[free][empty-1] {
						t.Errorf("%d cells, %d empty, %d empty columns, into an empty column: %d, want %d", cells, free, empty, got, want[free][empty-1])
					}
				}
			}
		}
	}
}

// capacityTable is a game of cells free cells, free of them empty, and empty
// empty columns.
func capacityTable(t *testing.T, cells, free, empty int, fillers []dealer.Card) Position {
	t.Helper()
	var cols [NumColumns][]dealer.Card
	for i := range NumColumns - empty { // the other cards, two a column
		cols[i] = []dealer.Card{dealer.NewCard(dealer.Rank(2+i), dealer.Clubs), dealer.NewCard(dealer.Rank(2+i), dealer.Hearts)}
	}
	held := make([]dealer.Card, cells)
	for i := range held {
		held[i] = dealer.NoCard
		if i >= free {
			held[i] = fillers[i]
		}
	}
	p, err := PositionWith(cols, held, [4]dealer.Rank{}, cells)
	if err != nil {
		t.Fatal(err)
	}
	if p.FreeCells() != free || p.EmptyColumns() != empty || p.FreeCellCount() != cells {
		t.Fatalf("built %d of %d free cells and %d empty columns, want %d of %d and %d", p.FreeCells(), p.FreeCellCount(), p.EmptyColumns(), free, cells, empty)
	}
	return p
}

// TestMovesHonourTheCellCount: the moves made for a game of each count use
// only its free cells, and move runs no longer than its capacity.
func TestMovesHonourTheCellCount(t *testing.T) {
	l, _ := dealer.Deal(617)
	for cells := range MaxFreeCells + 1 {
		p := NewPositionWith(&l, cells)
		for step := range 200 {
			moves := p.AppendMoves(nil)
			if len(moves) == 0 {
				break
			}
			for _, m := range moves {
				for _, pl := range []Place{m.From, m.To} {
					if pl.IsFreeCell() && pl.Index() >= cells {
						t.Fatalf("%d cells, step %d: %v uses a free cell the game lacks", cells, step, m)
					}
				}
				if _, err := p.Resolve(m); err != nil {
					t.Fatalf("%d cells, step %d: generated %v is illegal: %v", cells, step, m, err)
				}
			}
			p.Play(moves[(step*7+cells)%len(moves)])
		}
	}
}

// TestNoSuchCell: a move to or from a free cell past the game's count is
// refused, and says how many the game has.
func TestNoSuchCell(t *testing.T) {
	l, _ := dealer.Deal(617)
	tests := []struct {
		cells int
		move  string
		want  string
	}{
		{4, "1e", "there is no free cell e: the game has 4 free cells (a-d)"},
		{3, "1d", "there is no free cell d: the game has 3 free cells (a-c)"},
		{0, "1a", "there is no free cell a: the game has none"},
		{1, "b1", "there is no free cell b: the game has 1 free cell (a)"},
		{7, "1k", "there is no free cell k: the game has 7 free cells (a-g)"},
	}
	for _, tt := range tests {
		p := NewPositionWith(&l, tt.cells)
		m, err := ParseMove(tt.move)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := p.Apply(m); err == nil || err.Error() != tt.want {
			t.Errorf("%d cells, %s: %v; want %q", tt.cells, tt.move, err, tt.want)
		}
	}
	p := NewPositionWith(&l, MaxFreeCells)
	if m, err := p.Apply(Move{From: ColumnPlace(0), To: FreeCellPlace(7)}); err != nil || m.To.String() != "k" {
		t.Errorf("into the eighth free cell: %v, %v", m, err)
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
		{"1a", "free cell a already holds QH; free cell b is empty"}, // where it may go instead
		{"51", "column 5 is empty: no card to move from there"},
		{"3h", "2C can't go home yet: AC goes first"},
	}
	for _, tt := range tests {
		m, _ := ParseMove(tt.move)
		_, err := p.Resolve(m)
		if err == nil || err.Error() != tt.want {
			t.Errorf("%s: %v, want %q", tt.move, err, tt.want)
		}
	}
	var cols [NumColumns][]dealer.Card
	for i, c := range []string{"KD 9S 8H 7C", "TH", "2C", "KS", "", "5C", "6C", "AC"} {
		if c != "" {
			cols[i] = cards(t, c)
		}
	}
	full, err := PositionWith(cols, cards(t, "QH JH"), [4]dealer.Rank{}, 2)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := full.Resolve(Move{From: 0, To: FreeCellPlace(1)}); err == nil || !strings.HasSuffix(err.Error(), "; every free cell holds a card") {
		t.Errorf("1b with both cells full: %v", err)
	}
	// One card asked for (the viewer's pick made smaller): that card is named.
	m, _ := ParseMove("13")
	m.Count = 1
	if _, err := p.Resolve(m); err == nil || err.Error() != "7C can't go on 2C: only on a red 8" {
		t.Errorf("13 with one card: %v", err)
	}
	m.Count = 3
	if _, err := p.Resolve(m); err == nil || err.Error() != "9S can't go on 2C: only on a red 10" {
		t.Errorf("13 with three cards: %v", err)
	}
}
