package solver

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"
	"slices"
	"sync"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/words"
)

// Status is how a search ended.
type Status int

// How a search can end.
const (
	Solved     Status = iota // a solution, replayed by the rules engine
	Impossible               // every reachable position was searched
	GaveUp                   // stopped early: cancelled, past its deadline or its memory bound
)

func (s Status) String() string {
	return [...]string{"solved", "impossible", "gave up"}[s]
}

// DefaultMaxPositions bounds the positions the portfolio's searches keep, besides
// MaxSearchBytes, which is most often reached first.
const DefaultMaxPositions = 3_000_000

// Mode chooses between short solutions, the shortest, and quick verdicts.
type Mode int

const (
	// Short looks for few player moves (what the viewer shows): the beams
	// shortBeams, then, if they collapse, the portfolio and the others.
	Short Mode = iota
	// Fast takes the first solution any search of a portfolio finds (see
	// fastSchedule), for batch verdicts.
	Fast
	// Best looks for the fewest player moves a few seconds allow: the wide
	// beams bestBeams, the best of their solutions shortened by wide beams from
	// points along it (shortenTail), then Short's searches if they collapse.
	Best
	// Optimal looks for a solution proven to have the fewest player moves
	// under the model macroxue/freecell's published lengths use (see
	// optimalSearch), or under safe auto-play (SafeModel), within the memory
	// bound (OptimalBytes unless MaxBytes says otherwise) and the context:
	// stopped before, it gives the best solution found, if any, and the
	// length proven least (LowerBound).
	Optimal
)

// Progress is how far a search for a short solution has gone, for a progress
// indication: the player moves of the layer the beam has reached, and the most
// cards home in a position of it; Pass counts the beams a mode has run, this one
// included.
type Progress struct {
	Moves, Home, Pass int
	// The optimal search's: the fewest player moves a solution can have, as
	// far as it has proven, and the fewest of a solution found (0: none yet).
	Bound, Known int
}

// Options tune a search.
type Options struct {
	Mode Mode

	// MaxPositions is how many positions the search may keep before it gives up
	// (0: DefaultMaxPositions; where MaxBytes is more than MaxSearchBytes, more
	// in proportion, and twice that: those bounds are for few free cells,
	// where the sweep keeps a position in half the bytes).
	MaxPositions int

	// MaxBytes bounds the memory the complete searches' positions may take
	// before they give up (0: MaxSearchBytes). Verdicts with few free cells
	// can need far more than four cells' (see FewCellsBytes).
	MaxBytes int

	// SafeModel (Mode Optimal only) proves the fewest player moves under safe
	// auto-play, as the viewer counts them, where a card that could still
	// hold another may stay out and go home by a move that costs nothing,
	// rather than under macroxue/freecell's model, where every card that can
	// go home goes at once. The fewest can be fewer so, never more.
	SafeModel bool

	// Progress, if set, is called from the search as its beams reach each layer.
	Progress func(Progress)

	// DiskBytes, above zero, lets a search with fewer than four free cells
	// that reaches its memory bound without a verdict go on with the disk
	// tier (see diskVerdict), whose files may take up to DiskBytes in
	// DiskDir ("": the system's folder for temporary files).
	DiskBytes int64
	DiskDir   string

	// VerdictOnly (Mode Fast only) leaves a solution as found, unshortened:
	// for a verdict whose solution's length is not used (the atlas's).
	VerdictOnly bool
}

// Result is the outcome of a search.
type Result struct {
	Status Status
	// Moves solve the game from the start position, every one explicit, foundation
	// moves included: replayed with no automatic moves they end with all 52 cards home.
	Moves     []rules.Move
	Stop      Stop   // why the search gave up
	Reason    string // the same in words, with figures, for the command line
	Positions int    // positions kept
	Bytes     int    // the memory they took, as the search reckons it against its bound
	atBound   bool   // it gave up at its bound of positions or memory, not for its context
	byBeams   bool   // a portfolio's beams found the solution: their steps are by SafeCards
	// Optimal (Mode Optimal only): the solution is proven to have the fewest
	// player moves, when every card that can go home goes home at once (or,
	// with SafeModel, under safe auto-play).
	Optimal bool
	// LowerBound (Mode Optimal only): the fewest player moves a solution can
	// have, as far as the search proved (the solution's own when Optimal).
	LowerBound int
	noOptimal  bool // the optimal search found no play that wins with every card sent home at once
}

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
	s.w, s.digs, s.strong = w, digs, false // startWith sets strong: a pooled search may hold another's
	s.blur = newBlur(noise, seed)
	s.est.reset(w, &root)
	k := keyOf(&root)
	s.nodes.reset(reuseLimit)
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

