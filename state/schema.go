package state

import (
	"database/sql"
	"errors"
	"fmt"
	"net/url"
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

	// 2: a version per game, and ids never used twice, so that two programs
	// never overwrite each other's moves unawares; wins with help kept apart;
	// the order games ended in, as the database counts it (a clock set back,
	// or timestamps compared as text, reordered a win and a loss); and rows set
	// aside.
	`CREATE TABLE game2 (
		id           INTEGER PRIMARY KEY AUTOINCREMENT, -- never used again, once a row is gone
		deal         INTEGER NOT NULL,
		moves        TEXT NOT NULL,
		player_moves INTEGER NOT NULL,
		elapsed_ms   INTEGER NOT NULL,
		result       TEXT NOT NULL CHECK (result IN ('playing', 'won', 'lost')),
		started      TEXT NOT NULL,
		ended        TEXT,
		version      INTEGER NOT NULL DEFAULT 1,  -- rises at every save of the game in progress
		assisted     INTEGER NOT NULL DEFAULT 0 CHECK (assisted IN (0, 1)),
		end_seq      INTEGER                      -- 1, 2, 3... as games end
	) STRICT;
	INSERT INTO game2 (id, deal, moves, player_moves, elapsed_ms, result, started, ended, end_seq)
		SELECT id, deal, moves, player_moves, elapsed_ms, result, started, ended,
			CASE WHEN result != 'playing' THEN row_number() OVER (PARTITION BY result != 'playing' ORDER BY julianday(ended), id) END
		FROM game;
	DROP TABLE game;
	ALTER TABLE game2 RENAME TO game;
	CREATE UNIQUE INDEX game_playing ON game (deal) WHERE result = 'playing';
	CREATE INDEX game_by_deal ON game (deal, result);
	CREATE UNIQUE INDEX game_by_end_seq ON game (end_seq) WHERE end_seq IS NOT NULL;
	CREATE TABLE game_aside (
		id        INTEGER PRIMARY KEY,
		game_id   INTEGER, -- its id in game
		deal, moves, player_moves, elapsed_ms, result, started, ended, version, assisted, end_seq,
		why       TEXT NOT NULL, -- out of bounds, or replaced by another program's game
		set_aside TEXT NOT NULL  -- RFC 3339, UTC
	);`,

	// 3: free cells, 0 to 8: a deal played with 3 is another game than with
	// 4, with its own game in progress and its own statistics; and layouts,
	// positions no deal number names (deal 0), each a game of its own named
	// by its position in fc-solve's board format. The games before were deals
	// played with Microsoft's four.
	`ALTER TABLE game ADD COLUMN freecells INTEGER NOT NULL DEFAULT 4 CHECK (freecells BETWEEN 0 AND 8);
	ALTER TABLE game ADD COLUMN layout TEXT NOT NULL DEFAULT ''; -- '' for a deal
	ALTER TABLE game_aside ADD COLUMN freecells;
	ALTER TABLE game_aside ADD COLUMN layout;
	UPDATE game_aside SET freecells = 4, layout = '';
	DROP INDEX game_playing;
	CREATE UNIQUE INDEX game_playing ON game (deal, freecells, layout) WHERE result = 'playing';
	DROP INDEX game_by_deal;
	CREATE INDEX game_by_deal ON game (deal, freecells, layout, result);`,

	// 4: the atlas's facts of deals it does not ship, as the viewer works
	// them out in the background: a survey record each (atlas.WriteJSON,
	// without timing), by the solver version that made it.
	`CREATE TABLE deal_facts (
		deal   INTEGER PRIMARY KEY,
		record TEXT NOT NULL,
		solver INTEGER NOT NULL
	) STRICT;`,

	// 5: the fewest player moves proven for a deal or a layout, with a free
	// cell count (every card that can go home going at once), and a solution
	// that short in standard notation: never searched for twice.
	`CREATE TABLE deal_optimal (
		deal      INTEGER NOT NULL,
		freecells INTEGER NOT NULL,
		layout    TEXT NOT NULL,
		moves     INTEGER NOT NULL,
		solution  TEXT NOT NULL,
		PRIMARY KEY (deal, freecells, layout)
	) STRICT;`,

	// 6: the daily deal (package daily), a game of its own: its UTC date
	// ('' for a game that is not a daily), with its own game in progress.
	`ALTER TABLE game ADD COLUMN daily TEXT NOT NULL DEFAULT '';
	ALTER TABLE game_aside ADD COLUMN daily;
	UPDATE game_aside SET daily = '';
	DROP INDEX game_playing;
	CREATE UNIQUE INDEX game_playing ON game (deal, freecells, layout, daily) WHERE result = 'playing';
	CREATE INDEX game_by_daily ON game (daily) WHERE daily != '';`,
}

