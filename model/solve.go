package model

import (
	"context"
	"maps"
	"slices"

	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/coach"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/searches"
	"github.com/freecell/freecell/solver"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// jobContext is what a background job runs with: its context, which moving on
// cancels, and its id, which tells its result from a stale one.
type jobContext struct {
	ctx      context.Context
	id       int
	searches *searches.Budget // the budget its searches take a turn of
	turn     *searches.Turn
}

// enter waits for the search's turn (see searches.Budget); leave gives it back. A
// search whose job stopped while it waited runs on a done context: it stops
// at once.
func (j jobContext) enter() (leave func()) {
	if leave, ok := j.searches.Enter(j.ctx, j.turn, searches.Long); ok {
		return leave
	}
	return func() {}
}

// startJob stops any running solve and starts work in the background.
func (m *Model) startJob(work func(jobContext) tea.Cmd) tea.Cmd {
	m.stopJob()
	ctx := m.solving.start(m.life)
	m.status.Spinner = m.spinner
	return tea.Batch(work(jobContext{ctx, m.solving.id, m.searches, m.solving.turn}), m.spinner.Tick)
}

// stopJob stops any solve and makes its messages stale.
func (m *Model) stopJob() {
	m.searching, m.solvingHere = nil, nil
	if m.solving.running() && (m.status.Kind == view.Solving || m.status.Kind == view.SolvingHere || m.status.Kind == view.Seeking) {
		m.status = view.Status{}
	}
	m.solving.stop()
}

// solvedMsg carries a background solve's result.
type solvedMsg struct {
	id     int
	game   state.Key
	result solver.Result
}

// solvableFoundMsg carries a random deal the fast solver has solved.
type solvableFoundMsg struct {
	id    int
	game  state.Key
	found bool
	to    drawTo
}

// solveCmd solves game, from its first position start, in the background.
func solveCmd(job jobContext, game state.Key, start rules.Position) tea.Cmd {
	return func() tea.Msg {
		return solvedMsg{id: job.id, game: game, result: solveFrom(job, start)}
	}
}

// solveFrom is the solve the player asks for from start (solveOptions); then
// the memory a big search took may go back to the system (searched).
func solveFrom(job jobContext, start rules.Position) solver.Result {
	defer job.enter()()
	opts := solveOptions(start)
	defer solver.RaiseMemoryLimit(opts.MaxBytes)()
	res := solver.Solve(job.ctx, start, opts)
	job.searched(res.Positions)
	return res
}

// solvedHereMsg carries a background solve of a position in play.
type solvedHereMsg struct {
	id     int
	from   rules.Position
	result solver.Result
}

// solveHere solves the position in play in the background, where the coach's
// budget found no solution: the solution then plays back from here. A move
// made meanwhile stops it (reconsider).
func (m Model) solveHere() (Model, tea.Cmd) {
	if m.solvingHere != nil {
		return m, nil // already on it
	}
	from := *m.table.Position()
	cmd := m.startJob(func(job jobContext) tea.Cmd {
		return func() tea.Msg { return solvedHereMsg{id: job.id, from: from, result: solveFrom(job, from)} }
	})
	m.solvingHere = &from
	m.status = view.Status{Kind: view.SolvingHere, Spinner: m.spinner}
	return m, cmd
}

// solvedHere takes the solve of a position in play: its solution plays back,
// or the status says why there is none.
func (m Model) solvedHere(msg solvedHereMsg) (Model, tea.Cmd) {
	if !m.solving.owns(msg.id) {
		return m, nil
	}
	m.solving.finish()
	m.solvingHere = nil
	if !m.Playing() || *m.table.Position() != msg.from { // (a move stops it: not expected)
		return m, nil
	}
	switch msg.result.Status {
	case solver.Solved:
		if c := &m.coach; m.coachOn() && c.pos == msg.from { // the coach knows better now: hints follow it
			c.verdict, c.known, c.solution, c.plan = coach.Winnable, true, msg.result.Moves, nil
		}
		if m.picked != nil || m.status.Kind != view.SolvingHere { // the player is busy: not taken away mid-move
			m.status = view.Status{Kind: view.SolvedHere}
			return m, nil
		}
		return m.startPlaybackFrom(msg.from, m.table.Moves(), msg.result.Moves)
	case solver.Impossible:
		m.status = view.Status{Kind: view.NoSolutionHere, Why: view.WhyNoWinFromHere}
		if c := &m.coach; m.coachOn() && c.pos == msg.from && c.verdict != coach.Lost { // the coach knows better now: lost
			c.job.start(m.life)
			c.verdict, c.known, c.solution, c.plan = coach.Lost, true, nil, nil
			c.book = m.coachBook().With(msg.from, coach.Lost) // (lost in free play is lost in every auto-play mode)
			return m, tea.Batch(m.findLosing(), m.spinner.Tick)
		}
	default:
		m.status = view.Status{Kind: view.GaveUp, Stop: msg.result.Stop}
	}
	return m, nil
}

// solveOptions are the options of the solve the player asks for from start:
// with fewer than four free cells, the command line's bound for verdicts there
// (a proof of impossibility can need millions of positions).
func solveOptions(start rules.Position) solver.Options {
	opts := solver.Options{Mode: solver.Short}
	if start.FreeCellCount() < rules.DefaultFreeCells {
		opts.MaxBytes = solver.FewCellsBytes
	}
	return opts
}

// bigSearch is the positions past which a search's memory is worth returning at once.
const bigSearch = 100_000

// maxRandomTries bounds the search for a solvable random deal; only 8 of the first
// million deals are impossible, so it is never reached in practice.
const maxRandomTries = 50

// randomSolvableCmd draws random deals until the fast solver solves one with
// cells free cells.
func randomSolvableCmd(job jobContext, random func() int64, cells int, to drawTo) tea.Cmd {
	return func() tea.Msg {
		defer job.enter()()
		for range maxRandomTries {
			game := state.Key{Deal: random(), FreeCells: cells}
			res, err := solver.SolveGame(job.ctx, game.Deal, cells, solver.Options{Mode: solver.Fast})
			if job.ctx.Err() != nil {
				return solvableFoundMsg{id: job.id}
			}
			if err == nil && res.Status == solver.Solved {
				return solvableFoundMsg{id: job.id, game: game, found: true, to: to}
			}
		}
		return solvableFoundMsg{id: job.id}
	}
}

// solved takes a background solve's result. Asked from a game (s before its
// first move), no solution brings the player back to it, told why.
func (m Model) solved(msg solvedMsg) (Model, tea.Cmd) {
	if !m.solving.owns(msg.id) || msg.game != m.dealKey() {
		return m, nil
	}
	m.solving.finish()
	m.setVerdict(msg.game, msg.result.Status, true)
	switch msg.result.Status {
	case solver.Solved:
		m.solutions = m.solutions.with(msg.game, msg.result.Moves)
		return m.startPlayback(msg.result.Moves), nil
	case solver.Impossible:
		m.status = view.Status{Kind: view.Impossible, Game: msg.game.Deal}
	default:
		m.setVerdict(msg.game, 0, false) // no verdict: s may try again
		m.status = view.Status{Kind: view.GaveUp, Stop: msg.result.Stop}
	}
	if game := m.backTo; game != nil && game.Deal() == m.game && !game.Won() {
		said := m.status
		m.backTo = nil
		next, cmd := m.enterPlay(game)
		next.status = said
		return next, tea.Batch(cmd, next.analyse())
	}
	return m, nil
}

// solvableFound takes the result of a search for a solvable random deal.
func (m Model) solvableFound(msg solvableFoundMsg) (Model, tea.Cmd) {
	if !m.solving.owns(msg.id) {
		return m, nil
	}
	m.solving.finish()
	if !msg.found {
		m.status = view.Status{Kind: view.SeekFailed, Count: maxRandomTries}
		return m, nil
	}
	m.status = view.Status{}
	m.setVerdict(msg.game, solver.Solved, true)
	m.goTo(msg.game.Deal)
	return m.playDrawn(msg.to)
}

// solutionCache keeps the session's solutions, the most recent few hundred.
type solutionCache struct {
	moves map[state.Key][]rules.Move
	order []state.Key
}

const maxCachedSolutions = 256

func newSolutionCache() *solutionCache {
	return &solutionCache{moves: map[state.Key][]rules.Move{}}
}

func (c *solutionCache) get(game state.Key) ([]rules.Move, bool) {
	moves, ok := c.moves[game]
	return moves, ok
}

// with is the cache with game's solution added, a cache of its own: models
// are values, and older copies keep theirs.
func (c *solutionCache) with(game state.Key, moves []rules.Move) *solutionCache {
	n := &solutionCache{moves: maps.Clone(c.moves), order: slices.Clone(c.order)}
	if _, ok := n.moves[game]; !ok {
		n.order = append(n.order, game)
	}
	n.moves[game] = moves
	if len(n.order) > maxCachedSolutions {
		delete(n.moves, n.order[0])
		n.order = n.order[1:]
	}
	return n
}
