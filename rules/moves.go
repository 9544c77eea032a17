package rules

import (
	"fmt"
	"math/bits"

	"github.com/freecell/freecell/dealer"
)

// AppendMoves appends every legal move in p to buf and returns it. Moves that
// differ only in which empty free cell or which empty column they use are listed
// once, for the leftmost; into an empty column, every sequence length that may
// move is listed, except a whole column. Moves between free cells are left out:
// like a whole column into an empty one, they change nothing that matters. The
// moves into a free cell come last.
func (p *Position) AppendMoves(buf []Move) []Move { return p.appendMoves(buf, true) }

// AppendMovesButToFreeCells is AppendMoves without the moves into a free cell,
// for searches that never make them on their own.
func (p *Position) AppendMovesButToFreeCells(buf []Move) []Move { return p.appendMoves(buf, false) }

func (p *Position) appendMoves(buf []Move, toFreeCells bool) []Move {
	// What the loops below compare, found once: each column's top card, and the
	// columns by the rank and colour of their top card; a column's run length only
	// when a move of more than one card needs it (0 until then).
	var tops [NumColumns]dealer.Card
	var runs [NumColumns]int
	var byTop [dealer.King + 1][2]uint8 // by rank, then 1 for red: a set of columns
	emptyCol, emptyCols := -1, 0
	for i := range p.cols {
		top := p.cols[i].top()
		tops[i] = top
		if top == dealer.NoCard {
			emptyCols++
			if emptyCol < 0 {
				emptyCol = i
			}
			continue
		}
		byTop[top.Rank()][redBit(top)] |= 1 << i
	}
	freeCell, emptyFree := -1, 0
	var inCells uint64 // the cards in free cells, a bit each
	for i, c := range p.free {
		if c == dealer.NoCard {
			emptyFree++
			if freeCell < 0 {
				freeCell = i
			}
			continue
		}
		inCells |= 1 << c
	}
	capacity := (emptyFree + 1) << emptyCols
	capacityToEmpty := (emptyFree + 1) << max(emptyCols-1, 0)

	// To the foundations.
	for i, c := range p.free {
		if c != dealer.NoCard && p.canFound(c) {
			buf = append(buf, Move{From: FreeCellPlace(i), To: Foundation, Count: 1, Card: c})
		}
	}
	for i, c := range tops {
		if c != dealer.NoCard && p.canFound(c) {
			buf = append(buf, Move{From: ColumnPlace(i), To: Foundation, Count: 1, Card: c})
		}
	}
	// Onto cards in other columns. The cards of a run alternate in colour, so the
	// one count cards down from the top has the top's colour when count is odd:
	// the top of a column that can give count cards to a column whose top is
	// target has rank target's minus count, and target's colour when count is even.
	for to, target := range tops {
		if target == dealer.NoCard {
			continue
		}
		rank, red := int(target.Rank()), redBit(target)
		// The cards that go on target: a rank lower, clubs and spades on red,
		// diamonds and hearts on black (cards are numbered rank by rank, by suit).
		fits := uint64(0b0110)
		if red == 1 {
			fits = 0b1001
		}
		if rank > 1 && inCells&(fits<<(4*(rank-2))) != 0 {
			for i, c := range p.free {
				if c != dealer.NoCard && int(c.Rank())+1 == rank && redBit(c) != red {
					buf = append(buf, Move{From: FreeCellPlace(i), To: ColumnPlace(to), Count: 1, Card: c})
				}
			}
		}
		var from uint8
		for count := 1; count <= min(rank-1, capacity); count++ {
			from |= byTop[rank-count][red^uint8(count&1)]
		}
		for ; from != 0; from &= from - 1 {
			i := bits.TrailingZeros8(from)
			count := rank - int(tops[i].Rank())
			if count > 1 {
				if runs[i] == 0 {
					runs[i] = p.runLength(i)
				}
				if count > runs[i] {
					continue
				}
			}
			src := &p.cols[i]
			buf = append(buf, Move{From: ColumnPlace(i), To: ColumnPlace(to), Count: uint8(count), Card: src.cards[int(src.n)-count]})
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
			most := 1
			if capacityToEmpty > 1 {
				if runs[from] == 0 {
					runs[from] = p.runLength(from)
				}
				most = min(runs[from], capacityToEmpty)
			}
			if most == int(src.n) {
				most--
			}
			for count := 1; count <= most; count++ {
				buf = append(buf, Move{From: ColumnPlace(from), To: ColumnPlace(emptyCol), Count: uint8(count), Card: src.cards[int(src.n)-count]})
			}
		}
	}
	// Into the leftmost empty free cell.
	if toFreeCells && freeCell >= 0 {
		for i, c := range tops {
			if c != dealer.NoCard {
				buf = append(buf, Move{From: ColumnPlace(i), To: FreeCellPlace(freeCell), Count: 1, Card: c})
			}
		}
	}
	return buf
}

// redBit is 1 for a red card, 0 for a black one.
func redBit(c dealer.Card) uint8 {
	return uint8(0b0110>>(c&3)) & 1 // diamonds and hearts
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
