package serve

import (
	"fmt"
	"net"
	"sync"
	"time"

	"charm.land/ssh"
)

// sessions counts the sessions running, in all and by address, and the
// connection attempts of the last minute by address.
type sessions struct {
	cfg      Config
	mu       sync.Mutex
	total    int
	byAddr   map[string]int
	attempts map[string][]time.Time
	now      func() time.Time
}

func newSessions(cfg Config) *sessions {
	return &sessions{cfg: cfg, byAddr: map[string]int{}, attempts: map[string][]time.Time{}, now: time.Now}
}

// admit lets a connection in, or closes it (nil) when its address tried too
// often in the last minute: refused before a word of SSH, as a flood is.
func (s *sessions) admit(_ ssh.Context, conn net.Conn) net.Conn {
	addr := hostOf(conn.RemoteAddr())
	s.mu.Lock()
	defer s.mu.Unlock()
	now := s.now()
	recent := s.attempts[addr][:0]
	for _, t := range s.attempts[addr] {
		if now.Sub(t) < time.Minute {
			recent = append(recent, t)
		}
	}
	if s.cfg.AttemptsMin > 0 && len(recent) >= s.cfg.AttemptsMin {
		s.attempts[addr] = recent
		return nil
	}
	s.attempts[addr] = append(recent, now)
	if len(s.attempts) > 10_000 { // forget addresses quiet for a minute, now and then
		for a, ts := range s.attempts {
			if len(ts) == 0 || now.Sub(ts[len(ts)-1]) >= time.Minute {
				delete(s.attempts, a)
			}
		}
	}
	return conn
}

// enter counts a session in; "" lets it run, else why it may not.
func (s *sessions) enter(addr string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case s.cfg.MaxSessions > 0 && s.total >= s.cfg.MaxSessions:
		return fmt.Sprintf("the server is full (%d players at once): try again later", s.cfg.MaxSessions)
	case s.cfg.PerAddress > 0 && s.byAddr[addr] >= s.cfg.PerAddress:
		return fmt.Sprintf("%d sessions from your address at once are the most this server takes", s.cfg.PerAddress)
	}
	s.total++
	s.byAddr[addr]++
	return ""
}

// leave counts a session out.
func (s *sessions) leave(addr string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.total--
	if s.byAddr[addr]--; s.byAddr[addr] <= 0 {
		delete(s.byAddr, addr)
	}
}

// hostOf is an address without its port.
func hostOf(addr net.Addr) string {
	if addr == nil {
		return ""
	}
	host, _, err := net.SplitHostPort(addr.String())
	if err != nil {
		return addr.String()
	}
	return host
}
