package solver

import (
	"context"
	"testing"
)

func BenchmarkSolve617(b *testing.B) {
	for _, mode := range []struct {
		name string
		mode Mode
	}{{"short", Short}, {"fast", Fast}} {
		b.Run(mode.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if res, _ := SolveGame(context.Background(), 617, Options{Mode: mode.mode}); res.Status != Solved {
					b.Fatal(res.Status)
				}
			}
		})
	}
}

func BenchmarkProve11982Impossible(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if res, _ := SolveGame(context.Background(), 11982, Options{Mode: Fast}); res.Status != Impossible {
			b.Fatal(res.Status)
		}
	}
}

// BenchmarkFastRange solves games 1..1000 in fast mode: the batch verdict's hot path.
func BenchmarkFastRange(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		total := 0
		for g := int64(1); g <= 1000; g++ {
			res, _ := SolveGame(context.Background(), g, Options{Mode: Fast})
			if res.Status != Solved {
				b.Fatalf("game %d: %v", g, res.Status)
			}
			total += res.Positions
		}
		b.ReportMetric(float64(total)/1000, "positions/game")
	}
}
