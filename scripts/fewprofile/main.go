// Command fewprofile measures where a cheap survey (freecell --survey
// --down-to K) spends itself: it draws deals at random, asks fast mode's
// verdicts as the survey does (from two free cells down to K while the deal
// stays solvable, up while it is impossible: atlas.AskFewest), under the
// survey's bounds (atlas.FewCellsTimeout and solver.FewCellsBytes below
// four cells), and breaks the cost down by free-cell count and outcome:
// verdicts, time, positions kept, time and bytes per position; then, for
// each, the searches of the race that took its time and those that ended
// its verdicts (solver.Options.Turns). Then the deals' own totals: mean,
// median, the slowest ten, and the process's peak.
//
// Run it on one core (taskset -c 0) with nothing else running. The seed is
// printed: draw a fresh one for every figure reported.
//
// Usage: go run ./scripts/fewprofile [-n 300] [-seed S] [-down-to 1] [-first 32001] [-last 1000000] [-jsonl FILE] [-cpuprofile FILE]
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"runtime/debug"
	"runtime/pprof"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
)

// verdict is one search's record.
type verdict struct {
	Game      int64   `json:"game"`
	Cells     int     `json:"cells"`
	Outcome   string  `json:"outcome"`
	Positions int     `json:"positions"`
	Bytes     int     `json:"bytes"`
	Ms        float64 `json:"ms"`
	// BySearch is the time each search of the race took, in ms, and EndedBy
	// the search whose turn ended it (see solver.Turn).
	BySearch map[string]float64 `json:"by_search"`
	EndedBy  string             `json:"ended_by"`
}

func main() {
	n := flag.Int("n", 300, "deals to draw")
	seed := flag.Uint64("seed", uint64(time.Now().UnixNano()), "the draw's seed")
	downTo := flag.Int("down-to", 1, "the fewest free cells tried")
	first := flag.Int64("first", 32001, "the first deal that may be drawn")
	last := flag.Int64("last", 1000000, "the last deal that may be drawn")
	jsonl := flag.String("jsonl", "", "write every verdict to this file, one JSON object a line")
	cpuProfile := flag.String("cpuprofile", "", "write a CPU profile of the draw to this file (go tool pprof reads it)")
	flag.Parse()
	if *cpuProfile != "" {
		stop, err := profileCPU(*cpuProfile)
		if err != nil {
			fmt.Fprintln(os.Stderr, "fewprofile:", err)
			os.Exit(1)
		}
		defer stop()
	}
	fmt.Printf("seed %d: %d deals of %d..%d, down to %d cells\n", *seed, *n, *first, *last, *downTo)
	rng := rand.New(rand.NewPCG(*seed, 0))
	// The command line's memory limit (main.go's memoryLimit), raised for
	// the few-cell bound as its survey raises it.
	debug.SetMemoryLimit(160 << 20)
	defer solver.RaiseMemoryLimit(solver.FewCellsBytes)()
	var out *json.Encoder
	if *jsonl != "" {
		f, err := os.Create(*jsonl)
		if err != nil {
			fmt.Fprintln(os.Stderr, "fewprofile:", err)
			os.Exit(1)
		}
		defer f.Close()
		out = json.NewEncoder(f)
	}
	var all []verdict
	perDeal := map[int64]float64{}
	for range *n {
		game := *first + rng.Int64N(*last-*first+1)
		for _, v := range surveyDeal(game, *downTo) {
			all = append(all, v)
			perDeal[game] += v.Ms
			if out != nil {
				_ = out.Encode(v)
			}
		}
	}
	printBreakdown(all)
	printBySearch(all)
	printDeals(perDeal)
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	fmt.Printf("process peak: %d MB, CPU %.1f s\n", ru.Maxrss/1024, float64(ru.Utime.Sec+ru.Stime.Sec)+float64(ru.Utime.Usec+ru.Stime.Usec)/1e6)
}

// profileCPU starts a CPU profile written to path; stop ends it.
func profileCPU(path string) (stop func(), err error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		_ = f.Close()
		return nil, err
	}
	return func() { pprof.StopCPUProfile(); _ = f.Close() }, nil
}

// surveyDeal asks the verdicts a cheap survey asks of game, in its order
// (atlas.AskFewest).
func surveyDeal(game int64, downTo int) []verdict {
	l, err := dealer.Deal(game)
	if err != nil {
		panic(err)
	}
	var vs []verdict
	atlas.AskFewest(downTo, func(cells int) (solvable, decided bool) {
		opts := solver.Options{Mode: solver.Fast, VerdictOnly: true}
		ctx, cancel := context.Background(), context.CancelFunc(func() {})
		if cells < rules.DefaultFreeCells {
			opts.MaxBytes = solver.FewCellsBytes
			ctx, cancel = context.WithTimeout(ctx, atlas.FewCellsTimeout)
		}
		bySearch, endedBy := map[string]float64{}, ""
		opts.Turns = func(t solver.Turn) {
			bySearch[t.Search] += float64(t.Time.Microseconds()) / 1000
			if t.Solved || t.Proved {
				endedBy = t.Search
			}
		}
		start := time.Now()
		r := solver.Solve(ctx, rules.NewPositionWith(&l, cells), opts)
		ms := float64(time.Since(start).Microseconds()) / 1000
		cancel()
		v := verdict{Game: game, Cells: cells, Positions: r.Positions, Bytes: r.Bytes, Ms: ms, BySearch: bySearch, EndedBy: endedBy}
		switch {
		case r.Status == solver.Solved:
			v.Outcome = "solved"
		case r.Status == solver.Impossible:
			v.Outcome = "impossible"
		case r.Stop == solver.TimeLimit:
			v.Outcome = "time bound"
		default:
			v.Outcome = "memory bound"
		}
		vs = append(vs, v)
		return r.Status == solver.Solved, r.Status == solver.Solved || r.Status == solver.Impossible
	})
	return vs
}

