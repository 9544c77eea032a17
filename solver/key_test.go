package solver

import (
	"testing"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// TestKeyAfterMatchesKeyOf plays random games with every kind of move and dig:
// the key brought up to date after each move, from the last one so brought, must
// be the key computed afresh.
func TestKeyAfterMatchesKeyOf(t *testing.T) {
	var k key
	current := int64(0)
	checked, sentHome := 0, 0
	randomWalk(t, 7, 300, 200, func(game int64, before *rules.Position, m rules.Move, after *rules.Position, settled int) {
		if game != current { // a new deal: its first key is computed afresh
			k, current = keyOf(before), game
		}
		if settled > 0 || m.To == rules.Foundation {
			sentHome++
		}
		k = keyAfter(k, before, after, m, settled)
		if want := keyOf(after); k != want {
			t.Fatalf("game %d: after %+v the key is %x, afresh %x", game, m, k, want)
		}
		checked++
	})
	if checked < 10_000 || sentHome < 500 {
		t.Fatalf("only %d moves checked, %d sending cards home", checked, sentHome)
	}
}

// TestKeyIgnoresOrder: the same columns and free cells in another order give the
// same key; moving one card gives another.
func TestKeyIgnoresOrder(t *testing.T) {
	l, _ := dealer.Deal(617)
	var columns [rules.NumColumns][]dealer.Card
	for i, c := range l.Cards {
		columns[i%rules.NumColumns] = append(columns[i%rules.NumColumns], c)
	}
	cells := []dealer.Card{columns[0][6], dealer.NoCard, columns[1][6], dealer.NoCard}
	columns[0], columns[1] = columns[0][:6], columns[1][:6]
	p, err := rules.PositionOf(columns, cells, [4]dealer.Rank{})
	if err != nil {
		t.Fatal(err)
	}
	reversed := columns
	for i := range reversed {
		reversed[i] = columns[rules.NumColumns-1-i]
	}
	q, err := rules.PositionOf(reversed, []dealer.Card{dealer.NoCard, cells[2], dealer.NoCard, cells[0]}, [4]dealer.Rank{})
	if err != nil {
		t.Fatal(err)
	}
	if keyOf(&p) != keyOf(&q) {
		t.Fatal("the same position with columns and free cells reordered has another key")
	}
	moved := columns
	moved[2] = append(append([]dealer.Card{}, columns[2]...), cells[0])
	r, err := rules.PositionOf(moved, []dealer.Card{dealer.NoCard, dealer.NoCard, cells[2], dealer.NoCard}, [4]dealer.Rank{})
	if err != nil {
		t.Fatal(err)
	}
	if keyOf(&p) == keyOf(&r) {
		t.Fatal("a card moved from a free cell to a column left the key unchanged")
	}
}
