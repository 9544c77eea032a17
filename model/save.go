package model

import (
	"cmp"
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

// The saved games. Every read and write goes through the store's Writer, in
// order, away from the screen: Update asks and returns a command that waits
// for the answer, which comes back as a message. Update never waits on the
// disk; only the last save, as the program ends, is made at once (Close).

// disk is the model's side of the saved games.
type disk struct {
	store    *state.Store
	writer   *state.Writer
	deals    map[state.Key]dealInfo // the records read, by deal and free cells
	trouble  error                  // why the last save failed, until one succeeds
	retryID  int                    // tells the current retry's tick from stale ones
	pollID   int                    // tells the current poll's tick from stale ones
	polling  bool                   // a poll's tick is on its way
	opening  state.Key              // a game to play once its record is read (zero: none)
	opened   *play.Game             // the game in play as it was put on the table
	held     []tea.KeyPressMsg      // keys pressed while it is read, for the game
	openSaid view.Status            // what the status line says once it opens, unless it says more
	openLine bool                   // the move line opens once it opens (: while browsing)
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
const maxDealsKept = 1024

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
	}
	dealReadMsg  struct{ loaded state.Loaded }
	theirsMsg    struct{ loaded state.Loaded } // the game another program saved, taken instead of ours
	statsReadMsg struct{ read state.StatsRead }
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
	return state.Game{Deal: k.Deal, FreeCells: k.FreeCells, Layout: k.Layout, Moves: g.Notation(), PlayerMoves: player, Elapsed: g.Clock().Elapsed(m.now()), Assisted: g.Assisted()}
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
	if g.TryMoves() > 0 { // tried: on the journey map at once
		m.journal = m.journal.mark(deal, g.Won())
	}
	switch {
	case g.Won() && !m.recorded[deal]:
		m.tally = m.tally.ended(m.record(g), true)
		m.setRecorded(deal, true)
		m.noteEnded(m.record(g), true)
		if m.saving() {
			return ask(m.disk.writer.End(m.record(g), state.Won), func(err error) tea.Msg { return savedMsg{deal, err} })
		}
	case g.Won() || m.recorded[deal]: // won already: what follows is play after the win
	case m.saving():
		return ask(m.disk.writer.Save(m.record(g)), func(err error) tea.Msg { return savedMsg{deal, err} })
	}
	return nil
}

// lose records g, a game with moves on its deal, as lost: a restart after a
// move, or a game given up for a solution's playback. The player has said yes.
func (m *Model) lose(g state.Game) tea.Cmd {
	moves := strings.Join(g.Moves, " ")
	if m.recorded[g.Key()] || len(g.Moves) == 0 || m.lostTries[g.Key()] == moves { // a try counted lost comes back by undoing its restart: it counts once
		return nil
	}
	m.lostTries = maps.Clone(m.lostTries)
	if m.lostTries == nil {
		m.lostTries = map[state.Key]string{}
	}
	m.lostTries[g.Key()] = moves
	m.tally = m.tally.ended(g, false)
	m.noteEnded(g, false)
	if !m.saving() {
		return nil
	}
	return ask(m.disk.writer.End(g, state.Lost), func(err error) tea.Msg { return savedMsg{g.Key(), err} })
}

// saveSettings changes the settings kept by change, and saves what changed.
func (m *Model) saveSettings(change func(*state.Settings)) tea.Cmd {
	was := m.kept
	change(&m.kept)
	if !m.saving() {
		return nil
	}
	return ask(m.disk.writer.SaveSettings(was, m.kept), func(err error) tea.Msg { return settingMsg{err} })
}

// saveSetting remembers a value the viewer keeps beside the settings (where
// it was as it ended).
func (m *Model) saveSetting(name, value string) tea.Cmd {
	if !m.saving() {
		return nil
	}
	return ask(m.disk.writer.SaveSetting(name, value), func(err error) tea.Msg { return settingMsg{err} })
}

