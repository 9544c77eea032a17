package solver

import (
	"context"
	"runtime/debug"
	"testing"
)

// TestRaisedLimitFollowsTheBigSearch: a raise lets the limit rise only as far
// as the search holding bigSearch holds past MaxSearchBytes, within the
// highest bound, and the limit is back once the last search ends.
func TestRaisedLimitFollowsTheBigSearch(t *testing.T) {
	base := debug.SetMemoryLimit(200 << 20)
	defer debug.SetMemoryLimit(base)
	limit := func() int64 { return debug.SetMemoryLimit(-1) >> 20 }
	want := func(what string, mib int64) {
		t.Helper()
		if got := limit(); got != mib {
			t.Fatalf("%s: limit %d MiB, want %d", what, got, mib)
		}
	}
	ctx := context.Background()

	RaiseMemoryLimit(MaxSearchBytes)()
	want("a search within the usual bound", 200)
	first := RaiseMemoryLimit(MaxSearchBytes + 100<<20)
	want("a search that holds nothing yet", 200)
	var g grant
	g.need(ctx, MaxSearchBytes+40<<20)
	want("the big search holds 40 MiB past the usual bound", 240)
	g.need(ctx, MaxSearchBytes+400<<20)
	want("it would hold 400 MiB past it, with a bound of 100", 300)
	second := RaiseMemoryLimit(MaxSearchBytes + 500<<20)
	g.need(ctx, MaxSearchBytes+400<<20)
	want("a bigger bound beside it", 600)
	g.release()
	want("the big search let go", 200)
	g.need(ctx, MaxSearchBytes+10<<20)
	want("another grew", 210)
	first()
	first() // twice: counted once
	want("one raise left", 210)
	second()
	want("both over", 200)
	g.need(ctx, MaxSearchBytes+10<<20)
	want("a search grew with no raise in force", 200)
	g.release()
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
	var g grant
	g.need(context.Background(), 1<<30)
	defer g.release()
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
