package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// seeking617 is the frozen playback of 617 with s pressed: a search for a shorter
// solution running.
func seeking617(t *testing.T) Model {
	t.Helper()
	m, cmd := typeKeys(t, playing617(t), "s")
	if cmd == nil || m.searching == nil || m.status.Kind != view.SeekingShortest || m.status.Count != 47 {
		t.Fatalf("s: searching %v, status %v (count %d), cmd %v", m.searching, m.status.Kind, m.status.Count, cmd != nil)
	}
	return m
}

func TestShortestProgressAndResult(t *testing.T) {
	m := seeking617(t)
	next, cmd := m.Update(shortestProgressMsg{id: m.solving.id, progress: solver.Progress{Moves: 12, Home: 20}, next: func() tea.Msg { return nil }})
	m = next.(Model)
	if cmd == nil || m.status.Search != (view.Search{Moves: 12, Home: 20}) {
		t.Fatalf("progress: status %+v, next %v", m.status.Search, cmd != nil)
	}
	m, _ = typeKeys(t, m, "right") // the playback still steps while the search runs
	if step, _, _ := m.PlaybackStep(); step != 1 || m.status.Kind != view.SeekingShortest {
		t.Fatalf("a step while searching: step %d, status %v", step, m.status.Kind)
	}
	shorter := shorter617(t)
	next, _ = m.Update(shortestFoundMsg{id: m.solving.id, result: solver.Result{Status: solver.Solved, Moves: shorter}})
	m = next.(Model)
	if m.searching != nil || m.status.Kind != view.ShorterFound || m.status.Count != rules.PlayerMoves(shorter) || m.status.Was != 47 {
		t.Fatalf("found: searching %v, status %+v", m.searching, m.status)
	}
	if got, ok := m.solutions.get(state.Key{Deal: 617, FreeCells: 4}); !ok || len(got) != len(shorter) {
		t.Errorf("the shorter solution is not the one kept for s")
	}
	if step, steps, _ := m.PlaybackStep(); step != 0 || steps >= 47 {
		t.Errorf("the shorter playback: step %d of %d", step, steps)
	}
}

func TestShortestNotShorter(t *testing.T) {
	m, _ := typeKeys(t, playing617(t), "space", "s") // the animation plays while it searches
	next, _ := m.Update(shortestFoundMsg{id: m.solving.id, result: solver.Result{Status: solver.Solved, Moves: frozenSolution(t)}})
	m = next.(Model)
	if m.status.Kind != view.NoShorter || m.status.Count != 47 || m.replay.playing {
		t.Fatalf("status %+v, still playing %v: the next step would hide the answer", m.status, m.replay.playing)
	}
	// Asked again, it says so at once rather than search the same way again.
	if m, cmd := typeKeys(t, m, "s"); cmd != nil || m.searching != nil || m.status.Kind != view.NoShorter {
		t.Fatalf("s again: searching %v, status %v", m.searching, m.status.Kind)
	}
	m = seeking617(t)
	next, _ = m.Update(shortestFoundMsg{id: m.solving.id, result: solver.Result{Status: solver.GaveUp, Stop: solver.TimeLimit}})
	if got := next.(Model).status; got.Kind != view.ShortestGaveUp || got.Stop != solver.TimeLimit {
		t.Fatalf("gave up: status %+v", got)
	}
}

func TestShortestEscStopsTheSearchFirst(t *testing.T) {
	m := seeking617(t)
	id := m.solving.id
	m, _ = typeKeys(t, m, "esc")
	if m.mode != replaying || m.searching != nil || m.status.Kind != view.ShortestStopped {
		t.Fatalf("esc while searching: mode %v, searching %v, status %v", m.mode, m.searching, m.status.Kind)
	}
	// The stopped search's answer comes late: it is dropped.
	next, _ := m.Update(shortestFoundMsg{id: id, result: solver.Result{Status: solver.Solved, Moves: shorter617(t)}})
	if m = next.(Model); m.status.Kind != view.ShortestStopped {
		t.Fatalf("a stale answer was taken: %v", m.status.Kind)
	}
	// A stale progress message still waits for the next, so that the search can end.
	if _, cmd := m.Update(shortestProgressMsg{id: id, next: func() tea.Msg { return nil }}); cmd == nil {
		t.Errorf("a stale progress message stopped the listening")
	}
	m, _ = typeKeys(t, m, "esc")
	if m.mode != browsing {
		t.Fatalf("esc again: mode %v, want browsing", m.mode)
	}
}

func TestShortestLine(t *testing.T) {
	m := seeking617(t)
	next, _ := m.Update(shortestProgressMsg{id: m.solving.id, progress: solver.Progress{Moves: 23, Home: 26}, next: func() tea.Msg { return nil }})
	m = next.(Model)
	m.width, m.height = 120, 40
	screen := m.View().Content
	if !strings.Contains(screen, "looking for fewer than 47 moves") || !strings.Contains(screen, "23 deep") || !strings.Contains(screen, "26/52 home") {
		t.Errorf("no progress on screen:\n%s", screen)
	}
	next, _ = m.Update(shortestProgressMsg{id: m.solving.id, progress: solver.Progress{Moves: 4, Home: 2, Pass: 2}, next: func() tea.Msg { return nil }})
	if screen = next.(Model).View().Content; !strings.Contains(screen, "search 2: 4 deep") || !strings.Contains(screen, " 2/52 home") {
		t.Errorf("the second search is not told apart:\n%s", screen)
	}
}

// shorter617 is a real solution of 617 with fewer player moves than the frozen one.
func shorter617(t *testing.T) []rules.Move {
	res, err := solver.SolveGame(t.Context(), 617, rules.DefaultFreeCells, solver.Options{Mode: solver.Short})
	if err != nil || res.Status != solver.Solved || rules.PlayerMoves(res.Moves) >= 47 {
		t.Fatalf("617: %v %v", res.Status, err)
	}
	return res.Moves
}
