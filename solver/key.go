package solver

import (
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

// keyOf hashes each column as a sequence, then sums the column hashes (a sum does not
// depend on the order), and does the same for the free cells.
func keyOf(p *rules.Position) key {
	var k key
	for i := range rules.NumColumns {
		col := p.Column(i)
		if len(col) == 0 {
			continue
		}
		ha, hb := uint64(len(col)), uint64(len(col))<<32
		for _, c := range col {
			ha = ha*0x100000001B3 + uint64(c) + 1
			hb = bits.RotateLeft64(hb, 7)*0xC2B2AE3D27D4EB4F + uint64(c) + 1
		}
		k.a += mix(ha, 0x243F6A8885A308D3)
		k.b += mix(hb, 0x13198A2E03707344)
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
