package rules

import (
	"slices"

	"github.com/freecell/freecell/dealer"
)

// Resolve checks m against the position and returns it complete (Count and Card
// filled in), or a *MoveError that says why it is not legal here.
func (p *Position) Resolve(m Move) (Move, error) {
	fail := func(problem Problem, card dealer.Card) (Move, error) {
		return m, &MoveError{Move: m, Problem: problem, Card: card, Count: int(m.Count)}
	}
	switch {
	case m.From == m.To:
		return fail(SamePlace, dealer.NoCard)
	case !m.From.IsColumn() && !m.From.IsFreeCell():
		return fail(NotASource, dealer.NoCard)
	case m.To > Foundation:
		return fail(NotADestination, dealer.NoCard)
	case m.From.IsFreeCell() && m.From.Index() >= int(p.cells), m.To.IsFreeCell() && m.To.Index() >= int(p.cells):
		return m, &MoveError{Move: m, Problem: NoSuchCell, Card: dealer.NoCard, Count: int(m.Count), Need: int(p.cells)}
	}
	card := p.Top(m.From)
	if card == dealer.NoCard {
		return fail(EmptySource, card)
	}
	single := m.To == Foundation || m.To.IsFreeCell() || m.From.IsFreeCell()
	if single && m.Count > 1 {
		return fail(OneCardOnly, card)
	}
	switch {
	case m.To == Foundation:
		if !p.goesHome(card) {
			return m, &MoveError{Move: m, Problem: NotReadyHome, Card: card, Onto: dealer.NewCard(dealer.Rank(p.home[card.Suit()]+1), card.Suit()), Count: int(m.Count)}
		}
	case m.To.IsFreeCell():
		if held := p.free[m.To.Index()]; held != dealer.NoCard {
			empty := Foundation
			if i := slices.Index(p.free[:p.cells], dealer.NoCard); i >= 0 {
				empty = FreeCellPlace(i)
			}
			return m, &MoveError{Move: m, Problem: CellTaken, Card: held, Count: int(m.Count), Empty: empty}
		}
	case m.From.IsFreeCell():
		return p.resolveFromFreeCell(m, card)
	case p.cols[m.To].n == 0:
		return p.resolveToEmptyColumn(m)
	default:
		return p.resolveOntoCard(m)
	}
	return Move{From: m.From, To: m.To, Count: 1, Card: card}, nil
}

// resolveFromFreeCell: a free cell's card to a column, empty or not.
func (p *Position) resolveFromFreeCell(m Move, card dealer.Card) (Move, error) {
	dest := &p.cols[m.To]
	if dest.n > 0 && !Stacks(card, dest.top()) {
		return m, &MoveError{Move: m, Problem: DoesNotStack, Card: card, Onto: dest.top(), Count: 1}
	}
	return Move{From: m.From, To: m.To, Count: 1, Card: card}, nil
}

// resolveToEmptyColumn: a sequence from a column into an empty one, one card
// unless m says how many.
func (p *Position) resolveToEmptyColumn(m Move) (Move, error) {
	count := max(int(m.Count), 1)
	if run := p.runLength(int(m.From)); count > run {
		return m, &MoveError{Move: m, Problem: NotASequence, Card: p.cols[m.From].top(), Count: count, Need: run}
	}
	if capacity := p.Capacity(true); count > capacity {
		return m, &MoveError{Move: m, Problem: TooMany, Card: p.cols[m.From].top(), Count: count, Need: capacity}
	}
	src := &p.cols[m.From]
	return Move{From: m.From, To: m.To, Count: uint8(count), Card: src.cards[int(src.n)-count]}, nil
}

// resolveOntoCard: a sequence from a column onto another column's top card; its
// length is fixed by the ranks.
func (p *Position) resolveOntoCard(m Move) (Move, error) {
	src := &p.cols[m.From]
	target := p.cols[m.To].top()
	count := int(target.Rank()) - int(src.top().Rank())
	run := p.runLength(int(m.From))
	fail := &MoveError{Move: m, Card: src.top(), Onto: target, Count: int(m.Count)}
	switch {
	case int(m.Count) > run: // the count given is more than are in sequence, whatever they go on (74v9)
		fail.Problem, fail.Need = NotASequence, run
	case run == 1 && !Stacks(src.top(), target):
		fail.Problem = DoesNotStack
	case count < 1 || count > run || !Stacks(src.cards[int(src.n)-count], target):
		fail.Problem = NothingStacks
		if m.Count != 0 { // as many cards asked for (a pick made smaller): the deepest is named
			fail.Problem, fail.Card = DoesNotStack, src.cards[int(src.n)-int(m.Count)]
		}
	case m.Count != 0 && int(m.Count) != count:
		fail.Problem, fail.Need = WrongCount, count
	case count > p.Capacity(false):
		fail.Problem, fail.Card, fail.Count, fail.Need = TooMany, src.cards[int(src.n)-count], count, p.Capacity(false)
	default:
		return Move{From: m.From, To: m.To, Count: uint8(count), Card: src.cards[int(src.n)-count]}, nil
	}
	return m, fail
}
