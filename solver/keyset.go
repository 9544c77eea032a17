package solver

import "math/bits"

// keySet is the set of positions a search has entered: open addressing over a
// power-of-two table, probed linearly. Keys are hashes already, so their high bits
// index the table directly; the zero key marks an empty slot, and a position whose
// key is zero is stored as {1, 0} instead (two 64-bit halves both zero or both that
// value have a chance of about 2^-127). Indexed by the high bits, the table is in
// the order of its keys (but for runs that wrap past its end), so growing it
// writes the new table from start to end rather than at random: a complete
// search's table of hundreds of megabytes grows in a fraction of the time.
type keySet struct {
	slots []key
	shift uint8  // 64 less the table's size in bits: k.a>>shift is k's slot
	skip  uint8  // the high bits of k.a that index not the slot but the shard (see shardedKeySet)
	table *table // the mapping that holds slots, when it is big (see newTable)
	n     int
	most  int // the keys the table may hold before it grows (see use)
}

const minKeySlots = 1 << 10

// add puts k in the set and reports whether it was new.
func (s *keySet) add(k key) bool {
	if s.n >= s.most {
		s.grow()
	}
	i, found := s.find(k)
	if !found {
		s.slots[i] = stored(k)
		s.n++
	}
	return !found
}

// has reports whether k is in the set.
func (s *keySet) has(k key) bool {
	if len(s.slots) == 0 {
		return false
	}
	_, found := s.find(k)
	return found
}

// find is the slot that holds k, or the empty one where it would go.
func (s *keySet) find(k key) (slot uint64, found bool) {
	k = stored(k)
	mask := uint64(len(s.slots) - 1)
	for i := s.home(k); ; i = (i + 1) & mask {
		switch s.slots[i] {
		case k:
			return i, true
		case key{}:
			return i, false
		}
	}
}

// home is k's slot, where a lookup starts.
func (s *keySet) home(k key) uint64 { return k.a << s.skip >> s.shift }

// stored is k as the set holds it: the zero key marks an empty slot.
func stored(k key) key {
	if k == (key{}) {
		return key{1, 0}
	}
	return k
}

func (s *keySet) grow() {
	old, oldTable := s.slots, s.table
	defer oldTable.free()
	s.use(newTable(max(2*len(old), minKeySlots)))
	mask := uint64(len(s.slots) - 1)
	for _, k := range old {
		if k == (key{}) {
			continue
		}
		i := s.home(k)
		for s.slots[i] != (key{}) {
			i = (i + 1) & mask
		}
		s.slots[i] = k
	}
}

// use makes slots, empty or holding keys placed by this table's size, the
// table, held by the mapping t (nil: the Go heap).
func (s *keySet) use(slots []key, t *table) {
	s.slots, s.table = slots, t
	s.shift = uint8(64 - bits.Len(uint(len(slots)-1)))
	s.most = len(slots) / 2
	if s.skip > 0 { // a shard's
		s.most = len(slots) / 4 * 3
	}
}

// presize makes the table big enough for n keys, unless it holds some already.
func (s *keySet) presize(n int) {
	if s.n == 0 {
		s.table.free()
		s.use(newTable(max(minKeySlots, 1<<bits.Len(uint(2*n-1)))))
	}
}

// empty empties the set and keeps its table, for a set refilled to about the same
// size again and again (a beam's layer).
func (s *keySet) empty() {
	clear(s.slots)
	s.n = 0
}

// reset empties the set for another search. A big table is not kept: clearing
// one would cost a short search more than growing its own. Nor is the whole of
// a table bigger than the search that used it needed: most searches keep a few
// dozen positions, and a table one long search grew would be cleared in full
// after each of them. The part beyond is left as it is, never read again: a
// table that grows is made anew.
func (s *keySet) reset() {
	switch need := max(minKeySlots, 4*s.n); {
	case len(s.slots) > 16*minKeySlots:
		s.table.free()
		s.slots, s.table, s.most = nil, nil, 0
	case len(s.slots) > need:
		for len(s.slots) > need && len(s.slots) > minKeySlots {
			s.slots = s.slots[:len(s.slots)/2]
		}
		clear(s.slots)
		s.use(s.slots, s.table)
	default:
		clear(s.slots)
	}
	s.n = 0
}

// shardedKeySet is a key set that, once big, is split by the high bits of its
// keys into shards, each a keySet that grows by itself: a proof's set of
// hundreds of megabytes then grows a sixteenth at a time, where one table
// needs its old self and one twice as big at once, and each shard may be three
// quarters full. The same memory holds twice the positions or more: deal
// 446592 with one cell, proved impossible in 23.8 million, passed the 1 GiB
// bound as one table. Small, it is one table: shards of a few megabytes would
// lie in small pages (see newTable), and their lookups would miss in the TLB.
type shardedKeySet struct {
	one    keySet
	shards [keyShards]keySet // once split
	split  bool
	n      int
	warmed uint64 // what warm read, kept so that its reads are not left out
}

const (
	keyShardBits = 4
	keyShards    = 1 << keyShardBits
	// splitKeys is how many keys the set holds before it is split: its one
	// table is then 64 MiB, and each shard's 4 MiB or more.
	splitKeys = 1 << 21
)

func (s *shardedKeySet) add(k key) bool {
	var added bool
	switch {
	case s.split:
		added = s.shards[k.a>>(64-keyShardBits)].add(k)
	case s.one.n >= splitKeys && s.one.n >= s.one.most:
		s.splitUp()
		return s.add(k)
	default:
		added = s.one.add(k)
	}
	if added {
		s.n++
	}
	return added
}

// splitUp moves the keys of the one table to shards each sized for its share
// at half full, and frees the table.
func (s *shardedKeySet) splitUp() {
	per := s.one.n / keyShards
	for i := range s.shards {
		sh := &s.shards[i]
		sh.skip = keyShardBits
		sh.use(newTable(1 << bits.Len(uint(2*per-1))))
	}
	for _, k := range s.one.slots {
		if k != (key{}) {
			s.shards[k.a>>(64-keyShardBits)].add(k)
		}
	}
	s.one.table.free()
	s.one = keySet{}
	s.split = true
}

// bytes is what the tables take, and what their next growth takes.
func (s *shardedKeySet) bytes() int {
	if !s.split {
		return keySetBytes(s.one.n)
	}
	total, biggest := 0, 0
	for i := range s.shards {
		b := len(s.shards[i].slots) * keyBytes
		total, biggest = total+b, max(biggest, b)
	}
	return total + 2*biggest
}

func (s *shardedKeySet) reset() {
	s.one.reset()
	for i := range s.shards {
		s.shards[i].table.free()
		s.shards[i] = keySet{}
	}
	s.split, s.n = false, 0
}

// warm reads the home slot of each key of moves, so that the lookups of
// add that follow find them in the processor's cache: read one after
// another, with no branch on what they hold, the misses of a big table
// overlap, where each add waits for its own.
func (s *shardedKeySet) warm(moves []sweepMove) {
	sum := uint64(0)
	for i := range moves {
		k := &moves[i].key
		t := &s.one
		if s.split {
			t = &s.shards[k.a>>(64-keyShardBits)]
		}
		if len(t.slots) > 0 {
			sum += t.slots[t.home(*k)].a
		}
	}
	s.warmed = sum
}

// has reports whether k is in the set.
func (s *shardedKeySet) has(k key) bool {
	if s.split {
		return s.shards[k.a>>(64-keyShardBits)].has(k)
	}
	return s.one.has(k)
}
