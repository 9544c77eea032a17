package state

import (
	"database/sql"
	"errors"
	"slices"
	"strings"
	"time"
)

// Reopening a loss: a restart counts the try it leaves lost, and undoing
// the restart brings the try back. The loss is withdrawn, so that the
// statistics never count a try both lost and in progress.

// Reopened is what taking back a loss did.
type Reopened int

const (
	// LossReopened means the loss is withdrawn, its game in progress again.
	LossReopened Reopened = iota
	// LossGone means no such loss is kept (the statistics were cleared since):
	// the game goes on as a new one.
	LossGone
	// LossKept means the loss stays counted (another game is in progress on the
	// deal, or the disk could not be written); Err says why.
	LossKept
)

// Reopen makes g, the deal's game to end last, lost with g's moves, its
// game in progress again, and returns it as saved. The game in progress
// with id after (0: none), the try the restart began, is set aside first,
// kept. It is LossGone where the deal's last end is not that loss (nothing
// is changed), and LossKept with ErrConflict where another game is in
// progress on the deal.
func (s *Store) Reopen(g Game, after int64) (Game, Reopened, error) {
	if !s.writing() {
		return g, LossKept, s.notSaved()
	}
	kind := LossReopened
	err := s.inTx(func(tx *sql.Tx) error {
		var lost int64
		err := tx.QueryRow(`SELECT id FROM game WHERE id = (SELECT id FROM game WHERE deal = ?1 AND freecells = ?2 AND layout = ?3 AND daily = ?4 AND result <> 'playing' ORDER BY end_seq DESC LIMIT 1)
			AND result = 'lost' AND moves = ?5`, g.Deal, g.FreeCells, g.Layout, g.Daily, strings.Join(g.Moves, " ")).Scan(&lost)
		if errors.Is(err, sql.ErrNoRows) {
			kind = LossGone
			return nil
		} else if err != nil {
			return err
		}
		if after != 0 {
			if _, err := tx.Exec(asideSQL+" WHERE id = ? AND result = 'playing'", "the try after a restart, taken back by undoing the restart", stamp(time.Now()), after); err != nil {
				return err
			}
			if _, err := tx.Exec("DELETE FROM game WHERE id = ? AND result = 'playing'", after); err != nil {
				return err
			}
		}
		var playing int
		if err := tx.QueryRow("SELECT count(*) FROM game WHERE deal = ? AND freecells = ? AND layout = ? AND daily = ? AND result = 'playing'",
			g.Deal, g.FreeCells, g.Layout, g.Daily).Scan(&playing); err != nil {
			return err
		}
		if playing > 0 {
			return ErrConflict
		}
		return tx.QueryRow(`UPDATE game SET result = 'playing', ended = NULL, end_seq = NULL, version = version + 1 WHERE id = ? RETURNING id, version`, lost).Scan(&g.ID, &g.Version)
	})
	if err != nil {
		kind = LossKept
	}
	return g, kind, classify(err, s.path)
}

// Reopen takes back g's loss (see Store.Reopen): the restart that counted it
// is undone. A loss not recorded yet is dropped from those waiting; a game
// in progress this program follows on the deal (the try after the restart,
// its moves undone) is set aside, kept, where the loss is found, and the
// loss reopened is the game followed from now on.
func (w *Queue) Reopen(g Game) Pending[ReopenDone] {
	return ask(w, func() ReopenDone {
		k := g.Key()
		for i := len(w.ends) - 1; i >= 0; i-- {
			e := w.ends[i]
			if e.Game.Key() == k && e.Result == Lost && slices.Equal(e.Game.Moves, g.Moves) {
				w.ends = slices.Delete(w.ends, i, i+1)
				if e.Game.ID != 0 {
					w.known[k] = e.Game
				}
				return ReopenDone{Kind: LossReopened}
			}
		}
		if err := w.recordEnds(); err != nil {
			return ReopenDone{Kind: LossKept, Err: err}
		}
		saved, kind, err := w.store.Reopen(g, w.known[k].ID)
		if kind == LossReopened {
			w.known[k] = saved
			delete(w.dirty, k)
		}
		return ReopenDone{Kind: kind, Err: err}
	})
}

// ReopenDone is what Queue.Reopen did, and why a loss stayed.
type ReopenDone struct {
	Kind Reopened
	Err  error
}
