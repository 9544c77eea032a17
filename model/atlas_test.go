package model

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// runWork runs cmd's background work that the atlas's features start (pick
// searches and counts, surveys) and the saved games' answers, feeding their
// messages back in, and leaves timers and ticks alone.
func runWork(t *testing.T, m Model, cmd tea.Cmd) Model {
	t.Helper()
	return settleWith(t, m, cmd, ".ask[", "seekPicked", "countPicked", "learnFacts")
}

// typeWorked types keys, running the work each starts.
func typeWorked(t *testing.T, m Model, keys ...string) Model {
	t.Helper()
	for _, k := range keys {
		next, cmd := m.Update(press(k))
		m = runWork(t, next.(Model), cmd)
	}
	return m
}

// TestWonGameDrawsAsThePicker: r and F2 on a won game draw as browsing's r
// does, a deal the picker takes (they drew from all deals, the title still
// naming the picker's choice); F2 plays it, as Windows' New Game.
func TestWonGameDrawsAsThePicker(t *testing.T) {
	hard := atlas.Pick{Band: atlas.Hard, HasBand: true}
	isHard := func(game int64) bool { f, ok := atlas.Lookup(game); return ok && f.Band == atlas.Hard }
	for _, k := range []string{"r", "f2"} {
		m := New(617, Options{Settings: settingsWith(func(s *state.Settings) { s.Pick = hard; s.NoCoach = true }), Random: randomSequence(5, 123_456, 4000, 700)})
		m = typeWorked(t, sized(m, 100, 30), "enter", "A", "A")
		for _, keys := range placeKeys(t, frozenSolution(t)) {
			m = typeWorked(t, m, keys...)
		}
		if !m.table.Won() {
			t.Fatal("617 not won")
		}
		m = typeWorked(t, bannerSeen(m), k)
		if m.Playing() != (k == "f2") || !isHard(m.game) {
			t.Errorf("%s after the win: playing %v, deal %d, not a hard one", k, m.Playing(), m.game)
		}
	}
}

// TestPickerChangesAndKeepsTheChoice: the picker's rows change by the
// arrows, round; the choice is kept in the saved games, and read back.
func TestPickerChangesAndKeepsTheChoice(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "freecell")
	m, store := storeModel(t, dir)
	tests := []struct {
		keys []string
		want atlas.Pick
	}{
		{[]string{"f"}, atlas.Pick{}},
		{[]string{"right", "right", "right"}, atlas.Pick{Band: atlas.Hard, HasBand: true}},
		{[]string{"down", "space"}, atlas.Pick{Band: atlas.Hard, HasBand: true, NotWon: true}},
		{[]string{"down", "left", "left", "left"}, atlas.Pick{NotWon: true}},
		{[]string{"left"}, atlas.Pick{Band: atlas.NeedsMoreCells, HasBand: true, NotWon: true}},
		{[]string{"down", "right"}, atlas.Pick{Band: atlas.NeedsMoreCells, HasBand: true}},
	}
	for _, tt := range tests {
		m = typeWorked(t, m, tt.keys...)
		if m.settings.Pick != tt.want || !m.overlays.has(pickerOverlay) {
			t.Fatalf("after %v: pick %+v (open %v), want %+v", tt.keys, m.settings.Pick, m.overlays.has(pickerOverlay), tt.want)
		}
	}
	if p := m.panel().Picker; p == nil || p.Counting || p.Count != 8 { // the eight of the million that four cells cannot win
		t.Errorf("the picker counts %d (counting %v), want 8", p.Count, p.Counting)
	}
	m = typeWorked(t, m, "esc")
	if m.overlays.has(pickerOverlay) {
		t.Error("esc left the picker open")
	}
	m.disk.queue.Flush()
	if kept := store.Settings().Pick; kept != m.settings.Pick {
		t.Errorf("kept %q, want %q", kept.String(), m.settings.Pick.String())
	}
}

