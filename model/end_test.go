package model

import (
	"context"
	"github.com/freecell/freecell/coach"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// stuckLine is the line a player met on 11982: after it no legal move is left.
const stuckLine = "1a 5b 6c 7d 61 78 b4 8b d8 5d 51"

// coachlessGame is deal in play with the coach off, saving to a store of its
// own, on a clock of its own.
func coachlessGame(t *testing.T, deal int64) (Model, *state.Store, *fixedClock) {
	t.Helper()
	store := state.Open(filepath.Join(t.TempDir(), "freecell"))
	t.Cleanup(func() { store.Close() })
	clock := &fixedClock{now: time.Unix(1_000_000, 0)}
	m := New(deal, Options{Store: store, Now: clock.Now, Settings: noCoach()})
	next, cmd := m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	return typeSettled(t, settle(t, next.(Model), cmd), "enter"), store, clock
}

// stuckGame is 11982 played to no legal move with the coach off, saving to a
// store of its own.
func stuckGame(t *testing.T) (Model, *state.Store, *fixedClock) {
	t.Helper()
	m, store, clock := coachlessGame(t, 11982)
	for _, move := range strings.Fields(stuckLine) {
		clock.now = clock.now.Add(2 * time.Second)
		m = typeSettled(t, m, string(move[0]), string(move[1]))
	}
	return m, store, clock
}

// TestNoMoveLeftEndsTheGame: with no legal move left, the game says so at
// once (coach off), its clock stops, place keys are refused, and the key line
// offers undo, restart and the next deal.
func TestNoMoveLeftEndsTheGame(t *testing.T) {
	m, _, clock := stuckGame(t)
	if m.status.Kind != view.NoMoveLeft || !m.table.NoMoveLeft() {
		t.Fatalf("status %v after the line:\n%s", m.status.Kind, m.viewText())
	}
	screen := m.viewText()
	for _, want := range []string{"no legal move is left: the game is lost", "· no legal move left", "u undo", "R restart", "n next deal"} {
		if !strings.Contains(screen, want) {
			t.Errorf("the screen lacks %q:\n%s", want, screen)
		}
	}
	spent := m.table.Clock().Elapsed(clock.now)
	clock.now = clock.now.Add(time.Hour)
	if m.table.Clock().Running() || m.table.Clock().Elapsed(clock.now) != spent || spent != 20*time.Second { // from the first move to the last
		t.Errorf("the clock runs on, or counted %v for 11 moves 2 s apart", spent)
	}
	for _, place := range []string{"1", "a", "h", "space"} { // the foundations too: the game is over, not a place refused
		picked := typeSettled(t, m, place)
		if picked.picked != nil || picked.status.Kind != view.NoMoveLeft {
			t.Errorf("%s with no move left: picked %v, status %v", place, picked.picked != nil, picked.status.Kind)
		}
	}
	undone := typeSettled(t, m, "u")
	if undone.status.Kind != view.Undone || !undone.table.Clock().Running() || undone.table.NoMoveLeft() {
		t.Errorf("undo does not play on: %v, clock running %v", undone.status.Kind, undone.table.Clock().Running())
	}
}

// TestNoMoveLeftLostAsLeft: a game with no move left is recorded lost when
// it is left any way but undo, and only then.
func TestNoMoveLeftLostAsLeft(t *testing.T) {
	for _, c := range []struct {
		name  string
		keys  []string
		game  int64
		quits bool
	}{
		{"undo", []string{"u"}, 11982, false},
		{"restart", []string{"R"}, 11982, false},
		{"next deal", []string{"n"}, 11983, false},
		{"esc", []string{"esc"}, 11982, false},
		{"quit", nil, 11982, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			m, store, _ := stuckGame(t)
			if st, _ := store.Stats(4); st.Played != 0 {
				t.Fatalf("%d played before the game is left", st.Played)
			}
			m = typeSettled(t, m, c.keys...)
			if c.quits {
				if end := m.Close(); end.Err != nil || end.Losses != 0 {
					t.Fatalf("quitting: %+v", end)
				}
			}
			m.disk.queue.Flush()
			st, err := store.Stats(4)
			lost := 1
			if c.name == "undo" {
				lost = 0
			}
			if err != nil || st.Played != lost || st.Won != 0 || m.questionPut() != nil || m.game != c.game {
				t.Fatalf("played %d, won %d (%v), question %v, on %d", st.Played, st.Won, err, m.questionPut() != nil, m.game)
			}
			if (c.name == "esc" || c.name == "next deal") && m.status.Kind != view.LeftLost {
				t.Errorf("leaving says nothing of the loss: %v", m.status.Kind)
			}
			if c.name == "esc" {
				again := typeSettled(t, m, "enter")
				if player, _ := again.table.Counts(); player != 0 || again.table.NoMoveLeft() {
					t.Errorf("the lost game came back: %d moves", player)
				}
			}
		})
	}
}

