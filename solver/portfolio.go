package solver

import (
	"slices"

	"github.com/freecell/freecell/rules"
)

// Fast mode runs a portfolio: differently guided searches, each with its own set
// of positions, taking turns by a fixed schedule. On most deals the first search
// finds a solution within its first turn; on the rest, one estimate or another
// leads astray for a long time, and a differently guided search, given a short
// turn, often finds a way round.
//
// How the schedule was chosen (scripts/fit-schedule.sh does it again:
// fit_test.go records, scripts/fitschedule fits): the first turn stays as it
// was (it solves 93% of deals, which then cost the same under any schedule),
// and a harness recorded, for 29 candidate searches (best-first and
// depth-first, by several estimates, with and without digs, "lean" or not,
// kind-ordered dives, and lean best-first searches with their scores blurred,
// each seed its own way), in a random order for each deal, how many positions
// each alone keeps to solve each of 2,500 deals drawn from the 67,553 of
// 1..1,000,000 that the first turn leaves (capped at 20,000) and half of the
// 237 that kept over 20,000 (capped at 50,000), the time it took at 25, 50,
// 100, ... positions, and the time to shorten a solution over fastMostMoves
// (a kind-ordered dive can wander for a thousand moves; one still long after
// that costs the beams, about 15 ms). Each search's recorded times were
// scaled to what it costs alone on a thousand deals: recorded among the
// others, a best-first search's positions look dearer than they are. A local
// search over schedules minimised the modelled time of those deals, weighted
// by how many of the million each stands for, only complete searches allowed
// to prove a deal impossible, the time over 45 ms counted elevenfold. Checked
// on deals never fitted to: 1,500 others the first turn leaves took 0.95 of
// the old schedule's time, and the other half of the hard ones 0.54-0.60;
// over the million, 0.975 (alternated runs of the binaries). The turn of
// diveLooseLean (2,500 positions) was put in by hand: without it, deal 209
// with two free cells is left at the memory bound; so was the turn of
// bestRunLeanBlur64 raised from 825 positions to 2,000: with three free
// cells deal 26334 needs 1,844 of it, where the finishing search took 13 s
// and 9.7 million positions.
var (
	// The first estimate; the same one valuing free cells and empty columns twice
	// as much, with a small cost per move made (best-first searches only), or
	// with less weight on buried cards.
	plainWeights = weights{out: 10, disorder: 4, buried: 3, freeCell: 6, emptyColumn: 10}
	roomyWeights = weights{out: 10, disorder: 4, buried: 3, freeCell: 12, emptyColumn: 20, pathCost: 2}
	looseWeights = weights{out: 10, disorder: 4, buried: 1, freeCell: 12, emptyColumn: 20, pathCost: 1}
	// With a weight on the cards that break a column's run: found by a local
	// search over the weights for the most deals a best-first search solves
	// within 250 positions.
	runWeights = weights{out: 10, disorder: 2, buried: 3, freeCell: 20, emptyColumn: 24, breaks: 4, pathCost: 2}
	// Found by a local search over the weights for the least time a
	// best-first search spends on a deal, with a first turn of 250 µs (a
	// position kept costing 0.44 µs and a move scored 0.094 µs, as then estimated)
	// and 500 µs more for a deal it leaves: a position with free cells and
	// empty columns has many moves to score, so the search that keeps the
	// fewest positions is not the quickest.
	swiftWeights = weights{out: 10, disorder: 4, buried: 3, freeCell: 24, emptyColumn: 10, breaks: 8, pathCost: 4}
)

// searchSpec describes a search: best-first, or depth-first in the order given,
// guided by w, trying the digs given besides single moves. A best-first search
// takes only the order's noise and seed: its scores blurred.
type searchSpec struct {
	isBestFirst bool
	w           *weights
	order       diveOrder
	digs        digKinds
}

func (s searchSpec) start(root rules.Position) searcher { return s.startWith(root, false) }

// startWith starts the search from root, settled by StrongSafeCards when
// strong, and sending cards home by that rule as it goes.
func (s searchSpec) startWith(root rules.Position, strong bool) searcher {
	if s.isBestFirst {
		b := newBlurredBestFirst(root, s.w, s.digs, s.order.noise, s.order.seed)
		b.strong = strong
		return b
	}
	d := newDepthFirst(root, s.w, s.order, s.digs)
	d.strong = strong
	return d
}

