package solver

import (
	"context"
	"runtime"
	"slices"

	"github.com/freecell/freecell/rules"
)

// beamKind is a beam's width, and whether each move is followed by every
// foundation move there is (allHome) or taken both so and with only the safe ones.
type beamKind struct {
	width   int
	allHome bool
}

// shortBeams are the default mode's beams, tried in turn. A beam fails when it
// collapses: every move from every position it kept leads back to positions
// kept before. Measured on 400 deals drawn from 1..1,000,000 (not the README's):
// width 400 making every foundation move gave 1.045 times macroxue's moves in
// 25 ms a deal, and taking both positions 1.055 in 28 ms (the positions with
// cards held back take room in the beam that better ones need); a wide beam
// gains nothing from making them all, and the second, rarely run, keeps both.
// The width is what a deal's 50 ms allow, a process's start included: on 200
// deals drawn from 1..1,000,000 (not the README's), width 1000 gave 1.024
// times macroxue's moves in 40 ms a deal, 1200 1.020 in 47 ms, 800 1.027 in
// 35 ms. A wider beam beats two narrower ones that differ (two of 500, one
// with the old weights, gave 1.029 in 46 ms), and so does a beam searching
// again from points along the solution (see tailCuts).
var shortBeams = []beamKind{{1000, true}, {1600, false}}

// bestBeams are Best mode's beams, both run, the shorter solution kept. Measured
// on 40 deals drawn from 1..1,000,000, one core: width 4000 gave 1.014 times
// macroxue's moves at 0.3 s a deal, 16000 1.00 at 1 s; 32000 no fewer than 16000
// on 20 of them, at 2 s. Two beams that differ (one makes every foundation move,
// the other also holds cards back) find different solutions: the shorter of the
// two gained 0.002 at width 4000, as much as doubling the width. The default
// mode's first beam runs before them, in a few milliseconds, so that a time
// limit that stops the wide ones still leaves a solution.
var bestBeams = []beamKind{shortBeams[0], {16000, true}, {16000, false}}

// bigBeam is the widest beam that stays within a small search's memory
// (smallSearchBytes): a wider one waits for bigSearch.
const bigBeam = 2000

// beamLimit is the positions a beam of width limitWidth may generate; past it
// the beam is deemed lost. Wider beams may generate more, in proportion.
const (
	beamLimit  = 1_000_000
	limitWidth = 400
)

// beamStep is how a position of a layer was reached from the layer before: a
// player move, the safe foundation moves after it, and, when allHome is set, every
// other foundation move there was too. Only the steps of past layers are kept, for
// the solution's path: 12 bytes a position.
type beamStep struct {
	parent  int32
	move    rules.Move
	allHome bool
}

// beamNode is a position of the layer the beam stands on.
type beamNode struct {
	pos    rules.Position
	key    key
	wanted uint64      // the cards its foundations take next
	terms  columnTerms // its estimate by column
}

// beamChild is a position generated for the next layer, without the position
// itself: most are cut, and the kept ones are made again from their step.
type beamChild struct {
	beamStep
	score  int32
	key    key
	wanted uint64
	terms  columnTerms
}

// beamSearch explores positions layer by layer, one player move per layer, keeping
// the width best of each layer by the estimate; foundation moves cost nothing, so
// each move is followed by every one there is, or, unless kind.allHome, taken
// both so and with only the safe ones. The first layer holding a won position
// gives the solution. Positions kept in an earlier layer were reached in fewer
// moves and are dropped. It returns every move, foundation moves included, and
// how many positions it generated; ok is false if the beam ran dry, hit limit or
// would pass MaxSearchBytes. Progress, if not nil, is told of each layer made.
func beamSearch(ctx context.Context, start rules.Position, kind beamKind, w *beamWeights, limit int, progress func(Progress)) (moves []rules.Move, generated int, ok bool) {
	return beamWithin(ctx, start, kind, w, limit, MaxSearchBytes, progress)
}

