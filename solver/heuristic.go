package solver

import (
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// weights of the position estimate.
type weights struct {
	out, disorder, buried, freeCell, emptyColumn int
	pathCost                                     int // per player move already made: trades speed for shorter solutions
}

var (
	fastWeights      = weights{out: 10, disorder: 4, buried: 3, freeCell: 6, emptyColumn: 10}
	fastAlternatives = []*weights{
		{out: 10, disorder: 2, buried: 3, freeCell: 3, emptyColumn: 6},
		{out: 10, disorder: 8, buried: 3, freeCell: 6, emptyColumn: 10, pathCost: 2},
	}
	shortWeights = weights{out: 10, disorder: 8, buried: 3, freeCell: 6, emptyColumn: 10, pathCost: 8}
)

// fastPortfolio is the searches fast mode runs in turns. Measured on games 1..2000,
// one core: the three best-first searches alone took 7.7 s (worst game 1.8 s); with
// a depth-first search beside them, 4.4-5.3 s (worst 0.5-0.6 s).
func fastPortfolio(root rules.Position, seen map[key]struct{}) []searcher {
	return []searcher{
		newDepthFirst(root, &fastWeights, seen),
		newSearch(root, &fastWeights, seen),
		newSearch(root, fastAlternatives[0], seen),
		newSearch(root, fastAlternatives[1], seen),
	}
}

// estimate scores how far a position looks from won (lower is better): cards not yet
// home; cards above a lower card of their column ("disorder": each must move before
// that column can be cleared); how deep the next card each foundation needs is
// buried; occupied free cells; and empty columns as a bonus.
func (w *weights) estimate(p *rules.Position) int {
	score := w.out * (52 - p.OnFoundations())
	var next [4]dealer.Rank
	for s := range dealer.Suit(4) {
		next[s] = 1
		if top := p.FoundationTop(s); top != dealer.NoCard {
			next[s] = top.Rank() + 1
		}
	}
	for i := range rules.NumColumns {
		col := p.Column(i)
		if len(col) == 0 {
			score -= w.emptyColumn
			continue
		}
		lowest := dealer.King + 1
		for depth, c := range col {
			if c.Rank() > lowest {
				score += w.disorder
			} else {
				lowest = c.Rank()
			}
			if next[c.Suit()] == c.Rank() {
				score += w.buried * (len(col) - 1 - depth)
			}
		}
	}
	for i := range rules.NumFreeCells {
		if p.FreeCell(i) != dealer.NoCard {
			score += w.freeCell
		}
	}
	return score
}
