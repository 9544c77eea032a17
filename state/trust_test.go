package state

import (
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// TestDefaultDirNeedsAnAbsoluteBase: with HOME unset or relative, and no
// absolute XDG_STATE_HOME, there is no state directory: nothing is saved in
// "/.local/state" or in the current directory.
func TestDefaultDirNeedsAnAbsoluteBase(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("Windows keeps state under its own folders")
	}
	for _, tt := range []struct{ home, xdgState string }{{"", ""}, {"relative/home", ""}, {"", "relative/state"}, {"relative", "also/relative"}} {
		t.Setenv("HOME", tt.home)
		t.Setenv("XDG_STATE_HOME", tt.xdgState)
		if dir, err := DefaultDir(); ProblemOf(err) != NoHome {
			t.Errorf("HOME=%q XDG_STATE_HOME=%q: %q, %v; want no directory", tt.home, tt.xdgState, dir, err)
		}
	}
	abs := t.TempDir()
	t.Setenv("HOME", "")
	t.Setenv("XDG_STATE_HOME", abs)
	if dir, err := DefaultDir(); err != nil || dir != filepath.Join(abs, "freecell") {
		t.Errorf("an absolute XDG_STATE_HOME without HOME: %q, %v", dir, err)
	}
}

// TestUnsafeDirectoriesAreRefused: a state directory others may write to, or
// that another user owns, is not used; play goes on without saving.
func TestUnsafeDirectoriesAreRefused(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no Unix permissions")
	}
	open := filepath.Join(t.TempDir(), "freecell")
	if err := os.Mkdir(open, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(open, 0o777); err != nil {
		t.Fatal(err)
	}
	if s := Open(open); s.Saving() || ProblemOf(s.Trouble()) != Unsafe || !strings.Contains(s.Warning(), open+" may be written to by other users; leaving it alone (chmod 700 "+open+")") {
		t.Errorf("a directory all may write to: saving %v, %q", s.Saving(), s.Warning())
	}
	if _, err := os.Lstat(filepath.Join(open, FileName)); err == nil {
		t.Error("a database was made in it")
	}
	if _, err := OpenReadOnly(open); ProblemOf(err) != Unsafe { // --stats reads it neither
		t.Errorf("read-only: %v", err)
	}
	if os.Geteuid() != 0 {
		t.Log("not root: another user's directory cannot be made here")
		return
	}
	theirs := filepath.Join(t.TempDir(), "freecell")
	if err := os.Mkdir(theirs, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Chown(theirs, 4321, 4321); err != nil {
		t.Fatal(err)
	}
	if s := Open(theirs); s.Saving() || !strings.Contains(s.Warning(), theirs+" is another user's directory") {
		t.Errorf("another user's directory: saving %v, %q", s.Saving(), s.Warning())
	}
}

// TestVersionsCatchConflicts: two programs on one deal never overwrite each
// other's moves unawares.
func TestVersionsCatchConflicts(t *testing.T) {
	a, dir := openTemp(t)
	b := Open(dir)
	defer b.Close()
	ga, err := a.SaveGame(Game{FreeCells: 4, Deal: 617, Moves: []string{"1a"}, PlayerMoves: 1})
	if err != nil {
		t.Fatal(err)
	}
	gb, ok, err := b.InProgress(Key{Deal: 617, FreeCells: 4}) // B resumes A's game and plays 2b
	if !ok || err != nil {
		t.Fatalf("B finds no game: %v", err)
	}
	gb.Moves, gb.PlayerMoves = append(gb.Moves, "2b"), 2
	if _, err := b.SaveGame(gb); err != nil {
		t.Fatal(err)
	}
	ga.Moves, ga.PlayerMoves = append(ga.Moves, "3c"), 2 // A, unaware, plays 3c
	if _, err := a.SaveGame(ga); !IsConflict(err) {
		t.Fatalf("A's save over B's: %v, want a conflict", err)
	}
	if err := a.EndGame(ga, Won); !IsConflict(err) {
		t.Fatalf("A's win over B's game: %v, want a conflict", err)
	}
	if _, err := a.SaveGame(Game{FreeCells: 4, Deal: 617, Moves: []string{"5d"}, PlayerMoves: 1}); !IsConflict(err) {
		t.Fatalf("a new game over B's: %v, want a conflict", err)
	}
	got, _, _ := a.InProgress(Key{Deal: 617, FreeCells: 4})
	if strings.Join(got.Moves, " ") != "1a 2b" {
		t.Fatalf("the database holds %v, want B's 1a 2b", got.Moves)
	}
	// A keeps its own: B's is set aside, not lost.
	if _, _, err := a.Replace(ga); err != nil {
		t.Fatal(err)
	}
	got, _, _ = a.InProgress(Key{Deal: 617, FreeCells: 4})
	var aside string
	if err := a.db.QueryRow("SELECT moves FROM game_aside WHERE deal = 617").Scan(&aside); err != nil || aside != "1a 2b" || strings.Join(got.Moves, " ") != "1a 3c" {
		t.Errorf("after A keeps its game: %v in play, %q set aside (%v)", got.Moves, aside, err)
	}
}

// TestEndOrderIsTheDatabases: results count in the order the games ended as
// the database numbers them, not by their timestamps: a clock set back, or
// timestamps compared as text ("…00.51Z" before "…00.5Z"), reorders nothing.
func TestEndOrderIsTheDatabases(t *testing.T) {
	s, _ := openTemp(t)
	results := []Result{Lost, Won, Won, Lost, Won, Won, Won}
	for i, r := range results {
		if err := s.EndGame(Game{FreeCells: 4, Deal: int64(i + 1)}, r); err != nil {
			t.Fatal(err)
		}
	}
	// Stamps that sort the other way round, as a clock set back would write.
	if _, err := s.db.Exec("UPDATE game SET ended = '2020-01-01T00:00:00.' || (100 - id) || 'Z'"); err != nil {
		t.Fatal(err)
	}
	st, err := s.Stats(4)
	if err != nil || st.CurrentStreak != 3 || st.LongestStreak != 3 || st.LongestLosing != 1 {
		t.Errorf("%+v, %v: want the last three wins in a row", st, err)
	}
}

// TestMigrationFromEveryVersion builds a database at every earlier schema
// version, with games, and opens it: everything is kept, and a version 1
// database's results keep the order they ended in, read from timestamps that
// sort wrongly as text.
func TestMigrationFromEveryVersion(t *testing.T) {
	for version := 1; version < Version; version++ {
		t.Run(fmt.Sprint(version), func(t *testing.T) {
			dir := dbAt(t, version)
			s := Open(dir)
			defer s.Close()
			if !s.Saving() || s.Warning() != "" {
				t.Fatalf("after the migration: saving %v, %q", s.Saving(), s.Warning())
			}
			st, err := s.Stats(4)
			if err != nil || st.Played != 2 || st.Won != 1 || st.InProgress != 1 || st.CurrentStreak != 0 || st.CurrentLosing != 1 {
				t.Errorf("stats %+v, %v: the win at .5 s then the loss at .51 s", st, err)
			}
			g, ok, err := s.InProgress(Key{Deal: 7, FreeCells: 4})
			if !ok || err != nil || g.PlayerMoves != 2 || g.Version != 1 || g.FreeCells != 4 {
				t.Errorf("the game in progress: %+v, %v, %v", g, ok, err)
			}
			if st, err := s.Stats(3); err != nil || st.Played != 0 { // the games before counts were played with four
				t.Errorf("stats with 3 free cells: %+v, %v", st, err)
			}
			if last, _ := s.LastGame(); last != 7 {
				t.Errorf("the last game: %d", last)
			}
		})
	}
}

// dbAt makes a database of schema version, as that version's program left
// it: two results whose timestamps sort wrongly as text, a game in progress
// and the last game viewed. It returns its directory.
func dbAt(t *testing.T, version int) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "freecell")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	db, err := sql.Open("sqlite", filepath.Join(dir, FileName))
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = db.Close() }()
	for _, m := range migrations[:version] {
		if _, err := db.Exec(m); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := db.Exec(fmt.Sprintf("PRAGMA user_version = %d", version)); err != nil {
		t.Fatal(err)
	}
	win := won(t, 5)
	rows := `INSERT INTO game (deal, moves, player_moves, elapsed_ms, result, started, ended) VALUES
		(5, '` + strings.Join(win.Moves, " ") + `', ` + strconv.Itoa(win.PlayerMoves) + `, 1000, 'won', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00.5Z'),
		(6, '1a', 1, 1000, 'lost', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00.51Z'),
		(7, '1a 2b', 2, 2000, 'playing', '2026-01-01T00:00:00Z', NULL)`
	if version >= 2 { // from schema 2 on, a game that ends is numbered as it ends
		rows = strings.Replace(strings.Replace(rows, "(deal, ", "(end_seq, deal, ", 1), "(5, ", "(1, 5, ", 1)
		rows = strings.Replace(strings.Replace(rows, "(6, ", "(2, 6, ", 1), "(7, ", "(NULL, 7, ", 1)
	}
	if _, err := db.Exec(rows); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec("INSERT INTO setting (name, value) VALUES ('last-game', '7')"); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestOutOfBoundsRowsAreSetAside: rows no freecell wrote (a negative time, a
// time past any clock, a deal that is none, a negative or huge move count,
// 2M moves) are set aside on opening, said, and never read.
func TestOutOfBoundsRowsAreSetAside(t *testing.T) {
	s, dir := openTemp(t)
	huge := strings.Repeat("1a ", 2_000_000)
	bad := []string{
		"(617, '1a', 1, -1000, 'playing', 'x', NULL)",
		"(618, '1a', 1, 9223372036854775807, 'won', 'x', 'x')",
		"(0, '1a', 1, 10, 'won', 'x', 'x')",
		"(-5, '1a', 1, 10, 'lost', 'x', 'x')",
		"(99999999999, '1a', 1, 10, 'won', 'x', 'x')",
		"(619, '1a', -1, 10, 'lost', 'x', 'x')",
		"(620, '" + huge + "', 1, 10, 'playing', 'x', NULL)",
	}
	for _, row := range bad {
		if _, err := s.db.Exec("INSERT INTO game (deal, moves, player_moves, elapsed_ms, result, started, ended) VALUES " + row); err != nil {
			t.Fatal(err)
		}
	}
	win := won(t, 5)
	if _, err := s.db.Exec("INSERT INTO game (deal, moves, player_moves, elapsed_ms, result, started, ended, end_seq) VALUES (5, ?, ?, 10, 'won', 'x', 'x', 1)",
		strings.Join(win.Moves, " "), win.PlayerMoves); err != nil {
		t.Fatal(err)
	}
	// Rows that would stop every later save, or dodge the replay check: an
	// end past any count (the next would overflow), a version past any, a
	// negative end (617's win on 623), and an end with no number.
	moves617 := strings.Join(won(t, 617).Moves, " ")
	for _, row := range []string{
		"(618, '" + moves617 + "', 1, 10, 'won', 'x', 'x', 9223372036854775807, 1)",
		"(625, '1a', 1, 10, 'playing', 'x', NULL, NULL, 9223372036854775807)",
		"(623, '" + moves617 + "', 1, 10, 'won', 'x', 'x', -5, 1)",
		"(624, '" + moves617 + "', 1, 10, 'won', 'x', 'x', NULL, 1)",
	} {
		if _, err := s.db.Exec("INSERT INTO game (deal, moves, player_moves, elapsed_ms, result, started, ended, end_seq, version) VALUES " + row); err != nil {
			t.Fatal(err)
		}
		bad = append(bad, row)
	}
	ro, err := OpenReadOnly(dir) // a reader leaves them out, writing nothing
	if err != nil {
		t.Fatal(err)
	}
	st, err := ro.Stats(4)
	ro.Close()
	if err != nil || st.Played != 1 || st.Skipped != len(bad) || len(st.Deals) != 1 || st.Deals[0].Deal != 5 {
		t.Errorf("read-only: %+v, %v; want only deal 5, %d skipped", st, err, len(bad))
	}
	s.Close()
	again := Open(dir)
	defer again.Close()
	if !again.Saving() || !strings.Contains(again.Warning(), fmt.Sprintf("%d saved games were out of bounds", len(bad))) {
		t.Errorf("warning %q", again.Warning())
	}
	if err := again.EndGame(won(t, 617), Won); err != nil { // no row left can stop a save
		t.Errorf("a win after the hostile rows: %v", err)
	}
	if _, err := again.SaveGame(game(t, Key{Deal: 626, FreeCells: 4}, "1a")); err != nil {
		t.Errorf("a game in progress after the hostile rows: %v", err)
	}
	if _, ok, err := again.InProgress(Key{Deal: 617, FreeCells: 4}); ok || err != nil {
		t.Errorf("the game with a negative time: %v, %v", ok, err)
	}
	var n int
	if err := again.db.QueryRow("SELECT count(*) FROM game_aside").Scan(&n); err != nil || n != len(bad) {
		t.Errorf("%d rows set aside (%v), want %d", n, err, len(bad))
	}
}

// TestReadingWritesNothing: a reader makes no directory and no database, and
// changes no file of an existing one, whose older schema it reads through a
// copy.
func TestReadingWritesNothing(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "freecell")
	s, err := OpenReadOnly(missing)
	if err != nil || s.Reading() {
		t.Fatalf("no database: reading %v, %v", s.Reading(), err)
	}
	if st, err := s.Stats(4); err != nil || st.Played != 0 {
		t.Errorf("no database: %+v, %v", st, err)
	}
	if _, err := os.Lstat(missing); !errors.Is(err, os.ErrNotExist) {
		t.Error("reading made the directory")
	}
	dir := dbAt(t, 1) // the first schema: read through a copy brought up to date
	before := listing(t, dir)
	r, err := OpenReadOnly(dir)
	if err != nil {
		t.Fatal(err)
	}
	st, err := r.Stats(4)
	r.Close()
	if err != nil || st.Played != 2 || st.Won != 1 || st.CurrentLosing != 1 || st.InProgress != 1 {
		t.Errorf("%+v, %v", st, err)
	}
	if after := listing(t, dir); after != before {
		t.Errorf("reading changed the directory:\n%s\nnow\n%s", before, after)
	}
}

// listing is dir's files with their sizes and times.
func listing(t *testing.T, dir string) string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, e := range entries {
		info, _ := e.Info()
		fmt.Fprintf(&b, "%s %d %s\n", e.Name(), info.Size(), info.ModTime().Format(time.RFC3339Nano))
	}
	return b.String()
}

