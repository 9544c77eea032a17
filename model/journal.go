package model

import (
	"maps"

	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// journal is what the player has done with each deal, with the free cells
// deals are played with now (tried, won), and the facts worked out of deals
// the shipped atlas does not hold in full: read from the saved games once,
// then kept up to date as games end and facts come. The journey map and the
// picker read it. Its maps are never changed once made, only replaced:
// models are values, and pick searches read them in the background.
type journal struct {
	cells  int                   // the free cells marks are of
	marks  map[int64]view.Mark   // by deal: tried or won (never: absent)
	learnt map[int64]atlas.Facts // the facts worked out, by deal
	asked  bool                  // marks were asked of the store for cells
	facts  bool                  // facts were asked of the store
	rev    int                   // counts the changes: the journey map's data is built again when it moves
}

type (
	marksReadMsg struct {
		cells int
		read  state.StatsRead
	}
	factsReadMsg struct{ read state.FactsRead }
)

// readJournal asks the store for the marks of the free cells played with now,
// and for the facts kept, once each.
func (m *Model) readJournal() tea.Cmd {
	if !m.disk.store.Reading() {
		if m.journal.cells != m.settings.FreeCells {
			m.journal.cells, m.journal.marks = m.settings.FreeCells, m.tally.marks(m.settings.FreeCells)
			m.journal.rev++
		}
		return nil
	}
	if m.hurried() { // F held down: the free cells it stops on are read
		return m.settleBrowse()
	}
	var cmds []tea.Cmd
	if !m.journal.asked || m.journal.cells != m.settings.FreeCells {
		m.journal.asked, m.journal.cells, m.journal.marks = true, m.settings.FreeCells, nil
		m.journal.rev++
		cells := m.settings.FreeCells
		cmds = append(cmds, ask(m.disk.queue.Stats(cells), func(r state.StatsRead) tea.Msg { return marksReadMsg{cells, r} }))
	}
	if !m.journal.facts {
		m.journal.facts = true
		cmds = append(cmds, ask(m.disk.queue.AllFacts(), func(r state.FactsRead) tea.Msg { return factsReadMsg{r} }),
			ask(m.disk.queue.AllOptimal(), func(r state.OptimalRead) tea.Msg { return optimalReadMsg{r} }))
	}
	return tea.Batch(cmds...)
}

// marksRead takes the marks read, if still of the free cells played with.
func (m Model) marksRead(msg marksReadMsg) (Model, tea.Cmd) {
	if msg.cells != m.journal.cells || msg.read.Err != nil {
		return m, nil // the store's trouble is said by the saves
	}
	marks := map[int64]view.Mark{}
	for _, d := range msg.read.Stats.Deals {
		switch {
		case d.Layout != "":
		case d.Won > 0:
			marks[d.Deal] = view.MarkWon
		case d.Tries > 0:
			marks[d.Deal] = view.MarkTried
		}
	}
	for deal, mark := range m.journal.marks { // games that ended since it was asked
		marks[deal] = max(marks[deal], mark)
	}
	m.journal.marks = marks
	m.journal.rev++
	return m, nil
}

// factsRead takes the facts kept.
func (m Model) factsRead(msg factsReadMsg) (Model, tea.Cmd) {
	if msg.read.Err != nil {
		return m, nil
	}
	learnt := msg.read.Facts
	maps.Copy(learnt, m.journal.learnt) // worked out since it was asked
	m.journal.learnt = learnt
	m.journal.rev++
	return m, nil
}

// mark marks the deal of a game played (a move made) with the free cells of
// the marks: tried, or won. A daily is a game of its own: its deal's mark
// stays as the deal's own games leave it (the store's reading agrees).
func (j journal) mark(g state.Key, won bool) journal {
	if g.Layout != "" || g.Daily != "" || g.FreeCells != j.cells {
		return j
	}
	mark := view.MarkTried
	if won {
		mark = view.MarkWon
	}
	if j.marks[g.Deal] >= mark {
		return j
	}
	j.marks = maps.Clone(j.marks)
	if j.marks == nil {
		j.marks = map[int64]view.Mark{}
	}
	j.marks[g.Deal] = mark
	j.rev++
	return j
}

// learn keeps the facts worked out of a deal.
func (j journal) learn(f atlas.Facts) journal {
	j.learnt = maps.Clone(j.learnt)
	if j.learnt == nil {
		j.learnt = map[int64]atlas.Facts{}
	}
	j.learnt[f.Game] = f
	j.rev++
	return j
}

// factsOf is the facts known of game: the shipped atlas's in full, else those
// worked out, else what the atlas knows in part (the fewest cells from the
// million's table, or whether three cells suffice). Facts worked out that
// left the fewest undecided (kept before the million's table knew it) give
// way to the table's.
func (j journal) factsOf(game int64) (atlas.Facts, bool) {
	f, ok := atlas.Lookup(game)
	if ok && !f.Cheap {
		return f, true
	}
	learnt, have := j.learnt[game]
	if givesWay := learnt.Undecided() && ok && f.Known; have && !givesWay {
		return learnt, true
	}
	return f, ok
}

// deals is the journal as a pick reads it, safe to read in the background:
// its maps are never changed.
func (j journal) deals() atlas.Deals {
	marks := j.marks
	return atlas.Deals{
		Facts: j.factsOf,
		Won:   func(game int64) bool { return marks[game] == view.MarkWon },
	}
}

// marks is the tally's marks of deals played with cells free cells.
func (t tally) marks(cells int) map[int64]view.Mark {
	marks := map[int64]view.Mark{}
	for _, d := range t.stats(cells).DealsPlayed() {
		marks[d.Game] = view.MarkTried
		if d.Won {
			marks[d.Game] = view.MarkWon
		}
	}
	return marks
}
