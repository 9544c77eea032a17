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

// pasteGuard copies in to out until in ends, ending a paste left open for
// idle with no byte arriving: at once if nothing follows, else before what
// follows. It returns in's error (io.EOF at its end) or out's.
func pasteGuard(in io.Reader, out io.Writer, idle time.Duration) error {
	type chunk struct {
		data []byte
		err  error
	}
	chunks := make(chan chunk)
	go func() {
		for {
			buf := make([]byte, 4096)
			n, err := in.Read(buf)
			chunks <- chunk{buf[:n], err}
			if err != nil {
				return
			}
		}
	}()
	var tail []byte // the last bytes seen, for a sequence split between reads
	open := false
	var timeout <-chan time.Time
	var last time.Time // when the last bytes came
	end := func() error {
		open, timeout, tail = false, nil, nil
		_, err := out.Write(pasteEnd)
		return err
	}
	for {
		select {
		case <-timeout:
			if err := end(); err != nil {
				return err
			}
		case c := <-chunks:
			if open && time.Since(last) >= idle { // the timer lost the race to these bytes: they follow the paste
				if err := end(); err != nil {
					return err
				}
			}
			last = time.Now()
			if len(c.data) > 0 {
				tail = append(tail, c.data...)
				open = pasteOpen(tail, open)
				tail = tail[max(len(tail)-len(pasteStart)+1, 0):]
				if _, err := out.Write(c.data); err != nil {
					return err
				}
			}
			if c.err != nil {
				return c.err
			}
			timeout = nil
			if open {
				timeout = time.After(idle)
			}
		}
	}
}

// pasteOpen reports whether a paste is open after seen, given whether one was
// open before it: the last start or end in seen decides.
func pasteOpen(seen []byte, before bool) bool {
	start, end := bytes.LastIndex(seen, pasteStart), bytes.LastIndex(seen, pasteEnd)
	switch {
	case start < 0 && end < 0:
		return before
	default:
		return start > end
	}
}
