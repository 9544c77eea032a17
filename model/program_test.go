package model

import (
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/teatest/v2"
	"github.com/freecell/freecell/rules"
)

// TestProgram runs the whole Bubble Tea program: start at game 1, press n, type
// g617⏎, and check the model's game and the cards on screen.
func TestProgram(t *testing.T) {
	tm := teatest.NewTestModel(t, New(1, Options{}),
		teatest.WithInitialTermSize(100, 30),
		teatest.WithProgramOptions(tea.WithColorProfile(colorprofile.ASCII)))

	tm.Send(press("n"))
	tm.Type("g617")
	tm.Send(press("enter"))
	// The renderer redraws only what changed, so wait for fragments of game 617's
	// title and first row rather than whole lines.
	waitForOutput(t, tm, "617", "7♦", "A♦", "5♣", "3♠", "8♣", "A♥")
	tm.Send(press("q"))

	final := tm.FinalModel(t, teatest.WithFinalTimeout(5*time.Second)).(Model)
	if final.Game() != 617 {
		t.Errorf("final game %d, want 617", final.Game())
	}
	if final.Typing() {
		t.Error("the prompt is still open")
	}
	screen := ansi.Strip(final.View().Content)
	for _, card := range []string{"7♦", "10♦", "J♦", "K♠", "K♣", "4♥", "Q♥"} {
		if !strings.Contains(screen, card) {
			t.Errorf("%s is not on the final screen:\n%s", card, screen)
		}
	}
}

// waitForOutput waits until the program has written every one of wants.
func waitForOutput(t *testing.T, tm *teatest.TestModel, wants ...string) {
	t.Helper()
	teatest.WaitFor(t, tm.Output(), func(out []byte) bool {
		screen := ansi.Strip(string(out))
		for _, w := range wants {
			if !strings.Contains(screen, w) {
				return false
			}
		}
		return true
	}, teatest.WithDuration(10*time.Second), teatest.WithCheckInterval(20*time.Millisecond))
}

// TestProgramPlaysToAWin plays 617 through the whole Bubble Tea program: its
// solution by keys, auto-play off, to "won"; then, the banner seen, R deals
// it again.
func TestProgramPlaysToAWin(t *testing.T) {
	tm := teatest.NewTestModel(t, New(617, Options{}),
		teatest.WithInitialTermSize(100, 30),
		teatest.WithProgramOptions(tea.WithColorProfile(colorprofile.ASCII)))
	tm.Send(press("enter"))
	tm.Type("AA") // auto-play off: the solution writes every move
	for _, keys := range placeKeys(t, frozenSolution(t)) {
		tm.Type(strings.Join(keys, ""))
	}
	waitForOutput(t, tm, "won FreeCell #617")
	tm.Send(press("space")) // the first key takes the banner away
	tm.Send(press("R"))
	tm.Send(press("q"))
	final := tm.FinalModel(t, teatest.WithFinalTimeout(5*time.Second)).(Model)
	if !final.Playing() || final.Position() != dealt(617) {
		t.Error("R after the win does not deal the deal again")
	}
}

// TestProgramPlaysByMouse clicks the first moves of 617's solution through the
// whole program, auto-play off, and reaches the solution's position.
func TestProgramPlaysByMouse(t *testing.T) {
	m, twinClock := playModel(t) // for the points to click: the same size, the same layout
	m, _ = typeKeys(t, m, "A", "A")
	now := time.Unix(1_000_000, 0)
	ticking := func() time.Time { now = now.Add(time.Second); return now } // no two clicks make a double click
	tm := teatest.NewTestModel(t, New(617, Options{Now: ticking}),
		teatest.WithInitialTermSize(100, 30),
		teatest.WithProgramOptions(tea.WithColorProfile(colorprofile.ASCII)))
	tm.Send(press("enter"))
	tm.Type("AA")
	moves := frozenSolution(t)[:12]
	for _, mv := range moves {
		for _, spot := range [][2]int{{int(mv.From), topCard(m, mv.From, int(mv.Count))}, {int(mv.To), topCard(m, mv.To, 0)}} {
			x, y := pointAt(t, m, rules.Place(spot[0]), spot[1])
			tm.Send(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
			tm.Send(tea.MouseReleaseMsg{X: x, Y: y, Button: tea.MouseLeft})
			m = click(t, m, rules.Place(spot[0]), spot[1]) // the twin model follows, for the next points
			twinClock.now = twinClock.now.Add(time.Second)
		}
	}
	tm.Send(press("q")) // nothing is saved here: quitting asks first
	tm.Send(press("y"))
	final := tm.FinalModel(t, teatest.WithFinalTimeout(5*time.Second)).(Model)
	replay, _ := rules.ReplayGame(617, rules.DefaultFreeCells, moves)
	if final.Position() != *replay.End() {
		t.Error("the clicks led elsewhere than the solution")
	}
}

// topCard is the card of place to click: in a column, the deepest of count cards
// to move (0: the top card), -1 for an empty column or another place.
func topCard(m Model, place rules.Place, count int) int {
	if !place.IsColumn() {
		return -1
	}
	return len(m.table.Position().Column(place.Index())) - max(count, 1)
}