// TestAssistedWinsAreKeptApart: a win with help counts as won but makes no
// winning streak and no best, and ends a losing streak (the two losses
// before it and the one after are two streaks, not one of three).
func TestAssistedWinsAreKeptApart(t *testing.T) {
	s, _ := openTemp(t)
	for _, r := range []struct {
		result   Result
		moves    int
		assisted bool
	}{{Won, 40, false}, {Lost, 3, false}, {Lost, 3, false}, {Won, 20, true}, {Lost, 2, false}, {Won, 30, false}} {
		g := Game{FreeCells: 4, Deal: 617, Moves: strings.Fields(strings.Repeat("1a ", r.moves)), PlayerMoves: r.moves, Assisted: r.assisted}
		if err := s.EndGame(g, r.result); err != nil {
			t.Fatal(err)
		}
	}
	st, _ := s.Stats(4)
	if st.Played != 6 || st.Won != 3 || st.Assisted != 1 || st.CurrentStreak != 1 || st.LongestStreak != 1 || st.LongestLosing != 2 || st.CurrentLosing != 0 {
		t.Errorf("%+v", st)
	}
	if d := st.Deal(617); d.FewestMoves != 30 {
		t.Errorf("the best is %d moves, want 30 (the 20 had help)", d.FewestMoves)
	}
	if player, _ := fewestMoves(t, s, Key{Deal: 617, FreeCells: 4}); player != 30 {
		t.Errorf("Best: %d", player)
	}
}

