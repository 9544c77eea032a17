package model

import (
	"time"

	tea "charm.land/bubbletea/v2"
)

// The clock counts only while the player is there: not while the terminal
// reports that it lost focus or while it is suspended (Ctrl+Z), and not
// past idleLimit after the last key or click (that idle time is taken back). The title then says the clock is
// paused; the next key, click or the focus coming back goes on.

// idleLimit is how long after the last key or click the clock runs on.
const idleLimit = time.Minute

// presence is what the model knows of the player being there.
type presence struct {
	last   time.Time // the last key, click or paste, or the focus coming back
	paused bool      // the game's clock was stopped for the player's absence
}

// present notes the player at the keys: a clock paused for their absence
// runs again.
func (m Model) present() (Model, tea.Cmd) {
	m.presence.last = m.now()
	if !m.presence.paused {
		return m, nil
	}
	m.presence.paused = false
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
