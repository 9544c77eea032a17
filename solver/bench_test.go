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
