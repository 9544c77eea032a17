package solver

import (
	"context"
	"slices"
	"testing"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// TestSearchesAreNamed: a turn names the search that took it, so every
// search of a portfolio needs a name.
func TestSearchesAreNamed(t *testing.T) {
	for n, name := range searchNames {
		if name == "" {
			t.Errorf("search %d has no name in searchNames", n)
		}
	}
}

// TestTurnsAreTold: Options.Turns hears of every turn of the race, the last
// one ending it as the result says.
func TestTurnsAreTold(t *testing.T) {
	for _, c := range []struct {
		game  int64
		cells int
		want  Status
		dry   bool // a lean search runs dry on the way
	}{{1, 4, Solved, false}, {257023, 2, Solved, true}, {617, 1, Impossible, true}} {
		l, err := dealer.Deal(c.game)
		if err != nil {
			t.Fatal(err)
		}
		var turns []Turn
		r := Solve(context.Background(), rules.NewPositionWith(&l, c.cells),
			Options{Mode: Fast, VerdictOnly: true, Turns: func(tn Turn) { turns = append(turns, tn) }})
		if r.Status != c.want || len(turns) == 0 {
			t.Fatalf("game %d with %d cells: %v after %d turns, want %v", c.game, c.cells, r.Status, len(turns), c.want)
		}
		positions, dry := 0, false
		for i, tn := range turns {
			positions, dry = positions+tn.Positions, dry || tn.Dry
			if tn.Search == "" || i < len(turns)-1 && (tn.Solved || tn.Proved) {
				t.Errorf("game %d with %d cells: turn %d of %d: %+v", c.game, c.cells, i, len(turns), tn)
			}
		}
		last := turns[len(turns)-1]
		if last.Solved != (c.want == Solved) || last.Proved != (c.want == Impossible) || positions < r.Positions || dry != c.dry {
			t.Errorf("game %d with %d cells: last turn %+v, %d positions told of %d kept, dry %v", c.game, c.cells, last, positions, r.Positions, dry)
		}
	}
}

// TestRaceGoesOnWhereALeanSearchRunsDryOnASolvableDeal: with three free
// cells, deal 585060 lets the lean searches run dry, yet it is solvable;
// the best-first searches that try every move solve it in a few thousand
// positions, so the race goes on to them after the sweep's first turn
// (fewCellsDryTo) rather than leaving the deal to the sweep, which wandered
// some 2.4 million classes.
func TestRaceGoesOnWhereALeanSearchRunsDryOnASolvableDeal(t *testing.T) {
	l, _ := dealer.Deal(585060)
	dry, ender := false, ""
	r := Solve(context.Background(), rules.NewPositionWith(&l, 3), Options{Mode: Fast, VerdictOnly: true, Turns: func(tu Turn) {
		dry = dry || tu.Dry
		if tu.Solved {
			ender = tu.Search
		}
	}})
	if !dry {
		t.Errorf("no lean search ran dry on 585060 with three cells")
	}
	if r.Status != Solved || ender == "sweep" || r.Positions > 200_000 {
		t.Errorf("585060 with three cells: %v by %q after %d positions, want solved by a best-first search within 200,000", r.Status, ender, r.Positions)
	}
}

// TestOneCellSweepGoesOnAloneAfterItsSecondTurn: with one free cell, the
// race's searches but the sweep take no turn after the sweep's second
// (oneCellSchedule), until twinBest joins it some 450,000 classes later
// (twinBestJoin): deal 290587 is impossible so, in some 100,000 classes,
// more than the sweep's turns in the schedule.
func TestOneCellSweepGoesOnAloneAfterItsSecondTurn(t *testing.T) {
	l, err := dealer.Deal(290587)
	if err != nil {
		t.Fatal(err)
	}
	var turns []Turn
	r := Solve(context.Background(), rules.NewPositionWith(&l, 1),
		Options{Mode: Fast, VerdictOnly: true, Turns: func(tn Turn) { turns = append(turns, tn) }})
	if r.Status != Impossible {
		t.Fatalf("game 290587 with one cell: %v, want impossible", r.Status)
	}
	sweeps, alone := 0, 0
	for i, tn := range turns {
		switch {
		case sweeps < 2:
			if tn.Search == "sweep" {
				sweeps++
			}
		case tn.Search != "sweep":
			t.Fatalf("turn %d of %d, after the sweep's second: %+v", i, len(turns), tn)
		default:
			alone++
		}
	}
	if alone == 0 {
		t.Errorf("the sweep ended the race within its second turn (%d turns): no turn after it was checked", len(turns))
	}
}

// TestTwinLeanTurn: twinLean, bestSwiftLean keyed by twin class, takes a
// turn early in the race with one or two free cells (twinLeanTurn). Deal
// 448744 with one cell is solvable, and the race without it took some
// 300,000 positions: twinLean solves it in its turn. Deal 897050 with one
// cell is impossible (some 125,000 positions in all), and twinLean is the
// first search to run dry on it: no search that tries a lean search's moves
// takes a turn after.
func TestTwinLeanTurn(t *testing.T) {
	turnsOf := func(game int64) (Result, []Turn) {
		l, err := dealer.Deal(game)
		if err != nil {
			t.Fatal(err)
		}
		var turns []Turn
		r := Solve(context.Background(), rules.NewPositionWith(&l, 1),
			Options{Mode: Fast, VerdictOnly: true, Turns: func(tn Turn) { turns = append(turns, tn) }})
		return r, turns
	}
	r, turns := turnsOf(448744)
	if last := turns[len(turns)-1]; r.Status != Solved || last.Search != "twinLean" || r.Positions > 30_000 {
		t.Errorf("448744 with one cell: %v by %q after %d positions, want solved by twinLean within 30,000", r.Status, last.Search, r.Positions)
	}
	r, turns = turnsOf(897050)
	if r.Status != Impossible {
		t.Fatalf("897050 with one cell: %v, want impossible", r.Status)
	}
	dry := slices.IndexFunc(turns, func(tn Turn) bool { return tn.Dry })
	if dry < 0 || turns[dry].Search != "twinLean" {
		t.Fatalf("897050 with one cell: twinLean is not the first search to run dry (%d turns)", len(turns))
	}
	for _, tn := range turns[dry+1:] {
		if n := slices.Index(searchNames[:], tn.Search); n < numFastSearches && fastSearches[n].digs == leanDigs {
			t.Errorf("after twinLean ran dry, %s (lean) took a turn", tn.Search)
		}
	}
}
