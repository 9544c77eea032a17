package model

import (
	"math/rand/v2"
	"strconv"
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/view"
)

// maxHistory bounds the games remembered for Back.
const maxHistory = 1000

// randomLast is the top of the range random deals are drawn from (Windows' deals).
const randomLast = 1_000_000

type mode int

const (
	browsing mode = iota
	jumping       // typing a game number
)

// Options configure a new Model.
type Options struct {
	ASCII bool
	// Random returns a game in 1..1,000,000; nil uses math/rand/v2. Tests pass their own.
	Random func() int64
}

// Model is the viewer's state. It is a value: Update returns a changed copy.
type Model struct {
	game     int64
	layout   dealer.Layout
	history  []int64
	mode     mode
	notice   string // one-line message about the last key, cleared by the next
	input    textinput.Model
	inputErr string

	keys          KeyMap
	help          help.Model
	styles        *view.Styles
	width, height int
	ascii         bool
	random        func() int64
}

// New returns a model showing game, or game 1 when game is not a deal.
func New(game int64, opts Options) Model {
	m := Model{
		keys:   DefaultKeyMap(),
		help:   help.New(),
		ascii:  opts.ASCII,
		random: opts.Random,
		input:  textinput.New(),
	}
	if m.random == nil {
		m.random = func() int64 { return rand.Int64N(randomLast) + 1 }
	}
	m.input.Prompt = "Go to game: "
	m.input.Placeholder = "617"
	m.input.CharLimit = 24
	if opts.ASCII {
		m.keys = m.keys.ASCII()
		m.help.ShortSeparator = " | "
		m.help.Ellipsis = "..."
	}
	m.setStyles(true)
	if !dealer.Valid(game) {
		game = 1
	}
	m.show(game)
	return m
}

// Game is the game on screen.
func (m Model) Game() int64 { return m.game }

// Layout is the layout on screen.
func (m Model) Layout() dealer.Layout { return m.layout }

// Typing reports whether the game-number prompt is open.
func (m Model) Typing() bool { return m.mode == jumping }

// InputError is the inline error under the prompt, if any.
func (m Model) InputError() string { return m.inputErr }

// ShowingFullHelp reports whether ? has opened the full key list.
func (m Model) ShowingFullHelp() bool { return m.help.ShowAll }

// Size is the terminal size the model last heard of.
func (m Model) Size() (width, height int) { return m.width, m.height }

func (m *Model) setStyles(dark bool) {
	m.styles = view.NewStyles(dark)
	m.help.Styles = m.styles.Help
	m.input.SetStyles(m.styles.Input)
}

// show puts game on screen; it must be a valid game.
func (m *Model) show(game int64) {
	if err := dealer.DealInto(&m.layout, game); err != nil {
		return // callers pass valid games; keep the current board if not
	}
	m.game = game
}

// goTo moves to game, remembering the current one for Back.
func (m *Model) goTo(game int64) {
	if game == m.game {
		return
	}
	m.history = append(m.history, m.game)
	if len(m.history) > maxHistory {
		m.history = m.history[len(m.history)-maxHistory:]
	}
	m.show(game)
}

// Init asks the terminal for its background colour, to pick light or dark styles.
func (m Model) Init() tea.Cmd { return tea.RequestBackgroundColor }

// Update turns a message into a new state.
func (m Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		m.help.SetWidth(msg.Width)
		m.input.SetWidth(max(1, msg.Width-len(m.input.Prompt)-2))
		return m, nil
	case tea.BackgroundColorMsg:
		m.setStyles(msg.IsDark())
		return m, nil
	case tea.KeyPressMsg:
		if m.mode == jumping {
			return m.updateJumping(msg)
		}
		return m.updateBrowsing(msg)
	}
	if m.mode == jumping {
		var cmd tea.Cmd
		m.input, cmd = m.input.Update(msg)
		return m, cmd
	}
	return m, nil
}

