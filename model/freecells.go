package model

import (
	"github.com/freecell/freecell/state"

	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/view"
)

// The free cells a deal is played with, 0 to 8 (Microsoft's four by
// default). A deal with 3 cells is another game than with 4: each count has
// its own games in progress, results and solutions. The count chosen is the
// deal on screen's and every deal's after it, and is remembered.

// FewerFreeCells is the count F chooses next: one fewer, and from none back
// to the most (so that four is eight presses from three, the settings panel
// goes either way).
func FewerFreeCells(n int) int {
	if n == 0 {
		return rules.MaxFreeCells
	}
	return n - 1
}

// moreFreeCells is the count after n, the other way round.
func moreFreeCells(n int) int { return (n + 1) % (rules.MaxFreeCells + 1) }

// FreeCellsMsg plays the deal on screen, and the deals after it, with Count
// free cells (0 to rules.MaxFreeCells), as F pressed until that count comes
// round would: the accessible mode's "cells 4" sends it, where F one count
// at a time read the board out at each.
type FreeCellsMsg struct{ Count int }

// setFreeCells plays the deal on screen, and the deals after it, with n free
// cells, and remembers the count. In play, the game in play is kept in
// progress, and the deal is played with n cells: the game in progress with n,
// if there is one, or a new one. A playback or a review shows what was made
// with its own count: there it says so, and changes nothing.
func (m Model) setFreeCells(n int) (Model, tea.Cmd) {
	if m.mode == replaying || m.mode == reviewing {
		m.status = view.Status{Kind: view.CellsKeptHere, Count: m.cells}
		return m, nil
	}
	if m.mode != browsing && m.mode != playingDeal && m.mode != typingMoves {
		return m, nil
	}
	if n == m.cells {
		return m, nil
	}
	if m.onLayout() {
		m.status = view.Status{Kind: view.LayoutKeepsCells, Count: m.cells}
		return m, nil
	}
	if m.onDaily() {
		m.status = view.Status{Kind: view.DailyKeepsCells, Count: m.cells}
		return m, nil
	}
	playing := m.mode == playingDeal || m.mode == typingMoves
	var leave tea.Cmd
	var left view.Status
	if playing {
		left = m.leftStuck()  // a game with no move left is lost as F leaves it, as Esc leaves it: said (it went unsaid)
		leave = m.leavePlay() // saved, in progress: the same count brings it back
	}
	m.stopJob()
	m.cells = n
	m.keys = m.keys.withCells(n)
	m.replay = nil // the solution kept was found with the other count
	save := m.saveSettings(func(s *state.Settings) { s.FreeCells = n })
	said := view.Status{Kind: view.FreeCellsSet, Count: n}
	if left.Kind == view.LeftLost {
		said = leftFor(left, true)
	}
	if !playing {
		m.status = said
		return m, tea.Batch(leave, save)
	}
	m.disk.openSaid = said
	next, open := m.startPlay()
	if next.status.Kind == view.NoStatus {
		next.status = said
	}
	return next, tea.Batch(leave, save, open)
}

// copyPosition sends the position on screen to the clipboard in fc-solve's
// board format, through the terminal (OSC 52): the way out of the viewer
// for a position, as --layout is the way in.
func (m Model) copyPosition() (Model, tea.Cmd) {
	pos := m.Position()
	m.status = view.Status{Kind: view.PositionCopied}
	return m, tea.SetClipboard(string(pos.AppendBoard(nil)))
}
