package solver

import (
	"context"
	"runtime"
	"unsafe"
)

// MaxSearchBytes bounds the memory one search's positions may take: past it the
// search gives up ("memory bound reached"). With the garbage collector held to
// the process's memory limit (main's SetMemoryLimit), a whole process stays
// under 256 MB. A proof of impossibility of deal -2 takes about 110 MB of it.
const MaxSearchBytes = 150 << 20

// Sizes of the entries searches keep, for their memory.
const (
	nodeBytes    = int(unsafe.Sizeof(node{}))
	frameBytes   = int(unsafe.Sizeof(frame{}))
	childBytes   = int(unsafe.Sizeof(child{}))
	pendingBytes = int(unsafe.Sizeof(pending{}))
	keyBytes     = int(unsafe.Sizeof(key{}))
)

// The sizes are what the search may hold by the end of its next turn of slice
// positions: a table about to grow holds the old and the new one while it
// copies (twice the size for the key sets, 1.25 times for large slices).
func (s *bestFirst) bytes() int {
	return sliceBytes(len(s.nodes), cap(s.nodes), nodeBytes) + s.seen.bytes() + s.open.bytes()
}

func (s *keySet) bytes() int {
	b := len(s.slots) * keyBytes
	if 2*(s.n+slice) > len(s.slots) {
		b *= 3
	}
	return b
}

func sliceBytes(n, capacity, size int) int {
	b := capacity * size
	if n+slice > capacity {
		b += b + b/4
	}
	return b
}

func (f *frontier) bytes() int {
	n := 0
	for _, b := range f.buckets {
		n += cap(b)
	}
	return n * pendingBytes
}

func (d *depthFirst) bytes() int {
	return d.seen.bytes() + cap(d.stack)*frameBytes + cap(d.children)*childBytes
}

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
