package solver

import (
	"context"
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
// its win; twinBest solves it in some 15,600 positions, where the same
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
// 830100 with one cell (solved by the race) runs it dry in some 174,000.
// Its running out must not be taken as a proof.
func TestTwinBestProvesNothing(t *testing.T) {
	if raceEnabled {
		t.Skip("174,000 positions take long under the race detector")
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

// TestTwinBestJoinsTheSweepWithOneCell: with one free cell, after
// oneCellSchedule the sweep takes oneCellJoin turns alone, then twinBest
// every other turn; on 526067 twinBest ends the race with a solution.
func TestTwinBestJoinsTheSweepWithOneCell(t *testing.T) {
	if raceEnabled {
		t.Skip("half a million classes take long under the race detector")
	}
	l, _ := dealer.Deal(526067)
	var turns []Turn
	r := Solve(context.Background(), rules.NewPositionWith(&l, 1),
		Options{Mode: Fast, VerdictOnly: true, Turns: func(tn Turn) { turns = append(turns, tn) }})
	last := turns[len(turns)-1]
	if r.Status != Solved || last.Search != "twinBest" || !last.Solved {
		t.Fatalf("526067 with one cell: %v, the last turn %+v, want solved by twinBest", r.Status, last)
	}
	after := len(oneCellSchedule)
	for i, tn := range turns[after:] {
		want := "sweep"
		if i >= oneCellJoin && (i-oneCellJoin)%2 == 1 {
			want = "twinBest"
		}
		if tn.Search != want {
			t.Fatalf("turn %d after the schedule: %s, want %s", i, tn.Search, want)
		}
	}
}
