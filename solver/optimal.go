package solver

import (
	"context"
	"fmt"
	"runtime"
	"slices"
	"unsafe"

	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/words"
)

// OptimalBytes bounds the memory the optimal search's positions may take,
// unless Options.MaxBytes says otherwise: 900 MiB, so that the whole process
// stays under 1 GB (it peaks some 30 MB above the bound; 53 bytes a position,
// 17 million positions).
const OptimalBytes = 900 << 20

// The optimal search is A*, ordered by f = g + h: g the player moves made, h
// lowerBound's moves still needed, which never overestimates; so when no
// position left to expand has an f below the fewest moves of a solution found,
// none can be shorter. Among equal f, the deepest position goes first, which
// finds solutions early. The model is macroxue/freecell's: after each player
// move every card that can go home goes home (rules.AutoAll), and only the
// player's moves count, a sequence moved at once being one. Options.SafeModel
// counts as a player of the viewer does instead: after each move only the
// cards safe auto-play takes go home, and any other card may be sent home
// when the player likes, a move that costs nothing (so the search takes it
// as a child at the same g).
//
// Memory, not time, bounds an A* search of FreeCell: a position has a dozen
// moves or more, most of them leading where f is higher than the search will
// ever reach. So the search expands partially (Felner and others, "Partial
// Expansion A*", 2012): it keeps only the children whose f is the one being
// expanded, and puts the position back with the lowest f of those it left, to
// be expanded again if the search gets there. A position kept is 32 bytes and
// its place in the table 8, with no copy of the position itself: it is
// rebuilt from the start by its moves when expanded.
type optimalSearch struct {
	root  rules.Position // the start, settled
	auto  rules.AutoMode // rules.AutoAll, or rules.AutoSafe (Options.SafeModel)
	nodes optNodes
	table optTable
	open  *optOpen
	best  int          // the fewest player moves of a solution found (0: none yet)
	won   []rules.Move // that solution's moves, but the model's automatic ones
	moves []rules.Move // buffers
	trail []rules.Move
	// The last position built and its node, from which its children are
	// built in one move.
	last    int32
	lastPos rules.Position
}

// optNode is a position the optimal search has kept.
type optNode struct {
	key    key
	parent int32
	move   rules.Move // the move from the parent, before the model's automatic ones
	g      uint8      // player moves from the start, by the shortest way known
	f      uint8      // the f it is queued with: g + h, or more once partly expanded
	closed bool       // fully expanded, at this g
}

// optLimit is the most player moves the optimal search follows: no position
// has a g or f above it (solutions are under 100 moves).
const optLimit = 250

// optCheckEvery is how many positions the search takes from its queue between
// checks of its context and memory.
const optCheckEvery = 1024

// optimal searches for a solution with the fewest player moves under the
// model above, within ctx and the bound on memory.
func optimal(ctx context.Context, start rules.Position, opts Options) Result {
	s := &optimalSearch{root: start, auto: rules.AutoAll, open: newOptOpen(), last: -1}
	if opts.SafeModel {
		s.auto = rules.AutoSafe
	}
	s.root.AppendAutoMoves(nil, s.auto)
	if s.root.Won() {
		return Result{Status: Solved, Moves: s.solution(start), Optimal: true}
	}
	limit := opts.MaxBytes
	if limit <= 0 {
		limit = OptimalBytes
	}
	if moves, ok := incumbent(ctx, start, s.auto); ok {
		s.best, s.won = rules.PlayerMoves(moves), moves
	}
	h := lowerBound(&s.root)
	s.table.add(&s.nodes, s.nodes.add(optNode{key: keyOf(&s.root), parent: -1, f: uint8(h)}))
	s.open.push(h, 0, 0)
	for pops := 0; ; pops++ {
		if pops%optCheckEvery == 0 {
			if r, stop := s.stopped(ctx, limit, start, opts.Progress); stop {
				return r
			}
			runtime.Gosched() // see yieldEvery
		}
		f, g, n, ok := s.open.pop()
		if !ok || (s.best > 0 && f >= s.best) {
			return s.finished(start)
		}
		if node := s.nodes.at(n); node.closed || int(node.f) != f || int(node.g) != g {
			continue // queued again since, or with a shorter way to it found since
		}
		pos := s.position(n)
		s.expand(n, &pos, f)
	}
}

// stopped checks the search's bounds (and reports its progress): past either,
// the result is the best solution found, if any, and the bound proven.
func (s *optimalSearch) stopped(ctx context.Context, limit int, start rules.Position, progress func(Progress)) (Result, bool) {
	bound := s.lowerBound()
	if progress != nil {
		progress(Progress{Bound: bound, Known: s.best})
	}
	var r Result
	switch {
	case ctx.Err() != nil:
		r = gaveUp(ctx, s.nodes.len())
	case s.bytes() > limit:
		r = Result{Status: GaveUp, Positions: s.nodes.len(), atBound: true, Stop: MemoryBound,
			Reason: fmt.Sprintf("memory bound of %d MiB reached: %s positions kept", limit>>20, words.Number(int64(s.nodes.len())))}
	default:
		return Result{}, false
	}
	r.LowerBound = bound
	if s.best > 0 {
		r.Status, r.Moves = Solved, s.solution(start)
	}
	return r, true
}