// TestPickedDeals: r draws a deal the picker takes, N and P find the next and
// the one before; where none is known, the status line says so.
func TestPickedDeals(t *testing.T) {
	hard := atlas.Pick{Band: atlas.Hard, HasBand: true}
	m := New(617, Options{Settings: settingsWith(func(s *state.Settings) { s.Pick = hard }), Random: randomSequence(5, 123_456, 4000, 700)})
	isHard := func(game int64) bool { f, ok := atlas.Lookup(game); return ok && f.Band == atlas.Hard }
	m = typeWorked(t, m, "r")
	if !isHard(m.game) {
		t.Errorf("r drew %d, not a hard deal", m.game)
	}
	m = typeWorked(t, New(617, Options{Random: randomSequence(5, 123_456, 4000, 700)}), "f", "right", "right", "right", "r") // r in the picker, as it says
	if m.overlays.has(pickerOverlay) || !isHard(m.game) {
		t.Errorf("r in the picker, hard chosen: open %v, drew %d", m.overlays.has(pickerOverlay), m.game)
	}
	m = New(617, Options{Settings: settingsWith(func(s *state.Settings) { s.Pick = hard })})
	var next, prev int64
	for g := int64(618); next == 0; g++ {
		if isHard(g) {
			next = g
		}
	}
	for g := int64(616); prev == 0; g-- {
		if isHard(g) {
			prev = g
		}
	}
	if got := typeWorked(t, m, "N").game; got != next {
		t.Errorf("N went to %d, want %d", got, next)
	}
	if got := typeWorked(t, m, "P").game; got != prev {
		t.Errorf("P went to %d, want %d", got, prev)
	}
	none := sized(New(617, Options{Settings: settingsWith(func(s *state.Settings) { s.Pick = atlas.Pick{Band: atlas.NeedsMoreCells, HasBand: true, NotWon: true} })}), 100, 30)
	none.journal.marks = map[int64]view.Mark{}
	for g := int64(1); g <= randomLast; g++ { // the eight deals four cells cannot win, all won
		if f, ok := atlas.Lookup(g); ok && f.Band == atlas.NeedsMoreCells {
			none.journal.marks[g] = view.MarkWon
		}
	}
	none = typeWorked(t, none, "r")
	if none.game != 617 || none.status.Kind != view.NonePicked || !strings.Contains(none.viewText(), "no deal of 1–1,000,000 is known to be beyond four cells, not won yet") {
		t.Errorf("an impossible pick: deal %d, status %v:\n%s", none.game, none.status.Kind, none.viewText())
	}
}

// TestPickedDealsGoRound: N past the last deal the picker takes goes round
// to the first, P before the first to the last, and the status line says so;
// a step that does not go round says nothing.
func TestPickedDealsGoRound(t *testing.T) {
	beyond := atlas.Pick{Band: atlas.NeedsMoreCells, HasBand: true}
	var deals []int64
	for g := int64(1); g <= randomLast; g++ {
		if f, ok := atlas.Lookup(g); ok && f.Band == atlas.NeedsMoreCells {
			deals = append(deals, g)
		}
	}
	if len(deals) < 2 {
		t.Fatalf("deals beyond four cells: %v", deals)
	}
	first, last := deals[0], deals[len(deals)-1]
	at := func(game int64) Model {
		return sized(New(game, Options{Settings: settingsWith(func(s *state.Settings) { s.Pick = beyond })}), 100, 30)
	}
	if m := typeWorked(t, at(last), "N"); m.game != first || m.status.Kind != view.PickedRoundToFirst || !strings.Contains(m.viewText(), "round again") {
		t.Errorf("N from the last, %d: deal %d, status %v", last, m.game, m.status.Kind)
	}
	if m := typeWorked(t, at(first), "P"); m.game != last || m.status.Kind != view.PickedRoundToLast || !strings.Contains(m.viewText(), "round again") {
		t.Errorf("P from the first, %d: deal %d, status %v", first, m.game, m.status.Kind)
	}
	if m := typeWorked(t, at(first), "N"); m.game != deals[1] || m.status.Kind != 0 {
		t.Errorf("N from the first, %d: deal %d, status %v", first, m.game, m.status.Kind)
	}
}

