package model

import (
	"time"

	"charm.land/bubbles/v2/spinner"
	tea "charm.land/bubbletea/v2"
)

// spinAgain is how often a spinner held still looks whether a search it
// shows has had its turn.
const spinAgain = 250 * time.Millisecond

// spinAgainMsg ends a spinner's hold.
type spinAgainMsg struct{}

// spin turns the spinner while a job it shows is at work. While every such
// job waits for a turn of the shared budget it holds still, and looks again
// each spinAgain: a frame is drawn for each turn of it, and on a loaded
// server a hundred sessions waiting for a turn drew a thousand frames a
// second. Of the spinner's ticks that come meanwhile one is kept, as a look
// again, and the rest dropped.
func (m Model) spin(msg spinner.TickMsg) (Model, tea.Cmd) {
	m.status.Waiting = m.solving.waits()
	switch {
	case !m.busy():
		return m, nil // the job is over: let the spinner stop
	case m.spinsStill():
		if m.spinHeld {
			return m, nil
		}
		m.spinHeld = true
		return m, tick(m.life, spinAgain, func(time.Time) tea.Msg { return spinAgainMsg{} })
	}
	var cmd tea.Cmd
	m.spinner, cmd = m.spinner.Update(msg)
	m.status.Spinner = m.spinner
	return m, cmd
}

// busy reports whether a job the spinner shows runs.
func (m Model) busy() bool {
	return m.solving.running() || m.thinking() || m.reviewBusy() || m.learning.job.running() || m.picking.running()
}

// spinsStill reports whether every job the spinner shows that runs waits
// for its turn.
func (m Model) spinsStill() bool {
	for _, j := range []job{m.solving, m.coach.job, m.reviewing, m.learning.job, m.picking} {
		if j.running() && !j.waits() {
			return false
		}
	}
	return true
}
