package model

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	_ "modernc.org/sqlite"

	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/internal/smalldisk"
	"github.com/freecell/freecell/play"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// settle runs the commands that read and write the saved games, and the
// batches that hold them, handing their answers to the model until none is
// left: what the program does in the background, done now. Other commands
// (timers, searches) are left alone.
func settle(t *testing.T, m Model, cmd tea.Cmd) Model {
	t.Helper()
	return settleWith(t, m, cmd, ".ask[")
}

// settleWith is settle, running the commands whose functions' names hold one of
// names (and batches), and leaving the others.
func settleWith(t *testing.T, m Model, cmd tea.Cmd, names ...string) Model {
	t.Helper()
	queue := []tea.Cmd{cmd}
	for steps := 0; len(queue) > 0; steps++ {
		if steps > 10_000 {
			t.Fatal("the saved games' commands do not settle")
		}
		c := queue[0]
		queue = queue[1:]
		if c == nil {
			continue
		}
		name := runtime.FuncForPC(reflect.ValueOf(c).Pointer()).Name()
		switch {
		case strings.Contains(name, "compactCmds"): // a batch
			if batch, ok := c().(tea.BatchMsg); ok {
				queue = append(queue, batch...)
			}
		case slices.ContainsFunc(names, func(n string) bool { return strings.Contains(name, n) }): // an answer of the saved games, or background work
			next, more := m.Update(c())
			m = next.(Model)
			_ = m.View() // as the program draws after every message
			queue = append(queue, more)
		}
	}
	return m
}

// titleLine is the screen's first line: the title, with the deal's state.
func titleLine(m Model) string { return strings.SplitN(m.viewText(), "\n", 2)[0] }

// typeSettled sends keys one by one, settling the saved games' work after each.
func typeSettled(t *testing.T, m Model, keys ...string) Model {
	t.Helper()
	for _, k := range keys {
		next, cmd := m.Update(press(k))
		_ = next.View()
		m = settle(t, next.(Model), cmd)
	}
	return m
}

// TestNoKeyWaitsOnTheDatabase: with another program holding the database's
// write lock, a move is drawn at once; its save waits, and lands once the
// lock is let go.
func TestNoKeyWaitsOnTheDatabase(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "freecell")
	m, _ := storeModel(t, dir)
	m = typeSettled(t, m, "enter")
	db, err := sql.Open("sqlite", filepath.Join(dir, state.FileName))
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = db.Close() }()
	db.SetMaxOpenConns(1)
	ctx := context.Background()
	conn, err := db.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := conn.ExecContext(ctx, "BEGIN IMMEDIATE"); err != nil { // the write lock, held
		t.Fatal(err)
	}
	drawn := make(chan Model, 1)
	var cmd tea.Cmd
	go func() {
		next, c := m.Update(press("8"))
		next, c2 := next.Update(press("a"))
		cmd = tea.Batch(c, c2)
		_ = next.(Model).View()
		drawn <- next.(Model)
	}()
	select {
	case m = <-drawn:
	case <-time.After(8 * time.Second): // the store waits 10 s on a lock
		t.Fatal("a key waited on the database")
	}
	if m.table.Position().FreeCell(0) == dealer.NoCard {
		t.Fatal("the move was not made")
	}
	if _, err := conn.ExecContext(ctx, "ROLLBACK"); err != nil {
		t.Fatal(err)
	}
	_ = conn.Close()
	m = settle(t, m, cmd)
	m.disk.queue.Flush()
	store := state.Open(dir)
	defer store.Close()
	if g, ok, _ := store.InProgress(state.Key{Deal: 617, FreeCells: 4}); !ok || strings.Join(g.Moves, " ") != "8a" {
		t.Errorf("after the lock: %+v, %v", g, ok)
	}
}

