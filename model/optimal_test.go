package model

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// optimal617 is 617's proven shortest solution, 34 player moves.
func optimal617(t *testing.T) solver.Result {
	t.Helper()
	l, _ := dealer.Deal(617)
	r := solver.Solve(context.Background(), rules.NewPosition(&l), solver.Options{Mode: solver.Optimal})
	if !r.Optimal || rules.PlayerMoves(r.Moves) != 34 {
		t.Fatalf("617's optimal solution: %v, optimal %v, %d moves", r.Status, r.Optimal, rules.PlayerMoves(r.Moves))
	}
	return r
}

// TestOptimalProgressAndResult: o proves the fewest moves in the background,
// its bound rising on the status line; the proven shortest replaces the
// playback, is kept, and o again says so at once.
func TestOptimalProgressAndResult(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "freecell")
	m, store := storeModel(t, dir)
	m = playing617From(t, m)
	m, cmd := typeKeys(t, m, "o")
	if cmd == nil || m.searching == nil || m.status.Kind != view.SeekingOptimal || m.status.Count != 47 {
		t.Fatalf("o: searching %v, status %+v", m.searching, m.status)
	}
	next, cmd := m.Update(shortestProgressMsg{id: m.solving.id, progress: solver.Progress{Bound: 30}, next: func() tea.Msg { return nil }})
	m = next.(Model)
	if cmd == nil || m.status.Kind != view.SeekingOptimal || m.status.Search != (view.Search{Bound: 30}) {
		t.Fatalf("progress: status %+v, next %v", m.status, cmd != nil)
	}
	// A step puts its move on the status line; s or o then says the proof runs.
	for _, k := range []string{"s", "o"} {
		stepped, _ := typeKeys(t, m, "right")
		if again, cmd := typeKeys(t, stepped, k); cmd != nil || stepped.status.Kind == view.SeekingOptimal ||
			again.status.Kind != view.SeekingOptimal || again.status.Search.Bound != 30 || again.searching == nil {
			t.Fatalf("%s while proving: status %+v (after a step %v), a search %v", k, again.status, stepped.status.Kind, cmd != nil)
		}
	}
	next, cmd = m.Update(shortestFoundMsg{id: m.solving.id, result: optimal617(t)})
	m = settle(t, next.(Model), cmd)
	if m.searching != nil || m.status.Kind != view.OptimalFound || m.status.Count != 34 || m.status.Was != 47 {
		t.Fatalf("found: searching %v, status %+v", m.searching, m.status)
	}
	if _, steps, _ := m.PlaybackStep(); steps != 34 {
		t.Errorf("the playback has %d steps, want the 34 proven", steps)
	}
	if m, cmd := typeKeys(t, m, "o"); cmd != nil || m.status.Kind != view.OptimalShown || m.status.Count != 34 {
		t.Errorf("o again: status %+v, a search %v", m.status, cmd != nil)
	}
	if m, cmd := typeKeys(t, m, "s"); cmd != nil || m.status.Kind != view.OptimalShown || m.status.Count != 34 {
		t.Errorf("s once proven: status %+v, a search %v", m.status, cmd != nil)
	}
	kept, err := store.AllOptimal()
	if err != nil || kept[state.Key{Deal: 617, FreeCells: 4}].Moves != 34 {
		t.Fatalf("kept %v, %v; want 617: 34", kept, err)
	}
	// Read back at the next start, the length is on a win's line.
	again, _ := storeModel(t, dir)
	if again.proven[state.Key{Deal: 617, FreeCells: 4}].Moves != 34 {
		t.Fatalf("read back: %v", again.proven)
	}
	// o shows the solution kept at once, never proving it twice.
	shown, cmd := typeKeys(t, playing617From(t, again), "o")
	if _, steps, _ := shown.PlaybackStep(); cmd != nil || shown.status.Kind != view.OptimalFound || shown.status.Count != 34 || steps != 34 {
		t.Errorf("o after a restart: status %+v, %d steps, a search %v", shown.status, steps, cmd != nil)
	}
	if shown, cmd := typeKeys(t, shown, "s"); cmd != nil || shown.status.Kind != view.OptimalShown {
		t.Errorf("s after o showed the solution kept: status %+v, a search %v", shown.status, cmd != nil)
	}
	// A playback as short as the length kept: o says so, and s then searches no more.
	pb := *shown.replay
	pb.shortest = false
	shown.replay = &pb
	if said, cmd := typeKeys(t, shown, "o", "s"); cmd != nil || said.status.Kind != view.OptimalShown {
		t.Errorf("o then s on a solution as short as the one kept: status %+v, a search %v", said.status, cmd != nil)
	}
	won := typeSettled(t, again, "enter", "A", "A") // auto-play off: the line writes every move
	won = typeSettled(t, won, solutionLine()...)
	if won.status.Kind != view.Won || won.status.Optimal != 34 || !strings.Contains(won.viewText(), "optimal: 34") {
		t.Errorf("the won line: %+v\n%s", won.status, won.viewText())
	}
}