// TestClearResults: clearing the statistics keeps games in progress, and
// keeps the results it clears aside.
func TestClearResults(t *testing.T) {
	s, _ := openTemp(t)
	if err := s.EndGame(Game{FreeCells: 4, Deal: 5}, Won); err != nil {
		t.Fatal(err)
	}
	if _, err := s.SaveGame(Game{FreeCells: 4, Deal: 6, Moves: []string{"1a"}, PlayerMoves: 1}); err != nil {
		t.Fatal(err)
	}
	if err := s.ClearResults(4); err != nil {
		t.Fatal(err)
	}
	st, _ := s.Stats(4)
	if st.Played != 0 || st.InProgress != 1 {
		t.Errorf("after clearing: %+v", st)
	}
	var n int
	_ = s.db.QueryRow("SELECT count(*) FROM game_aside WHERE why = 'statistics cleared'").Scan(&n)
	if n != 1 {
		t.Errorf("%d results kept aside, want 1", n)
	}
}

// TestIdsAreNeverReused: a row set aside leaves its id unused, so that a
// program holding it can never match another game's.
func TestIdsAreNeverReused(t *testing.T) {
	s, _ := openTemp(t)
	g, err := s.SaveGame(Game{FreeCells: 4, Deal: 617, Moves: []string{"1a"}, PlayerMoves: 1})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SetAside(g.ID, "test"); err != nil {
		t.Fatal(err)
	}
	again, err := s.SaveGame(Game{FreeCells: 4, Deal: 617, Moves: []string{"2b"}, PlayerMoves: 1})
	if err != nil || again.ID == g.ID {
		t.Fatalf("the new game has id %d, the one set aside had %d (%v)", again.ID, g.ID, err)
	}
	g.Moves = []string{"1a", "3c"}
	if _, err := s.SaveGame(g); !IsConflict(err) {
		t.Errorf("a save of the game set aside: %v, want a conflict", err)
	}
}

