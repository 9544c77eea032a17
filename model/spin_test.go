package model

import (
	"github.com/freecell/freecell/searches"

	"context"
	"testing"
	"time"

	"charm.land/bubbles/v2/spinner"
	tea "charm.land/bubbletea/v2"
)

// TestSpinnerHoldsStillWhileWaiting: while a solve waits for a turn of a
// server's budget its spinner does not turn (each turn is a frame drawn),
// one of its ticks is kept as a look again and the rest dropped; once the
// solve has its turn, the spinner turns again.
func TestSpinnerHoldsStillWhileWaiting(t *testing.T) {
	s := searches.New(1)
	leave, _ := s.Enter(context.Background(), nil, searches.Long) // another player's solve holds the turn
	m := New(617, Options{Random: randomSequence(424242), Searches: s})
	next, _ := m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	m, cmd := typeKeys(t, next.(Model), "s")
	ticks := make(chan tea.Msg, 8)
	for _, c := range cmd().(tea.BatchMsg) {
		go func() { ticks <- c() }() // the solve waits for its turn
	}
	waitUntil(t, "the solve never waited for its turn", func() bool { return m.solving.waits() })
	var tick spinner.TickMsg
	for tick.ID == 0 {
		if msg, ok := (<-ticks).(spinner.TickMsg); ok {
			tick = msg
		}
	}
	frame := m.spinner.View()
	m, again := m.spin(tick)
	if m.spinner.View() != frame || again == nil || !m.spinHeld || !m.status.Waiting {
		t.Fatalf("waiting: frame %q→%q, look again %v, held %v, waiting shown %v", frame, m.spinner.View(), again != nil, m.spinHeld, m.status.Waiting)
	}
	if _, extra := m.spin(m.spinner.Tick().(spinner.TickMsg)); extra != nil {
		t.Error("a second tick while held is kept: the frames double")
	}
	leave()
	waitUntil(t, "the solve never had its turn", func() bool { return !m.solving.waits() })
	next, cmd = m.Update(spinAgainMsg{})
	m = next.(Model)
	next, _ = m.Update(cmd())
	if m = next.(Model); m.spinner.View() == frame || m.spinHeld {
		t.Errorf("the solve has its turn and the spinner still holds (frame %q, held %v)", m.spinner.View(), m.spinHeld)
	}
}

func waitUntil(t *testing.T, failure string, done func() bool) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); !done(); time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal(failure)
		}
	}
}
