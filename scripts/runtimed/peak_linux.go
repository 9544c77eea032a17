package main

import (
	"os"
	"syscall"
)

// peakKB is the process's peak resident memory in kilobytes.
func peakKB(s *os.ProcessState) int64 {
	if u, ok := s.SysUsage().(*syscall.Rusage); ok {
		return u.Maxrss // kilobytes on Linux
	}
	return 0
}
