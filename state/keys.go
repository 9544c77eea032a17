package state

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"syscall"

	"github.com/freecell/freecell/words"
)

// A player's keys file ($XDG_CONFIG_HOME/freecell/keys.toml, KeysPath) is
// read and checked by the model, whose keymaps it rebinds; its problems
// are told with this error, by the command line and by the viewer alike.

// KeysProblem says what is wrong with a keys file.
type KeysProblem int

// What can be wrong with a keys file.
const (
	KeysUnreadable      KeysProblem = iota // the file could not be read (Err)
	KeysNotTOML                            // a line is not TOML (Line)
	KeysUnknownMode                        // a table names no mode (Mode)
	KeysUnknownAction                      // a mode has no such action (Mode, Action)
	KeysNotAList                           // an action's value is not a list of keys
	KeysNoKey                              // an action's list is empty
	KeysUnknownKey                         // a key no keyboard sends (Key)
	KeysBoundTwice                         // a key bound to two actions of a mode (Key, Other)
	KeysUnknownKeyboard                    // keyboard is neither qwerty nor azerty (Key)
	KeysGivenTwice                         // a mode or an action given twice (Key: its name, mode.action for an action)
	KeysArrivesAs                          // a key a terminal sends as another (Key; Other: that key, "" where the keyboard decides)
	KeysPlaces                             // a list that names places in order (columns, free cells) is not Count keys, each once, or a multiple (Key: a key given twice, if one was)
	KeysUnquoted                           // a key not in quotes: a number, true (Key: as written)
	KeysNotUTF8                            // the text is not UTF-8 (Line: where; Other: "UTF-16" when its bytes are that)
	KeysTyped                              // a key of the typed lines (game number, moves, name) that types a character there (Mode, Action, Key)
)

// KeysError is a keys file's problem: where, and what.
type KeysError struct {
	Path         string
	Line         int // 0: the file as a whole
	Problem      KeysProblem
	Mode, Action string
	Key, Other   string   // the key; the action it is bound to already (mode.action)
	OtherDefault bool     // KeysBoundTwice's: Other has the key by default, not by the file
	Via          string   // KeysBoundTwice's: the action the file set that set Mode.Action too ("stats.open"), if another
	Count        int      // KeysPlaces': the places the list names
	Modes        []string // KeysUnknownMode's: the modes there are
	Err          error    // KeysUnreadable's
}

