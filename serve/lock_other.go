//go:build !unix

package serve

import "os"

// lockFolder: no advisory locks here; one server a folder is the operator's
// to keep.
func lockFolder(string) (*os.File, error) { return nil, nil }
