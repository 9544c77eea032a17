package model

import (
	"maps"
	"strings"

	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// The fewest moves: in a playback, o asks the solver's Optimal mode for a
// solution proven to have the fewest player moves (every card that can go
// home going at once, as solver.Optimal counts). It runs in the background
// as s's search does, through the same messages, until it proves one or Esc
// stops it; its progress is the least a solution can take, rising. A length
// proven from the deal is kept in the store and read at start, so that no
// deal is proven twice, and the won line gives it.

// optimalReadMsg carries the lengths proven, read at start.
type optimalReadMsg struct{ read state.OptimalRead }

// optimalSavedMsg says whether a length proven was kept; a failure is not
// said: the proof runs again next time.
type optimalSavedMsg struct{ err error }

// seekOptimal starts the proof of the fewest moves from the playback's start.
func (m Model) seekOptimal() (Model, tea.Cmd) {
	if m.solving.running() {
		return m.stillSeeking(), nil
	}
	if known, ok := m.proven[m.dealKey()]; ok && m.fromDeal() {
		if next, ok := m.showProven(known); ok {
			return next, nil
		}
	}
	m, cmd := m.startSeeking(solver.Optimal)
	m.status = m.optimalStatus()
	return m, cmd
}

// showProven shows the solution proven the fewest kept for the deal: the
// playback's own when it is that short, else that solution in its place; ok
// is false when the solution kept does not play (another program's).
func (m Model) showProven(known state.Optimal) (next Model, ok bool) {
	had := rules.PlayerMoves(m.replay.moves)
	switch {
	case known.Moves == had:
		m.status = view.Status{Kind: view.OptimalShown, Count: had}
		return m.provenShortest(), true
	case known.Moves > had: // the one shown keeps cards out to build on
		m.status = view.Status{Kind: view.OptimalAbove, Count: known.Moves, Was: had}
		return m, true
	}
	moves, err := rules.ParseMoves(known.Solution)
	if err != nil || rules.PlayerMoves(moves) != known.Moves {
		return m, false
	}
	replay, err := rules.ReplayFrom(m.replay.positions[0], moves)
	if err != nil || !replay.End().Won() {
		return m, false
	}
	if m, ok = m.showShorter(replay.Moves); ok {
		m.status = view.Status{Kind: view.OptimalFound, Count: known.Moves, Was: had}
	}
	return m, ok
}

// provenShortest marks the playback's solution as the shortest there is, so
// that s does not look for a shorter one (showShorter marks those it shows).
func (m Model) provenShortest() Model {
	pb := *m.replay // a copy: models are values
	pb.shortest = true
	m.replay = &pb
	return m
}

// provenShown reports whether the solution the playback shows is proven the
// fewest moves there are.
func (m Model) provenShown() bool {
	known, ok := m.proven[m.dealKey()]
	return ok && m.fromDeal() && known.Moves == rules.PlayerMoves(m.replay.moves)
}

// fromDeal reports whether the playback starts at the deal of the game on
// screen, not at a game's position.
func (m Model) fromDeal() bool { return m.replay.prefix == nil && m.replay.game == nil }

// optimalStatus is the proof's progress, as the status line shows it: the
// least a solution can take, as this proof or one stopped before proved it.
func (m Model) optimalStatus() view.Status {
	return view.Status{Kind: view.SeekingOptimal, Spinner: m.spinner, Count: rules.PlayerMoves(m.replay.moves),
		Search: view.Search{Bound: max(m.searching.Bound, m.provenAtLeast()), Known: m.searching.Known}}
}

// provenAtLeast is the least the fewest moves of the deal shown can be, as
// far as a proof stopped or given up this session went (0: none).
func (m Model) provenAtLeast() int {
	if !m.fromDeal() {
		return 0
	}
	return m.atLeast[m.dealKey()]
}

// keepAtLeast notes bound, proved of the deal shown by a proof that did not
// end, so that the next proof's progress starts from it, not from the
// search's first bound, which is lower.
func (m Model) keepAtLeast(bound int) Model {
	if !m.fromDeal() || bound <= m.atLeast[m.dealKey()] {
		return m
	}
	atLeast := maps.Clone(m.atLeast)
	if atLeast == nil {
		atLeast = map[state.Key]int{}
	}
	atLeast[m.dealKey()] = bound
	m.atLeast = atLeast
	return m
}

// optimalFound takes the proof's result: a solution with fewer player moves
// replaces the one shown, as s's does; a length proven from the deal is kept.
func (m Model) optimalFound(msg shortestFoundMsg) (Model, tea.Cmd) {
	bound := max(m.searching.Bound, msg.result.LowerBound, m.provenAtLeast())
	m, inPlayback := m.searchOver()
	if !inPlayback {
		return m, nil
	}
	res, had := msg.result, rules.PlayerMoves(m.replay.moves)
	if !res.Optimal {
		m = m.keepAtLeast(bound)
		m.status = view.Status{Kind: view.OptimalGaveUp, Stop: res.Stop, Count: bound}
		if res.Status == solver.Impossible { // no play wins with every card sent home at once
			m.status = view.Status{Kind: view.OptimalGaveUp, Count: had}
		}
		return m, nil
	}
	n := rules.PlayerMoves(res.Moves)
	m.status = view.Status{Kind: view.OptimalShown, Count: had}
	solution := m.replay.notation
	switch {
	case n < had:
		var ok bool
		if m, ok = m.showShorter(res.Moves); !ok {
			return m, nil
		}
		m.status = view.Status{Kind: view.OptimalFound, Count: n, Was: had}
		solution = m.replay.notation
	case n > had: // the one shown keeps cards out to build on: s may still find it shorter
		m.status = view.Status{Kind: view.OptimalAbove, Count: n, Was: had}
		replay, err := rules.ReplayFrom(m.replay.positions[0], res.Moves)
		if err != nil || !replay.End().Won() {
			return m, nil
		}
		solution = replay.Notation()
	}
	if n <= had {
		m = m.provenShortest()
	}
	if !m.fromDeal() {
		return m, nil
	}
	known := state.Optimal{Moves: n, Solution: strings.Join(solution, " ")}
	proven := maps.Clone(m.proven)
	if proven == nil {
		proven = map[state.Key]state.Optimal{}
	}
	proven[m.dealKey()] = known
	m.proven = proven
	if !m.saving() {
		return m, nil
	}
	return m, ask(m.disk.queue.SaveOptimal(m.dealKey(), known), func(err error) tea.Msg { return optimalSavedMsg{err} })
}

// optimalRead takes the lengths proven kept; those proven since it was asked
// stay.
func (m Model) optimalRead(msg optimalReadMsg) Model {
	if msg.read.Err != nil {
		return m
	}
	proven := msg.read.Proven
	maps.Copy(proven, m.proven)
	m.proven = proven
	return m
}
