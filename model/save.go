package model

import (
	"errors"
	"maps"
	"slices"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/play"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// The saved games. Every read and write goes through the store's Queue, in
// order, away from the screen: Update asks and returns a command that waits
// for the answer, which comes back as a message. Update never waits on the
// disk; only the last save, as the program ends, is made at once (Close).

// disk is the model's side of the saved games.
type disk struct {
	store    *state.Store
	queue    *state.Queue
	deals    map[state.Key]dealInfo // the records read, by deal and free cells
	trouble  error                  // why the last save failed, until one succeeds
	retryID  int                    // tells the current retry's tick from stale ones
	pollID   int                    // tells the current poll's tick from stale ones
	polling  bool                   // a poll's tick is on its way
	opening  state.Key              // a game to play once its record is read (zero: none)
	resuming bool                   // opening is the start's: a game in progress only, else the deal is browsed
	opened   *play.Game             // the game in play as it was put on the table
	held     []tea.KeyPressMsg      // keys pressed while it is read, for the game
	openSaid view.Status            // what the status line says once it opens, unless it says more
	openLine bool                   // the move line opens once it opens (: while browsing)
	dailyAsk state.Key              // the daily shown at the player's asking (D, --daily), until its record is read: won today, it says so
}

// dealInfo is a deal's record: asked for, then read (at some time: another
// program may have changed it since).
type dealInfo struct {
	read    bool
	at      time.Time
	record  state.DealRecord
	reading bool // read, and being read again
}

// dealFresh is how long a deal's record read holds good while browsing.
const dealFresh = 10 * time.Second

// maxDealsKept bounds the records kept while browsing.
const maxDealsKept = 128

// saving reports whether games are saved.
func (m *Model) saving() bool { return m.disk.store.Saving() }

// ask runs a store job's wait as a command and hands its answer back as the
// message msg makes of it.
func ask[T any](p state.Pending[T], msg func(T) tea.Msg) tea.Cmd {
	return func() tea.Msg { return msg(p.Wait()) }
}

type (
	savedMsg struct {
		deal state.Key
		err  error
		// more: a retry's results, recorded with games to save after them,
		// whose answers say whether saving works again
		more bool
	}
	dealReadMsg  struct{ loaded state.Loaded }
	theirsMsg    struct{ loaded state.Loaded } // the game another program saved, taken instead of ours
	statsReadMsg struct {
		read state.StatsRead
		kept bool // the statistics kept from the last read, shown again
	}
	retrySaveMsg struct{ id int }
	dealPollMsg  struct{ id int }
	clearedMsg   struct{ err error }
	settingMsg   struct{ err error }
	setAsideMsg  struct{ err error }
)

// retryInterval is how long a failed save waits to be tried again.
const retryInterval = 5 * time.Second

// record is a game as the store keeps it.
func (m *Model) record(g *play.Game) state.Game {
	player, _ := g.Counts()
	k := keyOf(g)
	return state.Game{Deal: k.Deal, FreeCells: k.FreeCells, Layout: k.Layout, Daily: k.Daily, Moves: g.Notation(), PlayerMoves: player, Elapsed: g.Clock().Elapsed(m.now()), Assisted: g.Assisted()}
}

// save writes the game in play after a change.
func (m *Model) save() tea.Cmd { return m.saveGame(m.table) }

// saveGame writes g after a change: a win once, as won; else the game in
// progress. Where nothing is saved, this run's tally counts the win.
func (m *Model) saveGame(g *play.Game) tea.Cmd {
	if g == nil {
		return nil
	}
	deal := keyOf(g)
	if g.TryMoves() > 0 && deal.Daily == "" { // tried: on the journey map at once (a daily is a game of its own)
		m.journal = m.journal.mark(deal, g.Won())
	}
	switch {
	case g.Won() && !m.recorded[deal]:
		m.tally = m.tally.ended(m.record(g), true)
		m.setRecorded(deal, true)
		m.noteEnded(m.record(g), true)
		board := m.recordDailyWin(m.record(g))
		if m.saving() {
			return tea.Batch(board, ask(m.disk.queue.End(m.record(g), state.Won), func(err error) tea.Msg { return savedMsg{deal: deal, err: err} }))
		}
		return board
	case g.Won() || m.recorded[deal]: // won already: what follows is play after the win
	case m.saving():
		return ask(m.disk.queue.Save(m.record(g)), func(err error) tea.Msg { return savedMsg{deal: deal, err: err} })
	}
	return nil
}

// saveSettings changes the settings by change, and saves what changed: the
// one way they change.
func (m *Model) saveSettings(change func(*state.Settings)) tea.Cmd {
	was := m.settings
	change(&m.settings)
	if !m.saving() {
		return nil
	}
	return ask(m.disk.queue.SaveSettings(was, m.settings), func(err error) tea.Msg { return settingMsg{err} })
}

// saveSetting remembers a value the viewer keeps beside the settings (where
// it was as it ended).
func (m *Model) saveSetting(name, value string) tea.Cmd {
	if !m.saving() {
		return nil
	}
	return ask(m.disk.queue.SaveSetting(name, value), func(err error) tea.Msg { return settingMsg{err} })
}

// saved takes a save's answer: a conflict is put to the player, a failure said
// once and tried again, a success after failures said.
func (m Model) saved(msg savedMsg) (Model, tea.Cmd) {
	switch {
	case msg.err == nil && msg.more:
		return m, nil
	case msg.err == nil:
		if m.disk.trouble != nil {
			m.disk.trouble = nil
			m.status = view.Status{Kind: view.SavingAgain}
			if c, asked := m.question(); asked && c.question == view.QuitQuestion && !m.unkept() { // its reason is gone: it said "nothing is saved in this run"
				m.shut(confirmOverlay)
				m.status.Kind = view.SavedQuitAgain
			}
		}
		return m, nil
	case state.IsConflict(msg.err):
		return m.askConflict(msg.deal), nil
	}
	return m.saveFailed(msg.err)
}

// saveFailed says a failed write (once, until one succeeds) and tries the
// game in play again a little later.
func (m Model) saveFailed(err error) (Model, tea.Cmd) {
	if m.disk.trouble == nil {
		m.status = view.Status{Kind: view.NotSaving, Save: state.ProblemOf(err)}
		errors.As(err, &m.status.Trouble) // the path, and why, where the store says them
	}
	m.disk.trouble = err
	m.disk.retryID++
	id := m.disk.retryID
	return m, tick(m.life, retryInterval, func(time.Time) tea.Msg { return retrySaveMsg{id} })
}

// retrySave saves the game in play again, while saves fail.
func (m Model) retrySave(msg retrySaveMsg) (Model, tea.Cmd) {
	if msg.id != m.disk.retryID || m.disk.trouble == nil {
		return m, nil
	}
	ends := m.disk.queue.RetryEnds() // results first
	var saves []tea.Cmd
	for _, g := range m.unsaved() {
		if cmd := m.saveGame(g); cmd != nil {
			saves = append(saves, cmd)
		}
	}
	more := len(saves) > 0
	return m, tea.Batch(append(saves, ask(ends, func(err error) tea.Msg { return savedMsg{err: err, more: more} }))...)
}

// unsaved are the games that may hold moves not saved: the game in play,
// and while saves fail, every game in progress this run played.
func (m Model) unsaved() []*play.Game {
	var games []*play.Game
	if m.table != nil {
		games = append(games, m.table)
	}
	if m.disk.trouble == nil {
		return games
	}
	for deal, g := range m.games {
		if g != m.table && !m.recorded[deal] && !g.Won() && g.TryMoves() > 0 {
			games = append(games, g)
		}
	}
	return games
}

// settingSaved takes a setting's answer: a failure is said as a save's.
func (m Model) settingSaved(msg settingMsg) (Model, tea.Cmd) {
	if msg.err == nil {
		return m, nil
	}
	return m.saveFailed(msg.err)
}

// readDeal asks for the record of the deal on screen, once, while browsing,
// and again once it is dealFresh old: while the deal is browsed, a poll's tick
// comes every dealFresh to read it again (another program may be playing it).
func (m *Model) readDeal() tea.Cmd {
	if !m.saving() || m.mode != browsing && m.mode != prompting && m.disk.opening == (state.Key{}) {
		return nil
	}
	if m.hurried() {
		return m.settleBrowse()
	}
	var poll tea.Cmd
	if m.mode == browsing && !m.disk.polling {
		m.disk.polling = true
		m.disk.pollID++
		id := m.disk.pollID
		poll = tick(m.life, dealFresh, func(time.Time) tea.Msg { return dealPollMsg{id} })
	}
	neighbours := tea.Batch(m.prefetchDeal(Navigate(m.game, NextGame)), m.prefetchDeal(Navigate(m.game, PrevGame)))
	info, asked := m.disk.deals[m.key()]
	if asked && (!info.read || info.reading || m.now().Sub(info.at) < dealFresh || m.disk.opening != (state.Key{})) {
		return tea.Batch(poll, neighbours)
	}
	info.reading = true // what was read shows until the new read comes
	m.setDeal(m.key(), info)
	read := ask(m.disk.queue.LoadDeal(m.key()), func(l state.Loaded) tea.Msg { return dealReadMsg{l} })
	return tea.Batch(poll, read, neighbours) // the deal's own first: the queue answers in order
}

// prefetchDeal asks for the record of game, with the free cells deals are
// played with, unless it was asked for already: the deal n or p shows next
// then has its state in the title at once, not a moment later.
func (m *Model) prefetchDeal(game int64) tea.Cmd {
	k := state.Key{Deal: game, FreeCells: m.settings.FreeCells}
	if _, asked := m.disk.deals[k]; asked || game == m.game || !m.saving() {
		return nil
	}
	m.setDeal(k, dealInfo{})
	return ask(m.disk.queue.LoadDeal(k), func(l state.Loaded) tea.Msg { return dealReadMsg{l} })
}

// dealRead takes a deal's record; a game waiting on it opens. A game
// another program played on since this one saved it is taken as it is
// stored: this run's copy is out of date. While the deal is browsed, its
// record is read again now and then (pollDeal).
func (m Model) dealRead(msg dealReadMsg) (Model, tea.Cmd) {
	l := msg.loaded
	m.setDeal(l.Key, dealInfo{read: true, at: m.now(), record: l.Record})
	if state.ProblemOf(l.Err) == state.Damaged {
		m.status = view.Status{Kind: view.SavedGameSetAside, Game: l.Key.Deal}
	}
	if _, ours := m.games[l.Key]; l.Changed && ours && (m.table == nil || keyOf(m.table) != l.Key || m.disk.opening == l.Key) {
		m.games = maps.Clone(m.games)
		delete(m.games, l.Key)
		m.setRecorded(l.Key, false)
	}
	if m.disk.dailyAsk == l.Key {
		m.disk.dailyAsk = state.Key{}
		if day, won := m.wonToday(l); won { // shown, not played again unasked: the last run may have ended on its win
			m.status = view.Status{Kind: view.DailyWonToday, Share: &day}
			if m.disk.opening == l.Key {
				m.disk.opening = state.Key{}
				return m.replayHeld(nil)
			}
			return m, nil
		}
	}
	if m.disk.opening == l.Key && m.key() == l.Key {
		resuming := m.disk.resuming
		m.disk.opening, m.disk.resuming = state.Key{}, false
		if resuming && l.Record.InProgress == nil && m.games[l.Key] == nil {
			return m.replayHeld(nil) // the last run's game ended as it was left (lost, or won): nothing goes on
		}
		m, cmd := m.openGame()
		return m.replayHeld(cmd)
	}
	return m, nil
}

// staleDeal has deal's record read again once it is browsed: a game left on
// it has changed it since it was read (its moves undone to none, a try
// counted lost and another begun), and browsing said "played twice" or
// "not played yet" of a deal lost once. What was read shows meanwhile.
func (m *Model) staleDeal(deal state.Key) {
	if info, ok := m.disk.deals[deal]; ok && info.read {
		info.at = time.Time{}
		m.setDeal(deal, info)
	}
}

// pollDeal reads the browsed deal's record again, however fresh: another
// program may be playing it. (Update's readDeal then asks for the next poll.)
func (m Model) pollDeal(msg dealPollMsg) (Model, tea.Cmd) {
	if msg.id != m.disk.pollID {
		return m, nil
	}
	m.disk.polling = false
	if info, ok := m.disk.deals[m.key()]; ok && info.read && m.mode == browsing {
		info.at = time.Time{} // stale: read again, what was read shown meanwhile
		m.setDeal(m.key(), info)
	}
	return m, nil
}

// hold keeps a key pressed while a game is being opened, for the game: keys
// typed at once after Enter are its moves.
func (m Model) hold(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	m.disk.held = append(slices.Clip(m.disk.held), msg)
	return m, nil
}

// replayHeld hands the game the keys pressed while it was opened, each as
// Update would: the coach set to the position first (H held through F's
// new game showed the hint of the game F left).
func (m Model) replayHeld(cmd tea.Cmd) (Model, tea.Cmd) {
	held := m.disk.held
	m.disk.held = nil
	cmds := []tea.Cmd{cmd}
	for _, k := range held {
		cmds = append(cmds, m.reconsider())
		var c tea.Cmd
		m, c = m.updateKey(k)
		cmds = append(cmds, c)
	}
	return m, tea.Batch(cmds...)
}

func (m *Model) setDeal(deal state.Key, info dealInfo) {
	m.disk.deals = maps.Clone(m.disk.deals)
	if m.disk.deals == nil || len(m.disk.deals) >= maxDealsKept {
		m.disk.deals = map[state.Key]dealInfo{}
	}
	m.disk.deals[deal] = info
}

// forgetDeal drops a deal's record, which has changed: it is read anew when
// shown.
func (m *Model) forgetDeal(deal state.Key) {
	if _, ok := m.disk.deals[deal]; ok {
		m.disk.deals = maps.Clone(m.disk.deals)
		delete(m.disk.deals, deal)
	}
}

// storedGame is the game in progress the store keeps on the deal on screen,
// as read; ok is false when there is none or it does not replay (then it is
// set aside, and said).
func (m *Model) storedGame() (*play.Game, tea.Cmd, bool) {
	rec := m.disk.deals[m.key()].record.InProgress
	if rec == nil {
		return nil, nil, false
	}
	moves, err := rules.ParseMoves(strings.Join(rec.Moves, " "))
	var g *play.Game
	if err == nil {
		g, err = m.resumeGame(moves, rec.Elapsed)
	}
	if err != nil {
		m.status = view.Status{Kind: view.SavedGameSetAside, Game: m.game}
		m.forgetDeal(m.key())
		return nil, ask(m.disk.queue.SetAside(m.key(), "does not replay"), func(err error) tea.Msg { return setAsideMsg{err} }), false
	}
	if rec.Assisted {
		g.MarkAssisted()
	}
	return g, nil, true
}
