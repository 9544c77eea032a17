package play

import (
	"errors"

	"github.com/freecell/freecell/rules"
)

// Checked is what applying a list of moves to a deal gave.
type Checked struct {
	Deal    int64
	Legal   int              // the moves given that were legal, in order, before any illegal one
	Auto    int              // the moves auto-play made after them
	Illegal *rules.MoveError // the first illegal move, or nil
	Index   int              // its place among the moves given (0-based)
	Home    int              // cards on the foundations at the end
	Won     bool
	End     rules.Position // the position reached
	Moves   []rules.Move   // every move made, auto-play's too, complete
}

// Check applies moves to deal in turn, with auto-play's moves after each (none
// for rules.AutoOff), and stops at the first illegal one.
func Check(deal int64, moves []rules.Move, auto rules.AutoMode) (Checked, error) {
	g, err := New(deal, auto)
	if err != nil {
		return Checked{}, err
	}
	c := Checked{Deal: deal}
	for i, m := range moves {
		step, err := g.Move(m)
		if err != nil {
			var moveErr *rules.MoveError
			if !errors.As(err, &moveErr) {
				return c, err
			}
			c.Illegal, c.Index = moveErr, i
			break
		}
		c.Legal++
		c.Auto += len(step.Moves) - 1
	}
	c.Home = g.Position().OnFoundations()
	c.Won = g.Won()
	c.End, c.Moves = *g.Position(), g.Moves()
	return c, nil
}
