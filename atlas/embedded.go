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

// packedCells is the cheap survey freecell ships of a longer range: whether
// three free cells suffice (scripts/atlas.sh).
//
//go:embed data/cells3.bin
var packedCells []byte

var shippedCells = sync.OnceValue(func() *Cells {
	c, err := ReadCells(packedCells)
	if err != nil { // the build's own data: TestShippedAtlas reads it
		return nil
	}
	return c
})

// Lookup is the facts of game in the atlas freecell ships, and whether it
// holds the game: all of them for the deals surveyed in full, else whether
// three free cells suffice.
func Lookup(game int64) (Facts, bool) {
	if f, ok := shipped().Facts(game); ok {
		return f, true
	}
	return shippedCells().Facts(game)
}

// Shipped is the first and last games of the atlas freecell ships.
func Shipped() (first, last int64) {
	if p := shipped(); p != nil {
		return p.Range()
	}
	return 0, -1
}
