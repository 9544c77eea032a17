package model

import (
	"strings"
	"testing"

	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/view"
)

// TestSettingsLeftGoesBack: ← on auto-play's row goes to the mode before
// (it went on round as → does), browsing and in a game alike.
func TestSettingsLeftGoesBack(t *testing.T) {
	for _, keys := range [][]string{{}, {"enter"}} {
		m := typeSettled(t, sized(New(617, Options{Settings: noCoach()}), 100, 30), keys...)
		if m.settings.Auto != rules.AutoSafe {
			t.Fatalf("auto-play starts %v", m.settings.Auto)
		}
		m = typeSettled(t, m, "O", "down", "down", "down") // row 4, auto-play
		if m = typeSettled(t, m, "left"); m.settings.Auto != rules.AutoOff {
			t.Errorf("%v: ← from safe: %v, want off", keys, m.settings.Auto)
		}
		if m = typeSettled(t, m, "left"); m.settings.Auto != rules.AutoAll {
			t.Errorf("%v: ← from off: %v, want all", keys, m.settings.Auto)
		}
		if m = typeSettled(t, m, "right"); m.settings.Auto != rules.AutoOff {
			t.Errorf("%v: → from all: %v, want off", keys, m.settings.Auto)
		}
	}
}

// TestSettingsFreeCellsSaidInThePanel: the free-cell row's change says the
// count without F's words (its arrows change it there), and goes as the
// cursor moves on or the panel closes (it stayed up over the other rows).
func TestSettingsFreeCellsSaidInThePanel(t *testing.T) {
	m := typeSettled(t, sized(New(617, Options{Settings: noCoach()}), 100, 30), "O", "up", "right")
	text := m.viewText()
	if m.cells != 5 || !strings.Contains(text, "playing with 5 free cells from now on (each count keeps a game of its own)") || strings.Contains(text, "one fewer") {
		t.Fatalf("→ on the free-cell row: %d cells\n%s", m.cells, text)
	}
	if m = typeSettled(t, m, "up"); m.status.Kind == view.FreeCellsSet {
		t.Errorf("the row's words stay over another row")
	}
	if m = typeSettled(t, m, "down", "right", "esc"); m.status.Kind == view.FreeCellsSet || m.cells != 6 {
		t.Errorf("the row's words stay after the panel closed (%d cells)", m.cells)
	}
}

// TestSettingsOpenWithoutARefusal: the settings opened after a move refused
// leave the refusal behind (it stayed on the status line under the panel).
func TestSettingsOpenWithoutARefusal(t *testing.T) {
	m, _ := typeKeys(t, sized(New(617, Options{Settings: noCoach()}), 100, 30), "enter", "8", "4")
	if m.status.Kind != view.Refused {
		t.Fatalf("Q♥ onto 4♥ was not refused: %v", m.status.Kind)
	}
	if m, _ = typeKeys(t, m, "O"); strings.Contains(m.viewText(), "can't go on") {
		t.Errorf("the settings opened over the refusal's line:\n%s", m.viewText())
	}
}

// TestSettingsFewerByItsOwnKey: a keys file that gives the settings' fewer
// a key of its own (not one of change's) takes a free cell away with it (it
// did nothing: fewer was looked for among change's keys alone).
func TestSettingsFewerByItsOwnKey(t *testing.T) {
	for _, file := range []string{"[settings]\nfewer = [\"x\"]\n", "[settings]\nchange = [\"enter\", \"space\", \"right\"]\nfewer = [\"left\"]\n"} {
		f, err := ParseKeysFile("keys.toml", []byte(file))
		if err != nil {
			t.Fatal(err)
		}
		key := f.binds[len(f.binds)-1].keys[0]
		m := typeSettled(t, sized(New(617, Options{Keys: f, Settings: noCoach()}), 100, 30), "O", "up", key)
		if m.cells != 3 {
			t.Errorf("%q on the free-cell row with %q: %d cells, want 3", key, file, m.cells)
		}
	}
}
