// Package state keeps what the program remembers between runs: the last game
// viewed, the settings, the games in progress and every result, and the facts
// the viewer worked out of deals the shipped atlas does not hold, in one SQLite
// database in the user's state directory (through a pure-Go driver: no C
// compiler needed). It treats that directory as hostile ground: it never
// follows a link, never opens what is not a regular file, refuses a directory
// other users may write to or that another user owns, and never overwrites a
// database it cannot read as its own. A damaged database is set aside under a
// new name and a new one started; one from a newer version of the program is
// left alone, and the program plays on without saving. What it reads it
// checks: a row out of bounds is set aside, not trusted. Two programs may use
// the database at once: each game in progress carries a version, so that one
// never overwrites the other's moves unawares. A Queue does a viewer's reads
// and writes in order, away from the screen. It also keeps a server's daily
// board, in a database of its own (board.db: leaderboard.go), reads a
// player's keys file (keys.go), and records the proven fewest moves of deals
// (optimal.go) and the daily deals played (daily.go).
package state

import (
	"database/sql"
	"os"
	"path/filepath"
	"runtime"
	"sync/atomic"

	"github.com/adrg/xdg"
)

// FileName is the database's name in the state directory.
const FileName = "freecell.db"

// DefaultDir is the program's directory in the platform's state directory:
// $XDG_STATE_HOME/freecell (an absolute XDG_STATE_HOME only, as the XDG spec
// says), else ~/.local/state/freecell on Linux and the platform's own place
// elsewhere. Without an absolute base (HOME unset or relative), it is an
// *Error of kind NoHome: nothing is saved rather than saved somewhere odd.
// The environment is read anew at every call.
func DefaultDir() (string, error) {
	xdg.Reload()
	if runtime.GOOS != "windows" && !filepath.IsAbs(os.Getenv("XDG_STATE_HOME")) && !filepath.IsAbs(os.Getenv("HOME")) {
		return "", &Error{Problem: NoHome}
	}
	dir := filepath.Join(xdg.StateHome, "freecell")
	if !filepath.IsAbs(dir) {
		return "", &Error{Problem: NoHome}
	}
	return dir, nil
}

// KeysPath is where a player's keys file is: $XDG_CONFIG_HOME/freecell/keys.toml
// (~/.config/freecell/keys.toml).
func KeysPath() (string, error) {
	xdg.Reload()
	path := filepath.Join(xdg.ConfigHome, "freecell", "keys.toml")
	if !filepath.IsAbs(path) {
		return "", &Error{Problem: NoHome}
	}
	return path, nil
}

// Store is the program's state. A store that could not open its database
// saves nothing and finds nothing; Warning says why.
type Store struct {
	db       *sql.DB
	path     string
	readOnly bool
	forsaken atomic.Bool // its saved games deleted on the player's word, from another session: it saves nothing more
	trouble  error       // why it saves nothing, or what it set aside on opening
	warning  string      // trouble in words, for the command line
	prep     prepared    // the statements read most (see prepared)
}

// Unsaved is a store that saves nothing, for err (from DefaultDir, say).
func Unsaved(err error) *Store {
	return &Store{trouble: err, warning: describe(err)}
}

// Saving reports whether the store has a database to save in.
func (s *Store) Saving() bool { return s != nil && s.db != nil && !s.readOnly }

// writing reports whether a write is made: the store saves, and was not
// forsaken (whose writes are refused, with ErrDeleted, for the player to be
// told: Saving stays true, so the viewer goes on trying and saying why).
func (s *Store) writing() bool { return s.Saving() && !s.forsaken.Load() }

// Forsake stops the store saving: the player deleted their saved games
// (a server's delete-my-data, from another session) while it was open.
// What would be saved after is refused with ErrDeleted, no fault, where
// writing to the deleted file would fail as one.
func (s *Store) Forsake() {
	if s != nil {
		s.forsaken.Store(true)
	}
}

// notSaved is the error of a write the store does not make.
func (s *Store) notSaved() error {
	if s != nil && s.forsaken.Load() {
		return ErrDeleted
	}
	return ErrNotSaved
}

// Reading reports whether the store has a database to read.
func (s *Store) Reading() bool { return s != nil && s.db != nil }

// Warning says why the store saves nothing, or what it set aside on opening;
// "" when all is well.
func (s *Store) Warning() string {
	if s == nil {
		return ""
	}
	return s.warning
}

// Trouble is Warning as an error of a kind (see Problem); nil when all is well.
func (s *Store) Trouble() error {
	if s == nil {
		return nil
	}
	return s.trouble
}

func (s *Store) warn(err error) {
	s.trouble, s.warning = err, describe(err)
}

// Close closes the database.
func (s *Store) Close() error {
	if !s.Reading() {
		return nil
	}
	s.closeStatements()
	return s.db.Close()
}

// viewSettings are the settings every run writes as it ends (what was on
// screen): not a reason to keep a player's database.
var viewSettings = []string{LastGameSetting, LastModeSetting, LastDailySetting, checkedSetting, legacyImportedSetting}

// KeepsAnything reports whether the database holds something of the
// player's worth keeping: a game, a proven fewest, a setting they chose.
// What the viewer worked out of deals (their facts) is made again; where
// the store cannot say, true.
func (s *Store) KeepsAnything() bool {
	if !s.Reading() {
		return true
	}
	var keeps bool
	err := s.db.QueryRow(`SELECT EXISTS (SELECT 1 FROM game) OR EXISTS (SELECT 1 FROM game_aside)
		OR EXISTS (SELECT 1 FROM deal_optimal)
		OR EXISTS (SELECT 1 FROM setting WHERE name NOT IN (?, ?, ?, ?, ?))`,
		viewSettings[0], viewSettings[1], viewSettings[2], viewSettings[3], viewSettings[4]).Scan(&keeps)
	return err != nil || keeps
}
