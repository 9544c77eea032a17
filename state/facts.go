package state

import (
	"bytes"

	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/dealer"
)

// SaveFacts keeps the atlas's facts of a deal the viewer worked out (one the
// shipped atlas does not hold in full), replacing any kept before.
func (s *Store) SaveFacts(f atlas.Facts) error {
	if !s.writing() {
		return s.notSaved()
	}
	var record bytes.Buffer
	if err := f.WriteJSON(&record, false); err != nil {
		return err
	}
	_, err := s.db.Exec(`INSERT INTO deal_facts (deal, record, solver) VALUES (?, ?, ?)
		ON CONFLICT (deal) DO UPDATE SET record = excluded.record, solver = excluded.solver`,
		f.Game, string(bytes.TrimSpace(record.Bytes())), f.Solver)
	return classify(err, s.path)
}

// AllFacts is the facts kept of every deal, by deal; a record that does not
// read (another program's, damaged) is left out: the viewer works it out again.
func (s *Store) AllFacts() (map[int64]atlas.Facts, error) {
	facts := map[int64]atlas.Facts{}
	if !s.Reading() {
		return facts, nil
	}
	rows, err := s.db.Query("SELECT deal, record FROM deal_facts")
	if err != nil {
		return facts, classify(err, s.path)
	}
	defer rows.Close()
	for rows.Next() {
		var deal int64
		var record []byte
		if err := rows.Scan(&deal, &record); err != nil {
			return facts, classify(err, s.path)
		}
		f, err := atlas.ParseJSON(record)
		if err != nil || f.Game != deal || !dealer.Valid(deal) || deal == 0 {
			continue
		}
		f.Difficulty, f.Band = atlas.Rate(&f)
		facts[deal] = f
	}
	return facts, classify(rows.Err(), s.path)
}
