package model

import (
	"strings"
	"testing"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/view"
)

func TestNavigate(t *testing.T) {
	const maxGame = dealer.MaxGame
	tests := []struct {
		game int64
		move BrowseStep
		want int64
	}{
		{617, NextGame, 618},
		{617, PrevGame, 616},
		{1, PrevGame, 1},
		{maxGame, NextGame, maxGame},
		{32000, NextGame, 32001},
		{1 << 31, PrevGame, 1<<31 - 1},
		{617, Forward10, 627},
		{3, Back10, 1},
		{617, Forward1000, 1617},
		{617, Back1000, 1},
		{maxGame - 1, Forward1000, maxGame},
		{-2, NextGame, -1},
		{-1, NextGame, 1}, // out of the joke deals
		{-2, Forward10, 1},
		{-1, PrevGame, -2},
		{-2, PrevGame, -2},
		{-1, Back1000, -2},
		{617, RangeFirst, 1},
		{617, RangeLast, 32000},
		{32000, RangeLast, 1000000},
		{1000000, RangeLast, maxGame},
		{maxGame, RangeLast, maxGame},
		{40000, RangeFirst, 1},
		{40000, RangeLast, 1000000},
		{-2, RangeLast, -1},
		{-1, RangeLast, -1},
		{-1, RangeFirst, -2},
		{0, NextGame, 1}, // an invalid game recovers to 1
	}
	for _, tt := range tests {
		if got := Navigate(tt.game, tt.move); got != tt.want {
			t.Errorf("Navigate(%d, %d) = %d, want %d", tt.game, tt.move, got, tt.want)
		}
	}
}

// TestBranchesShareNoHistory: two models branched from one keep their own
// history: Back in one never follows the jumps made in the other.
func TestBranchesShareNoHistory(t *testing.T) {
	base, _ := typeKeys(t, newModel(617), "n", "n", "n", "b") // at 619, 617 618 behind it, with room to grow
	a, _ := typeKeys(t, base, "n", "n")                       // 621, 620 behind it
	_, _ = typeKeys(t, base, "k", "n")                        // another branch: 630, 629 behind it
	if a, _ = typeKeys(t, a, "b"); a.Game() != 620 {
		t.Errorf("back from 621 went to %d, not 620: the branches share their history", a.Game())
	}
}

// TestPageCutShortAtTheEndSaysSo: a step of ten or a thousand deals that
// stops at the first or last game says why it went less far; a full step
// says nothing.
func TestPageCutShortAtTheEndSaysSo(t *testing.T) {
	tests := []struct {
		from     int64
		key      string
		to       int64
		wantKind view.StatusKind
	}{
		{617, "pgdown", 1, view.AtFirstGame},
		{5, "down", 1, view.AtFirstGame},
		{1, "pgdown", 1, view.AtFirstGame},
		{1617, "pgdown", 617, view.NoStatus},
		{617, "pgup", 1617, view.NoStatus},
		{dealer.MaxGame - 3, "up", dealer.MaxGame, view.AtLastGame},
		{-1, "up", 1, view.NoStatus},
	}
	for _, tt := range tests {
		m, _ := typeKeys(t, newModel(tt.from), tt.key)
		if m.game != tt.to || m.status.Kind != tt.wantKind {
			t.Errorf("%s from %d: game %d, status %v; want %d, %v", tt.key, tt.from, m.game, m.status.Kind, tt.to, tt.wantKind)
		}
	}
}

// TestBackInTheHelpLineOnlyWithADealBefore: the help line names b only
// once a deal was viewed before, where b has one to go back to.
func TestBackInTheHelpLineOnlyWithADealBefore(t *testing.T) {
	m := newModel(617)
	if line := m.viewText(); strings.Contains(line, "b back") || !strings.Contains(line, "s solve") {
		t.Errorf("the first deal viewed names b:\n%s", line)
	}
	next, _ := typeKeys(t, m, "n")
	if line := next.viewText(); !strings.Contains(line, "b back") {
		t.Errorf("a deal viewed after another does not name b:\n%s", line)
	}
	back, _ := typeKeys(t, next, "b")
	if line := back.viewText(); strings.Contains(line, "b back") || back.game != 617 {
		t.Errorf("back at the first deal (%d), b is still named:\n%s", back.game, line)
	}
}

// TestTheEndsOfTheNumbersSaidAsTheyAre: p on game 1 names the way to the
// joke deals before it (n steps from -1 to 1); End on the last joke deal
// says that, not the end of a range that takes it.
func TestTheEndsOfTheNumbersSaidAsTheyAre(t *testing.T) {
	tests := []struct {
		from int64
		key  string
		want string
	}{
		{1, "p", "game 1 is the first (the joke deals: g -1)"},
		{-1, "end", "already at the last joke deal: game -1"},
		{-2, "p", "game -2 is the first: there is none before it"},
		{dealer.MaxGame, "end", "already at the end of the widest range: game 8,589,934,591"},
	}
	for _, tt := range tests {
		m, _ := typeKeys(t, newModel(tt.from), tt.key)
		if text := m.viewText(); !strings.Contains(text, tt.want) {
			t.Errorf("%s on %d: %q not said:\n%s", tt.key, tt.from, tt.want, text)
		}
	}
}

// TestMoveTypedWhileBrowsingSaysWhereMovesGo: a move typed while browsing
// (its digit opens the game-number prompt) says it is a move and how to
// play the deal, where it said only "not a game number"; other text still
// says that.
func TestMoveTypedWhileBrowsingSaysWhereMovesGo(t *testing.T) {
	for _, c := range []struct {
		keys []string
		want string
	}{
		{[]string{"3", "a"}, "✗ a move: esc, then enter plays the deal"},
		{[]string{"7", "4", "v", "2"}, "✗ a move: esc, then enter plays the deal"},
		{[]string{"1", "2", "x"}, "✗ not a game number"},
		{[]string{"enter", "f3", "3", "a"}, "✗ a move: esc goes back to your game"}, // F3 in a game: its Esc goes back
	} {
		m := typeSettled(t, sized(New(617, Options{}), 80, 24), c.keys...)
		if text := m.viewText(); !strings.Contains(text, c.want) {
			t.Errorf("%v typed while browsing: no %q\n%s", c.keys, c.want, text)
		}
	}
	if text := typeSettled(t, sized(New(617, Options{}), 52, 17), "3", "a").viewText(); !strings.Contains(text, "✗ a move: esc, then enter\n") { // shorter, not cut
		t.Errorf("3a typed at 52 columns:\n%s", text)
	}
}