// TestF2FromAStuckGame: F2 from a game with no move left counts it lost,
// as leaving it any way does, and the new game says so, naming it.
func TestF2FromAStuckGame(t *testing.T) {
	m, store, _ := stuckGame(t)
	m = typeSettled(t, m, "f2")
	m.disk.queue.Flush()
	if st, err := store.Stats(4); err != nil || st.Played != 1 || st.Won != 0 {
		t.Fatalf("played %d, won %d (%v)", st.Played, st.Won, err)
	}
	if !m.Playing() || m.game == 11982 || !strings.Contains(m.viewText(), "new game; your game of FreeCell #11,982 counted lost: no legal move was left in it") {
		t.Errorf("F2 from a stuck game: playing %v, game %d, %q", m.Playing(), m.game, statusText(m))
	}
}

// deal1Line is deal 1's solution in notation, split before its last player
// move: the line, and that move.
func deal1Line(t *testing.T) (line string, last string) {
	t.Helper()
	res, err := solver.SolveGame(context.Background(), 1, rules.DefaultFreeCells, solver.Options{Mode: solver.Short})
	if err != nil || res.Status != solver.Solved {
		t.Fatalf("deal 1: %v %v", res.Status, err)
	}
	replay, err := rules.ReplayGame(1, rules.DefaultFreeCells, res.Moves)
	if err != nil {
		t.Fatal(err)
	}
	words := replay.Notation()
	k := len(words) - 1
	for res.Moves[k].To == rules.Foundation {
		k--
	}
	return strings.Join(words[:k], " "), words[k]
}

// TestDealOneFinishesByItself: deal 1 played to its last player move under
// safe auto-play finishes by itself, the cards shown flying home before the
// banner; the clock stops at that move, and the game is saved won with every
// foundation move written out. Under off it is not finished for the player.
func TestDealOneFinishesByItself(t *testing.T) {
	line, last := deal1Line(t)
	m, store, clock := coachlessGame(t, 1)
	m = typeSettled(t, typeLine(t, m, line))
	if m.table.Won() || m.status.Kind != view.MovesMade {
		t.Fatalf("before the last move: won %v, %v", m.table.Won(), m.status.Kind)
	}
	clock.now = clock.now.Add(30 * time.Second)
	m, cmd := typeKeys(t, m, string(last[0]), string(last[1]))
	if !m.table.Won() || m.anim == nil || len(m.anim.auto) < 10 {
		t.Fatalf("the last move did not finish the game, shown moving: won %v, %d cards home", m.table.Won(), m.table.Position().OnFoundations())
	}
	if m.banner() != nil || strings.Contains(m.viewText(), "You won") {
		t.Error("the banner covers the cards flying home")
	}
	shown := m
	for shown.anim != nil {
		next, _ := shown.Update(autoTickMsg{id: shown.animID})
		shown = next.(Model)
	}
	if !strings.Contains(shown.viewText(), "You won") {
		t.Errorf("no banner once the cards are home:\n%s", shown.viewText())
	}
	spent := m.table.Clock().Elapsed(clock.now)
	clock.now = clock.now.Add(time.Minute)
	if m.table.Clock().Running() || m.table.Clock().Elapsed(clock.now) != spent {
		t.Error("the clock runs on after the last player move")
	}
	m = settle(t, m, cmd)
	m.disk.queue.Flush()
	st, err := store.Stats(4)
	if err != nil || st.Won != 1 {
		t.Fatalf("won %d (%v)", st.Won, err)
	}
	home := 0
	for _, mv := range m.table.Moves() {
		if mv.To == rules.Foundation {
			home++
		}
	}
	if replay, err := rules.ReplayGame(1, rules.DefaultFreeCells, m.table.Moves()); err != nil || !replay.End().Won() || home != 52 {
		t.Errorf("the moves kept hold %d foundation moves, and do not replay to the win (%v)", home, err)
	}

	off := New(1, Options{Now: clock.Now, Settings: settingsWith(func(s *state.Settings) { s.NoCoach, s.Auto = true, rules.AutoOff })})
	off = typeLine(t, typeSettled(t, sized(off, 100, 30), "enter"), line)
	if off.table.Won() || off.table.Position().OnFoundations() == 52 {
		t.Error("auto-play off finished the game")
	}
}

