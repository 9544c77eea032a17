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
// positions. A win there is a real one, its path real from the root.
//
// Measured on 146 verdicts of two draws (seeds 2026120501 and 2026120512)
// that took over 40 ms, the sweep of twin classes alone: 99 such wins, 43
// reached so (about 4,400 positions a win tried), and the verdicts took
// 24.7 s where they took 42.6 s without (each with up to 30 starts).
const (
	reachPositions = 2000
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
	for i, tried := len(reached)-1, 0; i >= 0 && tried < reachTries; i, tried = i-reachBack, tried+1 {
		pl := newSweep(reached[i], s.strong)
		o := running
		for o == running && pl.positions() < reachPositions {
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
