package model

import (
	"testing"
	"time"
)

// TestMemoryGivenBackSeldom: big searches ending many times a second give
// memory back once, then again once givingGap has passed.
func TestMemoryGivenBackSeldom(t *testing.T) {
	calls := 0
	saved, savedLast := freeOSMemory, lastGiven.Load()
	freeOSMemory = func() { calls++ }
	t.Cleanup(func() { freeOSMemory = saved; lastGiven.Store(savedLast) })
	lastGiven.Store(0)
	for range 100 {
		giveMemoryBack()
	}
	if calls != 1 {
		t.Errorf("100 searches at once gave memory back %d times, want 1", calls)
	}
	lastGiven.Store(time.Now().Add(-givingGap).UnixNano())
	giveMemoryBack()
	if calls != 2 {
		t.Errorf("a search givingGap on: %d calls in all, want 2", calls)
	}
}