// The searches of the portfolio, by number: best-first or depth-first (dive),
// by weights (or blurred plain weights), with digs to the foundations (Dig) or
// there and onto parent cards too (Digs), or those digs and no single moves into
// free cells (Lean); best-first searches with their scores blurred by a
// pseudo-random 0..N-1 (BlurN), of the seed a or b.
const (
	bestSwiftLean = iota
	bestSwift
	bestRun
	bestRoomyLean
	bestRoomy
	diveRunLean
	diveRunBlur1Lean
	diveBlur1
	diveBlur2Dig
	diveLooseLean
	// Depth-first searches that go by the kind of move, not by an estimate
	// (see kindRanks), in a pseudo-random order among moves of a kind: by
	// grouped or flat kinds, and the seed.
	kindsGrouped1Lean
	kindsFlat2Lean
	kindsGrouped2
	bestSwiftLeanBlur64a
	bestSwiftLeanBlur64b
	bestSwiftLeanBlur128a
	bestSwiftLeanBlur128b
	bestRunLeanBlur64
	// A search of fewCellsTurns alone.
	kindsFlat1Lean
	numFastSearches
)

// The orders of the kind-ordered dives, each the rank of moveKind's kinds in
// turn. Home first, then a free cell's card onto a column, then the rest:
// grouped, kinds of a like purpose together; digsEarly, digs for home before
// cards leave the free cells; flat, the rest all one kind.
var (
	groupedKinds   = kindRanks{0, 0, 1, 2, 2, 2, 3, 3, 4}
	digsEarlyKinds = kindRanks{0, 1, 3, 2, 4, 4, 5, 6, 7}
	flatKinds      = kindRanks{0, 1, 2, 3, 3, 3, 3, 3, 3}
)

// kindNoise shuffles the moves of a kind in a kind-ordered dive, and no
// further: it is below kindStep.
const kindNoise = kindStep - 1

// leanDigs are the digs of a lean search: no single moves into free cells.
const leanDigs = digHome | digParent | cellsOnlyByDigs

// fastSearches describes each search of the portfolio.
var fastSearches = [numFastSearches]searchSpec{
	bestSwiftLean:         {isBestFirst: true, w: &swiftWeights, digs: leanDigs},
	bestSwift:             {isBestFirst: true, w: &swiftWeights, digs: 0},
	bestRun:               {isBestFirst: true, w: &runWeights, digs: 0},
	bestRoomyLean:         {isBestFirst: true, w: &roomyWeights, digs: leanDigs},
	bestRoomy:             {isBestFirst: true, w: &roomyWeights, digs: 0},
	diveRunLean:           {w: &runWeights, order: diveOrder{}, digs: leanDigs},
	diveRunBlur1Lean:      {w: &runWeights, order: diveOrder{noise: 8, seed: 1}, digs: leanDigs},
	diveBlur1:             {w: &plainWeights, order: diveOrder{noise: 8, seed: 1}, digs: 0},
	diveBlur2Dig:          {w: &plainWeights, order: diveOrder{noise: 8, seed: 2}, digs: digHome},
	diveLooseLean:         {w: &looseWeights, order: diveOrder{}, digs: leanDigs},
	kindsGrouped1Lean:     {w: &plainWeights, order: diveOrder{noise: kindNoise, seed: 1, kinds: &groupedKinds}, digs: leanDigs},
	kindsFlat2Lean:        {w: &plainWeights, order: diveOrder{noise: kindNoise, seed: 2, kinds: &flatKinds}, digs: leanDigs},
	kindsGrouped2:         {w: &plainWeights, order: diveOrder{noise: kindNoise, seed: 2, kinds: &groupedKinds}, digs: digHome | digParent},
	bestSwiftLeanBlur64a:  {isBestFirst: true, w: &swiftWeights, order: diveOrder{noise: 64, seed: 1}, digs: leanDigs},
	bestSwiftLeanBlur64b:  {isBestFirst: true, w: &swiftWeights, order: diveOrder{noise: 64, seed: 2}, digs: leanDigs},
	bestSwiftLeanBlur128a: {isBestFirst: true, w: &swiftWeights, order: diveOrder{noise: 128, seed: 2}, digs: leanDigs},
	bestSwiftLeanBlur128b: {isBestFirst: true, w: &swiftWeights, order: diveOrder{noise: 128, seed: 3}, digs: leanDigs},
	bestRunLeanBlur64:     {isBestFirst: true, w: &runWeights, order: diveOrder{noise: 64, seed: 1}, digs: leanDigs},
	kindsFlat1Lean:        {w: &plainWeights, order: diveOrder{noise: kindNoise, seed: 1, kinds: &flatKinds}, digs: leanDigs},
}

