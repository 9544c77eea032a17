package state

import (
	"database/sql"
	"strconv"
	"time"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// A game that ended is checked once, the first time the store is opened to
// write after it ended: its moves must replay from its deal, to a win if it
// was won, and its player moves be those the moves count. A row that fails
// was not written by this program as it stands, and is set aside, as a row
// out of bounds is: a best or a streak is never read from moves that do not
// make it.

// checkedSetting is the last end_seq whose game was checked.
const checkedSetting = "checked-end-seq"

// setAsideFalseEnds checks the games ended since the last check, sets aside
// those whose moves do not make them, and says how many there were.
func (s *Store) setAsideFalseEnds() (int, error) {
	var from int64
	if v, ok := s.Setting(checkedSetting); ok {
		from, _ = strconv.ParseInt(v, 10, 64)
	}
	rows, err := s.db.Query(`SELECT id, deal, freecells, layout, moves, player_moves, result, end_seq FROM game
		WHERE end_seq > ? AND result IN ('won', 'lost') ORDER BY end_seq`, from)
	if err != nil {
		return 0, err
	}
	var bad []int64
	last := from
	for rows.Next() {
		var id, deal, seq int64
		var moves, result, layout string
		var player, cells int
		if err := rows.Scan(&id, &deal, &cells, &layout, &moves, &player, &result, &seq); err != nil {
			_ = rows.Close()
			return 0, err
		}
		if !endMade(Key{Deal: deal, FreeCells: cells, Layout: layout}, moves, player, Result(result)) {
			bad = append(bad, id)
		}
		last = seq
	}
	if err := rows.Close(); err != nil {
		return 0, err
	}
	if last == from {
		return 0, nil
	}
	err = s.inTx(func(tx *sql.Tx) error {
		for _, id := range bad {
			if _, err := tx.Exec(asideSQL+" WHERE id = ?", "its moves do not make its result", stamp(time.Now()), id); err != nil {
				return err
			}
			if _, err := tx.Exec("DELETE FROM game WHERE id = ?", id); err != nil {
				return err
			}
		}
		_, err := tx.Exec("INSERT INTO setting (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value",
			checkedSetting, strconv.FormatInt(last, 10))
		return err
	})
	return len(bad), err
}

// endMade reports whether moves, from deal with its free cells, make a game
// that ended in result with player player moves.
func endMade(deal Key, moves string, player int, result Result) bool {
	parsed, err := rules.ParseMoves(moves)
	if err != nil {
		return false
	}
	start, err := startOf(deal)
	if err != nil {
		return false
	}
	replay, err := rules.ReplayFrom(start, parsed)
	if err != nil {
		return false
	}
	return replay.End().Won() == (result == Won) && rules.PlayerMoves(replay.Moves) == player
}

// startOf is a game's first position: its deal dealt, or its layout read.
func startOf(k Key) (rules.Position, error) {
	if k.Layout != "" {
		return rules.ParseBoard(k.Layout, k.FreeCells)
	}
	l, err := dealer.Deal(k.Deal)
	if err != nil {
		return rules.Position{}, err
	}
	return rules.NewPositionWith(&l, k.FreeCells), nil
}
