package state

import (
	"slices"
	"testing"
)

// restartedTry is a try on 617 with two moves, saved, then ended lost by a
// restart, after a win on deal 1: the winning streak it broke is 1.
func restartedTry(t *testing.T, w *Queue) Game {
	t.Helper()
	if err := w.End(Game{FreeCells: 4, Deal: 1, Moves: []string{"1a"}, PlayerMoves: 1}, Won).Wait(); err != nil {
		t.Fatal(err)
	}
	g := Game{FreeCells: 4, Deal: 617, Moves: []string{"1a", "2b"}, PlayerMoves: 2}
	if err := w.Save(g).Wait(); err != nil {
		t.Fatal(err)
	}
	if err := w.End(g, Lost).Wait(); err != nil {
		t.Fatal(err)
	}
	return g
}

// TestReopenTakesTheLossBack: undoing a restart makes the loss it counted
// the game in progress again, the streaks counted as if it had never ended,
// and the game's saves go on to that row (no second game in progress).
func TestReopenTakesTheLossBack(t *testing.T) {
	s, _ := openTemp(t)
	w := NewQueue(s)
	g := restartedTry(t, w)
	if st := w.Stats(4).Wait().Stats; st.Played != 2 || st.CurrentLosing != 1 || st.CurrentStreak != 0 {
		t.Fatalf("before: %+v", st)
	}
	if done := w.Reopen(g).Wait(); done.Kind != LossReopened || done.Err != nil {
		t.Fatalf("reopen: %+v", done)
	}
	g.Moves, g.PlayerMoves = append(g.Moves, "3c"), 3
	if err := w.Save(g).Wait(); err != nil {
		t.Fatalf("a save after: %v", err)
	}
	st := w.Stats(4).Wait().Stats
	if st.Played != 1 || st.Won != 1 || st.CurrentStreak != 1 || st.CurrentLosing != 0 || st.InProgress != 1 {
		t.Errorf("after: played %d, won %d, streak %d, losing %d, in progress %d: want the win alone, the try in progress",
			st.Played, st.Won, st.CurrentStreak, st.CurrentLosing, st.InProgress)
	}
	l := w.LoadDeal(g.Key()).Wait()
	if l.Record.InProgress == nil || !slices.Equal(l.Record.InProgress.Moves, g.Moves) || l.Changed {
		t.Errorf("the deal's record: %+v", l)
	}
	if done := w.Reopen(g).Wait(); done.Kind != LossGone {
		t.Errorf("a loss taken back twice: %+v", done)
	}
	if st := w.Stats(4).Wait().Stats; st.InProgress != 1 || st.Played != 1 {
		t.Errorf("after a loss taken back twice: %+v", st)
	}
}

// TestReopenLeavesOtherLosses: a loss that is not the deal's last end, or
// not with these moves, or cleared from the statistics, is not taken back;
// one with another game in progress on the deal stays counted.
func TestReopenLeavesOtherLosses(t *testing.T) {
	s, _ := openTemp(t)
	w := NewQueue(s)
	g := restartedTry(t, w)
	other := g
	other.Moves = []string{"1a", "3c"}
	if done := w.Reopen(other).Wait(); done.Kind != LossGone {
		t.Errorf("other moves: %+v", done)
	}
	b := NewQueue(s)
	if err := b.Save(Game{FreeCells: 4, Deal: 617, Moves: []string{"5a"}, PlayerMoves: 1}).Wait(); err != nil {
		t.Fatal(err)
	}
	if done := w.Reopen(g).Wait(); done.Kind != LossKept || !IsConflict(done.Err) {
		t.Errorf("another program's game in progress: %+v", done)
	}
	if st := w.Stats(4).Wait().Stats; st.Played != 2 || st.CurrentLosing != 1 {
		t.Errorf("the loss kept: %+v", st)
	}
	s2, _ := openTemp(t)
	w2 := NewQueue(s2)
	g2 := restartedTry(t, w2)
	if err := w2.ClearResults(4).Wait(); err != nil {
		t.Fatal(err)
	}
	if done := w2.Reopen(g2).Wait(); done.Kind != LossGone {
		t.Errorf("statistics cleared: %+v", done)
	}
}

// TestReopenSetsTheNextTryAside: a restart, moves in the new try (saved),
// all undone, then the restart undone: the new try's row is set aside, and
// the loss reopened is the one game in progress.
func TestReopenSetsTheNextTryAside(t *testing.T) {
	s, _ := openTemp(t)
	w := NewQueue(s)
	g := restartedTry(t, w)
	if err := w.Save(Game{FreeCells: 4, Deal: 617, Moves: []string{"8a"}, PlayerMoves: 1}).Wait(); err != nil {
		t.Fatal(err)
	}
	if done := w.Reopen(g).Wait(); done.Kind != LossReopened || done.Err != nil {
		t.Fatalf("reopen: %+v", done)
	}
	if err := w.Save(g).Wait(); err != nil {
		t.Fatalf("a save after: %v", err)
	}
	l := w.LoadDeal(g.Key()).Wait()
	if l.Record.InProgress == nil || !slices.Equal(l.Record.InProgress.Moves, g.Moves) {
		t.Errorf("in progress: %+v", l.Record.InProgress)
	}
	if st := w.Stats(4).Wait().Stats; st.Played != 1 || st.InProgress != 1 {
		t.Errorf("played %d, in progress %d", st.Played, st.InProgress)
	}
	var aside int
	if err := s.db.QueryRow("SELECT count(*) FROM game_aside WHERE deal = 617 AND moves = '8a'").Scan(&aside); err != nil || aside != 1 {
		t.Errorf("the next try set aside: %d rows (%v)", aside, err)
	}
}

// TestReopenOfALossNotRecordedYet: a loss the disk has not taken yet is
// dropped from those waiting, and the game followed is the one it ended.
func TestReopenOfALossNotRecordedYet(t *testing.T) {
	s, _ := openTemp(t)
	w := NewQueue(s)
	g := Game{FreeCells: 4, Deal: 617, Moves: []string{"1a"}, PlayerMoves: 1}
	if err := w.Save(g).Wait(); err != nil {
		t.Fatal(err)
	}
	w.Flush()
	w.mu.Lock()
	k := w.known[g.Key()]
	w.ends = append(w.ends, Ended{Game: Game{ID: k.ID, Version: k.Version, FreeCells: 4, Deal: 617, Moves: g.Moves, PlayerMoves: 1}, Result: Lost})
	delete(w.known, g.Key())
	w.mu.Unlock()
	if done := w.Reopen(g).Wait(); done.Kind != LossReopened {
		t.Fatalf("reopen: %+v", done)
	}
	g.Moves, g.PlayerMoves = []string{"1a", "2b"}, 2
	if err := w.Save(g).Wait(); err != nil {
		t.Fatalf("a save after: %v", err)
	}
	if st := w.Stats(4).Wait().Stats; st.Played != 0 || st.InProgress != 1 {
		t.Errorf("played %d, in progress %d: want the try in progress alone", st.Played, st.InProgress)
	}
}
