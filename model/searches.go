package model

import (
	"context"
	"sync/atomic"

	tea "charm.land/bubbletea/v2"
)

// Searches is a budget of searches at once, shared by every viewer given it
// (a server's players, Options.Searches): a search past it waits its turn,
// and the status line says so. With the solver's own rule that one search
// at a time grows past a small share of memory, it bounds what the searches
// hold together. Nil is no bound (a viewer of one's own).
type Searches struct {
	slots   chan struct{}
	waiting atomic.Int64
}

// NewSearches is a budget of n searches at once (at least one).
func NewSearches(n int) *Searches { return &Searches{slots: make(chan struct{}, max(n, 1))} }

// Running is the searches that hold a turn now; Waiting those waiting for one.
func (s *Searches) Running() int { return len(s.slots) }

// Waiting is the searches waiting for a turn.
func (s *Searches) Waiting() int { return int(s.waiting.Load()) }

// turn is one search's place in the budget: entered once it runs. The model
// holds it while the search runs (a pointer its copies share, written by the
// search alone), to tell the player their search waits.
type turn struct{ entered atomic.Bool }

// waits reports whether the search has not had its turn yet.
func (t *turn) waits() bool { return t != nil && !t.entered.Load() }

// Do runs work in a turn of s, once it has one; false when ctx ended first.
// A server's own searches (the daily's proof) take their turns so.
func (s *Searches) Do(ctx context.Context, work func()) bool {
	leave, ok := s.enter(ctx, nil)
	if !ok {
		return false
	}
	defer leave()
	work()
	return true
}

// gated is work that waits for a turn of s first (its job's context ending
// the wait), and gives it back when done.
func (s *Searches) gated(ctx context.Context, work func() tea.Msg) tea.Cmd {
	return func() tea.Msg {
		if leave, ok := s.enter(ctx, nil); ok {
			defer leave()
		}
		return work()
	}
}

// enter waits for a turn, then returns its leave; false when ctx ended first.
func (s *Searches) enter(ctx context.Context, t *turn) (leave func(), ok bool) {
	if t == nil {
		t = &turn{}
	}
	if s == nil {
		t.entered.Store(true)
		return func() {}, true
	}
	select {
	case s.slots <- struct{}{}:
	default:
		s.waiting.Add(1)
		defer s.waiting.Add(-1)
		select {
		case s.slots <- struct{}{}:
		case <-ctx.Done():
			return nil, false
		}
	}
	t.entered.Store(true)
	return func() { <-s.slots }, true
}
