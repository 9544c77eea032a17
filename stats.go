package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/freecell/freecell/batch"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// runStats prints the statistics the viewer keeps: the totals, then a line per
// deal played.
func runStats(opts options, e env) int {
	store := state.Open(state.DefaultDir())
	defer store.Close()
	switch w := store.Warning(); {
	case w != "" && !store.Saving():
		fmt.Fprintf(e.stderr, "freecell: cannot read the saved games: %s\n", w)
		return exitFailed
	case w != "":
		fmt.Fprintf(e.stderr, "freecell: %s\n", w)
	}
	st, err := store.Stats()
	if err != nil {
		fmt.Fprintf(e.stderr, "freecell: cannot read the statistics: %v\n", err)
		return exitFailed
	}
	out := statsText(st)
	if opts.format == batch.JSON {
		out = statsJSON(st)
	}
	if _, err := io.WriteString(e.stdout, out); err != nil {
		return outputFailed(e.stderr, err)
	}
	return exitOK
}

func statsText(st state.Stats) string {
	var b strings.Builder
	for _, l := range view.StatsLines(view.Stats{Saving: true, Played: st.Played, Won: st.Won, InProgress: st.InProgress,
		CurrentStreak: st.CurrentStreak, LongestStreak: st.LongestStreak}) {
		fmt.Fprintf(&b, "%-16s%s\n", l[0], l[1])
	}
	if len(st.Deals) == 0 {
		return b.String()
	}
	fmt.Fprintf(&b, "\n%15s %6s %5s %8s %8s\n", "deal", "tries", "won", "fewest", "fastest")
	for _, d := range st.Deals {
		fewest, fastest := "-", "-"
		if d.Won > 0 {
			fewest, fastest = fmt.Sprint(d.FewestMoves), view.Clock(d.Fastest)
		}
		fmt.Fprintf(&b, "%15s %6d %5d %8s %8s\n", view.Number(d.Deal), d.Tries, d.Won, fewest, fastest)
	}
	return b.String()
}

// statsRecord is --stats --format json: one object.
type statsRecord struct {
	Played        int          `json:"played"`
	Won           int          `json:"won"`
	InProgress    int          `json:"in_progress"`
	CurrentStreak int          `json:"current_streak"`
	LongestStreak int          `json:"longest_streak"`
	Deals         []dealRecord `json:"deals"`
}

type dealRecord struct {
	Game        int64 `json:"game"`
	Tries       int   `json:"tries"`
	Won         int   `json:"won"`
	FewestMoves int   `json:"fewest_moves,omitempty"`
	FastestMS   int64 `json:"fastest_ms,omitempty"`
}

func statsJSON(st state.Stats) string {
	rec := statsRecord{Played: st.Played, Won: st.Won, InProgress: st.InProgress,
		CurrentStreak: st.CurrentStreak, LongestStreak: st.LongestStreak, Deals: []dealRecord{}}
	for _, d := range st.Deals {
		rec.Deals = append(rec.Deals, dealRecord{Game: d.Deal, Tries: d.Tries, Won: d.Won, FewestMoves: d.FewestMoves, FastestMS: d.Fastest.Milliseconds()})
	}
	text, _ := json.Marshal(rec) // plain fields: cannot fail
	return string(text) + "\n"
}
