package model

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// TestFreeCellCountKey: F plays the deal with one free cell fewer, wrapping
// from none to eight; the count is remembered; in play the game with four is
// kept in progress while the deal is played with three, and coming back to
// four resumes it; a solve is of the deal with the count on screen.
func TestFreeCellCountKey(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "freecell")
	m, store := storeModel(t, dir)
	m = typeSettled(t, m, "F")
	if pos := m.Position(); m.FreeCells() != 3 || pos.FreeCellCount() != 3 || m.status.Kind != view.FreeCellsSet {
		t.Fatalf("F: %d cells, the board %d, status %v", m.FreeCells(), pos.FreeCellCount(), m.status.Kind)
	}
	if screen := m.viewText(); !strings.Contains(screen, "FreeCell #617 · 3 free cells") || !strings.Contains(screen, "playing with 3 free cells") {
		t.Errorf("the count is not said:\n%s", screen)
	}
	if v := store.Settings().FreeCells; v != 3 {
		t.Errorf("remembered as %d", v)
	}
	m = typeSettled(t, m, "F", "F", "F", "F") // 2, 1, none, eight
	if m.FreeCells() != 8 {
		t.Errorf("from none F goes to %d", m.FreeCells())
	}
	m = typeSettled(t, m, "F", "F", "F", "F", "enter", "8", "a") // 4: a move on the four-cell game
	m = typeSettled(t, m, "F")
	if !m.Playing() || m.FreeCells() != 3 || m.table.FreeCells() != 3 || m.table.Touched() {
		t.Fatalf("F in play: playing %v with %d cells, a game with %d, touched %v", m.Playing(), m.FreeCells(), m.table.FreeCells(), m.table.Touched())
	}
	if g, ok, _ := store.InProgress(state.Key{Deal: 617, FreeCells: 4}); !ok || strings.Join(g.Moves, " ") != "8a" {
		t.Errorf("the four-cell game is not kept: %+v, %v", g, ok)
	}
	m = typeSettled(t, m, "8", "a", "e") // the move is made; e is no cell of three
	if m.status.Kind != view.Refused || !strings.Contains(m.viewText(), "there is no free cell e: the game has 3 free cells (a-c)") {
		t.Errorf("e with three cells: %v\n%s", m.status.Kind, m.viewText())
	}
	m = typeSettled(t, m, "F", "F", "F", "F", "F", "F", "F", "F") // 2, 1, 0, 8, 7, 6, 5, 4
	if m.FreeCells() != 4 || !m.Playing() || strings.Join(m.table.Notation(), " ") != "8a" || m.status.Kind != view.Resumed {
		t.Errorf("back to four: %d cells, moves %v, status %v", m.FreeCells(), m.table.Notation(), m.status.Kind)
	}
	if g, ok, _ := store.InProgress(state.Key{Deal: 617, FreeCells: 3}); !ok || strings.Join(g.Moves, " ") != "8a" {
		t.Errorf("the three-cell game is not kept: %+v, %v", g, ok)
	}
	m = typeSettled(t, m, "esc", "F", "s")
	if m.solving.running(); m.status.Kind != view.Solving {
		t.Fatalf("s: status %v", m.status.Kind)
	}
	res := solveCmd(jobContext{ctx: t.Context(), id: m.solving.id}, m.key(), m.dealt())().(solvedMsg)
	if res.result.Status != solver.Impossible || res.game != (state.Key{Deal: 617, FreeCells: 3}) {
		t.Fatalf("617 with 3 cells: %+v", res)
	}
	m, _ = m.solved(res)
	if screen := m.viewText(); !strings.Contains(screen, "no sequence of moves solves game 617 with 3 free cells") || !strings.Contains(screen, "impossible") {
		t.Errorf("the verdict is not said with its count:\n%s", screen)
	}
	m = typeSettled(t, m, "F", "F", "F", "F", "F", "F", "F", "F")
	if _, known := m.Verdict(617); known {
		t.Error("three cells' verdict is shown with four")
	}
}

// TestFreeCellsNotInPlayback: a solution was found with its count, which
// the settings do not change under it.
func TestFreeCellsNotInPlayback(t *testing.T) {
	m := playing617From(t, New(617, Options{}))
	m, _ = typeKeys(t, m, "O", "6")
	if m.FreeCells() != 4 || m.status.Kind == view.FreeCellsSet {
		t.Errorf("the setting in a playback: %d cells, status %v", m.FreeCells(), m.status.Kind)
	}
}

// TestFreeCellsSetting: the settings panel's last row goes either way.
func TestFreeCellsSetting(t *testing.T) {
	last := strconv.Itoa(int(view.SettingFreeCells) + 1)
	m, _ := typeKeys(t, New(617, Options{}), "O", last)
	if m.FreeCells() != 5 {
		t.Errorf("%s in the settings: %d cells", last, m.FreeCells())
	}
	m, _ = typeKeys(t, m, "left", "left")
	if m.FreeCells() != 3 || !strings.Contains(sized(m, 80, 24).viewText(), "free cells         ← 3 →") {
		t.Errorf("left twice: %d cells\n%s", m.FreeCells(), m.viewText())
	}
}

