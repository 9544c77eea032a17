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
