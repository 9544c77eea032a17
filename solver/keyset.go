package solver

// keySet is the set of positions a search has entered: open addressing over a
// power-of-two table, probed linearly. Keys are hashes already, so their low bits
// index the table directly; the zero key marks an empty slot, and a position whose
// key is zero is stored as {1, 0} instead (two 64-bit halves both zero or both that
// value have a chance of about 2^-127).
type keySet struct {
	slots []key
	n     int
}

const minKeySlots = 1 << 10

// add puts k in the set and reports whether it was new.
func (s *keySet) add(k key) bool {
	if k == (key{}) {
		k = key{1, 0}
	}
	if 2*(s.n+1) > len(s.slots) {
		s.grow()
	}
	mask := uint64(len(s.slots) - 1)
	for i := k.a & mask; ; i = (i + 1) & mask {
		switch s.slots[i] {
		case k:
			return false
		case key{}:
			s.slots[i] = k
			s.n++
			return true
		}
	}
}

// has reports whether k is in the set.
func (s *keySet) has(k key) bool {
	if k == (key{}) {
		k = key{1, 0}
	}
	if len(s.slots) == 0 {
		return false
	}
	mask := uint64(len(s.slots) - 1)
	for i := k.a & mask; ; i = (i + 1) & mask {
		switch s.slots[i] {
		case k:
			return true
		case key{}:
			return false
		}
	}
}

func (s *keySet) grow() {
	old := s.slots
	s.slots = make([]key, max(2*len(old), minKeySlots))
	mask := uint64(len(s.slots) - 1)
	for _, k := range old {
		if k == (key{}) {
			continue
		}
		i := k.a & mask
		for s.slots[i] != (key{}) {
			i = (i + 1) & mask
		}
		s.slots[i] = k
	}
}

// empty empties the set and keeps its table, for a set refilled to about the same
// size again and again (a beam's layer).
func (s *keySet) empty() {
	clear(s.slots)
	s.n = 0
}

// reset empties the set for another search. Only a small table is kept: clearing a
// big one would cost a short search more than growing its own.
func (s *keySet) reset() {
	if len(s.slots) > 16*minKeySlots {
		s.slots = nil
	} else {
		clear(s.slots)
	}
	s.n = 0
}
