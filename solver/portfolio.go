package solver

import "github.com/freecell/freecell/rules"

// Fast mode runs a portfolio: differently guided searches, each with its own set
// of positions, taking turns by a fixed schedule. On most deals the first search
// finds a solution within its first turn; on the rest, one estimate or another
// leads astray for a long time, and a differently guided search, given a short
// turn, often finds a way round.
//
// How the schedule was chosen: for 27 candidate searches (9 guides, each with no
// digs, digs home, and digs home and onto parents), a harness kept out of the
// repository recorded how many positions each alone keeps on every fourth deal of
// 1..32000 and on the 312 others of the 400 hardest for the previous portfolio
// (capped at 20,000); a local search over schedules minimised the mean, each
// sampled deal standing for four. Over games 1..32000 the portfolio keeps 329
// positions a deal (median 82), where the previous one, without digs, kept 497
// (median 137).
var (
	// The first estimate; the same one valuing free cells and empty columns twice
	// as much, with or without weight on cards buried above the next one home;
	// each with a small cost per move made (best-first searches only).
	plainWeights = weights{out: 10, disorder: 4, buried: 3, freeCell: 6, emptyColumn: 10}
	pathWeights  = weights{out: 10, disorder: 4, buried: 3, freeCell: 6, emptyColumn: 10, pathCost: 1}
	roomyWeights = weights{out: 10, disorder: 4, buried: 3, freeCell: 12, emptyColumn: 20, pathCost: 2}
	looseWeights = weights{out: 10, disorder: 4, buried: 1, freeCell: 12, emptyColumn: 20, pathCost: 1}
)

// searchSpec describes a search: best-first, or depth-first in the order given,
// guided by w, trying the digs given besides single moves.
type searchSpec struct {
	bestFirst bool
	w         *weights
	order     diveOrder
	digs      digKinds
}

func (s searchSpec) start(root rules.Position) searcher {
	if s.bestFirst {
		return newSearch(root, s.w, s.digs)
	}
	return newDepthFirst(root, s.w, s.order, s.digs)
}

// The searches of the portfolio, by number: best-first or depth-first (dive),
// by weights (or blurred plain weights), with digs to the foundations (Dig) or
// there and onto parent cards too (Digs).
const (
	bestRoomyDigs = iota
	bestLooseDigs
	diveLoose
	bestLoose
	diveBlur2Digs
	diveBlur4
	diveBlur2
	diveBlur4Digs
	diveBlur1Digs
	diveBlur1
	bestPathDig
	bestLooseDig
	diveBlur2Dig
	bestRoomy
	numFastSearches
)

// fastSearches describes each search of the portfolio.
var fastSearches = [numFastSearches]searchSpec{
	bestRoomyDigs: {bestFirst: true, w: &roomyWeights, digs: digHome | digParent},
	bestLooseDigs: {bestFirst: true, w: &looseWeights, digs: digHome | digParent},
	diveLoose:     {w: &looseWeights, order: diveOrder{}, digs: 0},
	bestLoose:     {bestFirst: true, w: &looseWeights, digs: 0},
	diveBlur2Digs: {w: &plainWeights, order: diveOrder{noise: 8, seed: 2}, digs: digHome | digParent},
	diveBlur4:     {w: &plainWeights, order: diveOrder{noise: 16, seed: 4}, digs: 0},
	diveBlur2:     {w: &plainWeights, order: diveOrder{noise: 8, seed: 2}, digs: 0},
	diveBlur4Digs: {w: &plainWeights, order: diveOrder{noise: 16, seed: 4}, digs: digHome | digParent},
	diveBlur1Digs: {w: &plainWeights, order: diveOrder{noise: 8, seed: 1}, digs: digHome | digParent},
	diveBlur1:     {w: &plainWeights, order: diveOrder{noise: 8, seed: 1}, digs: 0},
	bestPathDig:   {bestFirst: true, w: &pathWeights, digs: digHome},
	bestLooseDig:  {bestFirst: true, w: &looseWeights, digs: digHome},
	diveBlur2Dig:  {w: &plainWeights, order: diveOrder{noise: 8, seed: 2}, digs: digHome},
	bestRoomy:     {bestFirst: true, w: &roomyWeights, digs: 0},
}

// fastSchedule is the order of turns and how many positions each may keep; after
// it, the searches of fastFinish take turns.
var fastSchedule = []turn{
	{bestRoomyDigs, 600}, {bestLooseDigs, 300}, {diveLoose, 325}, {bestRoomyDigs, 150},
	{bestLoose, 1275}, {diveBlur2Digs, 200}, {diveBlur4, 225}, {diveBlur2Digs, 25},
	{bestRoomyDigs, 1600}, {diveBlur2, 600}, {bestLoose, 625}, {diveBlur4Digs, 475},
	{diveBlur1Digs, 325}, {diveBlur1, 600}, {bestLooseDigs, 50}, {bestRoomyDigs, 1600},
	{bestPathDig, 600}, {bestRoomyDigs, 600}, {bestLooseDig, 100}, {diveBlur2Dig, 2400},
	{bestRoomy, 12000}, {diveBlur1, 6400}, {bestLooseDigs, 3200}, {bestLoose, 12800},
}

// fastFinish is the search that goes on alone once the schedule is over, until it
// finds a solution or proves there is none: a depth-first search keeps a key and
// not a position for each position it has seen, so proving a big deal impossible
// takes a fraction of a best-first search's memory.
var fastFinish = []int{diveBlur2Dig}
