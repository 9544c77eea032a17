package view

import (
	"strings"

	"github.com/charmbracelet/x/ansi"
	"github.com/freecell/freecell/dealer"
)

// CardText is the one place a card becomes display text: rank then suit, "10♦",
// "K♠"; in ASCII mode the FreeCell names "TD", "KS".
func CardText(c dealer.Card, ascii bool) string {
	if !c.Valid() {
		return ""
	}
	if ascii {
		return c.String()
	}
	rank := string(c.Rank().Letter())
	if c.Rank() == 10 {
		rank = "10"
	}
	return rank + suitGlyphs[c.Suit()]
}

var suitGlyphs = [4]string{"♣", "♦", "♥", "♠"}

// UnicodeFits reports whether suit symbols and box-drawing characters measure one
// column each. Where they measure two (East Asian ambiguous width, e.g.
// RUNEWIDTH_EASTASIAN=1 or a CJK locale) the board misaligns, and the program falls
// back to ASCII.
func UnicodeFits() bool {
	return ansi.StringWidth(strings.Join(suitGlyphs[:], "")+"╭─│├") == 8
}