// TestKeptGameFinishesAsItOpens: a game kept where every card left goes home
// alone (as an older freecell, or auto-play off, left it) finishes as it is
// opened under safe auto-play, and is recorded won.
func TestKeptGameFinishesAsItOpens(t *testing.T) {
	line, last := deal1Line(t)
	dir := filepath.Join(t.TempDir(), "freecell")
	clock := &fixedClock{now: time.Unix(1_000_000, 0)}
	open := func(auto rules.AutoMode) (Model, *state.Store) {
		store := state.Open(dir)
		m := New(1, Options{Store: store, Now: clock.Now, Settings: settingsWith(func(s *state.Settings) { s.NoCoach, s.Auto = true, auto })})
		next, cmd := m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
		return typeSettled(t, settle(t, next.(Model), cmd), "enter"), store
	}
	m, store := open(rules.AutoOff)
	m = typeSettled(t, typeLine(t, m, line+" "+last), "esc")
	m.Close()
	store.Close()

	m, store = open(rules.AutoSafe)
	defer store.Close()
	if !m.table.Won() || m.status.Kind != view.Won {
		t.Fatalf("the kept game did not finish as it opened: %d cards home, %v", m.table.Position().OnFoundations(), m.status.Kind)
	}
	m.disk.queue.Flush()
	if st, err := store.Stats(4); err != nil || st.Won != 1 || st.InProgress != 0 {
		t.Errorf("won %d, in progress %d (%v)", st.Won, st.InProgress, err)
	}
}

// TestADealLostAgainTheSameWayCounts: a deal lost, then lost again by the
// same moves, in a new game (Esc, Enter) or a new try (R), is two losses.
// Told by its moves, the second was taken for the first come back, and set
// aside, though the status line said "counted lost".
func TestADealLostAgainTheSameWayCounts(t *testing.T) {
	for _, again := range [][]string{{"esc", "enter"}, {"R"}} {
		m, store, clock := stuckGame(t)
		m = typeSettled(t, m, again...)
		for _, move := range strings.Fields(stuckLine) {
			clock.now = clock.now.Add(2 * time.Second)
			m = typeSettled(t, m, string(move[0]), string(move[1]))
		}
		if !m.table.NoMoveLeft() {
			t.Fatalf("%v: the line did not end the game again", again)
		}
		m = typeSettled(t, m, "esc")
		m.disk.queue.Flush()
		if st, err := store.Stats(4); err != nil || st.Played != 2 || st.CurrentLosing != 2 || st.InProgress != 0 {
			t.Errorf("%v, the same loss: played %d, losing streak %d, in progress %d (%v): want two losses", again, st.Played, st.CurrentLosing, st.InProgress, err)
		}
	}
}

// TestStuckGameCountsOnce: a game with no move left restarted (lost), the
// restart undone, then left, by Esc or by quitting, is one loss, not two,
// and no game in progress (left by Esc, it stayed in progress, to come back
// stuck; quitting counted it lost again); browsing says so at once (it said
// "in progress" until the deal's record was read again). Undoing the
// restart took its loss back: in between, the try is in progress, not lost.
func TestStuckGameCountsOnce(t *testing.T) {
	for _, quit := range []bool{false, true} {
		m, store, _ := stuckGame(t)
		m = typeSettled(t, m, "R", "u")
		m.disk.queue.Flush()
		if st, err := store.Stats(4); err != nil || st.Played != 0 || st.InProgress != 1 {
			t.Errorf("the restart undone: played %d, in progress %d (%v): want the try in progress, not lost", st.Played, st.InProgress, err)
		}
		if quit {
			if end := m.Close(); end.Err != nil {
				t.Fatalf("quitting: %+v", end)
			}
		} else {
			m = typeSettled(t, m, "u", "esc", "enter", "U") // browsed while in progress, its record read so, then stuck again
			m.disk.queue.Flush()
			next, cmd := m.Update(tea.KeyPressMsg{Code: tea.KeyEscape})
			if title := strings.SplitN(next.(Model).viewText(), "\n", 2)[0]; strings.Contains(title, "in progress") || !strings.Contains(title, "played once") { // before the record is read again
				t.Errorf("left by Esc, browsing says: %q", title)
			}
			m = settle(t, next.(Model), cmd)
			m.disk.queue.Flush()
		}
		if st, err := store.Stats(4); err != nil || st.Played != 1 || st.CurrentLosing != 1 || st.InProgress != 0 {
			t.Errorf("quit %v: played %d, losing streak %d, in progress %d (%v): want one loss, none in progress", quit, st.Played, st.CurrentLosing, st.InProgress, err)
		}
	}
}

