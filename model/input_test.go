package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/view"
)

// TestPromptEditingKeys: the editing keys of both prompts do what a terminal
// user expects, and none of them crashes the viewer, at either end of the text
// (bubbles v2.2.1 panics deleting the word after the cursor from the last
// character).
func TestPromptEditingKeys(t *testing.T) {
	tests := []struct {
		name string
		keys []string
		want string
	}{
		{"alt+d on the last character", []string{"1", "2", "left", "alt+d"}, "1"},
		{"alt+delete on the last character", []string{"1", "left", "alt+delete"}, ""},
		{"ctrl+delete on the last character", []string{"1", "2", "3", "left", "ctrl+delete"}, "12"},
		{"alt+d before a word", []string{"1", "2", "home", "alt+d"}, ""},
		{"alt+d at the end", []string{"1", "2", "alt+d"}, "12"},
		{"alt+d on an empty prompt", []string{"alt+d"}, ""},
		{"alt+backspace", []string{"1", "2", "alt+backspace"}, ""},
		{"ctrl+k", []string{"1", "2", "3", "left", "left", "ctrl+k"}, "1"},
		{"ctrl+u", []string{"1", "2", "3", "left", "ctrl+u"}, "3"},
		{"delete", []string{"1", "2", "left", "left", "delete"}, "2"},
		{"ctrl+a then a digit", []string{"1", "2", "ctrl+a", "9"}, "912"},
		{"a right-to-left override is dropped", []string{"\u202e", "1", "\u200b", "2"}, "12"},
	}
	for _, tt := range tests {
		for _, open := range []string{"g", ":"} {
			t.Run(tt.name+" after "+open, func(t *testing.T) {
				m, _ := typeKeys(t, newModel(617), "enter") // the move line opens in play
				if open == "g" {
					m, _ = typeKeys(t, newModel(617), "g")
				} else {
					m, _ = typeKeys(t, m, ":")
				}
				m, _ = typeKeys(t, m, tt.keys...)
				got := m.input.Value()
				if open == ":" {
					got = m.moveInput.Value()
				}
				if got != tt.want {
					t.Errorf("%s: %q, want %q", strings.Join(tt.keys, " "), got, tt.want)
				}
			})
		}
	}
}

// TestPromptShowsItsEnd: a number longer than the prompt's room scrolls to
// show what is typed last, at the smallest size.
func TestPromptShowsItsEnd(t *testing.T) {
	m := sized(New(617, Options{}), 31, 13)
	m, _ = typeKeys(t, m, strings.Split("g123456789012345678901237", "")...)
	var line string
	for _, l := range strings.Split(m.viewText(), "\n") {
		if strings.Contains(l, "Go to game:") {
			line = l
		}
	}
	if !strings.Contains(line, "1237") {
		t.Errorf("the end of the number is not on screen: %q", line)
	}
}

// TestPromptCopiesShareNothing: both prompts are kept behind a pointer (see
// textField); a copy of the model typing on, closing or opening its prompt
// leaves the original's text, width and focus as they were.
func TestPromptCopiesShareNothing(t *testing.T) {
	for _, open := range [][]string{{"g"}, {"enter", ":"}} { // the prompt browsing, the move line in play
		m, _ := typeKeys(t, sized(newModel(617), 100, 30), append(open, "1")...)
		field := func(m Model) textField {
			if len(open) > 1 {
				return m.moveInput
			}
			return m.input
		}
		before := field(m).Input()
		if before.Value() != "1" || !before.Focused() {
			t.Fatalf("after %v 1: %q, focused %v", open, before.Value(), before.Focused())
		}
		for _, keys := range [][]string{{"2", "3"}, {"backspace"}, {"esc"}} {
			copied, _ := typeKeys(t, m, keys...)
			_ = sized(copied, 60, 20) // a resize of the copy too
			after := field(m).Input()
			if after.Value() != "1" || after.Focused() != before.Focused() || after.Width() != before.Width() {
				t.Errorf("%s then %v in a copy: the original's %q, focused %v, width %d; want %q, %v, %d",
					open, keys, after.Value(), after.Focused(), after.Width(), "1", before.Focused(), before.Width())
			}
		}
	}
}

