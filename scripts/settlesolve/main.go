// Command settlesolve settles, by a solution, deals the million's cells
// table holds undecided: for each, with the fewest cells the table has not
// ruled out, two beams -beam wide (solver.WideBeam: 192616 and 543724 with
// one cell fell to beams 400,000 wide, past every bounded search), then the
// default mode's search (beams by player moves, which find solutions fast
// mode's searches wander past; -default=false skips it), and with -fast fast
// mode's complete search (72350 with two cells: a solution in 9 minutes and
// 9.6 GB), within -timeout and -memory each.
// A solution found is replayed under the rules from the deal; if it wins,
// the deal's fewest is that count (one fewer the survey proved impossible),
// and a cells-only record of it is printed, for scripts/packatlas -million
// to take in settled (scripts/settle-million.sh runs it after the long
// surveys). A deal whose search ends without one is said on stderr, and
// left as it is.
//
// Usage: go run ./scripts/settlesolve [-beam 400000] [-default=true] [-fast] [-timeout 10m] [-memory-mib 4096] [-table atlas/data/million.bin] >> RECORDS
package main

import (
	"context"
	"flag"
	"fmt"
	"math"
	"os"
	"time"

	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
)

func main() {
	var s searches
	flag.IntVar(&s.width, "beam", 400_000, "the width of the wide beams tried first (0: none)")
	flag.BoolVar(&s.short, "default", true, "the default mode's search next")
	flag.BoolVar(&s.fast, "fast", false, "fast mode's complete search last")
	timeout := flag.Duration("timeout", 10*time.Minute, "the most time a deal's search may take")
	mib := flag.Int("memory-mib", 4096, "the most MiB a deal's search may keep (as far as an int holds)")
	path := flag.String("table", "atlas/data/million.bin", "the million's cells table")
	flag.Parse()
	data, err := os.ReadFile(*path)
	if err != nil {
		fail(err)
	}
	table, err := atlas.ReadCells(data)
	if err != nil {
		fail(fmt.Errorf("%s: %w", *path, err))
	}
	s.timeout, s.memory = *timeout, min(*mib, math.MaxInt>>20)<<20
	first, last, _ := table.Range()
	for game := first; game <= last; game++ {
		if f, ok := table.Facts(game); ok && f.Undecided() {
			settle(game, f.AtLeast, s)
		}
	}
}

// searches are the searches a deal is given, in turn, each within timeout
// and memory.
type searches struct {
	width       int
	short, fast bool
	timeout     time.Duration
	memory      int
}

// settle looks for a solution of game with cells free cells, by the searches
// s in turn, and prints the record that it settles the deal when one wins.
func settle(game int64, cells int, s searches) {
	start := time.Now()
	l, err := rules.ReplayGame(game, cells, nil)
	if err != nil {
		fail(err)
	}
	search := func(by string, solve func(ctx context.Context) solver.Result) solver.Result {
		ctx, cancel := context.WithTimeout(context.Background(), s.timeout)
		defer cancel()
		r := solve(ctx)
		if r.Status != solver.Solved {
			fmt.Fprintf(os.Stderr, "settlesolve: %d with %d cells: no solution by %s (%s, %v)\n", game, cells, by, r.Reason, time.Since(start).Round(time.Second))
		}
		return r
	}
	r := solver.Result{Status: solver.GaveUp} // (the zero Status is Solved)
	if s.width > 0 {
		r = search("wide beams", func(ctx context.Context) solver.Result { return solver.WideBeam(ctx, l.Start, s.width, s.memory) })
	}
	for _, mode := range []struct {
		on   bool
		name string
		mode solver.Mode
	}{{s.short, "the default mode", solver.Short}, {s.fast, "fast mode", solver.Fast}} {
		if mode.on && r.Status != solver.Solved {
			r = search(mode.name, func(ctx context.Context) solver.Result {
				return solver.Solve(ctx, l.Start, solver.Options{Mode: mode.mode, MaxBytes: s.memory})
			})
		}
	}
	took := time.Since(start).Round(time.Second)
	if r.Status != solver.Solved {
		return
	}
	replay, err := rules.ReplayFrom(l.Start, r.Moves)
	if end := replay.End(); err != nil || !end.Won() {
		fmt.Fprintf(os.Stderr, "settlesolve: %d with %d cells: the solution does not replay to a win (%v)\n", game, cells, err)
		return
	}
	f := atlas.Facts{Game: game, Known: true, Fewest: cells, AtLeast: cells, AtMost: cells, Cheap: true, Solver: solver.Version,
		Millis: float64(time.Since(start).Microseconds()) / 1000}
	f.Difficulty, f.Band = atlas.Rate(&f)
	if err := f.WriteJSON(os.Stdout, true); err != nil {
		fail(err)
	}
	fmt.Fprintf(os.Stderr, "settlesolve: %d: fewest %d, a solution of %d moves checked (%v)\n", game, cells, len(r.Moves), took)
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "settlesolve:", err)
	os.Exit(1)
}
