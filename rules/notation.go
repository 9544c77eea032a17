package rules

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/freecell/freecell/dealer"
)

// ParseMove reads a move in standard notation: a source ("1"-"8" for columns, "a"-"d"
// for free cells) and a destination (the same, or "h" for the foundations), then,
// for a sequence moved into an empty column, "v" and the number of cards in hex as
// fc-solve's -snx writes it: "3a", "a1", "54", "1h", "74v3".
func ParseMove(s string) (Move, error) {
	text := strings.TrimSpace(s)
	if len(text) < 2 {
		return Move{}, fmt.Errorf("%s is too short for a move (from, to: 3a, 54)", dealer.Quote(s))
	}
	from, ok := parsePlace(text[0])
	if !ok || from == Foundation {
		return Move{}, fmt.Errorf("%s: %q is not a source (1-8, a-d)", dealer.Quote(s), text[0])
	}
	to, ok := parsePlace(text[1])
	if !ok {
		return Move{}, fmt.Errorf("%s: %q is not a destination (1-8, a-d, h)", dealer.Quote(s), text[1])
	}
	m := Move{From: from, To: to, Card: dealer.NoCard}
	rest := text[2:]
	if rest == "" {
		return m, nil
	}
	if rest[0] != 'v' || len(rest) < 2 || len(rest) > 3 {
		return Move{}, fmt.Errorf("%s: only v and a count may follow (74v3)", dealer.Quote(s))
	}
	n, err := strconv.ParseUint(rest[1:], 16, 8)
	if err != nil || n == 0 {
		return Move{}, fmt.Errorf("%s: %s is not a card count in hex", dealer.Quote(s), dealer.Quote(rest[1:]))
	}
	if !from.IsColumn() || !to.IsColumn() {
		return Move{}, fmt.Errorf("%s: a count goes with column to column moves", dealer.Quote(s))
	}
	m.Count = uint8(n)
	return m, nil
}

// String writes the move in standard notation with its count whenever it moves more
// than one card; Position.Notation writes it exactly as fc-solve does.
func (m Move) String() string {
	s := m.From.String() + m.To.String()
	if m.Count > 1 {
		s += "v" + strconv.FormatInt(int64(m.Count), 16)
	}
	return s
}

// Notation writes m, a move legal in p, exactly as fc-solve's -snx does: the count
// appears only for a sequence moved into an empty column.
func (p *Position) Notation(m Move) string {
	s := m.From.String() + m.To.String()
	if m.Count > 1 && m.To.IsColumn() && p.cols[m.To].n == 0 {
		s += fmt.Sprintf("v%x", m.Count)
	}
	return s
}
