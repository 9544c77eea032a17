package searches

import (
	"context"
	"testing"
	"time"
)

// TestSearchesLanes: a long search holding the only long turn holds up
// another long one, which waits (and is told), but not the coach's.
func TestSearchesLanes(t *testing.T) {
	s := New(1)
	leave, ok := s.Enter(context.Background(), nil, Long)
	if !ok {
		t.Fatal("the first long search waits")
	}
	coach, ok := s.Enter(context.Background(), nil, Coach)
	if !ok {
		t.Fatal("the coach waits behind a long search")
	}
	coach()
	ctx, cancel := context.WithCancel(context.Background())
	waiting := &Turn{}
	got := make(chan bool)
	go func() {
		_, ok := s.Enter(ctx, waiting, Long)
		got <- ok
	}()
	deadline := time.Now().Add(5 * time.Second)
	for s.Waiting() != 1 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	if s.Waiting() != 1 || !waiting.Waits() {
		t.Fatalf("a second long search: %d waiting, waits %v", s.Waiting(), waiting.Waits())
	}
	cancel()
	if <-got {
		t.Error("a search whose job stopped got a turn")
	}
	leave()
	if _, ok := s.Enter(context.Background(), waiting, Long); !ok || waiting.Waits() {
		t.Error("no turn after the first search left")
	}
	var none *Budget
	if leave, ok := none.Enter(context.Background(), nil, Long); !ok {
		t.Error("no budget: a search waits")
	} else {
		leave()
	}
}
