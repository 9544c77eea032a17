package atlas

import (
	"context"
	"time"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
)

// Options bound a survey's searches.
type Options struct {
	// Timeout and MaxBytes bound each verdict, where given; else those with
	// fewer than four free cells, where complete searches can run long, have
	// FewCellsTimeout and solver.FewCellsBytes (the command line's bounds for
	// --solve), and the others the solver's own memory bound.
	Timeout  time.Duration
	MaxBytes int
	// DiskBytes and DiskDir let a verdict with fewer than four free cells go
	// on to the disk tier at its memory bound (see solver.Options).
	DiskBytes int64
	DiskDir   string
	// Cheap makes a cheap survey: free-cell counts are tried down to DownTo
	// only, and nothing else is worked out (no length, no opening). It says
	// whether DownTo cells suffice, not the fewest, unless DownTo is 0: then
	// it finds the fewest cells alone.
	Cheap  bool
	DownTo int
	// Known, with Fewest, says the deal's fewest free cells are known already
	// (a cells table's, which a complete search proved): the survey takes
	// them, finds a solution with that many for the effort, and works out
	// the rest, where finding them again can take a player's machine minutes.
	Known  bool
	Fewest int
}

// FewCellsTimeout is the time a verdict with fewer than four free cells may
// take unless Options say otherwise.
const FewCellsTimeout = time.Minute

// verdict is what a search said of a position.
type verdict int

const (
	untried verdict = iota
	solvable
	impossible
	undecided // the search stopped at its bound
)

// Survey works out the facts of game. It returns ctx's error, and no facts,
// when ctx ends first: a survey stopped part way is done again, not half kept.
func Survey(ctx context.Context, game int64, opts Options) (Facts, error) {
	start := time.Now()
	l, err := dealer.Deal(game)
	if err != nil {
		return Facts{}, err
	}
	if !opts.Cheap {
		opts.DownTo = 0
	}
	f := Facts{Game: game, Solver: solver.Version, Cheap: opts.Cheap, DownTo: opts.DownTo}
	find := fewestCells
	if opts.Known {
		find = takeFewest
	}
	fewest, err := find(ctx, &l, opts)
	if err != nil {
		return Facts{}, err
	}
	f.AtLeast, f.AtMost, f.Known, f.Effort = fewest.atLeast, fewest.atMost, fewest.known(), fewest.effort
	f.Fewest = f.AtMost
	if f.AtMost <= rules.MaxFreeCells && !opts.Cheap {
		if err := f.measureLength(ctx, &l, fewest.lengthCells()); err != nil {
			return Facts{}, err
		}
		if err := f.countOpening(ctx, &l, f.AtMost, opts); err != nil {
			return Facts{}, err
		}
	}
	f.Difficulty, f.Band = Rate(&f)
	f.Millis = float64(time.Since(start).Microseconds()) / 1000
	return f, nil
}

// fewest is what the verdicts by free-cell count tell: the fewest cells that
// solve the deal lie between atLeast and atMost (rules.MaxFreeCells+1 when no
// count up to the most solves it, or none was proved to).
type fewest struct {
	verdicts        [rules.MaxFreeCells + 1]verdict
	atLeast, atMost int
	effort          int // positions kept by the verdict at atMost
}

func (fw *fewest) known() bool { return fw.atLeast == fw.atMost }

// lengthCells is the count the deal's length is measured with: the four of
// Microsoft's game when they solve it, else the fewest that do.
func (fw *fewest) lengthCells() int {
	if fw.atMost <= rules.DefaultFreeCells {
		return rules.DefaultFreeCells
	}
	return fw.atMost
}

// fewestCells finds the fewest free cells that solve the deal l, each
// count's verdict asked of the fast solver within opts' bounds (see
// fewestBy).
func fewestCells(ctx context.Context, l *dealer.Layout, opts Options) (fewest, error) {
	return fewestBy(opts.DownTo, func(cells int) (verdict, int, error) {
		v, r, err := verdictOf(ctx, rules.NewPositionWith(l, cells), opts)
		return v, r.Positions, err
	})
}

// AskFewest asks, in a survey's order (see fewestBy), the verdicts that find
// the fewest free cells from downTo that solve a deal: ask searches the deal
// with that many cells and reports whether it found it solvable, and
// whether it decided at all. For tools that measure what a survey spends.
func AskFewest(downTo int, ask func(cells int) (solvable, decided bool)) {
	_, _ = fewestBy(downTo, func(cells int) (verdict, int, error) {
		switch won, decided := ask(cells); {
		case !decided:
			return undecided, 0, nil
		case won:
			return solvable, 0, nil
		}
		return impossible, 0, nil
	})
}

