package solver

import (
	"sync"
	"unsafe"

	"github.com/freecell/freecell/rules"
)

// sweep is the complete search made for proofs of impossibility with few free
// cells, where a proof enters millions of positions. It is depth-first over
// single moves and keeps one position, changed in place and changed back as it
// backtracks: a frame on its path holds its key, the move that led there and
// where its moves and its cards sent home lie in shared stacks (40 bytes, where
// depthFirst's frame holds a position and its estimate: 264). Keys are brought
// up to date by what each move changes. A position is looked up, and kept,
// when its parent is entered, with its siblings (see push), not when the
// search comes to it: the siblings' lookups wait for memory together. Each
// position kept is entered in turn, so the search stays complete.
//
// Nothing is estimated: a proof enters every position whatever the order. The
// order finds solutions all the same: the moves after which the most cards go
// home first, then by kind (home, then a free cell's card onto a column, then
// the rest). Kept by kind alone, it went past 40 million positions on deals
// 974397 and 667476 with two cells, which it now solves in 132,000 and 34,000.
type sweep struct {
	cur    rules.Position
	seen   shardedKeySet
	stack  []sweepFrame
	moves  []sweepMove  // the frames' moves, each frame's from lo to hi
	buf    []rules.Move // a position's moves as they are generated
	homed  []rules.Move // the cards sent home after each frame's move, in order
	strong bool         // cards go home by rules.StrongSafeCards, not SafeCards
	won    []rules.Move
	// layer, when set, keeps the sweep to one class of positions (see
	// layers): a move to another is handed to it, not tried.
	layer   *layers
	entered int // the moves played
	// tw, when on, keys positions by their twin class (see twinsweep.go).
	tw twinState
}

// sweepFrame is a position on a sweep's path.
type sweepFrame struct {
	key          key
	move         rules.Move // how the sweep got here from the frame below
	homed        int32      // where the cards this position's move sent home start in homed
	lo, next, hi int32      // moves[lo:hi] are this position's; from next on, untried
	twin         twinStep   // with twin classes: the pairs swapped before move, and the real game's swap
	merged       uint64     // with twin classes: the pairs merged in its position (see pushTwins)
}

// sweepMove is a move from a frame's position and the key of where it leads.
type sweepMove struct {
	key  key
	move rules.Move
	twin twinStep
}

var (
	sweepFrameBytes = int(unsafe.Sizeof(sweepFrame{}))
	sweepMoveBytes  = int(unsafe.Sizeof(sweepMove{}))
)

const moveBytes = int(unsafe.Sizeof(rules.Move{}))

// newSweep starts a sweep from root, a position settled by the rule strong
// names, sending cards home by that rule as it goes.
func newSweep(root rules.Position, strong bool) *sweep {
	s := sweepPool.Get().(*sweep)
	s.cur, s.strong = root, strong
	k := keyOf(&root)
	s.seen.add(k)
	s.push(sweepMove{key: k}, 0)
	s.wonAlready()
	return s
}

// wonAlready notes a root won as it is: its solution has no move.
func (s *sweep) wonAlready() {
	if s.cur.Won() {
		s.won = []rules.Move{}
	}
}

var sweepPool = sync.Pool{New: func() any { return new(sweep) }}

func (s *sweep) release() {
	s.seen.reset()
	s.stack, s.moves, s.homed, s.won = s.stack[:0], s.moves[:0], s.homed[:0], nil
	s.buf, s.layer, s.entered = s.buf[:0], nil, 0
	s.tw.reach.drop()
	s.tw = twinState{todo: s.tw.todo[:0], homes: s.tw.homes[:0]}
	if cap(s.stack) > reuseLimit || cap(s.moves) > reuseLimit || cap(s.homed) > reuseLimit {
		s.stack, s.moves, s.homed = nil, nil, nil
	}
	sweepPool.Put(s)
}

// push enters s.cur, reached as c says (its key, and the move that led
// there), which sent the cards of homed[from:] home after it: it works out
// where each move leads, orders the moves, and keeps those to positions not
// seen yet, now seen.
func (s *sweep) push(c sweepMove, from int) {
	if s.tw.on {
		s.pushTwins(c, from)
		return
	}
	k, how := c.key, c.move
	lo := len(s.moves)
	if s.layer != nil {
		s.layer.expand(&s.cur)
	}
	s.buf = s.cur.AppendMoves(s.buf[:0])
	byKind(&s.cur, s.buf)
	back := from == len(s.homed) && len(s.stack) > 0 // none went home: how taken back leads below
	var homes [64]uint8
	for i := range s.buf {
		m := &s.buf[i]
		if back && undoes(&s.cur, m, &how) {
			continue
		}
		mk, mfrom := s.make(k, *m)
		if s.layer != nil && s.layer.leaves(&s.cur, m, mfrom < len(s.homed)) {
			stop := s.layer.enter(&s.cur, mk)
			s.takeBack(mfrom, *m)
			if stop {
				s.won = s.pathThrough(how, *m)
				return
			}
			continue
		}
		if n := len(s.moves) - lo; n < len(homes) {
			homes[n] = uint8(len(s.homed) - mfrom)
		}
		s.takeBack(mfrom, *m)
		s.moves = append(s.moves, sweepMove{key: mk, move: *m})
	}
	s.keepNew(c, from, lo, homes[:])
}

