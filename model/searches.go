package model

import (
	"context"
	"sync/atomic"

	tea "charm.land/bubbletea/v2"
)

// Searches is a budget of searches at once, shared by every viewer given it
// (a server's players, Options.Searches): a search past it waits its turn,
// and the status line says so. It has two lanes of n turns each, so that a
// minute's proof never holds up the coach: the long searches (a solve, o, a
// shorter solution, the survey of a browsed deal) take turns of one, and
// the coach's (its verdicts, hints, the review's), bounded to a few
// thousand positions each, of the other. With the solver's own rule that one
// search at a time grows past a small share of memory, it bounds what the
// searches hold together. Nil is no bound (a viewer of one's own).
type Searches struct {
	long, coach chan struct{}
	waiting     atomic.Int64
}

// NewSearches is a budget of n searches at once in each lane (at least one).
func NewSearches(n int) *Searches {
	n = max(n, 1)
	return &Searches{long: make(chan struct{}, n), coach: make(chan struct{}, n)}
}

// Running is the searches that hold a turn now.
func (s *Searches) Running() int { return len(s.long) + len(s.coach) }

// Waiting is the searches waiting for a turn.
func (s *Searches) Waiting() int { return int(s.waiting.Load()) }

// turn is one search's place in the budget: queued while it waits for a
// turn. The model holds it while the search runs (a pointer its copies
// share, written by the search alone), to tell the player their search
// waits, and to keep the spinner still meanwhile.
type turn struct{ queued atomic.Bool }

// waits reports whether the search waits for its turn.
func (t *turn) waits() bool { return t != nil && t.queued.Load() }

// Do runs long work (a server's own search: the daily's proof) in a turn of
// s, once it has one; false when ctx ended first.
func (s *Searches) Do(ctx context.Context, work func()) bool {
	leave, ok := s.enter(ctx, nil, false)
	if !ok {
		return false
	}
	defer leave()
	work()
	return true
}

// gated is the coach's work, which waits for turn t of s first (its job's
// context ending the wait), and gives it back when done.
func (s *Searches) gated(ctx context.Context, t *turn, work func() tea.Msg) tea.Cmd {
	return func() tea.Msg {
		if leave, ok := s.enter(ctx, t, true); ok {
			defer leave()
		}
		return work()
	}
}

// enter waits for a turn in the coach's lane or the long one, then returns
// its leave; false when ctx ended first. With a turn, the calling goroutine
// (the search's own) runs at the lowest priority from then on.
func (s *Searches) enter(ctx context.Context, t *turn, coach bool) (leave func(), ok bool) {
	if t == nil {
		t = &turn{}
	}
	if s == nil {
		return func() {}, true
	}
	lane := s.long
	if coach {
		lane = s.coach
	}
	select {
	case lane <- struct{}{}:
	default:
		s.waiting.Add(1)
		t.queued.Store(true)
		defer func() { s.waiting.Add(-1); t.queued.Store(false) }()
		select {
		case lane <- struct{}{}:
		case <-ctx.Done():
			return nil, false
		}
	}
	lowerPriority()
	return func() { <-lane }, true
}
