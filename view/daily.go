package view

import (
	"fmt"
	"strings"
	"time"

	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/daily"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/words"
)

// Share is a won daily, as its share line tells it.
type Share struct {
	Daily    daily.Deal
	Moves    int           // the player's moves
	Fewest   int           // the fewest the deal takes, proven (0: not known)
	Elapsed  time.Duration // the time played
	Assisted bool          // won with help
}

// ShareOn is the share of d's day won, as the store keeps it (Fewest is the
// caller's: 0 when no proof knows it); ok is false when days holds no win
// of it.
func ShareOn(d daily.Deal, days []state.Daily, fewest int) (Share, bool) {
	for _, day := range days {
		if day.Date == d.Date && day.Won() {
			return Share{Daily: d, Moves: day.PlayerMoves, Elapsed: day.Elapsed, Assisted: day.Assisted, Fewest: fewest}, true
		}
	}
	return Share{}, false
}

// ShareLine is the line a player shares of a won daily:
// FreeCell daily 2026-11-27 · #12,813 · hard · won in 31 moves (fewest 28) · 4:12
func ShareLine(s Share) string {
	var b strings.Builder
	fmt.Fprintf(&b, "FreeCell daily %s · %s · %s · won", s.Daily.Date, "#"+words.Number(s.Daily.Game), s.Daily.Band)
	if s.Assisted {
		b.WriteString(" with help")
	}
	fmt.Fprintf(&b, " in %s", Moves(s.Moves))
	if s.Fewest > 0 {
		fmt.Fprintf(&b, " (fewest %d)", s.Fewest)
	}
	fmt.Fprintf(&b, " · %s", words.Clock(s.Elapsed))
	return b.String()
}

// lines are the tally's: played and won, and the streak.
func (t Dailies) lines() [][2]string {
	won := fmt.Sprintf("%d played, %d won", t.Played, t.Won)
	if t.InProgress > 0 { // played counts the days begun, said so: the deals' games played count only those ended
		won = fmt.Sprintf("%d begun (%d in progress), %d won", t.Played, t.InProgress, t.Won)
	}
	if t.Assisted > 0 {
		won += fmt.Sprintf(", %d with help", t.Assisted)
	}
	return [][2]string{
		{"daily deals", won},
		{"daily streak", fmt.Sprintf("%s now, %d at most", words.Plural(t.Streak, "day"), t.Longest)},
	}
}

// DailyLines are the dailies in lines of label and value, for freecell
// --stats --daily: the tally, then today's daily, its share line once won,
// or begun (a game of it in progress, neither won nor lost).
func DailyLines(t Dailies, date string, game int64, band atlas.Band, share string, begun bool) [][2]string {
	lines := t.lines()
	switch {
	case game == 0:
		_, last := daily.Range()
		lines = append(lines, [2]string{"today " + date, "no daily: the table of dailies ends on " + last})
	case share != "":
		lines = append(lines, [2]string{"today", share})
	case begun:
		lines = append(lines, [2]string{"today", fmt.Sprintf("#%s, %s: in progress (freecell --daily resumes it)", words.Number(game), band)})
	default:
		lines = append(lines, [2]string{"today", fmt.Sprintf("#%s, %s: not won yet (freecell --daily plays it)", words.Number(game), band)})
	}
	return lines
}
