package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeKeysFile writes the keys file of the test's XDG_CONFIG_HOME.
func writeKeysFile(t *testing.T, text string) {
	t.Helper()
	dir := filepath.Join(os.Getenv("XDG_CONFIG_HOME"), "freecell")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "keys.toml"), []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
}

// TestKeysPrinted: --keys prints the keys in force as a keys file, which
// reads back as the same keys; a keys file's changes are in it; a refused
// file is said with its line, the defaults printed, exit 9.
func TestKeysPrinted(t *testing.T) {
	var out, errOut bytes.Buffer
	e := testEnv(t, &out, &errOut)
	if code := run([]string{"--keys"}, e); code != exitOK || errOut.Len() > 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	defaults := out.String()
	if path := filepath.Join(os.Getenv("XDG_CONFIG_HOME"), "freecell", "keys.toml"); !strings.Contains(defaults, "# "+path+"\n") {
		t.Errorf("--keys does not name where to save it, %s:\n%s", path, defaults[:200])
	}
	if _, err := os.Stat(filepath.Join(os.Getenv("XDG_STATE_HOME"), "freecell")); err == nil {
		t.Error("--keys made a folder of saved games")
	}
	for _, want := range []string{"# keyboard = \"qwerty\" # the settings' row", "[play]\n", "undo = [\"u\", \"backspace\", \"f10\"] # undo\n", "[browse]\n"} {
		if !strings.Contains(defaults, want) {
			t.Errorf("--keys lacks %q", want)
		}
	}
	writeKeysFile(t, defaults) // printed, it reads back as it is
	out.Reset()
	if code := run([]string{"--keys"}, e); code != exitOK || out.String() != defaults {
		t.Errorf("the printed keys read back differently (exit %d): %s", code, errOut.String())
	}
	writeKeysFile(t, strings.Replace(defaults, "\n# keyboard = ", "\nkeyboard = ", 1)) // the keyboard line without its first #: a line of TOML
	out.Reset()
	if code := run([]string{"--keys"}, e); code != exitOK || !strings.Contains(out.String(), "\nkeyboard = \"qwerty\"\n") {
		t.Errorf("the keyboard line, its first # taken out, is not read as a keyboard (exit %d): %s", code, errOut.String())
	}
	writeKeysFile(t, strings.Replace(defaults, `# keyboard = "qwerty"`, `keyboard = "azerty"`, 1)) // the printed keys, the keyboard line made one with azerty: it applies
	out.Reset()
	if code := run([]string{"--keys"}, e); code != exitOK || !strings.Contains(out.String(), `columns = ["&", "é"`) {
		t.Errorf("a saved --keys with keyboard azerty keeps the digits (exit %d)", code)
	}
	if !strings.Contains(out.String(), "\nkeyboard = \"azerty\"\n") {
		t.Errorf("a keyboard the keys file names is not printed as a line of its own:\n%.600s", out.String())
	}
	writeKeysFile(t, "keyboard = \"azerty\"\n[play]\nundo = [\"z\"]\n")
	out.Reset()
	if code := run([]string{"--keys"}, e); code != exitOK || !strings.Contains(out.String(), "undo = [\"z\"] # undo\n") ||
		!strings.Contains(out.String(), `columns = ["&", "é", "\"", "'", "(", "-", "è", "_", "1"`) {
		t.Errorf("--keys after a change (exit %d):\n%s", code, out.String())
	}
	writeKeysFile(t, "[play]\nundo = [\"z\"]\n\nhint = [\"z\"]\n")
	out.Reset()
	code := run([]string{"--keys"}, e)
	if code != exitUnreadable || out.String() != defaults || !strings.Contains(errOut.String(), `keys.toml line 2: "z" is bound to play.undo and to play.hint; the default keys are kept`) {
		t.Errorf("a refused file: exit %d, stderr %q", code, errOut.String())
	}
}

// TestKeysFileInTheViewer: the viewer (in tmux, as a player runs it) plays
// with the keys file's keys, or, refused, says so on stderr and its status
// line, and keeps the defaults. The accessible mode, whose commands are
// typed, reads no keys file (see TestAccessibleSaysEachTroubleOnce).
func TestKeysFileInTheViewer(t *testing.T) {
	tm := newTmux(t, 100, 30)
	var out, errOut bytes.Buffer
	testEnv(t, &out, &errOut) // its XDG dirs, for the viewer run in tmux too
	writeKeysFile(t, "keyboard = \"azerty\"\n")
	viewer := fmt.Sprintf("FREECELL_TEST_RUN_MAIN=1 XDG_STATE_HOME=%s XDG_CONFIG_HOME=%s %s 617; echo exit=$?",
		os.Getenv("XDG_STATE_HOME"), os.Getenv("XDG_CONFIG_HOME"), os.Args[0])
	tm.keys(viewer, "Enter")
	tm.waitFor("FreeCell #617", "q quit")
	tm.keys("Enter", "'", "a") // column 4 is "'" on AZERTY
	tm.waitFor("1 move")
	tm.keys("q")
	tm.waitFor("exit=0")
	writeKeysFile(t, "[nonsense]\n")
	tm.keys("clear", "Enter")
	tm.keys(viewer, "Enter")
	tm.waitFor("keys file refused")
	tm.keys("q")
	tm.waitFor("exit=0", "keys.toml line 1: [nonsense]") // on stderr, past the screen
}

// TestKeysFileUnreadable: a keys file that cannot be read (here a folder
// in its place) is said, and the defaults printed.
func TestKeysFileUnreadable(t *testing.T) {
	var out, errOut bytes.Buffer
	e := testEnv(t, &out, &errOut)
	if err := os.MkdirAll(filepath.Join(os.Getenv("XDG_CONFIG_HOME"), "freecell", "keys.toml"), 0o700); err != nil {
		t.Fatal(err)
	}
	if code := run([]string{"--keys"}, e); code != exitUnreadable || !strings.Contains(errOut.String(), "keys.toml: could not be read: it is a folder; the default keys are kept") ||
		!strings.Contains(out.String(), "undo = [\"u\", \"backspace\", \"f10\"]") {
		t.Errorf("exit %d, stderr %q", code, errOut.String())
	}
}
