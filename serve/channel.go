package serve

import (
	"sync"
	"sync/atomic"

	"charm.land/ssh"
	gossh "golang.org/x/crypto/ssh"
)

// A session channel's requests reach charm.land/ssh's session handler through
// a guard of ours, which reads the connection whatever that handler is doing:
// its loop hands a window change to the session and waits until the session
// takes it, and while it waits nothing of the connection is read (a burst of
// window changes froze a session for good, its slot held). The guard keeps
// the latest window change alone, and hands it on only once a shell (or a
// command) has gone on, so that no size waits for a session that never
// started (a goroutine stayed behind for each connection that resized twice
// before its shell); it refuses agent and X11 forwarding, which nothing here
// uses, bounds the environment a client may set and its pty request (the
// TERM the log names), and queues only a few other
// requests while the handler is busy, refusing the rest; a client refused
// past maxRefused times, or refused maxRefusedBytes of requests, is flooding
// (every byte of it must still be read and decrypted), and its connection
// is closed; so is one whose channels were rejected past maxRefused times.
const (
	maxEnv          = 64       // env requests taken a session
	maxEnvBytes     = 32 << 10 // their bytes in all
	maxPtyBytes     = 1 << 10  // a pty request's: its TERM and modes (OpenSSH's are some 300 bytes)
	maxQueued       = 16       // requests queued while the handler is busy
	maxSessionsPer  = 10       // session channels open at once on a connection (OpenSSH's MaxSessions)
	maxRefused      = 256      // requests refused a session, or channels a connection, before the connection is closed
	maxRefusedBytes = 1 << 20  // bytes of requests refused a session before its connection is closed
)

// channels counts, on each connection, the session channels open and the
// channels rejected.
type channels struct {
	mu     sync.Mutex
	byConn map[*gossh.ServerConn]*connChannels
	// cut counts the connections closed for flooding: channels or a
	// session's requests refused past their bounds, or typeahead past
	// typeaheadMost (a client cut so was logged as any that left).
	cut atomic.Int64
}

// cutFlooding closes conn, a client flooding, and counts it.
func (c *channels) cutFlooding(conn *gossh.ServerConn) {
	c.cut.Add(1)
	_ = conn.Close()
}

type connChannels struct{ open, rejected int }

// of is conn's counts, made on its first channel; c.mu is held.
func (c *channels) of(conn *gossh.ServerConn) *connChannels {
	if c.byConn == nil {
		c.byConn = map[*gossh.ServerConn]*connChannels{}
	}
	n := c.byConn[conn]
	if n == nil {
		n = &connChannels{}
		c.byConn[conn] = n
		go func() { // forgotten with the connection
			_ = conn.Wait()
			c.mu.Lock()
			delete(c.byConn, conn)
			c.mu.Unlock()
		}()
	}
	return n
}

// reject refuses a channel, and closes its connection once it has been
// refused past maxRefused channels: each rejection is a packet written.
func (c *channels) reject(conn *gossh.ServerConn, newChan gossh.NewChannel, reason gossh.RejectionReason, message string) {
	c.mu.Lock()
	n := c.of(conn)
	n.rejected++
	flooding := n.rejected > maxRefused
	c.mu.Unlock()
	if flooding {
		c.cutFlooding(conn)
		return
	}
	_ = newChan.Reject(reason, message)
}

// sessionChannel is the server's handler of session channels: at most
// maxSessionsPer open on a connection, each behind a guard.
func (s *Server) sessionChannel(srv *ssh.Server, conn *gossh.ServerConn, newChan gossh.NewChannel, ctx ssh.Context) {
	c := &s.channels
	c.mu.Lock()
	n := c.of(conn)
	if n.open >= maxSessionsPer {
		c.mu.Unlock()
		c.reject(conn, newChan, gossh.ResourceShortage, "too many sessions on one connection")
		return
	}
	n.open++
	c.mu.Unlock()
	defer func() {
		c.mu.Lock()
		n.open--
		c.mu.Unlock()
	}()
	ssh.DefaultSessionHandler(srv, conn, guardedChannel{newChan, conn, c}, ctx)
}

// otherChannel rejects every channel but a session (forwarding, sftp's own
// kinds), counted with the connection's other rejections.
func (s *Server) otherChannel(_ *ssh.Server, conn *gossh.ServerConn, newChan gossh.NewChannel, _ ssh.Context) {
	s.channels.reject(conn, newChan, gossh.UnknownChannelType, "only a session is served here")
}

// guardedChannel is a session channel whose requests pass the guard.
type guardedChannel struct {
	gossh.NewChannel
	conn *gossh.ServerConn // closed if the client floods the guard
	c    *channels         // which counts it
}

