package rules_test

import (
	"fmt"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// Parse a move in standard notation and apply it to game 617's deal; an
// illegal one is an error that says why, and changes nothing.
func ExamplePosition_Apply() {
	layout, _ := dealer.Deal(617)
	p := rules.NewPosition(&layout)
	move, _ := rules.ParseMove("8a")
	if _, err := p.Apply(move); err != nil {
		fmt.Println(err)
	}
	fmt.Println(p.FreeCell(0))
	move, _ = rules.ParseMove("12")
	_, err := p.Apply(move)
	fmt.Println(err)
	// Output:
	// QH
	// JD can't go on KS: only on a black Q
}
