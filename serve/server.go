package serve

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

	"charm.land/log/v2"
	"charm.land/ssh"
	"charm.land/wish/v2"
	"github.com/freecell/freecell/searches"
	"github.com/freecell/freecell/state"
	gossh "golang.org/x/crypto/ssh"
)

// Server is freecell over SSH.
type Server struct {
	cfg         Config
	ssh         *ssh.Server
	fingerprint string
	allowed     []allowedKey // the allow-list's keys; nil lets any key in
	log         *log.Logger
	searches    *searches.Budget
	leaderboard *state.Leaderboard
	lock        *os.File // the folder's, held while the server runs (see lockFolder)
	sessions    *sessions
	conns       *connections                  // what Serve accepted
	channels    channels                      // the session channels open on each connection
	players     players                       // each key's sessions open
	game        func(ssh.Session, player) int // what a session that passed the middleware runs: play (a test's stand-in)
	unfinished  atomic.Int64                  // sessions still running when the stop cut them
	unsaved     atomic.Int64                  // sessions of players with a key whose last moves could not be saved
	mu          sync.Mutex                    // orders sessions counted in against the server stopping
	stopping    chan struct{}                 // closed as the server stops: every session is told
	wg          sync.WaitGroup                // the sessions running
}

// hostKeyFile is the server's host key, in its state folder.
const hostKeyFile = "host_ed25519"

// New makes a server: its folder, its host key (made once, 0600), its board.
func New(cfg Config) (*Server, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	cfg = cfg.withDefaults()
	if cfg.Log == nil {
		cfg.Log = io.Discard
	}
	if err := state.MakePrivateDir(cfg.Dir); err != nil {
		return nil, fmt.Errorf("the server's folder: %w", err)
	}
	lock, err := lockFolder(cfg.Dir)
	if err != nil {
		return nil, err
	}
	s := &Server{cfg: cfg, log: newLog(cfg.Log), searches: searches.New(cfg.Searches), stopping: make(chan struct{}), lock: lock}
	s.game = s.play
	if cfg.AllowList != "" {
		keys, err := readAllowList(cfg.AllowList)
		if err != nil {
			s.Close()
			return nil, err
		}
		s.allowed = keys
	}
	board, err := state.OpenLeaderboard(cfg.Dir)
	if err != nil {
		s.Close()
		return nil, err
	}
	s.leaderboard = board
	if aside := board.Aside(); aside != "" {
		s.log.Warn("the daily board was damaged: kept aside, and made anew", "kept", aside)
	}
	if err := s.finish(cfg); err != nil {
		s.Close() // a server that cannot start keeps no database open, nor its folder
		return nil, err
	}
	return s, nil
}

// finish makes the rest of a new server, its board open: the host key and
// the SSH server.
func (s *Server) finish(cfg Config) error {
	s.sessions = newSessions(cfg)
	s.conns = trackConnections(cfg) // Serve gives it its listener
	keyPath := filepath.Join(cfg.Dir, hostKeyFile)
	if err := state.CheckSecretFile(keyPath); err != nil { // a link would have the new key written to its target
		return fmt.Errorf("the server's host key: %w", err)
	}
	opts := []ssh.Option{
		wish.WithAddress(cfg.Addr),
		wish.WithHostKeyPath(keyPath),
		wish.WithPublicKeyAuth(s.keyAllowed),
		wish.WithMiddleware(s.middleware()...),
		ssh.WrapConn(s.admitConn),
		func(srv *ssh.Server) error {
			srv.ConnectionCloseCallback = func(net.Conn) { s.conns.released() } // its goroutine is done: deferred after its last use of the server's WaitGroup
			srv.HandshakeTimeout = cfg.Handshake
			srv.ChannelHandlers = map[string]ssh.ChannelHandler{"session": s.sessionChannel, "default": s.otherChannel} // and no other kind
			return nil
		},
	}
	if s.allowed == nil { // an allow-list lets its keys in alone: no guests
		opts = append(opts, wish.WithKeyboardInteractiveAuth(func(ssh.Context, gossh.KeyboardInteractiveChallenge) bool { return true }))
	}
	srv, err := wish.NewServer(opts...)
	if _, statErr := os.Stat(keyPath); err != nil && statErr == nil { // the key there is one ssh cannot read
		return fmt.Errorf("the server's host key %s cannot be read (empty, damaged, or with a passphrase): move it away, and a new one is made (players are then asked to trust it)", keyPath)
	}
	if err != nil {
		return fmt.Errorf("cannot start the SSH server: %w", err)
	}
	s.ssh = srv
	if err := os.Chmod(keyPath, 0o600); err != nil {
		return fmt.Errorf("cannot keep the host key private: %w", err)
	}
	if len(srv.HostSigners) > 0 {
		s.fingerprint = gossh.FingerprintSHA256(srv.HostSigners[0].PublicKey())
	}
	return nil
}

