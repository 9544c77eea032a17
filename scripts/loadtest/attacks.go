package main

import (
	"errors"
	"fmt"
	"io"
	"net"
	"strings"
	"sync"
	"time"

	gossh "golang.org/x/crypto/ssh"
)

// attackTally counts the attacks made, by kind.
type attackTally struct {
	mu sync.Mutex
	n  map[string]int
}

func (t *attackTally) add(kind string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.n == nil {
		t.n = map[string]int{}
	}
	t.n[kind]++
}

func (t *attackTally) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	var parts []string
	for _, a := range attacks {
		parts = append(parts, fmt.Sprintf("%s %d", a.name, t.n[a.name]))
	}
	return strings.Join(parts, ", ")
}

// attacks are issue 52's, each bounded in bytes and time; a connection the
// server refuses or cuts is the attack's end.
var attacks = []struct {
	name string
	run  func(addr, local string, until time.Time)
}{
	{"resize-burst", func(addr, local string, until time.Time) {
		withRaw(addr, local, nil, until, func(ch gossh.Channel) {
			_, _ = ch.SendRequest("pty-req", true, ptyReq(100, 30))
			_, _ = ch.SendRequest("shell", true, nil)
			for i := range 300 {
				_, _ = ch.SendRequest("window-change", false, winch(uint32(40+260*(i%2)), uint32(12+88*(i%2))))
			}
			hold(until, 10*time.Second) // never reading its output
		})
	}},
	{"env-flood", func(addr, local string, until time.Time) {
		withRaw(addr, local, nil, until, func(ch gossh.Channel) {
			value := strings.Repeat("x", 64<<10)
			for i := range 500 {
				if _, err := ch.SendRequest("env", false, gossh.Marshal(struct{ Name, Value string }{fmt.Sprintf("V%d", i), value})); err != nil {
					return
				}
			}
			hold(until, 2*time.Second)
		})
	}},
	{"channel-flood", func(addr, local string, until time.Time) {
		withClient(addr, local, nil, func(c *gossh.Client) {
			for range 20_000 {
				if time.Now().After(until) {
					return
				}
				_, reqs, err := c.OpenChannel("session", nil)
				var refused *gossh.OpenChannelError
				switch {
				case errors.As(err, &refused): // past the server's bound: on
				case err != nil:
					return // the connection is gone
				default:
					go gossh.DiscardRequests(reqs)
				}
			}
			hold(until, 2*time.Second)
		})
	}},
	{"paste-bomb", func(addr, local string, until time.Time) {
		withRaw(addr, local, nil, until, func(ch gossh.Channel) {
			_, _ = ch.SendRequest("pty-req", true, ptyReq(100, 30))
			_, _ = ch.SendRequest("shell", true, nil)
			go func() { _, _ = io.Copy(io.Discard, ch) }()
			chunk := []byte(strings.Repeat("x", 32<<10))
			_, _ = ch.Write([]byte("\x1b[200~"))
			for range 512 { // 16 MiB, as far as the server takes it in 10 s
				if _, err := ch.Write(chunk); err != nil || time.Now().After(until) {
					return
				}
			}
		})
	}},
	{"idle-tcp", func(addr, local string, until time.Time) {
		conn, err := (&net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(local)}}).Dial("tcp", addr)
		if err != nil {
			return
		}
		defer func() { _ = conn.Close() }()
		_ = conn.SetReadDeadline(until.Add(time.Second))
		_, _ = io.Copy(io.Discard, conn) // never a word: until the server cuts it
	}},
	{"no-session", func(addr, local string, until time.Time) {
		withClient(addr, local, nil, func(*gossh.Client) { hold(until, 15*time.Second) }) // ssh -N
	}},
	{"delete-prompt", func(addr, local string, until time.Time) {
		withClient(addr, local, gossh.PublicKeys(newKey()), func(c *gossh.Client) {
			s, err := c.NewSession()
			if err != nil {
				return
			}
			_ = s.Start("delete-my-data") // never answered
			hold(until, 15*time.Second)
		})
	}},
	{"resize-before-shell", func(addr, local string, until time.Time) {
		withRaw(addr, local, nil, until, func(ch gossh.Channel) {
			_, _ = ch.SendRequest("pty-req", true, ptyReq(100, 30))
			_, _ = ch.SendRequest("window-change", false, winch(80, 24))
			_, _ = ch.SendRequest("window-change", false, winch(120, 40))
			_, _ = ch.SendRequest("shell", true, nil)
			go func() { _, _ = io.Copy(io.Discard, ch) }()
			hold(until, 3*time.Second)
		})
	}},
	{"key-flood", func(addr, local string, until time.Time) {
		withRaw(addr, local, nil, until, func(ch gossh.Channel) {
			_, _ = ch.SendRequest("pty-req", true, ptyReq(100, 30))
			_, _ = ch.SendRequest("shell", true, nil)
			go func() { _, _ = io.Copy(io.Discard, ch) }()
			keys := []byte(strings.Repeat("njkp", 25_000)) // 100,000 presses
			stopAt := time.Now().Add(10 * time.Second)
			for i := 0; i < len(keys) && time.Now().Before(stopAt) && time.Now().Before(until); i += 4096 {
				if _, err := ch.Write(keys[i:min(i+4096, len(keys))]); err != nil {
					return
				}
			}
		})
	}},
	{"new-key", func(addr, local string, until time.Time) {
		withRaw(addr, local, gossh.PublicKeys(newKey()), until, func(ch gossh.Channel) {
			_, _ = ch.SendRequest("pty-req", true, ptyReq(100, 30))
			_, _ = ch.SendRequest("shell", true, nil)
			go func() { _, _ = io.Copy(io.Discard, ch) }()
			hold(until, time.Second)
			_, _ = ch.Write([]byte("q"))
			hold(until, 200*time.Millisecond)
		})
	}},
	{"search-and-leave", func(addr, local string, until time.Time) {
		withRaw(addr, local, nil, until, func(ch gossh.Channel) {
			_, _ = ch.SendRequest("pty-req", true, ptyReq(100, 30))
			_, _ = ch.SendRequest("shell", true, nil)
			go func() { _, _ = io.Copy(io.Discard, ch) }()
			hold(until, 500*time.Millisecond)
			_, _ = ch.Write([]byte("s"))
			hold(until, 2*time.Second)
			_, _ = ch.Write([]byte(" o"))
			hold(until, time.Second)
		})
	}},
	{"tiny-packets", func(addr, local string, until time.Time) {
		withRaw(addr, local, nil, until, func(ch gossh.Channel) {
			// No shell, so nothing reads stdin, and nothing asks for
			// stderr: a byte a packet, which the server's SSH library
			// keeps as a packet and a list element each (some 48 bytes
			// for each byte of the channel's 2 MiB window). 2 s of it.
			one, stop := []byte{0}, time.Now().Add(2*time.Second)
			for i := 0; time.Now().Before(stop) && time.Now().Before(until); i++ {
				w := io.Writer(ch)
				if i%2 == 1 {
					w = ch.Stderr()
				}
				if _, err := w.Write(one); err != nil {
					return
				}
			}
		})
	}},
	{"move-flood", func(addr, local string, until time.Time) {
		flood(addr, local, until, "\r", "1au") // a player's move and undo, each saved
	}},
	{"panel-flood", func(addr, local string, until time.Time) {
		flood(addr, local, until, "", "SmfDF") // what reads the store, or a million deals' facts, each press
	}},
	{"handshake-garbage", func(addr, local string, until time.Time) {
		conn, err := (&net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(local)}}).Dial("tcp", addr)
		if err != nil {
			return
		}
		defer func() { _ = conn.Close() }()
		_, _ = conn.Write([]byte("SSH-2.0-x\r\n" + strings.Repeat("\x00\xff", 1<<14)))
		_ = conn.SetReadDeadline(until.Add(time.Second))
		_, _ = io.Copy(io.Discard, conn)
	}},
}

