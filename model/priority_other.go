//go:build !linux

package model

// lowerPriority does nothing here: see priority_linux.go.
func lowerPriority() {}
