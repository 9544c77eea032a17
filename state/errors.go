package state

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"syscall"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// Problem is what went wrong with the saved games, as a kind: the screen and
// the command line say it in their own words.
type Problem int

// The problems of the saved games.
const (
	Failed   Problem = iota + 1 // anything not named below
	DiskFull                    // no room left to write
	Busy                        // another program holds the database
	ReadOnly                    // the database or its directory cannot be written
	Damaged                     // the file is not a database, or not whole
	Newer                       // written by a newer freecell
	Unsafe                      // a link, not a regular file or directory, or open to other users
	NoHome                      // no absolute directory to keep state in
	Conflict                    // another freecell changed the game since this one read it
	NotSaved                    // the store saves nothing (see its Warning)
	Deleted                     // the player deleted their saved games while this store was open (see Store.Forsake)
)

// Unsafety is why a place of the saved games was left alone (Unsafe).
type Unsafety int

// The ways a place can be unsafe.
const (
	IsLink          Unsafety = iota + 1 // a link where a file or the directory goes
	IsFIFO                              // a FIFO where a file goes
	IsDirectory                         // a directory where a file goes
	IsDevice                            // a device or a socket where a file goes
	NotRegular                          // anything else but a regular file where a file goes
	OthersFile                          // a file another user owns
	NotDirectory                        // a file where the directory goes
	OthersDirectory                     // a directory another user owns
	OpenToOthers                        // a directory other users may write to
	SecretOpen                          // a private key other users may read or write
)

// Error is a failure of the saved games: its kind, the path it concerns, and
// the error underneath, for the record.
type Error struct {
	Problem Problem
	Path    string   // the file or directory, where one is concerned
	Count   int      // Damaged: the rows set aside, where rows were (0: the file was)
	Cause   Unsafety // Unsafe: why the path was left alone
	Err     error
}

func (e *Error) Error() string {
	switch {
	case e.Problem == Unsafe && e.Cause != 0:
		cause, fix := UnsafeWords(e.Cause, e.Path)
		return e.Path + " " + cause + "; leaving it alone (" + fix + ")"
	case e.Problem == Newer && e.Err != nil:
		return "the saved games were written by a newer freecell (" + e.Err.Error() + ")"
	}
	words := problemWords[e.Problem]
	if words == "" {
		words = "cannot use the saved games"
	}
	if e.Path != "" {
		return e.Path + ": " + words
	}
	return words
}

func (e *Error) Unwrap() error { return e.Err }

// problemWords say each problem for the command line and the log.
var problemWords = map[Problem]string{
	Failed:   "cannot use the saved games",
	DiskFull: "the disk is full",
	Busy:     "another program holds the saved games",
	ReadOnly: "cannot write there",
	Damaged:  "the saved games are damaged",
	Newer:    "written by a newer freecell",
	Unsafe:   "not a private directory or a regular file of this user's: left alone",
	NoHome:   "no home directory to keep the saved games in (HOME is not set to an absolute path)",
	Conflict: "another freecell changed this game",
	NotSaved: "not saving",
	Deleted:  "the saved games were deleted (delete-my-data)",
}

// UnsafeWords say why path was left alone ("is a link") and what makes it
// safe ("chmod 700 PATH"), for the command line and the screen alike.
func UnsafeWords(cause Unsafety, path string) (why, fix string) {
	elsewhere := "or set XDG_STATE_HOME to a directory of yours"
	moveAway := "move it away, " + elsewhere
	switch cause {
	case IsLink:
		return "is a link", "remove the link, " + elsewhere
	case IsFIFO:
		return "is a FIFO, not a file", moveAway
	case IsDirectory:
		return "is a directory, not a file", moveAway
	case IsDevice:
		return "is a device or a socket, not a file", moveAway
	case NotRegular:
		return "is not a regular file", moveAway
	case OthersFile:
		return "is another user's", moveAway
	case NotDirectory:
		return "is not a directory", moveAway
	case OthersDirectory:
		return "is another user's directory", "set XDG_STATE_HOME to a directory of yours"
	case SecretOpen:
		return "may be read or written by other users", "chmod 600 " + path
	default: // OpenToOthers
		return "may be written to by other users", "chmod 700 " + path
	}
}

// ErrNotSaved is returned by a store that does not save (see Store.Warning).
var ErrNotSaved = &Error{Problem: NotSaved}

// ErrDeleted is returned by a store forsaken (see Store.Forsake).
var ErrDeleted = &Error{Problem: Deleted}

// ErrConflict is returned when another program changed or ended the game in
// progress since this one read it, or began one on the same deal.
var ErrConflict = &Error{Problem: Conflict}

// ProblemOf is err's kind: Failed for an error that is not an *Error.
func ProblemOf(err error) Problem {
	var e *Error
	if errors.As(err, &e) {
		return e.Problem
	}
	return Failed
}

// classify turns a driver's or the system's error into an *Error of the kind
// it is.
func classify(err error, path string) error {
	if err == nil {
		return nil
	}
	var e *Error
	if errors.As(err, &e) {
		if e.Path == "" && path != "" { // a check that knew no path (the schema's): the file is this one
			named := *e
			named.Path = path
			return &named
		}
		return err
	}
	return &Error{Problem: problemOf(err), Path: path, Err: err}
}

func problemOf(err error) Problem {
	var sq *sqlite.Error
	if errors.As(err, &sq) {
		switch sq.Code() & 0xff { // the primary code of an extended one
		case sqlite3.SQLITE_FULL:
			return DiskFull
		case sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED:
			return Busy
		case sqlite3.SQLITE_READONLY, sqlite3.SQLITE_PERM, sqlite3.SQLITE_CANTOPEN:
			return ReadOnly
		case sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB:
			return Damaged
		}
	}
	switch {
	case errors.Is(err, syscall.ENOSPC):
		return DiskFull
	case errors.Is(err, fs.ErrPermission), errors.Is(err, syscall.EROFS):
		return ReadOnly
	}
	text := err.Error()
	if strings.Contains(text, "not a database") || strings.Contains(text, "malformed") || strings.Contains(text, "corrupt") {
		return Damaged
	}
	return Failed
}

// pathOf is the path of a file system error, or "".
func pathOf(err error) string {
	var pathErr *fs.PathError
	if errors.As(err, &pathErr) {
		return pathErr.Path
	}
	return ""
}

// describe is err in a line for the command line: the problem's words, and
// for a failure of no known kind, the system's.
func describe(err error) string {
	var e *Error
	if errors.As(err, &e) && e.Problem == Failed && e.Err != nil {
		return fmt.Sprintf("%s (%s)", e.Error(), plainText(e.Err))
	}
	return err.Error()
}

// plainText is an error's text without Go's operation prefix and a driver's
// codes in parentheses.
func plainText(err error) string {
	var pathErr *fs.PathError
	if errors.As(err, &pathErr) {
		return pathErr.Err.Error()
	}
	text := err.Error()
	if i := strings.Index(text, " ("); i > 0 && strings.HasSuffix(text, ")") {
		text = text[:i]
	}
	return text
}
