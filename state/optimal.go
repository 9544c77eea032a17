package state

// SaveOptimal keeps the fewest player moves proven for a deal (or a layout)
// with its free cells.
func (s *Store) SaveOptimal(deal Key, moves int) error {
	if !s.Saving() {
		return ErrNotSaved
	}
	_, err := s.db.Exec(`INSERT INTO deal_optimal (deal, freecells, layout, moves) VALUES (?, ?, ?, ?)
		ON CONFLICT (deal, freecells, layout) DO UPDATE SET moves = excluded.moves`,
		deal.Deal, deal.FreeCells, deal.Layout, moves)
	return classify(err, s.path)
}

// AllOptimal is the fewest player moves proven of every deal and layout
// kept; a row that does not make sense (another program's) is left out.
func (s *Store) AllOptimal() (map[Key]int, error) {
	proven := map[Key]int{}
	if !s.Reading() {
		return proven, nil
	}
	rows, err := s.db.Query("SELECT deal, freecells, layout, moves FROM deal_optimal")
	if err != nil {
		return proven, classify(err, s.path)
	}
	defer rows.Close()
	for rows.Next() {
		var k Key
		var moves int
		if err := rows.Scan(&k.Deal, &k.FreeCells, &k.Layout, &moves); err != nil {
			return proven, classify(err, s.path)
		}
		if moves >= 0 && k.FreeCells >= 0 && k.FreeCells <= 8 {
			proven[k] = moves
		}
	}
	return proven, classify(rows.Err(), s.path)
}

// SaveOptimal keeps the fewest player moves proven for a deal.
func (w *Writer) SaveOptimal(deal Key, moves int) Pending[error] {
	return ask(w, func() error { return w.store.SaveOptimal(deal, moves) })
}

// OptimalRead is the lengths kept, as AllOptimal reads them.
type OptimalRead struct {
	Proven map[Key]int
	Err    error
}

// AllOptimal reads the fewest player moves proven of every deal kept.
func (w *Writer) AllOptimal() Pending[OptimalRead] {
	return ask(w, func() OptimalRead {
		proven, err := w.store.AllOptimal()
		return OptimalRead{proven, err}
	})
}
