package model

import (
	"context"
	"testing"
	"time"
)

// TestSearchesLanes: a long search holding the only long turn holds up
// another long one, which waits (and is told), but not the coach's.
func TestSearchesLanes(t *testing.T) {
	s := NewSearches(1)
	leave, ok := s.enter(context.Background(), nil, false)
	if !ok {
		t.Fatal("the first long search waits")
	}
	coach, ok := s.enter(context.Background(), nil, true)
	if !ok {
		t.Fatal("the coach waits behind a long search")
	}
	coach()
	ctx, cancel := context.WithCancel(context.Background())
	waiting := &turn{}
	got := make(chan bool)
	go func() {
		_, ok := s.enter(ctx, waiting, false)
		got <- ok
	}()
	deadline := time.Now().Add(5 * time.Second)
	for s.Waiting() != 1 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	if s.Waiting() != 1 || !waiting.waits() {
		t.Fatalf("a second long search: %d waiting, waits %v", s.Waiting(), waiting.waits())
	}
	cancel()
	if <-got {
		t.Error("a search whose job stopped got a turn")
	}
	leave()
	if _, ok := s.enter(context.Background(), waiting, false); !ok || waiting.waits() {
		t.Error("no turn after the first search left")
	}
	var none *Searches
	if leave, ok := none.enter(context.Background(), nil, false); !ok {
		t.Error("no budget: a search waits")
	} else {
		leave()
	}
}
