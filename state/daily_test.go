package state

import (
	"strings"
	"testing"
	"time"
)

// TestTheDailyIsAGameOfItsOwn: a daily and a game on the same deal are in
// progress side by side, and the daily's results stay out of the deal's.
func TestTheDailyIsAGameOfItsOwn(t *testing.T) {
	s, _ := openTemp(t)
	deal := Key{Deal: 323, FreeCells: 4}
	daily := Key{Deal: 323, FreeCells: 4, Daily: "2026-11-28"}
	if _, err := s.SaveGame(Game{Deal: 323, FreeCells: 4, Moves: []string{"8a"}, PlayerMoves: 1}); err != nil {
		t.Fatal(err)
	}
	g, err := s.SaveGame(Game{Deal: 323, FreeCells: 4, Daily: "2026-11-28", Moves: []string{"1a", "2b"}, PlayerMoves: 2})
	if err != nil {
		t.Fatalf("the daily beside the game in progress: %v", err)
	}
	plain, _, _ := s.InProgress(deal)
	day, _, _ := s.InProgress(daily)
	if strings.Join(plain.Moves, " ") != "8a" || strings.Join(day.Moves, " ") != "1a 2b" || day.Daily != "2026-11-28" {
		t.Fatalf("in progress: the deal %v, the daily %v", plain.Moves, day.Moves)
	}
	g.PlayerMoves, g.Elapsed = 30, 4*time.Minute
	if err := s.EndGame(g, Won); err != nil {
		t.Fatal(err)
	}
	st, _ := s.Stats(4)
	if st.Played != 0 || st.Won != 0 || len(st.Deals) != 1 || st.Deals[0].Won != 0 {
		t.Errorf("the deal's statistics count the daily: %+v", st)
	}
	if r, _ := s.DealRecord(deal); r.InProgress == nil || r.Stats.Won != 0 {
		t.Errorf("the deal's record: %+v", r)
	}
	if r, _ := s.DealRecord(daily); r.InProgress != nil || r.Stats.Won != 1 {
		t.Errorf("the daily's record: %+v", r)
	}
}

// TestDailiesBestOfEachDay: each day's best game, an unaided win first.
func TestDailiesBestOfEachDay(t *testing.T) {
	s, _ := openTemp(t)
	end := func(date string, moves int, secs int, assisted bool, result Result) {
		t.Helper()
		g := Game{Deal: 323, FreeCells: 4, Daily: date, Moves: strings.Fields(strings.Repeat("1a ", moves)), PlayerMoves: moves,
			Elapsed: time.Duration(secs) * time.Second, Assisted: assisted}
		if err := s.EndGame(g, result); err != nil {
			t.Fatal(err)
		}
	}
	end("2026-11-27", 10, 60, false, Lost)
	end("2026-11-27", 25, 300, true, Won) // with help, fewer moves
	end("2026-11-27", 31, 252, false, Won)
	end("2026-11-28", 12, 40, false, Lost)
	if _, err := s.SaveGame(Game{Deal: 12813, FreeCells: 4, Daily: "2026-11-29", Moves: []string{"1a"}, PlayerMoves: 1}); err != nil {
		t.Fatal(err)
	}
	days, err := s.Dailies()
	if err != nil || len(days) != 3 {
		t.Fatalf("Dailies = %+v, %v; want 3 days", days, err)
	}
	if d := days[0]; d.Date != "2026-11-27" || !d.Won() || d.Assisted || d.PlayerMoves != 31 {
		t.Errorf("the 27th: %+v; want the unaided win in 31", d)
	}
	if d := days[1]; d.Won() || d.Result != Lost {
		t.Errorf("the 28th: %+v; want lost", d)
	}
	if d := days[2]; d.Result != "" || d.Deal != 12813 {
		t.Errorf("the 29th: %+v; want in progress", d)
	}
}

// TestAnEarlierDailyAtItsDealIsOpen: an earlier daily with every move
// undone, kept for its time, is still in progress: the streak waits on it
// and D reaches it (it dropped out of both); so is one a restart emptied,
// its row kept (R at the deal of one kept for a hint dropped its day).
func TestAnEarlierDailyAtItsDealIsOpen(t *testing.T) {
	s, _ := openTemp(t)
	if _, err := s.SaveGame(Game{Deal: 24801, FreeCells: 4, Daily: "2026-12-06", Elapsed: 2 * time.Second}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.SaveGame(Game{Deal: 323, FreeCells: 4, Daily: "2026-12-05"}); err != nil {
		t.Fatal(err)
	}
	days, err := s.Dailies()
	if err != nil || len(days) != 2 || days[1].Date != "2026-12-06" || days[1].Result != "" || days[0].Result != "" {
		t.Errorf("Dailies = %+v, %v; want the 5th and the 6th, in progress", days, err)
	}
	earlier, err := s.EarlierDailies("2026-12-07")
	if err != nil || len(earlier) != 2 || earlier[0].Date != "2026-12-06" || earlier[1].Date != "2026-12-05" {
		t.Errorf("EarlierDailies = %+v, %v; want the 6th, then the 5th", earlier, err)
	}
}

// TestADailyMustBeADealWithFourCells: a row naming a daily on a layout or
// with three cells is no freecell's.
func TestADailyMustBeADealWithFourCells(t *testing.T) {
	for _, k := range []Key{
		{Deal: 323, FreeCells: 3, Daily: "2026-11-28"},
		{Deal: 0, FreeCells: 4, Layout: "x", Daily: "2026-11-28"},
		{Deal: 323, FreeCells: 4, Daily: "tomorrow"},
		{Deal: -1, FreeCells: 4, Daily: "2026-11-28"},
	} {
		if names(k) {
			t.Errorf("names(%+v) = true", k)
		}
	}
	if !names(Key{Deal: 323, FreeCells: 4, Daily: "2026-11-28"}) {
		t.Error("a daily is not a game")
	}
}

// TestLastViewOnTheDaily: a run that ended in play on the daily opens the
// daily next, and goes on with it the same day only.
func TestLastViewOnTheDaily(t *testing.T) {
	s, _ := openTemp(t)
	if v := s.LastView("2026-11-28"); v != (LastView{Game: 1}) {
		t.Errorf("no run yet: %+v", v)
	}
	if err := s.SaveLastView(323, "2026-11-28"); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveSetting(LastModeSetting, PlayMode); err != nil {
		t.Fatal(err)
	}
	if v := s.LastView("2026-11-28"); v != (LastView{Game: 323, Resume: true, Daily: true}) {
		t.Errorf("the same day: %+v", v)
	}
	if v := s.LastView("2026-11-29"); v != (LastView{Game: 323, Daily: true}) {
		t.Errorf("the next day: %+v", v)
	}
	if err := s.SaveLastView(617, ""); err != nil {
		t.Fatal(err)
	}
	if v := s.LastView("2026-11-28"); v != (LastView{Game: 617, Resume: true}) {
		t.Errorf("a deal after the daily: %+v", v)
	}
}
