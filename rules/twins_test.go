package rules

import (
	"testing"

	"github.com/freecell/freecell/dealer"
)

// TestFreeTwins: a pair of twins is free exactly when both its cards stand
// more than one rank above their colour's higher foundation, card by card
// against the rule; with twins added, a set holds both cards of each pair.
func TestFreeTwins(t *testing.T) {
	for _, home := range [][4]uint8{{}, {1, 0, 0, 0}, {3, 5, 2, 4}, {13, 12, 0, 7}, {13, 13, 13, 13}, {0, 11, 11, 0}} {
		free := FreeTwinsOver(home)
		for c := range dealer.Card(52) {
			r := uint8(c.Rank())
			var top uint8
			for s := range dealer.Suit(4) {
				if s.Red() == c.Suit().Red() {
					top = max(top, home[s])
				}
			}
			if want := r > top+1; (free>>c&1 != 0) != want {
				t.Errorf("foundations %v: %v free is %v", home, c, !want)
			}
			if free>>c&1 != free>>Twin(c)&1 {
				t.Errorf("foundations %v: %v and its twin %v differ", home, c, Twin(c))
			}
		}
		if WithTwins(free) != free {
			t.Errorf("foundations %v: the free twins are not a set of pairs", home)
		}
	}
	for c := range dealer.Card(52) {
		tw := Twin(c)
		if tw.Rank() != c.Rank() || tw.Suit().Red() != c.Suit().Red() || tw == c || Twin(tw) != c {
			t.Errorf("the twin of %v is %v", c, tw)
		}
		if WithTwins(1<<c) != 1<<c|1<<tw {
			t.Errorf("WithTwins(%v) = %x", c, WithTwins(1<<c))
		}
	}
}

// TestSwapCards: two cards trade places, in columns and free cells alike,
// and a second swap puts them back.
func TestSwapCards(t *testing.T) {
	l, _ := dealer.Deal(617)
	p := NewPosition(&l)
	p.Play(Move{From: ColumnPlace(0), To: FreeCellPlace(0), Count: 1, Card: p.Top(ColumnPlace(0))})
	a, b := p.FreeCell(0), p.Column(5)[2]
	q := p
	q.SwapCards(a, b)
	if q.FreeCell(0) != b || q.Column(5)[2] != a {
		t.Fatalf("after swapping %v and %v:\n%s", a, b, q.AppendBoard(nil))
	}
	if q.SwapCards(a, b); q != p {
		t.Fatalf("swapping twice changed the position:\n%s", q.AppendBoard(nil))
	}
}
