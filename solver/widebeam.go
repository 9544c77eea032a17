package solver

import (
	"context"
	"fmt"
	"math"

	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/words"
)

// WideBeam searches from start with two beams width wide, one making every
// foundation move and one also holding cards back (see beamSearch), until
// one finds a solution, ctx ends, or a beam's positions would pass maxBytes.
// It is for settling the deals a survey's bounds leave, where a beam far
// wider than the portfolio's (whose beams stop at MaxSearchBytes) finds a
// short solution that the bounded searches wander past: 192616 and 543724
// with one free cell, 115 and 113 moves by a beam 400,000 wide, where fast
// mode's complete search had given up at 17 GB. A beam proves nothing when
// it finds none.
func WideBeam(ctx context.Context, start rules.Position, width, maxBytes int) Result {
	generated := 0
	for _, allHome := range []bool{true, false} {
		moves, n, ok := beamWithin(ctx, start, beamKind{width, allHome}, &beamScoring, math.MaxInt, maxBytes, nil)
		generated += n
		if ok {
			return checked(start, Result{Status: Solved, Moves: moves, Positions: generated})
		}
		if ctx.Err() != nil {
			return gaveUp(ctx, generated)
		}
	}
	return Result{Status: GaveUp, Positions: generated, Stop: MemoryBound,
		Reason: fmt.Sprintf("no solution by beams %s wide (they ran dry or reached their memory): %s positions made", words.Number(int64(width)), words.Number(int64(generated)))}
}
