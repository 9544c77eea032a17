package solver

import (
	"github.com/freecell/freecell/rules"
)

// Fast mode runs a portfolio: differently guided searches, each with its own set
// of positions, taking turns by a fixed schedule. On most deals the first search
// finds a solution within its first turn; on the rest, one estimate or another
// leads astray for a long time, and a differently guided search, given a short
// turn, often finds a way round.
//
// How the schedule was chosen: for 48 candidate searches (9 guides, each with no
// digs, digs home, digs home and onto parents, and those digs with no single
// moves into free cells, "lean"; 12 more guides lean only), a harness kept out of
// the repository recorded how many positions each alone keeps on every fourth
// deal of 1..32000 and on 312 hard ones (capped at 20,000), and the time each
// takes a position; a local search over schedules minimised the mean time a deal,
// each sampled deal standing for four, only complete searches allowed to finish.
// The last long turns were added by hand: without them a few deals outside the
// sample ran the finishing search alone into the memory bound. So was the short
// turn of bestPlain before them, a search the fit never picked: deal 4864, outside
// the sample, kept 482,575 positions (most of them in the finishing search), and
// bestPlain alone solves it in 61; on 32001..50000 the turn cost 3,030 positions
// all told, 0.07%. Lean searches open
// most deals. The schedule was refitted with each search's time a position
// measured anew, and checked on the other 23,688 deals of 1..32000. Its turns
// after the twelfth were refitted again on deals from the whole million, the
// same way: 15,000 drawn at random (positions capped at 20,000) and the even
// ones of the 495 that kept over 20,000 positions (capped at 100,000), a deal
// left by the schedule costing what the run before measured; the over-50 ms
// part of a deal's time counted twice. On the odd hard ones, never fitted to,
// measured in a run of 1..1,000,000: 7.7 s became 4.9 s, the slowest 504 ms
// 295 ms; the whole million took the same (168 s); the proofs of
// impossibility, which wait for the longer schedule, took up to 20 ms more.
var (
	// The first estimate; the same one valuing free cells and empty columns twice
	// as much, with or without weight on cards buried above the next one home,
	// each with a small cost per move made (best-first searches only).
	plainWeights = weights{out: 10, disorder: 4, buried: 3, freeCell: 6, emptyColumn: 10}
	roomyWeights = weights{out: 10, disorder: 4, buried: 3, freeCell: 12, emptyColumn: 20, pathCost: 2}
	looseWeights = weights{out: 10, disorder: 4, buried: 1, freeCell: 12, emptyColumn: 20, pathCost: 1}
	// Twice the weight on cards out of order, with or without a larger cost per
	// move made.
	tidyWeights     = weights{out: 10, disorder: 8, buried: 3, freeCell: 6, emptyColumn: 10}
	tidyPathWeights = weights{out: 10, disorder: 8, buried: 3, freeCell: 6, emptyColumn: 10, pathCost: 4}
)

// searchSpec describes a search: best-first, or depth-first in the order given,
// guided by w, trying the digs given besides single moves.
type searchSpec struct {
	isBestFirst bool
	w           *weights
	order       diveOrder
	digs        digKinds
}

func (s searchSpec) start(root rules.Position) searcher {
	if s.isBestFirst {
		return newBestFirst(root, s.w, s.digs)
	}
	return newDepthFirst(root, s.w, s.order, s.digs)
}

// The searches of the portfolio, by number: best-first or depth-first (dive),
// by weights (or blurred plain weights), with digs to the foundations (Dig) or
// there and onto parent cards too (Digs), or those digs and no single moves into
// free cells (Lean).
const (
	diveRoomyLean = iota
	bestPlainLean
	bestLooseDigs
	diveLooseLean
	diveBlur3Lean
	bestRoomyLean
	diveBlur1
	diveBlur1Lean
	diveBlur2Digs
	bestLoose
	diveBlur2Dig
	bestTidyLean
	diveTidyLean
	bestLooseLean
	bestRoomy
	bestPlain
	numFastSearches
)

