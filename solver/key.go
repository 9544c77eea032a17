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

// keyOf hashes each column's stored bytes (its length and cards, zero-padded), then
// sums the column hashes (a sum does not depend on the order), and does the same
// for the free cells. A column of up to seven cards fits one 64-bit word.
func keyOf(p *rules.Position) key {
	var k key
	for i := range rules.NumColumns {
		b := p.ColumnData(i)
		n := b[0]
		if n == 0 {
			continue
		}
		ha := mix(binary.LittleEndian.Uint64(b[0:8]), 0x243F6A8885A308D3)
		hb := mixB(binary.LittleEndian.Uint64(b[0:8]), 0x13198A2E03707344)
		if n > 7 {
			w := binary.LittleEndian.Uint64(b[8:16])
			ha = mix(ha^w, 0x3BD39E10CB0EF593)
			hb = mixB(hb^w, 0xC0AC29B7C97C50DD)
			if n > 15 {
				w = uint64(binary.LittleEndian.Uint32(b[16:20]))
				ha = mix(ha^w, 0x9216D5D98979FB1B)
				hb = mixB(hb^w, 0xD1310BA698DFB5AC)
			}
		}
		k.a += ha
		k.b += hb
	}
	for i := range rules.NumFreeCells {
		if c := p.FreeCell(i); c != dealer.NoCard {
			k.a += mix(uint64(c)+1, 0xA4093822299F31D0)
			k.b += mix(uint64(c)+1, 0x082EFA98EC4E6C89)
		}
	}
	var found uint64
	for s := range dealer.Suit(4) {
		if top := p.FoundationTop(s); top != dealer.NoCard {
			found |= uint64(top.Rank()) << (4 * s)
		}
	}
	k.a ^= mix(found, 0x452821E638D01377)
	k.b ^= mix(found, 0xBE5466CF34E90C6C)
	return k
}
