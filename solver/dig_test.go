package solver

import (
	"math/rand/v2"
	"testing"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// TestDigsAreLegal plays every dig found along random games both ways: as the
// search does, and as its single moves checked by the rules engine; both must
// reach the same position, and the card dug for must have moved.
func TestDigsAreLegal(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var moves []rules.Move
	kinds := map[rules.Place]int{}
	for game := int64(1); game <= 200; game++ {
		l, _ := dealer.Deal(game)
		p := rules.NewPosition(&l)
		p.Settle()
		for range 150 {
			moves = p.AppendMoves(moves[:0])
			digsFrom := len(moves)
			moves = appendDigs(&p, digHome|digParent, moves)
			for _, m := range moves[digsFrom:] {
				if !isDig(m) || m.Count&^digFlag < 1 {
					t.Fatalf("game %d: %+v is not a dig under at least one card", game, m)
				}
				searched := p
				play(&searched, m)
				checked := p
				for _, single := range appendSingleMoves(nil, p, m) {
					if _, err := checked.Apply(single); err != nil {
						t.Fatalf("game %d, dig %+v: %v", game, m, err)
					}
				}
				if searched != checked {
					t.Fatalf("game %d, dig %+v: played and replayed positions differ", game, m)
				}
				if m.To == rules.Foundation {
					kinds[rules.Foundation]++
				} else {
					kinds[rules.FirstFreeCell]++ // onto a parent
				}
			}
			if len(moves) == 0 {
				break
			}
			play(&p, moves[rng.IntN(len(moves))])
			p.Settle()
		}
	}
	if kinds[rules.Foundation] < 100 || kinds[rules.FirstFreeCell] < 100 {
		t.Fatalf("too few digs checked: %d home, %d onto parents", kinds[rules.Foundation], kinds[rules.FirstFreeCell])
	}
}

// TestUndoesLeadsBack checks, all along random games, every move from each new
// position: undoes must hold exactly for those that lead back to the position
// before (by key), whenever no card went home after the last move.
func TestUndoesLeadsBack(t *testing.T) {
	undone := 0
	randomWalk(t, 5, 200, 150, func(game int64, before *rules.Position, last rules.Move, p *rules.Position, settled int) {
		if settled > 0 {
			return
		}
		was := keyOf(before)
		for _, m := range appendSearchMoves(p, digHome|digParent, nil) {
			next := *p
			play(&next, m)
			next.SettleAfter(m)
			back := keyOf(&next) == was
			if got := undoes(p, &m, &last); got != back {
				t.Fatalf("game %d: after %+v, undoes(%+v) = %v, but the move leads back: %v", game, last, m, got, back)
			}
			if back {
				undone++
			}
		}
	})
	if undone < 1000 {
		t.Fatalf("only %d moves that take the last one back were checked", undone)
	}
}
