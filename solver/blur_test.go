package solver

import (
	"slices"
	"testing"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// runAlone runs search s to its end or budget positions, and returns its
// solution (nil if none) and the positions it kept.
func runAlone(s searcher, budget int) ([]rules.Move, int) {
	defer s.release()
	if s.run(budget) == won {
		return slices.Clone(s.solution()), s.positions()
	}
	return nil, s.positions()
}

// TestBlurredBestFirst: a blurred best-first search is as deterministic as
// any (the same seed, the same way through a deal), with no noise it is the
// plain search, and another seed goes another way.
func TestBlurredBestFirst(t *testing.T) {
	spec := searchSpec{isBestFirst: true, w: &swiftWeights, digs: digHome | digParent | cellsOnlyByDigs}
	differs := 0
	for game := int64(1); game <= 20; game++ {
		l, _ := dealer.Deal(game)
		root := rules.NewPosition(&l)
		root.Settle()
		plain, plainKept := runAlone(newBestFirst(root, spec.w, spec.digs), 5000)
		unblurred, unblurredKept := runAlone(spec.start(root), 5000)
		if !slices.Equal(plain, unblurred) || plainKept != unblurredKept {
			t.Errorf("game %d: with no noise, %d positions, not the plain search's %d", game, unblurredKept, plainKept)
		}
		blurred := spec
		blurred.order = diveOrder{noise: 64, seed: 1}
		a, aKept := runAlone(blurred.start(root), 5000)
		b, bKept := runAlone(blurred.start(root), 5000)
		if !slices.Equal(a, b) || aKept != bKept {
			t.Errorf("game %d: the same seed went two ways (%d and %d positions)", game, aKept, bKept)
		}
		blurred.order.seed = 2
		if c, _ := runAlone(blurred.start(root), 5000); !slices.Equal(a, c) {
			differs++
		}
	}
	if differs < 10 {
		t.Errorf("seeds 1 and 2 found other solutions on %d of 20 games; want most", differs)
	}
}
