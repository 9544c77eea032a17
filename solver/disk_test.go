package solver

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/internal/smalldisk"
	"github.com/freecell/freecell/rules"
)

// TestDiskVerdict: a proof that passes its bound is finished by the disk
// tier when it may use the disk, within the same memory bound; it stops at
// its disk bound, and without a disk, at the bound. (The bound here is of
// positions: the twin classes prove this deal in 80,000, a few MB.)
func TestDiskVerdict(t *testing.T) {
	l, _ := dealer.Deal(1296) // with one cell: impossible, 308,506 positions, 24 MB in the sweep, 13 MB in layers
	start := rules.NewPositionWith(&l, 1)
	opts := Options{Mode: Fast, MaxBytes: 18 << 20, MaxPositions: 50_000, VerdictOnly: true}
	if r := Solve(context.Background(), start, opts); r.Status != GaveUp || r.Stop != MemoryBound {
		t.Fatalf("without the disk: %v (%v), not stopped at the memory bound", r.Status, r.Stop)
	}
	opts.DiskBytes, opts.DiskDir = 1<<30, t.TempDir()
	if r := Solve(context.Background(), start, opts); r.Status != Impossible || r.Positions != 308_506 {
		t.Errorf("with the disk: %v (%s) after %d positions, not proved impossible in 308,506", r.Status, r.Reason, r.Positions)
	}
	opts.DiskBytes = 64 << 10
	if r := Solve(context.Background(), start, opts); r.Status != GaveUp || r.Stop != DiskBound {
		t.Errorf("with 64 KiB of disk: %v (%v), not stopped at the disk bound", r.Status, r.Stop)
	}
}

// TestLayerFilesLeaveNoTrace: the disk tier's files are gone from their
// folder as soon as they are made, so that a process killed leaves none.
func TestLayerFilesLeaveNoTrace(t *testing.T) {
	l, _ := dealer.Deal(1296)
	start := rules.NewPositionWith(&l, 1)
	root := start
	root.SettleStrong()
	dir := t.TempDir()
	ly := newLayers(start, root, true, dir, 1<<30)
	defer ly.release()
	for ly.store.written < 1<<20 {
		if ly.run(slice) != running {
			t.Fatal("the search ended before it had written a megabyte")
		}
	}
	if names, err := os.ReadDir(dir); err != nil || len(names) > 0 {
		t.Errorf("%d files in the folder while the search runs (%v)", len(names), err)
	}
}

// TestDiskFull: a disk that fills up stops the disk tier with DiskFailed and
// a message that names the folder, not a verdict.
func TestDiskFull(t *testing.T) {
	dir := smalldisk.Mount(t, "1m")
	l, _ := dealer.Deal(1296)
	start := rules.NewPositionWith(&l, 1)
	r := Solve(context.Background(), start, Options{Mode: Fast, MaxBytes: 18 << 20, MaxPositions: 50_000, VerdictOnly: true, DiskBytes: 1 << 30, DiskDir: dir})
	if r.Status != GaveUp || r.Stop != DiskFailed || !strings.Contains(r.Reason, dir) {
		t.Errorf("on a full disk: %v (%v, %q)", r.Status, r.Stop, r.Reason)
	}
}
