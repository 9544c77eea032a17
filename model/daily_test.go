package model

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/daily"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// solution323 is a solution of deal 323, the daily of 2026-11-28.
const solution323 = `4a 74 7b 73 7h 67 6h 86 1c 12 8d 81 83 8h 73 17 1h 42 75 a4
47v2 27 63 4a 38 3h 4h ah 4h 4h 6h 2h 7h 3h 1h 14 1a 1h 5h 5h
8h 5h 51 58 5h 5h 7h 3h 3h 5h 65 6h 7h 1h 7h 3h 7h 7h 3h 3h
dh 8h 5h 31 3d 3h 2h bh 1h 4h 3b 3h 3h ch 2c 21 2h 2h dh 1h bh ch ah`

// onTheDailysDay is a viewer of game at 23:00 UTC on 2026-11-28, whose
// daily is 323, saving in a store of its own, the coach off.
func onTheDailysDay(t *testing.T, game int64) Model {
	t.Helper()
	m, _ := savingAt(t, game, time.Date(2026, 11, 28, 23, 0, 0, 0, time.UTC))
	return m
}

// savingAt is the viewer on game at 100x30, saving in a store of the test's
// own, its reads done, on a clock that stands at now until moved.
func savingAt(t *testing.T, game int64, now time.Time) (Model, *fixedClock) {
	t.Helper()
	store := state.Open(filepath.Join(t.TempDir(), "freecell"))
	t.Cleanup(func() { store.Close() })
	clock := &fixedClock{now: now}
	m := New(game, Options{Store: store, Now: clock.Now, Settings: noCoach()})
	next, cmd := m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	return settle(t, next.(Model), cmd), clock
}

// TestBackComesBackToTheDaily: Back from a deal gone to from the daily
// shows the daily again, a game of its own (it showed its deal, plain).
func TestBackComesBackToTheDaily(t *testing.T) {
	m := typeSettled(t, onTheDailysDay(t, 617), "D", "g", "1", "0", "0", "0", "enter")
	if m.game != 1000 || m.onDaily() {
		t.Fatalf("g 1000 from the daily: game %d, daily %v", m.game, m.onDaily())
	}
	if m = typeSettled(t, m, "b"); m.game != 323 || !m.onDaily() || !strings.Contains(m.viewText(), "daily 2026-11-28") {
		t.Errorf("back from 1000: game %d, the daily %v:\n%s", m.game, m.onDaily(), m.viewText())
	}
	if m = typeSettled(t, m, "b"); m.game != 617 || m.onDaily() {
		t.Errorf("back from the daily: game %d, the daily %v", m.game, m.onDaily())
	}
}

