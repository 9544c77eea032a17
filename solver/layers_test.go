package solver

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// layersAll runs layers from start to their end or most positions entered
// (the classes done and the one at work).
func layersAll(start rules.Position, strong bool, most int) (o outcome, entered int, moves []rules.Move) {
	l := newLayers(start, settledBy(start, strong), strong, "", 1<<40)
	defer l.release()
	o = running
	for o == running && l.done+l.s.seen.n < most {
		o = l.run(slice)
	}
	return o, l.done + l.s.seen.n, l.solution()
}

// TestLayersEnterEveryReachablePosition holds layers to the brute force, as
// the sweep is held: where they find no solution they have entered exactly
// the positions that can be reached, each once, class by class.
func TestLayersEnterEveryReachablePosition(t *testing.T) {
	rng := rand.New(rand.NewPCG(39, 3))
	proofs, wins, biggest := 0, 0, 0
	enough, big := 40, 10_000
	if raceEnabled {
		enough, big = 12, 2_000
	}
	// Layers find a solution only once the classes before it are done.
	search := func(start rules.Position, strong bool, most int) (outcome, int, []rules.Move) {
		return layersAll(start, strong, 50*most)
	}
	for i := 0; proofs < enough || biggest < big; i++ {
		game := 1 + rng.Int64N(1_000_000)
		l, _ := dealer.Deal(game)
		switch o, kept := matchReachable(t, fmt.Sprintf("game %d", game), rules.NewPositionWith(&l, i%2), i%4 < 2, search); o {
		case exhausted:
			proofs, biggest = proofs+1, max(biggest, kept)
		case won:
			wins++
		case running:
		}
	}
	t.Logf("%d proofs, the biggest %d positions; %d solutions", proofs, biggest, wins)
}

// TestLayersSplitRanks: layers whose ranks are split into groups, as big
// ones are, enter the positions the brute force reaches too.
func TestLayersSplitRanks(t *testing.T) {
	defer func(was int64) { splitRecords = was }(splitRecords)
	splitRecords = 8
	rng := rand.New(rand.NewPCG(39, 5))
	proofs := 0
	for i := 0; proofs < 20; i++ {
		game := 1 + rng.Int64N(1_000_000)
		l, _ := dealer.Deal(game)
		if o, _ := matchReachable(t, fmt.Sprintf("game %d", game), rules.NewPositionWith(&l, 1), i%2 == 0, layersAll); o == exhausted {
			proofs++
		}
	}
}

// TestLayersAgreeWithTheSweep: on deals with one and two free cells, layers
// reach the sweep's verdict where they reach one (they find a solution only
// once the classes before it are done), and where it is a proof, enter as
// many positions.
func TestLayersAgreeWithTheSweep(t *testing.T) {
	rng := rand.New(rand.NewPCG(39, 4))
	most, deals, enough := 150_000, 48, 5
	if raceEnabled {
		most, deals, enough = 60_000, 30, 2
	}
	verdicts := map[outcome]int{}
	for i := range deals {
		game := 1 + rng.Int64N(1_000_000)
		l, _ := dealer.Deal(game)
		start := rules.NewPositionWith(&l, 1+i%2)
		want, swept, sweptMoves := sweepAll(start, true, most)
		if want == running {
			continue
		}
		got, entered, moves := layersAll(start, true, 2*most)
		verdicts[got]++
		switch {
		case got == running && want == won:
			verdicts[layersFromSolution(t, game, start, sweptMoves)]++
		case got != want:
			t.Errorf("game %d with %d cells: layers %v, the sweep %v", game, 1+i%2, got, want)
		case got == exhausted && entered != swept:
			t.Errorf("game %d with %d cells: layers entered %d positions, the sweep %d", game, 1+i%2, entered, swept)
		case got == won:
			if r, err := rules.ReplayFrom(start, replayPathBy(start, moves, true)); err != nil || !r.End().Won() {
				t.Errorf("game %d with %d cells: the layers' solution does not replay to a win (%v)", game, 1+i%2, err)
			}
		}
	}
	if verdicts[exhausted] < enough || verdicts[won] < enough {
		t.Errorf("verdicts %v: the test proves little", verdicts)
	}
}

// layersFromSolution runs layers from the position of a solution (of start's
// game, as a sweep gives it) where 36 cards are home, where the classes
// before a win are few, and checks that their solution replays to a win.
func layersFromSolution(t *testing.T, game int64, start rules.Position, steps []rules.Move) outcome {
	t.Helper()
	mid, n := start, 0
	for _, m := range replayPathBy(start, steps, true) {
		if mid.OnFoundations() >= 36 {
			break
		}
		mid.Play(m)
		n++
	}
	if settled := mid; settled.SettleStrong() >= 0 && settled.Won() {
		return running // won by safe moves alone: no search
	}
	defer func(was int64) { splitRecords = was }(splitRecords)
	splitRecords = 8 // its ways through groups too
	o, _, moves := layersAll(mid, true, 1_000_000)
	if o != won {
		t.Errorf("game %d, %d moves into a solution: layers %v", game, n, o)
	} else if r, err := rules.ReplayFrom(mid, replayPathBy(mid, moves, true)); err != nil || !r.End().Won() {
		t.Errorf("game %d, %d moves into a solution: the layers' solution does not replay to a win (%v)", game, n, err)
	}
	return o
}
