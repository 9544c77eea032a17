package state

import (
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"syscall"
	"time"

	_ "modernc.org/sqlite" // the pure-Go SQLite driver, as "sqlite"
)

// Open opens the database in dir for the viewer, making both when they are
// missing. It always returns a store: one that saves nothing when the
// database cannot be used.
func Open(dir string) *Store {
	s := &Store{path: filepath.Join(dir, FileName)}
	if err := makeDir(dir); err != nil {
		s.warn(err)
		return s
	}
	db, err := s.open(false)
	if ProblemOf(err) == Damaged {
		aside, moveErr := setAside(s.path)
		if moveErr != nil {
			s.warn(&Error{Problem: Damaged, Path: s.path, Err: moveErr})
			return s
		}
		s.warning = "the saved games were damaged; kept as " + filepath.Base(aside) + ", starting anew"
		s.trouble = &Error{Problem: Damaged, Path: aside}
		db, err = s.open(false)
	}
	if err != nil {
		s.warn(err)
		return s
	}
	s.db = db
	n, err := s.setAsideBadRows()
	if err == nil {
		var unmade int
		unmade, err = s.setAsideFalseEnds()
		n += unmade
	}
	if err == nil && n > 0 {
		games := fmt.Sprintf("%d saved games were", n)
		if n == 1 {
			games = "1 saved game was"
		}
		s.warning = games + " out of bounds or not made by their moves: set aside in " + FileName + " (table game_aside)"
		s.trouble = &Error{Problem: Damaged, Path: s.path, Count: n}
	}
	s.importLegacy(dir)
	return s
}

// OpenReadOnly opens the database in dir to read it, writing nothing: no
// directory or database is made, no schema changed (an older one is read
// through a copy in memory), and a read-only file system is no obstacle.
// Where there is no database, the store is empty and says nothing.
func OpenReadOnly(dir string) (*Store, error) {
	s := &Store{path: filepath.Join(dir, FileName), readOnly: true}
	info, err := os.Lstat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return s, nil
	case err != nil:
		return s, classifyAt(err, dir)
	}
	if err := private(dir, info); err != nil {
		return s, err // read by the viewer neither
	}
	if _, err := os.Lstat(s.path); errors.Is(err, fs.ErrNotExist) {
		return s, nil
	}
	db, err := s.open(true)
	if err != nil {
		return s, err
	}
	s.db = db
	return s, nil
}

// open opens the database after checking that what is at its path, and beside
// it, is a regular file of this user's and no link, and brings its schema up
// to date (read-only: reads it as it would be).
func (s *Store) open(readOnly bool) (*sql.DB, error) {
	for _, suffix := range []string{"", "-wal", "-shm", "-journal"} {
		if err := checkRegular(s.path + suffix); err != nil {
			return nil, err
		}
	}
	pragmas := "&_pragma=busy_timeout(10000)&_pragma=foreign_keys(1)"
	dsn := "file:" + (&url.URL{Path: s.path}).EscapedPath() + "?_txlock=immediate" + pragmas +
		"&_pragma=journal_mode(DELETE)&_pragma=synchronous(FULL)"
	if readOnly {
		// immutable: nothing is written beside the file either (no lock file),
		// which a read-only file system needs; a write under way elsewhere is
		// read as of some moment, which is all statistics need.
		dsn = "file:" + (&url.URL{Path: s.path}).EscapedPath() + "?mode=ro&immutable=1" + pragmas
	}
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, classify(err, s.path)
	}
	db.SetMaxOpenConns(1) // one connection: the program saves from one place at a time
	if readOnly {
		db, err = current(db)
	} else {
		err = migrate(db)
	}
	if err != nil {
		if db != nil {
			_ = db.Close()
		}
		return nil, classify(err, s.path)
	}
	return db, nil
}

// checkRegular refuses anything at path but a regular file of this user's: a
// link, a directory, a FIFO, a device, another user's file. Nothing there is
// fine.
func checkRegular(path string) error {
	info, err := os.Lstat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return classify(err, path)
	case info.Mode()&fs.ModeSymlink != 0:
		return &Error{Problem: Unsafe, Path: path, Cause: IsLink}
	case !info.Mode().IsRegular():
		return &Error{Problem: Unsafe, Path: path, Cause: irregular(info.Mode())}
	case ownedByOther(info):
		return &Error{Problem: Unsafe, Path: path, Cause: OthersFile}
	}
	return nil
}

// irregular is what a file that is not a regular one is.
func irregular(mode fs.FileMode) Unsafety {
	switch {
	case mode&fs.ModeNamedPipe != 0:
		return IsFIFO
	case mode.IsDir():
		return IsDirectory
	case mode&(fs.ModeDevice|fs.ModeCharDevice|fs.ModeSocket) != 0:
		return IsDevice
	}
	return NotRegular
}

// makeDir makes the store's directory (private to the user) if it is missing,
// and refuses one that is a link, not a directory, another user's, or open to
// other users' writes.
func makeDir(dir string) error {
	info, err := os.Lstat(dir)
	if errors.Is(err, fs.ErrNotExist) {
		if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
			return classifyAt(err, pathOf(err))
		}
		if err := os.Mkdir(dir, 0o700); err != nil && !errors.Is(err, fs.ErrExist) {
			return classifyAt(err, dir)
		}
		info, err = os.Lstat(dir)
	}
	if err != nil {
		return classifyAt(err, dir)
	}
	return private(dir, info)
}

// classifyAt is classify for an error on the way to path (the store's
// directory): where a file stands where a directory goes (XDG_STATE_HOME
// set to a file), that file is named, not path ("cannot use the saved
// games" said nothing of why).
func classifyAt(err error, path string) error {
	if errors.Is(err, syscall.ENOTDIR) {
		for p := path; filepath.Dir(p) != p; p = filepath.Dir(p) {
			if info, statErr := os.Lstat(p); statErr == nil && !info.IsDir() {
				return &Error{Problem: Unsafe, Path: p, Cause: NotDirectory, Err: err}
			}
		}
	}
	return classify(err, path)
}

// private refuses a state directory that is not one, or not this user's
// alone: what is in it could be anyone's.
func private(dir string, info fs.FileInfo) error {
	switch {
	case info.Mode()&fs.ModeSymlink != 0:
		return &Error{Problem: Unsafe, Path: dir, Cause: IsLink}
	case !info.IsDir():
		return &Error{Problem: Unsafe, Path: dir, Cause: NotDirectory}
	case ownedByOther(info):
		return &Error{Problem: Unsafe, Path: dir, Cause: OthersDirectory}
	case writableByOthers(info):
		return &Error{Problem: Unsafe, Path: dir, Cause: OpenToOthers}
	}
	return nil
}

// setAside renames a damaged database, and the files SQLite keeps beside it, to
// a name of their own, so that nothing of it is lost or overwritten.
func setAside(path string) (string, error) {
	aside := path + ".damaged-" + time.Now().UTC().Format("20060102-150405")
	if _, err := os.Lstat(aside); err == nil {
		aside += fmt.Sprintf("-%d", os.Getpid())
	}
	if err := os.Rename(path, aside); err != nil {
		return "", err
	}
	for _, suffix := range []string{"-wal", "-shm", "-journal"} {
		if _, err := os.Lstat(path + suffix); err == nil {
			_ = os.Rename(path+suffix, aside+suffix)
		}
	}
	return aside, nil
}
