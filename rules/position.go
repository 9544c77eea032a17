package rules

import (
	"fmt"
	"unsafe"

	"github.com/freecell/freecell/dealer"
)

// maxPile is the most cards a column can hold: seven dealt cards under a run of
// twelve built down from a king.
const maxPile = 19

// MaxColumn is the most cards a column can hold.
const MaxColumn = maxPile

// growth is the most cards column col (bottom card first) can come to hold:
// a card can go onto it only down a run, so with its cards above the k-th
// taken off and a run built down to the ace on it, k plus the k-th card's
// rank less one; at is that card's index (-1: none beats 13, the column
// emptied and refilled from a king). A dealt column holds seven cards at most,
// so a deal's columns come to nineteen; a layout's may say more, which no
// position holds: ParseBoard refuses it.
func growth(col []dealer.Card) (most, at int) {
	most, at = int(dealer.King), -1
	for k, c := range col {
		if n := k + int(c.Rank()); n > most {
			most, at = n, k
		}
	}
	return most, at
}

type pile struct {
	n     uint8
	cards [maxPile]dealer.Card
}

func (p *pile) top() dealer.Card {
	if p.n == 0 {
		return dealer.NoCard
	}
	return p.cards[p.n-1]
}

// Position is a FreeCell position: eight columns, 0 to 8 free cells and four
// foundations. It is a small value (under 200 bytes): copy it to branch.
type Position struct {
	cols  [NumColumns]pile
	free  [MaxFreeCells]dealer.Card // past cells, always dealer.NoCard
	home  [4]uint8                  // per suit, the rank of the top card (0 when empty)
	cells uint8                     // how many free cells the game has
}

// NewPosition is the start of a game with Microsoft's four free cells: the
// dealt layout, free cells and foundations empty.
func NewPosition(l *dealer.Layout) Position { return NewPositionWith(l, DefaultFreeCells) }

// NewPositionWith is the start of a game with cells free cells (0 to
// MaxFreeCells; out of range, the nearest count).
func NewPositionWith(l *dealer.Layout, cells int) Position {
	var p Position
	for i, c := range l.Cards {
		col := &p.cols[i%NumColumns]
		col.cards[col.n] = c
		col.n++
	}
	for i := range p.free {
		p.free[i] = dealer.NoCard
	}
	p.cells = uint8(min(max(cells, 0), MaxFreeCells))
	return p
}

// FreeCellCount is how many free cells the game has (0 to MaxFreeCells).
func (p *Position) FreeCellCount() int { return int(p.cells) }

// ColumnBytes is how many bytes ColumnData returns.
const ColumnBytes = 1 + maxPile

// Every byte of a pile is its count or a card slot: ColumnData relies on it.
var _ [unsafe.Sizeof(pile{}) - ColumnBytes]struct{}
var _ [ColumnBytes - unsafe.Sizeof(pile{})]struct{}

// ColumnData returns column i as it is stored, for hashing: its card count, then
// its cards bottom first, then zeros (slots a card leaves are cleared), so two
// columns hold the same cards exactly when their bytes are equal. Do not change them.
func (p *Position) ColumnData(i int) *[ColumnBytes]byte {
	return (*[ColumnBytes]byte)(unsafe.Pointer(&p.cols[i]))
}

// Column returns column i (0..7), bottom card first. The slice is the position's
// own: do not change it.
func (p *Position) Column(i int) []dealer.Card { return p.cols[i].cards[:p.cols[i].n] }

// FreeCell returns the card in free cell i (0..MaxFreeCells-1), or
// dealer.NoCard (past the game's count too).
func (p *Position) FreeCell(i int) dealer.Card { return p.free[i] }

// FoundationTop returns the top card of suit s's foundation, or dealer.NoCard.
func (p *Position) FoundationTop(s dealer.Suit) dealer.Card {
	if p.home[s] == 0 {
		return dealer.NoCard
	}
	return dealer.NewCard(dealer.Rank(p.home[s]), s)
}

// Won reports whether all 52 cards are on the foundations.
func (p *Position) Won() bool {
	return p.home[0] == 13 && p.home[1] == 13 && p.home[2] == 13 && p.home[3] == 13
}

