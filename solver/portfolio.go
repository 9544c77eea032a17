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
// How the schedule was chosen: a harness kept out of the repository recorded,
// for 37 candidate searches (best-first and depth-first, by several estimates,
// with and without digs, "lean" or not, and kind-ordered dives with several
// seeds), how many positions each alone keeps to solve each of 15,000 deals
// drawn at random from 1..1,000,000 (capped at 20,000) and each of the 495
// deals that kept over 20,000 (capped at 100,000). A local search over
// schedules minimised the modelled time of the random deals and the even hard
// ones, only complete searches allowed to prove a deal impossible, the time
// over 45 ms counted elevenfold. What a position costs was measured in one run
// for every search by how many the search had kept: an estimate-guided
// search's first 25 cost about twice its 400th (a kind-ordered dive's cost
// the same), and earlier fits that took one cost a position for all chose
// schedules that measured no faster. Checked on 15,000 other random deals and
// the odd hard ones, never fitted to, against the schedule before: 7% and 15%
// less time. The fit had dropped diveBlur1Lean, which the schedule before
// gave 1,275 positions; its turn was put back by hand: with three free cells,
// deals 26334 and 9830 then took 11 s and 3 s (it solves each in about 1,150
// positions), and its cost with four was within the noise. So was the turn
// of diveLooseLean lengthened from the fit's 1,825 to 2,500: with two, deal
// 209 took 16 s with the shorter one, and 6 ms with the schedule before.
var (
	// The first estimate; the same one valuing free cells and empty columns twice
	// as much, with or without weight on cards buried above the next one home,
	// each with a small cost per move made (best-first searches only).
	plainWeights = weights{out: 10, disorder: 4, buried: 3, freeCell: 6, emptyColumn: 10}
	roomyWeights = weights{out: 10, disorder: 4, buried: 3, freeCell: 12, emptyColumn: 20, pathCost: 2}
	looseWeights = weights{out: 10, disorder: 4, buried: 1, freeCell: 12, emptyColumn: 20, pathCost: 1}
	// Found by a local search over the weights for the most deals a
	// best-first search solves within 250 positions.
	tunedWeights = weights{out: 10, disorder: 6, buried: 3, freeCell: 19, emptyColumn: 20, pathCost: 2}
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
	bestPlainLean = iota
	bestLooseDigs
	diveLooseLean
	diveBlur3Lean
	bestRoomyLean
	diveBlur1
	diveBlur1Lean
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
	kindsGrouped2
	kindsFlat1
	kindsGrouped1000Lean
	// A dive guided by tunedWeights.
	diveTunedLean
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
	bestPlainLean:        {isBestFirst: true, w: &plainWeights, digs: digHome | digParent | cellsOnlyByDigs},
	bestLooseDigs:        {isBestFirst: true, w: &looseWeights, digs: digHome | digParent},
	diveLooseLean:        {w: &looseWeights, order: diveOrder{}, digs: digHome | digParent | cellsOnlyByDigs},
	diveBlur3Lean:        {w: &plainWeights, order: diveOrder{noise: 16, seed: 3}, digs: digHome | digParent | cellsOnlyByDigs},
	bestRoomyLean:        {isBestFirst: true, w: &roomyWeights, digs: digHome | digParent | cellsOnlyByDigs},
	diveBlur1:            {w: &plainWeights, order: diveOrder{noise: 8, seed: 1}, digs: 0},
	diveBlur1Lean:        {w: &plainWeights, order: diveOrder{noise: 8, seed: 1}, digs: digHome | digParent | cellsOnlyByDigs},
	bestLoose:            {isBestFirst: true, w: &looseWeights, digs: 0},
	diveBlur2Dig:         {w: &plainWeights, order: diveOrder{noise: 8, seed: 2}, digs: digHome},
	bestTidyLean:         {isBestFirst: true, w: &tidyPathWeights, digs: digHome | digParent | cellsOnlyByDigs},
	diveTidyLean:         {w: &tidyWeights, order: diveOrder{}, digs: digHome | digParent | cellsOnlyByDigs},
	bestRoomy:            {isBestFirst: true, w: &roomyWeights, digs: 0},
	bestPlain:            {isBestFirst: true, w: &plainWeights, digs: 0},
	kindsRanked2Lean:     {w: &plainWeights, order: diveOrder{noise: kindNoise, seed: 2, kinds: &rankedKinds}, digs: digHome | digParent | cellsOnlyByDigs},
	kindsRanked3Lean:     {w: &plainWeights, order: diveOrder{noise: kindNoise, seed: 3, kinds: &rankedKinds}, digs: digHome | digParent | cellsOnlyByDigs},
	kindsGrouped1Lean:    {w: &plainWeights, order: diveOrder{noise: kindNoise, seed: 1, kinds: &groupedKinds}, digs: digHome | digParent | cellsOnlyByDigs},
	kindsGrouped2Lean:    {w: &plainWeights, order: diveOrder{noise: kindNoise, seed: 2, kinds: &groupedKinds}, digs: digHome | digParent | cellsOnlyByDigs},
	kindsGrouped3Lean:    {w: &plainWeights, order: diveOrder{noise: kindNoise, seed: 3, kinds: &groupedKinds}, digs: digHome | digParent | cellsOnlyByDigs},
	kindsDigsEarly2Lean:  {w: &plainWeights, order: diveOrder{noise: kindNoise, seed: 2, kinds: &digsEarlyKinds}, digs: digHome | digParent | cellsOnlyByDigs},
	kindsFlat1Lean:       {w: &plainWeights, order: diveOrder{noise: kindNoise, seed: 1, kinds: &flatKinds}, digs: digHome | digParent | cellsOnlyByDigs},
	kindsFlat2Lean:       {w: &plainWeights, order: diveOrder{noise: kindNoise, seed: 2, kinds: &flatKinds}, digs: digHome | digParent | cellsOnlyByDigs},
	kindsGrouped2:        {w: &plainWeights, order: diveOrder{noise: kindNoise, seed: 2, kinds: &groupedKinds}, digs: digHome | digParent},
	kindsFlat1:           {w: &plainWeights, order: diveOrder{noise: kindNoise, seed: 1, kinds: &flatKinds}, digs: digHome | digParent},
	kindsGrouped1000Lean: {w: &plainWeights, order: diveOrder{noise: kindNoise, seed: 1000, kinds: &groupedKinds}, digs: digHome | digParent | cellsOnlyByDigs},
	diveTunedLean:        {w: &tunedWeights, order: diveOrder{}, digs: digHome | digParent | cellsOnlyByDigs},
}

