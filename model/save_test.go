package model

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// storeModel is a model showing 617 with a store in dir.
func storeModel(t *testing.T, dir string) (Model, *state.Store) {
	t.Helper()
	m, store, _ := storeModelClock(t, dir)
	return m, store
}

// storeModelClock is storeModel, with its clock.
func storeModelClock(t *testing.T, dir string) (Model, *state.Store, *fixedClock) {
	t.Helper()
	store := state.Open(dir)
	t.Cleanup(func() { store.Close() })
	clock := &fixedClock{now: time.Unix(1_000_000, 0)}
	m := New(617, Options{Store: store, Now: clock.Now})
	next, cmd := m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	return settle(t, next.(Model), cmd), store, clock
}

// solutionLine is 617's frozen solution as a move line, typed key by key.
func solutionLine() []string { return moveLine(solution617) }

// moveLine is the keys that type moves on the move line (:) and enter them.
func moveLine(moves string) []string {
	keys := []string{":"}
	for _, r := range strings.Join(strings.Fields(moves), " ") {
		keys = append(keys, string(r))
	}
	return append(keys, "enter")
}

func TestGameInProgressIsKept(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "freecell")
	m, _ := storeModel(t, dir)
	typeSettled(t, m, "enter", "8", "a", "esc")
	again, _ := storeModel(t, dir) // another run of the program
	again = typeSettled(t, again, "enter")
	if again.status.Kind != view.Resumed || again.table.Position().FreeCell(0) != dealer.NewCard(dealer.Queen, dealer.Hearts) {
		t.Fatalf("not resumed: %v", again.status.Kind)
	}
}

func TestResultsAreRecorded(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "freecell")
	m, store := storeModel(t, dir)
	m = typeSettled(t, m, "enter", "A", "A") // auto-play off: the line writes every move
	m = typeSettled(t, m, solutionLine()...)
	if m.status.Kind != view.Won {
		t.Fatalf("not won: %v %+v", m.status.Kind, m.status)
	}
	m = typeSettled(t, m, "u", "U") // play after the win records nothing more
	player := rules.PlayerMoves(frozenSolution(t))
	st, _ := store.Stats(4)
	if st.Played != 1 || st.Won != 1 || st.Deal(617).FewestMoves != player {
		t.Fatalf("after a win: %+v", st)
	}
	// Another run: a move then a restart loses; a win again shows the best.
	m, _ = storeModel(t, dir)
	m = typeSettled(t, m, "enter", "8", "a", "R", "y")
	st, _ = store.Stats(4)
	if st.Played != 2 || st.Won != 1 || st.CurrentStreak != 0 || st.LongestStreak != 1 {
		t.Fatalf("after a restart: %+v", st)
	}
	m = typeSettled(t, m, "A", "A")
	m = typeSettled(t, m, solutionLine()...)
	if m.status.Kind != view.Won || m.status.Best == nil || m.status.Best.PlayerMoves != player {
		t.Fatalf("the second win does not show the best: %+v", m.status)
	}
	if !strings.Contains(m.viewText(), fmt.Sprintf("best %d moves", player)) {
		t.Errorf("the best is not on screen:\n%s", m.viewText())
	}
}

func TestTakingOverGivesUpTheGameInProgress(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "freecell")
	m, store := storeModel(t, dir)
	m = typeSettled(t, m, "enter", "8", "a", "esc")
	m = playing617From(t, m)
	asked := typeSettled(t, m, "right", "enter")
	if asked.questionPut() == nil || asked.questionPut().question != view.TakeOverQuestion || asked.Playing() {
		t.Fatal("taking over from the solution did not ask about the game in progress")
	}
	if st, _ := store.Stats(4); st.Played != 0 {
		t.Errorf("a loss was counted before the player said so: %+v", st)
	}
	if no := typeSettled(t, asked, "n"); no.Playing() || no.questionPut() != nil {
		t.Error("n did not stay in the playback")
	}
	typeSettled(t, asked, "y")
	if st, _ := store.Stats(4); st.Played != 1 || st.Won != 0 {
		t.Errorf("the game given up is not lost: %+v", st)
	}
}

// TestStatisticsWithoutSaving: where nothing is saved, S counts this run.
func TestStatisticsWithoutSaving(t *testing.T) {
	m, _ := playModel(t)
	m, _ = typeKeys(t, m, "A", "A")
	m, _ = typeKeys(t, m, solutionLine()...)
	m, _ = typeKeys(t, m, "esc", "right", "enter", "8", "a", "S")
	d, _ := shown[statsDialog](&m)
	s := d.stats
	if s == nil || s.Saving || s.Played != 1 || s.Won != 1 || s.CurrentStreak != 1 || s.LongestStreak != 1 || s.InProgress != 1 || s.Deal.Tries != 1 {
		t.Errorf("stats %+v", s)
	}
}

