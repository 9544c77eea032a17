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
