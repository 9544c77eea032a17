package model

import (
	"cmp"
	"maps"
	"slices"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// The statistics: the store's, read away from the screen, or this run's
// tally where nothing is saved; and a deal's own as browsing shows it.

// dealState is what the player has done with the deal on screen, as browsing
// shows it; nil until its record is read.
func (m Model) dealState() *view.DealState {
	d := &view.DealState{HideClock: m.settings.HideClock, HideMoves: m.settings.HideMoves}
	g, ours := m.games[m.key()] // this run's game: what it holds, not the record read before it changed
	// With every move undone but time or help, it is kept: Enter comes back to it.
	if ours && !g.Won() && g.CanRestart() {
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
		if rec := info.record.InProgress; rec != nil && (rec.PlayerMoves > 0 || rec.Elapsed > 0 || rec.Assisted) && !ours && !m.recorded[m.key()] { // (a game resumed, then undone to the deal, said its 2 moves still)
			d.InProgress, d.Moves, d.Elapsed = true, rec.PlayerMoves, rec.Elapsed
		}
		stats = info.record.Stats
	}
	d.Tries, d.Won = stats.Tries, stats.Won
	d.Unwinnable = m.unwinnable()
	if stats.FewestMoves > 0 {
		d.Best = &view.Result{PlayerMoves: stats.FewestMoves, Elapsed: stats.Fastest}
	}
	return d
}

// unwinnable reports whether no game of the deal on screen can be won with
// its free cells: a joke deal, or one the atlas proves needs more cells.
func (m *Model) unwinnable() bool {
	if m.onLayout() {
		return false
	}
	if dealer.Special.Contains(m.game) {
		return dealer.JokeLost(m.game, m.cells)
	}
	f, _ := m.facts()
	return f != nil && f.AtLeast > m.cells
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

// wonBefore reports whether the deal was won before this game's win, as
// the record read or this run's tally says (a win with help has no best).
func (m *Model) wonBefore(deal state.Key) bool {
	if info := m.disk.deals[deal]; info.read && info.record.Stats.Won > 0 {
		return true
	}
	return m.tally.deals[deal].Won > 0
}

// statsDialog is the statistics: this run's where nothing is saved, else
// the store's, loading until they are read.
// On a small screen they go on pages, turned as the full help's are.
type statsDialog struct {
	stats *view.Stats
	page  int
}

func (statsDialog) kind() overlay             { return statsOverlay }
func (d statsDialog) panel(*Model) view.Panel { return view.Panel{Stats: d.stats, StatsPage: d.page} }

// update takes the statistics' keys: S or Esc closes them, x asks whether to
// clear them, the full help's keys turn their pages.
func (d statsDialog) update(m Model, msg tea.KeyPressMsg) (Model, tea.Cmd, bool) {
	switch {
	case key.Matches(msg, m.quitKey()):
		return m, nil, false
	case key.Matches(msg, m.keys.Stats.Close) || m.opens(msg, true): // the key that opened it too, where a keys file moved it
		m.shut(statsOverlay)
	case key.Matches(msg, m.keys.Stats.Clear) && !d.stats.Loading:
		return m.put(view.ClearStatsQuestion, 0), nil, true
	case key.Matches(msg, m.keys.Help.Next) && d.page+1 < view.HelpPages(m.screen()):
		d.page++
		m.keepDialog(d)
	case key.Matches(msg, m.keys.Help.Prev) && d.page > 0:
		d.page--
		m.keepDialog(d)
	}
	return m, nil, true
}

// statistics opens the statistics: this run's where nothing is saved, else
// the store's, once read.
func (m *Model) statistics() tea.Cmd {
	run := m.tally.stats(m.cells)
	session := &view.Session{Played: run.Played, Won: run.Won}
	if !m.saving() {
		s := view.StatsOf(run, false, m.today())
		s.Share = m.todayShare(run.Dailies)
		s.Session = session
		if !m.onDaily() { // the daily's own lines say how it went
			s.Deal = m.tally.deals[m.key()]
			s.Deal.Deal = m.game
		}
		for _, g := range m.games {
			if g.CanRestart() && !g.Won() && g.FreeCells() == m.cells && g.Daily() == "" { // kept, every move undone or not: Enter comes back to it
				s.InProgress++
				if g.Deal() != 0 { // a deal's, not a layout's
					s.InProgressDeals = append(s.InProgressDeals, g.Deal())
				}
				if keyOf(g) == m.key() && g.TryMoves() > 0 { // a game at its deal is no try
					s.Deal.Tries++
				}
			}
		}
		slices.Sort(s.InProgressDeals) // (the run keeps no order of its games)
		s.InProgressDeals = s.InProgressDeals[:min(len(s.InProgressDeals), state.InProgressListed)]
		s.NoMoveLeft = m.noMoveLeftDeal()
		m.open(statsDialog{stats: &s})
		return nil
	}
	s := &view.Stats{Saving: true, Loading: true, FreeCells: m.cells, Session: session}
	if !m.onDaily() {
		s.Deal = state.DealStats{Deal: m.game}
	}
	m.open(statsDialog{stats: s})
	if c := m.lastStats; c.ok && c.cells == m.cells && c.rev == m.journal.rev && c.ended == run.Played && m.now().Sub(c.at) < statsFresh {
		*m, _ = m.statsRead(statsReadMsg{read: c.read, kept: true})
		return nil
	}
	return ask(m.disk.queue.Stats(m.cells), func(r state.StatsRead) tea.Msg { return statsReadMsg{read: r} })
}

// statsFresh is how long statistics read stay good for the panel opened
// again, nothing played since: S flooded over SSH read them at each opening
// (half a core).
const statsFresh = time.Second

// statsKept is the statistics last read, for the panel opened again.
type statsKept struct {
	read  state.StatsRead
	cells int       // the free cells they are of
	rev   int       // the journal's rev then: a deal tried or won since moves it
	ended int       // the games this run ended then: a game lost since moves it
	at    time.Time // when they came
	ok    bool
}

// statsRead takes the statistics read, if they are still on screen.
func (m Model) statsRead(msg statsReadMsg) (Model, tea.Cmd) {
	d, ok := shown[statsDialog](&m)
	if !ok || !d.stats.Loading {
		return m, nil
	}
	if msg.read.Err != nil {
		m.shut(statsOverlay)
		return m.saveFailed(msg.read.Err)
	}
	if !msg.kept {
		m.lastStats = statsKept{read: msg.read, cells: d.stats.FreeCells, rev: m.journal.rev, at: m.now(), ok: true}
		if d.stats.Session != nil {
			m.lastStats.ended = d.stats.Session.Played
		}
	}
	s := view.StatsOf(msg.read.Stats, true, m.today())
	s.Share = m.todayShare(msg.read.Stats.Dailies)
	s.Session = d.stats.Session
	if !m.onDaily() { // the daily's own lines say how it went
		s.Deal = msg.read.Stats.Game(m.key())
		s.Deal.Deal = m.game
	}
	s.NoMoveLeft = m.noMoveLeftDeal()
	m.keepDialog(statsDialog{stats: &s})
	return m, nil
}

// noMoveLeftDeal is the deal of the game on the table, when no legal move is
// left in it and leaving it counts it lost (see leftStuck): the statistics
// list it in progress, and the screen says lost (0: no such game).
func (m Model) noMoveLeftDeal() int64 {
	if g := m.table; g != nil && m.Playing() && m.leftLost(g) && g.FreeCells() == m.cells && g.Daily() == "" {
		return g.Deal()
	}
	return 0
}

// tally is this run's statistics: all of them for a run that saves nothing,
// and the session's count for one that does. It counts by the store's rules
// (state.Stats.Ended, state.DealStats.Ended).
type tally struct {
	counts  map[int]state.Stats // by free cells, without their deals
	deals   map[state.Key]state.DealStats
	dailies []state.Daily // the dailies, games of their own
	ends    []tallied     // what was counted, in order: a loss withdrawn is counted again without it
}

// tallied is a game the tally counted as ended.
type tallied struct {
	game state.Game
	won  bool
}

// stats is the tally of games with cells free cells, with their deals.
func (t tally) stats(cells int) state.Stats {
	s := t.counts[cells]
	s.FreeCells, s.Dailies = cells, t.dailies
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

// cleared is the tally without the games with cells free cells, as the
// statistics clear them (x clears one count's: clearing three cells' took
// the four cells' "this session" with it); the dailies stay, as the store's.
func (t tally) cleared(cells int) tally {
	t.counts = maps.Clone(t.counts)
	delete(t.counts, cells)
	t.deals = maps.Clone(t.deals)
	maps.DeleteFunc(t.deals, func(k state.Key, _ state.DealStats) bool { return k.FreeCells == cells })
	t.ends = slices.DeleteFunc(slices.Clone(t.ends), func(e tallied) bool { return e.game.FreeCells == cells && e.game.Daily == "" })
	return t
}

// withdrawn is the tally without g's loss, the last counted with its moves
// (a restart taken back: the try is in progress again), everything counted
// again in order, so that the streaks are as if it had never ended.
func (t tally) withdrawn(g state.Game) tally {
	for i := len(t.ends) - 1; i >= 0; i-- {
		e := t.ends[i]
		if !e.won && e.game.Key() == g.Key() && slices.Equal(e.game.Moves, g.Moves) {
			var again tally
			for _, kept := range slices.Delete(slices.Clone(t.ends), i, i+1) {
				again = again.ended(kept.game, kept.won)
			}
			return again
		}
	}
	return t
}

// ended counts a game that ended: won or lost. It returns a new tally: models
// are values that older copies share.
func (t tally) ended(g state.Game, won bool) tally {
	t.ends = append(slices.Clip(t.ends), tallied{g, won})
	if g.Daily != "" {
		t.dailies = state.WithDaily(t.dailies, state.DailyOf(g, map[bool]state.Result{true: state.Won, false: state.Lost}[won]))
		return t
	}
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

// opens reports whether msg is the key that opens the statistics (stats)
// or the settings where the player is: the mode's own binding, as its help
// and a keys file's table for the mode name it.
func (m Model) opens(msg tea.KeyPressMsg, stats bool) bool {
	k := m.keys
	switch {
	case m.mode == browsing && stats:
		return key.Matches(msg, k.Browse.Stats)
	case m.mode == browsing:
		return key.Matches(msg, k.Browse.Settings)
	case m.mode != playingDeal:
		return false
	case stats && m.table != nil && m.table.Won():
		return key.Matches(msg, k.Won.Stats)
	case stats:
		return key.Matches(msg, k.Play.Stats)
	}
	return key.Matches(msg, k.Play.Settings)
}
