package state

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"sync"
	"testing"
	"time"
)

func TestSaveAndLoad(t *testing.T) {
	s := Open(filepath.Join(t.TempDir(), "state", "freecell"))
	if _, ok, err := s.LastGame(); ok || err != nil {
		t.Fatalf("nothing saved yet: ok %v, err %v", ok, err)
	}
	for _, game := range []int64{617, -2, 8589934591} {
		if err := s.SaveLastGame(game); err != nil {
			t.Fatal(err)
		}
		got, ok, err := s.LastGame()
		if !ok || err != nil || got != game {
			t.Fatalf("saved %d, loaded %d, %v, %v", game, got, ok, err)
		}
	}
	if err := s.SaveLastGame(0); err == nil {
		t.Error("saved game 0")
	}
	info, err := os.Stat(filepath.Dir(s.Path()))
	if err != nil || info.Mode().Perm() != 0o700 {
		t.Errorf("the state directory is %v, %v; want it private (0700)", info.Mode(), err)
	}
	entries, _ := os.ReadDir(filepath.Dir(s.Path()))
	if len(entries) != 1 {
		t.Errorf("temporary files left behind: %v", entries)
	}
}

func TestDefaultDirFollowsXDG(t *testing.T) {
	home, state := t.TempDir(), t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_STATE_HOME", state)
	if got := DefaultDir(); got != filepath.Join(state, "freecell") {
		t.Errorf("DefaultDir() = %s with XDG_STATE_HOME=%s", got, state)
	}
	if runtime.GOOS != "linux" {
		return
	}
	t.Setenv("XDG_STATE_HOME", "relative/state") // the XDG spec: ignore a relative path
	if got, want := DefaultDir(), filepath.Join(home, ".local", "state", "freecell"); got != want {
		t.Errorf("with a relative XDG_STATE_HOME, DefaultDir() = %s, want %s", got, want)
	}
}