// TestTheDailyIsAGameOfItsOwn: D opens today's daily beside a game in
// progress on its deal, which it leaves alone; the daily keeps four cells,
// and once won, Y copies its share line.
func TestTheDailyIsAGameOfItsOwn(t *testing.T) {
	m := typeSettled(t, onTheDailysDay(t, 323), "enter", "4", "a", "esc")
	store := m.disk.store

	m = typeSettled(t, m, "D")
	if d, ok := m.Daily(); !ok || d.Date != "2026-11-28" || d.Game != 323 || m.key().Daily != "2026-11-28" {
		t.Fatalf("D shows %+v, %v (key %+v); want the daily of 2026-11-28, 323", d, ok, m.key())
	}
	if text := m.viewText(); !strings.Contains(text, "daily 2026-11-28") {
		t.Errorf("the title does not say it is the daily:\n%s", text)
	}
	if m = typeSettled(t, m, "F"); m.cells != 4 || m.status.Kind != view.DailyKeepsCells || !strings.Contains(m.viewText(), "the daily keeps 4 free cells for everyone: → or ← leaves it for the deals") {
		t.Errorf("F on the daily: %d cells, status %v\n%s", m.cells, m.status.Kind, m.viewText())
	}
	if g := typeSettled(t, m, "enter", "F"); !strings.Contains(g.viewText(), "the daily keeps 4 free cells for everyone: esc, then → or ←, leaves it for the deals") { // n in a game is no deal's key
		t.Errorf("F in the daily's game:\n%s", g.viewText())
	}
	m = typeSettled(t, m, "O", "8")
	if text := m.viewText(); m.cells != 4 || m.status.Kind != view.DailyKeepsCells || !strings.Contains(text, "8 free cells         4, the daily's ") ||
		!strings.Contains(text, "the daily keeps 4 free cells for everyone: O/F5 or esc, then → or ←, leaves it for the deals") { // ← and → change the settings there: they read as doing nothing
		t.Errorf("the settings' free cells on the daily: %d cells, status %v\n%s", m.cells, m.status.Kind, text)
	}
	if m = typeSettled(t, m, "esc"); m.status.Kind == view.DailyKeepsCells { // the panel's answer goes with it
		t.Errorf("the settings closed, and the status still says %v", m.status.Kind)
	}
	m = typeSettled(t, m, "enter")
	if m.table == nil || m.table.TryMoves() != 0 || m.table.Daily() != "2026-11-28" {
		t.Fatalf("the daily's game is not a new one of its own: %+v", m.table)
	}
	m = typeSettled(t, m, moveLine(solution323)...)
	if !m.table.Won() {
		t.Fatal("the solution did not win the daily")
	}
	share, ok := m.share()
	if want := "FreeCell daily 2026-11-28 · #323 · hard · won in 31 moves · 0:00"; !ok || view.ShareLine(share) != want {
		t.Errorf("the share line is %q; want %q", view.ShareLine(share), want)
	}
	if m.banner() == nil {
		t.Fatal("no banner over the won daily")
	}
	if text := sized(m, 100, 30).viewText(); !strings.Contains(text, "You won the daily, FreeCell #323!") || !strings.Contains(text, "the daily of 2026-11-28, a game of its own") || strings.Contains(text, "first win of this deal") {
		t.Errorf("the won daily's banner does not say it is the daily, a game of its own (it said the deal's first win, the deal browsed then not played yet):\n%s", text)
	}
	if next, cmd := m.Update(press("Y")); next.(Model).status.Kind != view.ShareCopied || cmd == nil || next.(Model).banner() != nil { // it only took the banner away, as the footer offered Y
		t.Errorf("Y over the won daily's banner: status %v, command %v, banner %v", next.(Model).status.Kind, cmd, next.(Model).banner())
	}
	m = bannerSeen(m)
	next, cmd := m.Update(press("Y"))
	if m = next.(Model); cmd == nil || m.status.Kind != view.ShareCopied {
		t.Errorf("Y after the won daily: status %v, command %v", m.status.Kind, cmd)
	}
	if g, ok, _ := store.InProgress(state.Key{Deal: 323, FreeCells: 4}); !ok || strings.Join(g.Moves, " ") != "4a" {
		t.Errorf("the game in progress on 323 was touched: %+v, %v", g, ok)
	}
	days, _ := store.Dailies()
	if len(days) != 1 || !days[0].Won() || days[0].Date != "2026-11-28" || days[0].PlayerMoves != 31 {
		t.Errorf("the dailies stored: %+v", days)
	}
	if st, _ := store.Stats(4); st.Played != 0 {
		t.Errorf("the daily counted among the deals' games: %+v", st)
	}
	m = typeSettled(t, m, "esc", "n", "p")
	if _, ok := m.Daily(); ok || m.key().Daily != "" {
		t.Errorf("n and p from the daily come back to 323 as the daily: %+v", m.key())
	}
}

// TestDailyNumberTypedGoesToTheDeal: g and the daily's own number, typed on
// the daily, goes to that deal, a game of its own (the daily stayed).
func TestDailyNumberTypedGoesToTheDeal(t *testing.T) {
	clock := &fixedClock{now: time.Date(2026, 11, 28, 23, 0, 0, 0, time.UTC)}
	m := New(617, Options{Now: clock.Now, Settings: noCoach()})
	next, cmd := m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	m = typeSettled(t, settle(t, next.(Model), cmd), "D")
	if _, ok := m.Daily(); !ok || m.game != 323 {
		t.Fatalf("D shows %d, daily %v", m.game, ok)
	}
	m = typeSettled(t, m, "g", "3", "2", "3", "enter")
	if _, ok := m.Daily(); ok || m.key().Daily != "" || m.game != 323 {
		t.Errorf("g 323 on the daily: game %d, key %+v", m.game, m.key())
	}
	if strings.Contains(m.viewText(), "daily 2026-11-28") {
		t.Errorf("the title still says the daily:\n%s", m.viewText())
	}
}

