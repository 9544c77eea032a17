package state

import (
	"io/fs"
	"os"
	"path/filepath"
)

// MakePrivateDir makes dir if it is absent (0700, its parents 0755) and
// refuses it, with an *Error of kind Unsafe that says why and the fix,
// unless it is a directory of this user's alone, not a link, in a parent
// where other users cannot swap it for their own (one they may write to
// must have the sticky bit, as /tmp). A server's folder is checked as the
// viewer's is; a link to the parent (systemd's DynamicUser reaches its
// state folder through one it owns) is followed.
func MakePrivateDir(dir string) error {
	if err := makeDir(dir); err != nil {
		return err
	}
	parent := filepath.Dir(dir)
	if info, err := os.Stat(parent); err == nil && writableByOthers(info) && info.Mode()&fs.ModeSticky == 0 {
		return &Error{Problem: Unsafe, Path: parent, Cause: OpenToOthers}
	}
	return nil
}

// WritableByOthers reports whether info is of a file that users other than
// its owner may write to (the group or everyone); never where the system
// says nothing of it (Windows).
func WritableByOthers(info fs.FileInfo) bool { return writableByOthers(info) }

// CheckSecretFile refuses the file at path, if there is one, unless it is a
// regular file of this user's that no one else may read or write (a private
// key): not a link, whose target a write would go to.
func CheckSecretFile(path string) error {
	if err := checkRegular(path); err != nil {
		return err
	}
	if info, err := os.Lstat(path); err == nil && openToOthers(info) {
		return &Error{Problem: Unsafe, Path: path, Cause: SecretOpen}
	}
	return nil
}
