package solver

import (
	"context"
	"fmt"
	"slices"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// Status is how a search ended.
type Status int

const (
	Solved     Status = iota
	Impossible        // every reachable position was searched
	GaveUp            // stopped early: cancelled, past its deadline or its memory bound
)

func (s Status) String() string {
	return [...]string{"solved", "impossible", "gave up"}[s]
}

// DefaultMaxPositions bounds a search's memory: about 250 bytes per position kept.
const DefaultMaxPositions = 3_000_000

// Mode chooses between short solutions and quick verdicts.
type Mode int

const (
	// Short looks for few player moves (what the viewer shows).
	Short Mode = iota
	// Fast takes the first solution it finds, for batch verdicts.
	Fast
)

// Options tune a search.
type Options struct {
	Mode Mode

	// MaxPositions is how many positions the search may keep before it gives up
	// (0: DefaultMaxPositions).
	MaxPositions int

	w *weights // for tuning experiments; nil: defaultWeights
}

func (o Options) weights() *weights {
	switch {
	case o.w != nil:
		return o.w
	case o.Mode == Fast:
		return &fastWeights
	}
	return &shortWeights
}

// Result is the outcome of a search.
type Result struct {
	Status Status
	// Moves solve the game from the start position, every one explicit, foundation
	// moves included: replayed with no automatic moves they end with all 52 cards home.
	Moves     []rules.Move
	Reason    string // why the search gave up
	Positions int    // positions kept
}

// node is a position the search has entered: how it got there and from where.
type node struct {
	pos    rules.Position
	parent int32
	depth  int16      // player moves from the start
	move   rules.Move // the move from the parent, before its safe autoplay
}

// frontier is a binary min-heap of moves waiting to be tried, best first. A move's
// position is only built, checked for repeats and kept when it is taken from the
// heap: most moves never are, and scoring one is much cheaper than keeping it.
type frontier []frontierItem

type frontierItem struct {
	score  int32
	seq    int32 // among equal scores the newest comes first: keeps the search diving
	parent int32
	move   rules.Move
}

func (a *frontierItem) before(b *frontierItem) bool {
	return a.score < b.score || (a.score == b.score && a.seq > b.seq)
}

func (f *frontier) push(it frontierItem) {
	h := append(*f, it)
	for i := len(h) - 1; i > 0; {
		parent := (i - 1) / 2
		if !h[i].before(&h[parent]) {
			break
		}
		h[i], h[parent] = h[parent], h[i]
		i = parent
	}
	*f = h
}

func (f *frontier) pop() frontierItem {
	h := *f
	top := h[0]
	last := len(h) - 1
	h[0] = h[last]
	h = h[:last]
	for i := 0; ; {
		child := 2*i + 1
		if child >= len(h) {
			break
		}
		if child+1 < len(h) && h[child+1].before(&h[child]) {
			child++
		}
		if !h[child].before(&h[i]) {
			break
		}
		h[i], h[child] = h[child], h[i]
		i = child
	}
	*f = h
	return top
}

// Solve searches from start. It is deterministic: the same position and options
// give the same result.
func Solve(ctx context.Context, start rules.Position, opts Options) Result {
	limit := opts.MaxPositions
	if limit <= 0 {
		limit = DefaultMaxPositions
	}
	w := opts.weights()
	root := start
	root.Settle()
	if root.Won() {
		return Result{Status: Solved, Moves: replayPath(start, nil), Positions: 1}
	}
	nodes := []node{{pos: root, parent: -1}}
	seen := map[key]struct{}{keyOf(&root): {}}
	var open frontier
	var moves []rules.Move
	var seq int32
	expand := func(n int32) {
		cur := &nodes[n].pos
		depth := int32(nodes[n].depth)
		moves = cur.AppendMoves(moves[:0])
		for _, m := range moves {
			next := *cur
			next.Play(m)
			next.Settle()
			cost := depth
			if m.To != rules.Foundation {
				cost++
			}
			seq++
			open.push(frontierItem{score: int32(w.estimate(&next)) + cost*int32(w.pathCost), seq: seq, parent: n, move: m})
		}
	}
	expand(0)
	for steps := 0; len(open) > 0; steps++ {
		if steps&1023 == 0 && ctx.Err() != nil {
			return Result{Status: GaveUp, Reason: ctx.Err().Error(), Positions: len(nodes)}
		}
		item := open.pop()
		parent := &nodes[item.parent]
		next := parent.pos
		next.Play(item.move)
		next.Settle()
		k := keyOf(&next)
		if _, dup := seen[k]; dup {
			continue
		}
		if len(nodes) >= limit {
			return Result{Status: GaveUp, Positions: len(nodes),
				Reason: fmt.Sprintf("memory bound reached: %d positions kept", len(nodes))}
		}
		seen[k] = struct{}{}
		depth := parent.depth
		if item.move.To != rules.Foundation {
			depth++
		}
		nodes = append(nodes, node{pos: next, parent: item.parent, depth: depth, move: item.move})
		last := int32(len(nodes) - 1)
		if next.Won() {
			steps := shorten(ctx, start, path(nodes, last))
			return Result{Status: Solved, Moves: replayPath(start, steps), Positions: len(nodes)}
		}
		expand(last)
	}
	return Result{Status: Impossible, Positions: len(nodes)}
}

// path lists the moves from the root to nodes[last].
func path(nodes []node, last int32) []rules.Move {
	var moves []rules.Move
	for n := last; n > 0; n = nodes[n].parent {
		moves = append(moves, nodes[n].move)
	}
	slices.Reverse(moves)
	return moves
}

// replayPath rebuilds the full move list from start: the safe foundation moves the
// search made first, then each step of steps followed by the safe moves after it.
func replayPath(start rules.Position, steps []rules.Move) []rules.Move {
	p := start
	full := p.AutoPlay()
	for _, m := range steps {
		done, err := p.Apply(m)
		if err != nil {
			panic(fmt.Sprintf("solver: move %v of the solution is illegal on replay: %v", m, err))
		}
		full = append(full, done)
		full = append(full, p.AutoPlay()...)
	}
	return full
}

// SolveGame solves a dealt game.
func SolveGame(ctx context.Context, game int64, opts Options) (Result, error) {
	l, err := dealer.Deal(game)
	if err != nil {
		return Result{}, err
	}
	return Solve(ctx, rules.NewPosition(&l), opts), nil
}

// PlayerMoves counts the moves a player makes: everything but the moves to the
// foundations (a sequence moved in one go is one move).
func PlayerMoves(moves []rules.Move) int {
	n := 0
	for _, m := range moves {
		if m.To != rules.Foundation {
			n++
		}
	}
	return n
}
