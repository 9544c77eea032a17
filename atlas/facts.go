package atlas

import (
	"encoding/json"
	"fmt"
	"io"
)

// Facts are what the atlas knows of one deal.
type Facts struct {
	Game int64
	// Fewest is the fewest free cells that solve the deal: solvable with it,
	// proved impossible with one fewer by a complete search. Known is false
	// when a search stopped at its bound first: the fewest is then between
	// AtLeast and AtMost.
	Fewest           int
	Known            bool
	AtLeast, AtMost  int
	PlayerMoves      int // the default mode's solution with MovesCells cells (0: none found)
	MovesCells       int // 4, or the fewest that solve a deal four cannot
	Effort           int // positions the fast solver kept to solve the deal with its fewest cells
	OpeningMoves     int // legal first moves with the fewest cells
	OpeningWinning   int // of them, those after which the deal is still winnable
	OpeningUndecided int // and those left at a search's bound
	Difficulty       int // 0 to 100, or -1 when not rated (see Rate)
	Band             Band
	Cheap            bool    // a cheap survey's (Options.Cheap): no length, no opening
	DownTo           int     // a cheap survey's lowest count tried (Options.DownTo)
	Solver           int     // the solver's version (solver.Version) that found these
	Millis           float64 // the time the survey took: not a fact (see WriteJSON)
}

// Undecided reports whether a search stopped at its bound before the facts
// were known: all but a cheap survey's "DownTo cells suffice", fewer not
// tried. A count above DownTo that suffices, where the one below it was left
// at a bound, is undecided: the survey was asked down to DownTo.
func (f *Facts) Undecided() bool {
	suffice := f.Cheap && f.DownTo > 0 && f.AtLeast == 0 && f.AtMost <= f.DownTo
	return !f.Known && !suffice
}

// record is Facts as JSON: the facts, then the time taken apart from them, so
// that two surveys' facts compare byte for byte (jq -c 'del(.timing)').
type record struct {
	Game             int64        `json:"game"`
	Fewest           *int         `json:"fewest_freecells"`
	FewestRange      *[2]int      `json:"fewest_between,omitempty"`
	PlayerMoves      int          `json:"player_moves"`
	MovesCells       int          `json:"moves_freecells"`
	Effort           int          `json:"effort"`
	OpeningMoves     int          `json:"opening_moves"`
	OpeningWinning   int          `json:"opening_winning"`
	OpeningUndecided int          `json:"opening_undecided,omitempty"`
	Difficulty       *int         `json:"difficulty"` // null: not rated (see Rate)
	Band             Band         `json:"band"`
	DownTo           *int         `json:"down_to,omitempty"` // a cheap survey's only
	Solver           int          `json:"solver"`
	Timing           *timingField `json:"timing,omitempty"`
}

type timingField struct {
	Millis float64 `json:"ms"`
}

// WriteJSON writes f as one line of JSON; with timing, the time it took too.
func (f *Facts) WriteJSON(w io.Writer, timing bool) error {
	r := record{Game: f.Game, PlayerMoves: f.PlayerMoves, MovesCells: f.MovesCells, Effort: f.Effort,
		OpeningMoves: f.OpeningMoves, OpeningWinning: f.OpeningWinning, OpeningUndecided: f.OpeningUndecided,
		Band: f.Band, Solver: f.Solver}
	if f.Cheap {
		r.DownTo = &f.DownTo
	}
	if f.Difficulty >= 0 {
		r.Difficulty = &f.Difficulty
	}
	if f.Known {
		r.Fewest = &f.Fewest
	} else {
		r.FewestRange = &[2]int{f.AtLeast, f.AtMost}
	}
	if timing {
		r.Timing = &timingField{Millis: f.Millis}
	}
	line, err := json.Marshal(&r)
	if err != nil {
		return err
	}
	_, err = w.Write(append(line, '\n'))
	return err
}

// ParseJSON reads one line WriteJSON wrote.
func ParseJSON(line []byte) (Facts, error) {
	var r record
	if err := json.Unmarshal(line, &r); err != nil {
		return Facts{}, fmt.Errorf("not a survey record: %w", err)
	}
	f := Facts{Game: r.Game, PlayerMoves: r.PlayerMoves, MovesCells: r.MovesCells, Effort: r.Effort,
		OpeningMoves: r.OpeningMoves, OpeningWinning: r.OpeningWinning, OpeningUndecided: r.OpeningUndecided,
		Difficulty: -1, Band: r.Band, Solver: r.Solver}
	if r.DownTo != nil {
		f.Cheap, f.DownTo = true, *r.DownTo
	}
	if r.Difficulty != nil {
		f.Difficulty = *r.Difficulty
	}
	switch {
	case r.Solver < 1:
		return Facts{}, fmt.Errorf("game %d: the record names no solver: not a whole survey record", r.Game)
	case r.Fewest != nil:
		f.Fewest, f.Known, f.AtLeast, f.AtMost = *r.Fewest, true, *r.Fewest, *r.Fewest
	case r.FewestRange != nil:
		f.AtLeast, f.AtMost = r.FewestRange[0], r.FewestRange[1]
	default:
		return Facts{}, fmt.Errorf("game %d: the record has neither fewest_freecells nor fewest_between", r.Game)
	}
	if r.Timing != nil {
		f.Millis = r.Timing.Millis
	}
	return f, nil
}
