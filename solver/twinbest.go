package solver

import "github.com/freecell/freecell/rules"

// twinBest is a best-first search by roomyWeights whose positions are keyed
// by twin pair (see pairKeyOf): it plays real positions, and leaves out one
// that differs from one it has entered only by swaps of twins. Twins that
// are not free (see rules.FreeTwins) may not have the same moves home, so
// the search is not complete and its running out proves nothing; its
// solutions are real. Where the sweep of twin classes wanders on a solvable
// deal, it often finds one in a small part of the sweep's positions (526067
// with one cell in 14,526 positions, where the race took 1.4 s before it).
// It takes turns with the sweep with one to three free cells once the
// sweep has gone on alone for a while (see twinBestJoin). Keyed by twin class
// (solvers 13 and 14), the same search took 55.3 s on 13 slow verdicts of
// one to three cells, keyed by pair 45.8 s (160311 with one cell 3.9 s →
// 0.8 s; each verdict timed both ways twice, alternated), and the same on
// draws of 600 (0.991 and 1.011 of the time, seeds 9120619-20).
type twinBest struct{ *bestFirst }

// twinBestMost is the most positions twinBest keeps (their nodes some 77
// MB, at 256 bytes each): the
// solvable deals it solves where the sweep wanders mostly take under
// 100,000, and a big proof pays its turns up to there.
const twinBestMost = 300_000

// newTwinBest starts a twinBest from root, settled by the rule strong names.
func newTwinBest(root rules.Position, strong bool) *twinBest {
	return &twinBest{newPairKeyed(bestRoomy, root, strong)}
}

// newPairKeyed starts the best-first search of fastSearches numbered spec
// from root, settled by the rule strong names, its positions keyed by twin
// pair (see pairKeyOf): twinBest's (bestRoomy) and twinLean's (see
// twinLeanTurn).
func newPairKeyed(spec int, root rules.Position, strong bool) *bestFirst {
	b := fastSearches[spec].startWith(root, strong).(*bestFirst)
	b.pairs = true
	first := b.nodes.at(0) // keyed by position as it started, its moves queued
	b.seen.reset()
	first.key = pairKeyOf(&first.pos)
	b.seen.add(first.key)
	return b
}

// run keeps up to budget more positions, within twinBestMost: past them it
// is exhausted, as a search that has run out of moves.
func (t *twinBest) run(budget int) outcome {
	if t.positions() >= twinBestMost {
		return exhausted
	}
	return t.bestFirst.run(min(budget, twinBestMost-t.positions()))
}
