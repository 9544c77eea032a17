package state

import (
	"database/sql"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/words"
)

// Key names a game: a deal played with a number of free cells, or a layout
// (a position no deal number names: Deal 0) with its free cells. A deal
// played with 3 cells is another game than with 4, kept and counted apart.
type Key struct {
	Deal      int64
	FreeCells int
	Layout    string // the layout's first position in fc-solve's board format (rules.Position.AppendBoard); "" for a deal
	Daily     string // the UTC date of the daily this game is (package daily), "" for another game: a game of its own
}

// maxLayout bounds a layout's text: 52 cards and the lines around them take
// under 300 bytes.
const maxLayout = 1000

// Game is a game as the store keeps it: its deal, its free cells and its
// moves in standard notation, as any tool reads them.
type Game struct {
	ID          int64 // the store's, once saved; 0 for a game it has not seen
	Version     int64 // how many times it was saved: a save names the version it follows
	Deal        int64
	FreeCells   int
	Layout      string   // see Key
	Daily       string   // see Key
	Moves       []string // every move from the deal, foundation moves too
	PlayerMoves int      // the moves but those to the foundations
	Elapsed     time.Duration
	Assisted    bool // hints, a solution played on from, or moves pasted: kept apart from bests and streaks
}

// Key is the game's name: its deal and free cells.
func (g Game) Key() Key {
	return Key{Deal: g.Deal, FreeCells: g.FreeCells, Layout: g.Layout, Daily: g.Daily}
}

// Result is how a game ended.
type Result string

// The ends of a game.
const (
	Won  Result = "won"
	Lost Result = "lost"
)

// The bounds a row must keep to be read: anything past them was not written
// by this program, and is set aside rather than trusted.
const (
	MaxMoves     = 100_000                   // moves in a game
	maxMovesText = MaxMoves * 5              // "74vc " is the longest word
	maxElapsed   = 10 * 365 * 24 * time.Hour // time on a game's clock
	// maxCounter bounds a game's version and its end_seq: a trillion saves
	// or ended games, far past any player's, and far from overflowing the
	// next value.
	maxCounter int64 = 1 << 40
)

// Setting is the value of a setting; ok is false when none was saved.
func (s *Store) Setting(name string) (string, bool) {
	if !s.Reading() {
		return "", false
	}
	var value string
	err := s.db.QueryRow("SELECT value FROM setting WHERE name = ?", name).Scan(&value)
	return value, err == nil
}

// SaveSetting remembers a setting; a store that does not save keeps nothing.
func (s *Store) SaveSetting(name, value string) error {
	if !s.writing() {
		return s.notSaved()
	}
	_, err := s.db.Exec(saveSettingSQL, name, value)
	return classify(err, s.path)
}

// Where the viewer was as it ended, kept beside the player's Settings.
const (
	LastGameSetting  = "last-game"  // the game on screen at the end: a number
	LastModeSetting  = "last-mode"  // what the viewer did at the end: PlayMode or BrowseMode
	LastDailySetting = "last-daily" // the daily's date when the game on screen at the end was the daily, else ""
	PlayMode         = "play"
	BrowseMode       = "browse"
)

// LastGame is the last game viewed; ok is false when none was saved.
func (s *Store) LastGame() (game int64, ok bool) {
	text, ok := s.Setting(LastGameSetting)
	if !ok {
		return 0, false
	}
	game, err := strconv.ParseInt(text, 10, 64)
	return game, err == nil && dealer.Valid(game)
}

// LastView is what the viewer showed as its last run ended, to open next:
// the game (1 when none), whether it ended in play (the game goes on), and
// whether it was the daily (today's opens; an earlier day's goes on no more).
type LastView struct {
	Game          int64
	Resume, Daily bool
}

// LastView reads what the last run showed, today being the UTC date.
func (s *Store) LastView(today string) LastView {
	v := LastView{Game: 1}
	last, ok := s.LastGame()
	if !ok {
		return v
	}
	mode, _ := s.Setting(LastModeSetting)
	v.Game, v.Resume = last, mode == PlayMode
	if day, _ := s.Setting(LastDailySetting); day != "" {
		v.Daily, v.Resume = true, v.Resume && day == today
	}
	return v
}