// TestTwoViewersAreAsked: viewer A plays 8a, B resumes and plays 7b, A plays
// 6c: A is asked whether to keep its game or take B's; either way nothing is
// lost, and n plays on from B's game.
func TestTwoViewersAreAsked(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "freecell")
	a, _ := storeModel(t, dir)
	b, _ := storeModel(t, dir)
	a = typeSettled(t, a, "enter", "8", "a")
	b = typeSettled(t, b, "enter")
	if b.table.Position().FreeCell(0) == dealer.NoCard {
		t.Fatal("B did not resume A's game")
	}
	b = typeSettled(t, b, "7", "b")
	a = typeSettled(t, a, "6", "c")
	if a.questionPut() == nil || a.questionPut().question != view.ConflictQuestion || !strings.Contains(a.viewText(), "another freecell or session changed") {
		t.Fatalf("A was not asked:\n%s", a.viewText())
	}
	if screen := a.viewText(); !strings.Contains(screen, "keep yours") || !strings.Contains(screen, "take theirs") || strings.Contains(screen, "y yes") {
		t.Errorf("the key line does not name the answers as the question does:\n%s", screen)
	}
	if still := typeSettled(t, a, "esc"); still.questionPut() == nil {
		t.Error("esc answered the question of whose game to keep")
	}
	if kept := a.KeptDeals(); len(kept) != 0 { // the run ending now puts A's aside: a farewell said "play resumes it"
		t.Errorf("with the question unanswered, quitting is said to keep %v", kept)
	}
	theirs := typeSettled(t, a, "n")
	if theirs.questionPut() != nil || !theirs.Playing() || theirs.table.Position().FreeCell(1) == dealer.NoCard || theirs.table.Position().FreeCell(2) != dealer.NoCard {
		t.Fatalf("n did not take B's game:\n%s", theirs.viewText())
	}
	ours := typeSettled(t, a, "y")
	if ours.questionPut() != nil || ours.table.Position().FreeCell(2) == dealer.NoCard {
		t.Fatal("y did not keep A's game")
	}
	if ours.status.Kind != view.KeptOurs || !strings.Contains(ours.viewText(), "set aside") {
		t.Errorf("y: %v:\n%s", ours.status.Kind, ours.viewText())
	}
	ours.disk.queue.Flush()
	store := state.Open(dir)
	defer store.Close()
	g, _, _ := store.InProgress(state.Key{Deal: 617, FreeCells: 4})
	if strings.Join(g.Moves, " ") != "8a 6c" {
		t.Errorf("kept %v, want A's 8a 6c", g.Moves)
	}
}

// TestKeepingOursOverAWin: B wins the game A plays on; A, asked, keeps its
// own: the win stays, nothing is said set aside, and A's game goes on.
func TestKeepingOursOverAWin(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "freecell")
	a, store := storeModel(t, dir)
	b, _ := storeModel(t, dir)
	a = typeSettled(t, a, "enter", "4", "a")
	b = typeSettled(t, b, "enter")
	b = typeLine(t, b, strings.Join(strings.Fields(solution617)[1:], " ")) // the rest after A's 4a
	b.disk.queue.Flush()                                                   // the win written
	if !b.table.Won() {
		t.Fatalf("B did not win:\n%s", b.viewText())
	}
	asked := typeSettled(t, a, "4", "6")
	if theirs := typeSettled(t, asked, "n"); theirs.status.Kind != view.TookTheirsEnded || theirs.table.TryMoves() != 0 {
		t.Errorf("n over a win: %v:\n%s", theirs.status.Kind, theirs.viewText())
	}
	a = typeSettled(t, asked, "y")
	if a.status.Kind != view.KeptOursTheirsEnded || strings.Contains(a.viewText(), "set aside") {
		t.Errorf("y over a win: %v:\n%s", a.status.Kind, a.viewText())
	}
	a.disk.queue.Flush()
	if st, err := store.Stats(4); err != nil || st.Won != 1 || st.InProgress != 1 {
		t.Errorf("%+v, %v; want B's win and A's game", st, err)
	}
}

// TestLookingChangesNothing: opening a game and leaving it without a move
// saves nothing, so that another viewer playing it meets no conflict.
func TestLookingChangesNothing(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "freecell")
	a, _ := storeModel(t, dir)
	b, _ := storeModel(t, dir)
	a = typeSettled(t, a, "enter", "8", "a")
	b = typeSettled(t, b, "enter", "esc", "q")
	b.Close()
	a = typeSettled(t, a, "8", "b")
	if a.questionPut() != nil {
		t.Fatal("a look in another viewer made a conflict")
	}
	c, _ := storeModel(t, dir) // quitting in play, without a move, as q does there
	c = typeSettled(t, c, "enter")
	if end := c.Close(); end.Lost != 0 || len(end.Games) != 0 {
		t.Errorf("quitting a game only looked at: %+v", end)
	}
	a = typeSettled(t, a, "8", "c")
	if a.questionPut() != nil {
		t.Fatal("a look, then quitting, in another viewer made a conflict")
	}
}

