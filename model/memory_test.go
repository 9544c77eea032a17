package model

import (
	"github.com/freecell/freecell/searches"

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

// TestSharedSearchesKeepMemory: a big search gives memory back in a viewer
// of one's own, not in a server's (a shared budget of searches), whose soft
// limit bounds it.
func TestSharedSearchesKeepMemory(t *testing.T) {
	calls := 0
	saved, savedLast := freeOSMemory, lastGiven.Load()
	freeOSMemory = func() { calls++ }
	t.Cleanup(func() { freeOSMemory = saved; lastGiven.Store(savedLast) })
	lastGiven.Store(0)
	jobContext{searches: searches.New(1)}.searched(bigSearch + 1)
	if calls != 0 {
		t.Errorf("a server's big search gave memory back %d times", calls)
	}
	jobContext{}.searched(bigSearch)
	if calls != 0 {
		t.Errorf("a search of %d positions gave memory back", bigSearch)
	}
	jobContext{}.searched(bigSearch + 1)
	if calls != 1 {
		t.Errorf("a viewer's own big search gave memory back %d times, want 1", calls)
	}
}
