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
	if len(positions) == 0 {
		return 0, false
	}
	switch judge(ctx, positions[0]) {
	case Lost:
		return -1, true
	case Undecided:
		return 0, false
	case Winnable:
	}
	lo, hi := 0, len(positions)-1 // positions[lo] is winnable, positions[hi] lost
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		switch judge(ctx, positions[mid]) {
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
