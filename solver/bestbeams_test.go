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
// one has; the default's own beam, in all of it.
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
	wide := []beamKind{{bigBeam * 2, true}}
	if _, ok := beamsWithin(context.Background(), spent, start, wide, Options{}, true); ok {
		t.Error("a wide beam found a solution in a context already ended")
	}
	if beamContext(context.Background(), spent, wide[0], true) != context.Background() || beamContext(context.Background(), spent, wide[0], false) != spent {
		t.Error("a wide beam runs in the wide beams' time before a solution is found, and in the whole time after")
	}
	// The default's own beam has the whole time, as the default mode gives
	// it: cut to half, 617 under --best --timeout 80ms was given up.
	if _, ok := beamsWithin(context.Background(), spent, start, kinds[:1], Options{}, true); !ok {
		t.Error("the default's beam ran in the wide beams' time, and found nothing")
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
