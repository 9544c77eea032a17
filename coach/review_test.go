package coach

import (
	"context"
	"testing"

	"github.com/freecell/freecell/rules"
)

// reviewed replays a kept game move by move (each move a step, no auto-play).
func reviewed(t *testing.T, deal int64, line string) (positions []rules.Position, moves []rules.Move) {
	t.Helper()
	moves, err := rules.ParseMoves(line)
	if err != nil {
		t.Fatal(err)
	}
	replay, err := rules.ReplayFrom(dealt(t, deal), moves)
	if err != nil {
		t.Fatal(err)
	}
	return replay.Positions(), replay.Moves
}

// TestReviewMarksAFrozenGame: 617 played badly is winnable through move 7,
// lost by move 8 (3c), and already lost after; at each position the moves that
// keep it winnable are counted, frozen here so that a change shows.
func TestReviewMarksAFrozenGame(t *testing.T) {
	ctx := context.Background()
	positions, moves := reviewed(t, 617, "58 8a 4b 4c c6 a8 2a 3c 8d 42")
	verdicts := StepVerdicts(ctx, positions, judge)
	for i := range moves {
		want := KeptWinnable
		switch {
		case i+1 == 8:
			want = LostTheGame
		case i+1 > 8:
			want = AlreadyLost
		}
		if got := MarkOf(verdicts[i], verdicts[i+1]); got != want {
			t.Errorf("move %d (%s): %v, want %v", i+1, moves[i], got, want)
		}
	}
	// Counting costs a search a move (a tenth of a second each on 617's early
	// positions), so only the moves around the turn are counted here.
	for _, want := range []struct{ move, choices, keeping int }{
		{1, 11, 10}, {7, 10, 8}, {8, 12, 9}, {9, 11, 0},
	} {
		i := want.move - 1
		w := Weigh(ctx, positions[i], verdicts[i], rules.AutoOff, judge)
		choices, keeping, unknown := w.Choices, len(w.Keeping), w.Unknown
		if choices != want.choices || keeping != want.keeping || unknown != 0 {
			t.Errorf("before move %d: %d of %d keep it winnable (%d unknown), want %d of %d",
				want.move, keeping, choices, unknown, want.keeping, want.choices)
		}
	}
}

// TestReviewOfAWonGameKeepsEveryMove: a won game's moves all keep it winnable,
// found with one judgement.
func TestReviewOfAWonGameKeepsEveryMove(t *testing.T) {
	j := Judge(context.Background(), dealt(t, 617), 0)
	replay, err := rules.ReplayFrom(dealt(t, 617), j.Solution)
	if err != nil {
		t.Fatal(err)
	}
	calls := 0
	counting := func(ctx context.Context, pos rules.Position) Verdict { calls++; return judge(ctx, pos) }
	verdicts := StepVerdicts(context.Background(), replay.Positions(), counting)
	for i := range replay.Moves {
		if MarkOf(verdicts[i], verdicts[i+1]) != KeptWinnable {
			t.Fatalf("move %d of a won game: %v", i+1, MarkOf(verdicts[i], verdicts[i+1]))
		}
	}
	if calls != 1 {
		t.Errorf("%d judgements for a won game, want 1", calls)
	}
}

// TestChoicesInALostPositionJudgeNothing: nothing keeps a lost game winnable,
// so nothing is searched.
func TestChoicesInALostPositionJudgeNothing(t *testing.T) {
	called := false
	never := func(context.Context, rules.Position) Verdict { called = true; return Winnable }
	w := Weigh(context.Background(), dealt(t, 11982), Lost, rules.AutoSafe, never)
	choices, keeping := w.Choices, len(w.Keeping)
	if called || keeping != 0 || choices == 0 {
		t.Errorf("lost deal: %d of %d kept, judged: %v", keeping, choices, called)
	}
}

// TestStepVerdictsWithUndecidedEnd judges every position when the end is
// undecided, and a cancelled review leaves moves unjudged, not kept.
func TestStepVerdictsWithUndecidedEnd(t *testing.T) {
	positions, _ := reviewed(t, 617, "58 8a 4b")
	calls := 0
	undecided := func(context.Context, rules.Position) Verdict { calls++; return Undecided }
	for i, v := range StepVerdicts(context.Background(), positions, undecided) {
		if v != Undecided {
			t.Errorf("position %d: %v", i, v)
		}
	}
	if calls != 1+len(positions) {
		t.Errorf("%d judgements, want %d", calls, 1+len(positions))
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	w := Weigh(ctx, positions[0], Winnable, rules.AutoSafe, judge)
	choices, keeping, unknown := w.Choices, len(w.Keeping), w.Unknown
	if keeping != 0 || unknown != choices {
		t.Errorf("cancelled: %d kept, %d unknown of %d", keeping, unknown, choices)
	}
}

func (m Mark) String() string {
	return [...]string{"unmarked", "kept winnable", "losing move", "already lost"}[m]
}
