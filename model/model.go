package model

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/spinner"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/solver"
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

	// Solving in the background, and playing a solution back.
	solving      bool // a solve of the current game is running
	seeking      bool // a random solvable deal is being looked for
	cancelSolve  context.CancelFunc
	solveID      int // tells the current background job's messages from stale ones
	spinner      spinner.Model
	verdicts     map[int64]solver.Status
	play         *playback // non-nil in playback mode
	playID       int
	solvableOnly bool // r draws only deals the solver solves

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
		keys:     DefaultKeyMap(),
		help:     help.New(),
		ascii:    opts.ASCII,
		random:   opts.Random,
		input:    textinput.New(),
		spinner:  spinner.New(spinner.WithSpinner(spinner.Dot)),
		verdicts: map[int64]solver.Status{},
	}
	if m.random == nil {
		m.random = func() int64 { return rand.Int64N(randomLast) + 1 }
	}
	m.input.Prompt = "Go to game: "
	m.input.Placeholder = "617"
	m.input.CharLimit = 24
	if opts.ASCII {
		m.spinner = spinner.New(spinner.WithSpinner(spinner.Line))
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

// Solving reports whether a solve or a search for a solvable deal is running.
func (m Model) Solving() bool { return m.solving || m.seeking }

// PlaybackStep returns the move shown and the number of moves while a solution
// plays; ok is false when browsing.
func (m Model) PlaybackStep() (step, moves int, ok bool) {
	if m.play == nil {
		return 0, 0, false
	}
	return m.play.step, len(m.play.moves), true
}

// Verdict is what the solver found about game, if it has been asked.
func (m Model) Verdict(game int64) (solver.Status, bool) {
	v, ok := m.verdicts[game]
	return v, ok
}

// show puts game on screen; it must be a valid game. Leaving a game stops its solve.
func (m *Model) show(game int64) {
	if err := dealer.DealInto(&m.layout, game); err != nil {
		return // callers pass valid games; keep the current board if not
	}
	if game != m.game {
		m.stopSolving()
		m.play = nil
	}
	m.game = game
}

// stopSolving cancels any background job and makes its messages stale.
func (m *Model) stopSolving() {
	if m.cancelSolve != nil {
		m.cancelSolve()
		m.cancelSolve = nil
	}
	m.solving, m.seeking = false, false
	m.solveID++
}

// startJob stops any running job and starts a cancellable new one; the caller then
// marks what is running.
func (m *Model) startJob(job func(ctx context.Context, id int) tea.Cmd) tea.Cmd {
	m.stopSolving()
	ctx, cancel := context.WithCancel(context.Background())
	m.cancelSolve = cancel
	return tea.Batch(job(ctx, m.solveID), m.spinner.Tick)
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
		switch {
		case m.mode == jumping:
			return m.updateJumping(msg)
		case key.Matches(msg, m.keys.Quit):
			return m, tea.Quit
		case key.Matches(msg, m.keys.Help):
			m.help.ShowAll = !m.help.ShowAll
			return m, nil
		case m.play != nil:
			return m.updatePlayback(msg)
		}
		return m.updateBrowsing(msg)
	case spinner.TickMsg:
		if !m.solving && !m.seeking {
			return m, nil
		}
		var cmd tea.Cmd
		m.spinner, cmd = m.spinner.Update(msg)
		return m, cmd
	case solvedMsg:
		return m.solved(msg), nil
	case solvableFoundMsg:
		if msg.id != m.solveID {
			return m, nil
		}
		m.seeking, m.cancelSolve = false, nil
		if msg.err != nil {
			m.notice = "no solvable random deal: " + msg.err.Error()
			return m, nil
		}
		m.goTo(msg.game)
		return m, nil
	case playTickMsg:
		if m.play == nil || !m.play.playing || msg.id != m.playID {
			return m, nil
		}
		m.play.step++
		if m.play.step >= len(m.play.moves) {
			m.play.playing = false
			return m, nil
		}
		return m, playTick(m.playID)
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
	case key.Matches(msg, m.keys.Solve):
		if v, ok := m.verdicts[m.game]; ok && v == solver.Impossible {
			m.notice = "no sequence of moves solves this deal"
			break
		}
		game := m.game
		cmd := m.startJob(func(ctx context.Context, id int) tea.Cmd { return solveCmd(ctx, id, game) })
		m.solving = true
		return m, cmd
	case key.Matches(msg, m.keys.SolvableOnly):
		m.solvableOnly = !m.solvableOnly
		m.notice = "r: any deal"
		if m.solvableOnly {
			m.notice = "r: solvable deals only"
		}
	case key.Matches(msg, m.keys.Random) && m.solvableOnly:
		random := m.random
		cmd := m.startJob(func(ctx context.Context, id int) tea.Cmd { return randomSolvableCmd(ctx, id, random) })
		m.seeking = true
		return m, cmd
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

func (m Model) ellipsis() string {
	if m.ascii {
		return "..."
	}
	return "…"
}

// View draws the board with the footer for the current mode.
func (m Model) View() tea.View {
	v := tea.NewView(view.Render(view.Screen{
		Width:  m.width,
		Height: m.height,
		Board:  m.board(),
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
	switch {
	case m.play != nil:
		lines = append(lines, m.playbackStatus())
		if m.help.ShowAll {
			return append(lines, strings.Split(m.help.View(m.keys), "\n")...)
		}
		return append(lines, m.help.ShortHelpView(playbackHelp{m.keys}.ShortHelp()))
	case m.solving:
		lines = append(lines, m.spinner.View()+" "+m.styles.Status.Render(fmt.Sprintf("solving game %d%s (another deal cancels)", m.game, m.ellipsis())))
	case m.seeking:
		lines = append(lines, m.spinner.View()+" "+m.styles.Status.Render("finding a solvable deal"+m.ellipsis()))
	case m.notice != "":
		lines = append(lines, m.styles.Status.Render(m.notice))
	}
	return append(lines, strings.Split(m.help.View(m.keys), "\n")...)
}