// TestJourneyKeys: the cursor moves by a deal, a row, a page and a block,
// stays in the block, and Enter opens its deal.
func TestJourneyKeys(t *testing.T) {
	m := sized(newModel(617), 80, 24)
	cols := int64(view.JourneyColumns(80, journeyBlock))
	tests := []struct {
		keys   []string
		cursor int64
		status view.StatusKind
	}{
		{[]string{"m"}, 617, view.NoStatus},
		{[]string{"right", "l"}, 619, view.NoStatus},
		{[]string{"down"}, 619 + cols, view.NoStatus},
		{[]string{"up", "left"}, 618, view.NoStatus},
		{[]string{"pgdown"}, 618 + 10*cols, view.NoStatus},
		{[]string{"home", "left", "up"}, 1, view.NoStatus},
		{[]string{"["}, 1, view.AtJourneyEdge},
		{[]string{"]"}, 32_001, view.NoStatus},
		{[]string{"end", "right", "down"}, 64_000, view.NoStatus},
		{[]string{"]", "]", "]", "]", "]", "]", "]", "]", "]", "]", "]", "]", "]", "]", "]", "]", "]", "]", "]", "]", "]", "]", "]", "]", "]", "]", "]", "]", "]", "]", "]"}, 1_000_000, view.AtJourneyEdge},
		{[]string{"home", "p"}, 960_001, view.NoStatus},
	}
	for _, tt := range tests {
		m, _ = typeKeys(t, m, tt.keys...)
		if m.mode != journeying || m.journey.cursor != tt.cursor || m.status.Kind != tt.status {
			t.Fatalf("after %v: mode %v, cursor %d, status %v; want %d, %v", tt.keys, m.mode, m.journey.cursor, m.status.Kind, tt.cursor, tt.status)
		}
	}
	left, _ := typeKeys(t, m, "esc")
	if left.mode != browsing || left.game != 617 {
		t.Errorf("esc: mode %v, deal %d; want browsing 617", left.mode, left.game)
	}
	opened, _ := typeKeys(t, m, "enter")
	if opened.mode != browsing || opened.game != 960_001 || opened.history.last().game != 617 {
		t.Errorf("enter: mode %v, deal %d; want browsing 960,001, b back to 617", opened.mode, opened.game)
	}
}

// TestJourneyShowsAWin: a deal won is on the map at once, and counted; the
// marks are read back from the saved games in the next run.
func TestJourneyShowsAWin(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "freecell")
	m, _ := storeModel(t, dir)
	m = typeWorked(t, m, "enter", "A", "A")
	for i, keys := range placeKeys(t, frozenSolution(t)) {
		m = typeWorked(t, m, keys...)
		if i == 0 && m.journal.marks[617] != view.MarkTried {
			t.Errorf("after a move, 617 is marked %v, not tried", m.journal.marks[617])
		}
	}
	if !m.table.Won() {
		t.Fatal("617 not won")
	}
	m = typeWorked(t, bannerSeen(m), "esc", "m")
	if screen := m.viewText(); !strings.Contains(screen, "won 1 of 32,000") || !strings.Contains(screen, "deal 617 · won") {
		t.Errorf("the win is not on the map:\n%s", screen)
	}
	if screen := m.viewText(); !strings.Contains(screen, "above: ░ tried ▒▓█ won: 1/3 or less, more, all") || !strings.Contains(screen, "·▒·") {
		t.Errorf("the overview's shades are not said (617's block, one won, is ▒: a third won or less):\n%s", screen)
	}
	m.disk.queue.Flush()
	store := state.Open(dir)
	defer store.Close()
	again := New(5, Options{Store: store, Now: func() time.Time { return time.Unix(2_000_000, 0) }})
	next, cmd := again.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	again = typeWorked(t, runWork(t, next.(Model), cmd), "m")
	if screen := again.viewText(); !strings.Contains(screen, "won 1 of 32,000") || !strings.Contains(screen, "expert 1/") {
		t.Errorf("the next run's map lacks the win:\n%s", screen)
	}
}

