package rules

import (
	"github.com/freecell/freecell/dealer"
)

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
		p.home[m.Card.Suit()]++
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
		p.home[m.Card.Suit()]--
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
