package model

import (
	"context"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
)

// TestTickEndsWithTheRun: a tick still waiting when the run ends gives up
// at once (its goroutine would otherwise sleep on, a server's player gone),
// and one whose time comes gives its message.
func TestTickEndsWithTheRun(t *testing.T) {
	life, end := context.WithCancel(context.Background())
	waiting := tick(life, time.Hour, func(time.Time) tea.Msg { return "an hour passed" })
	got := make(chan tea.Msg, 1)
	go func() { got <- waiting() }()
	end()
	select {
	case msg := <-got:
		if msg != nil {
			t.Errorf("a tick after the run ended gave %v", msg)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("a tick still waits 5 s after the run ended")
	}
	if msg := tick(context.Background(), time.Millisecond, func(time.Time) tea.Msg { return "now" })(); msg != "now" {
		t.Errorf("a tick whose time came gave %v", msg)
	}
}
