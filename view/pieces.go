package view

import (
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/freecell/freecell/dealer"
)

// cardWidths are the boxed card widths (borders included) the layout may choose.
var cardWidths = [...]int{11, 9, 7, 6}

// boxLines are the styled lines of one box width, for cards or for empty places.
type boxLines struct {
	top, joint, bottom, left, right, blank string
	// The corners and edge run of a top edge with a card index set into it.
	topLeft, topRight, jointLeft, jointRight string
	edges                                    []string // edges[n]: n styled edge characters
}

func (b boxLines) edge(n int) string { return b.edges[max(0, min(n, len(b.edges)-1))] }

// pieces are the styled fragments a frame is assembled from.
type pieces struct {
	faces      [52]string // styled CardText
	faceWidths [52]int
	cards      map[int]boxLines // by box width
	empty      map[int]boxLines
	lit        map[int]boxLines // highlighted outlines
	litFaces   [52]string       // compact mode's highlighted cards: reverse video
	emptyMark  string           // compact mode's empty place
	litEmpty   string           // and highlighted
}

func newPieces(s *Styles, ascii bool) pieces {
	p := pieces{cards: map[int]boxLines{}, empty: map[int]boxLines{}, lit: map[int]boxLines{}}
	for c := range dealer.Card(52) {
		text := CardText(c, ascii)
		style := s.BlackSuit
		if c.Suit().Red() {
			style = s.RedSuit
		}
		p.faces[c] = style.Render(text)
		p.litFaces[c] = style.Reverse(true).Render(text)
		p.faceWidths[c] = lipgloss.Width(text)
	}
	border := lipgloss.RoundedBorder()
	if ascii {
		border = lipgloss.ASCIIBorder()
	}
	for _, w := range cardWidths {
		p.cards[w] = newBoxLines(s.CardBorder, border, w)
		p.empty[w] = newBoxLines(s.EmptyCell, border, w)
		p.lit[w] = newBoxLines(s.Highlight, border, w)
	}
	p.litEmpty = s.Highlight.Render("[ ]")
	p.emptyMark = s.EmptyCell.Render(" · ")
	if ascii {
		p.emptyMark = s.EmptyCell.Render(" . ")
	}
	return p
}

func newBoxLines(style lipgloss.Style, b lipgloss.Border, width int) boxLines {
	inner := width - 2
	return boxLines{
		top:    style.Render(b.TopLeft + strings.Repeat(b.Top, inner) + b.TopRight),
		joint:  style.Render(b.MiddleLeft + strings.Repeat(b.Top, inner) + b.MiddleRight),
		bottom: style.Render(b.BottomLeft + strings.Repeat(b.Bottom, inner) + b.BottomRight),
		left:   style.Render(b.Left),
		right:  style.Render(b.Right),
		blank:  style.Render(b.Left) + strings.Repeat(" ", inner) + style.Render(b.Right),

		topLeft:    style.Render(b.TopLeft),
		topRight:   style.Render(b.TopRight),
		jointLeft:  style.Render(b.MiddleLeft),
		jointRight: style.Render(b.MiddleRight),
		edges: func() (runs []string) {
			for n := range inner + 1 {
				runs = append(runs, style.Render(strings.Repeat(b.Top, n)))
			}
			return runs
		}(),
	}
}
