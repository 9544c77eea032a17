package state

import "time"

// Stats are the player's statistics, as Windows FreeCell keeps them. A game
// counts once it ends: won, or lost (restarted after a move, or given up for a
// solution's playback taken over); games in progress are counted apart.
type Stats struct {
	Played, Won, InProgress      int
	CurrentStreak, LongestStreak int         // wins in a row: the last run, and the longest
	Deals                        []DealStats // by deal number
}

// WinRate is the share of the games played that were won, 0 to 1.
func (s Stats) WinRate() float64 {
	if s.Played == 0 {
		return 0
	}
	return float64(s.Won) / float64(s.Played)
}

// DealStats are one deal's statistics.
type DealStats struct {
	Deal        int64
	Tries       int // games started on it with a move made, in progress included
	Won         int
	FewestMoves int           // the fewest player moves of a win; 0 when never won
	Fastest     time.Duration // the fastest win
}

// Stats reads the statistics.
func (s *Store) Stats() (Stats, error) {
	var st Stats
	if !s.Saving() {
		return st, nil
	}
	rows, err := s.db.Query("SELECT result FROM game WHERE result != 'playing' ORDER BY ended, id")
	if err != nil {
		return st, plain(err)
	}
	run := 0
	for rows.Next() {
		var result string
		if err := rows.Scan(&result); err != nil {
			rows.Close()
			return st, plain(err)
		}
		st.Played++
		if result == string(Won) {
			st.Won++
			run++
			st.LongestStreak = max(st.LongestStreak, run)
		} else {
			run = 0
		}
	}
	rows.Close()
	st.CurrentStreak = run
	if err := s.db.QueryRow("SELECT count(*) FROM game WHERE result = 'playing' AND moves != ''").Scan(&st.InProgress); err != nil {
		return st, plain(err)
	}
	st.Deals, err = s.dealStats()
	return st, err
}

func (s *Store) dealStats() ([]DealStats, error) {
	rows, err := s.db.Query(`SELECT deal, count(*), count(*) FILTER (WHERE result = 'won'),
		coalesce(min(player_moves) FILTER (WHERE result = 'won'), 0),
		coalesce(min(elapsed_ms) FILTER (WHERE result = 'won'), 0)
		FROM game WHERE moves != '' OR result != 'playing' GROUP BY deal ORDER BY deal`)
	if err != nil {
		return nil, plain(err)
	}
	defer rows.Close()
	var deals []DealStats
	for rows.Next() {
		var d DealStats
		var ms int64
		if err := rows.Scan(&d.Deal, &d.Tries, &d.Won, &d.FewestMoves, &ms); err != nil {
			return nil, plain(err)
		}
		d.Fastest = time.Duration(ms) * time.Millisecond
		deals = append(deals, d)
	}
	return deals, plain(rows.Err())
}

// Deal is one deal's statistics; zero when it was never played.
func (s Stats) Deal(deal int64) DealStats {
	for _, d := range s.Deals {
		if d.Deal == deal {
			return d
		}
	}
	return DealStats{Deal: deal}
}