// TestOptimalStoppedAndGaveUp: Esc stops the proof and says the least proven;
// a proof that runs out says what stopped it; a proof started again shows no
// less than either proved.
func TestOptimalStoppedAndGaveUp(t *testing.T) {
	m, _ := typeKeys(t, playing617(t), "o")
	next, _ := m.Update(shortestProgressMsg{id: m.solving.id, progress: solver.Progress{Bound: 31}, next: func() tea.Msg { return nil }})
	stopped, _ := typeKeys(t, next.(Model), "esc")
	if stopped.searching != nil || stopped.mode != replaying || stopped.status.Kind != view.OptimalStopped || stopped.status.Count != 31 {
		t.Fatalf("esc: searching %v, mode %v, status %+v", stopped.searching, stopped.mode, stopped.status)
	}
	next, _ = m.Update(shortestFoundMsg{id: m.solving.id, result: solver.Result{Status: solver.GaveUp, Stop: solver.MemoryBound, LowerBound: 32}})
	gaveUp := next.(Model)
	if gaveUp.status.Kind != view.OptimalGaveUp || gaveUp.status.Stop != solver.MemoryBound || gaveUp.status.Count != 32 {
		t.Fatalf("gave up: status %+v", gaveUp.status)
	}
	if _, steps, _ := gaveUp.PlaybackStep(); steps != 47 {
		t.Errorf("the playback changed: %d steps", steps)
	}
	// o again starts from what was proved, not from the search's first bound;
	// Esc at once says so too.
	for name, before := range map[string]Model{"stopped": stopped, "gave up": gaveUp} {
		again, _ := typeKeys(t, before, "o")
		next, _ := again.Update(shortestProgressMsg{id: again.solving.id, progress: solver.Progress{Bound: 29}, next: func() tea.Msg { return nil }})
		again = next.(Model)
		if want := before.status.Count; again.status.Kind != view.SeekingOptimal || again.status.Search.Bound != want {
			t.Errorf("o after %s at %d: status %+v", name, want, again.status)
		}
		if halted, _ := typeKeys(t, again, "esc"); halted.status.Kind != view.OptimalStopped || halted.status.Count != before.status.Count {
			t.Errorf("esc after %s: status %+v", name, halted.status)
		}
	}
}

// TestFactsRowSaysTheFewestOnceProven: the facts row gives the solver's
// length as such (solved in 34), and once the fewest are proven, those.
func TestFactsRowSaysTheFewestOnceProven(t *testing.T) {
	m := newModel(617)
	if !strings.Contains(m.viewText(), "solved in 34") {
		t.Fatalf("the row does not say the length is a solution's:\n%s", m.viewText())
	}
	m.proven = map[state.Key]state.Optimal{{Deal: 617, FreeCells: 4}: {Moves: 33}}
	if text := m.viewText(); !strings.Contains(text, "fewest 33") || strings.Contains(text, "solved in") {
		t.Errorf("the row does not give the fewest proven:\n%s", text)
	}
	// Proven with every card sent home at once, the fewest can be more than
	// the solver's solution, which keeps cards out to build on (31465: 47
	// proven, solved in 42): "fewest 47" would be untrue of the game.
	m.proven = map[state.Key]state.Optimal{{Deal: 617, FreeCells: 4}: {Moves: 36}}
	if text := m.viewText(); !strings.Contains(text, "solved in 34") || strings.Contains(text, "fewest") {
		t.Errorf("the row gives as the fewest a count above the solver's length:\n%s", text)
	}
	// Played with three cells, the fewest are said with the four they are of.
	three := New(617, Options{Settings: withCells(3)})
	next, _ := three.Update(tea.WindowSizeMsg{Width: 120, Height: 30})
	three = next.(Model)
	three.proven = map[state.Key]state.Optimal{{Deal: 617, FreeCells: 4}: {Moves: 33}}
	if text := three.viewText(); !strings.Contains(text, "fewest 33 with 4 cells") {
		t.Errorf("with three cells, the fewest with four are not said so:\n%s", text)
	}
}

