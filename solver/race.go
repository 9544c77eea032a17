package solver

import (
	"context"
	"fmt"
	"runtime/debug"
	"slices"
	"time"

	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/words"
)

// The race: searches taking turns by a plan, each with its own positions,
// until one finds a solution or a complete one runs dry.

// searcher is one search of a portfolio: it runs in turns of a budget of positions.
type searcher interface {
	run(budget int) outcome
	positions() int
	bytes() int             // the memory its positions take
	complete() bool         // whether it tries every move: then its running out proves that no play wins
	solution() []rules.Move // once run has returned won
	release()               // hands the search's memory back for the next one; the search is over
}

// outcome of running a search for a while.
type outcome int

// slice is the most positions a search takes before the context and the memory
// bound are checked again, and each search's turn once a portfolio's schedule is over.
const slice = 512

// portfolio races fast mode's searches from start settled (by the strong rule
// where strongSettle says); a solution's moves are from there, without its
// foundation moves (the beams' from start settled by SafeCards: byBeams).
// With withBeams, fastBeamTurns follow the schedule, before the finishing
// search goes on alone; with fewer than four cells, or more, the sweep of
// twin classes finishes, and no beam runs (see fewCellsSchedule, and oneCellSchedule,
// twoCellsSchedule, threeCellsSchedule, and twinBest with one to three).
func portfolio(ctx context.Context, start rules.Position, limit bound, withBeams bool, turns func(Turn)) Result {
	strong := strongSettle(start)
	root, plainRoot := settledBy(start, strong), settledBy(start, false)
	// Most deals are solved in the first turn: the other searches start on their own first.
	searches := make([]searcher, twinLeanSearch+1)
	build := func(n int) searcher {
		switch n {
		case beamsSearch: // the beams send cards home by SafeCards alone
			return newBeamChain(plainRoot, fastBeams)
		case sweepSearch:
			return newTwinSweep(root, strong)
		case twinBestSearch:
			return newTwinBest(root, strong)
		case twinLeanSearch:
			return newPairKeyed(twinLeanSpec, root, strong)
		}
		return fastSearches[n].startWith(root, strong)
	}
	pl := plan{turns: fastSchedule, finish: fastFinish, kin: sameMoves, dryTo: len(fastSchedule), told: turns}
	if twinFinish(start) {
		pl.turns, pl.dryTo = fewCellsSchedule, fewCellsDryTo
		pl.finish = []int{sweepSearch}
		pl.releaseSpent = true
		withBeams = false
	}
	n := start.FreeCellCount()
	switch {
	case n == 1:
		pl.turns = oneCellSchedule
	case n == 2:
		pl.turns = twoCellsSchedule
	case n == 3:
		pl.turns = threeCellsSchedule
	case strong:
		pl.turns = slices.Concat(pl.turns, fewCellsTurns)
	}
	if n >= 1 && n <= 3 {
		pl.dryTo = slices.IndexFunc(pl.turns, isSweep)
	}
	if n >= 1 && n <= 3 {
		pl.finish, pl.joinAfter = []int{sweepSearch, twinBestSearch}, twinBestJoin
	}
	if withBeams {
		pl.turns = append(slices.Clip(pl.turns), fastBeamTurns...)
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
// turns, then those numbered in finish in turns of slice positions each
// (the first alone for its first joinAfter turns).
type plan struct {
	turns     []turn
	finish    []int
	joinAfter int
	// kin reports whether two searches try the same moves (nil: none do).
	kin func(a, b int) bool
	// dryTo is the turn the race goes on from once a search that tries only
	// some moves has run dry (0: the next). Few solvable deals let one run
	// dry (with four cells none of 15,000 drawn from 1..1,000,000; with fewer,
	// see fewCellsDryTo), and most impossible ones do: their proof is a
	// complete search's, and the turns before it spent on others are lost.
	dryTo int
	// releaseSpent: a search of turns is released after its last turn (unless
	// it is in finish), its memory and positions going to those that go on.
	releaseSpent bool
	// told, if set, is told of each turn as it ends (see Options.Turns).
	told func(Turn)
}

// Turn is one turn of fast mode's race of searches (see Options.Turns): the
// search that took it, as the portfolio names it (see searchNames), the
// positions it kept and the time it took, and how it ended the race, if it
// did: with a solution, with a proof that there is none, or by running dry
// (a search that tries only some moves, and with it its kin, is dropped).
type Turn struct {
	Search    string
	Positions int
	Time      time.Duration
	Solved    bool
	Proved    bool
	Dry       bool
}

// tell tells pl.told of the turn search n took, from its start and its
// positions before; r and over, dry are how it ended.
func (pl *plan) tell(searches []searcher, n, before int, start time.Time, r Result, over, dry bool) {
	if pl.told == nil {
		return
	}
	t := Turn{Search: searchNames[n], Time: time.Since(start), Dry: dry}
	if searches[n] != nil {
		t.Positions = searches[n].positions() - before
	}
	t.Solved, t.Proved = over && r.Status == Solved, over && r.Status == Impossible
	pl.told(t)
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
		var began time.Time // read only when a turn is to be told of
		if pl.told != nil {
			began = time.Now()
		}
		before := 0 // a search built now counts its root in its turn
		if searches[t.search] == nil {
			searches[t.search] = build(t.search)
		} else {
			before = searches[t.search].positions()
		}
		r, over, dry := takeTurn(ctx, t, searches, limit, &g)
		pl.tell(searches, t.search, before, began, r, over, dry)
		if over {
			return r
		}
		if pl.releaseSpent && pl.spentAfter(i) {
			releaseSpent(searches, t.search)
			dropped[t.search] = true
		}
		if dry { // it tries only some moves: its end proves nothing
			if pl.releaseSpent && i >= len(pl.turns) { // a search of finish: it has no turn after
				releaseSpent(searches, t.search)
			}
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
	j := i - len(pl.turns)
	if j < pl.joinAfter {
		return turn{search: pl.finish[0], quota: slice}
	}
	return turn{search: pl.finish[(j-pl.joinAfter)%len(pl.finish)], quota: slice}
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
				Reason: fmt.Sprintf("memory bound of %d MiB reached: %s positions kept (%d MiB, reckoned with their tables' next growth)",
					limit.bytes>>20, words.Number(int64(kept(searches))), bytes>>20)}, true, false
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

func kept(searches []searcher) int {
	n := 0
	for _, s := range searches {
		if s != nil {
			n += s.positions()
		}
	}
	return n
}
