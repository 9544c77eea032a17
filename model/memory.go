package model

import (
	"runtime/debug"
	"sync/atomic"
	"time"
)

// giveMemoryBack returns the heap's free memory to the system once a big
// search is over, at most once each givingGap in the process: it collects
// the whole heap and hands every free page back, all goroutines waiting at
// its turns, and a server whose players started and dropped searches many
// times a second spent a fifth of a core there, every session's frames
// held meanwhile (an honest player's p99 0.7 s). Once a second costs a
// hundredth of a core at most.
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
