package model

import (
	"sync"

	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
	"github.com/freecell/freecell/view"
)

// The shortest solution: in a playback, s asks the solver's Best mode for a
// solution with fewer player moves than the one shown. It runs for a few
// seconds in the background and reports its progress, which the status line
// shows; the playback stays usable meanwhile.

// shortestProgressMsg is how far the search has gone; next waits for its next message.
type shortestProgressMsg struct {
	id       int
	progress solver.Progress
	next     tea.Cmd
}

// shortestFoundMsg carries the search's result.
type shortestFoundMsg struct {
	id     int
	result solver.Result
}

// shortestCmd searches from start in the background, from the first time it
// runs. Its messages come one at a time through a channel: progress is dropped
// while the model has not taken the last one, the result never.
func shortestCmd(job jobContext, start rules.Position, mode solver.Mode) tea.Cmd {
	messages := make(chan tea.Msg, 1)
	var once sync.Once
	search := func() {
		defer job.enter()()
		opts := solver.Options{Mode: mode}
		if mode == solver.Optimal {
			opts.MaxBytes = solver.OptimalBytes
			defer solver.RaiseMemoryLimit(opts.MaxBytes)()
		}
		opts.Progress = func(p solver.Progress) {
			select {
			case messages <- shortestProgressMsg{id: job.id, progress: p}:
			default:
			}
		}
		res := solver.Solve(job.ctx, start, opts)
		job.searched(res.Positions)
		select { // the result, unless the job stopped: then no one may be left to take it, and the turn must go back
		case messages <- shortestFoundMsg{id: job.id, result: res}:
		case <-job.ctx.Done():
		}
	}
	var next tea.Cmd
	next = func() tea.Msg {
		once.Do(func() { go search() })
		msg := <-messages
		if p, ok := msg.(shortestProgressMsg); ok {
			p.next = next
			return p
		}
		return msg
	}
	return next
}

// seekShortest starts the search for a shorter solution than the playback's.
func (m Model) seekShortest() (Model, tea.Cmd) {
	if m.solving.running() {
		return m.stillSeeking(), nil
	}
	if m.replay.shortest { // the search would only find it again
		had := rules.PlayerMoves(m.replay.moves)
		m.status = view.Status{Kind: view.NoShorter, Count: had}
		if m.provenShown() {
			m.status = view.Status{Kind: view.OptimalShown, Count: had} // proven: say so, not "none found"
		}
		return m, nil
	}
	m, cmd := m.startSeeking(solver.Best)
	m.status = m.shortestStatus()
	return m, cmd
}

// stillSeeking is the model when s or o is pressed while a search runs: the
// status line says again which search runs and that Esc stops it (stepping
// may have put a move in its place).
func (m Model) stillSeeking() Model {
	switch {
	case m.searching == nil:
	case m.seekingOptimal:
		m.status = m.optimalStatus()
	default:
		m.status = m.shortestStatus()
	}
	return m
}

// startSeeking starts a search by mode (Best, or Optimal) from the
// playback's start.
func (m Model) startSeeking(mode solver.Mode) (Model, tea.Cmd) {
	start := m.replay.positions[0]
	cmd := m.startJob(func(job jobContext) tea.Cmd { return shortestCmd(job, start, mode) })
	m.searching, m.seekingOptimal = &solver.Progress{}, mode == solver.Optimal
	return m, cmd
}

// shortestStatus is the search's progress, as the status line shows it.
func (m Model) shortestStatus() view.Status {
	return view.Status{Kind: view.SeekingShortest, Spinner: m.spinner, Count: rules.PlayerMoves(m.replay.moves),
		Search: view.Search{Moves: m.searching.Moves, Home: m.searching.Home, Pass: m.searching.Pass}}
}

// shortestProgressed takes the search's progress; the next message is waited
// for even when this one is stale, so that the search can always hand over its
// result and end.
func (m Model) shortestProgressed(msg shortestProgressMsg) (Model, tea.Cmd) {
	if m.solving.owns(msg.id) && m.searching != nil {
		p := msg.progress
		m.searching = &p
		switch {
		case m.mode != replaying:
		case m.seekingOptimal:
			m.status = m.optimalStatus()
		default:
			m.status = m.shortestStatus()
		}
	}
	return m, msg.next
}

// shortestFound takes the search's result: a solution with fewer player moves
// replaces the one shown, from the deal, in the same stepping.
func (m Model) shortestFound(msg shortestFoundMsg) (Model, tea.Cmd) {
	if !m.solving.owns(msg.id) || m.searching == nil {
		return m, nil
	}
	if m.seekingOptimal {
		return m.optimalFound(msg)
	}
	m, inPlayback := m.searchOver()
	if !inPlayback {
		return m, nil
	}
	res, had := msg.result, rules.PlayerMoves(m.replay.moves)
	switch {
	case res.Status == solver.Solved && rules.PlayerMoves(res.Moves) < had:
		var ok bool
		if m, ok = m.showShorter(res.Moves); !ok {
			return m, nil
		}
		m.status = view.Status{Kind: view.ShorterFound, Count: rules.PlayerMoves(res.Moves), Was: had}
	case res.Status == solver.Solved || res.Status == solver.Impossible:
		m.replay.shortest = true
		m.status = view.Status{Kind: view.NoShorter, Count: had}
	default:
		m.status = view.Status{Kind: view.ShortestGaveUp, Stop: res.Stop, Count: had}
	}
	return m, nil
}

// searchOver ends a search that handed over its result; in a playback still,
// the playback pauses, so that the answer stays on the status line.
func (m Model) searchOver() (next Model, inPlayback bool) {
	m.solving.finish()
	m.searching, m.seekingOptimal = nil, false
	if m.mode != replaying {
		return m, false
	}
	pb := *m.replay // a copy: models are values
	pb.playing = false
	m.replay = &pb
	return m, true
}

// stopShortest stops the search, leaving the solution shown as it is.
func (m Model) stopShortest() Model {
	bound := m.provenAtLeast()
	if m.searching != nil {
		bound = max(bound, m.searching.Bound)
	}
	optimal := m.seekingOptimal
	m.stopJob()
	m.status = view.Status{Kind: view.ShortestStopped, Count: rules.PlayerMoves(m.replay.moves)}
	if optimal {
		m = m.keepAtLeast(bound)
		m.status = view.Status{Kind: view.OptimalStopped, Count: bound}
	}
	return m
}

// showShorter replaces the playback by a shorter solution, moves, from the
// same start, at step 0 in the same stepping; it is the deal's solution from
// now on when the playback was the deal's. A solution that does not replay is
// said, and the playback kept (ok false).
func (m Model) showShorter(moves []rules.Move) (next Model, ok bool) {
	replay, err := rules.ReplayFrom(m.replay.positions[0], moves)
	if err != nil || !replay.End().Won() {
		m.status = view.Status{Kind: view.BadSolution}
		return m, false
	}
	if m.fromDeal() { // the deal's solution: s shows this one from now on
		m.solutions = m.solutions.with(m.dealKey(), moves)
	}
	shorter := newPlayback(replay)
	shorter.single, shorter.prefix, shorter.game = m.replay.single, m.replay.prefix, m.replay.game
	shorter.shortest = true
	m.replay = shorter
	return m, true
}
