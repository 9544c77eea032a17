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
