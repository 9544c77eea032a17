package solver

import (
	"context"
	"testing"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

func TestAfterPlayerMoves(t *testing.T) {
	home := rules.Move{From: rules.ColumnPlace(0), To: rules.Foundation}
	player := rules.Move{From: rules.ColumnPlace(1), To: rules.ColumnPlace(2)}
	moves := []rules.Move{home, player, home, home, player, player, home}
	for _, tc := range []struct{ k, want int }{
		{0, 1}, // the foundation moves before the first player move are made
		{1, 4}, // and those after each
		{2, 5},
		{3, 7},
		{4, 7}, // past the end: all of them
	} {
		if got := afterPlayerMoves(moves, tc.k); got != tc.want {
			t.Errorf("after %d player moves: %d moves, want %d", tc.k, got, tc.want)
		}
	}
}

// TestShortenTail gives shortenTail the fast mode's long solutions and checks
// that it shortens them, and that what it returns still wins from the deal.
func TestShortenTail(t *testing.T) {
	shortened := 0
	for game := int64(1); game <= 5; game++ {
		l, _ := dealer.Deal(game)
		start := rules.NewPosition(&l)
		r := Solve(context.Background(), start, Options{Mode: Fast})
		if r.Status != Solved {
			t.Fatalf("game %d: %v", game, r.Status)
		}
		before := rules.PlayerMoves(r.Moves)
		var passes []int
		after := shortenTail(context.Background(), start, r, shortBeams[0], Options{Progress: func(p Progress) { passes = append(passes, p.Pass) }}, 3)
		replay, err := rules.ReplayFrom(start, after.Moves)
		if err != nil || !replay.End().Won() {
			t.Fatalf("game %d: the shortened solution does not win (%v)", game, err)
		}
		n := rules.PlayerMoves(after.Moves)
		if n > before {
			t.Errorf("game %d: %d player moves became %d", game, before, n)
		}
		if n < before {
			shortened++
		}
		if len(passes) == 0 || passes[0] != 4 || passes[len(passes)-1] != 3+len(tailCuts) {
			t.Errorf("game %d: the tail's searches reported passes %v, want 4 to %d", game, passes, 3+len(tailCuts))
		}
	}
	if shortened < 4 {
		t.Errorf("only %d of 5 fast solutions shortened", shortened)
	}
}
