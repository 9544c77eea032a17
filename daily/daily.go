package daily

import (
	"time"

	"github.com/freecell/freecell/atlas"
)

// Layout is how a daily's date is written: 2026-11-27.
const Layout = time.DateOnly

// FreeCells is the free cells a daily is played with.
const FreeCells = 4

// Deal is one day's daily.
type Deal struct {
	Date string // the UTC date, as Layout writes it
	Game int64
	Band atlas.Band
}

// first is the table's first day.
var first = time.Date(firstYear, 1, 1, 0, 0, 0, 0, time.UTC)

// Of is the daily of the UTC date of t; ok is false past the table's ends.
func Of(t time.Time) (d Deal, ok bool) {
	t = t.UTC()
	day := time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)
	i := int(day.Sub(first) / (24 * time.Hour))
	if day.Before(first) || i >= len(table) {
		return Deal{}, false
	}
	game := int64(table[i])
	band := atlas.Expert
	if f, ok := atlas.Lookup(game); ok {
		band = f.Band
	}
	return Deal{Date: day.Format(Layout), Game: game, Band: band}, true
}

// On is the daily of date (as Layout writes it); ok is false for a text
// that is no date, or a date past the table's ends.
func On(date string) (Deal, bool) {
	t, err := time.Parse(Layout, date)
	if err != nil {
		return Deal{}, false
	}
	return Of(t)
}

// Range is the first and last dates the table holds.
func Range() (firstDate, lastDate string) {
	return first.Format(Layout), first.AddDate(0, 0, len(table)-1).Format(Layout)
}

// Streak is the days in a row won, up to today, and the longest ever, from
// the dates whose daily was won (in any order). Today not yet won does not
// end the streak: it runs to yesterday until today is over. Nor does a day
// whose daily is open (in progress, not won yet): it counts for its own
// day however late it is won, so the streak waits on it.
func Streak(won, open []string, today string) (current, best int) {
	days := map[string]bool{}
	for _, d := range won {
		days[d] = true
	}
	for d := range days {
		t, err := time.Parse(Layout, d)
		if err != nil || days[t.AddDate(0, 0, -1).Format(Layout)] {
			continue // counted from the run's first day
		}
		n := 0
		for ; days[t.Format(Layout)]; t = t.AddDate(0, 0, 1) {
			n++
		}
		best = max(best, n)
	}
	t, err := time.Parse(Layout, today)
	if err != nil {
		return 0, best
	}
	if !days[today] {
		t = t.AddDate(0, 0, -1)
	}
	waiting := map[string]bool{}
	for _, d := range open {
		waiting[d] = true
	}
	for ; days[t.Format(Layout)] || waiting[t.Format(Layout)]; t = t.AddDate(0, 0, -1) {
		if days[t.Format(Layout)] {
			current++
		}
	}
	return current, max(best, current) // a streak across an open day is the longest yet
}
