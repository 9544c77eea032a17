package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestAccessibleFromTheCommandLine: --accessible, or ACCESSIBLE set, runs
// the viewer in plain lines on standard input and output, a pipe too, and
// the game played is saved as the board's is; ACCESSIBLE leaves a print a
// print.
func TestAccessibleFromTheCommandLine(t *testing.T) {
	var out, errOut bytes.Buffer
	e := testEnv(t, &out, &errOut)
	e.stdin = strings.NewReader("3a\nquit\n")
	if code := run([]string{"--accessible", "617"}, e); code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	if said := out.String(); !strings.Contains(said, "Column 1: seven of diamonds,") || !strings.Contains(said, "Moved king of clubs from column 3 to free cell a;") {
		t.Errorf("the session said:\n%s", said)
	}
	out.Reset()
	e.stdin = strings.NewReader("cells\n")
	e.getenv = func(name string) string { return map[string]string{"ACCESSIBLE": "1"}[name] }
	e.stdoutIsTerminal = true // as the viewer would be; its lines go to out all the same
	if code := run(nil, e); code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	if said := out.String(); !strings.Contains(said, "Free cells: a, king of clubs; b, c and d empty.") {
		t.Errorf("the game was not resumed in the accessible mode:\n%s", said)
	}
	out.Reset()
	e.stdin = strings.NewReader("cells\n")
	e.getenv = func(name string) string { return map[string]string{"TERM": "dumb"}[name] } // no cursor to move: plain lines
	if code := run([]string{"617"}, e); code != exitOK || !strings.Contains(out.String(), "FreeCell, accessible mode.") || strings.Contains(out.String(), "\x1b[") {
		t.Errorf("TERM=dumb (exit %d) did not give the accessible mode:\n%q", code, out.String())
	}
	out.Reset()
	e.getenv = func(name string) string { return map[string]string{"ACCESSIBLE": "1"}[name] }
	e.stdoutIsTerminal = false
	if code := run([]string{"617"}, e); code != exitOK || !strings.HasPrefix(out.String(), "Game #617") {
		t.Errorf("ACCESSIBLE made a print (exit %d) into:\n%s", code, out.String())
	}
}

// TestAccessibleSaysEachTroubleOnce: in the accessible mode a damaged saved
// games file is said in its lines, once, not said again on stderr as the
// board's run says it past its screen; and the keys file, nothing to typed
// commands, is not read, so not refused either.
func TestAccessibleSaysEachTroubleOnce(t *testing.T) {
	var out, errOut bytes.Buffer
	e := testEnv(t, &out, &errOut)
	stateDir := filepath.Join(os.Getenv("XDG_STATE_HOME"), "freecell")
	configDir := filepath.Join(os.Getenv("XDG_CONFIG_HOME"), "freecell")
	for dir, file := range map[string]string{stateDir: "freecell.db", configDir: "keys.toml"} {
		if err := os.MkdirAll(dir, 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, file), []byte("\xff\xfegarbage"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	e.stdin = strings.NewReader("quit\n")
	if code := run([]string{"--accessible", "617"}, e); code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	if errOut.Len() != 0 {
		t.Errorf("stderr said again, or said the keys file: %q", errOut.String())
	}
	if said := out.String(); strings.Count(said, "The saved games were damaged") != 1 || strings.Contains(said, "keys") {
		t.Errorf("the session said:\n%s", said)
	}
}
