//go:build unix

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/freecell/freecell/state"
)

// TestKeysFileNotAFileOrTooLong: a keys file that is a pipe is refused
// unopened (freecell waited on it for good, the screen blank), and one
// past KeysFileMost unread (a link to /dev/zero grew without end).
func TestKeysFileNotAFileOrTooLong(t *testing.T) {
	var out, errOut bytes.Buffer
	e := testEnv(t, &out, &errOut)
	path := filepath.Join(os.Getenv("XDG_CONFIG_HOME"), "freecell", "keys.toml")
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Skipf("no named pipe here: %v", err)
	}
	done := make(chan int, 1)
	go func() { done <- run([]string{"--keys"}, e) }()
	select {
	case code := <-done:
		if code != exitUnreadable || !strings.Contains(errOut.String(), "keys.toml: could not be read: it is not a file (a pipe or a device is not read)") {
			t.Errorf("a pipe: exit %d, stderr %q", code, errOut.String())
		}
	case <-time.After(10 * time.Second):
		t.Fatal("freecell --keys still waits on a keys file that is a pipe")
	}
	_ = os.Remove(path)
	if err := os.WriteFile(path, []byte(strings.Repeat("# a comment\n", state.KeysFileMost/12+1)), 0o600); err != nil {
		t.Fatal(err)
	}
	errOut.Reset()
	if code := run([]string{"--keys"}, e); code != exitUnreadable || !strings.Contains(errOut.String(), "could not be read: it is over 64 KiB, where a keys file is a few lines") {
		t.Errorf("a long file: exit %d, stderr %q", code, errOut.String())
	}
}