// TestUndoneRestartIsInProgress: a try restarted (counted lost) and brought
// back by undoing the restart is one try in progress, not lost: the store,
// browsing's title and the panel agree (they read "lost 1, in progress 1,
// tries 2" until the try ended).
func TestUndoneRestartIsInProgress(t *testing.T) {
	m, store, _ := coachlessGame(t, 617)
	m = typeSettled(t, m, "8", "a", "R", "y", "u", "esc")
	m.disk.queue.Flush()
	st, err := store.Stats(4)
	if err != nil || st.Played != 0 || st.InProgress != 1 || st.Deal(617).Tries != 1 {
		t.Errorf("played %d, in progress %d, tries %d (%v): want one try in progress", st.Played, st.InProgress, st.Deal(617).Tries, err)
	}
	if title := strings.SplitN(m.viewText(), "\n", 2)[0]; !strings.Contains(title, "in progress") || strings.Contains(title, "played once") {
		t.Errorf("browsing says: %q", title)
	}
	if r := m.disk.deals[m.key()].record; r.InProgress == nil || r.Stats.Tries != 1 { // read again: it had the try lost
		t.Errorf("the deal's record as read: %+v", r)
	}
}

// TestTwoRestartsUndone: two restarts in a row, undone one after the other
// (the second try's move too), bring the first try back in progress with no
// loss counted; redone, both count again. (Each deal's last lost try alone
// was remembered: the first try came back lost and in progress at once.)
func TestTwoRestartsUndone(t *testing.T) {
	m, store, _ := coachlessGame(t, 617)
	m = typeSettled(t, m, "1", "a", "R", "y", "2", "b", "R", "y", "u", "u", "u")
	m.disk.queue.Flush()
	st, err := store.Stats(4)
	if err != nil || st.Played != 0 || st.InProgress != 1 || st.Deal(617).Tries != 1 || m.tally.stats(4).Played != 0 {
		t.Errorf("undone: played %d, in progress %d, tries %d, this run played %d (%v): want one try in progress", st.Played, st.InProgress, st.Deal(617).Tries, m.tally.stats(4).Played, err)
	}
	m = typeSettled(t, m, "U", "U", "U")
	m.disk.queue.Flush()
	if st, err = store.Stats(4); err != nil || st.Played != 2 || st.InProgress != 0 || st.Deal(617).Tries != 2 || m.tally.stats(4).Played != 2 {
		t.Errorf("redone: played %d, in progress %d, tries %d, this run played %d (%v): want the two tries lost", st.Played, st.InProgress, st.Deal(617).Tries, m.tally.stats(4).Played, err)
	}
}

// TestBrowsingSaysTheTriesLeft: a deal left after a restart, its new try's
// moves undone, says it was played once, once the record is read again
// (browsing said "played twice"; or "not played yet" where the first game
// had its moves undone before, a game with no move read as a try).
func TestBrowsingSaysTheTriesLeft(t *testing.T) {
	for _, keys := range [][]string{
		{"1", "a", "R", "y", "2", "b", "esc", "enter", "u", "esc"},
		{"1", "a", "u", "esc", "enter", "1", "a", "R", "y", "2", "b", "u", "esc"},
	} {
		m, _, _ := coachlessGame(t, 5)
		m = typeSettled(t, m, keys[:len(keys)-1]...)
		next, cmd := m.Update(tea.KeyPressMsg{Code: tea.KeyEscape})
		if title := strings.SplitN(next.(Model).viewText(), "\n", 2)[0]; keys[2] == "u" && !strings.Contains(title, "played once") { // before it is read again
			t.Errorf("%v: browsing says at once %q", keys, title)
		}
		m = settle(t, next.(Model), cmd)
		if title := strings.SplitN(m.viewText(), "\n", 2)[0]; !strings.Contains(title, "played once") {
			t.Errorf("%v: browsing says %q", keys, title)
		}
	}
}

