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

// shortWeights guide the default mode's searches: a high cost per move made keeps
// solutions short.
var shortWeights = weights{out: 10, disorder: 8, buried: 3, freeCell: 6, emptyColumn: 10, pathCost: 8}

// estimate scores how far a position looks from won (lower is better): cards not yet
// home; cards above a lower card of their column ("disorder": each must move before
// that column can be cleared); how deep the next card each foundation needs is
// buried; occupied free cells; and empty columns as a bonus.
func (w *weights) estimate(p *rules.Position) int {
	var e estimator
	e.reset(w, p)
	return e.total
}

// needs lists, per suit, the rank its foundation takes next.
func needs(p *rules.Position) [4]dealer.Rank {
	var next [4]dealer.Rank
	for s := range dealer.Suit(4) {
		next[s] = 1
		if top := p.FoundationTop(s); top != dealer.NoCard {
			next[s] = top.Rank() + 1
		}
	}
	return next
}

// columnTerm is the share of the estimate of the column made of the cards below
// with the cards above on top of them (above may be empty).
func (w *weights) columnTerm(below, above []dealer.Card, next *[4]dealer.Rank) int {
	if len(below)+len(above) == 0 {
		return -w.emptyColumn
	}
	scan := columnScan{w: w, next: next, lowest: dealer.King + 1}
	for depth, c := range below {
		scan.add(c, len(below)+len(above)-1-depth)
	}
	for depth, c := range above {
		scan.add(c, len(above)-1-depth)
	}
	return scan.score
}

// columnScan adds up a column's share of the estimate, bottom card first.
type columnScan struct {
	w      *weights
	next   *[4]dealer.Rank
	lowest dealer.Rank // the lowest rank so far
	score  int
}

// add counts card c, with cardsAbove cards on top of it.
func (s *columnScan) add(c dealer.Card, cardsAbove int) {
	r := c.Rank()
	if r > s.lowest {
		s.score += s.w.disorder
	} else {
		s.lowest = r
	}
	if s.next[c.Suit()] == r {
		s.score += s.w.buried * cardsAbove
	}
}

// estimator is a position's estimate kept by column, so that the estimate after a
// move that sends nothing home needs only the columns the move touched, and no
// copy of the position.
type estimator struct {
	w     *weights
	next  [4]dealer.Rank
	terms [rules.NumColumns]int
	total int
}

func (e *estimator) reset(w *weights, p *rules.Position) {
	e.w = w
	e.next = needs(p)
	e.total = w.out * (52 - p.OnFoundations())
	for i := range rules.NumColumns {
		e.terms[i] = w.columnTerm(p.Column(i), nil, &e.next)
		e.total += e.terms[i]
	}
	for i := range rules.NumFreeCells {
		if p.FreeCell(i) != dealer.NoCard {
			e.total += w.freeCell
		}
	}
}

// after estimates the position move m leads to from p, the position e was reset to.
// It returns false, and nothing, when m sends a card home, itself or by uncovering
// one that is safe to send: that changes every column's share, so estimate the
// settled position itself.
func (e *estimator) after(p *rules.Position, m rules.Move) (int, bool) {
	if m.To == rules.Foundation {
		return 0, false
	}
	score := e.total
	moved := [1]dealer.Card{m.Card}
	above := moved[:]
	if m.From.IsColumn() {
		col := p.Column(int(m.From))
		rest := len(col) - m.Count
		if rest > 0 && p.SafeHome(col[rest-1]) {
			return 0, false
		}
		above = col[rest:]
		score += e.w.columnTerm(col[:rest], nil, &e.next) - e.terms[m.From]
	} else {
		score -= e.w.freeCell
	}
	if m.To.IsColumn() {
		score += e.w.columnTerm(p.Column(int(m.To)), above, &e.next) - e.terms[m.To]
	} else {
		score += e.w.freeCell
	}
	return score, true
}

// childEstimate is the estimate of the position m leads to from p, settled.
func (e *estimator) childEstimate(p *rules.Position, m rules.Move) int {
	if score, ok := e.after(p, m); ok {
		return score
	}
	next := *p
	next.Play(m)
	next.Settle()
	return e.w.estimate(&next)
}
