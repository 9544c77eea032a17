package model

import (
	"context"

	"github.com/freecell/freecell/searches"
)

// job is the handle of background work: the cancel function of its context,
// and an id that its messages carry, which tells them from a stopped job's.
// The solver, the coach and the review each keep one. The zero job runs
// nothing. Its turn is its place in the shared budget of searches (each part
// of the work waits for one anew), shared by the model's copies.
type job struct {
	id     int
	cancel context.CancelFunc
	turn   *searches.Turn
}

// start stops the job and starts it anew, with a new id: the context returned
// is the new work's, ended with life (the viewer's run: see Options.Context).
func (j *job) start(life context.Context) context.Context {
	j.stop()
	ctx, cancel := context.WithCancel(life)
	j.cancel, j.turn = cancel, &searches.Turn{}
	return ctx
}

// then starts the next part of the same work, under the same id: a message
// of the part before is still the job's.
func (j *job) then(life context.Context) context.Context {
	j.finish()
	ctx, cancel := context.WithCancel(life)
	j.cancel, j.turn = cancel, &searches.Turn{}
	return ctx
}

// finish marks the work done (its answer came), keeping the id.
func (j *job) finish() {
	if j.cancel != nil {
		j.cancel() // releases the context
		j.cancel = nil
	}
}

// stop cancels the work, if it runs, and makes its messages stale.
func (j *job) stop() {
	j.finish()
	j.id++
}

// running reports whether work runs.
func (j job) running() bool { return j.cancel != nil }

// waits reports whether its work runs but waits for a turn of the budget.
func (j job) waits() bool { return j.running() && j.turn.Waits() }

// owns reports whether a message with id is this job's.
func (j job) owns(id int) bool { return j.id == id }
