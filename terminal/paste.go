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

var (
	pasteStart = []byte("\x1b[200~")
	pasteEnd   = []byte("\x1b[201~")
)

// chunk is what one read of the terminal gave.
type chunk struct {
	data []byte
	err  error
}

// readChunks sends what in gives, a read at a time, until it fails.
func readChunks(in io.Reader, chunks chan<- chunk) {
	for {
		buf := make([]byte, 4096)
		n, err := in.Read(buf)
		chunks <- chunk{buf[:n], err}
		if err != nil {
			return
		}
	}
}

// pasteGuard copies in to out until in ends, ending a paste left open for
// idle with no byte arriving: at once if nothing follows, else before what
// follows. It returns in's error (io.EOF at its end) or out's.
func pasteGuard(in io.Reader, out io.Writer, idle time.Duration) error {
	chunks := make(chan chunk)
	go readChunks(in, chunks)
	g := pasteState{out: out, idle: idle}
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
}

// end ends the paste open.
func (g *pasteState) end() error {
	g.open, g.timeout, g.tail = false, nil, nil
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
	if len(data) > 0 {
		g.tail = append(g.tail, data...)
		g.open = pasteOpen(g.tail, g.open)
		g.tail = g.tail[max(len(g.tail)-len(pasteStart)+1, 0):]
		if _, err := g.out.Write(data); err != nil {
			return err
		}
	}
	g.timeout = nil
	if g.open {
		g.timeout = time.After(g.idle)
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
