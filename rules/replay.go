package rules

import (
	"fmt"

	"github.com/freecell/freecell/dealer"
)

// Replay is a game played back move by move from its start, with no automatic
// moves: every move checked, completed and written in standard notation.
type Replay struct {
	Moves     []Move     // as Apply completed them (Count and Card filled in)
	Notation  []string   // each move as fc-solve's -snx writes it
	Positions []Position // Positions[k] is the position after k moves; Positions[0] is the start
}

// End is the position after the last move that replayed.
func (r *Replay) End() *Position { return &r.Positions[len(r.Positions)-1] }

// ReplayError says which move of a replay is illegal, and why.
type ReplayError struct {
	Index int    // 0-based
	Move  string // in standard notation
	Err   error  // the engine's reason
}

func (e *ReplayError) Error() string {
	return fmt.Sprintf("move %d (%s) is illegal: %v", e.Index+1, e.Move, e.Err)
}

func (e *ReplayError) Unwrap() error { return e.Err }

// ReplayFrom applies moves to start in turn. The first illegal move stops it with
// a *ReplayError; the replay then holds the moves before it.
func ReplayFrom(start Position, moves []Move) (Replay, error) {
	r := Replay{
		Moves:     make([]Move, 0, len(moves)),
		Notation:  make([]string, 0, len(moves)),
		Positions: append(make([]Position, 0, len(moves)+1), start),
	}
	p := start
	for i, m := range moves {
		done, err := p.Resolve(m)
		if err != nil {
			return r, &ReplayError{Index: i, Move: m.String(), Err: err}
		}
		r.Notation = append(r.Notation, p.Notation(done))
		p.Play(done)
		r.Moves = append(r.Moves, done)
		r.Positions = append(r.Positions, p)
	}
	return r, nil
}

// ReplayGame deals game and replays moves from its start (see ReplayFrom).
func ReplayGame(game int64, moves []Move) (Replay, error) {
	l, err := dealer.Deal(game)
	if err != nil {
		return Replay{}, err
	}
	return ReplayFrom(NewPosition(&l), moves)
}
