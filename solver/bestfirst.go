package solver

import (
	"slices"
	"sync"

	"github.com/freecell/freecell/rules"
)

// The best-first search: positions kept whole, each move scored by an
// estimate and tried best first.

// node is a position the search has entered: how it got there and from where.
type node struct {
	pos    rules.Position
	key    key   // pos's key
	terms  terms // pos's estimate by column
	parent int32
	depth  int16      // player moves from the start
	move   rules.Move // the move from the parent, before its safe autoplay
	back   bool       // no card went home after move: taking it back leads to the parent
}

// frontier holds the moves waiting to be tried, best score first and, among equal
// scores, newest first (which keeps the search diving). Scores are small integers,
// so it is a bucket queue: a stack per score, O(1) to push and to pop. A move's
// position is only built, checked for repeats and kept when it is taken out: most
// moves never are, and scoring one is much cheaper than keeping it.
type frontier struct {
	buckets [][]pending
	lowest  int // no bucket below this one holds anything
	used    int // nor any from this one on, nor did they since the last reset
	size    int
}

// pending is a move from a kept position, eight bytes: the queue holds millions.
type pending struct {
	parent int32
	move   rules.Move
}

func (f *frontier) push(score int, p pending) {
	score = max(score, 0)
	if score >= f.used {
		for score >= len(f.buckets) {
			f.buckets = append(f.buckets, nil)
		}
		f.used = score + 1
	}
	f.buckets[score] = append(f.buckets[score], p)
	f.lowest = min(f.lowest, score)
	f.size++
}

// The frontier's methods shorten a bucket as f.buckets[i] = f.buckets[i][:n],
// which the compiler turns into a store of the length alone: storing the slice,
// pointer included, costs a write barrier whenever the garbage collector is marking.
func (f *frontier) reset() {
	for i := range f.used {
		if cap(f.buckets[i]) > reuseLimit {
			f.buckets[i] = nil
		} else {
			f.buckets[i] = f.buckets[i][:0]
		}
	}
	f.lowest, f.used, f.size = 0, 0, 0
}

func (f *frontier) pop() pending {
	for len(f.buckets[f.lowest]) == 0 {
		f.lowest++
	}
	n := len(f.buckets[f.lowest]) - 1
	p := f.buckets[f.lowest][n]
	f.buckets[f.lowest] = f.buckets[f.lowest][:n]
	f.size--
	return p
}

// bestFirst is one best-first search, resumable so that several can take turns. Each
// search keeps its own set of the positions it entered, so each alone is complete:
// when one has nothing left to try, no play wins.
type bestFirst struct {
	w      *weights
	digs   digKinds // which digs (see isDig) to try besides single moves
	nodes  blockList[node]
	seen   keySet
	open   frontier
	moves  []rules.Move
	est    estimator
	blur   blur
	strong bool // cards go home by rules.StrongSafeCards, not SafeCards
	// pairs keys the positions with each card read as its twin pair (see
	// pairKeyOf, twinBest): the search is then no longer complete.
	pairs bool
}

// Searches are many and short (most deals take a few hundred positions): their
// buffers are reused rather than grown afresh each time.
var bestFirstPool = sync.Pool{New: func() any { return new(bestFirst) }}

// newBestFirst starts a best-first search from root, a settled position.
func newBestFirst(root rules.Position, w *weights, digs digKinds) *bestFirst {
	return newBlurredBestFirst(root, w, digs, 0, 0)
}

// newBlurredBestFirst is newBestFirst with scores blurred by a pseudo-random
// 0..noise-1 drawn from seed: the same estimate, another order among
// near-equal moves, and so another way through a deal.
func newBlurredBestFirst(root rules.Position, w *weights, digs digKinds, noise, seed uint64) *bestFirst {
	s := bestFirstPool.Get().(*bestFirst)
	s.w, s.digs, s.strong, s.pairs = w, digs, false, false // startWith sets strong: a pooled search may hold another's
	s.blur = newBlur(noise, seed)
	s.est.reset(w, &root)
	k := keyOf(&root)
	s.nodes.reset(reuseLimit)
	s.nodes.mapped = true // a node holds no pointer
	s.nodes.add(node{pos: root, key: k, terms: s.est.terms, parent: -1})
	s.seen.add(k)
	s.expand(0)
	return s
}

func (s *bestFirst) release() {
	s.seen.reset()
	s.open.reset()
	s.nodes.reset(reuseLimit)
	bestFirstPool.Put(s)
}

// reuseLimit is the most entries a buffer may hold and still be reused: the rare
// search that grew one past it gives it back to the garbage collector.
const reuseLimit = 1 << 16

// expand scores the moves from node n, which s.est is set to, and queues them.
func (s *bestFirst) expand(n int32) {
	nd := s.nodes.at(n)
	cur := &nd.pos
	depth := int32(nd.depth)
	last, back := &nd.move, nd.back
	moves := appendSearchMoves(cur, s.digs, s.moves[:0])
	if cap(moves) > cap(s.moves) { // stored only when it grew: see frontier.reset
		s.moves = moves
	}
	for i := range moves {
		m := &moves[i]
		if back && undoes(cur, m, last) {
			continue
		}
		estimate := s.est.childEstimate(cur, m) + int(s.blur.next())
		cost := depth
		if m.To != rules.Foundation {
			cost++
		}
		s.open.push(estimate+int(cost)*s.w.pathCost, pending{parent: n, move: *m})
	}
}

func (s *bestFirst) positions() int { return s.nodes.len() }

func (s *bestFirst) complete() bool { return s.digs&cellsOnlyByDigs == 0 && !s.pairs }

func (s *bestFirst) solution() []rules.Move {
	return path(&s.nodes, int32(s.nodes.len()-1))
}

// run keeps up to budget more positions (repeats taken off the frontier do not count).
func (s *bestFirst) run(budget int) outcome {
	for budget > 0 {
		if s.open.size == 0 {
			return exhausted
		}
		item := s.open.pop()
		move := item.move
		// The position is made in place, in a new last node, which a repeat
		// gives back: that spares copying it there afterwards.
		child, parent := s.nodes.extend(), s.nodes.at(item.parent)
		child.pos = parent.pos
		play(&child.pos, move)
		settled := settleBy(&child.pos, move, s.strong)
		k := s.keyOf(parent, &child.pos, move, settled)
		if !s.seen.add(k) {
			s.nodes.dropLast()
			continue
		}
		budget--
		child.key, child.parent, child.move = k, item.parent, move
		child.depth = parent.depth
		if move.To != rules.Foundation {
			child.depth++
		}
		if child.pos.Won() {
			return won
		}
		s.est.derive(&child.pos, &parent.pos, parent.terms, move, settled)
		child.terms, child.back = s.est.terms, settled == 0
		s.expand(int32(s.nodes.len() - 1))
	}
	return running
}

// keyOf is the key of pos, reached from parent by move, which sent settled
// cards home after it.
func (s *bestFirst) keyOf(parent *node, pos *rules.Position, move rules.Move, settled int) key {
	if s.pairs {
		return pairKeyAfter(parent.key, &parent.pos, pos)
	}
	return keyAfter(parent.key, &parent.pos, pos, move, settled)
}

// path lists the moves from the root to nodes[last].
func path(nodes *blockList[node], last int32) []rules.Move {
	var moves []rules.Move
	for n := last; n > 0; n = nodes.at(n).parent {
		moves = append(moves, nodes.at(n).move)
	}
	slices.Reverse(moves)
	return moves
}
