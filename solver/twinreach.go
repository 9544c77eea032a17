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
	root    bool             // pl started from the root: its end settles the deal (see rootShare)
	tried   bool             // the root was tried since the last path: the sweep starts again next
	lost    bool             // the plain sweep from the root ran out of positions: no win exists
}

var positionBytes = int(unsafe.Sizeof(rules.Position{}))

// busy reports whether a false win is yet to be tried, or the try from the
// root (see rootShare) is under way or just ended.
func (r *reaching) busy() bool { return len(r.paths) > 0 || r.pl != nil || r.tried }

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
// one (the pairs that led to each are kept, unmerge, for restart), or when
// the plain sweep from the root proved the deal lost (lost).
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
			if r.root {
				r.at = 0
			}
			s.won = append(r.played[:r.at:r.at], r.pl.won...)
			r.drop()
			return won
		case o == exhausted && r.root:
			r.drop()
			r.lost = true
			return exhausted
		case o == exhausted || r.pl.positions() >= r.budget:
			r.pl.release()
			r.pl, r.root = nil, false
		}
	}
	return running
}

// nextReach starts the next plain sweep of reaching: from the first false
// win's path, played by its places under the real rules as far as its moves
// stay legal, the position so reached, then every reachBack moves back,
// reachTries of them; then the next path's; then one from the root (see
// rootShare). It reports false when every path and the root were tried,
// the pairs that led each path astray kept (unmerge).
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
	if !r.tried { // the last try, from the root (see rootShare)
		r.root, r.tried, r.budget = true, true, min(max(reachPositions, s.seen.n/rootShare), reachMost)
		r.pl = newSweep(s.tw.root, s.strong)
		return true
	}
	r.tried = false
	return false
}

// rootShare: before it starts again, a sweep of twin classes whose false
// wins had no real one near runs a plain sweep from its root, of a
// sixteenth of the classes it entered (reachPositions at least, reachMost
// at most): complete and keyed by position, it settles the deal either way
// if it ends within them. Now and then the classes hold far more positions
// than the game reaches (swaps the real game cannot make, played on once
// their pairs stop being merged): 240850 with two cells met a false win
// after 1.02 million classes and another 1.98 million into its next start,
// where the plain sweep proves it impossible in 20,866 positions; so its
// proof took 1.3 s, not 5.1 (the sweep of twin classes alone, both ways in
// one process, twice each). On twelve other deals that started again the
// same, within the machine's noise (0.87-1.04 of the time each, 0.94 of
// it in all). A plain sweep from the root ends in proofs and solutions of
// the real game alike, and a start that follows a false win's way (see
// follow) seldom enters enough classes for this try to cost anything.
const rootShare = 16
