package solver

import (
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// twinBest is a best-first search by roomyWeights whose positions are keyed
// by twin class (see twinsweep.go): it plays real positions, and leaves out
// one whose class it has entered. A class's other positions may have moves
// the one entered lacks (once a pair stops being merged), so the search is
// not complete and its running out proves nothing; its solutions are real.
// Where the sweep of twin classes wanders on a solvable deal, it often finds
// one in a small part of the sweep's positions: on 77 verdicts of a draw
// that the sweep ended with a solution, 75 solved in 2.65 s, against the
// sweep's 6.5 s (526067 with one cell in 15,574 positions, where the race
// took 1.4 s). It takes turns with the sweep with one or two free cells
// once the sweep has gone on alone for a while (see twinBestJoin).
type twinBest struct{ *bestFirst }

// twinBestMost is the most positions twinBest keeps (their nodes some 77
// MB, at 256 bytes each): the
// solvable deals it solves where the sweep wanders mostly take under
// 100,000, and a big proof pays its turns up to there.
const twinBestMost = 300_000

// newTwinBest starts a twinBest from root, settled by the rule strong names.
func newTwinBest(root rules.Position, strong bool) *twinBest {
	return &twinBest{newTwinKeyed(bestRoomy, root, strong)}
}

// newTwinKeyed starts the best-first search of fastSearches numbered spec
// from root, settled by the rule strong names, its positions keyed by twin
// class: twinBest's (bestRoomy) and twinLean's (see twinLeanTurn).
func newTwinKeyed(spec int, root rules.Position, strong bool) *bestFirst {
	b := fastSearches[spec].startWith(root, strong).(*bestFirst)
	b.twins = newDealing(&root)
	b.keyByTwinsFirst()
	return b
}

// run keeps up to budget more positions, within twinBestMost: past them it
// is exhausted, as a search that has run out of moves.
func (t *twinBest) run(budget int) outcome {
	if t.positions() >= twinBestMost {
		return exhausted
	}
	return t.bestFirst.run(min(budget, twinBestMost-t.positions()))
}

// twinRead is what a twin class key was made with: the position's merged
// twins and its dealt cards (see dealing.mergedTwins), and how many cards
// of each column are dealt (see dealing.prefix).
type twinRead struct {
	merged, dealt uint64
	pre           [rules.NumColumns]uint8
}

// keyByTwins is the twin class key of pos, reached by a play from parent
// (node number n), and keeps what it was made with as the next node's. A
// play changes a column's length where it changes its cards (see
// keyAfterAny), so the columns as long as the parent's keep their dealt
// cards; and while the merged twins stay the parent's, the key is the
// parent's with the shares of the places that differ made again. Made
// afresh, a twin key reads every column's dealt prefix and every card:
// half of twinBest's time a position.
func (s *bestFirst) keyByTwins(n int32, parent *node, pos *rules.Position) key {
	d, was, prev := s.twins, s.twinAt.at(n), &parent.pos
	now := s.twinAt.extend()
	now.pre = was.pre
	var changed uint16    // the columns whose length differs, a bit each
	var gone, come uint64 // dealt cards they lost and gained (a card may move from one to another)
	for i := range rules.NumColumns {
		if n0, n1 := prev.ColumnData(i)[0], pos.ColumnData(i)[0]; n0 != n1 {
			changed |= 1 << i
			g, c := d.prefixAfter(prev.Column(i), pos.Column(i), &now.pre[i])
			gone, come = gone|g, come|c
		}
	}
	now.dealt = was.dealt&^gone | come
	now.merged = d.merged(pos.FreeTwins(), now.dealt)
	t := s.tokens.of(now.merged)
	if now.merged != was.merged {
		return d.twinKeyWith(pos, t)
	}
	k := parent.key
	for i := range rules.NumColumns {
		if changed>>i&1 != 0 {
			k.sub(twinColumnHash(prev.ColumnData(i), t))
			k.add(twinColumnHash(pos.ColumnData(i), t))
		}
	}
	for i := range prev.FreeCellCount() {
		if a, b := prev.FreeCell(i), pos.FreeCell(i); a != b {
			k.sub(cellHash(t.of(a)))
			k.add(cellHash(t.of(b)))
		}
	}
	if prev.OnFoundations() != pos.OnFoundations() {
		k.sub(foundationsHash(prev))
		k.add(foundationsHash(pos))
	}
	return k
}

// prefixAfter brings *pre, the dealt prefix of the column was, up to date
// for the column is that a play made of it (shorter, or longer by cards put
// on top), and returns the dealt cards it lost and gained. A column cut
// keeps its prefix as far as it holds; one grown keeps its prefix, but
// where it was dealt to its top (or empty), and the cards put on it may lie
// as the root has them.
func (d *dealing) prefixAfter(was, is []dealer.Card, pre *uint8) (gone, come uint64) {
	p := int(*pre)
	switch {
	case len(is) < len(was):
		if len(is) < p {
			*pre = uint8(len(is))
			return cardBits(was[len(is):p]), 0
		}
	case p == len(was):
		q := d.prefix(is)
		*pre = uint8(q)
		return 0, cardBits(is[p:q])
	}
	return 0, 0
}

// keyByTwinsFirst makes the root's key a twin class key, and keeps what
// it was made with, for keyByTwins: a search starts keyed by position.
func (s *bestFirst) keyByTwinsFirst() {
	root := s.nodes.at(0)
	first := s.twinAt.extend() // the first: release emptied the list
	*first = twinRead{merged: s.twins.mergedTwins(&root.pos), dealt: s.twins.dealt(&root.pos)}
	for i := range rules.NumColumns {
		first.pre[i] = uint8(s.twins.prefix(root.pos.Column(i)))
	}
	root.key = s.twins.twinKeyWith(&root.pos, s.tokens.of(first.merged))
	s.seen.add(root.key)
}
