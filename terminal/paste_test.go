package terminal

import (
	"bytes"
	"io"
	"slices"
	"testing"
	"time"

	"github.com/freecell/freecell/internal/lockedbuf"
)

// TestPasteThatNeverEndsIsEnded: a paste left open is ended once no byte has
// come for the idle time, so that the next key is a key; a paste that ends,
// and keys, pass as they came.
func TestPasteThatNeverEndsIsEnded(t *testing.T) {
	const idle = 50 * time.Millisecond
	for _, c := range []struct {
		name   string
		chunks []string // written apart, a pause of three idle times after each
		want   string
	}{
		{"keys", []string{"abc", "q"}, "abcq"},
		{"a paste that ends", []string{"\x1b[200~3a 46\x1b[201~", "q"}, "\x1b[200~3a 46\x1b[201~q"},
		{"a paste that never ends", []string{"\x1b[200~3a", "q"}, "\x1b[200~3a\x1b[201~q"},
		{"its start split between reads", []string{"\x1b[2", "00~3a", "\x03"}, "\x1b[200~3a\x1b[201~\x03"},
		{"a paste ended, then another left open", []string{"\x1b[200~x\x1b[201~\x1b[200~y", "q"}, "\x1b[200~x\x1b[201~\x1b[200~y\x1b[201~q"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r, w := io.Pipe()
			var out lockedbuf.Buffer
			done := make(chan error, 1)
			go func() { done <- pasteGuard(r, &out, idle) }()
			for _, chunk := range c.chunks {
				if _, err := w.Write([]byte(chunk)); err != nil {
					t.Fatal(err)
				}
				time.Sleep(3 * idle)
			}
			_ = w.Close()
			if err := <-done; err != io.EOF {
				t.Errorf("the guard ended with %v", err)
			}
			if got := out.String(); got != c.want {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}

// TestPasteBounded: a paste's text past the bound is dropped up to its end,
// which passes whole, with the keys after it; the markers may come split
// between reads anywhere, the text under the bound or past it.
func TestPasteBounded(t *testing.T) {
	const most = 8
	for _, c := range []struct {
		name   string
		chunks []string
		want   string
	}{
		{"under the bound", []string{"\x1b[200~3a 46\x1b[201~q"}, "\x1b[200~3a 46\x1b[201~q"},
		{"past it", []string{"\x1b[200~0123456789abcdef\x1b[201~q"}, "\x1b[200~01234567\x1b[201~q"},
		{"past it, over reads", []string{"\x1b[200~0123", "456789", "abcdef\x1b[201~", "q"}, "\x1b[200~01234567\x1b[201~q"},
		{"its end split, past the bound", []string{"\x1b[200~0123456789\x1b[20", "1~q"}, "\x1b[200~01234567\x1b[201~q"},
		{"its end split, under it", []string{"\x1b[200~012\x1b[2", "01~q"}, "\x1b[200~012\x1b[201~q"},
		{"its start split", []string{"x\x1b[2", "00~0123456789\x1b[201~"}, "x\x1b[200~01234567\x1b[201~"},
		{"two pastes", []string{"\x1b[200~0123456789\x1b[201~\x1b[200~ab\x1b[201~"}, "\x1b[200~01234567\x1b[201~\x1b[200~ab\x1b[201~"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var out bytes.Buffer
			g := pasteState{out: &out, idle: time.Hour, most: most}
			for _, chunk := range c.chunks {
				if err := g.pass([]byte(chunk)); err != nil {
					t.Fatal(err)
				}
			}
			if got := out.String(); got != c.want {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}

// FuzzPasteBoundedSplits: how the input is split between reads changes
// nothing the bounded guard passes on, though each read's buffer is filled
// with the next (readChunks reuses them) and scribbled over after.
func FuzzPasteBoundedSplits(f *testing.F) {
	f.Add([]byte("\x1b[200~0123456789abcdef\x1b[201~q"), []byte{3, 1, 7})
	f.Add([]byte("x\x1b[200~0123456789\x1b[201~\x1b[200~ab\x1b[201~y"), []byte{2, 9, 1, 1})
	f.Add([]byte("\x1b[200~012\x1b[201~\x1b[201~\x1b[200~"), []byte{5, 5, 5, 5, 5})
	f.Fuzz(func(t *testing.T, data, cuts []byte) {
		const most = 8
		var whole, split bytes.Buffer
		g := pasteState{out: &whole, idle: time.Hour, most: most}
		if err := g.pass(slices.Clone(data)); err != nil {
			t.Fatal(err)
		}
		g = pasteState{out: &split, idle: time.Hour, most: most}
		buf := make([]byte, len(data))
		rest := data
		for i := 0; len(rest) > 0; i++ {
			n := len(rest)
			if i < len(cuts) {
				n = min(n, int(cuts[i])%8+1)
			}
			read := buf[:copy(buf, rest[:n])]
			if err := g.pass(read); err != nil {
				t.Fatal(err)
			}
			for j := range read {
				read[j] = '#'
			}
			rest = rest[n:]
		}
		if whole.String() != split.String() {
			t.Errorf("%q passed whole: %q; split by %v: %q", data, whole.String(), cuts, split.String())
		}
	})
}
