// Package state keeps what the program remembers between runs: the last game
// viewed, the games in progress and every result, in one SQLite database in the
// user's state directory (through a pure-Go driver: no C compiler needed). It
// treats that directory as hostile ground: it never follows a link, never opens
// what is not a regular file, and never overwrites a database it cannot read as
// its own. A damaged database is set aside under a new name and a new one
// started; one from a newer version of the program is left alone, and the
// program plays on without saving. Two programs may use the database at once.
package state

import (
	"database/sql"
	"errors"
	"path/filepath"

	"github.com/adrg/xdg"
)

// FileName is the database's name in the state directory.
const FileName = "freecell.db"

// ErrNotSaved is returned by a store that does not save (see Store.Warning).
var ErrNotSaved = errors.New("not saved")

// DefaultDir is the program's directory in the platform's state directory:
// $XDG_STATE_HOME/freecell (an absolute XDG_STATE_HOME only, as the XDG spec
// says), else ~/.local/state/freecell on Linux and the platform's own place
// elsewhere. The environment is read anew at every call.
func DefaultDir() string {
	xdg.Reload()
	return filepath.Join(xdg.StateHome, "freecell")
}

// Store is the program's state. A store that could not open its database
// saves nothing and finds nothing; Warning says why.
type Store struct {
	db      *sql.DB
	path    string
	warning string
}

// Path is the database file.
func (s *Store) Path() string { return s.path }

// Saving reports whether the store has a database to save in.
func (s *Store) Saving() bool { return s != nil && s.db != nil }

// Warning says why the store saves nothing, or that it set a damaged database
// aside; "" when all is well.
func (s *Store) Warning() string {
	if s == nil {
		return ""
	}
	return s.warning
}

// Close closes the database.
func (s *Store) Close() error {
	if !s.Saving() {
		return nil
	}
	return s.db.Close()
}
