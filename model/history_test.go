package model

import "testing"

// TestHistoryKeepsTheNewest: Back goes through the deals newest first; past
// twice maxHistory the oldest go and at least maxHistory stay; a copy taken
// before a push or pop keeps what it held.
func TestHistoryKeepsTheNewest(t *testing.T) {
	var h history
	if _, _, ok := h.pop(); ok || !h.empty() {
		t.Fatal("an empty history gave a deal back")
	}
	const pushes = 2*maxHistory + 10
	var early history
	for i := int64(1); i <= pushes; i++ {
		h = h.push(viewed{game: i})
		if i == 5 {
			early = h
		}
	}
	if h.n < maxHistory || h.n >= 2*maxHistory {
		t.Errorf("%d pushes kept %d; want between %d and %d", pushes, h.n, maxHistory, 2*maxHistory)
	}
	kept := h.n
	for want := int64(pushes); want > pushes-int64(kept); want-- {
		v, rest, ok := h.pop()
		if !ok || v.game != want {
			t.Fatalf("Back gave %d (%v); want %d", v.game, ok, want)
		}
		h = rest
	}
	if !h.empty() || h.n != 0 {
		t.Errorf("after %d Backs the history holds %d", kept, h.n)
	}
	if v := early.last(); v.game != 5 || early.n != 5 {
		t.Errorf("a copy taken at the fifth deal now says %d of %d", v.game, early.n)
	}
}
