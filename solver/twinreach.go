package solver

import "github.com/freecell/freecell/rules"

// A win of twin classes that the real game cannot reach by its path is
// often near one it can: the path strays from the real game where a pair
// stops being merged, late in a game, and the real game's own position
// there is often won a few moves on (where it strays early, with a dozen
// cards home and hundreds of moves to go, it is not). So before such a win
// sends the sweep back to its root (see restart), reachWin plays the path
// by its places under the real rules as far as its moves stay legal, and
// from the positions so reached, the last first and then every reachBack
// moves back, reachTries of them, runs a plain sweep of reachPositions
// positions, or an eighth of the classes the sweep has entered since it
// started, whichever is more, up to reachMost (its memory, some 40 MB then,
// is apart from the bound's, and its time, up to reachTries such sweeps or
// some 4 s, is not checked against the context). A win there is a real
// one, its path real from the root.
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

// reachWin looks for a real win near path (moves from the sweep's root, as
// pathThrough gives them, played by their places as byPlaces does), which
// led to a win of classes the real game does not reach by it. It returns
// the real game's moves from the root to the win, and the positions the
// plain sweeps entered.
func (s *sweep) reachWin(path []rules.Move) (moves []rules.Move, entered int, ok bool) {
	played, reached, _ := s.byPlaces(path)
	budget := min(max(reachPositions, s.positions()/reachShare), reachMost)
	for i, tried := len(reached)-1, 0; i >= 0 && tried < reachTries; i, tried = i-reachBack, tried+1 {
		pl := newSweep(reached[i], s.strong)
		o := running
		for o == running && pl.positions() < budget {
			o = pl.run(slice)
		}
		entered += pl.entered
		if o == won {
			moves = append(played[:i:i], pl.won...)
		}
		pl.release()
		if moves != nil {
			return moves, entered, true
		}
	}
	return nil, entered, false
}
