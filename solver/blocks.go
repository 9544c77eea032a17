package solver

import "slices"

// blockList holds a search's entries, numbered from 0, in blocks of a fixed
// size, so that a long search grows without copying: a slice that grows holds
// its old and its new array at once, and the old one stays until the garbage
// collector frees it (a best-first search's 730 MB of positions took the
// process past 1.7 GB as its slice grew). The first block grows as a slice
// does, so that a short search, the most common, takes little.
type blockList[T any] struct {
	blocks [][]T
	n      int
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
			first = slices.Grow(first, 1)
			b.blocks[0] = first[:min(cap(first), blockLen)]
		}
	case i>>blockShift == len(b.blocks):
		b.blocks = append(b.blocks, make([]T, blockLen))
	}
	b.n++
	return b.at(int32(i))
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
	if len(b.blocks) > 0 && len(b.blocks[0]) > keep {
		b.blocks = nil
	}
	if len(b.blocks) > 1 {
		clear(b.blocks[1:])
		b.blocks = b.blocks[:1]
	}
}

// bytes is the memory the blocks take, of entries of size bytes each, with
// the next block included once the first is full.
func (b *blockList[T]) bytes(size int) int {
	if b.n < blockLen {
		return grown(b.n * size)
	}
	return (len(b.blocks) + 1) * blockLen * size
}
