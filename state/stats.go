package state

import (
	"database/sql"
	"fmt"
	"time"

	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// Stats are the player's statistics with one number of free cells (each
// count is kept apart: a win with 3 cells is not a win with 4), as Windows
// FreeCell keeps them. A game
// counts once it ends: won, or lost (restarted after a move, or given up for a
// solution's playback taken over); games in progress are counted apart. A win
// with help (a hint, a solution played on from, moves pasted) counts as won
// but is kept apart: it neither makes nor breaks a winning streak, ends a
// losing one (it is no loss), and is never a deal's best.
type Stats struct {
	FreeCells                         int
	Played, Won, Assisted, InProgress int
	InProgressDeals                   []int64     // the deals of the games in progress, the latest started first, at most InProgressListed
	CurrentStreak, LongestStreak      int         // wins in a row: the last run, and the longest
	CurrentLosing, LongestLosing      int         // losses in a row
	Deals                             []DealStats // by deal number, with these free cells
	Skipped                           int         // rows out of bounds, left out
	Dailies                           []Daily     // each day's daily (package daily), by date: games of their own, not counted above
}

// DealsPlayed is the deals played (layouts left out), and whether each was won.
func (s Stats) DealsPlayed() []atlas.Played {
	var out []atlas.Played
	for _, d := range s.Deals {
		if d.Layout == "" {
			out = append(out, atlas.Played{Game: d.Deal, Won: d.Won > 0})
		}
	}
	return out
}

// Ended is s with one more game that ended counted, won or not: the rule of
// the totals, for the store's statistics and a run's own alike. A win with
// help counts as won, and apart: it neither makes nor breaks a winning
// streak, and ends a losing one (a player who wins with hints after two
// losses read "losing streak 2 now").
func (s Stats) Ended(won, assisted bool) Stats {
	s.Played++
	switch {
	case won && assisted:
		s.Won++
		s.Assisted++
		s.CurrentLosing = 0
	case won:
		s.Won++
		s.CurrentStreak, s.CurrentLosing = s.CurrentStreak+1, 0
	default:
		s.CurrentStreak, s.CurrentLosing = 0, s.CurrentLosing+1
	}
	s.LongestStreak, s.LongestLosing = max(s.LongestStreak, s.CurrentStreak), max(s.LongestLosing, s.CurrentLosing)
	return s
}

// DealStats are one deal's statistics, with one number of free cells.
type DealStats struct {
	Deal        int64
	Layout      string // a layout's (Deal 0): see Key
	Tries       int    // games started on it with a move made, in progress included
	Won         int
	FewestMoves int           // the fewest player moves of a win without help; 0 when none
	Fastest     time.Duration // the fastest win without help
}

// Ended is d with the end of a game on the deal, a try counted already (see
// Tried), won or not: the rule of a deal's statistics, for the store's and a
// run's own alike. A win without help is a best by each measure apart, the
// fewest moves and the fastest time each its own minimum (30 moves in 100 s,
// then 32 in 50 s: fewest 30, fastest 50 s).
func (d DealStats) Ended(g Game, won bool) DealStats {
	if !won {
		return d
	}
	d.Won++
	if g.Assisted {
		return d
	}
	first := d.FewestMoves == 0 // the first win without help
	if first || g.PlayerMoves < d.FewestMoves {
		d.FewestMoves = g.PlayerMoves
	}
	if first || g.Elapsed < d.Fastest {
		d.Fastest = g.Elapsed
	}
	return d
}

// Tried is d with one more try: a game with a move made counts as one from
// then on, in progress or ended.
func (d DealStats) Tried() DealStats {
	d.Tries++
	return d
}

// kept selects the games worth keeping: with moves, time or help. One with
// every move undone is kept for its time or help, and is in progress (Enter
// comes back to it) though it is no try (see dealStats).
const kept = "(player_moves > 0 OR elapsed_ms > 0 OR assisted = 1)"

// inBounds selects the rows a reader may trust (see scanRow).
var inBounds = fmt.Sprintf(`(deal BETWEEN 1 AND %d AND layout = '' OR deal IN (-1, -2) AND layout = '' OR deal = 0 AND length(layout) BETWEEN 1 AND %d) AND freecells BETWEEN 0 AND %d AND player_moves BETWEEN 0 AND %d
	AND (daily = '' OR deal > 0 AND layout = '' AND freecells = %d AND daily GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]')
	AND elapsed_ms BETWEEN 0 AND %d AND length(moves) <= %d AND version BETWEEN 1 AND %d
	AND (result = 'playing' AND end_seq IS NULL OR result != 'playing' AND end_seq IS NOT NULL AND end_seq BETWEEN 1 AND %d)`,
	dealer.MaxGame, maxLayout, rules.MaxFreeCells, MaxMoves, rules.DefaultFreeCells, maxElapsed.Milliseconds(), maxMovesText, maxCounter, maxCounter)

// nextEndSeq is the end_seq of the next game to end: one past the last in
// bounds, so that no row another program wrote can stop a save (a row out of
// bounds is set aside the next time the store opens).
var nextEndSeq = fmt.Sprintf("SELECT coalesce(max(end_seq), 0) + 1 FROM game WHERE end_seq BETWEEN 1 AND %d", maxCounter)

// Stats reads the statistics of games with cells free cells.
func (s *Store) Stats(cells int) (Stats, error) {
	st := Stats{FreeCells: cells}
	if !s.Reading() {
		return st, nil
	}
	rows, err := s.db.Query("SELECT result, assisted FROM game WHERE result != 'playing' AND freecells = ? AND daily = '' AND "+inBounds+" ORDER BY end_seq, id", cells)
	if err != nil {
		return st, classify(err, s.path)
	}
	for rows.Next() {
		var result string
		var assisted bool
		if err := rows.Scan(&result, &assisted); err != nil {
			rows.Close()
			return st, classify(err, s.path)
		}
		st = st.Ended(result == string(Won), assisted)
	}
	rows.Close()
	if err := s.db.QueryRow("SELECT count(*) FILTER (WHERE result = 'playing' AND "+kept+"), count(*) FILTER (WHERE NOT ("+inBounds+")) FROM game WHERE freecells = ? AND daily = ''", cells).
		Scan(&st.InProgress, &st.Skipped); err != nil {
		return st, classify(err, s.path)
	}
	if st.InProgressDeals, err = s.inProgressDeals(cells); err != nil {
		return st, err
	}
	if st.Deals, err = s.dealStats(" AND freecells = ? AND daily = ''", cells); err != nil {
		return st, err
	}
	st.Dailies, err = s.Dailies()
	return st, err
}

// InProgressListed is the most games in progress Stats names by their deal:
// where a player left a game, to go back to it.
const InProgressListed = 4

// inProgressDeals are the deals of the games in progress with cells free
// cells (not the dailies, nor positions read from a layout), the latest
// started first, at most InProgressListed.
func (s *Store) inProgressDeals(cells int) ([]int64, error) {
	rows, err := s.db.Query("SELECT deal FROM game WHERE result = 'playing' AND "+kept+" AND freecells = ? AND daily = '' AND layout = '' AND "+inBounds+" ORDER BY id DESC LIMIT ?", cells, InProgressListed)
	if err != nil {
		return nil, classify(err, s.path)
	}
	defer rows.Close()
	var deals []int64
	for rows.Next() {
		var deal int64
		if err := rows.Scan(&deal); err != nil {
			return nil, classify(err, s.path)
		}
		deals = append(deals, deal)
	}
	return deals, classify(rows.Err(), s.path)
}

// FreeCellCounts are the numbers of free cells games were played with:
// Microsoft's four first, always, then the others, fewest first.
func (s *Store) FreeCellCounts() ([]int, error) {
	counts := []int{rules.DefaultFreeCells}
	if !s.Reading() {
		return counts, nil
	}
	rows, err := s.db.Query("SELECT DISTINCT freecells FROM game WHERE freecells != ? AND daily = '' AND ("+kept+" OR result != 'playing') ORDER BY freecells", rules.DefaultFreeCells)
	if err != nil {
		return counts, classify(err, s.path)
	}
	defer rows.Close()
	for rows.Next() {
		var n int
		if err := rows.Scan(&n); err != nil {
			return counts, classify(err, s.path)
		}
		counts = append(counts, n)
	}
	return counts, classify(rows.Err(), s.path)
}

// dealStats reads the statistics of each deal the rows where selects, game
// by game, by DealStats.Add.
func (s *Store) dealStats(where string, args ...any) ([]DealStats, error) {
	rows, err := s.query(`SELECT deal, layout, result, assisted, player_moves, elapsed_ms
		FROM game WHERE (player_moves > 0 OR result != 'playing') AND `+inBounds+where+` ORDER BY deal, layout, id`, args...)
	if err != nil {
		return nil, classify(err, s.path)
	}
	defer rows.Close()
	var deals []DealStats
	for rows.Next() {
		var g Game
		var result string
		var ms int64
		if err := rows.Scan(&g.Deal, &g.Layout, &result, &g.Assisted, &g.PlayerMoves, &ms); err != nil {
			return nil, classify(err, s.path)
		}
		g.Elapsed = time.Duration(ms) * time.Millisecond
		if n := len(deals); n == 0 || deals[n-1].Deal != g.Deal || deals[n-1].Layout != g.Layout {
			deals = append(deals, DealStats{Deal: g.Deal, Layout: g.Layout})
		}
		d := &deals[len(deals)-1]
		*d = d.Tried()
		if result != "playing" {
			*d = d.Ended(g, result == string(Won))
		}
	}
	return deals, classify(rows.Err(), s.path)
}

// Deal is one deal's statistics; zero when it was never played.
func (s Stats) Deal(deal int64) DealStats { return s.Game(Key{Deal: deal, FreeCells: s.FreeCells}) }

// Game is one game's statistics, a deal's or a layout's; zero when it was
// never played.
func (s Stats) Game(k Key) DealStats {
	for _, d := range s.Deals {
		if d.Deal == k.Deal && d.Layout == k.Layout {
			return d
		}
	}
	return DealStats{Deal: k.Deal, Layout: k.Layout}
}

// DealRecord is what a player browsing deals sees of one: the game in
// progress on it, if any, and its statistics; a daily's, the day's result.
type DealRecord struct {
	InProgress *Game
	Stats      DealStats
	Day        Daily // the daily's best result (see WithDaily); zero for a deal, or a daily not played
}

// DealRecord reads a deal's record with its free cells. A game in progress
// out of bounds is set aside (an *Error of kind Damaged), and the rest is read.
func (s *Store) DealRecord(deal Key) (DealRecord, error) {
	r := DealRecord{Stats: DealStats{Deal: deal.Deal}}
	if !s.Reading() {
		return r, nil
	}
	g, ok, trouble := s.InProgress(deal)
	if ok {
		r.InProgress = &g
	}
	deals, err := s.dealStats(" AND deal = ? AND freecells = ? AND layout = ? AND daily = ?", deal.Deal, deal.FreeCells, deal.Layout, deal.Daily)
	if err != nil {
		return r, err
	}
	if len(deals) == 1 {
		r.Stats = deals[0]
	}
	if deal.Daily != "" {
		if r.Day, err = s.day(deal.Daily); err != nil {
			return r, err
		}
	}
	return r, trouble
}

// ClearResults clears the statistics of games with cells free cells, as
// Windows' Reset does: every such game that ended is moved to the rows set
// aside. Games in progress stay, and so do the other counts' results.
func (s *Store) ClearResults(cells int) error {
	if !s.writing() {
		return s.notSaved()
	}
	return classify(s.inTx(func(tx *sql.Tx) error {
		if _, err := tx.Exec(asideSQL+" WHERE result != 'playing' AND freecells = ? AND daily = ''", "statistics cleared", stamp(time.Now()), cells); err != nil {
			return err
		}
		_, err := tx.Exec("DELETE FROM game WHERE result != 'playing' AND freecells = ? AND daily = ''", cells)
		return err
	}), s.path)
}
