package solver

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// reachable counts the positions reachable from start, settled as a sweep
// settles it, by single moves each followed by a full settling (not the
// sweep's check of what a move may have made safe), each keyed afresh (not by
// what a move changed), breadth first: a brute force to hold the sweep to. It
// ends at a won one, and gives up (-1) past most.
func reachable(start rules.Position, strong bool, most int) (n int, winnable bool) {
	settle := func(p *rules.Position) {
		if strong {
			p.SettleStrong()
		} else {
			p.Settle()
		}
	}
	settle(&start)
	seen := map[key]bool{keyOf(&start): true}
	queue := []rules.Position{start}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		if p.Won() {
			return len(seen), true
		}
		for _, m := range p.AppendMoves(nil) {
			child := p
			child.Play(m)
			settle(&child)
			if k := keyOf(&child); !seen[k] {
				if len(seen) == most {
					return -1, false
				}
				seen[k] = true
				queue = append(queue, child)
			}
		}
	}
	return len(seen), winnable
}

// sweepAll runs a sweep from start to its end or most positions.
func sweepAll(start rules.Position, strong bool, most int) (o outcome, kept int, moves []rules.Move) {
	s := newSweep(settledBy(start, strong), strong)
	defer s.release()
	o = running
	for o == running && s.positions() < most {
		o = s.run(slice)
	}
	return o, s.positions(), s.solution()
}

// TestSweepEntersEveryReachablePosition holds the sweep to a brute force: on
// deals with no free cell and with one, by either rule of sending cards home,
// where the sweep finds no solution it has kept exactly the positions that can
// be reached, and it finds a solution only where one of them is won; its
// solutions replay to a win.
func TestSweepEntersEveryReachablePosition(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 7))
	proofs, biggest := 0, 0
	enough, big := 40, 10_000
	if raceEnabled {
		enough, big = 12, 2_000
	}
	for i := 0; proofs < enough || biggest < big; i++ {
		game := 1 + rng.Int64N(1_000_000)
		l, err := dealer.Deal(game)
		if err != nil {
			t.Fatal(err)
		}
		if o, kept := matchReachable(t, fmt.Sprintf("game %d", game), rules.NewPositionWith(&l, i%2), i%4 < 2, sweepAll); o == exhausted {
			proofs, biggest = proofs+1, max(biggest, kept)
		}
	}
	t.Logf("%d proofs, the biggest %d positions", proofs, biggest)
}

// matchReachable holds a search from start (a sweep, or layers) to the brute
// force, and returns the search's outcome (running where the brute force gave
// up) and the positions it entered.
func matchReachable(t *testing.T, what string, start rules.Position, strong bool, search func(rules.Position, bool, int) (outcome, int, []rules.Move)) (outcome, int) {
	t.Helper()
	const most = 40_000
	want, winnable := reachable(start, strong, most)
	if want < 0 && !winnable {
		return running, 0
	}
	what = fmt.Sprintf("%s, %d cells, strong %v", what, start.FreeCellCount(), strong)
	o, kept, moves := search(start, strong, 2*most)
	switch {
	case o == won && !winnable:
		t.Errorf("%s: the search solved a deal no reachable position wins", what)
	case o == won:
		if r, err := rules.ReplayFrom(start, replayPathBy(start, moves, strong)); err != nil || !r.End().Won() {
			t.Errorf("%s: the solution does not replay to a win (%v)", what, err)
		}
	case winnable:
		t.Errorf("%s: %v after %d positions, where one of the reachable wins", what, o, kept)
	case o != exhausted || kept != want:
		t.Errorf("%s: %v after %d positions, where %d are reachable", what, o, kept, want)
	}
	return o, kept
}

// TestSweepProvesAsTheFinishingSearch: the sweep and fast mode's old
// finishing search reach the same verdicts on deals with one and two cells,
// and the sweep's solutions replay to a win.
func TestSweepProvesAsTheFinishingSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 8))
	const limit = 150_000
	compared := map[outcome]int{}
	for i := range 24 {
		game := 1 + rng.Int64N(1_000_000)
		l, _ := dealer.Deal(game)
		start := rules.NewPositionWith(&l, 1+i%2)
		root := start
		root.SettleStrong()
		d := fastSearches[fastFinish[0]].startWith(root, true)
		want := running
		for want == running && d.positions() < limit {
			want = d.run(slice)
		}
		d.release()
		got, kept, moves := sweepAll(start, true, 4*limit)
		if got == won {
			if r, err := rules.ReplayFrom(start, replayPathBy(start, moves, true)); err != nil || !r.End().Won() {
				t.Errorf("game %d with %d cells: the sweep's solution does not replay to a win (%v)", game, 1+i%2, err)
			}
		}
		if want == running || got == running {
			continue
		}
		compared[want]++
		if got != want {
			t.Errorf("game %d with %d cells: the sweep's %v after %d positions, the finishing search's %v", game, 1+i%2, got, kept, want)
		}
	}
	if compared[won] == 0 || compared[exhausted] == 0 {
		t.Errorf("compared %v: the test proves little", compared)
	}
}
