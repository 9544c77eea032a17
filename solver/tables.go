package solver

import (
	"runtime"
	"sync"
	"time"
	"unsafe"
)

// Big key tables (a complete search's set of seen positions grows to hundreds of
// megabytes) are memory the process keeps for the next search rather than
// giving back: on the machines measured, a page of fresh memory costs its first
// touch some 15 µs (4 KiB pages), and a table that doubles touches twice its
// final size, so that 512 MiB fresh cost a search 2 s before it had looked up a
// key. Where the system offers them, big tables are mapped with huge pages,
// which cost several times less to touch and spare the lookups their TLB misses.
// Tables freed wait in spareTables for a search that wants one as big; those
// not wanted for idleRelease go back to the system.

// bigTableBytes is the smallest table mapped apart from the Go heap.
const bigTableBytes = 4 << 20

// idleRelease is how long a spare table waits for a search before it is given back.
const idleRelease = 5 * time.Second

// table is a mapped key table. A table that its key set drops without freeing it
// (a search abandoned without release) is freed when it is collected.
type table struct {
	mem     []byte
	cleanup runtime.Cleanup
}

// mappedCap is the most memory mapped for tables, in use and spare, before
// spares are given back for a new one: a search's bound counts its tables, so
// the spares are what passes it, and no more than the few-cell bound's worth.
const mappedCap = FewCellsBytes

var spareTables struct {
	sync.Mutex
	bySize map[int][][]byte
	mapped int // bytes mapped for tables, in use and spare
	timer  *time.Timer
}

// newTable is a zeroed table of n keys, and the mapping behind it (nil: the Go
// heap's).
func newTable(n int) ([]key, *table) {
	bytes := n * keyBytes
	if bytes < bigTableBytes || !canMap {
		return make([]key, n), nil
	}
	mem := takeSpare(bytes)
	if mem == nil {
		var err error
		if mem, err = mapNew(bytes); err != nil {
			return make([]key, n), nil
		}
	}
	t := &table{mem: mem}
	t.cleanup = runtime.AddCleanup(t, putSpare, mem)
	return unsafe.Slice((*key)(unsafe.Pointer(&mem[0])), n), t
}

// free hands t's memory back, for another search: its slots must not be used again.
func (t *table) free() {
	if t == nil {
		return
	}
	t.cleanup.Stop()
	putSpare(t.mem)
	t.mem = nil
}

func takeSpare(bytes int) []byte {
	spareTables.Lock()
	defer spareTables.Unlock()
	list := spareTables.bySize[bytes]
	if len(list) == 0 {
		return nil
	}
	mem := list[len(list)-1]
	spareTables.bySize[bytes] = list[:len(list)-1]
	clear(mem)
	return mem
}

func putSpare(mem []byte) {
	spareTables.Lock()
	defer spareTables.Unlock()
	if spareTables.bySize == nil {
		spareTables.bySize = map[int][][]byte{}
	}
	spareTables.bySize[len(mem)] = append(spareTables.bySize[len(mem)], mem)
	if spareTables.timer == nil {
		spareTables.timer = time.AfterFunc(idleRelease, releaseIdle)
	} else {
		spareTables.timer.Reset(idleRelease)
	}
}

// mapNew maps a new table, having given back spares, smallest first, as long
// as it would pass mappedCap.
func mapNew(bytes int) ([]byte, error) {
	spareTables.Lock()
	defer spareTables.Unlock()
	for spareTables.mapped+bytes > mappedCap {
		smallest := 0
		for size, list := range spareTables.bySize {
			if len(list) > 0 && (smallest == 0 || size < smallest) {
				smallest = size
			}
		}
		if smallest == 0 {
			break
		}
		list := spareTables.bySize[smallest]
		unmap(list[len(list)-1])
		spareTables.bySize[smallest] = list[:len(list)-1]
	}
	mem, err := mapTable(bytes)
	if err == nil {
		spareTables.mapped += len(mem)
	}
	return mem, err
}

// unmap gives a table back to the system; spareTables is locked.
func unmap(mem []byte) {
	unmapTable(mem)
	spareTables.mapped -= len(mem)
}

// releaseIdle gives the spare tables back once none was taken or freed for
// idleRelease.
func releaseIdle() {
	spareTables.Lock()
	defer spareTables.Unlock()
	for size, list := range spareTables.bySize {
		for _, mem := range list {
			unmap(mem)
		}
		delete(spareTables.bySize, size)
	}
}
