package rules

import "fmt"

// Place is a spot a card can be in: a column, a free cell or the foundations.
type Place uint8

// The places, in standard notation "1"-"8", "a"-"d" and "h".
const (
	NumColumns   = 8
	NumFreeCells = 4

	FirstFreeCell Place = NumColumns
	Foundation    Place = NumColumns + NumFreeCells
)

// ColumnPlace is column i (0..7), written "1".."8".
func ColumnPlace(i int) Place { return Place(i) }

// FreeCellPlace is free cell i (0..3), written "a".."d".
func FreeCellPlace(i int) Place { return FirstFreeCell + Place(i) }

// IsColumn reports whether p is one of the eight columns.
func (p Place) IsColumn() bool { return p < FirstFreeCell }

// IsFreeCell reports whether p is one of the four free cells.
func (p Place) IsFreeCell() bool { return p >= FirstFreeCell && p < Foundation }

// Index is the column number (0..7) or free cell number (0..3) of p.
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
		return string(rune('a' + p - FirstFreeCell))
	case p == Foundation:
		return "h"
	}
	return fmt.Sprintf("Place(%d)", uint8(p))
}

func parsePlace(b rune) (Place, bool) {
	switch {
	case b >= '1' && b <= '8':
		return Place(b - '1'), true
	case b >= 'a' && b <= 'd':
		return FreeCellPlace(int(b - 'a')), true
	case b >= 'A' && b <= 'D':
		return FreeCellPlace(int(b - 'A')), true
	case b == 'h' || b == 'H':
		return Foundation, true
	}
	return 0, false
}
