package coach

import (
	"context"

	"github.com/freecell/freecell/rules"
)

// Mark is what a player's move did to the game, as a review shows it.
type Mark int

// The marks.
const (
	Unmarked     Mark = iota // a position on either side is undecided
	KeptWinnable             // winnable before the move and after it
	LostTheGame              // winnable before the move, lost after it: the move that lost the game
	AlreadyLost              // lost before the move
)

// MarkOf is the mark of a move between positions judged before and after.
func MarkOf(before, after Verdict) Mark {
	switch {
	case before == Lost:
		return AlreadyLost
	case before == Winnable && after == Winnable:
		return KeptWinnable
	case before == Winnable && after == Lost:
		return LostTheGame
	}
	return Unmarked
}

// StepVerdicts judges a game's positions between its steps: positions[k] is the
// position after k steps, positions[0] the deal. Along a game a position can
// stop being winnable but never become winnable again, so a winnable end makes
// every position winnable, and a lost end leaves one turning point for
// LosingMove's bisection to find. Only an undecided end costs a judgement of
// every position.
func StepVerdicts(ctx context.Context, positions []rules.Position, judge JudgeFunc) []Verdict {
	verdicts := make([]Verdict, len(positions))
	if len(positions) == 0 {
		return verdicts
	}
	last := len(positions) - 1
	switch judge(ctx, positions[last]) {
	case Winnable:
		for i := range verdicts {
			verdicts[i] = Winnable
		}
		return verdicts
	case Lost:
		if turn, ok := LosingMove(ctx, positions, judge); ok {
			for i := range verdicts {
				verdicts[i] = Winnable
				if i > turn {
					verdicts[i] = Lost
				}
			}
			return verdicts
		}
	case Undecided:
	}
	for i := range positions { // no turning point to lean on: judge each
		verdicts[i] = judge(ctx, positions[i])
	}
	return verdicts
}

// Weighed is what Weigh finds of a position's moves.
type Weighed struct {
	Choices, Unknown int          // the distinct legal moves, and those the judge could not decide
	Keeping          []rules.Move // the moves after which the game stays winnable, in the generator's order
	Losing           []rules.Move // the moves after which it is lost, in the same order
}

// Weigh judges each move a player could have made in a position (the
// distinct legal moves, rules' AppendMoves: one per free cell and empty
// column used), each followed by the foundation moves auto-play makes in
// mode auto, as it would have been in play: a review counts them, and names
// those that keep the game winnable where the player's lost it. A position
// already lost keeps nothing, and is not searched again.
func Weigh(ctx context.Context, before rules.Position, beforeVerdict Verdict, auto rules.AutoMode, judge JudgeFunc) Weighed {
	moves := before.AppendMoves(nil)
	if beforeVerdict == Lost {
		return Weighed{Choices: len(moves)}
	}
	var w Weighed
	var autoBuf []rules.Move
	for _, m := range moves {
		if ctx.Err() != nil {
			return Weighed{Choices: len(moves), Unknown: len(moves) - len(w.Keeping) - len(w.Losing), Keeping: w.Keeping, Losing: w.Losing} // the rest unjudged
		}
		p := before
		done, err := p.Apply(m)
		if err != nil {
			continue // the generator's moves are legal; keep the count honest if not
		}
		w.Choices++
		if auto != rules.AutoAll && undoable(before, p, m) {
			w.Keeping = append(w.Keeping, done) // the winnable position is a move away, and safe auto-play never loses a game
			continue
		}
		autoBuf = p.AppendAutoMoves(autoBuf[:0], auto)
		if p.Won() {
			w.Keeping = append(w.Keeping, done)
			continue
		}
		switch judge(ctx, p) {
		case Winnable:
			w.Keeping = append(w.Keeping, done)
		case Undecided:
			w.Unknown++
		case Lost:
			w.Losing = append(w.Losing, done)
		}
	}
	return w
}

// undoable reports whether a legal move in after takes m back to before: then
// whatever wins from before wins from after too, with no search.
func undoable(before, after rules.Position, m rules.Move) bool {
	if m.To == rules.Foundation {
		return false
	}
	back := after
	if _, err := back.Apply(rules.Move{From: m.To, To: m.From, Count: m.Count}); err != nil {
		return false
	}
	return back == before
}
