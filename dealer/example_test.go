package dealer_test

import (
	"fmt"
	"strings"

	"github.com/freecell/freecell/dealer"
)

// A deal by its number: game 617's first row, as Microsoft deals it.
func ExampleDeal() {
	layout, err := dealer.Deal(617)
	if err != nil {
		fmt.Println(err)
		return
	}
	var row []string
	for _, card := range layout.Row(0) {
		row = append(row, card.String())
	}
	fmt.Println(strings.Join(row, " "))
	_, err = dealer.Deal(9_000_000_000)
	fmt.Println(err)
	// Output:
	// 7D AD 5C 3S 5S 8C 2D AH
	// game 9,000,000,000 does not exist; games: -2, -1, 1-8,589,934,591
}