// keepNew ends push: it orders the moves found from lo on, most cards home
// first (homes, a count each), keeps those to positions not seen yet, now
// seen, and puts the position entered, reached as c says, on the path.
func (s *sweep) keepNew(c sweepMove, from, lo int, homes []uint8) {
	mostHomeFirst(s.moves[lo:], homes)
	kept := s.moves[:lo]
	s.seen.warm(s.moves[lo:])
	for _, m := range s.moves[lo:] {
		if s.seen.add(m.key) {
			kept = append(kept, m)
		}
	}
	s.moves = kept
	if s.tw.guide != nil && s.tw.on {
		s.follow(c, lo)
	}
	s.stack = append(s.stack, sweepFrame{key: c.key, move: c.move, twin: c.twin, homed: int32(from), lo: int32(lo), next: int32(lo), hi: int32(len(s.moves)), merged: s.tw.here.merged})
}

// byKind orders moves by the rank of their kind in flatKinds, keeping the
// order of moves of a kind: an insertion sort, as a position has a few dozen
// moves at most.
func byKind(p *rules.Position, moves []rules.Move) {
	var rank [64]uint8
	n := min(len(moves), len(rank))
	for i := range n {
		rank[i] = flatKinds[kindOf(p, &moves[i])]
	}
	for i := 1; i < n; i++ {
		m, r := moves[i], rank[i]
		j := i
		for ; j > 0 && rank[j-1] > r; j-- {
			moves[j], rank[j] = moves[j-1], rank[j-1]
		}
		moves[j], rank[j] = m, r
	}
}

// pop leaves the top frame: takes back the cards its move sent home, then
// the move.
func (s *sweep) pop() {
	top := &s.stack[len(s.stack)-1]
	s.takeBack(int(top.homed), top.move)
	swapTwins(&s.cur, top.twin.swap)
	s.moves = s.moves[:top.lo]
	s.stack = s.stack[:len(s.stack)-1]
	s.tw.guided = min(s.tw.guided, len(s.stack))
}

// takeBack undoes m and the cards it sent home, homed[from:].
func (s *sweep) takeBack(from int, m rules.Move) {
	for i := len(s.homed) - 1; i >= from; i-- {
		s.cur.Undo(s.homed[i])
	}
	s.homed = s.homed[:from]
	s.cur.Undo(m)
}

func (s *sweep) run(budget int) outcome {
	if s.won != nil { // the root won, or a twin class's win as it was entered
		return won
	}
	for budget > 0 {
		if s.tw.reach.busy() {
			switch s.reachOn(&budget) {
			case won:
				return won
			case running:
				return running
			case exhausted: // no false win was near a real one, or the deal is lost
				if s.tw.reach.lost {
					s.stack = s.stack[:0]
					return exhausted
				}
				s.restart()
				continue
			}
		}
		if len(s.stack) == 0 {
			return exhausted
		}
		top := &s.stack[len(s.stack)-1]
		if top.next == top.hi {
			if len(s.stack) > 1 {
				s.pop()
				continue
			}
			s.stack = s.stack[:0]
			return exhausted
		}
		c := s.moves[top.next]
		top.next++
		m := c.move
		swapTwins(&s.cur, c.twin.swap)
		from := s.playOnly(m)
		budget--
		s.entered++
		if s.cur.Won() {
			for _, f := range s.stack[1:] {
				s.won = append(s.won, f.move)
			}
			s.won = append(s.won, m)
			return won
		}
		s.push(c, from)
		if s.won != nil { // a move out of the layer's class won, or a twin class's
			return won
		}
		if s.tw.on {
			budget -= s.tw.copies / copiesPerPosition
			s.tw.copies %= copiesPerPosition
		}
	}
	return running
}

// pathThrough is the moves from the root to the position reached by move
// last from the one being entered, reached by how.
func (s *sweep) pathThrough(how, last rules.Move) []rules.Move {
	moves := make([]rules.Move, 0, len(s.stack)+1)
	if len(s.stack) > 0 {
		for _, f := range s.stack[1:] {
			moves = append(moves, f.move)
		}
		moves = append(moves, how)
	}
	return append(moves, last)
}

// make plays m and sends home what it made safe, and returns the key after,
// from k, the key before, and where the cards sent home start in homed.
func (s *sweep) make(k key, m rules.Move) (key, int) {
	k = keyPlay(k, &s.cur, m)
	from := len(s.homed)
	if mayAutoPlay(&s.cur, m, s.strong) {
		before := s.cur
		s.homed = appendAutoPlay(&s.cur, s.homed, s.strong)
		if len(s.homed) > from {
			k = keyAfterAny(k, &before, &s.cur)
		}
	}
	return k, from
}

// playOnly plays m and sends home what it made safe, and returns where the
// cards sent home start in homed.
func (s *sweep) playOnly(m rules.Move) int {
	s.cur.Play(m)
	from := len(s.homed)
	if !s.tw.on && mayAutoPlay(&s.cur, m, s.strong) { // (twin classes send cards home a step at a time)
		s.homed = appendAutoPlay(&s.cur, s.homed, s.strong)
	}
	return from
}

func (s *sweep) positions() int         { return s.seen.n + s.tw.reach.positions() }
func (s *sweep) complete() bool         { return true }
func (s *sweep) solution() []rules.Move { return s.won }

func (s *sweep) bytes() int {
	return s.seen.bytes() + grown(len(s.stack)*sweepFrameBytes+len(s.moves)*sweepMoveBytes+len(s.homed)*moveBytes) + s.tw.reach.bytes()
}

// mostHomeFirst orders moves by the cards each sent home after it, most
// first, keeping the order of equals (an insertion sort).
func mostHomeFirst(moves []sweepMove, homes []uint8) {
	n := min(len(moves), len(homes))
	for i := 1; i < n; i++ {
		m, h := moves[i], homes[i]
		j := i
		for ; j > 0 && homes[j-1] < h; j-- {
			moves[j], homes[j] = moves[j-1], homes[j-1]
		}
		moves[j], homes[j] = m, h
	}
}