// TestNoDailyPastTheTable: past the table's last day, D says so.
func TestNoDailyPastTheTable(t *testing.T) {
	clock := &fixedClock{now: time.Date(2031, 1, 1, 0, 0, 0, 0, time.UTC)}
	m := sized(New(617, Options{Now: clock.Now}), 100, 30)
	m, _ = typeKeys(t, m, "D")
	if _, ok := m.Daily(); ok || m.status.Kind != view.NoDaily || m.game != 617 {
		t.Errorf("D in 2031: game %d, status %v", m.game, m.status.Kind)
	}
}

// TestANewDayANewDaily: the daily left on screen past midnight starts no new
// game of its day: Enter shows today's daily instead; a game in progress on
// it goes on, for the day it was started on.
func TestANewDayANewDaily(t *testing.T) {
	m, clock := dailyBeforeMidnight(t, 100, "enter", "4", "a", "esc")
	clock.now = clock.now.Add(2 * time.Minute) // the 29th
	m = typeSettled(t, m, "enter")
	if d, _ := m.Daily(); m.table == nil || m.table.Daily() != "2026-11-28" || d.Date != "2026-11-28" {
		t.Fatalf("the 28th's game in progress did not go on: %+v", m.key())
	}

	other := New(617, Options{Now: clock.Now, Settings: noCoach(), Daily: true}) // on screen since the 28th, not played
	other.daily, _ = daily.On("2026-11-28")
	other.showAs(other.daily.Game, other.daily)
	other = sized(other, 100, 30)
	other, _ = typeKeys(t, other, "enter")
	if d, _ := other.Daily(); d.Date != "2026-11-29" || other.status.Kind != view.DailyNewDay || other.mode != browsing {
		t.Errorf("a new game on the 29th of the 28th's daily: daily %s, status %v, mode %v", d.Date, other.status.Kind, other.mode)
	}
}

// dailyBeforeMidnight is a viewer width columns wide of the daily at 23:59
// UTC on 2026-11-28, saving in a store of its own, with keys typed, and its
// clock.
func dailyBeforeMidnight(t *testing.T, width int, keys ...string) (Model, *fixedClock) {
	t.Helper()
	store := state.Open(filepath.Join(t.TempDir(), "freecell"))
	t.Cleanup(func() { store.Close() })
	clock := &fixedClock{now: time.Date(2026, 11, 28, 23, 59, 0, 0, time.UTC)}
	m := New(617, Options{Store: store, Now: clock.Now, Settings: noCoach(), Daily: true})
	next, cmd := m.Update(tea.WindowSizeMsg{Width: width, Height: 30})
	return typeSettled(t, settle(t, next.(Model), cmd), keys...), clock
}

// winDaily323 wins the daily of 2026-11-28 (deal 323) in a viewer on store,
// and leaves it on the won game, as a player quitting there would.
func winDaily323(t *testing.T, store *state.Store, clock *fixedClock) Model {
	t.Helper()
	m := New(617, Options{Store: store, Now: clock.Now, Settings: noCoach(), Daily: true})
	next, cmd := m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	m = typeSettled(t, settle(t, next.(Model), cmd), append([]string{"enter"}, moveLine(solution323)...)...)
	if m.table == nil || !m.table.Won() {
		t.Fatal("the solution did not win the daily")
	}
	return bannerSeen(m)
}

// TestWonDailyFewestAtStart: a server's viewer that opens on today's won
// daily (a login after the win) gives its share line the fewest moves the
// server proved, as D does (it gave them only after D).
func TestWonDailyFewestAtStart(t *testing.T) {
	store := state.Open(filepath.Join(t.TempDir(), "freecell"))
	t.Cleanup(func() { store.Close() })
	board := openBoard(t)
	if err := board.SaveFewest("2026-11-28", 323, 28); err != nil {
		t.Fatal(err)
	}
	clock := &fixedClock{now: time.Date(2026, 11, 28, 23, 0, 0, 0, time.UTC)}
	winDaily323(t, store, clock)
	m := New(323, Options{Store: store, Leaderboard: board, Now: clock.Now, Settings: noCoach(), Daily: true, Resume: true})
	next, cmd := m.Update(tea.WindowSizeMsg{Width: 120, Height: 30})
	m = settleWith(t, next.(Model), cmd, ".ask[", "readDailyFewest")
	if text := m.viewText(); m.status.Kind != view.DailyWonToday || !strings.Contains(text, "won in 31 moves (fewest 28)") {
		t.Errorf("status %v; want the won daily's share line with the server's fewest:\n%s", m.status.Kind, text)
	}
}

