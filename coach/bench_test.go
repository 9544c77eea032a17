package coach

import (
	"context"
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// playedPositions are positions from play: for each deal of 1..deals, the
// position after 5 to 40 random legal moves (a fixed seed), a mix of winnable
// and lost ones.
func playedPositions(deals int) []rules.Position {
	var out []rules.Position
	for _, game := range playedGames(deals) {
		out = append(out, game[len(game)-1])
	}
	return out
}

// playedGames are the games behind playedPositions: each game's positions from
// its deal on.
func playedGames(deals int) [][]rules.Position {
	rng := rand.New(rand.NewPCG(2026, 11))
	out := make([][]rules.Position, 0, deals)
	for game := int64(1); game <= int64(deals); game++ {
		l, _ := dealer.Deal(game)
		p := rules.NewPosition(&l)
		positions := []rules.Position{p}
		n := 5 + rng.IntN(36)
		for range n {
			moves := p.AppendMoves(nil)
			if len(moves) == 0 {
				break
			}
			p.Play(moves[rng.IntN(len(moves))])
			positions = append(positions, p)
		}
		out = append(out, positions)
	}
	return out
}

// BenchmarkLosingMove names the losing move of every lost game of the set, one
// after the other (GOMAXPROCS=1 ... -benchtime 1x), and reports how long it
// takes and the share named within 2 s.
func BenchmarkLosingMove(b *testing.B) {
	var lost [][]rules.Position
	for _, g := range playedGames(1000) {
		if Judge(context.Background(), g[len(g)-1], 0).Verdict == Lost {
			lost = append(lost, g)
		}
	}
	judge := func(ctx context.Context, p rules.Position) Verdict { return Judge(ctx, p, 0).Verdict }
	var times []time.Duration
	named := 0
	for b.Loop() {
		times, named = times[:0], 0
		for _, g := range lost {
			start := time.Now()
			if _, ok := LosingMove(context.Background(), g, judge); ok {
				named++
			}
			times = append(times, time.Since(start))
		}
	}
	slices.Sort(times)
	within := 0
	for _, d := range times {
		if d <= 2*time.Second {
			within++
		}
	}
	b.ReportMetric(float64(len(lost)), "lost-games")
	b.ReportMetric(100*float64(named)/float64(len(lost)), "named-%")
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "median-ms")
	b.ReportMetric(float64(times[len(times)*99/100].Microseconds())/1000, "p99-ms")
	b.ReportMetric(100*float64(within)/float64(len(times)), "within-2s-%")
}

// BenchmarkVerdicts judges positions from play of deals 1..1000 one after the
// other (run it on one core: GOMAXPROCS=1 ... -benchtime 1x) and reports the
// distribution of the time a verdict takes and the share of each verdict.
func BenchmarkVerdicts(b *testing.B) {
	positions := playedPositions(1000)
	var times []time.Duration
	counts := map[Verdict]int{}
	var peak uint64
	for b.Loop() {
		times, counts = times[:0], map[Verdict]int{}
		for _, p := range positions {
			start := time.Now()
			j := Judge(context.Background(), p, 0)
			times = append(times, time.Since(start))
			counts[j.Verdict]++
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			peak = max(peak, ms.HeapSys)
		}
	}
	slices.Sort(times)
	n := float64(len(positions))
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "median-ms")
	b.ReportMetric(float64(times[len(times)*99/100].Microseconds())/1000, "p99-ms")
	b.ReportMetric(float64(times[len(times)-1].Microseconds())/1000, "max-ms")
	b.ReportMetric(100*float64(counts[Winnable])/n, "winnable-%")
	b.ReportMetric(100*float64(counts[Lost])/n, "lost-%")
	b.ReportMetric(100*float64(counts[Undecided])/n, "undecided-%")
	b.ReportMetric(float64(peak)/(1<<20), "heap-MB")
}