// beamWithin is beamSearch with its positions bounded by maxBytes.
func beamWithin(ctx context.Context, start rules.Position, kind beamKind, w *beamWeights, limit, maxBytes int, progress func(Progress)) (moves []rules.Move, generated int, ok bool) {
	root := start
	root.Settle()
	first := beamNode{pos: root, key: keyOf(&root), wanted: root.Wanted()}
	w.terms(&root, &first.terms)
	b := beam{w: w, allHome: kind.allHome, layer: []beamNode{first}, steps: [][]beamStep{{{parent: -1}}}}
	b.presize(kind.width)
	b.seen.add(first.key)
	for len(b.layer) > 0 && ctx.Err() == nil && b.generated < limit && b.bytes() < maxBytes {
		if won, ok := b.nextLayer(kind.width); ok {
			return beamMoves(start, b.steps, won), b.generated, true
		}
		if progress != nil {
			progress(b.progress())
		}
	}
	return nil, b.generated, false
}

// yieldEvery+1 is how many parents a layer expands between yields of its
// goroutine: a search shares its core with whatever else the process runs
// (a server's sessions, whose frames would wait for the scheduler's 10 ms
// slice at each hand-off), and a yield with nothing else to run costs
// nothing.
const yieldEvery = 1023

// beam is a beam search's state between layers.
type beam struct {
	w         *beamWeights
	allHome   bool         // each move is followed by every foundation move there is
	layer     []beamNode   // the positions of the last layer
	spare     []beamNode   // the layer before's, for the next one
	steps     [][]beamStep // how each layer's positions were reached
	seen      keySet       // positions kept in a layer
	layerSeen keySet       // positions generated for the layer being made
	next      []beamChild
	moves     []rules.Move
	order     []int32 // the layer generated, ranked
	counts    []int32 // the layer generated by score, for ranking it
	generated int
}

// presize makes the beam's buffers as big as a beam of width needs for most
// deals at once: grown by doubling, they would take twice the memory, and
// fresh memory is dear (a page fault for each page first touched).
func (b *beam) presize(width int) {
	b.next = make([]beamChild, 0, 16*width) // a layer is some fifteen times the width
	b.spare = make([]beamNode, 0, width)
	b.layer = append(make([]beamNode, 0, width), b.layer...)
	b.seen.presize(32 * width) // some thirty layers
	b.layerSeen.presize(16 * width)
}

// nextLayer makes the next layer from the last one and keeps its width best; it
// returns the step to a won position as soon as one is generated.
func (b *beam) nextLayer(width int) (won beamStep, ok bool) {
	b.next = b.next[:0]
	b.layerSeen.empty()
	for pi := range b.layer {
		if pi&yieldEvery == yieldEvery {
			runtime.Gosched()
		}
		parent := &b.layer[pi]
		b.moves = parent.pos.AppendMoves(b.moves[:0])
		for _, m := range b.moves {
			if m.To == rules.Foundation {
				continue // foundation moves come free after each player move
			}
			if step, ok := b.children(parent, int32(pi), m); ok {
				return step, true
			}
		}
	}
	b.keep(width)
	return beamStep{}, false
}

// children adds the positions move m leads to from parent, the position at pi
// of the last layer: with the safe foundation moves after it made, or every one
// (allHome), or both when the beam keeps both and they differ. It returns the
// step to a won position, if one is.
func (b *beam) children(parent *beamNode, pi int32, m rules.Move) (won beamStep, ok bool) {
	child := beamChild{beamStep: beamStep{parent: pi, move: m}}
	pos := parent.pos
	pos.Play(m)
	settled := pos.SettleAfter(m)
	child.key, child.wanted = keyAfter(parent.key, &parent.pos, &pos, m, settled), parent.wanted
	if settled > 0 {
		child.wanted = pos.Wanted()
	}
	safeOnly := !b.mayGoHome(&pos, m, settled, child.wanted) // no card can go home: one position
	if safeOnly || !b.allHome {
		if b.add(&child, &pos, parent) {
			return child.beamStep, true
		}
		if safeOnly {
			return beamStep{}, false
		}
	}
	greedy := pos
	if homeAll(&greedy) == 0 {
		if b.allHome && b.add(&child, &pos, parent) { // every card that could go home went
			return child.beamStep, true
		}
		return beamStep{}, false
	}
	child.allHome = true
	child.key, child.wanted = keyAfterAny(child.key, &pos, &greedy), greedy.Wanted()
	if b.add(&child, &greedy, parent) {
		return child.beamStep, true
	}
	return beamStep{}, false
}

