package rules

import "github.com/freecell/freecell/dealer"

// Twins are the two cards of a rank and a colour (7♥ and 7♦; 7♠ and 7♣).
// Away from the foundations a move sees only rank and colour, so two
// positions that differ by swapping twins that cannot go home have the same
// moves: complete searches treat them as one (solver's twin classes).

// Twin is the other card of c's rank and colour: the suits are numbered
// clubs, diamonds, hearts, spades, so the colours' pairs are 0 and 3, 1 and 2.
func Twin(c dealer.Card) dealer.Card { return c ^ 3 }

// FreeTwins is the set of cards (bit c for card c) whose twin pair is free:
// both cards of a rank more than one above their colour's higher foundation,
// so that neither can go home now, by a move or by auto-play (which sends
// home only a card its foundation takes next). Both cards of a pair are in
// the set or neither, and the set depends on the foundations alone.
func (p *Position) FreeTwins() uint64 { return FreeTwinsOver(p.home) }

// FreeTwinsOver is FreeTwins for foundations whose top ranks, by suit, are
// home (0 for none).
func FreeTwinsOver(home [4]uint8) uint64 {
	black := max(home[dealer.Clubs], home[dealer.Spades])
	red := max(home[dealer.Diamonds], home[dealer.Hearts])
	return cardsAbove[black+1]&blackCards | cardsAbove[red+1]&redCards
}

// cardsAbove[r] is the set of cards of rank above r (0..14).
var cardsAbove = func() (a [15]uint64) {
	for r := range a {
		if r < 13 {
			a[r] = (1<<52 - 1) &^ (1<<(4*r) - 1)
		}
	}
	return a
}()

// The cards of each colour, a bit each.
const (
	blackCards = 0x9999999999999 // clubs and spades: suits 0 and 3
	redCards   = 0x6666666666666 // diamonds and hearts: suits 1 and 2
)

// SwapCards exchanges the places of cards a and b, neither of them on a
// foundation: for searches that visit one position of a twin class and
// play its moves as another of the class would.
func (p *Position) SwapCards(a, b dealer.Card) {
	other := func(c dealer.Card) dealer.Card {
		if c == a {
			return b
		}
		if c == b {
			return a
		}
		return c
	}
	for i, c := range p.free[:p.cells] {
		p.free[i] = other(c)
	}
	for i := range p.cols {
		col := &p.cols[i]
		for j, c := range col.cards[:col.n] {
			col.cards[j] = other(c)
		}
	}
}

// WithTwins is the set of cards with their twins added: bit c^3 for each bit c.
func WithTwins(cards uint64) uint64 {
	const c, d, h, s = 0x1111111111111, 0x2222222222222, 0x4444444444444, 0x8888888888888
	return cards | (cards&c)<<3 | (cards&s)>>3 | (cards&d)<<1 | (cards&h)>>1
}
