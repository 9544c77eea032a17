package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/model"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/state"
)

// tmux drives the real viewer in a real terminal emulator, as a user would.
type tmux struct {
	t       *testing.T
	socket  string // a tmux server of the test's own (tmux -L)
	session string
}

// tmuxServers numbers the tests' tmux servers: each test has its own, so that
// one test's server exiting as its last session ends never races the next
// test's start ("server exited unexpectedly"), and no test touches the
// user's own server.
var tmuxServers atomic.Int64

func newTmux(t *testing.T, width, height int) *tmux {
	t.Helper()
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux not installed (apt-get install tmux): cannot drive the viewer in a terminal")
	}
	if testing.Short() {
		t.Skip("drives the viewer in tmux")
	}
	tm := &tmux{t: t, socket: fmt.Sprintf("freecell-test-%d-%d", os.Getpid(), tmuxServers.Add(1)), session: "freecell-test"}
	tm.run("new-session", "-d", "-s", tm.session, "-x", fmt.Sprint(width), "-y", fmt.Sprint(height), "bash --norc --noprofile")
	t.Cleanup(func() { _ = exec.Command("tmux", "-L", tm.socket, "kill-server").Run() })
	return tm
}

func (tm *tmux) run(args ...string) string {
	tm.t.Helper()
	out, err := exec.Command("tmux", append([]string{"-L", tm.socket}, args...)...).CombinedOutput()
	if err != nil {
		tm.t.Fatalf("tmux %v: %v\n%s", args, err, out)
	}
	return string(out)
}

func (tm *tmux) keys(keys ...string) {
	tm.run(append([]string{"send-keys", "-t", tm.session}, keys...)...)
}

func (tm *tmux) screen() string { return tm.run("capture-pane", "-p", "-t", tm.session) }

