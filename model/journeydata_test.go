package model

import (
	"testing"

	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// TestJourneyDealsFollowTheJournal: the map's deals are data built as the
// journal changes (marks read while it is open show at once), and the view
// reads them, not the journal.
func TestJourneyDealsFollowTheJournal(t *testing.T) {
	m, _ := typeKeys(t, sized(newModel(617), 100, 30), "m")
	j := m.journeyView()
	if len(j.Deals) != int(j.Last-j.First+1) || j.Mark(617) != view.MarkNever {
		t.Fatalf("deals %d for %d..%d, 617 marked %v", len(j.Deals), j.First, j.Last, j.Mark(617))
	}
	if _, known := j.Facts(617); !known {
		t.Error("the atlas's facts of 617 are not in the map's deals")
	}
	read := state.StatsRead{Stats: state.Stats{FreeCells: 4, Deals: []state.DealStats{{Deal: 617, Tries: 1, Won: 1}}}}
	next, _ := m.Update(marksReadMsg{cells: m.journal.cells, read: read})
	m = next.(Model)
	if got := m.journeyView().Mark(617); got != view.MarkWon {
		t.Errorf("617 after the marks were read: %v", got)
	}
}
