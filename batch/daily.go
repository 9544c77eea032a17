package batch

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/words"
)

// The shapes of --stats --daily: for people, and as JSON.

// DailyText is --stats --daily for people: lines of label and value (the
// view's words), then a line per day played, by date.
func DailyText(summary [][2]string, days []state.Daily, bandOf func(game int64) atlas.Band) string {
	var b strings.Builder
	for _, l := range summary {
		fmt.Fprintf(&b, "%-16s%s\n", l[0], l[1])
	}
	if len(days) == 0 {
		return b.String()
	}
	fmt.Fprintf(&b, "\n%-10s %7s  %-7s %-16s %5s %7s\n", "date", "deal", "band", "result", "moves", "time")
	for _, d := range days {
		result := "in progress"
		switch {
		case d.Won() && d.Assisted:
			result = "won with help"
		case d.Won():
			result = "won"
		case d.Result == state.Lost:
			result = "lost"
		}
		fmt.Fprintf(&b, "%-10s %7s  %-7s %-16s %5d %7s\n", d.Date, words.Number(d.Deal), bandOf(d.Deal), result, d.PlayerMoves, words.Clock(d.Elapsed))
	}
	return b.String()
}

// dailyRecord is --stats --daily --format json.
type dailyRecord struct {
	Played        int         `json:"played"`
	InProgress    int         `json:"in_progress"` // of the days played, those neither won nor lost yet
	Won           int         `json:"won"`
	Assisted      int         `json:"assisted"` // of the days won, those won with help only
	Streak        int         `json:"streak"`   // days in a row won, to today (or yesterday, today still open)
	LongestStreak int         `json:"longest_streak"`
	Today         todayRecord `json:"today"`
	Days          []dayRecord `json:"days"`
}

type todayRecord struct {
	Date  string     `json:"date"`
	Deal  int64      `json:"deal"`
	Band  atlas.Band `json:"band"`
	Share *string    `json:"share"` // the share line, once today's daily is won
}

type dayRecord struct {
	Date      string `json:"date"`
	Deal      int64  `json:"deal"`
	Result    string `json:"result"` // "won", "lost" or "playing"
	Assisted  bool   `json:"assisted"`
	Moves     int    `json:"moves"` // the player's
	ElapsedMs int64  `json:"elapsed_ms"`
}

// DailyTally is the dailies' counts, as the view tallies them.
type DailyTally struct{ Played, Won, Assisted, InProgress, Streak, Longest int }

// Today is today's daily, and its share line once won ("" before).
type Today struct {
	Date  string
	Deal  int64
	Band  atlas.Band
	Share string
}

// DailyJSON is --stats --daily --format json: one object.
func DailyJSON(t DailyTally, today Today, days []state.Daily) string {
	r := dailyRecord{Played: t.Played, InProgress: t.InProgress, Won: t.Won, Assisted: t.Assisted, Streak: t.Streak, LongestStreak: t.Longest,
		Today: todayRecord{Date: today.Date, Deal: today.Deal, Band: today.Band}, Days: []dayRecord{}}
	if today.Share != "" {
		r.Today.Share = &today.Share
	}
	for _, d := range days {
		result := string(d.Result)
		if result == "" {
			result = "playing"
		}
		r.Days = append(r.Days, dayRecord{Date: d.Date, Deal: d.Deal, Result: result, Assisted: d.Assisted, Moves: d.PlayerMoves, ElapsedMs: d.Elapsed.Milliseconds()})
	}
	line, _ := json.Marshal(r) // plain values: cannot fail
	return string(line) + "\n"
}
