package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/freecell/freecell/dealer"
)

// lastGamePath is where the viewer remembers the last game viewed: the XDG state
// directory ($XDG_STATE_HOME, else ~/.local/state).
func lastGamePath() (string, error) {
	dir := os.Getenv("XDG_STATE_HOME")
	if dir == "" {
		home, err := os.UserHomeDir()
		if err != nil {
			return "", err
		}
		dir = filepath.Join(home, ".local", "state")
	}
	return filepath.Join(dir, "freecell", "last-game"), nil
}

// loadLastGame returns the remembered game, or 1 when there is none or it is unreadable.
func loadLastGame() int64 {
	path, err := lastGamePath()
	if err != nil {
		return 1
	}
	text, err := os.ReadFile(path)
	if err != nil {
		return 1
	}
	game, err := strconv.ParseInt(strings.TrimSpace(string(text)), 10, 64)
	if err != nil || !dealer.Valid(game) {
		return 1
	}
	return game
}

// saveLastGame remembers game for the next start.
func saveLastGame(game int64) error {
	path, err := lastGamePath()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, []byte(strconv.FormatInt(game, 10)+"\n"), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}
