package batch

import (
	"context"
	"runtime"
	"time"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
)

// SolveOptions tune a batch solve.
type SolveOptions struct {
	Mode      solver.Mode
	FreeCells int  // the games' free cells (0 to rules.MaxFreeCells)
	Workers   int  // games solved at once; 0 means one per core it may use (GOMAXPROCS)
	Moves     bool // records carry their solution's moves
	// From are moves made from each game's deal before solving: the solve is
	// from the position they reach (they must be legal there).
	From []rules.Move
	// Timeout bounds the time a game may take (0: no bound); one that runs out
	// comes back TimeLimit.
	Timeout time.Duration
	// MaxBytes bounds the memory a game's complete searches may take (0:
	// solver.MaxSearchBytes); one that reaches it comes back GaveUp.
	MaxBytes int
	// DiskBytes and DiskDir let a verdict with fewer than four free cells go
	// on to the disk tier at its memory bound (see solver.Options).
	DiskBytes int64
	DiskDir   string
	// SafeModel (solver.Optimal only): prove the fewest moves under safe
	// auto-play rather than macroxue/freecell's model (see solver.Options).
	SafeModel bool
	// Progress, if set, hears how many games of total are done after each record
	// is emitted, from the goroutine that called Solve.
	Progress func(done, total int64)
}

// Solve solves every game of spans and hands each record to emit in game order,
// as soon as it and those before it are ready. When ctx ends, the games then in
// progress come back Interrupted and no more start; an error from emit stops the
// solve and is returned. The summary covers the records emitted.
func Solve(ctx context.Context, spans []Span, opts SolveOptions, emit func(*Record) error) (Summary, error) {
	workers := opts.Workers
	if workers <= 0 {
		workers = min(runtime.GOMAXPROCS(0), runtime.NumCPU()) // the cores it may use, GOMAXPROCS fewer
	}
	sum := Summary{Total: Count(spans), Workers: workers}
	start := time.Now()
	err := inOrder(ctx, games(spans), workers, func(ctx context.Context, game int64) Record {
		return solveGame(ctx, game, opts)
	}, func(rec *Record) error {
		sum.add(rec) // its verdict counts, whether or not the reader takes it (| head -0)
		if err := emit(rec); err != nil {
			return err
		}
		if opts.Progress != nil {
			opts.Progress(sum.Games, sum.Total)
		}
		return nil
	})
	sum.Wall = time.Since(start)
	sum.Stopped = ctx.Err() != nil
	return sum, err
}

// solveGame solves one game; with opts.Moves its record lists the moves.
func solveGame(ctx context.Context, game int64, opts SolveOptions) Record {
	l, err := dealer.Deal(game)
	if err != nil { // spans hold valid games: not expected
		return Record{Game: game, FreeCells: opts.FreeCells, Status: GaveUp, Reason: err.Error()}
	}
	rec := SolvePosition(ctx, rules.NewPositionWith(&l, opts.FreeCells), opts)
	rec.Game = game
	return rec
}

// SolveLayout solves one position as Solve does a range of one game, for a
// layout read from a file: the record (its Game 0) goes to emit.
func SolveLayout(ctx context.Context, dealt rules.Position, opts SolveOptions, emit func(*Record) error) (Summary, error) {
	start := time.Now()
	sum := Summary{Total: 1, Workers: 1}
	rec := SolvePosition(ctx, dealt, opts)
	sum.add(&rec)
	err := emit(&rec)
	sum.Wall = time.Since(start)
	sum.Stopped = ctx.Err() != nil
	return sum, err
}

// SolvePosition solves one position, after opts.From's moves (which must be
// legal there), as Solve does each game; the record's Game is 0. It is how a
// layout read from a file is solved.
func SolvePosition(ctx context.Context, dealt rules.Position, opts SolveOptions) Record {
	start := time.Now()
	from, err := rules.ReplayFrom(dealt, opts.From)
	var res solver.Result
	gameCtx := ctx
	if opts.Timeout > 0 {
		var cancel context.CancelFunc
		gameCtx, cancel = context.WithTimeout(ctx, opts.Timeout)
		defer cancel()
	}
	if err == nil {
		res = solver.Solve(gameCtx, *from.End(), solver.Options{Mode: opts.Mode, MaxBytes: opts.MaxBytes, SafeModel: opts.SafeModel, DiskBytes: opts.DiskBytes, DiskDir: opts.DiskDir})
	}
	rec := Record{FreeCells: dealt.FreeCellCount(), Positions: res.Positions, Millis: float64(time.Since(start).Microseconds()) / 1000, From: len(opts.From)}
	switch {
	case err != nil: // the moves were checked before: not expected
		rec.Status, rec.Reason = GaveUp, err.Error()
	case res.Status == solver.Solved:
		rec.Status, rec.PlayerMoves = Solved, rules.PlayerMoves(res.Moves)
		if opts.Moves {
			replay, err := rules.ReplayFrom(*from.End(), res.Moves)
			if err != nil {
				return Record{FreeCells: rec.FreeCells, Status: GaveUp, Reason: "internal error: the solution does not replay (" + err.Error() + ")"}
			}
			rec.Moves = replay.Notation()
		}
	case res.Status == solver.Impossible:
		rec.Status = Impossible
	case ctx.Err() != nil:
		rec.Status = Interrupted
	case gameCtx.Err() != nil:
		rec.Status, rec.Reason = TimeLimit, res.Reason
	default:
		rec.Status, rec.Reason = GaveUp, res.Reason
	}
	rec.Optimal, rec.LowerBound = res.Optimal, res.LowerBound
	if opts.Mode == solver.Optimal && opts.SafeModel {
		rec.Model = SafeModel
	}
	if res.Status == solver.Solved && opts.Mode == solver.Best && (res.Stop == solver.TimeLimit || res.Stop == solver.Stopped) {
		rec.Reason = res.Reason // the shortest found by then: its time limit, or Ctrl+C, cut it short
	}
	if res.Status == solver.Solved && opts.Mode == solver.Optimal && !res.Optimal {
		rec.Reason, rec.unproven = res.Reason, res.Stop // why it is not proven the fewest
		if gameCtx.Err() != nil && ctx.Err() == nil {
			rec.unproven = solver.TimeLimit
		}
	}
	return rec
}
