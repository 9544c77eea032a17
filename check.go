package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"runtime/debug"
	"strings"
	"unsafe"

	"github.com/freecell/freecell/batch"
	"github.com/freecell/freecell/coach"
	"github.com/freecell/freecell/play"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/words"
)

// maxMoveInput bounds what --check reads from standard input: a game has a few
// hundred moves, fc-solve's output with boards a few hundred kilobytes.
const maxMoveInput = 16 << 20

// runCheck applies the moves given, or read from standard input, to the game
// and says whether they are legal and whether the game is won.
func runCheck(opts options, e env) int {
	if e.getenv("GOMEMLIMIT") == "" {
		// Held closer than the solver's limit: a list of millions of moves and
		// the coach's search together stay under 100 MB (see TestCheckMemory).
		defer debug.SetMemoryLimit(debug.SetMemoryLimit(checkMemoryLimit))
	}
	moves, code := readMoves(opts, e)
	if code != exitOK {
		return code
	}
	auto := rules.AutoOff
	if opts.autoSet {
		auto = opts.autoplay
	}
	res, err := checked(opts, e, moves, auto)
	if err == errReported {
		return exitUsage
	}
	if len(moves) > bigInput { // not used again: res has what is said of them
		debug.FreeOSMemory() // the text and the list go back before the coach's search takes its own
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "freecell: %v\n", err)
		return exitUsage
	}
	v := judgeEnd(res, auto)
	var out string
	if opts.format == batch.Text {
		out = checkText(res) + v.text()
	} else {
		out = checkJSON(res, v)
	}
	if _, err := io.WriteString(e.stdout, out); err != nil {
		return outputFailed(e.stderr, err)
	}
	switch {
	case res.Illegal != nil || res.Refused != nil:
		return exitIllegal
	case v.verdict == coach.Lost:
		return exitLost
	case !res.Won:
		return exitNotWon
	}
	return exitOK
}

// errReported is an error already said on stderr.
var errReported = errors.New("reported")

// checked applies the moves to GAME's deal, or to --layout's position.
func checked(opts options, e env, moves []rules.Move, auto rules.AutoMode) (play.Checked, error) {
	if opts.layout == "" {
		return play.Check(opts.spans[0].First, opts.freeCells, moves, auto)
	}
	start, code := readLayout(opts, e)
	if code != exitOK {
		return play.Checked{}, errReported
	}
	return play.CheckFrom(start, moves, auto), nil
}

// endVerdict is the coach's verdict of the position the moves reached, and
// for a lost one the move that lost it.
type endVerdict struct {
	verdict coach.Verdict
	judged  bool
	losing  int // 0-based among the moves made; -1: the deal itself
	found   bool
	moves   []rules.Move
}

// judgeEnd judges the position reached by legal moves that did not win; for
// a lost one, the losing move is found from positions made again from
// checkpoints, so that a game of millions of moves is not held a position a
// move.
func judgeEnd(res play.Checked, auto rules.AutoMode) endVerdict {
	if res.Illegal != nil || res.Refused != nil || res.Won {
		return endVerdict{}
	}
	ctx := context.Background()
	v := endVerdict{verdict: coach.JudgeIn(ctx, res.End, auto, 0).Verdict, judged: true, moves: res.Moves}
	if v.verdict == coach.Lost {
		if replay, err := rules.ReplayFrom(res.Start, res.Moves); err == nil {
			positions := replay.Checkpoints(checkpointEvery)
			v.losing, v.found = coach.LosingMoveOf(ctx, positions.Len(), positions.At, coach.VerdictIn(auto))
		}
	}
	return v
}

// checkMemoryLimit is the Go runtime's soft memory limit for --check.
const checkMemoryLimit = 64 << 20

// bigInput is how many moves make an input worth giving its memory back for.
const bigInput = 100_000

// checkpointEvery is how many moves lie between the positions the search for
// a losing move keeps.
const checkpointEvery = 1024

func (v endVerdict) text() string {
	switch {
	case !v.judged:
		return ""
	case v.verdict == coach.Lost && v.found && v.losing < 0:
		return "the position is lost: the deal itself cannot be won\n"
	case v.verdict == coach.Lost && v.found:
		return fmt.Sprintf("the position is lost: move %s (%s) lost the game\n", words.Number(int64(v.losing+1)), v.moves[v.losing])
	case v.verdict == coach.Lost:
		return "the position is lost; which move lost it cannot be told (a position before it is undecided)\n"
	case v.verdict == coach.Undecided:
		return fmt.Sprintf("the position is undecided: no verdict within %s positions\n", words.Number(coach.DefaultBudget))
	}
	return "the position is " + v.verdict.String() + "\n"
}

