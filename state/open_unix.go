//go:build unix

package state

import (
	"io/fs"
	"os"
	"syscall"
)

// openNoFollow opens path for reading without following a link and without
// waiting on a FIFO.
func openNoFollow(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0)
}

// ownedByOther reports whether another user owns what info describes.
func ownedByOther(info fs.FileInfo) bool {
	st, ok := info.Sys().(*syscall.Stat_t)
	return ok && int(st.Uid) != os.Getuid()
}

// writableByOthers reports whether the group or everyone may write there.
func writableByOthers(info fs.FileInfo) bool { return info.Mode().Perm()&0o022 != 0 }

// openToOthers reports whether the group or everyone may read or write it.
func openToOthers(info fs.FileInfo) bool { return info.Mode().Perm()&0o077 != 0 }
