package batch

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/freecell/freecell/coach"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/play"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/words"
)

// The shapes of --check's answer: for people, and as JSON.

// EndVerdict is the coach's verdict of the position the moves reached, and
// for a lost one the move that lost it.
type EndVerdict struct {
	verdict coach.Verdict
	budget  int // the positions the judgement could keep
	judged  bool
	losing  int // 0-based among the moves made; -1: the deal itself
	found   bool
	moves   []rules.Move
	given   int        // the losing move's number among the moves given, 1-based (play.Checked.GivenAt)
	named   rules.Move // that move given
	layout  bool       // the moves started from --layout's position, not a deal
}

// JudgeEnd judges the position reached by legal moves that did not win; for
// a lost one, the losing move is found from positions made again from
// checkpoints, so that a game of millions of moves is not held a position a
// move.
func JudgeEnd(res play.Checked, auto rules.AutoMode) EndVerdict {
	if res.Illegal != nil || res.Refused != nil || res.Won {
		return EndVerdict{}
	}
	ctx := context.Background()
	layout := res.Deal == 0                                   // play.CheckFrom's: no deal is numbered 0
	if dealer.JokeLost(res.Deal, res.Start.FreeCellCount()) { // lost from the deal, which a search proves in seconds
		return EndVerdict{verdict: coach.Lost, judged: true, losing: -1, found: true, moves: res.Moves}
	}
	j := coach.JudgeIn(ctx, res.End, auto, 0)
	v := EndVerdict{verdict: j.Verdict, budget: j.Budget, judged: true, moves: res.Moves, layout: layout}
	if v.verdict == coach.Lost {
		if replay, err := rules.ReplayFrom(res.Start, res.Moves); err == nil {
			positions := replay.Checkpoints(checkpointEvery)
			v.losing, v.found = coach.LosingMoveOf(ctx, positions.Len(), positions.At, coach.VerdictIn(auto))
		}
		if v.found && v.losing >= 0 {
			var at int
			if v.given, at = res.GivenAt(v.losing); at >= 0 {
				v.named = res.Moves[at]
			}
		}
	}
	return v
}

// checkpointEvery is how many moves lie between the positions the search for
// a losing move keeps.
const checkpointEvery = 1024

// Text is the verdict as --check says it to people, a line (none for a won
// game, or one with an illegal move).
func (v EndVerdict) Text() string {
	switch {
	case !v.judged:
		return ""
	case v.verdict == coach.Lost && v.found && v.given == 0 && v.layout: // the layout, or auto-play's moves at it
		return "the position is lost: the layout itself cannot be won\n"
	case v.verdict == coach.Lost && v.found && v.given == 0: // the deal, or auto-play's moves at it
		return "the position is lost: the deal itself cannot be won\n"
	case v.verdict == coach.Lost && v.found: // numbered as the moves given are, and as the viewer numbers them
		return fmt.Sprintf("the position is lost: move %s (%s) lost the game\n", words.Number(int64(v.given)), v.named)
	case v.verdict == coach.Lost:
		return "the position is lost; which move lost it cannot be told (a position before it is undecided)\n"
	case v.verdict == coach.Undecided:
		return fmt.Sprintf("the position is undecided: no verdict within %s positions\n", words.Number(int64(v.budget)))
	}
	return "the position is " + v.verdict.String() + "\n"
}

// autoText says what auto-play did beside the moves given: " (and 3 moves by
// auto-play)", or, where the moves written out were auto-play's already, " (34
// of them made by auto-play already)", and any it made besides.
func autoText(res play.Checked) string {
	extra := max(res.Auto-res.Already, 0)
	var parts []string
	if res.Already > 0 {
		parts = append(parts, fmt.Sprintf("%s of them made by auto-play already", words.Number(int64(res.Already))))
	}
	switch {
	case extra > 0 && res.Already > 0:
		parts = append(parts, "and "+words.Plural(extra, "more move")+" by auto-play")
	case extra > 0:
		parts = append(parts, "and "+words.Plural(extra, "move")+" by auto-play")
	}
	if len(parts) == 0 {
		return ""
	}
	return " (" + strings.Join(parts, ", ") + ")"
}

// CheckText is --check's answer for people, in one or two lines.
func CheckText(res play.Checked) string {
	name := words.GameName(res.Deal)
	if res.Deal == 0 {
		name = "The layout"
	}
	if cells := res.Start.FreeCellCount(); cells != rules.DefaultFreeCells { // as --solve says it
		name += " with " + words.Plural(cells, "free cell")
	}
	auto := autoText(res)
	legal := fmt.Sprintf("all %s moves are legal", words.Number(int64(res.Legal)))
	switch res.Legal {
	case 0:
		legal = "no moves"
	case 1:
		legal = "the move is legal"
	case 2:
		legal = "both moves are legal"
	}
	if res.Settled > 0 {
		legal += fmt.Sprintf(" (%s into an empty column, written without a count, moved a run: the moves after need it)", words.Plural(res.Settled, "move"))
	}
	refused := refusal(res)
	switch {
	case refused != "" && res.Index == 0:
		return fmt.Sprintf("%s: move 1 (%s) %s\n%s", name, res.Word, refused, withCellsText(res))
	case refused != "":
		before := fmt.Sprintf("the %s moves before it are legal", words.Number(int64(res.Legal)))
		if res.Legal == 1 {
			before = "the move before it is legal"
		}
		return fmt.Sprintf("%s: move %s (%s) %s\n%s%s; %s home\n%s%s",
			name, words.Number(int64(res.Index+1)), res.Word, refused, before, auto, words.Plural(res.Home, "card"), withoutAutoText(res), withCellsText(res))
	case res.Won:
		return fmt.Sprintf("%s: %s%s: won, 52 cards home\n", name, legal, auto)
	}
	return fmt.Sprintf("%s: %s%s: not won yet, %s home\n", name, legal, auto, words.Plural(res.Home, "card"))
}