// TestJourneyOpensAsLastLeft: the map's view, by games or by difficulty, is
// kept: the next map of the run and the next run's open in it.
func TestJourneyOpensAsLastLeft(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "freecell")
	m, _ := storeModel(t, dir)
	byDifficulty := "difficulty (free cells needed)"
	if m = typeWorked(t, m, "m"); !strings.Contains(m.viewText(), "d difficulty") {
		t.Errorf("the key line does not name what d shows:\n%s", m.viewText())
	}
	m = typeWorked(t, m, "d")
	if !strings.Contains(m.viewText(), byDifficulty) || !strings.Contains(m.viewText(), "d your games") {
		t.Fatalf("d did not show the deals by difficulty, its key line naming the games:\n%s", m.viewText())
	}
	m = typeWorked(t, m, "esc", "m")
	if !strings.Contains(m.viewText(), byDifficulty) {
		t.Errorf("the next map of the run opens by the games:\n%s", m.viewText())
	}
	m.disk.queue.Flush()
	store := state.Open(dir)
	defer store.Close()
	settings := store.Settings() // as the viewer reads them
	again := New(5, Options{Store: store, Settings: &settings, Now: func() time.Time { return time.Unix(2_000_000, 0) }})
	next, cmd := again.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	again = typeWorked(t, runWork(t, next.(Model), cmd), "m")
	if !strings.Contains(again.viewText(), byDifficulty) {
		t.Errorf("the next run's map opens by the games:\n%s", again.viewText())
	}
	again = typeWorked(t, again, "d")
	if strings.Contains(again.viewText(), byDifficulty) {
		t.Errorf("d again did not show the games:\n%s", again.viewText())
	}
}

// TestFactsWorkedOutAndKept: a deal the shipped atlas holds only in part is
// surveyed in the background while browsed, with the spinner in the facts
// row; its facts are kept, and the next run shows them without a survey.
func TestFactsWorkedOutAndKept(t *testing.T) {
	const game = 40_004 // surveyed in some 20 ms: far within the bounds, even under the race detector
	if f, _ := atlas.Lookup(game); !f.Cheap {
		t.Fatalf("deal %d is in the shipped atlas in full: pick another", game)
	}
	dir := filepath.Join(t.TempDir(), "freecell")
	store := state.Open(dir)
	m := New(game, Options{Store: store})
	next, cmd := m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	m = next.(Model)
	if !m.learningFacts() || !strings.Contains(m.viewText(), "working out") {
		t.Fatalf("no survey, or no spinner:\n%s", m.viewText())
	}
	m = runWork(t, m, cmd)
	want, err := atlas.Survey(t.Context(), game, viewerSurvey)
	if err != nil {
		t.Fatal(err)
	}
	want.Millis = 0
	got := m.journal.learnt[game]
	got.Millis = 0
	if m.learningFacts() || got != want || !strings.Contains(m.viewText(), "needs ") {
		t.Fatalf("facts %+v, want %+v; the row:\n%s", got, want, m.viewText())
	}
	m.disk.queue.Flush()
	store.Close()

	store = state.Open(dir)
	defer store.Close()
	again := New(game, Options{Store: store})
	next, cmd = again.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	again = runWork(t, next.(Model), cmd)
	if again.learningFacts() || again.learning.job.running() || !strings.Contains(again.viewText(), "needs ") {
		t.Errorf("the next run surveys it again, or shows no facts:\n%s", again.viewText())
	}
}

// TestJokeDealFactsWorkedOut: a joke deal's facts are worked out as any
// deal's the atlas does not hold (its facts row was empty): −1 needs five
// free cells, and is won in 35 moves with them.
func TestJokeDealFactsWorkedOut(t *testing.T) {
	m := New(-1, Options{Store: state.Open(filepath.Join(t.TempDir(), "freecell"))})
	next, cmd := m.Update(tea.WindowSizeMsg{Width: 120, Height: 30})
	m = next.(Model)
	if !m.learningFacts() {
		t.Fatalf("no survey of the joke deal:\n%s", m.viewText())
	}
	m = runWork(t, m, cmd)
	if want := "needs 5 free cells · beyond four cells · solved in 35 with 5 cells · 8 of 8 openings win with 5 cells"; !strings.Contains(m.viewText(), want) {
		t.Errorf("the joke deal's facts row lacks %q:\n%s", want, m.viewText())
	}
}

