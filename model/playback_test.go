package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
)

// solution617 is a solution of game 617 frozen as text, so that these tests and the
// golden do not change whenever the solver is tuned.
const solution617 = `4a 46 2b 21 4c 4d 41 4h 72 7h dh 47 74v2 7d 7h 83 8h 74 12 17 83 87 c7 8c 8h
b8 38 3b 3h 16 1h d6 1d 18 38 31 3h ah 3a 3h b3 a3 53 13 5a 57 17 65 21v2 6h ah 2a 2b 2h
6h 6h 68 6h 6h 71 7h 83 8h 8h ah 7h 17 57 2a 23 2h 4h 4h 7h 4h 7h 7h 5h 5h 7h 3h 7h 3h 7h
3h 7h 3h 3h 7h 7h ah 8h bh 3h dh 8h ch 3h 8h`

func frozenSolution(t testing.TB) []rules.Move {
	l, _ := dealer.Deal(617)
	p := rules.NewPosition(&l)
	var moves []rules.Move
	for _, text := range strings.Fields(solution617) {
		m, err := rules.ParseMove(text)
		if err == nil {
			m, err = p.Apply(m)
		}
		if err != nil {
			t.Fatalf("frozen solution: %s: %v", text, err)
		}
		moves = append(moves, m)
	}
	return moves
}

// playing617 is the model after a solve of 617 came back with the frozen solution.
func playing617(t testing.TB) Model {
	m := newModel(617)
	next, _ := m.Update(solvedMsg{id: m.solveID, game: 617, result: solver.Result{Status: solver.Solved, Moves: frozenSolution(t)}})
	m = next.(Model)
	if _, n, ok := m.PlaybackStep(); !ok || n != 99 {
		t.Fatalf("not in playback with 99 moves: %d, %v", n, ok)
	}
	return m
}

func TestPlaybackKeys(t *testing.T) {
	tests := []struct {
		name     string
		keys     []string
		wantStep int
		wantPlay bool // still in playback
	}{
		{"starts at the deal", nil, 0, true},
		{"right steps forward", []string{"right"}, 1, true},
		{"l and n step forward", []string{"l", "n"}, 2, true},
		{"left steps back", []string{"right", "right", "left"}, 1, true},
		{"left clamps at the start", []string{"left", "left"}, 0, true},
		{"end jumps to the last move", []string{"end"}, 99, true},
		{"right clamps at the end", []string{"end", "right"}, 99, true},
		{"home jumps to the start", []string{"end", "home"}, 0, true},
		{"esc returns to browsing", []string{"right", "esc"}, 0, false},
		{"browsing keys do not change the deal", []string{"r", "g", "b"}, 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, _ := typeKeys(t, playing617(t), tt.keys...)
			step, _, ok := m.PlaybackStep()
			if ok != tt.wantPlay || step != tt.wantStep {
				t.Fatalf("step %d playback %v; want %d, %v", step, ok, tt.wantStep, tt.wantPlay)
			}
			if m.Game() != 617 {
				t.Errorf("game changed to %d", m.Game())
			}
		})
	}
}

func TestPlaybackAnimation(t *testing.T) {
	m, cmd := typeKeys(t, playing617(t), "space")
	if cmd == nil {
		t.Fatal("space did not start the animation")
	}
	for want := 1; want <= 3; want++ {
		next, c := m.Update(playTickMsg{id: m.playID})
		m = next.(Model)
		if step, _, _ := m.PlaybackStep(); step != want || c == nil {
			t.Fatalf("tick %d: step %d, next tick %v", want, step, c != nil)
		}
	}
	m, _ = typeKeys(t, m, "space") // pause
	next, c := m.Update(playTickMsg{id: m.playID})
	if step, _, _ := next.(Model).PlaybackStep(); step != 3 || c != nil {
		t.Errorf("a tick after pausing moved to step %d", step)
	}
	// Space at the end plays again from the start.
	m, _ = typeKeys(t, m, "end", "space")
	if step, _, _ := m.PlaybackStep(); step != 0 || !m.play.playing {
		t.Errorf("space at the end: step %d playing %v", step, m.play.playing)
	}
}

