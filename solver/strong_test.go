package solver

import (
	"math/rand/v2"
	"testing"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// TestStrongSettleKeepsVerdicts: a complete search that sends cards home by
// rules.StrongSafeCards reaches the verdict of one that sends them by
// SafeCards, on deals with no free cell and with one (most impossible, some
// not); its solutions replay to a win.
func TestStrongSettleKeepsVerdicts(t *testing.T) {
	rng := rand.New(rand.NewPCG(39, 1))
	const limit = 60_000
	compared, solvable, fewer := 0, 0, 0
	for i := range 60 {
		game := 1 + rng.Int64N(1_000_000)
		l, err := dealer.Deal(game)
		if err != nil {
			t.Fatal(err)
		}
		start := rules.NewPositionWith(&l, i%2)
		var verdicts [2]outcome
		var kept [2]int
		for k, strong := range []bool{false, true} {
			root := start
			if strong {
				root.SettleStrong()
			} else {
				root.Settle()
			}
			s := fastSearches[kindsGrouped2].startWith(root, strong)
			o := running
			for o == running && s.positions() < limit {
				o = s.run(slice)
			}
			verdicts[k], kept[k] = o, s.positions()
			if o == won {
				full := replayPathBy(start, s.solution(), strong)
				if r, err := rules.ReplayFrom(start, full); err != nil || !r.End().Won() {
					t.Fatalf("game %d, %d cells, strong %v: the solution does not replay to a win (%v)", game, i%2, strong, err)
				}
			}
			s.release()
		}
		if verdicts[0] == running || verdicts[1] == running {
			continue
		}
		compared++
		if verdicts[0] != verdicts[1] {
			t.Errorf("game %d with %d cells: %v by SafeCards, %v by StrongSafeCards", game, i%2, verdicts[0], verdicts[1])
		}
		if verdicts[0] == won {
			solvable++
		} else if kept[1] < kept[0] {
			fewer++
		}
	}
	if compared < 40 || solvable == 0 || fewer == 0 {
		t.Errorf("compared %d deals, %d solvable, %d proofs shorter: the test proves little", compared, solvable, fewer)
	}
	t.Logf("compared %d deals (%d solvable); %d proofs kept fewer positions by the strong rule", compared, solvable, fewer)
}

// plainSolution is a solution of start by a complete search that sends cards
// home by SafeCards alone, if it finds one within limit positions.
func plainSolution(start rules.Position, limit int) ([]rules.Move, bool) {
	root := start
	root.Settle()
	for _, n := range []int{bestSwiftLeanBlur64b, kindsGrouped2} {
		s := fastSearches[n].start(root)
		o := running
		for o == running && s.positions() < limit {
			o = s.run(slice)
		}
		moves := s.solution()
		s.release()
		if o == won {
			return replayPath(start, moves), true
		}
	}
	return nil, false
}

// TestStrongSettleKeepsWinnable: every position along a solution can still
// be won, so wherever the strong rule sends home a card that SafeCards would
// not, what is left must still be winnable, as a complete search that sends
// cards home by SafeCards finds (solutions of deals with one and two cells;
// positions whose search passes its bound are left out).
func TestStrongSettleKeepsWinnable(t *testing.T) {
	rng := rand.New(rand.NewPCG(39, 2))
	checked := 0
	for i := 0; i < 80 && checked < 150; i++ {
		game, cells := 1+rng.Int64N(1_000_000), 1+i%2
		l, _ := dealer.Deal(game)
		start := rules.NewPositionWith(&l, cells)
		moves, ok := plainSolution(start, 200_000)
		if !ok {
			continue
		}
		p := start
		for _, m := range moves {
			p.Play(m)
			strong := p
			if strong.SettleStrong() == 0 {
				continue
			}
			plain := p
			plain.Settle()
			if keyOf(&strong) == keyOf(&plain) {
				continue
			}
			if strong.Won() {
				checked++
				continue
			}
			s := fastSearches[kindsGrouped2].start(strong)
			o := running
			for o == running && s.positions() < 100_000 {
				o = s.run(slice)
			}
			s.release()
			if o == exhausted {
				t.Logf("before:\n%s\nsettled by the strong rule:\n%s", p.AppendBoard(nil), strong.AppendBoard(nil))
				t.Fatalf("game %d with %d cells: a position along a solution, its cards sent home by the strong rule, cannot be won", game, cells)
			}
			if o == won {
				checked++
			}
		}
	}
	if checked < 20 {
		t.Errorf("%d positions checked: the test proves little", checked)
	}
	t.Logf("%d positions checked", checked)
}

// TestPooledSearchesForgetTheStrongRule: a search made afresh (as the
// best-first search by player moves is, after the portfolio) from the pool
// after a strong one was released sends cards home by SafeCards, as its
// caller, who replays its solution so, expects.
func TestPooledSearchesForgetTheStrongRule(t *testing.T) {
	l, _ := dealer.Deal(617)
	root := rules.NewPositionWith(&l, 1)
	root.SettleStrong()
	fastSearches[bestSwiftLean].startWith(root, true).release()
	if s := newBestFirst(root, &shortWeights, 0); s.strong {
		t.Error("a pooled best-first search kept the strong rule")
	}
	fastSearches[diveBlur2Dig].startWith(root, true).release()
	if d := newDepthFirst(root, &plainWeights, diveOrder{}, digHome); d.strong {
		t.Error("a pooled depth-first search kept the strong rule")
	}
}
