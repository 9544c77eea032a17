package solver

import (
	"context"
	"slices"

	"github.com/freecell/freecell/rules"
)

// The beam's sizes, tried in turn. A beam fails when it collapses: every move from
// every position it kept leads back to positions kept before. Measured on games
// 1..1000, one core, with the best-first search for what both beams miss: widths
// 100 then 400 gave 29.86 player moves at 26-31 ms a game, 120 then 400 gave 29.59
// at 36 ms, 150 then 400 gave 29.23 at 45 ms.
var beamWidths = []int{120, 400}

const beamLimit = 1_000_000 // positions generated; past it a beam is deemed lost

// beamNode is a position in a beam layer and how it was reached from the layer
// before: a player move, the safe foundation moves after it, and, when allHome is
// set, every other foundation move there was too.
type beamNode struct {
	pos     rules.Position
	parent  int32
	move    rules.Move
	allHome bool
	score   int32
}

// beamSearch explores positions layer by layer, one player move per layer, keeping
// the width best of each layer by the estimate; foundation moves cost nothing, so
// each move's position is taken both with only the safe ones made and with all of
// them. The first layer holding a won position gives the solution. Positions kept in
// an earlier layer were reached in fewer moves and are dropped. It returns every
// move, foundation moves included, and how many positions it generated; ok is false
// if the beam ran dry or hit limit.
func beamSearch(ctx context.Context, start rules.Position, width int, w *weights, limit int) (moves []rules.Move, generated int, ok bool) {
	root := start
	root.Settle()
	b := beam{w: w, layers: [][]beamNode{{{pos: root, parent: -1}}}, seen: map[key]struct{}{keyOf(&root): {}}, layerSeen: map[key]struct{}{}}
	for len(b.layers[len(b.layers)-1]) > 0 && ctx.Err() == nil && b.generated < limit {
		if won := b.nextLayer(width); won != nil {
			return beamMoves(start, b.layers, *won), b.generated, true
		}
	}
	return nil, b.generated, false
}

// beam is a beam search's state between layers.
type beam struct {
	w         *weights
	layers    [][]beamNode
	seen      map[key]struct{} // positions kept in a layer
	layerSeen map[key]struct{} // positions generated for the layer being made
	next      []beamNode
	moves     []rules.Move
	generated int
}

// nextLayer makes the next layer from the last one and keeps its width best; it
// returns a won position as soon as one is generated.
func (b *beam) nextLayer(width int) *beamNode {
	prev := b.layers[len(b.layers)-1]
	b.next = b.next[:0]
	clear(b.layerSeen)
	for pi := range prev {
		b.moves = prev[pi].pos.AppendMoves(b.moves[:0])
		for _, m := range b.moves {
			if m.To == rules.Foundation {
				continue // foundation moves come free after each player move
			}
			child := beamNode{pos: prev[pi].pos, parent: int32(pi), move: m}
			child.pos.Play(m)
			child.pos.Settle()
			greedy := child
			greedy.allHome = homeAll(&greedy.pos) > 0
			if b.add(&child) || greedy.allHome && b.add(&greedy) {
				return &b.next[len(b.next)-1]
			}
		}
	}
	slices.SortStableFunc(b.next, func(a, c beamNode) int { return int(a.score - c.score) })
	kept := slices.Clone(b.next[:min(len(b.next), width)])
	for i := range kept {
		b.seen[keyOf(&kept[i].pos)] = struct{}{} // only kept positions are closed: a cut one may come back by a better road
	}
	b.layers = append(b.layers, kept)
	return nil
}

// add puts a new position in the layer being made, unless it was seen; it
// reports whether the position is won (it is then the layer's last).
func (b *beam) add(c *beamNode) (won bool) {
	k := keyOf(&c.pos)
	if _, dup := b.seen[k]; dup {
		return false
	}
	if _, dup := b.layerSeen[k]; dup {
		return false
	}
	b.layerSeen[k] = struct{}{}
	b.generated++
	if c.pos.Won() {
		b.next = append(b.next, *c)
		return true
	}
	c.score = int32(b.w.estimate(&c.pos))
	b.next = append(b.next, *c)
	return false
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

// beamMoves replays the path to last from start and lists every move made.
func beamMoves(start rules.Position, layers [][]beamNode, last beamNode) []rules.Move {
	path := []beamNode{last}
	for l, idx := len(layers)-1, last.parent; l > 0; l-- {
		n := layers[l][idx]
		path = append(path, n)
		idx = n.parent
	}
	slices.Reverse(path)
	p := start
	all := p.AutoPlay()
	for _, n := range path {
		p.Play(n.move)
		all = append(all, n.move)
		all = p.AppendAutoPlay(all)
		if n.allHome {
			for m, ok := p.FoundationMove(); ok; m, ok = p.FoundationMove() {
				p.Play(m)
				all = append(all, m)
			}
		}
	}
	return all
}