// TestResumedAtTheDealSaysUndo: a game come back to after a restart, its
// try at the deal, says undo takes the restart back, not that R starts it
// again (R said "nothing to restart"), and a clean try that it is no game
// in progress, as browsing says; one whose moves were all undone before it
// was left says neither.
func TestResumedAtTheDealSaysUndo(t *testing.T) {
	for _, tt := range []struct {
		keys      []string
		want, not string
	}{
		{[]string{"1", "a", "R", "y", "esc", "enter"}, "a clean try, at the deal (u undoes the restart)", "in progress"}, // nothing kept but the restart: browsing said "not played yet"
		{[]string{"1", "a", "u", "esc", "enter"}, "your game in progress, at the deal", "undoes"},
		{[]string{"1", "a", "esc", "enter"}, "1 move made (R starts it again)", "at the deal"},
		{[]string{"1", "a", "wait", "u", "esc", "enter"}, "at the deal (R starts a clean try)", "undoes"},
		{[]string{"1", "a", "R", "y", "2", "b", "wait", "u", "esc", "enter"}, "at the deal (u undoes the restart, R starts a clean try)", "starts it again"},
	} {
		m, _, clock := coachlessGame(t, 5)
		for _, k := range tt.keys {
			if k == "wait" { // time on the try's clock
				clock.now = clock.now.Add(3 * time.Second)
				continue
			}
			m = typeSettled(t, m, k)
		}
		if text := m.viewText(); !strings.Contains(text, tt.want) || strings.Contains(text, tt.not) {
			t.Errorf("%v: want %q, not %q:\n%s", tt.keys, tt.want, tt.not, text)
		}
	}
}

// TestRestartAtTheDealLeavesTheHelp: a game at the deal with help shown
// (a hint, or moves with hints all undone) starts again clean with R, no
// question asked and no loss counted, and u takes that back; it said
// "nothing to restart" and kept "with help" until a loss cleared it.
func TestRestartAtTheDealLeavesTheHelp(t *testing.T) {
	for _, keys := range [][]string{{"H"}, {"H", "H", "H", "H", "u", "u"}} {
		m, store := storeModel(t, filepath.Join(t.TempDir(), "freecell"))
		m = typeSettled(t, m, "enter")
		for _, k := range keys {
			if k == "H" {
				m = judgeNow(t, m)
			}
			m = typeSettled(t, m, k)
		}
		if m.table.TryMoves() != 0 || !m.table.Assisted() {
			t.Fatalf("%v: %d moves, with help %v", keys, m.table.TryMoves(), m.table.Assisted())
		}
		m = typeSettled(t, m, "R")
		if m.questionPut() != nil || m.table.Assisted() || !strings.Contains(m.viewText(), "started again: a clean try") {
			t.Errorf("%v, R: with help %v, a question %v:\n%s", keys, m.table.Assisted(), m.questionPut() != nil, m.viewText())
		}
		m.disk.queue.Flush()
		if st, err := store.Stats(4); err != nil || st.Played != 0 || m.tally.stats(4).Played != 0 {
			t.Errorf("%v: played %d, this run %d (%v): want no loss", keys, st.Played, m.tally.stats(4).Played, err)
		}
		if m = typeSettled(t, m, "u"); !m.table.Assisted() {
			t.Errorf("%v: u did not bring the game with its help back", keys)
		}
	}
	m, _, _ := coachlessGame(t, 617)
	if m = typeSettled(t, m, "R"); m.status.Kind != view.NothingToRestart {
		t.Errorf("R at a deal untouched: %v", m.status.Kind)
	}
}