// searcher is one search of a portfolio: it runs in turns of a budget of positions.
type searcher interface {
	run(budget int) outcome
	positions() int
	bytes() int             // the memory its positions take
	complete() bool         // whether it tries every move: then its running out proves that no play wins
	solution() []rules.Move // once run has returned won
	release()               // hands the search's memory back for the next one; the search is over
}

func (s *bestFirst) positions() int { return s.nodes.len() }
func (s *bestFirst) complete() bool { return s.digs&cellsOnlyByDigs == 0 }
func (s *bestFirst) solution() []rules.Move {
	return path(&s.nodes, int32(s.nodes.len()-1))
}

// outcome of running a search for a while.
type outcome int

const (
	running   outcome = iota
	won               // the search reached a won position (for a best-first search, its last node)
	exhausted         // this search has nothing left to try
)

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
		k := keyAfter(parent.key, &parent.pos, &child.pos, move, settled)
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

// slice is the most positions a search takes before the context and the memory
// bound are checked again, and each search's turn once a portfolio's schedule is over.
const slice = 512

// Solve searches from start. It is deterministic: the same position and options
// give the same result.
func Solve(ctx context.Context, start rules.Position, opts Options) Result {
	return checked(start, solve(ctx, start, opts))
}

// bound is what the complete searches may keep before they give up.
type bound struct{ positions, bytes int }

// bound is the options' bound on the complete searches.
func (o Options) bound() bound {
	b := bound{positions: o.MaxPositions, bytes: o.MaxBytes}
	if b.bytes <= 0 {
		b.bytes = MaxSearchBytes
	}
	if b.positions <= 0 {
		b.positions = DefaultMaxPositions
		if b.bytes > MaxSearchBytes { // twice over: a sweep's position takes half the bytes
			b.positions = int(2 * int64(DefaultMaxPositions) * int64(b.bytes) / MaxSearchBytes)
		}
	}
	return b
}

func solve(ctx context.Context, start rules.Position, opts Options) Result {
	if opts.Mode == Optimal {
		r := optimal(ctx, start, opts)
		if !r.noOptimal {
			return r
		}
		// Whether any play wins when cards need not go home at once is for
		// the other searches to tell; the game's shortest is then unknown.
		opts.Mode = Best
	}
	limit := opts.bound()
	root := start
	root.Settle()
	if root.Won() {
		return Result{Status: Solved, Moves: replayPath(start, nil), Positions: 1}
	}
	// Every mode runs the same searches, each within the memory bound and one
	// after another, so that no mode gives up on a deal another solves: the
	// beams (short solutions, few positions), the portfolio (quick, and the
	// cheapest proof of impossibility) and the best-first search by player
	// moves (which finishes some deals the other two leave at the bound).
	if opts.Mode == Best {
		if r, ok := beams(ctx, start, bestBeams, opts, true); ok {
			return shortenTail(ctx, start, r, bestBeams[1], opts, len(bestBeams))
		}
	}
	first, atBound := modeBeams(opts.Mode)
	if r, ok := beams(ctx, start, first, opts, false); ok {
		return r
	}
	r := portfolio(ctx, start, limit, opts.Mode == Fast)
	if r.Status == Solved {
		r.Moves = replayPathBy(start, r.Moves, strongSettle(start) && !r.byBeams)
		if opts.VerdictOnly {
			return r
		}
		if opts.Mode != Fast || rules.PlayerMoves(r.Moves) > fastMostMoves {
			if steps, ok := asSteps(start, r.Moves); ok {
				r.Moves = replayPath(start, shortenWithin(ctx, start, steps, shortenBudget(opts.Mode)))
			}
		}
		if opts.Mode == Fast && rules.PlayerMoves(r.Moves) > fastMostMoves { // still long: a beam's is short
			if b, ok := beams(ctx, start, shortBeams, opts, false); ok && rules.PlayerMoves(b.Moves) < rules.PlayerMoves(r.Moves) {
				b.Positions += r.Positions
				return b
			}
		}
		return r
	}
	if !r.atBound {
		return r
	}
	return pastBound(ctx, start, root, r, atBound, opts)
}

