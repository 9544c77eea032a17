//go:build unix

package terminal

import "os"

// guardInput is the terminal's input as the program reads it: through a pipe
// that pasteGuard fills, so that a paste that never ends cannot take every
// key. The pipe is a file, which Bubble Tea can stop reading at once (a
// suspend, a quit); close closes it.
func guardInput(in *os.File) (guarded *os.File, closeIt func()) {
	r, w, err := os.Pipe()
	if err != nil {
		return in, func() {}
	}
	go func() {
		_ = pasteGuard(in, w, pasteIdle)
		_ = w.Close()
	}()
	return r, func() { _ = r.Close() }
}
