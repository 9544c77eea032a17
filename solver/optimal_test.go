package solver

import (
	"context"
	"testing"
	"time"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// endgame is the position of game from which its short solution makes its
// last left player moves, for searches small enough to check by brute force.
func endgame(t *testing.T, game int64, left int) rules.Position {
	t.Helper()
	l, _ := dealer.Deal(game)
	p := rules.NewPosition(&l)
	res, ok := shortSolutions[game]
	if !ok {
		res = Solve(context.Background(), p, Options{Mode: Short})
		shortSolutions[game] = res
	}
	if res.Status != Solved {
		t.Fatalf("game %d: %v", game, res.Status)
	}
	played := rules.PlayerMoves(res.Moves) - left
	for _, m := range res.Moves {
		if m.To != rules.Foundation {
			if played == 0 {
				break
			}
			played--
		}
		p.Play(m)
	}
	return p
}

// shortSolutions are the default mode's solutions endgame found, each deal's
// made once for all the tests that take an endgame of it.
var shortSolutions = map[int64]Result{}

// breadthFirst is the fewest player moves that win from start, found by
// trying every move in turn, layer after layer: the truth the optimal search
// is held to. Every card that can go home goes at once; or, with safe, only
// those safe auto-play takes, any other going home by a move of its own that
// costs nothing (taken within its layer). It also returns, for each position
// on one shortest way, the moves left from there. It gives up (-1) past
// 400,000 positions.
func breadthFirst(t *testing.T, start rules.Position, safe bool) (int, []rules.Position, []int) {
	t.Helper()
	type entry struct {
		pos    rules.Position
		parent int
		depth  int
	}
	settle := func(p *rules.Position) {
		if safe {
			p.Settle()
		} else {
			settleAll(p)
		}
	}
	settle(&start)
	all := []entry{{pos: start, parent: -1}}
	at := map[key]int{keyOf(&start): 0} // each position's entry: the fewest moves to it found
	layer := []int{0}
	for depth := 0; len(layer) > 0; depth++ {
		var next []int
		for li := 0; li < len(layer); li++ { // the layer grows by moves home
			i := layer[li]
			if all[i].depth != depth || at[keyOf(&all[i].pos)] != i {
				continue // reached in fewer moves since
			}
			if all[i].pos.Won() {
				var way []rules.Position
				var left []int
				for j := i; j >= 0; j = all[j].parent {
					way, left = append(way, all[j].pos), append(left, depth-all[j].depth)
				}
				return depth, way, left
			}
			for _, m := range all[i].pos.AppendMoves(nil) {
				child := all[i].pos
				child.Play(m)
				settle(&child)
				d := depth + stepCost(m)
				k := keyOf(&child)
				if j, ok := at[k]; ok && all[j].depth <= d {
					continue
				}
				all = append(all, entry{pos: child, parent: i, depth: d})
				at[k] = len(all) - 1
				if d == depth {
					layer = append(layer, len(all)-1)
				} else {
					next = append(next, len(all)-1)
				}
			}
		}
		if len(all) > 400_000 {
			return -1, nil, nil // too big to check here
		}
		layer = next
	}
	return -1, nil, nil
}

// TestOptimalMatchesBreadthFirst holds the optimal search to a brute-force
// search on endgames, and the lower bound to the moves truly left along a
// shortest way.
func TestOptimalMatchesBreadthFirst(t *testing.T) {
	for _, safe := range []bool{false, true} {
		t.Run(map[bool]string{false: "all home", true: "safe auto-play"}[safe], func(t *testing.T) {
			matchBreadthFirst(t, safe)
		})
	}
}

func matchBreadthFirst(t *testing.T, safe bool) {
	checked, enough := 0, 12
	if safe {
		enough = 6 // its breadth-first search is the slower
	}
	if raceEnabled {
		enough /= 3
	}
	for game := int64(1); checked < enough; game++ {
		for _, end := range []int{5, 8} {
			start := endgame(t, game, end)
			want, way, left := breadthFirst(t, start, safe)
			if want < 0 {
				continue
			}
			for i := range way {
				if h := lowerBound(&way[i]); h > left[i] {
					t.Fatalf("game %d, %d moves from the end: the lower bound is %d where %d moves win", game, end, h, left[i])
				}
			}
			r := Solve(context.Background(), start, Options{Mode: Optimal, SafeModel: safe})
			if r.Status != Solved || !r.Optimal || rules.PlayerMoves(r.Moves) != want || r.LowerBound != want {
				t.Fatalf("game %d, %d moves from the end: %v in %d moves (optimal %v, at least %d), want %d", game, end,
					r.Status, rules.PlayerMoves(r.Moves), r.Optimal, r.LowerBound, want)
			}
			t.Logf("game %d, %d moves from the end: %d moves", game, end, want)
			checked++
		}
	}
}

// TestOptimalNeverLongerThanBest compares whole deals: the proven shortest
// replays, is no longer than what Best finds, and its bound is its length.
func TestOptimalNeverLongerThanBest(t *testing.T) {
	games := []int64{2, 3, 6, 7, 617}
	if raceEnabled {
		games = []int64{3, 617}
	}
	for _, game := range games {
		r, _ := SolveGame(context.Background(), game, rules.DefaultFreeCells, Options{Mode: Optimal})
		if r.Status != Solved || !r.Optimal {
			t.Fatalf("game %d: %v, optimal %v (%s)", game, r.Status, r.Optimal, r.Reason)
		}
		assertWins(t, game, r.Moves)
		best, _ := SolveGame(context.Background(), game, rules.DefaultFreeCells, Options{Mode: Best})
		if n, b := rules.PlayerMoves(r.Moves), rules.PlayerMoves(best.Moves); n > b || r.LowerBound != n {
			t.Errorf("game %d: optimal %d moves (bound %d), best %d", game, n, r.LowerBound, b)
		}
	}
}

// TestOptimalStopsWithABound: out of time, the search says what it proved.
func TestOptimalStopsWithABound(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	r, _ := SolveGame(ctx, 5, rules.DefaultFreeCells, Options{Mode: Optimal})
	if r.Optimal || r.Stop != TimeLimit || r.LowerBound < 20 {
		t.Fatalf("game 5 in 200 ms: %v, optimal %v, stop %v, bound %d", r.Status, r.Optimal, r.Stop, r.LowerBound)
	}
	if r.Status == Solved && rules.PlayerMoves(r.Moves) < r.LowerBound {
		t.Fatalf("a solution of %d moves under the bound %d", rules.PlayerMoves(r.Moves), r.LowerBound)
	}
}

// benchOptimalGame is the deal BenchmarkOptimal proves (617: 34 moves, under
// a second), given 20 seconds.
var benchOptimalGame int64 = 5

// TestOptimalMemoryBound: past its memory bound, the search stops and says
// what it proved.
func TestOptimalMemoryBound(t *testing.T) {
	r, _ := SolveGame(context.Background(), 5, rules.DefaultFreeCells, Options{Mode: Optimal, MaxBytes: 8 << 20})
	if r.Optimal || r.Stop != MemoryBound || r.LowerBound < 20 || r.Positions < 10_000 {
		t.Fatalf("game 5 in 8 MiB: %v, optimal %v, stop %v, bound %d, %d positions", r.Status, r.Optimal, r.Stop, r.LowerBound, r.Positions)
	}
}

func BenchmarkOptimal(b *testing.B) {
	for b.Loop() {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		r, _ := SolveGame(ctx, benchOptimalGame, rules.DefaultFreeCells, Options{Mode: Optimal})
		b.ReportMetric(float64(r.Positions), "positions")
	}
}

func BenchmarkLowerBound(b *testing.B) {
	l, _ := dealer.Deal(617)
	p := rules.NewPosition(&l)
	settleAll(&p)
	for b.Loop() {
		lowerBound(&p)
	}
}

// TestAsAllHome: the default mode's solutions, played again with every card
// sent home at once, still win, in no more player moves; most convert. As the
// incumbent under safe auto-play, they win as they are.
func TestAsAllHome(t *testing.T) {
	converted, last := 0, int64(40)
	if raceEnabled { // ten deals under the detector (40 took 43 s), three in four of them converted as of 40
		last = 10
	}
	for game := int64(1); game <= last; game++ {
		l, _ := dealer.Deal(game)
		start := rules.NewPosition(&l)
		r := Solve(context.Background(), start, Options{Mode: Short})
		player, ok := AsAllHome(start, r.Moves)
		if !ok {
			continue
		}
		converted++
		s := optimalSearch{won: player, auto: rules.AutoAll}
		replay, err := rules.ReplayFrom(start, s.solution(start))
		if err != nil || !replay.End().Won() || len(player) > rules.PlayerMoves(r.Moves) {
			t.Fatalf("game %d: %d moves from %d do not win: %v", game, len(player), rules.PlayerMoves(r.Moves), err)
		}
		// Under safe auto-play the solution is the default mode's own.
		steps, ok := asSteps(start, r.Moves) // as incumbent makes it under safe auto-play
		s = optimalSearch{won: steps, auto: rules.AutoSafe}
		if replay, err := rules.ReplayFrom(start, s.solution(start)); !ok || err != nil || !replay.End().Won() || rules.PlayerMoves(steps) != rules.PlayerMoves(r.Moves) {
			t.Fatalf("game %d under safe auto-play: %d moves from %d do not win: %v", game, rules.PlayerMoves(steps), rules.PlayerMoves(r.Moves), err)
		}
	}
	t.Logf("%d of %d converted", converted, last)
	if converted*4 < int(last)*3 {
		t.Errorf("%d of %d solutions convert", converted, last)
	}
}
