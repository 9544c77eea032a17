package model

import (
	"time"

	tea "charm.land/bubbletea/v2"
)

// The clock counts only while the player is there: not while the terminal
// reports that it lost focus or while it is suspended (Ctrl+Z), and not
// past idleLimit after the last key or click (that idle time is taken back). The title then says the clock is
// paused; the next key, click or the focus coming back goes on. Nor while a
// panel (help, the statistics, the settings, the picker, the daily's board)
// covers the board: the player reads, and cannot play.

// idleLimit is how long after the last key or click the clock runs on.
const idleLimit = time.Minute

// presence is what the model knows of the player being there.
type presence struct {
	last    time.Time // the last key, click or paste, or the focus coming back
	paused  bool      // the game's clock was stopped for the player's absence, or for a panel
	covered bool      // it was stopped as a panel covered the board
}

// present notes the player at the keys: a clock paused for their absence
// runs again.
func (m Model) present() (Model, tea.Cmd) {
	m.presence.last = m.now()
	if !m.presence.paused {
		return m, nil
	}
	if m.panelOpen() { // it goes on when the board shows
		m.presence.covered = true
		return m, nil
	}
	m.presence = presence{last: m.presence.last}
	if m.table == nil || m.mode != playingDeal && m.mode != typingMoves || m.table.Clock().Running() {
		return m, nil
	}
	cmd := m.startClock()
	return m, cmd
}

// pauseClock stops the game's clock at at, for the player's absence.
func (m Model) pauseClock(at time.Time) Model {
	if m.table == nil || m.mode != playingDeal && m.mode != typingMoves || !m.table.Clock().Running() {
		return m
	}
	m.cloneTable().Clock().Stop(at)
	m.presence.paused = true
	m.clockID++ // its redraws stop
	return m
}

// clockFollowsPanels stops the clock as a panel covers the board of a game
// in play, and runs it again when the board shows (the key that closed the
// panel was the player's). A question, asked in the status row over the
// board, leaves it running.
func (m Model) clockFollowsPanels() (Model, tea.Cmd) {
	if m.table == nil || m.mode != playingDeal && m.mode != typingMoves {
		return m, nil
	}
	switch {
	case m.panelOpen() && m.table.Clock().Running():
		m = m.pauseClock(m.now())
		m.presence.covered = true
	case !m.panelOpen() && m.presence.covered:
		return m.present()
	}
	return m, nil
}

// panelOpen reports whether a panel is open over the board (under a
// question, too: the statistics under the question whether to clear them).
func (m Model) panelOpen() bool {
	for _, d := range m.overlays.open[:m.overlays.n] {
		if k := d.kind(); k != confirmOverlay && k != bannerOverlay {
			return true
		}
	}
	return false
}

// idleSince is when the clock stops for want of a key or click, if it
// runs that long.
func (m Model) idleSince() time.Time { return m.presence.last.Add(idleLimit) }

// isPresence reports whether msg is the player at the keys or the mouse, or
// the terminal's focus coming back, or the viewer resumed after a suspend.
func isPresence(msg tea.Msg) bool {
	switch msg.(type) {
	case tea.KeyPressMsg, tea.PasteMsg, tea.MouseClickMsg, tea.MouseReleaseMsg, tea.MouseMotionMsg, tea.MouseWheelMsg, tea.FocusMsg, tea.ResumeMsg:
		return true
	}
	return false
}
