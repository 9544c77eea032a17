package model

import (
	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"
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

// leaderboardPanel is a server's daily board, while it is open.
type leaderboardPanel struct {
	day    daily.Deal
	read   bool // the board was read
	failed bool // reading or writing it failed
	rows   []state.LeaderboardRow
	fewest int
	name   string          // the player's name on it
	naming bool            // the player types their name
	input  textinput.Model // the name being typed
	readID int             // the read whose answer is awaited
	guest  bool            // a guest: no name, no place
}

// leaderboardReadMsg carries the board of a day.
type leaderboardReadMsg struct {
	id     int
	rows   []state.LeaderboardRow
	fewest int
	name   string
	err    error
}

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
	m.leaderboardShown = &leaderboardPanel{day: d, input: in, guest: m.player == "", readID: m.leaderboardID + 1}
	m.leaderboardID++
	m.open(leaderboardOverlay)
	return m, m.readLeaderboard()
}

// readLeaderboard reads the day's board in the background.
func (m *Model) readLeaderboard() tea.Cmd {
	b, player, date, id := m.leaderboard, m.player, m.leaderboardShown.day.Date, m.leaderboardShown.readID
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

// leaderboardRead takes the board read, if it is still open.
func (m Model) leaderboardRead(msg leaderboardReadMsg) Model {
	if m.leaderboardShown == nil || msg.id != m.leaderboardShown.readID {
		return m
	}
	p := *m.leaderboardShown // a copy: models are values
	p.read, p.failed, p.rows, p.fewest, p.name = true, msg.err != nil, msg.rows, msg.fewest, msg.name
	m.leaderboardShown = &p
	return m
}

// updateLeaderboard takes the keys of the open board: n types the player's name,
// Enter keeps it, Esc closes.
func (m Model) updateLeaderboard(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	p := *m.leaderboardShown
	m.leaderboardShown = &p
	if p.naming { // the name is typed as the game-number prompt's number is: its keys
		switch keys := m.keys.Prompt; {
		case key.Matches(msg, keys.Go):
			p.naming = false
			b, player, name := m.leaderboard, m.player, p.input.Value()
			return m, func() tea.Msg {
				kept, err := b.SetName(player, name)
				return leaderboardNamedMsg{name: kept, err: err}
			}
		case key.Matches(msg, keys.Cancel):
			p.naming = false
			return m, nil
		}
		var cmd tea.Cmd
		p.input, cmd = editInput(p.input, msg)
		return m, cmd
	}
	switch {
	case key.Matches(msg, m.keys.Leaderboard.Close):
		m.shut(leaderboardOverlay)
	case key.Matches(msg, m.keys.Leaderboard.Name) && !p.guest && p.read:
		p.naming = true
		p.input.SetValue(p.name)
		p.input.CursorEnd()
		return m, p.input.Focus()
	}
	return m, nil
}

// leaderboardNamed takes the name kept, and reads the board again.
func (m Model) leaderboardNamed(msg leaderboardNamedMsg) (Model, tea.Cmd) {
	if m.leaderboardShown == nil {
		return m, nil
	}
	p := *m.leaderboardShown
	p.failed = msg.err != nil
	if msg.err == nil {
		p.name = msg.name
	}
	p.readID++
	m.leaderboardShown = &p
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
	return func() tea.Msg {
		moves, _ := b.Fewest(date)
		return dailyFewestMsg{date: date, moves: moves}
	}
}

// leaderboardView is the open board as the view draws it.
func (m Model) leaderboardView() *view.Leaderboard {
	p := m.leaderboardShown
	if p == nil {
		return nil
	}
	b := &view.Leaderboard{Day: p.day, Loading: !p.read, Failed: p.failed, Fewest: p.fewest, Name: p.name, Guest: p.guest}
	for i, r := range p.rows {
		row := view.LeaderboardRow{Place: i + 1, Name: r.Name, Moves: r.Moves, Elapsed: r.Elapsed, Assisted: r.Assisted, You: r.Player == m.player && m.player != ""}
		if row.You {
			b.Place = row.Place
		}
		b.Rows = append(b.Rows, row)
	}
	if p.naming {
		b.Naming = &view.Prompt{Input: p.input}
	}
	return b
}
