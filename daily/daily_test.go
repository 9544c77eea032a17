package daily

import (
	"testing"
	"time"

	"github.com/freecell/freecell/atlas"
)

// TestPinnedDates holds days to their deals: the table is frozen, and a
// change to it changes what every player was dealt.
func TestPinnedDates(t *testing.T) {
	for _, c := range []struct {
		date string
		game int64
		band atlas.Band
	}{
		{"2026-01-01", 30268, atlas.Medium}, // a Thursday: the first
		{"2026-11-27", 12813, atlas.Hard},   // a Friday
		{"2026-11-28", 323, atlas.Hard},     // a Saturday
		{"2026-11-29", 2670, atlas.Expert},  // a Sunday
		{"2026-11-30", 19222, atlas.Easy},   // a Monday
		{"2028-02-29", 20408, atlas.Easy},   // a leap day, a Tuesday
		{"2030-12-31", 18039, atlas.Easy},   // a Tuesday: the last
	} {
		d, ok := On(c.date)
		if !ok || d.Game != c.game || d.Band != c.band || d.Date != c.date {
			t.Errorf("On(%s) = %+v, %v; want game %d, %s", c.date, d, ok, c.game, c.band)
		}
	}
}

// TestTheRule checks every day of the table against the rule: its weekday's
// band, and no deal twice in a calendar year.
func TestTheRule(t *testing.T) {
	want := map[time.Weekday]atlas.Band{
		time.Monday: atlas.Easy, time.Tuesday: atlas.Easy, time.Wednesday: atlas.Medium, time.Thursday: atlas.Medium,
		time.Friday: atlas.Hard, time.Saturday: atlas.Hard, time.Sunday: atlas.Expert,
	}
	seen := map[int]map[int64]string{}
	firstDate, lastDate := Range()
	if firstDate != "2026-01-01" || lastDate < "2030-12-31" {
		t.Fatalf("the table runs %s to %s; want 2026-01-01 through 2030 at least", firstDate, lastDate)
	}
	days := 0
	for day := first; day.Format(Layout) <= lastDate; day = day.AddDate(0, 0, 1) {
		d, ok := Of(day.Add(13 * time.Hour))
		if !ok {
			t.Fatalf("no daily on %s", day.Format(Layout))
		}
		f, known := atlas.Lookup(d.Game)
		if !known || !f.Known || f.Band != want[day.Weekday()] {
			t.Errorf("%s, a %s: deal %d is %s; want %s", d.Date, day.Weekday(), d.Game, f.Band, want[day.Weekday()])
		}
		if seen[day.Year()] == nil {
			seen[day.Year()] = map[int64]string{}
		}
		if was, twice := seen[day.Year()][d.Game]; twice {
			t.Errorf("deal %d is the daily of %s and of %s", d.Game, was, d.Date)
		}
		seen[day.Year()][d.Game] = d.Date
		days++
	}
	if days != 1826 {
		t.Errorf("%d days; want 1,826 (2026 through 2030)", days)
	}
}

// TestOfIsByUTCDate: a time late on the 27th in New York is the 28th in UTC.
func TestOfIsByUTCDate(t *testing.T) {
	ny := time.FixedZone("EST", -5*3600)
	d, _ := Of(time.Date(2026, 11, 27, 21, 0, 0, 0, ny))
	if d.Date != "2026-11-28" {
		t.Errorf("9 pm in New York on the 27th is the daily of %s; want 2026-11-28", d.Date)
	}
	for _, date := range []string{"2025-12-31", "2031-01-01", "2026-13-01", "today", ""} {
		if _, ok := On(date); ok {
			t.Errorf("On(%q) is a daily; want none", date)
		}
	}
}

func TestStreak(t *testing.T) {
	for _, c := range []struct {
		name          string
		won, open     []string
		today         string
		current, best int
	}{
		{"none", nil, nil, "2026-11-28", 0, 0},
		{"today", []string{"2026-11-28"}, nil, "2026-11-28", 1, 1},
		{"to yesterday: today still open", []string{"2026-11-26", "2026-11-27"}, nil, "2026-11-28", 2, 2},
		{"a day missed", []string{"2026-11-25", "2026-11-26"}, nil, "2026-11-28", 0, 2},
		{"across a month", []string{"2026-10-31", "2026-11-01", "2026-11-02"}, nil, "2026-11-02", 3, 3},
		{"twice the same day", []string{"2026-11-28", "2026-11-28"}, nil, "2026-11-28", 1, 1},
		{"yesterday still open", []string{"2026-11-25", "2026-11-26"}, []string{"2026-11-27"}, "2026-11-28", 2, 2},
		{"an open day between won days", []string{"2026-11-25", "2026-11-27"}, []string{"2026-11-26"}, "2026-11-28", 2, 2},
		{"open days alone", nil, []string{"2026-11-27", "2026-11-28"}, "2026-11-28", 0, 0},
		{"an open day before a day missed", []string{"2026-11-24"}, []string{"2026-11-25"}, "2026-11-28", 0, 1},
		{"best before", []string{"2026-01-01", "2026-01-02", "2026-01-03", "2026-11-28"}, nil, "2026-11-28", 1, 3},
	} {
		current, best := Streak(c.won, c.open, c.today)
		if current != c.current || best != c.best {
			t.Errorf("%s: Streak = %d, %d; want %d, %d", c.name, current, best, c.current, c.best)
		}
	}
}
