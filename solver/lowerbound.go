package solver

import (
	"math/bits"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// lowerBound is at least the player moves any solution from p needs, whether
// every card that can go home goes home at once (rules.AutoAll, Optimal's
// model) or only when the player likes, at no cost (Options.SafeModel): the
// arguments below hold for foundation moves made at any time. It never
// overestimates, which is what lets the optimal search prove a length
// shortest.
//
// A card above a lower card of its own suit cannot go home from where it lies,
// since the lower card must go first and lies under it: a player move must
// take it away. One move takes a run (cards each stacked on the one below)
// from the top of a column, and the first move of such a card starts at a card
// of its own run that has not moved either, since nothing under it can have
// left the column: so each run holding such a card needs a move of its own.
// Then pairs of cards that block each other across columns (see blockPairs)
// need one move each beyond those, found among the runs not counted yet.
func lowerBound(p *rules.Position) int {
	var b boundScan
	b.scan(p)
	return b.bound()
}

// boundScan is what lowerBound finds of the columns, kept by column so that a
// child's can be had from its parent's by scanning again only the columns a
// move changed (see update).
type boundScan struct {
	below   [64]suitCards // for a card in a column, the lowest card of each suit under it (indexed by card&63)
	col     [64]uint8     // for a card in a column, its column
	run     [64]uint64    // and the cards of its run
	higher  [64]uint64    // and the cards above, in their suit, a card under it
	columns [rules.NumColumns]uint64
	free    [rules.NumColumns]uint64 // each column's cards in runs not counted
	counted [rules.NumColumns]uint8  // each column's runs that must move
}

// scan scans every column of p.
func (b *boundScan) scan(p *rules.Position) {
	for i := range rules.NumColumns {
		b.column(p.Column(i), i)
	}
}

// update makes b, p's parent's scan, p's: a column as long as before holds
// the same cards (moves take cards from the top and put them on top).
func (b *boundScan) update(p, parent *rules.Position) {
	for i := range rules.NumColumns {
		if col := p.Column(i); len(col) != len(parent.Column(i)) {
			b.column(col, i)
		}
	}
}

// bound is lowerBound's moves.
func (b *boundScan) bound() int {
	n := 0
	for _, c := range b.counted {
		n += int(c)
	}
	return n + b.blockPairs()
}

// suitCards holds a card of each suit, byte s for suit s (dealer.NoCard:
// none), as one word: stored and loaded whole, where an array of four would be
// written a byte at a time and read back at once (a stall).
type suitCards uint32

const noSuitCards = suitCards(0xFFFFFFFF)

func (sc suitCards) of(s dealer.Suit) dealer.Card { return dealer.Card(sc >> (8 * s)) }

func (sc suitCards) with(c dealer.Card) suitCards {
	shift := 8 * c.Suit()
	return sc&^(0xFF<<shift) | suitCards(c)<<shift
}

// column scans col, column i: its runs, which of them hold a card above a
// lower one of its suit, and for each card the lowest of each suit under it.
func (b *boundScan) column(col []dealer.Card, i int) {
	lowest := noSuitCards
	var cards, free, run, higher uint64
	n, counted := uint8(0), false
	start := 0 // where the run being scanned starts
	endRun := func(end int) {
		for _, c := range col[start:end] {
			b.run[c&63] = run
		}
		if !counted {
			free |= run
		}
	}
	for j, c := range col {
		if j > 0 && !rules.Stacks(c, col[j-1]) {
			endRun(j)
			start, run, counted = j, 0, false
		}
		run |= 1 << c
		cards |= 1 << c
		b.below[c&63], b.col[c&63], b.higher[c&63] = lowest, uint8(i), higher
		// Cards of a suit compare as their ranks do, and NoCard is above all.
		if l := lowest.of(c.Suit()); c < l {
			lowest = lowest.with(c)
			higher |= higherOfSuit[c&63]
		} else if !counted {
			n++
			counted = true
		}
	}
	if len(col) > 0 {
		endRun(len(col))
	}
	b.columns[i], b.free[i], b.counted[i] = cards, free, n
}

// blockPairs counts pairs of cards x and u, in different columns and in runs
// not counted yet, each run in one pair at most, where a card of u's suit
// below u's rank lies under x, and one of x's suit below x's rank under u. If
// neither moved, x would go home before the card under it, that card before u,
// u before the card under it, and that one before x: one of x and u must
// move, a move that starts at an unmoved card of its run, which no other
// counted move starts at. (The most pairs would be a maximum matching; the
// pairs are taken as found, which counts no more than a matching does.)
func (b *boundScan) blockPairs() int {
	n := 0
	var free uint64
	for _, f := range b.free {
		free |= f
	}
	for free != 0 {
		x := dealer.Card(bits.TrailingZeros64(free))
		free &^= 1 << x
		for us := b.higher[x&63] & free &^ b.columns[b.col[x&63]]; us != 0; us &= us - 1 {
			u := dealer.Card(bits.TrailingZeros64(us))
			if b.below[u&63].of(x.Suit()) < x { // (NoCard is above every card)
				n++
				free &^= b.run[x&63] | b.run[u&63]
				break
			}
		}
	}
	return n
}

// higherOfSuit is, for each card, the cards of its suit of higher rank.
var higherOfSuit = func() (h [64]uint64) {
	for c := range dealer.Card(52) {
		for d := c + 4; d < 52; d += 4 {
			h[c] |= 1 << d
		}
	}
	return h
}()
