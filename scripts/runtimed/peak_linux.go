package main

import (
	"os"
	"syscall"
)

// peakKB is the process's peak resident memory in kilobytes.
func peakKB(s *os.ProcessState) int64 {
	if u, ok := s.SysUsage().(*syscall.Rusage); ok {
		return int64(u.Maxrss) // kilobytes on Linux (int32 on 386)
	}
	return 0
}
