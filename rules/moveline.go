package rules

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
)

// MoveLineError says which word of a move line is not a move.
type MoveLineError struct {
	Index int    // 0-based, among the moves
	Word  string // as written
	Err   error
}

func (e *MoveLineError) Error() string {
	if errors.Is(e.Err, errBoardsOnly) { // no move at all: none to number
		return e.Err.Error()
	}
	return fmt.Sprintf("move %d: %v", e.Index+1, e.Err)
}

// Explain is Error for a game of cells free cells: the places named are the
// game's own (see NotationError.Explain).
func (e *MoveLineError) Explain(cells int) string {
	var notation *NotationError
	if errors.As(e.Err, &notation) {
		return fmt.Sprintf("move %d: %s", e.Index+1, notation.Explain(cells))
	}
	return e.Error()
}

func (e *MoveLineError) Unwrap() error { return e.Err }

// ParseMoves reads moves in standard notation separated by white space or lines,
// as --solve writes them ("3a 46 74v2 1h"); "#" starts a comment that runs to the
// end of its line. It also reads what fc-solve -snx -p -t -sam prints: when a line
// starts with "Move:", only such lines hold moves and the boards between are passed
// over; fc-solve's moves in words, without -sn (see wordMove), likewise; and
// fc-solve's own lines around its moves (see fcSolveChatter). The first word
// that is not a move stops it with a *MoveLineError. It holds a few bytes a
// move: a list of millions reads in little more memory than its text.
func ParseMoves(text string) ([]Move, error) {
	text = strings.TrimPrefix(text, "\ufeff") // a byte-order mark some editors write, as ParseBoard
	fcSolve, spelled := false, false          // fc-solve's "Move: 3a" lines, or its moves in words
	for line := range strings.Lines(text) {
		if strings.HasPrefix(strings.TrimSpace(line), "Move:") {
			fcSolve = true
			break
		}
		spelled = spelled || inWords(strings.TrimSpace(line))
	}
	if fcSolve {
		spelled = false
	}
	moves := make([]Move, 0, (len(text)+1)/3) // a move takes 2 bytes and a space: no list outgrows this
	verdict := ""                             // fc-solve's word that it found no solution
	for line := range strings.Lines(text) {
		line, _, _ = strings.Cut(line, "#")
		if said := strings.TrimSpace(line); fcSolveChatter(said) {
			if fcSolveFoundNone(said) && verdict == "" {
				verdict = said
			}
			continue
		}
		if spelled {
			if !strings.HasPrefix(strings.TrimSpace(line), "Move ") {
				continue // its boards between the moves
			}
			m, ok := wordMove(line)
			if !ok {
				return moves, &MoveLineError{Index: len(moves), Word: strings.TrimSpace(line), Err: errNotInWords}
			}
			moves = append(moves, m)
			continue
		}
		if fcSolve {
			var ok bool
			if line, ok = strings.CutPrefix(strings.TrimSpace(line), "Move:"); !ok {
				continue
			}
		}
		var err error
		if moves, err = appendLineMoves(moves, line); err != nil {
			return moves, err
		}
	}
	if verdict != "" && len(moves) == 0 { // no moves to check, not a game of none
		return moves, fmt.Errorf("the moves read are fc-solve's verdict, not moves: %q", verdict)
	}
	return moves, nil
}

// fcSolveFoundNone reports whether line is fc-solve's word that it found no
// solution: a proof, or its limit reached.
func fcSolveFoundNone(line string) bool {
	return strings.HasPrefix(line, "I could not solve this game.") || strings.HasPrefix(line, "Iterations count exceeded.")
}

// appendLineMoves appends the moves of a line in standard notation to
// moves; the first word that is not a move stops it with a *MoveLineError.
func appendLineMoves(moves []Move, line string) ([]Move, error) {
	for rest := line; ; {
		var word string
		if word, rest = nextWord(rest); word == "" {
			return moves, nil
		}
		m, err := ParseMove(word)
		if err != nil && len(moves) == 0 && fcSolveBoard(line) {
			return moves, &MoveLineError{Index: 0, Word: word, Err: errBoardsOnly}
		}
		if err != nil {
			return moves, &MoveLineError{Index: len(moves), Word: word, Err: err}
		}
		moves = append(moves, m)
	}
}

// errBoardsOnly: the text is fc-solve's boards, printed without its moves.
var errBoardsOnly = errors.New("these are fc-solve's boards without its moves: give fc-solve -snx -m, or -snx -p -t -sam, to print its moves")

// fcSolveBoard reports whether line is one of fc-solve's boards' lines of
// foundations ("H-0 C-0 D-0 S-0", "Foundations: H-0 ..."), with which its
// boards start where it prints no moves.
func fcSolveBoard(line string) bool {
	fields := strings.Fields(strings.TrimPrefix(strings.TrimSpace(line), "Foundations:"))
	if len(fields) != 4 {
		return false
	}
	for _, f := range fields {
		if len(f) < 3 || !strings.ContainsRune("HCDS", rune(f[0])) || f[1] != '-' {
			return false
		}
	}
	return true
}

// fcSolveChatter reports whether line, trimmed, is one of those fc-solve
// prints around its moves: its "-=-=-=" rule, and what it says of its search
// after them.
func fcSolveChatter(line string) bool {
	if line != "" && strings.Trim(line, "-=") == "" {
		return true
	}
	for _, said := range []string{"This game is solveable.", "I could not solve this game.", "Total number of states checked is ", "This scan generated ", "Iterations count exceeded."} {
		if strings.HasPrefix(line, said) {
			return true
		}
	}
	return false
}

// nextWord is the first word of s, split by white space as strings.Fields
// splits it, and what follows it; word is "" at the end.
func nextWord(s string) (word, rest string) {
	s = strings.TrimLeftFunc(s, unicode.IsSpace)
	end := strings.IndexFunc(s, unicode.IsSpace)
	if end < 0 {
		return s, ""
	}
	return s[:end], s[end:]
}
