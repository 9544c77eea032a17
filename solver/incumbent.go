package solver

import (
	"context"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// incumbent is a first solution for the optimal search, in its model (auto:
// rules.AutoAll or rules.AutoSafe), without the model's automatic foundation
// moves: the default mode's, made under safe auto-play, played again, under
// AutoAll, with every card that can go home sent home at once (see
// AsAllHome). Its length bounds the search from above (no longer position is
// kept) and is the answer's best known should the search stop first; ok is
// false when there is none.
func incumbent(ctx context.Context, start rules.Position, auto rules.AutoMode) (moves []rules.Move, ok bool) {
	r := Solve(ctx, start, Options{Mode: Short})
	if r.Status != Solved {
		return nil, false
	}
	if auto == rules.AutoSafe {
		return asSteps(start, r.Moves)
	}
	return AsAllHome(start, r.Moves)
}

// AsAllHome plays moves, a solution from start, again with every card that
// can go home going at once (a game of auto-play all), and returns its
// player moves: a move of a card
// gone home already is left out, a sequence some of whose cards went home
// moves without them, and free cells are taken where free. Where a move no
// longer fits (the card it went onto has gone home), ok is false.
func AsAllHome(start rules.Position, moves []rules.Move) (player []rules.Move, ok bool) {
	p := start
	settleAll(&p)
	for _, m := range moves {
		if m.To == rules.Foundation || isHome(&p, m.Card) {
			continue
		}
		if m.From.IsFreeCell() {
			m.From = cellHolding(&p, m.Card)
		}
		if m.To.IsFreeCell() {
			m.To = cellHolding(&p, dealer.NoCard)
		}
		played, err := p.Apply(m)
		if err != nil {
			m.Count = 0 // fewer cards, if some went home
			if played, err = p.Apply(m); err != nil {
				return nil, false
			}
		}
		player = append(player, played)
		settleAll(&p)
	}
	return player, p.Won()
}

// isHome reports whether card is on its foundation.
func isHome(p *rules.Position, card dealer.Card) bool {
	top := p.FoundationTop(card.Suit())
	return top != dealer.NoCard && top.Rank() >= card.Rank()
}

// cellHolding is the free cell that holds card (dealer.NoCard: the first
// empty one), or a place no move can use when none does.
func cellHolding(p *rules.Position, card dealer.Card) rules.Place {
	for i := range p.FreeCellCount() {
		if p.FreeCell(i) == card {
			return rules.FreeCellPlace(i)
		}
	}
	return rules.Foundation + 1
}
