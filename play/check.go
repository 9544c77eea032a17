package play

import (
	"errors"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// Checked is what applying a list of moves to a deal gave.
type Checked struct {
	Deal    int64
	Legal   int              // the moves given that were legal, in order, before any illegal one (those auto-play made already too)
	Auto    int              // the moves auto-play made: at the deal, and after the moves given
	Already int              // of the Legal moves, those auto-play had made already (taken as made)
	Illegal *rules.MoveError // the first illegal move, or nil
	Refused error            // the first move refused otherwise (a *DivergedError, ErrTooLong), or nil
	Index   int              // the index of the move Illegal or Refused refuses among the moves given
	Word    string           // that move, as notation writes it
	Home    int              // cards on the foundations at the end
	Won     bool
	Start   rules.Position // the deal, before auto-play's moves
	End     rules.Position // the position reached
	Moves   []rules.Move   // every move made from the deal, auto-play's too, complete
}

// Check applies moves to deal in turn, with auto-play's moves at the deal and
// after each (none for rules.AutoOff), and stops at the first that cannot be
// made. A foundation move written out that auto-play made already is taken as
// made (see Transcript). It keeps the moves, not a position each: a game of
// millions of moves costs a few bytes a move.
func Check(deal int64, cells int, moves []rules.Move, auto rules.AutoMode) (Checked, error) {
	l, err := dealer.Deal(deal)
	if err != nil {
		return Checked{}, err
	}
	c := CheckFrom(rules.NewPositionWith(&l, cells), moves, auto)
	c.Deal = deal
	return c, nil
}

// CheckFrom is Check from a position no deal number names (a layout read from
// a file); its Deal is 0.
func CheckFrom(dealt rules.Position, moves []rules.Move, auto rules.AutoMode) Checked {
	g := NewFrom(dealt, auto)
	c := Checked{Start: g.dealt, Moves: make([]rules.Move, 0, len(moves)+52)}
	c.Moves = append(c.Moves, g.opening...)
	c.Auto = len(g.opening)
	pos := g.start
	var t Transcript
	t.Saw(g.opening)
	apply := func(m rules.Move) ([]rules.Move, error) {
		done, err := pos.Apply(m)
		if err != nil {
			return nil, err
		}
		before := len(c.Moves)
		c.Moves = pos.AppendAutoMoves(append(c.Moves, done), auto)
		return c.Moves[before:], nil
	}
	for i, m := range moves {
		step, made, err := t.Follow(m, apply)
		if err != nil {
			var moveErr *rules.MoveError
			if errors.As(err, &moveErr) {
				c.Illegal = moveErr
			} else {
				c.Refused = err
			}
			c.Index, c.Word = i, m.String()
			break
		}
		c.Legal++
		c.Auto += max(len(step)-1, 0)
		if !made {
			c.Already++
		}
	}
	c.Home = pos.OnFoundations()
	c.Won = pos.Won()
	c.End = pos
	return c
}
