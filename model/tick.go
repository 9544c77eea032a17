package model

import (
	"context"
	"time"

	tea "charm.land/bubbletea/v2"
)

// tick is tea.Tick that ends with the run (life): a tick still waiting when
// the run ends gives up at once, its goroutine with it, instead of
// sleeping on (a server's player who left would hold one for up to a
// poll's 10 s). Its timer starts now, as tea.Tick's does.
func tick(life context.Context, d time.Duration, fn func(time.Time) tea.Msg) tea.Cmd {
	t := time.NewTimer(d)
	return func() tea.Msg {
		defer t.Stop()
		select {
		case at := <-t.C:
			return fn(at)
		case <-life.Done():
			return nil
		}
	}
}