// TestWonDailyShownNotReplayed: once today's daily is won, --daily (the last
// run having ended on the win) and D show it, won, with its share line: no
// new try starts unasked; Enter starts one.
func TestWonDailyShownNotReplayed(t *testing.T) {
	store := state.Open(filepath.Join(t.TempDir(), "freecell"))
	t.Cleanup(func() { store.Close() })
	clock := &fixedClock{now: time.Date(2026, 11, 28, 23, 0, 0, 0, time.UTC)}
	winDaily323(t, store, clock)
	const share = "won today · FreeCell daily 2026-11-28 · #323 · hard · won in 31 moves · 0:00"
	saidWon := func(how string, m Model) {
		t.Helper()
		if d, ok := m.Daily(); !ok || d.Date != "2026-11-28" || m.mode != browsing || m.table != nil {
			t.Errorf("%s: daily %v (%s), mode %v, a game on the table: %v", how, ok, d.Date, m.mode, m.table != nil)
		}
		if text := m.viewText(); m.status.Kind != view.DailyWonToday || !strings.Contains(text, share) {
			t.Errorf("%s: status %v; want it won today, with its share line:\n%s", how, m.status.Kind, text)
		}
	}

	m := New(323, Options{Store: store, Now: clock.Now, Settings: noCoach(), Daily: true, Resume: true})
	next, cmd := m.Update(tea.WindowSizeMsg{Width: 120, Height: 30})
	m = settle(t, next.(Model), cmd)
	saidWon("--daily after the win", m)
	if proven, _ := m.Update(dailyFewestMsg{date: "2026-11-28", moves: 28}); !strings.Contains(proven.(Model).viewText(), "won in 31 moves (fewest 28)") {
		t.Errorf("the server's proof came after: the share line does not say it:\n%s", proven.(Model).viewText())
	}

	m = browsedOn(t, typeSettled(t, m, "n", "D"))
	saidWon("D after the win", m)
	if copied, cmd := typeKeys(t, m, "B", "Y"); copied.status.Kind != view.ShareCopied || cmd == nil { // the record says it is won, the line cleared or not
		t.Errorf("Y on the won daily after a key cleared its line: status %v, command %v", copied.status.Kind, cmd != nil)
	}

	m = typeSettled(t, m, "enter")
	if m.table == nil || m.table.Won() || m.table.Daily() != "2026-11-28" || m.mode != playingDeal {
		t.Errorf("enter on the won daily: %+v, mode %v; want a new try", m.table, m.mode)
	}
}

// TestWonDailyShownWithoutAStore: with nothing saved, D says the win of
// this run.
func TestWonDailyShownWithoutAStore(t *testing.T) {
	clock := &fixedClock{now: time.Date(2026, 11, 28, 23, 0, 0, 0, time.UTC)}
	m := winDaily323(t, nil, clock)
	m = typeSettled(t, m, "esc", "n", "D")
	if text := m.viewText(); m.status.Kind != view.DailyWonToday || !strings.Contains(text, "won in 31 moves") || !strings.Contains(text, "Y share") {
		t.Errorf("D after this run's win: status %v, the key line without Y:\n%s", m.status.Kind, text)
	}
	// Y copies the share line shown, as it does from the won game; once the
	// line is gone, Y copies nothing.
	if copied, cmd := typeKeys(t, m, "Y"); copied.status.Kind != view.ShareCopied || cmd == nil {
		t.Errorf("Y on the won daily shown: status %v, command %v", copied.status.Kind, cmd != nil)
	}
	if gone, cmd := typeKeys(t, m, "right", "left", "Y"); gone.status.Kind == view.ShareCopied || cmd != nil {
		t.Errorf("Y once the share line is gone: status %v, command %v", gone.status.Kind, cmd != nil)
	}
	// A key that clears the line leaves the won daily on screen: Y still copies it.
	if copied, cmd := typeKeys(t, m, "B", "Y"); copied.status.Kind != view.ShareCopied || cmd == nil {
		t.Errorf("Y on the won daily after a key cleared its line: status %v, command %v", copied.status.Kind, cmd != nil)
	}
}