// waitFor waits until the screen shows every one of wants.
func (tm *tmux) waitFor(wants ...string) string {
	tm.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		screen := tm.screen()
		missing := ""
		for _, w := range wants {
			if !strings.Contains(screen, w) {
				missing = w
			}
		}
		if missing == "" {
			return screen
		}
		if time.Now().After(deadline) {
			tm.t.Fatalf("%q never appeared:\n%s", missing, screen)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// TestViewerInATerminal runs the viewer in tmux: it draws, takes keys, follows a
// resize, suspends and resumes, and on SIGTERM saves the game, gives the
// terminal back and exits 143.
func TestViewerInATerminal(t *testing.T) {
	tm := newTmux(t, 80, 24)
	stateDir := t.TempDir()
	tm.keys(fmt.Sprintf("bash -c 'FREECELL_TEST_RUN_MAIN=1 XDG_STATE_HOME=%s %s 617; echo exit=$?'", stateDir, os.Args[0]), "Enter")
	tm.waitFor("FreeCell #617", "7♦", "q quit")
	tm.keys("n")
	tm.waitFor("FreeCell #618")

	tm.run("resize-window", "-t", tm.session, "-x", "60", "-y", "20")
	screen := tm.waitFor("FreeCell #618", "q quit", "? keys")
	for _, line := range strings.Split(screen, "\n") {
		if len([]rune(line)) > 60 {
			t.Errorf("after the resize, a line is wider than 60: %q", line)
		}
	}

	tm.keys("C-z")
	tm.waitFor("Stopped")
	tm.keys("fg", "Enter")
	tm.waitFor("FreeCell #618", "q quit")
	tm.keys("n")
	tm.waitFor("FreeCell #619")

	if out, err := exec.Command("pkill", "-TERM", "-f", "^"+regexp.QuoteMeta(os.Args[0])+" 617$").CombinedOutput(); err != nil {
		t.Fatalf("pkill: %v %s", err, out)
	}
	tm.waitFor("exit=143")
	store := state.Open(filepath.Join(stateDir, "freecell"))
	if saved, ok := store.LastGame(); !ok || saved != 619 {
		t.Errorf("after SIGTERM the last game saved is %d, %v", saved, ok)
	}
	store.Close()
	tm.keys("echo canonical=$(stty -a | grep -c -- ' icanon')", "Enter")
	tm.waitFor("canonical=1") // raw mode is off again

	// Without a game number it opens the last one; a game played there is
	// kept when the viewer quits, and comes back.
	tm.keys(fmt.Sprintf("FREECELL_TEST_RUN_MAIN=1 XDG_STATE_HOME=%s %s; echo exit=$?", stateDir, os.Args[0]), "Enter")
	tm.waitFor("FreeCell #619", "enter play")
	tm.keys("Enter", "1", "a")
	tm.waitFor("1 move")
	tm.keys("q")
	tm.waitFor("exit=0")
	store = state.Open(filepath.Join(stateDir, "freecell"))
	defer store.Close()
	if g, ok, _ := store.InProgress(state.Key{Deal: 619, FreeCells: 4}); !ok || strings.Join(g.Moves, " ") != "1a" {
		t.Errorf("the game in progress on 619: %+v, %v", g, ok)
	}
}

// TestNoSuspendWhereNoShellResumes: run by exec in a terminal of its own (as
// by xterm -e, or a new tmux window), no shell would resume a stopped
// viewer, and Ctrl+Z used to leave it stopped for good, the screen blank:
// now it says so, and the viewer goes on taking keys.
func TestNoSuspendWhereNoShellResumes(t *testing.T) {
	tm := newTmux(t, 100, 24)
	tm.keys(fmt.Sprintf("exec env FREECELL_TEST_RUN_MAIN=1 XDG_STATE_HOME=%s XDG_DATA_HOME=%s XDG_CONFIG_HOME=%s %s 617", t.TempDir(), t.TempDir(), t.TempDir(), os.Args[0]), "Enter")
	tm.waitFor("FreeCell #617", "q quit")
	tm.keys("C-z")
	tm.waitFor("ctrl+z cannot suspend")
	tm.keys("n")
	tm.waitFor("FreeCell #618")
}

// TestReportEnding: what the last saves could not keep is one line on
// stderr, moves and results counted, and the exit status says it.
func TestReportEnding(t *testing.T) {
	full := &state.Error{Problem: state.DiskFull}
	tests := []struct {
		end    model.Ending
		hungUp bool
		want   string
		failed bool
	}{
		{model.Ending{}, false, "", false},
		{model.Ending{Games: []int64{617}, Lost: 3, Err: full}, false, "freecell: could not save 3 moves (the disk is full): they are gone (FreeCell #617)\n", true},
		{model.Ending{Games: []int64{3}, Wins: 1, Err: full}, false, "freecell: could not save 1 win (the disk is full): it is gone (FreeCell #3)\n", true},
		{model.Ending{Games: []int64{3, 617}, Lost: 1, Wins: 1, Losses: 2, Err: full}, false,
			"freecell: could not save 1 move, 1 win and 2 losses (the disk is full): they are gone (FreeCell #3, FreeCell #617)\n", true},
		{model.Ending{Games: []int64{617}, Lost: 3, Err: full}, true, "", true}, // no one to tell
		{model.Ending{Games: []int64{617}, Kept: true}, false, "freecell: another freecell changed FreeCell #617 as this one ended: this one's is kept aside in the saved games\n", false},
		{model.Ending{Clock: []int64{617}, Err: full}, false, "freecell: could not save the time played since the last save (the disk is full): every move is saved (FreeCell #617)\n", true},
		{model.Ending{Clock: []int64{617}, Err: &state.Error{Problem: state.Conflict}}, false, // another viewer's change: nothing of this one's to keep
			"freecell: another freecell changed FreeCell #617 meanwhile: its game is the one kept, without the time this one was open\n", false},
	}
	for _, tt := range tests {
		var out, errOut bytes.Buffer
		if failed := reportEnding(testEnv(t, &out, &errOut), tt.end, tt.hungUp); failed != tt.failed || errOut.String() != tt.want {
			t.Errorf("%+v: failed %v, said %q; want %v, %q", tt.end, failed, errOut.String(), tt.failed, tt.want)
		}
	}
}

// TestLayoutInTheViewer: freecell --layout FILE opens the position to play,
// with the free cells asked for; a game on it is kept in progress, keyed by
// the position, and comes back when the same position is opened again; the
// solver solves it.
func TestLayoutInTheViewer(t *testing.T) {
	tm := newTmux(t, 100, 30)
	stateDir, dir := t.TempDir(), t.TempDir()
	l, _ := dealer.Deal(617)
	start := rules.NewPositionWith(&l, 6)
	start.Play(rules.Move{From: rules.ColumnPlace(7), To: rules.FreeCellPlace(4), Card: start.Top(rules.ColumnPlace(7)), Count: 1})
	file := filepath.Join(dir, "board.txt")
	if err := os.WriteFile(file, start.AppendBoard(nil), 0o600); err != nil {
		t.Fatal(err)
	}
	run := fmt.Sprintf("FREECELL_TEST_RUN_MAIN=1 XDG_STATE_HOME=%s %s --layout %s --freecells 6; echo exit=$?", stateDir, os.Args[0], file)
	tm.keys(run, "Enter")
	tm.waitFor("FreeCell layout · 6 free cells", "Q♥", "enter play")
	tm.keys("Enter", "8", "a")
	tm.waitFor("1 move")
	tm.keys("q")
	tm.waitFor("exit=0")
	store := state.Open(filepath.Join(stateDir, "freecell"))
	k := state.Key{FreeCells: 6, Layout: string(start.AppendBoard(nil))}
	if g, ok, _ := store.InProgress(k); !ok || strings.Join(g.Moves, " ") != "8a" {
		t.Errorf("the game in progress on the layout: %+v, %v", g, ok)
	}
	if last, ok := store.LastGame(); ok && last == 0 {
		t.Error("the layout is remembered as the last game")
	}
	store.Close()
	tm.keys("clear", "Enter", run, "Enter")
	tm.waitFor("FreeCell layout · 6 free cells", "in progress: 1 move")
	tm.keys("s")
	tm.waitFor("solution:")
	tm.keys("Escape")
	time.Sleep(300 * time.Millisecond)
	tm.keys("n")
	tm.waitFor("FreeCell #1 ")
	tm.keys("q")
	tm.waitFor("exit=0")
}

// TestNothingSaidAfterHangUp: the note while the last save takes a while is
// not said after the terminal hung up, as nothing else is.
func TestNothingSaidAfterHangUp(t *testing.T) {
	if savingNote(syscall.SIGHUP) != "" || savingNote(nil) == "" || savingNote(syscall.SIGTERM) == "" {
		t.Errorf("hung up %q, quit %q, terminated %q", savingNote(syscall.SIGHUP), savingNote(nil), savingNote(syscall.SIGTERM))
	}
}

// TestNoMotionForARun: --no-motion, or FREECELL_NO_MOTION set, turns motion
// off for the run; the setting kept stays as it was.
func TestNoMotionForARun(t *testing.T) {
	store := state.Open(filepath.Join(t.TempDir(), "freecell"))
	defer store.Close()
	env := map[string]string{}
	getenv := func(name string) string { return env[name] }
	for _, tt := range []struct {
		args []string
		env  string
		want bool
	}{{nil, "", false}, {[]string{"--no-motion"}, "", true}, {nil, "1", true}} {
		opts, err := parseArgs(append(tt.args, "617"))
		if err != nil {
			t.Fatal(err)
		}
		env["FREECELL_NO_MOTION"] = tt.env
		if _, m := startingGame(opts, store, "2026-12-02", getenv); m.Settings.NoMotion != tt.want {
			t.Errorf("%v, FREECELL_NO_MOTION=%q: motion off %v, want %v", tt.args, tt.env, m.Settings.NoMotion, tt.want)
		}
	}
	if store.Settings().NoMotion {
		t.Error("a run's --no-motion was kept")
	}
}

// TestPlainCharactersWhereTheLocaleIsNotUTF8: a locale that names another
// character set than UTF-8 (LANG=C) draws in ASCII, as --ascii does, the
// first of LC_ALL, LC_CTYPE and LANG that is set deciding; none set keeps
// the symbols; and so does the Linux console.
func TestPlainCharactersWhereTheLocaleIsNotUTF8(t *testing.T) {
	store := state.Open(filepath.Join(t.TempDir(), "freecell"))
	defer store.Close()
	for _, tt := range []struct {
		env  map[string]string
		want bool
	}{
		{map[string]string{}, false},
		{map[string]string{"LANG": "C"}, true},
		{map[string]string{"LANG": "POSIX"}, true},
		{map[string]string{"LANG": "en_GB.UTF-8"}, false},
		{map[string]string{"LANG": "de_DE.utf8"}, false},
		{map[string]string{"LANG": "en_GB.ISO-8859-1"}, true},
		{map[string]string{"LC_ALL": "C", "LANG": "en_GB.UTF-8"}, true},
		{map[string]string{"LC_CTYPE": "C.UTF-8", "LANG": "C"}, false},
		{map[string]string{"LANG": "C.UTF-8", "TERM": "linux"}, true}, // the Linux console: its fonts lack the suits
		{map[string]string{"LANG": "C.UTF-8", "TERM": "xterm-256color"}, false},
	} {
		opts, err := parseArgs([]string{"617"})
		if err != nil {
			t.Fatal(err)
		}
		getenv := func(name string) string { return tt.env[name] }
		if _, m := startingGame(opts, store, "2026-12-02", getenv); m.ASCII != tt.want {
			t.Errorf("%v: ASCII %v, want %v", tt.env, m.ASCII, tt.want)
		}
	}
}
