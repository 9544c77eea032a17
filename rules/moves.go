package rules

import (
	"fmt"

	"github.com/freecell/freecell/dealer"
)

// AppendMoves appends every legal move in p to buf and returns it. Moves that
// differ only in which empty free cell or which empty column they use are listed
// once, for the leftmost; into an empty column, every sequence length that may
// move is listed, except a whole column. Moves between free cells are left out:
// like a whole column into an empty one, they change nothing that matters.
func (p *Position) AppendMoves(buf []Move) []Move {
	// What the loops below compare, found once: each column's top rank and colour
	// (an empty column gets a rank no card is one below); its run length only when
	// a move of more than one card needs it (0 until then).
	var ranks, reds, runs [NumColumns]int
	emptyCol, emptyCols := -1, 0
	for i := range p.cols {
		top := p.cols[i].top()
		if top == dealer.NoCard {
			ranks[i] = 100
			emptyCols++
			if emptyCol < 0 {
				emptyCol = i
			}
			continue
		}
		ranks[i] = int(top.Rank())
		if top.Suit().Red() {
			reds[i] = 1
		}
	}
	freeCell, emptyFree := -1, 0
	for i, c := range p.free {
		if c == dealer.NoCard {
			emptyFree++
			if freeCell < 0 {
				freeCell = i
			}
		}
	}
	capacity := (emptyFree + 1) << emptyCols
	capacityToEmpty := (emptyFree + 1) << max(emptyCols-1, 0)

	// To the foundations.
	for i, c := range p.free {
		if c != dealer.NoCard && p.canFound(c) {
			buf = append(buf, Move{From: FreeCellPlace(i), To: Foundation, Count: 1, Card: c})
		}
	}
	for i := range p.cols {
		if c := p.cols[i].top(); c != dealer.NoCard && p.canFound(c) {
			buf = append(buf, Move{From: ColumnPlace(i), To: Foundation, Count: 1, Card: c})
		}
	}
	// Onto cards in other columns. The cards of a run alternate in colour, so the
	// one count cards down from the top is the top's colour when count is odd.
	for to, rank := range ranks {
		if rank == 100 {
			continue
		}
		target := p.cols[to].top()
		for i, c := range p.free {
			if c != dealer.NoCard && stacks(c, target) {
				buf = append(buf, Move{From: FreeCellPlace(i), To: ColumnPlace(to), Count: 1, Card: c})
			}
		}
		for from := range ranks {
			count := rank - ranks[from]
			if count < 1 || reds[from]^(count-1)&1 == reds[to] {
				continue
			}
			if count > 1 {
				if runs[from] == 0 {
					runs[from] = p.runLength(from)
				}
				if count > min(runs[from], capacity) {
					continue
				}
			}
			src := &p.cols[from]
			buf = append(buf, Move{From: ColumnPlace(from), To: ColumnPlace(to), Count: count, Card: src.cards[int(src.n)-count]})
		}
	}
	// Into the leftmost empty column.
	if emptyCol >= 0 {
		for i, c := range p.free {
			if c != dealer.NoCard {
				buf = append(buf, Move{From: FreeCellPlace(i), To: ColumnPlace(emptyCol), Count: 1, Card: c})
			}
		}
		for from := range p.cols {
			src := &p.cols[from]
			if src.n == 0 {
				continue
			}
			// Moving a whole column into an empty one changes nothing.
			if runs[from] == 0 {
				runs[from] = p.runLength(from)
			}
			most := min(runs[from], capacityToEmpty)
			if most == int(src.n) {
				most--
			}
			for count := 1; count <= most; count++ {
				buf = append(buf, Move{From: ColumnPlace(from), To: ColumnPlace(emptyCol), Count: count, Card: src.cards[int(src.n)-count]})
			}
		}
	}
	// Into the leftmost empty free cell.
	if freeCell >= 0 {
		for i := range p.cols {
			if c := p.cols[i].top(); c != dealer.NoCard {
				buf = append(buf, Move{From: ColumnPlace(i), To: FreeCellPlace(freeCell), Count: 1, Card: c})
			}
		}
	}
	return buf
}

// PositionOf builds a position from columns (bottom card first), free cells
// (up to four; dealer.NoCard for an empty one) and the top rank on each suit's
// foundation (0 for none), for tests and for positions from elsewhere. No card may
// appear twice, including under a foundation's top rank.
func PositionOf(columns [NumColumns][]dealer.Card, free []dealer.Card, foundations [4]dealer.Rank) (Position, error) {
	var p Position
	var seen [52]bool
	use := func(c dealer.Card) error {
		if !c.Valid() {
			return fmt.Errorf("%v is not a card", c)
		}
		if seen[c] {
			return fmt.Errorf("%v appears twice", c)
		}
		seen[c] = true
		return nil
	}
	for s, top := range foundations {
		if top > dealer.King {
			return p, fmt.Errorf("foundation rank %d is above a king", top)
		}
		p.found[s] = uint8(top)
		for r := dealer.Ace; r <= top; r++ {
			if err := use(dealer.NewCard(r, dealer.Suit(s))); err != nil {
				return p, err
			}
		}
	}
	for i, col := range columns {
		if len(col) > maxPile {
			return p, fmt.Errorf("column %d holds %d cards; at most %d fit", i+1, len(col), maxPile)
		}
		for _, c := range col {
			if err := use(c); err != nil {
				return p, err
			}
			p.cols[i].cards[p.cols[i].n] = c
			p.cols[i].n++
		}
	}
	if len(free) > NumFreeCells {
		return p, fmt.Errorf("%d free cells given; there are %d", len(free), NumFreeCells)
	}
	for i := range p.free {
		p.free[i] = dealer.NoCard
		if i < len(free) && free[i] != dealer.NoCard {
			if err := use(free[i]); err != nil {
				return p, err
			}
			p.free[i] = free[i]
		}
	}
	return p, nil
}