// TestBoardNameKeptWithinItsWidth: the name typed on the daily board stops
// at the board's width, a wide character counting two, as the prompt says
// (the input counted characters, and the name was cut when kept, unsaid);
// a paste goes in as far as it fits. Full, the prompt says so: a key typed
// then did nothing, unsaid.
func TestBoardNameKeptWithinItsWidth(t *testing.T) {
	board := openBoard(t)
	clock := &fixedClock{now: time.Date(2026, 11, 28, 23, 0, 0, 0, time.UTC)}
	m := sized(New(617, Options{Leaderboard: board, Player: "SHA256:test", Now: clock.Now, Settings: noCoach()}), 120, 40)
	next, cmd := m.Update(press("B"))
	m = settleWith(t, next.(Model), cmd, "readLeaderboard")
	typed := []string{"n"}
	for range 15 {
		typed = append(typed, "日")
	}
	m, _ = typeKeys(t, m, typed...)
	d, ok := shown[leaderboardDialog](&m)
	if !ok || !d.naming || d.input.Value() != strings.Repeat("日", 12) {
		t.Errorf("15 wide characters typed: the name is %q (naming %v); want 12 of them, 24 cells", d.input.Value(), d.naming)
	}
	if !strings.Contains(m.viewText(), "(full: 24 at most; enter keeps it, esc leaves it)") { // a key typed does nothing now: why
		t.Errorf("the prompt does not say the name is full, how wide a name may be, and its keys:\n%s", m.viewText())
	}
	if line := lastLine(m.viewText()); strings.Contains(line, "q quit") || !strings.Contains(line, "esc") { // q is a letter of the name
		t.Errorf("while the name is typed, the key line: %q", line)
	}
	if wide := sized(m, 200, 40); !strings.Contains(wide.viewText(), "(full: 24 characters at most, a wide one counting two; enter keeps it, esc leaves it)") {
		t.Errorf("at 200 columns the prompt is not said in full:\n%s", wide.viewText())
	}
	if shorter, _ := typeKeys(t, m, "backspace"); !strings.Contains(shorter.viewText(), "(24 characters at most, a wide one counting two; enter keeps it, esc leaves it)") {
		t.Errorf("a name with room left: the prompt does not say how wide a name may be, and its keys:\n%s", shorter.viewText())
	}
	d.input.SetValue("")
	m.keepDialog(d)
	next, _ = m.Update(tea.PasteMsg{Content: strings.Repeat("名", 20)})
	m = next.(Model)
	if d, _ = shown[leaderboardDialog](&m); d.input.Value() != strings.Repeat("名", 12) {
		t.Errorf("a paste of 20 wide characters: the name is %q; want the 12 that fit", d.input.Value())
	}
}

// TestBoardNameOfAnotherIsRefused: a name another player has on the daily
// board is refused, said, and left typed to be changed (two players could
// both be "Alice the Great", told apart by nothing).
func TestBoardNameOfAnotherIsRefused(t *testing.T) {
	board := openBoard(t)
	if _, err := board.SetName("SHA256:alice", "Alice the Great"); err != nil {
		t.Fatal(err)
	}
	m := boardOpenTo(t, board, "SHA256:bob")
	m, _ = typeKeys(t, m, append([]string{"n"}, strings.Split("alice the great", "")...)...)
	next, cmd := m.Update(press("enter"))
	m = settleWith(t, next.(Model), cmd, "leaderboardDialog.update", "readLeaderboard")
	d, _ := shown[leaderboardDialog](&m)
	if !strings.Contains(m.viewText(), "another player has the name alice the great: choose another") || !d.naming || d.input.Value() != "alice the great" {
		t.Errorf("another's name typed: naming %v, %q typed, the board:\n%s", d.naming, d.input.Value(), m.viewText())
	}
	if name := board.Name("SHA256:bob"); name != "" {
		t.Errorf("another's name was kept: %q", name)
	}
	if narrow := sized(m, 60, 20); !strings.Contains(narrow.viewText(), "that name is another player's: choose another") { // the whole line was cut at 60 columns
		t.Errorf("at 60 columns the refusal is not said whole:\n%s", narrow.viewText())
	}
	m, _ = typeKeys(t, m, " ", "I", "I")
	next, cmd = m.Update(press("enter"))
	m = settleWith(t, next.(Model), cmd, "leaderboardDialog.update", "readLeaderboard")
	if name := board.Name("SHA256:bob"); name != "alice the great II" || strings.Contains(m.viewText(), "another player has") {
		t.Errorf("a name of one's own after the refusal: kept %q, the board:\n%s", name, m.viewText())
	}
}

