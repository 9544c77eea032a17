package main

import (
	"bytes"
	"errors"
	"net"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/freecell/freecell/serve"
	"github.com/freecell/freecell/state"
)

// TestServiceUnitRunsTheServer: docs/freecell.service's command line is one
// this freecell takes, and it serves.
func TestServiceUnitRunsTheServer(t *testing.T) {
	data, err := os.ReadFile("docs/freecell.service")
	if err != nil {
		t.Fatal(err)
	}
	var exec string
	for _, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, "ExecStart="); ok {
			exec = rest
		}
	}
	args := strings.Fields(exec)
	if len(args) < 2 || !strings.HasSuffix(args[0], "/freecell") {
		t.Fatalf("ExecStart is %q", exec)
	}
	opts, err := parseArgs(args[1:])
	if err != nil {
		t.Fatalf("%q: %v", exec, err)
	}
	if cmd, err := opts.command(false); err != nil || cmd != serveSSH || opts.serve != ":23234" {
		t.Errorf("%q: command %v, %v, address %q", exec, cmd, err, opts.serve)
	}
}

// TestServeOptions: --serve takes an address or none, and its limits; the
// limits alone, or with another command, are refused.
func TestServeOptions(t *testing.T) {
	for _, c := range []struct {
		args []string
		addr string
	}{
		{[]string{"--serve"}, "127.0.0.1:23234"},
		{[]string{"--serve", ":2222"}, ":2222"},
		{[]string{"--serve=0.0.0.0:22"}, "0.0.0.0:22"},
		{[]string{"--serve", "--idle", "5m"}, "127.0.0.1:23234"},
		{[]string{"--serve", "--idle", "5m", "127.0.0.1:2222"}, "127.0.0.1:2222"}, // the address after the limits
		{[]string{"127.0.0.1:2222", "--serve"}, "127.0.0.1:2222"},
		{[]string{"--serve", "--max-sessions", "5", ":2222"}, ":2222"},
	} {
		opts, err := parseArgs(c.args)
		if err != nil || opts.serve != c.addr {
			t.Errorf("%q: address %q, %v; want %q", c.args, opts.serve, err, c.addr)
		}
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--idle", "5m"}, "apply to --serve only"},
		{[]string{"--serve", "617"}, `--serve takes no game (each player chooses one); a port goes after a colon: --serve ":617" for every address, or --serve "127.0.0.1:617"`},
		{[]string{"--serve", "1-5"}, "--serve takes its limits alone, not a game"},
		{[]string{"--serve", "127.0.0.1:23995", "617"}, `--serve takes no game: each player chooses one (it listens on "127.0.0.1:23995")`}, // no port to suggest: one is given
		{[]string{"--serve", ":2222", "--freecells", "2"}, "--serve takes its limits alone, not --freecells (see freecell --help)"},
		{[]string{"--serve", "--fast"}, "--serve takes its limits alone, not --fast"},
		{[]string{"--serve", "127.0.0.1"}, `--serve's address needs a port: "127.0.0.1:23234", or :2222 for every address`},
		{[]string{"--serve", "localhost"}, `--serve's address needs a port: "localhost:23234"`},
		{[]string{"--serve", "a b"}, `--serve takes an address, a host and a port, as "127.0.0.1:23234": "a b" is not one`},
		{[]string{"--serve", "status"}, `--serve takes no command: it starts a server (SIGTERM stops it, SIGUSR1 has it log its status)`},
		{[]string{"--serve", "Stop"}, `--serve takes no command`},
		{[]string{"--serve", "--daily"}, "--serve takes its limits alone, not --daily"},
		{[]string{"--serve=nowhere"}, "--serve needs an address"},
		{[]string{"--serve", "127.0.0.1:2222", "extra"}, `--serve takes one address, not "127.0.0.1:2222" and "extra"`},
		{[]string{"--serve", "127.0.0.1:2222", "127.0.0.1:2223"}, `--serve takes one address, not "127.0.0.1:2222" and "127.0.0.1:2223"`},
		{[]string{"--serve", "127.0.0.1:23234", ":2223"}, `--serve takes one address, not "127.0.0.1:23234" and ":2223"`},
		{[]string{"--serve", "--idle", "5m", "127.0.0.1:2222", ":2223"}, `--serve takes one address, not "127.0.0.1:2222" and ":2223"`},
		{[]string{"--serve", "--idle", "5m", "127.0.0.1:99999"}, `--serve's port is a number from 1 to 65535, not "99999"`},
		{[]string{"--serve", "127.0.0.1:99999"}, `--serve's port is a number from 1 to 65535, not "99999"`},
		{[]string{"--serve", "1.2.3.4", "--print", "1"}, `--serve's address needs a port: "1.2.3.4:23234"`},
		{[]string{"--serve", "--solve", "617"}, "--serve takes its limits alone, not --solve"}, // 617 is --solve's game, not a port
		{[]string{"--print", "617", "--serve"}, "--serve takes its limits alone, not --print"},
		{[]string{"--serve", "--max-sessions", "0"}, "--max-sessions needs a count"},
		{[]string{"--serve", "127.0.0.1:2222", "--per-address", "200"}, "--per-address 200 is more than the 100 sessions at once in all: give --max-sessions 200 too, or fewer per address"},
		{[]string{"--serve", "--max-sessions", "5", "--per-address", "6"}, "--per-address 6 is more than the 5 sessions at once in all"},
		{[]string{"--serve", "--idle", "0s"}, "--idle needs a duration"},
	} {
		out, errOut, code := runCLI(t, tt.args...)
		if code != exitUsage || out != "" || !strings.Contains(errOut, tt.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%q: exit %d, %q %q; want exit 2 and %q", tt.args, code, out, errOut, tt.want)
		}
	}
}

