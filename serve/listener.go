package serve

import (
	"net"
	"sync"
)

// connections is a listener that knows every connection it accepted until
// the SSH server is done with it. charm.land/ssh's Shutdown waits on a
// WaitGroup its connection goroutines add to once their handshake is over:
// a Shutdown while a handshake is in flight races that Add (as upstream
// gliderlabs/ssh issue 117 says). So the server stops accepting, cuts the
// connections still open, and waits until each goroutine has let its
// connection go before it calls Shutdown: then none can add.
type connections struct {
	net.Listener
	mu      sync.Mutex
	open    map[*trackedConn]struct{}
	handled sync.WaitGroup // a count for each connection until the server closes it
}

func trackConnections(ln net.Listener) *connections {
	return &connections{Listener: ln, open: map[*trackedConn]struct{}{}}
}

// Accept counts each connection in before the SSH server sees it.
func (c *connections) Accept() (net.Conn, error) {
	conn, err := c.Listener.Accept()
	if err != nil {
		return nil, err
	}
	t := &trackedConn{Conn: conn, of: c}
	c.mu.Lock()
	c.open[t] = struct{}{}
	c.mu.Unlock()
	c.handled.Add(1)
	return t, nil
}

// cut closes every connection still open under the SSH server's goroutines:
// a handshake in flight fails, a session's connection ends. Their goroutines
// then close them (trackedConn.Close) as they return.
func (c *connections) cut() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for t := range c.open {
		_ = t.Conn.Close()
	}
}

// trackedConn is a connection the SSH server handles: its Close, which the
// server's connection goroutine calls last of all, counts it out.
type trackedConn struct {
	net.Conn
	of   *connections
	once sync.Once
}

func (t *trackedConn) Close() error {
	err := t.Conn.Close()
	t.once.Do(func() {
		t.of.mu.Lock()
		delete(t.of.open, t)
		t.of.mu.Unlock()
		t.of.handled.Done()
	})
	return err
}
