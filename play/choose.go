package play

import "github.com/freecell/freecell/rules"

// Choose turns a player's choice into a move: cards from a source to a
// destination. Onto a card, the ranks decide how many cards go; into an empty
// column, count cards go, or when count is 0 as many as may move now (the whole
// sequence, as far as the free places allow), so that moving fewer is a choice.
func Choose(p *rules.Position, from, to rules.Place, count int) rules.Move {
	m := rules.Move{From: from, To: to}
	switch {
	case from.IsColumn() && to.IsColumn() && len(p.Column(to.Index())) == 0:
		if count <= 0 {
			count = p.Movable(from.Index(), true)
		}
		m.Count = uint8(max(min(count, 255), 1))
	case count > 1 && !to.IsColumn(): // several cards chosen for a free cell or home: refused, not one of them moved
		m.Count = uint8(min(count, 255))
	}
	return m
}

// FirstFreeCell is the leftmost empty free cell; ok is false when all are taken.
func FirstFreeCell(p *rules.Position) (rules.Place, bool) {
	for i := range p.FreeCellCount() {
		if !p.FreeCell(i).Valid() {
			return rules.FreeCellPlace(i), true
		}
	}
	return 0, false
}

// Pickable is how many cards the player may take from the top of a place as one
// sequence: a free cell's card, or a column's sequence as far as it goes (whether
// that many may move together depends on where they go).
func Pickable(p *rules.Position, from rules.Place) int {
	switch {
	case from.IsFreeCell() && p.FreeCell(from.Index()).Valid():
		return 1
	case from.IsColumn():
		return p.RunLength(from.Index())
	}
	return 0
}

// BestMove is the move a double click makes with the cards at the top of
// from, as the desktop games make it: home if the card can go; else onto the
// first column whose card takes them (the ranks decide how many); else into
// an empty column, as many as may move (never a whole column); else, for a
// column's card, into the first free cell. With count above 0 (the card
// clicked and those on it), only moves of exactly that many cards are
// made: never the card beneath. Cards that lie in order on the card beneath
// them go only home or onto another column: an empty column or a free cell
// would break their run for nothing (see InOrder). ok is false when none is
// legal.
func BestMove(p *rules.Position, from rules.Place, count int) (m rules.Move, ok bool) {
	legal := func(m rules.Move) bool {
		done, err := p.Resolve(m)
		whole := from.IsColumn() && m.To.IsColumn() && int(done.Count) == len(p.Column(from.Index()))
		aside := !m.To.IsColumn() && m.To != rules.Foundation || m.To.IsColumn() && len(p.Column(m.To.Index())) == 0
		return err == nil && (!whole || len(p.Column(m.To.Index())) > 0) && (count <= 0 || int(done.Count) == count) &&
			(!aside || !InOrder(p, from, int(done.Count)))
	}
	if home := (rules.Move{From: from, To: rules.Foundation}); legal(home) {
		return home, true
	}
	for _, empty := range []bool{false, true} {
		for i := range rules.NumColumns {
			to := rules.ColumnPlace(i)
			if to == from || (len(p.Column(i)) == 0) != empty {
				continue
			}
			if m := Choose(p, from, to, max(count, 0)); legal(m) {
				return m, true
			}
		}
	}
	if cell, ok := FirstFreeCell(p); ok && from.IsColumn() && count <= 1 && legal(rules.Move{From: from, To: cell}) {
		return rules.Move{From: from, To: cell}, true
	}
	return rules.Move{}, false
}

// InOrder reports whether the count cards at the top of column from lie in
// order on the card beneath them (J♥ on Q♠).
func InOrder(p *rules.Position, from rules.Place, count int) bool {
	if !from.IsColumn() || count < 1 {
		return false
	}
	col := p.Column(from.Index())
	return count < len(col) && rules.Stacks(col[len(col)-count], col[len(col)-count-1])
}

// Destinations are the places count cards from the top of from may go to now
// (count 0: as many as may go, as Choose has it), as a set: bit i for place i;
// every empty free cell, as a click or a drop may choose any.
func Destinations(p *rules.Position, from rules.Place, count int) (set uint32) {
	for to := range rules.Foundation + 1 {
		if to == from {
			continue
		}
		if _, err := p.Resolve(Choose(p, from, to, count)); err == nil {
			set |= 1 << to
		}
	}
	return set
}

// Rest is what is left of a solution after its first move was played with
// auto-play: its moves less the foundation moves auto-play made already; nil
// when that does not win from p.
func Rest(p *rules.Position, solution []rules.Move) []rules.Move {
	var out []rules.Move
	for _, mv := range solution {
		if top := p.FoundationTop(mv.Card.Suit()); mv.To == rules.Foundation && top.Valid() && top.Rank() >= mv.Card.Rank() {
			continue
		}
		out = append(out, mv)
	}
	if replay, err := rules.ReplayFrom(*p, out); err != nil || !replay.End().Won() {
		return nil
	}
	return out
}
