package model

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/freecell/freecell/view"
)

// TestQuitAsksWhereTheGameIsNotKept: where nothing is saved (a server's
// guest, or saved games that cannot be used), q or Ctrl+C in a game with
// moves asks first, for the game ends with the run; Ctrl+C over the
// question quits, and q quits at once where nothing would be lost.
func TestQuitAsksWhereTheGameIsNotKept(t *testing.T) {
	won := append([]string{"enter"}, solutionLine()...)
	tests := []struct {
		name  string
		game  int64
		keys  []string
		quits bool
		asked bool
	}{
		{"browsing, nothing played", 617, []string{"q"}, true, false},
		{"at the deal, no move made", 617, []string{"enter", "q"}, true, false},
		{"a move made", 617, []string{"enter", "8", "a", "q"}, false, true},
		{"said no to", 617, []string{"enter", "8", "a", "q", "n"}, false, false},
		{"said yes to", 617, []string{"enter", "8", "a", "q", "y"}, true, false},
		{"Ctrl+C", 617, []string{"enter", "8", "a", "ctrl+c"}, false, true},
		{"Ctrl+C twice", 617, []string{"enter", "8", "a", "ctrl+c", "ctrl+c"}, true, true}, // it quits over the question
		{"left for the deals", 617, []string{"enter", "8", "a", "esc", "q"}, false, true},
		{"won", 617, append(won, "q", "q"), true, false}, // the first key takes the banner away
		{"lost: no legal move left", -1, []string{"enter", "1", "a", "2", "b", "3", "c", "4", "d", "q"}, true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, cmd := typeKeys(t, newModel(tt.game), tt.keys...)
			if quits := isQuit(cmd); quits != tt.quits {
				t.Errorf("quits: %v, want %v", quits, tt.quits)
			}
			q := m.questionPut()
			if asked := q != nil && q.question == view.QuitQuestion; asked != tt.asked {
				t.Errorf("asked: %v, want %v\n%s", asked, tt.asked, m.viewText())
			}
			if tt.asked && !strings.Contains(m.viewText(), "quit? your game in progress is not kept") {
				t.Errorf("the question is not on screen:\n%s", m.viewText())
			}
		})
	}
	t.Run("a server's guest is told why", func(t *testing.T) { // "nothing is saved in this run" is the local viewer's word
		m, _ := typeKeys(t, sized(New(617, Options{Guest: true, Leaderboard: openBoard(t), Settings: noCoach()}), 100, 30), "enter", "8", "a", "q")
		if !strings.Contains(m.viewText(), "quit? your game in progress is not kept: a guest's games are not saved") {
			t.Errorf("the guest's question:\n%s", m.viewText())
		}
	})
	t.Run("saved: q quits at once", func(t *testing.T) {
		m, _ := storeModel(t, filepath.Join(t.TempDir(), "freecell"))
		m = typeSettled(t, m, "enter", "8", "a")
		if _, cmd := typeKeys(t, m, "q"); !isQuit(cmd) {
			t.Errorf("a game that is saved asked before quitting:\n%s", m.viewText())
		}
	})
}
