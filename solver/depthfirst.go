package solver

import (
	"slices"

	"github.com/freecell/freecell/rules"
)

// depthFirst is a depth-first search that tries the most promising move first at
// every position. Only the positions it enters are hashed and kept, which makes it
// cheap on the many deals where the estimate leads straight to a solution; alone it
// can sink into a deep dead end, which is why it runs in a portfolio.
type depthFirst struct {
	w        *weights
	seen     map[key]struct{}
	stack    []frame
	children []child
	moves    []rules.Move
	kept     int
	won      []rules.Move // the path once found
}

// child is a move from a position, scored by the estimate of where it leads.
type child struct {
	move  rules.Move
	score int32
}

// frame is one position on the path and the children it has still to try.
type frame struct {
	pos          rules.Position
	move         rules.Move // how the search got here from the frame below
	lo, next, hi int32      // children[lo:hi] are this position's; from next on, untried
}

func newDepthFirst(root rules.Position, w *weights, seen map[key]struct{}) *depthFirst {
	d := &depthFirst{w: w, seen: seen, kept: 1}
	d.push(root, rules.Move{})
	return d
}

func (d *depthFirst) push(p rules.Position, how rules.Move) {
	lo := int32(len(d.children))
	d.moves = p.AppendMoves(d.moves[:0])
	for _, m := range d.moves {
		next := p
		next.Play(m)
		next.Settle()
		d.children = append(d.children, child{move: m, score: int32(d.w.estimate(&next))})
	}
	slices.SortStableFunc(d.children[lo:], func(a, b child) int { return int(a.score - b.score) })
	d.stack = append(d.stack, frame{pos: p, move: how, lo: lo, next: lo, hi: int32(len(d.children))})
}

func (d *depthFirst) run(budget int) outcome {
	for ; budget > 0; budget-- {
		if len(d.stack) == 0 {
			return exhausted
		}
		top := &d.stack[len(d.stack)-1]
		if top.next == top.hi {
			d.children = d.children[:top.lo]
			d.stack = d.stack[:len(d.stack)-1]
			continue
		}
		c := d.children[top.next]
		top.next++
		next := top.pos
		next.Play(c.move)
		next.Settle()
		k := keyOf(&next)
		if _, dup := d.seen[k]; dup {
			continue
		}
		d.seen[k] = struct{}{}
		d.kept++
		if next.Won() {
			for _, f := range d.stack[1:] {
				d.won = append(d.won, f.move)
			}
			d.won = append(d.won, c.move)
			return found
		}
		d.push(next, c.move)
	}
	return running
}

func (d *depthFirst) positions() int         { return d.kept }
func (d *depthFirst) solution() []rules.Move { return d.won }