// TestNextDealsStateShowsAtOnce: the records of the deals n and p show next
// are read while a deal is browsed, so that the title says the next deal's
// state as it is drawn, not a moment later; so after a win.
func TestNextDealsStateShowsAtOnce(t *testing.T) {
	m, _ := storeModel(t, filepath.Join(t.TempDir(), "freecell"))
	for _, k := range []string{"n", "p"} {
		next, _ := m.Update(press(k))
		shown := next.(Model)
		if shown.dealState() == nil || !strings.Contains(shown.viewText(), "not played yet") {
			t.Fatalf("after %s, deal %d's state is not in the title at once:\n%s", k, shown.game, shown.viewText())
		}
		m = settle(t, shown, nil)
		next, cmd := m.Update(tea.WindowSizeMsg{Width: 100, Height: 30}) // as a redraw asks: the neighbours' reads
		m = settle(t, next.(Model), cmd)
	}
	m = typeSettled(t, m, "enter", "A", "A")
	m.disk.deals = nil // the records read while browsing forgotten: the win asks for the next deal's
	m = bannerSeen(typeSettled(t, m, solutionLine()...))
	next, _ := m.Update(press("n"))
	if !strings.Contains(next.(Model).viewText(), "not played yet") {
		t.Errorf("after a win, n shows the next deal's state a moment later:\n%s", next.(Model).viewText())
	}
}

// TestBestsAfterAWinAreEachTheirOwn is the statistics case as the deal's
// record read while browsing follows a win: best 30 moves in 100 s, then a win
// in 32 moves and 50 s, shows fewest 30 and fastest 50 s at once, as the store
// reads them later.
func TestBestsAfterAWinAreEachTheirOwn(t *testing.T) {
	m, _ := storeModel(t, filepath.Join(t.TempDir(), "freecell"))
	k := m.key()
	m.setDeal(k, dealInfo{read: true, at: m.now(), record: state.DealRecord{Stats: state.DealStats{Deal: k.Deal, Tries: 1, Won: 1, FewestMoves: 30, Fastest: 100 * time.Second}}})
	m.noteEnded(state.Game{Deal: k.Deal, FreeCells: k.FreeCells, PlayerMoves: 32, Elapsed: 50 * time.Second}, true)
	d := m.dealState()
	if d == nil || d.Tries != 2 || d.Won != 2 || d.Best == nil || *d.Best != (view.Result{PlayerMoves: 30, Elapsed: 50 * time.Second}) {
		t.Errorf("after the win: %+v", d)
	}
	m.tally = m.tally.ended(state.Game{Deal: k.Deal, FreeCells: k.FreeCells, PlayerMoves: 30, Elapsed: 100 * time.Second}, true).
		ended(state.Game{Deal: k.Deal, FreeCells: k.FreeCells, PlayerMoves: 32, Elapsed: 50 * time.Second}, true)
	if best := m.tally.deals[k]; best.FewestMoves != 30 || best.Fastest != 50*time.Second {
		t.Errorf("this run's tally: %+v", best)
	}
}

// TestResumedGameUndoneToTheDealIsNoGame: a game resumed from the saved
// games, then undone to the deal, is shown as none once left (browsing said
// "in progress: 2 moves", from the record read as it was resumed, and Enter
// then found 0 moves).
func TestResumedGameUndoneToTheDealIsNoGame(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "freecell")
	m, _ := storeModel(t, dir)
	typeSettled(t, m, "enter", "8", "a", "8", "b", "esc")
	again, _ := storeModel(t, dir) // another run: the game comes from the record
	again = typeSettled(t, again, "enter", "u", "u", "esc")
	if d := again.dealState(); d == nil || d.InProgress {
		t.Errorf("left after undoing every move: %+v\n%s", d, again.viewText())
	}
	third, store := storeModel(t, dir)
	if g, ok, _ := store.InProgress(state.Key{Deal: 617, FreeCells: 4}); ok && len(g.Moves) > 0 {
		t.Errorf("the next run finds the moves undone: %v", g.Moves)
	}
	if d := third.dealState(); d != nil && d.InProgress {
		t.Errorf("the next run shows %+v", d)
	}
}
