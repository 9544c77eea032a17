package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/batch"
	"github.com/freecell/freecell/daily"
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
	if opts.daily {
		return printDailies(opts, e, store)
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
		fmt.Fprintf(e.stderr, "freecell: %s out of bounds and left out (the viewer sets them aside)\n", skippedWords(skipped))
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
			fmt.Fprintf(&b, "%s\n\n%s", words.FreeCellsName(st.FreeCells), batch.StatsText(view.StatsLines(view.StatsOf(st, true, e.today())), st))
		default:
			b.WriteString(batch.StatsText(view.StatsLines(view.StatsOf(st, true, e.today())), st))
		}
	}
	if _, err := io.WriteString(e.stdout, b.String()); err != nil {
		return outputFailed(e.stderr, err)
	}
	return exitOK
}

// printDailies is --stats --daily: the daily deals played, the streak, and
// the share line of today's daily once it is won.
func printDailies(opts options, e env, store *state.Store) int {
	days, err := store.Dailies()
	if err != nil {
		fmt.Fprintf(e.stderr, "freecell: cannot read the saved games: %v\n", err)
		return exitUnreadable
	}
	tally := view.DailiesOf(days, e.today())
	today := batch.Today{Date: e.today()}
	if d, ok := daily.On(today.Date); ok {
		today.Deal, today.Band = d.Game, d.Band
		today.Share = shareOfToday(store, d, days)
	}
	var out string
	if opts.format == batch.JSON {
		out = batch.DailyJSON(batch.DailyTally(tally), today, days)
	} else {
		begun := slices.ContainsFunc(days, func(d state.Daily) bool { return d.Date == today.Date && d.Result == "" })
		out = batch.DailyText(view.DailyLines(tally, today.Date, today.Deal, today.Band, today.Share, begun), days, bandOf)
	}
	if _, err := io.WriteString(e.stdout, out); err != nil {
		return outputFailed(e.stderr, err)
	}
	return exitOK
}

// shareOfToday is the share line of today's daily, d, once it is won ("" before).
func shareOfToday(store *state.Store, d daily.Deal, days []state.Daily) string {
	proven, _ := store.AllOptimal() // none read: the line goes without the fewest
	if s, won := view.ShareOn(d, days, proven[state.Key{Deal: d.Game, FreeCells: daily.FreeCells}].Moves); won {
		return view.ShareLine(s)
	}
	return ""
}

// bandOf is a deal's band in the shipped atlas.
func bandOf(game int64) atlas.Band {
	f, _ := atlas.Lookup(game)
	return f.Band
}

// skippedWords count the saved games --stats leaves out: "1 saved game
// is", "2 saved games are".
func skippedWords(n int) string {
	if n == 1 {
		return "1 saved game is"
	}
	return words.Number(int64(n)) + " saved games are"
}
