package serve

import (
	"runtime"
	"runtime/metrics"
)

// Status is what a server holds now: what an operator asks for (the CLI
// logs it on SIGUSR1) to see that the limits hold and that what a client
// left was given back.
type Status struct {
	Sessions    int    // sessions running
	Connections int    // connections open, logged in or not
	Searches    int    // searches running
	Waiting     int    // searches waiting for a turn
	Goroutines  int    // the process's
	HeapBytes   uint64 // the Go heap's live and unswept objects
	// Refused since the server started: sessions when it was full, or their
	// address had its most; connections past an address's attempts; keys the
	// allow-list does not let in; sessions with no terminal, or a command
	// the server does not know; connections past --connections in all or
	// from one address, closed before a word of SSH.
	RefusedFull, RefusedAddress, RefusedAttempts, RefusedKeys, RefusedCommands, RefusedConnections int64
	// CutFlooding counts the connections closed for flooding: typeahead past
	// 16 KiB before the session's shell, requests or channels refused past
	// their bounds.
	CutFlooding int64
}

// Status is the server's now.
func (s *Server) Status() Status {
	st := Status{Goroutines: runtime.NumGoroutine(), Searches: s.searches.Running(), Waiting: s.searches.Waiting()}
	s.sessions.mu.Lock()
	st.Sessions = s.sessions.total
	s.sessions.mu.Unlock()
	r := &s.sessions.refused
	st.RefusedFull, st.RefusedAddress, st.RefusedAttempts = r.Full.Load(), r.Address.Load(), r.Attempts.Load()
	st.RefusedKeys, st.RefusedCommands, st.RefusedConnections = r.Keys.Load(), r.Commands.Load(), s.conns.refused.Load()
	st.CutFlooding = s.channels.cut.Load()
	s.conns.mu.Lock()
	st.Connections = len(s.conns.open)
	s.conns.mu.Unlock()
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(sample)
	if sample[0].Value.Kind() == metrics.KindUint64 {
		st.HeapBytes = sample[0].Value.Uint64()
	}
	return st
}

// LogStatus writes the server's status as one line of its log.
func (s *Server) LogStatus() {
	st := s.Status()
	s.log.Info("status", "sessions", st.Sessions, "connections", st.Connections, "searches", st.Searches,
		"waiting", st.Waiting, "goroutines", st.Goroutines, "heap_mib", st.HeapBytes>>20,
		"refused_full", st.RefusedFull, "refused_address", st.RefusedAddress, "refused_attempts", st.RefusedAttempts,
		"refused_keys", st.RefusedKeys, "refused_commands", st.RefusedCommands, "refused_connections", st.RefusedConnections,
		"cut_flooding", st.CutFlooding)
}