func TestPlaybackStatusAndBoard(t *testing.T) {
	m, _ := typeKeys(t, playing617(t), "right", "right", "right", "right", "right")
	screen := ansi.Strip(m.View().Content)
	if !strings.Contains(screen, "move 5/99: 4c") {
		t.Errorf("status line missing:\n%s", screen)
	}
	// After 4a 46 2b 21 4c the free cells hold 4H, KS and 9H.
	b := m.board()
	if got := []string{b.FreeCells[0].String(), b.FreeCells[1].String(), b.FreeCells[2].String()}; strings.Join(got, " ") != "4H KS 9H" {
		t.Errorf("free cells %v", got)
	}
	if len(b.Lit) != 2 {
		t.Errorf("lit spots %v, want the source and the destination", b.Lit)
	}
	m, _ = typeKeys(t, m, "end")
	b = m.board()
	for s, top := range b.Foundations {
		if top.Rank() != dealer.King {
			t.Errorf("foundation %d ends at %v", s, top)
		}
	}
}

func TestGoldenMidSolution(t *testing.T) {
	m, _ := typeKeys(t, playing617(t), strings.Fields(strings.Repeat("right ", 40))...)
	next, _ := m.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	golden.RequireEqual(t, ansi.Strip(next.(Model).View().Content))
}

// runCmd runs a command and everything it batches, returning the messages.
func runCmd(cmd tea.Cmd) []tea.Msg {
	if cmd == nil {
		return nil
	}
	msg := cmd()
	if batch, ok := msg.(tea.BatchMsg); ok {
		var out []tea.Msg
		for _, c := range batch {
			out = append(out, runCmd(c)...)
		}
		return out
	}
	return []tea.Msg{msg}
}

// deliver feeds back the messages of a finished background job.
func deliver(m Model, msgs []tea.Msg) Model {
	for _, msg := range msgs {
		switch msg.(type) {
		case solvedMsg, solvableFoundMsg:
			next, _ := m.Update(msg)
			m = next.(Model)
		}
	}
	return m
}

func TestSolveKey(t *testing.T) {
	m, cmd := typeKeys(t, newModel(617), "s")
	if !m.Solving() || !strings.Contains(ansi.Strip(m.View().Content), "solving game 617") {
		t.Fatalf("s did not start a solve:\n%s", ansi.Strip(m.View().Content))
	}
	m = deliver(m, runCmd(cmd))
	if _, n, ok := m.PlaybackStep(); !ok || n == 0 || m.Solving() {
		t.Fatalf("after the solve: playback %v with %d moves, solving %v", ok, n, m.Solving())
	}

	m, cmd = typeKeys(t, newModel(11982), "s")
	m = deliver(m, runCmd(cmd))
	if v, _ := m.Verdict(11982); v != solver.Impossible {
		t.Fatalf("11982: verdict %v", v)
	}
	if screen := ansi.Strip(m.View().Content); !strings.Contains(screen, "impossible") {
		t.Errorf("11982 is not labelled impossible:\n%s", screen)
	}
	if _, _, ok := m.PlaybackStep(); ok {
		t.Error("an impossible deal went into playback")
	}
}

func TestMovingAwayCancelsTheSolve(t *testing.T) {
	m, cmd := typeKeys(t, newModel(617), "s")
	m, _ = typeKeys(t, m, "n")
	if m.Solving() {
		t.Error("still solving after moving to another deal")
	}
	m = deliver(m, runCmd(cmd)) // the old result arrives late
	if _, _, ok := m.PlaybackStep(); ok || m.Game() != 618 {
		t.Errorf("a stale solve took effect: game %d, playback %v", m.Game(), ok)
	}
}

func TestRandomSolvableOnly(t *testing.T) {
	m := New(1, Options{Random: randomSequence(11982, 617)})
	next, _ := m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	m = next.(Model)
	m, _ = typeKeys(t, m, "R")
	if !strings.Contains(ansi.Strip(m.View().Content), "solvable deals only") {
		t.Errorf("R does not say what it did:\n%s", ansi.Strip(m.View().Content))
	}
	m, cmd := typeKeys(t, m, "r")
	m = deliver(m, runCmd(cmd))
	if m.Game() != 617 {
		t.Errorf("random solvable deal %d, want 617 (11982 is impossible)", m.Game())
	}
	m, _ = typeKeys(t, m, "R", "r") // back to any deal: the next draw is taken as is
	if m.Game() != 11982 {
		t.Errorf("with R off, r gave %d, want 11982", m.Game())
	}
}
