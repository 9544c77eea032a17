package coach

import (
	"context"
	"fmt"

	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
)

// Verdict is what the coach says of a position.
type Verdict int

// The verdicts.
const (
	Undecided Verdict = iota // the search stopped at its budget, or was cancelled
	Winnable                 // a solution from here, replayed by the rules engine
	Lost                     // a complete search found no solution from here
)

var verdictNames = [...]string{Undecided: "undecided", Winnable: "winnable", Lost: "lost"}

func (v Verdict) String() string {
	if int(v) < len(verdictNames) {
		return verdictNames[v]
	}
	return fmt.Sprintf("Verdict(%d)", int(v))
}

// DefaultBudget is the positions a judgement may keep: fast mode's searches keep
// well under 100 bytes a position at their end, so this stays far below 256 MB.
const DefaultBudget = 500_000

// FewCellsBudget is the positions a judgement may keep with fewer than four
// free cells, where a proof that a position is lost must search all of it:
// the solver's complete search there keeps a class of positions in some 16
// bytes (its twin classes), and its memory bound holds the rest. Deal
// 290185 with one cell, proved lost in 233,000 classes, needs over half a
// million positions kept in all.
const FewCellsBudget = 3_000_000

// BudgetFor is the positions a judgement of pos keeps unless told otherwise.
func BudgetFor(pos *rules.Position) int {
	if pos.FreeCellCount() < rules.DefaultFreeCells {
		return FewCellsBudget
	}
	return DefaultBudget
}

// Judgement is a verdict and what backs it.
type Judgement struct {
	Verdict   Verdict
	Solution  []rules.Move // from the position judged, when winnable: every move explicit
	Positions int          // positions the search kept
	Budget    int          // the positions it could keep
}

// Judge judges pos with a search that may keep budget positions (0:
// BudgetFor pos). Cancelling ctx makes it undecided.
func Judge(ctx context.Context, pos rules.Position, budget int) Judgement {
	if budget <= 0 {
		budget = BudgetFor(&pos)
	}
	res := solver.Solve(ctx, pos, solver.Options{Mode: solver.Fast, MaxPositions: budget})
	j := Judgement{Positions: res.Positions, Budget: budget}
	switch res.Status {
	case solver.Solved:
		j.Verdict, j.Solution = Winnable, res.Moves
	case solver.Impossible:
		j.Verdict = Lost
	case solver.GaveUp:
	}
	return j
}

// VerdictOf is Judge's verdict with the default budget: a JudgeFunc for
// LosingMove.
func VerdictOf(ctx context.Context, pos rules.Position) Verdict {
	return Judge(ctx, pos, 0).Verdict
}
