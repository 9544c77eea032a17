package atlas

import (
	"fmt"
	"testing"

	"github.com/freecell/freecell/rules"
)

// TestFewestFromTwo: the fewest cells found from two free cells are those a
// search down from four finds, for every fewest count (none up to the most
// included), every downTo and a count left undecided anywhere; and a deal
// won with two cells or fewer is never asked about three or four.
func TestFewestFromTwo(t *testing.T) {
	const none = rules.MaxFreeCells + 1
	for fewest := 0; fewest <= none; fewest++ {
		for downTo := 0; downTo <= rules.DefaultFreeCells; downTo++ {
			for undecidedAt := -1; undecidedAt <= rules.MaxFreeCells; undecidedAt++ {
				name := fmt.Sprintf("fewest %d, down to %d, undecided at %d", fewest, downTo, undecidedAt)
				var asked []int
				truth := func(cells int) (verdict, int, error) {
					asked = append(asked, cells)
					switch {
					case cells == undecidedAt:
						return undecided, 1000, nil
					case cells >= fewest:
						return solvable, 100 + cells, nil
					}
					return impossible, 10 + cells, nil
				}
				got, err := fewestBy(downTo, truth)
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				fromTwo := asked
				asked = nil
				want := fewestDownFromFour(downTo, truth)
				if got.atLeast != want.atLeast || got.atMost != want.atMost || got.effort != want.effort {
					t.Errorf("%s: %d..%d (effort %d), down from four %d..%d (effort %d)",
						name, got.atLeast, got.atMost, got.effort, want.atLeast, want.atMost, want.effort)
				}
				if fewest <= 2 && downTo <= 2 && undecidedAt < 0 {
					for _, c := range fromTwo {
						if c > 2 {
							t.Errorf("%s: asked about %d cells (%v)", name, c, fromTwo)
						}
					}
				}
			}
		}
	}
}

// fewestDownFromFour is how surveys found the fewest cells before fewestBy:
// from four, down while solvable, up while impossible, an undecided count
// stepped past in the same direction.
func fewestDownFromFour(downTo int, try func(cells int) (verdict, int, error)) fewest {
	var fw fewest
	var positions [rules.MaxFreeCells + 1]int
	ask := func(cells int) verdict {
		v, n, _ := try(cells)
		fw.verdicts[cells], positions[cells] = v, n
		return v
	}
	first := ask(rules.DefaultFreeCells)
	if first != impossible {
		for cells := rules.DefaultFreeCells - 1; cells >= downTo && ask(cells) != impossible; cells-- {
		}
	}
	if first != solvable {
		for cells := rules.DefaultFreeCells + 1; cells <= rules.MaxFreeCells && ask(cells) != solvable; cells++ {
		}
	}
	fw.bound(&positions)
	return fw
}
