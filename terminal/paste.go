package terminal

import (
	"bytes"
	"io"
	"slices"
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
// no one takes them (quit). A chunk's buffer is its own until handed back on
// free: a paste of megabytes is read and dropped through the same few.
func readChunks(in io.Reader, chunks chan<- chunk, free <-chan []byte, quit <-chan struct{}) {
	for {
		var buf []byte
		select {
		case buf = <-free:
		default:
			buf = make([]byte, chunkSize)
		}
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

// chunkSize is the most a read of the terminal takes: an SSH packet's most.
const chunkSize = 32 << 10

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
	chunks, free, quit := make(chan chunk), make(chan []byte, 2), make(chan struct{})
	defer close(quit)
	go readChunks(in, chunks, free, quit)
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
			select { // passed on, kept nowhere (see write): the buffer is free again
			case free <- c.data[:cap(c.data)]:
			default:
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
	seen    int // of the paste open, passed or not
}

// end ends the paste open.
func (g *pasteState) end() error {
	g.open, g.timeout, g.tail, g.passed, g.seen = false, nil, nil, 0, 0
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
			at := indexAcross(g.tail, data, pasteEnd)
			if at < 0 { // the paste goes on past data
				keep := min(len(data), max(g.most-g.passed, 0))
				g.passed += keep
				g.seen += len(data)
				g.tail = lastBytes(g.tail, data, len(pasteEnd)-1)
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
			// The end may have begun in reads before, taken then for text:
			// of those bytes, the ones passed on need not be written again.
			before := max(len(g.tail)-at, 0)
			passed := min(max(g.passed-(g.seen-before), 0), before)
			if _, err := g.out.Write(pasteEnd[passed:]); err != nil {
				return err
			}
			g.open, g.tail, g.passed, g.seen, data = false, nil, 0, 0, data[end:]
			continue
		}
		// Outside a paste (or with no bound): up to the next paste's start.
		at := indexAcross(g.tail, data, pasteStart)
		if at < 0 || g.most == 0 {
			if g.most == 0 { // a bounded paste's start is at >= 0
				g.open = pasteOpen(append(slices.Clip(g.tail), data...), g.open)
			}
			g.tail = lastBytes(g.tail, data, len(pasteStart)-1)
			_, err := g.out.Write(data)
			return err
		}
		start := at + len(pasteStart) - len(g.tail)
		if _, err := g.out.Write(data[:start]); err != nil {
			return err
		}
		g.open, g.tail, g.passed, g.seen, data = true, nil, 0, 0, data[start:]
	}
	return nil
}

// indexAcross is the index of sep in tail followed by data, or -1, without
// joining them whole: a paste's megabytes pass through here.
func indexAcross(tail, data, sep []byte) int {
	joint := append(slices.Clip(tail), data[:min(len(data), len(sep)-1)]...)
	if at := bytes.Index(joint, sep); at >= 0 {
		return at
	}
	if at := bytes.Index(data, sep); at >= 0 {
		return len(tail) + at
	}
	return -1
}

// lastBytes is a copy of the last n bytes of tail followed by data (data's
// buffer is read into again).
func lastBytes(tail, data []byte, n int) []byte {
	if len(data) >= n {
		return slices.Clone(data[len(data)-n:])
	}
	joint := append(slices.Clip(tail), data...)
	return joint[max(len(joint)-n, 0):]
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