// flood is a player with a key of their own typing first, then keys again
// and again for 10 s: the keys whose work once outran the input's bound
// (a save, a read of the store, a count of a million deals' facts a press).
func flood(addr, local string, until time.Time, first, keys string) {
	withRaw(addr, local, gossh.PublicKeys(newKey()), until, func(ch gossh.Channel) {
		_, _ = ch.SendRequest("pty-req", true, ptyReq(100, 30))
		_, _ = ch.SendRequest("shell", true, nil)
		go func() { _, _ = io.Copy(io.Discard, ch) }()
		hold(until, 500*time.Millisecond)
		_, _ = ch.Write([]byte(first))
		hold(until, 500*time.Millisecond)
		burst := []byte(strings.Repeat(keys, 4096/len(keys)))
		for stopAt := time.Now().Add(10 * time.Second); time.Now().Before(stopAt) && time.Now().Before(until); {
			if _, err := ch.Write(burst); err != nil {
				return
			}
		}
	})
}

// onlyAttack, when set (-only), is the attacks the attackers make, by
// name, comma-separated; a name with a leading - is left out.
var onlyAttack string

// optIn are attacks made only when -only names them: not issue 52's, and
// costly to this program, which shares the server's cores (100 attackers
// of tiny-packets took 1.2 cores of this program's own), or to the server's
// disk (move-flood, panel-flood: each attacker a player of its own).
var optIn = map[string]bool{"tiny-packets": true, "move-flood": true, "panel-flood": true}

