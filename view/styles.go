package view

import (
	"image/color"
	"sync"

	"charm.land/bubbles/v2/textinput"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
	"github.com/freecell/freecell/atlas"
)

// Styles holds every style of the program, with semantic names, built for one
// terminal background (dark or light) and one colour profile: nothing else in the
// program picks a colour. Each colour is chosen for the profile the terminal has,
// so that 16-colour terminals get a basic colour picked to be legible, not the
// nearest match of a true colour. A set is shared by every viewer that asks
// for it (NewStyles): never changed once made.
type Styles struct {
	Title     lipgloss.Style // "FreeCell #617"
	RangeName lipgloss.Style // the deal's range beside the title
	Caption   lipgloss.Style // "free cells", "foundations", and the atlas's facts in their place
	Label     lipgloss.Style // the names of places: 1-8, a-d, h
	RedSuit   lipgloss.Style // hearts and diamonds
	BlackSuit lipgloss.Style // spades and clubs: the terminal's own foreground
	// Suits are the style of each suit's cards (clubs, diamonds, hearts,
	// spades): red and black, or with four colours, clubs green and diamonds
	// blue.
	Suits      [4]lipgloss.Style
	CardBorder lipgloss.Style
	EmptyPlace lipgloss.Style // outline of an empty free cell, foundation or column
	Lit        lipgloss.Style // outline of what a playback step took and where it left
	Error      lipgloss.Style // what is wrong with a typed game number
	Status     lipgloss.Style // one-line notices ("no earlier deal")
	Strong     lipgloss.Style // the main words of a status line ("move 3/88")
	Badge      lipgloss.Style // "impossible" beside the title
	ErrorBadge lipgloss.Style // "✗ not saved" beside the title
	Setting    lipgloss.Style // a setting that is on, beside the title
	HelpKey    lipgloss.Style
	HelpDesc   lipgloss.Style
	Panel      lipgloss.Style // the full help's frame
	Input      textinput.Styles

	// The journey map's. Colour is false where the terminal shows none:
	// glyphs then tell marks and bands apart. Marks are the overview's
	// styles, by mark; MarkColours and BandColours the detail's colours.
	Colour      bool
	Marks       [3]lipgloss.Style
	MarkColours [3]color.Color
	BandColours [atlas.Unrated + 1]color.Color
	// CursorColour is the journey's cursor: the background's opposite, a
	// colour no deal has.
	CursorColour color.Color

	// Pre-rendered card faces and outlines, so that drawing a frame is mostly
	// string concatenation; index 0 is Unicode, 1 is ASCII.
	pieces [2]pieces
}

// tone is one colour as each profile writes it.
type tone struct {
	basic   ansi.BasicColor // 16 colours
	indexed ansi.IndexedColor
	rgb     string
}

// swatch is a colour for each background.
type swatch struct{ dark, light tone }

// The palette. Every colour of text keeps a contrast of at least 4.5:1 (3:1 for
// secondary text and outlines) against black and white backgrounds in every
// profile, with the xterm palette for basic colours; TestLegibility holds it.
var (
	secondary = swatch{tone{ansi.White, 248, "#A8A8A8"}, tone{ansi.BrightBlack, 241, "#626262"}}
	red       = swatch{tone{ansi.BrightRed, 203, "#FF6B6B"}, tone{ansi.Red, 160, "#C41E1E"}}
	border    = swatch{tone{ansi.White, 250, "#BCBCBC"}, tone{ansi.BrightBlack, 243, "#6E6E6E"}}
	faint     = swatch{tone{ansi.BrightBlack, 244, "#808080"}, tone{ansi.BrightBlack, 245, "#8A8A8A"}}
	lit       = swatch{tone{ansi.BrightCyan, 81, "#5FD7FF"}, tone{ansi.Blue, 26, "#005FD7"}}
	// The four-colour deck's: no basic colour is a legible green on white,
	// so 16-colour terminals with a light background show clubs magenta.
	green = swatch{tone{ansi.BrightGreen, 77, "#5FD75F"}, tone{ansi.Magenta, 28, "#008700"}}
	blue  = swatch{tone{ansi.BrightCyan, 75, "#5FAFFF"}, tone{ansi.Blue, 25, "#005FAF"}}
	// The journey map's: deals never played recede; tried ones are amber,
	// beyond four cells magenta.
	unplayed = swatch{tone{ansi.BrightBlack, 239, "#4E4E4E"}, tone{ansi.White, 250, "#BCBCBC"}}
	opposite = swatch{tone{ansi.BrightWhite, 231, "#FFFFFF"}, tone{ansi.Black, 16, "#000000"}}
	// (16 colours on white: green is magenta there, so amber is bright blue.)
	amber   = swatch{tone{ansi.Yellow, 214, "#FFAF00"}, tone{ansi.BrightBlue, 130, "#AF5F00"}}
	magenta = swatch{tone{ansi.BrightMagenta, 171, "#D75FFF"}, tone{ansi.BrightMagenta, 90, "#870087"}}
	// The map's deals tried are amber and won blue: amber and green look
	// alike to a red-green colour-blind eye, amber and blue to none (with
	// 16 colours on white, where amber is bright blue, tried is red).
	tried = swatch{amber.dark, tone{ansi.Red, amber.light.indexed, amber.light.rgb}}
	// The bands', easiest first: the swatches above, but for 16 colours on
	// white, where only black, grey, red, blue and magenta are legible and a
	// colour and its bright twin look alike: blue, magenta, red, black, grey.
	bandSwatches = [...]swatch{
		atlas.Easy:           {green.dark, tone{ansi.Blue, green.light.indexed, green.light.rgb}},
		atlas.Medium:         {lit.dark, tone{ansi.Magenta, lit.light.indexed, lit.light.rgb}},
		atlas.Hard:           {amber.dark, tone{ansi.Red, amber.light.indexed, amber.light.rgb}},
		atlas.Expert:         {red.dark, tone{ansi.Black, red.light.indexed, red.light.rgb}},
		atlas.NeedsMoreCells: {magenta.dark, tone{ansi.BrightBlack, magenta.light.indexed, magenta.light.rgb}},
		atlas.Undecided:      unplayed,
		atlas.Unrated:        secondary,
	}
)