// SaveLastView remembers game, and the daily's date when it was the daily
// ("" else), for the next start.
func (s *Store) SaveLastView(game int64, daily string) error {
	if err := s.SaveLastGame(game); err != nil {
		return err
	}
	return s.SaveSetting(LastDailySetting, daily)
}

// SaveLastGame remembers game for the next start.
func (s *Store) SaveLastGame(game int64) error {
	if !dealer.Valid(game) {
		return &dealer.GameError{Problem: dealer.NoSuchGame, Number: words.Number(game)}
	}
	return s.SaveSetting(LastGameSetting, strconv.FormatInt(game, 10))
}

// gameColumns are a game row's columns, as scanRow reads them.
const gameColumns = "id, version, deal, freecells, layout, daily, moves, player_moves, elapsed_ms, assisted"

// scanRow reads a game row, checking its bounds.
func scanRow(row interface{ Scan(...any) error }) (Game, error) {
	var g Game
	var moves string
	var ms int64
	var assisted int
	if err := row.Scan(&g.ID, &g.Version, &g.Deal, &g.FreeCells, &g.Layout, &g.Daily, &moves, &g.PlayerMoves, &ms, &assisted); err != nil {
		return Game{}, err
	}
	g.Moves, g.Assisted = strings.Fields(moves), assisted == 1
	if !names(g.Key()) || g.Version < 1 || len(moves) > maxMovesText || len(g.Moves) > MaxMoves ||
		g.PlayerMoves < 0 || g.PlayerMoves > len(g.Moves) || ms < 0 || ms > maxElapsed.Milliseconds() {
		return g, errOutOfBounds
	}
	g.Elapsed = time.Duration(ms) * time.Millisecond
	return g, nil
}

// names reports whether k names a game: a deal, or a layout (deal 0), with
// 0 to 8 free cells.
func names(k Key) bool {
	game := dealer.Valid(k.Deal) && k.Layout == "" || k.Deal == 0 && k.Layout != "" && len(k.Layout) <= maxLayout
	daily := k.Daily == "" || k.Layout == "" && k.Deal > 0 && k.FreeCells == rules.DefaultFreeCells && isDate(k.Daily)
	return game && daily && k.FreeCells >= 0 && k.FreeCells <= rules.MaxFreeCells
}

// isDate reports whether s is a date as a daily's is written: 2026-11-27.
func isDate(s string) bool {
	_, err := time.Parse(time.DateOnly, s)
	return err == nil
}

// errOutOfBounds is a row no freecell wrote.
var errOutOfBounds = errors.New("out of bounds")

// InProgress is the game in progress on a deal with its free cells; ok is
// false when there is none. A row out of bounds is set aside, and is an
// *Error of kind Damaged.
func (s *Store) InProgress(deal Key) (g Game, ok bool, err error) {
	if !s.Reading() {
		return Game{}, false, nil
	}
	row := s.queryRow("SELECT "+gameColumns+" FROM game WHERE deal = ? AND freecells = ? AND layout = ? AND daily = ? AND result = 'playing' AND length(moves) <= ?",
		deal.Deal, deal.FreeCells, deal.Layout, deal.Daily, maxMovesText)
	g, err = scanRow(row)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return s.tooLong(deal)
	case errors.Is(err, errOutOfBounds):
		if s.Saving() {
			_ = s.SetAside(g.ID, "out of bounds")
		}
		return Game{}, false, &Error{Problem: Damaged, Path: s.path, Err: err}
	case err != nil:
		return Game{}, false, classify(err, s.path)
	}
	return g, true, nil
}

// tooLong sets aside, unread, a game in progress on deal too long to be one.
func (s *Store) tooLong(deal Key) (Game, bool, error) {
	var id int64
	err := s.queryRow("SELECT id FROM game WHERE deal = ? AND freecells = ? AND layout = ? AND daily = ? AND result = 'playing'", deal.Deal, deal.FreeCells, deal.Layout, deal.Daily).Scan(&id)
	if err != nil {
		return Game{}, false, nil
	}
	if s.Saving() {
		_ = s.SetAside(id, "out of bounds")
	}
	return Game{}, false, &Error{Problem: Damaged, Path: s.path, Err: errOutOfBounds}
}

