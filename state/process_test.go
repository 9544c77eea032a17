package state

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"sync"
	"syscall"
	"testing"
	"time"
)

// TestHostileLegacyFiles: what sits at the old file's place is read only if it
// is a small regular file, at once, and is left as it is.
func TestHostileLegacyFiles(t *testing.T) {
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
			path := filepath.Join(dir, legacyFile)
			if err := tt.plant(path); err != nil {
				t.Skipf("cannot plant it here: %v", err)
			}
			before, _ := os.Lstat(path)
			done := make(chan *Store, 1)
			go func() { done <- Open(dir) }()
			select {
			case s := <-done:
				defer s.Close()
				if _, ok := s.LastGame(); ok || !s.Saving() {
					t.Errorf("read a game from it (%v), or stopped saving (%q)", ok, s.Warning())
				}
			case <-time.After(10 * time.Second):
				t.Fatal("Open hangs")
			}
			after, err := os.Lstat(path)
			if err != nil || after.Mode() != before.Mode() || after.Size() != before.Size() {
				t.Errorf("it was changed: %v -> %v", before.Mode(), after.Mode())
			}
		})
	}
}

// helper starts this test binary as a helper process doing job in dir.
func helper(t *testing.T, job, dir string, args ...string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperProcess$")
	cmd.Env = append(os.Environ(), "STATE_HELPER="+job, "STATE_HELPER_DIR="+dir)
	for i, a := range args {
		cmd.Env = append(cmd.Env, fmt.Sprintf("STATE_HELPER_ARG%d=%s", i, a))
	}
	return cmd
}

// TestTwoProcessesAtOnce: two programs record results into one database at
// once, while this one reads the statistics: every result of both is there.
func TestTwoProcessesAtOnce(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "freecell")
	Open(dir).Close()
	const results = 300
	var wg sync.WaitGroup
	errs := make(chan error, 2)
	for writer := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cmd := helper(t, "results", dir, strconv.Itoa(1000*(writer+1)), strconv.Itoa(results))
			if out, err := cmd.CombinedOutput(); err != nil {
				errs <- fmt.Errorf("writer %d: %v\n%s", writer, err, out)
			}
		}()
	}
	stop := make(chan struct{})
	go func() { wg.Wait(); close(stop) }()
	reader := Open(dir)
	defer reader.Close()
	for reading := true; reading; {
		select {
		case <-stop:
			reading = false
		default:
			if _, err := reader.Stats(4); err != nil {
				t.Fatalf("reading while they write: %v", err)
			}
		}
	}
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	st, err := reader.Stats(4)
	if err != nil || st.Played != 2*results || st.Won != results {
		t.Errorf("%d played, %d won (%v); want %d and %d", st.Played, st.Won, err, 2*results, results)
	}
}

// TestKilledMidWrite: a program killed (kill -9) while it saves loses at most
// the save under way; the database opens whole, with every save it finished.
func TestKilledMidWrite(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no kill -9 on Windows")
	}
	dir := filepath.Join(t.TempDir(), "freecell")
	Open(dir).Close()
	for round := range 3 {
		cmd := helper(t, "saves", dir)
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		lines := bufio.NewScanner(stdout)
		done := 0
		for lines.Scan() && done < 50+round*97 { // each line: a save finished
			done, _ = strconv.Atoi(lines.Text())
		}
		_ = cmd.Process.Signal(syscall.SIGKILL)
		_ = cmd.Wait()
		s := Open(dir)
		if !s.Saving() || s.Warning() != "" {
			t.Fatalf("after kill -9: saving %v, %q", s.Saving(), s.Warning())
		}
		g, ok, _ := s.InProgress(Key{Deal: 617, FreeCells: 4})
		s.Close()
		if !ok || g.Version < int64(done) {
			t.Fatalf("round %d: %d saves finished, the game holds %d", round, done, g.Version)
		}
	}
}

// TestHelperProcess is the other program of the tests above.
func TestHelperProcess(t *testing.T) {
	dir := os.Getenv("STATE_HELPER_DIR")
	if dir == "" {
		t.Skip("a helper process for the tests that need two programs")
	}
	s := Open(dir)
	defer s.Close()
	if !s.Saving() {
		t.Fatal(s.Warning())
	}
	switch os.Getenv("STATE_HELPER") {
	case "results": // ARG1 results, alternately a win (of 617 for ARG0 1000, else of 5) and a loss on deals from ARG0
		first, _ := strconv.Atoi(os.Getenv("STATE_HELPER_ARG0"))
		n, _ := strconv.Atoi(os.Getenv("STATE_HELPER_ARG1"))
		win := won(t, 5)
		if first == 1000 {
			win = won(t, 617)
		}
		for i := range n {
			g, result := Game{FreeCells: 4, Deal: int64(first + i), Moves: []string{"1a"}, PlayerMoves: 1}, Lost
			if i%2 == 0 {
				g, result = win, Won
			}
			g, err := s.SaveGame(g)
			if err != nil {
				t.Fatalf("save %d: %v", i, err)
			}
			if err := s.EndGame(g, result); err != nil {
				t.Fatalf("result %d: %v", i, err)
			}
		}
	case "saves": // one game saved again and again, a move made or taken back each time, saying each version saved
		g, _, _ := s.InProgress(Key{Deal: 617, FreeCells: 4}) // the game an earlier round kept, or none
		g.Deal, g.FreeCells = 617, 4
		for {
			var err error
			g.Moves, g.PlayerMoves = []string{"8a"}, 1
			if g.Version%2 == 1 {
				g.Moves = append(g.Moves, "8b")
			}
			if g, err = s.SaveGame(g); err != nil {
				t.Fatal(err)
			}
			fmt.Println(g.Version)
		}
	}
}
