package solver

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/words"
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
		b.Run(words.Number(game), func(b *testing.B) {
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

// BenchmarkFewCellsVerdicts asks fast mode's verdict, as a cheap survey does
// (unshortened, the few-cell bound), on deals of its tail: 334707 with one cell
// (solvable: 24 s before fewCellsTurns), 595473 with one (impossible, half a
// million positions) and 363724 with two (impossible).
func BenchmarkFewCellsVerdicts(b *testing.B) {
	for _, c := range []struct {
		game  int64
		cells int
		want  Status
	}{{334707, 1, Solved}, {595473, 1, Impossible}, {363724, 2, Impossible}} {
		b.Run(words.Number(c.game), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				res, _ := SolveGame(context.Background(), c.game, c.cells, Options{Mode: Fast, MaxBytes: FewCellsBytes, VerdictOnly: true})
				if res.Status != c.want {
					b.Fatal(res.Status)
				}
			}
		})
	}
}

// BenchmarkKeySetMillion adds a million keys to a set, as a complete search's
// set of seen positions grows: its tables past bigTableBytes are mapped, and
// taken from the spares from the second run on.
func BenchmarkKeySetMillion(b *testing.B) {
	keys := make([]key, 1_000_000)
	for i := range keys {
		x := uint64(i+1) * 0x9E3779B97F4A7C15
		keys[i] = key{mix(x, 1), mixB(x, 2)}
	}
	b.ReportAllocs()
	for b.Loop() {
		var s keySet
		for _, k := range keys {
			s.add(k)
		}
		s.reset()
	}
}

// BenchmarkSweepProof proves deal 656969 with one free cell impossible by the
// sweep alone (190,000 positions).
func BenchmarkSweepProof(b *testing.B) {
	l, _ := dealer.Deal(656969)
	start := rules.NewPositionWith(&l, 1)
	b.ReportAllocs()
	for b.Loop() {
		if o, _, _ := sweepAll(start, true, 1_000_000); o != exhausted {
			b.Fatal(o)
		}
	}
}

// BenchmarkLayersProof: the disk tier's search proves deal 1296 impossible
// with one free cell (308,506 positions), its files in the system's folder
// for temporary files; BenchmarkSweepOn1296 is the sweep on the same proof.
func BenchmarkLayersProof(b *testing.B) {
	l, _ := dealer.Deal(1296)
	start := rules.NewPositionWith(&l, 1)
	b.ReportAllocs()
	for b.Loop() {
		if o, _, _ := layersAll(start, true, 1_000_000); o != exhausted {
			b.Fatal(o)
		}
	}
}

func BenchmarkSweepOn1296(b *testing.B) {
	l, _ := dealer.Deal(1296)
	start := rules.NewPositionWith(&l, 1)
	b.ReportAllocs()
	for b.Loop() {
		if o, _, _ := sweepAll(start, true, 1_000_000); o != exhausted {
			b.Fatal(o)
		}
	}
}

// BenchmarkTwinProof proves the same deal as BenchmarkSweepProof, 656969
// with one free cell, by the sweep of twin classes, and BenchmarkTwinOn882572
// deal 882572 with one cell, whose plain proof keeps 8.3 million positions:
// the cost of a class, expanded with its copies (the classes are reported).
func BenchmarkTwinProof(b *testing.B) { benchTwin(b, 656969, 1) }

func BenchmarkTwinOn882572(b *testing.B) { benchTwin(b, 882572, 1) }

func benchTwin(b *testing.B, game int64, cells int) {
	l, _ := dealer.Deal(game)
	start := rules.NewPositionWith(&l, cells)
	b.ReportAllocs()
	classes := 0
	for b.Loop() {
		o, s := twinAll(start, true, 10_000_000)
		if o != exhausted {
			b.Fatal(o)
		}
		classes = s.positions()
		s.release()
	}
	b.ReportMetric(float64(classes), "classes")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(classes), "ns/class")
}

// BenchmarkTwinBest: twinBest, the best-first search keyed by twin pair,
// to its solution of 526067 with one cell (some 14,500 positions), where
// the sweep of twin classes wanders over a million classes.
func BenchmarkTwinBest(b *testing.B) {
	l, _ := dealer.Deal(526067)
	start := rules.NewPositionWith(&l, 1)
	strong := strongSettle(start)
	root := settledBy(start, strong)
	b.ReportAllocs()
	kept := 0
	for b.Loop() {
		tb := newTwinBest(root, strong)
		if o := tb.run(twinBestMost); o != won {
			b.Fatal(o)
		}
		kept = tb.positions()
		tb.release()
	}
	b.ReportMetric(float64(kept), "positions")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(kept), "ns/position")
}

// BenchmarkTwinKey: a position's twin class key made afresh (its merged
// twins found, read as tokens, its columns and free cells hashed), on
// positions from the middle of random games with two free cells.
func BenchmarkTwinKey(b *testing.B) {
	rng := rand.New(rand.NewPCG(5, 6))
	var positions []rules.Position
	var dealings []*dealing
	for game := int64(1); game <= 64; game++ {
		l, _ := dealer.Deal(game)
		start := rules.NewPositionWith(&l, 2)
		start.SettleStrong()
		positions = append(positions, walked(start, rng, 20))
		dealings = append(dealings, newDealing(&start))
	}
	b.ReportAllocs()
	var sink key
	for i := 0; b.Loop(); i++ {
		k := dealings[i%len(positions)].twinKeyOf(&positions[i%len(positions)])
		sink.add(k)
	}
	_ = sink
}
