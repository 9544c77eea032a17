package view

import "github.com/freecell/freecell/dealer"

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