// finished is the result once nothing is left to expand below the best
// solution's length: that solution is the shortest there is.
func (s *optimalSearch) finished(start rules.Position) Result {
	if s.best == 0 {
		// No play wins with every card sent home at once: rare, and then the
		// game's fate is for the other modes to tell.
		return Result{Status: Impossible, Positions: s.nodes.len(), noOptimal: true}
	}
	return Result{Status: Solved, Moves: s.solution(start), Optimal: true, LowerBound: s.best, Positions: s.nodes.len()}
}

// lowerBound is the fewest player moves a solution can have, as far as the
// search has proven: the lowest f queued, or the best length once proven.
func (s *optimalSearch) lowerBound() int {
	f := s.open.lowest()
	if s.best > 0 {
		f = min(f, s.best)
	}
	return f
}

// expand generates node n's children (n's position is pos) and keeps those
// whose f is the f it is expanded at, f; it queues n again with the lowest f
// of the others, if any is below the best solution's length.
func (s *optimalSearch) expand(n int32, pos *rules.Position, f int) {
	s.moves = pos.AppendMoves(s.moves[:0])
	next := optLimit + 1
	var parentScan boundScan
	parentScan.scan(pos)
	for _, m := range s.moves {
		g := int(s.nodes.at(n).g) + stepCost(m) // (foundation moves: only under safe auto-play)
		child := *pos
		child.Play(m)
		s.settleAfter(&child, m)
		if child.Won() {
			if s.best == 0 || g < s.best {
				s.best = g
				s.won = append(s.path(n), m)
			}
			continue
		}
		scan := parentScan
		scan.update(&child, pos)
		cf := max(g+scan.bound(), f) // the parent's f holds for its children
		switch {
		case cf > optLimit || (s.best > 0 && cf >= s.best):
			continue
		case cf > f:
			next = min(next, cf)
			continue
		}
		s.keep(n, m, &child, g, cf)
	}
	if node := s.nodes.at(n); next <= optLimit && (s.best == 0 || next < s.best) {
		node.f = uint8(next)
		s.open.push(next, int(node.g), n)
	} else {
		node.closed = true
	}
}

// keep stores child, reached from n by m in g moves, unless the search has it
// by a way as short; queued with f.
func (s *optimalSearch) keep(n int32, m rules.Move, child *rules.Position, g, f int) {
	k := keyOf(child)
	if c, found := s.table.find(&s.nodes, k); found {
		node := s.nodes.at(c)
		if int(node.g) <= g {
			return
		}
		node.parent, node.move, node.g, node.f, node.closed = n, m, uint8(g), uint8(f), false
		s.open.push(f, g, c)
		return
	}
	c := s.nodes.add(optNode{key: k, parent: n, move: m, g: uint8(g), f: uint8(f)})
	s.table.add(&s.nodes, c)
	s.open.push(f, g, c)
}

// settleAfter makes the automatic foundation moves after move m of the
// search's model.
func (s *optimalSearch) settleAfter(p *rules.Position, m rules.Move) {
	if s.auto == rules.AutoSafe {
		p.SettleAfter(m)
		return
	}
	settleAfter(p, m)
}

// settleAll sends home every card that can go (rules.AutoAll).
func settleAll(p *rules.Position) {
	for p.Wanted()&p.Exposed() != 0 {
		m, ok := p.FoundationMove()
		if !ok {
			return
		}
		p.Play(m)
	}
}

// settleAfter is settleAll after player move m from a settled position: only
// the card m uncovered can have become one the foundations take.
func settleAfter(p *rules.Position, m rules.Move) {
	if m.From.IsColumn() && p.Wanted()>>p.Top(m.From)&1 != 0 { // (NoCard shifts every bit out)
		settleAll(p)
	}
}

// path is the player moves from the start to node n.
func (s *optimalSearch) path(n int32) []rules.Move {
	trail := s.trail[:0]
	for ; n > 0; n = s.nodes.at(n).parent {
		trail = append(trail, s.nodes.at(n).move)
	}
	s.trail = trail
	moves := slices.Clone(trail)
	slices.Reverse(moves)
	return moves
}

// position rebuilds node n's position from the start by the moves to it,
// or, most often, from the last position built, its parent: the deepest
// positions go first, so a position's children tend to follow it.
func (s *optimalSearch) position(n int32) rules.Position {
	if s.nodes.at(n).parent == s.last && s.last >= 0 {
		p, m := s.lastPos, s.nodes.at(n).move
		p.Play(m)
		s.settleAfter(&p, m)
		s.last, s.lastPos = n, p
		return p
	}
	trail := s.trail[:0]
	for at := n; at > 0; at = s.nodes.at(at).parent {
		trail = append(trail, s.nodes.at(at).move)
	}
	s.trail = trail
	p := s.root
	for i := len(trail) - 1; i >= 0; i-- {
		p.Play(trail[i])
		s.settleAfter(&p, trail[i])
	}
	s.last, s.lastPos = n, p
	return p
}

// solution is the best solution's full list of moves from start, foundation
// moves included.
func (s *optimalSearch) solution(start rules.Position) []rules.Move {
	p := start
	full := p.AppendAutoMoves(nil, s.auto)
	for _, m := range s.won {
		p.Play(m)
		full = append(full, m)
		full = p.AppendAutoMoves(full, s.auto)
	}
	return full
}

// optNodeBytes is the size of a kept position.
const optNodeBytes = int(unsafe.Sizeof(optNode{}))

// bytes is what the search holds by the end of its next 1,024 expansions, as
// bestFirst.bytes reckons it.
func (s *optimalSearch) bytes() int {
	return s.nodes.bytes(optNodeBytes) + s.table.bytes(s.nodes.len()+optCheckEvery*32) + grown(s.open.size*4)
}
