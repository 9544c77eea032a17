package model

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// TestWindowsFunctionKeys: the function keys of Windows FreeCell do what they
// do there (F2 a new game, played at once, F3 a game by number, F4 the
// statistics, F5 the options, F10 undo); in a game, F2 and F3 leave it,
// kept, for a new game and a deal by number, and say so (r and g say how to
// leave), and the game's keys panel names them.
func TestWindowsFunctionKeys(t *testing.T) {
	m, _ := typeKeys(t, newModel(617), "f2")
	if m.Game() != 424242 || !m.Playing() {
		t.Errorf("F2 while browsing: game %d, playing %v; want a new game of a random deal (424242)", m.Game(), m.Playing())
	}
	if m, _ = typeKeys(t, newModel(617), "r"); m.Game() != 424242 || m.Playing() {
		t.Errorf("r while browsing: game %d, playing %v; want the random deal browsed", m.Game(), m.Playing())
	}
	if m, _ = typeKeys(t, newModel(617), "f3"); m.mode != prompting {
		t.Errorf("F3 while browsing: mode %v, want the game number's prompt", m.mode)
	}
	if m, _ = typeKeys(t, newModel(617), "f3", "5", "0", "0", "enter"); m.Game() != 500 || !m.Playing() {
		t.Errorf("F3 500 while browsing: game %d, playing %v; want a game of 500, as Windows' Select Game starts it", m.Game(), m.Playing())
	}
	if m, _ = typeKeys(t, newModel(617), "g", "5", "0", "0", "enter"); m.Game() != 500 || m.Playing() {
		t.Errorf("g 500 while browsing: game %d, playing %v; want 500 browsed", m.Game(), m.Playing())
	}
	m, _ = typeKeys(t, newModel(617), "f4")
	if m.overlays.frontKind() != statsOverlay {
		t.Fatalf("F4: %v in front, want the statistics", m.overlays.frontKind())
	}
	if m, _ = typeKeys(t, m, "f4"); m.overlays.frontKind() != noOverlay {
		t.Errorf("F4 again: %v in front, want none", m.overlays.frontKind())
	}
	m, _ = typeKeys(t, newModel(617), "f5")
	if m.overlays.frontKind() != settingsOverlay {
		t.Fatalf("F5: %v in front, want the settings", m.overlays.frontKind())
	}
	if m, _ = typeKeys(t, m, "f5"); m.overlays.frontKind() != noOverlay {
		t.Errorf("F5 again: %v in front, want none", m.overlays.frontKind())
	}

	for _, open := range []string{"f", "S", "O"} { // over a panel, ? and F1 close it, as they close the keys
		for _, k := range []string{"?", "f1"} {
			if m, _ = typeKeys(t, newModel(617), open, k); m.overlays.frontKind() != noOverlay {
				t.Errorf("%s then %s: %v in front, want none", open, k, m.overlays.frontKind())
			}
		}
	}
	if !strings.Contains(keysPanel(t, newModel(617)), "S/F4") {
		t.Error("the keys panel does not name F4 beside S")
	}

	m, _ = playModel(t)
	if panel := keysPanel(t, m); !strings.Contains(panel, "F2  ") || !strings.Contains(panel, "new game, this one kept") || !strings.Contains(panel, "new game by number, this one kept") {
		t.Errorf("the keys panel in a game does not name F2 and F3:\n%s", panel)
	}
	dealtPosition := m.Position()
	if m, _ = typeKeys(t, m, "8", "a"); m.Position() == dealtPosition {
		t.Fatal("8a made no move")
	}
	if m, _ = typeKeys(t, m, "f10"); m.Position() != dealtPosition {
		t.Error("F10 did not undo the move")
	}
	m, _ = typeKeys(t, m, "8", "a")
	moved := m.Position()
	next, _ := typeKeys(t, m, "f2")
	if !next.Playing() || next.Game() == 617 || !strings.Contains(next.viewText(), "new game; your game of FreeCell #617 is kept until you quit: esc, b, then enter resume it") { // (no store here: nothing is saved)
		t.Errorf("F2 in a game: playing %v, game %d, status %q", next.Playing(), next.Game(), statusText(next))
	}
	if next, _ = typeKeys(t, next, "esc"); next.Game() == 617 || strings.Contains(next.viewText(), "kept") {
		t.Errorf("esc in the new game with no move: game %d, status %q; want the new deal, nothing kept", next.Game(), statusText(next))
	}
	if next, _ = typeKeys(t, next, "b", "enter"); !next.Playing() || next.Game() != 617 || next.Position() != moved {
		t.Errorf("esc, b, enter after F2: playing %v, game %d, the game's move kept %v", next.Playing(), next.Game(), next.Position() == moved)
	}
	if next, _ = typeKeys(t, m, "f3"); next.mode != prompting || !strings.Contains(next.viewText(), "enter play it • esc back to your game") {
		t.Errorf("F3 in a game: mode %v, want the game number's prompt, its keys saying what they do:\n%s", next.mode, next.viewText())
	}
	if next.screen().Board.Position != moved { // the game stays on screen under the prompt, not the deal as dealt
		t.Error("F3 in a game: the board under the prompt is not the game's")
	}
	if back, _ := typeKeys(t, next, "esc"); !back.Playing() || back.Position() != moved { // a dialog cancelled: back in the game
		t.Errorf("F3, then esc: playing %v, the game's move kept %v, %q", back.Playing(), back.Position() == moved, statusText(back))
	}
	if to, _ := typeKeys(t, next, "5", "0", "0", "enter"); to.Game() != 500 || !to.Playing() || !strings.Contains(to.viewText(), "new game; your game of FreeCell #617 is kept until you quit: esc, b, then enter resume it") {
		t.Errorf("F3, then 500: game %d, playing %v, %q", to.Game(), to.Playing(), statusText(to))
	}
	if to, _ := typeKeys(t, next, "6", "1", "7", "enter"); to.Game() != 617 || !to.Playing() || to.Position() != moved || strings.Contains(to.viewText(), "kept") {
		t.Errorf("F3, then 617, its own deal: game %d, playing %v, the move kept %v, %q; want the game resumed", to.Game(), to.Playing(), to.Position() == moved, statusText(to))
	}
	unmoved, _ := playModel(t)
	if back, _ := typeKeys(t, unmoved, "f3", "esc"); !back.Playing() || back.Game() != 617 { // no move made: still the game it left
		t.Errorf("F3, then esc, in a game with no move: playing %v, game %d; want back in the game", back.Playing(), back.Game())
	}
	if next, _ = typeKeys(t, m, "4", "f2"); !next.Playing() || next.Game() == 617 || next.picked != nil { // a card picked up goes back, as Esc puts it
		t.Errorf("F2 with a card picked up: playing %v, game %d", next.Playing(), next.Game())
	}
	if next, _ = typeKeys(t, m, "r"); !next.Playing() || next.status.Kind != view.DealsKey {
		t.Errorf("r in a game: playing %v, status %v; want it to say how to leave", next.Playing(), next.status.Kind)
	}
}

