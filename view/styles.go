package view

import (
	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/textinput"
	"charm.land/lipgloss/v2"
)

// Styles holds every style of the program, built once per background (dark or
// light), with semantic names; nothing else in the program picks a colour.
type Styles struct {
	Title      lipgloss.Style // "FreeCell #617"
	RangeName  lipgloss.Style // the deal's range beside the title
	Caption    lipgloss.Style // "free cells", "foundations"
	RedSuit    lipgloss.Style // hearts and diamonds
	BlackSuit  lipgloss.Style // spades and clubs: the terminal's own foreground
	CardBorder lipgloss.Style
	EmptyCell  lipgloss.Style // outline of an empty free cell, foundation or column
	Error      lipgloss.Style // inline error after the jump prompt
	Status     lipgloss.Style // one-line notices ("no earlier deal")
	Highlight  lipgloss.Style // outline of the cards a playback move took and the place it left
	Badge      lipgloss.Style // "impossible" beside the title
	Help       help.Styles
	Input      textinput.Styles

	// Pre-rendered card faces and borders, so that drawing a frame is mostly
	// string concatenation. Index 0 is Unicode, 1 is ASCII.
	pieces [2]pieces
}

// NewStyles builds the styles for a dark or light terminal background.
func NewStyles(dark bool) *Styles {
	pick := lipgloss.LightDark(dark)
	dim := pick(lipgloss.Color("#9A9A9A"), lipgloss.Color("#6C6C6C"))
	s := &Styles{
		Title:      lipgloss.NewStyle().Bold(true),
		RangeName:  lipgloss.NewStyle().Foreground(dim),
		Caption:    lipgloss.NewStyle().Foreground(dim),
		RedSuit:    lipgloss.NewStyle().Bold(true).Foreground(pick(lipgloss.Color("#C41E1E"), lipgloss.Color("#FF6B6B"))),
		BlackSuit:  lipgloss.NewStyle().Bold(true),
		CardBorder: lipgloss.NewStyle().Foreground(pick(lipgloss.Color("#6E6E6E"), lipgloss.Color("#A8A8A8"))),
		EmptyCell:  lipgloss.NewStyle().Foreground(pick(lipgloss.Color("#C8C8C8"), lipgloss.Color("#4A4A4A"))),
		Error:      lipgloss.NewStyle().Bold(true).Foreground(pick(lipgloss.Color("#C41E1E"), lipgloss.Color("#FF6B6B"))),
		Status:     lipgloss.NewStyle().Foreground(dim),
		Highlight:  lipgloss.NewStyle().Bold(true).Foreground(pick(lipgloss.Color("#0060D0"), lipgloss.Color("#5FD7FF"))),
		Badge:      lipgloss.NewStyle().Bold(true).Reverse(true),
		Help:       help.DefaultStyles(dark),
		Input:      textinput.DefaultStyles(dark),
	}
	s.pieces[0] = newPieces(s, false)
	s.pieces[1] = newPieces(s, true)
	return s
}

func (s *Styles) piecesFor(ascii bool) *pieces {
	if ascii {
		return &s.pieces[1]
	}
	return &s.pieces[0]
}
