package solver

import (
	"encoding/binary"
	"math/bits"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// key identifies a position up to the order of its columns and of its free cells,
// which do not matter to the game. It is two independent 64-bit hashes: with the
// few million positions a search keeps, a collision (which could hide a position and
// so wrongly prove a deal impossible) has a chance below 10^-25.
type key struct{ a, b uint64 }

func mix(x, seed uint64) uint64 {
	hi, lo := bits.Mul64(x^seed, 0x9E3779B97F4A7C15)
	return hi ^ lo
}

// mixB is mix with another multiplier, for the second half of a key.
func mixB(x, seed uint64) uint64 {
	hi, lo := bits.Mul64(x^seed, 0xC2B2AE3D27D4EB4F)
	return hi ^ lo
}

// keyOf hashes each column's stored bytes (its length and cards, zero-padded), and
// sums the column hashes (a sum does not depend on the order), and the same for
// the free cells; then adds a hash of the foundations. Being a sum, a key can be
// brought up to date by what a move changed (see keyAfter).
func keyOf(p *rules.Position) key { return keyRead(p, false) }

// keyRead is keyOf, or with pairs pairKeyOf.
func keyRead(p *rules.Position, pairs bool) key {
	k := foundationsHash(p)
	for i := range rules.NumColumns {
		k.add(columnRead(p.ColumnData(i), pairs))
	}
	for i := range p.FreeCellCount() {
		k.add(cellRead(p.FreeCell(i), pairs))
	}
	return k
}

// keyAfter is the key of next, reached from prev, whose key is k, by move m (or a
// dig) and the settled cards sent home after it: only the columns, free cells and
// foundations that differ are hashed again, most often the two places of m.
func keyAfter(k key, prev, next *rules.Position, m rules.Move, settled int) key {
	if settled > 0 || m.To == rules.Foundation || isDig(m) {
		return keyAfterAny(k, prev, next)
	}
	for _, pl := range [2]rules.Place{m.From, m.To} {
		if pl.IsColumn() {
			k.sub(columnHash(prev.ColumnData(int(pl))))
			k.add(columnHash(next.ColumnData(int(pl))))
		} else {
			k.sub(cellHash(prev.FreeCell(pl.Index())))
			k.add(cellHash(next.FreeCell(pl.Index())))
		}
	}
	return k
}

// keyAfterAny is keyAfter for any change made by moves: it looks for what
// differs. A column as long as before holds the same cards: a move takes cards
// from the top of one column and puts them on another, and cards go home from the
// top.
func keyAfterAny(k key, prev, next *rules.Position) key { return keyAfterRead(k, prev, next, false) }

// keyAfterRead is keyAfterAny, or with pairs pairKeyAfter.
func keyAfterRead(k key, prev, next *rules.Position, pairs bool) key {
	for i := range rules.NumColumns {
		was, is := prev.ColumnData(i), next.ColumnData(i)
		if was[0] != is[0] {
			k.sub(columnRead(was, pairs))
			k.add(columnRead(is, pairs))
		}
	}
	for i := range prev.FreeCellCount() {
		if was, is := prev.FreeCell(i), next.FreeCell(i); was != is {
			k.sub(cellRead(was, pairs))
			k.add(cellRead(is, pairs))
		}
	}
	if prev.OnFoundations() != next.OnFoundations() {
		k.sub(foundationsHash(prev))
		k.add(foundationsHash(next))
	}
	return k
}

func (k *key) add(h key) { k.a += h.a; k.b += h.b }
func (k *key) sub(h key) { k.a -= h.a; k.b -= h.b }

// columnHash is a column's share of a key, zero for an empty one. A column of up
// to seven cards fits one 64-bit word.
func columnHash(b *[rules.ColumnBytes]byte) key {
	n := b[0]
	if n == 0 {
		return key{}
	}
	w := binary.LittleEndian.Uint64(b[0:8])
	h := key{mix(w, 0x243F6A8885A308D3), mixB(w, 0x13198A2E03707344)}
	if n > 7 {
		w = binary.LittleEndian.Uint64(b[8:16])
		h = key{mix(h.a^w, 0x3BD39E10CB0EF593), mixB(h.b^w, 0xC0AC29B7C97C50DD)}
		if n > 15 {
			w = uint64(binary.LittleEndian.Uint32(b[16:20]))
			h = key{mix(h.a^w, 0x9216D5D98979FB1B), mixB(h.b^w, 0xD1310BA698DFB5AC)}
		}
	}
	return h
}

// cellHash is a free cell's share of a key, zero for an empty one.
func cellHash(c dealer.Card) key {
	if c == dealer.NoCard {
		return key{}
	}
	return key{mix(uint64(c)+1, 0xA4093822299F31D0), mix(uint64(c)+1, 0x082EFA98EC4E6C89)}
}

// foundationsHash is the foundations' share of a key.
func foundationsHash(p *rules.Position) key { return foundationsHashOf(foundationRanks(p)) }

// foundationRanks is the top rank of each suit's foundation, four bits each.
func foundationRanks(p *rules.Position) uint64 {
	var ranks uint64
	for s := range dealer.Suit(4) {
		if top := p.FoundationTop(s); top != dealer.NoCard {
			ranks |= uint64(top.Rank()) << (4 * s)
		}
	}
	return ranks
}

// foundationsHashOf is the share of foundations whose ranks are ranks.
func foundationsHashOf(ranks uint64) key {
	return key{mix(ranks, 0x452821E638D01377), mix(ranks, 0xBE5466CF34E90C6C)}
}

// keyPlay plays m, a single move, in p, whose key is k, and returns p's key
// after it: the hashes of the two places m changes (and the foundations', when
// a card goes home) taken out before and put back after.
func keyPlay(k key, p *rules.Position, m rules.Move) key {
	k.sub(placeHash(p, m.From))
	if m.To == rules.Foundation {
		k.sub(foundationsHash(p))
		p.Play(m)
		k.add(foundationsHash(p))
	} else {
		k.sub(placeHash(p, m.To))
		p.Play(m)
		k.add(placeHash(p, m.To))
	}
	k.add(placeHash(p, m.From))
	return k
}

// placeHash is a column's or a free cell's share of p's key.
func placeHash(p *rules.Position, pl rules.Place) key {
	if pl.IsColumn() {
		return columnHash(p.ColumnData(int(pl)))
	}
	return cellHash(p.FreeCell(pl.Index()))
}

// pairKeyOf is keyOf with each card of the columns and free cells read as
// its twin pair (see pairOf): positions that differ by swaps of twins, any
// twins, have one such key.
func pairKeyOf(p *rules.Position) key { return keyRead(p, true) }

// pairKeyAfter is pairKeyOf of next, reached from prev, whose pair key is
// k, by moves: keyAfterAny for pair keys.
func pairKeyAfter(k key, prev, next *rules.Position) key { return keyAfterRead(k, prev, next, true) }

// columnRead is a column's share of a key, or with pairs of a pair key.
func columnRead(b *[rules.ColumnBytes]byte, pairs bool) key {
	if pairs {
		return pairColumnHash(b)
	}
	return columnHash(b)
}

// cellRead is a free cell's share of a key, or with pairs of a pair key.
func cellRead(c dealer.Card, pairs bool) key {
	if pairs {
		c = pairCard(c)
	}
	return cellHash(c)
}

// pairColumnHash is columnHash of the column b with each card read as its
// pair, eight bytes at a time (see pairBytes); its length byte stays.
func pairColumnHash(b *[rules.ColumnBytes]byte) key {
	var read [rules.ColumnBytes]byte
	w := binary.LittleEndian.Uint64(b[0:8])
	binary.LittleEndian.PutUint64(read[0:8], w&0xff|pairBytes(w)&^0xff)
	binary.LittleEndian.PutUint64(read[8:16], pairBytes(binary.LittleEndian.Uint64(b[8:16])))
	binary.LittleEndian.PutUint32(read[16:20], uint32(pairBytes(uint64(binary.LittleEndian.Uint32(b[16:20])))))
	return columnHash(&read)
}

// pairBytes reads each byte of w, a card (or zero), as its pair: a card's
// suit, its low two bits, is 0 or 3 for a black pair (whose lower card,
// clubs, is 0) and 1 or 2 for a red one (diamonds, 1); so the pair's suit
// bit is the suit's two bits' exclusive or, and the suit's high bit goes.
func pairBytes(w uint64) uint64 {
	return w&^0x0303030303030303 | (w^w>>1)&0x0101010101010101
}

// pairCard is card c read as its pair (NoCard stays NoCard).
func pairCard(c dealer.Card) dealer.Card {
	if c == dealer.NoCard {
		return c
	}
	return dealer.Card(pairOf(c))
}
