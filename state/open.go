package state

import (
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	_ "modernc.org/sqlite" // the pure-Go SQLite driver, as "sqlite"
)

// Open opens the database in dir, making both when they are missing. It always
// returns a store: one that saves nothing when the database cannot be used.
func Open(dir string) *Store {
	s := &Store{path: filepath.Join(dir, FileName)}
	if err := makeDir(dir); err != nil {
		s.warning = err.Error()
		return s
	}
	db, err := s.open()
	var damaged *damagedError
	if errors.As(err, &damaged) {
		aside, moveErr := setAside(s.path)
		if moveErr != nil {
			s.warning = fmt.Sprintf("%s is damaged and cannot be moved aside", s.path)
			return s
		}
		s.warning = "the saved games were damaged; kept as " + filepath.Base(aside) + ", starting anew"
		db, err = s.open()
	}
	if err != nil {
		s.warning = err.Error()
		return s
	}
	s.db = db
	s.importLegacy(dir)
	return s
}

// damagedError is a database file that SQLite cannot read as one.
type damagedError struct{ err error }

func (e *damagedError) Error() string { return "damaged: " + e.err.Error() }

// open opens the database after checking that what is at its path, and beside
// it, is a regular file and no link, and brings its schema up to date.
func (s *Store) open() (*sql.DB, error) {
	for _, suffix := range []string{"", "-wal", "-shm", "-journal"} {
		if err := checkRegular(s.path + suffix); err != nil {
			return nil, err
		}
	}
	dsn := "file:" + s.path + "?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)&_txlock=immediate"
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, plainSQLError(err)
	}
	db.SetMaxOpenConns(1) // one connection: the program saves from one place at a time
	if err := migrate(db); err != nil {
		_ = db.Close()
		return nil, err
	}
	return db, nil
}

// checkRegular refuses anything at path but a regular file: a link, a
// directory, a FIFO, a device. Nothing there is fine.
func checkRegular(path string) error {
	info, err := os.Lstat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return err
	case info.Mode()&fs.ModeSymlink != 0:
		return fmt.Errorf("%s is a link; leaving it alone", path)
	case !info.Mode().IsRegular():
		return fmt.Errorf("%s is not a regular file; leaving it alone", path)
	}
	return nil
}

// makeDir makes the store's directory (private to the user) if it is missing,
// and refuses one that is a link or not a directory.
func makeDir(dir string) error {
	info, err := os.Lstat(dir)
	if errors.Is(err, fs.ErrNotExist) {
		if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
			return plainPathError(err)
		}
		if err := os.Mkdir(dir, 0o700); err != nil && !errors.Is(err, fs.ErrExist) {
			return plainPathError(err)
		}
		info, err = os.Lstat(dir)
	}
	if err != nil {
		return plainPathError(err)
	}
	if !info.IsDir() {
		return fmt.Errorf("%s is not a directory (a link or a file is there)", dir)
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

// plainPathError is err without Go's operation prefix: "/x: permission denied".
func plainPathError(err error) error {
	var pathErr *fs.PathError
	if errors.As(err, &pathErr) {
		return fmt.Errorf("%s: %w", pathErr.Path, pathErr.Err)
	}
	return err
}

// plainSQLError is a driver's error in words a player reads: without the
// driver's codes in parentheses.
func plainSQLError(err error) error {
	text := err.Error()
	if i := strings.Index(text, " ("); i > 0 && strings.HasSuffix(text, ")") {
		text = text[:i]
	}
	return errors.New(text)
}
