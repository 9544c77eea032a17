package main

import (
	"context"
	"errors"

	"github.com/freecell/freecell/batch"
)

// runPrint prints the games asked for; Ctrl+C, SIGTERM and SIGHUP stop it
// after a whole game, what it printed flushed, with the signal's status.
func runPrint(opts options, e env) int {
	ctx, caught := stopOnSignals(context.Background())
	defer caught.release()
	err := batch.Print(ctx, e.stdout, opts.spans, opts.format, opts.freeCells)
	switch {
	case errors.Is(err, context.Canceled):
		return caught.exitCode()
	case err != nil:
		return outputFailed(e.stderr, err)
	}
	return exitOK
}
