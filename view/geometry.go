package view

// Geometry is how the board is drawn at one terminal size: the size of the cards
// and the gaps between them.
type Geometry struct {
	Compact   bool // one text line per card, no outlines (the smallest terminals)
	CardWidth int  // boxed: box width with borders; compact: 3
	Gap       int  // spaces between columns
	Step      int  // boxed: lines a covered card shows (1: its index set in its top edge)
	Body      int  // boxed: lines inside the last card of a column
	// TwoCellRows: more than four free cells, the rest in a second row under
	// the first four (the foundations keep the first row's right half).
	TwoCellRows bool
}

// cellsPerRow is the free cells a row holds: the top row's left half.
const cellsPerRow = 4

// compactCardWidth fits the widest card text, "10♦".
const compactCardWidth = 3

// boardColumns is the number of card columns; the top row has as many places.
const boardColumns = 8

// Width is the board's width in columns.
func (g Geometry) Width() int { return boardColumns*g.CardWidth + (boardColumns-1)*g.Gap }

// boardHeight is the height of the board proper for a tallest column of
// tallest cards: the captions, the free cells and foundations, the column
// numbers and the columns.
func (g Geometry) boardHeight(tallest int) int {
	return 1 + g.topHeight() + 1 + g.columnHeight(tallest)
}

// topHeight is the height of the free cells and foundations: one row, or two
// (the compact layout names the second row's places on a line of their own).
func (g Geometry) topHeight() int {
	if !g.TwoCellRows {
		return g.topRowHeight()
	}
	if g.Compact {
		return 2*g.topRowHeight() + 1
	}
	return 2 * g.topRowHeight()
}

// secondCellRow is the second row of free cells' first line below the top row's.
func (g Geometry) secondCellRow() int {
	if g.Compact {
		return g.topRowHeight() + 1
	}
	return g.topRowHeight()
}

// topBody is the lines inside a free cell or foundation.
func (g Geometry) topBody() int {
	if g.Body >= 5 {
		return 3
	}
	return 1
}

func (g Geometry) topRowHeight() int {
	if g.Compact {
		return 1
	}
	return g.topBody() + 2
}

// columnHeight: covered cards show Step lines each; the last card shows all of
// itself. An empty column shows an empty outline.
func (g Geometry) columnHeight(cards int) int {
	switch {
	case g.Compact:
		return max(cards, 1)
	case cards == 0:
		return g.Body + 2
	default:
		return g.Step*(cards-1) + g.Body + 2
	}
}

// cardWidths are the box widths, widest first, with the gaps each may take.
var cardWidths = []int{23, 21, 19, 17, 15, 13, 11, 9, 7, 6}

// heights are the card heights (step, body), tallest first.
var heights = [][2]int{{5, 9}, {5, 7}, {4, 7}, {4, 5}, {3, 5}, {3, 3}, {2, 3}, {2, 1}, {1, 3}, {1, 1}}

// fitsShape tells whether a card height suits a card width: wide cards are not
// flat, and narrow ones not tall.
func fitsShape(width, step, body int) bool {
	maxBody, minStep := 3, 1
	switch {
	case width >= 17:
		maxBody, minStep = 9, 3
	case width >= 13:
		maxBody, minStep = 7, 2
	case width >= 11:
		maxBody = 5
	}
	return body <= maxBody && step >= minStep
}

// chooseGeometry picks the biggest cards that fit a board of width×height with
// the tallest column holding tallest cards and freeCells free cells: the widest
// cards first, each as tall as fits; the one-line-per-card layout last. ok is
// false when none fits.
func chooseGeometry(width, height, tallest, freeCells int) (Geometry, bool) {
	twoRows := freeCells > cellsPerRow
	for _, w := range cardWidths {
		for gap := 3; gap >= 1; gap-- {
			if gap > 1 && w < 9 || gap == 3 && w < 11 {
				continue // small cards keep small gaps
			}
			g := Geometry{CardWidth: w, Gap: gap, TwoCellRows: twoRows}
			if g.Width() > width {
				continue
			}
			for _, h := range heights {
				g.Step, g.Body = h[0], h[1]
				if fitsShape(w, g.Step, g.Body) && g.boardHeight(tallest) <= height {
					return g, true
				}
			}
		}
	}
	for gap := 3; gap >= 1; gap-- {
		g := Geometry{Compact: true, CardWidth: compactCardWidth, Gap: gap, TwoCellRows: twoRows}
		if g.Width() <= width && g.boardHeight(tallest) <= height {
			return g, true
		}
	}
	return Geometry{}, false
}

// smallestBoard is the size of the smallest board for a tallest column of
// tallest cards and freeCells free cells.
func smallestBoard(tallest, freeCells int) (width, height int) {
	g := Geometry{Compact: true, CardWidth: compactCardWidth, Gap: 1, TwoCellRows: freeCells > cellsPerRow}
	return g.Width(), g.boardHeight(tallest)
}