// searchNames name the portfolio's searches by number, for Turn.
var searchNames = [twinLeanSearch + 1]string{
	bestSwiftLean: "bestSwiftLean", bestSwift: "bestSwift", bestRun: "bestRun",
	bestRoomyLean: "bestRoomyLean", bestRoomy: "bestRoomy", diveRunLean: "diveRunLean",
	diveRunBlur1Lean: "diveRunBlur1Lean", diveBlur1: "diveBlur1", diveBlur2Dig: "diveBlur2Dig",
	diveLooseLean: "diveLooseLean", kindsGrouped1Lean: "kindsGrouped1Lean", kindsFlat2Lean: "kindsFlat2Lean",
	kindsGrouped2: "kindsGrouped2", bestSwiftLeanBlur64a: "bestSwiftLeanBlur64a",
	bestSwiftLeanBlur64b: "bestSwiftLeanBlur64b", bestSwiftLeanBlur128a: "bestSwiftLeanBlur128a",
	bestSwiftLeanBlur128b: "bestSwiftLeanBlur128b", bestRunLeanBlur64: "bestRunLeanBlur64",
	kindsFlat1Lean: "kindsFlat1Lean",
	beamsSearch:    "beams", sweepSearch: "sweep", twinBestSearch: "twinBest", twinLeanSearch: "twinLean",
}

// sameMoves reports whether the portfolio's searches a and b try the same
// moves (the digs of fastBeams' search are none of this). twinLean tries a
// lean search's: run dry, it has entered a position of each pair key the
// lean searches could reach, up to the moves home where twins are not free
// (see pairKeyOf), and going on with them is seldom worth their turns (see
// twinLeanTurn).
func sameMoves(a, b int) bool {
	da, oka := searchDigs(a)
	db, okb := searchDigs(b)
	return oka && okb && da == db
}

// searchDigs is the digs search n tries, where it is a search of
// fastSearches or twinLean.
func searchDigs(n int) (digs digKinds, ok bool) {
	switch {
	case n < numFastSearches:
		return fastSearches[n].digs, true
	case n == twinLeanSearch:
		return fastSearches[twinLeanSpec].digs, true
	}
	return 0, false
}

// fastSchedule is the order of turns and how many positions each may keep; after
// it, the searches of fastFinish take turns.
var fastSchedule = []turn{
	{bestSwiftLean, 350}, {bestSwiftLeanBlur64a, 400}, {bestSwift, 650}, {bestSwiftLeanBlur64a, 150},
	{bestSwiftLean, 350}, {bestSwift, 75}, {bestRoomyLean, 800}, {diveRunBlur1Lean, 100},
	{bestSwiftLeanBlur64a, 2075}, {diveBlur1, 325}, {diveLooseLean, 2500}, {bestSwift, 725}, {kindsFlat2Lean, 425},
	{diveRunLean, 400}, {bestRunLeanBlur64, 2000}, {bestSwiftLean, 175}, {kindsGrouped1Lean, 325},
	{bestSwiftLeanBlur64b, 300}, {bestSwiftLeanBlur64a, 50}, {bestSwiftLeanBlur128b, 400}, {kindsGrouped2, 425},
	{bestRun, 12625}, {bestSwiftLeanBlur128a, 6050}, {bestRoomy, 8075}, {bestSwiftLeanBlur128a, 6025},
	{bestSwiftLeanBlur128a, 350}, {diveBlur2Dig, 1625}, {bestRoomy, 8900}, {kindsGrouped2, 3600},
	{bestRoomyLean, 950}, {bestRoomyLean, 1325}, {bestRoomyLean, 41975},
}

