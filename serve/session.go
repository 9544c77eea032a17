package serve

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"time"

	"charm.land/ssh"
	"github.com/charmbracelet/colorprofile"
	"github.com/freecell/freecell/model"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/terminal"
	"github.com/freecell/freecell/words"
	gossh "golang.org/x/crypto/ssh"
)

// player is who a session is: their key's fingerprint, and the folder of
// their own store; a guest has neither.
type player struct {
	fingerprint string
	dir         string
}

func (p player) guest() bool { return p.fingerprint == "" }

// playerOf is the player the session's login completed as.
func (s *Server) playerOf(sess ssh.Session) player { return s.playerFor(sess.PublicKey()) }

// playerFor is the player a key logs in as (nil: a guest).
func (s *Server) playerFor(key ssh.PublicKey) player {
	if key == nil {
		return player{}
	}
	key = playerKey(key)
	sum := sha256.Sum256(key.Marshal())
	return player{fingerprint: gossh.FingerprintSHA256(key), dir: filepath.Join(s.cfg.Dir, "players", hex.EncodeToString(sum[:]))}
}

// playerKey is the key that names a player: a certificate's own key, which
// the login proved the player holds (no authority is trusted to vouch for
// more), so that a certificate signed again is the same player, not a new
// one whose games are not theirs.
func playerKey(key ssh.PublicKey) ssh.PublicKey {
	if cert, ok := key.(*gossh.Certificate); ok {
		return cert.Key
	}
	return key
}

// say writes a line to a session: ended by "\r\n" on its terminal, which
// may be raw, and by "\n" without one (a script reading ssh -T's output
// kept a stray carriage return).
func say(sess ssh.Session, line string) { _, _ = fmt.Fprint(sess.Stderr(), line+newline(sess)) }

// newline ends a line written to a session: "\r\n" on a terminal, "\n"
// without one. Whether it has one was read as it began (onTerminal):
// sess.Pty read later races with the window changes the library writes.
func newline(sess ssh.Session) string {
	if terminal, ok := sess.Context().Value(onTerminal{}).(bool); ok && !terminal {
		return "\n"
	}
	return "\r\n"
}

// onTerminal keys, in a session's context, whether it has a terminal.
type onTerminal struct{}

// play runs the viewer on the session's terminal until the player quits,
// the connection closes, the player is idle too long or the server stops;
// every move is saved as it is made, and the game in play as the run ends.
func (s *Server) play(sess ssh.Session, p player) int {
	pty, windows, _ := sess.Pty() // needsTerminal let in only a session with one
	var store *state.Store        // a guest's: none, which keeps nothing
	if !p.guest() {
		store = s.openStore(p)
		defer s.players.close(p, store)
	}
	game, opts := s.startingGame(store, p)
	opts.Context = sess.Context() // the player's searches end as they leave
	opts.ASCII = asksASCII(sess)
	m := model.New(game, opts)
	env := append(sess.Environ(), "TERM="+pty.Term)
	profile := colorprofile.Env(env)
	if pty.Term == "" || pty.Term == "dumb" {
		profile = colorprofile.Ascii
	}
	sizes := make(chan terminal.Size)
	go func() { // to the end of the sizes, so that the session's loop is never left waiting on one
		for w := range windows {
			select {
			case sizes <- terminal.Size{Width: w.Width, Height: w.Height}:
			case <-sess.Context().Done():
			}
		}
	}()
	guarded := terminal.GuardPaste(newPacedRaw(sess, sess.Context().Done())) // a paste of megabytes held whole no more, nor read at once
	defer func() { _ = guarded.Close() }()
	in, stop, unwatch := s.watched(sess, guarded) // and a flood of keys paced, left unread as the session ends
	defer unwatch()
	started := time.Now()
	joined := []any{"player", p.name(), "from", hostOf(sess.RemoteAddr()), "size", fmt.Sprintf("%dx%d", pty.Window.Width, pty.Window.Height), "term", pty.Term}
	if opts.ASCII {
		joined = append(joined, "mode", "ascii") // as the accessible mode's line names its mode
	}
	s.log.Info("joined", joined...)
	out := stallCut{w: sess, wait: s.cfg.WriteWait, cut: func() { closeConn(sess) }}
	res, err := terminal.Serve(m, terminal.Remote{In: in, Out: out, Size: terminal.Size{Width: pty.Window.Width, Height: pty.Window.Height},
		Sizes: sizes, Env: env, Profile: profile, Max: terminal.Size{Width: s.cfg.MaxWidth, Height: s.cfg.MaxHeight}, Stop: stop, NewlineReturns: sess.EmulatedPty()})
	return s.end(sess, p, store, res, err, started, false)
}

