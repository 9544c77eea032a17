package model

import (
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/teatest/v2"
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