// fewCellsSchedule is fastSchedule with fewer than four free cells: the
// sweep of twin classes, which finishes the race there, takes turns of
// 20,000, 40,000 and 80,000 classes before the schedule's three costliest
// stretches (from its 22nd, 25th and 32nd turns), where proofs of
// impossibility waited before. On two fresh draws of 600 deals of
// 32,001..1,000,000 (seeds 9123457 and 31415926), --down-to 1's verdicts
// took 29.4 and 16.8 ms a deal, where they took 34.3 and 20.2 with its
// turns after the schedule alone (fewprofile, alternated, one core, twice
// each: 29.1 against 34.6, 16.8 against 21.1). Giving it more, or turns
// elsewhere, or moving the beams and the best-first search by player moves
// earlier measured no better.
//
// After it the sweep goes on alone: no beam takes a turn with fewer than
// four cells (beams run past the memory bound, as in every mode). Beams
// 400 and 1,600 wide took one after the sweep's first 120,000 classes,
// beams 4,000 and 8,000 wide and the best-first search by player moves one
// after two million, a beam 32,000 wide one after six: each for a
// solvable deal where the sweep wandered (257547, 270048 and 977335 with
// one cell or two, left at the memory bound; 99753 with two, 45 s). Since
// the sweep reaches real wins near false ones (see reaching), it solves
// all of those within 2.5 million classes, and the beams cost the proofs
// that reach them (725733 with one cell, impossible in 5.9 million
// classes: 14.1 s with them, 9.6 s without). On 65 slow verdicts of four
// draws (`--solve --fast`, one after the other): 68.7 s with the first
// beams alone, 63.2 s with none, 3 verdicts slower (530042 with two cells
// 0.1 to 1.6 s) and 21 faster; `scripts/surveygoals` on two fresh draws
// of 1,000 (seeds 2026120551 and 2026120552): 16.5 and 18.7 ms a deal
// with all the beams' turns, 15.0 and 17.2 with none.
var fewCellsSchedule = slices.Concat(
	fastSchedule[:21], []turn{{sweepSearch, 20_000}},
	fastSchedule[21:24], []turn{{sweepSearch, 40_000}},
	fastSchedule[24:31], []turn{{sweepSearch, 80_000}},
	fastSchedule[31:])

// fewCellsDryTo is the turn a race with fewer than four cells goes on from
// once a lean search runs dry (see plan.dryTo): the sweep's first, which
// ends most proofs, and after it the schedule's other searches that try
// every move. With fewer cells, solvable deals do let the lean searches run
// dry (28 of 1,186 solvable verdicts with one to three cells on a draw of
// 1,000, seed 2026120791: 7.6 s of its 24), and going on from the end of
// the schedule left them to the sweep, which wanders: 585060 with three
// cells took 2.7-4.5 s there, where the best-first search by run solves it
// in 4,132 positions. Each deal's survey timed both ways in one process:
// 0.877, 0.979, 0.993, 1.024 (400 deals), 0.861 and 0.990 of the time on
// six draws (seeds 2026120791 and 2026120801-05; 859963 1.65 s → 17 ms),
// where going on from the next turn took 0.873, 0.990, 0.990 and 1.025 on
// the first four.
var fewCellsDryTo = slices.IndexFunc(fewCellsSchedule, isSweep)

// oneCellSchedule is fewCellsSchedule with one free cell: up to the
// sweep's second turn, after which the sweep goes on alone (until twinBest
// joins it: twinBestJoin). With one cell
// most verdicts the schedule leaves to its sweep are proofs (609 of 781 on
// a draw of 1,000, seed 2026120901), and those the sweep had not ended by
// its second turn waited on the schedule's costliest turns and
// fewCellsTurns (1.3 s of that draw's 11.1, where the sweep took 2.2 s);
// the solvable deals its other searches solve after the sweep's first turn
// are mostly solved in the three turns before its second (703761, 692160
// and 708638: 20-25 ms, 0.3-0.4 s without those turns). Each deal's survey
// down to one cell, timed both ways in one process: 0.924, 0.927 and 0.926
// of the time on three draws of 1,000 (seeds 2026120901, 2026120911 and
// 2026120912); the sweep alone from its first turn took about 0.89, 0.90
// and 1.01, from its third 0.93, 0.95 and 0.97. With two cells, where most
// verdicts the schedule leaves are solvable, the sweep alone from its
// second turn took 1.03 and 0.99 of the time, from its third 1.03 and 0.95.
// twinLean takes a turn in it (see twinLeanTurn).
var oneCellSchedule = withTwinLean(fewCellsSchedule[:nthIndex(fewCellsSchedule, 2, isSweep)+1])

// threeCellsSchedule is fewCellsSchedule with three free cells, twinLean's
// turn in it; twoCellsSchedule is that with fewCellsTurns after it.
var (
	threeCellsSchedule = withTwinLean(fewCellsSchedule)
	twoCellsSchedule   = slices.Concat(threeCellsSchedule, fewCellsTurns)
)

func isSweep(t turn) bool { return t.search == sweepSearch }

