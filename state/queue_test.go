package state

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/freecell/freecell/internal/smalldisk"
)

// TestWriterKeepsOrder: what is asked for is done in order, however many
// writes are waiting; Flush waits for them all.
func TestWriterKeepsOrder(t *testing.T) {
	s, _ := openTemp(t)
	w := NewQueue(s)
	var waits []Pending[error]
	moves := []string{}
	for i := range 200 {
		moves = append(moves, "1a")
		waits = append(waits, w.Save(Game{FreeCells: 4, Deal: 617, Moves: append([]string(nil), moves...), PlayerMoves: i + 1}))
	}
	end := w.End(Game{FreeCells: 4, Deal: 617, Moves: moves, PlayerMoves: len(moves)}, Won)
	w.Flush()
	for i, p := range waits {
		if err := p.Wait(); err != nil {
			t.Fatalf("save %d: %v", i, err)
		}
	}
	if err := end.Wait(); err != nil {
		t.Fatal(err)
	}
	st := w.Stats(4).Wait()
	if st.Err != nil || st.Stats.Played != 1 || st.Stats.Won != 1 || st.Stats.Deal(617).FewestMoves != 200 {
		t.Errorf("%+v", st)
	}
}

// TestTwoViewersOnOneDeal: viewer A plays 1a; B resumes it and plays 2b; A,
// unaware, plays 3c. A is told, and nothing is lost: A keeping its game sets
// B's aside, and then B is told in turn.
func TestTwoViewersOnOneDeal(t *testing.T) {
	sa, dir := openTemp(t)
	sb := Open(dir)
	defer sb.Close()
	a, b := NewQueue(sa), NewQueue(sb)
	if l := a.LoadDeal(Key{Deal: 617, FreeCells: 4}).Wait(); l.Record.InProgress != nil || l.Err != nil {
		t.Fatalf("a game before any: %+v", l)
	}
	if err := a.Save(Game{FreeCells: 4, Deal: 617, Moves: []string{"1a"}, PlayerMoves: 1}).Wait(); err != nil {
		t.Fatal(err)
	}
	l := b.LoadDeal(Key{Deal: 617, FreeCells: 4}).Wait()
	if l.Record.InProgress == nil || strings.Join(l.Record.InProgress.Moves, " ") != "1a" {
		t.Fatalf("B does not find A's game: %+v", l)
	}
	if err := b.Save(Game{FreeCells: 4, Deal: 617, Moves: []string{"1a", "2b"}, PlayerMoves: 2}).Wait(); err != nil {
		t.Fatal(err)
	}
	ours := Game{FreeCells: 4, Deal: 617, Moves: []string{"1a", "3c"}, PlayerMoves: 2}
	if err := a.Save(ours).Wait(); !IsConflict(err) {
		t.Fatalf("A's save: %v, want a conflict", err)
	}
	if l := a.LoadDeal(Key{Deal: 617, FreeCells: 4}).Wait(); strings.Join(l.Record.InProgress.Moves, " ") != "1a 2b" {
		t.Fatalf("B's move is gone: %v", l.Record.InProgress.Moves)
	}
	if r := a.Replace(ours).Wait(); r.Err != nil || !r.SetAside {
		t.Fatalf("%+v; want B's game set aside", r)
	}
	if err := a.Save(Game{FreeCells: 4, Deal: 617, Moves: []string{"1a", "3c", "1d"}, PlayerMoves: 3}).Wait(); err != nil { // A plays on
		t.Fatal(err)
	}
	if err := b.Save(Game{FreeCells: 4, Deal: 617, Moves: []string{"1a", "2b", "4d"}, PlayerMoves: 3}).Wait(); !IsConflict(err) {
		t.Fatalf("B's save after A kept its game: %v, want a conflict", err)
	}
	theirs := b.TakeTheirs(Game{FreeCells: 4, Deal: 617, Moves: []string{"1a", "2b", "4d"}, PlayerMoves: 3}).Wait()
	if theirs.Err != nil || strings.Join(theirs.Record.InProgress.Moves, " ") != "1a 3c 1d" {
		t.Fatalf("B takes A's game: %+v", theirs)
	}
	if err := b.Save(Game{FreeCells: 4, Deal: 617, Moves: []string{"1a", "3c", "1d", "5c"}, PlayerMoves: 4}).Wait(); err != nil {
		t.Fatalf("B plays on A's game: %v", err)
	}
	if err := sb.KeepAside(Game{FreeCells: 4, Deal: 617, Moves: []string{"1a", "2b", "4d"}, PlayerMoves: 3}, "again"); err != nil {
		t.Fatal(err) // a game set aside already is kept once
	}
	var aside []string
	rows, _ := sa.db.Query("SELECT moves FROM game_aside ORDER BY id")
	for rows.Next() {
		var m string
		_ = rows.Scan(&m)
		aside = append(aside, m)
	}
	rows.Close()
	if strings.Join(aside, " | ") != "1a 2b | 1a 2b 4d" {
		t.Errorf("set aside: %q; want B's two games", aside)
	}
}

