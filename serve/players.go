package serve

import (
	"cmp"
	"os"
	"slices"
	"sync"
	"time"

	"github.com/freecell/freecell/state"
)

// players counts each key's sessions, so that a player's folder is removed
// only when none of theirs is open: a key that logs in and keeps nothing
// (no game, no proven fewest, no setting of its own) leaves no folder (200
// keys connected for 150 ms left 200 folders before).
type players struct {
	mu       sync.Mutex
	sessions map[string]int
	stores   map[string][]*state.Store // each key's sessions' stores, to forsake as its data is deleted
	deleted  map[string]time.Time      // when a key's data was deleted (delete-my-data), while sessions of it were open
}

// open opens p's store, its session counted in.
func (ps *players) open(p player) *state.Store {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	if ps.sessions == nil {
		ps.sessions, ps.stores = map[string]int{}, map[string][]*state.Store{}
	}
	ps.sessions[p.fingerprint]++
	store := state.Open(p.dir)
	ps.stores[p.fingerprint] = append(ps.stores[p.fingerprint], store)
	return store
}

// close closes p's store, its session counted out, and removes p's folder
// when it was their last session and the store keeps nothing of theirs.
func (ps *players) close(p player, store *state.Store) {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	ps.sessions[p.fingerprint]--
	ps.stores[p.fingerprint] = slices.DeleteFunc(ps.stores[p.fingerprint], func(s *state.Store) bool { return s == store })
	last := ps.sessions[p.fingerprint] <= 0
	if last {
		delete(ps.sessions, p.fingerprint)
		delete(ps.stores, p.fingerprint)
		delete(ps.deleted, p.fingerprint)
	}
	keeps := !last || store.KeepsAnything()
	_ = store.Close()
	if !keeps && onlyTheStore(p.dir) {
		_ = os.RemoveAll(p.dir)
	}
}

// onlyTheStore reports whether dir holds no file but a store's own (its
// database, with SQLite's journals beside it): a damaged database moved
// aside is the player's, kept as they were told (a visitor who quit at once
// lost it with the folder).
func onlyTheStore(dir string) bool {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return false
	}
	for _, e := range entries {
		switch e.Name() {
		case state.FileName, state.FileName + "-wal", state.FileName + "-shm", state.FileName + "-journal":
		default:
			return false
		}
	}
	return true
}

// openStore opens p's store, its session counted in; a store found damaged
// (moved aside, started anew) or not to be used is said in the log, which
// said nothing of it.
func (s *Server) openStore(p player) *state.Store {
	store := s.players.open(p)
	if store.Trouble() != nil {
		s.log.Warn("saved games in trouble", "player", p.name(), "why", cmp.Or(store.Warning(), store.Trouble().Error()))
	}
	return store
}

// playing is how many of the key fingerprint's sessions are open: those
// delete-my-data leaves without a folder to save their games in.
func (ps *players) playing(fingerprint string) int {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	return ps.sessions[fingerprint]
}

// deleting forsakes the stores of the key fingerprint's open sessions, as
// its data is about to be deleted: they save nothing more, and say why.
func (ps *players) deleting(fingerprint string) {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	for _, s := range ps.stores[fingerprint] {
		s.Forsake()
	}
}

// deletedAt notes that the key fingerprint's data was deleted at a time, so
// that its sessions open then are told their moves went unsaved on purpose,
// not for a fault (see deletedSince).
func (ps *players) deletedAt(fingerprint string, at time.Time) {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	if ps.sessions[fingerprint] == 0 {
		return // none open: nothing to tell
	}
	if ps.deleted == nil {
		ps.deleted = map[string]time.Time{}
	}
	ps.deleted[fingerprint] = at
}

// deletedSince reports whether the key fingerprint's data was deleted after
// a session of it started.
func (ps *players) deletedSince(fingerprint string, started time.Time) bool {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	at, ok := ps.deleted[fingerprint]
	return ok && at.After(started)
}
