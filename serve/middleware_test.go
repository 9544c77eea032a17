package serve

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"charm.land/ssh"
	"testing"

	gossh "golang.org/x/crypto/ssh"
)

// TestTheWayIn: each session goes through the server's middleware in
// order: the bounds on sessions hold for commands too, a command other
// than delete-my-data is refused, and play needs a terminal; each is told
// why, with the exit status docs/server.md gives.
func TestTheWayIn(t *testing.T) {
	srv, addr, _, _ := startServer(t, func(c *Config) { c.PerAddress = 1 })
	run := func(command string, pty bool) (string, int) {
		t.Helper()
		c, err := dial(addr, asGuest)
		if err != nil {
			t.Fatal(err)
		}
		defer func() { _ = c.Close() }()
		sess, err := c.NewSession()
		if err != nil {
			t.Fatal(err)
		}
		if pty {
			if err := sess.RequestPty("xterm", 24, 80, gossh.TerminalModes{}); err != nil {
				t.Fatal(err)
			}
		}
		var out []byte
		if command == "" {
			sess.Stdin = strings.NewReader("")
			var b strings.Builder
			sess.Stdout, sess.Stderr = &b, &b
			if err = sess.Shell(); err == nil {
				err = sess.Wait()
			}
			out = []byte(b.String())
		} else {
			out, err = sess.CombinedOutput(command)
		}
		var exit *gossh.ExitError
		if errors.As(err, &exit) {
			return string(out), exit.ExitStatus()
		}
		return string(out), 0
	}
	for _, tc := range []struct {
		name, command string
		pty           bool
		says          string
		status        int
	}{
		{"a shell without a terminal", "", false, "the viewer needs a terminal: connect with ssh -t from one (ssh -tt where input is piped), or give the command accessible", 2},
		{"a command the server does not know", "ls -la", true, `"ls -la" is not a command of this server: without one it plays (ssh -t, then g goes to a deal); its commands are ascii, accessible, delete-my-data and help`, 2},
		{"help", "help", false, "freecell over SSH: ssh -t to play (g goes to a deal, D today's daily, ? every key); commands: ascii", 0},
		{"HELP, in capitals", "HELP", false, "freecell over SSH: ssh -t to play", 0},
		{"a deal number", "617", true, `"617" is not a command of this server: without one it plays (ssh -t, then g goes to a deal)`, 2},
		{"a long command with control characters", "\x1b[2J" + strings.Repeat("x", 100), true, strconv.Quote("\x1b[2J"+strings.Repeat("x", 36)) + "… is not a command", 2},
		{"a guest's delete-my-data", "delete-my-data", false, "a guest has no data here", 2},
	} {
		slotsBack(t, srv, 5*time.Second, "before "+tc.name) // the session before ended as its client heard, and lets go of its slot just after
		out, status := run(tc.command, tc.pty)
		if !strings.Contains(out, tc.says) || status != tc.status {
			t.Errorf("%s: exit %d, %q; want exit %d and %q", tc.name, status, out, tc.status, tc.says)
		}
		if end := map[bool]string{true: "\r\n", false: "\n"}[tc.pty]; !strings.HasSuffix(out, end) || !tc.pty && strings.Contains(out, "\r") {
			t.Errorf("%s: %q does not end its line as a terminal does (pty %v)", tc.name, out, tc.pty) // \r\n without one left a script a stray \r
		}
	}

	slotsBack(t, srv, 5*time.Second, "after the commands")
	player := login(t, addr, asGuest) // the address's one session
	player.screen.waitFor(t, "FreeCell")
	if out, status := run("delete-my-data", false); !strings.Contains(out, "this server takes at most 1 session at once from one address") || status != 1 {
		t.Errorf("a command past the bound on sessions: exit %d, %q", status, out)
	}
	if st := srv.Status(); st.RefusedCommands != 4 || st.RefusedAddress != 1 || st.RefusedFull != 0 {
		t.Errorf("refusals counted: %d commands and %d past an address's bound, %d full; want 4, 1, 0", st.RefusedCommands, st.RefusedAddress, st.RefusedFull)
	}
}

