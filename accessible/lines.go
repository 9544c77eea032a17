package accessible

import (
	"bufio"
	"bytes"
	"io"
	"strings"
	"sync"
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
	if e, ok := opts.Out.(*lineEcho); ok {
		next = echoedLines(opts.In, e)
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
// line discipline would: what is typed is written back (through e, which
// the sentences said share), Backspace erases a character, Enter ends the
// line, Ctrl+U erases the line, Ctrl+C quits, Ctrl+D on an empty line ends
// the input, escape sequences (arrows, a terminal's reports) are left out.
func echoedLines(in io.Reader, e *lineEcho) func() (tea.Msg, error) {
	br := bufio.NewReader(in)
	return func() (tea.Msg, error) {
		for {
			c, _, err := br.ReadRune()
			if err != nil {
				return nil, err
			}
			switch {
			case c == '\r' || c == '\n':
				line := e.end("\r\n")
				if len(line) > LineMost {
					return lineMsg(tooLong), nil
				}
				return lineMsg(string(line)), nil
			case c == 0x03: // Ctrl+C
				e.end("^C\r\n")
				return lineMsg("quit"), nil
			case c == 0x04 && e.empty(): // Ctrl+D
				return nil, io.EOF
			case c == 0x7f || c == 0x08:
				e.erase(1)
			case c == 0x15: // Ctrl+U
				e.erase(LineMost + 1)
			case c == 0x1b:
				skipEscape(br)
			case c < ' ':
			default:
				e.typeRune(c)
			}
		}
	}
}

// lineEcho is a raw terminal's output, shared by the line being typed and
// the sentences said: a sentence said while a line is half typed takes the
// line off first, and the line is typed back once the sentence's line
// ends, as readline does (the two ran into one over SSH: "looA solution
// plays back", and the typed "k 3" on a line of its own).
type lineEcho struct {
	mu    sync.Mutex
	out   io.Writer
	typed []rune
	off   bool // the typed line is taken off while a sentence is said
}

// Write says p, a sentence or part of one.
func (e *lineEcho) Write(p []byte) (int, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if len(e.typed) > 0 && !e.off {
		e.rubOut(len(e.typed))
		e.off = true
	}
	n, err := e.out.Write(p)
	if e.off && bytes.HasSuffix(p, []byte("\n")) {
		_, _ = io.WriteString(e.out, string(e.typed))
		e.off = false
	}
	return n, err
}

// typeRune adds c to the line typed, and shows it, up to LineMost and one.
func (e *lineEcho) typeRune(c rune) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if len(e.typed) > LineMost {
		return
	}
	e.typed = append(e.typed, c)
	if !e.off {
		_, _ = io.WriteString(e.out, string(c))
	}
}

// erase takes the last n characters typed back (fewer where fewer are).
func (e *lineEcho) erase(n int) {
	e.mu.Lock()
	defer e.mu.Unlock()
	n = min(n, len(e.typed))
	e.typed = e.typed[:len(e.typed)-n]
	if !e.off {
		e.rubOut(n)
	}
}

// end ends the line typed with ending, and returns it.
func (e *lineEcho) end(ending string) []rune {
	e.mu.Lock()
	defer e.mu.Unlock()
	line := e.typed
	e.typed, e.off = nil, false
	_, _ = io.WriteString(e.out, ending)
	return line
}

// empty reports whether nothing is typed.
func (e *lineEcho) empty() bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	return len(e.typed) == 0
}

// rubOut takes n characters off the screen, from the end, as Backspace does.
func (e *lineEcho) rubOut(n int) {
	if n > 0 {
		_, _ = io.WriteString(e.out, strings.Repeat("\b \b", n))
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
