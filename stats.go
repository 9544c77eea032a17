package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/freecell/freecell/batch"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
	"github.com/freecell/freecell/words"
)

// runStats prints the statistics the viewer keeps: the totals, then a line per
// deal played, for each number of free cells played with (or the one
// --freecells names), four first. It reads and writes nothing: no saved games
// yet is all zeros.
func runStats(opts options, e env) int {
	dir, err := state.DefaultDir()
	var store *state.Store
	if err == nil {
		store, err = state.OpenReadOnly(dir)
	}
	defer store.Close()
	if err != nil {
		fmt.Fprintf(e.stderr, "freecell: cannot read the saved games: %v\n", err)
		return exitUnreadable
	}
	counts := []int{opts.freeCells}
	if !opts.cellsSet {
		counts, err = store.FreeCellCounts()
	}
	var all []state.Stats
	skipped := 0
	for _, n := range counts {
		st, err2 := store.Stats(n)
		if err == nil {
			err = err2
		}
		skipped += st.Skipped
		all = append(all, st)
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "freecell: cannot read the saved games: %v\n", err)
		return exitUnreadable
	}
	if skipped > 0 {
		fmt.Fprintf(e.stderr, "freecell: %s saved games are out of bounds and left out (the viewer sets them aside)\n", words.Number(int64(skipped)))
	}
	var b strings.Builder
	for i, st := range all {
		switch {
		case opts.format == batch.JSON:
			b.WriteString(batch.StatsJSON(st))
		case len(all) > 1 || opts.cellsSet:
			if i > 0 {
				b.WriteString("\n")
			}
			fmt.Fprintf(&b, "%s\n\n%s", words.FreeCellsName(st.FreeCells), batch.StatsText(view.StatsLines(view.StatsOf(st, true)), st))
		default:
			b.WriteString(batch.StatsText(view.StatsLines(view.StatsOf(st, true)), st))
		}
	}
	if _, err := io.WriteString(e.stdout, b.String()); err != nil {
		return outputFailed(e.stderr, err)
	}
	return exitOK
}
