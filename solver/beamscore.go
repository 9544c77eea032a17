package solver

import (
	"math/bits"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// beamWeights score a position for the beam, which compares positions reached in
// the same number of player moves: the estimate need only rank them by how many
// moves they still need.
type beamWeights struct {
	unsorted    int // a card under its column's top run: it must move, or go home, before the cards under it can
	disorder    int // a card above a lower card of its column
	buried      int // a card above one its foundation takes next
	freeCell    int // an occupied free cell
	emptyColumn int // an empty column (a bonus)
	blockedRuns int // a run holding a card above a lower card of its suit: a player move must take it (see lowerBound)
}

// beamScoring weighs the estimate's terms for the beam. Tuned, at widths 120 to
// 600, on 400 deals drawn at random from 1..1,000,000 (not those the README's
// figures come from): against the best-first search's weights (out 10, disorder
// 8, no unsorted, free cell 6, empty column 10), counting the cards under each
// column's top run and weighing free cells and empty columns higher took width
// 300 from 1.077 to 1.056 times macroxue's moves. Then the runs blocked in their
// suit (the optimal search's lower bound counts them) came in, and a local
// search over the weights, at widths 400 to 800 on 200 deals drawn from
// 1..1,000,000, checked on 200 others: width 400 went from 1.048 to 1.043,
// width 1000 from 1.029 to 1.024, and a card's weight for being out went to
// nothing (when foundation moves cost nothing, every card that can go home
// goes; the other terms say what keeps the rest out).
var beamScoring = beamWeights{unsorted: 12, disorder: 3, buried: 3, freeCell: 14, emptyColumn: 20, blockedRuns: 4}

// columnTerms are a position's estimate by column, kept with each position of a
// beam so that a child's estimate recomputes only the columns its move changed.
type columnTerms [rules.NumColumns]int16

// column is a column's share of the estimate; wanted is the set of cards the
// foundations take next.
func (w *beamWeights) column(col []dealer.Card, wanted uint64) int16 {
	if len(col) == 0 {
		return int16(-w.emptyColumn)
	}
	top := len(col) - 1
	runStart := 0 // where the run being scanned starts: cards each one rank below the one under it, in the other colour
	lowest, disordered, buried := int(dealer.King)+1, 0, 0
	suitLowest := noSuitCards
	blocked, counted := 0, false // runs holding a card above a lower one of its suit; the run being scanned is
	for depth, c := range col {
		r := int(c.Rank())
		disordered += int(uint64(int64(lowest-r)) >> 63) // r > lowest, without a branch
		lowest = min(lowest, r)
		buried += int(wanted>>(c&63)&1) * (top - depth) // (cards are below 52: the mask spares a range check)
		if depth > 0 && !rules.Stacks(c, col[depth-1]) {
			runStart, counted = depth, false
		}
		if l := suitLowest.of(c.Suit()); c < l {
			suitLowest = suitLowest.with(c)
		} else if !counted {
			blocked++
			counted = true
		}
	}
	unsorted := runStart // the cards under the top run
	return int16(w.unsorted*unsorted + w.disorder*disordered + w.buried*buried + w.blockedRuns*blocked)
}

// terms sets every column's term of p and returns its estimate.
func (w *beamWeights) terms(p *rules.Position, cols *columnTerms) int32 {
	wanted := p.Wanted()
	for i := range rules.NumColumns {
		cols[i] = w.column(p.Column(i), wanted)
	}
	return w.total(p, cols)
}

// derive sets the terms of p, reached from prev, whose terms are prevCols, and
// returns its estimate. Moves take cards from the top of a column and put them on
// the top of another, so a column as long as before holds the same cards; its
// term changes only if it holds a card the foundations did not take next before
// and do now (the one before it has gone home).
// wanted and prevWanted are the cards the foundations of p and prev take next.
func (w *beamWeights) derive(p, prev *rules.Position, wanted, prevWanted uint64, prevCols, cols *columnTerms) int32 {
	var newly [4]dealer.Card
	changed := 0
	for c := wanted &^ prevWanted; c != 0; c &= c - 1 {
		newly[changed] = dealer.Card(bits.TrailingZeros64(c))
		changed++
	}
	for i := range rules.NumColumns {
		if p.ColumnData(i)[0] != prev.ColumnData(i)[0] || changed > 0 && mayHold(p, i, newly[:changed]) {
			cols[i] = w.column(p.Column(i), wanted)
		} else {
			cols[i] = prevCols[i]
		}
	}
	return w.total(p, cols)
}

func (w *beamWeights) total(p *rules.Position, cols *columnTerms) int32 {
	score := int32(0)
	for _, t := range cols {
		score += int32(t)
	}
	for i := range p.FreeCellCount() {
		if p.FreeCell(i) != dealer.NoCard {
			score += int32(w.freeCell)
		}
	}
	return score
}
