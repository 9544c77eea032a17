package model

import (
	"slices"

	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/daily"
	"github.com/freecell/freecell/play"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// onDaily reports whether the daily is on screen: its deal, as a game of
// its own.
func (m *Model) onDaily() bool { return m.daily.Date != "" && m.game == m.daily.Game && !m.onLayout() }

// Daily is the daily on screen, if it is.
func (m Model) Daily() (daily.Deal, bool) { return m.daily, m.onDaily() }

// DailyDate is the date of the daily on screen, "" when another deal is:
// what state.Store.SaveLastView keeps.
func (m Model) DailyDate() string {
	if m.onDaily() {
		return m.daily.Date
	}
	return ""
}

// today is the UTC date, as a daily's is written.
func (m *Model) today() string { return m.now().UTC().Format(daily.Layout) }

// openDaily shows today's daily (by the UTC date), remembering the deal on
// screen for Back; a game in progress on it is Enter's to resume. Pressed
// again over today's, it shows the latest earlier daily still in progress,
// if there is one (see earlierDailyRead), and over that, the next earlier,
// till it comes back to today's.
func (m Model) openDaily() (Model, tea.Cmd) {
	d, ok := daily.Of(m.now())
	if !ok {
		m.status = view.Status{Kind: view.NoDaily}
		return m, nil
	}
	if date, ok := m.nextEarlierDaily(d); ok {
		return m.openEarlierDaily(date)
	}
	m.status = view.Status{}
	if !m.onDaily() || m.daily != d {
		m.remember()
		m.showAs(d.Game, d)
	}
	m.forgetDeal(m.key()) // read afresh, to say whether it is won today
	m.pace.came(m.key(), m.now())
	m.disk.dailyAsk = m.key()
	if g, ok := m.games[m.key()]; ok && g.Won() && !m.saving() { // no store to read: this run's win says it
		m.disk.dailyAsk = state.Key{}
		day := m.shareOf(g)
		m.status = view.Status{Kind: view.DailyWonToday, Share: &day}
	}
	m.earlierAsked, m.fewestAsked = "", "" // read again: another freecell may have played it meanwhile
	return m, nil
}

// earlierDailyMsg are the earlier dailies in progress, read as today's
// was shown.
type earlierDailyMsg struct {
	today string
	read  state.EarlierDailiesRead
}

// askEarlierDaily asks for the dailies before today with a game in
// progress, once today's daily is on screen (by D, or as freecell starts on
// it), unless asked already today.
func (m *Model) askEarlierDaily() tea.Cmd {
	today := m.today()
	if !m.saving() || !m.onDaily() || m.daily.Date != today || m.earlierAsked == today {
		return nil
	}
	if m.hurried() {
		return m.settleBrowse()
	}
	m.earlierAsked = today
	return ask(m.disk.queue.EarlierDailies(today), func(r state.EarlierDailiesRead) tea.Msg { return earlierDailyMsg{today: today, read: r} })
}

// earlierDailyRead takes the earlier dailies in progress: a daily counts
// for the day it was started on, however late it is finished, so that
// while today's is shown, the status line says how to go back to them.
func (m Model) earlierDailyRead(msg earlierDailyMsg) Model {
	m.earlierDailies = nil
	if msg.read.Err != nil || len(msg.read.Days) == 0 {
		return m
	}
	for _, d := range msg.read.Days {
		m.earlierDailies = append(m.earlierDailies, d.Date)
	}
	if m.mode == browsing && m.onDaily() && m.daily.Date == msg.today && m.status.Kind == view.NoStatus {
		m.status = view.Status{Kind: view.EarlierDailyWaits, Notation: m.earlierDailies[0], Count: len(m.earlierDailies)}
	}
	return m
}

// nextEarlierDaily is the date of the earlier daily in progress that D
// goes to from the daily on screen, today being d: over today's, the
// latest; over an earlier one, the next earlier; ok is false past the last.
func (m *Model) nextEarlierDaily(d daily.Deal) (date string, ok bool) {
	if !m.onDaily() || len(m.earlierDailies) == 0 {
		return "", false
	}
	if m.daily == d {
		return m.earlierDailies[0], true
	}
	if i := slices.Index(m.earlierDailies, m.daily.Date); i >= 0 && i+1 < len(m.earlierDailies) {
		return m.earlierDailies[i+1], true
	}
	return "", false
}

// openEarlierDaily shows the earlier daily of date, in progress: Enter
// resumes it.
func (m Model) openEarlierDaily(date string) (Model, tea.Cmd) {
	d, ok := daily.On(date)
	if !ok {
		return m, nil
	}
	m.remember()
	m.showAs(d.Game, d)
	m.status = view.Status{Kind: view.EarlierDailyShown, Notation: d.Date}
	if i := slices.Index(m.earlierDailies, date); i >= 0 && i+1 < len(m.earlierDailies) {
		m.status.Next = m.earlierDailies[i+1]
	}
	return m, m.readDailyFewest()
}

// wonToday is the share of today's daily, when l, its record, says it was
// won and no game is in progress on it.
func (m *Model) wonToday(l state.Loaded) (view.Share, bool) {
	d, ok := daily.Of(m.now())
	if !ok || l.Key.Daily != d.Date || l.Record.InProgress != nil {
		return view.Share{}, false
	}
	if g, ok := m.games[l.Key]; ok && !g.Won() && len(g.Moves()) > len(g.Opening()) { // this run's game, not saved yet (another try with no move made is none: R then Esc lost the won line and Y)
		return view.Share{}, false
	}
	return view.ShareOn(d, []state.Daily{l.Record.Day}, m.fewestOf(d))
}

// shareShown is the share of today's daily, won, where it is on screen:
// the status's, or else the day's best as its record was read (a key that
// cleared the status left Y with nothing to copy, though the title still
// said won), another try in progress or not: the day keeps its best.
func (m *Model) shareShown() (view.Share, bool) {
	if s := m.status; s.Kind == view.DailyWonToday && s.Share != nil {
		return *s.Share, true
	}
	if m.mode != browsing || !m.onDaily() {
		return view.Share{}, false
	}
	info := m.disk.deals[m.key()]
	if !info.read {
		if g, ok := m.games[m.key()]; ok && g.Won() && !m.saving() { // no store to read: this run's win says it
			return m.shareOf(g), true
		}
		return view.Share{}, false
	}
	d, ok := daily.Of(m.now())
	if !ok || m.daily.Date != d.Date {
		return view.Share{}, false
	}
	return view.ShareOn(d, []state.Daily{info.record.Day}, m.fewestOf(d))
}

// dailyDayOver reports whether the daily on screen is an earlier day's: a
// game in progress on it goes on (it counts for the day it was started on),
// but a new one is today's daily's.
func (m *Model) dailyDayOver() bool { return m.onDaily() && m.today() != m.daily.Date }

// newDay shows today's daily in place of an earlier day's, and says so.
func (m Model) newDay() Model {
	if d, ok := daily.Of(m.now()); ok {
		m.showAs(d.Game, d)
		m.status = view.Status{Kind: view.DailyNewDay}
	} else {
		m.show(m.game)
		m.status = view.Status{Kind: view.NoDaily}
	}
	return m
}

// share is the won daily's result, for its share line; ok is false when the
// game on the table is not a won daily.
func (m *Model) share() (view.Share, bool) {
	g := m.table
	if g == nil || !g.Won() || g.Daily() == "" || !m.onDaily() {
		return view.Share{}, false
	}
	return m.shareOf(g), true
}

// shareOf is g's share, g a win of the daily on screen.
func (m *Model) shareOf(g *play.Game) view.Share {
	player, _ := g.Counts()
	return view.Share{Daily: m.daily, Moves: player, Elapsed: g.Clock().Elapsed(m.now()), Assisted: g.Assisted(), Fewest: m.fewestOf(m.daily)}
}

// fewestOf is the fewest moves proven for d: this player's proof (o), or
// the server's; 0 when neither knows them.
func (m *Model) fewestOf(d daily.Deal) int {
	if o, ok := m.proven[state.Key{Deal: d.Game, FreeCells: rules.DefaultFreeCells}]; ok {
		return o.Moves
	}
	if m.fewestDate == d.Date {
		return m.fewestMoves
	}
	return 0
}

// todayShare is the share line of today's daily, from the days' results,
// once it is won ("" before).
func (m *Model) todayShare(days []state.Daily) string {
	d, ok := daily.Of(m.now())
	if !ok {
		return ""
	}
	if s, won := view.ShareOn(d, days, m.fewestOf(d)); won {
		return view.ShareLine(s)
	}
	return ""
}

// copyShare sends the won daily's share line to the clipboard (OSC 52).
func (m Model) copyShare() (Model, tea.Cmd) {
	s, ok := m.share()
	if !ok {
		return m, nil
	}
	return m.copyShareOf(s)
}

// copyShareOf sends s's share line to the clipboard.
func (m Model) copyShareOf(s view.Share) (Model, tea.Cmd) {
	m.status = view.Status{Kind: view.ShareCopied}
	return m, tea.SetClipboard(view.ShareLine(s))
}
