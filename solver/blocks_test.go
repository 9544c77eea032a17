package solver

import (
	"testing"
	"time"
)

// TestBlockListKeepsEntriesAcrossBlocks fills a list past several blocks,
// taking some entries back on the way as a best-first search does with a
// repeat, and reads every entry back by its number.
func TestBlockListKeepsEntriesAcrossBlocks(t *testing.T) {
	var b blockList[int64]
	want := 0
	for i := range 3*blockLen + 5 {
		*b.extend() = int64(want)
		if i%7 == 3 { // a repeat: given back
			b.dropLast()
			continue
		}
		want++
	}
	if b.len() != want {
		t.Fatalf("len %d, want %d", b.len(), want)
	}
	for i := range want {
		if got := *b.at(int32(i)); got != int64(i) {
			t.Fatalf("entry %d holds %d", i, got)
		}
	}
	if got, least := b.bytes(8), b.len()*8; got < least || got > least+2*blockLen*8 {
		t.Errorf("bytes %d for %d entries of 8", got, b.len())
	}
}

// TestBlockListGrowsWithoutMovingEntries checks that an entry stays where it
// is as the list grows past its first block: a long search never holds its
// old entries and a copy at once.
func TestBlockListGrowsWithoutMovingEntries(t *testing.T) {
	var b blockList[int64]
	for range blockLen + 1 {
		b.extend()
	}
	p := b.at(blockLen)
	for range 4 * blockLen {
		b.extend()
	}
	if p != b.at(blockLen) {
		t.Error("an entry past the first block moved as the list grew")
	}
}

// TestBlockListResetKeepsTheFirstBlock checks that a list emptied for
// another search keeps its first block only.
func TestBlockListResetKeepsTheFirstBlock(t *testing.T) {
	var b blockList[int64]
	for range 2*blockLen + 1 {
		b.add(1)
	}
	b.reset(reuseLimit)
	if b.len() != 0 || len(b.blocks) != 1 || len(b.blocks[0]) != blockLen {
		t.Fatalf("after reset: %d entries, %d blocks", b.len(), len(b.blocks))
	}
	b.reset(blockLen - 1)
	if b.blocks != nil {
		t.Error("a first block bigger than keep was kept")
	}
	if n := b.add(7); n != 0 || *b.at(0) != 7 {
		t.Errorf("the first entry after reset is %d, holding %d", n, *b.at(0))
	}
}

// TestMappedBlockListKeepsEntriesAndGivesBlocksBack fills a list mapped
// apart from the heap past its first block's switch to a mapped one and past
// several blocks, reads every entry back, and checks that reset hands every
// mapping back and that a list refilled from the spares holds what it is given.
func TestMappedBlockListKeepsEntriesAndGivesBlocksBack(t *testing.T) {
	type entry [32]int64 // a node's size: its blocks are big enough to map
	before := settledMappedInUse()
	b := blockList[entry]{mapped: true}
	for round := range 2 {
		n := 3*blockLen + 5
		for i := range n {
			*b.extend() = entry{int64(i), 31: int64(round)}
		}
		for i := range n {
			if e := *b.at(int32(i)); e[0] != int64(i) || e[31] != int64(round) {
				t.Fatalf("round %d: entry %d holds %d, %d", round, i, e[0], e[31])
			}
		}
		if canMap && (!b.firstMapped || len(b.maps) != 4) {
			t.Fatalf("round %d: first block mapped %v, %d mappings, want 4", round, b.firstMapped, len(b.maps))
		}
		if canMap && mappedInUse.Load() < before+4*blockLen*int64(len(entry{})*8) {
			t.Errorf("round %d: %d bytes mapped in use, %d before", round, mappedInUse.Load(), before)
		}
		b.reset(reuseLimit)
		if b.len() != 0 || len(b.maps) != 0 || b.firstMapped || len(b.blocks) > 1 {
			t.Fatalf("after reset: %d entries, %d mappings, %d blocks", b.len(), len(b.maps), len(b.blocks))
		}
		if got := mappedInUse.Load(); got > before { // (fewer: an earlier test's search let its blocks go meanwhile)
			t.Errorf("after reset %d bytes mapped in use, %d before", got, before)
		}
	}
}

// settledMappedInUse is mappedInUse once it has stood still for 50 ms (5 s
// at most): an earlier test's search, stopped, may still be letting its
// blocks go, and the count fell under this test's feet (3 MB, in a run of
// the whole package).
func settledMappedInUse() int64 {
	last := mappedInUse.Load()
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); {
		time.Sleep(50 * time.Millisecond)
		now := mappedInUse.Load()
		if now == last {
			return now
		}
		last = now
	}
	return last
}
