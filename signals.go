package main

import (
	"context"
	"os"
	"os/signal"
	"sync/atomic"
	"syscall"

	"github.com/freecell/freecell/terminal"
)

// caughtSignal remembers the first stop signal that arrived.
type caughtSignal struct {
	number  atomic.Int32
	release func()
}

// stopOnSignals returns a context that the first stop signal cancels.
func stopOnSignals(parent context.Context) (context.Context, *caughtSignal) {
	ctx, cancel := context.WithCancel(parent)
	c := &caughtSignal{}
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, terminal.StopSignals...)
	done := make(chan struct{})
	go func() {
		select {
		case s := <-ch:
			if n, ok := s.(syscall.Signal); ok {
				c.number.Store(int32(n))
			}
			cancel()
		case <-done:
		}
	}()
	c.release = func() {
		signal.Stop(ch)
		close(done)
		cancel()
	}
	return ctx, c
}

// exitCode is the usual status of a process a signal ended, 128 + its number, or 0.
func (c *caughtSignal) exitCode() int {
	if n := c.number.Load(); n != 0 {
		return 128 + int(n)
	}
	return 0
}
