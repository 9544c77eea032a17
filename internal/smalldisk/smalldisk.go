// Package smalldisk mounts small file systems for tests of what a program
// does when its disk fills up or turns read-only. Mounting needs the right to
// mount (root, or a container that allows it); where it is missing, the test
// is skipped and says why.
package smalldisk

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Mount mounts a tmpfs of size ("1m", "4m") on a new directory and returns
// it; it is unmounted when the test ends, after the test's own cleanups.
func Mount(t testing.TB, size string) string {
	t.Helper()
	mnt := t.TempDir()
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size="+size, "tmpfs", mnt).CombinedOutput(); err != nil {
		t.Skipf("cannot mount a small file system here: %s", strings.TrimSpace(string(out)))
	}
	t.Cleanup(func() { _ = exec.Command("umount", mnt).Run() }) // registered first: runs after the store closes
	return mnt
}

// Disk is a small file system that a test fills and frees.
type Disk struct {
	Dir string // a directory on it, not made yet, for a program's state
	t   testing.TB
	mnt string
}

// New mounts a disk of 1 MB.
func New(t testing.TB) *Disk {
	t.Helper()
	mnt := Mount(t, "1m")
	return &Disk{Dir: filepath.Join(mnt, "freecell"), t: t, mnt: mnt}
}

// Fill writes a file until the disk is full.
func (d *Disk) Fill() {
	d.t.Helper()
	f, err := os.Create(d.filler())
	if err != nil {
		d.t.Fatal(err)
	}
	_, _ = f.Write(make([]byte, 2<<20)) // more than the disk holds: it fails once full
	_ = f.Close()
}

// Free removes what Fill wrote.
func (d *Disk) Free() {
	d.t.Helper()
	if err := os.Remove(d.filler()); err != nil {
		d.t.Fatal(err)
	}
}

func (d *Disk) filler() string { return filepath.Join(d.mnt, "filler") }

// Remount makes the disk read-only (ok is false where that is refused).
func (d *Disk) Remount() (ok bool) {
	return exec.Command("mount", "-o", "remount,ro", d.mnt).Run() == nil
}
