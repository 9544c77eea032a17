package rules

import "github.com/freecell/freecell/dealer"

// Move takes Count cards from one place to another. Moves read from notation may
// leave Count 0 ("as many as the position implies") and Card unknown;
// Position.Resolve fills both in.
type Move struct {
	From, To Place
	Count    uint8       // cards moved: 1, or the length of a sequence moved column to column
	Card     dealer.Card // the card that lands first: the deepest card of the moved sequence
}