// TestLimitsInForce: the limits line --serve starts with says the bounds and
// who plays, in words, unbounded ones as such.
func TestLimitsInForce(t *testing.T) {
	cfg := serve.Defaults()
	cfg.MaxSessions, cfg.PerAddress, cfg.AttemptsMin, cfg.Idle, cfg.Searches = 100, 10, 30, 30*time.Minute, 1
	if got, want := limitsInForce(cfg), "100 sessions at once, 10 from one address; 30 connection attempts a minute from one address; idle sessions closed after 30 minutes; 1 search at once in each lane; any key plays, and guests"; got != want {
		t.Errorf("defaults: %q\nwant %q", got, want)
	}
	cfg.MaxSessions, cfg.PerAddress, cfg.AttemptsMin, cfg.Idle, cfg.Searches, cfg.AllowList = serve.Unlimited, serve.Unlimited, serve.Unlimited, 90*time.Second, 3, "/etc/freecell/keys"
	if got, want := limitsInForce(cfg), "no bound on sessions; no bound on connection attempts; idle sessions closed after 90 seconds; 3 searches at once in each lane; only the keys in /etc/freecell/keys play"; got != want {
		t.Errorf("unbounded: %q\nwant %q", got, want)
	}
	cfg.MaxSessions, cfg.PerAddress = 1, 1
	if got, want := limitsInForce(cfg), "1 session at once, 1 from one address;"; !strings.HasPrefix(got, want) {
		t.Errorf("one session: %q\nwant it to start %q", got, want)
	}
}

