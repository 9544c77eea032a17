package solver

import (
	"context"
	"fmt"
	"os"

	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/words"
)

// diskVerdict is the disk tier: layers from the start, which keep in memory
// the positions of one rank and on disk, up to opts.DiskBytes, those where
// play enters the ranks to come. It runs when a verdict with fewer than four
// free cells reaches its memory bound, from the start again (the searches
// before it have handed their memory back): a deal the sweep proved
// impossible in 23.8 million positions (446592 with one cell, 576 MB) takes
// 195 MB so, and 500 MB of files.
func diskVerdict(ctx context.Context, start rules.Position, limit bound, opts Options) Result {
	strong := strongSettle(start)
	l := newLayers(start, settledBy(start, strong), strong, opts.DiskDir, opts.DiskBytes)
	defer l.release()
	var g grant
	defer g.release()
	for {
		entered := l.done + l.positions()
		if ctx.Err() != nil {
			return gaveUp(ctx, entered)
		}
		if bytes := l.bytes(); bytes >= limit.bytes {
			return Result{Status: GaveUp, Positions: entered, Stop: MemoryBound,
				Reason: fmt.Sprintf("memory bound reached on disk too: %s positions, %d MiB", words.Number(int64(entered)), bytes>>20)}
		} else if !g.need(ctx, bytes) {
			return gaveUp(ctx, entered)
		}
		switch l.run(slice) {
		case won:
			return Result{Status: Solved, Moves: replayPathBy(start, l.solution(), strong), Positions: entered}
		case exhausted:
			return Result{Status: Impossible, Positions: l.done + l.positions()}
		case running:
		}
		if l.store.full {
			return Result{Status: GaveUp, Positions: entered, Stop: DiskBound,
				Reason: fmt.Sprintf("disk bound reached: %s positions, %d MiB of files", words.Number(int64(entered)), l.store.written>>20)}
		}
		if l.failed() {
			dir := opts.DiskDir
			if dir == "" {
				dir = os.TempDir()
			}
			return Result{Status: GaveUp, Positions: entered, Stop: DiskFailed,
				Reason: "the disk tier could not write its files in " + dir + " (full, or not writable)"}
		}
	}
}
