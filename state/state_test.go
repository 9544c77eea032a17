package state

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

func openTemp(t *testing.T) (*Store, string) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "state", "freecell")
	s := Open(dir)
	if !s.Saving() || s.Warning() != "" {
		t.Fatalf("a new store does not save: %q", s.Warning())
	}
	t.Cleanup(func() { s.Close() })
	return s, dir
}

func TestLastGame(t *testing.T) {
	s, dir := openTemp(t)
	if _, ok := s.LastGame(); ok {
		t.Fatal("a last game before any was saved")
	}
	for _, game := range []int64{617, -2, 8589934591} {
		if err := s.SaveLastGame(game); err != nil {
			t.Fatal(err)
		}
		if got, ok := s.LastGame(); !ok || got != game {
			t.Fatalf("saved %d, loaded %d, %v", game, got, ok)
		}
	}
	if err := s.SaveLastGame(0); err == nil {
		t.Error("saved game 0")
	}
	s.Close()
	again := Open(dir)
	defer again.Close()
	if got, ok := again.LastGame(); !ok || got != 8589934591 {
		t.Errorf("after reopening: %d, %v", got, ok)
	}
	info, err := os.Stat(dir)
	if err != nil || info.Mode().Perm() != 0o700 {
		t.Errorf("the state directory is %v, %v; want it private (0700)", info.Mode(), err)
	}
}

func TestDefaultDirFollowsXDG(t *testing.T) {
	home, state := t.TempDir(), t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_STATE_HOME", state)
	if got, _ := DefaultDir(); got != filepath.Join(state, "freecell") {
		t.Errorf("DefaultDir() = %s with XDG_STATE_HOME=%s", got, state)
	}
	if runtime.GOOS != "linux" {
		return
	}
	t.Setenv("XDG_STATE_HOME", "relative/state") // the XDG spec: ignore a relative path
	if got, _ := DefaultDir(); got != filepath.Join(home, ".local", "state", "freecell") {
		want := filepath.Join(home, ".local", "state", "freecell")
		t.Errorf("with a relative XDG_STATE_HOME, DefaultDir() = %s, want %s", got, want)
	}
}

