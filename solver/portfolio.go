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
// Last, 16 kind-ordered dives (see kindRanks: fc-solve's soft threads go by
// the kind of move, and solve in a few hundred positions deals that every
// estimate here leads astray) were recorded on the same deals, and the turns
// after the twelfth refitted with them (the searches no turn then used left
// out). On the check deals the model went from 120.9 s a million to 118.7 s,
// and the hard deals over 50 ms from 18 to 7; refitting every turn promised
// more (114.9 s) but measured no faster over the million, and proofs of
// impossibility slower. The run of 1..1,000,000 measured 5-10% faster, its
// slowest deal 290 ms (was 720), 44 over 50 ms (was 56).
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
	bestRoomy
	bestPlain
	// Depth-first searches that go by the kind of move, not by an estimate
	// (see kindRanks), in a pseudo-random order among moves of a kind: by
	// ranked, grouped, digsEarly or flat kinds, and the seed.
	kindsRanked2Lean
	kindsRanked3Lean
	kindsGrouped1Lean
	kindsGrouped2Lean
	kindsGrouped3Lean
	kindsDigsEarly2Lean
	kindsFlat1Lean
	kindsFlat2Lean
	kindsFlat3Lean
	kindsGrouped2
	kindsFlat1
	kindsFlat2
	numFastSearches
)

// The orders of the kind-ordered dives, each the rank of moveKind's kinds in
// turn. Home first, then a free cell's card onto a column, then the rest:
// ranked one kind after another; grouped, kinds of a like purpose together;
// digsEarly, digs for home before cards leave the free cells; flat, the rest
// all one kind.
var (
	rankedKinds    = kindRanks{0, 1, 2, 3, 4, 5, 6, 7, 8}
	groupedKinds   = kindRanks{0, 0, 1, 2, 2, 2, 3, 3, 4}
	digsEarlyKinds = kindRanks{0, 1, 3, 2, 4, 4, 5, 6, 7}
	flatKinds      = kindRanks{0, 1, 2, 3, 3, 3, 3, 3, 3}
)

// kindNoise shuffles the moves of a kind in a kind-ordered dive, and no
// further: it is below kindStep.
const kindNoise = kindStep - 1

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
	bestRoomy:     {isBestFirst: true, w: &roomyWeights, digs: 0},
	bestPlain:     {isBestFirst: true, w: &plainWeights, digs: 0},

	kindsRanked2Lean:    {w: &plainWeights, order: diveOrder{noise: kindNoise, seed: 2, kinds: &rankedKinds}, digs: digHome | digParent | cellsOnlyByDigs},
	kindsRanked3Lean:    {w: &plainWeights, order: diveOrder{noise: kindNoise, seed: 3, kinds: &rankedKinds}, digs: digHome | digParent | cellsOnlyByDigs},
	kindsGrouped1Lean:   {w: &plainWeights, order: diveOrder{noise: kindNoise, seed: 1, kinds: &groupedKinds}, digs: digHome | digParent | cellsOnlyByDigs},
	kindsGrouped2Lean:   {w: &plainWeights, order: diveOrder{noise: kindNoise, seed: 2, kinds: &groupedKinds}, digs: digHome | digParent | cellsOnlyByDigs},
	kindsGrouped3Lean:   {w: &plainWeights, order: diveOrder{noise: kindNoise, seed: 3, kinds: &groupedKinds}, digs: digHome | digParent | cellsOnlyByDigs},
	kindsDigsEarly2Lean: {w: &plainWeights, order: diveOrder{noise: kindNoise, seed: 2, kinds: &digsEarlyKinds}, digs: digHome | digParent | cellsOnlyByDigs},
	kindsFlat1Lean:      {w: &plainWeights, order: diveOrder{noise: kindNoise, seed: 1, kinds: &flatKinds}, digs: digHome | digParent | cellsOnlyByDigs},
	kindsFlat2Lean:      {w: &plainWeights, order: diveOrder{noise: kindNoise, seed: 2, kinds: &flatKinds}, digs: digHome | digParent | cellsOnlyByDigs},
	kindsFlat3Lean:      {w: &plainWeights, order: diveOrder{noise: kindNoise, seed: 3, kinds: &flatKinds}, digs: digHome | digParent | cellsOnlyByDigs},
	kindsGrouped2:       {w: &plainWeights, order: diveOrder{noise: kindNoise, seed: 2, kinds: &groupedKinds}, digs: digHome | digParent},
	kindsFlat1:          {w: &plainWeights, order: diveOrder{noise: kindNoise, seed: 1, kinds: &flatKinds}, digs: digHome | digParent},
	kindsFlat2:          {w: &plainWeights, order: diveOrder{noise: kindNoise, seed: 2, kinds: &flatKinds}, digs: digHome | digParent},
}

// sameMoves reports whether the portfolio's searches a and b try the same
// moves (the digs of fastBeams' search are none of this).
func sameMoves(a, b int) bool {
	return a < numFastSearches && b < numFastSearches && fastSearches[a].digs == fastSearches[b].digs
}

// fastSchedule is the order of turns and how many positions each may keep; after
// it, the searches of fastFinish take turns.
var fastSchedule = []turn{
	{bestPlainLean, 250}, {diveRoomyLean, 150}, {bestLooseDigs, 275}, {diveLooseLean, 175},
	{bestRoomyLean, 800}, {diveBlur3Lean, 400}, {diveLooseLean, 75}, {diveBlur1, 400},
	{bestPlainLean, 25}, {bestLooseDigs, 75}, {diveBlur2Digs, 150}, {diveBlur1Lean, 1275},
	{bestPlainLean, 25}, {bestLoose, 200}, {bestLoose, 575}, {diveBlur1, 275}, {diveTidyLean, 175},
	{bestPlain, 375}, {bestTidyLean, 125}, {diveBlur3Lean, 200}, {diveLooseLean, 3000},
	{kindsGrouped2Lean, 1475}, {bestPlain, 50}, {bestRoomyLean, 1625}, {kindsFlat1Lean, 500},
	{kindsGrouped3Lean, 500}, {kindsGrouped3Lean, 350}, {kindsFlat3Lean, 200}, {bestPlainLean, 75},
	{diveBlur3Lean, 100}, {bestLooseDigs, 400}, {diveBlur1, 2425}, {kindsDigsEarly2Lean, 225},
	{kindsRanked3Lean, 150}, {kindsRanked3Lean, 325}, {kindsRanked2Lean, 325}, {bestPlain, 2150},
	{bestTidyLean, 1225}, {diveBlur2Digs, 300}, {kindsFlat2, 650}, {kindsFlat2Lean, 400},
	{kindsFlat2Lean, 2450}, {kindsFlat1Lean, 3725}, {kindsGrouped1Lean, 2700}, {bestPlain, 14850},
	{kindsFlat1, 1425}, {diveBlur2Dig, 5875}, {kindsGrouped2, 4025}, {bestRoomyLean, 26250},
	{bestRoomy, 5000}, {bestRoomy, 11975}, {bestPlain, 15425},
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