// TestProvenSolutionOffersNoSearch: a solution proven the fewest there are
// offers neither s nor o on the help line; one a search found shortest
// leaves out s; any other offers both.
func TestProvenSolutionOffersNoSearch(t *testing.T) {
	m := sized(playing617(t), 160, 40)
	if help := m.viewText(); !strings.Contains(help, "s shorter") || !strings.Contains(help, "o fewest") {
		t.Fatalf("a solution not known shortest offers no search:\n%s", help)
	}
	m.proven = map[state.Key]state.Optimal{{Deal: 617, FreeCells: 4}: {Moves: rules.PlayerMoves(m.replay.moves)}}
	if help := m.viewText(); strings.Contains(help, "s shorter") || strings.Contains(help, "o fewest") {
		t.Errorf("the fewest there are still offers a search:\n%s", help)
	}
	m.proven = nil
	m = m.provenShortest()
	if help := m.viewText(); strings.Contains(help, "s shorter") || !strings.Contains(help, "o fewest") {
		t.Errorf("the shortest a search found still offers s, or not o:\n%s", help)
	}
}

// TestOptimalAboveTheSolutionShown: a solution that keeps cards out to build
// on can beat the fewest moves proven with every card sent home at once.
// Then o says both counts and claims neither the fewest, s may still look
// for a shorter one, the length is kept with a solution that makes it, o
// again says so at once, and a win in fewer moves names no "optimal".
func TestOptimalAboveTheSolutionShown(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "freecell")
	m, store := storeModel(t, dir)
	m = playing617From(t, m)
	m, _ = typeKeys(t, m, "o")
	// Fast mode's solution, longer than the 47 moves shown, stands for a
	// proof that found more.
	l, _ := dealer.Deal(617)
	longer := solver.Solve(context.Background(), rules.NewPosition(&l), solver.Options{Mode: solver.Fast}).Moves
	n := rules.PlayerMoves(longer)
	if n <= 47 {
		t.Fatalf("fast mode's solution of 617 has %d player moves, not over 47", n)
	}
	next, cmd := m.Update(shortestFoundMsg{id: m.solving.id, result: solver.Result{Status: solver.Solved, Optimal: true, LowerBound: n, Moves: longer}})
	m = settle(t, next.(Model), cmd)
	if m.status.Kind != view.OptimalAbove || m.status.Count != n || m.status.Was != 47 || m.replay.shortest {
		t.Fatalf("found above the one shown: status %+v, marked shortest %v", m.status, m.replay.shortest)
	}
	if _, steps, _ := m.PlaybackStep(); steps != 47 {
		t.Errorf("the playback has %d steps, want the 47 it had", steps)
	}
	if line := m.viewText(); !strings.Contains(line, fmt.Sprintf("47 moves, fewer than the fewest with each card going home as soon as it can: %d", n)) {
		t.Errorf("the status line does not say both counts:\n%s", line)
	}
	kept, err := store.AllOptimal()
	if k := kept[state.Key{Deal: 617, FreeCells: 4}]; err != nil || k.Moves != n || len(strings.Fields(k.Solution)) != len(longer) {
		t.Fatalf("kept %+v, %v; want 617: %d with its solution", k, err, n)
	}
	if again, cmd := typeKeys(t, m, "o"); cmd != nil || again.status.Kind != view.OptimalAbove || again.status.Count != n {
		t.Errorf("o again: status %+v, a search %v", again.status, cmd != nil)
	}
	if _, cmd := typeKeys(t, m, "s"); cmd == nil {
		t.Error("s no longer looks for a shorter solution")
	}
	won := typeSettled(t, m, "esc", "enter", "A", "A")
	won = typeSettled(t, won, solutionLine()...)
	if won.status.Kind != view.Won || won.status.Optimal != 0 || strings.Contains(won.viewText(), "optimal:") {
		t.Errorf("a win in fewer moves than the count proven: %+v\n%s", won.status, won.viewText())
	}
}
