package rules

import (
	"fmt"

	"github.com/freecell/freecell/dealer"
)

// Replay is a game played back move by move from its start, with no automatic
// moves, every move checked and completed. It keeps only the start and the moves:
// the positions along the way and the notation are made when asked for.
type Replay struct {
	Start Position
	// Moves are the moves as Apply completed them (Count and Card filled in).
	// When every move given was complete already, Moves is the slice given, not
	// a copy: change neither.
	Moves []Move
	end   Position
}

// End is the position after the last move that replayed.
func (r *Replay) End() *Position { return &r.end }

// Positions lists the position after each number of moves: Positions()[k] is the
// position after k moves, Positions()[0] the start.
func (r *Replay) Positions() []Position {
	out := make([]Position, 0, len(r.Moves)+1)
	p := r.Start
	out = append(out, p)
	for _, m := range r.Moves {
		p.do(m)
		out = append(out, p)
	}
	return out
}

// Notation writes each move as fc-solve's -snx does.
func (r *Replay) Notation() []string {
	out := make([]string, len(r.Moves))
	p := r.Start
	for i, m := range r.Moves {
		out[i] = p.Notation(m)
		p.do(m)
	}
	return out
}

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
	r := Replay{Start: start, end: start}
	var completed []Move // made only when a move given was not complete
	for i, m := range moves {
		done, err := r.end.Resolve(m)
		if err != nil {
			r.Moves = moves[:i:i]
			if completed != nil {
				r.Moves = completed
			}
			return r, &ReplayError{Index: i, Move: m.String(), Err: err}
		}
		r.end.do(done)
		if done != m && completed == nil {
			completed = append(make([]Move, 0, len(moves)), moves[:i]...)
		}
		if completed != nil {
			completed = append(completed, done)
		}
	}
	r.Moves = moves
	if completed != nil {
		r.Moves = completed
	}
	return r, nil
}

// ReplayGame deals game, to be played with cells free cells, and replays moves
// from its start (see ReplayFrom).
func ReplayGame(game int64, cells int, moves []Move) (Replay, error) {
	l, err := dealer.Deal(game)
	if err != nil {
		return Replay{}, err
	}
	return ReplayFrom(NewPositionWith(&l, cells), moves)
}
