package solver

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// The twin classes' evidence (scripts/twin-coverage.sh and
// scripts/twin-agreement.sh) is recorded by these two tests, skipped unless
// the scripts set their variables.

// twinJobs reads the lines "GAME CELLS" of the file named by the variable.
func twinJobs(t *testing.T, variable string) []struct {
	game  int64
	cells int
} {
	data, err := os.ReadFile(os.Getenv(variable))
	if err != nil {
		t.Fatal(err)
	}
	var jobs []struct {
		game  int64
		cells int
	}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var game int64
		var cells int
		if _, err := fmt.Sscan(line, &game, &cells); err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		jobs = append(jobs, struct {
			game  int64
			cells int
		}{game, cells})
	}
	return jobs
}

// TestTwinCoverageScript writes a line to standard output for each deal
// the sweep of twin classes proves impossible (by the portfolio's rule of
// sending cards home for that many cells): the classes, the plain sweep's
// positions and how many of them have no class visited, which must be
// none. Its deals are those whose plain proofs are the biggest known
// (bigProofs), then deals drawn from 1..1,000,000 with the seed
// TWIN_COVERAGE_SEED, with one free cell and with two in turn, until
// TWIN_COVERAGE proofs of each count are written; a deal the twin classes
// solve, or leave undecided within two million classes, is passed over.
func TestTwinCoverageScript(t *testing.T) {
	want := fitEnvInt("TWIN_COVERAGE", 0)
	if want == 0 {
		t.Skip("TWIN_COVERAGE not set: scripts/twin-coverage.sh runs this")
	}
	rng := rand.New(rand.NewPCG(uint64(fitEnvInt("TWIN_COVERAGE_SEED", 0)), 50))
	proofs := map[int]int{}
	for i := 0; proofs[1] < want || proofs[2] < want; i++ {
		job := bigProof{game: 1 + rng.Int64N(1_000_000), cells: 1 + i%2}
		if i < len(bigProofs) {
			job = bigProofs[i]
		} else if proofs[job.cells] >= want {
			continue
		}
		if coverOne(t, job.game, job.cells) {
			proofs[job.cells]++
		}
	}
}

// bigProof is a deal played with cells free cells.
type bigProof struct {
	game  int64
	cells int
}

// bigProofs are the deals whose plain sweeps are the biggest known.
var bigProofs = []bigProof{{882572, 1}, {185145, 1}, {290185, 1}, {527244, 1}, {446592, 1}, {526039, 1}, {686653, 2}}

// coverOne holds one deal's proof by twin classes to its plain sweep (see
// TestTwinCoverageScript), and reports whether the twin classes proved it.
func coverOne(t *testing.T, game int64, cells int) bool {
	l, err := dealer.Deal(game)
	if err != nil {
		t.Fatal(err)
	}
	start := rules.NewPositionWith(&l, cells)
	strong := strongSettle(start)
	t0 := time.Now()
	o, tw := twinAll(start, strong, 2_000_000)
	defer tw.release()
	twinTime := time.Since(t0)
	if o != exhausted || !tw.tw.on {
		fmt.Printf("%d %d %s %d classes\n", game, cells, twinOutcome(o, tw), tw.positions())
		return false
	}
	t1 := time.Now()
	entered, missed, po := coverage(start, strong, tw, 200_000_000)
	fmt.Printf("%d %d impossible %d classes %.2f s; plain sweep %s, %d positions %.1f s; missed %d\n",
		game, cells, tw.positions(), twinTime.Seconds(), map[outcome]string{running: "stopped", won: "won", exhausted: "impossible"}[po],
		entered, time.Since(t1).Seconds(), missed)
	if missed > 0 || po == won {
		t.Errorf("game %d with %d cells: %d of %d positions missed (%v)", game, cells, missed, entered, po)
	}
	return true
}

// twinOutcome names what a sweep of twin classes did.
func twinOutcome(o outcome, tw *sweep) string {
	switch {
	case o == won:
		return "solved"
	case o == exhausted && tw.tw.on:
		return "impossible"
	case o == exhausted:
		return "impossible-plain" // after maxRestarts, as a plain sweep
	}
	return "undecided"
}

// TestTwinVerdictsScript writes, for each deal of TWIN_VERDICTS (GAME
// CELLS a line), the verdict of the sweep of twin classes alone within
// TWIN_MOST classes (1 million unless set) and TWIN_SECONDS (60): GAME
// CELLS VERDICT CLASSES MS, VERDICT solved, impossible, impossible-plain
// or undecided.
func TestTwinVerdictsScript(t *testing.T) {
	if os.Getenv("TWIN_VERDICTS") == "" {
		t.Skip("TWIN_VERDICTS not set: scripts/twin-agreement.sh runs this")
	}
	most := fitEnvInt("TWIN_MOST", 1_000_000)
	seconds, _ := strconv.Atoi(os.Getenv("TWIN_SECONDS"))
	if seconds <= 0 {
		seconds = 60
	}
	for _, j := range twinJobs(t, "TWIN_VERDICTS") {
		l, err := dealer.Deal(j.game)
		if err != nil {
			t.Fatal(err)
		}
		start := rules.NewPositionWith(&l, j.cells)
		strong := strongSettle(start)
		t0 := time.Now()
		tw := newTwinSweep(settledBy(start, strong), strong)
		o := running
		for o == running && tw.positions() < most && time.Since(t0) < time.Duration(seconds)*time.Second {
			o = tw.run(slice)
		}
		if o == won {
			if r, err := rules.ReplayFrom(start, replayPathBy(start, tw.solution(), strong)); err != nil || !r.End().Won() {
				t.Errorf("game %d with %d cells: the solution does not replay to a win (%v)", j.game, j.cells, err)
			}
		}
		fmt.Printf("%d %d %s %d %.1f\n", j.game, j.cells, twinOutcome(o, tw), tw.positions(), float64(time.Since(t0).Microseconds())/1000)
		tw.release()
	}
}
