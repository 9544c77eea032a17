package solver

import (
	"context"
	"testing"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// TestWideBeam: a wide beam's solution replays to a win; one whose memory
// bound leaves no room gives up, saying so, and proves nothing.
func TestWideBeam(t *testing.T) {
	l, _ := dealer.Deal(617)
	start := rules.NewPositionWith(&l, 4)
	r := WideBeam(context.Background(), start, 3000, 1<<30)
	if r.Status != Solved {
		t.Fatalf("617, 3,000 wide: %v (%s)", r.Status, r.Reason)
	}
	if replay, err := rules.ReplayFrom(start, r.Moves); err != nil || !replay.End().Won() {
		t.Fatalf("the solution does not win: %v", err)
	}
	r = WideBeam(context.Background(), start, 3000, 1)
	if r.Status != GaveUp || r.Stop != MemoryBound || r.Reason == "" {
		t.Errorf("within 1 byte: %v %v %q", r.Status, r.Stop, r.Reason)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if r = WideBeam(ctx, start, 3000, 1<<30); r.Status != GaveUp || r.Stop != Stopped {
		t.Errorf("stopped: %v %v", r.Status, r.Stop)
	}
}