// TestFailedSavesAreSaidAndRetried: a failed save is said once, the title
// says so while saves fail, the game is saved again later, and the title
// clears when a save succeeds.
func TestFailedSavesAreSaidAndRetried(t *testing.T) {
	m, _ := storeModel(t, filepath.Join(t.TempDir(), "freecell"))
	m = typeSettled(t, m, "enter", "8", "a")
	full := &state.Error{Problem: state.DiskFull}
	next, retry := m.Update(savedMsg{deal: state.Key{Deal: 617, FreeCells: 4}, err: full})
	m = next.(Model)
	if m.status.Kind != view.NotSaving || !strings.Contains(m.viewText(), "not saving games: the disk is full") || !strings.Contains(m.viewText(), "not saved") {
		t.Fatalf("the failure is not said:\n%s", m.viewText())
	}
	if retry == nil {
		t.Fatal("no retry")
	}
	m, _ = typeKeys(t, m, "8", "b") // its save fails too
	next, _ = m.Update(savedMsg{deal: state.Key{Deal: 617, FreeCells: 4}, err: full})
	m = next.(Model)
	if m.status.Kind == view.NotSaving {
		t.Error("a second failure was said again")
	}
	if !strings.Contains(strings.SplitN(m.viewText(), "\n", 2)[0], "not saved") {
		t.Errorf("the title does not say the game is not saved:\n%s", m.viewText())
	}
	next, cmd := m.Update(retrySaveMsg{id: m.disk.retryID})
	m = settle(t, next.(Model), cmd)
	if m.disk.trouble != nil || strings.Contains(m.viewText(), "not saved") || m.status.Kind != view.SavingAgain {
		t.Errorf("a save that succeeds does not clear the failure:\n%s", m.viewText())
	}
}

// TestQuitAsksWhileSavesFail: while saves fail, q asks before quitting
// with a game in progress, saying why (it quit at once, and the moves since
// the last save went without the player's say); n plays on, y quits.
func TestQuitAsksWhileSavesFail(t *testing.T) {
	m, _ := storeModel(t, filepath.Join(t.TempDir(), "freecell"))
	m = typeSettled(t, m, "enter", "8", "a")
	next, _ := m.Update(savedMsg{deal: state.Key{Deal: 617, FreeCells: 4}, err: &state.Error{Problem: state.DiskFull}})
	m = next.(Model)
	next, cmd := m.Update(press("q"))
	if m = next.(Model); isQuit(cmd) || m.questionPut() == nil || !strings.Contains(m.viewText(), "quit? your game in progress is not kept: saving fails: the disk is full") {
		t.Fatalf("q while saves fail: quits %v\n%s", isQuit(cmd), m.viewText())
	}
	if m.KeptOnQuit() != 0 {
		t.Errorf("quitting now is said to keep %d games", m.KeptOnQuit())
	}
	if m, _ = typeKeys(t, m, "n"); !m.Playing() || m.questionPut() != nil {
		t.Error("n did not go back to the game")
	}
	m, _ = typeKeys(t, m, "q")
	if _, cmd = m.Update(press("y")); !isQuit(cmd) {
		t.Error("y did not quit")
	}
}

// TestQuitQuestionGoesWhenSavesWorkAgain: the question of quitting while
// saves fail is put away once a save works (it went on to say "nothing is
// saved in this run", untrue), and the line says q quits with nothing lost.
func TestQuitQuestionGoesWhenSavesWorkAgain(t *testing.T) {
	m, _ := storeModel(t, filepath.Join(t.TempDir(), "freecell"))
	m = typeSettled(t, m, "enter", "8", "a")
	next, _ := m.Update(savedMsg{deal: state.Key{Deal: 617, FreeCells: 4}, err: &state.Error{Problem: state.Busy}})
	m, _ = typeKeys(t, next.(Model), "q")
	if m.questionPut() == nil {
		t.Fatalf("q while saves fail did not ask:\n%s", m.viewText())
	}
	next, _ = m.Update(savedMsg{deal: state.Key{Deal: 617, FreeCells: 4}})
	if m = next.(Model); m.questionPut() != nil || !strings.Contains(m.viewText(), "the game is saved, so nothing is lost by quitting now (q quits)") {
		t.Errorf("a save that works with the question up:\n%s", m.viewText())
	}
	if _, cmd := typeKeys(t, m, "q"); !isQuit(cmd) {
		t.Error("q after it did not quit")
	}
}

