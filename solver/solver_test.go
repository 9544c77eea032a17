package solver

import (
	"bufio"
	"context"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// assertWins replays moves from the dealt game with no automatic moves at all and
// checks that every move is legal and that all 52 cards end on the foundations.
func assertWins(t *testing.T, game int64, moves []rules.Move) {
	t.Helper()
	l, _ := dealer.Deal(game)
	p := rules.NewPosition(&l)
	for i, m := range moves {
		// Replay from notation, as a user of the printed solution would.
		parsed, err := rules.ParseMove(p.Notation(m))
		if err != nil {
			t.Fatalf("game %d move %d: %v", game, i+1, err)
		}
		if _, err := p.Apply(parsed); err != nil {
			t.Fatalf("game %d move %d (%s): %v", game, i+1, p.Notation(m), err)
		}
	}
	if !p.Won() {
		t.Fatalf("game %d: %d moves leave %d cards off the foundations", game, len(moves), 52-p.OnFoundations())
	}
}

func TestSolvesAndReplays(t *testing.T) {
	games := []int64{1, 2, 3, 617, 1000, 31465, 32000, 739671, 1000000, 1 << 31, 1 << 32, dealer.MaxGame}
	for _, mode := range []Mode{Short, Fast} {
		for _, game := range games {
			res, err := SolveGame(context.Background(), game, rules.DefaultFreeCells, Options{Mode: mode})
			if err != nil || res.Status != Solved {
				t.Fatalf("mode %d game %d: %v %v (%s)", mode, game, err, res.Status, res.Reason)
			}
			assertWins(t, game, res.Moves)
		}
	}
}

// TestFastHardDeals holds fast mode to the positions it keeps on deals that once
// cost it most (positions, unlike time, do not depend on the machine): 4864 kept
// 482,575 before the portfolio gave bestPlain a turn.
func TestFastHardDeals(t *testing.T) {
	for _, tc := range []struct {
		game int64
		most int
	}{{4864, 60_000}, {2928, 60_000}} {
		res, err := SolveGame(context.Background(), tc.game, rules.DefaultFreeCells, Options{Mode: Fast})
		if err != nil || res.Status != Solved {
			t.Fatalf("game %d: %v %v (%s)", tc.game, err, res.Status, res.Reason)
		}
		if res.Positions > tc.most {
			t.Errorf("game %d: kept %d positions, more than %d", tc.game, res.Positions, tc.most)
		}
		assertWins(t, tc.game, res.Moves)
	}
}

func TestSpecialDealsAreImpossible(t *testing.T) {
	games := []int64{-1, -2}
	if raceEnabled { // one proof under the detector (both took 32 s)
		games = games[:1]
	}
	for _, game := range games {
		res, _ := SolveGame(context.Background(), game, rules.DefaultFreeCells, Options{Mode: Fast})
		if res.Status != Impossible {
			t.Errorf("game %d: %v (%s), want impossible", game, res.Status, res.Reason)
		}
	}
}

// TestJokeDealsWonWithFiveCells: with five free cells both joke deals are
// won, in every mode. −2 (each column a run of one suit) was given up on at
// 12.7 million positions, where fc-solve -l lg wins it in 851 states: with
// more than four cells the race now finishes with the sweep of twin classes.
func TestJokeDealsWonWithFiveCells(t *testing.T) {
	for _, game := range []int64{-2, -1} {
		for _, mode := range []Mode{Fast, Short} {
			if raceEnabled && game == -2 && mode == Short { // its tube takes half a minute under the detector: TestTubeShortensADetour holds the tube
				continue
			}
			l, _ := dealer.Deal(game)
			start := rules.NewPositionWith(&l, 5)
			res := Solve(context.Background(), start, Options{Mode: mode})
			if res.Status != Solved {
				t.Fatalf("game %d with five cells, mode %v: %v (%s)", game, mode, res.Status, res.Reason)
			}
			if r, err := rules.ReplayFrom(start, res.Moves); err != nil || !r.End().Won() {
				t.Errorf("game %d with five cells, mode %v: the solution does not replay to a win (%v)", game, mode, err)
			}
			if n := rules.PlayerMoves(res.Moves); mode == Short && n > 400 { // the sweep's was 1,289 for −2, made 326 by the tube round it
				t.Errorf("game %d with five cells, mode %v: %d player moves", game, mode, n)
			}
		}
	}
}

// TestTubeShortensADetour: a solution padded with detours that no
// shortcut of one move cuts out is made as short as the solution it came
// from, or shorter, and still wins; one the tube cannot shorten comes back
// as it was.
func TestTubeShortensADetour(t *testing.T) {
	l, _ := dealer.Deal(617)
	start := rules.NewPosition(&l)
	res := Solve(context.Background(), start, Options{Mode: Short})
	steps, ok := asSteps(start, res.Moves)
	if !ok {
		t.Fatal("617's solution does not read as steps")
	}
	// Before each of the first moves, a card to a free cell and back: two moves that come back where they were.
	var padded []rules.Move
	p := start
	p.Settle()
	for i, m := range steps {
		if i < 10 {
			padded = append(padded, detour(&p)...)
		}
		padded = append(padded, m)
		p.Play(m)
		p.Settle()
	}
	if playerSteps(padded) <= playerSteps(steps) {
		t.Fatal("no detour was made")
	}
	short := tubeShorten(context.Background(), start, padded)
	if r, err := rules.ReplayFrom(start, replayPath(start, short)); err != nil || !r.End().Won() {
		t.Fatalf("the tube's solution does not win (%v)", err)
	}
	if playerSteps(short) > playerSteps(steps) {
		t.Errorf("the tube left %d player moves of %d padded; the solution had %d", playerSteps(short), playerSteps(padded), playerSteps(steps))
	}
	if again := tubeShorten(context.Background(), start, short); playerSteps(again) != playerSteps(short) {
		t.Errorf("the tube round its own solution: %d player moves, then %d", playerSteps(short), playerSteps(again))
	}
}

// detour is a card to a free cell and back, from p, which it leaves as it
// was (a card in sequence on the one below); none where no card may.
func detour(p *rules.Position) []rules.Move {
	for i := range rules.NumColumns {
		col := p.Column(i)
		if len(col) < 2 || p.FreeCells() == 0 || !rules.Stacks(col[len(col)-1], col[len(col)-2]) {
			continue
		}
		cell := rules.FreeCellPlace(0)
		for c := range p.FreeCellCount() {
			if p.FreeCell(c) == dealer.NoCard {
				cell = rules.FreeCellPlace(c)
				break
			}
		}
		moves := []rules.Move{{From: rules.ColumnPlace(i), To: cell, Count: 1}, {From: cell, To: rules.ColumnPlace(i), Count: 1}}
		q := *p
		ok := true
		for k, m := range moves { // as steps: each settled after
			done, err := q.Apply(m)
			if err != nil {
				ok = false
				break
			}
			moves[k] = done // with its card, as a search's steps have
			q.Settle()
		}
		if ok && q == *p {
			return moves
		}
	}
	return nil
}

// impossibleInFirstMillion are the deals of 1..1,000,000 that no play solves with
// four free cells, from the public list compiled by Adrian Pringle and Shlomi
// Fish (the whole list, up to 2^31-1, is ../shared/data/impossible-deals-4fc.txt).
var impossibleInFirstMillion = []int64{11982, 146692, 186216, 455889, 495505, 512118, 517776, 781948}

func TestImpossibleDealsOfTheFirstMillion(t *testing.T) {
	for _, game := range impossibleInFirstMillion {
		if testing.Short() && game != 11982 {
			continue
		}
		res, _ := SolveGame(context.Background(), game, rules.DefaultFreeCells, Options{Mode: Fast})
		t.Logf("game %d: %v after %d positions", game, res.Status, res.Positions)
		if res.Status != Impossible {
			t.Errorf("game %d: %v (%s), want impossible", game, res.Status, res.Reason)
		}
	}
}

// TestTheSharedListAgrees checks the eight deals above against the shared list,
// where a checkout has it beside the project.
func TestTheSharedListAgrees(t *testing.T) {
	f, err := os.Open("../../shared/data/impossible-deals-4fc.txt")
	if err != nil {
		t.Skipf("no shared list beside the project (%v); the eight deals are named in impossibleInFirstMillion", err)
	}
	defer f.Close()
	var games []int64
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if g, err := strconv.ParseInt(sc.Text(), 10, 64); err == nil && g <= 1000000 {
			games = append(games, g)
		}
	}
	if !slices.Equal(games, impossibleInFirstMillion) {
		t.Errorf("the shared list's deals up to 1,000,000 are %v", games)
	}
}

