package solver

import (
	"context"
	"errors"
	"slices"
	"time"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
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

	// Turns, if set, is told of each turn of the portfolio's race of
	// searches as it ends, in every mode: where a verdict's time goes
	// (scripts/fewprofile -by-search).
	Turns func(Turn)
}

// Result is the outcome of a search.
type Result struct {
	Status Status
	// Moves solve the game from the start position, every one explicit, foundation
	// moves included: replayed with no automatic moves they end with all 52 cards home.
	Moves     []rules.Move
	Stop      Stop   // why the search gave up (Best's solution: TimeLimit where the time limit cut it short)
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

const (
	running   outcome = iota
	won               // the search reached a won position (for a best-first search, its last node)
	exhausted         // this search has nothing left to try
)

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
	beamed := 0 // the positions of beams that found nothing, told where no search finds a verdict
	if opts.Mode == Best {
		unfound, cancel := bestBeamsContext(ctx)
		r, ok := beamsWithin(ctx, unfound, start, bestBeams, opts, true)
		cut := errors.Is(unfound.Err(), context.DeadlineExceeded) // a wide beam was stopped by the time limit
		cancel()
		if ok {
			return cutShort(ctx, shortenTail(ctx, start, r, bestBeams[1], opts, len(bestBeams)), cut)
		}
		beamed += r.Positions
	}
	first, atBound := modeBeams(opts.Mode)
	r, ok := beams(ctx, start, first, opts, false)
	if ok {
		return r
	}
	beamed += r.Positions
	r = portfolio(ctx, start, limit, opts.Mode == Fast, opts.Turns)
	if r.Status == GaveUp && r.Stop != MemoryBound { // the time ran out, or the caller stopped it
		r.Positions += beamed
	}
	if r.Status == Solved {
		r.Moves = replayPathBy(start, r.Moves, strongSettle(start) && !r.byBeams)
		if opts.VerdictOnly {
			return r
		}
		if opts.Mode != Fast || rules.PlayerMoves(r.Moves) > fastMostMoves {
			r.Moves = shortened(ctx, start, r.Moves, opts.Mode)
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

// shortened is the portfolio's solution moves (written out, from start)
// made shorter: by shortcuts, then, in default and best modes, where it is
// still long, through the tube round it, again round the shorter one while
// a round cuts a twentieth.
func shortened(ctx context.Context, start rules.Position, moves []rules.Move, mode Mode) []rules.Move {
	steps, ok := asSteps(start, moves)
	if !ok {
		return moves
	}
	steps = shortenWithin(ctx, start, steps, shortenBudget(mode))
	for mode != Fast && playerSteps(steps) >= tubeFrom {
		shorter := tubeShorten(ctx, start, steps)
		if playerSteps(shorter) >= playerSteps(steps) {
			break
		}
		cut := playerSteps(steps) - playerSteps(shorter)
		steps = shortenWithin(ctx, start, shorter, shortenBudget(mode))
		if cut*20 < playerSteps(steps)+cut {
			break
		}
	}
	return replayPath(start, steps)
}

// bestBeamsContext is the context Best's wide beams run in until one finds a
// solution (see beamContext): with a deadline, half the time left, so that where they find
// nothing the searches after them still have time for a verdict (deal -2 with
// five free cells: the beams spend 11 s in vain, and the portfolio solves it
// in 0.7 s; with --timeout 3s Best used to give up). Once one has found a
// solution, the others may take the whole time for a shorter one.
func bestBeamsContext(ctx context.Context) (context.Context, context.CancelFunc) {
	deadline, ok := ctx.Deadline()
	if !ok {
		return context.WithCancel(ctx)
	}
	return context.WithDeadline(ctx, time.Now().Add(time.Until(deadline)/2))
}

// beamContext is the context a beam of kind runs in, among Best's: the
// default's own beam (no wider than bigBeam) has the whole time, as the
// default mode gives it, and so has any beam once one has found a solution;
// a wide beam before that has unfound's (see bestBeamsContext). Under half
// the time, the default's beam was cut short on deals it solves: 617 with
// --best --timeout 80ms gave up, solved in 40 ms without --best.
func beamContext(ctx, unfound context.Context, kind beamKind, found bool) context.Context {
	if found || kind.width <= bigBeam {
		return ctx
	}
	return unfound
}

// pastBound is the verdict on start (root, settled) once the portfolio, whose
// result is r, has reached the memory bound: beams of the widths atBound, the
// disk tier where opts give it, and a best-first search by player moves (to
// the bound: 546023 with two cells was left unknown without it, and 462926
// with a turn in fast mode's race alone).
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
	return beamsWithin(ctx, ctx, start, kinds, opts, shortest)
}

// beamsWithin is beams, each beam run in unfound (ctx or a context within it)
// until one has found a solution, and in ctx after.
func beamsWithin(ctx, unfound context.Context, start rules.Position, kinds []beamKind, opts Options, shortest bool) (Result, bool) {
	tried := 0
	var best []rules.Move
	for pass, kind := range kinds {
		limit := beamLimit / limitWidth * kind.width // (in this order, within 32 bits)
		if opts.MaxPositions > 0 {
			limit = min(limit, opts.MaxPositions)
		}
		within := beamContext(ctx, unfound, kind, best != nil)
		var g grant
		if kind.width > bigBeam && !g.need(within, MaxSearchBytes) { // it may take all the room there is
			break
		}
		progress := opts.Progress
		if progress != nil {
			progress = func(p Progress) {
				p.Pass = pass + 1
				opts.Progress(p)
			}
		}
		moves, generated, ok := beamSearch(within, start, kind, &beamScoring, limit, progress)
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

// cutShort is Best's solution r, told (Stop TimeLimit, with its reason)
// where the time limit stopped a search before its end: cut, or ctx's
// deadline passed; or (Stop Stopped) where its caller did, as Ctrl+C does.
// The solution is the shortest found by then.
func cutShort(ctx context.Context, r Result, cut bool) Result {
	switch {
	case errors.Is(ctx.Err(), context.Canceled):
		r.Stop, r.Reason = Stopped, "interrupted"
	case cut || errors.Is(ctx.Err(), context.DeadlineExceeded):
		r.Stop, r.Reason = TimeLimit, "time limit reached"
	}
	return r
}

// gaveUp is the result of a search whose context ended.
func gaveUp(ctx context.Context, positions int) Result {
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return Result{Status: GaveUp, Stop: TimeLimit, Reason: "time limit reached", Positions: positions}
	}
	return Result{Status: GaveUp, Stop: Stopped, Reason: "stopped before a verdict", Positions: positions}
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

// twinFinish reports whether fast mode's portfolio finishes with the sweep of
// twin classes: with fewer than four free cells (sweepFinish), and with more.
// With five or more nearly every deal is solved within the schedule's first
// turn, and the few that are not are the strange ones: joke deal −2, every
// suit's cards in runs of one suit, is won with five cells (fc-solve -l lg
// finds a win in 851 states), but the finishing search and the beams gave up
// at 12.7 million positions and 2.8 GiB; the sweep of twin classes wins it
// in some 14,000 classes. Four cells keep the finishing search their
// schedule was fitted with.
func twinFinish(start rules.Position) bool {
	return start.FreeCellCount() != rules.DefaultFreeCells
}

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
