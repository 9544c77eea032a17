//go:build !unix

package main

import "os"

// resumeBusy: no advisory locks here; one survey a file is the user's to keep.
func resumeBusy(*os.File) bool { return false }