// SaveGame keeps g as the game in progress on its deal, in one write, and
// returns it as saved. A game the store has not seen (ID 0) is new: if
// another game is in progress on the deal, that is a conflict. A game it has
// seen must be the version saved last: if another program saved or ended it
// since, that is a conflict too (ErrConflict), and nothing is written.
func (s *Store) SaveGame(g Game) (Game, error) {
	if !s.writing() {
		return g, s.notSaved()
	}
	moves := strings.Join(g.Moves, " ")
	if g.ID == 0 {
		err := s.db.QueryRow(`INSERT INTO game (deal, freecells, layout, daily, moves, player_moves, elapsed_ms, result, started, version, assisted)
			VALUES (?, ?, ?, ?, ?, ?, ?, 'playing', ?, 1, ?)
			ON CONFLICT (deal, freecells, layout, daily) WHERE result = 'playing' DO NOTHING RETURNING id`,
			g.Deal, g.FreeCells, g.Layout, g.Daily, moves, g.PlayerMoves, g.Elapsed.Milliseconds(), stamp(time.Now()), flag(g.Assisted)).Scan(&g.ID)
		if errors.Is(err, sql.ErrNoRows) {
			return g, ErrConflict
		}
		g.Version = 1
		return g, classify(err, s.path)
	}
	// The version rises with the moves: a save of the clock alone changes no
	// game another program plays on, and asks it nothing.
	err := s.db.QueryRow(`UPDATE game SET moves = ?1, player_moves = ?2, elapsed_ms = ?3, assisted = ?4, version = version + (moves <> ?1)
		WHERE id = ?5 AND version = ?6 AND result = 'playing' RETURNING version`,
		moves, g.PlayerMoves, g.Elapsed.Milliseconds(), flag(g.Assisted), g.ID, g.Version).Scan(&g.Version)
	if errors.Is(err, sql.ErrNoRows) {
		return g, ErrConflict
	}
	return g, classify(err, s.path)
}

