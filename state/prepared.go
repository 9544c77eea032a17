package state

import (
	"database/sql"
	"sync"
)

// prepared are a store's statements read most, each prepared once: SQLite
// parses a statement's text on every query otherwise, and browsing reads
// three a deal shown (a key held down, or a server's client flooding keys,
// spent a fifth of its time parsing the same text).
type prepared struct {
	mu    sync.Mutex
	stmts map[string]*sql.Stmt
}

// stmt is the statement of query, prepared on first use.
func (s *Store) stmt(query string) (*sql.Stmt, error) {
	s.prep.mu.Lock()
	defer s.prep.mu.Unlock()
	if st, ok := s.prep.stmts[query]; ok {
		return st, nil
	}
	st, err := s.db.Prepare(query)
	if err != nil {
		return nil, err
	}
	if s.prep.stmts == nil {
		s.prep.stmts = map[string]*sql.Stmt{}
	}
	s.prep.stmts[query] = st
	return st, nil
}

// queryRow is db.QueryRow through a prepared statement.
func (s *Store) queryRow(query string, args ...any) *sql.Row {
	st, err := s.stmt(query)
	if err != nil {
		return s.db.QueryRow(query, args...) // its error, in the row
	}
	return st.QueryRow(args...)
}

// query is db.Query through a prepared statement.
func (s *Store) query(query string, args ...any) (*sql.Rows, error) {
	st, err := s.stmt(query)
	if err != nil {
		return nil, err
	}
	return st.Query(args...)
}

// closeStatements closes the statements prepared, before the database.
func (s *Store) closeStatements() {
	s.prep.mu.Lock()
	defer s.prep.mu.Unlock()
	for _, st := range s.prep.stmts {
		_ = st.Close()
	}
	s.prep.stmts = nil
}
