//go:build !unix

package terminal

import "os"

// guardInput is the terminal's input as it is: Windows' console gives Bubble
// Tea its keys through its own API, which a pipe would bypass.
func guardInput(in *os.File) (guarded *os.File, closeIt func()) { return in, func() {} }