// TestLineFeedIsEnter: Ctrl+J, which a keypad's Enter sends through tmux, is
// Enter, unless a keys file binds it.
func TestLineFeedIsEnter(t *testing.T) {
	if m, _ := typeKeys(t, newModel(617), "ctrl+j"); !m.Playing() {
		t.Error("Ctrl+J while browsing did not play the deal")
	}
	if m, _ := typeKeys(t, newModel(617), "g", "9", "ctrl+j"); m.mode != browsing || m.Game() != 9 {
		t.Errorf("g 9 Ctrl+J: mode %v, game %d, want deal 9", m.mode, m.Game())
	}
	m := keysModel(t, "[browse]\nrandom = [\"ctrl+j\"]\n")
	if m, _ = typeKeys(t, m, "ctrl+j"); m.Playing() {
		t.Error("Ctrl+J bound to random by a keys file played the deal")
	}
}

// keysPanel is the text of m's keys panel, opened.
func keysPanel(t *testing.T, m Model) string {
	t.Helper()
	m, _ = typeKeys(t, sized(m, 120, 40), "?")
	return m.viewText()
}

// TestF2PlaysTheDealDrawn: F2 plays the deal it draws however it is drawn
// (the picker's, or one the solver solves, found in the background), and
// from a game kept in the store it says so in the new game; esc, b and
// enter go back to the game kept.
func TestF2PlaysTheDealDrawn(t *testing.T) {
	hard := atlas.Pick{Band: atlas.Hard, HasBand: true}
	picking := New(617, Options{Settings: settingsWith(func(s *state.Settings) { s.Pick = hard }), Random: randomSequence(5, 123_456, 4000, 700)})
	if m := typeWorked(t, sized(picking, 100, 30), "f2"); !m.Playing() || m.Game() == 617 {
		t.Errorf("F2 with the picker set: playing %v, game %d; want a new game of the deal it picked", m.Playing(), m.Game())
	}
	solvable, _ := typeKeys(t, sized(New(1, Options{Random: randomSequence(11982, 617)}), 100, 30), "R")
	solvable, cmd := typeKeys(t, solvable, "f2")
	if solvable = deliver(solvable, runCmd(cmd)); !solvable.Playing() || solvable.Game() != 617 {
		t.Errorf("F2 drawing solvable deals only: playing %v, game %d; want a new game of 617 (11982 is impossible)", solvable.Playing(), solvable.Game())
	}

	m, _ := storeModel(t, filepath.Join(t.TempDir(), "freecell"))
	m = typeSettled(t, m, "enter", "8", "a")
	moved := m.Position()
	m = typeSettled(t, m, "f2")
	if !m.Playing() || m.Game() == 617 || !strings.Contains(m.viewText(), "new game; your game of FreeCell #617 is kept: esc, b, then enter resume it") {
		t.Errorf("F2 in a saved game: playing %v, game %d, status %q", m.Playing(), m.Game(), statusText(m))
	}
	if m = typeSettled(t, m, "esc", "b", "enter"); !m.Playing() || m.Game() != 617 || m.Position() != moved {
		t.Errorf("esc, b, enter: playing %v, game %d, the move kept %v", m.Playing(), m.Game(), m.Position() == moved)
	}
}

