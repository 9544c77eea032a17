package model

import (
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/searches"
)

// Learning a deal's facts: while a deal the shipped atlas does not hold in
// full is browsed, a survey works its facts out in the background (the
// spinner in the facts row says so), and they are kept in the saved games:
// never worked out twice. The survey yields to every other job: it runs only
// while no solve, coach or review does, and stops as one starts, so that a
// hint never waits on it (big searches take turns behind one lock).

// learning is the survey of a deal's facts, while one runs.
type learning struct {
	job     job
	game    int64     // the deal surveyed
	started time.Time // when its survey started: the facts row says how long it has run
	failed  int64     // a deal whose survey failed (not stopped): not tried again this run
}

// viewerSurvey bounds the viewer's surveys tighter than the atlas's (a
// minute and a gibibyte a verdict with fewer than four cells): a player's
// machine does other things. A verdict past them leaves the fewest cells
// between two counts, as the facts row says.
var viewerSurvey = atlas.Options{Timeout: 15 * time.Second, MaxBytes: 256 << 20}

// learntMsg carries a survey's facts.
type learntMsg struct {
	id    int
	facts atlas.Facts
	err   error
}

// learnFacts starts the survey of the deal on screen where its facts are not
// known and nothing else runs, and stops one that should not run now.
func (m *Model) learnFacts() tea.Cmd {
	want := m.wantsFacts()
	if m.learning.job.running() && (!want || m.learning.game != m.game) {
		m.learning.job.stop()
	}
	if m.hurried() { // deals going by: the one they stop on is surveyed
		return m.settleBrowse()
	}
	if !want || m.learning.job.running() {
		return nil
	}
	m.learning.game, m.learning.started = m.game, m.now()
	ctx, id, game, budget := m.learning.job.start(m.life), m.learning.job.id, m.game, m.searches
	turn := m.learning.job.turn
	opts := viewerSurvey
	if f, ok := m.journal.factsOf(game); ok && f.Known { // the million's table: the rest is to work out
		opts.Known, opts.Fewest = true, f.Fewest
	}
	survey := func() tea.Msg {
		if leave, ok := budget.Enter(ctx, turn, searches.Long); ok {
			defer leave()
		}
		f, err := atlas.Survey(ctx, game, opts)
		return learntMsg{id: id, facts: f, err: err}
	}
	return tea.Batch(survey, m.spinner.Tick)
}

// wantsFacts reports whether the deal on screen should be surveyed now: it is
// browsed, its facts are not known in full, and no other job runs.
func (m *Model) wantsFacts() bool {
	if m.mode != browsing && m.mode != prompting || m.onLayout() || m.game == 0 || m.game == m.learning.failed { // the joke deals too
		return false
	}
	if f, ok := m.journal.factsOf(m.game); ok && !f.Cheap {
		return false
	}
	return !m.solving.running() && !m.thinking() && !m.reviewBusy()
}

// learnt keeps a survey's facts, and saves them.
func (m Model) learnt(msg learntMsg) (Model, tea.Cmd) {
	if !m.learning.job.owns(msg.id) {
		return m, nil
	}
	m.learning.job.finish()
	if msg.err != nil { // a stopped survey's message is stale: this one failed
		m.learning.failed = m.learning.game
		return m, nil
	}
	m.journal = m.journal.learn(msg.facts)
	if !m.saving() {
		return m, nil
	}
	return m, ask(m.disk.queue.SaveFacts(msg.facts), func(err error) tea.Msg { return factsSavedMsg{err} })
}

// factsSavedMsg says whether facts were kept; a failure is not said: they
// are worked out again next run.
type factsSavedMsg struct{ err error }

// learningFacts reports whether the facts of the deal on screen are being
// worked out.
func (m Model) learningFacts() bool { return m.learning.job.running() && m.learning.game == m.game }