// TestAPanicEndsOneSession: a session whose game panics ends, its slot is
// given back and the panic logged, and the server goes on serving.
func TestAPanicEndsOneSession(t *testing.T) {
	var logged screen
	var sessions atomic.Int32
	srv, addr, _, stop := startServerPlaying(t, func(c *Config) { c.PerAddress, c.Log = 1, &logged }, func(sess ssh.Session, _ player) int {
		if sessions.Add(1) == 1 {
			panic("a session that breaks")
		}
		say(sess, "still serving")
		return 0
	})
	for range 2 {
		c, err := dial(addr, asGuest)
		if err != nil {
			t.Fatal(err)
		}
		s := newSession(t, c)
		var out screen
		s.Stdout, s.Stderr = &out, &out
		if err := s.Shell(); err != nil {
			t.Fatal(err)
		}
		_ = s.Wait()
		_ = c.Close()
		if sessions.Load() == 2 && !out.has("still serving") {
			t.Errorf("the session after a panic: %q", out.String())
		}
	}
	stop()
	if !logged.has("a session that breaks") {
		t.Errorf("the panic was not logged:\n%s", logged.String())
	}
	if n := srv.Unfinished(); n != 0 {
		t.Errorf("the stop counted %d sessions unfinished: the panicked one was never counted out", n)
	}
}

// TestAStuckSessionIsCountedCut: a session that will not end when the
// server stops is cut and counted, so the stop says what was true.
func TestAStuckSessionIsCountedCut(t *testing.T) {
	was := stopWait
	stopWait = 200 * time.Millisecond
	defer func() { stopWait = was }()
	release, started := make(chan struct{}), make(chan struct{})
	defer close(release)
	srv, addr, _, stop := startServerPlaying(t, nil, func(ssh.Session, player) int {
		close(started)
		<-release // deaf to the stop, as a session whose frame write waits on its client
		return 0
	})
	c, err := dial(addr, asGuest)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = c.Close() }()
	if err := newSession(t, c).Shell(); err != nil {
		t.Fatal(err)
	}
	select {
	case <-started:
	case <-time.After(10 * time.Second):
		t.Fatal("the session never started")
	}
	stop()
	if n := srv.Unfinished(); n != 1 {
		t.Errorf("%d sessions counted cut, want the 1 that could not end", n)
	}
}

// newSession is a session on c with a terminal, or the test's end.
func newSession(t *testing.T, c *gossh.Client) *gossh.Session {
	t.Helper()
	return newTermSession(t, c, "xterm", 24, 80)
}

// newTermSession is a session of c on a terminal of its own type and size.
func newTermSession(t *testing.T, c *gossh.Client, term string, rows, columns int) *gossh.Session {
	t.Helper()
	s, err := c.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	if err := s.RequestPty(term, rows, columns, gossh.TerminalModes{}); err != nil {
		t.Fatal(err)
	}
	return s
}

// TestServerFull: past --max-sessions in all, the next player is told the
// server is full, and gets in once a place is free.
func TestServerFull(t *testing.T) {
	srv, addr, _, _ := startServer(t, func(c *Config) { c.MaxSessions, c.PerAddress = 1, 5 })
	c, err := dial(addr, asGuest)
	if err != nil {
		t.Fatal(err)
	}
	first := open(t, c)
	first.screen.waitFor(t, "FreeCell #1")
	nc, err := dial(addr, asGuest)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = nc.Close() }()
	next := open(t, nc)
	next.screen.waitFor(t, "the server is full (1 session at once): try again later")
	next.wait(t)
	if full := srv.Status().RefusedFull; full != 1 {
		t.Errorf("%d sessions counted refused as the server was full, want 1", full)
	}
	_ = c.Close()
	slotsBack(t, srv, 5*time.Second, "after the first player left")
	again := login(t, addr, asGuest)
	again.screen.waitFor(t, "FreeCell #1")
}