// readMoves reads the moves given after GAME, or from standard input for "-";
// a code other than exitOK says it failed, and how (said on stderr).
func readMoves(opts options, e env) ([]rules.Move, int) {
	text := strings.Join(opts.moves, " ")
	if len(opts.moves) == 1 && opts.moves[0] == "-" {
		data, err := readInput(e.stdin)
		switch {
		case err != nil:
			fmt.Fprintf(e.stderr, "freecell: cannot read the moves from standard input: %v\n", plainError(err))
			return nil, exitUnreadable
		case len(data) > maxMoveInput:
			fmt.Fprintf(e.stderr, "freecell: standard input holds more than %d MB: not a list of moves\n", maxMoveInput>>20)
			return nil, exitUsage
		}
		text = unsafe.String(unsafe.SliceData(data), len(data)) // not copied: up to 16 MB, and never changed
	}
	moves, err := rules.ParseMoves(text)
	var notation *rules.MoveLineError
	switch {
	case errors.As(err, &notation) && opts.layout == "": // the places named are the game's own
		fmt.Fprintf(e.stderr, "freecell: %s\n", notation.Explain(opts.freeCells))
		return nil, exitUsage
	case err != nil:
		fmt.Fprintf(e.stderr, "freecell: %v\n", err)
		return nil, exitUsage
	}
	return moves, exitOK
}

// readInput reads standard input, up to one byte past the cap, into one
// buffer made at the cap's size at once: the pages never written cost no
// memory, and no buffer outgrown is left behind for the collector.
func readInput(r io.Reader) ([]byte, error) {
	buf := bytes.NewBuffer(make([]byte, 0, maxMoveInput+bytes.MinRead+1))
	_, err := buf.ReadFrom(io.LimitReader(r, maxMoveInput+1))
	return buf.Bytes(), err
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

// checkText is --check's answer for people, in one or two lines.
func checkText(res play.Checked) string {
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
	refused := refusal(res)
	switch {
	case refused != "" && res.Index == 0:
		return fmt.Sprintf("%s: move 1 (%s) %s\n", name, res.Word, refused)
	case refused != "":
		before := fmt.Sprintf("the %s moves before it are legal", words.Number(int64(res.Legal)))
		if res.Legal == 1 {
			before = "the move before it is legal"
		}
		return fmt.Sprintf("%s: move %s (%s) %s\n%s%s; %s home\n",
			name, words.Number(int64(res.Index+1)), res.Word, refused, before, auto, words.Plural(res.Home, "card"))
	case res.Won:
		return fmt.Sprintf("%s: %s%s: won, 52 cards home\n", name, legal, auto)
	}
	return fmt.Sprintf("%s: %s%s: not won yet, %s home\n", name, legal, auto, words.Plural(res.Home, "card"))
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

// checkRecord is --check's answer as JSON.
type checkRecord struct {
	Game      int64         `json:"game,omitempty"` // 0 (left out) for a layout
	FreeCells int           `json:"freecells"`
	Status    string        `json:"status"` // won, not-won or illegal
	Legal     int           `json:"legal_moves"`
	Auto      int           `json:"auto_moves"`
	Home      int           `json:"home"`
	Illegal   *illegalField `json:"illegal,omitempty"`
	Verdict   string        `json:"verdict,omitempty"` // of the position reached, when not won: winnable, lost or undecided
	Losing    *losingField  `json:"losing_move,omitempty"`
}

type losingField struct {
	Number int    `json:"number"` // 1-based among all moves made, auto-play's too; 0: the deal
	Move   string `json:"move,omitempty"`
}

type illegalField struct {
	Number int    `json:"number"` // 1-based
	Move   string `json:"move"`
	Reason string `json:"reason"`
}

func checkJSON(res play.Checked, v endVerdict) string {
	rec := checkRecord{Game: res.Deal, FreeCells: res.Start.FreeCellCount(), Status: "not-won", Legal: res.Legal, Auto: res.Auto, Home: res.Home}
	if v.judged {
		rec.Verdict = v.verdict.String()
		if v.verdict == coach.Lost && v.found {
			rec.Losing = &losingField{Number: v.losing + 1}
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
