// Package searches is a budget of searches at once, shared by every viewer
// given it (a server's players): a search past it waits its turn. It has
// two lanes of n turns each, so that a minute's proof never holds up the
// coach: the long searches (a solve, a proof of the fewest moves, a shorter
// solution, the survey of a browsed deal, the server's own proof of the
// daily) take turns of one, and the coach's (its verdicts, hints, a
// review's), bounded to a few thousand positions each, of the other. With
// the solver's own rule that one search at a time grows past a small share
// of memory, it bounds what the searches hold together. A nil budget is no
// bound (a viewer of one's own).
package searches

import (
	"context"
	"sync/atomic"
)

// Budget is the searches at once, in two lanes.
type Budget struct {
	long, coach chan struct{}
	waiting     atomic.Int64
}

// Lane is the lane a search takes a turn of.
type Lane int

// The lanes.
const (
	Long  Lane = iota // a search of seconds or minutes
	Coach             // the coach's, bounded to a few thousand positions
)

// New is a budget of n searches at once in each lane (at least one).
func New(n int) *Budget {
	n = max(n, 1)
	return &Budget{long: make(chan struct{}, n), coach: make(chan struct{}, n)}
}

// Running is the searches that hold a turn now.
func (b *Budget) Running() int { return len(b.long) + len(b.coach) }

// Waiting is the searches waiting for a turn.
func (b *Budget) Waiting() int { return int(b.waiting.Load()) }

// Turn is one search's place in the budget: queued while it waits. A viewer
// holds it while the search runs (a pointer its copies share, written by the
// search alone), to tell the player their search waits, and to keep its
// spinner still meanwhile.
type Turn struct{ queued atomic.Bool }

// Waits reports whether the search waits for its turn.
func (t *Turn) Waits() bool { return t != nil && t.queued.Load() }

// Do runs long work (a server's own search: the daily's proof) in a turn of
// b, once it has one; false when ctx ended first.
func (b *Budget) Do(ctx context.Context, work func()) bool {
	leave, ok := b.Enter(ctx, nil, Long)
	if !ok {
		return false
	}
	defer leave()
	work()
	return true
}

// Enter waits for a turn in lane, t (nil: none to tell) queued meanwhile,
// then returns its leave; false when ctx ended first. With a turn, the
// calling goroutine (the search's own) runs at the lowest priority from then
// on.
func (b *Budget) Enter(ctx context.Context, t *Turn, lane Lane) (leave func(), ok bool) {
	if t == nil {
		t = &Turn{}
	}
	if b == nil {
		return func() {}, true
	}
	turns := b.long
	if lane == Coach {
		turns = b.coach
	}
	select {
	case turns <- struct{}{}:
	default:
		b.waiting.Add(1)
		t.queued.Store(true)
		defer func() { b.waiting.Add(-1); t.queued.Store(false) }()
		select {
		case turns <- struct{}{}:
		case <-ctx.Done():
			return nil, false
		}
	}
	lowerPriority()
	return func() { <-turns }, true
}
