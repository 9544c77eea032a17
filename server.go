package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/freecell/freecell/serve"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/terminal"
	"github.com/freecell/freecell/words"
)

// serverMemoryLimit is the Go runtime's soft memory limit for a server of
// at most sessions at once: a base, and sessionBytes for each (a viewer with
// its frames at the largest size, 200 by 60, holds about 3 MB); a player's
// long search raises it by its own bound while it runs (model's solve), and
// the coach's are a few thousand positions. At 1.5 GiB, as before, the
// collector let a server under siege reach 1.1 GB for 80 MiB of live heap;
// at this, 407 MiB (scripts/loadtest -siege). An unbounded count of
// sessions gets the old 1.5 GiB.
func serverMemoryLimit(sessions int) int64 {
	if sessions <= 0 {
		return 1536 << 20
	}
	return serverBaseBytes + int64(sessions)*sessionBytes
}

const (
	serverBaseBytes = 96 << 20
	sessionBytes    = 3 << 20
)

// runServer is --serve: freecell over SSH until SIGTERM or Ctrl+C, which
// closes every session cleanly (players told, games saved).
func runServer(opts options, e env) int {
	dir, err := state.DefaultDir()
	if err != nil {
		fmt.Fprintf(e.stderr, "freecell: no folder to keep the server's state in: %v\n", err)
		return exitFailed
	}
	cfg := serve.Defaults()
	cfg.Addr, cfg.Dir, cfg.AllowList, cfg.Log = opts.serve, filepath.Join(dir, "server"), opts.allow, e.stderr
	l := opts.limits
	cfg.MaxSessions = pick(l.sessions, cfg.MaxSessions)
	cfg.PerAddress = pick(l.perAddress, cfg.PerAddress)
	cfg.AttemptsMin = pick(l.attempts, cfg.AttemptsMin)
	cfg.Searches = pick(l.searches, cfg.Searches)
	// Connections in any state, past the sessions: room for logins on their way in.
	cfg.Connections, cfg.ConnectionsPerAddress = 2*cfg.MaxSessions, 2*cfg.PerAddress
	if l.idle > 0 {
		cfg.Idle = l.idle
	}
	if _, err := net.ResolveTCPAddr("tcp", cfg.Addr); err != nil { // a bad argument first: "no such host" was "another server is using the folder" while one ran
		why, code := listenWords(err)
		fmt.Fprintf(e.stderr, "freecell: cannot listen on %s: %s\n", cfg.Addr, why)
		return code
	}
	ln, err := net.Listen("tcp", cfg.Addr) // before the state is made: a busy port left a host key and a board behind
	if err != nil {
		why, code := listenWords(err)
		fmt.Fprintf(e.stderr, "freecell: cannot listen on %s: %s\n", cfg.Addr, why)
		return code
	}
	srv, err := serve.New(cfg)
	if err != nil {
		_ = ln.Close()
		fmt.Fprintf(e.stderr, "freecell: %v\n", err)
		var allow *serve.AllowListError
		switch {
		case errors.As(err, &allow) && allow.Unreadable:
			return exitUnreadable
		case errors.As(err, &allow):
			return exitUsage
		}
		return exitFailed
	}
	debug.SetMemoryLimit(serverMemoryLimit(cfg.MaxSessions))
	if os.Getenv("GOMAXPROCS") == "" {
		runtime.GOMAXPROCS(serve.Threads(cfg.Searches))
	}
	ctx, stop := signal.NotifyContext(context.Background(), terminal.StopSignals...)
	defer stop()
	logStatusOnSignal(ctx, srv)
	srv.Note(false, "serving", "addr", ln.Addr().String(), "state", cfg.Dir, "host_key", srv.Fingerprint(),
		"connect", fmt.Sprintf("ssh -t -p %s %s", portOf(ln.Addr()), hostOf(ln.Addr())))
	srv.Note(false, "limits", "in_force", limitsInForce(cfg))
	if expired, all := srv.ExpiredKeys(time.Now()); len(expired) > 0 {
		srv.Note(true, "allow-list keys expired", "file", cfg.AllowList, "expired", fmt.Sprintf("%d of %d", len(expired), all),
			"lines", linesWords(expired))
	}
	if err := srv.Serve(ctx, ln); err != nil {
		fmt.Fprintf(e.stderr, "freecell: the server failed: %v\n", err)
		return exitFailed
	}
	warn, how := stopWords(srv.Unfinished(), srv.Unsaved())
	srv.Note(warn, "stopped", "how", how)
	return exitOK
}