// pastBound is the verdict on start (root, settled) once the portfolio, whose
// result is r, has reached the memory bound: beams of the widths atBound, the
// disk tier where opts give it, and a best-first search by player moves. With
// few free cells fast mode's portfolio gives that search a turn of its own
// (see sweepBeamTurns), and it runs here to the bound all the same: 546023
// with two cells was left unknown without it, and 462926 with its turn
// alone.
func pastBound(ctx context.Context, start, root rules.Position, r Result, atBound []beamKind, opts Options) Result {
	if b, ok := beams(ctx, start, atBound, opts, false); ok {
		return b
	}
	if opts.DiskBytes > 0 && sweepFinish(start) { // complete, and finds solutions too
		return diskVerdict(ctx, start, opts.bound(), opts)
	}
	if b := shortBestFirst(ctx, start, root, opts.bound()); b.Status == Solved {
		return b
	}
	return r
}

// shortenBudget is the positions shortening a mode's solution may make: fast
// mode's solutions can be thousands of moves long with few free cells (a
// lean dive's), and shortening one in full took 19 s where finding it took
// half a second; 100,000 positions take about a tenth of a second.
func shortenBudget(mode Mode) int {
	if mode == Fast {
		return 100_000
	}
	return 0
}

// modeBeams are the beams a mode runs first (after Best's own), and those it
// runs when the portfolio is left at the memory bound: every mode runs a beam
// of every width in the end.
func modeBeams(mode Mode) (first, atBound []beamKind) {
	switch mode {
	case Short:
		return shortBeams, bestBeams[1:2]
	case Best:
		return shortBeams[1:], nil
	default: // Fast
		return nil, append(slices.Clone(shortBeams), bestBeams[1])
	}
}

// shortBestFirst is the best-first search by player moves, its solution shortened.
func shortBestFirst(ctx context.Context, start, root rules.Position, limit bound) Result {
	best := newBestFirst(root, &shortWeights, 0)
	r := race(ctx, []searcher{best}, nil, plan{finish: []int{0}}, limit)
	best.release()
	if r.Status == Solved {
		r.Moves = replayPath(start, shorten(ctx, start, r.Moves))
	}
	return r
}

// beams runs the beams given in turn until one finds a solution, or, with
// shortest, every one, keeping the solution with the fewest player moves; ok is
// false when none found a solution. Each may generate beamLimit positions for
// each limitWidth of its width, and no more than opts.MaxPositions
// when that is set.
func beams(ctx context.Context, start rules.Position, kinds []beamKind, opts Options, shortest bool) (Result, bool) {
	tried := 0
	var best []rules.Move
	for pass, kind := range kinds {
		limit := beamLimit / limitWidth * kind.width // (in this order, within 32 bits)
		if opts.MaxPositions > 0 {
			limit = min(limit, opts.MaxPositions)
		}
		var g grant
		if kind.width > bigBeam && !g.need(ctx, MaxSearchBytes) { // it may take all the room there is
			break
		}
		progress := opts.Progress
		if progress != nil {
			progress = func(p Progress) {
				p.Pass = pass + 1
				opts.Progress(p)
			}
		}
		moves, generated, ok := beamSearch(ctx, start, kind, &beamScoring, limit, progress)
		g.release()
		tried += generated
		if ok && (best == nil || rules.PlayerMoves(moves) < rules.PlayerMoves(best)) {
			best = moves
		}
		if best != nil && !shortest {
			break
		}
	}
	return Result{Status: Solved, Moves: best, Positions: tried}, best != nil
}

