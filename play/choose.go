package play

import "github.com/freecell/freecell/rules"

// Choose turns a player's choice into a move: cards from a source to a
// destination. Onto a card, the ranks decide how many cards go; into an empty
// column, count cards go, or when count is 0 as many as may move now (the whole
// sequence, as far as the free places allow), so that moving fewer is a choice.
func Choose(p *rules.Position, from, to rules.Place, count int) rules.Move {
	m := rules.Move{From: from, To: to}
	if from.IsColumn() && to.IsColumn() && len(p.Column(to.Index())) == 0 {
		if count <= 0 {
			count = p.Movable(from.Index(), true)
		}
		m.Count = uint8(max(min(count, 255), 1))
	}
	return m
}

// FirstFreeCell is the leftmost empty free cell; ok is false when all are taken.
func FirstFreeCell(p *rules.Position) (rules.Place, bool) {
	for i := range rules.NumFreeCells {
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

// HomeOrFreeCell is the move a double click makes: the card home if it can go,
// else to the first free cell; ok is false when neither can take it.
func HomeOrFreeCell(p *rules.Position, from rules.Place) (m rules.Move, ok bool) {
	home := rules.Move{From: from, To: rules.Foundation}
	if _, err := p.Resolve(home); err == nil {
		return home, true
	}
	if from.IsFreeCell() {
		return rules.Move{}, false
	}
	if cell, ok := FirstFreeCell(p); ok {
		return rules.Move{From: from, To: cell}, true
	}
	return rules.Move{}, false
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