var moves = []struct {
	binding func(KeyMap) key.Binding
	move    Move
}{
	{func(k KeyMap) key.Binding { return k.Next }, NextGame},
	{func(k KeyMap) key.Binding { return k.Prev }, PrevGame},
	{func(k KeyMap) key.Binding { return k.Forward10 }, Forward10},
	{func(k KeyMap) key.Binding { return k.Back10 }, Back10},
	{func(k KeyMap) key.Binding { return k.Forward1k }, Forward1000},
	{func(k KeyMap) key.Binding { return k.Back1k }, Back1000},
	{func(k KeyMap) key.Binding { return k.First }, RangeFirst},
	{func(k KeyMap) key.Binding { return k.Last }, RangeLast},
}

func (m Model) updateBrowsing(msg tea.KeyPressMsg) (tea.Model, tea.Cmd) {
	m.notice = ""
	for _, mv := range moves {
		if key.Matches(msg, mv.binding(m.keys)) {
			next := Navigate(m.game, mv.move)
			if next == m.game {
				m.notice = "already at the end of the range"
			}
			m.goTo(next)
			return m, nil
		}
	}
	switch {
	case key.Matches(msg, m.keys.Quit):
		return m, tea.Quit
	case key.Matches(msg, m.keys.Help):
		m.help.ShowAll = !m.help.ShowAll
	case key.Matches(msg, m.keys.Random):
		m.goTo(m.random())
	case key.Matches(msg, m.keys.Back):
		if len(m.history) == 0 {
			m.notice = "no earlier deal to go back to"
			break
		}
		m.show(m.history[len(m.history)-1])
		m.history = m.history[:len(m.history)-1]
	case key.Matches(msg, m.keys.Jump):
		return m.openPrompt("")
	case len(msg.Text) == 1 && (msg.Text[0] >= '0' && msg.Text[0] <= '9' || msg.Text[0] == '-'):
		return m.openPrompt(msg.Text)
	}
	return m, nil
}

func (m Model) openPrompt(text string) (tea.Model, tea.Cmd) {
	m.mode = jumping
	m.inputErr = ""
	m.input.SetValue(text)
	m.input.CursorEnd()
	return m, m.input.Focus()
}

func (m Model) updateJumping(msg tea.KeyPressMsg) (tea.Model, tea.Cmd) {
	switch {
	case msg.String() == "ctrl+c":
		return m, tea.Quit
	case key.Matches(msg, m.keys.Cancel):
		m.closePrompt()
		return m, nil
	case key.Matches(msg, m.keys.Go):
		game, err := dealer.ParseGame(m.input.Value())
		if err != nil {
			m.inputErr = err.Error()
			return m, nil
		}
		m.closePrompt()
		m.goTo(game)
		return m, nil
	}
	before := m.input.Value()
	var cmd tea.Cmd
	m.input, cmd = m.input.Update(msg)
	if m.input.Value() != before {
		m.inputErr = ""
	}
	return m, cmd
}

func (m *Model) closePrompt() {
	m.mode = browsing
	m.inputErr = ""
	m.input.Blur()
	m.input.SetValue("")
}

// View draws the board with the footer for the current mode.
func (m Model) View() tea.View {
	v := tea.NewView(view.Render(view.Screen{
		Width:  m.width,
		Height: m.height,
		Board:  view.NewBoard(m.game, &m.layout),
		Footer: m.footer(),
		ASCII:  m.ascii,
		Styles: m.styles,
	}))
	v.AltScreen = true
	v.WindowTitle = "FreeCell #" + strconv.FormatInt(m.game, 10)
	return v
}

func (m Model) footer() []string {
	if m.mode == jumping {
		lines := []string{m.input.View()}
		if m.inputErr != "" {
			mark := "✗ "
			if m.ascii {
				mark = "! "
			}
			lines = append(lines, m.styles.Error.Render(mark+m.inputErr))
		}
		return append(lines, m.help.ShortHelpView(jumpHelp{m.keys}.ShortHelp()))
	}
	var lines []string
	if m.notice != "" {
		lines = append(lines, m.styles.Status.Render(m.notice))
	}
	return append(lines, strings.Split(m.help.View(m.keys), "\n")...)
}