// portfolio races fast mode's searches from start settled (by the strong rule
// where strongSettle says); a solution's moves are from there, without its
// foundation moves (the beams' from start settled by SafeCards: byBeams).
// With withBeams, fastBeamTurns (or sweepBeamTurns) follow the schedule,
// before the finishing search goes on alone: with fewer than four cells, the
// sweep (see sweepFinish).
func portfolio(ctx context.Context, start rules.Position, limit bound, withBeams bool) Result {
	strong := strongSettle(start)
	root, plainRoot := settledBy(start, strong), settledBy(start, false)
	// Most deals are solved in the first turn: the other searches start on their own first.
	searches := make([]searcher, sweepSearch+1)
	build := func(n int) searcher {
		switch n {
		case beamsSearch: // the beams send cards home by SafeCards alone
			if sweepFinish(start) {
				return newBeamChain(plainRoot, sweepBeams)
			}
			return newBeamChain(plainRoot, fastBeams)
		case sweepSearch:
			return newSweep(root, strong)
		}
		return fastSearches[n].startWith(root, strong)
	}
	pl := plan{turns: fastSchedule, finish: fastFinish, kin: sameMoves, dryTo: len(fastSchedule)}
	if strong {
		pl.turns = slices.Concat(fastSchedule, fewCellsTurns)
	}
	beamTurns := fastBeamTurns
	if sweepFinish(start) {
		pl.finish = []int{sweepSearch}
		beamTurns = sweepBeamTurns
		pl.releaseSpent = true
	}
	if withBeams {
		pl.turns = append(slices.Clip(pl.turns), beamTurns...)
	}
	r := race(ctx, searches, build, pl, limit)
	r.Bytes = keptBytes(searches)
	for _, s := range searches {
		if s != nil {
			s.release()
		}
	}
	return r
}

// turn is a step of a portfolio's schedule: search number search takes up to quota
// more positions.
type turn struct{ search, quota int }

// plan is how a race's searches, by number, take turns: by the schedule of
// turns, then those numbered in finish in turns of slice positions each.
type plan struct {
	turns  []turn
	finish []int
	// kin reports whether two searches try the same moves (nil: none do).
	kin func(a, b int) bool
	// dryTo is the turn the race goes on from once a search that tries only
	// some moves has run dry (0: the next). Few solvable deals let one run
	// dry (none of 15,000 drawn from 1..1,000,000), and most impossible ones
	// do: their proof is a complete search's, and the turns before it spent
	// on others are lost.
	dryTo int
	// releaseSpent: a search of turns is released after its last turn (unless
	// it is in finish), its memory and positions going to those that go on.
	releaseSpent bool
}

// race runs searches by plan until one of them finds a solution (its moves
// from the settled root are returned) or runs out of positions to try: each
// search is complete by itself, so then no play wins. A search still nil at
// its first turn is built then, by build. A search that tries only some moves
// and runs out of them is dropped, and with it every search that tries the
// same moves: they reach the same positions, in another order, so none of
// them can find a solution either.
func race(ctx context.Context, searches []searcher, build func(n int) searcher, pl plan, limit bound) Result {
	dropped := make([]bool, len(searches))
	var g grant
	defer g.release()
	for i := 0; ; i++ {
		t := pl.at(i)
		if dropped[t.search] {
			continue
		}
		if searches[t.search] == nil {
			searches[t.search] = build(t.search)
		}
		r, over, dry := takeTurn(ctx, t, searches, limit, &g)
		if over {
			return r
		}
		if pl.releaseSpent && pl.spentAfter(i) {
			releaseSpent(searches, t.search)
			dropped[t.search] = true
		}
		if dry { // it tries only some moves: its end proves nothing
			for n := range searches {
				dropped[n] = dropped[n] || n == t.search || pl.kin != nil && pl.kin(n, t.search)
			}
			i = max(i, pl.dryTo-1)
		}
	}
}

// releaseSpent releases search n, and gives the Go heap's memory back to the
// system when it held much: the sweep's tables, mapped apart from the heap,
// would otherwise grow beside memory the heap keeps (290185 with one cell
// peaked 400 MB higher with a best-first search's turn before).
func releaseSpent(searches []searcher, n int) {
	big := searches[n].bytes() > spentHeapBytes
	searches[n].release()
	searches[n] = nil
	if big {
		debug.FreeOSMemory()
	}
}

// spentHeapBytes is how much a released search must have held for its
// memory to be handed back to the system at once.
const spentHeapBytes = 64 << 20

