package solver

import (
	"context"
	"testing"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// TestBeamChainInARace: the beams, run a layer at a time as a portfolio's
// search, solve a deal the schedule leaves (804109, where the finishing search
// alone took 1.8 s), and their solution, as the other searches give theirs,
// replays to a win; with too few positions they run out and say so.
func TestBeamChainInARace(t *testing.T) {
	l, _ := dealer.Deal(804109)
	start := rules.NewPosition(&l)
	root := start
	root.Settle()
	chain := newBeamChain(root, fastBeams)
	r := race(context.Background(), []searcher{chain}, nil, plan{turns: []turn{{0, 1_000_000}}, finish: []int{0}}, Options{}.bound())
	if r.Status != Solved {
		t.Fatalf("the beams gave %v", r.Status)
	}
	replay, err := rules.ReplayFrom(start, replayPath(start, r.Moves))
	if err != nil || !replay.End().Won() {
		t.Fatalf("the beams' solution does not win: %v", err)
	}
	short := newBeamChain(root, []limitedBeam{{shortBeams[0], 1000}})
	if out := short.run(1 << 20); out != exhausted || short.positions() < 1000 {
		t.Errorf("a beam past its limit: %v after %d positions", out, short.positions())
	}
}

// TestFastSolutionsAreShort: fast mode's solutions keep to fastMostMoves
// player moves, on deals whose depth-first solutions ran to hundreds or
// thousands (750875: 313 after shortening; 784753: 3,654).
func TestFastSolutionsAreShort(t *testing.T) {
	for _, game := range []int64{750875, 784753} {
		r, err := SolveGame(context.Background(), game, rules.DefaultFreeCells, Options{Mode: Fast})
		if err != nil || r.Status != Solved || rules.PlayerMoves(r.Moves) > 200 { // the bound, not the constant, which a change could loosen
			t.Errorf("%d: %v, %d player moves", game, r.Status, rules.PlayerMoves(r.Moves))
		}
	}
}