// TestASCIICommand: ssh -t HOST ascii plays with the board in plain
// characters, as --ascii draws it (suits as letters, no box lines), for a
// terminal or font without the suits' signs; a plain session keeps them.
// The log's line of its joining names the mode.
func TestASCIICommand(t *testing.T) {
	var logged screen
	_, addr, _, _ := startServer(t, func(c *Config) { c.Log = &logged })
	for i, tc := range []struct {
		command   string
		has, lack string
	}{
		{"ascii", "+--", "♠"},
		{"", "♠", "+--"},
	} {
		c, err := dial(addr, asGuest)
		if err != nil {
			t.Fatal(err)
		}
		sess := newTermSession(t, c, "xterm-256color", 30, 100)
		var out screen
		sess.Stdout, sess.Stderr = &out, &out
		keys, _ := sess.StdinPipe()
		if tc.command == "" {
			err = sess.Shell()
		} else {
			err = sess.Start(tc.command)
		}
		if err != nil {
			t.Fatal(err)
		}
		out.waitFor(t, "FreeCell #1")
		out.waitFor(t, tc.has)
		if out.has(tc.lack) {
			t.Errorf("%q: the board has %q:\n%s", tc.command, tc.lack, out.String())
		}
		_, _ = keys.Write([]byte("q"))
		_ = sess.Wait()
		_ = c.Close()
		var joined []string // the log's lines of sessions joining, this one's last
		for deadline := time.Now().Add(10 * time.Second); len(joined) <= i && time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
			joined = slices.DeleteFunc(strings.Split(logged.String(), "\n"), func(l string) bool { return !strings.Contains(l, "msg=joined") })
		}
		if len(joined) <= i || strings.Contains(joined[i], "mode=ascii") != (tc.command == "ascii") {
			t.Errorf("%q: the log's joined lines:\n%s", tc.command, strings.Join(joined, "\n"))
		}
	}
}

// TestDumbTerminalPlaysInLines: a session with no command on a terminal
// that moves no cursor (TERM=dumb), or with ACCESSIBLE set, plays in the
// accessible mode's plain lines, as a local run does (it drew the board in
// escape codes); an xterm plays the board. A guest who quits the lines is
// told once that their games are not kept, and bid goodbye once.
func TestDumbTerminalPlaysInLines(t *testing.T) {
	_, addr, _, _ := startServer(t, nil)
	for _, tc := range []struct {
		term, env string
		lines     bool
	}{{"dumb", "", true}, {"xterm", "ACCESSIBLE=1", true}, {"xterm", "", false}} {
		c, err := dial(addr, asGuest)
		if err != nil {
			t.Fatal(err)
		}
		sess := newTermSession(t, c, tc.term, 24, 80)
		if k, v, ok := strings.Cut(tc.env, "="); ok {
			_ = sess.Setenv(k, v)
		}
		var out screen
		sess.Stdout, sess.Stderr = &out, &out
		stdin, _ := sess.StdinPipe()
		if err := sess.Shell(); err != nil {
			t.Fatal(err)
		}
		if tc.lines {
			out.waitFor(t, "FreeCell, accessible mode")
			_, _ = stdin.Write([]byte("quit\r"))
		} else {
			out.waitFor(t, "FreeCell #1")
			_, _ = stdin.Write([]byte("q"))
		}
		_ = sess.Wait()
		_ = c.Close()
		said := strings.ToLower(out.String())
		if n := strings.Count(said, "goodbye"); tc.lines && (n != 1 || !strings.Contains(said, "a guest's games are not kept")) {
			t.Errorf("a guest quitting the lines was bid goodbye %d times, or not told their games are not kept:\n%s", n, out.String())
		}
	}
}
