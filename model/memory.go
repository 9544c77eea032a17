package model

import (
	"runtime/debug"
	"sync/atomic"
	"time"
)

// searched gives back the memory a big search took (more than bigSearch
// positions), in a viewer of one's own. A server's viewers (a shared budget
// of searches) keep it for the next search, the process's soft memory limit
// bounding it: under siege, giving it back even once a second was a whole
// collection each time and every free page returned, to be touched again
// (5% of the server's work in madvise alone, 2 s of 40).
func (j jobContext) searched(positions int) {
	if positions > bigSearch && j.searches == nil {
		giveMemoryBack()
	}
}

// giveMemoryBack returns the heap's free memory to the system once a big
// search is over, at most once each givingGap in the process: it collects
// the whole heap and hands every free page back, all goroutines waiting at
// its turns, and a server whose players started and dropped searches many
// times a second spent a fifth of a core there, every session's frames
// held meanwhile (an honest player's p99 0.7 s).
func giveMemoryBack() {
	now := time.Now().UnixNano()
	last := lastGiven.Load()
	if last != 0 && now-last < int64(givingGap) || !lastGiven.CompareAndSwap(last, now) {
		return
	}
	freeOSMemory()
}

const givingGap = time.Second

var (
	lastGiven    atomic.Int64         // when memory was last given back, in Unix nanoseconds
	freeOSMemory = debug.FreeOSMemory // the tests' count
)