// TestARetryThatFailsStaysUnsaved: a retry while the disk is still full
// does not say the game is saved, whichever answer comes first (the retry
// of results, with none to record, succeeds at once), and tries again.
func TestARetryThatFailsStaysUnsaved(t *testing.T) {
	for _, reversed := range []bool{false, true} {
		disk := smalldisk.New(t)
		m, _ := storeModel(t, disk.Dir)
		m = typeSettled(t, m, "enter", "8", "a")
		disk.Fill()
		m = typeSettled(t, m, "8", "b")
		id := m.disk.retryID
		next, cmd := m.Update(retrySaveMsg{id: id})
		m = next.(Model)
		answers := answersOf(cmd)
		if reversed {
			slices.Reverse(answers)
		}
		for _, msg := range answers {
			next, _ = m.Update(msg)
			m = next.(Model)
		}
		if m.disk.trouble == nil || m.status.Kind == view.SavingAgain || !strings.Contains(m.viewText(), "not saved") || m.disk.retryID == id {
			t.Errorf("answers reversed %v: a retry on a full disk cleared the failure or stopped retrying (status %v):\n%s", reversed, m.status.Kind, m.viewText())
		}
		disk.Free()
		next, cmd = m.Update(retrySaveMsg{id: m.disk.retryID})
		if m = settle(t, next.(Model), cmd); m.disk.trouble != nil || m.status.Kind != view.SavingAgain {
			t.Errorf("answers reversed %v: a retry with room does not say the game is saved:\n%s", reversed, m.viewText())
		}
	}
}

// answersOf runs cmd, a batch of the saved games' questions, and returns
// their answers, in the batch's order.
func answersOf(cmd tea.Cmd) []tea.Msg {
	if cmd == nil {
		return nil
	}
	msg := cmd()
	batch, ok := msg.(tea.BatchMsg)
	if !ok {
		return []tea.Msg{msg}
	}
	var answers []tea.Msg
	for _, c := range batch {
		answers = append(answers, answersOf(c)...)
	}
	return answers
}

// TestAFullDiskLosesNothingSilently fills a small file system: the moves made
// are said unsaved, and quitting says how many were lost.
func TestAFullDiskLosesNothingSilently(t *testing.T) {
	disk := smalldisk.New(t)
	m, _ := storeModel(t, disk.Dir)
	m = typeSettled(t, m, "enter", "8", "a")
	disk.Fill()
	m = typeSettled(t, m, "8", "b", "7", "c")
	if m.disk.trouble == nil || !strings.Contains(m.viewText(), "not saved") {
		t.Fatalf("the full disk is not said:\n%s", m.viewText())
	}
	end := m.Close()
	if end.Lost != 2 || state.ProblemOf(end.Err) != state.DiskFull || len(end.Games) != 1 || end.Games[0] != 617 {
		t.Errorf("quitting: %+v; want 2 moves of 617 lost to a full disk", end)
	}
	left := typeSettled(t, m, "esc", "n") // browsing another deal: the game unsaved is still said
	if end := left.Close(); end.Lost != 2 {
		t.Errorf("quitting from another deal: %+v; want 2 moves lost", end)
	}
}

