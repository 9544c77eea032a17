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

// Choices counts what a player could have done in a position: the distinct
// legal moves (rules' AppendMoves: one per free cell and empty column used),
// and of them, those after which the game stays winnable and those the judge
// could not decide. Each move is followed by the foundation moves auto-play
// makes in mode auto, as it would have been in play. A position already lost
// keeps nothing, and is not searched again.
func Choices(ctx context.Context, before rules.Position, beforeVerdict Verdict, auto rules.AutoMode, judge JudgeFunc) (choices, keeping, unknown int) {
	moves := before.AppendMoves(nil)
	if beforeVerdict == Lost {
		return len(moves), 0, 0
	}
	var autoBuf []rules.Move
	for _, m := range moves {
		if ctx.Err() != nil {
			return len(moves), keeping, len(moves) - keeping // the rest unjudged
		}
		p := before
		if _, err := p.Apply(m); err != nil {
			continue // the generator's moves are legal; keep the count honest if not
		}
		choices++
		if auto != rules.AutoAll && undoable(before, p, m) {
			keeping++ // the winnable position is a move away, and safe auto-play never loses a game
			continue
		}
		autoBuf = p.AppendAutoMoves(autoBuf[:0], auto)
		if p.Won() {
			keeping++
			continue
		}
		switch judge(ctx, p) {
		case Winnable:
			keeping++
		case Undecided:
			unknown++
		case Lost:
		}
	}
	return choices, keeping, unknown
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
