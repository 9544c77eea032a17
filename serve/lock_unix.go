//go:build unix

package serve

import (
	"errors"
	"os"
	"path/filepath"

	"github.com/freecell/freecell/state"
	"golang.org/x/sys/unix"
)

// lockFolder takes the server's folder dir for this process alone, by an
// advisory lock on its lock file, kept until the file is closed: two
// servers on one folder would each let a player in once, and their saves of
// one game would overwrite each other's.
func lockFolder(dir string) (*os.File, error) {
	path := filepath.Join(dir, lockFile)
	if err := state.CheckSecretFile(path); err != nil { // a link, a FIFO: left alone, in the state's words
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|unix.O_NOFOLLOW, 0o600) // a link is refused, not followed
	if err != nil {
		return nil, &FolderError{Dir: dir, Err: err}
	}
	if err := unix.Flock(int(f.Fd()), unix.LOCK_EX|unix.LOCK_NB); err != nil {
		_ = f.Close()
		if errors.Is(err, unix.EWOULDBLOCK) {
			return nil, &FolderError{Dir: dir, Busy: true}
		}
		return nil, nil // a file system without locks: one server a folder is the operator's to keep
	}
	return f, nil
}
