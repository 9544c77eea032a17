package state

import (
	"strings"
	"testing"

	"github.com/freecell/freecell/rules"
)

// wins are moves that win deals, as the solver found them: a won game's
// moves must make its win (see setAsideFalseEnds).
var wins = map[int64]string{
	5:   "2h 8a 8h 68 53 65 67 68 6h 62 56v2 35 a6 36 16 56 1a 16 75 76 17 16 1b 1h ah 32 23 31v4 81 3a 37 3h 87 81 8h 72 23v5 58v3 5h 23 2h 2h 48 4h 48 74 7h 7h 6h 1h 5h bh 42 4h 6h 1h 1h 6h 2h 1h 6h 2h 3h 2h 6h 1h 3h 6h 1h 3h 6h 6h 8h 1h 3h 3h 8h 1h 6h 6h 8h 3h 8h ah 4h 4h 6h 8h",
	617: "4a 46 2b 21 41 4c 4d 4h 72 7h ch 47 74v2 12 1c 71 7h 74 83 8h 83 d8 16 1h 21 2d c2 82 87 8h 27 28 2h 4h 6h 4h 4h 6h 6h 5c 52 57 54 5h 5h 4h 8h 7h 34v3 3h 35 3h 3h ah dh 3a 3h 6h 6h 2h 6h 6d 6h 1h 1h 4h 6h 5h 12v3 1h 2h 2h bh 4h 13 1h dh 7h 3h 7h ch 7h ah 7h 2h 4h 7h",
}

// winOf5WithThreeCells wins deal 5 with three free cells.
const winOf5WithThreeCells = "2h 53 2a 25 85 8h 68 32 3b 35 15 3c 37 a7 63 46 4a 47 c7 84 47 8c 85 b5 a5 48 2a 2b 27 2h c2 72 8c 82 82 b8 a8 76 74 64 1a 18 78 7b 74 78 7h a8 1a 1h 15 1h 8h ch b3 6b 6c 64 6h a3 26 51v8 8h 8h 32v4 32 3h 6h 6h 5a 52 53 5h 5h 1h 4h 6h 6h 8h 1h 4h 6h 8h 1h 4h 4h 8h 1h 2h 2h 6h 1h 4h 2h 6h bh 1h 1h 4h ch 2h 1h 4h 2h 4h 2h 4h 4h ah 3h"

// won is a won game of deal, one of wins.
func won(t testing.TB, deal int64) Game {
	t.Helper()
	text, ok := wins[deal]
	if !ok {
		t.Fatalf("no win of deal %d", deal)
	}
	return game(t, Key{Deal: deal, FreeCells: rules.DefaultFreeCells}, text)
}

// game is a game of deal, its moves text.
func game(t testing.TB, deal Key, text string) Game {
	t.Helper()
	moves, err := rules.ParseMoves(text)
	if err != nil {
		t.Fatal(err)
	}
	return Game{Deal: deal.Deal, FreeCells: deal.FreeCells, Layout: deal.Layout, Moves: strings.Fields(text), PlayerMoves: rules.PlayerMoves(moves)}
}

// fewestMoves is the fewest player moves of a win of deal without help, as
// the store's record of the deal has it; ok is false when it was never won so.
func fewestMoves(t testing.TB, s *Store, deal Key) (int, bool) {
	t.Helper()
	r, err := s.DealRecord(deal)
	if err != nil {
		t.Fatal(err)
	}
	return r.Stats.FewestMoves, r.Stats.FewestMoves > 0
}
