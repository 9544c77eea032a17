package solver

import (
	"context"
	"testing"
	"time"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// TestBestBeamsLeaveTimeForTheRest: Best's wide beams run in half the time a
// deadline leaves while none has found a solution (where they find nothing,
// the searches after them still have the other half), and in all of it once
// one has.
func TestBestBeamsLeaveTimeForTheRest(t *testing.T) {
	parent, cancel := context.WithTimeout(context.Background(), time.Hour)
	defer cancel()
	half, cancelHalf := bestBeamsContext(parent)
	defer cancelHalf()
	end, _ := parent.Deadline()
	if d, ok := half.Deadline(); !ok || time.Until(d) > time.Until(end)/2+time.Second {
		t.Errorf("the beams' deadline is %v off, the caller's %v: want half", time.Until(d).Round(time.Second), time.Until(end).Round(time.Second))
	}
	none, cancelNone := bestBeamsContext(context.Background())
	defer cancelNone()
	if _, ok := none.Deadline(); ok {
		t.Error("a caller with no deadline gave the beams one")
	}

	l, _ := dealer.Deal(617)
	start := rules.NewPosition(&l)
	kinds := []beamKind{shortBeams[0], shortBeams[0]}
	spent, cancelSpent := context.WithCancel(context.Background())
	cancelSpent()
	if _, ok := beamsWithin(context.Background(), spent, start, kinds, Options{}, true); ok {
		t.Error("beams found a solution in a context already ended")
	}

	// The first beam finds one; the second starts once unfound has ended,
	// and runs in ctx all the same: it generates as many positions.
	unfound, endUnfound := context.WithCancel(context.Background())
	defer endUnfound()
	opts := Options{Progress: func(p Progress) {
		if p.Pass == 2 {
			endUnfound()
		}
	}}
	r, ok := beamsWithin(context.Background(), unfound, start, kinds, opts, true)
	one, _ := beams(context.Background(), start, kinds[:1], Options{}, true)
	if !ok || r.Positions != 2*one.Positions {
		t.Errorf("with a solution found, the second beam generated %d positions, the first %d: want as many (ok %v)", r.Positions-one.Positions, one.Positions, ok)
	}
}
