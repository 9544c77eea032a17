package view

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/state"
)

func TestPercent(t *testing.T) {
	for _, tt := range []struct{ part, whole, want int }{
		{0, 3, 0}, {1, 3, 33}, {2, 3, 67}, {3, 3, 100}, {199, 200, 99}, {1, 1000, 1}, {1, 2, 50},
	} {
		if got := Percent(tt.part, tt.whole); got != tt.want {
			t.Errorf("Percent(%d, %d) = %d, want %d", tt.part, tt.whole, got, tt.want)
		}
	}
}

// fullStats is statistics with every line there is: bands, the dailies and
// a won daily's share line, this session, the deal's own with a best.
func fullStats() *Stats {
	return &Stats{FreeCells: 4, Saving: true, Played: 12, Won: 9, CurrentStreak: 3, LongestStreak: 5, LongestLosing: 2, InProgress: 6, InProgressDeals: []int64{791267, 24966, 835223, -1},
		Session: &Session{Played: 2, Won: 2},
		Bands:   []atlas.BandTally{{Band: atlas.Easy, Played: 4, Won: 4}, {Band: atlas.Medium, Played: 5, Won: 4}, {Band: atlas.Hard, Played: 3, Won: 1}},
		Dailies: Dailies{Played: 3, Won: 3, Streak: 3, Longest: 3},
		Share:   "FreeCell daily 2026-11-28 · #323 · hard · won in 33 moves (fewest 28) · 4:12",
		Deal:    state.DealStats{Deal: 617, Tries: 3, Won: 2, FewestMoves: 37, Fastest: 200 * time.Second}}
}

// TestStatsPanelFits: at every size the viewer takes, the statistics keep
// their border, their key line and the title above them (at 60 by 20 the
// panel covered the title and lost its bottom border and keys); at 80 by
// 24 the share line is whole, on two lines rather than cut.
func TestStatsPanelFits(t *testing.T) {
	for _, size := range []struct{ w, h int }{{60, 20}, {80, 24}, {120, 40}, {200, 60}} {
		s := screen(t, 617, size.w, size.h)
		s.Panel.Stats = fullStats()
		out := ansi.Strip(Render(s))
		assertFrame(t, Render(s), size.w, size.h)
		title := ""
		for _, l := range strings.Split(out, "\n") {
			if title = strings.TrimSpace(l); title != "" {
				break
			}
		}
		if !strings.HasPrefix(title, "FreeCell #617") || strings.ContainsAny(title, "╭│") {
			t.Errorf("%dx%d: the panel covers the title:\n%s", size.w, size.h, out)
		}
		if !strings.Contains(out, "closes") || !strings.Contains(out, "╰─") || strings.Count(out, "╭") < 1 {
			t.Errorf("%dx%d: the panel lost its keys or its border:\n%s", size.w, size.h, out)
		}
		if size.w >= 80 && !strings.Contains(strings.ReplaceAll(out, "\n", " "), "(fewest 28)") {
			t.Errorf("%dx%d: the share line is cut:\n%s", size.w, size.h, out)
		}
		if size.w >= 80 && !strings.Contains(out, "fewest moves    37") { // the deal's best, after its blank lines had to go
			t.Errorf("%dx%d: the deal's own lines are left out:\n%s", size.w, size.h, out)
		}
	}
}

// TestStatsSayWinsWithHelpAreNotInStreaks: a win with help neither makes
// nor breaks a winning streak; the line that counts them says so, or a
// streak of 0 beside a win reads as a mistake.
func TestStatsSayWinsWithHelpAreNotInStreaks(t *testing.T) {
	lines := StatsLines(Stats{Played: 1, Won: 1, Assisted: 1})
	if lines[1][1] != "1 (100%), 1 with help (not in winning streaks)" {
		t.Errorf("the won line: %q", lines[1][1])
	}
	if lines := StatsLines(Stats{Played: 1, Won: 1}); strings.Contains(lines[1][1], "streak") {
		t.Errorf("no win with help, yet the won line says %q", lines[1][1])
	}
}

