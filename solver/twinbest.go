package solver

import "github.com/freecell/freecell/rules"

// twinBest is a best-first search by roomyWeights whose positions are keyed
// by twin class (see twinsweep.go): it plays real positions, and leaves out
// one whose class it has entered. A class's other positions may have moves
// the one entered lacks (once a pair stops being merged), so the search is
// not complete and its running out proves nothing; its solutions are real.
// Where the sweep of twin classes wanders on a solvable deal, it often finds
// one in a small part of the sweep's positions: on 77 verdicts of a draw
// that the sweep ended with a solution, 75 solved in 2.65 s, against the
// sweep's 6.5 s (526067 with one cell in 15,574 positions, where the race
// took 1.4 s). It takes turns with the sweep with one or two free cells
// once the sweep has gone on alone for a while (see twinBestJoin).
type twinBest struct{ *bestFirst }

// twinBestMost is the most positions twinBest keeps (their nodes some 77
// MB, at 256 bytes each): the
// solvable deals it solves where the sweep wanders mostly take under
// 100,000, and a big proof pays its turns up to there.
const twinBestMost = 300_000

// newTwinBest starts a twinBest from root, settled by the rule strong names.
func newTwinBest(root rules.Position, strong bool) *twinBest {
	b := fastSearches[bestRoomy].startWith(root, strong).(*bestFirst)
	b.twins = newDealing(&root)
	return &twinBest{b}
}

// run keeps up to budget more positions, within twinBestMost: past them it
// is exhausted, as a search that has run out of moves.
func (t *twinBest) run(budget int) outcome {
	if t.positions() >= twinBestMost {
		return exhausted
	}
	return t.bestFirst.run(min(budget, twinBestMost-t.positions()))
}
