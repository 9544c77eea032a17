package batch

import (
	"context"
	"iter"

	"golang.org/x/sync/errgroup"
)

// window is how many games each worker may run ahead of the first one not yet
// emitted: it bounds the results held back to keep game order.
const window = 64

// inOrder runs work on every game of games, on workers goroutines, and hands
// each result to emit in the games' order, as soon as it and those before it
// are ready. When ctx ends no more games start (work sees the end through its
// context); an error from emit stops the run and is returned, and the results
// still coming are dropped.
func inOrder[R any](ctx context.Context, games iter.Seq[int64], workers int, work func(context.Context, int64) R, emit func(*R) error) error {
	run, stop := context.WithCancel(ctx)
	defer stop()
	type numbered struct {
		index  int64
		result R
	}
	type job struct{ index, game int64 }
	results := make(chan numbered, workers)
	jobs := make(chan job)
	tokens := make(chan struct{}, window*workers) // one per game started and not yet emitted
	go func() {
		defer close(jobs)
		var index int64
		for game := range games {
			select {
			case tokens <- struct{}{}:
			case <-run.Done():
				return
			}
			jobs <- job{index, game}
			index++
			if run.Err() != nil {
				return
			}
		}
	}()
	// Workers live for the whole run rather than one a game: a goroutine's
	// stack starts small, and each game's search would grow it again.
	var pool errgroup.Group
	for range workers {
		pool.Go(func() error {
			for j := range jobs {
				results <- numbered{j.index, work(run, j.game)}
			}
			return nil
		})
	}
	go func() {
		_ = pool.Wait() // the workers return no errors
		close(results)
	}()

	held := map[int64]R{}
	var next int64
	var err error
	for r := range results {
		held[r.index] = r.result
		for result, ok := held[next]; ok; result, ok = held[next] {
			delete(held, next)
			next++
			<-tokens
			if err != nil {
				continue // draining after a failed write
			}
			if err = emit(&result); err != nil {
				stop()
			}
		}
	}
	return err
}

// games is every game of spans, in order.
func games(spans []Span) iter.Seq[int64] {
	return func(yield func(int64) bool) { each(spans, yield) }
}
