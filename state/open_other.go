//go:build !unix

package state

import (
	"io/fs"
	"os"
)

// openNoFollow opens path for reading; readSmall has checked with Lstat that it
// is a regular file, and checks the open file again.
func openNoFollow(path string) (*os.File, error) { return os.Open(path) }

// ownedByOther: ownership is not told by permission bits here.
func ownedByOther(fs.FileInfo) bool { return false }

// writableByOthers: nor is who may write.
func writableByOthers(fs.FileInfo) bool { return false }

// openToOthers: nor who may read.
func openToOthers(fs.FileInfo) bool { return false }
