package solver

import (
	"context"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// shortcutDepth is how many player moves a shortcut may have. Measured on games
// 1..100: depth 1 takes greedy solutions from 54.7 to 48.7 player moves for about
// 1 ms a game; depth 2 reaches 45.0 but costs some 60 ms a game.
const shortcutDepth = 1

// shorten improves a solution given as search steps (each a move followed by safe
// autoplay): from every position on the path it tries every sequence of up to
// shortcutDepth player moves, and where one reaches a later position of the path in
// fewer player moves than the path takes, splices it in. It repeats until no
// shortcut is left.
func shorten(ctx context.Context, start rules.Position, steps []rules.Move) []rules.Move {
	return shortenWithin(ctx, start, steps, 0)
}

// shortenWithin is shorten that stops, keeping the shortcuts found, once it
// has made budget positions to look for them (0: no bound). Each shortcut
// found starts the look again from the path's start: a path of thousands of
// moves (a dive with few free cells) can take seconds to shorten in full.
func shortenWithin(ctx context.Context, start rules.Position, steps []rules.Move, budget int) []rules.Move {
	made := 0
	for improved := true; improved && ctx.Err() == nil && (budget == 0 || made < budget); {
		improved = false
		positions := make([]rules.Position, len(steps)+1)
		cost := make([]int, len(steps)+1)
		positions[0] = start
		positions[0].Settle()
		index := map[key]int{keyOf(&positions[0]): 0}
		for i, m := range steps {
			positions[i+1] = positions[i]
			positions[i+1].Play(m)
			positions[i+1].Settle()
			cost[i+1] = cost[i] + stepCost(m)
			index[keyOf(&positions[i+1])] = i + 1
		}
		for i := 0; i < len(steps) && !improved; i++ {
			best := shortcut{to: -1}
			var trail []rules.Move
			var explore func(p *rules.Position, spent int)
			explore = func(p *rules.Position, spent int) {
				if j, ok := index[keyOf(p)]; ok && j > i {
					if saving := cost[j] - cost[i] - spent; saving > best.saving {
						best = shortcut{to: j, saving: saving, moves: append([]rules.Move(nil), trail...), reached: *p}
					}
				}
				if spent == shortcutDepth || len(trail) >= 2*shortcutDepth+2 {
					return
				}
				for _, m := range p.AppendMoves(nil) {
					made++
					next := *p
					next.Play(m)
					next.Settle()
					trail = append(trail, m)
					explore(&next, spent+stepCost(m))
					trail = trail[:len(trail)-1]
				}
			}
			explore(&positions[i], 0)
			if best.to > 0 {
				// The shortcut reaches the path's position with its columns and free
				// cells perhaps in another order: rename the rest of the path to match.
				pm := mapping(&positions[best.to], &best.reached)
				rest := pm.apply(steps[best.to:])
				steps = append(append(append([]rules.Move(nil), steps[:i]...), best.moves...), rest...)
				improved = true
			}
		}
	}
	return steps
}

type shortcut struct {
	to, saving int
	moves      []rules.Move
	reached    rules.Position
}

func stepCost(m rules.Move) int {
	if m.To == rules.Foundation {
		return 0
	}
	return 1
}

// placeMap renames the places of a position to those of an equal one whose columns
// and free cells are in another order.
type placeMap [rules.Foundation + 1]rules.Place

// mapping returns how the places of from correspond to those of to, two positions
// with equal keys: columns match by their cards (empty ones in order), free cells
// by their card (empty ones in order).
func mapping(from, to *rules.Position) placeMap {
	var pm placeMap
	pm[rules.Foundation] = rules.Foundation
	pm.mapColumns(from, to)
	pm.mapFreeCells(from, to)
	return pm
}

func (pm *placeMap) mapColumns(from, to *rules.Position) {
	var used [rules.NumColumns]bool
	match := func(i int, same func(j int) bool) {
		for j := range rules.NumColumns {
			if !used[j] && same(j) {
				pm[i], used[j] = rules.ColumnPlace(j), true
				return
			}
		}
	}
	for i := range rules.NumColumns {
		if col := from.Column(i); len(col) > 0 {
			match(i, func(j int) bool { return len(to.Column(j)) > 0 && to.Column(j)[0] == col[0] })
		}
	}
	for i := range rules.NumColumns { // then the empty ones, in order
		if len(from.Column(i)) == 0 {
			match(i, func(j int) bool { return len(to.Column(j)) == 0 })
		}
	}
}

func (pm *placeMap) mapFreeCells(from, to *rules.Position) {
	var used [rules.MaxFreeCells]bool
	for pass := range 2 { // cards first, then the empty cells in order
		for i := range from.FreeCellCount() {
			c := from.FreeCell(i)
			if (pass == 0) == (c == dealer.NoCard) {
				continue
			}
			for j := range to.FreeCellCount() {
				if !used[j] && to.FreeCell(j) == c {
					pm[rules.FreeCellPlace(i)], used[j] = rules.FreeCellPlace(j), true
					break
				}
			}
		}
	}
}

func (pm *placeMap) apply(moves []rules.Move) []rules.Move {
	out := make([]rules.Move, len(moves))
	for i, m := range moves {
		m.From, m.To = pm[m.From], pm[m.To]
		out[i] = m
	}
	return out
}

// asSteps turns a solution written out move by move (every foundation move
// explicit, as replayPath gives it) into search steps for shorten: each move
// but the foundation moves settling makes anyway. ok is false when settling
// after a move took a card the solution moves next: then it stays as it is.
func asSteps(start rules.Position, moves []rules.Move) (steps []rules.Move, ok bool) {
	p := start
	p.Settle()
	for _, m := range moves {
		if m.To == rules.Foundation {
			if top := p.FoundationTop(m.Card.Suit()); top != dealer.NoCard && top.Rank() >= m.Card.Rank() {
				continue // settling sent it home already
			}
		}
		done, err := p.Apply(rules.Move{From: m.From, To: m.To, Count: m.Count})
		if err != nil || done.Card != m.Card {
			return nil, false
		}
		steps = append(steps, done)
		p.Settle()
	}
	return steps, p.Won()
}

// Shorten is moves, a solution from start, made shorter by shortcuts (see
// shorten) within budget positions (0: no bound): the coach's hints follow
// fast mode's solutions, which keep up to 200 player moves as found (617's
// 58, where 34 do). Moves that are no solution come back as they are.
func Shorten(ctx context.Context, start rules.Position, moves []rules.Move, budget int) []rules.Move {
	steps, ok := asSteps(start, moves)
	if !ok {
		return moves
	}
	return replayPath(start, shortenWithin(ctx, start, steps, budget))
}
