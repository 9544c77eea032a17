package rules

import (
	"math/bits"

	"github.com/freecell/freecell/dealer"
)

// Packed is a position in 32 bytes, written against the position its play
// started from (the origin, see Packer), for searches that keep millions of
// positions to come back to. It relies on how columns change in play: a card
// leaves a column only from the top, and comes onto one only as the next of a
// run (the other colour, one rank lower) or into an empty column. So a column
// is the cards of the origin's column that were never moved, at its bottom,
// then a run built down on them (or on a card put into it empty), where each
// card is one of the two of the other colour a rank below, told apart by a
// bit. The foundations are what is in no column and no free cell.
//
// The bits, from the first word's lowest: each free cell's card (6 bits, 63
// for none); then each column's bottom card (6 bits, 63 for an empty column
// and nothing more of it), how many cards of the origin's column it holds
// from there when its bottom card is that column's (5 bits, less one), the
// length of the run on them (4 bits), and a bit for each card of the run.
// Eight columns and eight free cells take at most 8×15 + 52 + 8×6 = 220 bits.
type Packed [4]uint64

// Packer packs positions reached from one origin, and unpacks them.
type Packer struct {
	origin Position
	column [52]int8 // the origin's column whose bottom card each card is, or -1
}

// The widths of the fields of a packed position.
const (
	packCardBits  = 6
	packNone      = 1<<packCardBits - 1
	packPrefixBit = 5
	packRunBits   = 4
)

// NewPacker is a packer for the positions reached from origin.
func NewPacker(origin *Position) *Packer {
	k := &Packer{origin: *origin}
	for i := range k.column {
		k.column[i] = -1
	}
	for i := range NumColumns {
		if col := origin.Column(i); len(col) > 0 {
			k.column[col[0]] = int8(i)
		}
	}
	return k
}

// Pack packs p, reached from the packer's origin. It reports false for a
// position that could not have been: a column that is not the origin's cards
// under a run, or another count of free cells.
func (k *Packer) Pack(p *Position) (Packed, bool) {
	var w packWriter
	if p.cells != k.origin.cells {
		return Packed{}, false
	}
	for i := range int(p.cells) {
		if c := p.free[i]; c == dealer.NoCard {
			w.put(packNone, packCardBits)
		} else {
			w.put(uint64(c), packCardBits)
		}
	}
	for i := range NumColumns {
		if !k.packColumn(&w, p.Column(i)) {
			return Packed{}, false
		}
	}
	return w.out, true
}

// packColumn writes col: its bottom card, the origin's cards on it, its run.
func (k *Packer) packColumn(w *packWriter, col []dealer.Card) bool {
	if len(col) == 0 {
		w.put(packNone, packCardBits)
		return true
	}
	w.put(uint64(col[0]), packCardBits)
	n := 1
	if j := k.column[col[0]]; j >= 0 {
		origin := k.origin.Column(int(j))
		for n < len(col) && n < len(origin) && col[n] == origin[n] {
			n++
		}
		w.put(uint64(n-1), packPrefixBit)
	}
	run := len(col) - n
	if run >= 1<<packRunBits {
		return false
	}
	w.put(uint64(run), packRunBits)
	for i := n; i < len(col); i++ {
		bit, ok := runBit(col[i-1], col[i])
		if !ok {
			return false
		}
		w.put(bit, 1)
	}
	return true
}

// Unpack is the position pk packs. It reports false for bits no position
// packs to: a card twice, a run past an ace, foundations with a gap.
func (k *Packer) Unpack(pk Packed) (Position, bool) {
	r := packReader{in: pk}
	p := Position{cells: k.origin.cells}
	for i := range p.free {
		p.free[i] = dealer.NoCard
	}
	var seen uint64
	place := func(c dealer.Card) bool {
		if !c.Valid() || seen>>c&1 != 0 {
			return false
		}
		seen |= 1 << c
		return true
	}
	for i := range int(p.cells) {
		if c := r.get(packCardBits); c != packNone {
			if !place(dealer.Card(c)) {
				return Position{}, false
			}
			p.free[i] = dealer.Card(c)
		}
	}
	for i := range NumColumns {
		if !k.unpackColumn(&r, &p.cols[i], place) {
			return Position{}, false
		}
	}
	return p, !r.over && p.homeFrom(seen)
}

