package solver

import (
	"sync"

	"github.com/freecell/freecell/rules"
)

// depthFirst is a depth-first search that tries the most promising move first at
// every position, by the estimate or by the kind of move (diveOrder). Only the positions it enters are hashed and kept, which makes it
// cheap on the many deals where the estimate leads straight to a solution; alone it
// can sink into a deep dead end, which is why it runs in a portfolio.
type depthFirst struct {
	w        *weights
	digs     digKinds // which digs (see isDig) to try besides single moves
	seen     keySet
	stack    []frame
	children []child
	moves    []rules.Move
	est      estimator
	won      []rules.Move // the path once found
	order    diveOrder
	blur     blur
	strong   bool // cards go home by rules.StrongSafeCards, not SafeCards
}

// diveOrder is how a depth-first search orders the moves from a position: by the
// estimate of where they lead, or, with kinds, by the rank of their kind (no
// estimate is kept: cheaper a position); with noise > 0 the scores are blurred
// by a pseudo-random 0..noise-1 drawn from seed: the same estimate, a different
// order among near-equal moves (with kinds, among moves of a kind).
type diveOrder struct {
	noise, seed uint64
	kinds       *kindRanks
}

// child is a move from a position, scored by the estimate of where it leads.
type child struct {
	move  rules.Move
	score int32
}

// frame is one position on the path and the children it has still to try.
type frame struct {
	pos          rules.Position
	key          key        // pos's key
	terms        terms      // pos's estimate by column
	move         rules.Move // how the search got here from the frame below
	back         bool       // no card went home after move: taking it back leads to the frame below
	lo, next, hi int32      // children[lo:hi] are this position's; from next on, untried
}

// newDepthFirst starts a search from root, a settled position.
func newDepthFirst(root rules.Position, w *weights, order diveOrder, digs digKinds) *depthFirst {
	d := depthFirstPool.Get().(*depthFirst)
	d.w, d.digs, d.order, d.blur = w, digs, order, newBlur(order.noise, order.seed)
	d.strong = false // startWith sets it: a pooled search may hold another's
	k := keyOf(&root)
	d.seen.add(k)
	if order.kinds == nil {
		d.est.reset(w, &root)
	}
	d.push(&root, k, rules.Move{}, false)
	return d
}

var depthFirstPool = sync.Pool{New: func() any { return new(depthFirst) }}

func (d *depthFirst) release() {
	d.seen.reset()
	d.stack, d.children, d.won = d.stack[:0], d.children[:0], nil
	if cap(d.stack) > reuseLimit || cap(d.children) > reuseLimit {
		d.stack, d.children = nil, nil
	}
	depthFirstPool.Put(d)
}

// push enters p, whose key is k and which d.est is set to, reached by move how;
// back says whether taking how back leads to the frame below.
func (d *depthFirst) push(p *rules.Position, k key, how rules.Move, back bool) {
	lo := int32(len(d.children))
	moves := appendSearchMoves(p, d.digs, d.moves[:0])
	if cap(moves) > cap(d.moves) { // stored only when it grew: see frontier.reset
		d.moves = moves
	}
	for i := range moves {
		m := &moves[i]
		blur := d.blur.next() // drawn for every move, so that skipping one changes no other's
		if back && undoes(p, m, &how) {
			continue
		}
		var score int32
		if d.order.kinds != nil {
			score = int32(d.order.kinds[kindOf(p, m)])*kindStep + blur
		} else {
			score = int32(d.est.childEstimate(p, m)) + blur
		}
		d.children = append(d.children, child{move: *m, score: score})
	}
	d.stack = append(d.stack, frame{pos: *p, key: k, terms: d.est.terms, move: how, back: back, lo: lo, next: lo, hi: int32(len(d.children))})
}

// takeBest moves the best of children (lowest score, the first of equals) to the
// front, keeping the order of the others: as a sort would have it, but a search
// that goes straight down looks at one or two children of each position, not all.
func takeBest(children []child) {
	best := 0
	for i := 1; i < len(children); i++ {
		if children[i].score < children[best].score {
			best = i
		}
	}
	c := children[best]
	copy(children[1:best+1], children[:best])
	children[0] = c
}

func (d *depthFirst) run(budget int) outcome {
	for budget > 0 {
		if len(d.stack) == 0 {
			return exhausted
		}
		top := &d.stack[len(d.stack)-1]
		if top.next == top.hi {
			d.children = d.children[:top.lo]
			d.stack = d.stack[:len(d.stack)-1]
			continue
		}
		takeBest(d.children[top.next:top.hi])
		c := d.children[top.next]
		top.next++
		next := top.pos
		play(&next, c.move)
		settled := settleBy(&next, c.move, d.strong)
		k := keyAfter(top.key, &top.pos, &next, c.move, settled)
		if !d.seen.add(k) {
			continue
		}
		budget--
		if next.Won() {
			for _, f := range d.stack[1:] {
				d.won = append(d.won, f.move)
			}
			d.won = append(d.won, c.move)
			return won
		}
		if d.order.kinds == nil {
			d.est.derive(&next, &top.pos, top.terms, c.move, settled)
		}
		d.push(&next, k, c.move, settled == 0)
	}
	return running
}

func (d *depthFirst) positions() int         { return d.seen.n }
func (d *depthFirst) complete() bool         { return d.digs&cellsOnlyByDigs == 0 }
func (d *depthFirst) solution() []rules.Move { return d.won }

// blur draws the pseudo-random blur a search adds to the scores of its moves:
// 0..noise-1 by a xorshift generator, or always 0 when noise is 0.
type blur struct{ noise, state uint64 }

func newBlur(noise, seed uint64) blur { return blur{noise, seed*0x9E3779B97F4A7C15 + 1} }

func (b *blur) next() int32 {
	if b.noise == 0 {
		return 0
	}
	b.state ^= b.state << 13
	b.state ^= b.state >> 7
	b.state ^= b.state << 17
	return int32(b.state % b.noise)
}
