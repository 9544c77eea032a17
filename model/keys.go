package model

import (
	"strings"

	"charm.land/bubbles/v2/key"
)

// KeyMap is every key the viewer answers to; it feeds the help footer too.
type KeyMap struct {
	Next, Prev         key.Binding
	Forward10, Back10  key.Binding
	Forward1k, Back1k  key.Binding
	First, Last        key.Binding
	Jump, Random, Back key.Binding
	Help, Quit         key.Binding

	// Solving and playing a solution back.
	Solve, SolvableOnly key.Binding
	PlayPause, Leave    key.Binding

	// While typing a game number.
	Go, Cancel key.Binding

	// browse stands for Next and Prev in the one-line help, digits for typing a
	// number straight away in the full help (the model handles both itself).
	browse, digits key.Binding
}

// DefaultKeyMap returns the viewer's keys.
func DefaultKeyMap() KeyMap {
	return KeyMap{
		Next:         key.NewBinding(key.WithKeys("right", "n", "l"), key.WithHelp("→/n", "next")),
		Prev:         key.NewBinding(key.WithKeys("left", "p", "h"), key.WithHelp("←/p", "prev")),
		Forward10:    key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "+10")),
		Back10:       key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", "-10")),
		Forward1k:    key.NewBinding(key.WithKeys("pgup", "K"), key.WithHelp("PgUp/K", "+1000")),
		Back1k:       key.NewBinding(key.WithKeys("pgdown", "J"), key.WithHelp("PgDn/J", "-1000")),
		First:        key.NewBinding(key.WithKeys("home", "^"), key.WithHelp("Home", "range start")),
		Last:         key.NewBinding(key.WithKeys("end", "$"), key.WithHelp("End", "range end")),
		Jump:         key.NewBinding(key.WithKeys("g", "#"), key.WithHelp("g", "go to")),
		digits:       key.NewBinding(key.WithKeys("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "-"), key.WithHelp("0-9", "type a game")),
		Random:       key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "random")),
		Back:         key.NewBinding(key.WithKeys("b", "backspace"), key.WithHelp("b", "back")),
		Help:         key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "keys")),
		Quit:         key.NewBinding(key.WithKeys("q", "ctrl+c"), key.WithHelp("q", "quit")),
		Solve:        key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "solve")),
		SolvableOnly: key.NewBinding(key.WithKeys("R"), key.WithHelp("R", "random: solvable only")),
		PlayPause:    key.NewBinding(key.WithKeys("space"), key.WithHelp("space", "play/pause")),
		Leave:        key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back to browsing")),
		Go:           key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "go")),
		Cancel:       key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel")),
		browse:       key.NewBinding(key.WithKeys("left", "right"), key.WithHelp("←/→", "prev/next")),
	}
}

// ASCII returns the keymap with arrows in its help spelled out, for terminals that
// draw arrows two columns wide.
func (k KeyMap) ASCII() KeyMap {
	spell := strings.NewReplacer("←/→", "left/right", "←", "left", "→", "right", "↑", "up", "↓", "down")
	for _, b := range []*key.Binding{&k.Next, &k.Prev, &k.Forward10, &k.Back10, &k.browse} {
		b.SetHelp(spell.Replace(b.Help().Key), b.Help().Desc)
	}
	return k
}

// ShortHelp is the one-line footer.
func (k KeyMap) ShortHelp() []key.Binding {
	return []key.Binding{k.browse, k.Jump, k.Random, k.Solve, k.Help, k.Quit}
}

// FullHelp is the footer after pressing ?.
func (k KeyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Next, k.Prev, k.Forward10, k.Back10},
		{k.Forward1k, k.Back1k, k.First, k.Last},
		{k.Jump, k.digits, k.Random, k.Back},
		{k.Solve, k.SolvableOnly, k.Help, k.Quit},
	}
}

// playbackHelp is the footer while a solution plays.
type playbackHelp struct{ KeyMap }

func (k playbackHelp) ShortHelp() []key.Binding {
	step := key.NewBinding(key.WithKeys("left", "right"), key.WithHelp(k.browse.Help().Key, "step"))
	ends := key.NewBinding(key.WithKeys("home", "end"), key.WithHelp("Home/End", "start/end"))
	return []key.Binding{step, k.PlayPause, ends, k.Leave, k.Quit}
}
func (k playbackHelp) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }

// jumpHelp is the footer while typing a game number.
type jumpHelp struct{ KeyMap }

func (k jumpHelp) ShortHelp() []key.Binding  { return []key.Binding{k.Go, k.Cancel} }
func (k jumpHelp) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }
