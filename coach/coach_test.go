package coach

import (
	"context"
	"testing"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

func dealt(t *testing.T, game int64) rules.Position {
	t.Helper()
	l, err := dealer.Deal(game)
	if err != nil {
		t.Fatal(err)
	}
	return rules.NewPosition(&l)
}

// TestImpossibleDealsAreLostAtTheStart: the eight deals of the first million
// that no play wins are lost before the first move.
func TestImpossibleDealsAreLostAtTheStart(t *testing.T) {
	for _, game := range []int64{11982, 146692, 186216, 455889, 495505, 512118, 517776, 781948} {
		if j := Judge(context.Background(), dealt(t, game), 0); j.Verdict != Lost {
			t.Errorf("deal %d: %v after %d positions", game, j.Verdict, j.Positions)
		}
	}
}

// TestWinnableHasASolutionThatReplays: 617's start is winnable, and the
// solution given wins from it with no automatic moves.
func TestWinnableHasASolutionThatReplays(t *testing.T) {
	start := dealt(t, 617)
	j := Judge(context.Background(), start, 0)
	if j.Verdict != Winnable {
		t.Fatalf("617: %v", j.Verdict)
	}
	replay, err := rules.ReplayFrom(start, j.Solution)
	if err != nil || !replay.End().Won() {
		t.Fatalf("the solution does not win: %v", err)
	}
}

// TestHintsTakeShortcuts: the solution a game's hints follow (JudgeIn's)
// is fast mode's made shorter, and still wins: 617's moved 8♠ from column
// 5 to 7 and on to 1, which one move does.
func TestHintsTakeShortcuts(t *testing.T) {
	start := dealt(t, 617)
	found := Judge(context.Background(), start, 0)
	hints := JudgeIn(context.Background(), start, rules.AutoSafe, 0)
	replay, err := rules.ReplayFrom(start, hints.Solution)
	if hints.Verdict != Winnable || err != nil || !replay.End().Won() {
		t.Fatalf("617's hints: %v, %v", hints.Verdict, err)
	}
	if got, was := rules.PlayerMoves(hints.Solution), rules.PlayerMoves(found.Solution); got >= was {
		t.Errorf("617's hints take %d player moves, fast mode's solution as found %d", got, was)
	}
}

func TestUndecidedWhenCancelledOrOverBudget(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if j := Judge(ctx, dealt(t, -2), 0); j.Verdict != Undecided {
		t.Errorf("cancelled: %v", j.Verdict)
	}
	if j := Judge(context.Background(), dealt(t, -2), 1000); j.Verdict != Undecided || j.Budget != 1000 {
		t.Errorf("over a budget of 1,000 positions: %v", j.Verdict)
	}
}

// losingGames are sequences of moves, found once by random play and kept, that
// lose a winnable deal, with the move that lost it (1-based).
var losingGames = []struct {
	deal   int64
	moves  string
	losing int
}{
	{617, "58 8a 4b 4c c6 a8 2a 3c 8d 42", 8},
	{1, "3a 1b 4c 3d d2 2d d2 1d 63 a1 2a 63 6h a2 7a", 15},
	{1000, "8a 1b 2c 6d 31 b2 3b d8 34 3d", 10},
}

func judge(ctx context.Context, pos rules.Position) Verdict { return Judge(ctx, pos, 0).Verdict }

// TestLosingMoveIsNamed: each kept game is lost at its end, and the move named
// is the one after which it was lost: winnable before it, lost after it.
func TestLosingMoveIsNamed(t *testing.T) {
	for _, g := range losingGames {
		moves, err := rules.ParseMoves(g.moves)
		if err != nil {
			t.Fatal(err)
		}
		replay, err := rules.ReplayFrom(dealt(t, g.deal), moves)
		if err != nil {
			t.Fatal(err)
		}
		positions := replay.Positions()
		if judge(context.Background(), positions[len(positions)-1]) != Lost {
			t.Fatalf("deal %d: the kept game is not lost at its end", g.deal)
		}
		index, ok := LosingMove(context.Background(), positions, judge)
		if !ok || index+1 != g.losing {
			t.Errorf("deal %d: losing move %d (%v), want %d", g.deal, index+1, ok, g.losing)
		}
		if judge(context.Background(), positions[g.losing-1]) != Winnable || judge(context.Background(), positions[g.losing]) != Lost {
			t.Errorf("deal %d: move %d is not where the game turned", g.deal, g.losing)
		}
	}
}

// TestLosingMoveBisects holds the bisection to a stand-in judge that says
// winnable up to a move and lost after it, for every move of a real game, and
// to undecided answers.
func TestLosingMoveBisects(t *testing.T) {
	j := Judge(context.Background(), dealt(t, 617), 0)
	replay, err := rules.ReplayFrom(dealt(t, 617), j.Solution)
	if err != nil {
		t.Fatal(err)
	}
	positions := replay.Positions()
	at := map[rules.Position]int{}
	for k, p := range positions {
		if _, seen := at[p]; !seen {
			at[p] = k
		}
	}
	for turn := 0; turn < len(positions); turn++ { // lost from position turn on
		calls := 0
		judge := func(_ context.Context, pos rules.Position) Verdict {
			calls++
			if at[pos] >= turn {
				return Lost
			}
			return Winnable
		}
		index, ok := LosingMove(context.Background(), positions, judge)
		if !ok || index != turn-1 {
			t.Errorf("lost from position %d: named move %d (%v), want %d", turn, index, ok, turn-1)
		}
		if calls > 9 {
			t.Errorf("lost from position %d: %d judgements for %d moves", turn, calls, len(positions)-1)
		}
	}
	undecided := func(context.Context, rules.Position) Verdict { return Undecided }
	if _, ok := LosingMove(context.Background(), positions, undecided); ok {
		t.Error("an undecided judge gave a losing move")
	}
	// Undecided far from the end (the deal with auto-play all, say), decided
	// near it: the scan back from the end finds the move.
	n := len(positions)
	for _, turn := range []int{n - 1, n - 5, n - 40} {
		judge := func(_ context.Context, pos rules.Position) Verdict {
			switch k := at[pos]; {
			case k >= turn:
				return Lost
			case k < n-50:
				return Undecided
			}
			return Winnable
		}
		if index, ok := LosingMove(context.Background(), positions, judge); !ok || index != turn-1 {
			t.Errorf("undecided early, lost from position %d: named move %d (%v), want %d", turn, index, ok, turn-1)
		}
	}
}

// TestFewCellsProofsWithinTheBudget: with one or two free cells the coach's
// verdicts come from the twin classes' complete search, so that deals whose
// proofs took millions of positions (882572 and 290185 with one cell: 8.3
// and 49 million; 686653 with two: 2.5 million) are lost at the start
// within the coach's budget, as the survey finds them.
func TestFewCellsProofsWithinTheBudget(t *testing.T) {
	for _, deal := range []struct {
		game  int64
		cells int
	}{{882572, 1}, {290185, 1}, {686653, 2}} {
		l, err := dealer.Deal(deal.game)
		if err != nil {
			t.Fatal(err)
		}
		if j := Judge(context.Background(), rules.NewPositionWith(&l, deal.cells), 0); j.Verdict != Lost {
			t.Errorf("deal %d with %d cells: %v after %d positions", deal.game, deal.cells, j.Verdict, j.Positions)
		}
	}
}