// group is the verdicts of one free-cell count and outcome.
type group struct {
	cells   int
	outcome string
}

// grouped is the verdicts by group, and the groups in the order printed:
// most cells first, then by outcome.
func grouped(all []verdict) (map[group][]verdict, []group) {
	groups := map[group][]verdict{}
	for _, v := range all {
		g := group{v.Cells, v.Outcome}
		groups[g] = append(groups[g], v)
	}
	keys := make([]group, 0, len(groups))
	for g := range groups {
		keys = append(keys, g)
	}
	slices.SortFunc(keys, func(a, b group) int {
		if a.cells != b.cells {
			return b.cells - a.cells
		}
		return compareStrings(a.outcome, b.outcome)
	})
	return groups, keys
}

// printBreakdown tabulates the verdicts by free-cell count and outcome.
func printBreakdown(all []verdict) {
	groups, keys := grouped(all)
	total := 0.0
	for _, v := range all {
		total += v.Ms
	}
	fmt.Printf("%5s %-12s %6s %10s %6s %9s %9s %12s %11s %8s %8s\n",
		"cells", "outcome", "count", "ms total", "share", "ms mean", "ms max", "positions", "pos mean", "µs/pos", "B/pos")
	for _, g := range keys {
		vs := groups[g]
		ms, most, pos, bytes := 0.0, 0.0, 0, 0
		for _, v := range vs {
			ms += v.Ms
			most = max(most, v.Ms)
			pos += v.Positions
			bytes += v.Bytes
		}
		perPos, bytesPer := 0.0, 0.0
		if pos > 0 {
			perPos, bytesPer = ms*1000/float64(pos), float64(bytes)/float64(pos)
		}
		fmt.Printf("%5d %-12s %6d %10.0f %5.1f%% %9.1f %9.0f %12d %11.0f %8.2f %8.0f\n",
			g.cells, g.outcome, len(vs), ms, 100*ms/total, ms/float64(len(vs)), most, pos, float64(pos)/float64(len(vs)), perPos, bytesPer)
	}
}

// printBySearch says, for each free-cell count and outcome, which searches
// of the race took its time (the costliest five, in ms) and which ended
// its verdicts (the four that ended most).
func printBySearch(all []verdict) {
	groups, keys := grouped(all)
	fmt.Println("by search: the time each search took (ms), and the searches that ended the verdicts")
	for _, g := range keys {
		took, ended := map[string]float64{}, map[string]float64{}
		for _, v := range groups[g] {
			for name, ms := range v.BySearch {
				took[name] += ms
			}
			if v.EndedBy != "" {
				ended[v.EndedBy]++
			}
		}
		fmt.Printf("%5d %-12s took: %s; ended by: %s\n", g.cells, g.outcome, topOf(took, 5, "%.0f"), topOf(ended, 4, "%.0f"))
	}
}

// topOf is the n biggest entries of m, as "name value" in format, biggest first.
func topOf(m map[string]float64, n int, format string) string {
	names := make([]string, 0, len(m))
	for name := range m {
		names = append(names, name)
	}
	slices.SortFunc(names, func(a, b string) int {
		if m[a] != m[b] {
			if m[a] > m[b] {
				return -1
			}
			return 1
		}
		return compareStrings(a, b)
	})
	parts := make([]string, 0, n)
	for _, name := range names[:min(n, len(names))] {
		parts = append(parts, name+" "+fmt.Sprintf(format, m[name]))
	}
	return strings.Join(parts, ", ")
}

func compareStrings(a, b string) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// printDeals gives the deals' own totals and the slowest ten.
func printDeals(perDeal map[int64]float64) {
	type deal struct {
		game int64
		ms   float64
	}
	deals := make([]deal, 0, len(perDeal))
	sum := 0.0
	for g, ms := range perDeal {
		deals = append(deals, deal{g, ms})
		sum += ms
	}
	slices.SortFunc(deals, func(a, b deal) int {
		switch {
		case a.ms > b.ms:
			return -1
		case a.ms < b.ms:
			return 1
		}
		return 0
	})
	fmt.Printf("deals: %d, mean %.1f ms, median %.1f ms\nslowest:", len(deals), sum/float64(len(deals)), deals[len(deals)/2].ms)
	for _, d := range deals[:min(10, len(deals))] {
		fmt.Printf(" %d (%.0f ms)", d.game, d.ms)
	}
	fmt.Println()
}
