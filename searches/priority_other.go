//go:build !linux

package searches

// lowerPriority does nothing here: see priority_linux.go.
func lowerPriority() {}
