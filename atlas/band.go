package atlas

import (
	"fmt"
	"math"

	"github.com/freecell/freecell/rules"
)

// Band is a named range of difficulty.
type Band int

// The bands, easiest first (see Rate).
const (
	Easy Band = iota
	Medium
	Hard
	Expert
	NeedsMoreCells // no solution with four free cells: five or more are needed
	Undecided      // a search stopped at its bound before the fewest cells were known
	Unrated        // a cheap survey's: some count suffices, fewer were not tried
	numBands
)

var bandIDs = [numBands]string{"easy", "medium", "hard", "expert", "needs-5+", "undecided", "unrated"}

func (b Band) String() string {
	if b < 0 || b >= numBands {
		return fmt.Sprintf("Band(%d)", int(b))
	}
	return bandIDs[b]
}

// MarshalText is the band's name in JSON: "easy", ..., "needs-5+".
func (b Band) MarshalText() ([]byte, error) { return []byte(b.String()), nil }

// UnmarshalText reads a band's name.
func (b *Band) UnmarshalText(text []byte) error {
	for i, id := range bandIDs {
		if id == string(text) {
			*b = Band(i)
			return nil
		}
	}
	return fmt.Errorf("unknown band %q", text)
}

// Rate is the difficulty of a deal with facts f, 0 to 100, and its band; -1
// (no score) when the fewest cells are not known.
//
// The band is the fewest free cells the deal needs, the measure of difficulty
// the FreeCell community uses: easy deals can be won with one free cell or
// none, medium ones need two, hard ones three, expert ones all four (about one
// deal in 160), and "needs 5+" ones cannot be won with four. The score orders
// deals within a band and across: 20 a free cell needed, then up to 10 for a
// narrow opening (the share of first moves after which the deal can no longer
// be won with that many cells) and up to 10 for the search it took to find a
// solution with them (1.6 for each tenfold of positions past ten: 10 from
// about eight hundred thousand): 0 to 99, and 100 for a deal four cannot win.
func Rate(f *Facts) (int, Band) {
	switch {
	case f.Undecided():
		return -1, Undecided
	case !f.Known:
		return -1, Unrated
	case f.Fewest > rules.DefaultFreeCells:
		return 100, NeedsMoreCells
	}
	score := 20 * f.Fewest
	if f.OpeningMoves > 0 {
		score += 10 * (f.OpeningMoves - f.OpeningWinning) / f.OpeningMoves
	}
	score += min(10, max(0, int(1.6*(math.Log10(float64(max(f.Effort, 1)))-1))))
	return min(score, 99), bandOf[f.Fewest]
}

// bandOf is the band of the deals that need a number of free cells, up to four.
var bandOf = [rules.DefaultFreeCells + 1]Band{Easy, Easy, Medium, Hard, Expert}

// bandOfCells is the band of the deals that need cells free cells: past
// four, NeedsMoreCells.
func bandOfCells(cells int) Band {
	if cells > rules.DefaultFreeCells {
		return NeedsMoreCells
	}
	return bandOf[cells]
}