// TestLearntUndecidedGivesWay: facts worked out before the million's table
// knew the deal, left undecided by the viewer's bounds, give way to the
// table's fewest cells, and the deal is worked out again from them.
func TestLearntUndecidedGivesWay(t *testing.T) {
	const game = 39_001 // the million's table: two free cells
	table, ok := atlas.Lookup(game)
	if !ok || !table.Known || !table.Cheap {
		t.Fatalf("deal %d is not in the million's table: %+v", game, table)
	}
	m := New(game, Options{})
	m.journal = m.journal.learn(atlas.Facts{Game: game, AtLeast: 1, AtMost: 2, Difficulty: -1, Band: atlas.Undecided, Solver: 6})
	if f, _ := m.journal.factsOf(game); f != table {
		t.Errorf("facts %+v, want the table's %+v", f, table)
	}
	if !m.wantsFacts() {
		t.Error("the deal is not worked out again")
	}
	decided := atlas.Facts{Game: game, Known: true, Fewest: 2, AtLeast: 2, AtMost: 2, PlayerMoves: 30, MovesCells: 4, Solver: 7}
	m.journal = m.journal.learn(decided)
	if f, _ := m.journal.factsOf(game); f != decided || m.wantsFacts() {
		t.Errorf("facts worked out in full: %+v, want %+v; worked out again: %v", f, decided, m.wantsFacts())
	}
}

// TestSurveyYields: the survey stops as a solve starts and as play starts
// (where the coach judges), and goes on once the solve is over.
func TestSurveyYields(t *testing.T) {
	m := sized(New(40_003, Options{}), 100, 30)
	if !m.learningFacts() {
		t.Fatal("no survey while browsing a deal the atlas holds in part")
	}
	solving, _ := typeKeys(t, m, "s")
	if solving.learning.job.running() || !solving.solving.running() {
		t.Errorf("s: the survey runs %v, the solve %v", solving.learning.job.running(), solving.solving.running())
	}
	stopped, _ := typeKeys(t, solving, "esc")
	if !stopped.learningFacts() {
		t.Error("the survey does not go on once the solve stops")
	}
	playing, _ := typeKeys(t, m, "enter")
	if playing.learning.job.running() {
		t.Error("the survey runs while the deal is played")
	}
}

// TestJourneyRowsStayPut: the detail's rows scroll only when the cursor
// leaves them.
func TestJourneyRowsStayPut(t *testing.T) {
	m, _ := typeKeys(t, sized(newModel(5000), 80, 24), "m")
	top := m.journey.top
	m, _ = typeKeys(t, m, "down", "down", "down")
	if m.journey.top != top {
		t.Errorf("three rows down moved the rows from %d to %d", top, m.journey.top)
	}
	m, _ = typeKeys(t, m, "pgdown", "pgdown", "pgdown")
	if m.journey.top <= top {
		t.Errorf("thirty rows down left the rows at %d", m.journey.top)
	}
	if !strings.Contains(m.viewText(), "▶") {
		t.Errorf("the cursor's row is not on screen:\n%s", m.viewText())
	}
}

