package model

import (
	"fmt"
	"image/color"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/freecell/freecell/coach"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"
)

// goldenStates are the screens kept as goldens: browsing, a solution's playback
// at the step where column 4 starts to grow, the prompt with a problem, the full
// help, and a solve running.
func goldenStates(t *testing.T, ascii bool) []struct {
	name string
	m    Model
} {
	base := New(617, Options{ASCII: ascii, Random: randomSequence(424242)})
	playing := playing617From(t, base)
	playing, _ = typeKeys(t, playing, strings.Fields(strings.Repeat("right ", 10))...)
	prompt, _ := typeKeys(t, base, "g", "1", "2", "x")
	help, _ := typeKeys(t, base, "?")
	solving, _ := typeKeys(t, New(8589934591, Options{ASCII: ascii}), "s") // its command never runs
	clock := &fixedClock{now: time.Unix(1_000_000, 0)}
	store := state.Open(filepath.Join(t.TempDir(), "freecell"))
	t.Cleanup(func() { store.Close() })
	game := New(617, Options{ASCII: ascii, Now: clock.Now, Store: store})
	picked := typeSettled(t, game, "enter", "8", "a", "8", "b", "4")
	refused := typeSettled(t, game, "enter", "1", "2")
	first := frozenSolution(t)[0]
	won := typeSettled(t, game, "esc", "enter", "R", "y", "A", "A", first.From.String(), first.To.String())
	clock.now = clock.now.Add(135 * time.Second)
	line := solutionLine()
	won = typeSettled(t, won, append([]string{":"}, line[1+len(strings.Fields(solution617)[0])+1:]...)...)
	stats := typeSettled(t, bannerSeen(won), "S")
	thinking, _ := typeKeys(t, New(617, Options{ASCII: ascii, Now: clock.Now}), "enter", "A", "A")
	winnable := judgeNow(t, thinking)
	pondering, _ := typeKeys(t, thinking, "8", "a") // a position the atlas does not know: the deal's verdict shows at once
	lost := judgeNow(t, typeLine(t, thinking, losingLine))
	unknown := lost
	unknown.coach.book = nil // a position the coach has not decided before
	undecided, _ := unknown.Update(judgedMsg{id: lost.coach.job.id, judgment: coach.Judgement{Verdict: coach.Undecided}})
	reviewJudging, _ := typeKeys(t, lost, "V")
	reviewLosing, _ := typeKeys(t, reviewJudgedNow(t, reviewJudging), "L")
	next, _ := reviewLosing.Update(reviewCountMsg{id: reviewLosing.reviewing.id, step: 7, count: choiceCount{done: true, choices: 12, keeping: legalMoves(reviewLosing, 7, 9)}}) // TestReviewMarksAFrozenGame holds these figures
	reviewLosing = next.(Model)
	restart := typeSettled(t, game, "enter", "8", "a", "R")
	settings, _ := typeKeys(t, base, "O")
	four := New(617, Options{ASCII: ascii, Settings: settingsWith(func(s *state.Settings) { s.FourColour = true }), Random: randomSequence(424242)})
	drag, _ := typeKeys(t, sized(New(617, Options{ASCII: ascii, Now: clock.Now}), 80, 24), "enter", "A", "A")
	x, y := pointAt(t, drag, rules.ColumnPlace(7), 5)
	next, _ = drag.Update(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
	x, y = pointAt(t, next.(Model), rules.ColumnPlace(0), 6)
	next, _ = next.Update(tea.MouseMotionMsg{X: x, Y: y, Button: tea.MouseLeft})
	drag = next.(Model)
	shortest, _ := typeKeys(t, playing, "s") // its command never runs
	next, _ = shortest.Update(shortestProgressMsg{id: shortest.solving.id, progress: solver.Progress{Moves: 23, Home: 26}})
	shortest = next.(Model)
	optimal, _ := typeKeys(t, playing, "o") // its command never runs
	next, _ = optimal.Update(shortestProgressMsg{id: optimal.solving.id, progress: solver.Progress{Bound: 31, Known: 36}})
	optimal = next.(Model)
	three, six, eight := 3, 6, 8
	cells3 := typeSettled(t, New(617, Options{ASCII: ascii, Now: clock.Now, Settings: withCells(three)}), "enter", "8", "a", "8", "b", "8", "c")
	cells0, _ := typeKeys(t, base, "F", "F", "F", "F") // 4, 3, 2, 1, none
	cells6 := typeSettled(t, New(617, Options{ASCII: ascii, Now: clock.Now, Settings: withCells(six)}), "enter", "8", "a", "8", "b", "8", "e", "8", "f", "6", "space")
	cells8 := New(617, Options{ASCII: ascii, Settings: withCells(eight)})
	picker, _ := typeKeys(t, base, "f", "right", "right", "right", "down", "right")
	next, _ = picker.Update(pickCountMsg{id: picker.counting.id, count: 1032})
	picker = next.(Model)
	journeyed := base
	journeyed.journal.cells = rules.DefaultFreeCells
	journeyed.journal.marks = map[int64]view.Mark{1: view.MarkWon, 2: view.MarkWon, 3: view.MarkTried, 164: view.MarkWon, 617: view.MarkTried, 618: view.MarkWon, 700: view.MarkWon, 11982: view.MarkTried}
	journey, _ := typeKeys(t, journeyed, "m")
	journeyHard, _ := typeKeys(t, journey, "d", "right")
	learning, _ := typeKeys(t, New(39000, Options{ASCII: ascii, Now: clock.Now}), "n")
	stuck := typeSettled(t, New(11982, Options{ASCII: ascii, Now: clock.Now, Settings: noCoach()}), "enter")
	for _, move := range strings.Fields(stuckLine) {
		stuck = typeSettled(t, stuck, string(move[0]), string(move[1]))
	}
	column := typeSettled(t, game, "esc", "enter", "R", "y", "A", "A")
	for _, keys := range placeKeys(t, frozenSolution(t)) {
		if column = typeSettled(t, column, keys[:2]...); column.questionPut() != nil { // the first move into an empty column that asks
			break
		}
	}
	return []struct {
		name string
		m    Model
	}{{"confirm_column", column}, {"browse", base}, {"playback", playing}, {"prompt", prompt}, {"help", help}, {"solving", solving},
		{"play_picked", picked}, {"play_refused", refused}, {"play_won", won}, {"stats", stats},
		{"coach_thinking", pondering}, {"coach_winnable", winnable}, {"coach_lost", lost}, {"coach_undecided", undecided.(Model)},
		{"review_judging", reviewJudging}, {"review_losing", reviewLosing}, {"shortest", shortest}, {"optimal", optimal},
		{"confirm_restart", restart}, {"settings", settings}, {"four_colour", four}, {"drag", drag},
		{"cells_3_play", cells3}, {"cells_0", cells0}, {"cells_6_play", cells6}, {"cells_8", cells8},
		{"picker", picker}, {"journey", journey}, {"journey_difficulty", journeyHard}, {"learning", learning}, {"no_move_left", stuck}}
}

func sized(m Model, width, height int) Model {
	next, _ := m.Update(tea.WindowSizeMsg{Width: width, Height: height})
	return next.(Model)
}

// TestGoldenScreens keeps the layout of every kind of screen at four sizes, in
// Unicode and in ASCII, as text without styles.
func TestGoldenScreens(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		for _, st := range goldenStates(t, ascii) {
			for _, size := range []struct{ w, h int }{{60, 20}, {80, 24}, {120, 40}, {200, 60}} {
				if ascii && size.w > 80 && !strings.HasPrefix(st.name, "review") {
					continue
				}
				name := fmt.Sprintf("%s_%dx%d", st.name, size.w, size.h)
				if ascii {
					name += "_ascii"
				}
				t.Run(name, func(t *testing.T) {
					content := sized(st.m, size.w, size.h).View().Content
					checkFrame(t, content, size.w, size.h)
					golden.RequireEqual(t, ansi.Strip(content))
				})
			}
		}
	}
}

