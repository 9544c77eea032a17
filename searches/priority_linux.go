package searches

import (
	"runtime"
	"syscall"
)

// lowerPriority runs the calling goroutine, for the rest of its life, on a
// thread of its own at the lowest priority (nice 19): a server's searches
// then take the cores its sessions' frames leave, rather than frames
// waiting behind them for the Go scheduler's 10 ms turns. The thread is
// never given back: a process without privileges cannot raise a thread's
// priority again, so it ends with the goroutine. The server runs more Go
// threads than cores for it (see serve.Threads).
func lowerPriority() {
	runtime.LockOSThread()
	_ = syscall.Setpriority(syscall.PRIO_PROCESS, syscall.Gettid(), 19)
}