func (g guardedChannel) Accept() (gossh.Channel, <-chan *gossh.Request, error) {
	ch, reqs, err := g.NewChannel.Accept()
	if err != nil {
		return ch, reqs, err
	}
	out := make(chan *gossh.Request)
	var once sync.Once
	cut := func() { once.Do(func() { g.c.cutFlooding(g.conn) }) }
	w := &watchedChannel{Channel: ch, wrote: make(chan struct{}), in: readChannel(ch, cut)}
	go func() {
		guard(reqs, out, w.wrote, cut)
		w.in.close() // the channel is gone: a handler that ended without closing it (its exit-status failed) leaves no pump waiting for room
	}()
	return w, out, nil
}

// watchedChannel says when the session first writes to its channel: by
// then the handler has read its terminal's size (ssh.Session.Pty), which
// charm.land/ssh's loop writes without a lock as a size comes. Its data is
// read as it comes (channelInput).
type watchedChannel struct {
	gossh.Channel
	once  sync.Once
	wrote chan struct{}
	in    *channelInput
}

func (w *watchedChannel) Read(p []byte) (int, error) { return w.in.Read(p) }

func (w *watchedChannel) Close() error {
	w.in.close()
	return w.Channel.Close()
}

func (w *watchedChannel) Write(p []byte) (int, error) {
	w.once.Do(func() { close(w.wrote) })
	return w.Channel.Write(p)
}

// guard reads a session's requests until the channel closes, and hands
// them on to out as the session's handler takes them (see above); a size
// only once the session has written (wrote closed). A flood is cut.
func guard(in <-chan *gossh.Request, out chan<- *gossh.Request, wrote <-chan struct{}, cut func()) {
	defer close(out)
	var g guarded
	for {
		send, next := g.next(out)
		select {
		case <-wrote:
			g.written, wrote = true, nil
		case req, ok := <-in:
			if !ok {
				g.refuseAll()
				return
			}
			if g.take(req) {
				cut()
			}
		case send <- next:
			g.handedOn(next)
		}
	}
}

// guarded is what a guard holds: the requests queued, the latest size.
type guarded struct {
	queued           []*gossh.Request
	window           *gossh.Request // the latest size, not yet handed on
	started, written bool           // a shell (or command) was handed on; the session has written
	envs, envBytes   int
	refused          int
	refusedBytes     int
}

// next is the request to hand on and the channel to hand it on (nil: none).
func (g *guarded) next(out chan<- *gossh.Request) (chan<- *gossh.Request, *gossh.Request) {
	switch {
	case len(g.queued) > 0:
		return out, g.queued[0]
	case g.window != nil && g.started && g.written:
		return out, g.window
	}
	return nil, nil
}

// take takes a request from the client: refused, kept as the latest size,
// or queued. It says whether the client is flooding: refused past
// maxRefused times or maxRefusedBytes.
func (g *guarded) take(req *gossh.Request) (flooding bool) {
	switch req.Type {
	case "auth-agent-req@openssh.com", "x11-req":
		return g.refuse(req)
	case "env":
		if g.envs >= maxEnv || g.envBytes+len(req.Payload) > maxEnvBytes {
			return g.refuse(req)
		}
		g.envs, g.envBytes = g.envs+1, g.envBytes+len(req.Payload)
	case "pty-req": // its TERM goes into the log: a megabyte of it would too
		if len(req.Payload) > maxPtyBytes {
			return g.refuse(req)
		}
	case "window-change":
		if g.window != nil {
			reply(g.window, true) // a newer size takes its place
		}
		g.window = req
		return false
	}
	if len(g.queued) >= maxQueued {
		return g.refuse(req)
	}
	g.queued = append(g.queued, req)
	return false
}

// refuse answers no, and says whether that was one refusal too many.
func (g *guarded) refuse(req *gossh.Request) (flooding bool) {
	reply(req, false)
	g.refused++
	g.refusedBytes += len(req.Payload)
	return g.refused > maxRefused || g.refusedBytes > maxRefusedBytes
}

// handedOn notes a request the session's handler took.
func (g *guarded) handedOn(req *gossh.Request) {
	if req == g.window {
		g.window = nil
		return
	}
	g.queued = g.queued[1:]
	g.started = g.started || req.Type == "shell" || req.Type == "exec" || req.Type == "subsystem"
}

// refuseAll answers what is left as the channel closes.
func (g *guarded) refuseAll() {
	if g.window != nil {
		reply(g.window, false)
	}
	for _, r := range g.queued {
		reply(r, false)
	}
}

// reply answers a request that asked for an answer.
func reply(req *gossh.Request, ok bool) {
	if req.WantReply {
		_ = req.Reply(ok, nil)
	}
}
