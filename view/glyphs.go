package view

import (
	"strings"

	"charm.land/bubbles/v2/spinner"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/freecell/freecell/dealer"
)

// Glyphs is every character the screen uses that is not plain ASCII, or its ASCII
// stand-in: the one place where the program chooses between them.
type Glyphs struct {
	ASCII  bool
	Spoken bool      // cards in words, for the accessible mode: "seven of diamonds"
	Suits  [4]string // clubs, diamonds, hearts, spades
	Ten    string    // the rank of tens: "10" or "T"

	Left, Right, Up, Down     string // key names in help
	Less, More                string // round a value the arrow keys change ("← 4 →", in ASCII "< 4 >")
	Ellipsis, Dot, Dash       string // "…", the "·" between title parts, the "–" of a range
	Times, Play, Cross, Arrow string // "×" in sizes, "▶" playing, "✗" before an error, "→"
	Star                      string // around a win
	Empty                     string // an empty place in the one-line-per-card layout
	Sep                       string // between keys in the help line
	BarFull, BarEmpty         rune   // a progress bar's done and to-do parts
	// The journey map's: its overview's shades, least won first; a deal's
	// mark where colour cannot tell them (never, tried, won: the overview's
	// shades of none, tried and all won, so that a glyph means one thing on
	// the map); a block in a legend; and the upper half-block two deals
	// share a cell with.
	Shades           [5]string
	Marks            [3]string
	Block, UpperHalf string

	Border    lipgloss.Border // card outlines
	LitBorder lipgloss.Border // outlines of what a move took and left: not colour alone
	Spinner   spinner.Spinner
}

var unicodeGlyphs = Glyphs{
	Suits: [4]string{"♣", "♦", "♥", "♠"}, Ten: "10",
	Left: "←", Right: "→", Up: "↑", Down: "↓", Less: "←", More: "→",
	Ellipsis: "…", Dot: "·", Dash: "–",
	Times: "×", Play: "▶", Cross: "✗", Arrow: "→", Star: "★",
	Empty: "·", Sep: " • ", BarFull: '█', BarEmpty: '░',
	Shades: [5]string{"·", "░", "▒", "▓", "█"}, Marks: [3]string{"·", "░", "█"}, Block: "█", UpperHalf: "▀",
	Border: lipgloss.RoundedBorder(), LitBorder: lipgloss.DoubleBorder(),
	Spinner: spinner.Dot,
}

var asciiGlyphs = Glyphs{
	ASCII: true,
	Suits: [4]string{"C", "D", "H", "S"}, Ten: "T",
	Left: "left", Right: "right", Up: "up", Down: "down", Less: "<", More: ">",
	Ellipsis: "...", Dot: "|", Dash: "-", // Dot: "-" read as a minus ("classic deal - 1-32,000")
	Times: "x", Play: ">", Cross: "!", Arrow: "->", Star: "*",
	Empty: ".", Sep: " | ", BarFull: '#', BarEmpty: '.',
	Shades: [5]string{".", ":", "+", "*", "#"}, Marks: [3]string{".", ":", "#"}, Block: "#", UpperHalf: "#",
	Border: lipgloss.ASCIIBorder(),
	LitBorder: lipgloss.Border{
		Top: "=", Bottom: "=", Left: "#", Right: "#",
		TopLeft: "#", TopRight: "#", BottomLeft: "#", BottomRight: "#",
		MiddleLeft: "#", MiddleRight: "#", Middle: "=", MiddleTop: "=", MiddleBottom: "=",
	},
	Spinner: spinner.Spinner{Frames: []string{".", "o", "O", "o"}, FPS: spinner.Line.FPS}, // a pulse: spinner.Line's "|" read as the separator ("| | counting...")
}

// GlyphsFor returns the ASCII set or the Unicode one.
func GlyphsFor(ascii bool) *Glyphs {
	if ascii {
		return &asciiGlyphs
	}
	return &unicodeGlyphs
}

// Card is a card as the screen shows it: rank then suit, "10♦", "K♠"; in ASCII
// the FreeCell names "TD", "KS". NoCard is "".
func (g *Glyphs) Card(c dealer.Card) string {
	if !c.Valid() {
		return ""
	}
	if g.Spoken {
		return CardWords(c)
	}
	rank := string(c.Rank().Letter())
	if c.Rank() == 10 {
		rank = g.Ten
	}
	return rank + g.Suits[c.Suit()]
}

// UnicodeFits reports whether suit symbols and box-drawing characters measure one
// column each. Where they measure two (East Asian ambiguous width, e.g.
// RUNEWIDTH_EASTASIAN=1 or a CJK locale) the board misaligns, and the program falls
// back to ASCII.
func UnicodeFits() bool {
	s := strings.Join(unicodeGlyphs.Suits[:], "") + "╭─│├═║"
	return ansi.StringWidth(s) == 10
}
