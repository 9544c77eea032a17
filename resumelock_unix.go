//go:build unix

package main

import (
	"errors"
	"os"

	"golang.org/x/sys/unix"
)

// resumeBusy takes file for this survey alone, and reports whether another
// holds it: two surveys appending to one file write over each other's
// records, each at the end it read. (A file system without locks: not busy.)
func resumeBusy(file *os.File) bool {
	return errors.Is(unix.Flock(int(file.Fd()), unix.LOCK_EX|unix.LOCK_NB), unix.EWOULDBLOCK)
}
