package solver

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// TestEstimatorMatchesEstimate checks the by-column estimate of every move and
// dig, and the terms derived from the parent's, against the whole estimate of the
// position reached, all along random games, for every set of weights in use.
func TestEstimatorMatchesEstimate(t *testing.T) {
	all := []*weights{&shortWeights, &plainWeights, &roomyWeights, &looseWeights, &runWeights, &swiftWeights}
	rng := rand.New(rand.NewPCG(1, 2))
	var moves []rules.Move
	checked := 0
	for game := int64(1); game <= 100; game++ {
		l, _ := dealer.Deal(game)
		p := rules.NewPosition(&l)
		p.Settle()
		for range 120 {
			moves = appendDigs(&p, digHome|digParent, p.AppendMoves(moves[:0]))
			if len(moves) == 0 {
				break
			}
			for _, w := range all {
				var e estimator
				e.reset(w, &p)
				for _, m := range moves {
					got := e.childEstimate(&p, &m)
					next := p
					play(&next, m)
					settled := next.SettleAfter(m)
					if want := w.estimate(&next); got != want {
						t.Fatalf("game %d, move %+v: by column %d, whole %d", game, m, got, want)
					}
					child, whole := e, estimator{}
					child.derive(&next, &p, e.terms, m, settled)
					whole.reset(w, &next)
					if child.terms != whole.terms {
						t.Fatalf("game %d, move %+v: derived terms %+v, from nothing %+v", game, m, child.terms, whole.terms)
					}
					checked++
				}
			}
			play(&p, moves[rng.IntN(len(moves))])
			p.Settle()
		}
	}
	if checked < 10000 {
		t.Fatalf("only %d moves checked", checked)
	}
}

// TestMayHold checks that mayHold finds every card of every column, at every
// depth, along random games, and rules out most of the others.
func TestMayHold(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	var moves []rules.Move
	absent, ruledOut := 0, 0
	for game := int64(1); game <= 50; game++ {
		l, _ := dealer.Deal(game)
		p := rules.NewPosition(&l)
		for range 100 {
			for i := range rules.NumColumns {
				var in [52]bool
				for _, c := range p.Column(i) {
					in[c] = true
				}
				for c := range dealer.Card(52) {
					got := mayHold(&p, i, []dealer.Card{c})
					if in[c] && !got {
						t.Fatalf("game %d: column %d holds %v, mayHold says no", game, i+1, c)
					}
					if !in[c] {
						absent++
						if !got {
							ruledOut++
						}
					}
				}
			}
			moves = p.AppendMoves(moves[:0])
			if len(moves) == 0 {
				break
			}
			p.Play(moves[rng.IntN(len(moves))])
		}
	}
	if ruledOut < absent*95/100 {
		t.Fatalf("only %d of %d absent cards ruled out", ruledOut, absent)
	}
}

// TestIndexIn checks indexIn against a plain search, for every card in every
// column of random layouts with columns of every length up to 19 (the emptied
// slots past a column's end hold zero, which is the ace of clubs).
func TestIndexIn(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	seen := 0
	for range 2000 {
		deck := rng.Perm(52)
		var columns [rules.NumColumns][]dealer.Card
		for i := range columns {
			n := min(rng.IntN(20), len(deck))
			for _, c := range deck[:n] {
				columns[i] = append(columns[i], dealer.Card(c))
			}
			deck = deck[n:]
		}
		p, err := rules.PositionOf(columns, nil, [4]dealer.Rank{})
		if err != nil {
			t.Fatal(err)
		}
		for i, col := range columns {
			for c := range dealer.Card(52) {
				want := slices.Index(col, c)
				if got := indexIn(&p, i, c); got != want {
					t.Fatalf("column %v: indexIn(%v) = %d, want %d", col, c, got, want)
				}
				if want >= 0 {
					seen++
				}
			}
		}
	}
	if seen < 50_000 {
		t.Fatalf("only %d cards found", seen)
	}
}

// TestEstimateCountsBreaks checks the estimate's breaks against a count of the
// cards, in every column along random games, that do not go on the card below them.
func TestEstimateCountsBreaks(t *testing.T) {
	w := weights{breaks: 1}
	nonzero := 0
	randomWalk(t, 3, 50, 100, func(game int64, _ *rules.Position, _ rules.Move, p *rules.Position, _ int) {
		want := 0
		for i := range rules.NumColumns {
			col := p.Column(i)
			for d := 1; d < len(col); d++ {
				if !rules.Stacks(col[d], col[d-1]) {
					want++
				}
			}
		}
		if got := w.estimate(p); got != want {
			t.Fatalf("game %d: breaks %d, counted %d", game, got, want)
		}
		if want > 0 {
			nonzero++
		}
	})
	if nonzero < 1000 {
		t.Fatalf("only %d positions with breaks", nonzero)
	}
}
