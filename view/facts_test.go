package view

import (
	"testing"
	"time"

	"github.com/charmbracelet/colorprofile"
	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// TestFactsLine: the atlas's facts in words, shorter as room runs short.
func TestFactsLine(t *testing.T) {
	r := &renderer{glyphs: GlyphsFor(true)}
	r.Styles = NewStyles(true, colorprofile.NoTTY, false)
	r.Board.Position = rules.NewPositionWith(&dealer.Layout{}, rules.DefaultFreeCells) // the deals played with four
	rated := func(f atlas.Facts) *atlas.Facts {
		f.Difficulty, f.Band = atlas.Rate(&f)
		return &f
	}
	deal11982 := rated(atlas.Facts{Known: true, Fewest: 5, AtLeast: 5, AtMost: 5, PlayerMoves: 30, MovesCells: 5, Effort: 59, OpeningMoves: 11, OpeningWinning: 11})
	deal617 := rated(atlas.Facts{Known: true, Fewest: 4, AtLeast: 4, AtMost: 4, PlayerMoves: 35, MovesCells: 4, Effort: 11317, OpeningMoves: 11, OpeningWinning: 10})
	for _, c := range []struct {
		facts *atlas.Facts
		room  int
		want  string
	}{
		{deal617, 90, "needs 4 free cells | expert 84 | solved in 35 | 10 of 11 openings win with 4 cells"},
		{deal617, 78, "needs 4 free cells | expert 84 | solved in 35 | 10 of 11 openings win"},
		{deal617, 60, "needs 4 free cells | expert 84 | solved in 35"},
		{deal617, 30, "needs 4 free cells | expert 84"}, // the rating before the band alone (it dropped 84 where it fitted)
		{deal617, 28, "needs 4 free cells | expert"},
		{deal617, 20, "needs 4 free cells"},
		{deal617, 10, ""},
		{rated(atlas.Facts{Known: true, Fewest: 0, PlayerMoves: 30, OpeningMoves: 9, OpeningWinning: 2, Effort: 80}), 80, "wins with no free cell | easy 8 | solved in 30 | 2 of 9 openings win with none"},
		// Beyond four cells, the length and the openings are with the fewest (they were left out).
		{deal11982, 110, "needs 5 free cells | beyond four cells | solved in 30 with 5 cells | 11 of 11 openings win with 5 cells"},
		{deal11982, 90, "needs 5 free cells | beyond four cells | with 5 cells: solved in 30, 11 of 11 openings win"}, // the count said once, before both
		{deal11982, 80, "needs 5 free cells | beyond four cells | solved in 30 with 5 cells"},
		{deal11982, 70, "needs 5 free cells | beyond four cells | solved in 30 with 5 cells"},
		{rated(atlas.Facts{Known: true, Fewest: 5, AtLeast: 5, AtMost: 5, PlayerMoves: 1289, MovesCells: 5, Effort: 15435, OpeningMoves: 8, OpeningWinning: 8}), 70,
			"needs 5 free cells | beyond four cells | solved in 1,289 with 5 cells"},
		{deal11982, 40, "needs 5 free cells | beyond four cells"},
		{rated(atlas.Facts{Known: true, Fewest: 5, AtLeast: 5, AtMost: 5}), 80, "needs 5 free cells | beyond four cells"},
		{rated(atlas.Facts{AtLeast: 2, AtMost: 3}), 80, "needs 2-3 free cells | undecided"},
		// A cheap survey's facts: whether three suffice.
		{rated(atlas.Facts{AtMost: 3, Cheap: true, DownTo: 3}), 80, "3 free cells suffice"},
		{deal617, 67, "needs 4 free cells | expert 84 | solved in 35"},
		// With fewer cells than four, the openings never go without their
		// count, which a player would read as their own: said with the cells
		// needed where room is short (at 80 columns the length went), then
		// the length goes.
		{rated(atlas.Facts{Known: true, Fewest: 2, AtLeast: 2, AtMost: 2, PlayerMoves: 30, OpeningMoves: 10, OpeningWinning: 8, Effort: 900}), 78,
			"needs 2 free cells (8 of 10 openings win) | medium 45 | solved in 30"},
		{rated(atlas.Facts{Known: true, Fewest: 2, AtLeast: 2, AtMost: 2, PlayerMoves: 30, OpeningMoves: 10, OpeningWinning: 8, Effort: 900}), 66,
			"needs 2 free cells | medium 45 | 8 of 10 openings win with 2 cells"},
		{rated(atlas.Facts{Known: true, Fewest: 2, AtLeast: 2, AtMost: 2, PlayerMoves: 30, OpeningMoves: 10, OpeningWinning: 8, Effort: 900}), 60,
			"needs 2 free cells | medium 45 | solved in 30"},
		{rated(atlas.Facts{Known: true, Fewest: 4, AtLeast: 4, AtMost: 4, Cheap: true, DownTo: 3}), 80, "needs 4 free cells | expert"},
	} {
		if got := r.factsLine(c.facts, 0, c.room); got != c.want {
			t.Errorf("%+v in %d columns:\n got %q\nwant %q", *c.facts, c.room, got, c.want)
		}
	}
	// Proven: the fewest there are, not the solver's length.
	if got, want := r.factsLine(deal617, 33, 80), "needs 4 free cells | expert 84 | fewest 33 | 10 of 11 openings win with 4 cells"; got != want {
		t.Errorf("with the fewest proven: %q, want %q", got, want)
	}
	// Played with five cells, a deal beyond four cells: its length is with five.
	r.Board.Position = rules.NewPositionWith(&dealer.Layout{}, 5)
	if got, want := r.factsLine(deal11982, 0, 100), "needs 5 free cells | beyond four cells | solved in 30 | 11 of 11 openings win"; got != want {
		t.Errorf("played with five cells: %q, want %q", got, want)
	}
	// Played with three cells, s solves with three: the length given is said to be with four.
	r.Board.Position = rules.NewPositionWith(&dealer.Layout{}, 3)
	if got, want := r.factsLine(deal617, 0, 60), "needs 4 free cells | expert 84 | solved in 35 with 4 cells"; got != want {
		t.Errorf("played with three cells: %q, want %q", got, want)
	}
}

// TestLearningLine: while a deal's facts are worked out, the row says what is
// known, and after two seconds how long it has taken.
func TestLearningLine(t *testing.T) {
	r := &renderer{glyphs: GlyphsFor(true)}
	r.Styles = NewStyles(true, colorprofile.NoTTY, false)
	some := &atlas.Facts{AtMost: 3, Cheap: true, DownTo: 3}
	for _, c := range []struct {
		facts *atlas.Facts
		took  time.Duration
		room  int
		want  string
	}{
		{some, time.Second, 80, "3 free cells suffice | * working out the rest"},
		{some, 12 * time.Second, 80, "3 free cells suffice | * working out the rest (12 s)"},
		{nil, 12 * time.Second, 80, "* working out how hard this deal is (12 s)"},
		{nil, 12 * time.Second, 30, "* working out its facts (12 s)"},
		{some, 0, 3, "*"},
	} {
		if got := r.learningLine(c.facts, &Learning{Frame: "*", For: c.took}, c.room); got != c.want {
			t.Errorf("%+v after %v in %d: %q, want %q", c.facts, c.took, c.room, got, c.want)
		}
	}
}
