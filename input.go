package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"unsafe"

	"github.com/freecell/freecell/batch"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// startingPosition is where --from's moves start (GAME's deal, or --layout's
// position) and those moves replayed from it (none without --from); a bad
// layout or move is said on stderr, with its exit code.
func startingPosition(opts options, e env) (rules.Position, rules.Replay, int) {
	var start rules.Position
	if opts.layout != "" {
		var code int
		if start, code = readLayout(opts, e); code != exitOK {
			return start, rules.Replay{}, code
		}
	} else {
		l, err := dealer.Deal(opts.spans[0].First)
		if err != nil { // parsed as a game: not expected
			fmt.Fprintf(e.stderr, "freecell: %v\n", err)
			return start, rules.Replay{}, exitUsage
		}
		start = rules.NewPositionWith(&l, opts.freeCells)
	}
	var moves []rules.Move
	if opts.from {
		var code int
		if moves, code = readMoves(opts, e, start.FreeCellCount()); code != exitOK {
			return start, rules.Replay{}, code
		}
		if len(moves) == 0 && len(opts.moves) == 1 && opts.moves[0] == "-" { // an empty file, or a command before it that failed: not the start by mistake
			from := "the deal"
			if opts.layout != "" {
				from = "the layout"
			}
			fmt.Fprintf(e.stderr, "freecell: --from - read no moves from standard input (to start from %s, leave --from out)\n", from)
			return start, rules.Replay{}, exitUsage
		}
	}
	replay, err := rules.ReplayFrom(start, moves)
	if err != nil {
		fmt.Fprintf(e.stderr, "freecell: %v\n", err)
		return start, rules.Replay{}, exitUsage
	}
	return start, replay, exitOK
}

// runPrintPosition prints the position --from's moves reach, in fc-solve's
// board format.
func runPrintPosition(opts options, e env) int {
	_, replay, code := startingPosition(opts, e)
	if code != exitOK {
		return code
	}
	return writeOrFail(e, string(replay.End().AppendBoard(nil)))
}

// maxLayoutInput bounds a layout file: a board is under a kilobyte, with
// comments a few.
const maxLayoutInput = 64 << 10

// readLayout reads --layout's file (or standard input) as a position with
// --freecells's count; a file that cannot be read (exit 9), or is not a
// position (exit 2), is one line on stderr.
func readLayout(opts options, e env) (rules.Position, int) {
	name, from, in := opts.layout, "from "+opts.layout, "in "+opts.layout
	var data []byte
	var err error
	if name == "-" {
		from, in = "from standard input", "on standard input"
		e.sayReading("the layout")
		data, err = io.ReadAll(io.LimitReader(e.stdin, maxLayoutInput+1))
	} else {
		data, err = readSmallFile(name)
	}
	switch {
	case err != nil:
		fmt.Fprintf(e.stderr, "freecell: cannot read the layout %s: %v\n", from, plainError(err))
		return rules.Position{}, exitUnreadable
	case len(data) > maxLayoutInput:
		fmt.Fprintf(e.stderr, "freecell: the layout %s holds more than %d KB: not a board\n", in, maxLayoutInput>>10)
		return rules.Position{}, exitUsage
	}
	cells := opts.freeCells
	if n, ok := rules.BoardCells(string(data)); ok && !opts.cellsSet { // the places of its Freecells line say its count
		cells = n
	}
	p, err := rules.ParseBoard(string(data), cells)
	if err != nil {
		hint := ""
		if be, ok := err.(*rules.BoardError); ok && be.Problem == rules.TooManyCells {
			hint = fmt.Sprintf(" (give --freecells %d or more)", be.Count)
		}
		fmt.Fprintf(e.stderr, "freecell: the layout %s: %v%s\n", in, err, hint)
		return rules.Position{}, exitUsage
	}
	return p, exitOK
}

// readSmallFile reads up to one byte past the layout cap of a regular file
// (a FIFO or a device would be read as it came).
func readSmallFile(name string) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, maxLayoutInput+1))
}

// maxMoveInput bounds what --check reads from standard input: a game has a few
// hundred moves, fc-solve's output with boards a few hundred kilobytes.
const maxMoveInput = 16 << 20

// readMoves reads the moves given after GAME, or from standard input for "-",
// for a game of cells free cells (a word that is no move is told of with the
// places that game has); a code other than exitOK says it failed, and how
// (said on stderr).
func readMoves(opts options, e env, cells int) ([]rules.Move, int) {
	text := strings.Join(opts.moves, "\n") // an argument a line: a # in one comments out the rest of it, not the arguments after
	if len(opts.moves) == 1 && opts.moves[0] == "-" {
		e.sayReading("the moves (3a 46 74v2 1h ...)")
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
	if err != nil { // a --solve piped in that found no moves wrote what happened instead
		if line, won, ok := batch.SolveVerdict(text); won {
			return nil, exitOK
		} else if ok {
			fmt.Fprintf(e.stderr, "freecell: the moves read are a solve's verdict, not moves: %q\n", line)
			return nil, exitUsage
		}
	}
	switch {
	case errors.As(err, &notation): // the places named are the game's own
		fmt.Fprintf(e.stderr, "freecell: %s\n", notation.Explain(cells))
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
