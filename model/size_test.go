package model

import (
	"testing"

	tea "charm.land/bubbletea/v2"
)

// TestNoSizeIsAssumed: a terminal that says its size is 0x0 (a pseudo-
// terminal nobody sized) gets 80x24 to draw in, for the renderer too, as a
// size message; a size said in the meantime stands, and one of 0 in one
// direction keeps the other.
func TestNoSizeIsAssumed(t *testing.T) {
	sizeAfter := func(m Model, said tea.WindowSizeMsg, meanwhile ...tea.WindowSizeMsg) (Model, tea.Msg) {
		t.Helper()
		next, cmd := m.Update(said)
		m = next.(Model)
		if cmd == nil {
			t.Fatalf("a size of %dx%d did nothing more", said.Width, said.Height)
		}
		msg := cmd()
		for _, s := range meanwhile {
			next, _ = m.Update(s)
			m = next.(Model)
		}
		next, cmd = m.Update(msg)
		if cmd == nil {
			return next.(Model), nil
		}
		return next.(Model), cmd()
	}
	m := New(617, Options{})
	if _, msg := sizeAfter(m, tea.WindowSizeMsg{}); msg != (tea.WindowSizeMsg{Width: 80, Height: 24}) {
		t.Errorf("0x0: %#v, want a size of 80x24", msg)
	}
	if _, msg := sizeAfter(m, tea.WindowSizeMsg{Width: 100}); msg != (tea.WindowSizeMsg{Width: 100, Height: 24}) {
		t.Errorf("100x0: %#v, want a size of 100x24", msg)
	}
	if _, msg := sizeAfter(m, tea.WindowSizeMsg{}, tea.WindowSizeMsg{Width: 120, Height: 40}); msg != nil {
		t.Errorf("a size said after 0x0: %#v, want it to stand", msg)
	}
}
