package model

import (
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/state"
)

// browsePace tells a player looking at deals from one going through them
// faster than a record could be read or a survey started: a deal shown
// within browseSettle of the one before has its record and its neighbours'
// read, and its facts surveyed, once the deals stop going by. Held down, n
// reads nothing until let go. A client flooding n (2,000 a second, the
// server's input bound then) had the store read a record for each and kept
// a core busy; flooding r, a survey started and stopped for each;
// flooding D, today's daily was read anew each time, and the server's board.
type browsePace struct {
	shown    state.Key // the deal on screen when notePace last looked
	at       time.Time // when it came
	seen     int       // the deals shown so far
	hurried  bool      // it came within browseSettle of the one before
	settling bool      // a browseSettledMsg is on its way
}

// browseSettle is how long a deal must stay on screen for its record to be
// read at once: key repeat comes every 30-50 ms, a player's presses slower.
const browseSettle = 60 * time.Millisecond

// browseSettledMsg comes browseSettle after a hurried deal, with the deals
// seen then: none since, the hurry is over.
type browseSettledMsg struct{ seen int }

// notePace notes the deal on screen, after each message.
func (m *Model) notePace() {
	if k := m.key(); k != m.pace.shown {
		m.pace.came(k, m.now())
	}
}

// came notes deal k shown at now: a new deal, or one shown afresh (D again
// reads today's daily anew).
func (p *browsePace) came(k state.Key, now time.Time) {
	p.hurried = now.Sub(p.at) < browseSettle
	p.shown, p.at = k, now
	p.seen++
}

// hurried reports whether deals are going by too fast for their records to
// be read or their facts surveyed; never while a game is opened, which
// waits on its read.
func (m *Model) hurried() bool {
	return m.pace.hurried && m.mode == browsing && m.disk.opening == (state.Key{})
}

// settleBrowse asks, once, to be told when browseSettle has passed.
func (m *Model) settleBrowse() tea.Cmd {
	if m.pace.settling {
		return nil
	}
	m.pace.settling = true
	seen := m.pace.seen
	return tick(m.life, browseSettle, func(time.Time) tea.Msg { return browseSettledMsg{seen} })
}

// browseSettled ends a hurry once no deal has come since its timer started;
// Update's readDeal and learnFacts then do what waited, or wait again.
func (m Model) browseSettled(msg browseSettledMsg) Model {
	m.pace.settling = false
	if msg.seen == m.pace.seen {
		m.pace.hurried = false
	}
	return m
}
