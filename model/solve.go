package model

import (
	"context"
	"fmt"

	tea "charm.land/bubbletea/v2"
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

// solved takes a background solve's result.
func (m Model) solved(msg solvedMsg) Model {
	if msg.id != m.solveID || msg.game != m.game {
		return m
	}
	m.solving, m.cancelSolve = false, nil
	switch msg.result.Status {
	case solver.Solved:
		pb, err := newPlayback(msg.game, msg.result.Moves)
		if err != nil {
			m.notice = "the solver's answer does not replay: " + err.Error()
			return m
		}
		m.verdicts[msg.game] = solver.Solved
		m.play = pb
	case solver.Impossible:
		m.verdicts[msg.game] = solver.Impossible
		m.notice = "impossible: no sequence of moves solves this deal"
	default:
		m.notice = "the solver gave up: " + msg.result.Reason
	}
	return m
}
