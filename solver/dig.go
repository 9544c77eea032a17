package solver

import (
	"math/bits"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// A dig is a compound move the way a player sees it: the cards on top of a card
// go to the free cells, one by one, and then that card moves, home or onto a card
// one rank higher of the other colour at the top of another column. Searching by
// single moves, the positions on the way look worse than the one before (every
// free cell filled counts against them), so a search would try them only after
// everything else; as one move, where it leads is seen at once.
//
// A dig is a rules.Move with digFlag set in Count: From is the column dug, To
// where Card goes, and Count&^digFlag how many cards go to the free cells first.
const digFlag = 0x40

func isDig(m rules.Move) bool { return m.Count&digFlag != 0 }

// digKinds chooses which digs a search tries besides single moves.
type digKinds uint8

const (
	digHome   digKinds = 1 << iota // for the card a foundation takes next
	digParent                      // for a card that goes on another column's top card
	// No single moves into free cells: cards go there only as parts of digs. At
	// each position there are far fewer moves to try, and most that are left out
	// park a card for nothing; but not all, so such a search, running out of
	// moves, proves nothing (see searcher.complete).
	cellsOnlyByDigs
)

// appendSearchMoves appends the moves a search with digs kinds tries from p.
func appendSearchMoves(p *rules.Position, kinds digKinds, buf []rules.Move) []rules.Move {
	if kinds&cellsOnlyByDigs != 0 {
		buf = p.AppendMovesButToFreeCells(buf)
	} else {
		buf = p.AppendMoves(buf)
	}
	return appendDigs(p, kinds, buf)
}

// appendDigs appends the digs of the kinds asked for that p allows, each under no
// more cards than there are empty free cells.
func appendDigs(p *rules.Position, kinds digKinds, buf []rules.Move) []rules.Move {
	empty := 0
	for i := range p.FreeCellCount() {
		if p.FreeCell(i) == dealer.NoCard {
			empty++
		}
	}
	if empty == 0 || kinds&(digHome|digParent) == 0 {
		return buf
	}
	// Where the cards within reach lie: their column and how many cards are above
	// them (a column's top card is not within reach: it moves by itself).
	var column, above [52]int8
	var reach uint64 // the cards within reach, a bit each
	wanted := p.Wanted()
	for i := range rules.NumColumns {
		col := p.Column(i)
		for depth := len(col) - 2; depth >= max(len(col)-1-empty, 0); depth-- {
			c := col[depth]
			if wanted>>c&1 != 0 {
				// The shallowest card wanted next is the one to dig for home; the
				// cards under it are left alone, so that no card goes to a free
				// cell when it could go home.
				if kinds&digHome != 0 {
					buf = append(buf, rules.Move{From: rules.ColumnPlace(i), To: rules.Foundation, Count: digFlag | uint8(len(col)-1-depth), Card: c})
				}
				break
			}
			column[c], above[c] = int8(i), int8(len(col)-1-depth)
			reach |= 1 << c
		}
	}
	if kinds&digParent == 0 || reach == 0 {
		return buf
	}
	for j := range rules.NumColumns {
		top := p.Top(rules.ColumnPlace(j))
		if top == dealer.NoCard {
			continue
		}
		for fits := reach & rules.Fits(top); fits != 0; fits &= fits - 1 {
			c := dealer.Card(bits.TrailingZeros64(fits))
			if i := int(column[c]); i != j {
				buf = append(buf, rules.Move{From: rules.ColumnPlace(i), To: rules.ColumnPlace(j), Count: digFlag | uint8(above[c]), Card: c})
			}
		}
	}
	return buf
}

// play makes m, a move or a dig, in p.
func play(p *rules.Position, m rules.Move) {
	if !isDig(m) {
		p.Play(m)
		return
	}
	for range m.Count &^ digFlag {
		p.Play(toFreeCell(p, m.From))
	}
	p.Play(rules.Move{From: m.From, To: m.To, Count: 1, Card: m.Card})
}

// toFreeCell moves the top card of column from to the leftmost empty free cell.
func toFreeCell(p *rules.Position, from rules.Place) rules.Move {
	cell := 0
	for p.FreeCell(cell) != dealer.NoCard {
		cell++
	}
	return rules.Move{From: from, To: rules.FreeCellPlace(cell), Count: 1, Card: p.Top(from)}
}

// appendSingleMoves appends the single moves m makes from p: m itself, or a
// dig's cards to the leftmost empty free cells, then its card.
func appendSingleMoves(buf []rules.Move, p rules.Position, m rules.Move) []rules.Move {
	if !isDig(m) {
		return append(buf, m)
	}
	for range m.Count &^ digFlag {
		step := toFreeCell(&p, m.From)
		p.Play(step)
		buf = append(buf, step)
	}
	return append(buf, rules.Move{From: m.From, To: m.To, Count: 1, Card: m.Card})
}

// undoes reports whether m (*mp), a move from p, takes back last (*lastp), the
// move that led to p, when no card went home after last: m then leads back to the
// position last was made from (up to the order of columns and of free cells,
// which its key ignores), which the search has entered already. Searches skip
// such moves rather than score them and find the repeat when they take them:
// about one move in twenty, but one the estimate often likes.
func undoes(p *rules.Position, mp, lastp *rules.Move) bool {
	m, last := *mp, *lastp
	if isDig(last) || m.Card != last.Card || m.Count != last.Count || m.From != last.To {
		return false
	}
	switch {
	case m.To == last.From:
		return true
	case m.To.IsFreeCell(): // back into a free cell, not the one it came from
		return last.From.IsFreeCell()
	case last.From.IsColumn(): // into an empty column, when last emptied another
		return m.To.IsColumn() && len(p.Column(int(m.To))) == 0 && len(p.Column(int(last.From))) == 0
	}
	return false
}
