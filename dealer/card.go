package dealer

import "fmt"

// Suit is a card suit, numbered in the order of Microsoft's starting deck.
type Suit uint8

// The suits, in the order of Microsoft's starting deck.
const (
	Clubs Suit = iota
	Diamonds
	Hearts
	Spades
)

// Letter is the suit's one-letter name: C, D, H or S.
func (s Suit) Letter() byte { return "CDHS"[s&3] }

// Red reports whether the suit is diamonds or hearts.
func (s Suit) Red() bool { return s == Diamonds || s == Hearts }

// Rank is a card rank, Ace = 1 to King = 13.
type Rank uint8

// The ranks with names.
const (
	Ace   Rank = 1
	Jack  Rank = 11
	Queen Rank = 12
	King  Rank = 13
)

// Letter is the rank's one-character name: A 2..9 T J Q K.
func (r Rank) Letter() byte { return "?A23456789TJQK"[r%14] }

// Card is one of the 52 cards. Its value is its index in Microsoft's starting
// deck (AC AD AH AS 2C … KS), which makes dealing a plain array copy.
type Card uint8

// NoCard marks an empty place (a free cell or foundation with nothing on it).
const NoCard Card = 0xFF

// NewCard returns the card of rank r (1..13) and suit s.
func NewCard(r Rank, s Suit) Card { return Card((r-1)*4) + Card(s) }

// Rank returns the card's rank.
func (c Card) Rank() Rank { return Rank(c/4 + 1) }

// Suit returns the card's suit.
func (c Card) Suit() Suit { return Suit(c % 4) }

// Valid reports whether c is one of the 52 cards (NoCard is not).
func (c Card) Valid() bool { return c < 52 }

// String returns the two-character name used by FreeCell tools: "AC", "TD", "KS".
func (c Card) String() string {
	if !c.Valid() {
		return "--"
	}
	return cardNames[c]
}

var cardNames = func() (names [52]string) {
	for c := range Card(52) {
		names[c] = string([]byte{c.Rank().Letter(), c.Suit().Letter()})
	}
	return names
}()

// ParseCard reads a two-character card name such as "TD" or "ah" (case-insensitive;
// "10D" is accepted for ten).
func ParseCard(s string) (Card, error) {
	name := s
	if len(name) == 3 && name[:2] == "10" {
		name = "T" + name[2:]
	}
	if len(name) == 2 {
		rank := indexFold("A23456789TJQK", name[0])
		suit := indexFold("CDHS", name[1])
		if rank >= 0 && suit >= 0 {
			return NewCard(Rank(rank+1), Suit(suit)), nil
		}
	}
	return NoCard, fmt.Errorf("%q is not a card (expected a rank A 2-9 T J Q K and a suit C D H S, like 7D)", s)
}

func indexFold(set string, b byte) int {
	if 'a' <= b && b <= 'z' {
		b -= 'a' - 'A'
	}
	for i := range len(set) {
		if set[i] == b {
			return i
		}
	}
	return -1
}
