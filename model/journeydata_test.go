package model

import (
	"strings"
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

// TestDailyLeavesItsDealsMark: a daily won or lost leaves the mark of its
// deal as the deal's own games left it, on the map and in the picker, as
// the next run reads them (it marked the deal won until then).
func TestDailyLeavesItsDealsMark(t *testing.T) {
	j := journal{cells: 4}
	j = j.mark(state.Key{Deal: 24020, FreeCells: 4, Daily: "2026-12-04"}, true)
	if mark := j.marks[24020]; mark != 0 {
		t.Errorf("the daily's win marked its deal %v", mark)
	}
	if j = j.mark(state.Key{Deal: 24020, FreeCells: 4}, false); j.marks[24020] != view.MarkTried {
		t.Errorf("the deal's own try marked %v", j.marks[24020])
	}
}

// TestJourneyKeyLineAtTheLastBlock: on the map's last block the key line
// offers the previous block, not the next (there is none: it offered "]
// next block", which only said where the map ends); on the first, the next
// alone; between, both ("[" was only in the ? panel).
func TestJourneyKeyLineAtTheLastBlock(t *testing.T) {
	last, _ := typeKeys(t, sized(newModel(999_992), 100, 30), "m")
	first, _ := typeKeys(t, sized(newModel(617), 100, 30), "m")
	if text := last.viewText(); !strings.Contains(text, "previous block") || strings.Contains(text, "next block") {
		t.Errorf("the last block's key line:\n%s", text)
	}
	if text := first.viewText(); !strings.Contains(text, "next block") || strings.Contains(text, "block before") {
		t.Errorf("the first block's key line:\n%s", text)
	}
	middle, _ := typeKeys(t, sized(newModel(500_000), 120, 30), "m") // both go somewhere: both are offered
	if text := middle.viewText(); !strings.Contains(text, "] next block") || !strings.Contains(text, "[ block before") {
		t.Errorf("a middle block's key line:\n%s", text)
	}
}

// TestJourneyTooSmallSaysBackWhole: the map too small at 20 columns says
// "esc back", not a word cut ("esc back to the deal").
func TestJourneyTooSmallSaysBackWhole(t *testing.T) {
	m, _ := typeKeys(t, sized(newModel(617), 100, 30), "m")
	text := sized(m, 20, 16).viewText()
	if !strings.Contains(text, "esc back") || strings.Contains(text, "back to the deal") && !strings.Contains(text, "back to the deals") {
		t.Errorf("the map too small at 20x16:\n%s", text)
	}
}
