package rules

import (
	"fmt"
	"math/bits"
	"slices"
	"unsafe"

	"github.com/freecell/freecell/dealer"
)

// maxPile is the most cards a column can hold: seven dealt cards under a run of
// twelve built down from a king.
const maxPile = 19

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

// Position is a FreeCell position: eight columns, four free cells and four
// foundations. It is a small value (under 200 bytes): copy it to branch.
type Position struct {
	cols  [NumColumns]pile
	free  [NumFreeCells]dealer.Card
	found [4]uint8 // per suit, the rank of the top card (0 when empty)
}

// NewPosition is the start of a game: the dealt layout, free cells and foundations empty.
func NewPosition(l *dealer.Layout) Position {
	var p Position
	for i, c := range l.Cards {
		col := &p.cols[i%NumColumns]
		col.cards[col.n] = c
		col.n++
	}
	for i := range p.free {
		p.free[i] = dealer.NoCard
	}
	return p
}

// ColumnBytes is how many bytes ColumnBytes returns.
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

// FreeCell returns the card in free cell i (0..3), or dealer.NoCard.
func (p *Position) FreeCell(i int) dealer.Card { return p.free[i] }

// FoundationTop returns the top card of suit s's foundation, or dealer.NoCard.
func (p *Position) FoundationTop(s dealer.Suit) dealer.Card {
	if p.found[s] == 0 {
		return dealer.NoCard
	}
	return dealer.NewCard(dealer.Rank(p.found[s]), s)
}

// Won reports whether all 52 cards are on the foundations.
func (p *Position) Won() bool {
	return p.found[0] == 13 && p.found[1] == 13 && p.found[2] == 13 && p.found[3] == 13
}

