package model

import (
	"cmp"
	"maps"
	"slices"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/play"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// A game is never thrown away nor counted lost without the player's say: the
// question is put on the status line, and y or n answers it.

// confirmation is a question put to the player.
type confirmation struct {
	question view.Question
	deal     state.Key
	step     int         // TakeOverQuestion: the playback's step
	from, to rules.Place // ColumnQuestion: the move asked about
	count    int         // ColumnQuestion: the cards the run would move
	nudged   bool        // a key that is no answer was pressed: the line says to answer first
}

func (confirmation) kind() overlay           { return confirmOverlay }
func (confirmation) panel(*Model) view.Panel { return view.Panel{} } // the status row asks it

// update answers the question (see answer); Ctrl+C quits over it.
func (c confirmation) update(m Model, msg tea.KeyPressMsg) (Model, tea.Cmd, bool) {
	if key.Matches(msg, m.keys.Confirm.Quit) {
		return m, tea.Quit, true
	}
	next, cmd := m.answer(c, msg)
	return next, cmd, true
}

// question is the question put, if one is.
func (m *Model) question() (confirmation, bool) { return shown[confirmation](m) }

// put puts a question; the keys answer it until it is answered.
func (m Model) put(kind view.Question, step int) Model {
	m.open(confirmation{question: kind, deal: m.key(), step: step})
	m.picked = nil
	return m
}

// askConflict puts the question of another program's save on the deal.
func (m Model) askConflict(deal state.Key) Model {
	m.open(confirmation{question: view.ConflictQuestion, deal: deal})
	return m
}

// answer takes y or n; other keys leave the question where it is (Esc is no,
// where no is a way out).
func (m Model) answer(c confirmation, msg tea.KeyPressMsg) (Model, tea.Cmd) {
	keys := m.keys.Confirm
	if c.question == view.ColumnQuestion {
		return m.answerColumn(c, msg)
	}
	yes := key.Matches(msg, keys.Yes)
	no := key.Matches(msg, keys.No) || key.Matches(msg, keys.Cancel) && c.question != view.ConflictQuestion
	if !yes && !no {
		return m.nudge(c), nil
	}
	m.shut(confirmOverlay)
	m.status = view.Status{}
	switch c.question {
	case view.RestartQuestion:
		if yes {
			return m.restartNow()
		}
	case view.TakeOverQuestion:
		if yes {
			return m.takeOverNow()
		}
	case view.ClearStatsQuestion:
		if yes {
			return m.clearStats()
		}
	case view.QuitQuestion:
		if yes {
			return m, tea.Quit
		}
	case view.ConflictQuestion:
		return m.resolveConflict(c.deal, yes)
	case view.NoQuestion, view.ColumnQuestion:
	}
	return m, nil
}

// nudge marks the question c as put again, a key that is no answer having
// been pressed (it was left out without a word: a move typed ahead, as 1
// after a run to an empty column, was lost, and the next key answered).
func (m Model) nudge(c confirmation) Model {
	c.nudged = true
	m.keepDialog(c)
	return m
}

// resolveConflict keeps the player's game over another program's (yes), or
// takes the other's, keeping the player's aside (no): nothing is lost either way.
func (m Model) resolveConflict(deal state.Key, keepOurs bool) (Model, tea.Cmd) {
	g, ok := m.games[deal]
	if !ok || !m.saving() {
		return m, nil
	}
	ours := m.record(g)
	if keepOurs {
		return m, ask(m.disk.queue.Replace(ours), func(r state.Replaced) tea.Msg { return replacedMsg{deal, r} })
	}
	return m, ask(m.disk.queue.TakeTheirs(ours), func(l state.Loaded) tea.Msg { return theirsMsg{l} })
}

// replacedMsg is Replace's answer.
type replacedMsg struct {
	deal     state.Key
	replaced state.Replaced
}

// keptOurs takes Replace's answer: what became of the other program's game
// is said (set aside, or ended, its result kept).
func (m Model) keptOurs(msg replacedMsg) (Model, tea.Cmd) {
	if err := msg.replaced.Err; err != nil {
		return m.saved(savedMsg{deal: msg.deal, err: err})
	}
	next, cmd := m.saved(savedMsg{deal: msg.deal})
	next.forgetDeal(msg.deal) // its record changed: read again when shown
	next.status = view.Status{Kind: view.KeptOurs, Game: msg.deal.Deal}
	if !msg.replaced.SetAside {
		next.status.Kind = view.KeptOursTheirsEnded
	}
	return next, cmd
}

// tookTheirs plays on the other program's game, read.
func (m Model) tookTheirs(msg theirsMsg) (Model, tea.Cmd) {
	l := msg.loaded
	if l.Err != nil {
		return m.saveFailed(l.Err)
	}
	m.setDeal(l.Key, dealInfo{read: true, at: m.now(), record: l.Record})
	games := maps.Clone(m.games)
	delete(games, l.Key)
	m.games = games
	said := view.Status{Kind: view.TookTheirs, Game: l.Key.Deal}
	if l.Record.InProgress == nil {
		said.Kind = view.TookTheirsEnded // the other program ended its game: a new one starts
	}
	if m.table == nil || keyOf(m.table) != l.Key || m.key() != l.Key {
		m.status = said
		return m, nil
	}
	next, cmd := m.openGame() // theirs, as read, on the table
	next.status = said
	return next, cmd
}

// clearStats clears the statistics, once the player said yes.
func (m Model) clearStats() (Model, tea.Cmd) {
	m.tally = m.tally.cleared(m.cells)
	m.journal.asked, m.journal.cells, m.journal.marks = false, -1, nil // read again, after the clearing
	m.journal.rev++
	m.shut(statsOverlay)
	m.status = view.Status{Kind: view.StatsCleared}
	if !m.saving() {
		return m, nil
	}
	m.disk.deals = nil // every deal's record changes
	return m, ask(m.disk.queue.ClearResults(m.cells), func(err error) tea.Msg { return clearedMsg{err} })
}

// quit quits, but asks first where a game in progress would end with the
// run: nothing is saved (a server's guest, or saved games that cannot be
// used). Ctrl+C asks too (over SSH it is a reflex), and quits over the
// question, as over every question: pressed twice, it quits.
func (m Model) quit() (Model, tea.Cmd) {
	switch {
	case !m.unkept() || m.status.Kind == view.QuitAgain:
		return m, tea.Quit
	case !view.Fits(m.screen()): // out of sight, no room for the question: the screen asks for the key once more
		m.status = view.Status{Kind: view.QuitAgain}
		return m, nil
	}
	return m.put(view.QuitQuestion, 0), nil
}

// unkept reports whether a game that can still be played has player moves
// that quitting would throw away: nothing is saved in this run, or saves
// are failing (the last one was said to fail, and none has worked since).
func (m Model) unkept() bool {
	return (!m.saving() || m.disk.trouble != nil) && m.playableGames() > 0
}

// playableGames counts the games that can still be played and have player
// moves: the table's and those left for the deals.
func (m Model) playableGames() int { return len(m.playableDeals()) }

// playableDeals are the deals of those games, in order of deal, free cells
// (most first: four, the usual, before fewer), daily and layout.
func (m Model) playableDeals() []state.Key {
	playable := func(deal state.Key, g *play.Game) bool {
		player, _ := g.Counts()
		return player > 0 && !g.Won() && !g.NoMoveLeft() && !m.recorded[deal]
	}
	var deals []state.Key
	if m.table != nil && playable(keyOf(m.table), m.table) {
		deals = append(deals, keyOf(m.table))
	}
	for deal, g := range m.games {
		if g != m.table && playable(deal, g) && !slices.Contains(deals, deal) {
			deals = append(deals, deal)
		}
	}
	slices.SortFunc(deals, func(a, b state.Key) int {
		return cmp.Or(cmp.Compare(a.Deal, b.Deal), cmp.Compare(b.FreeCells, a.FreeCells), cmp.Compare(a.Daily, b.Daily), cmp.Compare(a.Layout, b.Layout))
	})
	return deals
}