// TestResultsOnAFullDisk: a win and a loss made while the disk is full are
// kept, said unsaved, recorded once there is room, and counted lost on
// quitting if there never is.
func TestResultsOnAFullDisk(t *testing.T) {
	t.Run("a win, never saved", func(t *testing.T) {
		disk := smalldisk.New(t)
		m, _ := storeModel(t, disk.Dir)
		m = typeSettled(t, m, "enter")
		disk.Fill()
		m = typeSettled(t, m, solutionLine()...)
		if !m.table.Won() || !strings.Contains(m.viewText(), "not saved") {
			t.Fatalf("the win on a full disk:\n%s", m.viewText())
		}
		if end := m.Close(); end.Wins != 1 || state.ProblemOf(end.Err) != state.DiskFull || len(end.Games) != 1 {
			t.Errorf("quitting: %+v; want the win lost to a full disk", end)
		}
	})
	t.Run("a win, saved once there is room", func(t *testing.T) {
		disk := smalldisk.New(t)
		m, store := storeModel(t, disk.Dir)
		m = typeSettled(t, m, "enter")
		disk.Fill()
		m = typeSettled(t, m, solutionLine()...)
		disk.Free()
		next, cmd := m.Update(retrySaveMsg{id: m.disk.retryID})
		m = settle(t, next.(Model), cmd)
		if strings.Contains(m.viewText(), "not saved") || m.disk.trouble != nil {
			t.Errorf("the win is still unsaved with room:\n%s", m.viewText())
		}
		if st, err := store.Stats(4); err != nil || st.Won != 1 || st.InProgress != 0 {
			t.Errorf("%+v, %v; want the win", st, err)
		}
		if end := m.Close(); end.Wins != 0 || end.Lost != 0 {
			t.Errorf("quitting: %+v", end)
		}
	})
	t.Run("a game only looked at", func(t *testing.T) {
		disk := smalldisk.New(t)
		m, _ := storeModel(t, disk.Dir)
		m = typeSettled(t, m, "enter", "4", "a", "esc")
		disk.Fill()
		m = typeSettled(t, m, "enter")
		if end := m.Close(); end.Lost != 0 || end.Err != nil {
			t.Errorf("quitting: %+v; nothing was lost", end)
		}
	})
	t.Run("moves saved, the clock not", func(t *testing.T) { // quitting says what is truly lost: the time, not a move
		disk := smalldisk.New(t)
		m, store, clock := storeModelClock(t, disk.Dir)
		m = typeSettled(t, m, "enter", "8", "a")
		if g, ok, _ := store.InProgress(state.Key{Deal: 617, FreeCells: 4}); !ok || strings.Join(g.Moves, " ") != "8a" {
			t.Fatalf("the move was not saved: %+v", g)
		}
		clock.now = clock.now.Add(40 * time.Second)
		disk.Fill()
		if end := m.Close(); end.Lost != 0 || len(end.Games) != 0 || !slices.Equal(end.Clock, []int64{617}) || state.ProblemOf(end.Err) != state.DiskFull {
			t.Errorf("quitting: %+v; want only the clock's time unsaved", end)
		}
	})
	t.Run("a restart", func(t *testing.T) {
		disk := smalldisk.New(t)
		m, store := storeModel(t, disk.Dir)
		m = typeSettled(t, m, "enter", "4", "a")
		disk.Fill()
		m = typeSettled(t, m, "R", "y", "8", "a")
		disk.Free()
		next, cmd := m.Update(retrySaveMsg{id: m.disk.retryID})
		m = settle(t, next.(Model), cmd)
		st, err := store.Stats(4)
		if err != nil || st.Played != 1 || st.Won != 0 || st.InProgress != 1 {
			t.Errorf("%+v, %v; want the restart lost and the new game in progress", st, err)
		}
		if end := m.Close(); end.Losses != 0 || end.Lost != 0 {
			t.Errorf("quitting: %+v", end)
		}
	})
}

// TestARunThatSavesNothing: saved games a newer freecell wrote are left
// alone; the moves made are said unsaved on the title, and counted lost on
// quitting.
func TestARunThatSavesNothing(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "freecell")
	state.Open(dir).Close()
	db, err := sql.Open("sqlite", filepath.Join(dir, state.FileName))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec("PRAGMA user_version = 99"); err != nil {
		t.Fatal(err)
	}
	_ = db.Close()
	m, _ := storeModel(t, dir)
	if strings.Contains(strings.SplitN(m.viewText(), "\n", 2)[0], "not saved") {
		t.Errorf("the title says not saved before a move:\n%s", m.viewText())
	}
	m = typeSettled(t, m, "enter", "4", "a", "4", "6")
	if !strings.Contains(strings.SplitN(m.viewText(), "\n", 2)[0], "not saved") {
		t.Errorf("the title does not say the moves are not saved:\n%s", m.viewText())
	}
	m = typeSettled(t, m, "R", "y", "8", "a")
	if end := m.Close(); end.Lost != 1 || end.Losses != 1 || state.ProblemOf(end.Err) != state.Newer || !reflect.DeepEqual(end.Games, []int64{617}) {
		t.Errorf("quitting: %+v; want 1 move and 1 loss of 617 lost, the store being newer", end)
	}
}