// TestStatsNameTheGamesLeft: the games F2 left are named in the statistics,
// where nothing is saved too, for the player to go back to them.
func TestStatsNameTheGamesLeft(t *testing.T) {
	m, _ := playModel(t)
	m, _ = typeKeys(t, m, "8", "a", "f2", "8", "a", "S")
	if text := m.viewText(); !strings.Contains(text, "2: #617 and #424,242") {
		t.Errorf("the statistics do not name the games in progress:\n%s", text)
	}
}

// TestF3AfterAWin: a won game takes F3 as Windows does, a new game by
// number, and # as browsing's go-to.
func TestF3AfterAWin(t *testing.T) {
	won := func() Model {
		m := typeWorked(t, sized(New(617, Options{Settings: settingsWith(func(s *state.Settings) { s.NoCoach = true })}), 100, 30), "enter", "A", "A")
		for _, keys := range placeKeys(t, frozenSolution(t)) {
			m = typeWorked(t, m, keys...)
		}
		if !m.table.Won() {
			t.Fatal("617 not won")
		}
		return bannerSeen(m)
	}
	m := typeWorked(t, won(), "f3")
	if m.mode != prompting {
		t.Fatalf("F3 after the win: mode %v, want the game number's prompt", m.mode)
	}
	if m = typeWorked(t, m, "5", "0", "0", "enter"); m.Game() != 500 || !m.Playing() {
		t.Errorf("F3 500 after the win: game %d, playing %v; want a game of 500", m.Game(), m.Playing())
	}
	if m = typeWorked(t, won(), "#", "5", "0", "0", "enter"); m.Game() != 500 || m.Playing() { // (g is the seventh free cell's key in a game)
		t.Errorf("# 500 after the win: game %d, playing %v; want 500 browsed", m.Game(), m.Playing())
	}
}

// TestWonHelpNamesF3: the won game's keys panel names the go-to by the keys
// it takes there (not g, the seventh free cell's), and what F3 does.
func TestWonHelpNamesF3(t *testing.T) {
	var help []string
	for _, group := range NewKeymaps(view.GlyphsFor(false)).standIns().Won.FullHelp() {
		for _, b := range group {
			help = append(help, b.Help().Key+" "+b.Help().Desc)
		}
	}
	if !slices.Contains(help, "#/F3 go to (F3 plays)") || strings.Contains(strings.Join(help, "\n"), "g/#") {
		t.Errorf("the won game's full help:\n%s", help)
	}
}
