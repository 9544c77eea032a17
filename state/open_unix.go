//go:build unix

package state

import (
	"os"
	"syscall"
)

// openNoFollow opens path for reading without following a link and without
// waiting on a FIFO.
func openNoFollow(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0)
}

// syncDir makes a rename in dir durable; where that fails the rename stands anyway.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		_ = d.Close()
	}
}