// Version is the schema version this program writes.
var Version = len(migrations)

// migrate brings the database's schema up to Version, each step in a
// transaction. A database from a newer program is refused, never changed; a
// file that is not a database is an *Error of kind Damaged.
func migrate(db *sql.DB) error {
	version, err := schemaVersion(db)
	if err != nil {
		return err
	}
	for v := version; v < Version; v++ {
		tx, err := db.Begin()
		if err != nil {
			return classify(err, "")
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
			return notOurs(classify(err, ""))
		}
	}
	return nil
}

// notOurs makes a failure to bring a schema up to date, with no other
// cause (a full disk, a lock), a damaged database: its tables are not what
// its version says, so no freecell wrote it as it stands.
func notOurs(err error) error {
	var e *Error
	if errors.As(err, &e) && e.Problem == Failed {
		return &Error{Problem: Damaged, Path: e.Path, Err: e.Err}
	}
	return err
}

// schemaVersion is the database's version, once it is known to be whole and
// not from a newer program.
func schemaVersion(db *sql.DB) (int, error) {
	var version int
	if err := db.QueryRow("PRAGMA user_version").Scan(&version); err != nil {
		return 0, classify(err, "")
	}
	var check string
	if err := db.QueryRow("PRAGMA quick_check").Scan(&check); err != nil {
		return 0, classify(err, "")
	}
	if check != "ok" {
		return 0, &Error{Problem: Damaged, Err: fmt.Errorf("%s", check)}
	}
	if version < 0 {
		return 0, &Error{Problem: Damaged, Err: fmt.Errorf("schema %d", version)}
	}
	if version > Version {
		return 0, &Error{Problem: Newer, Err: fmt.Errorf("schema %d; this one knows %d", version, Version)}
	}
	return version, nil
}

// current is db, opened read-only, as the current schema reads it: itself
// when it is current, else a copy in memory brought up to date (a reader
// changes no file).
func current(db *sql.DB) (*sql.DB, error) {
	version, err := schemaVersion(db)
	if err != nil || version == Version {
		return db, err
	}
	var path string
	if err := db.QueryRow("SELECT file FROM pragma_database_list WHERE name = 'main'").Scan(&path); err != nil {
		return db, classify(err, "")
	}
	_ = db.Close()
	mem, err := sql.Open("sqlite", "file::memory:")
	if err != nil {
		return nil, err
	}
	mem.SetMaxOpenConns(1) // the memory database lives as long as its one connection
	if err := copyAt(mem, path, version); err != nil {
		_ = mem.Close()
		return nil, notOurs(classify(err, path))
	}
	return mem, migrate(mem)
}

// copyAt makes mem a copy of the database at path, of schema version.
func copyAt(mem *sql.DB, path string, version int) error {
	for _, m := range migrations[:version] {
		if _, err := mem.Exec(m); err != nil {
			return err
		}
	}
	uri := "file:" + (&url.URL{Path: path}).EscapedPath() + "?mode=ro&immutable=1"
	if _, err := mem.Exec("ATTACH DATABASE ? AS old", uri); err != nil {
		return err
	}
	rows, err := mem.Query("SELECT name FROM old.sqlite_schema WHERE type = 'table'")
	if err != nil {
		return err
	}
	var tables []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			rows.Close()
			return err
		}
		tables = append(tables, name)
	}
	rows.Close()
	for _, t := range tables {
		if _, err := mem.Exec(fmt.Sprintf("INSERT INTO main.%q SELECT * FROM old.%q", t, t)); err != nil {
			return err
		}
	}
	if _, err := mem.Exec("DETACH DATABASE old"); err != nil {
		return err
	}
	_, err = mem.Exec(fmt.Sprintf("PRAGMA user_version = %d", version))
	return err
}