func (e *KeysError) Error() string {
	where := e.Path
	if e.Line > 0 {
		where += fmt.Sprintf(" line %d", e.Line)
	}
	var what string
	switch e.Problem {
	case KeysUnreadable:
		what = "could not be read: " + readWords(e.Err)
	case KeysNotUTF8:
		what = "not UTF-8 text: save it as UTF-8"
		if e.Other != "" {
			what = fmt.Sprintf("%s text, not UTF-8: save it as UTF-8", e.Other)
		}
	case KeysNotTOML:
		what = `not TOML as a keys file writes it: [mode], or action = ["key", ...], each key and word in quotes`
	case KeysUnknownMode:
		what = fmt.Sprintf("[%s] is no mode: the modes are %s", e.Mode, strings.Join(e.Modes, ", "))
	case KeysUnknownAction:
		what = fmt.Sprintf("[%s] has no action %s (freecell --keys lists them)", e.Mode, words.Quote(e.Action))
	case KeysNotAList:
		what = fmt.Sprintf("%s.%s takes a list of keys, as [\"u\", \"backspace\"]", e.Mode, e.Action)
	case KeysNoKey:
		what = fmt.Sprintf("%s.%s has no key: give it one", e.Mode, e.Action)
	case KeysUnknownKey:
		what = fmt.Sprintf("%s.%s: %s is no key (a character, or a name as enter, esc, left, ctrl+r)", e.Mode, e.Action, words.QuoteKey(e.Key))
		switch {
		case e.Other != "": // "F1", a tab: what it most likely means
			what = fmt.Sprintf("%s.%s: %s is no key: write %s", e.Mode, e.Action, words.QuoteKey(e.Key), words.QuoteKey(e.Other))
		case strings.TrimSpace(e.Key) == "" && e.Key != "": // " ": the space bar has a name
			what = fmt.Sprintf("%s.%s: %s is no key: the space bar is written \"space\"", e.Mode, e.Action, words.QuoteKey(e.Key))
		}
	case KeysUnquoted:
		what = fmt.Sprintf("%s.%s: %s is not in quotes: a key is written in quotes, as \"%s\"", e.Mode, e.Action, e.Key, e.Key)
	case KeysBoundTwice:
		by := ""
		if e.Via != "" {
			by = " (by " + e.Via + ")"
		}
		what = fmt.Sprintf("%s is bound to %s.%s%s and to %s", words.QuoteKey(e.Key), e.Mode, e.Action, by, e.Other)
		if e.OtherDefault {
			what += fmt.Sprintf(", its default key: give %s other keys too", e.Other)
		}
	case KeysArrivesAs:
		if e.Other == "" {
			what = fmt.Sprintf("%s.%s: %s comes from a keyboard as the character it types: write that character", e.Mode, e.Action, words.QuoteKey(e.Key))
		} else {
			what = fmt.Sprintf("%s.%s: %s comes from a terminal as %s: write %s, or choose another key", e.Mode, e.Action, words.QuoteKey(e.Key), words.QuoteKey(e.Other), words.QuoteKey(e.Other))
		}
	case KeysPlaces:
		what = fmt.Sprintf("%s.%s names its %d places in order: give it %d keys, one a place, or %d, two a place", e.Mode, e.Action, e.Count, e.Count, 2*e.Count)
		if e.Key != "" {
			what = fmt.Sprintf("%s.%s names its %d places in order: %s is given twice", e.Mode, e.Action, e.Count, words.QuoteKey(e.Key))
		}
	case KeysUnknownKeyboard:
		what = fmt.Sprintf("keyboard is %s: qwerty or azerty", words.QuoteKey(e.Key))
		switch {
		case e.Other == "a list" && (e.Key == "qwerty" || e.Key == "azerty"):
			what = fmt.Sprintf("keyboard takes one word, not a list: keyboard = %q", e.Key)
		case e.Other == "qwerty" || e.Other == "azerty":
			what = fmt.Sprintf("keyboard is %s: write %q", words.QuoteKey(e.Key), e.Other)
		case e.Other != "":
			what = fmt.Sprintf(`keyboard takes one word in quotes, "qwerty" or "azerty", not %s`, e.Key)
		}
	case KeysGivenTwice:
		what = fmt.Sprintf("%s is given twice: give it once", e.Key)
	case KeysTyped:
		what = fmt.Sprintf("%s.%s: %s is typed into the line (a game number, moves, a name): give it a key that types nothing, as esc, enter or ctrl+g", e.Mode, e.Action, words.QuoteKey(e.Key))
	}
	return where + ": " + what + "; the default keys are kept"
}

// KeysFileMost is the most bytes a keys file may hold: one that binds every
// action of every mode takes a few kilobytes, and a pipe or a device that
// never ends would be read for good.
const KeysFileMost = 64 << 10

// Why a keys file is not read: it is no file, or it is too long to be one.
var (
	ErrKeysNotAFile = errors.New("the keys file is not a file")
	ErrKeysTooLong  = errors.New("the keys file is too long")
)

// ReadKeysFile reads the keys file at path: its bytes, or an error (one
// wrapping fs.ErrNotExist where there is none). Only a file is read (a pipe
// or a device is refused unopened), and KeysFileMost bytes at most.
func ReadKeysFile(path string) ([]byte, error) {
	info, err := os.Stat(path)
	switch {
	case err != nil:
		return nil, err
	case info.IsDir():
		return nil, syscall.EISDIR
	case !info.Mode().IsRegular():
		return nil, ErrKeysNotAFile
	case info.Size() > KeysFileMost:
		return nil, ErrKeysTooLong
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer func() { _ = f.Close() }()
	data, err := io.ReadAll(io.LimitReader(f, KeysFileMost+1))
	if err == nil && len(data) > KeysFileMost { // it grew since
		err = ErrKeysTooLong
	}
	return data, err
}

// readWords says why a file could not be read, in a few words.
func readWords(err error) string {
	switch {
	case errors.Is(err, ErrKeysNotAFile):
		return "it is not a file (a pipe or a device is not read)"
	case errors.Is(err, ErrKeysTooLong):
		return fmt.Sprintf("it is over %d KiB, where a keys file is a few lines", KeysFileMost>>10)
	case errors.Is(err, fs.ErrPermission):
		return "not permitted"
	case errors.Is(err, fs.ErrNotExist):
		return "no such file"
	case errors.Is(err, syscall.EISDIR):
		return "it is a folder"
	}
	return "an error reading it"
}
