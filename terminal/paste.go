package terminal

import (
	"bytes"
	"io"
	"time"
)

// A bracketed paste that never ends (ESC [ 200 ~ with no ESC [ 201 ~) would
// take every key after it, q and Ctrl+C included: Bubble Tea's input layer
// waits for the end with no timeout. pasteIdle is how long a paste may stay
// open with no byte arriving; past it the paste is ended for the terminal, so
// that the next key is a key again. A terminal sends a paste in one burst.
const pasteIdle = time.Second

// PasteMost is the most bytes of a paste's text passed on: the rest is
// dropped, up to the paste's end. The move line takes 1,000 characters (a
// paste past them is cut, and Enter says so), which UTF-8 writes in at
// most 4,000 bytes; a paste of megabytes would otherwise be held whole by
// the input layer (a server's player took it from 14 MB to 298 with one).
const PasteMost = 4096

var (
	pasteStart = []byte("\x1b[200~")
	pasteEnd   = []byte("\x1b[201~")
)

// chunk is what one read of the terminal gave.
type chunk struct {
	data []byte
	err  error
}

// readChunks sends what in gives, a read at a time, until it fails or
// no one takes them (quit).
func readChunks(in io.Reader, chunks chan<- chunk, quit <-chan struct{}) {
	for {
		buf := make([]byte, 4096)
		n, err := in.Read(buf)
		select {
		case chunks <- chunk{buf[:n], err}:
		case <-quit:
			return
		}
		if err != nil {
			return
		}
	}
}

// GuardPaste is in with its pastes guarded (see pasteGuard), for a reader
// that is not a terminal's file (a server's session); it ends with in, or
// when closed: then what in still holds is left unread (a session's end
// need not wait for a flood of keys to drain).
func GuardPaste(in io.Reader) io.ReadCloser {
	r, w := io.Pipe()
	go func() { _ = w.CloseWithError(pasteGuard(in, w, pasteIdle)) }()
	return r
}

// pasteGuard copies in to out until in ends, ending a paste left open for
// idle with no byte arriving (at once if nothing follows, else before what
// follows), and passing at most PasteMost bytes of a paste's text. It
// returns in's error (io.EOF at its end) or out's.
func pasteGuard(in io.Reader, out io.Writer, idle time.Duration) error {
	chunks, quit := make(chan chunk), make(chan struct{})
	defer close(quit)
	go readChunks(in, chunks, quit)
	g := pasteState{out: out, idle: idle, most: PasteMost}
	for {
		select {
		case <-g.timeout:
			if err := g.end(); err != nil {
				return err
			}
		case c := <-chunks:
			if err := g.pass(c.data); err != nil {
				return err
			}
			if c.err != nil {
				return c.err
			}
		}
	}
}

// pasteState is pasteGuard's state: whether a paste is open, since when nothing
// came, and the last bytes seen (a sequence may be split between reads).
type pasteState struct {
	out     io.Writer
	idle    time.Duration
	open    bool
	last    time.Time
	tail    []byte
	timeout <-chan time.Time
	most    int // the bytes of a paste's text passed on (0: all)
	passed  int // of the paste open
}

// end ends the paste open.
func (g *pasteState) end() error {
	g.open, g.timeout, g.tail, g.passed = false, nil, nil, 0
	_, err := g.out.Write(pasteEnd)
	return err
}

// pass copies data, ending first a paste that has been open for idle with
// nothing coming (the timer lost the race to these bytes: they follow it).
func (g *pasteState) pass(data []byte) error {
	if g.open && time.Since(g.last) >= g.idle {
		if err := g.end(); err != nil {
			return err
		}
	}
	g.last = time.Now()
	if err := g.write(data); err != nil {
		return err
	}
	g.timeout = nil
	if g.open {
		g.timeout = time.After(g.idle)
	}
	return nil
}

// write passes data on, a paste's text only up to g.most bytes: past them,
// nothing until the paste's end, which is passed whole.
func (g *pasteState) write(data []byte) error {
	for len(data) > 0 {
		if g.open && g.most > 0 {
			seen := append(g.tail, data...)
			at := bytes.Index(seen, pasteEnd)
			if at < 0 { // the paste goes on past data
				keep := min(len(data), max(g.most-g.passed, 0))
				g.passed += keep
				g.tail = seen[max(len(seen)-len(pasteEnd)+1, 0):]
				if keep == 0 {
					return nil
				}
				_, err := g.out.Write(data[:keep])
				return err
			}
			end := at + len(pasteEnd) - len(g.tail) // where data goes on after the end
			text := max(at-len(g.tail), 0)          // data's bytes of text before the end
			keep := min(text, max(g.most-g.passed, 0))
			if _, err := g.out.Write(data[:keep]); err != nil {
				return err
			}
			written := pasteEnd[max(len(g.tail)-at, 0):] // what of the end the bytes before data left
			if g.passed-keep >= g.most {
				written = pasteEnd // they were dropped: the end goes whole
			}
			if _, err := g.out.Write(written); err != nil {
				return err
			}
			g.open, g.tail, g.passed, data = false, nil, 0, data[end:]
			continue
		}
		// Outside a paste (or with no bound): up to the next paste's start.
		seen := append(g.tail, data...)
		at := bytes.Index(seen, pasteStart)
		if at < 0 || g.most == 0 {
			g.tail = append(g.tail, data...)
			g.open = pasteOpen(g.tail, g.open)
			g.tail = g.tail[max(len(g.tail)-len(pasteStart)+1, 0):]
			_, err := g.out.Write(data)
			return err
		}
		start := at + len(pasteStart) - len(g.tail)
		if _, err := g.out.Write(data[:start]); err != nil {
			return err
		}
		g.open, g.tail, g.passed, data = true, nil, 0, data[start:]
	}
	return nil
}

// pasteOpen reports whether a paste is open after seen, given whether one was
// open before it: the last start or end in seen decides.
func pasteOpen(seen []byte, before bool) bool {
	start, end := bytes.LastIndex(seen, pasteStart), bytes.LastIndex(seen, pasteEnd)
	if start < 0 && end < 0 {
		return before
	}
	return start > end
}
