package rules

import (
	"slices"
	"testing"
)

func TestPlayerMoves(t *testing.T) {
	moves := []Move{{From: 0, To: Foundation}, {From: 0, To: 1, Count: 3}, {From: 2, To: FreeCellPlace(0)}}
	if got := PlayerMoves(moves); got != 2 {
		t.Errorf("PlayerMoves = %d, want 2", got)
	}
}

func TestStepEnds(t *testing.T) {
	home := Move{From: 0, To: Foundation}
	other := Move{From: 0, To: 1}
	tests := []struct {
		moves []Move
		want  []int
	}{
		{nil, nil},
		{[]Move{other}, []int{1}},
		{[]Move{home, home, other, home, other}, []int{2, 4, 5}},
		{[]Move{other, other, home, home}, []int{1, 4}},
	}
	for _, tt := range tests {
		if got := StepEnds(tt.moves); !slices.Equal(got, tt.want) {
			t.Errorf("StepEnds(%v) = %v, want %v", tt.moves, got, tt.want)
		}
	}
}
