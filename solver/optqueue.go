package solver

// optTable finds the optimal search's positions by key: open addressing over
// a power-of-two table, probed linearly, each slot the position's index plus
// one (0: empty) and the high half of its key's second word, so that most
// probes settle without reading the position.
type optTable struct {
	slots []uint64
	n     int
}

func optSlot(k key, index int32) uint64 { return k.b&^0xFFFFFFFF | uint64(index+1) }

// find is the index of the position whose key is k.
func (t *optTable) find(nodes *optNodes, k key) (int32, bool) {
	if len(t.slots) == 0 {
		return 0, false
	}
	mask := uint64(len(t.slots) - 1)
	tag := k.b &^ 0xFFFFFFFF
	for i := k.a & mask; ; i = (i + 1) & mask {
		slot := t.slots[i]
		if slot == 0 {
			return 0, false
		}
		if slot&^0xFFFFFFFF == tag {
			if index := int32(slot&0xFFFFFFFF) - 1; nodes.at(index).key == k {
				return index, true
			}
		}
	}
}

// add puts position index, not in the table, in it.
func (t *optTable) add(nodes *optNodes, index int32) {
	if 2*(t.n+1) > len(t.slots) {
		t.grow(nodes)
	}
	k := nodes.at(index).key
	t.put(optSlot(k, index), k.a)
	t.n++
}

func (t *optTable) put(slot, at uint64) {
	mask := uint64(len(t.slots) - 1)
	i := at & mask
	for t.slots[i] != 0 {
		i = (i + 1) & mask
	}
	t.slots[i] = slot
}

func (t *optTable) grow(nodes *optNodes) {
	old := t.slots
	t.slots = make([]uint64, max(2*len(old), minKeySlots))
	for _, slot := range old {
		if slot != 0 {
			t.put(slot, nodes.at(int32(slot&0xFFFFFFFF)-1).key.a)
		}
	}
}

// bytes is the table's size once it holds n positions, the old table and the
// new counted together when it grows on the way.
func (t *optTable) bytes(n int) int {
	slots := max(len(t.slots), minKeySlots)
	if 2*n <= slots {
		return slots * 8
	}
	for 2*n > slots {
		slots *= 2
	}
	return (slots + slots/2) * 8
}

// optOpen is the optimal search's queue: a stack of positions for each f and
// g, taken lowest f first and, among equal f, deepest first.
type optOpen struct {
	lists [(optLimit + 1) * (optLimit + 1)][]int32
	top   [optLimit + 1]int // for each f, no list of a higher g holds anything (-1: none does)
	low   int               // no list of a lower f holds anything
	size  int
}

func newOptOpen() *optOpen {
	o := new(optOpen)
	for i := range o.top {
		o.top[i] = -1
	}
	o.low = optLimit + 1
	return o
}

func (o *optOpen) push(f, g int, n int32) {
	i := f*(optLimit+1) + g
	o.lists[i] = append(o.lists[i], n)
	o.top[f] = max(o.top[f], g)
	o.low = min(o.low, f)
	o.size++
}

// pop takes the position queued with the lowest f and, among those, the
// highest g; ok is false when the queue is empty.
func (o *optOpen) pop() (f, g int, n int32, ok bool) {
	for ; o.low <= optLimit; o.low++ {
		f := o.low
		for ; o.top[f] >= 0; o.top[f]-- {
			i := f*(optLimit+1) + o.top[f]
			if last := len(o.lists[i]) - 1; last >= 0 {
				n = o.lists[i][last]
				o.lists[i] = o.lists[i][:last]
				o.size--
				return f, o.top[f], n, true
			}
		}
	}
	return 0, 0, 0, false
}

// lowest is the lowest f queued (optLimit+1 when none is).
func (o *optOpen) lowest() int {
	for ; o.low <= optLimit; o.low++ {
		for ; o.top[o.low] >= 0; o.top[o.low]-- {
			if len(o.lists[o.low*(optLimit+1)+o.top[o.low]]) > 0 {
				return o.low
			}
		}
	}
	return o.low
}

// optNodes holds the optimal search's positions: gigabytes for a long search.
type optNodes = blockList[optNode]