// TestGoldenColours keeps whole styled frames as a 16-colour terminal receives
// them, on a dark and on a light background, and with no colour at all.
func TestGoldenColours(t *testing.T) {
	backgrounds := []struct {
		name    string
		bg      color.Color
		profile colorprofile.Profile
	}{
		{"dark_16", color.Black, colorprofile.ANSI},
		{"light_16", color.White, colorprofile.ANSI},
		{"no_colour", color.Black, colorprofile.Ascii},
	}
	for _, bg := range backgrounds {
		for _, st := range goldenStates(t, false) {
			switch st.name {
			case "browse", "playback", "prompt", "play_picked", "play_won", "coach_lost", "review_losing", "shortest", "optimal",
				"confirm_restart", "settings", "four_colour", "drag", "cells_0", "cells_6_play", "picker", "journey", "journey_difficulty", "no_move_left":
			default:
				continue
			}
			sizes := []struct{ w, h int }{{80, 24}}
			if st.name == "review_losing" {
				sizes = append(sizes, struct{ w, h int }{120, 40})
			}
			for _, size := range sizes {
				name := bg.name + "_" + st.name
				if size.w != 80 {
					name += fmt.Sprintf("_%dx%d", size.w, size.h)
				}
				t.Run(name, func(t *testing.T) {
					next, _ := sized(st.m, size.w, size.h).Update(tea.BackgroundColorMsg{Color: bg.bg})
					next, _ = next.Update(tea.ColorProfileMsg{Profile: bg.profile})
					golden.RequireEqual(t, next.(Model).View().Content)
				})
			}
		}
	}
}
