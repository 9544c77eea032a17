package model

import (
	"testing"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
)

func TestSolvesWithFewCellsHaveTheCommandLinesBound(t *testing.T) {
	l, _ := dealer.Deal(617)
	for cells, want := range map[int]int{0: solver.FewCellsBytes, 2: solver.FewCellsBytes, 3: solver.FewCellsBytes, 4: 0, 8: 0} {
		start := rules.NewPositionWith(&l, cells)
		if got := solveOptions(start).MaxBytes; got != want {
			t.Errorf("%d free cells: memory bound %d, want %d", cells, got, want)
		}
	}
}
