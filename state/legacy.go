package state

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/freecell/freecell/dealer"
)

// legacyFile is where versions before the database kept the last game viewed,
// as a decimal number. It is read once, into the database, and left as it is.
const legacyFile = "last-game"

// legacyImportedSetting marks the old file read.
const legacyImportedSetting = "legacy-imported"

// maxRead is the most bytes read from the old file: a game number and a newline
// need 12; anything longer is not ours.
const maxRead = 64

// importLegacy takes the last game viewed from the old file, the first time
// the database is used.
func (s *Store) importLegacy(dir string) {
	if _, ok := s.Setting(legacyImportedSetting); ok {
		return
	}
	if text, err := readSmall(filepath.Join(dir, legacyFile)); err == nil {
		if game, err := parseLastGame(text); err == nil {
			_ = s.SaveLastGame(game)
		}
	}
	_ = s.SaveSetting(legacyImportedSetting, "1")
}

func parseLastGame(text []byte) (int64, error) {
	game, err := strconv.ParseInt(strings.TrimSpace(string(text)), 10, 64)
	if err != nil || !dealer.Valid(game) {
		return 0, fmt.Errorf("does not hold a game number")
	}
	return game, nil
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
