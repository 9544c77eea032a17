//go:build !unix

package terminal

// CanSuspend reports whether Ctrl+Z may stop this process: not where
// there is no job control.
func CanSuspend() bool { return false }
