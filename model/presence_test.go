package model

import (
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
)

// TestClockPausesWhileAway: the clock stops while the terminal has lost
// focus, and a minute after the last key (the idle time taken back); the
// title says paused, and the focus coming back or the next key goes on.
func TestClockPausesWhileAway(t *testing.T) {
	m, clock := playModel(t)
	m, _ = typeKeys(t, m, "8", "a")
	clock.now = clock.now.Add(10 * time.Second)

	next, _ := m.Update(tea.BlurMsg{})
	away := next.(Model)
	clock.now = clock.now.Add(5 * time.Minute)
	if away.table.Clock().Running() || away.table.Clock().Elapsed(clock.now) != 10*time.Second || !strings.Contains(away.viewText(), "0:10 paused") {
		t.Fatalf("the clock runs while the terminal is away: %v\n%s", away.table.Clock().Elapsed(clock.now), away.viewText())
	}
	next, cmd := away.Update(tea.FocusMsg{})
	back := next.(Model)
	clock.now = clock.now.Add(5 * time.Second)
	if !back.table.Clock().Running() || back.table.Clock().Elapsed(clock.now) != 15*time.Second || cmd == nil || strings.Contains(back.viewText(), "paused") {
		t.Fatalf("the focus back does not go on: %v", back.table.Clock().Elapsed(clock.now))
	}

	clock.now = clock.now.Add(90 * time.Second) // no key for a minute and a half
	next, _ = back.Update(clockTickMsg{id: back.clockID})
	idle := next.(Model)
	if idle.table.Clock().Running() || idle.table.Clock().Elapsed(clock.now) != 70*time.Second || !strings.Contains(idle.viewText(), "1:10 paused") {
		t.Fatalf("idle for 95 s after the focus came back at 0:10: the clock counted %v\n%s", idle.table.Clock().Elapsed(clock.now), idle.viewText())
	}
	clock.now = clock.now.Add(time.Hour)
	goesOn, _ := typeKeys(t, idle, "8", "b")
	clock.now = clock.now.Add(3 * time.Second)
	if !goesOn.table.Clock().Running() || goesOn.table.Clock().Elapsed(clock.now) != 73*time.Second {
		t.Errorf("the next key does not go on: %v", goesOn.table.Clock().Elapsed(clock.now))
	}
	if v := goesOn.View(); !v.ReportFocus {
		t.Error("the view does not ask for focus reports")
	}
}

// TestClockPausesWhileSuspended: Ctrl+Z stops the clock with the viewer
// (it ran on through the stop, up to its idle minute), and fg goes on.
func TestClockPausesWhileSuspended(t *testing.T) {
	m, clock := playModel(t)
	m, _ = typeKeys(t, m, "8", "a")
	clock.now = clock.now.Add(6 * time.Second)
	stopped, _ := typeKeys(t, m, "ctrl+z")
	clock.now = clock.now.Add(15 * time.Second)
	if stopped.table.Clock().Running() || stopped.table.Clock().Elapsed(clock.now) != 6*time.Second {
		t.Fatalf("the clock runs while suspended: %v", stopped.table.Clock().Elapsed(clock.now))
	}
	next, _ := stopped.Update(tea.ResumeMsg{})
	back := next.(Model)
	clock.now = clock.now.Add(2 * time.Second)
	if !back.table.Clock().Running() || back.table.Clock().Elapsed(clock.now) != 8*time.Second {
		t.Errorf("fg does not go on: %v", back.table.Clock().Elapsed(clock.now))
	}
}

// TestClockWaitsUnderAPanel: help, the statistics and the settings cover
// the board, and the clock waits while one is open (keys pressed in it and
// the focus coming back do not start it); closing it goes on.
func TestClockWaitsUnderAPanel(t *testing.T) {
	for _, panel := range []string{"?", "S", "O"} {
		t.Run(panel, func(t *testing.T) {
			m, clock := playModel(t)
			m, _ = typeKeys(t, m, "8", "a")
			clock.now = clock.now.Add(10 * time.Second)
			covered, _ := typeKeys(t, m, panel)
			if !covered.overTheBoard() {
				t.Fatalf("%s opened no panel", panel)
			}
			clock.now = clock.now.Add(5 * time.Minute)
			next, _ := covered.Update(tea.BlurMsg{})
			next, _ = next.(Model).Update(tea.FocusMsg{})
			covered, _ = typeKeys(t, next.(Model), "down")
			if covered.table.Clock().Running() || covered.table.Clock().Elapsed(clock.now) != 10*time.Second {
				t.Fatalf("the clock ran under the panel: %v", covered.table.Clock().Elapsed(clock.now))
			}
			back, _ := typeKeys(t, covered, "esc")
			clock.now = clock.now.Add(3 * time.Second)
			if back.overTheBoard() || !back.table.Clock().Running() || back.table.Clock().Elapsed(clock.now) != 13*time.Second || strings.Contains(back.viewText(), "paused") {
				t.Errorf("closing the panel does not go on: %v\n%s", back.table.Clock().Elapsed(clock.now), back.viewText())
			}
		})
	}
}
