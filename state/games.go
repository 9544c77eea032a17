package state

import (
	"database/sql"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/freecell/freecell/dealer"
)

// Game is a game as the store keeps it: its deal and its moves in standard
// notation, as any tool reads them.
type Game struct {
	Deal        int64
	Moves       []string // every move from the deal, foundation moves too
	PlayerMoves int      // the moves but those to the foundations
	Elapsed     time.Duration
}

// Result is how a game ended.
type Result string

// The ends of a game.
const (
	Won  Result = "won"
	Lost Result = "lost"
)

func (s *Store) setting(name string) (string, bool) {
	if !s.Saving() {
		return "", false
	}
	var value string
	err := s.db.QueryRow("SELECT value FROM setting WHERE name = ?", name).Scan(&value)
	return value, err == nil
}

func (s *Store) setSetting(name, value string) error {
	if !s.Saving() {
		return ErrNotSaved
	}
	_, err := s.db.Exec("INSERT INTO setting (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value", name, value)
	return plain(err)
}

// LastGame is the last game viewed; ok is false when none was saved.
func (s *Store) LastGame() (game int64, ok bool) {
	text, ok := s.setting("last-game")
	if !ok {
		return 0, false
	}
	game, err := strconv.ParseInt(text, 10, 64)
	return game, err == nil && dealer.Valid(game)
}

// SaveLastGame remembers game for the next start.
func (s *Store) SaveLastGame(game int64) error {
	if !dealer.Valid(game) {
		return errors.New("game " + dealer.Number(game) + " does not exist")
	}
	return s.setSetting("last-game", strconv.FormatInt(game, 10))
}

// AutoPlay is the auto-play mode last chosen ("off", "safe" or "all"); ok is
// false when none was.
func (s *Store) AutoPlay() (mode string, ok bool) { return s.setting("autoplay") }

// SaveAutoPlay remembers the auto-play mode chosen; a store that does not
// save keeps nothing, and says nothing.
func (s *Store) SaveAutoPlay(mode string) error {
	if !s.Saving() {
		return nil
	}
	return s.setSetting("autoplay", mode)
}

// InProgress is the game in progress on deal; ok is false when there is none.
func (s *Store) InProgress(deal int64) (g Game, ok bool) {
	if !s.Saving() {
		return Game{}, false
	}
	var moves string
	var ms int64
	err := s.db.QueryRow("SELECT moves, player_moves, elapsed_ms FROM game WHERE deal = ? AND result = 'playing'", deal).
		Scan(&moves, &g.PlayerMoves, &ms)
	if err != nil {
		return Game{}, false
	}
	g.Deal, g.Moves, g.Elapsed = deal, strings.Fields(moves), time.Duration(ms)*time.Millisecond
	return g, true
}

// SaveGame keeps g as the game in progress on its deal, in one write.
func (s *Store) SaveGame(g Game) error {
	if !s.Saving() {
		return ErrNotSaved
	}
	now := stamp(time.Now())
	_, err := s.db.Exec(`INSERT INTO game (deal, moves, player_moves, elapsed_ms, result, started)
		VALUES (?, ?, ?, ?, 'playing', ?)
		ON CONFLICT (deal) WHERE result = 'playing'
		DO UPDATE SET moves = excluded.moves, player_moves = excluded.player_moves, elapsed_ms = excluded.elapsed_ms`,
		g.Deal, strings.Join(g.Moves, " "), g.PlayerMoves, g.Elapsed.Milliseconds(), now)
	return plain(err)
}

// EndGame records g as won or lost: the game in progress on its deal ends so,
// or a new record is made when there is none.
func (s *Store) EndGame(g Game, result Result) error {
	if !s.Saving() {
		return ErrNotSaved
	}
	now := stamp(time.Now())
	return plain(s.inTx(func(tx *sql.Tx) error {
		res, err := tx.Exec(`UPDATE game SET moves = ?, player_moves = ?, elapsed_ms = ?, result = ?, ended = ?
			WHERE deal = ? AND result = 'playing'`,
			strings.Join(g.Moves, " "), g.PlayerMoves, g.Elapsed.Milliseconds(), string(result), now, g.Deal)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n > 0 {
			return nil
		}
		_, err = tx.Exec(`INSERT INTO game (deal, moves, player_moves, elapsed_ms, result, started, ended)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, g.Deal, strings.Join(g.Moves, " "), g.PlayerMoves, g.Elapsed.Milliseconds(), string(result), now, now)
		return err
	}))
}

// Best is the best win on deal: the fewest player moves, and of those the
// fastest; ok is false when the deal was never won.
func (s *Store) Best(deal int64) (player int, elapsed time.Duration, ok bool) {
	if !s.Saving() {
		return 0, 0, false
	}
	var ms int64
	err := s.db.QueryRow(`SELECT player_moves, elapsed_ms FROM game WHERE deal = ? AND result = 'won'
		ORDER BY player_moves, elapsed_ms LIMIT 1`, deal).Scan(&player, &ms)
	return player, time.Duration(ms) * time.Millisecond, err == nil
}

func (s *Store) inTx(f func(*sql.Tx) error) error {
	tx, err := s.db.Begin()
	if err != nil {
		return err
	}
	if err := f(tx); err != nil {
		_ = tx.Rollback()
		return err
	}
	return tx.Commit()
}

func stamp(t time.Time) string { return t.UTC().Format(time.RFC3339Nano) }

func plain(err error) error {
	if err == nil {
		return nil
	}
	return plainSQLError(err)
}