// TestJourneyMouse: a press on a deal of the detail puts the cursor on it (on
// the upper of the two a cell shows; pressed again, the lower); a press on
// the overview, on the first deal of its cell's run; the wheel, a row up or
// down.
func TestJourneyMouse(t *testing.T) {
	clock := &fixedClock{now: time.Date(2026, 12, 6, 12, 0, 0, 0, time.UTC)}
	m, _ := typeKeys(t, sized(New(617, Options{Now: clock.Now}), 80, 24), "m")
	lines := strings.Split(m.viewText(), "\n")
	row, first := -1, int64(0)
	for i, line := range lines {
		fields := strings.Fields(line)
		if len(fields) == 2 && strings.HasPrefix(fields[1], "▀") {
			n, err := strconv.ParseInt(strings.ReplaceAll(fields[0], ",", ""), 10, 64)
			if err == nil {
				row, first = i, n
				break
			}
		}
	}
	if row < 0 {
		t.Fatalf("no row of the detail found:\n%s", m.viewText())
	}
	x := strings.Index(lines[row], "▀")
	x = len([]rune(lines[row][:x])) + 3 // the fourth deal of the row
	click := func(m Model, x, y int) Model {
		clock.now = clock.now.Add(time.Second) // no double click
		next, _ := m.Update(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
		next, _ = next.Update(tea.MouseReleaseMsg{X: x, Y: y, Button: tea.MouseLeft})
		return next.(Model)
	}
	cols := int64(view.JourneyColumns(80, journeyBlock))
	if m = click(m, x, row); m.journey.cursor != first+3 {
		t.Errorf("a press on the fourth deal of row %d: cursor %d", first, m.journey.cursor)
	}
	if m = click(m, x, row); m.journey.cursor != first+3+cols {
		t.Errorf("a second press: cursor %d, want the lower deal %d", m.journey.cursor, first+3+cols)
	}
	if m = click(m, 1, 4); m.journey.cursor != 1 {
		t.Errorf("a press on the overview's first cell: cursor %d", m.journey.cursor)
	}
	if m.View().MouseMode != tea.MouseModeCellMotion {
		t.Error("the journey map takes no mouse")
	}
	m = click(m, x, row) // the cursor on the fourth deal of the row again
	at := m.journey.cursor
	wheel := func(m Model, b tea.MouseButton) Model {
		next, _ := m.Update(tea.MouseWheelMsg{X: x, Y: row, Button: b})
		return next.(Model)
	}
	if m = wheel(m, tea.MouseWheelDown); m.journey.cursor != at+cols { // a row down, as the arrow (the wheel did nothing)
		t.Errorf("the wheel down: cursor %d, want %d", m.journey.cursor, at+cols)
	}
	if m = wheel(m, tea.MouseWheelUp); m.journey.cursor != at {
		t.Errorf("the wheel up: cursor %d, want %d", m.journey.cursor, at)
	}
	kx, ky := keyOnLine(t, m, "esc") // the map's key line takes clicks, as every screen's does (it took none)
	if back := click(m, kx, ky); back.mode != browsing {
		t.Errorf("a click on the map's \"esc\" key: mode %v, want browsing", back.mode)
	}
	named := m.journey.cursor                                                   // the cursor's line names it
	m = click(m, x, row)                                                        // the first press of a double click: on to the cell's other deal
	next, _ := m.Update(tea.MouseClickMsg{X: x, Y: row, Button: tea.MouseLeft}) // at once: a double click
	if m = next.(Model); m.mode != browsing || m.game != named {
		t.Errorf("a double click on the fourth deal of row %d: mode %v, deal %d; want deal %d browsed, the one the line named (it opened the cell's other)", first, m.mode, m.game, named)
	}
}

// TestJourneyHelpNamesEveryWayBack: the map's ? names b and Backspace
// with Esc and m, as keys.md does (they worked, unnamed).
func TestJourneyHelpNamesEveryWayBack(t *testing.T) {
	m, _ := typeKeys(t, sized(newModel(617), 100, 30), "m", "?")
	if text := m.viewText(); !strings.Contains(text, "esc/m/b/bksp  back to browsing") {
		t.Errorf("the map's keys do not name b and backspace:\n%s", text)
	}
}

// TestTitleSaysWhatRDraws: at 80 and 60 columns the title says what r
// draws, in fewer words where room is short, never only "picked".
func TestTitleSaysWhatRDraws(t *testing.T) {
	for _, w := range []int{80, 60} {
		m := sized(New(617, Options{Settings: settingsWith(func(s *state.Settings) { s.Pick = atlas.Pick{Band: atlas.NeedsMoreCells, HasBand: true, NotWon: true} })}), w, 24)
		title, _, _ := strings.Cut(m.viewText(), "\n")
		if !strings.Contains(title, "r: beyond four cells, not won yet") && !strings.Contains(title, "r: 5+ cells, not won") {
			t.Errorf("at %d columns the title does not say what r draws: %q", w, title)
		}
	}
}

// TestJourneyCountsWhatBrowsingShows: past 32,000 the block's line counts
// the deals by band as browsing them says (those of which the atlas knows
// only that three cells suffice while the million's survey has not reached
// them); the legend of difficulty names what it shows, whole, at 60 and 80
// columns, with colour and in ASCII.
func TestJourneyCountsWhatBrowsingShows(t *testing.T) {
	suffice := false // the million's table fills the block as its survey goes
	for game := int64(32_001); game <= 64_000 && !suffice; game++ {
		f, _ := atlas.Lookup(game)
		suffice = f.Band == atlas.Unrated
	}
	for _, ascii := range []bool{false, true} {
		for _, w := range []int{60, 80, 120} {
			m := sized(New(617, Options{ASCII: ascii}), w, 24)
			m, _ = typeKeys(t, m, "m")
			if first := strings.Split(m.viewText(), "\n")[2]; strings.Contains(first, "…") || strings.Contains(first, "...") {
				t.Errorf("%d columns: the first block's line of wins is cut: %q", w, first)
			}
			m, _ = typeKeys(t, m, "]", "d")
			lines := strings.Split(m.viewText(), "\n")
			if suffice != strings.Contains(lines[2], "3 suffice ") || !strings.Contains(lines[2], "medium ") || strings.Contains(lines[2], "…") || strings.Contains(lines[2], "...") {
				t.Errorf("%d columns: the block's line does not count its deals by band (three cells suffice for some: %v), whole: %q", w, suffice, lines[2])
			}
			legend := ""
			for _, l := range lines {
				if strings.Contains(l, "unknown") && strings.Contains(l, "medium") {
					legend = l
				}
			}
			if legend == "" || strings.Contains(legend, "…") || strings.Contains(legend, "...") || strings.Contains(legend, "cells needed:") {
				t.Errorf("%d columns, ascii %v: the legend %q", w, ascii, legend)
			}
		}
	}
}

// TestPickerKeepsItsSize: the picker's panel keeps its width as its choice
// changes, so that it does not jump about under the arrows.
func TestPickerKeepsItsSize(t *testing.T) {
	m, _ := typeKeys(t, sized(New(617, Options{}), 100, 30), "f")
	width := func(m Model) int {
		for _, line := range strings.Split(m.viewText(), "\n") {
			if _, after, ok := strings.Cut(line, "│ pick deals"); ok { // to the panel's right edge
				edge, _, _ := strings.Cut(after, "│")
				return len([]rune(edge))
			}
		}
		t.Fatal("no picker on screen")
		return 0
	}
	want := width(m)
	for range 7 {
		m, _ = typeKeys(t, m, "right")
		next, _ := m.Update(pickCountMsg{id: m.counting.id, count: 123_456})
		m = next.(Model)
		if got := width(m); got != want {
			t.Fatalf("the panel is %d wide with %+v, %d before", got, m.settings.Pick, want)
		}
	}
}

// TestJourneyTooSmallSaysItsRowsAndLeaves: the journey map in a terminal too
// short for it names the rows it needs (it named the board's, 31×7, at
// 80×14, where the map needs 15 rows), and Esc goes back to the deals
// (only q worked, though the board fits there).
func TestJourneyTooSmallSaysItsRowsAndLeaves(t *testing.T) {
	m, _ := typeKeys(t, sized(newModel(617), 80, 24), "m")
	for h := 24; h >= 14; h-- {
		if view.Fits(sized(m, 80, h).screen()) {
			continue
		}
		small := sized(m, 80, h)
		if text := small.viewText(); !strings.Contains(text, fmt.Sprintf("need %d rows", h+1)) || !strings.Contains(text, "esc back to the deals") {
			t.Errorf("80×%d, the map not fitting:\n%s", h, text)
		}
		if left, _ := typeKeys(t, small, "esc"); left.mode != browsing {
			t.Errorf("80×%d: esc left the map for %v", h, left.mode)
		}
		return
	}
	t.Fatal("the map fits 80×14")
}

// TestJourneyCursorSaysNoScoreBeyondFour: the map's line of a deal beyond
// four cells names its band without the 100, as browsing does (it said
// "beyond four cells 100").
func TestJourneyCursorSaysNoScoreBeyondFour(t *testing.T) {
	m, _ := typeKeys(t, sized(newModel(11982), 100, 30), "m")
	if text := m.viewText(); !strings.Contains(text, "beyond four cells") || strings.Contains(text, "beyond four cells 100") {
		t.Errorf("the map's line of 11982:\n%s", text)
	}
}
