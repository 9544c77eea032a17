package solver

import (
	"context"
	"slices"
	"testing"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// oneCellRoot is deal game with one free cell, settled as the race settles
// it, and whether by the strong rule.
func oneCellRoot(t *testing.T, game int64) (start, root rules.Position, strong bool) {
	t.Helper()
	l, err := dealer.Deal(game)
	if err != nil {
		t.Fatal(err)
	}
	start = rules.NewPositionWith(&l, 1)
	strong = strongSettle(start)
	return start, settledBy(start, strong), strong
}

// TestTwinBestSolvesWhereTheSweepWanders: deal 526067 with one cell is
// solvable, and the sweep of twin classes wanders over a million classes to
// its win; twinBest solves it in some 14,500 positions, where the same
// best-first search keyed by position needs 145,000. Its solution is real:
// played by the rules from the deal, it ends won.
func TestTwinBestSolvesWhereTheSweepWanders(t *testing.T) {
	start, root, strong := oneCellRoot(t, 526067)
	const within = 20_000
	tb := newTwinBest(root, strong)
	defer tb.release()
	if o := tb.run(within); o != won {
		t.Fatalf("twinBest on 526067 with one cell: %v after %d positions, want won within %d", o, tb.positions(), within)
	}
	r, err := rules.ReplayFrom(start, replayPathBy(start, tb.solution(), strong))
	if err != nil || !r.End().Won() {
		t.Fatalf("twinBest's solution of 526067 does not replay to a win (%v)", err)
	}
	plain := fastSearches[bestRoomy].startWith(root, strong)
	defer plain.release()
	if o := plain.run(within); o == won {
		t.Errorf("bestRoomy keyed by position solved 526067 within %d positions too: the test no longer shows what twin keys do", within)
	}
}

// TestTwinBestProvesNothing: a class's other positions may have moves its
// first lacks, so twinBest can run out of positions on a solvable deal:
// 830100 with one cell (solved by the race) runs it dry in some 121,000.
// Its running out must not be taken as a proof.
func TestTwinBestProvesNothing(t *testing.T) {
	if raceEnabled {
		t.Skip("121,000 positions take long under the race detector")
	}
	_, root, strong := oneCellRoot(t, 830100)
	tb := newTwinBest(root, strong)
	defer tb.release()
	o := running
	for o == running {
		o = tb.run(slice)
	}
	if o != exhausted || tb.positions() >= twinBestMost {
		t.Fatalf("twinBest on 830100 with one cell: %v after %d positions, want it run dry within %d", o, tb.positions(), twinBestMost)
	}
	if tb.complete() {
		t.Errorf("twinBest says it is complete: its running dry on 830100, which is solvable, would be taken as a proof")
	}
}

// TestTwinBestJoinsTheSweep: with one to three free cells, after the
// schedule the sweep takes twinBestJoin turns alone, then twinBest every
// other turn; on 708497 with one cell, 87998 with two and 42867 with three,
// twinBest ends the race with a solution.
func TestTwinBestJoinsTheSweep(t *testing.T) {
	if raceEnabled {
		t.Skip("half a million classes take long under the race detector")
	}
	for _, c := range []struct {
		game  int64
		cells int
	}{{708497, 1}, {87998, 2}, {42867, 3}} {
		l, _ := dealer.Deal(c.game)
		var turns []Turn
		r := Solve(context.Background(), rules.NewPositionWith(&l, c.cells),
			Options{Mode: Fast, VerdictOnly: true, Turns: func(tn Turn) { turns = append(turns, tn) }})
		last := turns[len(turns)-1]
		if r.Status != Solved || last.Search != "twinBest" || !last.Solved {
			t.Fatalf("%d with %d cells: %v, the last turn %+v, want solved by twinBest", c.game, c.cells, r.Status, last)
		}
		// Before twinBest's first turn, the sweep's twinBestJoin turns of the
		// finish alone and its first of their round (and one more, where the
		// schedule ends with the sweep's).
		first := slices.IndexFunc(turns, func(tn Turn) bool { return tn.Search == "twinBest" })
		alone := 0
		for alone < first && turns[first-1-alone].Search == "sweep" {
			alone++
		}
		if alone != twinBestJoin+1 && alone != twinBestJoin+2 {
			t.Errorf("%d with %d cells: the sweep took %d turns alone before twinBest's first, want %d", c.game, c.cells, alone, twinBestJoin+1)
		}
		for i, tn := range turns[first:] {
			if want := [2]string{"twinBest", "sweep"}[i%2]; tn.Search != want {
				t.Fatalf("%d with %d cells: turn %d from twinBest's first: %s, want %s", c.game, c.cells, i, tn.Search, want)
			}
		}
	}
}

// TestPairKeyedKeysArePairKeys: the key twinBest keeps for each position,
// brought up to date from its parent's, is its pair key made afresh (on
// deals with one and two cells, where cards go home and pairs stop being
// free along the way).
func TestPairKeyedKeysArePairKeys(t *testing.T) {
	for _, c := range []struct {
		game  int64
		cells int
	}{{526067, 1}, {87998, 2}, {830100, 1}, {5, 2}} {
		l, _ := dealer.Deal(c.game)
		start := rules.NewPositionWith(&l, c.cells)
		strong := strongSettle(start)
		tb := newTwinBest(settledBy(start, strong), strong)
		tb.run(5_000)
		homed := 0
		for i := range tb.nodes.len() {
			nd := tb.nodes.at(int32(i))
			if want := pairKeyOf(&nd.pos); nd.key != want {
				t.Fatalf("deal %d with %d cells: position %d's key %v, made afresh %v", c.game, c.cells, i, nd.key, want)
			}
			homed = max(homed, nd.pos.OnFoundations())
		}
		if homed < 8 {
			t.Errorf("deal %d with %d cells: %d positions, the most cards home %d: the test checks too little", c.game, c.cells, tb.nodes.len(), homed)
		}
		tb.release()
	}
}
