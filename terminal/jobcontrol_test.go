package terminal

import (
	"os"
	"runtime"
	"testing"
)

// proc is a process in a table of them: its parent, group and session.
type proc struct{ parent, group, session int }

func TestCanSuspendOnlyWhereAShellWaitsToResume(t *testing.T) {
	tests := []struct {
		name  string
		procs map[int]proc // freecell is 100
		want  bool
	}{
		{"from an interactive shell: its own group, the shell's session", map[int]proc{
			100: {50, 100, 50}, 50: {10, 50, 50}, 10: {1, 10, 10}}, true},
		{"by go run from a shell: go's group, whose parent is the shell", map[int]proc{
			100: {90, 90, 50}, 90: {50, 90, 50}, 50: {10, 50, 50}, 10: {1, 10, 10}}, true},
		{"by exec in a new tmux window: a session of its own", map[int]proc{
			100: {10, 100, 100}, 10: {1, 10, 10}}, false},
		{"by bash -c, with no job control: bash's group, bash's parent in another session", map[int]proc{
			100: {90, 90, 90}, 90: {10, 90, 90}, 10: {1, 10, 10}}, false},
		{"its parent's group unknown", map[int]proc{
			100: {90, 100, 50}}, false},
		{"started by init", map[int]proc{
			100: {1, 100, 100}}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			look := func(field func(proc) int) func(int) (int, bool) {
				return func(pid int) (int, bool) {
					p, ok := tt.procs[pid]
					return field(p), ok
				}
			}
			got := canSuspendBy(100, look(func(p proc) int { return p.parent }), look(func(p proc) int { return p.group }), look(func(p proc) int { return p.session }))
			if got != tt.want {
				t.Errorf("canSuspendBy = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestParentOfReadsProc(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("parents of other processes are read from /proc, Linux's")
	}
	if p, ok := parentOf(os.Getpid()); !ok || p != os.Getppid() {
		t.Fatalf("parentOf(self) = %d, %v; want %d", p, ok, os.Getppid())
	}
	if _, ok := parentOf(os.Getppid()); !ok {
		t.Fatalf("parentOf(%d): the parent's parent was not read from /proc", os.Getppid())
	}
	if _, ok := parentOf(1 << 30); ok {
		t.Fatal("parentOf a process that is not: ok")
	}
}