// TestRefusedNumberShownWhole: at 60 columns a long number refused stays
// whole on the line, its note cut instead (it showed "8901 ✗ no such
// game", the number's start scrolled away, as if 8901 were refused).
func TestRefusedNumberShownWhole(t *testing.T) {
	m, _ := typeKeys(t, sized(newModel(617), 60, 20), "g", "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "1")
	lines := strings.Split(m.viewText(), "\n")
	line := ""
	for _, l := range lines {
		if strings.Contains(l, "Go to game:") {
			line = l
		}
	}
	if !strings.Contains(line, "12345678901") || !strings.Contains(line, "no such") {
		t.Errorf("the prompt at 60 columns: %q", line)
	}
}

// TestPastedGameNumber: a number pasted on the g line is taken, its line's
// end left out (a bracketed paste was dropped there, silently); pasted while
// browsing, it opens the line with it; other text pasted while browsing
// opens nothing, and says so (as text that is no moves pasted in a game:
// they were dropped unsaid), as does a paste where none is read.
func TestPastedGameNumber(t *testing.T) {
	m, _ := typeKeys(t, newModel(617), "g")
	next, _ := m.Update(tea.PasteMsg{Content: "11982\n"})
	if m = next.(Model); m.input.Value() != "11982" {
		t.Fatalf("the g line after a paste: %q", m.input.Value())
	}
	if m, _ = typeKeys(t, m, "enter"); m.game != 11982 {
		t.Errorf("enter after the paste went to %d", m.game)
	}
	next, _ = newModel(617).Update(tea.PasteMsg{Content: " #1,000 "})
	if b := next.(Model); b.mode != prompting || b.input.Value() != "#1,000" {
		t.Errorf("a number pasted while browsing: mode %v, line %q", b.mode, b.input.Value())
	}
	next, _ = newModel(617).Update(tea.PasteMsg{Content: "12345678901"}) // no game: the line opens, and says why, as typing it does
	if b := next.(Model); b.mode != prompting || !strings.Contains(b.viewText(), "no such game") {
		t.Errorf("a number that is no game pasted while browsing: mode %v\n%s", b.mode, b.viewText())
	}
	next, _ = newModel(617).Update(tea.PasteMsg{Content: "hello"})
	if b := next.(Model); b.mode != browsing || !strings.Contains(b.viewText(), "that paste is not a game number (as 617 or #11,982): nothing opened") {
		t.Errorf("text pasted while browsing: mode %v\n%s", b.mode, b.viewText())
	}
	g, _ := typeKeys(t, newModel(617), "enter", "4") // a card picked up: the paste puts it back
	next, _ = g.Update(tea.PasteMsg{Content: "hello world"})
	if b := next.(Model); b.mode != playingDeal || b.table.Touched() || b.picked != nil || !strings.Contains(b.viewText(), "that paste is not moves in standard notation (as 3a 36 8h): nothing is played") {
		t.Errorf("text pasted in a game: mode %v, picked %v\n%s", b.mode, b.picked, b.viewText())
	}
	if b, _ := typeKeys(t, next.(Model), "esc"); !b.Playing() || b.status.Kind != view.NoStatus {
		t.Errorf("esc after it: playing %v, status %v; want the message put away, the game kept on", b.Playing(), b.status.Kind)
	}
	next, _ = g.Update(tea.PasteMsg{Content: "8a 8b"}) // moves, with a card picked up: the line opens with them
	if b := next.(Model); b.mode != typingMoves || b.picked != nil || b.moveInput.Value() != "8a 8b" {
		t.Errorf("moves pasted with a card picked up: mode %v, picked %v, line %q", b.mode, b.picked, b.moveInput.Value())
	}
	review, _ := typeKeys(t, sized(typeLine(t, g, "8a"), 120, 40), "V") // where no paste is read (a review, a solution playing back): said, nothing changed
	next, _ = review.Update(tea.PasteMsg{Content: "42 12"})
	if b := next.(Model); b.mode != reviewing || !strings.Contains(b.viewText(), "a paste is read in a game (moves) or while browsing (a game number): here it does nothing") {
		t.Errorf("moves pasted in a review: mode %v\n%s", b.mode, b.viewText())
	}
}