// TestLinksAreNeverFollowed plants links where the store writes: at the file
// itself (to a file of the user's, and dangling), at the fixed temporary name
// older versions used, and at the directory. Nothing outside may change.
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

	for _, tt := range []struct {
		name, link, target string
		wantSaved          bool
	}{
		{"link at the file to a file", "last-game", victim, false},
		{"dangling link at the file", "last-game", dangling, false},
		{"link at the old temporary name", "last-game.tmp", victim, true},
		{"dangling link at the old temporary name", "last-game.tmp", dangling, true},
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
			err := s.SaveLastGame(617)
			if tt.wantSaved != (err == nil) {
				t.Errorf("save: %v", err)
			}
			if !tt.wantSaved && !errors.Is(err, ErrNotSaved) {
				t.Errorf("a refused save says %v, not ErrNotSaved", err)
			}
			if _, _, err := s.LastGame(); !tt.wantSaved && err == nil {
				t.Error("read through a link")
			}
			assertUntouched(t, victim, dangling)
		})
	}

	t.Run("link at the directory", func(t *testing.T) {
		parent := t.TempDir()
		if err := os.Symlink(outside, filepath.Join(parent, "freecell")); err != nil {
			t.Fatal(err)
		}
		if err := Open(filepath.Join(parent, "freecell")).SaveLastGame(617); !errors.Is(err, ErrNotSaved) {
			t.Errorf("saved through a linked directory: %v", err)
		}
		if _, err := os.Lstat(filepath.Join(outside, "last-game")); err == nil {
			t.Error("a file appeared in the directory the link points to")
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

// TestHostileFiles: what sits at the state file's place is read only if it is a
// small regular file, at once, and a file that is not ours is never replaced.
func TestHostileFiles(t *testing.T) {
	tests := []struct {
		name  string
		plant func(path string) error
	}{
		{"FIFO", func(p string) error { return mkfifo(p) }},
		{"link to /dev/zero", func(p string) error { return os.Symlink("/dev/zero", p) }},
		{"100 MB file", func(p string) error {
			f, err := os.Create(p)
			if err != nil {
				return err
			}
			defer f.Close()
			return f.Truncate(100 << 20)
		}},
		{"directory", func(p string) error { return os.Mkdir(p, 0o700) }},
		{"someone else's text", func(p string) error { return os.WriteFile(p, []byte("my notes\n"), 0o600) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "freecell")
			if err := os.Mkdir(dir, 0o700); err != nil {
				t.Fatal(err)
			}
			s := Open(dir)
			if err := tt.plant(s.Path()); err != nil {
				t.Skipf("cannot plant it here: %v", err)
			}
			before, _ := os.Lstat(s.Path())
			done := make(chan error, 1)
			go func() {
				_, ok, err := s.LastGame()
				if ok {
					err = fmt.Errorf("read a game from it")
				} else if err == nil {
					err = fmt.Errorf("no error")
				} else {
					err = nil
				}
				done <- err
			}()
			select {
			case err := <-done:
				if err != nil {
					t.Errorf("LastGame: %v", err)
				}
			case <-time.After(10 * time.Second):
				t.Fatal("LastGame hangs")
			}
			if err := s.SaveLastGame(617); !errors.Is(err, ErrNotSaved) {
				t.Errorf("SaveLastGame over it: %v, want a refusal", err)
			}
			after, err := os.Lstat(s.Path())
			if err != nil || after.Mode() != before.Mode() || after.Size() != before.Size() {
				t.Errorf("it was replaced: %v -> %v", before.Mode(), after.Mode())
			}
		})
	}
}

func TestEmptyFileMayBeReplaced(t *testing.T) {
	s := Open(t.TempDir())
	if err := os.WriteFile(s.Path(), nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveLastGame(5); err != nil {
		t.Fatal(err)
	}
	if got, ok, _ := s.LastGame(); !ok || got != 5 {
		t.Errorf("loaded %d, %v", got, ok)
	}
}

// TestTwoProcessesSaveAtOnce runs two processes that each save 5,000 times into
// one directory while this one reads: every save succeeds and every read sees a
// whole game number.
func TestTwoProcessesSaveAtOnce(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	dir := filepath.Join(t.TempDir(), "freecell")
	if err := Open(dir).SaveLastGame(1); err != nil {
		t.Fatal(err)
	}
	const saves = 5000
	var wg sync.WaitGroup
	errs := make(chan error, 2)
	for writer := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cmd := exec.Command(os.Args[0], "-test.run=^TestHelperSaver$")
			cmd.Env = append(os.Environ(), "STATE_HELPER_DIR="+dir, "STATE_HELPER_GAME="+strconv.Itoa(100000*(writer+1)), "STATE_HELPER_SAVES="+strconv.Itoa(saves))
			if out, err := cmd.CombinedOutput(); err != nil {
				errs <- fmt.Errorf("writer %d: %v\n%s", writer, err, out)
			}
		}()
	}
	stop := make(chan struct{})
	go func() { wg.Wait(); close(stop) }()
	reads := 0
	for {
		select {
		case <-stop:
			close(errs)
			for err := range errs {
				t.Error(err)
			}
			if reads < 100 {
				t.Logf("only %d reads while the writers ran", reads)
			}
			return
		default:
		}
		game, ok, err := Open(dir).LastGame()
		if !ok || err != nil || game < 1 {
			t.Fatalf("read %d, %v, %v: not a whole game number", game, ok, err)
		}
		reads++
	}
}

// TestHelperSaver is the writer process of TestTwoProcessesSaveAtOnce.
func TestHelperSaver(t *testing.T) {
	dir := os.Getenv("STATE_HELPER_DIR")
	if dir == "" {
		t.Skip("a helper process for TestTwoProcessesSaveAtOnce")
	}
	first, _ := strconv.Atoi(os.Getenv("STATE_HELPER_GAME"))
	saves, _ := strconv.Atoi(os.Getenv("STATE_HELPER_SAVES"))
	s := Open(dir)
	for i := range saves {
		if err := s.SaveLastGame(int64(first + i)); err != nil {
			t.Fatalf("save %d: %v", i, err)
		}
	}
}
