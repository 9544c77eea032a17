package accessible

import (
	"bufio"
	"bytes"
	"io"
	"strings"
	"unicode/utf8"

	tea "charm.land/bubbletea/v2"
)

// readLines reads the lines typed and sends each, until the input ends
// (then endMsg) or done. Each line takes a place in room before it is sent,
// and the reader gives it back once the line is done: with room full (lines
// typed ahead while a saved game is read), the input is left unread until
// there is room, as a terminal's or a connection's flow holds the typist.
func readLines(opts Options, send func(tea.Msg), done <-chan struct{}, room chan<- struct{}) {
	next := cookedLines(opts.In)
	if opts.Echo {
		next = echoedLines(opts.In, opts.Out)
	}
	for {
		line, err := next()
		if line != nil {
			select {
			case <-done:
				return
			case room <- struct{}{}:
			}
			send(line)
		}
		if err != nil {
			send(endMsg{})
			return
		}
	}
}

// tooLong stands for a line cut at LineMost.
const tooLong = "\x00too long"

// cookedLines reads lines a terminal's line discipline (or a pipe) hands
// over whole; a line past LineMost characters is refused, whatever its
// length, read no further than the bytes so many characters can take.
func cookedLines(in io.Reader) func() (tea.Msg, error) {
	br := bufio.NewReaderSize(in, utf8.UTFMax*LineMost+2) // and "\r\n"
	return func() (tea.Msg, error) {
		line, err := br.ReadSlice('\n')
		if err == bufio.ErrBufferFull {
			for err == bufio.ErrBufferFull { // the rest of the line is read and left
				_, err = br.ReadSlice('\n')
			}
			return lineMsg(tooLong), err
		}
		if len(line) == 0 {
			return nil, err
		}
		if line = bytes.TrimRight(line, "\r\n"); utf8.RuneCount(line) > LineMost {
			return lineMsg(tooLong), nil
		}
		return lineMsg(line), nil
	}
}

// echoedLines reads keys from a raw terminal and makes lines of them, as a
// line discipline would: what is typed is written back, Backspace erases a
// character, Enter ends the line, Ctrl+U erases the line, Ctrl+C quits,
// Ctrl+D on an empty line ends the input, escape sequences (arrows, a
// terminal's reports) are left out.
func echoedLines(in io.Reader, out io.Writer) func() (tea.Msg, error) {
	br := bufio.NewReader(in)
	return func() (tea.Msg, error) {
		var line []rune
		for {
			c, _, err := br.ReadRune()
			if err != nil {
				return nil, err
			}
			switch {
			case c == '\r' || c == '\n':
				_, _ = io.WriteString(out, "\r\n")
				if len(line) > LineMost {
					return lineMsg(tooLong), nil
				}
				return lineMsg(string(line)), nil
			case c == 0x03: // Ctrl+C
				_, _ = io.WriteString(out, "^C\r\n")
				return lineMsg("quit"), nil
			case c == 0x04 && len(line) == 0: // Ctrl+D
				return nil, io.EOF
			case c == 0x7f || c == 0x08:
				if len(line) > 0 {
					line = line[:len(line)-1]
					_, _ = io.WriteString(out, "\b \b")
				}
			case c == 0x15: // Ctrl+U
				for range line {
					_, _ = io.WriteString(out, "\b \b")
				}
				line = line[:0]
			case c == 0x1b:
				skipEscape(br)
			case c < ' ':
			default:
				if len(line) <= LineMost {
					line = append(line, c)
					_, _ = io.WriteString(out, string(c))
				}
			}
		}
	}
}

// skipEscape reads the rest of an escape sequence whose Escape br has just
// read: CSI's parameters to its final byte (an arrow key, a terminal's
// report), SS3's one character, or a string's body to its end (OSC's title
// or link, DCS, APC, PM, SOS). Escape alone (nothing follows it yet: a
// key pressed by itself, as a player presses it to go back) or before
// another character (Alt with a key) is left out by itself: the characters
// typed after it are kept.
func skipEscape(br *bufio.Reader) {
	if br.Buffered() == 0 {
		return
	}
	c, err := br.ReadByte()
	if err != nil {
		return
	}
	switch c {
	case '[':
		for n := 0; n < 64; n++ {
			b, err := br.ReadByte()
			if err != nil || b >= 0x40 && b <= 0x7e {
				return
			}
		}
	case 'O':
		_, _ = br.ReadByte()
	case ']', 'P', '_', '^', 'X': // a string (a title, a link, a device's): to BEL or ESC \, its body with it
		for prev := byte(0); br.Buffered() > 0; { // (no further than what came with it: Alt+] waits on nothing)
			b, err := br.ReadByte()
			if err != nil || b == 0x07 || prev == 0x1b && b == '\\' {
				return
			}
			prev = b
		}
	default:
		_ = br.UnreadByte()
	}
}

// typedText is a line as a terminal's line discipline handed it over, with
// the escape sequences of keys left out as echoedLines leaves them out, and
// other control characters.
func typedText(line string) string {
	br := bufio.NewReader(strings.NewReader(line))
	var b strings.Builder
	for {
		c, _, err := br.ReadRune()
		if err != nil {
			return b.String()
		}
		switch {
		case c == 0x1b:
			skipEscape(br)
		case c < ' ' || c == 0x7f:
		default:
			b.WriteRune(c)
		}
	}
}