// NewStyles is the styles for a dark or light background and a colour
// profile, with two suit colours or four: made once for each and kept,
// since they never change once made (a server made them for each session
// twice, its start and its terminal's background: 15% of its work).
func NewStyles(dark bool, profile colorprofile.Profile, fourColour bool) *Styles {
	k := stylesFor{dark, profile, fourColour}
	if s, ok := stylesMade.Load(k); ok {
		return s.(*Styles)
	}
	s, _ := stylesMade.LoadOrStore(k, makeStyles(dark, profile, fourColour))
	return s.(*Styles)
}

// stylesFor is what a set of styles is made for.
type stylesFor struct {
	dark       bool
	profile    colorprofile.Profile
	fourColour bool
}

// stylesMade keeps the styles made, by what for: a few dozen at most.
var stylesMade sync.Map

// makeStyles builds the styles NewStyles keeps.
func makeStyles(dark bool, profile colorprofile.Profile, fourColour bool) *Styles {
	pick := func(s swatch) color.Color {
		t := s.light
		if dark {
			t = s.dark
		}
		return lipgloss.Complete(profile)(t.basic, t.indexed, lipgloss.Color(t.rgb))
	}
	plain := lipgloss.NewStyle()
	s := &Styles{
		Title:      plain.Bold(true),
		RangeName:  plain.Foreground(pick(secondary)),
		Caption:    plain.Foreground(pick(secondary)),
		Label:      plain.Foreground(pick(secondary)).Bold(true),
		RedSuit:    plain.Bold(true).Foreground(pick(red)),
		BlackSuit:  plain.Bold(true),
		CardBorder: plain.Foreground(pick(border)),
		EmptyPlace: plain.Foreground(pick(faint)),
		Lit:        plain.Bold(true).Foreground(pick(lit)),
		Error:      plain.Bold(true).Foreground(pick(red)),
		Status:     plain.Foreground(pick(secondary)),
		Strong:     plain.Bold(true),
		Badge:      plain.Bold(true).Reverse(true),
		ErrorBadge: plain.Bold(true).Reverse(true).Foreground(pick(red)),
		Setting:    plain.Bold(true).Foreground(pick(lit)),
		HelpKey:    plain.Bold(true),
		HelpDesc:   plain.Foreground(pick(secondary)),
		Panel:      plain.Foreground(pick(border)),
	}
	s.Suits = [4]lipgloss.Style{s.BlackSuit, s.RedSuit, s.RedSuit, s.BlackSuit}
	if fourColour {
		s.Suits[0], s.Suits[1] = plain.Bold(true).Foreground(pick(green)), plain.Bold(true).Foreground(pick(blue))
	}
	placeholder := plain.Foreground(pick(secondary))
	if profile <= colorprofile.Ascii { // no colour to tell the example from text typed: faint, as a terminal without colour still shows
		placeholder = placeholder.Faint(true)
	}
	s.Input = textinput.Styles{
		Focused: textinput.StyleState{
			Prompt:      plain.Bold(true),
			Text:        plain,
			Placeholder: placeholder,
		},
		Cursor: textinput.CursorStyle{Blink: false}, // a steady cursor: no timer runs while the prompt waits
	}
	s.Input.Blurred = s.Input.Focused
	s.Colour = profile > colorprofile.Ascii
	s.MarkColours = [3]color.Color{pick(unplayed), pick(tried), pick(blue)}
	s.CursorColour = pick(opposite)
	for m, c := range s.MarkColours {
		s.Marks[m] = plain.Foreground(c)
	}
	s.Marks[0] = plain.Foreground(pick(faint))
	for b, sw := range bandSwatches {
		s.BandColours[b] = pick(sw)
	}
	s.pieces[0] = newPieces(s, GlyphsFor(false))
	s.pieces[1] = newPieces(s, GlyphsFor(true))
	return s
}

func (s *Styles) piecesFor(g *Glyphs) *pieces {
	if g.ASCII {
		return &s.pieces[1]
	}
	return &s.pieces[0]
}

// inColour is text in colour fg, on bg where bg is not nil: the journey
// map's half-block cells and its legend, whose colours come from Styles.
func inColour(fg, bg color.Color) lipgloss.Style {
	st := lipgloss.NewStyle().Foreground(fg)
	if bg != nil {
		st = st.Background(bg)
	}
	return st
}