// admitConn is the SSH server's ConnCallback: the sessions' limit on
// attempts, and a connection it refuses released, its goroutine returning
// before the ConnectionCloseCallback that releases the others is deferred.
func (s *Server) admitConn(ctx ssh.Context, conn net.Conn) net.Conn {
	admitted := s.sessions.admit(ctx, conn)
	if admitted == nil {
		s.conns.released()
	}
	return admitted
}

// Close lets go of what New took: the board's database and the folder's
// lock. Serve closes them as it returns; a server never served is closed
// by its maker.
func (s *Server) Close() {
	if s.leaderboard != nil {
		_ = s.leaderboard.Close()
	}
	if s.lock != nil {
		_ = s.lock.Close()
		s.lock = nil
	}
}

// Fingerprint is the host key's SHA-256 fingerprint, as ssh shows it.
func (s *Server) Fingerprint() string { return s.fingerprint }

// Note logs an event of the server's own (its start, its limits, its stop)
// as its sessions' events are logged, a logfmt line, at the level warn
// names: the log is one form, for a reader or a parser.
func (s *Server) Note(warn bool, msg string, keyvals ...any) {
	if warn {
		s.log.Warn(msg, keyvals...)
		return
	}
	s.log.Info(msg, keyvals...)
}

// Serve accepts connections on ln until ctx is done, then stops: no new
// connection, every session told and its game saved, then the connections
// closed and the SSH server shut down once none is left (see connections).
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	conns := s.conns
	conns.Listener = ln
	served := make(chan error, 1)
	go func() { served <- s.ssh.Serve(conns) }()
	proving, stopProving := context.WithCancel(ctx)
	defer stopProving()
	if s.cfg.ProveDaily {
		go s.proveDailies(proving)
	}
	select {
	case err := <-served:
		s.Close()
		return err
	case <-ctx.Done():
	}
	s.stop()
	_ = conns.Close()
	err := <-served // no connection is accepted after this
	waited := make(chan struct{})
	go func() { s.wg.Wait(); close(waited) }()
	select {
	case <-waited:
	case <-time.After(stopWait): // a session that will not end is cut
		s.sessions.mu.Lock()
		s.unfinished.Store(int64(s.sessions.total))
		s.sessions.mu.Unlock()
	}
	handled := make(chan struct{})
	go func() { conns.handled.Wait(); close(handled) }()
	select { // its session ended, a client leaves by itself: cut at once, one still saying goodbye was reset (OpenSSH exited 255)
	case <-handled:
	case <-time.After(leaveWait):
	}
	conns.cut()
	select {
	case <-handled:
	case <-time.After(5 * time.Second): // a goroutine stuck past its connection's close
	}
	shutdown, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	_ = s.ssh.Shutdown(shutdown)
	s.Close()
	if err != nil && !errors.Is(err, ssh.ErrServerClosed) && !errors.Is(err, net.ErrClosed) {
		return err
	}
	return nil
}

// stopWait is how long a stop waits for the sessions to save and end.
var stopWait = 10 * time.Second // (a test shortens it)

// leaveWait is how long a stop then waits for the clients to close their
// connections, before it closes those left (an idle one before login, a
// client that keeps its connection).
const leaveWait = time.Second

// Unfinished is how many sessions had not ended, their games saved, when
// Serve stopped and cut them (0: every one ended as told).
func (s *Server) Unfinished() int { return int(s.unfinished.Load()) }

// Unsaved is how many sessions of players with a key ended with moves that
// could not be saved (each logged as it ended).
func (s *Server) Unsaved() int { return int(s.unsaved.Load()) }

// stop tells every session the server stops.
func (s *Server) stop() {
	s.mu.Lock()
	defer s.mu.Unlock()
	select {
	case <-s.stopping:
	default:
		close(s.stopping)
	}
}

// sessionStarts counts a session in, unless the server is stopping: none
// is counted once stop has begun to wait for them.
func (s *Server) sessionStarts() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	select {
	case <-s.stopping:
		return false
	default:
		s.wg.Add(1)
		return true
	}
}

// newLog is the server's log: a line an event, its values quoted where a
// client could have put anything in them (a TERM, a name), so that no line
// can be forged and no escape reaches the operator's terminal. Times are
// UTC, as the daily's date is, and say so (RFC 3339's Z): a host elsewhere
// read them as local.
func newLog(w io.Writer) *log.Logger {
	return log.NewWithOptions(w, log.Options{Formatter: log.LogfmtFormatter, ReportTimestamp: true, TimeFormat: time.RFC3339, TimeFunction: func(t time.Time) time.Time { return t.UTC() }})
}