// sameMoves reports whether the portfolio's searches a and b try the same
// moves (the digs of fastBeams' search are none of this).
func sameMoves(a, b int) bool {
	return a < numFastSearches && b < numFastSearches && fastSearches[a].digs == fastSearches[b].digs
}

// fastSchedule is the order of turns and how many positions each may keep; after
// it, the searches of fastFinish take turns.
var fastSchedule = []turn{
	{bestPlainLean, 250}, {diveTunedLean, 375}, {bestRoomyLean, 1000}, {kindsGrouped1000Lean, 250},
	{diveBlur3Lean, 375}, {diveBlur1, 375}, {bestPlainLean, 50}, {diveBlur1, 550},
	{bestLoose, 300}, {bestLoose, 575}, {diveBlur3Lean, 400}, {diveBlur3Lean, 200},
	{diveBlur1Lean, 1275}, {kindsFlat2Lean, 350}, {diveTidyLean, 175}, {bestRoomyLean, 1600},
	{bestTidyLean, 125}, {kindsGrouped2Lean, 1475}, {bestLooseDigs, 200}, {diveBlur1, 25},
	{diveLooseLean, 2500}, {kindsFlat1Lean, 500}, {kindsGrouped3Lean, 350},
	{kindsGrouped3Lean, 75}, {bestPlainLean, 75}, {kindsFlat1Lean, 950},
	{kindsDigsEarly2Lean, 275}, {bestPlain, 2150}, {kindsGrouped2, 200}, {kindsRanked3Lean, 150},
	{kindsRanked3Lean, 325}, {bestTidyLean, 1225}, {kindsFlat2Lean, 875}, {kindsRanked2Lean, 325},
	{kindsFlat1, 1425}, {kindsGrouped1Lean, 1350}, {bestRoomyLean, 26075}, {kindsGrouped2, 3825},
	{bestPlain, 14075}, {bestPlain, 11375}, {bestRoomy, 5000}, {bestRoomy, 11975},
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