// spentAfter reports whether the search of turn i has no turn after it.
func (pl *plan) spentAfter(i int) bool {
	if i >= len(pl.turns) {
		return false
	}
	n := pl.turns[i].search
	if slices.Contains(pl.finish, n) {
		return false
	}
	for _, t := range pl.turns[i+1:] {
		if t.search == n {
			return false
		}
	}
	return true
}

// at is the plan's i-th turn.
func (pl *plan) at(i int) turn {
	if i < len(pl.turns) {
		return pl.turns[i]
	}
	return turn{search: pl.finish[(i-len(pl.turns))%len(pl.finish)], quota: slice}
}

// takeTurn runs the search of turn t for its quota of positions, in slices,
// checking the context and the bound before each. It returns the race's
// result and over once the race is over (a verdict, or a stop), and dry when
// the search, trying only some moves, ran out of them.
func takeTurn(ctx context.Context, t turn, searches []searcher, limit bound, g *grant) (r Result, over, dry bool) {
	s := searches[t.search]
	for left := t.quota; left > 0; left -= slice {
		if ctx.Err() != nil {
			return gaveUp(ctx, kept(searches)), true, false
		}
		room := limit.positions - kept(searches)
		bytes := keptBytes(searches)
		if room <= 0 || bytes >= limit.bytes {
			return Result{Status: GaveUp, Positions: kept(searches), atBound: true, Stop: MemoryBound,
				Reason: fmt.Sprintf("memory bound reached: %s positions kept, %d MiB", words.Number(int64(kept(searches))), bytes>>20)}, true, false
		}
		if !g.need(ctx, bytes) {
			return gaveUp(ctx, kept(searches)), true, false
		}
		before := s.positions()
		outcome := s.run(min(slice, left, room))
		left -= max(s.positions()-before, slice) - slice // a beam's layer can pass the slice
		switch outcome {
		case won:
			_, byBeams := s.(*beamChain)
			return Result{Status: Solved, Moves: s.solution(), Positions: kept(searches), byBeams: byBeams}, true, false
		case exhausted:
			if s.complete() {
				return Result{Status: Impossible, Positions: kept(searches)}, true, false
			}
			return Result{}, false, true
		case running:
		}
	}
	return Result{}, false, false
}

// Stop is why a search gave up.
type Stop int

// The reasons a search stops without a verdict.
const (
	Stopped     Stop = iota + 1 // its caller stopped it
	TimeLimit                   // its context's deadline passed
	MemoryBound                 // it kept as many positions as it may
	BadAnswer                   // its solution did not replay: a bug
	DiskBound                   // the disk tier's files reached their bound
	DiskFailed                  // the disk tier's files could not be written or read
)

// gaveUp is the result of a search whose context ended.
func gaveUp(ctx context.Context, positions int) Result {
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return Result{Status: GaveUp, Stop: TimeLimit, Reason: "time limit reached", Positions: positions}
	}
	return Result{Status: GaveUp, Stop: Stopped, Reason: "stopped before a verdict", Positions: positions}
}

