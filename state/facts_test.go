package state

import (
	"testing"

	"github.com/freecell/freecell/atlas"
)

// TestFactsKept: facts saved are read back as they were, rated by today's
// Rate; saved again, they replace the first.
func TestFactsKept(t *testing.T) {
	s, _ := openTemp(t)
	f := atlas.Facts{Game: 40001, Known: true, Fewest: 2, AtLeast: 2, AtMost: 2, PlayerMoves: 29, MovesCells: 4,
		Effort: 1234, OpeningMoves: 12, OpeningWinning: 11, Solver: 2}
	f.Difficulty, f.Band = atlas.Rate(&f)
	if err := s.SaveFacts(f); err != nil {
		t.Fatal(err)
	}
	undecided := atlas.Facts{Game: 50000, AtLeast: 1, AtMost: 2, Solver: 2, Difficulty: -1, Band: atlas.Undecided}
	if err := s.SaveFacts(undecided); err != nil {
		t.Fatal(err)
	}
	f.PlayerMoves = 27
	if err := s.SaveFacts(f); err != nil {
		t.Fatal(err)
	}
	all, err := s.AllFacts()
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 2 || all[40001] != f || all[50000] != undecided {
		t.Errorf("read %+v; want %+v and %+v", all, f, undecided)
	}
}

// TestFactsNotReadFromDamagedRecords: a record that does not read, or names
// another deal, is left out.
func TestFactsNotReadFromDamagedRecords(t *testing.T) {
	s, _ := openTemp(t)
	for _, row := range []struct {
		deal   int64
		record string
	}{{7, `{"game":7`}, {8, `{"game":9,"fewest_freecells":1,"solver":2}`}, {10, `{"game":10,"fewest_freecells":1,"solver":2}`}} {
		if _, err := s.db.Exec("INSERT INTO deal_facts (deal, record, solver) VALUES (?, ?, 2)", row.deal, row.record); err != nil {
			t.Fatal(err)
		}
	}
	all, err := s.AllFacts()
	if _, ok := all[10]; err != nil || len(all) != 1 || !ok {
		t.Errorf("read %+v, %v; want deal 10 alone", all, err)
	}
}