// chosen reports whether -only lets the attack named in.
func chosen(name string) bool {
	if onlyAttack == "" {
		return !optIn[name]
	}
	in, anyIn := false, false
	for _, n := range strings.Split(onlyAttack, ",") {
		switch {
		case n == "-"+name:
			return false
		case !strings.HasPrefix(n, "-"):
			anyIn = true
			in = in || n == name
		}
	}
	return in || !anyIn && !optIn[name]
}

// attack runs the attacks in turn from local until end.
func attack(addr, local string, i int, end time.Time, tally *attackTally) {
	for n := i; time.Now().Before(end); n++ {
		a := attacks[n%len(attacks)]
		if !chosen(a.name) {
			continue
		}
		a.run(addr, local, end)
		tally.add(a.name)
		time.Sleep(100 * time.Millisecond)
	}
}

// withClient logs in from local (a guest when auth is nil), runs f, and
// closes the connection.
func withClient(addr, local string, auth gossh.AuthMethod, f func(*gossh.Client)) {
	if auth == nil {
		auth = gossh.KeyboardInteractive(func(string, string, []string, []bool) ([]string, error) { return nil, nil })
	}
	c, err := dialFrom(addr, local, auth)
	if err != nil {
		return // refused: the server's bounds at work
	}
	defer func() { _ = c.Close() }()
	f(c)
}

// withRaw is withClient with a session channel whose requests are sent by
// hand, as an attacker's client does. The connection is closed at until
// whatever f is doing (a write the server does not take waits for ever).
func withRaw(addr, local string, auth gossh.AuthMethod, until time.Time, f func(gossh.Channel)) {
	withClient(addr, local, auth, func(c *gossh.Client) {
		cut := time.AfterFunc(time.Until(until), func() { _ = c.Close() })
		defer cut.Stop()
		ch, reqs, err := c.OpenChannel("session", nil)
		if err != nil {
			return
		}
		go gossh.DiscardRequests(reqs)
		f(ch)
	})
}

// hold waits d, or until the attack's end.
func hold(until time.Time, d time.Duration) {
	time.Sleep(min(d, max(time.Until(until), 0)))
}

func ptyReq(cols, rows uint32) []byte {
	return gossh.Marshal(struct {
		Term                       string
		Columns, Rows, Width, High uint32
		Modes                      string
	}{"xterm-256color", cols, rows, 0, 0, ""})
}

func winch(cols, rows uint32) []byte {
	return gossh.Marshal(struct{ Columns, Rows, Width, High uint32 }{cols, rows, 0, 0})
}
