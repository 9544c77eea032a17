package solver

import (
	"math/rand/v2"
	"testing"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// randomWalk plays steps random moves and digs (of every kind) from each of the
// deals 1..games, as a search makes them, and calls visit with the position before
// each move, the move, the settled position after it and how many cards the
// settling sent home.
func randomWalk(t *testing.T, seed uint64, games, steps int, visit func(game int64, before *rules.Position, m rules.Move, after *rules.Position, settled int)) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, seed+1))
	var moves []rules.Move
	for game := int64(1); game <= int64(games); game++ {
		l, _ := dealer.Deal(game)
		p := rules.NewPosition(&l)
		p.Settle()
		for range steps {
			moves = appendSearchMoves(&p, digHome|digParent, moves[:0])
			if len(moves) == 0 {
				break
			}
			m := moves[rng.IntN(len(moves))]
			next := p
			play(&next, m)
			settled := next.SettleAfter(m)
			visit(game, &p, m, &next, settled)
			p = next
		}
	}
}
