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
		return Move{}, fmt.Errorf("%q is too short for a move: write a source and a destination, like 3a or 54", s)
	}
	from, ok := parsePlace(text[0])
	if !ok || from == Foundation {
		return Move{}, fmt.Errorf("%q: %q is not a source (columns 1-8, free cells a-d)", s, text[0])
	}
	to, ok := parsePlace(text[1])
	if !ok {
		return Move{}, fmt.Errorf("%q: %q is not a destination (columns 1-8, free cells a-d, foundations h)", s, text[1])
	}
	m := Move{From: from, To: to, Card: dealer.NoCard}
	rest := text[2:]
	if rest == "" {
		return m, nil
	}
	if rest[0] != 'v' || len(rest) < 2 || len(rest) > 3 {
		return Move{}, fmt.Errorf("%q: expected nothing or v and a card count after %q", s, text[:2])
	}
	n, err := strconv.ParseUint(rest[1:], 16, 8)
	if err != nil || n == 0 {
		return Move{}, fmt.Errorf("%q: %q is not a card count in hex", s, rest[1:])
	}
	if !from.IsColumn() || !to.IsColumn() {
		return Move{}, fmt.Errorf("%q: only column-to-column moves carry a card count", s)
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