// OnFoundations counts the cards on the foundations.
func (p *Position) OnFoundations() int {
	return int(p.home[0]) + int(p.home[1]) + int(p.home[2]) + int(p.home[3])
}

// Top returns the card that would leave place pl first, or dealer.NoCard.
func (p *Position) Top(pl Place) dealer.Card {
	switch {
	case pl.IsColumn():
		return p.cols[pl].top()
	case pl.IsFreeCell():
		return p.free[pl.Index()]
	case pl == Foundation:
		return dealer.NoCard
	}
	return dealer.NoCard
}

// Stacks reports whether card may be placed on onto in a column: one rank lower and
// of the other colour.
func Stacks(card, onto dealer.Card) bool {
	return onto.Rank() == card.Rank()+1 && onto.Suit().Red() != card.Suit().Red()
}

// runLength is how many cards at the top of column i form a sequence that could move
// together: each one rank lower than, and of the other colour from, the one beneath.
func (p *Position) runLength(i int) int {
	col := &p.cols[i]
	if col.n == 0 {
		return 0
	}
	n := 1
	for k := int(col.n) - 1; k > 0 && Stacks(col.cards[k], col.cards[k-1]); k-- {
		n++
	}
	return n
}

func (p *Position) emptyFreeCells() int {
	n := 0
	for _, c := range p.free[:p.cells] {
		if c == dealer.NoCard {
			n++
		}
	}
	return n
}

func (p *Position) emptyColumns() int {
	n := 0
	for i := range p.cols {
		if p.cols[i].n == 0 {
			n++
		}
	}
	return n
}

// Capacity is the most cards that may move together between columns: (empty free
// cells + 1) × 2^(empty columns), where an empty destination column does not count.
func (p *Position) Capacity(toEmptyColumn bool) int {
	empty := p.emptyColumns()
	if toEmptyColumn {
		empty--
	}
	return (p.emptyFreeCells() + 1) << max(empty, 0)
}

// goesHome reports whether card may go onto its foundation now.
func (p *Position) goesHome(card dealer.Card) bool {
	return int(p.home[card.Suit()])+1 == int(card.Rank())
}

// PositionOf builds a position from columns (bottom card first), free cells
// (as many as the game has, or fewer to leave the rest empty, of the default
// four when free has fewer; dealer.NoCard for an empty one) and the top rank
// on each suit's foundation (0 for none), for tests and for positions from
// elsewhere. No card may appear twice, including under a foundation's top rank.
// A column that play could grow past MaxColumn (see growth) is the caller's to
// refuse, as ParseBoard does: tests build such columns to read them.
func PositionOf(columns [NumColumns][]dealer.Card, free []dealer.Card, foundations [4]dealer.Rank) (Position, error) {
	return PositionWith(columns, free, foundations, max(len(free), DefaultFreeCells))
}

// PositionWith is PositionOf for a game of cells free cells.
func PositionWith(columns [NumColumns][]dealer.Card, free []dealer.Card, foundations [4]dealer.Rank, cells int) (Position, error) {
	var p Position
	if cells < 0 || cells > MaxFreeCells {
		return p, fmt.Errorf("%d free cells; a game has 0 to %d", cells, MaxFreeCells)
	}
	p.cells = uint8(cells)
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
		p.home[s] = uint8(top)
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
	if len(free) > cells {
		return p, fmt.Errorf("%d free cells given; there are %d", len(free), cells)
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

// RunLength is how many cards at the top of column i form a sequence: each one
// rank lower than, and of the other colour from, the card beneath it.
func (p *Position) RunLength(i int) int { return p.runLength(i) }

// Movable is how many cards from the top of column i may move together now: its
// sequence, as far as the capacity allows (into an empty column, or onto a card).
func (p *Position) Movable(i int, toEmptyColumn bool) int {
	return min(p.runLength(i), p.Capacity(toEmptyColumn))
}

// FreeCells is how many free cells are empty.
func (p *Position) FreeCells() int { return p.emptyFreeCells() }

// EmptyColumns is how many columns are empty.
func (p *Position) EmptyColumns() int { return p.emptyColumns() }
