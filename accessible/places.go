package accessible

import (
	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/model"
	"github.com/freecell/freecell/rules"
)

// placeKey is the key of a place in play: column i is the Columns binding's
// key i, free cell i the FreeCells binding's, so that a keymap that rebinds
// them (another keyboard's row) is pressed as it is bound.
func placeKey(k model.PlayKeys, p rules.Place) (tea.KeyPressMsg, bool) {
	switch {
	case p.IsColumn():
		return nthKey(k.Columns, p.Index())
	case p.IsFreeCell():
		return nthKey(k.FreeCells, p.Index())
	case p == rules.Foundation:
		return model.FirstPress(k.Home)
	}
	return tea.KeyPressMsg{}, false
}
