package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// TestOverlaysStack: panels lie in a stack, the front one taking the keys and
// drawn: O over the statistics opens nothing (the settings opened over them
// before, both open at once), Esc closes the statistics; the help opens over
// neither (? is the statistics' own key there); the question whether to
// clear the statistics lies over them, and No brings them back. A key the
// keys panel lists puts it away and does what it says (S over it did
// nothing, unsaid).
func TestOverlaysStack(t *testing.T) {
	for _, tc := range []struct {
		keys  []string
		front overlay
		shown string // words of the panel drawn
	}{
		{[]string{"S"}, statsOverlay, "games played"},
		{[]string{"S", "O"}, statsOverlay, "games played"},
		{[]string{"S", "O", "esc"}, noOverlay, ""},
		{[]string{"S", "x"}, confirmOverlay, "games played"},
		{[]string{"S", "x", "n"}, statsOverlay, "games played"},
		{[]string{"S", "?"}, noOverlay, ""},
		{[]string{"?"}, helpOverlay, "keys: browsing"},
		{[]string{"?", "S"}, statsOverlay, "games played"},
		{[]string{"O", "S"}, settingsOverlay, "four-colour suits"},
		{[]string{"f"}, pickerOverlay, "pick deals"},
		{[]string{"f", "q"}, noOverlay, ""},
		{[]string{"?", "esc"}, noOverlay, ""},
	} {
		m, _ := typeKeys(t, sized(newModel(617), 100, 30), tc.keys...)
		if got := m.overlays.frontKind(); got != tc.front {
			t.Errorf("%v: %v in front, want %v", tc.keys, got, tc.front)
		}
		screen := m.viewText()
		if tc.shown != "" && !strings.Contains(screen, tc.shown) {
			t.Errorf("%v: %q not drawn:\n%s", tc.keys, tc.shown, screen)
		}
		if tc.front == noOverlay && (strings.Contains(screen, "games played") || strings.Contains(screen, "four-colour suits")) {
			t.Errorf("%v: a panel still drawn:\n%s", tc.keys, screen)
		}
	}
}

// TestOverlayCopiesShareNothing: a model's copy opening a panel, or
// changing the one open, leaves the original's stack and dialogs as they were.
func TestOverlayCopiesShareNothing(t *testing.T) {
	m, _ := typeKeys(t, sized(newModel(617), 100, 30), "S")
	copied, _ := typeKeys(t, m, "esc", "O")
	if m.overlays.frontKind() != statsOverlay || copied.overlays.frontKind() != settingsOverlay {
		t.Errorf("original %v, copy %v", m.overlays.frontKind(), copied.overlays.frontKind())
	}
	settings, _ := typeKeys(t, sized(newModel(617), 100, 30), "O")
	moved, _ := typeKeys(t, settings, "down", "down")
	if settings.panel().Settings.At != 0 || moved.panel().Settings.At != 2 {
		t.Errorf("the cursor moved in a copy: original at %d, copy at %d", settings.panel().Settings.At, moved.panel().Settings.At)
	}
}

// questionPut is the question put, nil when none is.
func (m Model) questionPut() *confirmation {
	if c, ok := m.question(); ok {
		return &c
	}
	return nil
}

// TestNarrowSettingsKeepTheirValues: at 31 columns the settings' names give
// way before their values ("clock  sho…", "keyboard  qwe…" were cut).
func TestNarrowSettingsKeepTheirValues(t *testing.T) {
	m, _ := typeKeys(t, sized(newModel(617), 31, 16), "O")
	text := m.viewText()
	for _, want := range []string{"clock           shown", "keyboard        qwerty", "free cells      ← 4 →"} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q at 31 columns:\n%s", want, text)
		}
	}
}

// TestKeysPanelPages: on a terminal too small for every key, the keys panel
// shows a page at a time: ↓ the next, ↑ the one before, no page past the
// last nor before the first, and between them every key of the mode (40x12
// showed 6 and said "+23 more", with no way to see them).
func TestKeysPanelPages(t *testing.T) {
	m := sized(New(617, Options{}), 40, 12)
	m, _ = typeKeys(t, m, "enter", "?")
	first := m.viewText()
	if !strings.Contains(first, "more: ↓") || strings.Contains(first, "back") {
		t.Fatalf("the first page does not say how to see more:\n%s", first)
	}
	seen := first
	pages := 1
	for ; pages < 20; pages++ {
		next, _ := typeKeys(t, m, "down")
		if next.viewText() == m.viewText() {
			break
		}
		m = next
		seen += m.viewText()
		if !strings.Contains(m.viewText(), "↑ back") {
			t.Errorf("page %d does not say how to go back:\n%s", pages+1, m.viewText())
		}
	}
	if pages < 2 || strings.Contains(m.viewText(), "more:") {
		t.Errorf("%d pages, the last:\n%s", pages, m.viewText())
	}
	for _, desc := range []string{"undo", "quit", "hint", "restart", "review"} {
		if !strings.Contains(seen, desc) {
			t.Errorf("no page shows %q", desc)
		}
	}
	for range pages + 2 {
		m, _ = typeKeys(t, m, "up")
	}
	if m.viewText() != first {
		t.Errorf("back up, not the first page:\n%s", m.viewText())
	}
	next, _ := m.Update(tea.MouseWheelMsg{X: 20, Y: 6, Button: tea.MouseWheelDown}) // the wheel pages too: "↓" took none
	if down := next.(Model).viewText(); down == first || !strings.Contains(down, "↑ back") {
		t.Errorf("the wheel down did not turn the page:\n%s", down)
	}
	next, _ = next.Update(tea.MouseWheelMsg{X: 20, Y: 6, Button: tea.MouseWheelUp})
	if up := next.(Model).viewText(); up != first {
		t.Errorf("the wheel up did not turn back to the first page:\n%s", up)
	}
	if m, _ = typeKeys(t, m, "esc"); strings.Contains(m.viewText(), "more:") {
		t.Errorf("esc left the keys open:\n%s", m.viewText())
	}
}

// TestKeysPanelPassesOnItsKeys: a key pressed over the keys panel that is
// not its own puts it away and does what it does ("n" over it goes to the
// next deal; it did nothing, unsaid); its paging keys stay its own at its
// last page (the mode's ↓, 10 deals back, is not pressed through it).
func TestKeysPanelPassesOnItsKeys(t *testing.T) {
	m, _ := typeKeys(t, sized(newModel(617), 100, 30), "?", "n")
	if m.overlays.frontKind() != noOverlay || m.game != 618 {
		t.Errorf("n over the keys panel: %v in front, game %d; want none and 618", m.overlays.frontKind(), m.game)
	}
	m, _ = typeKeys(t, sized(newModel(617), 100, 30), "?", "down", "down", "down", "down", "down")
	if m.overlays.frontKind() != helpOverlay || m.game != 617 {
		t.Errorf("↓ past the keys panel's last page: %v in front, game %d; want the panel and 617", m.overlays.frontKind(), m.game)
	}
}
