package serve

import (
	"io"
	"net"
	"sync"
	"sync/atomic"
	"time"
)

// connections is a listener that knows every connection it accepted until
// the SSH server is done with it. It bounds them: at most cfg.Connections
// open at once, cfg.ConnectionsPerAddress from one address (logged in or
// not, with a session or not: an idle TCP connection and an `ssh -N` login
// count alike), and one with no session open for cfg.SessionWait (none yet
// since it opened, or none since its last ended) is closed. And it lets the server stop cleanly: charm.land/ssh's Shutdown
// waits on a WaitGroup its connection goroutines add to once their handshake
// is over, so a Shutdown while a handshake is in flight races that Add (as
// upstream gliderlabs/ssh issue 117 says). The server stops accepting, cuts
// the connections still open, and waits until each goroutine has let its
// connection go before it calls Shutdown: then none can add. A goroutine
// lets it go as it returns (released), not at the connection's first close:
// the library's own reader closes a cut connection as soon as a handshake
// ends, before its goroutine adds (a race seen once in twenty runs).
type connections struct {
	net.Listener
	cfg     Config
	mu      sync.Mutex
	open    map[string]*trackedConn // by remote address, port and all
	byHost  map[string]int
	handled sync.WaitGroup // a count for each connection until its goroutine in the SSH server returns (released)
	refused atomic.Int64   // connections closed at once, past the bounds
}

func trackConnections(cfg Config) *connections {
	return &connections{cfg: cfg, open: map[string]*trackedConn{}, byHost: map[string]int{}}
}

// Accept hands the SSH server the next connection within the bounds,
// counted in; one past them is closed at once.
func (c *connections) Accept() (net.Conn, error) {
	for {
		conn, err := c.Listener.Accept()
		if err != nil {
			return nil, err
		}
		if t := c.admit(conn); t != nil {
			return t, nil
		}
		c.refused.Add(1)
		_ = conn.Close()
	}
}

// admit counts conn in, or says no (nil) past the bounds.
func (c *connections) admit(conn net.Conn) *trackedConn {
	host := hostOf(conn.RemoteAddr())
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.cfg.Connections > 0 && len(c.open) >= c.cfg.Connections ||
		c.cfg.ConnectionsPerAddress > 0 && c.byHost[host] >= c.cfg.ConnectionsPerAddress {
		return nil
	}
	t := &trackedConn{Conn: conn, of: c, host: host, in: conn}
	if c.cfg.ReadRate > 0 {
		t.in = newPacedAt(conn, nil, float64(c.cfg.ReadRate), float64(c.cfg.ReadRate)/4)
	}
	c.open[conn.RemoteAddr().String()] = t
	c.byHost[host]++
	c.handled.Add(1)
	if c.cfg.SessionWait > 0 {
		t.wait = time.AfterFunc(c.cfg.SessionWait, func() {
			if t.sessions.Load() == 0 {
				_ = t.Conn.Close() // its goroutine then lets it go
			}
		})
	}
	return t
}

// sessionOn counts a session opened on the connection from remote; ended
// counts it out as it ends, and with none left open the connection has
// cfg.SessionWait to open another. A connection that had run one session
// (a command refused) was never closed: with twice --max-sessions of them
// from ten addresses, nobody else got in.
func (c *connections) sessionOn(remote net.Addr) (ended func()) {
	if remote == nil {
		return func() {}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	t := c.open[remote.String()]
	if t == nil {
		return func() {}
	}
	t.sessions.Add(1)
	return func() {
		if t.sessions.Add(-1) == 0 && t.wait != nil {
			t.wait.Reset(c.cfg.SessionWait)
		}
	}
}

// cut closes every connection still open under the SSH server's goroutines:
// a handshake in flight fails, a session's connection ends. Their goroutines
// then return, each released.
func (c *connections) cut() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, t := range c.open {
		_ = t.Conn.Close()
	}
}

// released counts out a connection whose goroutine in the SSH server has
// returned: the server's ConnectionCloseCallback, or its ConnCallback where
// that refused the connection. Each accepted connection is released once.
func (c *connections) released() { c.handled.Done() }

// trackedConn is a connection the SSH server handles: its first Close
// takes it out of the bounds' counts (released counts it out). It is
// read through in, paced at cfg.ReadRate: the SSH library keeps each packet
// a client sends as it comes, up to a channel's window of 2 MiB of data,
// and a client sending a byte a packet made each byte of the window cost the
// server some 48 (a packet and a list element): 10 attackers took 185 MiB
// in 10 s. Paced, a client sends no faster than a session's input is read
// (rawRate), so a session's window stays all but empty, and what no session
// reads (stderr, a channel's data before its shell) is bounded apart
// (channelInput).
type trackedConn struct {
	net.Conn
	in       io.Reader
	of       *connections
	host     string
	wait     *time.Timer  // closes it when no session has been open for cfg.SessionWait
	sessions atomic.Int32 // its sessions open
	once     sync.Once
}

func (t *trackedConn) Read(b []byte) (int, error) { return t.in.Read(b) }

func (t *trackedConn) Close() error {
	err := t.Conn.Close()
	t.once.Do(func() {
		if t.wait != nil {
			t.wait.Stop()
		}
		c := t.of
		c.mu.Lock()
		delete(c.open, t.RemoteAddr().String())
		if c.byHost[t.host]--; c.byHost[t.host] <= 0 {
			delete(c.byHost, t.host)
		}
		c.mu.Unlock()
	})
	return err
}