// TestCleanTryOnADealThatSendsCardsHome: on deal 2, whose A♠ goes home as
// it opens, a clean try's restart redone, or a try at the deal given up for
// a playback, counts no loss and asks nothing; undoing the clean try's
// restart says no loss was taken back (there was none).
func TestCleanTryOnADealThatSendsCardsHome(t *testing.T) {
	m, store, clock := coachlessGame(t, 2)
	m = typeSettled(t, m, "2", "a")
	clock.now = clock.now.Add(3 * time.Second)
	m = typeSettled(t, m, "u", "R", "u")
	if text := sized(m, 160, 30).viewText(); !strings.Contains(text, "restart undone") || strings.Contains(text, "loss taken back") {
		t.Errorf("a clean try's restart undone:\n%s", text)
	}
	m = typeSettled(t, m, "U", "esc", "s")
	res, err := solver.SolveGame(t.Context(), 2, rules.DefaultFreeCells, solver.Options{Mode: solver.Fast})
	if err != nil || res.Status != solver.Solved {
		t.Fatalf("deal 2: %v, %v", res.Status, err)
	}
	next, _ := m.Update(solvedMsg{id: m.solving.id, game: state.Key{Deal: 2, FreeCells: 4}, result: res})
	if _, _, ok := next.(Model).PlaybackStep(); !ok {
		t.Fatalf("no playback:\n%s", next.(Model).viewText())
	}
	m = typeSettled(t, next.(Model), "right", "right", "enter")
	if m.questionPut() != nil || !m.Playing() {
		t.Errorf("a try at the deal given up for a playback is asked about, or not played on:\n%s", m.viewText())
	}
	m.disk.queue.Flush()
	if st, err := store.Stats(4); err != nil || st.Played != 0 || m.tally.stats(4).Played != 0 {
		t.Errorf("played %d, this run %d (%v): want no loss", st.Played, m.tally.stats(4).Played, err)
	}
}

// TestLeavingAStuckGameByFSaysItsLoss: F from a game with no move left
// counts it lost, as Esc does, and says so (it went unsaid).
func TestLeavingAStuckGameByFSaysItsLoss(t *testing.T) {
	m, store, _ := stuckGame(t)
	m = typeSettled(t, m, "F")
	m.disk.queue.Flush()
	if text := sized(m, 160, 30).viewText(); !strings.Contains(text, "counted lost") {
		t.Errorf("F from a stuck game does not say it counted lost:\n%s", text)
	}
	if st, err := store.Stats(4); err != nil || st.Played != 1 {
		t.Errorf("played %d (%v): want the stuck game lost", st.Played, err)
	}
}

// TestTakingOverAtStepZeroTakesNoHelp: a playback taken over where the
// solution starts is no help, on a deal whose A♠ goes home as it opens (the
// game said "with help").
func TestTakingOverAtStepZeroTakesNoHelp(t *testing.T) {
	m, _, _ := coachlessGame(t, 2)
	m = typeSettled(t, m, "esc", "s")
	res, err := solver.SolveGame(t.Context(), 2, rules.DefaultFreeCells, solver.Options{Mode: solver.Fast})
	if err != nil || res.Status != solver.Solved {
		t.Fatalf("deal 2: %v, %v", res.Status, err)
	}
	next, _ := m.Update(solvedMsg{id: m.solving.id, game: state.Key{Deal: 2, FreeCells: 4}, result: res})
	m = typeSettled(t, next.(Model), "enter")
	if !m.Playing() || m.table.Assisted() {
		t.Errorf("taken over at step 0: playing %v, with help %v:\n%s", m.Playing(), m.table.Assisted(), m.viewText())
	}
}

// TestAGameAtItsDealComesBackSaid: a game kept at its deal with time on its
// clock, read again in a new run, says it is there and that R starts a clean
// try (the status line was empty); browsing says it is in progress, at the
// deal (it said "not played yet", and Enter came back to it).
func TestAGameAtItsDealComesBackSaid(t *testing.T) {
	m, store, clock := coachlessGame(t, 2)
	m = typeSettled(t, m, "3", "a")
	clock.now = clock.now.Add(3 * time.Second)
	m = typeSettled(t, m, "u", "esc")
	if got := titleLine(m); !strings.Contains(got, "in progress, at the deal, 0:03") {
		t.Errorf("browsing the game just left at its deal: %q", got)
	}
	if m.status.Kind != view.LeftKept { // as with a move (it said nothing)
		t.Errorf("leaving it: status %v", m.status.Kind)
	}
	m.disk.queue.Flush()
	if st, err := store.Stats(4); err != nil || st.InProgress != 1 || !slices.Equal(st.InProgressDeals, []int64{2}) { // as the title says (the statistics said in progress 0)
		t.Errorf("the statistics: in progress %d %v (%v); want the game at its deal", st.InProgress, st.InProgressDeals, err)
	}
	if end := m.Close(); end.Err != nil {
		t.Fatalf("quitting: %+v", end)
	}
	again := New(2, Options{Store: store, Now: clock.Now, Settings: noCoach()})
	next, cmd := again.Update(tea.WindowSizeMsg{Width: 120, Height: 30})
	again = settle(t, next.(Model), cmd)
	if got := titleLine(again); !strings.Contains(got, "in progress, at the deal, 0:03") {
		t.Errorf("browsing the game kept at its deal, read again: %q", got)
	}
	again = typeSettled(t, again, "enter")
	if text := again.viewText(); !strings.Contains(text, "your game in progress, at the deal (R starts a clean try)") {
		t.Errorf("the game kept at its deal, read again:\n%s", text)
	}
}

