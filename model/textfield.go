package model

import (
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"
)

// textField is a text input (the game-number prompt, the move line) that
// the model keeps behind a pointer: a textinput.Model is 7.8 KB, which every
// message would otherwise copy with the model, and a flood of keys pays for
// each. The model's copies share the input, so it is never changed in place:
// each change is made to a copy that takes its place.
type textField struct{ in *textinput.Model }

// newTextField is an empty input that takes at most charLimit characters.
func newTextField(charLimit int) textField {
	in := textinput.New()
	in.CharLimit = charLimit
	return textField{&in}
}

// Value is the text typed.
func (f textField) Value() string { return f.in.Value() }

// CharLimit is the most characters the input takes.
func (f textField) CharLimit() int { return f.in.CharLimit }

// Input is the input as it stands, for the view to draw.
func (f textField) Input() textinput.Model { return *f.in }

// with is the field after change, made to a copy of its input.
func (f textField) with(change func(in *textinput.Model)) textField {
	in := *f.in
	change(&in)
	return textField{&in}
}

// edit hands msg to the input (see editInput).
func (f textField) edit(msg tea.Msg) (textField, tea.Cmd) {
	in, cmd := editInput(*f.in, msg)
	return textField{&in}, cmd
}
