package model

import (
	"strings"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/view"
)

// promptFor is what the game-number prompt was opened for: by F3 (play),
// Enter plays the deal typed, as Windows' Select Game does; from a game
// (fromGame), Esc goes back to it, and another deal gone to says said of it
// (nothing where no move of the player's was left to keep).
type promptFor struct {
	play, fromGame bool
	game           int64 // the deal of the game left
	said           view.Status
}

// openPrompt opens the game-number prompt with text typed already.
func (m Model) openPrompt(text string) (Model, tea.Cmd) {
	m.mode = prompting
	m.status = view.Status{}
	var focus tea.Cmd
	m.input = m.input.with(func(in *textinput.Model) {
		in.Placeholder = ""
		in.SetValue(text)
		in.CursorEnd()
		focus = in.Focus()
	})
	return m, focus
}

// updatePrompt: Enter goes to the typed game (an empty prompt closes quietly),
// Esc cancels, anything else edits; what is wrong with the text is said as it
// is typed.
func (m Model) updatePrompt(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	keys := m.keys.Prompt
	if m.status.Kind == view.CtrlCNotQuit { // said after the line till the next key
		m.status = view.Status{}
	}
	if s, moved := m.ctrlCNotQuit(msg); moved { // a keys file moved the line's quit: said, as elsewhere
		m.status = s
		return m, nil
	}
	switch {
	case key.Matches(msg, keys.Quit):
		return m, tea.Quit
	case key.Matches(msg, keys.Cancel):
		return m.cancelPrompt()
	case key.Matches(msg, keys.Go):
		text := strings.TrimSpace(m.input.Value())
		if text == "" {
			return m.cancelPrompt() // nothing typed: nothing to do
		}
		game, err := dealer.ParseGame(azerty6(text, m.settings.AZERTY))
		if err != nil {
			m.entered = true // the view says why
			return m, nil
		}
		p := m.prompt
		m.closePrompt()
		m.goTo(game)
		said := p.said // the game F3 left, kept: how to come back
		if p.fromGame && game == p.game {
			said = view.Status{} // its own deal: the game resumes
		}
		if p.play {
			return m.playDrawn(drawTo{play: true, said: said})
		}
		if said.Kind != view.NoStatus {
			m.status = said
		}
		return m, nil
	}
	before := m.input.Value()
	var cmd tea.Cmd
	m.input, cmd = m.input.edit(typedDigit(msg, m.settings.AZERTY, before == ""))
	if typed := m.input.Value(); typed != before && azerty6(typed, m.settings.AZERTY) != typed && typed != "-" {
		m.input = m.input.with(func(in *textinput.Model) { in.SetValue(azerty6(typed, true)); in.CursorEnd() }) // shown as it will be read: "-123" said no such game, and went to 6123
	}
	if m.input.Value() != before {
		m.entered = false
	}
	return m, cmd
}

// azerty6 is a game number typed on an AZERTY keyboard, whose "-" is the
// 6 too: the minus of -1 and -2, a 6 before any other number ("-12", typed
// "-&é" for 612, was no such game), and alone.
func azerty6(text string, azerty bool) string {
	if rest, ok := strings.CutPrefix(text, "-"); ok && azerty && rest != "1" && rest != "2" {
		return "6" + rest
	}
	return text
}

// pastedNumber takes text pasted on the game-number line, its line's end
// and spaces around it left out (a number copied from a page or a chat).
func (m Model) pastedNumber(msg tea.PasteMsg) (Model, tea.Cmd) {
	before := m.input.Value()
	var cmd tea.Cmd
	m.input, cmd = m.input.edit(tea.PasteMsg{Content: strings.TrimSpace(msg.Content)})
	if m.input.Value() != before {
		m.entered = false
	}
	return m, cmd
}

// pastedGame reports whether msg is written as a game number is, spaces
// around it aside: digits, with # - + , _ as the g line takes them. One
// that is no game (0, 8589934592) opens the line too, which says why, as
// typing it does.
func pastedGame(msg tea.PasteMsg) bool {
	text := strings.TrimSpace(msg.Content)
	return text != "" && strings.ContainsAny(text, "0123456789") && strings.Trim(text, "0123456789#-+,_") == ""
}

// cancelPrompt closes the prompt; opened by F3 from a game, it goes back to
// the game, as a dialog cancelled would.
func (m Model) cancelPrompt() (Model, tea.Cmd) {
	p := m.prompt
	m.closePrompt()
	if p.fromGame && m.game == p.game {
		return m.startPlay()
	}
	return m, nil
}

func (m *Model) closePrompt() {
	m.mode = browsing
	m.entered, m.prompt = false, promptFor{}
	m.input = m.input.with(func(in *textinput.Model) {
		in.Blur()
		in.SetValue("")
	})
}
