//go:build unix

package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"github.com/freecell/freecell/serve"
)

// logStatusOnSignal has the server log its status (sessions, connections,
// goroutines, heap) each time it is sent SIGUSR1, until ctx ends.
func logStatusOnSignal(ctx context.Context, srv *serve.Server) {
	asked := make(chan os.Signal, 1)
	signal.Notify(asked, syscall.SIGUSR1)
	go func() {
		defer signal.Stop(asked)
		for {
			select {
			case <-ctx.Done():
				return
			case <-asked:
				srv.LogStatus()
			}
		}
	}()
}
