package solver

import (
	"testing"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

func TestKindOfEachMove(t *testing.T) {
	board := "Foundations: H-9 C-9 D-9 S-9\nFreecells: TH JS - -\n" +
		": KC QH\n: KD QC JH TS\n: KH QS JD TC\n: KS QD JC TD\n:\n:\n:\n:\n"
	p, err := rules.ParseBoard(board, 4)
	if err != nil {
		t.Fatal(err)
	}
	card := func(s string) dealer.Card {
		c, err := dealer.ParseCard(s)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	col, cell := rules.ColumnPlace, rules.FreeCellPlace
	for _, tc := range []struct {
		name string
		move rules.Move
		want moveKind
	}{
		{"a column's top home", rules.Move{From: col(1), To: rules.Foundation, Count: 1, Card: card("TS")}, kindHome},
		{"a free cell's card home", rules.Move{From: cell(0), To: rules.Foundation, Count: 1, Card: card("TH")}, kindCellHome},
		{"a free cell's card onto a column", rules.Move{From: cell(1), To: col(0), Count: 1, Card: card("JS")}, kindCellOnto},
		{"a free cell's card into an empty column", rules.Move{From: cell(1), To: col(4), Count: 1, Card: card("JS")}, kindCellEmpty},
		{"a column's cards onto another's", rules.Move{From: col(1), To: col(0), Count: 1, Card: card("TS")}, kindOnto},
		{"a column's cards into an empty column", rules.Move{From: col(2), To: col(5), Count: 2, Card: card("JD")}, kindToEmpty},
		{"a column's top into a free cell", rules.Move{From: col(3), To: cell(2), Count: 1, Card: card("TD")}, kindToCell},
		{"a dig for home", rules.Move{From: col(1), To: rules.Foundation, Count: digFlag | 1, Card: card("JH")}, kindDigHome},
		{"a dig for a parent", rules.Move{From: col(2), To: col(0), Count: digFlag | 1, Card: card("JD")}, kindDigParent},
	} {
		if got := kindOf(&p, &tc.move); got != tc.want {
			t.Errorf("%s: kind %d, want %d", tc.name, got, tc.want)
		}
	}
}
