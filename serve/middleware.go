package serve

import (
	"fmt"
	"strconv"
	"strings"

	"charm.land/ssh"
	"charm.land/wish/v2"
	"charm.land/wish/v2/recover"
)

// middleware is a session's way in, outermost first: a panic ends the
// session and not the server; a session is counted in unless the server
// stops; the bounds on sessions let it in; a command is run; else the
// viewer plays, on a terminal.
func (s *Server) middleware() []wish.Middleware {
	chain := []wish.Middleware{
		recover.MiddlewareWithLogger(s.log),
		s.counted,
		s.bounded,
		s.commands,
		s.needsTerminal,
	}
	// wish wraps the last it is given outermost: it takes them reversed,
	// the viewer's handler first.
	reversed := []wish.Middleware{s.viewer}
	for i := len(chain) - 1; i >= 0; i-- {
		reversed = append(reversed, chain[i])
	}
	return reversed
}

// counted lets a session in unless the server is stopping, and counts it
// while it runs, so that a stop waits for its game to be saved.
func (s *Server) counted(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		_, _, terminal := sess.Pty() // read before the session writes (see watchedChannel), for newline
		sess.Context().SetValue(onTerminal{}, terminal)
		defer s.conns.sessionOn(sess.RemoteAddr())()
		if !s.sessionStarts() {
			say(sess, "freecell: the server is stopping: try again later")
			_ = sess.Exit(1)
			return
		}
		defer s.wg.Done()
		next(sess)
	}
}

// bounded holds a session to the server's bounds on sessions at once, in
// all and from one address.
func (s *Server) bounded(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		addr := hostOf(sess.RemoteAddr())
		if why := s.sessions.enter(addr); why != "" {
			say(sess, "freecell: "+why)
			_ = sess.Exit(1)
			return
		}
		defer s.sessions.leave(addr)
		next(sess)
	}
}

// commands runs the commands the server knows, accessible (the game in
// plain lines, no terminal needed), ascii (the board in plain characters,
// as --ascii draws it), delete-my-data and help, and refuses any other; a
// session without one goes on to play.
func (s *Server) commands(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		cmd, word := sess.Command(), ""
		if len(cmd) == 1 {
			word = strings.ToLower(cmd[0]) // HELP as help (delete-my-data still asks)
		}
		switch {
		case len(cmd) == 0 && wantsLines(sess):
			_ = sess.Exit(s.playLines(sess, s.playerOf(sess)))
		case len(cmd) == 0:
			next(sess)
		case word == "ascii": // for a terminal or font without the suits' signs or box lines
			sess.Context().SetValue(asciiBoard{}, true)
			next(sess)
		case word == "accessible":
			_ = sess.Exit(s.playLines(sess, s.playerOf(sess)))
		case word == "delete-my-data":
			_ = sess.Exit(s.deleteData(sess, s.playerOf(sess)))
		case word == "help" || word == "--help": // a visitor's first command
			_, _ = fmt.Fprint(sess, serverHelp+newline(sess)) // on standard output, as freecell --help writes
			_ = sess.Exit(0)
		default:
			s.sessions.refused.Commands.Add(1)
			say(sess, fmt.Sprintf("freecell: %s is not a command of this server: without one it plays (ssh -t, then g goes to a deal); its commands are ascii, accessible, delete-my-data and help", commandWords(cmd)))
			_ = sess.Exit(2)
		}
	}
}

// serverHelp is what help says: how to play, and the commands.
const serverHelp = "freecell over SSH: ssh -t to play (g goes to a deal, D today's daily, ? every key); " +
	"commands: ascii (the board in plain characters), accessible (plain lines for a screen reader), " +
	"delete-my-data (your games and results here), help (this)"

// wantsLines reports whether a session with no command asks for the
// accessible mode's plain lines as a local run would: ACCESSIBLE set
// (ssh -o SetEnv=ACCESSIBLE=1, where the client sends it), or a terminal
// that moves no cursor (TERM=dumb), on which the board came out as escape
// codes.
func wantsLines(sess ssh.Session) bool {
	if pty, _, ok := sess.Pty(); ok && pty.Term == "dumb" {
		return true
	}
	for _, kv := range sess.Environ() {
		if v, ok := strings.CutPrefix(kv, "ACCESSIBLE="); ok && v != "" {
			return true
		}
	}
	return false
}

// commandWords is a command refused, as a refusal quotes it: its control
// characters escaped, and cut short past commandShown characters (a client
// chooses it).
func commandWords(cmd []string) string {
	words := []rune(strings.Join(cmd, " "))
	if len(words) > commandShown {
		return strconv.Quote(string(words[:commandShown])) + "…"
	}
	return strconv.Quote(string(words))
}

// commandShown is the most characters of a command refused that are quoted.
const commandShown = 40

// asciiBoard is the key of a session's context that the ascii command set.
type asciiBoard struct{}

// asksASCII reports whether the session asked for the board in plain
// characters.
func asksASCII(sess ssh.Session) bool {
	ascii, _ := sess.Context().Value(asciiBoard{}).(bool)
	return ascii
}

// needsTerminal refuses a session without one: the viewer draws on it.
func (s *Server) needsTerminal(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		if _, _, ok := sess.Pty(); !ok {
			s.sessions.refused.Commands.Add(1)
			say(sess, "freecell: the viewer needs a terminal: connect with ssh -t from one (ssh -tt where input is piped), or give the command accessible for plain lines") // ssh -t with piped input allocates none: -t alone was advice that did not work
			_ = sess.Exit(2)
			return
		}
		next(sess)
	}
}

// viewer is where a session ends up: the player's game.
func (s *Server) viewer(ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) { _ = sess.Exit(s.game(sess, s.playerOf(sess))) }
}
