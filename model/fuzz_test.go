package model

import (
	"context"
	"image/color"
	"sync"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/coach"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
)

// fuzzKeys are the keys the fuzzer presses: every binding, digits, signs, editing
// keys and a few that mean nothing.
var fuzzKeys = []string{
	"right", "left", "up", "down", "pgup", "pgdown", "home", "end", "enter", "esc",
	"backspace", "space", "n", "p", "l", "h", "k", "j", "K", "J", "g", "#", "r", "b",
	"?", "-", "+", "0", "1", "2", "5", "8", "9", "x", "z", "^", "$", "s", "R",
	"m", "=", "_", ",", "ctrl+z", "ctrl+c", "q",
	"3", "4", "6", "7", "a", "c", "d", "f", "u", "U", "A", ":", "ctrl+r", "enter", "1", "h",
	"V", "L", "H", "C",
	"delete", "alt+d", "alt+delete", "ctrl+delete", "alt+backspace", "ctrl+w", "ctrl+k", "ctrl+u",
	"ctrl+a", "ctrl+e", "alt+f", "alt+b", "ctrl+left", "ctrl+right",
	"N", "P", "[", "]",
}

// shorterSolution617 is a solution of 617 shorter than the frozen one, the
// solver's, found once.
var shorterSolution617 = sync.OnceValue(func() []rules.Move {
	res, _ := solver.SolveGame(context.Background(), 617, rules.DefaultFreeCells, solver.Options{})
	return res.Moves
})

