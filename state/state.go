// Package state keeps what the viewer remembers between runs (the last game
// viewed) in the user's state directory. It treats that directory as hostile
// ground: it reads only regular files, and only their first bytes; it writes
// through a fresh temporary file that it syncs and renames into place, so that a
// reader sees the old number or the new one, never part of one; it never follows
// a link it did not make, and never overwrites a file it cannot read as its own.
package state

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/adrg/xdg"
	"github.com/freecell/freecell/dealer"
)

// lastGameFile is the file that holds the last game viewed, as a decimal number.
const lastGameFile = "last-game"

// maxRead is the most bytes read from a state file: a game number and a newline
// need 12; anything longer is not ours.
const maxRead = 64

// ErrNotSaved is wrapped by the errors of a save that was refused because what
// is there already is not a file this package wrote.
var ErrNotSaved = errors.New("not saved")

// DefaultDir is the program's directory in the platform's state directory:
// $XDG_STATE_HOME/freecell (an absolute XDG_STATE_HOME only, as the XDG spec
// says), else ~/.local/state/freecell on Linux and the platform's own place
// elsewhere. The environment is read anew at every call.
func DefaultDir() string {
	xdg.Reload()
	return filepath.Join(xdg.StateHome, "freecell")
}

// Store is the state kept in one directory.
type Store struct{ dir string }

// Open returns the store kept in dir; nothing is read or made until asked.
func Open(dir string) Store { return Store{dir: dir} }

// Path is the file that holds the last game viewed.
func (s Store) Path() string { return filepath.Join(s.dir, lastGameFile) }

// LastGame returns the last game saved; ok is false when none was, and err says
// why a file that is there could not be read as one.
func (s Store) LastGame() (game int64, ok bool, err error) {
	text, err := readSmall(s.Path())
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return 0, false, nil
	case err != nil:
		return 0, false, err
	}
	game, err = parseLastGame(text)
	if err != nil {
		return 0, false, fmt.Errorf("%s: %w", s.Path(), err)
	}
	return game, true, nil
}

func parseLastGame(text []byte) (int64, error) {
	game, err := strconv.ParseInt(strings.TrimSpace(string(text)), 10, 64)
	if err != nil || !dealer.Valid(game) {
		return 0, fmt.Errorf("does not hold a game number")
	}
	return game, nil
}

// SaveLastGame remembers game for the next start.
func (s Store) SaveLastGame(game int64) error {
	if !dealer.Valid(game) {
		return fmt.Errorf("game %d does not exist", game)
	}
	if err := s.makeDir(); err != nil {
		return err
	}
	if err := s.checkOverwrite(); err != nil {
		return err
	}
	return writeAtomic(s.dir, s.Path(), []byte(strconv.FormatInt(game, 10)+"\n"))
}

// makeDir makes the store's directory (private to the user) if it is missing,
// and refuses one that is a link or not a directory.
func (s Store) makeDir() error {
	info, err := os.Lstat(s.dir)
	if errors.Is(err, fs.ErrNotExist) {
		if err := os.MkdirAll(filepath.Dir(s.dir), 0o755); err != nil {
			return err
		}
		if err := os.Mkdir(s.dir, 0o700); err != nil && !errors.Is(err, fs.ErrExist) {
			return err
		}
		info, err = os.Lstat(s.dir)
	}
	if err != nil {
		return err
	}
	if !info.IsDir() {
		return fmt.Errorf("%s is not a directory (a link or a file is there): %w", s.dir, ErrNotSaved)
	}
	return nil
}

// checkOverwrite refuses to replace what is not a file of ours: anything but a
// regular file, or one that does not hold a game number (an empty one may go).
func (s Store) checkOverwrite() error {
	text, err := readSmall(s.Path())
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return fmt.Errorf("%w; leaving it as it is: %w", err, ErrNotSaved)
	case len(strings.TrimSpace(string(text))) == 0:
		return nil
	}
	if _, err := parseLastGame(text); err != nil {
		return fmt.Errorf("%s %w; leaving it as it is: %w", s.Path(), err, ErrNotSaved)
	}
	return nil
}

// readSmall reads the first maxRead+1 bytes of path, which must be a regular
// file and not a link: a FIFO, a device or a huge file is refused, not read.
func readSmall(path string) ([]byte, error) {
	info, err := os.Lstat(path)
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file", path)
	}
	f, err := openNoFollow(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if info, err := f.Stat(); err != nil || !info.Mode().IsRegular() { // swapped since the Lstat
		return nil, fmt.Errorf("%s is not a regular file", path)
	}
	text, err := io.ReadAll(io.LimitReader(f, maxRead+1))
	if err != nil {
		return nil, err
	}
	if len(text) > maxRead {
		return nil, fmt.Errorf("%s is too long to be a state file", path)
	}
	return text, nil
}

// writeAtomic writes data to path through a new temporary file in dir, synced
// and then renamed over path: the rename replaces a link rather than following
// it, and readers see the old file or the new one, whole.
func writeAtomic(dir, path string, data []byte) error {
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if closeErr := f.Close(); err == nil {
		err = closeErr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		_ = os.Remove(tmp)
		return err
	}
	syncDir(dir)
	return nil
}