func kept(searches []searcher) int {
	n := 0
	for _, s := range searches {
		if s != nil {
			n += s.positions()
		}
	}
	return n
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

// replayPath rebuilds the full move list from start: the safe foundation moves the
// search made first, then each step of steps followed by the safe moves after it,
// less the moves that a next one takes straight back (see dropReversals).
func replayPath(start rules.Position, steps []rules.Move) []rules.Move {
	return replayPathBy(start, steps, false)
}

// replayPathBy is replayPath for a search that sent cards home by
// rules.StrongSafeCards when strong.
func replayPathBy(start rules.Position, steps []rules.Move, strong bool) []rules.Move {
	p := start
	full := appendAutoPlay(&p, make([]rules.Move, 0, 52+2*len(steps)), strong)
	for _, m := range steps {
		from := len(full)
		full = appendSingleMoves(full, p, m)
		for _, single := range full[from:] {
			p.Play(single)
		}
		if mayAutoPlay(&p, full[len(full)-1], strong) {
			full = appendAutoPlay(&p, full, strong)
		}
	}
	return dropReversals(full)
}

// mayAutoPlay reports whether a safe foundation move may follow last, the last
// single move of a step from a settled position, now made in p: only when a
// card went home (the foundations take another) or last uncovered a card safe
// to send home. Most steps do neither, and then the search of AutoPlay is
// spared (as SettleAfter spares Settle's).
func mayAutoPlay(p *rules.Position, last rules.Move, strong bool) bool {
	if last.To == rules.Foundation {
		return true
	}
	if !last.From.IsColumn() {
		return false
	}
	top := p.Top(last.From)
	if strong {
		return p.StrongSafeHome(top) // false for NoCard
	}
	return top != dealer.NoCard && p.SafeHome(top)
}

// strongSettle reports whether fast mode's portfolio sends cards home from
// start by rules.StrongSafeCards: with few free cells, where complete
// searches keep millions of positions and the rule spares some of them (deal
// 686653 with two cells, proved impossible: 2.5 million positions, not 7.3).
// The solutions and verdicts are the same; four cells keep the rule their
// schedule was fitted with.
func strongSettle(start rules.Position) bool { return start.FreeCellCount() <= fewCellsMost }

// sweepFinish reports whether fast mode's portfolio finishes with a sweep
// rather than fastFinish: with fewer than four free cells, where proofs of
// impossibility enter millions of positions. On the 134 verdicts over 5 ms at
// one to three cells of 400 deals drawn from 32,001..1,000,000 (and 11 slow
// ones of another draw), the portfolio took 80 s with fastFinish and 35 s with
// the sweep (deal 185145 with one cell, proved impossible: 13 s and 6 s; 225991
// with three: 3.7 s and 1.5 s). Four cells keep the finishing search their
// schedule was fitted with.
func sweepFinish(start rules.Position) bool { return start.FreeCellCount() < rules.DefaultFreeCells }

// settleBy sends home what m made safe, by the strong rule or not.
func settleBy(p *rules.Position, m rules.Move, strong bool) int {
	if strong {
		return p.SettleStrongAfter(m)
	}
	return p.SettleAfter(m)
}

// settledBy is p with its safe cards sent home, by rules.StrongSafeCards
// when strong.
func settledBy(p rules.Position, strong bool) rules.Position {
	if strong {
		p.SettleStrong()
	} else {
		p.Settle()
	}
	return p
}

// appendAutoPlay makes, and appends to buf, the safe foundation moves from p,
// by the strong rule or not.
func appendAutoPlay(p *rules.Position, buf []rules.Move, strong bool) []rules.Move {
	if strong {
		return p.AppendStrongAutoPlay(buf)
	}
	return p.AppendAutoPlay(buf)
}

// dropReversals removes from moves, in place, each move that the next one takes
// straight back (the same cards from where the first put them to where they
// were): a step of the search followed by a dig that first puts the card it
// moved back into a free cell leaves such a pair, and a player should not be
// shown one. The position after the pair is the one before it, so what follows
// is unchanged; pairs a removal brings together go too.
func dropReversals(moves []rules.Move) []rules.Move {
	kept := moves[:0]
	for _, m := range moves {
		if n := len(kept); n > 0 && reverses(kept[n-1], m) {
			kept = kept[:n-1]
			continue
		}
		kept = append(kept, m)
	}
	return kept
}

// reverses reports whether move b takes move a straight back.
func reverses(a, b rules.Move) bool {
	return a.To != rules.Foundation && a.From == b.To && a.To == b.From && a.Card == b.Card && a.Count == b.Count
}

// checked holds a search's answer to the rules engine: a solution must replay
// from start, move by move, to all 52 cards home. One that does not is a bug in
// a search, reported as such rather than passed on as a solution.
func checked(start rules.Position, r Result) Result {
	if r.Status != Solved {
		return r
	}
	replay, err := rules.ReplayFrom(start, r.Moves)
	switch {
	case err != nil:
		return Result{Status: GaveUp, Positions: r.Positions, Stop: BadAnswer, Reason: "internal error: the solution found does not replay (" + err.Error() + ")"}
	case !replay.End().Won():
		return Result{Status: GaveUp, Positions: r.Positions, Stop: BadAnswer, Reason: "internal error: the solution found does not win"}
	}
	return r
}

// SolveGame solves a dealt game played with cells free cells.
func SolveGame(ctx context.Context, game int64, cells int, opts Options) (Result, error) {
	l, err := dealer.Deal(game)
	if err != nil {
		return Result{}, err
	}
	return Solve(ctx, rules.NewPositionWith(&l, cells), opts), nil
}
