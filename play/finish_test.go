package play

import (
	"testing"

	"github.com/freecell/freecell/rules"
)

// playSolution plays a solution's moves, passing over the foundation moves
// auto-play made already, and returns the last step.
func playSolution(t *testing.T, g *Game, solution []rules.Move) (last Step) {
	t.Helper()
	for _, m := range solution {
		if g.Won() || m.To == rules.Foundation && g.Position().Top(m.From) != m.Card {
			continue
		}
		step, err := g.Move(rules.Move{From: m.From, To: m.To, Count: m.Count})
		if err != nil {
			t.Fatalf("%v: %v", m, err)
		}
		last = step
	}
	return last
}

// TestGameFinishesByItself: deal 1 played to its last player move under safe
// auto-play ends won, the cards that were left going home in that move's
// step, written out as the foundation moves they are; under off the player
// sends them home, and under all nothing changes (every card goes already).
func TestGameFinishesByItself(t *testing.T) {
	replay, err := rules.ReplayGame(1, rules.DefaultFreeCells, solutionOf(t, 1))
	if err != nil {
		t.Fatal(err)
	}
	solution := replay.Moves // each with its card
	lastPlayer := len(solution) - 1
	for solution[lastPlayer].To == rules.Foundation {
		lastPlayer--
	}
	g, _ := New(1, rules.AutoSafe)
	last := playSolution(t, g, solution[:lastPlayer+1])
	if !g.Won() {
		t.Fatalf("deal 1 is not finished after its last player move: %d cards home", g.Position().OnFoundations())
	}
	home := 0
	for _, m := range last.Moves[1:] {
		if m.To != rules.Foundation {
			t.Fatalf("the finish moved %v", m)
		}
		home++
	}
	if home < 10 {
		t.Errorf("the last step sent %d cards home: the finish is not in it", home)
	}
	if _, all := g.Counts(); all != len(g.Moves())-len(g.Opening()) {
		t.Errorf("%d moves counted, %d kept", all, len(g.Moves())-len(g.Opening()))
	}
	if _, err := rules.ReplayGame(1, rules.DefaultFreeCells, g.Moves()); err != nil {
		t.Errorf("the moves kept do not replay: %v", err)
	}

	off, _ := New(1, rules.AutoOff)
	for i, m := range solution {
		step, err := off.Move(m)
		if err != nil {
			t.Fatalf("auto-play off: %v: %v", m, err)
		}
		if len(step.Moves) != 1 || off.Won() != (i == len(solution)-1) {
			t.Fatalf("auto-play off: move %d of %d made %d moves, won %v", i+1, len(solution), len(step.Moves), off.Won())
		}
	}
}