// fewestBy finds the fewest free cells from downTo that solve a deal, asking
// try for a count's verdict and the positions it kept: from two (or
// downTo, when more), down while the deal stays solvable, or up while it is
// impossible (a deal solvable with k cells is with more, and one impossible
// with k is with fewer). A count left undecided is stepped past, both ways
// from the first, else in the same direction. Most deals need one or two
// cells: from two, those solvable with two skip the verdicts with three and
// four that a start from four asks: 2.3 % and 2.7 % of a cheap survey's
// time on two draws of 1,000 by fewprofile's records (seeds 2026120701 and
// 2026120731), the facts the same.
func fewestBy(downTo int, try func(cells int) (verdict, int, error)) (fewest, error) {
	var fw fewest
	positions := [rules.MaxFreeCells + 1]int{}
	ask := func(cells int) (verdict, error) {
		v, n, err := try(cells)
		fw.verdicts[cells], positions[cells] = v, n
		return v, err
	}
	start := min(max(downTo, 2), rules.DefaultFreeCells)
	first, err := ask(start)
	if err != nil {
		return fw, err
	}
	if first != impossible { // down to the first impossible count
		for cells := start - 1; cells >= downTo; cells-- {
			if v, err := ask(cells); err != nil || v == impossible {
				if err != nil {
					return fw, err
				}
				break
			}
		}
	}
	if first != solvable { // up to the first solvable count
		for cells := start + 1; cells <= rules.MaxFreeCells; cells++ {
			if v, err := ask(cells); err != nil || v == solvable {
				if err != nil {
					return fw, err
				}
				break
			}
		}
	}
	fw.bound(&positions)
	return fw, nil
}

// bound sets atLeast and atMost from the verdicts, and the effort from the
// positions each verdict kept.
func (fw *fewest) bound(positions *[rules.MaxFreeCells + 1]int) {
	fw.atLeast, fw.atMost = 0, rules.MaxFreeCells+1
	for cells, v := range fw.verdicts {
		switch {
		case v == impossible:
			fw.atLeast = max(fw.atLeast, cells+1)
		case v == solvable && cells < fw.atMost:
			fw.atMost, fw.effort = cells, positions[cells]
		}
	}
}

// takeFewest is the fewest cells opts knows for the deal l, with the effort
// of a solution with that many: a deal solvable with k cells is with more.
func takeFewest(ctx context.Context, l *dealer.Layout, opts Options) (fewest, error) {
	fw := fewest{atLeast: opts.Fewest, atMost: opts.Fewest}
	for cells := opts.Fewest; cells <= rules.MaxFreeCells; cells++ {
		fw.verdicts[cells] = solvable
	}
	for cells := range min(opts.Fewest, rules.MaxFreeCells+1) {
		fw.verdicts[cells] = impossible
	}
	if opts.Fewest > rules.MaxFreeCells {
		return fw, nil
	}
	_, r, err := verdictOf(ctx, rules.NewPositionWith(l, opts.Fewest), opts)
	fw.effort = r.Positions
	return fw, err
}

// verdictOf is the fast solver's verdict on p, within opts' bounds when p has
// fewer than four free cells; an error only when ctx ended.
func verdictOf(ctx context.Context, p rules.Position, opts Options) (verdict, solver.Result, error) {
	timeout, bytes := opts.Timeout, opts.MaxBytes
	if p.FreeCellCount() < rules.DefaultFreeCells {
		if timeout <= 0 {
			timeout = FewCellsTimeout
		}
		if bytes <= 0 {
			bytes = solver.FewCellsBytes
		}
	}
	searchCtx := ctx
	if timeout > 0 {
		var cancel context.CancelFunc
		searchCtx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	r := solver.Solve(searchCtx, p, solver.Options{Mode: solver.Fast, MaxBytes: bytes, VerdictOnly: true, DiskBytes: opts.DiskBytes, DiskDir: opts.DiskDir})
	switch {
	case ctx.Err() != nil:
		return untried, r, ctx.Err()
	case r.Status == solver.Solved:
		return solvable, r, nil
	case r.Status == solver.Impossible:
		return impossible, r, nil
	}
	return undecided, r, nil
}

// measureLength is the default mode's solution of the deal with cells free
// cells, in player moves.
func (f *Facts) measureLength(ctx context.Context, l *dealer.Layout, cells int) error {
	r := solver.Solve(ctx, rules.NewPositionWith(l, cells), solver.Options{Mode: solver.Short})
	if ctx.Err() != nil {
		return ctx.Err()
	}
	f.MovesCells = cells
	if r.Status == solver.Solved {
		f.PlayerMoves = rules.PlayerMoves(r.Moves)
	}
	return nil
}

// countOpening counts the legal first moves of the deal with cells free cells,
// and those after which it can still be won with them.
func (f *Facts) countOpening(ctx context.Context, l *dealer.Layout, cells int, opts Options) error {
	start := rules.NewPositionWith(l, cells)
	start.Settle()
	for _, m := range start.AppendMoves(nil) {
		next := start
		next.Play(m)
		v, _, err := verdictOf(ctx, next, opts)
		if err != nil {
			return err
		}
		f.OpeningMoves++
		switch v {
		case solvable:
			f.OpeningWinning++
		case undecided:
			f.OpeningUndecided++
		case impossible, untried:
		}
	}
	return nil
}