// TestAnotherViewerPlaysOn: B plays on A's game while A browses it. A's
// title shows B's moves once the deal is read again, and Enter resumes B's
// game, not A's older copy; nothing is asked, as nothing of A's is lost.
func TestAnotherViewerPlaysOn(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "freecell")
	for _, enter := range []bool{false, true} {
		a, _, clock := storeModelClock(t, dir)
		a = typeSettled(t, a, "enter", "4", "a", "4", "6", "esc")
		b, _ := storeModel(t, dir)
		b = typeSettled(t, b, "enter", "2", "b", "esc")
		if !strings.Contains(titleLine(b), "in progress: 3 moves") {
			t.Fatalf("B: %s", titleLine(b))
		}
		if !enter {
			clock.now = clock.now.Add(dealFresh)
			next, cmd := a.Update(dealPollMsg{id: a.disk.pollID})
			a = settle(t, next.(Model), cmd)
			if !strings.Contains(titleLine(a), "in progress: 3 moves") {
				t.Errorf("A's title, read again: %s", titleLine(a))
			}
		}
		a = typeSettled(t, a, "enter")
		if a.questionPut() != nil || a.status.Kind != view.Resumed || a.status.Count != 3 {
			t.Errorf("A resumes: %v %d, asked %v:\n%s", a.status.Kind, a.status.Count, a.questionPut() != nil, a.viewText())
		}
		a = typeSettled(t, a, "R", "y", "esc")
		if !b.disk.polling {
			t.Error("B browses the deal, and reads it no more")
		}
		next, cmd := b.Update(dealPollMsg{id: b.disk.pollID}) // its poll comes
		b = settle(t, next.(Model), cmd)
		if strings.Contains(titleLine(b), "in progress") {
			t.Errorf("B's title after A's restart: %s", titleLine(b))
		}
		b = typeSettled(t, b, "enter")
		if b.status.Kind == view.Resumed || b.questionPut() != nil {
			t.Errorf("B resumes the game A restarted: %v:\n%s", b.status.Kind, b.viewText())
		}
		typeSettled(t, b, "esc")
	}
}

// TestAWinIsRecordedOnce: R after a win deals the deal again, and no key
// brings the win back to be counted again.
func TestAWinIsRecordedOnce(t *testing.T) {
	m, store := storeModel(t, filepath.Join(t.TempDir(), "freecell"))
	m = typeSettled(t, m, "enter")
	m = typeSettled(t, m, solutionLine()...)
	m = typeSettled(t, m, "u", "ctrl+r", "R", "u", "esc", "enter", "u")
	if st, err := store.Stats(4); err != nil || st.Played != 1 || st.Won != 1 || st.CurrentStreak != 1 {
		t.Errorf("%+v, %v; want one game, won", st, err)
	}
	if m.table.Won() {
		t.Error("the won game came back")
	}
}

// TestResumeAtStart: a run that ended in play starts in play again, with its
// game.
func TestResumeAtStart(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "freecell")
	m, store := storeModel(t, dir)
	m = typeSettled(t, m, "enter", "8", "a")
	m.Close()
	m = New(617, Options{Store: store, Resume: true})
	next, cmd := m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	m = settle(t, next.(Model), cmd)
	if !m.Playing() || m.table.Position().FreeCell(0) == dealer.NoCard || m.status.Kind != view.Resumed {
		t.Errorf("not resumed at the start:\n%s", m.viewText())
	}
}

// TestNoResumeOfAGameLeftLost: a run that ended on a game with no legal
// move left counted it lost as it ended; the next start shows the deal,
// browsing, rather than deal a new game nobody asked for.
func TestNoResumeOfAGameLeftLost(t *testing.T) {
	m, store, _ := stuckGame(t)
	if end := m.Close(); end.Err != nil {
		t.Fatalf("quitting: %+v", end)
	}
	m = New(11982, Options{Store: store, Resume: true})
	next, cmd := m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	m = settle(t, next.(Model), cmd)
	if m.Playing() || m.game != 11982 {
		t.Errorf("a new game was dealt at the start, on %d:\n%s", m.game, m.viewText())
	}
	if m = typeSettled(t, m, "enter"); !m.Playing() {
		t.Errorf("enter does not play the deal:\n%s", m.viewText())
	}
}

// TestClearingStatistics asks first, saying what goes, then clears.
func TestClearingStatistics(t *testing.T) {
	m, store := storeModel(t, filepath.Join(t.TempDir(), "freecell"))
	m = typeSettled(t, m, "enter", "8", "a", "R", "y", "S")
	if !strings.Contains(m.viewText(), "games played    1") {
		t.Fatalf("%s", m.viewText())
	}
	m = typeSettled(t, m, "x")
	if m.questionPut() == nil || !strings.Contains(m.viewText(), "clear the statistics? each deal's wins and bests go too") { // the deals' own records go with them (the browsing title's "won" did, unsaid)
		t.Fatalf("x did not ask:\n%s", m.viewText())
	}
	if kept := typeSettled(t, m, "n"); !kept.overlays.has(statsOverlay) {
		t.Error("n closed the statistics")
	}
	m = typeSettled(t, m, "y")
	m.disk.queue.Flush()
	if st, _ := store.Stats(4); st.Played != 0 || m.status.Kind != view.StatsCleared {
		t.Errorf("after y: %+v, status %v", st, m.status.Kind)
	}
}

