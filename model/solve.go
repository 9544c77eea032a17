package model

import (
	"context"
	"fmt"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
)

// solvedMsg carries a background solve's result; id tells it from stale ones.
type solvedMsg struct {
	id     int
	game   int64
	result solver.Result
}

// solvableFoundMsg carries a random deal the fast solver has solved.
type solvableFoundMsg struct {
	id   int
	game int64
	err  error
}

// solveCmd solves game in the background; cancel stops it.
func solveCmd(ctx context.Context, id int, game int64) tea.Cmd {
	return func() tea.Msg {
		res, err := solver.SolveGame(ctx, game, solver.Options{Mode: solver.Short})
		if err != nil {
			res = solver.Result{Status: solver.GaveUp, Reason: err.Error()}
		}
		return solvedMsg{id: id, game: game, result: res}
	}
}

// maxRandomTries bounds the search for a solvable random deal; only 8 of the first
// million deals are impossible, so it is never reached in practice.
const maxRandomTries = 50

// randomSolvableCmd draws random deals until the fast solver solves one.
func randomSolvableCmd(ctx context.Context, id int, random func() int64) tea.Cmd {
	return func() tea.Msg {
		for range maxRandomTries {
			game := random()
			res, err := solver.SolveGame(ctx, game, solver.Options{Mode: solver.Fast})
			if ctx.Err() != nil {
				return solvableFoundMsg{id: id, err: ctx.Err()}
			}
			if err == nil && res.Status == solver.Solved {
				return solvableFoundMsg{id: id, game: game}
			}
		}
		return solvableFoundMsg{id: id, err: fmt.Errorf("no solvable deal in %d random tries", maxRandomTries)}
	}
}

// playback is a solution being shown move by move.
type playback struct {
	moves     []rules.Move
	notation  []string
	positions []rules.Position // positions[k]: after k moves
	step      int
	playing   bool
}

func newPlayback(game int64, moves []rules.Move) (*playback, error) {
	l, err := dealer.Deal(game)
	if err != nil {
		return nil, err
	}
	p := rules.NewPosition(&l)
	pb := &playback{moves: moves, positions: []rules.Position{p}}
	for _, m := range moves {
		pb.notation = append(pb.notation, p.Notation(m))
		if _, err := p.Apply(m); err != nil {
			return nil, fmt.Errorf("solution move %s is illegal: %w", pb.notation[len(pb.notation)-1], err)
		}
		pb.positions = append(pb.positions, p)
	}
	if !p.Won() {
		return nil, fmt.Errorf("the solution does not win")
	}
	return pb, nil
}

// playTickMsg advances an animation; id tells it from ticks of an earlier one.
type playTickMsg struct{ id int }

// playInterval is the pace of the animation.
const playInterval = 350 * time.Millisecond

func playTick(id int) tea.Cmd {
	return tea.Tick(playInterval, func(time.Time) tea.Msg { return playTickMsg{id: id} })
}