// twinLeanTurn is twinLean's one turn with one to three free cells, put in
// before the schedule's turn twinLeanAt (see withTwinLean): twinLean is
// bestSwiftLean keyed by twin pair (see newPairKeyed). Solver 14 keyed it
// by twin class, whose figures follow. On proofs it runs
// dry in some 0.39 of the classes the sweep enters (median of 539 proofs
// over 3,000 positions, seed 2026120701), where the lean searches keyed by
// position took 0.58 (1.55 at the 90th percentile) or never ran dry, each
// turn of theirs lost: run dry, it drops them (sameMoves) and the race goes
// on to the sweep. On solvable deals the schedule's searches left past
// 10,000 positions it solves 156 of 190 (median 5,655 positions), where
// bestSwiftLean keyed by position solves 147 (9,472). Each deal's survey
// down to one cell timed both ways in one process, on draws of 600: 0.78-0.90
// of the time at 10,000-40,000 positions before the schedule's 2nd, 4th,
// 7th or 10th turn or by the sweep's first (seeds 9120402-09; 0.99-1.01 on
// 9120401); 60,000 against 20,000, 0.978 and 0.913, and 8,000 1.17 and
// 0.975 (seeds 9120412-13); 150,000 and 400,000 against 60,000,
// 1.003-1.052 (9120414-15); bestRoomyLean keyed so against bestSwiftLean
// 1.096 and 1.069 (9120410-11). Held out, draws of 1,000
// (seeds 9120421-23): 0.914, 0.836 and 0.755, every kind of verdict
// quicker (the deals solvable with one cell 0.39-0.95 of the time, the
// proofs with two cells 0.90-0.93). Keyed by pair (solver 15), which merges
// every pair, free or not, and needs no cards' places read: keyed with
// every free pair merged, dealt cards or not, 0.936, 0.929 and 0.953 of
// solver 14's time (seeds 9120611-13); with every pair merged, 0.848 and
// 0.935 (9120612-13); the same keys made by pairKeyAfter rather than
// token maps, 0.921 of that (9120616);
// 120,000 positions rather than 60,000 1.021 and 1.023, 30,000 1.040 and
// 1.176 (9120621-22); with three cells too 0.986 and 0.982 (9120623-24;
// with three cells alone, 1,500 deals each, 0.636 and 0.774); with no
// cell too 1.020 and 0.987 (9120625-26, --down-to 0), not kept; every
// other lean best-first search keyed by pair 1.016 and 1.117 (9120629-30),
// not kept.
var twinLeanTurn = turn{twinLeanSearch, 60_000}

// twinLeanAt is the schedule's turn twinLean's comes before: after the
// first three, which solve most deals.
const twinLeanAt = 3

// twinLeanSpec is the search twinLean keys by twin pair.
const twinLeanSpec = bestSwiftLean

// withTwinLean is turns with twinLeanTurn before its turn twinLeanAt.
func withTwinLean(turns []turn) []turn {
	return slices.Concat(turns[:twinLeanAt], []turn{twinLeanTurn}, turns[twinLeanAt:])
}

// twinBestJoin is how many turns the sweep takes alone after the schedule
// with one to three free cells (some 450,000 classes; with the schedule's,
// about half a million with one cell and 600,000 with two) before twinBest
// takes every other turn with it. The verdicts still open there are mostly
// solvable deals where the sweep wanders (with one cell 44 of 69 on four
// draws of 1,000), and twinBest alone solves most of them in under 100,000
// positions; earlier, the proofs pay its turns (229918 with one cell,
// impossible in 0.49 s, took 1.18 s with it from the schedule's end). Each
// deal's survey down to one cell timed both ways in one process, with one
// cell: 0.921, 0.721, 0.956, 1.017, 0.970 and 1.030 of the time on the six
// draws of 1,000 the join and twinBestMost were chosen on (seeds
// 2026120481, 85 and 91-94), and 1.034, 0.610, 0.990 and 0.960 on four held
// out (2026120495-98; 95907 with one cell 11.1 s → 1.4 s, 708497 4.0 →
// 0.74 s; 948710, impossible in 1.3 million classes, 2.9 → 3.5 s). With two
// cells as well, against one cell alone, on eight fresh draws (seeds
// 2026124031-38): 1.010, 0.994, 0.930, 1.009, 1.005, 0.993, 0.960 and 1.020
// (87998 with two cells 2.96 s → 1.36 s, 997063 1.75 → 1.09 s, 475358 0.89
// → 1.31 s). With no free cell, where few verdicts reach it, 1.028, 0.984
// and 0.980 (`--down-to 0`, 500 deals each): not there. Joining from the
// schedule's end, up to 40,000 positions: 1.011-1.046 on three draws;
// after 200,000 classes, up to a million positions, 0.67-1.08. With three
// cells (solver 17), where a verdict seldom reaches it (one in 20,000 deals
// drawn), 42867, solvable, went from 2.9 s to 0.7 s (twinBest solves it in
// 51,062 positions; the sweep took 2.6 million); fewprofile -n 4000 (seeds
// 9121321-22), each binary once: the three-cell verdicts 1.25 s against 1.28
// and 1.71 against 1.73, no verdict of them reaching the join.
const twinBestJoin = 450_000 / slice

