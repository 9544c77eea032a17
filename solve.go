package main

import (
	"bufio"
	"context"
	"time"

	"github.com/freecell/freecell/batch"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
)

// runSolve solves the games asked for and writes, for one game, its moves (or its
// fate), and for several a summary or one JSON record per game; it returns the
// exit code. Ctrl+C, SIGTERM and SIGHUP stop it within moments.
func runSolve(e env, opts options) int {
	stdout, stderr, progress := e.stdout, e.stderr, e.barsDrawn()
	var from []rules.Move
	var layout rules.Position
	if opts.from || opts.layout != "" {
		start, replay, code := startingPosition(opts, e)
		if code != exitOK {
			return code
		}
		layout, from = start, replay.Moves
	}
	ctx, caught := stopOnSignals(context.Background())
	defer caught.release()
	single := opts.layout != "" || batch.Count(opts.spans) == 1
	out := bufio.NewWriterSize(stdout, 64<<10)
	var bar *progressBar // on stderr
	emit := func(r *batch.Record) error { return writeRecord(out, r, opts.format, single, bar, e.stdoutIsTerminal) }
	solveOpts := batch.SolveOptions{Mode: solver.Short, FreeCells: opts.freeCells, Moves: single || opts.format == batch.JSON, From: from}
	switch {
	case opts.fast:
		solveOpts.Mode = solver.Fast
	case opts.best:
		solveOpts.Mode = solver.Best
	case opts.optimal:
		solveOpts.Mode = solver.Optimal
		solveOpts.SafeModel = opts.autoSet && opts.autoplay != rules.AutoAll // safe or off: a card goes home when the player likes
	}
	cells := opts.freeCells
	if opts.layout != "" {
		cells = layout.FreeCellCount()
	}
	solveOpts.Timeout, solveOpts.MaxBytes = searchBounds(opts, cells)
	solveOpts.DiskBytes, solveOpts.DiskDir = opts.diskBytes, opts.diskDir
	if e.getenv("GOMEMLIMIT") == "" { // the collector's limit follows the searches'
		defer solver.RaiseMemoryLimit(solveOpts.MaxBytes)()
	}
	if progress && !single {
		bar = newProgressBar(stderr, "solving", batch.Count(opts.spans), plainCharacters(opts, e.getenv), e.width)
		solveOpts.Progress = bar.set
	}
	var sum batch.Summary
	var err error
	if opts.layout != "" {
		sum, err = batch.SolveLayout(ctx, layout, solveOpts, emit)
	} else {
		sum, err = batch.Solve(ctx, opts.spans, solveOpts, emit)
	}
	bar.close() // before the summary, on the same terminal
	if err == nil && !single && opts.format == batch.Text {
		if err = sum.WriteText(out); err == nil {
			err = out.Flush()
		}
	}
	switch { // a reader that stopped early (| head -0) leaves the verdicts' status
	case err != nil && !readerGone(err):
		return outputFailed(stderr, err)
	case caught.exitCode() != 0:
		return caught.exitCode()
	case sum.Stopped || sum.Interrupted > 0:
		return exitInterrupted
	case sum.TimeLimit > 0 || sum.UnprovenTime > 0:
		return exitTimeLimit
	case sum.GaveUp > 0 || sum.Unproven > 0: // Unproven: --optimal stopped at its memory bound
		return exitGaveUp
	case sum.Impossible > 0:
		return exitImpossible
	}
	return exitOK
}

// writeRecord writes a game's record to out, flushed at once: a JSON line,
// or for one game its text (else nothing: the summary says the games). On a
// terminal the progress bar is drawn on too (onTerminal), the bar is taken
// off its line first, but only for a record written: a range's text writes
// none, and the bar taken off as each game ended was never seen.
func writeRecord(out *bufio.Writer, r *batch.Record, format batch.Format, single bool, bar *progressBar, onTerminal bool) error {
	if format != batch.JSON && !single {
		return nil
	}
	write := func() error {
		var err error
		if format == batch.JSON {
			err = r.WriteJSON(out)
		} else if single {
			err = r.WriteText(out)
		}
		if err == nil {
			err = out.Flush() // each record as soon as it is ready
		}
		return err
	}
	if onTerminal {
		return bar.writing(write)
	}
	return write()
}

// fewCellsTimeout bounds a game's time with fewer than four free cells, unless
// --timeout says otherwise: complete searches there can run long, and a range
// should not wait on one deal for ever.
const fewCellsTimeout = time.Minute

// optimalTimeout is --optimal's time a game unless --timeout says otherwise.
const optimalTimeout = time.Minute

// searchBounds are a game's time and memory bounds: --timeout's and
// --memory's, else --optimal's own (solver.OptimalBytes, optimalTimeout),
// else, with fewer than four free cells, the few cells' own
// (solver.FewCellsBytes, fewCellsTimeout), and with four or more, the
// solver's memory bound and no time bound.
func searchBounds(opts options, cells int) (time.Duration, int) {
	timeout, bytes := opts.timeout, opts.maxBytes
	if opts.optimal {
		if timeout == 0 {
			timeout = optimalTimeout
		}
		if bytes == 0 {
			bytes = solver.OptimalBytes
		}
	}
	if cells < rules.DefaultFreeCells {
		if timeout == 0 {
			timeout = fewCellsTimeout
		}
		if bytes == 0 {
			bytes = solver.FewCellsBytes
		}
	}
	return timeout, bytes
}
