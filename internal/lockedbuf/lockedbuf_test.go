package lockedbuf

import (
	"sync"
	"testing"
)

// TestWritesFromManyGoroutines: writes from goroutines at once all land,
// each counted (run under -race, a buffer without its lock fails).
func TestWritesFromManyGoroutines(t *testing.T) {
	var b Buffer
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 100 {
				_, _ = b.Write([]byte("x"))
				_ = b.String()
			}
		})
	}
	wg.Wait()
	if len(b.String()) != 800 || b.Writes() != 800 {
		t.Errorf("%d bytes in %d writes, want 800 and 800", len(b.String()), b.Writes())
	}
}
