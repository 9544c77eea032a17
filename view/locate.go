package view

import (
	"strings"

	"charm.land/bubbles/v2/key"
	"charm.land/lipgloss/v2"
	"github.com/freecell/freecell/rules"
)

// Spot is what lies under a point of the screen: a place, and in a column the
// card (0 is the bottom card); Card is -1 for an empty column, a free cell or a
// foundation.
type Spot struct {
	Place rules.Place
	Card  int
}

// Locate says what s shows at column x, row y (0-based), as Render lays it out;
// ok is false off the board, between places, or under a panel. A place's name
// (a column's number, a free cell's letter on a row of its own) is the place.
func Locate(s Screen, x, y int) (spot Spot, ok bool) {
	if s.Width <= 0 || s.Height <= 0 || s.Panel != (Panel{}) && s.Panel.Banner == nil {
		return Spot{}, false
	}
	r, help, reserve, fits := plan(s)
	if !fits {
		return Spot{}, false
	}
	g := r.geom
	top := r.top(reserve, len(help))
	index, inside := placeAt(g, x-r.margin)
	if !inside {
		return Spot{}, false
	}
	topRow := top + 2 // under the title and the captions
	secondRow := topRow + g.secondCellRow()
	columns := topRow + g.topHeight() + 1
	cellCount := s.Board.Position.FreeCellCount()
	lettered := g.Compact && s.Facts == nil && s.Learning == nil // the compact layout's row naming the top row's places (else the facts take it)
	switch {
	case y >= topRow && y < topRow+g.topRowHeight(), lettered && y == topRow-1:
		if index >= cellsPerRow {
			return Spot{Place: rules.Foundation, Card: -1}, true
		}
		return freeCellSpot(index, cellCount)
	case g.TwoCellRows && y >= secondRow && y < secondRow+g.topRowHeight(), g.TwoCellRows && g.Compact && y == secondRow-1:
		return freeCellSpot(cellsPerRow+index, cellCount)
	case y == columns-1: // the columns' numbers, which stand out where the cards picked may go
		return Spot{Place: rules.ColumnPlace(index), Card: -1}, index < rules.NumColumns
	case y >= columns:
		return cardAt(g, &s.Board.Position, index, y-columns, max(r.footAt(top, reserve, len(help))-columns, g.columnHeight(reserve)))
	}
	return Spot{}, false
}

// freeCellSpot is free cell i, if the game has it.
func freeCellSpot(i, cellCount int) (Spot, bool) {
	if i >= cellCount {
		return Spot{}, false
	}
	return Spot{Place: rules.FreeCellPlace(i), Card: -1}, true
}

// placeAt is the place (0-7, left to right) whose cards cover column x of the
// board; inside is false in the gaps and beyond the edges.
func placeAt(g Geometry, x int) (index int, inside bool) {
	if x < 0 || x >= g.Width() {
		return 0, false
	}
	index = x / (g.CardWidth + g.Gap)
	return index, x%(g.CardWidth+g.Gap) < g.CardWidth
}

// cardAt is the card of column i drawn at row dy below the columns' top; the
// room below a column's last card, down to the status line (rows in all),
// is the column too: a Windows player aims at a column's strip, and a click
// there put the cards back.
func cardAt(g Geometry, pos *rules.Position, i, dy, rows int) (Spot, bool) {
	n := len(pos.Column(i))
	place := rules.ColumnPlace(i)
	switch {
	case dy >= max(g.columnHeight(n), rows):
		return Spot{}, false
	case n == 0 || dy >= g.columnHeight(n):
		return Spot{Place: place, Card: -1}, true
	}
	step := g.Step
	if g.Compact {
		step = 1
	}
	return Spot{Place: place, Card: min(dy/step, n-1)}, true
}

// KeyAt is the key the key line shows at column x, row y (0-based), as
// Render lays it out: its key and words, not the separators between them.
// A panel leaves the key line in sight, and so its keys; the journey map's
// are its own, on its last rows.
func KeyAt(s Screen, x, y int) (key.Binding, bool) {
	b, _, ok := KeyPartAt(s, x, y)
	return b, ok
}

// KeyPartAt is KeyAt with the part of a pair's key clicked: in "u/U
// undo/redo" or "←/→ deals", 0 on "u", "undo" or "←", 1 on "U", "redo" or
// "→"; -1 on words the pair shares ("deals"), or a key that is no pair.
func KeyPartAt(s Screen, x, y int) (key.Binding, int, bool) {
	if s.Width <= 0 || s.Height <= 0 {
		return key.Binding{}, -1, false
	}
	var spans []keySpan
	var first, left int
	if s.Journey != nil { // the map's key line, on its last rows
		r := newRenderer(s)
		if _, ok := r.journeyGeometry(s.Journey); !ok || r.Keys == nil {
			return key.Binding{}, -1, false
		}
		if spans = r.keySpans(r.fitKeys(r.Keys, r.Width), r.Width); len(spans) == 0 {
			return key.Binding{}, -1, false
		}
		first = s.Height - (spans[len(spans)-1].line + 1)
	} else {
		r, keys, reserve, ok := layout(s)
		if !ok || len(keys) == 0 {
			return key.Binding{}, -1, false
		}
		var width int
		width, left, keys = r.keysPlace(keys)
		spans = r.keySpans(keys, width)
		rows := spans[len(spans)-1].line + 1
		first = r.footAt(r.top(reserve, rows), reserve, rows) + 1
	}
	for _, k := range spans {
		if y == first+k.line && x >= left+k.x && x < left+k.x+k.w {
			return k.b, pairPart(k.b.Help(), x-left-k.x), true
		}
	}
	return key.Binding{}, -1, false
}

// pairPart is the part of a pair's help ("u/U", "undo/redo") at column x
// of it: which of the keys, or of the words where they are two as well.
func pairPart(h key.Help, x int) int {
	keys, desc := strings.Split(h.Key, "/"), strings.Split(h.Desc, "/")
	if len(keys) != 2 {
		return -1
	}
	second := func(first string, x int) int { // the slash goes with the first
		if x <= lipgloss.Width(first) {
			return 0
		}
		return 1
	}
	switch kw := lipgloss.Width(h.Key); {
	case x < kw:
		return second(keys[0], x)
	case len(desc) == 2 && x > kw:
		return second(desc[0], x-kw-1)
	}
	return -1
}
