package model

import (
	"errors"
	"time"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/freecell/freecell/daily"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// Leaderboard is a server's daily board as the viewer uses it: who won the
// day's daily, the fewest moves the server proved for it, and the player's
// name (state.Leaderboard is the server's).
type Leaderboard interface {
	Day(date string) ([]state.LeaderboardRow, error)
	Fewest(date string) (moves int, ok bool)
	Name(player string) string
	SetName(player, name string) (string, error)
	RecordWin(player string, d state.Daily) error
}

// leaderboardDialog is a server's daily board, while it is open.
type leaderboardDialog struct {
	day      daily.Deal
	read     bool // the board was read
	failed   bool // reading or writing it failed
	rows     []state.LeaderboardRow
	fewest   int
	name     string          // the player's name on it
	taken    string          // a name typed that another player has (state.ErrNameTaken), or the board's own word (state.ErrNameReserved), typed again
	reserved bool            // taken is the board's own word
	naming   bool            // the player types their name
	input    textinput.Model // the name being typed
	readID   int             // the read whose answer is awaited
	guest    bool            // a guest: no name, no place
}

// leaderboardReadMsg carries the board of a day.
type leaderboardReadMsg struct {
	id     int
	rows   []state.LeaderboardRow
	fewest int
	name   string
	err    error
}

// leaderboardFresh is how often an open board is read again: other
// players' wins and names come in while a player looks at it.
const leaderboardFresh = 10 * time.Second

// leaderboardDueMsg says the board whose read was id is due to be read
// again.
type leaderboardDueMsg struct{ id int }

// leaderboardNamedMsg says the player's name was set.
type leaderboardNamedMsg struct {
	name string
	err  error
}

// dailyFewestMsg carries the fewest moves the server proved for a daily.
type dailyFewestMsg struct {
	date  string
	moves int
}

// NameKept is the name the daily's board keeps for one typed into it (its
// control characters and escapes stripped, cut to its width): what the board
// shows once it has kept it.
func NameKept(typed string) string { return state.CleanName(typed) }

// openLeaderboard opens today's daily board, and reads it.
func (m Model) openLeaderboard() (Model, tea.Cmd) {
	d, ok := daily.Of(m.now())
	if !ok {
		m.status = view.Status{Kind: view.NoDaily}
		return m, nil
	}
	in := textinput.New()
	in.CharLimit = state.MaxName
	in.SetStyles(m.styles.Input)
	m.leaderboardID++
	m.open(leaderboardDialog{day: d, input: in, guest: m.player == "", readID: m.leaderboardID})
	return m, m.readLeaderboard()
}

func (leaderboardDialog) kind() overlay { return leaderboardOverlay }

// readLeaderboard reads the day's board in the background.
func (m *Model) readLeaderboard() tea.Cmd {
	d, ok := shown[leaderboardDialog](m)
	if !ok {
		return nil
	}
	b, player, date, id := m.leaderboard, m.player, d.day.Date, d.readID
	return func() tea.Msg {
		rows, err := b.Day(date)
		fewest, _ := b.Fewest(date)
		name := ""
		if player != "" {
			name = b.Name(player)
		}
		return leaderboardReadMsg{id: id, rows: rows, fewest: fewest, name: name, err: err}
	}
}

// leaderboardRead takes the board read, if it is still open, and reads it
// again in a while.
func (m Model) leaderboardRead(msg leaderboardReadMsg) (Model, tea.Cmd) {
	d, ok := shown[leaderboardDialog](&m)
	if !ok || msg.id != d.readID {
		return m, nil
	}
	d.read, d.failed, d.rows, d.fewest, d.name = true, msg.err != nil, msg.rows, msg.fewest, msg.name
	m.keepDialog(d)
	return m, tick(m.life, leaderboardFresh, func(time.Time) tea.Msg { return leaderboardDueMsg{msg.id} })
}

// leaderboardDue reads the board again, if it is still open and nothing
// has read it since (a name kept reads it at once).
func (m Model) leaderboardDue(msg leaderboardDueMsg) (Model, tea.Cmd) {
	d, ok := shown[leaderboardDialog](&m)
	if !ok || msg.id != d.readID {
		return m, nil
	}
	m.leaderboardID++ // ids the board's reads by the model's count: a stale answer or tick of a board closed matches no other
	d.readID = m.leaderboardID
	m.keepDialog(d)
	return m, m.readLeaderboard()
}

// update takes the keys of the open board: n types the player's name,
// Enter keeps it, Esc closes; the mode's quit key quits, but while a name
// is typed.
func (d leaderboardDialog) update(m Model, msg tea.KeyPressMsg) (Model, tea.Cmd, bool) {
	if key.Matches(msg, m.keys.Prompt.Quit) || !d.naming && key.Matches(msg, m.quitKey()) {
		return m, nil, false
	}
	if d.naming { // the name is typed as the game-number prompt's number is: its keys
		switch keys := m.keys.Prompt; {
		case key.Matches(msg, keys.Go):
			d.naming = false
			m.keepDialog(d)
			b, player, name := m.leaderboard, m.player, d.input.Value()
			return m, func() tea.Msg {
				kept, err := b.SetName(player, name)
				return leaderboardNamedMsg{name: kept, err: err}
			}, true
		case key.Matches(msg, keys.Cancel):
			d.naming, d.taken, d.reserved = false, "", false
			m.keepDialog(d)
			return m, nil, true
		}
		var cmd tea.Cmd
		d.input, cmd = editName(d.input, msg)
		m.keepDialog(d)
		return m, cmd, true
	}
	switch {
	case key.Matches(msg, m.keys.Leaderboard.Close):
		m.shut(leaderboardOverlay)
	case key.Matches(msg, m.keys.Leaderboard.Name) && !d.guest && d.read:
		d.naming = true
		d.input.SetValue(d.name)
		d.input.CursorEnd()
		cmd := d.input.Focus()
		m.keepDialog(d)
		return m, cmd, true
	}
	return m, nil, true
}

// pasted takes a paste into the name being typed; false when no name is.
func (d leaderboardDialog) pasted(m Model, msg tea.PasteMsg) (Model, tea.Cmd, bool) {
	if !d.naming {
		return m, nil, false
	}
	var cmd tea.Cmd
	d.input, cmd = editName(d.input, msg)
	m.keepDialog(d)
	return m, cmd, true
}

// editName edits the name being typed, kept within the board's width
// (state.MaxName cells, a wide character counting two): the input's limit
// counts characters, and a name of wide ones was cut when kept, unsaid.
func editName(in textinput.Model, msg tea.Msg) (textinput.Model, tea.Cmd) {
	before, at := in.Value(), in.Position()
	in, cmd := editInput(in, msg)
	if ansi.StringWidth(in.Value()) <= state.MaxName {
		return in, cmd
	}
	if _, typed := msg.(tea.KeyPressMsg); typed { // a character past the width is not taken
		in.SetValue(before)
		in.SetCursor(at)
		return in, cmd
	}
	in.SetValue(ansi.Truncate(in.Value(), state.MaxName, "")) // a paste: as much as fits
	in.CursorEnd()
	return in, cmd
}

// leaderboardNamed takes the name kept, and reads the board again.
func (m Model) leaderboardNamed(msg leaderboardNamedMsg) (Model, tea.Cmd) {
	d, ok := shown[leaderboardDialog](&m)
	if !ok {
		return m, nil
	}
	refused := errors.Is(msg.err, state.ErrNameTaken) || errors.Is(msg.err, state.ErrNameReserved)
	d.failed, d.taken, d.reserved = msg.err != nil && !refused, "", errors.Is(msg.err, state.ErrNameReserved)
	switch {
	case msg.err == nil:
		d.name = msg.name
	case !d.failed: // another player's name: it is typed again, to be changed
		d.taken, d.naming = msg.name, true
		d.input.SetValue(msg.name)
		d.input.CursorEnd()
		m.keepDialog(d)
		return m, d.input.Focus()
	}
	m.leaderboardID++
	d.readID = m.leaderboardID
	m.keepDialog(d)
	return m, m.readLeaderboard()
}

// recordDailyWin puts g, a daily won, on the server's board: the player's
// best game of the day stays there.
func (m *Model) recordDailyWin(g state.Game) tea.Cmd {
	if m.leaderboard == nil || m.player == "" || g.Daily == "" {
		return nil
	}
	b, player, day := m.leaderboard, m.player, state.DailyOf(g, state.Won)
	return func() tea.Msg {
		_ = b.RecordWin(player, day) // the player's own store has the win: the board is the server's news
		return nil
	}
}

// readDailyFewest asks the server's board for the fewest moves it proved
// for the daily on screen, for the share line.
func (m *Model) readDailyFewest() tea.Cmd {
	if m.leaderboard == nil || !m.onDaily() {
		return nil
	}
	b, date := m.leaderboard, m.daily.Date
	m.fewestAsked = date
	return func() tea.Msg {
		moves, _ := b.Fewest(date)
		return dailyFewestMsg{date: date, moves: moves}
	}
}

// askDailyFewest asks the board for the daily on screen's fewest moves the
// first time it is shown: a login that opens on the won daily gave its share
// line without them, where D, which asks each time, gave them.
func (m *Model) askDailyFewest() tea.Cmd {
	if m.fewestAsked == m.daily.Date {
		return nil
	}
	if m.hurried() {
		return m.settleBrowse()
	}
	return m.readDailyFewest()
}

// dailyFewestRead takes the fewest moves the server proved for a daily: the
// share line of a won daily on the status line says them too.
func (m Model) dailyFewestRead(msg dailyFewestMsg) Model {
	m.fewestDate, m.fewestMoves = msg.date, msg.moves
	if s := m.status.Share; m.status.Kind == view.DailyWonToday && s != nil && s.Daily.Date == msg.date {
		share := *s
		share.Fewest = m.fewestOf(share.Daily)
		m.status.Share = &share
	}
	return m
}

// panel is the open board as the view draws it.
func (d leaderboardDialog) panel(m *Model) view.Panel {
	b := &view.Leaderboard{Day: d.day, Loading: !d.read, Failed: d.failed, Fewest: d.fewest, Name: d.name, Taken: d.taken, Reserved: d.reserved, Guest: d.guest}
	for i, r := range d.rows {
		row := view.LeaderboardRow{Place: i + 1, Name: r.Name, Moves: r.Moves, Elapsed: r.Elapsed, Assisted: r.Assisted, You: r.Player == m.player && m.player != ""}
		if row.You {
			b.Place = row.Place
		}
		b.Rows = append(b.Rows, row)
	}
	if d.naming {
		b.Naming = &view.Prompt{Input: d.input}
	}
	return view.Panel{Leaderboard: b}
}
