package solver

import (
	"runtime/debug"
	"testing"
)

func TestRaiseMemoryLimitRestoresOnceTheLastSearchEnds(t *testing.T) {
	base := debug.SetMemoryLimit(200 << 20)
	defer debug.SetMemoryLimit(base)
	limit := func() int64 { return debug.SetMemoryLimit(-1) }

	if RaiseMemoryLimit(MaxSearchBytes)(); limit() != 200<<20 {
		t.Fatalf("a search within the usual bound changed the limit to %d", limit())
	}
	first := RaiseMemoryLimit(MaxSearchBytes + 100<<20)
	if got := limit(); got != 300<<20 {
		t.Fatalf("raised by 100 MiB: limit %d MiB, want 300", got>>20)
	}
	second := RaiseMemoryLimit(MaxSearchBytes + 500<<20)
	if got := limit(); got != 700<<20 {
		t.Fatalf("a bigger search beside it: limit %d MiB, want 700", got>>20)
	}
	first()
	first() // twice: counted once
	if got := limit(); got != 700<<20 {
		t.Fatalf("one search left: limit %d MiB, want 700", got>>20)
	}
	second()
	if got := limit(); got != 200<<20 {
		t.Fatalf("both over: limit %d MiB, want 200 as before", got>>20)
	}
}

// TestRaisedLimitFollowsMappedTables: while a raise is in force, the heap's
// limit falls by what a mapped key table takes, and rises again when it is
// freed: the collector sees only the heap.
func TestRaisedLimitFollowsMappedTables(t *testing.T) {
	if !canMap {
		t.Skip("tables are not mapped apart from the heap here")
	}
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(160 << 20))
	restore := RaiseMemoryLimit(1 << 30)
	defer restore()
	raisedTo := debug.SetMemoryLimit(-1)
	slots, tb := newTable(64 << 20 / keyBytes)
	if tb == nil {
		t.Skip("the table was not mapped")
	}
	_ = slots
	if with := debug.SetMemoryLimit(-1); with != raisedTo-64<<20 {
		t.Errorf("with a 64 MiB table mapped the limit is %d, want %d", with, raisedTo-64<<20)
	}
	tb.free()
	if after := debug.SetMemoryLimit(-1); after != raisedTo {
		t.Errorf("with the table freed the limit is %d, want %d", after, raisedTo)
	}
}
