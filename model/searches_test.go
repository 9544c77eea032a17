package model

import (
	"context"
	"testing"
	"time"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/searches"
	"github.com/freecell/freecell/solver"
)

// TestAnAbandonedSearchGivesItsTurnBack: a search whose job stops while
// no one takes its messages any more (a server's player left mid-proof: the
// program that took them is gone) ends and gives its turn back; it held
// the lane for good when its last message had no one to take it.
func TestAnAbandonedSearchGivesItsTurnBack(t *testing.T) {
	s := searches.New(1)
	ctx, cancel := context.WithCancel(context.Background())
	l, _ := dealer.Deal(1941) // a proof of the fewest moves takes a while
	cmd := shortestCmd(jobContext{ctx: ctx, id: 1, searches: s, turn: &searches.Turn{}}, rules.NewPosition(&l), solver.Optimal)
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