// FuzzModel feeds random key sequences, window sizes, colour profiles and solver
// answers to the model: it must never panic, always show a valid game with that
// game's layout (or, playing back, a position the rules engine reached), and draw
// frames of exactly the terminal's size.
func FuzzModel(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 200, 80, 24})
	f.Add([]byte{16, 29, 30, 31, 8})                      // g 0 1 2 enter
	f.Add([]byte{255, 30, 8, 255, 0, 0, 20})              // resizes, tiny
	f.Add([]byte{38, 199, 0, 0, 39, 0, 25, 198, 11, 40})  // s, solved, steps, m, ?, colours, space, +
	f.Add([]byte{8, 23, 50, 23, 50, 51, 197, 52, 53, 54}) // enter, 8 a, 8 c... play keys, timers
	f.Add([]byte{8, 196, 90, 21, 196, 5, 4, 196, 50, 20}) // enter, clicks
	f.Add([]byte{8, 31, 50, 62, 195, 0, 63, 1, 195, 8})   // enter, 8 a, V, answers, steps, L, enter
	f.Add([]byte{38, 199, 0, 0, 38, 194, 0, 0, 38, 194})  // s, solved, steps, s, a shorter one, s, not shorter
	f.Add([]byte{53, 2, 0, 193, 8, 80, 193, 80, 39, 83})  // f, up, right, answers, enter, N, answers, N, m, ]
	f.Add([]byte{8, 23, 50, 192, 197, 23, 51, 197, 192})  // enter, 8 a, away and back, timers, 8 c, timers, away
	f.Fuzz(func(t *testing.T, data []byte) {
		clock := &fixedClock{now: time.Unix(1_000_000, 0)}
		m := New(617, Options{Random: randomSequence(424242, 1, 1000000), Now: clock.Now})
		var next tea.Model = m
		width, height := 80, 24
		next, _ = next.Update(tea.WindowSizeMsg{Width: width, Height: height})
		for i := 0; i < len(data); i++ {
			before := next.(Model) // a value: what it shows may not change with the updates after it
			shown, then := before.View().Content, clock.now
			clock.now = clock.now.Add(time.Second) // time passes; the older copy is drawn again as it was then
			switch {
			case data[i] >= 200 && i+2 < len(data): // a resize
				width, height = int(data[i+1]), int(data[i+2])/2
				next, _ = next.Update(tea.WindowSizeMsg{Width: width, Height: height})
				i += 2
			case data[i] == 199: // the solver answers: 617's frozen solution, or impossible
				m = next.(Model)
				result := solver.Result{Status: solver.Impossible}
				if m.Game() == 617 && m.FreeCells() == rules.DefaultFreeCells {
					result = solver.Result{Status: solver.Solved, Moves: frozenSolution(t)}
				}
				next, _ = next.Update(solvedMsg{id: m.solving.id, game: m.key(), result: result})
			case data[i] == 196 && i+2 < len(data): // a click, or a press here and a release there
				m = next.(Model)
				x, y := int(data[i+1])%max(width, 1), int(data[i+2])%max(height, 1)
				next, _ = next.Update(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
				x2 := (x + int(data[i+1])/7) % max(width, 1)
				next, _ = next.Update(tea.MouseMotionMsg{X: x2, Y: (y + int(data[i+2])/5) % max(height, 1), Button: tea.MouseLeft})
				checkFrame(t, next.(Model).View().Content, width, height)
				next, _ = next.Update(tea.MouseReleaseMsg{X: x2, Y: y, Button: tea.MouseLeft})
				i += 2
			case data[i] == 197: // the timers fire: auto-play's animation and the clock
				m = next.(Model)
				next, _ = next.Update(autoTickMsg{id: m.animID})
				next, _ = next.Update(clockTickMsg{id: m.clockID})
			case data[i] == 195 && next.(Model).review != nil: // the review's answers: the game turned at its middle
				m = next.(Model)
				rv := m.review
				verdicts := make([]coach.Verdict, len(rv.positions))
				for k := range verdicts {
					verdicts[k] = coach.Winnable
					if k > len(verdicts)/2 {
						verdicts[k] = coach.Lost
					}
				}
				next, _ = next.Update(reviewVerdictsMsg{id: m.reviewing.id, verdicts: verdicts})
				next, _ = next.Update(reviewCountMsg{id: m.reviewing.id, step: max(rv.at, 0), count: choiceCount{done: true, choices: 3, keeping: legalMoves(m, max(rv.at, 0), 1)}})
			case data[i] == 194 && next.(Model).searching != nil: // the search for a shorter solution reports, then answers
				m = next.(Model)
				next, _ = next.Update(shortestProgressMsg{id: m.solving.id, progress: solver.Progress{Moves: 9, Home: 13}})
				moves := frozenSolution(t)
				if i+1 < len(data) && data[i+1]%2 == 0 {
					moves = shorterSolution617()
				}
				next, _ = next.Update(shortestFoundMsg{id: m.solving.id, result: solver.Result{Status: solver.Solved, Moves: moves}})
			case data[i] == 193: // the background work of the atlas answers: a deal picked, a count, a deal's facts
				m = next.(Model)
				next, _ = next.Update(pickedMsg{id: m.picking.id, game: 40_001, ok: true})
				next, _ = next.Update(pickCountMsg{id: m.counting.id, count: 3})
				f := atlas.Facts{Game: m.Game(), Known: true, Fewest: 3, AtLeast: 3, AtMost: 3, PlayerMoves: 30, Solver: solver.Version}
				f.Difficulty, f.Band = atlas.Rate(&f)
				next, _ = next.Update(learntMsg{id: m.learning.job.id, facts: f})
			case data[i] == 192: // the terminal loses focus and gets it back, a minute later
				next, _ = next.Update(tea.BlurMsg{})
				clock.now = clock.now.Add(time.Minute)
				next, _ = next.Update(tea.FocusMsg{})
			case data[i] == 198: // the terminal says its background and colours
				next, _ = next.Update(tea.BackgroundColorMsg{Color: color.White})
				next, _ = next.Update(tea.ColorProfileMsg{Profile: colorprofile.ANSI})
			default:
				next, _ = next.Update(press(fuzzKeys[int(data[i])%len(fuzzKeys)]))
			}
			clock.now = then
			if before.View().Content != shown {
				t.Fatalf("an update changed what an older copy of the model shows (input %d)", i)
			}
			clock.now = then.Add(time.Second)
			m = next.(Model)
			if !dealer.Valid(m.Game()) {
				t.Fatalf("invalid game %d", m.Game())
			}
		}
		m = next.(Model)
		want, _ := dealer.Deal(m.Game())
		if m.Layout() != want {
			t.Fatalf("layout on screen is not game %d's", m.Game())
		}
		if step, _, ok := m.PlaybackStep(); ok {
			if m.Game() != 617 {
				t.Fatalf("playing back game %d", m.Game())
			}
			if n := m.replay.shown(step); m.Position() != m.replay.positions[n] {
				t.Fatalf("step %d shows another position", step)
			}
		}
		if m.Playing() {
			checkPlayed(t, m)
		}
		if m.mode == reviewing && m.Position() != m.review.positions[m.review.at+1] {
			t.Fatal("the review shows another position than its step's")
		}
		checkFrame(t, m.View().Content, width, height)
	})
}

// checkPlayed: the game in play replays from its deal to the position it has,
// with 52 cards on the table, and the screen shows it once any animation ends.
func checkPlayed(t *testing.T, m Model) {
	t.Helper()
	g := m.table
	replay, err := rules.ReplayGame(m.Game(), rules.DefaultFreeCells, g.Moves())
	if err != nil || *replay.End() != *g.Position() {
		t.Fatalf("the game's moves do not replay to its position: %v", err)
	}
	if m.anim == nil && m.Position() != *g.Position() {
		t.Fatal("the screen shows another position than the game's")
	}
}
