package terminal

// canSuspendBy reports whether a stop signal sent to the process group of
// self would stop it, with a shell waiting to resume it: whether the group
// is not orphaned. A group is orphaned where no member's parent is in
// another group of the same session (freecell run by exec in a new tmux
// window, by xterm -e, by a shell without job control), and the kernel
// discards the terminal's stop signals sent to it: Bubble Tea's suspend
// would then wait for a resume that never comes. It climbs from self
// through parents in self's own group (go run's child is in go's group) to
// the first parent outside it; where a parent cannot be known, it says no,
// as a screen that says so is better than one that hangs.
func canSuspendBy(self int, parentOf func(pid int) (int, bool), groupOf, sessionOf func(pid int) (int, bool)) bool {
	group, okGroup := groupOf(self)
	session, okSession := sessionOf(self)
	if !okGroup || !okSession {
		return false
	}
	pid := self
	for range maxClimb {
		parent, ok := parentOf(pid)
		if !ok || parent <= 1 {
			return false
		}
		g, okG := groupOf(parent)
		if !okG {
			return false
		}
		if g != group {
			s, okS := sessionOf(parent)
			return okS && s == session
		}
		pid = parent
	}
	return false
}

// maxClimb bounds the parents climbed in one process group.
const maxClimb = 32
