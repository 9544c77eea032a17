package solver

import (
	"encoding/binary"
	"math/bits"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// weights of the position estimate.
type weights struct {
	out, disorder, buried, freeCell, emptyColumn int
	breaks                                       int // per card in a column not on the card it would go on in a run
	pathCost                                     int // per player move already made: trades speed for shorter solutions
}

// shortWeights guide the default mode's searches: a high cost per move made keeps
// solutions short.
var shortWeights = weights{out: 10, disorder: 8, buried: 3, freeCell: 6, emptyColumn: 10, pathCost: 8}

// estimate scores how far a position looks from won (lower is better): cards not yet
// home; cards above a lower card of their column ("disorder": each must move before
// that column can be cleared); cards not on the card they would go on in a run
// ("breaks": a column is a run only without them); how deep the next card each
// foundation needs is buried; occupied free cells; and empty columns as a bonus.
func (w *weights) estimate(p *rules.Position) int {
	var e estimator
	e.reset(w, p)
	return int(e.total)
}

// columnScan adds up a column's share of the estimate, bottom card first.
type columnScan struct {
	w      *weights
	wanted uint64      // the cards the foundations take next
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
	if s.wanted>>(c&63)&1 != 0 { // (cards are below 52: the mask spares a range check)
		s.score += s.w.buried * cardsAbove
	}
}

// estimator is a position's estimate kept by column, so that the estimate after a
// move that sends nothing home needs only the columns the move touched, and no
// copy of the position.
type estimator struct {
	w      *weights
	wanted uint64 // the cards the foundations take next, a bit each
	terms
}

// terms are an estimate by column, and what scoring moves needs to know of each
// column, small enough to keep with every position so that its children's
// estimator need not start from nothing.
type terms struct {
	cols  [rules.NumColumns]int16
	facts [rules.NumColumns]columnFacts
	total int32
}

// column is a column's term and facts, found in one pass over its cards; wanted
// is the set of cards the foundations take next.
func (w *weights) column(col []dealer.Card, wanted uint64) (int16, columnFacts) {
	f := columnFacts{lowest: dealer.King + 1}
	if len(col) == 0 {
		f.lowestBelow = dealer.King + 1
		return int16(-w.emptyColumn), f
	}
	// Without branches (the cards are what a predictor cannot guess): a card
	// above a lower one has rank - lowest > 0, whose sign bit, negated, counts it.
	top := len(col) - 1
	lowest, disordered, wantedHere, buried := int(dealer.King)+1, 0, 0, 0
	for depth, c := range col[:top] {
		r := int(c.Rank())
		disordered += int(uint64(int64(lowest-r)) >> 63)
		lowest = min(lowest, r)
		bit := int(wanted >> (c & 63) & 1) // (cards are below 52: the mask spares a range check)
		wantedHere += bit
		buried += bit * (top - depth)
	}
	f.lowestBelow, f.wantedBelow = dealer.Rank(lowest), uint8(wantedHere)
	c := col[top]
	r := int(c.Rank())
	disordered += int(uint64(int64(lowest-r)) >> 63)
	f.lowest = dealer.Rank(min(lowest, r))
	f.wanted = uint8(wantedHere + int(wanted>>(c&63)&1))
	term := w.disorder*disordered + w.buried*buried
	if w.breaks != 0 { // a pass of its own: most weights have none
		term += w.breaks * breaksIn(col)
	}
	return int16(term), f
}

// breaksIn counts the cards of col not on the card they would go on in a run.
func breaksIn(col []dealer.Card) int {
	n := 0
	for i := 1; i < len(col); i++ {
		n += int(goesOn[col[i-1]&63]>>(col[i]&63)&1 ^ 1)
	}
	return n
}

// breakBetween is weights.breaks when card above does not go on card below in
// a run, and 0 when it does.
func (w *weights) breakBetween(below, above dealer.Card) int {
	if w.breaks == 0 {
		return 0
	}
	return w.breaks * int(goesOn[below&63]>>(above&63)&1^1)
}

// goesOn is rules.Fits in a table of its own, a cache line for eight cards.
var goesOn = func() (t [64]uint64) {
	for c := range dealer.Card(52) {
		t[c] = rules.Fits(c)
	}
	return t
}()

func (e *estimator) reset(w *weights, p *rules.Position) {
	e.w = w
	e.wanted = p.Wanted()
	e.total = int32(w.out * (52 - p.OnFoundations()))
	for i := range rules.NumColumns {
		e.cols[i], e.facts[i] = w.column(p.Column(i), e.wanted)
		e.total += int32(e.cols[i])
	}
	for i := range p.FreeCellCount() {
		if p.FreeCell(i) != dealer.NoCard {
			e.total += int32(w.freeCell)
		}
	}
}

// derive sets e to p, which move m led to from the position from, whose terms
// are parent, with settled cards sent home after it: without any card going home
// only the columns m touched change. The weights stay e's.
func (e *estimator) derive(p, from *rules.Position, parent terms, m rules.Move, settled int) {
	w := e.w
	if m.To == rules.Foundation || settled > 0 || isDig(m) {
		fromWanted := from.Wanted()
		e.wanted = p.Wanted()
		e.terms = w.settledTerms(p, from, parent, m, e.wanted, fromWanted)
		return
	}
	e.wanted = from.Wanted() // nothing went home
	e.terms = parent
	for _, pl := range [2]rules.Place{m.From, m.To} {
		if pl.IsColumn() {
			term, facts := w.column(p.Column(int(pl)), e.wanted)
			e.total += int32(term - e.cols[pl])
			e.cols[pl], e.facts[pl] = term, facts
		}
	}
	if m.From.IsFreeCell() {
		e.total -= int32(w.freeCell)
	}
	if m.To.IsFreeCell() {
		e.total += int32(w.freeCell)
	}
}

// settledTerms are the terms of p, whose foundations take the cards wanted next,
// reached from the position from, whose terms are parent and whose foundations
// took fromWanted, by move m (or dig) and then cards sent home. Besides m's
// columns, cards only left columns, from the top, so a column as long as it was
// holds the same cards; its term changes only if one of them is now a card its
// foundation takes next (the card that was wanted before has gone home).
func (w *weights) settledTerms(p, from *rules.Position, parent terms, m rules.Move, wanted, fromWanted uint64) terms {
	var newly [4]dealer.Card // the cards wanted now and not before
	changed := 0
	for c := wanted &^ fromWanted; c != 0; c &= c - 1 {
		newly[changed] = dealer.Card(bits.TrailingZeros64(c))
		changed++
	}
	t := terms{total: int32(w.out * (52 - p.OnFoundations()))}
	for i := range rules.NumColumns {
		col := p.Column(i)
		t.cols[i], t.facts[i] = parent.cols[i], parent.facts[i]
		touched := rules.Place(i) == m.From || rules.Place(i) == m.To
		if touched || len(col) != len(from.Column(i)) || changed > 0 && mayHold(p, i, newly[:changed]) {
			t.cols[i], t.facts[i] = w.column(col, wanted)
		}
		t.total += int32(t.cols[i])
	}
	for i := range p.FreeCellCount() {
		if p.FreeCell(i) != dealer.NoCard {
			t.total += int32(w.freeCell)
		}
	}
	return t
}

// columnWords is column i of p as it is stored (count, then cards, then zeros), in
// three little-endian words, for comparing eight bytes at a time.
func columnWords(p *rules.Position, i int) [3]uint64 {
	data := p.ColumnData(i)
	return [3]uint64{
		binary.LittleEndian.Uint64(data[0:8]),
		binary.LittleEndian.Uint64(data[8:16]),
		uint64(binary.LittleEndian.Uint32(data[16:20])),
	}
}

// bytesOf is c in every byte of a word.
func bytesOf(c dealer.Card) uint64 { return uint64(c) * 0x0101010101010101 }

// zeroBytes flags (high bit) the zero bytes of x. The lowest byte flagged is
// always a zero; a borrow can flag bytes above a zero, never below.
func zeroBytes(x uint64) uint64 {
	return (x - 0x0101010101010101) &^ x & 0x8080808080808080
}

// mayHold reports whether column i of p may hold one of cards: never false when
// it does, and rarely true when it does not (its stored count, or an empty slot
// when the card is the ace of clubs, 0, can look like a card).
func mayHold(p *rules.Position, i int, cards []dealer.Card) bool {
	words := columnWords(p, i)
	used := 1 + len(p.Column(i))/8 // words that hold the count and the cards
	for _, c := range cards {
		for _, w := range words[:used] {
			if zeroBytes(w^bytesOf(c)) != 0 {
				return true
			}
		}
	}
	return false
}

// columnFacts are what scoring the moves from a position needs to know of each
// column besides its term.
type columnFacts struct {
	lowest, lowestBelow dealer.Rank // the lowest rank in the column, and under its top card
	wanted, wantedBelow uint8       // cards the foundations take next, in it and under its top
}

// withoutTop is column i's term once its top card is gone.
func (e *estimator) withoutTop(p *rules.Position, i int) int {
	col := p.Column(i)
	if len(col) == 1 {
		return -e.w.emptyColumn
	}
	f := &e.facts[i]
	top := len(col) - 1
	term := int(e.cols[i]) - e.w.buried*int(f.wantedBelow) - e.w.breakBetween(col[top-1], col[top])
	if col[top].Rank() > f.lowestBelow {
		term -= e.w.disorder
	}
	return term
}

// onTopOne is onTop for one card, c.
func (e *estimator) onTopOne(p *rules.Position, i int, c dealer.Card) int {
	col := p.Column(i)
	if len(col) == 0 {
		return 0 // a card alone is in order, and nothing lies above it
	}
	f := &e.facts[i]
	term := int(e.cols[i]) + e.w.buried*int(f.wanted) + e.w.breakBetween(col[len(col)-1], c)
	if c.Rank() > f.lowest {
		term += e.w.disorder
	}
	return term
}

// onTop is column i's term with the cards above put on top of it.
func (e *estimator) onTop(p *rules.Position, i int, above []dealer.Card) int {
	f := &e.facts[i]
	scan := columnScan{w: e.w, wanted: e.wanted, lowest: f.lowest}
	if col := p.Column(i); len(col) > 0 { // the cards above are a run: a break only where they meet it
		scan.score = int(e.cols[i]) + e.w.buried*len(above)*int(f.wanted) + e.w.breakBetween(col[len(col)-1], above[0])
	}
	for depth, c := range above {
		scan.add(c, len(above)-1-depth)
	}
	return scan.score
}

// after estimates the position move m leads to from p, the position e is set to. It returns false, and nothing, when m sends a card home, itself or
// by uncovering one that is safe to send: that changes every column's share, so
// estimate the settled position itself.
func (e *estimator) after(p *rules.Position, m rules.Move) (int, bool) {
	if m.To == rules.Foundation {
		return 0, false
	}
	score := int(e.total)
	if isDig(m) { // onto a parent: the cards above go to free cells, then m.Card moves
		col := p.Column(int(m.From))
		toCells := int(m.Count &^ digFlag)
		rest := len(col) - toCells - 1
		if rest > 0 && e.safeHome(p, col[rest-1]) {
			return 0, false
		}
		term, _ := e.w.column(col[:rest], e.wanted)
		score += int(term) - int(e.cols[m.From]) + toCells*e.w.freeCell
		return score + e.onTopOne(p, int(m.To), m.Card) - int(e.cols[m.To]), true
	}
	var above []dealer.Card // the cards m moves, when more than one
	if m.From.IsColumn() {
		col := p.Column(int(m.From))
		rest := len(col) - int(m.Count)
		if rest > 0 && e.safeHome(p, col[rest-1]) {
			return 0, false
		}
		if m.Count == 1 {
			score += e.withoutTop(p, int(m.From)) - int(e.cols[m.From])
		} else {
			above = col[rest:]
			term, _ := e.w.column(col[:rest], e.wanted)
			score += int(term) - int(e.cols[m.From])
		}
	} else {
		score -= e.w.freeCell
	}
	switch {
	case !m.To.IsColumn():
		score += e.w.freeCell
	case above == nil:
		score += e.onTopOne(p, int(m.To), m.Card) - int(e.cols[m.To])
	default:
		score += e.onTop(p, int(m.To), above) - int(e.cols[m.To])
	}
	return score, true
}

// safeHome is p.SafeHome(c) for p, the position e is set to: whether c would go
// home now, safely.
func (e *estimator) safeHome(p *rules.Position, c dealer.Card) bool {
	return e.wanted>>c&1 != 0 && p.SafeToSendHome(c)
}

// home estimates the position move m, which sends a card home (itself, or by a
// dig), leads to from p, the position e is set to. It returns false, and nothing,
// when a card would then go home safely: estimate the settled position itself.
// Besides the card gone home and the cards m moved, only the card its foundation
// takes next changes its share: how many cards lie above it.
func (e *estimator) home(p *rules.Position, m rules.Move) (int, bool) {
	safe := p.SafeAfterHome(m.Card)
	if p.Exposed()&^(1<<m.Card)&safe != 0 { // a card in a free cell or on top of a column
		return 0, false
	}
	score := int(e.total) - e.w.out
	from, rest := -1, 0 // the column m takes cards from, and how many it leaves
	if m.From.IsFreeCell() {
		score -= e.w.freeCell
	} else {
		from = int(m.From)
		col := p.Column(from)
		toCells := 0
		if isDig(m) {
			toCells = int(m.Count &^ digFlag)
		}
		rest = len(col) - toCells - 1
		if rest > 0 && safe>>col[rest-1]&1 != 0 {
			return 0, false
		}
		if toCells == 0 {
			score += e.withoutTop(p, from) - int(e.cols[from])
		} else {
			for _, c := range col[rest+1:] {
				if safe>>c&1 != 0 {
					return 0, false
				}
			}
			term, _ := e.w.column(col[:rest], e.wanted)
			score += int(term) - int(e.cols[from]) + toCells*e.w.freeCell
		}
	}
	if m.Card.Rank() == dealer.King {
		return score, true
	}
	wanted := m.Card + 4 // the next card of its suit
	for i := range rules.NumColumns {
		if depth := indexIn(p, i, wanted); depth >= 0 {
			n := len(p.Column(i))
			if i == from {
				if depth >= rest {
					break // a dig puts it in a free cell
				}
				n = rest
			}
			return score + e.w.buried*(n-1-depth), true
		}
	}
	return score, true // in a free cell
}

// indexIn is the index of card c in column i of p, bottom first, or -1 when it
// is not there, with no branch per card.
func indexIn(p *rules.Position, i int, c dealer.Card) int {
	w := columnWords(p, i)
	// Zero bytes where c is; the count byte, and the bytes past the third word's
	// four, are made nonzero.
	z0 := zeroBytes(w[0] ^ bytesOf(c) | 0xFF)
	z1 := zeroBytes(w[1] ^ bytesOf(c))
	z2 := zeroBytes(w[2] ^ bytesOf(c) | 0xFFFFFFFF<<32)
	at := 24 // the byte of the first match
	if z2 != 0 {
		at = 16 + bits.TrailingZeros64(z2)/8
	}
	if z1 != 0 {
		at = 8 + bits.TrailingZeros64(z1)/8
	}
	if z0 != 0 {
		at = bits.TrailingZeros64(z0) / 8
	}
	if at > len(p.Column(i)) { // past the cards: an emptied slot, zero, matched the ace of clubs
		return -1
	}
	return at - 1
}

// childEstimate is the estimate of the position *mp leads to from p, settled. (A
// pointer, because a Move passed by value goes as four bytes, each one saved and
// restored around the calls of the searches' loops.)
func (e *estimator) childEstimate(p *rules.Position, mp *rules.Move) int {
	m := *mp
	if m.To == rules.Foundation {
		if score, ok := e.home(p, m); ok {
			return score
		}
	} else if score, ok := e.after(p, m); ok {
		return score
	}
	next := *p
	play(&next, m)
	next.Settle()
	return int(e.w.settledTerms(&next, p, e.terms, m, next.Wanted(), e.wanted).total)
}
