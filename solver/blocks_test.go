package solver

import "testing"

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
