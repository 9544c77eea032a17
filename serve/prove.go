package serve

import (
	"context"
	"time"

	"github.com/freecell/freecell/daily"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
)

// proofTime bounds the proof of a daily's fewest moves: the viewer's o takes
// a minute; a server has all day, but shares its searches with its players.
const proofTime = 5 * time.Minute

// proveDailies proves each day's daily's fewest moves once, in a turn of
// the players' searches, for the share line and the board: today's as the
// server starts, then each new day's.
func (s *Server) proveDailies(ctx context.Context) {
	tried := ""
	for {
		if d, ok := daily.Of(time.Now()); ok && d.Date != tried {
			tried = d.Date
			if _, known := s.leaderboard.Fewest(d.Date); !known {
				s.prove(ctx, d)
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(time.Minute):
		}
	}
}

// prove proves d's fewest moves, and keeps them on the board.
func (s *Server) prove(ctx context.Context, d daily.Deal) {
	s.searches.Do(ctx, func() {
		proof, cancel := context.WithTimeout(ctx, proofTime)
		defer cancel()
		started := time.Now()
		defer solver.RaiseMemoryLimit(solver.OptimalBytes)()
		res, err := solver.SolveGame(proof, d.Game, daily.FreeCells, solver.Options{Mode: solver.Optimal, MaxBytes: solver.OptimalBytes})
		switch {
		case err != nil || !res.Optimal:
			s.log.Warn("the daily's fewest moves not proven", "date", d.Date, "game", d.Game, "after", time.Since(started).Round(time.Second))
		default:
			moves := rules.PlayerMoves(res.Moves)
			if err := s.leaderboard.SaveFewest(d.Date, d.Game, moves); err != nil {
				s.log.Error("the daily's fewest moves could not be kept", "date", d.Date, "err", err)
				return
			}
			s.log.Info("the daily's fewest moves proven", "date", d.Date, "game", d.Game, "moves", moves, "took", time.Since(started).Round(time.Second))
		}
	})
}
