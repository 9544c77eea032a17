package state

// Optimal is the fewest player moves proven for a deal (or a layout), and a
// solution that short in standard notation, foundation moves included.
type Optimal struct {
	Moves    int
	Solution string
}

// SaveOptimal keeps the fewest player moves proven for a deal (or a layout)
// with its free cells.
func (s *Store) SaveOptimal(deal Key, proven Optimal) error {
	if !s.writing() {
		return s.notSaved()
	}
	_, err := s.db.Exec(`INSERT INTO deal_optimal (deal, freecells, layout, moves, solution) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (deal, freecells, layout) DO UPDATE SET moves = excluded.moves, solution = excluded.solution`,
		deal.Deal, deal.FreeCells, deal.Layout, proven.Moves, proven.Solution)
	return classify(err, s.path)
}

// AllOptimal is the fewest player moves proven of every deal and layout
// kept; a row that does not make sense (another program's) is left out, and
// its solution is checked by whoever plays it.
func (s *Store) AllOptimal() (map[Key]Optimal, error) {
	proven := map[Key]Optimal{}
	if !s.Reading() {
		return proven, nil
	}
	rows, err := s.db.Query("SELECT deal, freecells, layout, moves, solution FROM deal_optimal")
	if err != nil {
		return proven, classify(err, s.path)
	}
	defer rows.Close()
	for rows.Next() {
		var k Key
		var o Optimal
		if err := rows.Scan(&k.Deal, &k.FreeCells, &k.Layout, &o.Moves, &o.Solution); err != nil {
			return proven, classify(err, s.path)
		}
		if o.Moves >= 0 && k.FreeCells >= 0 && k.FreeCells <= 8 {
			proven[k] = o
		}
	}
	return proven, classify(rows.Err(), s.path)
}

// SaveOptimal keeps the fewest player moves proven for a deal.
func (w *Queue) SaveOptimal(deal Key, proven Optimal) Pending[error] {
	return ask(w, func() error { return w.store.SaveOptimal(deal, proven) })
}

// OptimalRead is the lengths kept, as AllOptimal reads them.
type OptimalRead struct {
	Proven map[Key]Optimal
	Err    error
}

// AllOptimal reads the fewest player moves proven of every deal kept.
func (w *Queue) AllOptimal() Pending[OptimalRead] {
	return ask(w, func() OptimalRead {
		proven, err := w.store.AllOptimal()
		return OptimalRead{proven, err}
	})
}
