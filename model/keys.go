package model

import (
	"charm.land/bubbles/v2/key"
	"github.com/freecell/freecell/view"
)

// Each mode has its own keymap, which is also its help: the footer and ? show
// the keys of the mode the viewer is in, and only those.

// BrowseKeys are the keys for browsing deals.
type BrowseKeys struct {
	Next, Prev, Forward10, Back10, Forward1k, Back1k key.Binding
	First, Last                                      key.Binding
	Jump, Digits, Random, SolvableOnly, Back, Solve  key.Binding
	Stop                                             key.Binding // a running solve
	Common
	browse key.Binding // stands for Next and Prev in the one-line help
}

// PlaybackKeys are the keys while a solution plays back.
type PlaybackKeys struct {
	Next, Prev, First, Last, PlayPause key.Binding
	Faster, Slower, Single, Leave      key.Binding
	Common
	step, speed key.Binding // stand for Next and Prev, Faster and Slower in the one-line help
}

// PromptKeys are the keys while typing a game number.
type PromptKeys struct {
	Go, Cancel, Quit key.Binding
}

// Common are the keys of every mode but the prompt.
type Common struct {
	Help, CloseHelp, Quit, Suspend key.Binding
}

// Keymaps holds every mode's keys.
type Keymaps struct {
	Browse   BrowseKeys
	Playback PlaybackKeys
	Prompt   PromptKeys
}

// NewKeymaps returns the viewer's keys, their help written with g's arrows.
func NewKeymaps(g *view.Glyphs) Keymaps {
	common := Common{
		Help:      key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "keys")),
		CloseHelp: key.NewBinding(key.WithKeys("esc", "?"), key.WithHelp("esc", "close the keys")),
		Quit:      key.NewBinding(key.WithKeys("q", "ctrl+c"), key.WithHelp("q", "quit")),
		Suspend:   key.NewBinding(key.WithKeys("ctrl+z"), key.WithHelp("ctrl+z", "suspend")),
	}
	arrows := func(a, b string) string { return a + "/" + b }
	return Keymaps{
		Browse: BrowseKeys{
			Next:         key.NewBinding(key.WithKeys("right", "n", "l"), key.WithHelp(arrows(g.Right, "n/l"), "next deal")),
			Prev:         key.NewBinding(key.WithKeys("left", "p", "h"), key.WithHelp(arrows(g.Left, "p/h"), "previous deal")),
			Forward10:    key.NewBinding(key.WithKeys("up", "k"), key.WithHelp(arrows(g.Up, "k"), "10 deals on")),
			Back10:       key.NewBinding(key.WithKeys("down", "j"), key.WithHelp(arrows(g.Down, "j"), "10 deals back")),
			Forward1k:    key.NewBinding(key.WithKeys("pgup", "K"), key.WithHelp("PgUp/K", "1000 deals on")),
			Back1k:       key.NewBinding(key.WithKeys("pgdown", "J"), key.WithHelp("PgDn/J", "1000 deals back")),
			First:        key.NewBinding(key.WithKeys("home", "^"), key.WithHelp("Home/^", "range start")),
			Last:         key.NewBinding(key.WithKeys("end", "$"), key.WithHelp("End/$", "range end, wider")),
			Jump:         key.NewBinding(key.WithKeys("g", "#"), key.WithHelp("g", "go to a deal")),
			Digits:       key.NewBinding(key.WithKeys("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "-"), key.WithHelp("0-9", "type a number")),
			Random:       key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "random deal")),
			SolvableOnly: key.NewBinding(key.WithKeys("R"), key.WithHelp("R", "r: solvable only")),
			Back:         key.NewBinding(key.WithKeys("b", "backspace"), key.WithHelp("b", "deal viewed before")),
			Solve:        key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "solve and play back")),
			Stop:         key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "stop solving")),
			Common:       common,
			browse:       key.NewBinding(key.WithKeys("left", "right"), key.WithHelp(arrows(g.Left, g.Right), "deals")),
		},
		Playback: PlaybackKeys{
			Next:      key.NewBinding(key.WithKeys("right", "n", "l"), key.WithHelp(arrows(g.Right, "n/l"), "step forward")),
			Prev:      key.NewBinding(key.WithKeys("left", "p", "h"), key.WithHelp(arrows(g.Left, "p/h"), "step back")),
			First:     key.NewBinding(key.WithKeys("home", "^"), key.WithHelp("Home", "the deal")),
			Last:      key.NewBinding(key.WithKeys("end", "$"), key.WithHelp("End", "the won position")),
			PlayPause: key.NewBinding(key.WithKeys("space"), key.WithHelp("space", "play/pause")),
			Faster:    key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+", "faster")),
			Slower:    key.NewBinding(key.WithKeys("-", "_"), key.WithHelp("-", "slower")),
			Single:    key.NewBinding(key.WithKeys("m"), key.WithHelp("m", "single moves on/off")),
			Leave:     key.NewBinding(key.WithKeys("esc", "b", "backspace"), key.WithHelp("esc", "back to browsing")),
			Common:    common,
			step:      key.NewBinding(key.WithKeys("left", "right"), key.WithHelp(arrows(g.Left, g.Right), "step")),
			speed:     key.NewBinding(key.WithKeys("+", "-"), key.WithHelp("+/-", "speed")),
		},
		Prompt: PromptKeys{
			Go:     key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "go")),
			Cancel: key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel")),
			Quit:   key.NewBinding(key.WithKeys("ctrl+c"), key.WithHelp("ctrl+c", "quit")),
		},
	}
}

// ShortHelp is the help line: the keys a newcomer needs, "? keys" and "q quit"
// always among them.
func (k BrowseKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.browse, brief(k.Jump, "go to"), brief(k.Random, "random"), brief(k.Solve, "solve"), brief(k.Back, "back"), k.Help, k.Quit}
}

// brief is b with shorter words, for the help line.
func brief(b key.Binding, desc string) key.Binding {
	b.SetHelp(b.Help().Key, desc)
	return b
}

// FullHelp is every browsing key, for ?.
func (k BrowseKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Next, k.Prev, k.Forward10, k.Back10, k.Forward1k, k.Back1k, k.First, k.Last},
		{k.Jump, k.Digits, k.Random, k.SolvableOnly, k.Back, k.Solve, k.Stop, k.Help, k.Quit, k.Suspend},
	}
}

// ShortHelp is the help line while a solution plays.
func (k PlaybackKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.step, brief(k.PlayPause, "play"), k.speed, brief(k.Single, "single moves"), brief(k.Leave, "back"), k.Help, k.Quit}
}

// FullHelp is every playback key, for ?.
func (k PlaybackKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Next, k.Prev, k.First, k.Last, k.PlayPause},
		{k.Faster, k.Slower, k.Single, k.Leave, k.Help, k.Quit, k.Suspend},
	}
}

// ShortHelp is the help line while typing a game number.
func (k PromptKeys) ShortHelp() []key.Binding { return []key.Binding{k.Go, k.Cancel, k.Quit} }

// FullHelp is the same keys: the prompt has no others.
func (k PromptKeys) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }

// Essential are the browsing keys that stay on screen when there is no room for more.
func (k BrowseKeys) Essential() []key.Binding { return []key.Binding{k.Help, k.Quit} }

// Essential are the playback keys that stay on screen when there is no room for more.
func (k PlaybackKeys) Essential() []key.Binding {
	return []key.Binding{brief(k.Leave, "back"), k.Help, k.Quit}
}

// Essential are the prompt's keys that stay on screen when there is no room for more.
func (k PromptKeys) Essential() []key.Binding { return []key.Binding{k.Go, k.Cancel} }
