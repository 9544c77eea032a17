package searches

import (
	"context"
	"syscall"
	"testing"
)

// TestSearchesRunAtTheLowestPriority: a search that has its turn in a
// server's lanes runs on a thread of nice 19; the test's own thread keeps
// its priority.
func TestSearchesRunAtTheLowestPriority(t *testing.T) {
	b := New(1)
	nice := make(chan int)
	go func() {
		leave, _ := b.Enter(context.Background(), nil, Coach)
		defer leave()
		p, _ := syscall.Getpriority(syscall.PRIO_PROCESS, syscall.Gettid())
		nice <- 20 - p // the system call gives 20 less the nice value
	}()
	if n := <-nice; n != 19 {
		t.Errorf("a search's thread at nice %d, want 19", n)
	}
	if p, _ := syscall.Getpriority(syscall.PRIO_PROCESS, syscall.Gettid()); 20-p == 19 {
		t.Error("the caller's thread lowered too")
	}
}
