//go:build !unix

package state

import "os"

// openNoFollow opens path for reading; readSmall has checked with Lstat that it
// is a regular file, and checks the open file again.
func openNoFollow(path string) (*os.File, error) { return os.Open(path) }
