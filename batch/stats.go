package batch

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/words"
)

// The shapes of --stats: for people, and as JSON.

// StatsText is --stats for people: lines of label and value (the view's
// words for the statistics panel, summary), then a line per deal played.
func StatsText(summary [][2]string, st state.Stats) string {
	var b strings.Builder
	for _, l := range summary {
		fmt.Fprintf(&b, "%-16s%s\n", l[0], l[1])
	}
	if len(st.Deals) == 0 {
		return b.String()
	}
	fmt.Fprintf(&b, "\n%15s %6s %5s %8s %8s\n", "deal", "tries", "won", "fewest", "fastest")
	helped := false // a deal won with help only, whose "-" is said below the table
	for _, d := range st.Deals {
		fewest, fastest := "-", "-"
		if d.FewestMoves > 0 { // a win without help
			fewest, fastest = fmt.Sprint(d.FewestMoves), words.Clock(d.Fastest)
		}
		helped = helped || d.Won > 0 && d.FewestMoves == 0
		name := words.Number(d.Deal)
		if d.Layout != "" {
			name = "a layout" // its position is in the JSON
		}
		fmt.Fprintf(&b, "%15s %6d %5d %8s %8s\n", name, d.Tries, d.Won, fewest, fastest)
	}
	if helped {
		b.WriteString("\nA deal won only with help (a hint, a solution, moves pasted) has no fewest or fastest.\n")
	}
	return b.String()
}

// statsRecord is --stats --format json: one object a number of free cells.
type statsRecord struct {
	FreeCells     int          `json:"freecells"`
	Played        int          `json:"played"`
	Won           int          `json:"won"`
	Assisted      int          `json:"assisted"` // of the wins, those with help: a hint, a solution, moves pasted
	InProgress    int          `json:"in_progress"`
	CurrentStreak int          `json:"current_streak"`
	LongestStreak int          `json:"longest_streak"`
	CurrentLosing int          `json:"current_losing_streak"`
	LongestLosing int          `json:"longest_losing_streak"`
	ByBand        []bandRecord `json:"by_band"` // deals played and won, by the atlas's band
	Deals         []dealRecord `json:"deals"`
}

type bandRecord struct {
	Band   atlas.Band `json:"band"`
	Played int        `json:"played"`
	Won    int        `json:"won"`
}

type dealRecord struct {
	Game        int64  `json:"game,omitempty"`   // left out for a layout
	Layout      string `json:"layout,omitempty"` // a layout's first position, in fc-solve's board format
	Tries       int    `json:"tries"`
	Won         int    `json:"won"`
	FewestMoves int    `json:"fewest_moves,omitempty"`
	FastestMS   *int64 `json:"fastest_ms,omitempty"` // with fewest_moves: a best without help (0 ms is a time)
}

// StatsJSON is --stats as a JSON record, a line a number of free cells.
func StatsJSON(st state.Stats) string {
	rec := statsRecord{FreeCells: st.FreeCells, Played: st.Played, Won: st.Won, Assisted: st.Assisted, InProgress: st.InProgress,
		CurrentStreak: st.CurrentStreak, LongestStreak: st.LongestStreak,
		CurrentLosing: st.CurrentLosing, LongestLosing: st.LongestLosing, ByBand: []bandRecord{}, Deals: []dealRecord{}}
	for _, b := range atlas.TallyBands(st.DealsPlayed()) {
		rec.ByBand = append(rec.ByBand, bandRecord{b.Band, b.Played, b.Won})
	}
	for _, d := range st.Deals {
		r := dealRecord{Game: d.Deal, Layout: d.Layout, Tries: d.Tries, Won: d.Won, FewestMoves: d.FewestMoves}
		if d.FewestMoves > 0 {
			ms := d.Fastest.Milliseconds()
			r.FastestMS = &ms
		}
		rec.Deals = append(rec.Deals, r)
	}
	text, _ := json.Marshal(rec) // plain fields: cannot fail
	return string(text) + "\n"
}
