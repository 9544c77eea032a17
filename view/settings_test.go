package view

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/freecell/freecell/state"
)

// TestKeyboardRowSaysTheKeysFile: where the keys file names a keyboard,
// which each run starts with, the row chosen otherwise says it lasts this
// run, whole at 60 columns (it looked kept, and the next run undid it).
func TestKeyboardRowSaysTheKeysFile(t *testing.T) {
	for _, w := range []int{60, 80, 120} {
		s := screen(t, 617, w, 24)
		c := state.DefaultSettings()
		c.AZERTY = true
		s.Panel.Settings = &Settings{Chosen: c, Saving: true, Keyboard: "qwerty"}
		if text := ansi.Strip(Render(s)); !strings.Contains(text, "azerty this run (keys: qwerty)") {
			t.Errorf("%d columns: the keyboard row does not say the keys file's keyboard comes back:\n%s", w, text)
		}
		s.Panel.Settings.Keyboard = "azerty"
		if text := ansi.Strip(Render(s)); strings.Contains(text, "this run") {
			t.Errorf("%d columns: the keys file's own keyboard is said to last this run:\n%s", w, text)
		}
	}
}