// mayGoHome reports whether a card of pos, reached by move m from a position
// of the last layer and settled made safe foundation moves after it, can go
// home (wanted: the cards the foundations take next). When every card that
// could went home in the layer before, which is so past the first layer of a
// beam that makes every foundation move, only the card m uncovered can, unless
// settling changed what the foundations take: the others are not scanned.
func (b *beam) mayGoHome(pos *rules.Position, m rules.Move, settled int, wanted uint64) bool {
	if b.allHome && settled == 0 && len(b.steps) > 1 {
		return m.From.IsColumn() && wanted>>pos.Top(m.From)&1 != 0 // (NoCard shifts every bit out)
	}
	return pos.Exposed()&wanted != 0
}

// keep makes the width best new positions of the layer generated the beam's
// layer: best score first and, among equal scores, first made first.
func (b *beam) keep(width int) {
	steps := make([]beamStep, 0, min(width, len(b.next)))
	layer := b.spare[:0]
	for _, i := range b.ranked() {
		c := &b.next[i]
		if b.seen.has(c.key) {
			continue
		}
		steps = append(steps, c.beamStep)
		layer = append(layer, beamNode{pos: b.layer[c.parent].pos, key: c.key, wanted: c.wanted, terms: c.terms})
		n := &layer[len(layer)-1]
		n.pos.Play(c.move)
		n.pos.SettleAfter(c.move)
		if c.allHome {
			homeAll(&n.pos)
		}
		if len(layer) == width {
			break
		}
	}
	for i := range layer {
		b.seen.add(layer[i].key) // only kept positions are closed: a cut one may come back by a better road
	}
	b.layer, b.spare = layer, b.layer
	b.steps = append(b.steps, steps)
}

// ranked lists the layer generated by score, best first and, among equal scores,
// first made first: a counting sort, since scores are small integers and a layer
// is some fifteen times the width.
func (b *beam) ranked() []int32 {
	if len(b.next) == 0 {
		return nil
	}
	lo, hi := b.next[0].score, b.next[0].score
	for i := range b.next {
		lo, hi = min(lo, b.next[i].score), max(hi, b.next[i].score)
	}
	b.counts = append(b.counts[:0], make([]int32, hi-lo+2)...)
	for i := range b.next {
		b.counts[b.next[i].score-lo+1]++
	}
	for s := 1; s < len(b.counts); s++ {
		b.counts[s] += b.counts[s-1] // now where each score's positions start
	}
	b.order = slices.Grow(b.order[:0], len(b.next))[:len(b.next)]
	for i := range b.next {
		at := &b.counts[b.next[i].score-lo]
		b.order[*at] = int32(i)
		*at++
	}
	return b.order
}

// add puts position pos, reached by c from the position from, in the layer being
// made, unless it is there already; it reports whether pos is won. Positions
// kept in earlier layers are dropped when the layer is ranked, which looks up
// only those that rank high enough to be kept (their set is large, the layer's small).
func (b *beam) add(c *beamChild, pos *rules.Position, from *beamNode) (won bool) {
	if !b.layerSeen.add(c.key) {
		return false
	}
	b.generated++
	if pos.Won() {
		return true
	}
	c.score = b.w.derive(pos, &from.pos, c.wanted, from.wanted, &from.terms, &c.terms)
	b.next = append(b.next, *c)
	return false
}

// progress is how far the beam has gone.
func (b *beam) progress() Progress {
	p := Progress{Moves: len(b.steps) - 1}
	for i := range b.layer {
		p.Home = max(p.Home, b.layer[i].pos.OnFoundations())
	}
	return p
}

// homeAll makes every foundation move there is, safe or not, until none is left.
func homeAll(p *rules.Position) int {
	n := 0
	for m, ok := p.FoundationMove(); ok; m, ok = p.FoundationMove() {
		p.Play(m)
		n++
	}
	return n
}

// beamMoves replays the path to the won step last from start and lists every move made.
func beamMoves(start rules.Position, steps [][]beamStep, last beamStep) []rules.Move {
	path := []beamStep{last}
	for l, idx := len(steps)-1, last.parent; l > 0; l-- {
		s := steps[l][idx]
		path = append(path, s)
		idx = s.parent
	}
	slices.Reverse(path)
	p := start
	all := p.AutoPlay()
	for _, s := range path {
		p.Play(s.move)
		all = append(all, s.move)
		all = p.AppendAutoPlay(all)
		if s.allHome {
			for m, ok := p.FoundationMove(); ok; m, ok = p.FoundationMove() {
				p.Play(m)
				all = append(all, m)
			}
		}
	}
	return all
}