// stallCut is a session's output: a write the client has not taken within
// wait closes the connection (an SSH channel has no write deadline, and a
// client that stops reading would hold the session, its slot and its
// goroutines, for good); the write then fails and the session ends.
type stallCut struct {
	w    io.Writer
	wait time.Duration
	cut  func()
}

func (s stallCut) Write(p []byte) (int, error) {
	if s.wait > 0 {
		t := time.AfterFunc(s.wait, s.cut)
		defer t.Stop()
	}
	return s.w.Write(p)
}

// closeConn closes the connection a session is on.
func closeConn(sess ssh.Session) {
	if c, ok := sess.Context().Value(ssh.ContextKeyConn).(gossh.Conn); ok {
		_ = c.Close()
	}
}

// startingGame is the game a player's viewer opens, as locally: the last
// one viewed, resumed if the last session ended in play.
func (s *Server) startingGame(store *state.Store, p player) (int64, model.Options) {
	last := store.LastView(time.Now().UTC().Format(time.DateOnly))
	settings := store.Settings()
	return last.Game, model.Options{Store: store, Resume: last.Resume, Daily: last.Daily, Settings: &settings, Searches: s.searches,
		Guest: p.guest(), Leaderboard: s.leaderboard, Player: p.fingerprint, NoSuspend: true} // the server's process is never stopped for a player
}

// end saves what the run leaves, tells the player why it ended, and gives
// the session's exit status: 1 where moves could not be saved (as the local
// viewer exits) or the session failed, else 0. spoken is the accessible
// mode's session, whose last line already said goodbye.
func (s *Server) end(sess ssh.Session, p player, store *state.Store, res terminal.Result, err error, started time.Time, spoken bool) int {
	status := 0
	lost := 0 // moves of a player with a key that could not be saved: they are told so, not that their game is saved
	unsaved := ""
	saved, resume := ": your game is saved", "resumes" // unless no game is in progress
	if m, ok := res.Model.(model.Model); ok {
		switch m.KeptOnQuit() {
		case 0:
			saved = ""
		case 1:
		default:
			saved, resume = ": your games are saved", "resume"
		}
		end := m.Close()
		if end.Err == nil && store.Saving() && m.Game() != 0 {
			_ = store.SaveLastView(m.Game(), m.DailyDate())
		}
		switch {
		case end.Lost > 0 && s.players.deletedSince(p.fingerprint, started): // their own doing, in another session: no fault
			lost = end.Lost
			s.log.Info("moves not saved: they deleted their data", "player", p.name(), "lost", words.Plural(end.Lost, "move"))
			unsaved = "your data was deleted (delete-my-data) while this game was open: it is not kept"
		case end.Lost > 0 && !p.guest(): // a guest's are never saved
			lost, status = end.Lost, 1
			s.unsaved.Add(1)
			s.log.Error("moves could not be saved", "player", p.name(), "lost", words.Plural(end.Lost, "move"), "err", p.shorten(end.Err))
			unsaved = fmt.Sprintf("%s of your game could not be saved", words.Plural(lost, "move"))
		}
	}
	switch {
	case errors.Is(err, terminal.ErrPanicked):
		s.log.Error("the viewer failed", "player", p.name(), "err", p.shorten(err))
		say(sess, "freecell: the viewer failed, and this session ends: every move made before is saved")
	case err != nil:
		s.log.Error("the session failed", "player", p.name(), "err", p.shorten(err))
	case res.Signal == terminal.ServerStopping && p.guest():
		say(sess, "freecell: the server is stopping: goodbye (a guest's games are not kept)")
	case res.Signal == terminal.ServerStopping && lost > 0:
		say(sess, "freecell: the server is stopping: "+unsaved)
	case res.Signal == terminal.ServerStopping && saved == "":
		say(sess, "freecell: the server is stopping: goodbye")
	case res.Signal == terminal.ServerStopping:
		say(sess, "freecell: the server is stopping: your game is saved, and resumes when you come back")
	case res.Signal == terminal.Idle && p.guest():
		say(sess, fmt.Sprintf("freecell: closed after %s without a keypress (a guest's games are not kept)", idleWords(s.cfg.Idle)))
	case res.Signal == terminal.Idle && lost > 0:
		say(sess, fmt.Sprintf("freecell: closed after %s without a keypress: %s", idleWords(s.cfg.Idle), unsaved))
	case res.Signal == terminal.Idle:
		say(sess, fmt.Sprintf("freecell: closed after %s without a keypress%s", idleWords(s.cfg.Idle), saved))
	case res.Signal == nil && lost > 0: // quit: the screen said saving had stopped
		say(sess, "freecell: "+unsaved)
	case res.Signal == nil && p.guest() && spoken: // quit: the accessible mode said "Goodbye." itself
		say(sess, "freecell: a guest's games are not kept: log in with an SSH key to keep yours")
	case res.Signal == nil && p.guest(): // quit: a player with a key finds their game as they left it; a guest is told again
		say(sess, "freecell: goodbye (a guest's games are not kept: log in with an SSH key to keep yours)")
	case res.Signal == nil && saved != "" && !spoken: // the board closed with no word (the accessible mode said what it keeps)
		say(sess, "freecell: goodbye"+saved+", and "+resume+" when you come back")
	}
	s.log.Info("left", "player", p.name(), "after", time.Since(started).Round(time.Second), "why", reason(res, err))
	if err != nil {
		status = 1
	}
	return status
}