// EndGame records g as won or lost: the game in progress it is ends so (if
// it is still the version saved last: else ErrConflict), or, for a game the
// store has not seen, a record of its own is made. Games are numbered in the
// order they end, which is the order statistics read them in.
func (s *Store) EndGame(g Game, result Result) error {
	if !s.writing() {
		return s.notSaved()
	}
	moves := strings.Join(g.Moves, " ")
	return classify(s.inTx(func(tx *sql.Tx) error {
		var seq int64
		if err := tx.QueryRow(nextEndSeq).Scan(&seq); err != nil {
			return err
		}
		if g.ID == 0 {
			now := stamp(time.Now())
			_, err := tx.Exec(`INSERT INTO game (deal, freecells, layout, daily, moves, player_moves, elapsed_ms, result, started, ended, end_seq, assisted)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, g.Deal, g.FreeCells, g.Layout, g.Daily, moves, g.PlayerMoves, g.Elapsed.Milliseconds(), string(result), now, now, seq, flag(g.Assisted))
			return err
		}
		res, err := tx.Exec(`UPDATE game SET moves = ?, player_moves = ?, elapsed_ms = ?, assisted = ?, result = ?, ended = ?, end_seq = ?, version = version + 1
			WHERE id = ? AND version = ? AND result = 'playing'`,
			moves, g.PlayerMoves, g.Elapsed.Milliseconds(), flag(g.Assisted), string(result), stamp(time.Now()), seq, g.ID, g.Version)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return ErrConflict
		}
		return nil
	}), s.path)
}

// Replace makes g the game in progress on its deal over whatever another
// program saved there since, which is set aside (never lost): the answer to a
// conflict where the player keeps their own game. The game in progress keeps
// its row and its version rises, so that the other program's next save is a
// conflict in turn. setAside is false where the other program had ended its
// game (its result stays), and ours goes on as a new one.
func (s *Store) Replace(g Game) (saved Game, setAside bool, err error) {
	if !s.writing() {
		return g, false, s.notSaved()
	}
	moves := strings.Join(g.Moves, " ")
	err = s.inTx(func(tx *sql.Tx) error {
		res, err := tx.Exec(asideSQL+" WHERE deal = ? AND freecells = ? AND layout = ? AND daily = ? AND result = 'playing'", "replaced by another freecell's game", stamp(time.Now()), g.Deal, g.FreeCells, g.Layout, g.Daily)
		if err != nil {
			return err
		}
		n, _ := res.RowsAffected()
		setAside = n > 0
		err = tx.QueryRow(`UPDATE game SET moves = ?, player_moves = ?, elapsed_ms = ?, assisted = ?, version = version + 1
			WHERE deal = ? AND freecells = ? AND layout = ? AND daily = ? AND result = 'playing' RETURNING id, version`,
			moves, g.PlayerMoves, g.Elapsed.Milliseconds(), flag(g.Assisted), g.Deal, g.FreeCells, g.Layout, g.Daily).Scan(&g.ID, &g.Version)
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		g.Version = 1 // the other program ended it: ours is in progress anew
		return tx.QueryRow(`INSERT INTO game (deal, freecells, layout, daily, moves, player_moves, elapsed_ms, result, started, version, assisted)
			VALUES (?, ?, ?, ?, ?, ?, ?, 'playing', ?, 1, ?) RETURNING id`,
			g.Deal, g.FreeCells, g.Layout, g.Daily, moves, g.PlayerMoves, g.Elapsed.Milliseconds(), stamp(time.Now()), flag(g.Assisted)).Scan(&g.ID)
	})
	return g, setAside, classify(err, s.path)
}

// KeepAside keeps g, a game no longer in play, in the rows set aside: the
// player's own game, when they take another program's instead.
func (s *Store) KeepAside(g Game, why string) error {
	if !s.writing() {
		return s.notSaved()
	}
	_, err := s.db.Exec(`INSERT INTO game_aside (deal, moves, player_moves, elapsed_ms, result, version, assisted, why, set_aside, freecells, layout, daily)
		SELECT ?1, ?2, ?3, ?4, 'playing', ?5, ?6, ?7, ?8, ?9, ?10, ?11
		WHERE NOT EXISTS (SELECT 1 FROM game_aside WHERE deal = ?1 AND moves = ?2 AND freecells = ?9 AND layout = ?10 AND daily = ?11)`, // kept once (another program may have set it aside already)
		g.Deal, strings.Join(g.Moves, " "), g.PlayerMoves, g.Elapsed.Milliseconds(), g.Version, flag(g.Assisted), why, stamp(time.Now()), g.FreeCells, g.Layout, g.Daily)
	return classify(err, s.path)
}

// asideSQL copies rows of game into game_aside, with why and when; a WHERE
// clause follows.
const asideSQL = `INSERT INTO game_aside (game_id, deal, freecells, layout, daily, moves, player_moves, elapsed_ms, result, started, ended, version, assisted, end_seq, why, set_aside)
	SELECT id, deal, freecells, layout, daily, moves, player_moves, elapsed_ms, result, started, ended, version, assisted, end_seq, ?, ? FROM game`

// SetAside moves the game with id to the rows set aside, with why.
func (s *Store) SetAside(id int64, why string) error {
	if !s.writing() {
		return s.notSaved()
	}
	return classify(s.inTx(func(tx *sql.Tx) error {
		if _, err := tx.Exec(asideSQL+" WHERE id = ?", why, stamp(time.Now()), id); err != nil {
			return err
		}
		_, err := tx.Exec("DELETE FROM game WHERE id = ?", id)
		return err
	}), s.path)
}

// setAsideBadRows moves every row out of bounds to the rows set aside and
// says how many there were.
func (s *Store) setAsideBadRows() (int, error) {
	bad := "NOT (" + inBounds + ")"
	var args []any
	var n int
	err := s.inTx(func(tx *sql.Tx) error {
		if err := tx.QueryRow("SELECT count(*) FROM game WHERE "+bad, args...).Scan(&n); err != nil || n == 0 {
			return err
		}
		if _, err := tx.Exec(asideSQL+" WHERE "+bad, append([]any{"out of bounds", stamp(time.Now())}, args...)...); err != nil {
			return err
		}
		_, err := tx.Exec("DELETE FROM game WHERE "+bad, args...)
		return err
	})
	return n, err
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

func flag(b bool) int {
	if b {
		return 1
	}
	return 0
}
