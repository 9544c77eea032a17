// Command atlaslengths measures again the length (the default mode's solution,
// in player moves) of every deal of a packed atlas, with today's solver, and
// writes the atlas back with those lengths and its other facts as they were:
// a survey costs hours a thousand deals where the length takes some 50 ms a
// deal. Run it when the default mode's solutions change (solver.Version), so
// that the length the viewer shows while browsing is the solution s shows.
//
// Usage: go run ./scripts/atlaslengths [-in FILE] [-out FILE]
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"runtime"
	"sync"

	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
)

func main() {
	in := flag.String("in", "atlas/data/atlas.bin", "the packed atlas to read")
	out := flag.String("out", "atlas/data/atlas.bin", "the packed atlas to write")
	flag.Parse()
	data, err := os.ReadFile(*in)
	if err != nil {
		fail(err)
	}
	packed, err := atlas.ReadPacked(data)
	if err != nil {
		fail(err)
	}
	first, last := packed.Range()
	facts := make([]atlas.Facts, last-first+1)
	games := make(chan int64)
	var wg sync.WaitGroup
	for range runtime.NumCPU() {
		wg.Go(func() {
			for game := range games {
				facts[game-first] = measured(packed, game)
			}
		})
	}
	for game := first; game <= last; game++ {
		games <- game
		if game%1000 == 0 {
			fmt.Fprintf(os.Stderr, "\ratlaslengths: %d of %d", game-first+1, last-first+1)
		}
	}
	close(games)
	wg.Wait()
	fmt.Fprintln(os.Stderr)
	repacked, err := atlas.Pack(facts, first, last)
	if err == nil {
		err = os.WriteFile(*out, repacked, 0o644)
	}
	if err != nil {
		fail(err)
	}
}

// measured is game's facts with its length measured again, with the free
// cells it was measured with (none: it was not, as in a cheap survey).
func measured(packed *atlas.Packed, game int64) atlas.Facts {
	f, _ := packed.Facts(game)
	if f.MovesCells == 0 {
		return f
	}
	layout, err := dealer.Deal(game)
	if err != nil {
		fail(err)
	}
	r := solver.Solve(context.Background(), rules.NewPositionWith(&layout, f.MovesCells), solver.Options{Mode: solver.Short})
	f.PlayerMoves = 0
	if r.Status == solver.Solved {
		f.PlayerMoves = rules.PlayerMoves(r.Moves)
	}
	return f
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "atlaslengths:", err)
	os.Exit(1)
}
