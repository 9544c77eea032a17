package rules

import (
	"errors"
	"strconv"
	"strings"

	"github.com/freecell/freecell/dealer"
)

// fc-solve writes its moves in words unless told -sn: "Move a card from
// stack 7 to freecell 0", "Move 3 cards from stack 1 to stack 5", "Move a
// card from freecell 2 to the foundations", its stacks and free cells
// counted from 0. ParseMoves reads a list of such lines as it reads
// notation, with the count each says.

// errNotInWords: a line of a list in fc-solve's words is not one of its moves.
var errNotInWords = errors.New("not one of fc-solve's moves in words, such as \"Move a card from stack 7 to freecell 0\"")

// inWords reports whether line, trimmed, is one of fc-solve's moves in words.
func inWords(line string) bool {
	return strings.HasPrefix(line, "Move a card from ") || strings.HasPrefix(line, "Move ") && strings.Contains(line, " cards from ")
}

// wordMove reads a move in fc-solve's words; ok is false where line is not
// one.
func wordMove(line string) (m Move, ok bool) {
	w := strings.Fields(strings.TrimSuffix(strings.TrimSpace(line), "."))
	if len(w) < 7 || w[0] != "Move" || w[3] != "from" {
		return Move{}, false
	}
	switch {
	case w[1] == "a" && w[2] == "card":
		m.Count = 1
	case w[2] == "cards":
		n, err := strconv.ParseUint(w[1], 10, 8)
		if err != nil || n == 0 {
			return Move{}, false
		}
		m.Count = uint8(n)
	default:
		return Move{}, false
	}
	from, ok := wordPlace(w[4:6])
	if !ok || from == Foundation || w[6] != "to" {
		return Move{}, false
	}
	to, ok := wordPlace(w[7:])
	if !ok || m.Count > 1 && (!from.IsColumn() || !to.IsColumn()) {
		return Move{}, false
	}
	if !from.IsColumn() || !to.IsColumn() {
		m.Count = 0 // as notation has it: a count goes with column to column moves
	}
	m.From, m.To, m.Card = from, to, dealer.NoCard
	return m, true
}

// wordPlace reads "stack N", "freecell N" (from 0) or "the foundations".
func wordPlace(w []string) (Place, bool) {
	if len(w) != 2 {
		return 0, false
	}
	if w[0] == "the" && w[1] == "foundations" {
		return Foundation, true
	}
	n, err := strconv.Atoi(w[1])
	switch {
	case err != nil || n < 0:
		return 0, false
	case w[0] == "stack" && n < NumColumns:
		return ColumnPlace(n), true
	case w[0] == "freecell" && n < MaxFreeCells:
		return FreeCellPlace(n), true
	}
	return 0, false
}
