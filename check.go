package main

import (
	"fmt"
	"io"
	"runtime/debug"

	"github.com/freecell/freecell/batch"
	"github.com/freecell/freecell/play"
	"github.com/freecell/freecell/rules"
)

// runCheck applies the moves given, or read from standard input, to the game
// and says whether they are legal and whether the game is won.
func runCheck(opts options, e env) int {
	if e.getenv("GOMEMLIMIT") == "" {
		// Held closer than the solver's limit: a list of millions of moves and
		// the coach's search together stay under 100 MB (see TestCheckMemory).
		defer debug.SetMemoryLimit(debug.SetMemoryLimit(checkMemoryLimit))
	}
	var layout *rules.Position // read first: its free cells name the places a bad move is told of
	cells := opts.freeCells
	if opts.layout != "" {
		start, code := readLayout(opts, e)
		if code != exitOK {
			return code
		}
		layout, cells = &start, start.FreeCellCount()
	}
	moves, code := readMoves(opts, e, cells)
	if code != exitOK {
		return code
	}
	auto := rules.AutoOff
	if opts.autoSet {
		auto = opts.autoplay
	}
	res, err := checked(opts, layout, moves, auto)
	if len(moves) > bigInput { // not used again: res has what is said of them
		debug.FreeOSMemory() // the text and the list go back before the coach's search takes its own
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "freecell: %v\n", err)
		return exitUsage
	}
	v := batch.JudgeEnd(res, auto)
	var out string
	if opts.format == batch.Text {
		out = batch.CheckText(res) + v.Text()
	} else {
		out = batch.CheckJSON(res, v)
	}
	if _, err := io.WriteString(e.stdout, out); err != nil && !readerGone(err) {
		return outputFailed(e.stderr, err)
	}
	switch { // the verdict's status, though a reader that stopped early (| head -0) did not take it
	case res.Illegal != nil || res.Refused != nil:
		return exitIllegal
	case v.Lost():
		return exitLost
	case !res.Won:
		return exitNotWon
	}
	return exitOK
}

// checked applies the moves to GAME's deal, or to layout, --layout's position.
func checked(opts options, layout *rules.Position, moves []rules.Move, auto rules.AutoMode) (play.Checked, error) {
	if layout == nil {
		return play.Check(opts.spans[0].First, opts.freeCells, moves, auto)
	}
	return play.CheckFrom(*layout, moves, auto), nil
}

// checkMemoryLimit is the Go runtime's soft memory limit for --check.
const checkMemoryLimit = 64 << 20

// bigInput is how many moves make an input worth giving its memory back for.
const bigInput = 100_000
