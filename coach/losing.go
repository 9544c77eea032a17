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
	lo, hi := -1, n-1 // at(lo) is winnable (-1: none known yet), at(hi) lost
	switch judge(ctx, at(0)) {
	case Lost:
		return -1, true
	case Winnable:
		lo = 0
	case Undecided: // the scan back from the end may still find it
	}
	for lo >= 0 && hi-lo > 1 {
		mid := (lo + hi) / 2
		v := judge(ctx, at(mid))
		if v == Undecided {
			break
		}
		if v == Winnable {
			lo = mid
		} else {
			hi = mid
		}
	}
	if lo >= 0 && hi-lo == 1 {
		return lo, true
	}
	return scanBack(ctx, at, judge, lo, hi)
}

// maxScan bounds the positions scanBack judges.
const maxScan = 64

// scanBack looks for the losing move back from at(hi), lost, towards at(lo)
// (lo -1: nothing known winnable): an undecided position on the way, which
// bisection cannot pass, is often far from the end, where the positions are
// quick to judge. The first winnable position met is the one before the
// losing move.
func scanBack(ctx context.Context, at func(int) rules.Position, judge JudgeFunc, lo, hi int) (index int, ok bool) {
	for k := hi - 1; k > max(lo, 0) && hi-k <= maxScan; k-- {
		switch judge(ctx, at(k)) {
		case Winnable:
			return k, true
		case Lost:
			hi = k
		case Undecided:
			return 0, false
		}
	}
	if lo >= 0 && hi-lo == 1 {
		return lo, true
	}
	return 0, false
}