// TestCopyPosition: y sends the position on screen to the clipboard in
// fc-solve's format, which the board reader reads back as that position,
// with its free cells.
func TestCopyPosition(t *testing.T) {
	six := 6
	m, _ := typeKeys(t, New(617, Options{Settings: withCells(six)}), "enter", "8", "f", "7", "a")
	m, cmd := typeKeys(t, m, "y")
	if m.status.Kind != view.PositionCopied || cmd == nil {
		t.Fatalf("y: status %v", m.status.Kind)
	}
	text := fmt.Sprint(cmd()) // the OSC 52 message holds the text
	back, err := rules.ParseBoard(text, 6)
	if want := m.Position(); err != nil || back != want {
		t.Errorf("copied %q, read back as another position: %v", text, err)
	}
	if !strings.Contains(text, "Freecells:") || !strings.Contains(text, "QH") {
		t.Errorf("copied %q", text)
	}
}

// TestLayoutKeepsItsCells: a layout is played with its own free cells, deals
// with the count chosen for them; b comes back to the layout; F on the layout
// changes nothing; a layout won as it stands is no game to play.
func TestLayoutKeepsItsCells(t *testing.T) {
	l, _ := dealer.Deal(617)
	start := rules.NewPositionWith(&l, 0)
	two := 2
	m := New(617, Options{Settings: withCells(two), Layout: &start})
	if m.Game() != 0 || m.FreeCells() != 0 || !strings.Contains(sized(m, 80, 24).viewText(), "FreeCell layout · no free cells") {
		t.Fatalf("the layout: game %d, %d cells", m.Game(), m.FreeCells())
	}
	m, _ = typeKeys(t, m, "F")
	if m.FreeCells() != 0 || m.status.Kind != view.LayoutKeepsCells {
		t.Errorf("F on the layout: %d cells, status %v", m.FreeCells(), m.status.Kind)
	}
	m, _ = typeKeys(t, m, "n")
	if m.Game() != 1 || m.FreeCells() != 2 || m.key().Layout != "" {
		t.Errorf("the next deal: game %d, %d cells, key %+v", m.Game(), m.FreeCells(), m.key())
	}
	m, _ = typeKeys(t, m, "b")
	if pos := m.Position(); m.Game() != 0 || m.FreeCells() != 0 || pos != start {
		t.Errorf("b: game %d, %d cells", m.Game(), m.FreeCells())
	}
	home := [4]dealer.Rank{dealer.King, dealer.King, dealer.King, dealer.King}
	home[dealer.Hearts] = dealer.Queen
	won, err := rules.PositionWith([rules.NumColumns][]dealer.Card{{dealer.NewCard(dealer.King, dealer.Hearts)}}, nil, home, 4)
	if err != nil {
		t.Fatal(err)
	}
	m, _ = typeKeys(t, New(1, Options{Layout: &won}), "enter")
	if m.Playing() || m.status.Kind != view.WonAlready {
		t.Errorf("a won layout: playing %v, status %v", m.Playing(), m.status.Kind)
	}
}

// TestSpaceWithNoCells: with no free cells, Space says the game has none,
// whether a card is picked up or not.
func TestSpaceWithNoCells(t *testing.T) {
	none := 0
	for _, keys := range [][]string{{"enter", "space"}, {"enter", "1", "space"}} {
		m, _ := typeKeys(t, New(164, Options{Settings: withCells(none)}), keys...)
		if m.status.Kind != view.NoFreeCell || !strings.Contains(sized(m, 80, 24).viewText(), "the game has no free cells") {
			t.Errorf("%v: status %v", keys, m.status.Kind)
		}
	}
}

// TestMoveLineExampleFitsTheCells: the move line's example moves a card to a
// free cell only where the game has one.
func TestMoveLineExampleFitsTheCells(t *testing.T) {
	for cells, want := range map[int]string{0: "46 74v2 1h", 4: "3a 46 74v2 1h"} {
		m, _ := typeKeys(t, New(164, Options{Settings: withCells(cells)}), "enter", ":")
		if text := sized(m, 80, 24).viewText(); !strings.Contains(text, "Moves: "+want) {
			t.Errorf("%d free cells: the example is not %q:\n%s", cells, want, text)
		}
	}
}