// TestFalseEndsAreSetAside: a won game whose moves do not win, or whose move
// count is not theirs, and a game whose moves are not legal, are set aside
// the next time the store opens, once; a true win and a true loss stay.
func TestFalseEndsAreSetAside(t *testing.T) {
	s, dir := openTemp(t)
	ends := []struct {
		g      Game
		result Result
	}{
		{won(t, 617), Won},
		{Game{FreeCells: 4, Deal: 617, Moves: []string{"1a"}, PlayerMoves: 1}, Lost},
		{Game{FreeCells: 4, Deal: 7, Moves: []string{"4a"}, PlayerMoves: 5}, Won},              // not a win
		{Game{FreeCells: 4, Deal: 7}, Won},                                                     // no moves
		{Game{FreeCells: 4, Deal: 5, Moves: won(t, 5).Moves, PlayerMoves: 3}, Won},             // the win, its count not its own
		{Game{FreeCells: 4, Deal: 8, Moves: []string{"1h", "1h", "1h"}, PlayerMoves: 0}, Lost}, // moves that are not legal
	}
	for _, e := range ends {
		if err := s.EndGame(e.g, e.result); err != nil {
			t.Fatal(err)
		}
	}
	s.Close()
	again := Open(dir)
	if !strings.Contains(again.Warning(), "4 saved games were out of bounds or not made by their moves") {
		t.Errorf("warning %q", again.Warning())
	}
	st, err := again.Stats(4)
	if err != nil || st.Played != 2 || st.Won != 1 || st.Deal(617).FewestMoves != won(t, 617).PlayerMoves || st.Deal(7).Tries != 0 {
		t.Errorf("%+v, %v; want 617's win and loss only", st, err)
	}
	again.Close()
	third := Open(dir)
	defer third.Close()
	if third.Warning() != "" {
		t.Errorf("checked again: %q", third.Warning())
	}
}

