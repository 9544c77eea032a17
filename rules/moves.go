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
	// What the loops below compare, found once: each column's top card, the top
	// cards as a set (a bit per card) and which column each is on; a column's run
	// length only when a move of more than one card needs it (0 until then).
	var tops [NumColumns]dealer.Card
	var runs [NumColumns]int
	var topCards uint64
	var columnOf [64]uint8 // indexed by card&63, which the compiler knows is in range
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
		topCards |= 1 << (top & 63) // (cards are below 52: the mask only spares a range check)
		columnOf[top&63] = uint8(i)
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
		inCells |= 1 << (c & 63)
	}
	capacity := (emptyFree + 1) << emptyCols
	capacityToEmpty := (emptyFree + 1) << max(emptyCols-1, 0)

	// To the foundations.
	if wanted := p.Wanted(); (inCells|topCards)&wanted != 0 {
		for i, c := range p.free {
			if wanted>>c&1 != 0 { // NoCard shifts every bit out
				buf = append(buf, Move{From: FreeCellPlace(i), To: Foundation, Count: 1, Card: c})
			}
		}
		for i, c := range tops {
			if wanted>>c&1 != 0 {
				buf = append(buf, Move{From: ColumnPlace(i), To: Foundation, Count: 1, Card: c})
			}
		}
	}
	// Onto cards in other columns: the cards that may head what moves onto target
	// are a set (see builders), matched against the top cards all at once.
	most := min(capacity, int(dealer.King)-1)
	for to, target := range tops {
		if target == dealer.NoCard {
			continue
		}
		rank := int(target.Rank())
		fits := &builders[target&63]
		if inCells&fits[1] != 0 {
			for i, c := range p.free {
				if fits[1]>>c&1 != 0 { // NoCard shifts every bit out
					buf = append(buf, Move{From: FreeCellPlace(i), To: ColumnPlace(to), Count: 1, Card: c})
				}
			}
		}
		var from uint8 // the columns that may give cards to target, a bit each
		for hits := topCards & fits[most&15]; hits != 0; hits &= hits - 1 {
			from |= 1 << columnOf[bits.TrailingZeros64(hits)&63]
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

// Fits is the set of cards (bit c for card c) that go onto target in a column:
// one rank lower, of the other colour.
func Fits(target dealer.Card) uint64 { return builders[target&63][1] }

// builders[target][k] is the set of cards (a bit each) that may be the top of a
// column giving up to k cards onto target: the cards of a run alternate in colour,
// so the top of count cards that go on target has rank target's minus count, and
// target's colour when count is even, the other's when it is odd. (Its sizes are
// powers of two so that indices masked to them need no range checks: only the
// first 52 rows and 13 columns are used.)
var builders = func() (b [64][16]uint64) {
	for target := range dealer.Card(52) {
		for k := 1; k < int(dealer.King); k++ {
			b[target][k] = b[target][k-1]
			rank := int(target.Rank()) - k
			if rank < 1 {
				continue
			}
			for s := range dealer.Suit(4) {
				if (s.Red() == target.Suit().Red()) == (k%2 == 0) {
					b[target][k] |= 1 << dealer.NewCard(dealer.Rank(rank), s)
				}
			}
		}
	}
	return b
}()

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
