package serve

import (
	"io"
	"runtime"
	"time"
)

// Config is how a server runs; Defaults gives the values the README states.
type Config struct {
	Addr        string        // host:port to listen on
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
	Searches                           int           // the searches the players start that run at once, in all; the others wait their turn
	MaxWidth                           int           // frames are drawn no wider than this
	MaxHeight                          int           // nor taller
	Log                                io.Writer     // a line a session, and the server's own news
	ProveDaily                         bool          // prove each day's daily's fewest moves, for the share line and the board
}

// DefaultAddr is where --serve listens unless told: this machine only.
const DefaultAddr = "127.0.0.1:23234"

// DefaultSearches is the searches at once a server runs unless told: one
// fewer than the cores, so that one stays free to answer keys, at least one.
// With the solver's rule that one search at a time grows past a small share
// of memory, they hold about 1 GiB at most together.
func DefaultSearches() int { return max(runtime.NumCPU()-1, 1) }

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
		Searches:    DefaultSearches(),
		MaxWidth:    300,
		MaxHeight:   100,
		ProveDaily:  true,
	}
}