// withoutAutoText says, where auto-play made a move illegal, how far the
// moves go with none: a line, or "".
func withoutAutoText(res play.Checked) string {
	if res.WithoutAuto == 0 {
		return ""
	}
	how := fmt.Sprintf("the first %s moves are legal", words.Number(int64(res.WithoutAuto)))
	if res.AllWithoutAuto {
		how = fmt.Sprintf("all %s moves are legal", words.Number(int64(res.WithoutAuto)))
	}
	return fmt.Sprintf("with --autoplay off %s: auto-play sent home a card they still use\n", how)
}

// withCellsText says, where a move is illegal, the fewest free cells with
// which every move is legal, as a solution made with them would be: a line
// naming the flag, or "".
func withCellsText(res play.Checked) string {
	if res.WithCells == 0 {
		return ""
	}
	return fmt.Sprintf("with --freecells %d every move is legal: were they made with %s?\n", res.WithCells, words.FreeCellsName(res.WithCells))
}

// refusal says why the move at res.Index was refused, or "" when none was.
func refusal(res play.Checked) string {
	switch {
	case res.Illegal != nil:
		return "is illegal: " + res.Illegal.Error()
	case errors.Is(res.Refused, play.ErrTooLong):
		return fmt.Sprintf("is one too many: a game holds at most %s moves", words.Number(play.MaxMoves))
	case res.Refused != nil:
		return "cannot follow auto-play: " + res.Refused.Error()
	}
	return ""
}

// CheckRecord is --check's answer as JSON, as CheckJSON writes it.
type CheckRecord struct {
	Game        int64         `json:"game,omitempty"` // 0 (left out) for a layout
	FreeCells   int           `json:"freecells"`
	Status      string        `json:"status"` // won, not-won or illegal
	Legal       int           `json:"legal_moves"`
	Auto        int           `json:"auto_moves"`
	Home        int           `json:"home"`
	Illegal     *illegalField `json:"illegal,omitempty"`
	Settled     int           `json:"settled_counts,omitempty"`         // moves into an empty column without a count that moved a run
	WithoutAuto int           `json:"legal_without_autoplay,omitempty"` // where auto-play made a move illegal: the moves legal with none, when more
	WithCells   int           `json:"legal_with_freecells,omitempty"`   // where a move is illegal: the fewest free cells with which every move is legal
	Verdict     string        `json:"verdict,omitempty"`                // of the position reached, when not won: winnable, lost or undecided
	Losing      *losingField  `json:"losing_move,omitempty"`
}

type losingField struct {
	Number int    `json:"number"` // 1-based among all moves made, auto-play's too; 0: the deal
	Move   string `json:"move,omitempty"`
	Given  int    `json:"given"` // 1-based among the moves given, as the text and the viewer number it; 0: the deal
}

type illegalField struct {
	Number int    `json:"number"` // 1-based
	Move   string `json:"move"`
	Reason string `json:"reason"`
}

// CheckJSON is --check's answer as a JSON record, a line.
func CheckJSON(res play.Checked, v EndVerdict) string {
	rec := CheckRecord{Game: res.Deal, FreeCells: res.Start.FreeCellCount(), Status: "not-won", Legal: res.Legal, Auto: res.Auto, Home: res.Home, Settled: res.Settled, WithoutAuto: res.WithoutAuto, WithCells: res.WithCells}
	if v.judged {
		rec.Verdict = v.verdict.String()
		if v.verdict == coach.Lost && v.found {
			rec.Losing = &losingField{Number: v.losing + 1, Given: v.given}
			if v.losing >= 0 {
				rec.Losing.Move = v.moves[v.losing].String()
			}
		}
	}
	switch {
	case res.Illegal != nil || res.Refused != nil:
		rec.Status = "illegal"
		rec.Illegal = &illegalField{Number: res.Index + 1, Move: res.Word, Reason: strings.TrimPrefix(refusal(res), "is illegal: ")}
	case res.Won:
		rec.Status = "won"
	}
	text, _ := json.Marshal(rec) // plain fields: cannot fail
	return string(text) + "\n"
}

// Lost reports whether the position reached is lost.
func (v EndVerdict) Lost() bool { return v.verdict == coach.Lost }