// TestFreeCellCountsNameAGameAtItsDeal: a count of free cells whose only
// game is kept at its deal (a hint shown, no move) is named with the others,
// as its game is in progress (--stats left it out, the panel listed it).
func TestFreeCellCountsNameAGameAtItsDeal(t *testing.T) {
	s, _ := openTemp(t)
	if _, err := s.SaveGame(Game{Deal: 4000, FreeCells: 3, Assisted: true}); err != nil {
		t.Fatal(err)
	}
	if counts, err := s.FreeCellCounts(); err != nil || fmt.Sprint(counts) != "[4 3]" {
		t.Errorf("FreeCellCounts = %v, %v; want [4 3]", counts, err)
	}
}

// TestFreeCellCountsAreKeptApart: a deal played with 3 free cells is another
// game than with 4: each has its own game in progress, best and statistics,
// clearing one count's results keeps the other's, and a win is checked with
// its own count (617's four-cell win uses cell d, which three cells lack).
func TestFreeCellCountsAreKeptApart(t *testing.T) {
	s := Open(filepath.Join(t.TempDir(), "freecell"))
	defer s.Close()
	four, three := Key{Deal: 617, FreeCells: 4}, Key{Deal: 617, FreeCells: 3}
	if _, err := s.SaveGame(Game{Deal: 617, FreeCells: 4, Moves: []string{"8a"}, PlayerMoves: 1}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.SaveGame(Game{Deal: 617, FreeCells: 3, Moves: []string{"8a", "8b"}, PlayerMoves: 2}); err != nil {
		t.Fatalf("a game with 3 cells beside one with 4: %v", err)
	}
	g4, ok4, _ := s.InProgress(four)
	g3, ok3, _ := s.InProgress(three)
	if !ok4 || !ok3 || g4.PlayerMoves != 1 || g3.PlayerMoves != 2 || g3.FreeCells != 3 {
		t.Fatalf("in progress: %+v %v, %+v %v", g4, ok4, g3, ok3)
	}
	if err := s.EndGame(won(t, 5), Won); err != nil {
		t.Fatal(err)
	}
	if err := s.EndGame(game(t, Key{Deal: 5, FreeCells: 3}, winOf5WithThreeCells), Won); err != nil {
		t.Fatal(err)
	}
	if err := s.EndGame(game(t, Key{Deal: 9, FreeCells: 3}, "1a"), Lost); err != nil {
		t.Fatal(err)
	}
	st4, _ := s.Stats(4)
	st3, _ := s.Stats(3)
	if st4.Played != 1 || st4.Won != 1 || st4.InProgress != 1 || st3.Played != 2 || st3.Won != 1 || st3.InProgress != 1 || st3.CurrentLosing != 1 {
		t.Errorf("stats with 4: %+v; with 3: %+v", st4, st3)
	}
	if p4, _ := fewestMoves(t, s, Key{Deal: 5, FreeCells: 4}); p4 != won(t, 5).PlayerMoves {
		t.Errorf("best with 4: %d", p4)
	}
	if p3, _ := fewestMoves(t, s, Key{Deal: 5, FreeCells: 3}); p3 != game(t, Key{Deal: 5, FreeCells: 3}, winOf5WithThreeCells).PlayerMoves {
		t.Errorf("best with 3: %d", p3)
	}
	if counts, err := s.FreeCellCounts(); err != nil || fmt.Sprint(counts) != "[4 3]" {
		t.Errorf("counts played: %v, %v", counts, err)
	}
	if err := s.ClearResults(3); err != nil {
		t.Fatal(err)
	}
	st4, _ = s.Stats(4)
	st3, _ = s.Stats(3)
	if st4.Played != 1 || st3.Played != 0 {
		t.Errorf("after clearing 3's: %d played with 4, %d with 3", st4.Played, st3.Played)
	}
	if !endMade(Key{Deal: 5, FreeCells: 3}, winOf5WithThreeCells, game(t, Key{Deal: 5, FreeCells: 3}, winOf5WithThreeCells).PlayerMoves, Won) {
		t.Error("the three-cell win of 5 is not made with three cells")
	}
	if win := won(t, 617); endMade(three, strings.Join(win.Moves, " "), win.PlayerMoves, Won) {
		t.Error("617's four-cell win is made with three cells")
	}
}

// TestLayoutsAreGamesOfTheirOwn: a layout (deal 0, named by its position) has
// its own game in progress, apart from the deal it may equal and from other
// layouts; its win is checked from the layout; a deal 0 row without a layout
// is no game and is set aside.
func TestLayoutsAreGamesOfTheirOwn(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "freecell")
	s := Open(dir)
	l, _ := dealer.Deal(617)
	start := rules.NewPosition(&l)
	layout := Key{FreeCells: 4, Layout: string(start.AppendBoard(nil))}
	other := Key{FreeCells: 4, Layout: strings.Replace(layout.Layout, "Freecells:", "Freecells: ", 1)}
	for _, k := range []Key{layout, other, {Deal: 617, FreeCells: 4}} {
		if _, err := s.SaveGame(Game{Deal: k.Deal, FreeCells: k.FreeCells, Layout: k.Layout, Moves: []string{"8a"}, PlayerMoves: 1}); err != nil {
			t.Fatalf("%+v: %v", k, err)
		}
	}
	if g, ok, err := s.InProgress(layout); !ok || err != nil || g.Layout != layout.Layout || g.Deal != 0 {
		t.Errorf("the layout's game: %+v, %v, %v", g, ok, err)
	}
	win := won(t, 617)
	win.Deal, win.Layout = 0, layout.Layout
	if err := s.EndGame(win, Won); err != nil {
		t.Fatal(err)
	}
	if _, err := s.db.Exec("INSERT INTO game (deal, freecells, layout, moves, player_moves, elapsed_ms, result, started, ended, end_seq) VALUES (0, 4, '', '', 0, 0, 'lost', 'x', 'x', 99)"); err != nil {
		t.Fatal(err)
	}
	s.Close()
	again := Open(dir) // checks the ends, sets aside what is out of bounds
	defer again.Close()
	st, err := again.Stats(4)
	if err != nil || st.Played != 1 || st.Won != 1 || st.Game(layout).Won != 1 || st.Deal(617).Won != 0 {
		t.Errorf("stats %+v, %v: the layout's win alone", st, err)
	}
	if p, ok := fewestMoves(t, again, layout); !ok || p != win.PlayerMoves {
		t.Errorf("the layout's best: %d, %v", p, ok)
	}
}

