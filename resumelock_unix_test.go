//go:build unix

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/sys/unix"
)

// TestSurveyResumeHeldByAnother: a --resume file another survey holds is
// refused in one line, and left as it was; once let go, it is resumed.
func TestSurveyResumeHeldByAnother(t *testing.T) {
	file := filepath.Join(t.TempDir(), "atlas.json")
	held, err := os.OpenFile(file, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	defer held.Close()
	if err := unix.Flock(int(held.Fd()), unix.LOCK_EX); err != nil {
		t.Skipf("no locks on this file system: %v", err)
	}
	_, errOut, code := runCLI(t, "--survey", "46", "--resume", file)
	if code != exitUsage || !strings.Contains(errOut, "being written by another survey") || strings.Count(errOut, "\n") != 1 {
		t.Errorf("a held file: exit %d, %q", code, errOut)
	}
	if data, _ := os.ReadFile(file); len(data) != 0 {
		t.Errorf("a held file was written: %q", data)
	}
	_ = unix.Flock(int(held.Fd()), unix.LOCK_UN)
	if _, errOut, code := runCLI(t, "--survey", "46", "--resume", file); code != exitOK {
		t.Errorf("let go: exit %d, %q", code, errOut)
	}
}
