// Package lockedbuf is a buffer one goroutine may write while another reads
// it: the tests' stand-in for a terminal's or a log's output.
package lockedbuf

import (
	"bytes"
	"sync"
)

// Buffer is a bytes.Buffer behind a lock, counting its writes (a frame is
// one). Its zero value is empty and ready.
type Buffer struct {
	mu     sync.Mutex
	b      bytes.Buffer
	writes int
}

func (l *Buffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.writes++
	return l.b.Write(p)
}

// String is what was written so far.
func (l *Buffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// Writes is how many writes came.
func (l *Buffer) Writes() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.writes
}
