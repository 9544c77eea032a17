package model

import (
	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/daily"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// boardPanel is a server's daily board, while it is open.
type boardPanel struct {
	day    daily.Deal
	read   bool // the board was read
	failed bool // reading or writing it failed
	rows   []state.BoardRow
	fewest int
	name   string          // the player's name on it
	naming bool            // the player types their name
	input  textinput.Model // the name being typed
	readID int             // the read whose answer is awaited
	guest  bool            // a guest: no name, no place
}

// boardReadMsg carries the board of a day.
type boardReadMsg struct {
	id     int
	rows   []state.BoardRow
	fewest int
	name   string
	err    error
}

// boardNamedMsg says the player's name was set.
type boardNamedMsg struct {
	name string
	err  error
}

// dailyFewestMsg carries the fewest moves the server proved for a daily.
type dailyFewestMsg struct {
	date  string
	moves int
}

// openBoard opens today's daily board, and reads it.
func (m Model) openBoard() (Model, tea.Cmd) {
	d, ok := daily.Of(m.now())
	if !ok {
		m.status = view.Status{Kind: view.NoDaily}
		return m, nil
	}
	in := textinput.New()
	in.CharLimit = state.MaxName
	in.SetStyles(m.styles.Input)
	m.boardPanel = &boardPanel{day: d, input: in, guest: m.player == "", readID: m.boardPanelID + 1}
	m.boardPanelID++
	m.open(boardOverlay)
	return m, m.readBoard()
}

// readBoard reads the day's board in the background.
func (m *Model) readBoard() tea.Cmd {
	b, player, date, id := m.board, m.player, m.boardPanel.day.Date, m.boardPanel.readID
	return func() tea.Msg {
		rows, err := b.Day(date)
		fewest, _ := b.Fewest(date)
		name := ""
		if player != "" {
			name = b.Name(player)
		}
		return boardReadMsg{id: id, rows: rows, fewest: fewest, name: name, err: err}
	}
}

// boardRead takes the board read, if it is still open.
func (m Model) boardRead(msg boardReadMsg) Model {
	if m.boardPanel == nil || msg.id != m.boardPanel.readID {
		return m
	}
	p := *m.boardPanel // a copy: models are values
	p.read, p.failed, p.rows, p.fewest, p.name = true, msg.err != nil, msg.rows, msg.fewest, msg.name
	m.boardPanel = &p
	return m
}

// updateBoard takes the keys of the open board: n types the player's name,
// Enter keeps it, Esc closes.
func (m Model) updateBoard(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	p := *m.boardPanel
	m.boardPanel = &p
	if p.naming { // the name is typed as the game-number prompt's number is: its keys
		switch keys := m.keys.Prompt; {
		case key.Matches(msg, keys.Go):
			p.naming = false
			b, player, name := m.board, m.player, p.input.Value()
			return m, func() tea.Msg {
				kept, err := b.SetName(player, name)
				return boardNamedMsg{name: kept, err: err}
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
	case key.Matches(msg, m.keys.Board.Close):
		m.shut(boardOverlay)
	case key.Matches(msg, m.keys.Board.Name) && !p.guest && p.read:
		p.naming = true
		p.input.SetValue(p.name)
		p.input.CursorEnd()
		return m, p.input.Focus()
	}
	return m, nil
}

// boardNamed takes the name kept, and reads the board again.
func (m Model) boardNamed(msg boardNamedMsg) (Model, tea.Cmd) {
	if m.boardPanel == nil {
		return m, nil
	}
	p := *m.boardPanel
	p.failed = msg.err != nil
	if msg.err == nil {
		p.name = msg.name
	}
	p.readID++
	m.boardPanel = &p
	return m, m.readBoard()
}

// recordDailyWin puts g, a daily won, on the server's board: the player's
// best game of the day stays there.
func (m *Model) recordDailyWin(g state.Game) tea.Cmd {
	if m.board == nil || m.player == "" || g.Daily == "" {
		return nil
	}
	b, player, day := m.board, m.player, state.DailyOf(g, state.Won)
	return func() tea.Msg {
		_ = b.RecordWin(player, day) // the player's own store has the win: the board is the server's news
		return nil
	}
}

// readDailyFewest asks the server's board for the fewest moves it proved
// for the daily on screen, for the share line.
func (m *Model) readDailyFewest() tea.Cmd {
	if m.board == nil || !m.onDaily() {
		return nil
	}
	b, date := m.board, m.daily.Date
	return func() tea.Msg {
		moves, _ := b.Fewest(date)
		return dailyFewestMsg{date: date, moves: moves}
	}
}

// boardView is the open board as the view draws it.
func (m Model) boardView() *view.DailyBoard {
	p := m.boardPanel
	if p == nil {
		return nil
	}
	b := &view.DailyBoard{Day: p.day, Loading: !p.read, Failed: p.failed, Fewest: p.fewest, Name: p.name, Guest: p.guest}
	for i, r := range p.rows {
		row := view.BoardRow{Place: i + 1, Name: r.Name, Moves: r.Moves, Elapsed: r.Elapsed, Assisted: r.Assisted, You: r.Player == m.player && m.player != ""}
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