// boardOpenTo is the daily's board, read, open to player over deal 617.
func boardOpenTo(t *testing.T, board *state.Leaderboard, player string) Model {
	t.Helper()
	clock := &fixedClock{now: time.Date(2026, 11, 28, 23, 0, 0, 0, time.UTC)}
	m := sized(New(617, Options{Leaderboard: board, Player: player, Now: clock.Now, Settings: noCoach()}), 120, 40)
	next, cmd := m.Update(press("B"))
	return settleWith(t, next.(Model), cmd, "readLeaderboard")
}

// TestBoardNameOfNoOneIsRefused: the board's own word for a player with no
// name, "a player", is refused and said, the name had kept (it cleared the
// name without a word).
func TestBoardNameOfNoOneIsRefused(t *testing.T) {
	board := openBoard(t)
	if _, err := board.SetName("SHA256:bob", "Bob"); err != nil {
		t.Fatal(err)
	}
	m := boardOpenTo(t, board, "SHA256:bob")
	m, _ = typeKeys(t, m, "n", "ctrl+u")
	m, _ = typeKeys(t, m, strings.Split("A Player", "")...)
	next, cmd := m.Update(press("enter"))
	m = settleWith(t, next.(Model), cmd, "leaderboardDialog.update", "readLeaderboard")
	if d, _ := shown[leaderboardDialog](&m); !strings.Contains(m.viewText(), `"A Player" is the board's word for a player with no name: choose another`) || !d.naming {
		t.Errorf("the board's word typed: naming %v, the board:\n%s", d.naming, m.viewText())
	}
	if name := board.Name("SHA256:bob"); name != "Bob" {
		t.Errorf("the name kept is %q, want Bob", name)
	}
}

// TestGuestsBoardOffersNoName: a guest's daily board leaves n out of its key
// line (it offered it, and n did nothing); a player's offers it.
func TestGuestsBoardOffersNoName(t *testing.T) {
	board := openBoard(t)
	clock := &fixedClock{now: time.Date(2026, 11, 28, 23, 0, 0, 0, time.UTC)}
	for _, guest := range []bool{true, false} {
		player := "SHA256:test"
		if guest {
			player = ""
		}
		m := sized(New(617, Options{Leaderboard: board, Player: player, Guest: guest, Now: clock.Now, Settings: noCoach()}), 120, 40)
		next, cmd := m.Update(press("B"))
		m = settleWith(t, next.(Model), cmd, "readLeaderboard")
		if offered := strings.Contains(m.viewText(), "n your name"); offered == guest {
			t.Errorf("guest %v: the key line offers n %v:\n%s", guest, offered, m.viewText())
		}
	}
}

// TestWonDailyAfterAnotherTry: another try of today's won daily, left with
// no move made, leaves the daily won: D says "won today" and Y copies its
// share line (the try, though empty, hid both for the rest of the run).
func TestWonDailyAfterAnotherTry(t *testing.T) {
	m := typeSettled(t, onTheDailysDay(t, 617), "D", "enter")
	m = bannerSeen(typeSettled(t, m, moveLine(solution323)...))
	if !m.table.Won() {
		t.Fatal("the solution did not win the daily")
	}
	m = browsedOn(t, typeSettled(t, m, "R", "esc", "n", "D"))
	if m.status.Kind != view.DailyWonToday {
		t.Errorf("D after another try left with no move: status %v\n%s", m.status.Kind, m.viewText())
	}
	if next, cmd := m.Update(press("Y")); next.(Model).status.Kind != view.ShareCopied || cmd == nil {
		t.Errorf("Y there: status %v", next.(Model).status.Kind)
	}
}

// TestWonDailySharedDuringAnotherTry: browsing today's won daily while
// another try of it is in progress, Y copies the day's best (it said "Y:
// the share line of a won daily", though the day was won).
func TestWonDailySharedDuringAnotherTry(t *testing.T) {
	m := typeSettled(t, onTheDailysDay(t, 617), "D", "enter")
	m = bannerSeen(typeSettled(t, m, moveLine(solution323)...))
	if !m.table.Won() {
		t.Fatal("the solution did not win the daily")
	}
	m = browsedOn(t, typeSettled(t, m, "esc", "D", "enter", "4", "a", "esc"))
	if d := m.dealState(); d == nil || !d.InProgress {
		t.Fatalf("no other try in progress: %+v\n%s", d, m.viewText())
	}
	if !strings.Contains(m.viewText(), "Y share") {
		t.Errorf("the key line does not offer Y:\n%s", m.viewText())
	}
	next, cmd := m.Update(press("Y"))
	if next.(Model).status.Kind != view.ShareCopied || cmd == nil {
		t.Errorf("Y there: status %v\n%s", next.(Model).status.Kind, next.(Model).viewText())
	}
}

