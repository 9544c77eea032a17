package batch

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/freecell/freecell/solver"
	"github.com/freecell/freecell/words"
)

// Outcome is how one game's solve ended.
type Outcome int

// The outcomes.
const (
	Solved      Outcome = iota // the solution replays to all 52 cards home
	Impossible                 // a complete search proved that no sequence of moves solves it
	GaveUp                     // the solver stopped at a limit without a verdict
	Interrupted                // asked to stop (Ctrl+C) before a verdict
	TimeLimit                  // the time limit a game (--timeout) ran out before a verdict
)

// outcomeIDs are the outcomes as JSON records write them: stable, lower-case.
var outcomeIDs = [...]string{Solved: "solved", Impossible: "impossible", GaveUp: "gave-up", Interrupted: "interrupted", TimeLimit: "time-limit"}

func (o Outcome) String() string { return outcomeIDs[o] }

// MarshalText writes the outcome's ID.
func (o Outcome) MarshalText() ([]byte, error) { return []byte(o.String()), nil }

// UnmarshalText reads an outcome's ID.
func (o *Outcome) UnmarshalText(text []byte) error {
	for i, id := range outcomeIDs {
		if id == string(text) {
			*o = Outcome(i)
			return nil
		}
	}
	return fmt.Errorf("unknown outcome %q", text)
}

// Record is one game's solve, as --solve --format json writes it.
type Record struct {
	Game        int64    `json:"game,omitempty"` // 0 (left out) for a layout
	FreeCells   int      `json:"freecells"`      // the free cells the game was played with
	Status      Outcome  `json:"status"`
	Moves       []string `json:"moves,omitempty"`        // standard notation, foundation moves included
	PlayerMoves int      `json:"player_moves,omitempty"` // moves but those to the foundations (left out when none: no solution, or won already)
	Positions   int      `json:"positions"`              // positions the solver kept
	Millis      float64  `json:"ms"`                     // time spent solving
	Reason      string   `json:"reason,omitempty"`
	From        int      `json:"from_move_count,omitempty"` // --from: how many moves were made before the solve
	// Optimal and LowerBound (solver.Optimal only): whether PlayerMoves is
	// proven the fewest there are, and the fewest a solution can have as far
	// as the search proved (PlayerMoves itself when Optimal).
	Optimal    bool `json:"optimal,omitempty"`
	LowerBound int  `json:"lower_bound,omitempty"`
	// Model is how an optimal search counted the moves: "" (left out) for
	// macroxue/freecell's, every card that can go home sent home at once, or
	// SafeModel.
	Model    string      `json:"model,omitempty"`
	unproven solver.Stop // solver.Optimal, solved but not proven: what stopped the proof
}

// MarshalJSON writes the record; an optimal search's says "optimal" even
// when false (a solution found, the proof cut short), so that a script
// reading "status":"solved" sees it is not proven the fewest, and
// "lower_bound" even when 0 (a layout won by foundation moves alone).
func (r Record) MarshalJSON() ([]byte, error) {
	type plain Record // without this method
	out := struct {
		plain
		Optimal    *bool `json:"optimal,omitempty"`
		LowerBound *int  `json:"lower_bound,omitempty"`
	}{plain: plain(r)}
	if r.Optimal || r.LowerBound > 0 {
		out.Optimal, out.LowerBound = &r.Optimal, &r.LowerBound
	}
	return json.Marshal(out)
}

// WriteJSON writes the record as one line of JSON.
func (r *Record) WriteJSON(w io.Writer) error {
	text, _ := json.Marshal(r) // cannot fail: numbers, strings and a text marshaller that cannot
	_, err := w.Write(append(text, '\n'))
	return err
}