func TestDeterministic(t *testing.T) {
	a, _ := SolveGame(context.Background(), 617, rules.DefaultFreeCells, Options{})
	b, _ := SolveGame(context.Background(), 617, rules.DefaultFreeCells, Options{})
	if len(a.Moves) != len(b.Moves) || a.Positions != b.Positions {
		t.Fatalf("two solves of 617 differ: %d/%d moves, %d/%d positions", len(a.Moves), len(b.Moves), a.Positions, b.Positions)
	}
	for i := range a.Moves {
		if a.Moves[i] != b.Moves[i] {
			t.Fatalf("move %d differs: %v, %v", i, a.Moves[i], b.Moves[i])
		}
	}
}

func TestMemoryBound(t *testing.T) {
	res, _ := SolveGame(context.Background(), 11982, rules.DefaultFreeCells, Options{MaxPositions: 500})
	if res.Status != GaveUp || res.Positions > 500+numFastSearches || res.Reason == "" { // each search starts with its root
		t.Errorf("%v after %d positions (%q), want gave up within 500", res.Status, res.Positions, res.Reason)
	}
}

func TestCancellation(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, _ := SolveGame(ctx, 11982, rules.DefaultFreeCells, Options{})
	// The context is checked every 1024 positions taken from the frontier.
	if res.Status != GaveUp || res.Reason != "stopped before a verdict" || res.Positions > 2048 {
		t.Errorf("cancelled search: %v after %d positions (%q)", res.Status, res.Positions, res.Reason)
	}
	ctx, cancel = context.WithTimeout(context.Background(), -time.Second)
	defer cancel()
	if res, _ := SolveGame(ctx, 11982, rules.DefaultFreeCells, Options{Mode: Fast}); res.Reason != "time limit reached" {
		t.Errorf("past its deadline: %v (%q)", res.Status, res.Reason)
	}
}