// fastSearches describes each search of the portfolio.
var fastSearches = [numFastSearches]searchSpec{
	diveRoomyLean: {w: &roomyWeights, order: diveOrder{}, digs: digHome | digParent | cellsOnlyByDigs},
	bestPlainLean: {isBestFirst: true, w: &plainWeights, digs: digHome | digParent | cellsOnlyByDigs},
	bestLooseDigs: {isBestFirst: true, w: &looseWeights, digs: digHome | digParent},
	diveLooseLean: {w: &looseWeights, order: diveOrder{}, digs: digHome | digParent | cellsOnlyByDigs},
	diveBlur3Lean: {w: &plainWeights, order: diveOrder{noise: 16, seed: 3}, digs: digHome | digParent | cellsOnlyByDigs},
	bestRoomyLean: {isBestFirst: true, w: &roomyWeights, digs: digHome | digParent | cellsOnlyByDigs},
	diveBlur1:     {w: &plainWeights, order: diveOrder{noise: 8, seed: 1}, digs: 0},
	diveBlur1Lean: {w: &plainWeights, order: diveOrder{noise: 8, seed: 1}, digs: digHome | digParent | cellsOnlyByDigs},
	diveBlur2Digs: {w: &plainWeights, order: diveOrder{noise: 8, seed: 2}, digs: digHome | digParent},
	bestLoose:     {isBestFirst: true, w: &looseWeights, digs: 0},
	diveBlur2Dig:  {w: &plainWeights, order: diveOrder{noise: 8, seed: 2}, digs: digHome},
	bestTidyLean:  {isBestFirst: true, w: &tidyPathWeights, digs: digHome | digParent | cellsOnlyByDigs},
	diveTidyLean:  {w: &tidyWeights, order: diveOrder{}, digs: digHome | digParent | cellsOnlyByDigs},
	bestLooseLean: {isBestFirst: true, w: &looseWeights, digs: digHome | digParent | cellsOnlyByDigs},
	bestRoomy:     {isBestFirst: true, w: &roomyWeights, digs: 0},
	bestPlain:     {isBestFirst: true, w: &plainWeights, digs: 0},
}

// fastSchedule is the order of turns and how many positions each may keep; after
// it, the searches of fastFinish take turns.
var fastSchedule = []turn{
	{bestPlainLean, 250}, {diveRoomyLean, 150}, {bestLooseDigs, 275}, {diveLooseLean, 175},
	{bestRoomyLean, 800}, {diveBlur3Lean, 400}, {diveLooseLean, 75}, {diveBlur1, 400},
	{bestPlainLean, 25}, {bestLooseDigs, 75}, {diveBlur2Digs, 150}, {diveBlur1Lean, 1275},
	{bestPlainLean, 25}, {bestLoose, 275}, {bestLoose, 575}, {diveBlur1, 275},
	{diveTidyLean, 175}, {bestTidyLean, 125}, {diveBlur3Lean, 200}, {bestPlain, 375},
	{diveBlur1Lean, 100}, {diveLooseLean, 175}, {diveLooseLean, 3200}, {bestRoomyLean, 1625},
	{bestPlain, 2825}, {diveBlur3Lean, 100}, {bestPlainLean, 75}, {diveBlur1, 5675},
	{bestRoomyLean, 12400}, {bestRoomy, 5000}, {bestPlain, 12000}, {diveBlur2Dig, 5875},
	{bestLoose, 200}, {bestLoose, 11850}, {diveRoomyLean, 6150}, {bestLooseLean, 31725},
	{bestRoomy, 11975}, {diveBlur3Lean, 11625}, {bestPlain, 12400},
}

// fastFinish is the search that goes on alone once the schedule is over, until it
// finds a solution or proves there is none: a depth-first search keeps a key and
// not a position for each position it has seen, so proving a big deal impossible
// takes a fraction of a best-first search's memory.
var fastFinish = []int{diveBlur2Dig}

// fastBeams run after the schedule, before the finishing search, each with
// the positions it may generate: on the deals the schedule leaves, the
// finishing search alone can run for seconds into the memory bound where a
// beam finds a short solution in a few hundred thousand positions (a tenth of
// the time). fastBeamTurns are their turns: a short turn of the finishing
// search first, which ends most proofs of impossibility before the beams.
var fastBeams = []limitedBeam{{shortBeams[0], 200_000}, {shortBeams[1], 800_000}}

var fastBeamTurns = []turn{{fastFinish[0], fastFinishFirst}, {beamsSearch, 1_000_000}}

// fastFinishFirst is the positions the finishing search keeps before the
// beams run.
const fastFinishFirst = 120_000

// beamsSearch is the number of fastBeams' search in a portfolio, after
// fastSearches.
const beamsSearch = numFastSearches

// fastMostMoves is the most player moves a fast solution keeps unshortened:
// depth-first searches can wander for thousands of moves.
const fastMostMoves = 200
