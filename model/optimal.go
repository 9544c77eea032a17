package model

import (
	"maps"

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
		return m, nil // already searching
	}
	had := rules.PlayerMoves(m.replay.moves)
	if n, ok := m.proven[m.key()]; ok && m.fromDeal() && n == had {
		m.status = view.Status{Kind: view.OptimalShown, Count: n}
		return m, nil
	}
	m, cmd := m.startSeeking(solver.Optimal)
	m.status = m.optimalStatus()
	return m, cmd
}

// fromDeal reports whether the playback starts at the deal of the game on
// screen, not at a game's position.
func (m Model) fromDeal() bool { return m.replay.prefix == nil && m.replay.game == nil }

// optimalStatus is the proof's progress, as the status line shows it.
func (m Model) optimalStatus() view.Status {
	return view.Status{Kind: view.SeekingOptimal, Spinner: m.spinner, Count: rules.PlayerMoves(m.replay.moves),
		Search: view.Search{Bound: m.searching.Bound, Known: m.searching.Known}}
}

// optimalFound takes the proof's result: a solution with fewer player moves
// replaces the one shown, as s's does; a length proven from the deal is kept.
func (m Model) optimalFound(msg shortestFoundMsg) (Model, tea.Cmd) {
	bound := max(m.searching.Bound, msg.result.LowerBound)
	m, inPlayback := m.searchOver()
	if !inPlayback {
		return m, nil
	}
	res, had := msg.result, rules.PlayerMoves(m.replay.moves)
	if !res.Optimal {
		m.status = view.Status{Kind: view.OptimalGaveUp, Stop: res.Stop, Count: bound}
		if res.Status == solver.Impossible { // no play wins with every card sent home at once
			m.status = view.Status{Kind: view.OptimalGaveUp, Count: had}
		}
		return m, nil
	}
	n := rules.PlayerMoves(res.Moves)
	m.status = view.Status{Kind: view.OptimalShown, Count: had}
	if n < had {
		var ok bool
		if m, ok = m.showShorter(res.Moves); !ok {
			return m, nil
		}
		m.status = view.Status{Kind: view.OptimalFound, Count: n, Was: had}
	}
	m.replay.shortest = true
	if !m.fromDeal() {
		return m, nil
	}
	proven := maps.Clone(m.proven)
	if proven == nil {
		proven = map[state.Key]int{}
	}
	proven[m.key()] = n
	m.proven = proven
	if !m.saving() {
		return m, nil
	}
	return m, ask(m.disk.writer.SaveOptimal(m.key(), n), func(err error) tea.Msg { return optimalSavedMsg{err} })
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