// TestAHintAtTheDealIsKept: a game with a hint shown and no move is kept
// with its help across runs, and counted in progress (browsing said it was
// in progress, and the next run had no game: "not played yet").
func TestAHintAtTheDealIsKept(t *testing.T) {
	store := state.Open(filepath.Join(t.TempDir(), "freecell"))
	t.Cleanup(func() { store.Close() })
	clock := &fixedClock{now: time.Unix(1_000_000, 0)}
	m := New(617, Options{Store: store, Now: clock.Now})
	next, cmd := m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	m = typeSettled(t, settle(t, next.(Model), cmd), "enter")
	next, _ = m.Update(judgedMsg{id: m.coach.job.id, judgment: coach.Judge(context.Background(), *m.table.Position(), 0)})
	m = typeSettled(t, next.(Model), "H")
	if m.hinted == nil {
		t.Fatalf("no hint shown:\n%s", m.viewText())
	}
	m.disk.queue.Flush()
	if g, ok, err := store.InProgress(state.Key{Deal: 617, FreeCells: 4}); !ok || !g.Assisted || err != nil { // saved as a move is, were the program killed now
		t.Errorf("the game as the hint shows: %+v, %v (%v); want it saved with its help", g, ok, err)
	}
	m = typeSettled(t, m, "esc", "esc")
	if end := m.Close(); end.Err != nil {
		t.Fatalf("quitting: %+v", end)
	}
	if st, err := store.Stats(4); err != nil || st.InProgress != 1 || len(st.InProgressDeals) != 1 {
		t.Errorf("the statistics: in progress %d %v (%v); want the game at its deal", st.InProgress, st.InProgressDeals, err)
	}
	again := New(617, Options{Store: store, Now: clock.Now, Settings: noCoach()})
	next, cmd = again.Update(tea.WindowSizeMsg{Width: 120, Height: 30})
	again = settle(t, next.(Model), cmd)
	if got := titleLine(again); !strings.Contains(got, "in progress, at the deal") {
		t.Errorf("the next run browses %q", got)
	}
	if again = typeSettled(t, again, "enter"); again.table == nil || !again.table.Assisted() {
		t.Errorf("enter in the next run: a game with help? %+v", again.table)
	}
}

// TestAGameAtItsDealIsInProgressUnsaved: where nothing is saved, the
// statistics count a game with every move undone, kept for its time, in
// progress too, as browsing says it is, and not as a try.
func TestAGameAtItsDealIsInProgressUnsaved(t *testing.T) {
	clock := &fixedClock{now: time.Unix(1_000_000, 0)}
	m := sized(New(617, Options{Now: clock.Now, Settings: noCoach()}), 100, 40)
	m, _ = typeKeys(t, m, "enter", "8", "a")
	clock.now = clock.now.Add(3 * time.Second)
	m, _ = typeKeys(t, m, "u", "esc", "S")
	if text := m.viewText(); !regexp.MustCompile(`in progress +1: #617`).MatchString(text) || !regexp.MustCompile(`tries +0`).MatchString(text) {
		t.Errorf("the statistics:\n%s", text)
	}
}

