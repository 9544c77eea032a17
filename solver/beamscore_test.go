package solver

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// TestBeamTermsDerived checks the beam's estimate derived from the parent's
// terms against the estimate of the position reached made from nothing, for
// every move along random games, with only the safe foundation moves after it
// and with every one.
func TestBeamTermsDerived(t *testing.T) {
	every := beamWeights{unsorted: 2, disorder: 3, buried: 4, freeCell: 6, emptyColumn: 7, blockedRuns: 9}
	for _, w := range []*beamWeights{&beamScoring, &every} {
		checkTermsDerived(t, w)
	}
}

func checkTermsDerived(t *testing.T, w *beamWeights) {
	rng := rand.New(rand.NewPCG(3, 4))
	var moves []rules.Move
	checked := 0
	for game := int64(1); game <= 100; game++ {
		l, _ := dealer.Deal(game)
		p := rules.NewPosition(&l)
		p.Settle()
		var terms columnTerms
		w.terms(&p, &terms)
		for range 120 {
			moves = p.AppendMoves(moves[:0])
			if len(moves) == 0 {
				break
			}
			for _, m := range moves {
				next := p
				next.Play(m)
				next.SettleAfter(m)
				greedy := next
				homeAll(&greedy)
				for _, reached := range []*rules.Position{&next, &greedy} {
					var derived, whole columnTerms
					got := w.derive(reached, &p, reached.Wanted(), p.Wanted(), &terms, &derived)
					if want := w.terms(reached, &whole); got != want || derived != whole {
						t.Fatalf("game %d, move %+v: derived %d %v, from nothing %d %v", game, m, got, derived, want, whole)
					}
					checked++
				}
			}
			p.Play(moves[rng.IntN(len(moves))])
			p.Settle()
			w.terms(&p, &terms)
		}
	}
	if checked < 10000 {
		t.Fatalf("only %d moves checked", checked)
	}
}

// TestShortSolutionLengths holds the default mode's player moves on games 1..20
// and Best mode's on game 617 (so that a change that lengthens them shows),
// each solution replayed to 52 cards home by Solve itself.
func TestShortSolutionLengths(t *testing.T) {
	total, last := 0, int64(20)
	if raceEnabled { // the lengths are the searches', not the detector's: three deals solve, and the total and 617's best are held without it (53 s under it)
		last = 3
	}
	for game := int64(1); game <= last; game++ {
		res, _ := SolveGame(context.Background(), game, rules.DefaultFreeCells, Options{})
		if res.Status != Solved {
			t.Fatalf("game %d: %v", game, res.Status)
		}
		total += rules.PlayerMoves(res.Moves)
	}
	if last == 20 && total > shortTotal1to20 {
		t.Errorf("games 1..20: %d player moves, more than the %d held", total, shortTotal1to20)
	}
	if raceEnabled { // Best mode's length, too, is the searches' (25 s under the detector)
		return
	}
	res, _ := SolveGame(context.Background(), 617, rules.DefaultFreeCells, Options{Mode: Best})
	if got := rules.PlayerMoves(res.Moves); res.Status != Solved || got > best617 {
		t.Errorf("617 in Best mode: %v, %d player moves, more than the %d held", res.Status, got, best617)
	}
	t.Logf("games 1..20: %d player moves; 617 at best: %d", total, rules.PlayerMoves(res.Moves))
}

// The lengths held by TestShortSolutionLengths; macroxue's are 498 on games
// 1..20 and 35 on 617.
const (
	shortTotal1to20 = 503
	best617         = 34
)
