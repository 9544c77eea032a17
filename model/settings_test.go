package model

import (
	"testing"

	"github.com/freecell/freecell/rules"
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