// TestServeStartFailures: a server that cannot start says why in one line,
// in its own words, not Go's ("listen tcp ...: bind: ..."), and exits as the
// table says: an allow-list it cannot read 9, one it refuses 2, an address
// in use 1.
func TestServeStartFailures(t *testing.T) {
	dir := t.TempDir()
	garbage := filepath.Join(dir, "garbage")
	if err := os.WriteFile(garbage, []byte("not a key\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = taken.Close() }()
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--serve", "127.0.0.1:0", "--allow", filepath.Join(dir, "none")}, exitUnreadable,
			"freecell: cannot read the allow-list " + filepath.Join(dir, "none") + ": no such file or directory\n"},
		{[]string{"--serve", "127.0.0.1:0", "--allow", garbage}, exitUsage, "freecell: the allow-list " + garbage + ", line 1: not a public key\n"},
		{[]string{"--serve", taken.Addr().String()}, exitFailed,
			"freecell: cannot listen on " + taken.Addr().String() + ": the address is in use (another server is there: stop it, or give another port)\n"},
	} {
		out, errOut, code := runCLI(t, c.args...)
		if code != c.code || out != "" || errOut != c.want {
			t.Errorf("%q: exit %d, %q %q; want exit %d and %q", c.args, code, out, errOut, c.code, c.want)
		}
	}
	if state, err := state.DefaultDir(); err != nil {
		t.Fatal(err)
	} else if _, err := os.Stat(filepath.Join(state, "server", "host_ed25519")); err == nil { // a failed first start made a host key
		t.Errorf("a server that could not listen left its state in %s", state)
	}
	for _, c := range []struct {
		err  error
		code int
		want string
	}{
		{&net.OpError{Op: "listen", Net: "tcp", Err: &net.DNSError{Err: "no such host", Name: "nowhere.invalid", IsNotFound: true}}, exitUsage, "no such host"},
		{&net.OpError{Op: "listen", Net: "tcp", Err: os.NewSyscallError("bind", syscall.EADDRNOTAVAIL)}, exitUsage, "this machine has no such address"},
		{&net.OpError{Op: "listen", Net: "tcp", Err: os.NewSyscallError("bind", syscall.EACCES)}, exitFailed, "permission denied"},
		{&net.OpError{Op: "listen", Net: "tcp", Err: os.NewSyscallError("socket", errors.New("no sockets left"))}, exitFailed, "no sockets left"},
	} {
		if why, code := listenWords(c.err); code != c.code || !strings.HasPrefix(why, c.want) || strings.Contains(why, "listen tcp") {
			t.Errorf("%v: %q, exit %d; want %q, exit %d", c.err, why, code, c.want, c.code)
		}
	}
}

// TestServeBadHostBeforeTheFolder: a name that is no host is a bad argument
// (exit 2) even while another server holds the state folder, which was said
// first (exit 1) as if the host were fine.
func TestServeBadHostBeforeTheFolder(t *testing.T) {
	var out, errOut bytes.Buffer
	e := testEnv(t, &out, &errOut)
	dir, err := state.DefaultDir()
	if err != nil {
		t.Fatal(err)
	}
	cfg := serve.Defaults()
	cfg.Addr, cfg.Dir = "127.0.0.1:0", filepath.Join(dir, "server")
	held, err := serve.New(cfg) // the folder's lock, as a running server holds it
	if err != nil {
		t.Fatal(err)
	}
	defer held.Close()
	if code := run([]string{"--serve", "bad!host:24103"}, e); code != exitUsage || !strings.Contains(errOut.String(), "no such host") {
		t.Errorf("a bad host while the folder is held: exit %d, %q; want exit %d and no such host", code, errOut.String(), exitUsage)
	}
	errOut.Reset()
	if code := run([]string{"--serve", "127.0.0.1:0"}, e); code != exitFailed || !strings.Contains(errOut.String(), "is using the folder") {
		t.Errorf("a good address while the folder is held: exit %d, %q", code, errOut.String())
	}
}

// TestStopWords: the server's last line says how it stopped, as a warning
// where sessions were cut or moves could not be saved.
func TestStopWords(t *testing.T) {
	for _, c := range []struct {
		unfinished, unsaved int
		warn                bool
		want                string
	}{
		{0, 0, false, "every session was closed, every game of a player with a key saved"},
		{1, 0, true, "1 session did not end in time and was cut: a move being made then may be lost"},
		{2, 1, true, "2 sessions did not end in time and were cut"},
		{0, 1, true, "every session was closed; in 1 session, moves could not be saved (the lines above say whose)"},
	} {
		if warn, how := stopWords(c.unfinished, c.unsaved); warn != c.warn || !strings.HasPrefix(how, c.want) {
			t.Errorf("%d cut, %d unsaved: %v %q; want %v %q", c.unfinished, c.unsaved, warn, how, c.warn, c.want)
		}
	}
}