// stopWords say how the server stopped, for its last line, with unfinished
// sessions cut as they did not end in time and unsaved ones whose moves
// could not be saved; warn where either is.
func stopWords(unfinished, unsaved int) (warn bool, how string) {
	switch {
	case unfinished > 0:
		return true, fmt.Sprintf("%s did not end in time and %s cut: a move being made then may be lost",
			words.Plural(unfinished, "session"), map[bool]string{true: "was", false: "were"}[unfinished == 1])
	case unsaved > 0:
		return true, fmt.Sprintf("every session was closed; in %s, moves could not be saved (the lines above say whose)", words.Plural(unsaved, "session"))
	}
	return false, "every session was closed, every game of a player with a key saved"
}

// listenWords says why the server could not listen, without the Go
// wording ("listen tcp 127.0.0.1:22: bind: ..."), and the exit code: a
// name that is no host is a bad argument, anything else a failure.
func listenWords(err error) (string, int) {
	var dnsErr *net.DNSError
	switch {
	case errors.As(err, &dnsErr) && dnsErr.IsNotFound:
		return "no such host: give an address, or a name this machine resolves", exitUsage
	case errors.As(err, &dnsErr):
		return "the name could not be looked up (" + dnsErr.Err + "): give an address", exitFailed
	case errors.Is(err, syscall.EADDRINUSE):
		return "the address is in use (another server is there: stop it, or give another port)", exitFailed
	case errors.Is(err, syscall.EADDRNOTAVAIL):
		return "this machine has no such address", exitUsage
	case errors.Is(err, fs.ErrPermission):
		return "permission denied (a port below 1024 needs the right to bind it: give one above)", exitFailed
	}
	var opErr *net.OpError
	if errors.As(err, &opErr) {
		err = opErr.Err
	}
	var sysErr *os.SyscallError
	if errors.As(err, &sysErr) {
		err = sysErr.Err
	}
	return err.Error(), exitFailed
}

// limitsInForce says who may play and the bounds the server keeps, for
// the operator to see as it starts: "100 sessions at once, 10 from
// one address; 30 connection attempts a minute from one address; idle
// sessions closed after 30 minutes; 1 search at once in each lane; any key
// plays, and guests".
func limitsInForce(cfg serve.Config) string {
	sessions := "no bound on sessions"
	if cfg.MaxSessions > 0 {
		sessions = words.Plural(cfg.MaxSessions, "session") + " at once"
	}
	if cfg.PerAddress > 0 {
		sessions += ", " + words.Number(int64(cfg.PerAddress)) + " from one address"
	}
	attempts := "no bound on connection attempts"
	if cfg.AttemptsMin > 0 {
		attempts = words.Plural(cfg.AttemptsMin, "connection attempt") + " a minute from one address"
	}
	idle := "idle sessions never closed"
	switch {
	case cfg.Idle >= time.Minute && cfg.Idle%time.Minute == 0:
		idle = "idle sessions closed after " + words.Plural(int(cfg.Idle/time.Minute), "minute")
	case cfg.Idle > 0:
		idle = "idle sessions closed after " + words.Plural(int((cfg.Idle+time.Second-1)/time.Second), "second")
	}
	who := "any key plays, and guests"
	if cfg.AllowList != "" {
		who = "only the keys in " + cfg.AllowList + " play"
	}
	return fmt.Sprintf("%s; %s; %s; %s at once in each lane; %s", sessions, attempts, idle, words.Plural(max(cfg.Searches, 1), "search"), who)
}

func pick(given, otherwise int) int {
	if given > 0 {
		return given
	}
	return otherwise
}

func portOf(a net.Addr) string {
	_, port, _ := net.SplitHostPort(a.String())
	return port
}

func hostOf(a net.Addr) string {
	host, _, _ := net.SplitHostPort(a.String())
	if host == "" || host == "::" || host == "0.0.0.0" {
		return "HOST"
	}
	return host
}

// linesWords are a file's line numbers as a log's value: "4,9".
func linesWords(lines []int) string {
	said := make([]string, len(lines))
	for i, n := range lines {
		said[i] = strconv.Itoa(n)
	}
	return strings.Join(said, ",")
}