// nthIndex is the index of the nth element of s (from 1) that f holds for,
// or -1.
func nthIndex[S ~[]E, E any](s S, n int, f func(E) bool) int {
	for i, e := range s {
		if f(e) {
			if n--; n == 0 {
				return i
			}
		}
	}
	return -1
}

// fewCellsTurns follow fastSchedule for a game of two free cells (one has
// oneCellSchedule): fastSchedule was fitted with four, and with fewer a
// solvable deal can take most of a cheap survey's time. On 1,000 deals drawn from
// 32,001..1,000,000 and their verdicts down to one cell, the solvable ones at
// one and two cells cost 84 s (747944 at one cell 36 s, 952644 at two 24 s),
// where the search among 30 candidates that solved each quickest, alone,
// would have taken under 1 s in all. Each candidate was recorded alone to
// 300,000 positions on the 392 verdicts of that draw at one and two cells over
// 10 ms and 200 of the others (scripts/fit-schedule.sh's recorder, FIT_CELLS).
// A schedule fitted to them alone lost, on deals outside the fit, what the
// four-cell schedule's variety finds; these three turns after it cut the
// modelled time of the fit's deals by a third: a lean kind-ordered dive,
// which finds the solutions the others miss on the deals that are left
// (747944), and two blurred best-first searches (334707 with one cell: 24 s,
// where either finds a solution in 30,000 positions). A deal whose lean
// searches run dry (most impossible ones) skips them, as it skips the rest of
// fastSchedule. With one cell, the sweep of twin classes now solves those
// deals alone after its second turn: `--solve --fast --freecells 1` takes
// 0.85 s on 747944 and 0.21 s on 334707 so (1.12 s and 0.35 s with these
// turns).
var fewCellsTurns = []turn{{kindsFlat1Lean, 60000}, {bestSwiftLeanBlur64b, 30000}, {bestSwiftLeanBlur128b, 30000}}

// fewCellsMost is the most free cells a game may have for the strong rule
// of auto-play (see strongSettle).
const fewCellsMost = 2

// fastFinish is the search that goes on alone once the schedule is over, until it
// finds a solution or proves there is none: a depth-first search keeps a key and
// not a position for each position it has seen, so proving a big deal impossible
// takes a fraction of a best-first search's memory.
var fastFinish = []int{diveBlur2Dig}

// fastBeams run after the schedule, before the finishing search, each with
// the positions it may generate: on the deals the schedule leaves, the
// finishing search alone can run for seconds into the memory bound where a
// beam finds a short solution in a few hundred thousand positions (a tenth of
// the time; width 400, the width fast mode's times were measured with, not
// the default mode's). fastBeamTurns are their turns: a short turn of the finishing
// search first, which ends most proofs of impossibility before the beams.
var fastBeams = []limitedBeam{{beamKind{400, true}, 200_000}, {shortBeams[1], 800_000}}

var fastBeamTurns = []turn{{fastFinish[0], fastFinishFirst}, {beamsSearch, 1_000_000}}

// fastFinishFirst is the positions the finishing search keeps before the
// beams run.
const fastFinishFirst = 120_000

// beamsSearch is the number of fastBeams' search in a portfolio, after
// fastSearches.
const beamsSearch = numFastSearches

// sweepSearch is the number of the sweep, the finishing search with fewer
// than four free cells (see sweepFinish), after beamsSearch.
const sweepSearch = beamsSearch + 1

// twinBestSearch is the number of twinBest, after sweepSearch.
const twinBestSearch = sweepSearch + 1

// twinLeanSearch is the number of twinLean, after twinBestSearch.
const twinLeanSearch = twinBestSearch + 1

// fastMostMoves is the most player moves a fast solution keeps unshortened:
// depth-first searches can wander for thousands of moves.
const fastMostMoves = 200
