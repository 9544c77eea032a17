package serve

import (
	"errors"
	"fmt"
	"io"
	"runtime"
	"time"
)

// Config is how a server runs; Defaults gives the values the README states.
// Its zero value is safe: a bound left zero takes its default (New fills
// them in), and only Unlimited, given outright, lifts one.
type Config struct {
	Addr        string        // host:port the command line listens on (Serve takes the listener it is given)
	Dir         string        // the server's state folder: host key, players, board
	AllowList   string        // an authorized_keys file: only its keys log in, and no guests ("": any key, and guests)
	MaxSessions int           // sessions at once, in all
	PerAddress  int           // sessions at once from one address
	AttemptsMin int           // connection attempts a minute from one address
	Idle        time.Duration // a session with no key for this long is closed (its game saved)
	// Connections and ConnectionsPerAddress bound the connections open at
	// once, logged in or not, with a session or not: past them a connection
	// is closed before a word of SSH.
	Connections, ConnectionsPerAddress int
	Handshake                          time.Duration // a connection must have logged in within this
	SessionWait                        time.Duration // a connection with no session this long after it opened is closed
	WriteWait                          time.Duration // a frame the client has not taken in this long closes its connection
	ReadRate                           int           // bytes a second read from a connection, after a quarter second's worth at once (see paced connections)
	Searches                           int           // the searches players start that run at once, in each of two lanes (long ones, the coach's); the others wait their turn
	MaxWidth                           int           // frames are drawn no wider than this
	MaxHeight                          int           // nor taller
	Log                                io.Writer     // a line a session, and the server's own news
	ProveDaily                         bool          // prove each day's daily's fewest moves, for the share line and the board
}

// Unlimited is the value that lifts a bound (zero takes the default).
const Unlimited = -1

// DefaultAddr is where --serve listens unless told: this machine only.
const DefaultAddr = "127.0.0.1:23234"

// DefaultSearches is the searches at once a server runs unless told: one
// fewer than the cores, so that one stays free to answer keys, at least one.
// With the solver's rule that one search at a time grows past a small share
// of memory, they hold about 1 GiB at most together.
func DefaultSearches() int { return max(runtime.NumCPU()-1, 1) }

// Threads is how many Go threads (GOMAXPROCS) a server of searches in
// each lane runs: one a core for its sessions, and one for each search
// that may run at once, whose threads run at the lowest priority (a search
// holds its thread while it runs, and would otherwise leave sessions'
// frames waiting for the Go scheduler's 10 ms turns).
func Threads(searches int) int { return runtime.NumCPU() + 2*max(searches, 1) }

// Defaults are the limits a server has unless told otherwise.
func Defaults() Config {
	return Config{
		Addr:        DefaultAddr,
		MaxSessions: 100,
		PerAddress:  10,
		AttemptsMin: 30,
		Idle:        30 * time.Minute,
		Connections: 200, ConnectionsPerAddress: 20,
		Handshake:   20 * time.Second,
		SessionWait: time.Minute,
		WriteWait:   30 * time.Second,
		ReadRate:    256 << 10,
		Searches:    DefaultSearches(),
		MaxWidth:    200,
		MaxHeight:   60,
		ProveDaily:  true,
	}
}

// Validate says what is wrong with c, if anything: a folder to keep the
// server's state in is needed, and a bound is positive, zero (its default)
// or Unlimited.
func (c Config) Validate() error {
	if c.Dir == "" {
		return errors.New("no folder to keep the server's state in")
	}
	for name, v := range map[string]int64{"sessions": int64(c.MaxSessions), "per-address": int64(c.PerAddress),
		"attempts": int64(c.AttemptsMin), "idle": int64(c.Idle), "connections": int64(c.Connections),
		"connections per address": int64(c.ConnectionsPerAddress), "handshake": int64(c.Handshake),
		"session wait": int64(c.SessionWait), "write wait": int64(c.WriteWait), "searches": int64(c.Searches),
		"read rate": int64(c.ReadRate), "width": int64(c.MaxWidth), "height": int64(c.MaxHeight)} {
		if v < Unlimited {
			return fmt.Errorf("the server's %s bound is %d: give a positive one, 0 for its default, or Unlimited", name, v)
		}
	}
	if c.Searches == Unlimited || c.MaxWidth == Unlimited || c.MaxHeight == Unlimited {
		return errors.New("searches and the frame's size cannot be unlimited")
	}
	return nil
}

// withDefaults is c with each bound left zero given its default, and each
// Unlimited one lifted (0, as the server reads it).
func (c Config) withDefaults() Config {
	d := Defaults()
	ints := []struct{ v, def *int }{{&c.MaxSessions, &d.MaxSessions}, {&c.PerAddress, &d.PerAddress},
		{&c.AttemptsMin, &d.AttemptsMin}, {&c.Connections, &d.Connections},
		{&c.ConnectionsPerAddress, &d.ConnectionsPerAddress}, {&c.Searches, &d.Searches}, {&c.ReadRate, &d.ReadRate},
		{&c.MaxWidth, &d.MaxWidth}, {&c.MaxHeight, &d.MaxHeight}}
	for _, f := range ints {
		switch *f.v {
		case 0:
			*f.v = *f.def
		case Unlimited:
			*f.v = 0
		}
	}
	durations := []struct{ v, def *time.Duration }{{&c.Idle, &d.Idle}, {&c.Handshake, &d.Handshake},
		{&c.SessionWait, &d.SessionWait}, {&c.WriteWait, &d.WriteWait}}
	for _, f := range durations {
		*f.v = durationOr(*f.v, *f.def)
	}
	return c
}

// durationOr is a bound of time as the server reads it: def for zero, none
// (0) for Unlimited.
func durationOr(v, def time.Duration) time.Duration {
	if v == Unlimited {
		return 0
	}
	if v == 0 {
		return def
	}
	return v
}