// WriteText writes one game's solve for people: its moves ten to a line, or
// what happened instead ("impossible", "gave up: reason", "interrupted").
func (r *Record) WriteText(w io.Writer) error {
	var b strings.Builder
	switch r.Status {
	case Solved:
		if len(r.Moves) == 0 {
			b.WriteString(wonAlreadyLine + "\n")
		}
		for i := 0; i < len(r.Moves); i += 10 {
			b.WriteString(strings.Join(r.Moves[i:min(i+10, len(r.Moves))], " "))
			b.WriteByte('\n')
		}
		b.WriteString(r.optimality())
	case Impossible:
		if r.Game == 0 {
			b.WriteString(impossibleWord + " no sequence of moves solves the layout")
		} else {
			b.WriteString(impossibleWord + " no sequence of moves solves game " + words.Number(r.Game))
		}
		b.WriteString(" with " + words.Plural(r.FreeCells, "free cell")) // four too: five win -1 and 11982
		if r.From > 0 {
			b.WriteString(" from the position after " + words.Plural(r.From, "move"))
		}
		b.WriteString("\n")
	case GaveUp:
		b.WriteString(gaveUpWords + " " + r.Reason + r.atLeast() + "\n")
	case TimeLimit:
		b.WriteString(gaveUpWords + " time limit" + r.atLeast() + "\n")
	case Interrupted:
		b.WriteString(interruptedLine + "\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// The lines WriteText writes where it has no moves to give: the first words
// of each are how SolveVerdict tells them from moves.
const (
	wonAlreadyLine  = "won already: no moves needed"
	impossibleWord  = "impossible:"
	gaveUpWords     = "gave up:"
	interruptedLine = "interrupted before a verdict"
)

// SolveVerdict reads text, moves for --check, as WriteText's output: where
// its first line that is not blank or a # comment is a verdict rather than
// moves (a solve piped in found none), it is that line, and won reports that
// the verdict is that the game is won already, with no moves.
func SolveVerdict(text string) (line string, won, ok bool) {
	for l := range strings.Lines(text) {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		for _, v := range []string{wonAlreadyLine, impossibleWord, gaveUpWords, interruptedLine} {
			if strings.HasPrefix(l, v) {
				return l, v == wonAlreadyLine, true
			}
		}
		return "", false, false
	}
	return "", false, false
}

// SafeModel is Record.Model when the moves were counted under safe auto-play.
const SafeModel = "safe-autoplay"

// optimality is the line after an optimal search's solution, a comment to
// --check: "# 24 player moves, the fewest there are with every card sent
// home at once", or, when the search ran
// out first, how few there could be; after --best's, when its time limit
// cut it short, that the moves are the fewest found by then.
func (r *Record) optimality() string {
	switch {
	case r.Optimal:
		return "# " + words.Plural(r.PlayerMoves, "player move") + r.fromHere() + ", the fewest there are" + r.underModel() + "\n"
	case r.LowerBound > 0:
		return "# " + words.Plural(r.PlayerMoves, "player move") + r.fromHere() + "; the fewest could be " +
			strconv.Itoa(r.LowerBound) + r.underModel() + " (" + r.Reason + ")\n"
	case r.Reason != "": // --best cut short by its time limit, or interrupted
		return "# " + words.Plural(r.PlayerMoves, "player move") + r.fromHere() + ", the fewest found by then (" + r.Reason + ")\n"
	}
	return ""
}

// underModel names the model the moves were counted under.
func (r *Record) underModel() string { return underModel(r.Model) }

// underModel names model (a Record.Model) for people: " under safe
// auto-play", or macroxue/freecell's, " with every card sent home at once"
// (a solution that keeps a card out to build on can have fewer moves).
func underModel(model string) string {
	if model == SafeModel {
		return " under safe auto-play"
	}
	return " with every card sent home at once"
}

// atLeast is what an optimal search that gave up proved: "; a solution takes
// at least 31 player moves".
func (r *Record) atLeast() string {
	if r.LowerBound == 0 {
		return ""
	}
	return "; a solution takes at least " + words.Plural(r.LowerBound, "player move") + r.underModel()
}

// fromHere says that moves are counted from the position --from reached.
func (r *Record) fromHere() string {
	if r.From > 0 {
		return " from this position"
	}
	return ""
}