// idleWords is the idle limit in words: "30 minutes".
func idleWords(d time.Duration) string {
	if d >= time.Minute {
		return words.Plural(int(d/time.Minute), "minute")
	}
	return words.Plural(int(d/time.Second), "second")
}

func reason(res terminal.Result, err error) string {
	switch {
	case err != nil:
		return "failed"
	case res.Signal != nil:
		return res.Signal.String()
	}
	return "quit"
}

// name is how the log names a player: the start of their folder's name,
// never their key's whole fingerprint; guest for a guest.
func (p player) name() string {
	if p.guest() {
		return "guest"
	}
	return filepath.Base(p.dir)[:folderShown]
}

// shorten is err's words with the player's folder named as the log names
// them (players/6ef3e4415d88…), not by the key's whole fingerprint.
func (p player) shorten(err error) string {
	if err == nil {
		return ""
	}
	if p.guest() || p.dir == "" {
		return err.Error()
	}
	return strings.ReplaceAll(err.Error(), p.dir, filepath.Join(filepath.Dir(p.dir), p.name())+"…")
}

// folderShown is how much of a player's folder name (the key's SHA-256 in
// hex) the log names them by: enough to find the folder (players/ID*), and
// no more of a line.
const folderShown = 12

// watched is a session's input paced, noting when a key last came, and
// the stops watch sends for it until unwatch is called.
func (s *Server) watched(sess ssh.Session, r io.Reader) (in *keys, stop <-chan os.Signal, unwatch func()) {
	in = &keys{r: newPaced(r, sess.Context().Done())}
	in.last.Store(time.Now().UnixNano())
	stops := make(chan os.Signal, 1)
	done := make(chan struct{})
	go s.watch(sess, in, stops, done)
	return in, stops, func() { close(done) }
}

// watch tells the run to stop when the connection closes, the player is
// idle past the limit, or the server stops.
func (s *Server) watch(sess ssh.Session, in *keys, stop chan<- os.Signal, done <-chan struct{}) {
	tick := time.NewTicker(idleCheck(s.cfg.Idle))
	defer tick.Stop()
	for {
		select {
		case <-done:
			return
		case <-s.stopping:
			stop <- terminal.ServerStopping
			return
		case <-sess.Context().Done():
			stop <- terminal.HungUp
			return
		case <-tick.C:
			if s.cfg.Idle > 0 && time.Since(time.Unix(0, in.last.Load())) >= s.cfg.Idle {
				stop <- terminal.Idle
				return
			}
		}
	}
}

func idleCheck(idle time.Duration) time.Duration {
	if idle <= 0 {
		return time.Hour
	}
	return min(max(idle/10, 100*time.Millisecond), 10*time.Second)
}

// keys is a session's input, noting when a key last came.
type keys struct {
	r    interface{ Read([]byte) (int, error) }
	last atomic.Int64
}

func (k *keys) Read(p []byte) (int, error) {
	n, err := k.r.Read(p)
	if n > 0 {
		k.last.Store(time.Now().UnixNano())
	}
	return n, err
}