// TestDealStateWhileBrowsing: browsing says what the player has done with the
// deal on screen (never played, in progress, won with the best), and Enter
// says resume where a game waits; another run reads it from the store.
func TestDealStateWhileBrowsing(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "freecell")
	m, _ := storeModel(t, dir)
	if !strings.Contains(titleLine(m), "not played yet") {
		t.Errorf("a deal never played: %q", titleLine(m))
	}
	m = typeSettled(t, m, "enter", "8", "a", "esc")
	if !strings.Contains(titleLine(m), "in progress: 1 move") || !strings.Contains(m.viewText(), "enter resume") {
		t.Errorf("a game in progress:\n%s", m.viewText())
	}
	m = typeSettled(t, m, "n", "enter", "A", "A")
	m = typeSettled(t, m, "R") // nothing to restart: nothing asked
	typeSettled(t, m, "esc", "p")
	again, _ := storeModel(t, dir) // another run
	again = typeSettled(t, again, "enter")
	if !again.Playing() || again.table.Position().FreeCell(0) == dealer.NoCard {
		t.Fatal("the game in progress did not come back")
	}
	again = typeSettled(t, again, "R", "y", "esc")
	if !strings.Contains(titleLine(again), "played once, not won yet") || strings.Contains(again.viewText(), "resume") {
		t.Errorf("a deal lost once:\n%s", again.viewText())
	}
	again = typeSettled(t, again, "enter", "A")
	again = typeSettled(t, again, "A")
	again = typeSettled(t, again, solutionLine()...)
	again = typeSettled(t, bannerSeen(again), "esc")
	if !strings.Contains(titleLine(again), "won · best 47 moves") {
		t.Errorf("a deal won: %q", titleLine(again))
	}
}

// TestSettingsAreKept: the settings panel changes four-colour suits, the
// clock and move count, auto-play and the coach; each is kept in the saved
// games and comes back in the next run, as are C and A in play.
func TestSettingsAreKept(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "freecell")
	m, store := storeModel(t, dir)
	m = typeSettled(t, m, "enter", "8", "a", "O")
	if !m.overlays.has(settingsOverlay) || !strings.Contains(m.viewText(), "four-colour suits") {
		t.Fatalf("O did not open the settings:\n%s", m.viewText())
	}
	m = typeSettled(t, m, "enter", "down", "enter", "3", "5", "esc")
	if m.overlays.has(settingsOverlay) || !m.settings.FourColour || !m.settings.HideClock || !m.settings.HideMoves || m.coachOn() {
		t.Fatalf("the settings: %+v, coach %v", m.settings, m.coachOn())
	}
	title := strings.SplitN(m.viewText(), "\n", 2)[0]
	if strings.Contains(title, "1 move") || strings.Contains(title, "0:0") {
		t.Errorf("the clock or the move count is still shown: %q", title)
	}
	if m.styles.Suits[0].GetForeground() == m.styles.Suits[3].GetForeground() {
		t.Error("four-colour suits: clubs are drawn as spades")
	}
	m.disk.queue.Flush()
	want := state.DefaultSettings()
	want.FourColour, want.HideClock, want.HideMoves, want.NoCoach = true, true, true, true
	if got := store.Settings(); got != want {
		t.Errorf("settings kept %+v, want %+v", got, want)
	}
	m = typeSettled(t, m, "enter", "C", "A") // in play, as the panel: kept
	m.disk.queue.Flush()
	want.NoCoach, want.Auto = false, want.Auto.Next()
	if got := store.Settings(); got != want || !m.coachOn() {
		t.Errorf("C and A in play: kept %+v, want %+v", got, want)
	}
}

// TestNoPlaceToSave: with no absolute place to keep state, play goes on
// without saving, and the viewer says so once, as it starts.
func TestNoPlaceToSave(t *testing.T) {
	t.Setenv("HOME", "")
	t.Setenv("XDG_STATE_HOME", "")
	_, err := state.DefaultDir()
	m := sized(New(617, Options{Store: state.Unsaved(err)}), 100, 30)
	if !strings.Contains(m.viewText(), "not saving games: no home directory") {
		t.Errorf("not said:\n%s", m.viewText())
	}
	m = typeSettled(t, m, "enter", "8", "a", "esc")
	if strings.Contains(m.viewText(), "not saving") {
		t.Errorf("said again:\n%s", m.viewText())
	}
}

