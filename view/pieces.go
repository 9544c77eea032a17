package view

import (
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// boxLines are the styled lines of one box width, for cards or for empty places.
type boxLines struct {
	top, joint, bottom, left, right, blank string
	// The corners of a top edge and of a joint, for edges with text set in them.
	topLeft, topRight, jointLeft, jointRight string
	edges                                    []string // edges[n]: n styled edge characters
}

func (b *boxLines) edge(n int) string { return b.edges[max(0, min(n, len(b.edges)-1))] }

// pieces are the styled fragments a frame is assembled from, for one glyph set.
type pieces struct {
	glyphs     *Glyphs
	faces      [52]string // styled card text
	litFaces   [52]string // the same in reverse video: marked without colour
	faceWidths [52]int
	cards      map[int]*boxLines // by box width
	empty      map[int]*boxLines
	lit        map[int]*boxLines            // outlines of what a move took and where it left
	labels     [rules.Foundation + 1]string // styled place names by place: "1".."8", "a".."g", "k", "h"
	targets    [rules.Foundation + 1]string // the same in reverse video: where cards picked up may go
	refused    string                       // a place's name crossed out: an illegal drop under the pointer
	emptyMark  string                       // the compact layout's empty place
	litEmpty   string                       // and marked
}

func newPieces(s *Styles, g *Glyphs) pieces {
	p := pieces{glyphs: g, cards: map[int]*boxLines{}, empty: map[int]*boxLines{}, lit: map[int]*boxLines{}}
	for c := range dealer.Card(52) {
		text := g.Card(c)
		style := s.Suits[c.Suit()]
		p.faces[c] = style.Render(text)
		p.litFaces[c] = style.Reverse(true).Render(text)
		p.faceWidths[c] = lipgloss.Width(text)
	}
	for _, w := range cardWidths {
		p.cards[w] = newBoxLines(s.CardBorder, g.Border, w)
		p.empty[w] = newBoxLines(s.EmptyPlace, g.Border, w)
		p.lit[w] = newBoxLines(s.Lit, g.LitBorder, w)
	}
	for at := range rules.Foundation + 1 {
		p.labels[at] = s.Label.Render(at.String())
		p.targets[at] = s.Label.Reverse(true).Render(at.String())
	}
	p.refused = s.Error.Render(g.Cross)
	p.emptyMark = s.EmptyPlace.Render(" " + g.Empty + " ")
	p.litEmpty = s.Lit.Render("[ ]")
	return p
}

func newBoxLines(style lipgloss.Style, b lipgloss.Border, width int) *boxLines {
	inner := width - 2
	lines := &boxLines{
		top:        style.Render(b.TopLeft + strings.Repeat(b.Top, inner) + b.TopRight),
		joint:      style.Render(b.MiddleLeft + strings.Repeat(b.Top, inner) + b.MiddleRight),
		bottom:     style.Render(b.BottomLeft + strings.Repeat(b.Bottom, inner) + b.BottomRight),
		left:       style.Render(b.Left),
		right:      style.Render(b.Right),
		blank:      style.Render(b.Left) + strings.Repeat(" ", inner) + style.Render(b.Right),
		topLeft:    style.Render(b.TopLeft),
		topRight:   style.Render(b.TopRight),
		jointLeft:  style.Render(b.MiddleLeft),
		jointRight: style.Render(b.MiddleRight),
	}
	for n := range inner + 1 {
		lines.edges = append(lines.edges, style.Render(strings.Repeat(b.Top, n)))
	}
	return lines
}