// TestUndoneRestartOverAnotherGame: where another program has begun a game
// on the deal since the restart, the loss stays counted in the store, and
// this run counts it too (the two agree); the player's try is asked about as
// any game another program changed.
func TestUndoneRestartOverAnotherGame(t *testing.T) {
	m, store, _ := coachlessGame(t, 617)
	m = typeSettled(t, m, "8", "a", "R", "y")
	m.disk.queue.Flush()
	other := state.NewQueue(store)
	if err := other.Save(state.Game{Deal: 617, FreeCells: 4, Moves: []string{"1a"}, PlayerMoves: 1}).Wait(); err != nil {
		t.Fatal(err)
	}
	m = typeSettled(t, m, "u")
	m.disk.queue.Flush()
	if st, err := store.Stats(4); err != nil || st.Played != 1 || st.InProgress != 1 {
		t.Errorf("the store: played %d, in progress %d (%v): want the loss kept, the other game in progress", st.Played, st.InProgress, err)
	}
	if st := m.tally.stats(4); st.Played != 1 || st.CurrentLosing != 1 {
		t.Errorf("this run: played %d, losing streak %d: want the loss the store keeps", st.Played, st.CurrentLosing)
	}
	if c, asked := m.question(); !asked || c.question != view.ConflictQuestion {
		t.Errorf("the player is not asked about the other game:\n%s", m.viewText())
	}
}

// TestStuckKeyLineOffersRedo: a game with no move left offers U where there
// is something to redo (its restart undone), and only then; U worked there
// unsaid.
func TestStuckKeyLineOffersRedo(t *testing.T) {
	m, _, _ := stuckGame(t)
	if line := lastLine(sized(m, 120, 30).viewText()); strings.Contains(line, "redo") {
		t.Errorf("nothing to redo, the key line offers it: %q", line)
	}
	m = typeSettled(t, m, "R", "u")
	if line := lastLine(sized(m, 120, 30).viewText()); !m.table.NoMoveLeft() || !strings.Contains(line, "U redo") {
		t.Errorf("the restart undone, the key line does not offer U: %q", line)
	}
	m = typeSettled(t, m, "U")
	if m.table.TryMoves() != 0 {
		t.Error("U did not redo the restart")
	}
}

// TestRedoingTheLosingMoveSaysIt: the losing move redone keeps its own
// line before the loss's, as a move made does (the accessible mode said the
// loss alone, not what was redone).
func TestRedoingTheLosingMoveSaysIt(t *testing.T) {
	m, _ := playModel(t)
	m, _ = typeKeys(t, m, "F", "F", "F", "F", "5", "8")
	if !m.table.NoMoveLeft() {
		t.Fatalf("5 8 with no free cell did not lose 617:\n%s", m.viewText())
	}
	m, _ = typeKeys(t, m, "u", "U")
	if m.status.Kind != view.NoMoveLeft || m.status.Before == nil || m.status.Before.Kind != view.Redone {
		t.Errorf("the losing move redone: status %v, before %+v", m.status.Kind, m.status.Before)
	}
}

// TestStuckKeysFollowTheKeysFile: in a game with no legal move left, the key
// line names the keys that work there, as a keys file set them: play's undo
// moved to z is stuck's undo too (the line said "u undo", and u did
// nothing), and stuck's own restart, set apart, restarts.
func TestStuckKeysFollowTheKeysFile(t *testing.T) {
	f, err := ParseKeysFile("keys.toml", []byte("[play]\nundo = [\"z\"]\n[stuck]\nrestart = [\"X\"]\n"))
	if err != nil {
		t.Fatal(err)
	}
	m := sized(New(11982, Options{Keys: f, Settings: noCoach()}), 100, 30)
	m = typeSettled(t, m, "enter")
	for _, move := range strings.Fields(stuckLine) {
		m = typeSettled(t, m, string(move[0]), string(move[1]))
	}
	if !m.table.NoMoveLeft() {
		t.Fatalf("not stuck after the line:\n%s", m.viewText())
	}
	screen := m.viewText()
	if !strings.Contains(screen, "z undo") || strings.Contains(screen, "u undo") || !strings.Contains(screen, "X restart") {
		t.Errorf("the key line does not name z undo and X restart:\n%s", screen)
	}
	moves := len(m.table.Moves())
	if u := typeSettled(t, m, "u"); len(u.table.Moves()) != moves {
		t.Errorf("u undid a move, undo being z")
	}
	if z := typeSettled(t, m, "z"); len(z.table.Moves()) >= moves {
		t.Errorf("z did not undo: %d moves, %d before", len(z.table.Moves()), moves)
	}
	if x := typeSettled(t, m, "X"); x.status.Kind != view.Restarted {
		t.Errorf("X, stuck's restart, did not restart: status %v\n%s", x.status.Kind, x.viewText())
	}
}