// TestReadOnlyFileSystem: the statistics are read from a database on a file
// system mounted read-only (a tmpfs here, where mounting is allowed).
func TestReadOnlyFileSystem(t *testing.T) {
	disk := smalldisk.New(t)
	dir := disk.Dir
	s := Open(dir)
	if err := s.EndGame(won(t, 617), Won); err != nil {
		t.Fatal(err)
	}
	s.Close()
	if !disk.Remount() {
		t.Skip("cannot remount read-only")
	}
	if err := os.WriteFile(filepath.Join(dir, "probe"), nil, 0o600); err == nil {
		t.Fatal("the file system is writable")
	}
	r, err := OpenReadOnly(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if st, err := r.Stats(4); err != nil || st.Won != 1 {
		t.Errorf("%+v, %v", st, err)
	}
}

// TestAResultWaitsForTheDisk: a loss that cannot be recorded (the disk is
// full) is kept, and recorded before the deal's next game is saved: the next
// game never takes its row, and the loss is counted once there is room.
func TestAResultWaitsForTheDisk(t *testing.T) {
	disk := smalldisk.New(t)
	s := Open(disk.Dir)
	defer s.Close()
	w := NewQueue(s)
	old := Game{FreeCells: 4, Deal: 617, Moves: []string{"4a", "46"}, PlayerMoves: 2}
	if err := w.Save(old).Wait(); err != nil {
		t.Fatal(err)
	}
	disk.Fill()
	if err := w.End(old, Lost).Wait(); ProblemOf(err) != DiskFull {
		t.Fatalf("ending on a full disk: %v", err)
	}
	next := Game{FreeCells: 4, Deal: 617, Moves: []string{"8a"}, PlayerMoves: 1}
	if err := w.Save(next).Wait(); err == nil {
		t.Fatal("the next game was saved before the loss was recorded")
	}
	if games, err := w.EndsNow(); len(games) != 1 || ProblemOf(err) != DiskFull {
		t.Fatalf("EndsNow on a full disk: %v, %v; want the loss kept", games, err)
	}
	disk.Free()
	if err := w.Save(next).Wait(); err != nil { // the loss first, then the next game
		t.Fatal(err)
	}
	if err := w.RetryEnds().Wait(); err != nil {
		t.Fatal(err)
	}
	st := w.Stats(4).Wait()
	if st.Err != nil || st.Stats.Played != 1 || st.Stats.Won != 0 || st.Stats.InProgress != 1 {
		t.Errorf("%+v; want one loss, and the next game in progress", st)
	}
	if games, err := w.EndsNow(); len(games) != 0 || err != nil {
		t.Errorf("EndsNow: %v, %v; want nothing left", games, err)
	}
}

// TestAnEndMeetsAnotherViewer: B plays on A's game; A, unaware, restarts
// (a loss). The loss is recorded as a game of its own, and B's goes on.
func TestAnEndMeetsAnotherViewer(t *testing.T) {
	sa, dir := openTemp(t)
	sb := Open(dir)
	defer sb.Close()
	a, b := NewQueue(sa), NewQueue(sb)
	if err := a.Save(Game{FreeCells: 4, Deal: 617, Moves: []string{"4a", "46"}, PlayerMoves: 2}).Wait(); err != nil {
		t.Fatal(err)
	}
	if l := b.LoadDeal(Key{Deal: 617, FreeCells: 4}).Wait(); l.Record.InProgress == nil {
		t.Fatal("B does not find A's game")
	}
	if err := b.Save(Game{FreeCells: 4, Deal: 617, Moves: []string{"4a", "46", "2b"}, PlayerMoves: 3}).Wait(); err != nil {
		t.Fatal(err)
	}
	if err := a.End(Game{FreeCells: 4, Deal: 617, Moves: []string{"4a", "46", "72"}, PlayerMoves: 3}, Lost).Wait(); err != nil {
		t.Fatalf("A's loss: %v", err)
	}
	l := b.LoadDeal(Key{Deal: 617, FreeCells: 4}).Wait()
	if l.Record.InProgress == nil || strings.Join(l.Record.InProgress.Moves, " ") != "4a 46 2b" || l.Record.Stats.Tries != 2 {
		t.Errorf("%+v; want B's game in progress and A's loss", l.Record)
	}
}

// TestSavesWaitingJoin: saves of one game made while the queue is busy are
// written as one, the newest, and every one is answered; a save of another
// game, or after another kind of job, is not joined to them.
func TestSavesWaitingJoin(t *testing.T) {
	s, _ := openTemp(t)
	w := NewQueue(s)
	release := make(chan struct{})
	busy := ask(w, func() struct{} { <-release; return struct{}{} })
	var waits []Pending[error]
	var moves []string
	for i := range 1000 {
		moves = append(moves, "1a")
		waits = append(waits, w.Save(Game{FreeCells: 4, Deal: 617, Moves: append([]string(nil), moves...), PlayerMoves: i + 1}))
	}
	other := w.Save(Game{FreeCells: 4, Deal: 618, Moves: []string{"2b"}, PlayerMoves: 1})
	close(release)
	busy.Wait()
	w.Flush()
	for i, p := range append(waits, other) {
		if err := p.Wait(); err != nil {
			t.Fatalf("save %d: %v", i, err)
		}
	}
	for deal, want := range map[int64]int{617: 1000, 618: 1} {
		r, err := s.DealRecord(Key{Deal: deal, FreeCells: 4})
		if err != nil || r.InProgress == nil {
			t.Fatalf("deal %d: no game in progress (%v)", deal, err)
		}
		if g := r.InProgress; g.PlayerMoves != want || g.Version != 1 {
			t.Errorf("deal %d: %d moves, version %d; want its newest game (%d moves), written once", deal, g.PlayerMoves, g.Version, want)
		}
	}
}

// TestSettingsChangesWaitingJoin: changes of settings made while the queue is
// busy are written as one, from the first one's settings to the last one's,
// and every one is answered; a change that comes back to where it started
// writes nothing.
func TestSettingsChangesWaitingJoin(t *testing.T) {
	s, _ := openTemp(t)
	w := NewQueue(s)
	release := make(chan struct{})
	busy := ask(w, func() struct{} { <-release; return struct{}{} })
	was := s.Settings()
	var waits []Pending[error]
	now := was
	for _, cells := range []int{3, 2, 1, 0, 8, 7} {
		next := now
		next.FreeCells = cells
		waits = append(waits, w.SaveSettings(now, next))
		now = next
	}
	four := now
	four.FourColour = true
	waits = append(waits, w.SaveSettings(now, four))
	close(release)
	busy.Wait()
	for i, p := range waits {
		if err := p.Wait(); err != nil {
			t.Fatalf("change %d: %v", i, err)
		}
	}
	if got := s.Settings(); got.FreeCells != 7 || !got.FourColour {
		t.Errorf("settings after the changes: %d cells, four colours %v; want 7 and true", got.FreeCells, got.FourColour)
	}
}