// OnFoundations counts the cards on the foundations.
func (p *Position) OnFoundations() int {
	return int(p.found[0]) + int(p.found[1]) + int(p.found[2]) + int(p.found[3])
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

// stacks reports whether card may be placed on onto in a column: one rank lower and
// of the other colour.
func stacks(card, onto dealer.Card) bool {
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
	for k := int(col.n) - 1; k > 0 && stacks(col.cards[k], col.cards[k-1]); k-- {
		n++
	}
	return n
}

func (p *Position) emptyFreeCells() int {
	n := 0
	for _, c := range p.free {
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

// canFound reports whether card may go onto its foundation now.
func (p *Position) canFound(card dealer.Card) bool {
	return int(p.found[card.Suit()])+1 == int(card.Rank())
}

// Wanted is the set of cards (bit c for card c) the foundations take next.
func (p *Position) Wanted() uint64 {
	var w uint64
	for s, top := range p.found {
		w |= bit(top < uint8(dealer.King)) << (4*uint(top) + uint(s)) // the card of rank top+1
	}
	return w
}

// Resolve checks m against the position and returns it complete (Count and Card
// filled in), or an error that says why it is not legal here.
func (p *Position) Resolve(m Move) (Move, error) {
	if m.From == m.To {
		return m, fmt.Errorf("move %v goes nowhere: source and destination are the same", m)
	}
	if !m.From.IsColumn() && !m.From.IsFreeCell() {
		return m, fmt.Errorf("move %v: cards never leave the foundations", m)
	}
	if m.To > Foundation {
		return m, fmt.Errorf("move %v: no such destination", m)
	}
	card := p.Top(m.From)
	if card == dealer.NoCard {
		return m, fmt.Errorf("move %v: %s is empty", m, placeName(m.From))
	}
	single := m.To == Foundation || m.To.IsFreeCell() || m.From.IsFreeCell()
	if single && m.Count > 1 {
		return m, fmt.Errorf("move %v: only one card can move to or from a free cell or the foundations", m)
	}
	switch {
	case m.To == Foundation:
		if !p.canFound(card) {
			return m, fmt.Errorf("move %v: %v cannot go on the foundation yet (it needs %s first)", m, card, foundationNeed(card))
		}
		return Move{From: m.From, To: m.To, Count: 1, Card: card}, nil
	case m.To.IsFreeCell():
		if p.free[m.To.Index()] != dealer.NoCard {
			return m, fmt.Errorf("move %v: free cell %v already holds %v", m, m.To, p.free[m.To.Index()])
		}
		return Move{From: m.From, To: m.To, Count: 1, Card: card}, nil
	}
	dest := &p.cols[m.To]
	if m.From.IsFreeCell() {
		if dest.n > 0 && !stacks(card, dest.top()) {
			return m, fmt.Errorf("move %v: %v does not go on %v (it needs a %s one rank higher)", m, card, dest.top(), otherColour(card))
		}
		return Move{From: m.From, To: m.To, Count: 1, Card: card}, nil
	}
	run := p.runLength(int(m.From))
	src := &p.cols[m.From]
	if dest.n == 0 {
		count := max(int(m.Count), 1)
		if count > run {
			return m, fmt.Errorf("move %v: only the top %d card(s) of column %v form a sequence", m, run, m.From)
		}
		if capacity := p.Capacity(true); count > capacity {
			return m, fmt.Errorf("move %v: %d cards cannot move together into an empty column with %d free cell(s) and %d other empty column(s) (at most %d)",
				m, count, p.emptyFreeCells(), p.emptyColumns()-1, capacity)
		}
		return Move{From: m.From, To: m.To, Count: uint8(count), Card: src.cards[int(src.n)-count]}, nil
	}
	// Onto a card: the sequence's length is fixed by the ranks.
	target := dest.top()
	count := int(target.Rank()) - int(src.top().Rank())
	if count < 1 || count > run || !stacks(src.cards[int(src.n)-count], target) {
		return m, fmt.Errorf("move %v: no card or sequence at the top of column %v goes on %v", m, m.From, target)
	}
	if m.Count != 0 && int(m.Count) != count {
		return m, fmt.Errorf("move %v: moving onto %v takes exactly %d card(s), not %d", m, target, count, m.Count)
	}
	if capacity := p.Capacity(false); count > capacity {
		return m, fmt.Errorf("move %v: %d cards cannot move together with %d free cell(s) and %d empty column(s) (at most %d)",
			m, count, p.emptyFreeCells(), p.emptyColumns(), capacity)
	}
	return Move{From: m.From, To: m.To, Count: uint8(count), Card: src.cards[int(src.n)-count]}, nil
}

func placeName(pl Place) string {
	if pl.IsFreeCell() {
		return "free cell " + pl.String()
	}
	return "column " + pl.String()
}

func foundationNeed(card dealer.Card) string {
	if card.Rank() == dealer.Ace {
		return "nothing"
	}
	return dealer.NewCard(card.Rank()-1, card.Suit()).String()
}

func otherColour(card dealer.Card) string {
	if card.Suit().Red() {
		return "black"
	}
	return "red"
}

// Apply makes move m if it is legal and returns it complete (see Resolve); an
// illegal move is an error and leaves the position unchanged.
func (p *Position) Apply(m Move) (Move, error) {
	m, err := p.Resolve(m)
	if err != nil {
		return m, err
	}
	p.do(m)
	return m, nil
}

// Play makes a move that AppendMoves, Resolve or Apply returned for this very
// position, without checking it again: for searches that generate their own moves.
func (p *Position) Play(m Move) { p.do(m) }

// do makes a move that Resolve has completed.
func (p *Position) do(m Move) {
	switch {
	case m.From.IsFreeCell():
		p.free[m.From.Index()] = dealer.NoCard
	default:
		p.cols[m.From].n -= uint8(m.Count)
	}
	switch {
	case m.To == Foundation:
		p.found[m.Card.Suit()]++
	case m.To.IsFreeCell():
		p.free[m.To.Index()] = m.Card
	default:
		dest := &p.cols[m.To]
		if m.Count == 1 { // most moves: no call to copy
			dest.cards[dest.n] = m.Card
		} else {
			src := &p.cols[m.From] // already shortened: the moved cards lie just past its end
			copy(dest.cards[dest.n:], src.cards[src.n:src.n+uint8(m.Count)])
		}
		dest.n += uint8(m.Count)
	}
	if m.From.IsColumn() { // vacated slots are cleared so that equal positions compare equal
		src := &p.cols[m.From]
		if m.Count == 1 {
			src.cards[src.n] = 0
		} else {
			clear(src.cards[src.n : src.n+uint8(m.Count)])
		}
	}
}

// Undo takes back m, which must be the last move applied (as Apply returned it).
func (p *Position) Undo(m Move) {
	var moved [maxPile]dealer.Card
	switch {
	case m.To == Foundation:
		p.found[m.Card.Suit()]--
		moved[0] = m.Card
	case m.To.IsFreeCell():
		moved[0] = p.free[m.To.Index()]
		p.free[m.To.Index()] = dealer.NoCard
	default:
		dest := &p.cols[m.To]
		dest.n -= uint8(m.Count)
		copy(moved[:], dest.cards[dest.n:dest.n+uint8(m.Count)])
		clear(dest.cards[dest.n : dest.n+uint8(m.Count)])
	}
	if m.From.IsFreeCell() {
		p.free[m.From.Index()] = moved[0]
		return
	}
	src := &p.cols[m.From]
	copy(src.cards[src.n:], moved[:m.Count])
	src.n += uint8(m.Count)
}

// Notation writes m, a move legal in p, exactly as fc-solve's -snx does: the count
// appears only for a sequence moved into an empty column.
func (p *Position) Notation(m Move) string {
	s := m.From.String() + m.To.String()
	if m.Count > 1 && m.To.IsColumn() && p.cols[m.To].n == 0 {
		s += fmt.Sprintf("v%x", m.Count)
	}
	return s
}

// SafeToFound reports whether card, which can go on its foundation, may go there
// without ever costing a solution: aces and twos always, and any other card once
// both cards of the other colour one rank lower are on the foundations (only those
// two could ever be built on it).
func (p *Position) SafeToFound(card dealer.Card) bool {
	r := uint8(card.Rank())
	if r <= 2 {
		return true
	}
	if card.Suit().Red() {
		return p.found[dealer.Clubs] >= r-1 && p.found[dealer.Spades] >= r-1
	}
	return p.found[dealer.Diamonds] >= r-1 && p.found[dealer.Hearts] >= r-1
}

// SafeHome reports whether card could go on its foundation now, and safely
// (see SafeToFound): what Settle would do with it at the top of a column.
func (p *Position) SafeHome(card dealer.Card) bool {
	return p.canFound(card) && p.SafeToFound(card)
}

// Exposed is the set of cards (bit c for card c) in the free cells and at the
// top of the columns: the cards that may move now.
func (p *Position) Exposed() uint64 {
	var exposed uint64
	for _, c := range p.free {
		exposed |= 1 << c // NoCard shifts every bit out
	}
	for i := range p.cols {
		exposed |= 1 << p.cols[i].top()
	}
	return exposed
}

// SafeFoundationMove returns a safe move to the foundations if there is one
// (free cells first, then columns left to right).
func (p *Position) SafeFoundationMove() (Move, bool) {
	safe := p.safeNext()
	if safe == 0 {
		return Move{}, false
	}
	for i, c := range p.free {
		if safe>>c&1 != 0 { // NoCard shifts every bit out
			return Move{From: FreeCellPlace(i), To: Foundation, Count: 1, Card: c}, true
		}
	}
	for i := range p.cols {
		if c := p.cols[i].top(); safe>>c&1 != 0 {
			return Move{From: ColumnPlace(i), To: Foundation, Count: 1, Card: c}, true
		}
	}
	return Move{}, false
}

// safeNext is the set of cards, a bit each, that would go home now and safely if
// they were free: per suit, the next card its foundation takes, when safe.
func (p *Position) safeNext() uint64 { return SafeCards(p.found) }

// SafeCards is safeNext for foundations whose top ranks, by suit, are found (0
// for none): for searches that look a move ahead without making it. A suit's next
// card is safe (see SafeToFound) when its foundation holds at most an ace, or at
// least as high a card as both foundations of the other colour hold. (The tests
// check it against SafeToFound, card by card.)
func SafeCards(found [4]uint8) uint64 {
	lowRed := min(found[dealer.Diamonds], found[dealer.Hearts])
	lowBlack := min(found[dealer.Clubs], found[dealer.Spades])
	return safeCard(found[dealer.Clubs], lowRed, dealer.Clubs) |
		safeCard(found[dealer.Diamonds], lowBlack, dealer.Diamonds) |
		safeCard(found[dealer.Hearts], lowBlack, dealer.Hearts) |
		safeCard(found[dealer.Spades], lowRed, dealer.Spades)
}

// safeCard is SafeCards' bit for suit s, whose foundation's top rank is top, when
// the other colour's lower foundation is at rank other. It has no branches: which
// cards are safe is what a branch predictor cannot guess, and searches ask often.
func safeCard(top, other uint8, s dealer.Suit) uint64 {
	safe := bit(top < uint8(dealer.King)) & (bit(top <= 1) | bit(other >= top))
	return safe << (4*uint(top) + uint(s)) // the card of rank top+1
}

// bit is 1 for true and 0 for false: the compiler makes it a flag, not a branch.
func bit(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// SafeAfterHome is safeNext once card, which the foundations take next, has gone
// home: for searches that look a move ahead without making it.
func (p *Position) SafeAfterHome(card dealer.Card) uint64 {
	found := p.found
	found[card.Suit()]++
	return SafeCards(found)
}

// Settle makes safe foundation moves until none is left and returns how many it
// made: AutoPlay without the list, for searches. The order of the moves does not
// change where they end (a card safe to send home stays so until it goes), so it
// sends home, one at a time, any card that is both exposed (in a free cell or at
// the top of a column) and safe, until there is none.
func (p *Position) Settle() int {
	n := 0
	exposed := p.Exposed()
	for {
		ready := exposed & p.safeNext()
		if ready == 0 {
			return n
		}
		c := dealer.Card(bits.TrailingZeros64(ready))
		exposed &^= 1 << (c & 63)
		p.found[c.Suit()]++
		n++
		if i := slices.Index(p.free[:], c); i >= 0 {
			p.free[i] = dealer.NoCard
			continue
		}
		for i := range p.cols {
			col := &p.cols[i]
			if col.n > 0 && col.cards[col.n-1] == c {
				col.n--
				col.cards[col.n] = 0 // vacated slots are cleared, as do clears them
				if col.n > 0 {
					exposed |= 1 << (col.cards[col.n-1] & 63)
				}
				break
			}
		}
	}
}

// SettleAfter is Settle for a position that was settled before move m was played:
// unless m went to the foundations, only the card m uncovered can have become safe
// to send home, so most of the time nothing needs scanning.
func (p *Position) SettleAfter(m Move) int {
	if m.To != Foundation {
		if !m.From.IsColumn() {
			return 0
		}
		if c := p.cols[m.From].top(); c == dealer.NoCard || !p.SafeHome(c) {
			return 0
		}
	}
	return p.Settle()
}

// FoundationMove returns a legal move to the foundations if there is one, safe or
// not (free cells first, then columns left to right).
func (p *Position) FoundationMove() (Move, bool) {
	for i, c := range p.free {
		if c != dealer.NoCard && p.canFound(c) {
			return Move{From: FreeCellPlace(i), To: Foundation, Count: 1, Card: c}, true
		}
	}
	for i := range p.cols {
		if c := p.cols[i].top(); c != dealer.NoCard && p.canFound(c) {
			return Move{From: ColumnPlace(i), To: Foundation, Count: 1, Card: c}, true
		}
	}
	return Move{}, false
}

// AutoPlay makes safe foundation moves until none is left and returns them, the way
// Microsoft FreeCell plays cards home by itself.
func (p *Position) AutoPlay() []Move { return p.AppendAutoPlay(nil) }

// AppendAutoPlay is AutoPlay appending the moves to buf.
func (p *Position) AppendAutoPlay(buf []Move) []Move {
	for {
		m, ok := p.SafeFoundationMove()
		if !ok {
			return buf
		}
		p.do(m)
		buf = append(buf, m)
	}
}
