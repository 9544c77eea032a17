package main

import (
	"errors"
	"fmt"
	"io/fs"

	"github.com/freecell/freecell/model"
	"github.com/freecell/freecell/state"
)

// readKeysFile reads the player's keys file: nil when there is none; an
// error (a *state.KeysError) when it cannot be used, which the caller says.
func readKeysFile() (*model.KeysFile, string, error) {
	path, err := state.KeysPath()
	if err != nil {
		return nil, "", nil // no home: no keys file either, and the store says so
	}
	data, err := state.ReadKeysFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, path, nil
	case err != nil:
		return nil, path, &state.KeysError{Path: path, Problem: state.KeysUnreadable, Err: err}
	}
	f, err := model.ParseKeysFile(path, data)
	return f, path, err
}

// playerKeys is the keys file for the viewer, checked against the keys it
// rebinds: one that cannot be used is said on stderr, and the viewer told,
// which keeps the default keys and says why on its status line.
func playerKeys(e env, azerty, ascii bool) (*model.KeysFile, *state.KeysError) {
	f, path, err := readKeysFile()
	if err == nil && f != nil {
		_, err = model.KeysInForce(ascii, azerty, f, path)
	}
	var trouble *state.KeysError
	if errors.As(err, &trouble) {
		fmt.Fprintf(e.stderr, "freecell: %v\n", err)
		return nil, trouble
	}
	return f, nil
}

// runKeys prints the keys in force, as a keys file writes them: the
// defaults, the keyboard setting's and the keys file's. A keys file that
// cannot be used is said on stderr, the keys without it printed, and the
// exit is exitUnreadable.
func runKeys(opts options, e env, store *state.Store) int {
	defer store.Close()
	azerty := store.Settings().AZERTY
	ascii := plainCharacters(opts, e.getenv)
	f, path, err := readKeysFile()
	var keys model.Keymaps
	if err == nil {
		keys, err = model.KeysInForce(ascii, azerty, f, path)
	} else {
		keys, _ = model.KeysInForce(ascii, azerty, nil, path)
	}
	named := f != nil && f.Keyboard != "" && err == nil
	if named {
		azerty = f.Keyboard == "azerty"
	}
	if code := writeOrFail(e, keys.KeysText(azerty, named, path)); code != exitOK {
		return code
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "freecell: %v\n", err)
		return exitUnreadable
	}
	return exitOK
}