// saved takes a save's answer: a conflict is put to the player, a failure said
// once and tried again, a success after failures said.
func (m Model) saved(msg savedMsg) (Model, tea.Cmd) {
	switch {
	case msg.err == nil:
		if m.disk.trouble != nil {
			m.disk.trouble = nil
			m.status = view.Status{Kind: view.SavingAgain}
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
	return m, tea.Tick(retryInterval, func(time.Time) tea.Msg { return retrySaveMsg{id} })
}

// retrySave saves the game in play again, while saves fail.
func (m Model) retrySave(msg retrySaveMsg) (Model, tea.Cmd) {
	if msg.id != m.disk.retryID || m.disk.trouble == nil {
		return m, nil
	}
	cmds := []tea.Cmd{ask(m.disk.writer.RetryEnds(), func(err error) tea.Msg { return savedMsg{state.Key{}, err} })} // results first
	for _, g := range m.unsaved() {
		cmds = append(cmds, m.saveGame(g))
	}
	return m, tea.Batch(cmds...)
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
	var poll tea.Cmd
	if m.mode == browsing && !m.disk.polling {
		m.disk.polling = true
		m.disk.pollID++
		id := m.disk.pollID
		poll = tea.Tick(dealFresh, func(time.Time) tea.Msg { return dealPollMsg{id} })
	}
	neighbours := tea.Batch(m.prefetchDeal(Navigate(m.game, NextGame)), m.prefetchDeal(Navigate(m.game, PrevGame)))
	info, asked := m.disk.deals[m.key()]
	if asked && (!info.read || info.reading || m.now().Sub(info.at) < dealFresh || m.disk.opening != (state.Key{})) {
		return tea.Batch(poll, neighbours)
	}
	info.reading = true // what was read shows until the new read comes
	m.setDeal(m.key(), info)
	read := ask(m.disk.writer.LoadDeal(m.key()), func(l state.Loaded) tea.Msg { return dealReadMsg{l} })
	return tea.Batch(poll, read, neighbours) // the deal's own first: the writer answers in order
}

// prefetchDeal asks for the record of game, with the free cells deals are
// played with, unless it was asked for already: the deal n or p shows next
// then has its state in the title at once, not a moment later.
func (m *Model) prefetchDeal(game int64) tea.Cmd {
	k := state.Key{Deal: game, FreeCells: m.dealCells}
	if _, asked := m.disk.deals[k]; asked || game == m.game || !m.saving() {
		return nil
	}
	m.setDeal(k, dealInfo{})
	return ask(m.disk.writer.LoadDeal(k), func(l state.Loaded) tea.Msg { return dealReadMsg{l} })
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
	if m.disk.opening == l.Key && m.key() == l.Key {
		m.disk.opening = state.Key{}
		m, cmd := m.openGame()
		return m.replayHeld(cmd)
	}
	return m, nil
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

// replayHeld hands the game the keys pressed while it was opened.
func (m Model) replayHeld(cmd tea.Cmd) (Model, tea.Cmd) {
	held := m.disk.held
	m.disk.held = nil
	cmds := []tea.Cmd{cmd}
	for _, k := range held {
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

// noteEnded brings the record of g's deal, as read, up to date with g's end,
// as the store will have it.
func (m *Model) noteEnded(g state.Game, won bool) {
	m.journal = m.journal.mark(g.Key(), won)
	info, ok := m.disk.deals[g.Key()]
	if !ok || !info.read {
		return
	}
	r := info.record
	if r.InProgress == nil { // a game in progress read was counted as a try already
		r.Stats = r.Stats.Tried()
	}
	r.InProgress = nil
	r.Stats = r.Stats.Ended(g, won)
	m.setDeal(g.Key(), dealInfo{read: true, at: info.at, record: r})
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
		return nil, ask(m.disk.writer.SetAside(m.key(), "does not replay"), func(err error) tea.Msg { return setAsideMsg{err} }), false
	}
	if rec.Assisted {
		g.MarkAssisted()
	}
	return g, nil, true
}

// dealState is what the player has done with the deal on screen, as browsing
// shows it; nil until its record is read.
func (m Model) dealState() *view.DealState {
	d := &view.DealState{HideClock: m.prefs.hideClock, HideMoves: m.prefs.hideMoves}
	if g, ok := m.games[m.key()]; ok && !g.Won() && g.TryMoves() > 0 {
		d.InProgress, d.Elapsed = true, g.Clock().Elapsed(m.now())
		d.Moves, _ = g.Counts()
	}
	stats := m.tally.deals[m.key()]
	if m.saving() {
		info := m.disk.deals[m.key()]
		switch {
		case !info.read && !d.InProgress:
			return nil
		case !info.read:
			return d
		}
		if rec := info.record.InProgress; rec != nil && rec.PlayerMoves > 0 && !d.InProgress && !m.recorded[m.key()] {
			d.InProgress, d.Moves, d.Elapsed = true, rec.PlayerMoves, rec.Elapsed
		}
		stats = info.record.Stats
	}
	d.Tries, d.Won = stats.Tries, stats.Won
	if stats.FewestMoves > 0 {
		d.Best = &view.Result{PlayerMoves: stats.FewestMoves, Elapsed: stats.Fastest}
	}
	return d
}

// best is the best win on deal before this one, without help: the store's
// record, or this run's where nothing is saved.
func (m *Model) best(deal state.Key) (view.Result, bool) {
	if info := m.disk.deals[deal]; info.read && info.record.Stats.FewestMoves > 0 {
		s := info.record.Stats
		return view.Result{PlayerMoves: s.FewestMoves, Elapsed: s.Fastest}, true
	}
	d := m.tally.deals[deal]
	return view.Result{PlayerMoves: d.FewestMoves, Elapsed: d.Fastest}, d.FewestMoves > 0 // a win without help
}

// Ending is what the last saves, as the program ends, could not keep.
type Ending struct {
	Games  []int64 // the deals whose moves or results were lost, or kept aside
	Lost   int     // player moves made since the last save that was kept
	Clock  []int64 // the deals whose moves are all saved, but not the time played since
	Wins   int     // wins not recorded
	Losses int     // losses not recorded
	Err    error   // why a save failed, or why nothing was saved
	Kept   bool    // another program had changed a game: this one's is kept aside
}

// Close ends the run: what was asked of the store is done, then the game in
// play (and, while saves fail, every game in progress) is saved at once. The
// Ending says what those saves could not keep.
func (m Model) Close() Ending {
	var end Ending
	if m.disk.writer == nil {
		return end
	}
	if m.table != nil {
		m.change().Clock().Stop(m.now())
	}
	if !m.saving() {
		return m.unsavedRun()
	}
	for _, g := range m.unsaved() {
		rec, result := m.record(g), state.Result("")
		switch {
		case g == m.table && g.NoMoveLeft() && !m.recorded[keyOf(g)] && g.TryMoves() > 0:
			result = state.Lost // left with no move left: lost, as the screen said
		case g == m.disk.opened && m.disk.trouble == nil:
			continue // only looked at: saved as it is (a save would change another program's game)
		case g.Won() && !m.recorded[keyOf(g)]:
			result = state.Won
		case g.Won() || m.recorded[keyOf(g)]:
			continue
		}
		kept, err := m.disk.writer.SaveNow(rec, result)
		switch {
		case err == nil:
		case result == "" && slices.Equal(kept.Moves, rec.Moves): // the moves are saved: only the clock's last seconds are not
			end.Clock, end.Err = append(end.Clock, g.Deal()), err
		case state.IsConflict(err):
			if end.Err = m.disk.store.KeepAside(rec, "another freecell changed the game as this one ended"); end.Err == nil {
				end.Kept = true
			}
			end.Games = append(end.Games, g.Deal())
		default:
			end.Lost += max(rec.PlayerMoves-kept.PlayerMoves, 1)
			end.Games, end.Err = append(end.Games, g.Deal()), err
		}
	}
	unrecorded, err := m.disk.writer.EndsNow()
	for _, e := range unrecorded {
		if e.Result == state.Won {
			end.Wins++
		} else {
			end.Losses++
		}
		if !slices.Contains(end.Games, e.Game.Deal) {
			end.Games = append(end.Games, e.Game.Deal)
		}
		end.Err = err
	}
	return end
}

// unsavable reports whether the game in play holds moves of the player's
// that a run saving nothing cannot keep.
func (m Model) unsavable() bool {
	if m.disk.store == nil || m.saving() || m.table == nil {
		return false
	}
	player, _ := m.table.Counts()
	return player > 0
}

// unsavedRun is the Ending of a run that saved nothing (it said why as it
// started): every game in progress with moves of the player's, and every
// result, is lost.
func (m Model) unsavedRun() Ending {
	end := Ending{Err: m.disk.store.Trouble()}
	for _, t := range m.tally.counts {
		end.Wins += t.Won
		end.Losses += t.Played - t.Won
	}
	for deal := range m.tally.deals {
		if !slices.Contains(end.Games, deal.Deal) {
			end.Games = append(end.Games, deal.Deal)
		}
	}
	for deal, g := range m.games {
		if player, _ := g.Counts(); player > 0 && !g.Won() && !m.recorded[deal] {
			end.Lost += player
			if !slices.Contains(end.Games, deal.Deal) {
				end.Games = append(end.Games, deal.Deal)
			}
		}
	}
	slices.Sort(end.Games)
	return end
}

// statistics opens the statistics: this run's where nothing is saved, else
// the store's, once read.
func (m *Model) statistics() tea.Cmd {
	run := m.tally.stats(m.cells)
	session := &view.Session{Played: run.Played, Won: run.Won}
	if !m.saving() {
		s := view.StatsOf(run, false)
		s.Session = session
		s.Deal = m.tally.deals[m.key()]
		s.Deal.Deal = m.game
		for _, g := range m.games {
			if len(g.Moves()) > len(g.Opening()) && !g.Won() && g.FreeCells() == m.cells {
				s.InProgress++
				if keyOf(g) == m.key() {
					s.Deal.Tries++
				}
			}
		}
		m.stats = &s
		m.open(statsOverlay)
		return nil
	}
	m.stats = &view.Stats{Saving: true, Loading: true, FreeCells: m.cells, Session: session, Deal: state.DealStats{Deal: m.game}}
	m.open(statsOverlay)
	return ask(m.disk.writer.Stats(m.cells), func(r state.StatsRead) tea.Msg { return statsReadMsg{r} })
}

// statsRead takes the statistics read, if they are still on screen.
func (m Model) statsRead(msg statsReadMsg) (Model, tea.Cmd) {
	if m.stats == nil || !m.stats.Loading {
		return m, nil
	}
	if msg.read.Err != nil {
		m.shut(statsOverlay)
		return m.saveFailed(msg.read.Err)
	}
	s := view.StatsOf(msg.read.Stats, true)
	s.Session = m.stats.Session
	s.Deal = msg.read.Stats.Game(m.key())
	s.Deal.Deal = m.game
	m.stats = &s
	return m, nil
}

// tally is this run's statistics: all of them for a run that saves nothing,
// and the session's count for one that does. It counts by the store's rules
// (state.Stats.Ended, state.DealStats.Ended).
type tally struct {
	counts map[int]state.Stats // by free cells, without their deals
	deals  map[state.Key]state.DealStats
}

// stats is the tally of games with cells free cells, with their deals.
func (t tally) stats(cells int) state.Stats {
	s := t.counts[cells]
	s.FreeCells = cells
	for k, d := range t.deals {
		if k.FreeCells == cells {
			d.Deal, d.Layout = k.Deal, k.Layout
			s.Deals = append(s.Deals, d)
		}
	}
	slices.SortFunc(s.Deals, func(a, b state.DealStats) int {
		return cmp.Or(cmp.Compare(a.Deal, b.Deal), strings.Compare(a.Layout, b.Layout))
	})
	return s
}

// ended counts a game that ended: won or lost. It returns a new tally: models
// are values that older copies share.
func (t tally) ended(g state.Game, won bool) tally {
	t.deals = maps.Clone(t.deals)
	if t.deals == nil {
		t.deals = map[state.Key]state.DealStats{}
	}
	t.deals[g.Key()] = t.deals[g.Key()].Tried().Ended(g, won)
	t.counts = maps.Clone(t.counts)
	if t.counts == nil {
		t.counts = map[int]state.Stats{}
	}
	t.counts[g.FreeCells] = t.counts[g.FreeCells].Ended(won, g.Assisted)
	return t
}
