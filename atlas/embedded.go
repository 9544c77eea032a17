package atlas

import (
	"embed"
	"sync"
)

// shippedData is the atlas freecell ships, packed: data/atlas.bin, the facts
// of the deals scripts/atlas.sh surveyed in full; data/cells3.bin, a cheap
// survey of 1..1,000,000, whether three free cells suffice; and
// data/million.bin, the cells-only survey of the deals past the full atlas to
// 1,000,000, each deal's fewest free cells, filled a block of 10,000 at a
// time as scripts/survey-million.sh surveys them. Embedded as files, not by
// name, so that the build (and scripts/packatlas, which makes them) goes on
// without one.
//
//go:embed data/*.bin
var shippedData embed.FS

// shippedFile reads the shipped file name with read; nil when it is absent
// or damaged (the build's own data: TestShippedAtlas and TestShippedMillion
// read them).
func shippedFile[T any](name string, read func([]byte) (*T, error)) func() *T {
	return sync.OnceValue(func() *T {
		data, err := shippedData.ReadFile("data/" + name)
		if err != nil {
			return nil
		}
		v, err := read(data)
		if err != nil {
			return nil
		}
		return v
	})
}

var (
	shipped        = shippedFile("atlas.bin", ReadPacked)
	shippedCells   = shippedFile("cells3.bin", ReadCells)
	shippedMillion = shippedFile("million.bin", ReadCells)
)

// Lookup is the facts of game in the atlas freecell ships, and whether it
// holds the game: all of them for the deals surveyed in full, else the
// fewest free cells where the million's survey has reached it, else whether
// three free cells suffice.
func Lookup(game int64) (Facts, bool) {
	if f, ok := shipped().Facts(game); ok {
		return f, true
	}
	if f, ok := shippedMillion().Facts(game); ok {
		return f, true
	}
	return shippedCells().Facts(game)
}

// Million is the million's cells table as shipped (nil if absent or damaged).
func Million() *Cells { return shippedMillion() }

// Shipped is the first and last games of the atlas freecell ships.
func Shipped() (first, last int64) {
	if p := shipped(); p != nil {
		return p.Range()
	}
	return 0, -1
}