// TestFastFinishIsComplete: only a search that tries every move may prove a deal
// impossible, and fast mode's last searches are the only ones that run to the end.
func TestFastFinishIsComplete(t *testing.T) {
	for _, n := range fastFinish {
		if fastSearches[n].digs&cellsOnlyByDigs != 0 {
			t.Errorf("fast mode finishes with search %d, which leaves moves out", n)
		}
	}
}

// TestIncompleteSearchProvesNothing: a search that leaves moves out and runs dry
// is dropped from the race, and a complete one goes on to the verdict.
func TestIncompleteSearchProvesNothing(t *testing.T) {
	l, _ := dealer.Deal(11982)
	root := rules.NewPosition(&l)
	root.Settle()
	lean := func(int) searcher { return newDepthFirst(root, &plainWeights, diveOrder{}, digHome|cellsOnlyByDigs) }
	searches := []searcher{nil, newDepthFirst(root, &plainWeights, diveOrder{}, digHome)}
	r := race(context.Background(), searches, lean, plan{turns: []turn{{0, 1 << 30}}, finish: []int{1}}, Options{}.bound())
	if searches[0].complete() {
		t.Fatal("a search without single moves into free cells counts as complete")
	}
	// Had the lean search's end been taken as proof, the complete one would not have run.
	if r.Status != Impossible || searches[1].positions() < 1000 {
		t.Fatalf("got %v after %d positions of the complete search", r.Status, searches[1].positions())
	}
	for _, s := range searches {
		s.release()
	}
}

// TestDrySearchTakesItsKin: once a search that leaves moves out has run dry,
// the searches that try the same moves take no more turns, and the race goes
// on from the plan's dryTo, past a turn of a lean search of another kind.
func TestDrySearchTakesItsKin(t *testing.T) {
	l, _ := dealer.Deal(11982)
	root := rules.NewPosition(&l)
	root.Settle()
	const lean = digHome | cellsOnlyByDigs
	searches := []searcher{
		newDepthFirst(root, &plainWeights, diveOrder{}, lean),
		newDepthFirst(root, &roomyWeights, diveOrder{}, lean),
		newDepthFirst(root, &plainWeights, diveOrder{}, digHome|digParent|cellsOnlyByDigs),
		newDepthFirst(root, &plainWeights, diveOrder{}, digHome),
	}
	kin := func(a, b int) bool { return a < 2 && b < 2 }
	pl := plan{turns: []turn{{0, 1 << 30}, {2, 1 << 30}, {1, 1 << 30}, {3, 1 << 30}}, finish: []int{3}, kin: kin, dryTo: 2}
	r := race(context.Background(), searches, nil, pl, Options{}.bound())
	if r.Status != Impossible {
		t.Fatalf("got %v", r.Status)
	}
	if n := searches[1].positions(); n != 1 {
		t.Errorf("the dry search's kin kept %d positions after it ran dry; want only its root", n)
	}
	if n := searches[2].positions(); n != 1 {
		t.Errorf("the turns before dryTo took %d positions; want none", n)
	}
	for _, s := range searches {
		s.release()
	}
}

