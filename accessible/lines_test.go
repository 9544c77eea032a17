package accessible

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

// TestEchoedLines edits lines as a raw terminal's keys come: what is typed
// is written back, Backspace and Ctrl+U erase, arrows are left out, Ctrl+C
// quits, Ctrl+D on an empty line ends.
func TestEchoedLines(t *testing.T) {
	keys := "3b\x7fa\r" + "lo\x1b[Dok\r" + "junk\x15go 617\n" + "\x03" + "\x04"
	var echo bytes.Buffer
	next := echoedLines(strings.NewReader(keys), &lineEcho{out: &echo})
	for _, want := range []string{"3a", "look", "go 617", "quit"} {
		got, err := next()
		if err != nil || got != lineMsg(want) {
			t.Fatalf("got %v (%v), want %q", got, err, want)
		}
	}
	if got, err := next(); got != nil || err != io.EOF {
		t.Errorf("Ctrl+D gave %v, %v; want the end", got, err)
	}
	if want := "3b\b \ba\r\nlook\r\njunk\b \b\b \b\b \b\b \bgo 617\r\n^C\r\n"; echo.String() != want {
		t.Errorf("echo %q, want %q", echo.String(), want)
	}
}

// TestSaidWhileTyping: a sentence said while a line is half typed takes
// the line off, is said on its own line, and the line is typed back after
// it (they ran into one: "looA solution plays back").
func TestSaidWhileTyping(t *testing.T) {
	var screen bytes.Buffer
	e := &lineEcho{out: &screen}
	for _, c := range "loo" {
		e.typeRune(c)
	}
	_, _ = io.WriteString(e, "A solution plays back.")
	e.typeRune('k') // typed as the sentence goes on: shown once the line is back
	_, _ = io.WriteString(e, "\r\n")
	e.typeRune(' ')
	if line := string(e.end("\r\n")); line != "look " {
		t.Errorf("the line typed is %q", line)
	}
	if want := "loo\b \b\b \b\b \bA solution plays back.\r\nlook \r\n"; screen.String() != want {
		t.Errorf("the screen got %q, want %q", screen.String(), want)
	}
}

// TestCookedLines takes whole lines, and refuses one past LineMost
// characters whole: a line of LineMost characters, é or x, is taken, with
// its "\r\n" (600 é's were refused, counted as bytes, and so was a line of
// exactly LineMost).
func TestCookedLines(t *testing.T) {
	most, accents := strings.Repeat("x", LineMost), strings.Repeat("é", LineMost)
	lines := []string{"3a", most, accents, tooLong, tooLong, tooLong, "look"}
	next := cookedLines(strings.NewReader("3a\r\n" + most + "\r\n" + accents + "\n" + most + "x\n" + accents + "é\r\n" + strings.Repeat("x", 5*LineMost) + "\nlook\n"))
	for _, want := range lines {
		if got, err := next(); err != nil || got != lineMsg(want) {
			t.Fatalf("got %v (%v), want %q", got, err, want)
		}
	}
	if got, err := next(); got != nil || err != io.EOF {
		t.Errorf("the end gave %v, %v", got, err)
	}
}

// keyReads hands over one chunk a Read, as a terminal sends what each key
// press makes.
type keyReads []string

func (k *keyReads) Read(p []byte) (int, error) {
	if len(*k) == 0 {
		return 0, io.EOF
	}
	n := copy(p, (*k)[0])
	(*k)[0] = (*k)[0][n:]
	if (*k)[0] == "" {
		*k = (*k)[1:]
	}
	return n, nil
}

// TestEscapeAloneIsLeftOut: Escape pressed alone, as a player presses it to
// go back, is left out by itself, and the key after it kept (it was taken
// as Alt's, and the first letter typed after it lost: "ells"); an arrow's
// sequence is still left out whole, and Alt's Escape alone, in a raw
// terminal's keys and in a line a line discipline hands over alike.
func TestEscapeAloneIsLeftOut(t *testing.T) {
	keys := keyReads{"\x1b", "cells\r", "abc", "\x1b", "\x15", "go 5\r", "lo\x1b[Dok\r", "\x1bq\r"}
	next := echoedLines(&keys, &lineEcho{out: io.Discard})
	for _, want := range []string{"cells", "go 5", "look", "q"} {
		if got, err := next(); err != nil || got != lineMsg(want) {
			t.Fatalf("got %v (%v), want %q", got, err, want)
		}
	}
	for line, want := range map[string]string{"\x1bcells": "cells", "lo\x1b[Dok": "look", "\x1bOA3a": "3a", "\x1bq": "q", "x\x7f\x15y\x1b": "xy"} {
		if got := typedText(line); got != want {
			t.Errorf("typedText(%q) = %q, want %q", line, got, want)
		}
	}
}

// TestEscapeStringsLeftOutWhole: a title or a link's escape string in a line
// goes with its body (the board showed "Ev]0;pwnil" for "Ev", a title set
// to pwn, "il"); Alt+] typed in a raw terminal waits on nothing, the keys
// after it kept.
func TestEscapeStringsLeftOutWhole(t *testing.T) {
	for line, want := range map[string]string{"name Ev\x1b]0;pwn\x07il": "name Evil", "A\x1b]8;;http://x\x1b\\B": "AB", "a\x1bP1$r\x1b\\b": "ab", "open\x1b]": "open"} {
		if got := typedText(line); got != want {
			t.Errorf("typedText(%q) = %q, want %q", line, got, want)
		}
	}
	keys := keyReads{"\x1b]", "go 5\r"}
	if got, err := echoedLines(&keys, &lineEcho{out: io.Discard})(); err != nil || got != lineMsg("go 5") {
		t.Errorf("Alt+] then go 5: %v (%v)", got, err)
	}
}
