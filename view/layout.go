package view

// Layout is how the board is drawn at one terminal size.
type Layout struct {
	Compact   bool // one text line per card, no outlines (the smallest terminals)
	CardWidth int  // boxed: box width with borders; compact: 3
	Gap       int  // spaces between columns
	Step      int  // boxed: lines a covered card shows (3, 2, or 1 with the index in its edge)
	Body      int  // boxed: lines between the edges of a column's last card (3 or 1)
}

// compactCardWidth fits the widest card text, "10♦".
const compactCardWidth = 3

// boardColumns is the number of card columns; the top row has as many places.
const boardColumns = 8

// Width is the board's width in columns.
func (l Layout) Width() int { return boardColumns*l.CardWidth + (boardColumns-1)*l.Gap }

// Height is the screen height the layout needs for a tallest column of tallest cards
// and footer lines of footer: the title, the free cells and foundations, the columns
// and the footer, with no blank lines between them.
func (l Layout) Height(tallest, footer int) int {
	return 1 + l.topRowHeight() + l.columnHeight(tallest) + footer
}

func (l Layout) topRowHeight() int {
	if l.Compact {
		return 1
	}
	return 3
}

// columnHeight: covered cards show Step lines each; the last card shows all of
// itself. An empty column shows an empty outline.
func (l Layout) columnHeight(cards int) int {
	switch {
	case l.Compact:
		return max(cards, 1)
	case cards == 0:
		return l.Body + 2
	default:
		return l.Step*(cards-1) + l.Body + 2
	}
}

// candidates lists the layouts richest first; ChooseLayout takes the first that fits.
// A wider card is preferred over a taller one, and boxed cards over compact ones.
var candidates = func() []Layout {
	var all []Layout
	widths := []struct{ card, gap int }{{11, 3}, {11, 2}, {9, 2}, {9, 1}, {7, 2}, {7, 1}, {6, 1}}
	heights := []struct{ step, body int }{{3, 3}, {2, 3}, {2, 1}, {1, 3}, {1, 1}}
	for _, w := range widths {
		for _, h := range heights {
			all = append(all, Layout{CardWidth: w.card, Gap: w.gap, Step: h.step, Body: h.body})
		}
	}
	for _, gap := range []int{3, 2, 1} {
		all = append(all, Layout{Compact: true, CardWidth: compactCardWidth, Gap: gap})
	}
	return all
}()

// ChooseLayout picks the richest layout that fits width×height with the tallest
// column holding tallest cards and footer lines below the board; false when none fits.
func ChooseLayout(width, height, tallest, footer int) (Layout, bool) {
	for _, l := range candidates {
		if l.Width() <= width && l.Height(tallest, footer) <= height {
			return l, true
		}
	}
	return Layout{}, false
}

// MinSize is the smallest terminal that shows a board whose tallest column holds
// tallest cards, with one footer line.
func MinSize(tallest int) (width, height int) {
	smallest := candidates[len(candidates)-1]
	return smallest.Width(), smallest.Height(tallest, 1)
}
