package solver

import (
	"context"
	"testing"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

func BenchmarkSolve617(b *testing.B) {
	for _, mode := range []struct {
		name string
		mode Mode
	}{{"short", Short}, {"fast", Fast}} {
		b.Run(mode.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if res, _ := SolveGame(context.Background(), 617, rules.DefaultFreeCells, Options{Mode: mode.mode}); res.Status != Solved {
					b.Fatal(res.Status)
				}
			}
		})
	}
}

func BenchmarkProve11982Impossible(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if res, _ := SolveGame(context.Background(), 11982, rules.DefaultFreeCells, Options{Mode: Fast}); res.Status != Impossible {
			b.Fatal(res.Status)
		}
	}
}

// BenchmarkFastTail solves in fast mode three deals of the slow tail: 804109,
// which took 1.8 s when the finishing search ran alone after the schedule (the
// refitted schedule solves it), 496564, fast mode's slowest in 1..1,000,000
// before the kind-ordered dives (720 ms), and 577109, its slowest since.
func BenchmarkFastTail(b *testing.B) {
	for _, game := range []int64{804109, 496564, 577109} {
		b.Run(dealer.Number(game), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if res, _ := SolveGame(context.Background(), game, rules.DefaultFreeCells, Options{Mode: Fast}); res.Status != Solved {
					b.Fatal(res.Status)
				}
			}
		})
	}
}

// BenchmarkFastRange solves games 1..1000 in fast mode: the batch verdict's hot path.
func BenchmarkFastRange(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		total := 0
		for g := int64(1); g <= 1000; g++ {
			res, _ := SolveGame(context.Background(), g, rules.DefaultFreeCells, Options{Mode: Fast})
			if res.Status != Solved {
				b.Fatalf("game %d: %v", g, res.Status)
			}
			total += res.Positions
		}
		b.ReportMetric(float64(total)/1000, "positions/game")
	}
}

// BenchmarkBeam runs the default mode's beam on games 1..20: the hot path of
// the viewer's solution and of --solve.
func BenchmarkBeam(b *testing.B) {
	starts := make([]rules.Position, 20)
	for i := range starts {
		l, _ := dealer.Deal(int64(i + 1))
		starts[i] = rules.NewPosition(&l)
	}
	b.ReportAllocs()
	for b.Loop() {
		generated := 0
		for _, start := range starts {
			_, n, _ := beamSearch(context.Background(), start, shortBeams[0], &beamScoring, beamLimit, nil)
			generated += n
		}
		b.ReportMetric(float64(generated)/float64(len(starts)), "positions/game")
	}
}
