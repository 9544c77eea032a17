package rules

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/words"
)

// NotationProblem is why a word is not a move in standard notation.
type NotationProblem int

// The ways a word can fail to be a move.
const (
	TooShort          NotationProblem = iota + 1 // fewer than two characters
	BadSource                                    // Char is not a source
	BadDestination                               // Char is not a destination
	BadSuffix                                    // something other than v and a count follows the places
	BadCount                                     // what follows v is not a card count in hex
	CountNotInColumns                            // a count on a move that is not from column to column
	RunTogether                                  // moves written with no space between them ("4a,46", "4a46")
)

// NotationError says why a word is not a move, as a kind: the screen can say
// it in its own words.
type NotationError struct {
	Word    string // as written
	Problem NotationProblem
	Char    rune // BadSource, BadDestination: the character that is not a place
}

// Error says why, naming every place notation has (fc-solve's eight free
// cells among them): Explain names a game's own.
func (e *NotationError) Error() string { return e.Explain(MaxFreeCells) }

// Explain says why the word is not a move in a game of cells free cells,
// naming the places that game has: "(1-8, a-d)" with four cells, "(1-8)"
// with none.
func (e *NotationError) Explain(cells int) string {
	w := words.Quote(e.Word)
	places := "1-8"
	if cells > 0 {
		places += ", " + CellLetters(min(cells, MaxFreeCells))
	}
	switch e.Problem {
	case TooShort:
		return w + " is too short for a move (from, to: 3a, 54)"
	case BadSource:
		return fmt.Sprintf("%s: %s is not a source (%s)", w, charName(e.Char), places)
	case BadDestination:
		return fmt.Sprintf("%s: %s is not a destination (%s, h)", w, charName(e.Char), places)
	case BadSuffix:
		return w + " is not a move: two places (3a, 54), then only v and a count of cards (74v3)"
	case RunTogether:
		return w + ": moves run together: set them apart with spaces (4a 46)"
	case BadCount:
		return w + ": after v comes a count of cards from 1, in hex as standard notation writes it (74v3, 74vA for 10)"
	default: // CountNotInColumns
		return w + ": a count goes with column to column moves"
	}
}

// charName names a character: one that can be seen as itself, quoted ('9',
// 'é'), and one that cannot, or that turns text round, by its code point
// (U+202E), so that it is named rather than shown.
func charName(r rune) string {
	switch {
	case r == utf8.RuneError:
		return "a byte that is not text"
	case unicode.IsGraphic(r) && !unicode.Is(unicode.Bidi_Control, r) && !unicode.IsSpace(r):
		return "'" + string(r) + "'"
	}
	return fmt.Sprintf("U+%04X", r)
}

// ParseMove reads a move in standard notation: a source ("1"-"8" for columns, "a"-"g"
// and "k" for free cells, as fc-solve names eight) and a destination (the same, or "h" for the foundations), then,
// for a sequence moved into an empty column, "v" and the number of cards in hex as
// fc-solve's -snx writes it: "3a", "a1", "54", "1h", "74v3". A word that is not a
// move is a *NotationError.
func ParseMove(s string) (Move, error) {
	text := strings.TrimSpace(s)
	fail := func(problem NotationProblem, char rune) (Move, error) {
		return Move{}, &NotationError{Word: s, Problem: problem, Char: char}
	}
	first, n1 := utf8.DecodeRuneInString(text)
	second, n2 := utf8.DecodeRuneInString(text[n1:])
	if n1 == 0 || n2 == 0 {
		return fail(TooShort, 0)
	}
	from, ok := parsePlace(first)
	if !ok || from == Foundation {
		return fail(BadSource, first)
	}
	to, ok := parsePlace(second)
	if !ok {
		return fail(BadDestination, second)
	}
	m := Move{From: from, To: to, Card: dealer.NoCard}
	rest := text[n1+n2:]
	if rest == "" {
		return m, nil
	}
	if rest[0] != 'v' && rest[0] != 'V' || len(rest) < 2 || len(rest) > 3 {
		if runTogether(rest) {
			return fail(RunTogether, 0)
		}
		return fail(BadSuffix, 0)
	}
	n, err := strconv.ParseUint(rest[1:], 16, 8)
	if err != nil || n == 0 {
		return fail(BadCount, 0)
	}
	if !from.IsColumn() || !to.IsColumn() {
		return fail(CountNotInColumns, 0)
	}
	m.Count = uint8(n)
	return m, nil
}

// runTogether reports whether what follows a move's two places is another
// move, set apart by a comma or a semicolon or by nothing.
func runTogether(rest string) bool {
	next := strings.TrimLeft(rest, ",;")
	if len(next) < 2 {
		return false
	}
	_, err := ParseMove(next[:2])
	return err == nil
}

// String writes the move in standard notation with its count whenever it moves more
// than one card, and for a move read from notation with a count of one ("12v1":
// onto a card, a count is checked, so it is part of the move); Position.Notation
// writes a move exactly as fc-solve does.
func (m Move) String() string {
	s := m.From.String() + m.To.String()
	if m.Count > 1 || m.Count == 1 && m.Card == dealer.NoCard && m.From.IsColumn() && m.To.IsColumn() {
		s += "v" + strconv.FormatInt(int64(m.Count), 16)
	}
	return s
}

// placePairs[from][to] is from's notation, then to's.
var placePairs = func() (pairs [Foundation + 1][Foundation + 1]string) {
	for from := range Foundation + 1 {
		for to := range Foundation + 1 {
			pairs[from][to] = from.String() + to.String()
		}
	}
	return pairs
}()

// Notation writes m, a move legal in p, exactly as fc-solve's -snx does: the count
// appears only for a sequence moved into an empty column.
func (p *Position) Notation(m Move) string {
	var s string
	if m.From <= Foundation && m.To <= Foundation {
		s = placePairs[m.From][m.To] // (a solution's hundred moves need no strings made)
	} else {
		s = m.From.String() + m.To.String()
	}
	if m.Count > 1 && m.To.IsColumn() && p.cols[m.To].n == 0 {
		s += fmt.Sprintf("v%x", m.Count)
	}
	return s
}
