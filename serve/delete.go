package serve

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"time"

	"charm.land/ssh"
	"github.com/charmbracelet/x/ansi"
)

// deleteData deletes everything the server keeps of the player, once they
// say yes: their games, statistics, settings and streak (their folder), and
// their name and wins on the daily board.
func (s *Server) deleteData(sess ssh.Session, p player) int {
	if p.guest() {
		say(sess, "freecell: a guest has no data here: log in with your key to delete yours")
		return 2
	}
	if _, err := os.Stat(p.dir); os.IsNotExist(err) && !s.leaderboard.Knows(p.fingerprint) {
		say(sess, "freecell: nothing is kept for this key: there is nothing to delete")
		return 0
	}
	_, _ = sess.Write([]byte(deleteQuestion(sess, s.players.playing(p.fingerprint))))
	said, why := s.answerWithin(sess)
	said, ended := strings.CutSuffix(said, inputEnded)
	_, _, echoed := sess.Pty()
	apart := ended || !echoed // no line's end was typed, or none echoed (no terminal): the words after the question start a line of their own
	tell := func(line string) {
		if apart {
			line, apart = newline(sess)+line, false // in the one write: the question and the answer come on two streams
		}
		say(sess, line)
	}
	switch why {
	case noAnswerIdle:
		apart = true
		tell(fmt.Sprintf("freecell: no answer within %s: nothing deleted", idleWords(s.cfg.Idle)))
		return 1
	case noAnswerStopping:
		s.log.Info("asked to delete their data: the server stopped first", "player", p.name())
		apart = true
		tell("freecell: the server is stopping: nothing deleted")
		return 1
	case noAnswerGone:
		return 1
	case answered:
	}
	if !strings.EqualFold(said, "yes") { // YES too: a word typed with Caps Lock on is still the word
		tell("freecell: nothing deleted")
		return 1
	}
	s.players.deleting(p.fingerprint) // its sessions open stop saving first, and say why
	if err := os.RemoveAll(p.dir); err != nil {
		s.log.Error("deleting their data failed", "player", p.name(), "err", err)
		tell("freecell: your data could not be deleted: try again later")
		return 1
	}
	if err := s.leaderboard.Forget(p.fingerprint); err != nil {
		s.log.Error("forgetting them on the board failed", "player", p.name(), "err", err)
		tell("freecell: your games are deleted, but not yet your place on the daily board: try again later")
		return 1
	}
	s.players.deletedAt(p.fingerprint, time.Now())
	s.log.Info("deleted their data", "player", p.name())
	tell("freecell: deleted: this server keeps nothing of yours")
	return 0
}

// deleteQuestion is delete-my-data's question, wrapped between words at the
// player's terminal's width (a hard break split "your name" at 80 columns,
// and the terminal's own wrap splits words); one line with no terminal.
// With playing other sessions of the key open, it says that they will go on
// without saving: their games are among what goes.
func deleteQuestion(sess ssh.Session, playing int) string {
	q := "Delete every game, statistic and setting this server keeps for your key, and your name and wins on the daily board? This cannot be undone."
	switch {
	case playing == 1:
		q += " Your key has another session open here: it will go on without saving its game."
	case playing > 1:
		q += fmt.Sprintf(" Your key has %d other sessions open here: they will go on without saving their games.", playing)
	}
	q += " Type yes to delete:"
	pty, _, ok := sess.Pty()
	if !ok || pty.Window.Width < 20 {
		return q + " "
	}
	return strings.ReplaceAll(ansi.Wordwrap(q, pty.Window.Width-1, ""), "\n", "\r\n") + " "
}

// answerWithin is the player's answer, unless the idle bound passes first,
// or the server stops, or the connection closes (false): the prompt holds
// a session's slot no longer than play does. The read left behind ends as
// the session closes.
func (s *Server) answerWithin(sess ssh.Session) (string, noAnswer) {
	said := make(chan string, 1)
	go func() { said <- answer(sess) }()
	var idle <-chan time.Time
	if s.cfg.Idle > 0 {
		timer := time.NewTimer(s.cfg.Idle)
		defer timer.Stop()
		idle = timer.C
	}
	select {
	case a := <-said:
		return a, answered
	case <-idle:
		return "", noAnswerIdle
	case <-s.stopping:
		return "", noAnswerStopping
	case <-sess.Context().Done():
	}
	return "", noAnswerGone
}

// noAnswer is why a question went unanswered: each is told its own way (a
// stop was told as the idle bound passing).
type noAnswer int

const (
	answered         noAnswer = iota
	noAnswerIdle              // the idle bound passed
	noAnswerStopping          // the server began to stop
	noAnswerGone              // the connection closed
)

// inputEnded ends an answer whose input ended before its line did.
const inputEnded = "\x00ended"

// answer reads a line the player types: to a line feed, or to a carriage
// return where their terminal is raw (ssh -t), at most a few words. With a
// terminal, what is typed is echoed, as a shell's line does (the client's
// own terminal is raw and shows nothing), backspace takes a letter back, and
// Ctrl+C or Ctrl+D answers nothing (they were swallowed, the question left
// waiting for the idle bound).
func answer(sess ssh.Session) string {
	_, _, echo := sess.Pty()
	r := bufio.NewReader(sess)
	var b []byte
	for len(b) < 64 {
		c, err := r.ReadByte()
		if err != nil && !echo {
			return strings.TrimSpace(string(b)) + inputEnded
		}
		if err != nil || c == '\n' || c == '\r' {
			if echo && err == nil {
				_, _ = sess.Write([]byte("\r\n"))
			}
			break
		}
		switch {
		case echo && (c == 0x03 || c == 0x04): // Ctrl+C, Ctrl+D: the question is put away, as a shell's line is
			_, _ = sess.Write([]byte("\r\n"))
			return ""
		case c == 0x7f || c == '\b':
			if len(b) > 0 {
				b = b[:len(b)-1]
				if echo {
					_, _ = sess.Write([]byte("\b \b"))
				}
			}
			continue
		case c < ' ': // no escape reaches the line, nor its echo
			continue
		}
		b = append(b, c)
		if echo {
			_, _ = sess.Write([]byte{c})
		}
	}
	return strings.TrimSpace(string(b))
}