// TestYOnTodaysDailyNotWon: Y over today's daily, not won yet, says it
// copies the share line once the daily is won (it said D shows today's,
// over today's).
func TestYOnTodaysDailyNotWon(t *testing.T) {
	m := typeSettled(t, onTheDailysDay(t, 617), "D")
	if next, _ := m.Update(press("Y")); !strings.Contains(next.(Model).viewText(), "Y copies today's share line once its daily is won") {
		t.Errorf("Y on today's daily, not won:\n%s", next.(Model).viewText())
	}
	m = typeSettled(t, m, "n")
	if next, _ := m.Update(press("Y")); !strings.Contains(next.(Model).viewText(), "(D shows today's)") {
		t.Errorf("Y on a deal:\n%s", next.(Model).viewText())
	}
}

// TestAnEarlierDailyInProgressComesBack: a daily left in progress as its day
// ends counts for that day however late it is finished: over today's, the
// status line says so, D again shows it, and Enter resumes it.
func TestAnEarlierDailyInProgressComesBack(t *testing.T) {
	m, clock := dailyBeforeMidnight(t, 120, "enter", "4", "a", "esc", "n")
	clock.now = clock.now.Add(2 * time.Minute) // the 29th

	m = typeSettled(t, m, "D")
	if d, _ := m.Daily(); d.Date != "2026-11-29" || m.status.Kind != view.EarlierDailyWaits ||
		!strings.Contains(m.viewText(), "your daily of 2026-11-28 is still in progress (it counts for its own day): D again goes to it") {
		t.Fatalf("D on the 29th: the daily of %s, status %v\n%s", d.Date, m.status.Kind, m.viewText())
	}
	m = typeSettled(t, m, "D")
	if d, _ := m.Daily(); d.Date != "2026-11-28" || d.Game != 323 || !strings.Contains(m.viewText(), "your daily of 2026-11-28, in progress: enter resumes it, D shows today's") {
		t.Fatalf("D again: the daily of %s\n%s", d.Date, m.viewText())
	}
	m = typeSettled(t, m, "enter")
	if m.table == nil || m.table.Daily() != "2026-11-28" || strings.Join(m.table.Notation(), " ") != "4a" {
		t.Fatalf("enter on the 28th's daily did not resume its game: %+v", m.key())
	}
	m = typeSettled(t, m, "esc", "D")
	if d, _ := m.Daily(); d.Date != "2026-11-29" {
		t.Errorf("D from the 28th's daily: the daily of %s, not today's", d.Date)
	}
}

// TestEarlierDailiesInProgressComeBackInTurn: with two earlier dailies in
// progress, D goes from today's to the latest, then to the one before, then
// back to today's, each step said (only the latest could be reached).
func TestEarlierDailiesInProgressComeBackInTurn(t *testing.T) {
	m, clock := dailyBeforeMidnight(t, 160, "enter", "4", "a", "esc", "n")
	clock.now = clock.now.Add(2 * time.Minute) // the 29th
	m = typeSettled(t, m, "D", "enter", "4", "a", "esc", "n")
	clock.now = clock.now.Add(24 * time.Hour) // the 30th
	for _, step := range []struct{ date, says string }{
		{"2026-11-30", "your dailies of 2026-11-29 and 1 day before are in progress: D again goes to each in turn"},
		{"2026-11-29", "your daily of 2026-11-29, in progress: enter resumes it, D shows your daily of 2026-11-28"},
		{"2026-11-28", "your daily of 2026-11-28, in progress: enter resumes it, D shows today's"},
		{"2026-11-30", ""},
	} {
		m = typeSettled(t, m, "D")
		if d, _ := m.Daily(); d.Date != step.date || !strings.Contains(m.viewText(), step.says) {
			t.Fatalf("D: the daily of %s; want %s, saying %q\n%s", d.Date, step.date, step.says, m.viewText())
		}
	}
	m = typeSettled(t, m, "D", "D", "enter")
	if m.table == nil || m.table.Daily() != "2026-11-28" || strings.Join(m.table.Notation(), " ") != "4a" {
		t.Errorf("enter on the 28th's daily, reached in turn, did not resume its game: %+v", m.key())
	}
}

