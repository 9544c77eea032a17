package model

import (
	"context"
	"testing"
	"time"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
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

// TestAnAbandonedSearchGivesItsTurnBack: a search whose job stops while
// no one takes its messages any more (a server's player left mid-proof: the
// program that took them is gone) ends and gives its turn back; it held
// the lane for good when its last message had no one to take it.
func TestAnAbandonedSearchGivesItsTurnBack(t *testing.T) {
	s := NewSearches(1)
	ctx, cancel := context.WithCancel(context.Background())
	l, _ := dealer.Deal(1941) // a proof of the fewest moves takes a while
	cmd := shortestCmd(jobContext{ctx: ctx, id: 1, searches: s, turn: &turn{}}, rules.NewPosition(&l), solver.Optimal)
	if _, ok := cmd().(shortestProgressMsg); !ok { // its first message taken, and no other
		t.Fatal("the proof's first message is not its progress")
	}
	time.Sleep(100 * time.Millisecond) // more progress waits to be taken
	cancel()
	deadline := time.Now().Add(5 * time.Second)
	for s.Running() != 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if s.Running() != 0 {
		t.Error("5 s after its job stopped, the abandoned search still holds its turn")
	}
}
