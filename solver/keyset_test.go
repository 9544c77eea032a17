package solver

import (
	"math/rand/v2"
	"testing"
)

// TestKeySetBigTables: a set grown past bigTableBytes (its tables mapped apart
// from the Go heap, reused from one search to the next) holds what was added
// and nothing else, the second time round too, when its tables come from the
// spares the first left: a reused table is empty.
func TestKeySetBigTables(t *testing.T) {
	const n = 300_000 // 1 Mi slots, 16 MiB: past bigTableBytes
	for round := range 2 {
		rng := rand.New(rand.NewPCG(uint64(round), 1))
		var s keySet
		keys := make([]key, n)
		for i := range keys {
			keys[i] = key{rng.Uint64(), rng.Uint64()}
			if !s.add(keys[i]) {
				t.Fatalf("round %d: key %d was in the set before it was added", round, i)
			}
		}
		if canMap && s.table == nil {
			t.Errorf("round %d: a table of %d slots is on the Go heap", round, len(s.slots))
		}
		for i, k := range keys {
			if s.add(k) || !s.has(k) {
				t.Fatalf("round %d: key %d added is not in the set", round, i)
			}
		}
		for range 1000 {
			if k := (key{rng.Uint64(), rng.Uint64()}); s.has(k) {
				t.Fatalf("round %d: a key never added is in the set", round)
			}
		}
		if s.n != n {
			t.Errorf("round %d: %d keys, want %d", round, s.n, n)
		}
		s.reset()
	}
}

// TestKeySetLongRuns: keys crowded on a few home slots, some at the table's
// end so that their runs wrap past it, are held and found, and keys never
// added with the same homes are not, before the table grows and after.
func TestKeySetLongRuns(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	homes := []uint64{minKeySlots - 3, minKeySlots - 2, minKeySlots - 1, 0, 1, 500, 501, 900}
	crowded := func() key { // a key whose home is one of homes in the first table (then near them)
		return key{homes[rng.IntN(len(homes))]<<54 | rng.Uint64()>>10, rng.Uint64()}
	}
	var s keySet
	held := map[key]bool{}
	for _, n := range []int{400, 3000} { // within the first table, then past two growths
		for len(held) < n {
			k := crowded()
			if s.add(k) == held[k] {
				t.Fatalf("adding a key held %v: add said new %v", held[k], !held[k])
			}
			held[k] = true
		}
		for k := range held {
			if !s.has(k) {
				t.Fatalf("%d keys: a key added is not found", n)
			}
		}
		for range 2000 {
			if k := crowded(); !held[k] && s.has(k) {
				t.Fatalf("%d keys: a key never added is found", n)
			}
		}
	}
}

// TestShardedKeySetSplits: a sharded set holds what was added, before it is
// split into shards, and after, when its shards grow each by itself; its
// bytes stay below those of one table as big; reset, it starts anew.
func TestShardedKeySetSplits(t *testing.T) {
	n := 3_000_000 // 187,500 a shard, where 196,608 would grow one
	if raceEnabled {
		n = splitKeys + 1000
	}
	rng := rand.New(rand.NewPCG(5, 6))
	keys := make([]key, n)
	var s shardedKeySet
	for round := range 2 {
		for i := range keys {
			keys[i] = key{rng.Uint64(), rng.Uint64()}
			if !s.add(keys[i]) {
				t.Fatalf("round %d: key %d was in the set before it was added", round, i)
			}
		}
		if !s.split {
			t.Fatalf("round %d: %d keys in one table", round, n)
		}
		for i, k := range keys {
			if s.add(k) {
				t.Fatalf("round %d: key %d added is not in the set", round, i)
			}
		}
		if s.n != n {
			t.Errorf("round %d: %d keys, want %d", round, s.n, n)
		}
		if one := keySetBytes(n); s.bytes() >= one {
			t.Errorf("round %d: %d keys in shards take %d bytes, in one table %d", round, n, s.bytes(), one)
		}
		s.reset()
		if s.split || s.n != 0 {
			t.Fatalf("round %d: reset left %d keys (split %v)", round, s.n, s.split)
		}
	}
}

// TestNoSparesBesideABigSearch: while the tables in use hold over spareStop, a
// table freed goes back to the system and the spares are given back, for they
// would lie beside a big proof uncounted by its bound; once the big tables are
// freed, spares are kept again.
func TestNoSparesBesideABigSearch(t *testing.T) {
	if !canMap {
		t.Skip("tables are on the Go heap here")
	}
	releaseIdle()
	const small = bigTableBytes / keyBytes
	_, first := newTable(small)
	first.free()
	if sparesHeld() != bigTableBytes {
		t.Fatalf("a small table freed: spares hold %d bytes, want %d", sparesHeld(), bigTableBytes)
	}
	var big []*table
	for range spareStop/spareMost + 1 {
		_, tb := newTable(spareMost / keyBytes)
		big = append(big, tb)
	}
	if sparesHeld() != 0 {
		t.Errorf("tables in use past spareStop: spares still hold %d bytes", sparesHeld())
	}
	_, another := newTable(small)
	another.free()
	if sparesHeld() != 0 {
		t.Errorf("a table freed beside a big search was kept: spares hold %d bytes", sparesHeld())
	}
	for _, tb := range big {
		tb.free()
	}
	if sparesHeld() == 0 {
		t.Error("the big search's tables freed: no spare kept")
	}
	releaseIdle()
}

func sparesHeld() int {
	spareTables.Lock()
	defer spareTables.Unlock()
	return spareTables.bytes
}