// TestDailyHelpedWinBanner: the banner of a daily won with help says the
// daily streak counts it, as it does (it said the streaks leave it out).
func TestDailyHelpedWinBanner(t *testing.T) {
	m := typeSettled(t, onTheDailysDay(t, 617), "D", "enter")
	m.cloneTable().MarkAssisted() // a hint taken
	m = typeSettled(t, m, moveLine(solution323)...)
	if text := m.viewText(); !m.table.Won() || !strings.Contains(text, "with help: the daily streak counts it, marked so") {
		t.Errorf("the daily won with help:\n%s", text)
	}
}

// TestOpenBoardIsReadAgain: the daily board, while open, is read again
// every leaderboardFresh, so another player's win shows without closing it
// (it stayed as first read); a tick of a board closed since reads nothing.
func TestOpenBoardIsReadAgain(t *testing.T) {
	board := openBoard(t)
	clock := &fixedClock{now: time.Date(2026, 11, 28, 23, 0, 0, 0, time.UTC)}
	m := sized(New(617, Options{Leaderboard: board, Player: "SHA256:bob", Now: clock.Now, Settings: noCoach()}), 120, 40)
	next, cmd := m.Update(press("B"))
	m = settleWith(t, next.(Model), cmd, "readLeaderboard")
	d, _ := shown[leaderboardDialog](&m)
	if _, err := board.SetName("SHA256:alice", "Alice"); err != nil {
		t.Fatal(err)
	}
	win := state.Daily{Date: d.day.Date, Deal: d.day.Game, Result: state.Won, PlayerMoves: 90, Elapsed: 5 * time.Minute}
	if err := board.RecordWin("SHA256:alice", win); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(m.viewText(), "Alice") {
		t.Fatalf("the board showed a win recorded after it was read:\n%s", m.viewText())
	}
	next, cmd = m.Update(leaderboardDueMsg{d.readID})
	m = settleWith(t, next.(Model), cmd, "readLeaderboard")
	if !strings.Contains(m.viewText(), "Alice") {
		t.Errorf("the open board, read again, does not show another player's win:\n%s", m.viewText())
	}
	d, _ = shown[leaderboardDialog](&m)
	stale := leaderboardDueMsg{d.readID}
	m, _ = typeKeys(t, m, "esc")
	if _, cmd = m.Update(stale); cmd != nil {
		t.Error("a tick of the board closed since read it again")
	}
}

// TestBoardFromAWonGame: on a server, B over a won game (the daily's, say)
// opens the daily board, as it does while browsing (it said the game is won).
func TestBoardFromAWonGame(t *testing.T) {
	board := openBoard(t)
	clock := &fixedClock{now: time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)}
	m := sized(New(617, Options{Leaderboard: board, Player: "SHA256:test", Now: clock.Now, Settings: noCoach()}), 120, 40)
	m = typeWorked(t, m, "enter", "A", "A")
	for _, keys := range placeKeys(t, frozenSolution(t)) {
		m = typeWorked(t, m, keys...)
	}
	if !m.table.Won() {
		t.Fatal("617 not won")
	}
	if m = typeWorked(t, bannerSeen(m), "B"); m.overlays.frontKind() != leaderboardOverlay {
		t.Errorf("B after the win: %v in front, status %v; want the daily board", m.overlays.frontKind(), m.status.Kind)
	}
}

// openBoard is a daily board of its own in a temporary folder, closed as the
// test ends.
func openBoard(t *testing.T) *state.Leaderboard {
	t.Helper()
	board, err := state.OpenLeaderboard(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = board.Close() })
	return board
}

// TestRestartingTheDailySaysWhatCounts: R in the daily asks without saying
// the try counts as lost, which no day shows (its best game counts); a
// deal's own game still says it.
func TestRestartingTheDailySaysWhatCounts(t *testing.T) {
	m := typeSettled(t, onTheDailysDay(t, 323), "D", "enter", "4", "a", "R")
	if text := sized(m, 100, 30).viewText(); !strings.Contains(text, "restart? the daily counts your best game of the day") || strings.Contains(text, "counts as lost") {
		t.Errorf("R in the daily:\n%s", text)
	}
	m = typeSettled(t, onTheDailysDay(t, 323), "enter", "4", "a", "R")
	if text := sized(m, 100, 30).viewText(); !strings.Contains(text, "restart? this try counts as lost") {
		t.Errorf("R in the deal's own game:\n%s", text)
	}
}
