package serve

import (
	"bytes"
	"errors"
	"fmt"
	"net"
	"os"
	"path"
	"strings"
	"time"

	"charm.land/ssh"
	"github.com/freecell/freecell/state"
	gossh "golang.org/x/crypto/ssh"
)

// allowedKey is a key of the allow-list with the options of its line that
// the server honours: from="pattern-list" (addresses, as OpenSSH matches
// them: wildcards, CIDR, ! to refuse) and expiry-time. restrict and the
// no-forwarding options say what the server does anyway; any other option
// (cert-authority, command=, principals=, ...) would be a promise the server
// does not keep, so a file with one is refused at start, by line.
type allowedKey struct {
	key     ssh.PublicKey
	from    []string  // the patterns of from=, nil: any address
	expires time.Time // zero: never
	line    int       // the file's line it is on, from 1
}

// harmless are the options that ask for what the server does anyway:
// "restrict,pty" is OpenSSH's usual line for a player at a terminal, and
// the server gives every session a terminal.
var harmless = map[string]bool{"restrict": true, "pty": true, "no-port-forwarding": true, "no-agent-forwarding": true,
	"no-x11-forwarding": true, "no-user-rc": true}

// AllowListError is an allow-list the server will not start with: one it
// cannot read (Unreadable, Err the system's error), one other users may
// write to (OpenToWrite: they could add their keys, as OpenSSH's StrictModes
// refuses), a line it refuses (Line, Err why), or one that holds no key.
type AllowListError struct {
	File        string
	Unreadable  bool
	OpenToWrite bool
	Line        int // the line refused (from 1), or 0
	Err         error
}

func (e *AllowListError) Error() string {
	switch {
	case e.Unreadable:
		return fmt.Sprintf("cannot read the allow-list %s: %v", e.File, e.Err)
	case e.OpenToWrite:
		return fmt.Sprintf("the allow-list %s may be written to by other users, who could add their keys: chmod go-w %s", e.File, e.File)
	case e.Line > 0:
		return fmt.Sprintf("the allow-list %s, line %d: %v", e.File, e.Line, e.Err)
	}
	return fmt.Sprintf("the allow-list %s holds no key", e.File)
}

func (e *AllowListError) Unwrap() error { return e.Err }

// readAllowList reads an authorized_keys file.
func readAllowList(file string) ([]allowedKey, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		var pathErr *os.PathError
		if errors.As(err, &pathErr) {
			err = pathErr.Err // the path is said once
		}
		return nil, &AllowListError{File: file, Unreadable: true, Err: err}
	}
	if info, err := os.Stat(file); err == nil && state.WritableByOthers(info) {
		return nil, &AllowListError{File: file, OpenToWrite: true}
	}
	var keys []allowedKey
	for n, line := range bytes.Split(data, []byte("\n")) {
		line = bytes.TrimSpace(line)
		if len(line) == 0 || line[0] == '#' {
			continue
		}
		k, err := allowedLine(line)
		if err != nil {
			return nil, &AllowListError{File: file, Line: n + 1, Err: err}
		}
		k.line = n + 1
		keys = append(keys, k)
	}
	if len(keys) == 0 {
		return nil, &AllowListError{File: file}
	}
	return keys, nil
}

// allowedLine reads a line of an authorized_keys file.
func allowedLine(line []byte) (allowedKey, error) {
	key, _, options, _, err := gossh.ParseAuthorizedKey(line)
	if err != nil {
		return allowedKey{}, errors.New("not a public key")
	}
	k := allowedKey{key: key}
	for _, o := range options {
		name, value, _ := strings.Cut(o, "=")
		value = strings.Trim(value, `"`)
		switch name = strings.ToLower(name); {
		case harmless[name]:
		case name == "from":
			k.from = strings.Split(value, ",")
			for _, p := range k.from {
				if err := checkFrom(strings.TrimPrefix(p, "!")); err != nil {
					return allowedKey{}, err
				}
			}
		case name == "expiry-time":
			if k.expires, err = expiryTime(value); err != nil {
				return allowedKey{}, err
			}
		default:
			return allowedKey{}, fmt.Errorf("the option %s is not one the server honours (from=, expiry-time=, restrict, pty, no-user-rc and the no-...-forwarding ones are): remove it, or the key", name)
		}
	}
	return k, nil
}

// checkFrom refuses a pattern of from= that is not an address: the server
// does not look names up.
func checkFrom(p string) error {
	if _, _, err := net.ParseCIDR(p); err == nil {
		return nil
	}
	if strings.Trim(p, "0123456789abcdefABCDEF.:*?") != "" {
		return fmt.Errorf("from= names a host (%q): the server matches addresses alone", p)
	}
	return nil
}

// expiryTime reads expiry-time's YYYYMMDD[HHMM[SS]], local time unless it
// ends in Z.
func expiryTime(v string) (time.Time, error) {
	loc := time.Local
	if strings.HasSuffix(v, "Z") {
		v, loc = strings.TrimSuffix(v, "Z"), time.UTC
	}
	for _, layout := range []string{"20060102", "200601021504", "20060102150405"} {
		if len(v) == len(layout) {
			if t, err := time.ParseInLocation(layout, v, loc); err == nil {
				return t, nil
			}
		}
	}
	return time.Time{}, fmt.Errorf("expiry-time=%q is not YYYYMMDD[HHMM[SS]]", v)
}

// lets reports whether k lets a login in from addr now.
func (k *allowedKey) lets(addr net.Addr, now time.Time) bool {
	if !k.expires.IsZero() && !now.Before(k.expires) {
		return false
	}
	if k.from == nil {
		return true
	}
	ip := hostOf(addr)
	matched := false
	for _, p := range k.from {
		negated := strings.HasPrefix(p, "!")
		if fromMatches(strings.TrimPrefix(p, "!"), ip) {
			if negated {
				return false // a ! that matches refuses, whatever else does
			}
			matched = true
		}
	}
	return matched
}

// fromMatches reports whether the address ip matches the pattern p: a CIDR
// block, or an address with wildcards.
func fromMatches(p, ip string) bool {
	if _, block, err := net.ParseCIDR(p); err == nil {
		parsed := net.ParseIP(ip)
		return parsed != nil && block.Contains(parsed)
	}
	ok, err := path.Match(p, ip)
	return err == nil && ok
}

// ExpiredKeys are the lines of the allow-list's keys expired by now, and
// how many keys it holds: the server says which as it starts, as such a
// key is refused with no more than "Permission denied".
func (s *Server) ExpiredKeys(now time.Time) (lines []int, all int) {
	for _, k := range s.allowed {
		if !k.expires.IsZero() && !now.Before(k.expires) {
			lines = append(lines, k.line)
		}
	}
	return lines, len(s.allowed)
}

// keyAllowed lets a key in: any, or the allow-list's, from where and until
// when its line says (a certificate by its own key, see playerKey).
func (s *Server) keyAllowed(ctx ssh.Context, key ssh.PublicKey) bool {
	if s.allowed == nil {
		return true
	}
	for i := range s.allowed {
		if k := &s.allowed[i]; ssh.KeysEqual(k.key, playerKey(key)) && k.lets(ctx.RemoteAddr(), time.Now()) {
			return true
		}
	}
	s.sessions.refused.Keys.Add(1)
	return false
}
