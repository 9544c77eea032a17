package rules

import "fmt"

// Place is a spot a card can be in: a column, a free cell or the foundations.
type Place uint8

// The places, in standard notation: columns "1"-"8", free cells "a"-"g" and
// "k" (fc-solve's names for eight; "h" is the foundations), foundations "h".
const (
	NumColumns = 8
	// MaxFreeCells is the most free cells a game may have; DefaultFreeCells
	// is Microsoft's count.
	MaxFreeCells     = 8
	DefaultFreeCells = 4

	FirstFreeCell Place = NumColumns
	Foundation    Place = NumColumns + MaxFreeCells
)

// cellLetters names the free cells in order.
const cellLetters = "abcdefgk"

// ColumnPlace is column i (0..7), written "1".."8".
func ColumnPlace(i int) Place { return Place(i) }

// FreeCellPlace is free cell i (0..7), written "a".."g", "k".
func FreeCellPlace(i int) Place { return FirstFreeCell + Place(i) }

// IsColumn reports whether p is one of the eight columns.
func (p Place) IsColumn() bool { return p < FirstFreeCell }

// IsFreeCell reports whether p is a free cell (of the most a game may have).
func (p Place) IsFreeCell() bool { return p >= FirstFreeCell && p < Foundation }

// Index is the column number (0..7) or free cell number (0..7) of p.
func (p Place) Index() int {
	if p.IsFreeCell() {
		return int(p - FirstFreeCell)
	}
	return int(p)
}

// String is the place in standard notation.
func (p Place) String() string {
	switch {
	case p.IsColumn():
		return string(rune('1' + p))
	case p.IsFreeCell():
		return string(cellLetters[p-FirstFreeCell])
	case p == Foundation:
		return "h"
	}
	return fmt.Sprintf("Place(%d)", uint8(p))
}

// CellLetters names the first n free cells as a range: "a-d", "a-g, k", "a"
// ("" for none).
func CellLetters(n int) string {
	switch {
	case n <= 0:
		return ""
	case n == 1:
		return "a"
	case n == MaxFreeCells:
		return "a-g, k"
	}
	return "a-" + cellLetters[n-1:n]
}

func parsePlace(b rune) (Place, bool) {
	switch {
	case b >= '1' && b <= '8':
		return Place(b - '1'), true
	case b == 'h' || b == 'H':
		return Foundation, true
	case b >= 'A' && b <= 'Z':
		b += 'a' - 'A'
	}
	for i, l := range cellLetters {
		if b == l {
			return FreeCellPlace(i), true
		}
	}
	return 0, false
}