// TestMoreThanCanMove: + with as many cards picked up as can move together
// says so, as - with one card does; + that picks one more up says nothing
// more, nor does - that puts one back.
func TestMoreThanCanMove(t *testing.T) {
	none := 0
	for _, tc := range []struct {
		keys []string
		want view.StatusKind
	}{
		{[]string{"enter", "7", "+"}, view.PickedAll},
		{[]string{"enter", "7", "-", "+"}, view.PickedAll},
	} {
		m, _ := typeKeys(t, New(164, Options{Settings: withCells(none)}), tc.keys...)
		if m.status.Kind != tc.want || !strings.Contains(sized(m, 100, 30).viewText(), "no more can move together: 1 with no free cell and no empty column") {
			t.Errorf("%v: status %v\n%s", tc.keys, m.status.Kind, sized(m, 100, 30).viewText())
		}
	}
	if m, _ := typeKeys(t, New(164, Options{Settings: withCells(none)}), "enter", "7", "-"); m.status.Kind != view.PickedOne || !strings.Contains(sized(m, 100, 30).viewText(), "one card is the fewest") {
		t.Errorf("- with one card picked up: status %v", m.status.Kind)
	}
	for game := int64(1); game < 50; game++ { // a deal with a column whose top cards move together
		for col := range 8 {
			m, _ := typeKeys(t, New(game, Options{}), "enter", strconv.Itoa(col+1))
			if m.status.Count < 2 {
				continue
			}
			if m, _ = typeKeys(t, m, "-"); m.status.Kind != view.Picked {
				t.Errorf("game %d, - from column %d: status %v", game, col+1, m.status.Kind)
			}
			if m, _ = typeKeys(t, m, "+"); m.status.Kind != view.Picked {
				t.Errorf("game %d, + back to the most from column %d: status %v, want Picked", game, col+1, m.status.Kind)
			}
			return
		}
	}
	t.Fatal("no deal of 1..49 has cards that move together at the deal")
}

// TestWinBannerNamesTheCells: a win with other than four free cells, kept
// apart from four cells' wins, says its count; with four it says none.
func TestWinBannerNamesTheCells(t *testing.T) {
	for cells, want := range map[int]string{3: "with 3 free cells · ", 4: ""} {
		res, err := solver.SolveGame(t.Context(), 2, cells, solver.Options{Mode: solver.Fast})
		if err != nil || res.Status != solver.Solved {
			t.Fatalf("%d cells: %v %v", cells, res.Status, err)
		}
		var line []string
		for _, mv := range res.Moves {
			line = append(line, mv.String())
		}
		m, _ := typeKeys(t, New(2, Options{Settings: settingsWith(func(s *state.Settings) { s.FreeCells, s.Auto = cells, rules.AutoOff })}), "enter")
		m = typeLine(t, m, strings.Join(line, " "))
		text := sized(m, 100, 30).viewText()
		if !strings.Contains(text, "You won FreeCell #2!") {
			t.Fatalf("%d cells: not won:\n%s", cells, text)
		}
		if got := strings.Contains(text, "free cells · "); got != (want != "") || want != "" && !strings.Contains(text, want) {
			t.Errorf("%d cells: the banner does not say %q:\n%s", cells, want, text)
		}
	}
}

// TestCellsKeptInPlaybackAndReview: F in a playback or a review says the
// count changes elsewhere, and changes nothing.
func TestCellsKeptInPlaybackAndReview(t *testing.T) {
	m := playing617From(t, New(617, Options{}))
	if got, _ := typeKeys(t, m, "F"); got.FreeCells() != 4 || got.status.Kind != view.CellsKeptHere {
		t.Errorf("playback, F: %d cells, status %v", got.FreeCells(), got.status.Kind)
	}
	p, _ := playModel(t)
	p = lostGame(t, p)
	p, _ = typeKeys(t, p, "V")
	p = reviewJudgedNow(t, p)
	if p, _ = typeKeys(t, p, "F"); p.FreeCells() != 4 || p.status.Kind != view.CellsKeptHere || !strings.Contains(sized(p, 120, 40).viewText(), "free cells changes while browsing or playing") {
		t.Errorf("review, F: %d cells, status %v\n%s", p.FreeCells(), p.status.Kind, sized(p, 120, 40).viewText())
	}
}

// TestSettingsCloseWithQ: q closes the settings panel, as the README says,
// rather than quitting; Ctrl+C still quits.
func TestSettingsCloseWithQ(t *testing.T) {
	m, cmd := typeKeys(t, New(617, Options{}), "O", "q")
	if m.overlays.has(settingsOverlay) || isQuit(cmd) {
		t.Errorf("q in the settings: open %v, quit %v", m.overlays.has(settingsOverlay), isQuit(cmd))
	}
	if _, cmd := typeKeys(t, New(617, Options{}), "O", "ctrl+c"); !isQuit(cmd) {
		t.Error("ctrl+c in the settings does not quit")
	}
}

// TestMoreThanCanMoveAtSixtyColumns: why + picked up no more is said whole
// at 60 columns, in fewer words ("10♠ and the card on it from column 7:
// where to? · no more…" was cut).
func TestMoreThanCanMoveAtSixtyColumns(t *testing.T) {
	m, _ := typeKeys(t, sized(New(617, Options{Settings: noCoach()}), 60, 20), "enter", "4", "a", "4", "6", "2", "b", "2", "7", "4", "7", "1", "c", "7", "+")
	if text := m.viewText(); !strings.Contains(text, "10♠ and 1 more from column 7 · no more can move") || strings.Contains(text, "…") {
		t.Errorf("+ past what can move, at 60x20:\n%s", text)
	}
	if text := sized(m, 80, 24).viewText(); !strings.Contains(text, "10♠ and the card on it from column 7: where to? · no more can move together") {
		t.Errorf("+ past what can move, at 80x24:\n%s", text)
	}
}
