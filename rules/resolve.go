package rules

import (
	"fmt"

	"github.com/freecell/freecell/dealer"
)

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
		return p.resolveHome(m, card)
	case m.To.IsFreeCell():
		return p.resolveToFreeCell(m, card)
	case m.From.IsFreeCell():
		return p.resolveFromFreeCell(m, card)
	case p.cols[m.To].n == 0:
		return p.resolveToEmptyColumn(m)
	}
	return p.resolveOntoCard(m)
}

func (p *Position) resolveHome(m Move, card dealer.Card) (Move, error) {
	if !p.goesHome(card) {
		return m, fmt.Errorf("move %v: %v cannot go on the foundation yet (it needs %s first)", m, card, foundationNeed(card))
	}
	return Move{From: m.From, To: m.To, Count: 1, Card: card}, nil
}

func (p *Position) resolveToFreeCell(m Move, card dealer.Card) (Move, error) {
	if held := p.free[m.To.Index()]; held != dealer.NoCard {
		return m, fmt.Errorf("move %v: free cell %v already holds %v", m, m.To, held)
	}
	return Move{From: m.From, To: m.To, Count: 1, Card: card}, nil
}

// resolveFromFreeCell: a free cell's card to a column, empty or not.
func (p *Position) resolveFromFreeCell(m Move, card dealer.Card) (Move, error) {
	dest := &p.cols[m.To]
	if dest.n > 0 && !stacks(card, dest.top()) {
		return m, fmt.Errorf("move %v: %v does not go on %v (it needs a %s one rank higher)", m, card, dest.top(), otherColour(card))
	}
	return Move{From: m.From, To: m.To, Count: 1, Card: card}, nil
}

// resolveToEmptyColumn: a sequence from a column into an empty one, one card
// unless m says how many.
func (p *Position) resolveToEmptyColumn(m Move) (Move, error) {
	count := max(int(m.Count), 1)
	if run := p.runLength(int(m.From)); count > run {
		return m, fmt.Errorf("move %v: only the top %d card(s) of column %v form a sequence", m, run, m.From)
	}
	if capacity := p.Capacity(true); count > capacity {
		return m, fmt.Errorf("move %v: %d cards cannot move together into an empty column with %d free cell(s) and %d other empty column(s) (at most %d)",
			m, count, p.emptyFreeCells(), p.emptyColumns()-1, capacity)
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
	if count < 1 || count > p.runLength(int(m.From)) || !stacks(src.cards[int(src.n)-count], target) {
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
