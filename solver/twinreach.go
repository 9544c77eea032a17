package solver

import (
	"unsafe"

	"github.com/freecell/freecell/rules"
)

// A win of twin classes that the real game cannot reach by its path is
// often near one it can: the path strays from the real game where a pair
// stops being merged, late in a game, and the real game's own position
// there is often won a few moves on (where it strays early, with a dozen
// cards home and hundreds of moves to go, it is not). So before such a win
// sends the sweep back to its root (see restart), the sweep plays the path
// by its places under the real rules as far as its moves stay legal, and
// from the positions so reached, the last first and then every reachBack
// moves back, reachTries of them, runs a plain sweep of reachPositions
// positions, or an eighth of the classes the sweep has entered since it
// started, whichever is more, up to reachMost (see reaching: these sweeps
// run in the sweep's turns, within its bounds). A win there is a real one,
// its path real from the root.
//
// Measured on 146 verdicts of two draws (seeds 2026120501 and 2026120512)
// that took over 40 ms, the sweep of twin classes alone: 99 such wins, 43
// reached so (about 4,400 positions a win tried), and the verdicts took
// 24.7 s where they took 42.6 s without (each with up to 30 starts).
//
// The share of the classes: a start that ends in a false win throws its
// classes away, and the later it comes, the more a longer search for a
// real win near it may save. Deal 82294 with one cell met false wins
// after 1.1 to 75 million classes, each path breaking some 60 moves from
// its end with 10 to 15 cards home: 2,000 positions reached none of them,
// and the sweep started eleven times over 141 million classes (394 s) to
// its win; an eighth of the classes reaches the fourth, after 3.4 million
// (7.4 s). On 287 verdicts over 40 ms of four draws (seeds 2026120601 and
// 2026120611-13; the sweep alone, up to 3 million classes, the budgets
// alternated deal by deal): 42.37 s with 2,000 positions, 41.71 s with a
// sixteenth, 41.22 s with an eighth, the verdicts the same.
const (
	reachPositions = 2000
	reachShare     = 8
	reachMost      = 1_000_000
	reachBack      = 5
	reachTries     = 4
)

// reaching is the search for a real win near false ones that a sweep of
// twin classes has under way (see reachOn). It goes by the turns of the
// race as the sweep does: its positions and memory are the sweep's own
// (positions, bytes), checked against the context and the bounds between
// its slices like the rest, and it charges the sweep's turns for them.
type reaching struct {
	paths   [][]rules.Move   // the paths to the false wins not yet tried, from the root (see pathThrough)
	strayed []uint64         // the pairs whose swaps led each astray (see strayed)
	played  []rules.Move     // the first path's moves, played by their places (see byPlaces)
	reached []rules.Position // the positions they reach, the root first
	at      int              // the one the plain sweep started from
	tries   int              // plain sweeps started on this path
	budget  int              // the positions each may keep
	pl      *sweep           // the plain sweep running, if any
}

var positionBytes = int(unsafe.Sizeof(rules.Position{}))

// busy reports whether a false win is yet to be tried.
func (r *reaching) busy() bool { return len(r.paths) > 0 }

// add queues the path to a false win, and the pairs that led it astray.
func (r *reaching) add(path []rules.Move, strayed uint64) {
	r.paths, r.strayed = append(r.paths, path), append(r.strayed, strayed)
}

func (r *reaching) positions() int {
	if r.pl == nil {
		return 0
	}
	return r.pl.positions()
}

func (r *reaching) bytes() int {
	b := grown(len(r.reached) * positionBytes)
	if r.pl != nil {
		b += r.pl.bytes()
	}
	return b
}

// drop ends the search, tried or not.
func (r *reaching) drop() {
	if r.pl != nil {
		r.pl.release()
	}
	*r = reaching{}
}

// reachOn goes on looking for a real win near the false wins the sweep met
// (see reaching), for up to budget positions, and charges them to budget.
// It returns won with the real game's moves from the root in s.won;
// running when budget ran out; exhausted when no false win was near a real
// one: the pairs that led to each are kept (unmerge), for restart.
func (s *sweep) reachOn(budget *int) outcome {
	r := &s.tw.reach
	for *budget > 0 {
		if r.pl == nil && !s.nextReach() {
			return exhausted
		}
		before := r.pl.positions()
		o := r.pl.run(min(*budget, max(r.budget-before, 1)))
		*budget -= max(r.pl.positions()-before, 1)
		switch {
		case o == won:
			s.won = append(r.played[:r.at:r.at], r.pl.won...)
			r.drop()
			return won
		case o == exhausted || r.pl.positions() >= r.budget:
			r.pl.release()
			r.pl = nil
		}
	}
	return running
}

// nextReach starts the next plain sweep of reaching: from the first false
// win's path, played by its places under the real rules as far as its moves
// stay legal, the position so reached, then every reachBack moves back,
// reachTries of them; then the next path's. It reports false when every
// path was tried, the pairs that led each astray kept (unmerge).
func (s *sweep) nextReach() bool {
	r := &s.tw.reach
	for len(r.paths) > 0 {
		switch {
		case r.reached == nil:
			r.played, r.reached, _ = s.byPlaces(r.paths[0])
			r.at, r.tries = len(r.reached)-1, 0
			r.budget = min(max(reachPositions, s.seen.n/reachShare), reachMost)
		case r.tries < reachTries-1 && r.at >= reachBack:
			r.at, r.tries = r.at-reachBack, r.tries+1
		default: // this path's false win has no real one near
			s.tw.unmerge |= r.strayed[0]
			s.tw.guide = r.paths[0]
			r.paths, r.strayed = r.paths[1:], r.strayed[1:]
			r.played, r.reached = nil, nil
			continue
		}
		r.pl = newSweep(r.reached[r.at], s.strong)
		return true
	}
	return false
}