func TestGamesAndResults(t *testing.T) {
	s, _ := openTemp(t)
	if _, ok, _ := s.InProgress(Key{Deal: 617, FreeCells: 4}); ok {
		t.Fatal("a game in progress before any was saved")
	}
	g, err := s.SaveGame(Game{FreeCells: 4, Deal: 617, Moves: []string{"8a", "8b"}, PlayerMoves: 2, Elapsed: 3 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	g.Moves, g.PlayerMoves = append(g.Moves, "8c"), 3
	if g, err = s.SaveGame(g); err != nil { // the same game, one move on
		t.Fatal(err)
	}
	got, ok, _ := s.InProgress(Key{Deal: 617, FreeCells: 4})
	if !ok || strings.Join(got.Moves, " ") != "8a 8b 8c" || got.PlayerMoves != 3 || got.Elapsed != 3*time.Second || got.Version != 2 {
		t.Fatalf("in progress: %+v, %v", got, ok)
	}
	// 617 lost, then won twice (31 moves, then 29), 5 won, 9 lost, 5 won:
	// played 6, won 4; streaks: the last run 1 (5 after 9), the longest 3.
	results := []struct {
		deal   int64
		player int
		secs   int
		result Result
	}{{617, 3, 3, Lost}, {617, 31, 200, Won}, {617, 29, 250, Won}, {5, 40, 100, Won}, {9, 10, 10, Lost}, {5, 38, 90, Won}}
	for i, r := range results {
		ended := Game{FreeCells: 4, Deal: r.deal, Moves: strings.Fields(strings.Repeat("1a ", r.player)), PlayerMoves: r.player, Elapsed: time.Duration(r.secs) * time.Second}
		if i == 0 {
			ended.ID, ended.Version = g.ID, g.Version // the game in progress ends
		}
		if err := s.EndGame(ended, r.result); err != nil {
			t.Fatal(err)
		}
	}
	if _, ok, _ := s.InProgress(Key{Deal: 617, FreeCells: 4}); ok {
		t.Error("the game in progress did not end")
	}
	st, err := s.Stats(4)
	if err != nil {
		t.Fatal(err)
	}
	if st.Played != 6 || st.Won != 4 || st.CurrentStreak != 1 || st.LongestStreak != 3 || st.InProgress != 0 || st.CurrentLosing != 0 || st.LongestLosing != 1 {
		t.Errorf("stats %+v", st)
	}
	if d := st.Deal(617); d.Tries != 3 || d.Won != 2 || d.FewestMoves != 29 || d.Fastest != 200*time.Second {
		t.Errorf("617: %+v", d)
	}
	if r, err := s.DealRecord(Key{Deal: 617, FreeCells: 4}); err != nil || r.Stats.FewestMoves != 29 || r.Stats.Fastest != 200*time.Second {
		t.Errorf("617's record: %+v, %v", r.Stats, err)
	}
	if _, ok := fewestMoves(t, s, Key{Deal: 9, FreeCells: 4}); ok {
		t.Error("a best on a deal never won")
	}
}

// TestLinksAreNeverFollowed plants links where the store opens files: at the
// database (to a file of the user's, and dangling), beside it, and at the
// directory. Nothing outside may change, and play goes on without saving.
func TestLinksAreNeverFollowed(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("symbolic links need privileges on Windows")
	}
	outside := t.TempDir()
	victim := filepath.Join(outside, "precious")
	if err := os.WriteFile(victim, []byte("keep me\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	dangling := filepath.Join(outside, "created-by-a-link")
	for _, tt := range []struct{ name, link, target string }{
		{"link at the database to a file", FileName, victim},
		{"dangling link at the database", FileName, dangling},
		{"link at its log", FileName + "-wal", victim},
		{"dangling link at its shared memory", FileName + "-shm", dangling},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "freecell")
			if err := os.Mkdir(dir, 0o700); err != nil {
				t.Fatal(err)
			}
			if err := os.Symlink(tt.target, filepath.Join(dir, tt.link)); err != nil {
				t.Fatal(err)
			}
			s := Open(dir)
			defer s.Close()
			if s.Saving() || !strings.Contains(s.Warning(), "is a link") {
				t.Errorf("saving %v, warning %q", s.Saving(), s.Warning())
			}
			if err := s.SaveLastGame(617); !errors.Is(err, ErrNotSaved) {
				t.Errorf("a store that does not save saved: %v", err)
			}
			assertUntouched(t, victim, dangling)
		})
	}
	t.Run("link at the directory", func(t *testing.T) {
		parent := t.TempDir()
		if err := os.Symlink(outside, filepath.Join(parent, "freecell")); err != nil {
			t.Fatal(err)
		}
		s := Open(filepath.Join(parent, "freecell"))
		if s.Saving() || !strings.Contains(s.Warning(), "is a link; leaving it alone (remove the link") {
			t.Errorf("saving %v through a linked directory: %q", s.Saving(), s.Warning())
		}
		if _, err := os.Lstat(filepath.Join(outside, FileName)); err == nil {
			t.Error("a database appeared in the directory the link points to")
		}
		assertUntouched(t, victim, dangling)
	})
}

func assertUntouched(t *testing.T, victim, dangling string) {
	t.Helper()
	if text, err := os.ReadFile(victim); err != nil || string(text) != "keep me\n" {
		t.Errorf("the file a link points to changed: %q, %v", text, err)
	}
	if _, err := os.Lstat(dangling); err == nil {
		t.Error("a dangling link's target was created")
	}
}

// TestDamagedDatabaseIsSetAside: a file that is not a database is kept, byte
// for byte, under a new name, and a new database is started.
func TestDamagedDatabaseIsSetAside(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "freecell")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	junk := bytes.Repeat([]byte("not a database at all "), 500)
	if err := os.WriteFile(filepath.Join(dir, FileName), junk, 0o600); err != nil {
		t.Fatal(err)
	}
	s := Open(dir)
	defer s.Close()
	if !s.Saving() || !strings.Contains(s.Warning(), "damaged") {
		t.Fatalf("saving %v, warning %q", s.Saving(), s.Warning())
	}
	if err := s.SaveLastGame(5); err != nil {
		t.Fatal(err)
	}
	asides, _ := filepath.Glob(filepath.Join(dir, FileName+".damaged-*"))
	if len(asides) != 1 {
		t.Fatalf("set aside as %v", asides)
	}
	if kept, err := os.ReadFile(asides[0]); err != nil || !bytes.Equal(kept, junk) {
		t.Error("the damaged file was not kept as it was")
	}
	if !strings.Contains(s.Warning(), filepath.Base(asides[0])) {
		t.Errorf("the warning does not name the file kept: %q", s.Warning())
	}
}

