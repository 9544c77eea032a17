package accessible

import (
	"unicode/utf8"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
)

// namedKeys are the keys a binding names by a word, as Bubble Tea writes them.
var namedKeys = map[string]tea.Key{
	"enter": {Code: tea.KeyEnter}, "esc": {Code: tea.KeyEscape}, "tab": {Code: tea.KeyTab},
	"space": {Code: tea.KeySpace, Text: " "}, "backspace": {Code: tea.KeyBackspace},
	"up": {Code: tea.KeyUp}, "down": {Code: tea.KeyDown}, "left": {Code: tea.KeyLeft}, "right": {Code: tea.KeyRight},
	"home": {Code: tea.KeyHome}, "end": {Code: tea.KeyEnd}, "pgup": {Code: tea.KeyPgUp}, "pgdown": {Code: tea.KeyPgDown},
	"ctrl+c": {Code: 'c', Mod: tea.ModCtrl}, "ctrl+r": {Code: 'r', Mod: tea.ModCtrl}, "ctrl+z": {Code: 'z', Mod: tea.ModCtrl}, "ctrl+l": {Code: 'l', Mod: tea.ModCtrl},
	"f1": {Code: tea.KeyF1}, "f2": {Code: tea.KeyF2}, "f3": {Code: tea.KeyF3}, "f4": {Code: tea.KeyF4},
	"f5": {Code: tea.KeyF5}, "f6": {Code: tea.KeyF6}, "f7": {Code: tea.KeyF7}, "f8": {Code: tea.KeyF8},
	"f9": {Code: tea.KeyF9}, "f10": {Code: tea.KeyF10}, "f11": {Code: tea.KeyF11}, "f12": {Code: tea.KeyF12},
}

// pressOf is the key press a binding's key name stands for: "enter", "n",
// "ctrl+r"; false for a name it does not know.
func pressOf(name string) (tea.KeyPressMsg, bool) {
	if k, ok := namedKeys[name]; ok {
		return tea.KeyPressMsg(k), true
	}
	if r, size := utf8.DecodeRuneInString(name); size == len(name) && r != utf8.RuneError {
		return tea.KeyPressMsg{Code: r, Text: name}, true
	}
	return tea.KeyPressMsg{}, false
}

// firstKey is the press of the first of a binding's keys that can be pressed.
func firstKey(b key.Binding) (tea.KeyPressMsg, bool) {
	for _, name := range b.Keys() {
		if k, ok := pressOf(name); ok {
			return k, true
		}
	}
	return tea.KeyPressMsg{}, false
}

// nthKey is the press of a binding's key i (column i+1's, free cell i's).
func nthKey(b key.Binding, i int) (tea.KeyPressMsg, bool) {
	keys := b.Keys()
	if i < 0 || i >= len(keys) {
		return tea.KeyPressMsg{}, false
	}
	return pressOf(keys[i])
}
