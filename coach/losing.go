package coach

import (
	"context"

	"github.com/freecell/freecell/rules"
)

// JudgeFunc is how LosingMove judges a position: Judge with a budget, or a
// stand-in in tests.
type JudgeFunc func(ctx context.Context, pos rules.Position) Verdict

// LosingMove finds the move that lost a game, given its positions: the start,
// then the position after each move (rules.Replay.Positions); the last is lost.
// A position reached from a lost one is lost too, so the positions are winnable
// up to some move and lost from it on, and a bisection finds that move with a
// few judgements. It returns the losing move's index among the moves, or -1 when
// the start was lost already; ok is false when a judgement was undecided.
func LosingMove(ctx context.Context, positions []rules.Position, judge JudgeFunc) (index int, ok bool) {
	return LosingMoveOf(ctx, len(positions), func(k int) rules.Position { return positions[k] }, judge)
}

// LosingMoveOf is LosingMove for n positions that at makes when asked: a long
// game's, made from checkpoints (rules.Replay.Checkpoints) rather than kept.
func LosingMoveOf(ctx context.Context, n int, at func(int) rules.Position, judge JudgeFunc) (index int, ok bool) {
	if n == 0 {
		return 0, false
	}
	switch judge(ctx, at(0)) {
	case Lost:
		return -1, true
	case Undecided:
		return 0, false
	case Winnable:
	}
	lo, hi := 0, n-1 // at(lo) is winnable, at(hi) lost
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		switch judge(ctx, at(mid)) {
		case Winnable:
			lo = mid
		case Lost:
			hi = mid
		case Undecided:
			return 0, false
		}
	}
	return hi - 1, true
}
