package atlas

import (
	_ "embed"
	"sync"
)

// packedAtlas is the atlas freecell ships: the facts of the deals
// scripts/atlas.sh surveyed, packed.
//
//go:embed data/atlas.bin
var packedAtlas []byte

var shipped = sync.OnceValue(func() *Packed {
	p, err := ReadPacked(packedAtlas)
	if err != nil { // the build's own data: TestShippedAtlas reads it
		return nil
	}
	return p
})

// Lookup is the facts of game in the atlas freecell ships, and whether it
// holds the game.
func Lookup(game int64) (Facts, bool) { return shipped().Facts(game) }

// Shipped is the first and last games of the atlas freecell ships.
func Shipped() (first, last int64) {
	if p := shipped(); p != nil {
		return p.Range()
	}
	return 0, -1
}
