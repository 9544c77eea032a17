package state

import (
	"slices"
	"strings"
	"time"
)

// Daily is how one day's daily went: its best game (an unaided win before
// one with help, then the fewest moves, then the least time), or the game in
// progress when none has ended.
type Daily struct {
	Date        string // the UTC date (see Key.Daily)
	Deal        int64
	Result      Result // Won, Lost, or "" while in progress
	Assisted    bool
	PlayerMoves int
	Elapsed     time.Duration
}

// Won reports whether the day's daily was won, with help or without.
func (d Daily) Won() bool { return d.Result == Won }

// better reports whether a ranks before b as a day's result.
func (d Daily) better(b Daily) bool {
	rank := func(x Daily) int {
		switch {
		case x.Won() && !x.Assisted:
			return 0
		case x.Won():
			return 1
		case x.Result == "":
			return 2
		}
		return 3
	}
	if ra, rb := rank(d), rank(b); ra != rb {
		return ra < rb
	}
	if d.PlayerMoves != b.PlayerMoves && d.Won() {
		return d.PlayerMoves < b.PlayerMoves
	}
	return d.Elapsed < b.Elapsed
}

// Dailies reads the dailies played, a day each, by date.
func (s *Store) Dailies() ([]Daily, error) { return s.dailies("daily != ''") }

// EarlierDailies are the dailies before today (a UTC date) with a game in
// progress, the latest first: each counts for its own day however late it
// is finished, and its day over, D would never show it again.
func (s *Store) EarlierDailies(today string) ([]Daily, error) {
	days, err := s.dailies("daily != '' AND daily < ? AND result = 'playing'", today)
	slices.Reverse(days)
	return days, err
}

// day reads the result of the daily of date ("": none), the zero Daily
// when it was not played.
func (s *Store) day(date string) (Daily, error) {
	days, err := s.dailies("daily = ?", date)
	if err != nil || len(days) == 0 {
		return Daily{}, err
	}
	return days[0], nil
}

// dailies reads the dailies played whose games match where, a day each, by
// date.
func (s *Store) dailies(where string, args ...any) ([]Daily, error) {
	if !s.Reading() {
		return nil, nil
	}
	rows, err := s.db.Query(`SELECT daily, deal, result, assisted, player_moves, elapsed_ms FROM game
		WHERE `+where+` AND `+inBounds+` ORDER BY daily, id`, args...) // a daily's game kept once is its day's, emptied by a restart too
	if err != nil {
		return nil, classify(err, s.path)
	}
	defer rows.Close()
	var days []Daily
	for rows.Next() {
		var d Daily
		var result string
		var ms int64
		if err := rows.Scan(&d.Date, &d.Deal, &result, &d.Assisted, &d.PlayerMoves, &ms); err != nil {
			return nil, classify(err, s.path)
		}
		d.Elapsed = time.Duration(ms) * time.Millisecond
		if result != "playing" {
			d.Result = Result(result)
		}
		days = WithDaily(days, d)
	}
	return days, classify(rows.Err(), s.path)
}

// WithDaily is days (by date) with d's game counted: the rule of a day's
// result, for the store's and a run's own alike. It returns a new slice.
func WithDaily(days []Daily, d Daily) []Daily {
	i, found := slices.BinarySearchFunc(days, d.Date, func(x Daily, date string) int { return strings.Compare(x.Date, date) })
	switch {
	case !found:
		return slices.Insert(slices.Clone(days), i, d)
	case d.better(days[i]):
		days = slices.Clone(days)
		days[i] = d
	}
	return days
}

// DailyOf is g's result as a day's daily, ended as result ("" while in
// progress).
func DailyOf(g Game, result Result) Daily {
	return Daily{Date: g.Daily, Deal: g.Deal, Result: result, Assisted: g.Assisted, PlayerMoves: g.PlayerMoves, Elapsed: g.Elapsed}
}
