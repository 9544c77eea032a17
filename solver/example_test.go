package solver_test

import (
	"context"
	"fmt"

	"github.com/freecell/freecell/play"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
)

// Solve a deal, then check the solution as --check does: every move legal,
// and the game won.
func ExampleSolveGame() {
	r, err := solver.SolveGame(context.Background(), 617, rules.DefaultFreeCells, solver.Options{})
	if err != nil || r.Status != solver.Solved {
		fmt.Println(r.Status, err)
		return
	}
	checked, err := play.Check(617, rules.DefaultFreeCells, r.Moves, rules.AutoOff)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Status)
	fmt.Println("won:", checked.Won, "in 40 player moves or fewer:", rules.PlayerMoves(r.Moves) <= 40)
	// Output:
	// solved
	// won: true in 40 player moves or fewer: true
}
