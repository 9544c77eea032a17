package state

import (
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"
	"time"
	"unicode"

	"github.com/charmbracelet/x/ansi"
)

// Leaderboard is the daily board a server keeps (freecell --serve): for each
// day's daily, each player's best game won, and the players' display names.
// Players are named by their key's fingerprint, which the board never shows.
type Leaderboard struct {
	db    *sql.DB
	path  string
	aside string // where a damaged board was moved as this one was made anew ("" where none was)
}

// BoardFile is the board's database, in the server's folder.
const BoardFile = "board.db"

// MaxName is the longest display name, in terminal cells.
const MaxName = 24

const boardSchema = `
CREATE TABLE IF NOT EXISTS player (
	id   TEXT PRIMARY KEY, -- the key's SHA-256 fingerprint
	name TEXT NOT NULL
) STRICT;
CREATE TABLE IF NOT EXISTS daily_win (
	date       TEXT NOT NULL, -- the daily's UTC date
	player     TEXT NOT NULL,
	deal       INTEGER NOT NULL,
	moves      INTEGER NOT NULL, -- the player's
	elapsed_ms INTEGER NOT NULL,
	assisted   INTEGER NOT NULL CHECK (assisted IN (0, 1)),
	won        TEXT NOT NULL, -- when, RFC 3339, UTC
	PRIMARY KEY (date, player)
) STRICT;
CREATE TABLE IF NOT EXISTS daily_fewest (
	date  TEXT PRIMARY KEY,
	deal  INTEGER NOT NULL,
	moves INTEGER NOT NULL -- the fewest player moves, proven
) STRICT;`

// OpenLeaderboard opens (or makes) the board in dir. A damaged board is
// moved aside, kept, and made anew (see Aside): a server that would not
// start over it restarted in vain, its players locked out for a day's wins.
func OpenLeaderboard(dir string) (*Leaderboard, error) {
	path := filepath.Join(dir, BoardFile)
	if err := checkRegular(path); err != nil {
		return nil, err
	}
	db, err := openBoard(path)
	aside := ""
	if ProblemOf(err) == Damaged {
		if aside, err = setAside(path); err != nil {
			return nil, &Error{Problem: Damaged, Path: path, Err: err}
		}
		db, err = openBoard(path)
	}
	if err != nil {
		return nil, err
	}
	return &Leaderboard{db: db, path: path, aside: aside}, nil
}

// openBoard opens the board's database at path, its tables made.
func openBoard(path string) (*sql.DB, error) {
	dsn := "file:" + (&url.URL{Path: path}).EscapedPath() + "?_txlock=immediate&_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)"
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, classify(err, path)
	}
	db.SetMaxOpenConns(1)
	if _, err := db.Exec(boardSchema); err != nil {
		_ = db.Close()
		return nil, classify(err, path)
	}
	return db, nil
}

// Aside is where a damaged board was moved as this one was made anew; ""
// where it was not.
func (b *Leaderboard) Aside() string { return b.aside }

// Close closes the board.
func (b *Leaderboard) Close() error {
	if b == nil {
		return nil
	}
	return b.db.Close()
}

// LeaderboardRow is one player's best win of a day's daily.
type LeaderboardRow struct {
	Player   string // the fingerprint: never shown
	Name     string // the display name, "" when none was set
	Moves    int
	Elapsed  time.Duration
	Assisted bool
}

// RecordWin keeps a player's win of a day's daily, if it is their best: an
// unaided win before one with help, then fewer moves, then less time.
func (b *Leaderboard) RecordWin(player string, d Daily) error {
	if !d.Won() || d.Date == "" {
		return nil
	}
	_, err := b.db.Exec(`INSERT INTO daily_win (date, player, deal, moves, elapsed_ms, assisted, won) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
		ON CONFLICT (date, player) DO UPDATE SET moves = ?4, elapsed_ms = ?5, assisted = ?6, won = ?7
		WHERE (?6, ?4, ?5) < (assisted, moves, elapsed_ms)`,
		d.Date, player, d.Deal, d.PlayerMoves, d.Elapsed.Milliseconds(), flag(d.Assisted), stamp(time.Now()))
	return classify(err, b.path)
}

// Day is the board of a day's daily, best first: unaided wins before wins
// with help, then the fewest moves, then the least time, then the first.
func (b *Leaderboard) Day(date string) ([]LeaderboardRow, error) {
	rows, err := b.db.Query(`SELECT w.player, coalesce(p.name, ''), w.moves, w.elapsed_ms, w.assisted
		FROM daily_win w LEFT JOIN player p ON p.id = w.player WHERE w.date = ?
		ORDER BY w.assisted, w.moves, w.elapsed_ms, w.won`, date)
	if err != nil {
		return nil, classify(err, b.path)
	}
	defer rows.Close()
	var day []LeaderboardRow
	for rows.Next() {
		var r LeaderboardRow
		var ms int64
		if err := rows.Scan(&r.Player, &r.Name, &r.Moves, &ms, &r.Assisted); err != nil {
			return nil, classify(err, b.path)
		}
		r.Elapsed = time.Duration(ms) * time.Millisecond
		day = append(day, r)
	}
	return day, classify(rows.Err(), b.path)
}

// ErrNameTaken is SetName's refusal of a name another player has: no one
// may pass for another on the board.
var ErrNameTaken = errors.New("another player has that name")

// ErrNameReserved is SetName's refusal of the board's own word for a player
// with no name, "a player": taken as it was cleaned away, it cleared the
// name without a word.
var ErrNameReserved = errors.New("that name is the board's word for a player with no name")

