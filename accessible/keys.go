package accessible

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/model"
)

// nthKey is the press of a binding's key i (column i+1's, free cell i's).
func nthKey(b key.Binding, i int) (tea.KeyPressMsg, bool) {
	keys := b.Keys()
	if i < 0 || i >= len(keys) {
		return tea.KeyPressMsg{}, false
	}
	return model.KeyPress(keys[i])
}
