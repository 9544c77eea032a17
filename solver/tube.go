package solver

import (
	"context"

	"github.com/freecell/freecell/rules"
)

// A solution thousands of moves long (a sweep's, depth first, as of joke
// deal −2 with five free cells: 1,289 player moves, where fc-solve's has a
// few hundred) wanders: it makes and unmakes arrangements that shortcuts of
// a move or two (shorten) cannot cut out. The shortest way through the
// positions near it can: a breadth-first search by player moves from the
// start that enters only positions within tubeWidth moves of the
// solution's own (the tube round it), the solution among them, so that it
// finds one at least as short.

// tubeFrom is the fewest player moves of a solution worth a tube: most are
// under a hundred, and shorten leaves them near the shortest.
const tubeFrom = 200

// tubeWidth is how far from the solution's positions the tube reaches.
const tubeWidth = 2

// tubeMost is the most positions a tube may hold (some 180 bytes each); one
// bigger leaves the solution as it is.
const tubeMost = 400_000

// tubeNode is a position of the tube, with how it was reached.
type tubeNode struct {
	pos    rules.Position
	parent int32
	move   rules.Move
	cost   int32 // player moves from the root
	off    uint8 // moves from the nearest position of the solution, as reached
}

// tubeShorten is steps (search steps from start, each a move followed by
// settling) made as short as the tube round them allows; steps as they are
// where the tube outgrows tubeMost or the context ends first.
func tubeShorten(ctx context.Context, start rules.Position, steps []rules.Move) []rules.Move {
	root := start
	root.Settle()
	onPath := make(map[key]bool, len(steps)+1)
	p := root
	onPath[keyOf(&p)] = true
	for _, m := range steps {
		p.Play(m)
		p.Settle()
		onPath[keyOf(&p)] = true
	}
	nodes := []tubeNode{{pos: root, parent: -1}}
	index := map[key]int32{keyOf(&root): 0}
	// 0-1 breadth first: a move home costs no player move, so it goes to the front.
	front, back := []int32{0}, []int32(nil)
	var moves []rules.Move
	for len(front)+len(back) > 0 {
		if len(front) == 0 {
			front, back = back, front[:0]
		}
		at := front[len(front)-1]
		front = front[:len(front)-1]
		if nodes[at].pos.Won() {
			if path := tubePath(nodes, at); playerSteps(path) < playerSteps(steps) {
				return path
			}
			return steps
		}
		if len(nodes) > tubeMost || ctx.Err() != nil {
			return steps
		}
		moves = nodes[at].pos.AppendMoves(moves[:0])
		for _, m := range moves {
			next := nodes[at].pos
			next.Play(m)
			next.Settle()
			k := keyOf(&next)
			off, cost := nodes[at].off+1, nodes[at].cost+int32(stepCost(m))
			if onPath[k] {
				off = 0
			}
			if off > tubeWidth {
				continue
			}
			if j, met := index[k]; met && cost >= nodes[j].cost {
				continue
			} // else new, or met the dearer way first (a move home costs no player move): a node of its own, its columns as this way leaves them
			j := int32(len(nodes))
			index[k] = j
			nodes = append(nodes, tubeNode{pos: next, parent: at, move: m, cost: cost, off: off})
			if stepCost(m) == 0 {
				front = append(front, j)
			} else {
				back = append(back, j)
			}
		}
	}
	return steps
}

// tubePath is the steps from the tube's root to node at.
func tubePath(nodes []tubeNode, at int32) []rules.Move {
	var path []rules.Move
	for ; nodes[at].parent >= 0; at = nodes[at].parent {
		path = append(path, nodes[at].move)
	}
	for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
		path[i], path[j] = path[j], path[i]
	}
	return path
}

// playerSteps is how many of steps are player moves.
func playerSteps(steps []rules.Move) int {
	n := 0
	for _, m := range steps {
		n += stepCost(m)
	}
	return n
}