// TestNewerDatabaseIsLeftAlone: a database from a newer program is never
// changed; the program plays on without saving.
func TestNewerDatabaseIsLeftAlone(t *testing.T) {
	s, dir := openTemp(t)
	if err := s.SaveLastGame(77); err != nil {
		t.Fatal(err)
	}
	if _, err := s.db.Exec("PRAGMA user_version = 99"); err != nil {
		t.Fatal(err)
	}
	s.Close()
	path := filepath.Join(dir, FileName)
	before, _ := os.ReadFile(path)
	newer := Open(dir)
	defer newer.Close()
	if newer.Saving() || !strings.Contains(newer.Warning(), "newer freecell") {
		t.Fatalf("saving %v, warning %q", newer.Saving(), newer.Warning())
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
		t.Error("the newer database changed")
	}
}

func TestNotADirectoryOrUnwritable(t *testing.T) {
	parent := t.TempDir()
	file := filepath.Join(parent, "freecell")
	if err := os.WriteFile(file, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	if s := Open(file); s.Saving() || !strings.Contains(s.Warning(), "not a directory") {
		t.Errorf("a file for a directory: saving %v, %q", s.Saving(), s.Warning())
	}
	dbDir := filepath.Join(t.TempDir(), "freecell")
	if err := os.MkdirAll(filepath.Join(dbDir, FileName), 0o700); err != nil {
		t.Fatal(err)
	}
	if s := Open(dbDir); s.Saving() || !strings.Contains(s.Warning(), "is a directory, not a file") {
		t.Errorf("a directory for the database: saving %v, %q", s.Saving(), s.Warning())
	}
	if os.Geteuid() == 0 {
		t.Log("running as root, who may write anywhere: the read-only directory case is not tried")
		return
	}
	ro := filepath.Join(t.TempDir(), "freecell")
	if err := os.Mkdir(ro, 0o500); err != nil {
		t.Fatal(err)
	}
	if s := Open(ro); s.Saving() || s.Warning() == "" {
		t.Errorf("a read-only directory: saving %v, %q", s.Saving(), s.Warning())
	}
}

// TestLegacyFileIsReadOnce: the last game the old file holds comes in once.
func TestLegacyFileIsReadOnce(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "freecell")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	legacy := filepath.Join(dir, legacyFile)
	if err := os.WriteFile(legacy, []byte("617\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	s := Open(dir)
	if got, ok := s.LastGame(); !ok || got != 617 {
		t.Fatalf("imported %d, %v", got, ok)
	}
	s.Close()
	if err := os.WriteFile(legacy, []byte("5\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	again := Open(dir)
	defer again.Close()
	if got, _ := again.LastGame(); got != 617 {
		t.Errorf("the old file was read again: %d", got)
	}
}

// TestVersionsThatAreNone: a database whose version is below any, or whose
// tables are not what its version says, is not this program's: it is set
// aside as damaged, a new one started, and a reader says so in a line
// rather than fail.
func TestVersionsThatAreNone(t *testing.T) {
	for _, tt := range []struct {
		name string
		sql  string
	}{
		{"negative", "PRAGMA user_version = -1"},
		{"tables of a later version", "PRAGMA user_version = 1"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s, dir := openTemp(t)
			if _, err := s.db.Exec(tt.sql); err != nil {
				t.Fatal(err)
			}
			s.Close()
			if r, err := OpenReadOnly(dir); ProblemOf(err) != Damaged {
				t.Errorf("read-only: %v", err)
			} else if r != nil {
				r.Close()
			}
			again := Open(dir)
			defer again.Close()
			if !again.Saving() || !strings.Contains(again.Warning(), "damaged") {
				t.Errorf("saving %v, warning %q", again.Saving(), again.Warning())
			}
		})
	}
}

// TestTheClockAloneKeepsTheVersion: a save that changes only the clock keeps
// the game's version, so that another program playing it is asked nothing.
func TestTheClockAloneKeepsTheVersion(t *testing.T) {
	s, _ := openTemp(t)
	g, err := s.SaveGame(Game{FreeCells: 4, Deal: 617, Moves: []string{"8a"}, PlayerMoves: 1})
	if err != nil {
		t.Fatal(err)
	}
	v := g.Version
	g.Elapsed = 5 * time.Second
	if g, err = s.SaveGame(g); err != nil || g.Version != v {
		t.Errorf("the clock alone: version %d, %v; want %d", g.Version, err, v)
	}
	g.Moves, g.PlayerMoves = []string{"8a", "8b"}, 2
	if g, err = s.SaveGame(g); err != nil || g.Version != v+1 {
		t.Errorf("a move: version %d, %v; want %d", g.Version, err, v+1)
	}
}

// TestEachBestIsItsOwnMinimum is the rule of a deal's bests: a win in 30
// moves and 100 s, then one in 32 moves and 50 s, leave the fewest moves 30
// and the fastest 50 s, by the rule itself and as the store reads them. A
// win with help is never a best.
func TestEachBestIsItsOwnMinimum(t *testing.T) {
	first := Game{Deal: 617, FreeCells: 4, PlayerMoves: 30, Elapsed: 100 * time.Second, Moves: strings.Fields(strings.Repeat("1a ", 30))}
	second := Game{Deal: 617, FreeCells: 4, PlayerMoves: 32, Elapsed: 50 * time.Second, Moves: strings.Fields(strings.Repeat("1a ", 32))}
	helped := Game{Deal: 617, FreeCells: 4, PlayerMoves: 20, Elapsed: 10 * time.Second, Moves: strings.Fields(strings.Repeat("1a ", 20)), Assisted: true}
	var d DealStats
	for _, g := range []Game{first, second, helped} {
		d = d.Tried().Ended(g, true)
	}
	if d.Tries != 3 || d.Won != 3 || d.FewestMoves != 30 || d.Fastest != 50*time.Second {
		t.Errorf("by the rule: %+v", d)
	}
	s, _ := openTemp(t)
	for _, g := range []Game{first, second, helped} {
		if err := s.EndGame(g, Won); err != nil {
			t.Fatal(err)
		}
	}
	r, err := s.DealRecord(first.Key())
	if err != nil || r.Stats != (DealStats{Deal: 617, Tries: 3, Won: 3, FewestMoves: 30, Fastest: 50 * time.Second}) {
		t.Errorf("as read: %+v, %v", r.Stats, err)
	}
	var totals Stats
	for _, g := range []Game{first, second, helped} {
		totals = totals.Ended(true, g.Assisted)
	}
	if st, err := s.Stats(4); err != nil || st.Played != totals.Played || st.Won != 3 || st.Assisted != 1 || st.CurrentStreak != 2 || st.LongestStreak != 2 || totals.CurrentStreak != 2 {
		t.Errorf("totals as read %+v, by the rule %+v, %v", st, totals, err)
	}
}

// TestKeepsAnything: a store the viewer only looked through (what was on
// screen, the old file's import) keeps nothing worth a folder; a setting the
// player chose, or a game, does.
func TestKeepsAnything(t *testing.T) {
	s, _ := openTemp(t)
	_ = s.SaveLastView(617, "")
	if s.KeepsAnything() {
		t.Error("a store with only the last view keeps something")
	}
	_ = s.SaveSetting(fourColourSetting, "yes")
	if !s.KeepsAnything() {
		t.Error("a store with a chosen setting keeps nothing")
	}
	g, _ := openTemp(t)
	if _, err := g.SaveGame(Game{Deal: 323, FreeCells: 4, Moves: []string{"8a"}, PlayerMoves: 1}); err != nil {
		t.Fatal(err)
	}
	if !g.KeepsAnything() {
		t.Error("a store with a game keeps nothing")
	}
}

// TestForsakenStoreSaysDeleted: a store forsaken (its player deleted their
// saved games from another session) saves nothing more, and says why, as a
// problem of its own (not a disk's fault); it still counts as saving, so
// that the viewer tries, and is told.
func TestForsakenStoreSaysDeleted(t *testing.T) {
	s, _ := openTemp(t)
	if err := s.SaveSetting("x", "1"); err != nil {
		t.Fatal(err)
	}
	s.Forsake()
	if err := s.SaveSetting("x", "2"); ProblemOf(err) != Deleted {
		t.Errorf("a forsaken store's save: %v, want Deleted", err)
	}
	if _, err := s.SaveGame(Game{Deal: 1, FreeCells: 4}); ProblemOf(err) != Deleted {
		t.Errorf("a forsaken store's game: %v, want Deleted", err)
	}
	if !s.Saving() {
		t.Error("a forsaken store says it does not save: the viewer would not try, nor be told why")
	}
	if v, _ := s.Setting("x"); v != "1" {
		t.Errorf("the setting saved before is %q", v)
	}
}
