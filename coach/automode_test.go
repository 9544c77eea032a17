package coach

import (
	"context"
	"testing"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/play"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
)

// solution1941 is the solver's solution of 1941 in free play; auto-play all
// sends 5♥ home while it still holds a card, and the line is lost.
const solution1941 = `1a 15 1h 3b 3c 3d 3h 3h 4h 5h 38 3h 87 8h 83 b8 73 15 16 81 7b 7h 5h 71 73 71 21 2h
87 8h 53 58 5h 2h 5h 8h 1h 1h 67 d8 68 6d 6h 7h 2h 7h b2 6b 6h 5h 3h 1h 3h 1h 1h 3h 3h 7h 1h
2h 3h 5h 41 4h 1h ch 4h 4h 4h 2h dh 2h bh 4h 7h 3h 2h 8h ah 8h`

// TestJudgeInAutoPlayAll plays 1941's free solution with auto-play all, as a
// player pasting it would, and judges every position it goes through: a
// position called winnable has a solution that auto-play all leaves open,
// and the position before the move that loses the line is lost, though free
// play would win from it.
func TestJudgeInAutoPlayAll(t *testing.T) {
	moves, err := rules.ParseMoves(solution1941)
	if err != nil {
		t.Fatal(err)
	}
	res, err := play.Check(1941, rules.DefaultFreeCells, moves, rules.AutoAll)
	if err != nil || res.Refused == nil {
		t.Fatalf("%v, refused %v: the line should stop where auto-play all sent a card home", err, res.Refused)
	}
	l, _ := dealer.Deal(1941)
	p := rules.NewPosition(&l)
	ctx := context.Background()
	contradicted := false
	player := rules.PlayerMoves(res.Moves)
	for i, m := range res.Moves {
		if m.To == rules.Foundation || player > 4 { // judged: the last few positions where the player moves next
			player -= rules.PlayerMoves([]rules.Move{m})
			p.Play(m)
			continue
		}
		player--
		all := JudgeIn(ctx, p, rules.AutoAll, 20_000) // small: the last positions are quick to judge
		if all.Verdict == Winnable {
			if _, ok := UnderAuto(p, all.Solution, rules.AutoAll); !ok {
				t.Errorf("move %d: winnable, but the solution does not survive auto-play all", i)
			}
		}
		if all.Verdict == Lost && Judge(ctx, p, 0).Verdict == Winnable {
			contradicted = true
		}
		p.Play(m)
	}
	if !contradicted {
		t.Error("no position on the line is lost to auto-play all alone")
	}
	if v := JudgeIn(ctx, res.End, rules.AutoAll, 0).Verdict; v != Lost {
		t.Errorf("the end: %v, want lost", v)
	}
}

// TestJudgeInAutoPlayAllFromTheDeal: deals whose free solutions auto-play
// all spoils, 617 (the README's) among them, are judged winnable from the
// deal within the default budget, by a solution auto-play all leaves open
// (each was left undecided within 10 million positions).
func TestJudgeInAutoPlayAllFromTheDeal(t *testing.T) {
	for _, game := range []int64{184, 597, 617, 702} {
		l, _ := dealer.Deal(game)
		p := rules.NewPosition(&l)
		j := JudgeIn(context.Background(), p, rules.AutoAll, 0)
		if j.Verdict != Winnable {
			t.Errorf("%d: %v after %d positions, want winnable", game, j.Verdict, j.Positions)
			continue
		}
		if _, ok := UnderAuto(p, j.Solution, rules.AutoAll); !ok {
			t.Errorf("%d: the solution does not survive auto-play all", game)
		}
	}
}

// TestUnderAuto: a free solution passes over the foundation moves auto-play
// made already, and a move whose card went home fails.
func TestUnderAuto(t *testing.T) {
	l, _ := dealer.Deal(617)
	p := rules.NewPosition(&l)
	res := solver.Solve(context.Background(), p, solver.Options{Mode: solver.Fast})
	for _, auto := range []rules.AutoMode{rules.AutoOff, rules.AutoSafe} {
		if played, ok := UnderAuto(p, res.Moves, auto); !ok || len(played) != len(res.Moves) {
			t.Errorf("%v: %d moves, %v; want the solution as it is", auto, len(played), ok)
		}
	}
	moves, _ := rules.ParseMoves(solution1941)
	d, _ := dealer.Deal(1941)
	start := rules.NewPosition(&d)
	complete, err := rules.ReplayFrom(start, moves)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := UnderAuto(start, complete.Moves, rules.AutoAll); ok {
		t.Error("1941's free solution survives auto-play all")
	}
	if played, ok := UnderAuto(start, complete.Moves, rules.AutoSafe); !ok || len(played) != len(complete.Moves) {
		t.Errorf("safe: %d moves, %v; want the solution as it is", len(played), ok)
	}
}
