package model

import (
	"path/filepath"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/freecell/freecell/view"
)

// TestNoStaleHintFromHeldKeys: H typed while a game opens (its keys held
// for it) is the new game's: the coach has not judged it yet, so no hint;
// it showed, then played, the hint of the game left (F's four cells' 6a on
// a game with none; 617's 46 on deal 5000).
func TestNoStaleHintFromHeldKeys(t *testing.T) {
	for _, c := range []struct {
		name  string
		first []string // settled, then the game judged
		held  []string // typed at once, their commands run after
		game  int64
		cells int
	}{
		{"free cells changed", []string{"g", "5", "0", "0", "0", "enter", "enter"}, []string{"F", "F", "F", "F", "H"}, 5000, 0},
		{"another deal", []string{"enter", "4", "a"}, []string{"esc", "g", "5", "0", "0", "0", "enter", "enter", "H"}, 5000, 4},
	} {
		m, _ := storeModel(t, filepath.Join(t.TempDir(), "freecell"))
		m = judgeNow(t, typeSettled(t, m, c.first...))
		var cmds []tea.Cmd
		for _, k := range c.held {
			var cmd tea.Cmd
			m, cmd = typeKeys(t, m, k)
			cmds = append(cmds, cmd)
		}
		for _, cmd := range cmds {
			m = settle(t, m, cmd)
		}
		if !m.Playing() || m.game != c.game || m.FreeCells() != c.cells {
			t.Fatalf("%s: playing %v, game %d with %d cells", c.name, m.Playing(), m.game, m.FreeCells())
		}
		if m.status.Kind == view.Hint || m.hinted != nil {
			t.Errorf("%s: a hint before the coach judged the game: %q", c.name, m.status.Notation)
		}
	}
}