// TestFastPortfolio holds the portfolio's shape: every search it defines takes a
// turn (none is dead weight), and the search that finishes alone is complete
// (its end proves a deal impossible) and depth-first (it keeps keys, not
// positions, so that big proofs stay within memory).
func TestFastPortfolio(t *testing.T) {
	used := make([]bool, numFastSearches)
	for _, tn := range slices.Concat(fastSchedule, fewCellsTurns, fastBeamTurns) {
		if tn.search >= numFastSearches {
			continue // the beams and the sweep
		}
		used[tn.search] = true
		if tn.quota <= 0 {
			t.Errorf("a turn of search %d with quota %d", tn.search, tn.quota)
		}
	}
	for _, n := range fastFinish {
		used[n] = true
		spec := fastSearches[n]
		if spec.isBestFirst || spec.digs&cellsOnlyByDigs != 0 {
			t.Errorf("fast mode finishes with search %d, which is best-first or lean: %+v", n, spec)
		}
	}
	for n, u := range used {
		if !u {
			t.Errorf("search %d is defined but never takes a turn", n)
		}
		if fastSearches[n].w == nil {
			t.Errorf("search %d has no weights", n)
		}
	}
}

// TestNoModeGivesUpWhereAnotherSolves: 1188194 leaves fast mode's portfolio at
// its memory bound, and the beams solve it; fast mode runs them too.
func TestNoModeGivesUpWhereAnotherSolves(t *testing.T) {
	for _, tt := range []struct {
		game int64
		mode Mode
	}{{1188194, Short}, {1188194, Fast}, {1244458, Short}} {
		res, _ := SolveGame(context.Background(), tt.game, rules.DefaultFreeCells, Options{Mode: tt.mode})
		if res.Status != Solved {
			t.Errorf("game %d, mode %d: %v (%s)", tt.game, tt.mode, res.Status, res.Reason)
		}
	}
}

// TestSolutionsTakeNothingBack: no solution fast mode returns has a move that
// the next one takes straight back (a step of the search followed by a dig
// that first puts the same card back in a free cell makes such a pair).
func TestSolutionsTakeNothingBack(t *testing.T) {
	for _, game := range []int64{617, 829, 1647, 2192, 4023, 4321} { // each had such a pair
		res, _ := SolveGame(context.Background(), game, rules.DefaultFreeCells, Options{Mode: Fast})
		if res.Status != Solved {
			t.Fatalf("game %d: %v", game, res.Status)
		}
		for i := 1; i < len(res.Moves); i++ {
			if reverses(res.Moves[i-1], res.Moves[i]) {
				t.Fatalf("game %d: move %d (%v) takes back move %d (%v)", game, i+1, res.Moves[i], i, res.Moves[i-1])
			}
		}
	}
}

// TestDropReversals drops the pairs, nested ones too, and nothing else: not a
// move back of other cards, nor a pair a foundation move stands between.
func TestDropReversals(t *testing.T) {
	moves := func(steps ...any) []rules.Move {
		var out []rules.Move
		for i := 0; i < len(steps); i += 2 {
			m, err := rules.ParseMove(steps[i].(string))
			if err != nil {
				t.Fatal(err)
			}
			m.Card, m.Count = dealer.Card(steps[i+1].(int)), 1
			out = append(out, m)
		}
		return out
	}
	got := dropReversals(moves("12", 7, "53", 9, "a3", 4, "3a", 4, "35", 9, "21", 8, "2h", 0, "12", 7))
	want := moves("12", 7, "21", 8, "2h", 0, "12", 7)
	if !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

// TestReplayPathAutoPlays: replayPath gives the safe foundation moves after each
// step that AutoPlay would give after every step, though it looks only where
// one may be (mayAutoPlay), on random walks of every kind of step.
func TestReplayPathAutoPlays(t *testing.T) {
	starts := map[int64]rules.Position{}
	steps := map[int64][]rules.Move{}
	randomWalk(t, 11, 60, 150, func(game int64, before *rules.Position, m rules.Move, _ *rules.Position, _ int) {
		if _, ok := starts[game]; !ok {
			starts[game] = *before
		}
		steps[game] = append(steps[game], m)
	})
	for game, start := range starts {
		p := start
		want := p.AppendAutoPlay(nil)
		for _, m := range steps[game] {
			from := len(want)
			want = appendSingleMoves(want, p, m)
			for _, single := range want[from:] {
				p.Play(single)
			}
			want = p.AppendAutoPlay(want)
		}
		if got := replayPath(start, steps[game]); !slices.Equal(got, dropReversals(want)) {
			t.Errorf("game %d: replayPath gave %d moves, want %d", game, len(got), len(dropReversals(want)))
		}
	}
}
