//go:build unix

package terminal

import (
	"os"
	"strconv"
	"strings"

	"golang.org/x/sys/unix"
)

// CanSuspend reports whether Ctrl+Z may stop this process: a shell with job
// control is there to resume it (see canSuspendBy).
func CanSuspend() bool {
	return canSuspendBy(os.Getpid(), parentOf, func(pid int) (int, bool) {
		g, err := unix.Getpgid(pid)
		return g, err == nil
	}, func(pid int) (int, bool) {
		s, err := unix.Getsid(pid)
		return s, err == nil
	})
}

// parentOf is pid's parent: this process's from the kernel, another's from
// /proc where there is one (Linux).
func parentOf(pid int) (int, bool) {
	if pid == os.Getpid() {
		return os.Getppid(), true
	}
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, false
	}
	// pid (comm) state ppid ...: comm may hold spaces and parentheses, so
	// the fields are read after its last ')'.
	i := strings.LastIndex(string(stat), ") ")
	if i < 0 {
		return 0, false
	}
	fields := strings.Fields(string(stat)[i+2:])
	if len(fields) < 2 {
		return 0, false
	}
	ppid, err := strconv.Atoi(fields[1])
	return ppid, err == nil
}