// TestGamesFitTheStore: a game never holds more moves than the store reads
// back.
func TestGamesFitTheStore(t *testing.T) {
	if play.MaxMoves > state.MaxMoves {
		t.Errorf("a game holds %d moves, the store reads %d", play.MaxMoves, state.MaxMoves)
	}
}

// TestRepairsAreSaidAtOnce: a damaged database set aside as the viewer opens
// is said on the status line at once, not after quitting.
func TestRepairsAreSaidAtOnce(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "freecell")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, state.FileName), []byte(strings.Repeat("junk ", 1000)), 0o600); err != nil {
		t.Fatal(err)
	}
	m, _ := storeModel(t, dir)
	if !strings.Contains(m.viewText(), "the saved games were damaged: kept as freecell.db.damaged-") {
		t.Errorf("not said:\n%s", m.viewText())
	}
}

// TestUnsafeStateSaysPathAndFix: a state directory other users may write to
// is named, with the fix, on the status line; where room is short, the fix
// first.
func TestUnsafeStateSaysPathAndFix(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no Unix permissions")
	}
	dir := filepath.Join(t.TempDir(), "freecell")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o777); err != nil {
		t.Fatal(err)
	}
	store := state.Open(dir)
	defer store.Close()
	m := New(617, Options{Store: store})
	wide := statusText(sized(m, 400, 30))
	if !strings.Contains(wide, dir+" may be written to by other users: left alone (chmod 700 "+dir+")") {
		t.Errorf("at 400 columns: %q", wide)
	}
	narrow := statusText(sized(m, 60+len(dir), 30))
	if !strings.Contains(narrow, "chmod 700 "+dir) {
		t.Errorf("at %d columns the fix is not said: %q", 60+len(dir), narrow)
	}
}

// TestUnwinnableDealsSaySoOnceLost: a deal no game can win with its free
// cells (a joke deal; one the atlas proves needs five) says so once played,
// not "not won yet", which promises a win, and before it is played too.
func TestUnwinnableDealsSaySoOnceLost(t *testing.T) {
	for _, game := range []int64{-1, 11982} {
		m := typeSettled(t, sized(New(game, Options{}), 100, 30), "enter", "1", "a", "R", "y", "esc")
		if got := titleLine(m); !strings.Contains(got, "played once · no game of it can be won") || strings.Contains(got, "not won yet") {
			t.Errorf("deal %d lost once: %q", game, got)
		}
	}
	m := typeSettled(t, sized(New(617, Options{}), 100, 30), "enter", "1", "a", "R", "y", "esc")
	if got := titleLine(m); !strings.Contains(got, "played once, not won yet") {
		t.Errorf("deal 617 lost once: %q", got)
	}
	for _, c := range []struct {
		game   int64
		keys   []string
		unwins bool
	}{{11982, nil, true}, {617, nil, false}, {617, []string{"F", "F", "F", "F"}, true}} { // and before any try: 617 with no free cell
		m := typeSettled(t, sized(New(c.game, Options{}), 100, 30), c.keys...)
		if got := titleLine(m); strings.Contains(got, "not played yet · unwinnable") != c.unwins {
			t.Errorf("deal %d not played, after %v: %q", c.game, c.keys, got)
		}
	}
	if got := titleLine(sized(New(-1, Options{}), 100, 30)); strings.Count(got, "unwinnable") != 1 { // its kind says so: not twice
		t.Errorf("deal -1 not played: %q", got)
	}
}

// TestClearingOneCountsStatistics: x clears the statistics of the free-cell
// count on screen alone: clearing three cells' left the four cells' "this
// session" line at 0 played.
func TestClearingOneCountsStatistics(t *testing.T) {
	m, store := storeModel(t, filepath.Join(t.TempDir(), "freecell"))
	m = typeSettled(t, m, "enter", "8", "a", "R", "y", "F", "S", "x", "y")
	m.disk.queue.Flush()
	m = typeSettled(t, m, "esc")
	for range 8 { // round the counts to four again
		m = typeSettled(t, m, "F")
	}
	m = typeSettled(t, m, "S")
	if text := m.viewText(); m.cells != 4 || !strings.Contains(text, "this session    1 played, 0 won") {
		t.Errorf("four cells' statistics after three cells' were cleared (%d cells):\n%s", m.cells, text)
	}
	if st, _ := store.Stats(4); st.Played != 1 {
		t.Errorf("the store's four-cell games: %d played, want 1", st.Played)
	}
}
