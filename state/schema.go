package state

import (
	"database/sql"
	"errors"
	"fmt"
	"strings"
)

// The schema, one migration a version: migrations[v-1] takes a database from
// version v-1 to v. PRAGMA user_version holds the version.
var migrations = []string{
	// 1: the first.
	`CREATE TABLE setting (
		name  TEXT PRIMARY KEY,
		value TEXT NOT NULL
	) STRICT;
	CREATE TABLE game (
		id           INTEGER PRIMARY KEY,
		deal         INTEGER NOT NULL,
		moves        TEXT NOT NULL,    -- standard notation, space-separated, every move from the deal
		player_moves INTEGER NOT NULL, -- moves but those to the foundations
		elapsed_ms   INTEGER NOT NULL, -- time played
		result       TEXT NOT NULL CHECK (result IN ('playing', 'won', 'lost')),
		started      TEXT NOT NULL,    -- RFC 3339, UTC
		ended        TEXT              -- when it was won or lost
	) STRICT;
	CREATE UNIQUE INDEX game_playing ON game (deal) WHERE result = 'playing';
	CREATE INDEX game_by_deal ON game (deal, result);
	CREATE INDEX game_by_end ON game (ended) WHERE ended IS NOT NULL;`,
}

// Version is the schema version this program writes.
var Version = len(migrations)

// migrate brings the database's schema up to Version, each step in a
// transaction. A database from a newer program is refused, never changed; a
// file that is not a database is a *damagedError.
func migrate(db *sql.DB) error {
	var version int
	if err := db.QueryRow("PRAGMA user_version").Scan(&version); err != nil {
		return classify(err)
	}
	var check string
	if err := db.QueryRow("PRAGMA quick_check").Scan(&check); err != nil {
		return classify(err)
	}
	if check != "ok" {
		return &damagedError{errors.New(check)}
	}
	if version > Version {
		return fmt.Errorf("the saved games were written by a newer freecell (schema %d; this one knows %d)", version, Version)
	}
	for v := version; v < Version; v++ {
		tx, err := db.Begin()
		if err != nil {
			return classify(err)
		}
		_, err = tx.Exec(migrations[v])
		if err == nil {
			_, err = tx.Exec(fmt.Sprintf("PRAGMA user_version = %d", v+1))
		}
		if err == nil {
			err = tx.Commit()
		} else {
			_ = tx.Rollback()
		}
		if err != nil {
			return classify(err)
		}
	}
	return nil
}

// classify tells a damaged file from other trouble (a read-only directory, a
// full disk), which is said in plain words.
func classify(err error) error {
	text := err.Error()
	if strings.Contains(text, "not a database") || strings.Contains(text, "malformed") || strings.Contains(text, "corrupt") {
		return &damagedError{err}
	}
	return plainSQLError(err)
}
