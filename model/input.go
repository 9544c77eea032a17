package model

import (
	"strings"
	"unicode"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"
)

// editInput hands msg to a text input, the game-number prompt or the move line,
// as an edit of a copy of its own: the input keeps its text in a slice that
// its Update changes in place, which older copies of the model would share.
//
// It also steps round a crash in bubbles v2.2.1 (the newest): deleting the
// word after the cursor (Alt+D, Alt+Delete, Ctrl+Delete) with the cursor on
// the last character reads past the end of the text. There, the word after
// the cursor is that character, which is deleted here.
func editInput(in textinput.Model, msg tea.Msg) (textinput.Model, tea.Cmd) {
	text := []rune(in.Value())
	pos := in.Position()
	in.SetValue(string(text)) // a new slice, the input's own
	in.SetCursor(pos)
	if k, ok := msg.(tea.KeyPressMsg); ok && key.Matches(k, in.KeyMap.DeleteWordForward) && pos == len(text)-1 {
		in.SetValue(string(text[:pos]))
		in.SetCursor(pos)
		return in, nil
	}
	in, cmd := in.Update(msg)
	return withoutFormatting(in), cmd
}

// withoutFormatting drops the characters that format text rather than write
// it (right-to-left overrides, zero-width joiners: Unicode's Cf): typed or
// pasted, they would turn the prompt's line round on screen. No game number
// or move holds one.
func withoutFormatting(in textinput.Model) textinput.Model {
	value := in.Value()
	if !strings.ContainsFunc(value, isFormatting) {
		return in
	}
	pos := in.Position()
	kept := []rune{}
	for i, r := range []rune(value) {
		switch {
		case !isFormatting(r):
			kept = append(kept, r)
		case i < pos:
			pos--
		}
	}
	in.SetValue(string(kept))
	in.SetCursor(pos)
	return in
}

func isFormatting(r rune) bool { return unicode.Is(unicode.Cf, r) }