// TestAFileWhereTheDirectoryGoesIsNamed: with a file where a directory on
// the way to the saved games goes (XDG_STATE_HOME set to a file), the file
// is named, with what is wrong and the fix, not "cannot use the saved games".
func TestAFileWhereTheDirectoryGoesIsNamed(t *testing.T) {
	file := filepath.Join(t.TempDir(), "x")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, dir := range []string{filepath.Join(file, "freecell"), filepath.Join(file, "deeper", "freecell")} {
		s := Open(dir)
		want := file + " is not a directory; leaving it alone (move it away, or set XDG_STATE_HOME to a directory of yours)"
		if s.Saving() || ProblemOf(s.Trouble()) != Unsafe || s.Warning() != want {
			t.Errorf("%s: saving %v, %v, %q; want %q", dir, s.Saving(), s.Trouble(), s.Warning(), want)
		}
		s.Close()
		if _, err := OpenReadOnly(dir); err == nil || err.Error() != want {
			t.Errorf("%s read-only: %v", dir, err)
		}
	}
}

// TestUnsafePlacesSayPathCauseAndFix: every unsafe place where the saved
// games go is named with its path, what is wrong with it and the fix, not
// as "not private".
func TestUnsafePlacesSayPathCauseAndFix(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no FIFOs or free links")
	}
	for _, c := range []struct {
		name, file string
		plant      func(path string) error
		cause      string
		fix        string
	}{
		{"FIFO at the database", FileName, mkfifo, "is a FIFO, not a file", "move it away"},
		{"directory at the database", FileName, func(p string) error { return os.Mkdir(p, 0o700) }, "is a directory, not a file", "move it away"},
		{"link at the journal", FileName + "-journal", func(p string) error { return os.Symlink("/dev/null", p) }, "is a link", "remove the link"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "freecell")
			if err := os.Mkdir(dir, 0o700); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(dir, c.file)
			if err := c.plant(path); err != nil {
				t.Skipf("cannot plant it here: %v", err)
			}
			s := Open(dir)
			defer s.Close()
			want := path + " " + c.cause + "; leaving it alone (" + c.fix
			if s.Saving() || !strings.Contains(s.Warning(), want) {
				t.Errorf("warning %q, want %q", s.Warning(), want)
			}
		})
	}
}
