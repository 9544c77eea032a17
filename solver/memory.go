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
// ended first. The holder's bytes raise the memory limit (raised.follow).
func (g *grant) need(ctx context.Context, bytes int) bool {
	if g.held || bytes <= smallSearchBytes() {
		if g.held {
			raised.follow(bytes)
		}
		return true
	}
	select {
	case bigSearch <- struct{}{}:
		g.held = true
		raised.follow(bytes)
		return true
	case <-ctx.Done():
		return false
	}
}

func (g *grant) release() {
	if g.held {
		raised.follow(0)
		<-bigSearch
		g.held = false
	}
}

// RaiseMemoryLimit lets the garbage collector's memory limit rise while a
// search with a bound of bytes (more than MaxSearchBytes) runs, so that the
// collector does not run without pause as the search grows past the process's
// usual limit; restore, called when the search is over, puts the limit back
// once no such search is left. The limit rises only as far as the one big
// search (the holder of bigSearch) holds past MaxSearchBytes, never past the
// highest bound of the searches running: raised by the whole bound, a
// server whose players start the optimal search and leave a second later
// gave the collector 750 MiB more room than any search used, and a search
// of one free cell that gave up at 814 MiB (deal 192616) peaked at 966 MB
// resident, 918 MB so. The raise shrinks by what the key tables mapped
// apart from the heap hold (see heapLimitFollowTables).
func RaiseMemoryLimit(bytes int) (restore func()) {
	most := int64(bytes - MaxSearchBytes)
	if most <= 0 {
		return func() {}
	}
	raised.Lock()
	defer raised.Unlock()
	if raised.count == 0 {
		raised.base = debug.SetMemoryLimit(-1)
		raised.most, raised.extra = 0, 0
	}
	raised.count++
	raised.most = max(raised.most, most)
	raised.set()
	return sync.OnceFunc(func() {
		raised.Lock()
		defer raised.Unlock()
		if raised.count--; raised.count == 0 {
			debug.SetMemoryLimit(raised.base)
		}
	})
}

// raised is the memory limit as it was before RaiseMemoryLimit, the most it
// may rise by (the searches' highest bound) and what it rose by.
var raised raisedLimit

type raisedLimit struct {
	sync.Mutex
	base, most, extra int64
	count             int
}

// follow raises the limit by what the big search will hold by its next slice
// past MaxSearchBytes (0: it has ended), within the most it may.
func (r *raisedLimit) follow(bytes int) {
	r.Lock()
	defer r.Unlock()
	if r.count == 0 {
		return
	}
	if extra := min(max(int64(bytes-MaxSearchBytes), 0), r.most); extra != r.extra {
		r.extra = extra
		r.set()
	}
}

// set gives the collector the raised limit less the mapped tables; r is
// locked.
func (r *raisedLimit) set() {
	debug.SetMemoryLimit(r.base + max(r.extra-mappedInUse.Load(), 0))
}

// mappedInUse is what the key tables and node blocks in use hold apart from
// the Go heap.
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
