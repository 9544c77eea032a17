package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/freecell/freecell/batch"
	"github.com/freecell/freecell/play"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/view"
)

// maxMoveInput bounds what --check reads from standard input: a game has a few
// hundred moves, fc-solve's output with boards a few hundred kilobytes.
const maxMoveInput = 16 << 20

// runCheck applies the moves given, or read from standard input, to the game
// and says whether they are legal and whether the game is won.
func runCheck(opts options, e env) int {
	text := strings.Join(opts.moves, " ")
	if len(opts.moves) == 1 && opts.moves[0] == "-" {
		data, err := io.ReadAll(io.LimitReader(e.stdin, maxMoveInput+1))
		switch {
		case err != nil:
			fmt.Fprintf(e.stderr, "freecell: cannot read the moves from standard input: %v\n", plainError(err))
			return exitFailed
		case len(data) > maxMoveInput:
			fmt.Fprintf(e.stderr, "freecell: standard input holds more than %d MB: not a list of moves\n", maxMoveInput>>20)
			return exitUsage
		}
		text = string(data)
	}
	moves, err := rules.ParseMoves(text)
	if err != nil {
		fmt.Fprintf(e.stderr, "freecell: %v\n", err)
		return exitUsage
	}
	auto := rules.AutoOff
	if opts.autoSet {
		auto = opts.autoplay
	}
	game := opts.spans[0].First
	res, err := play.Check(game, moves, auto)
	if err != nil {
		fmt.Fprintf(e.stderr, "freecell: %v\n", err)
		return exitUsage
	}
	var out string
	if opts.format == batch.Text {
		out = checkText(res, moves)
	} else {
		out = checkJSON(res, moves)
	}
	if _, err := io.WriteString(e.stdout, out); err != nil {
		return outputFailed(e.stderr, err)
	}
	switch {
	case res.Illegal != nil:
		return exitFailed
	case !res.Won:
		return exitNotWon
	}
	return exitOK
}

// checkText is --check's answer for people, in one or two lines.
func checkText(res play.Checked, moves []rules.Move) string {
	name := view.GameName(res.Deal)
	auto := ""
	switch {
	case res.Auto == 1:
		auto = " (and 1 move by auto-play)"
	case res.Auto > 1:
		auto = fmt.Sprintf(" (and %d moves by auto-play)", res.Auto)
	}
	legal := fmt.Sprintf("all %d moves are legal", res.Legal)
	switch res.Legal {
	case 0:
		legal = "no moves"
	case 1:
		legal = "the move is legal"
	case 2:
		legal = "both moves are legal"
	}
	switch {
	case res.Illegal != nil && res.Index == 0:
		return fmt.Sprintf("%s: move 1 (%s) is illegal: %s\n", name, moves[0], res.Illegal)
	case res.Illegal != nil:
		before := fmt.Sprintf("the %d moves before it are legal", res.Legal)
		if res.Legal == 1 {
			before = "the move before it is legal"
		}
		return fmt.Sprintf("%s: move %d (%s) is illegal: %s\n%s%s; %s home\n",
			name, res.Index+1, moves[res.Index], res.Illegal, before, auto, cardsHome(res.Home))
	case res.Won:
		return fmt.Sprintf("%s: %s%s: won, 52 cards home\n", name, legal, auto)
	}
	return fmt.Sprintf("%s: %s%s: not won yet, %s home\n", name, legal, auto, cardsHome(res.Home))
}

func cardsHome(n int) string {
	if n == 1 {
		return "1 card"
	}
	return fmt.Sprintf("%d cards", n)
}

// checkRecord is --check's answer as JSON.
type checkRecord struct {
	Game    int64         `json:"game"`
	Status  string        `json:"status"` // won, not-won or illegal
	Legal   int           `json:"legal_moves"`
	Auto    int           `json:"auto_moves"`
	Home    int           `json:"home"`
	Illegal *illegalField `json:"illegal,omitempty"`
}

type illegalField struct {
	Number int    `json:"number"` // 1-based
	Move   string `json:"move"`
	Reason string `json:"reason"`
}

func checkJSON(res play.Checked, moves []rules.Move) string {
	rec := checkRecord{Game: res.Deal, Status: "not-won", Legal: res.Legal, Auto: res.Auto, Home: res.Home}
	switch {
	case res.Illegal != nil:
		rec.Status = "illegal"
		rec.Illegal = &illegalField{Number: res.Index + 1, Move: moves[res.Index].String(), Reason: res.Illegal.Error()}
	case res.Won:
		rec.Status = "won"
	}
	text, _ := json.Marshal(rec) // plain fields: cannot fail
	return string(text) + "\n"
}
