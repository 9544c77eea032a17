package serve

import (
	"fmt"
	"net"
	"sync"
	"sync/atomic"

	"charm.land/ssh"
	lru "github.com/hashicorp/golang-lru/v2"
	"golang.org/x/time/rate"

	"github.com/freecell/freecell/words"
)

// sessions counts the sessions running, in all and by address, and paces
// the connections each address makes.
type sessions struct {
	cfg    Config
	mu     sync.Mutex
	total  int
	byAddr map[string]int
	// attempts is each recent address's token bucket of connections
	// (AttemptsMin a minute, as many at once), the least recent forgotten
	// past maxAddresses: bounded memory, and no sweep of them all on an
	// accept (it swept every address on each one past 10,000).
	attempts *lru.Cache[string, *rate.Limiter]
	refused  refusals
}

// refusals count the connections and sessions the server turned away since
// it started, by why, for its status line: a player who cannot get in is
// seen there, with no line of the log a flood could fill.
type refusals struct {
	Full, Address, Attempts, Keys, Commands atomic.Int64
}

// maxAddresses is how many addresses' buckets are kept.
const maxAddresses = 10_000

func newSessions(cfg Config) *sessions {
	attempts, _ := lru.New[string, *rate.Limiter](maxAddresses) // the size is positive
	return &sessions{cfg: cfg, byAddr: map[string]int{}, attempts: attempts}
}

// admit lets a connection in, or closes it (nil) when its address has used
// its attempts: refused before a word of SSH, as a flood is.
func (s *sessions) admit(_ ssh.Context, conn net.Conn) net.Conn {
	if s.cfg.AttemptsMin <= 0 {
		return conn
	}
	addr := hostOf(conn.RemoteAddr())
	bucket, ok := s.attempts.Get(addr)
	if !ok {
		bucket = rate.NewLimiter(rate.Limit(float64(s.cfg.AttemptsMin)/60), s.cfg.AttemptsMin)
		if prior, found, _ := s.attempts.PeekOrAdd(addr, bucket); found {
			bucket = prior // another accept added it first
		}
	}
	if !bucket.Allow() {
		s.refused.Attempts.Add(1)
		return nil
	}
	return conn
}

// enter counts a session in; "" lets it run, else why it may not.
func (s *sessions) enter(addr string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case s.cfg.MaxSessions > 0 && s.total >= s.cfg.MaxSessions:
		s.refused.Full.Add(1)
		return fmt.Sprintf("the server is full (%s at once): try again later", words.Plural(s.cfg.MaxSessions, "session"))
	case s.cfg.PerAddress > 0 && s.byAddr[addr] >= s.cfg.PerAddress:
		s.refused.Address.Add(1)
		return fmt.Sprintf("this server takes at most %s at once from one address: close one of them, or try again later", words.Plural(s.cfg.PerAddress, "session"))
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
