package serve

import (
	"errors"
	"fmt"
	"io/fs"
)

// lockFile is the file in the server's folder that a running server holds
// locked (see lockFolder).
const lockFile = "server.lock"

// FolderError is a server's folder that it cannot take: another server
// holds it (Busy), or its lock file cannot be opened (Err).
type FolderError struct {
	Dir  string
	Busy bool
	Err  error
}

func (e *FolderError) Error() string {
	if e.Busy {
		return fmt.Sprintf("another freecell --serve is using the folder %s: stop it first, or give this one another XDG_STATE_HOME", e.Dir)
	}
	why := "its lock file cannot be opened"
	if errors.Is(e.Err, fs.ErrPermission) {
		why = "not permitted"
	}
	return fmt.Sprintf("cannot lock the server's folder %s (%s): %s", e.Dir, lockFile, why)
}

func (e *FolderError) Unwrap() error { return e.Err }
