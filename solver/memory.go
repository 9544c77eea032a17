package solver

import (
	"context"
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"unsafe"
)

// MaxSearchBytes bounds the memory one search's positions may take: past it the
// search gives up ("memory bound reached"). With the garbage collector held to
// the process's memory limit (main's SetMemoryLimit), a whole process stays
// under 256 MB. A proof of impossibility of deal -2 takes about 110 MB of it.
const MaxSearchBytes = 150 << 20

// FewCellsBytes is the bound for verdicts with fewer than four free cells,
// where complete searches need far more positions than with four (with two,
// a few deals of the first thousand need over 150 MB). The command line gives
// it to such searches unless told otherwise (--memory). It leaves room for
// the rest of the process within 1 GiB (the heap's garbage, spare tables,
// the runtime): with a bound of 1 GiB, deal 290185 with one free cell took
// the process to 1,144 MiB; with 900 MiB, 733891 with one took it to 1,087
// MiB; with 800 MiB, 954 MiB.
const FewCellsBytes = 800 << 20

// Sizes of the entries searches keep, for their memory.
const (
	nodeBytes    = int(unsafe.Sizeof(node{}))
	frameBytes   = int(unsafe.Sizeof(frame{}))
	childBytes   = int(unsafe.Sizeof(child{}))
	pendingBytes = int(unsafe.Sizeof(pending{}))
	keyBytes     = int(unsafe.Sizeof(key{}))

	beamNodeBytes  = int(unsafe.Sizeof(beamNode{}))
	beamChildBytes = int(unsafe.Sizeof(beamChild{}))
	beamStepBytes  = int(unsafe.Sizeof(beamStep{}))
)

// The sizes are what the search may hold by the end of its next turn of slice
// positions, reckoned from how many entries it has rather than from the
// capacity its buffers happen to have (a buffer reused from an earlier search
// may be larger), so that a verdict never depends on what ran before: a key
// set about to grow holds the old table and the new one while it copies, and a
// slice grows by a quarter or more.
func (s *bestFirst) bytes() int {
	return s.nodes.bytes(nodeBytes) + keySetBytes(s.seen.n) + grown(s.open.size*pendingBytes)
}

// bytes is what a beam holds once it makes its next layer, some fifteen
// positions for each kept: it stops before it would pass MaxSearchBytes.
func (b *beam) bytes() int {
	steps := 0
	for _, l := range b.steps {
		steps += len(l)
	}
	next := 15 * len(b.layer)
	return keySetBytes(b.seen.n+len(b.layer)) + keySetBytes(next) + grown(next*beamChildBytes) +
		2*len(b.layer)*beamNodeBytes + grown(steps*beamStepBytes)
}

func (d *depthFirst) bytes() int {
	return keySetBytes(d.seen.n) + grown(len(d.stack)*frameBytes+len(d.children)*childBytes)
}

// keySetBytes is the table a key set of n keys needs (half full at most), three
// times over when the next slice of keys makes it grow.
func keySetBytes(n int) int {
	slots := minKeySlots
	for 2*n > slots {
		slots *= 2
	}
	b := slots * keyBytes
	if 2*(n+slice) > slots {
		b *= 3
	}
	return b
}

func grown(b int) int { return b + b/4 }

func keptBytes(searches []searcher) int {
	n := 0
	for _, s := range searches {
		if s != nil {
			n += s.bytes()
		}
	}
	return n
}

// bigSearch is held by the one search of the process that has grown past its
// share of memory (smallSearchBytes): searches running at once on every core
// (a range, or the viewer's coach beside a solve) stay within the bound
// together. A search waits for it rather than giving up, so that a verdict never
// depends on what else runs.
var bigSearch = make(chan struct{}, 1)

// smallSearchBytes is what each search may take without holding bigSearch: the
// room MaxSearchBytes leaves, shared among the other cores.
func smallSearchBytes() int {
	return (MaxSearchBytes / 4) / max(runtime.GOMAXPROCS(0)-1, 1)
}

// grant is a search's hold on bigSearch.
type grant struct{ held bool }

// need waits for bigSearch when a search has outgrown its share; false when ctx
// ended first.
func (g *grant) need(ctx context.Context, bytes int) bool {
	if g.held || bytes <= smallSearchBytes() {
		return true
	}
	select {
	case bigSearch <- struct{}{}:
		g.held = true
		return true
	case <-ctx.Done():
		return false
	}
}

func (g *grant) release() {
	if g.held {
		<-bigSearch
		g.held = false
	}
}

// RaiseMemoryLimit raises the garbage collector's memory limit while a search
// with a bound of bytes (more than MaxSearchBytes) runs, by what its bound
// adds, so that the collector does not run without pause as the search grows
// past the process's usual limit; restore, called when the search is over,
// puts the limit back once no such search is left. Searches that overlap share
// the highest raise. The raise shrinks by what the key tables mapped apart
// from the heap hold (see heapLimitFollowTables).
func RaiseMemoryLimit(bytes int) (restore func()) {
	extra := int64(bytes - MaxSearchBytes)
	if extra <= 0 {
		return func() {}
	}
	raised.Lock()
	defer raised.Unlock()
	if raised.count == 0 {
		raised.base = debug.SetMemoryLimit(-1)
		raised.extra = 0
	}
	raised.count++
	if extra > raised.extra {
		raised.extra = extra
		raised.set()
	}
	return sync.OnceFunc(func() {
		raised.Lock()
		defer raised.Unlock()
		if raised.count--; raised.count == 0 {
			debug.SetMemoryLimit(raised.base)
		}
	})
}

// raised is the memory limit as it was before RaiseMemoryLimit, and the
// searches that raised it.
var raised raisedLimit

type raisedLimit struct {
	sync.Mutex
	base, extra int64
	count       int
}

// set gives the collector the raised limit less the mapped tables; r is
// locked.
func (r *raisedLimit) set() {
	debug.SetMemoryLimit(r.base + max(r.extra-mappedInUse.Load(), 0))
}

// mappedInUse is what the key tables in use hold apart from the Go heap.
var mappedInUse atomic.Int64

// heapLimitFollowTables lowers a raised memory limit as mapped key tables
// grow, and raises it again as they are freed: the collector sees only the
// heap, which a raise let fill with the wide beams' garbage beside a sweep's
// tables (deal 733891 with one free cell: 1,301 MiB where its searches
// counted 900).
func heapLimitFollowTables() {
	raised.Lock()
	defer raised.Unlock()
	if raised.count > 0 {
		raised.set()
	}
}
