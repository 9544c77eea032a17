package rules

import (
	"math/bits"
	"slices"

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
	var s moveScan
	p.scan(&s)
	if s.wantedExposed {
		buf = p.appendMovesHome(buf, &s)
	}
	buf = p.appendMovesOntoCards(buf, &s)
	if s.emptyCol >= 0 {
		buf = p.appendMovesToEmptyColumn(buf, &s)
	}
	if toFreeCells && s.freeCell >= 0 {
		buf = appendMovesToFreeCell(buf, &s)
	}
	return buf
}

// moveScan is what the move generators compare, found once per position: each
// column's top card, the top cards as a set (a bit per card) and which column
// each is on; a column's run length only when a move of more than one card
// needs it (0 until then).
type moveScan struct {
	tops          [NumColumns]dealer.Card
	runs          [NumColumns]uint8
	topCards      uint64
	inCells       uint64    // the cards in free cells, a bit each
	columnOf      [64]uint8 // indexed by card&63, which the compiler knows is in range
	emptyCol      int       // the leftmost empty column, or -1
	freeCell      int       // the leftmost empty free cell, or -1
	wantedExposed bool      // a free cell or column top holds a card the foundations take next
	// The most cards that may move onto a card, and into an empty column.
	capacity, capacityToEmpty int
}

func (p *Position) scan(s *moveScan) {
	s.emptyCol, s.freeCell = -1, -1
	emptyCols := 0
	for i := range p.cols {
		top := p.cols[i].top()
		s.tops[i] = top
		if top == dealer.NoCard {
			emptyCols++
			if s.emptyCol < 0 {
				s.emptyCol = i
			}
			continue
		}
		s.topCards |= 1 << (top & 63) // (cards are below 52: the mask only spares a range check)
		s.columnOf[top&63] = uint8(i)
	}
	emptyFree := 0
	for i, c := range p.free[:p.cells] {
		if c == dealer.NoCard {
			emptyFree++
			if s.freeCell < 0 {
				s.freeCell = i
			}
			continue
		}
		s.inCells |= 1 << (c & 63)
	}
	s.capacity = (emptyFree + 1) << emptyCols
	s.capacityToEmpty = (emptyFree + 1) << max(emptyCols-1, 0)
	s.wantedExposed = (s.inCells|s.topCards)&p.Wanted() != 0
}

// run is column i's run length (see runLength), found once.
func (p *Position) run(s *moveScan, i int) int {
	if s.runs[i] == 0 {
		s.runs[i] = uint8(p.runLength(i))
	}
	return int(s.runs[i])
}

// appendMovesHome appends the moves to the foundations.
func (p *Position) appendMovesHome(buf []Move, s *moveScan) []Move {
	wanted := p.Wanted()
	for i, c := range p.free[:p.cells] {
		if wanted>>c&1 != 0 { // NoCard shifts every bit out
			buf = append(buf, Move{From: FreeCellPlace(i), To: Foundation, Count: 1, Card: c})
		}
	}
	for i, c := range &s.tops {
		if wanted>>c&1 != 0 {
			buf = append(buf, Move{From: ColumnPlace(i), To: Foundation, Count: 1, Card: c})
		}
	}
	return buf
}

// appendMovesOntoCards appends the moves onto cards in other columns: the cards
// that may head what moves onto a target are a set (see builders), matched
// against the top cards all at once.
func (p *Position) appendMovesOntoCards(buf []Move, s *moveScan) []Move {
	most := min(s.capacity, int(dealer.King)-1)
	topCards, inCells := s.topCards, s.inCells // (locals: appends could alias s)
	for to, target := range &s.tops {
		if target == dealer.NoCard {
			continue
		}
		rank := int(target.Rank())
		fits := &builders[target&63]
		if inCells&fits[1] != 0 {
			for i, c := range p.free[:p.cells] {
				if fits[1]>>c&1 != 0 { // NoCard shifts every bit out
					buf = append(buf, Move{From: FreeCellPlace(i), To: ColumnPlace(to), Count: 1, Card: c})
				}
			}
		}
		var from uint8 // the columns that may give cards to target, a bit each
		for hits := topCards & fits[most&15]; hits != 0; hits &= hits - 1 {
			from |= 1 << s.columnOf[bits.TrailingZeros64(hits)&63]
		}
		for ; from != 0; from &= from - 1 {
			i := bits.TrailingZeros8(from)
			count := rank - int(s.tops[i].Rank())
			if count > 1 && count > p.run(s, i) {
				continue
			}
			src := &p.cols[i]
			buf = append(buf, Move{From: ColumnPlace(i), To: ColumnPlace(to), Count: uint8(count), Card: src.cards[int(src.n)-count]})
		}
	}
	return buf
}

// appendMovesToEmptyColumn appends the moves into the leftmost empty column:
// every free cell's card, and every length of sequence that may move, but a
// whole column (moving one into an empty column changes nothing).
func (p *Position) appendMovesToEmptyColumn(buf []Move, s *moveScan) []Move {
	to, capacity := ColumnPlace(s.emptyCol), s.capacityToEmpty // (locals: appends could alias s)
	for i, c := range p.free[:p.cells] {
		if c != dealer.NoCard {
			buf = append(buf, Move{From: FreeCellPlace(i), To: to, Count: 1, Card: c})
		}
	}
	for from := range p.cols {
		src := &p.cols[from]
		if src.n == 0 {
			continue
		}
		most := 1
		if capacity > 1 {
			most = min(p.run(s, from), capacity)
		}
		if most == int(src.n) {
			most--
		}
		for count := 1; count <= most; count++ {
			buf = append(buf, Move{From: ColumnPlace(from), To: to, Count: uint8(count), Card: src.cards[int(src.n)-count]})
		}
	}
	return buf
}

// appendMovesToFreeCell appends the moves of column tops into the leftmost
// empty free cell.
func appendMovesToFreeCell(buf []Move, s *moveScan) []Move {
	to := FreeCellPlace(s.freeCell)
	for i, c := range &s.tops {
		if c != dealer.NoCard {
			buf = append(buf, Move{From: ColumnPlace(i), To: to, Count: 1, Card: c})
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

// HasMove reports whether any legal move is left in p, however useless, as
// Windows FreeCell asks after every move: where none is and the game is not
// won, it is lost. With a free cell or a column empty there is always one (a
// card out of place can go there); else AppendMoves leaves none out.
func (p *Position) HasMove() bool {
	if p.Won() {
		return false
	}
	if slices.Contains(p.free[:p.cells], dealer.NoCard) {
		return true
	}
	for i := range p.cols {
		if p.cols[i].n == 0 {
			return true
		}
	}
	var buf [64]Move
	return len(p.appendMoves(buf[:0], false)) > 0
}