// TestStatsSayWhyAWinWithHelpHasNoBest: the deal's own lines, won only with
// help, say why no fewest or fastest is shown (none was, as if forgotten).
func TestStatsSayWhyAWinWithHelpHasNoBest(t *testing.T) {
	lines := StatsLines(Stats{Played: 1, Won: 1, Assisted: 1, Deal: state.DealStats{Deal: 617, Tries: 1, Won: 1}})
	if last := lines[len(lines)-1]; last != [2]string{"fewest moves", "none: won with help only"} {
		t.Errorf("the deal's last line: %q", last)
	}
	lines = StatsLines(Stats{Played: 1, Deal: state.DealStats{Deal: 617, Tries: 1}})
	if last := lines[len(lines)-1]; last[0] == "fewest moves" {
		t.Errorf("a deal not won says %q", last)
	}
}

// TestStatsNameTheGamesInProgress: the line of games in progress names
// their deals, for a player to go back to one, and how many it leaves
// unnamed; and said, each deal is a number.
func TestStatsNameTheGamesInProgress(t *testing.T) {
	for _, tt := range []struct {
		s    Stats
		want string
	}{
		{Stats{InProgress: 0}, "0"},
		{Stats{InProgress: 1, InProgressDeals: []int64{617}}, "1: #617"},
		{Stats{InProgress: 3, InProgressDeals: []int64{791267, 617, 835223}}, "3: #791,267, #617 and #835,223"},
		{Stats{InProgress: 6, InProgressDeals: []int64{8, 24966, 5, -1}}, "6: #8, #24,966, #5, #-1 and 2 more"},
		{Stats{InProgress: 2}, "2"}, // (a layout's games: no deal to name)
	} {
		var got string
		for _, l := range StatsLines(tt.s) {
			if l[0] == "in progress" {
				got = l[1]
			}
		}
		if got != tt.want {
			t.Errorf("%d in progress, %v: %q, want %q", tt.s.InProgress, tt.s.InProgressDeals, got, tt.want)
		}
	}
	said := strings.Join(SayStats(Stats{FreeCells: 4, InProgress: 2, InProgressDeals: []int64{617, 11982}}), "\n")
	if !strings.Contains(said, "In progress: 2: number 617 and number 11,982.") {
		t.Errorf("said:\n%s", said)
	}
}

// TestStatsWithNoGameEnded: with no game ended the won line gives no rate
// ("0 (-)" read as a placeholder).
func TestStatsWithNoGameEnded(t *testing.T) {
	lines := StatsLines(Stats{InProgress: 1})
	if lines[1] != [2]string{"won", "0"} {
		t.Errorf("won line with no game ended: %q", lines[1])
	}
	if lines = StatsLines(Stats{Played: 4, Won: 3, Assisted: 1}); lines[1] != [2]string{"won", "3 (75%), 1 with help (not in winning streaks)"} {
		t.Errorf("won line: %q", lines[1])
	}
}

// TestDailiesWaitOnAnOpenDay: the daily streak waits on an earlier day
// whose daily is in progress (it counts for its day once won): the panel
// said 0 days now while it could still be won.
func TestDailiesWaitOnAnOpenDay(t *testing.T) {
	days := []state.Daily{
		{Date: "2026-12-04", Result: state.Won},
		{Date: "2026-12-05", Result: state.Won},
		{Date: "2026-12-06"},
	}
	got := DailiesOf(days, "2026-12-07")
	if got.Streak != 2 || got.Longest != 2 || got.InProgress != 1 || got.Won != 2 || got.Played != 3 {
		t.Errorf("the dailies: %+v; want a streak of 2 now and at most, 1 in progress", got)
	}
	days[2].Result = state.Lost
	if got := DailiesOf(days, "2026-12-07"); got.Streak != 0 || got.Longest != 2 {
		t.Errorf("its daily lost: %+v; want the streak ended", got)
	}
}
