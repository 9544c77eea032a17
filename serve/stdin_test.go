package serve

import (
	"io"
	"net"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"
)

// TestTypeaheadBounded: a channel's data before its shell is kept up to
// typeaheadMost; a client that sends more has its connection closed, where
// the SSH library would have kept each packet of it up to the channel's
// window (2 MiB, some 48 bytes of memory for each byte sent a byte a packet);
// the status counts it (cut_flooding).
func TestTypeaheadBounded(t *testing.T) {
	srv, addr, _, _ := startServer(t, nil)
	c, err := dial(addr, asGuest)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = c.Close() }()
	ch := rawSession(t, c)
	go func() { _, _ = ch.Write(make([]byte, typeaheadMost+2*inputChunk)) }() // no shell asked for
	closed := make(chan struct{})
	go func() { _ = c.Wait(); close(closed) }()
	select {
	case <-closed:
	case <-time.After(10 * time.Second):
		t.Fatal("a connection that sent 24 KiB before any shell is still open 10 s on")
	}
	if cut := srv.Status().CutFlooding; cut != 1 { // the operator sees it: it was logged as any that left
		t.Errorf("the status counts %d connections cut for flooding, want 1", cut)
	}
}

// TestTypeaheadKept: a key sent before the shell reaches it: q typed ahead
// quits.
func TestTypeaheadKept(t *testing.T) {
	addr, _, _ := testServer(t, nil)
	ch, ended := guestChannel(t, addr)
	_, _ = ch.SendRequest("pty-req", true, ptyRequest(100, 30))
	_, _ = ch.Write([]byte("q"))
	_, _ = ch.SendRequest("shell", true, nil)
	waitEnded(t, ended, "q typed before the shell did not end the session")
}

// guestChannel is a guest's session channel, its requests sent by hand, and
// a channel closed once its output ends (read and dropped).
func guestChannel(t *testing.T, addr string) (gossh.Channel, <-chan struct{}) {
	t.Helper()
	c, err := dial(addr, asGuest)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	ch := rawSession(t, c)
	ended := make(chan struct{})
	go func() { _, _ = io.Copy(io.Discard, ch); close(ended) }()
	return ch, ended
}

// waitEnded fails with why unless ended closes within 10 s.
func waitEnded(t *testing.T, ended <-chan struct{}, why string) {
	t.Helper()
	select {
	case <-ended:
	case <-time.After(10 * time.Second):
		t.Fatal(why)
	}
}

// TestStderrDrained: what a client sends on its stderr, which nothing here
// wants, is read and dropped: 3 MiB of it (past the channel's window of 2
// MiB) is taken, and the session goes on.
func TestStderrDrained(t *testing.T) {
	addr, _, _ := testServer(t, func(c *Config) { c.ReadRate = Unlimited })
	ch, ended := guestChannel(t, addr)
	_, _ = ch.SendRequest("pty-req", true, ptyRequest(100, 30))
	_, _ = ch.SendRequest("shell", true, nil)
	sent := make(chan error, 1)
	go func() { _, err := ch.Stderr().Write(make([]byte, 3<<20)); sent <- err }()
	select {
	case err := <-sent:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("3 MiB on stderr not taken in 20 s: nothing reads it, and its window is spent")
	}
	_, _ = ch.Write([]byte("q"))
	waitEnded(t, ended, "q after the stderr did not end the session")
}

// TestConnectionsPaced: a connection is read at cfg.ReadRate past a
// quarter second's worth, whatever its client sends. (A machine that is
// slow only reads less.)
func TestConnectionsPaced(t *testing.T) {
	cfg := Defaults()
	cfg.ReadRate = 64 << 10
	server, client := net.Pipe()
	defer func() { _ = client.Close() }()
	go func() {
		chunk := make([]byte, 32<<10)
		for {
			if _, err := client.Write(chunk); err != nil {
				return
			}
		}
	}()
	conn := trackConnections(cfg).admit(server)
	defer func() { _ = conn.Close() }()
	buf, read := make([]byte, 4<<10), 0
	for end := time.Now().Add(time.Second); time.Now().Before(end); {
		n, err := conn.Read(buf)
		if err != nil {
			t.Fatal(err)
		}
		read += n
	}
	if most := cfg.ReadRate/4 + cfg.ReadRate + cfg.ReadRate/4; read > most { // a quarter second's slack
		t.Errorf("%d bytes read in a second, more than %d", read, most)
	}
}
