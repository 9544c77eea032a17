package solver

import (
	"runtime"
	"sync"
	"time"
	"unsafe"
)

// Big key tables (a complete search's set of seen positions grows to hundreds of
// megabytes) are mapped apart from the Go heap: on the machines measured, a
// page of fresh memory costs its first touch some 15 µs (4 KiB pages), and a
// table that doubles touches twice its final size, so that 512 MiB fresh cost
// a search 2 s before it had looked up a key. Where the system offers them,
// big tables are mapped with huge pages, which cost several times less to
// touch and spare the lookups their TLB misses. Tables freed wait in
// spareTables, up to spareCap, for a search that wants one as big (a survey
// runs thousands of searches); those not wanted for idleRelease go back to
// the system. A best-first search's blocks of nodes are mapped so too (see
// blockList.mapped), and share the spares.

// bigTableBytes is the smallest table mapped apart from the Go heap: from
// 512 KiB rather than 4 MiB, the sets of the searches that keep some
// thousands of positions come from the spares rather than the heap, which
// gives such memory back to the system between them (timed in one process,
// see blockList.mapped: 0.938 and 0.966 of the time on draws of 1,000, seeds
// 9120843-44).
const bigTableBytes = 512 << 10

// idleRelease is how long a spare table waits for a search before it is given back.
const idleRelease = 5 * time.Second

// table is a mapped key table, or a mapped block of nodes (see newMapping). A
// table that its key set or block list drops without freeing it (a search
// abandoned without release) is freed when it is collected.
type table struct {
	mem     []byte
	cleanup runtime.Cleanup
}

// spareCap is the most memory spare tables may hold: a search's bound counts
// the tables it uses, not the spares, which the process's peak does count;
// past the cap a freed table goes back to the system at once.
const spareCap = 128 << 20

// spareMost is the biggest table kept as a spare: one bigger is most often
// freed by a proof as its set grows, to lie beside the set's bigger tables
// (the sweep's sixteen shards would fill the spares at once), and seldom
// wanted again.
const spareMost = 32 << 20

// spareStop is the mapped memory in use past which no spare is kept: a proof
// that big frees its tables as its set grows, each to lie beside the bigger
// ones, uncounted by its bound (up to spareCap: with one free cell, deal
// 290185's process peaked 175 MiB over the bytes its searches counted), and
// wanted by no one until it ends.
const spareStop = 256 << 20

var spareTables struct {
	sync.Mutex
	bySize map[int][][]byte
	bytes  int // what the spares hold
	inUse  int // what the tables in use hold
	timer  *time.Timer
}

// newTable is a zeroed table of n keys, and the mapping behind it (nil: the Go
// heap's).
func newTable(n int) ([]key, *table) {
	mem, t := newMapping(n*keyBytes, true)
	if t == nil {
		return make([]key, n), nil
	}
	return unsafe.Slice((*key)(unsafe.Pointer(&mem[0])), n), t
}

// newMapping is bytes of memory mapped apart from the Go heap, a spare if one
// is that big (zeroed where zeroed asks), and the mapping that holds them;
// nil where bytes are under bigTableBytes or the system maps none. The
// memory is the mapping's: it holds no pointer the garbage collector would
// follow.
func newMapping(bytes int, zeroed bool) ([]byte, *table) {
	if bytes < bigTableBytes || !canMap {
		return nil, nil
	}
	mem := takeSpare(bytes, zeroed)
	if mem == nil {
		var err error
		if mem, err = mapTable(bytes); err != nil {
			return nil, nil
		}
	}
	inUse(len(mem))
	heapLimitFollowTables()
	t := &table{mem: mem}
	t.cleanup = runtime.AddCleanup(t, putSpare, mem)
	return mem, t
}

// free hands t's memory back, for another search: its slots must not be used again.
func (t *table) free() {
	if t == nil {
		return
	}
	t.cleanup.Stop()
	putSpare(t.mem)
	heapLimitFollowTables()
	t.mem = nil
}

func takeSpare(bytes int, zeroed bool) []byte {
	spareTables.Lock()
	defer spareTables.Unlock()
	list := spareTables.bySize[bytes]
	if len(list) == 0 {
		return nil
	}
	mem := list[len(list)-1]
	spareTables.bySize[bytes] = list[:len(list)-1]
	spareTables.bytes -= len(mem)
	if zeroed {
		clear(mem)
	}
	return mem
}

// inUse counts bytes more of tables in use, and gives the spares back once
// those pass spareStop.
func inUse(bytes int) {
	spareTables.Lock()
	defer spareTables.Unlock()
	spareTables.inUse += bytes
	mappedInUse.Store(int64(spareTables.inUse))
	if spareTables.inUse > spareStop {
		releaseSpares()
	}
}

// putSpare keeps mem, a table no longer in use, for another search, or gives
// it back to the system when the spares hold spareCap already, when it is over
// spareMost, or while the tables in use hold over spareStop.
func putSpare(mem []byte) {
	spareTables.Lock()
	defer spareTables.Unlock()
	spareTables.inUse -= len(mem)
	mappedInUse.Store(int64(spareTables.inUse))
	if spareTables.bytes+len(mem) > spareCap || len(mem) > spareMost || spareTables.inUse > spareStop {
		unmapTable(mem)
		return
	}
	if spareTables.bySize == nil {
		spareTables.bySize = map[int][][]byte{}
	}
	spareTables.bySize[len(mem)] = append(spareTables.bySize[len(mem)], mem)
	spareTables.bytes += len(mem)
	if spareTables.timer == nil {
		spareTables.timer = time.AfterFunc(idleRelease, releaseIdle)
	} else {
		spareTables.timer.Reset(idleRelease)
	}
}

// releaseIdle gives the spare tables back once none was freed for idleRelease.
func releaseIdle() {
	spareTables.Lock()
	defer spareTables.Unlock()
	releaseSpares()
}

// releaseSpares gives the spare tables back; spareTables is locked.
func releaseSpares() {
	for size, list := range spareTables.bySize {
		for _, mem := range list {
			unmapTable(mem)
		}
		delete(spareTables.bySize, size)
	}
	spareTables.bytes = 0
}