// unpackColumn reads a column written by packColumn into col.
func (k *Packer) unpackColumn(r *packReader, col *pile, place func(dealer.Card) bool) bool {
	c := dealer.Card(r.get(packCardBits))
	if c == packNone {
		return true
	}
	if !c.Valid() {
		return false
	}
	cards := []dealer.Card{c}
	if j := k.column[c]; j >= 0 {
		origin := k.origin.Column(int(j))
		n := int(r.get(packPrefixBit)) + 1
		if n > len(origin) {
			return false
		}
		cards = origin[:n]
	}
	run := int(r.get(packRunBits))
	if len(cards)+run > maxPile {
		return false
	}
	col.n = uint8(copy(col.cards[:], cards))
	for range run {
		next, ok := runCard(col.top(), r.get(1))
		if !ok {
			return false
		}
		col.cards[col.n] = next
		col.n++
	}
	for _, c := range col.cards[:col.n] {
		if !place(c) {
			return false
		}
	}
	return true
}

// homeFrom sets the foundations to the cards not in seen, the cards in the
// columns and free cells, and reports whether they are each suit's lowest.
func (p *Position) homeFrom(seen uint64) bool {
	const clubs = 0x1111111111111 // a bit for each rank of a suit: the clubs'
	for s := range dealer.Suit(4) {
		suit := uint64(clubs) << s
		home := 13 - bits.OnesCount64(seen&suit)
		if seen&suit != suit&^(1<<(4*home)-1) {
			return false
		}
		p.home[s] = uint8(home)
	}
	return true
}

// runBit is the bit that tells on from the other card that could lie on
// under in a run: 0 for the lower suit of the other colour.
func runBit(under, on dealer.Card) (uint64, bool) {
	if on.Rank()+1 != under.Rank() || on.Suit().Red() == under.Suit().Red() {
		return 0, false
	}
	if on.Suit() > otherSuits(under)[0] {
		return 1, true
	}
	return 0, true
}

// runCard is the card a run puts on under, by bit.
func runCard(under dealer.Card, bit uint64) (dealer.Card, bool) {
	if under.Rank() == dealer.Ace {
		return dealer.NoCard, false
	}
	return dealer.NewCard(under.Rank()-1, otherSuits(under)[bit]), true
}

// otherSuits are the two suits of the other colour than c's, lower first.
func otherSuits(c dealer.Card) [2]dealer.Suit {
	if c.Suit().Red() {
		return [2]dealer.Suit{dealer.Clubs, dealer.Spades}
	}
	return [2]dealer.Suit{dealer.Diamonds, dealer.Hearts}
}

// packWriter writes fields of bits into a Packed, lowest first.
type packWriter struct {
	out Packed
	at  uint
}

func (w *packWriter) put(v uint64, bits uint) {
	word, off := w.at/64, w.at%64
	w.out[word] |= v << off
	if off+bits > 64 {
		w.out[word+1] |= v >> (64 - off)
	}
	w.at += bits
}

// packReader reads the fields packWriter wrote; past the end it reads
// zeros and notes that it is over.
type packReader struct {
	in   Packed
	at   uint
	over bool
}

func (r *packReader) get(bits uint) uint64 {
	if r.at+bits > 64*uint(len(r.in)) {
		r.over = true
		return 0
	}
	word, off := r.at/64, r.at%64
	v := r.in[word] >> off
	if off+bits > 64 {
		v |= r.in[word+1] << (64 - off)
	}
	r.at += bits
	return v & (1<<bits - 1)
}
