package solver

import "github.com/freecell/freecell/rules"

// Fast mode runs a portfolio: several differently guided searches, each with its
// own set of positions, taking turns by a fixed schedule. On most deals the first
// search finds a solution within its first turn; on the rest, one estimate or
// another leads astray for a long time, and a differently guided search, given a
// short turn, often finds a way round. The schedule was fitted to games 1..3000
// from how many positions each of 32 candidate searches alone keeps on every deal
// (capped at 20,000), and checked on games 3001..5000. Over games 1..2000 it keeps
// 365 positions a deal on average, where the earlier portfolio of four searches
// sharing one position set kept 626 and the best single search alone 1,870; over
// 1..32000, 504 (median 144).
var (
	// The first estimate, and the same one valuing free cells and empty columns
	// twice as much, with or without weight on cards buried above the next one
	// home, and with a small cost per move made.
	plainWeights = weights{out: 10, disorder: 4, buried: 3, freeCell: 6, emptyColumn: 10}
	roomyWeights = weights{out: 10, disorder: 4, buried: 3, freeCell: 12, emptyColumn: 20, pathCost: 2}
	looseWeights = weights{out: 10, disorder: 4, buried: 1, freeCell: 12, emptyColumn: 20, pathCost: 1}
	diveWeights  = weights{out: 10, disorder: 4, buried: 1, freeCell: 12, emptyColumn: 20}
)

// The searches of the portfolio, by number.
const (
	bestRoomy = iota // best-first, roomyWeights
	bestPlain        // best-first, plainWeights
	diveLoose        // depth-first, diveWeights
	bestLoose        // best-first, looseWeights
	diveBlur1        // depth-first, plainWeights blurred by three different seeds
	diveBlur2
	diveBlur3
	diveKinds // depth-first by kind of move, in random order within a kind
	numFastSearches
)

var fastDigs digKinds = 0

func newFastSearch(n int, root rules.Position) searcher {
	switch n {
	case bestRoomy:
		return newSearch(root, &roomyWeights, fastDigs)
	case bestPlain:
		return newSearch(root, &plainWeights, fastDigs)
	case diveLoose:
		return newDepthFirst(root, &diveWeights, diveOrder{}, fastDigs)
	case bestLoose:
		return newSearch(root, &looseWeights, fastDigs)
	case diveBlur1:
		return newDepthFirst(root, &plainWeights, diveOrder{noise: 16, seed: 4}, fastDigs)
	case diveBlur2:
		return newDepthFirst(root, &plainWeights, diveOrder{noise: 8, seed: 2}, fastDigs)
	case diveBlur3:
		return newDepthFirst(root, &plainWeights, diveOrder{noise: 8, seed: 1}, fastDigs)
	}
	return newDepthFirst(root, &plainWeights, diveOrder{noise: 1 << 15, seed: 9, byKind: true}, fastDigs)
}

// fastSchedule is the order of turns and how many positions each may keep; after
// it, bestRoomy goes on alone until it finds a solution or proves there is none.
var fastSchedule = []turn{
	{bestRoomy, 1600}, {bestPlain, 25}, {bestPlain, 400}, {diveLoose, 1200}, {bestLoose, 400},
	{diveBlur1, 150}, {diveBlur1, 300}, {bestRoomy, 200}, {bestRoomy, 75}, {diveBlur2, 100},
	{diveBlur3, 600}, {diveBlur1, 2400}, {diveKinds, 800},
}

// fastFinish are the searches that take turns once the schedule is over.
var fastFinish = []int{bestRoomy}
