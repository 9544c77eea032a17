package atlas_test

import (
	"fmt"

	"github.com/freecell/freecell/atlas"
)

// A deal's facts from the atlas freecell ships: the fewest free cells that
// win it, its difficulty and band.
func ExampleLookup() {
	f, ok := atlas.Lookup(11982)
	fmt.Println(ok, f.Known, f.Fewest, f.Band)
	f, _ = atlas.Lookup(617)
	fmt.Println(f.Fewest, f.Difficulty, f.Band)
	// Output:
	// true true 5 needs-5+
	// 4 84 expert
}
