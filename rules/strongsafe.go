package rules

import "github.com/freecell/freecell/dealer"

// StrongSafeCards is SafeCards by a stronger rule, which sends more cards home
// and never costs a solution either: a card of rank r, next on its foundation,
// is safe when both cards of the other colour of rank r-1 are home (SafeCards'
// rule), or when both of rank r-2 are home and so is the other card of its own
// colour of rank r-2.
//
// Why the second case is safe: only the two cards of the other colour of rank
// r-1 can ever be built on the card; with their own suits at r-2, either could
// go home the moment it is free; and nothing could ever be built on one of
// them, the two cards of rank r-2 of the card's colour being home. So a play
// that puts one of them on the card is matched, move for move, by one that
// sends the card home now and that one home instead: its positions hold the
// same cards less some at home, and every move of the first is legal in them
// or moves a card already home.
//
// Windows' auto-play and the viewer's "safe" use SafeCards: this rule is for
// searches, whose verdicts it leaves the same and whose positions it makes fewer.
func StrongSafeCards(home [4]uint8) uint64 {
	lowRed := min(home[dealer.Diamonds], home[dealer.Hearts])
	lowBlack := min(home[dealer.Clubs], home[dealer.Spades])
	return strongCard(home[dealer.Clubs], lowRed, home[dealer.Spades], dealer.Clubs) |
		strongCard(home[dealer.Diamonds], lowBlack, home[dealer.Hearts], dealer.Diamonds) |
		strongCard(home[dealer.Hearts], lowBlack, home[dealer.Diamonds], dealer.Hearts) |
		strongCard(home[dealer.Spades], lowRed, home[dealer.Clubs], dealer.Spades)
}

// strongCard is StrongSafeCards' bit for suit s, whose foundation's top rank is
// top, when the other colour's lower foundation is at rank other and the other
// suit of its colour at rank same.
func strongCard(top, other, same uint8, s dealer.Suit) uint64 {
	safe := bit(top < uint8(dealer.King)) & (bit(top <= 1) | bit(other >= top) | bit(other+1 >= top)&bit(same+1 >= top))
	return safe << (4*uint(top) + uint(s)) // the card of rank top+1
}

// StrongSafeHome reports whether card could go on its foundation now, and
// safely by StrongSafeCards.
func (p *Position) StrongSafeHome(card dealer.Card) bool {
	return card != dealer.NoCard && StrongSafeCards(p.home)>>(card&63)&1 != 0
}
