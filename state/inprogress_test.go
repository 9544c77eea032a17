package state

import (
	"slices"
	"testing"
)

// TestStatsNameTheGamesInProgress: the statistics name the deals of the
// games in progress with their free cells, the latest started first, at most
// InProgressListed: not a daily, a layout, another count's game, one with
// no move, or one ended.
func TestStatsNameTheGamesInProgress(t *testing.T) {
	s, _ := openTemp(t)
	save := func(g Game) Game {
		t.Helper()
		saved, err := s.SaveGame(g)
		if err != nil {
			t.Fatal(err)
		}
		return saved
	}
	for _, deal := range []int64{617, 11982, -1, 5, 24966, 8} {
		save(Game{Deal: deal, FreeCells: 4, Moves: []string{"8a"}, PlayerMoves: 1})
	}
	ended := save(Game{Deal: 9, FreeCells: 4, Moves: []string{"8a"}, PlayerMoves: 1})
	if err := s.EndGame(ended, Lost); err != nil {
		t.Fatal(err)
	}
	save(Game{Deal: 10, FreeCells: 4, Daily: "2026-11-28", Moves: []string{"8a"}, PlayerMoves: 1})
	save(Game{Deal: 11, FreeCells: 3, Moves: []string{"8a"}, PlayerMoves: 1})
	save(Game{Deal: 12, FreeCells: 4})
	save(Game{FreeCells: 4, Layout: "Foundations: H-K C-K D-K S-Q\nKS\n", Moves: []string{"1h"}, PlayerMoves: 0})
	st, err := s.Stats(4)
	if want := []int64{8, 24966, 5, -1}; err != nil || st.InProgress != 6 || !slices.Equal(st.InProgressDeals, want) {
		t.Errorf("in progress %d, deals %v (%v); want 6, %v", st.InProgress, st.InProgressDeals, err, want)
	}
	if st, _ := s.Stats(3); !slices.Equal(st.InProgressDeals, []int64{11}) {
		t.Errorf("with three cells: %v, want [11]", st.InProgressDeals)
	}
}
