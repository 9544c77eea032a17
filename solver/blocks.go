package solver

import (
	"slices"
	"unsafe"
)

// blockList holds a search's entries, numbered from 0, in blocks of a fixed
// size, so that a long search grows without copying: a slice that grows holds
// its old and its new array at once, and the old one stays until the garbage
// collector frees it (a best-first search's 730 MB of positions took the
// process past 1.7 GB as its slice grew). The first block grows as a slice
// does, so that a short search, the most common, takes little (where the
// list is mapped, up to mapFirstAt entries).
type blockList[T any] struct {
	blocks [][]T
	n      int
	// mapped: whole blocks are mapped apart from the Go heap (see
	// newMapping), for entries that hold no pointers. A block from the heap
	// is fresh memory, or given back to the system since it was last used,
	// and its first touch costs a page fault every 4 KiB: twinBest spent a
	// sixth of its time in the system to 300,000 positions, where mapped
	// blocks come with huge pages and a freed one waits as a spare for the
	// next search (0.81 of its time on four deals). The survey's binary,
	// with mapFirstAt and bigTableBytes as they are: 0.972 of the CPU
	// (median of 11 alternated runs, 600 deals, seed 9120861), 0.96-1.01 on
	// five fresh draws run each way once, its page faults a third as many
	// and its peak mostly lower. (Timed in one process, both ways deal by deal,
	// it looked 0.90-0.96: there each way's memory is not its own.) A mapped
	// first block counts only the entries in use against a search's bound,
	// as a heap one did: the rest is memory a spare holds.
	mapped      bool
	firstMapped bool     // the first block is mapped too
	maps        []*table // the mappings of the blocks mapped
}

const (
	blockShift = 14
	blockLen   = 1 << blockShift
)

// at is entry i, which must be below len.
func (b *blockList[T]) at(i int32) *T {
	return &b.blocks[uint32(i)>>blockShift][uint32(i)&(blockLen-1)]
}

func (b *blockList[T]) len() int { return b.n }

// extend adds an entry at the end and returns it: as an earlier search left
// it, for the caller to fill in whole.
func (b *blockList[T]) extend() *T {
	i := b.n
	switch {
	case i < blockLen:
		if len(b.blocks) == 0 {
			b.blocks = append(b.blocks, nil)
		}
		if first := b.blocks[0]; i == len(first) {
			b.blocks[0] = b.grownFirst(first)
		}
	case i>>blockShift == len(b.blocks):
		b.blocks = append(b.blocks, b.newBlock())
	}
	b.n++
	return b.at(int32(i))
}

// grownFirst is the first block, full as first is, with room for one more:
// grown as a slice grows, or past mapFirstAt a whole mapped block.
func (b *blockList[T]) grownFirst(first []T) []T {
	if b.mapped && len(first) >= mapFirstAt {
		if block, ok := b.mappedBlock(); ok {
			copy(block, first)
			b.firstMapped = true
			return block
		}
	}
	first = slices.Grow(first, 1)
	return first[:min(cap(first), blockLen)]
}

// mapFirstAt is the entries past which a mapped list's first block is mapped
// whole (4 MiB of nodes, most often a spare, its memory touched already):
// below, a short search takes little from the heap. Timed in one process
// (see mapped), at 256 entries rather than 2,048: 0.952 and 0.959 (draws of
// 1,000, seeds 9120843-44); at 64 with tables mapped from 128 KiB, 0.989 and
// 0.981 more (9120845-46).
const mapFirstAt = 256

// newBlock is a block past the first, mapped where b is.
func (b *blockList[T]) newBlock() []T {
	if block, ok := b.mappedBlock(); ok {
		return block
	}
	return make([]T, blockLen)
}

// mappedBlock is a block of memory mapped apart from the heap, as an
// earlier search left it, where b is mapped and the system maps it.
func (b *blockList[T]) mappedBlock() ([]T, bool) {
	if !b.mapped {
		return nil, false
	}
	var zero T
	mem, t := newMapping(blockLen*int(unsafe.Sizeof(zero)), false)
	if t == nil {
		return nil, false
	}
	b.maps = append(b.maps, t)
	return unsafe.Slice((*T)(unsafe.Pointer(&mem[0])), blockLen), true
}

// add keeps v at the end and returns its number.
func (b *blockList[T]) add(v T) int32 {
	*b.extend() = v
	return int32(b.n - 1)
}

// dropLast takes back the last entry extend added.
func (b *blockList[T]) dropLast() { b.n-- }

// reset empties the list for another search, keeping the first block when
// it is no bigger than keep entries and dropping the rest to the garbage
// collector: most searches are short.
func (b *blockList[T]) reset(keep int) {
	b.n = 0
	if len(b.blocks) > 0 && (len(b.blocks[0]) > keep || b.firstMapped) {
		b.blocks = nil
	}
	b.firstMapped = false
	if len(b.blocks) > 1 {
		clear(b.blocks[1:])
		b.blocks = b.blocks[:1]
	}
	for _, t := range b.maps {
		t.free()
	}
	clear(b.maps)
	b.maps = b.maps[:0]
}

// bytes is the memory the blocks take, of entries of size bytes each, with
// the next block included once the first is full (a first block mapped
// whole counts as one grown on the heap would: see mapped).
func (b *blockList[T]) bytes(size int) int {
	if b.n < blockLen {
		return grown(b.n * size)
	}
	return (len(b.blocks) + 1) * blockLen * size
}
