package serve

import (
	"errors"
	"fmt"
	"time"

	"charm.land/ssh"
	"github.com/freecell/freecell/accessible"
	"github.com/freecell/freecell/model"
	"github.com/freecell/freecell/state"
)

// playLines runs the accessible mode on the session (ssh -t HOST
// accessible): the game in plain lines, commands typed. With a terminal
// the client's is raw, and the lines are edited and echoed here; without
// one (ssh HOST accessible) the client sends them whole. The input is
// paced and each line bounded (accessible.LineMost); idle, hang-up and the
// server's stop end it as they end a board's session.
func (s *Server) playLines(sess ssh.Session, p player) int {
	_, _, terminal := sess.Pty()
	var store *state.Store // a guest's: none, which keeps nothing
	if !p.guest() {
		store = s.openStore(p)
		defer s.players.close(p, store)
	}
	game, opts := s.startingGame(store, p)
	opts.Context, opts.Spoken = sess.Context(), true
	opts.Settings.NoMotion = true // nothing moves: the accessible mode says each thing once
	m := model.New(game, opts)
	in, stop, unwatch := s.watched(sess, sess)
	defer unwatch()
	started := time.Now()
	s.log.Info("joined", "player", p.name(), "from", hostOf(sess.RemoteAddr()), "mode", "accessible", "terminal", fmt.Sprint(terminal))
	out := stallCut{w: sess, wait: s.cfg.WriteWait, cut: func() { closeConn(sess) }}
	res, err := accessible.Run(m, accessible.Options{In: in, Out: out, Echo: terminal, Env: sess.Environ(), Stop: stop})
	if _, gone := errors.AsType[*accessible.OutputError](err); gone {
		err = nil // the client went away, or stalled and was cut: no failure of the server's
	}
	if terminal && res.Signal != nil { // a line may be half typed: what the server says starts on a line of its own
		_, _ = fmt.Fprint(sess.Stderr(), "\r\n")
	}
	return s.end(sess, p, store, res, err, started, true)
}