// SetName sets a player's display name, cleaned (CleanName); "" clears it.
// It returns the name kept, or cleaned and refused with ErrNameTaken where
// another player has it (letters of either case alike), or with
// ErrNameReserved where it is the board's word for a player with no name.
func (b *Leaderboard) SetName(player, name string) (string, error) {
	if cleaned := cleanName(name); strings.EqualFold(cleaned, reservedName) {
		return cleaned, ErrNameReserved
	}
	name = CleanName(name)
	if name == "" {
		_, err := b.db.Exec("DELETE FROM player WHERE id = ?", player)
		return name, classify(err, b.path)
	}
	tx, err := b.db.Begin() // immediate (the DSN's _txlock): two players naming themselves at once cannot both have it
	if err != nil {
		return name, classify(err, b.path)
	}
	defer func() { _ = tx.Rollback() }()
	switch taken, err := nameTaken(tx, player, name); {
	case err != nil:
		return name, classify(err, b.path)
	case taken:
		return name, ErrNameTaken
	}
	if _, err := tx.Exec("INSERT INTO player (id, name) VALUES (?1, ?2) ON CONFLICT (id) DO UPDATE SET name = ?2", player, name); err != nil {
		return name, classify(err, b.path)
	}
	return name, classify(tx.Commit(), b.path)
}

// nameTaken reports whether a player other than player has name, letters
// of either case alike (SQLite's NOCASE folds ASCII alone).
func nameTaken(tx *sql.Tx, player, name string) (bool, error) {
	rows, err := tx.Query("SELECT name FROM player WHERE id <> ?", player)
	if err != nil {
		return false, err
	}
	defer rows.Close()
	for rows.Next() {
		var other string
		if err := rows.Scan(&other); err != nil {
			return false, err
		}
		if strings.EqualFold(other, name) {
			return true, nil
		}
	}
	return false, rows.Err()
}

// Name is a player's display name, "" when none was set.
func (b *Leaderboard) Name(player string) string {
	var name string
	_ = b.db.QueryRow("SELECT name FROM player WHERE id = ?", player).Scan(&name)
	return name
}

// Knows reports whether the board keeps anything of a player: a name or a
// win (false too when it cannot be read: Forget then has nothing to do).
func (b *Leaderboard) Knows(player string) bool {
	var n int
	_ = b.db.QueryRow("SELECT (SELECT count(*) FROM player WHERE id = ?) + (SELECT count(*) FROM daily_win WHERE player = ?)", player, player).Scan(&n)
	return n > 0
}

// Forget removes a player from the board: their name and their wins.
func (b *Leaderboard) Forget(player string) error {
	tx, err := b.db.Begin()
	if err == nil {
		_, err = tx.Exec("DELETE FROM player WHERE id = ?", player)
	}
	if err == nil {
		_, err = tx.Exec("DELETE FROM daily_win WHERE player = ?", player)
	}
	if err == nil {
		err = tx.Commit()
	} else if tx != nil {
		_ = tx.Rollback()
	}
	return classify(err, b.path)
}

// CleanName is a display name as others may see it: escape sequences and
// control characters out, spaces made one, at most MaxName cells wide, with no "(you)" and not "a player".
func CleanName(name string) string {
	if name = cleanName(name); strings.EqualFold(name, reservedName) {
		return "" // the board's word for a player with no name: no one may pass for another with it
	}
	return name
}

// reservedName is the board's word for a player with no name.
const reservedName = "a player"

// cleanName is CleanName but for its refusal of the board's own word.
func cleanName(name string) string {
	name = ansi.Strip(name)
	previous := ' '
	name = strings.Map(func(r rune) rune {
		defer func() { previous = r }()
		switch {
		case unicode.IsSpace(r):
			return ' '
		case unicode.IsControl(r) || unicode.In(r, unicode.Cf):
			return -1 // bidi overrides and the like too: a name must not turn the board's text around
		case unicode.In(r, unicode.Mn, unicode.Me) && (previous == ' ' || unicode.In(previous, unicode.Mn, unicode.Me)):
			return -1 // a mark on a mark (or on nothing) would pile up past the row
		}
		return r
	}, name)
	name = youMark.ReplaceAllString(name, " ")
	name = strings.Join(strings.Fields(name), " ")
	for ansi.StringWidth(name) > MaxName {
		runes := []rune(name)
		name = strings.TrimSpace(string(runes[:len(runes)-1]))
	}
	return name
}

// youMark is the board's mark of the viewer's own row, which no name may
// carry: "Ann (you)" would read as the viewer's.
var youMark = regexp.MustCompile(`(?i)\(\s*you\s*\)`)

// SaveFewest keeps the fewest player moves proven for a day's daily.
func (b *Leaderboard) SaveFewest(date string, deal int64, moves int) error {
	_, err := b.db.Exec("INSERT INTO daily_fewest (date, deal, moves) VALUES (?1, ?2, ?3) ON CONFLICT (date) DO UPDATE SET deal = ?2, moves = ?3", date, deal, moves)
	return classify(err, b.path)
}

// Fewest is the fewest player moves proven for a day's daily; ok is false
// before the proof.
func (b *Leaderboard) Fewest(date string) (moves int, ok bool) {
	err := b.db.QueryRow("SELECT moves FROM daily_fewest WHERE date = ?", date).Scan(&moves)
	return moves, err == nil
}

// String names the board, for errors.
func (b *Leaderboard) String() string { return fmt.Sprintf("the daily board (%s)", b.path) }
