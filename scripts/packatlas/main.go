// Command packatlas packs a survey's records (freecell --survey's JSON, shards
// merged in any order) of the games FIRST..LAST into the atlas freecell
// embeds (atlas.Pack's form), or with -cells a cheap survey's (--down-to)
// into a cells table (atlas.PackCells). Run by scripts/atlas.sh. With -settle,
// the records are a later solver's full surveys of deals the packed atlas
// leaves undecided, and the atlas is written again with them decided
// (atlas.Settle; scripts/settle-atlas.sh).
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"os"

	"github.com/freecell/freecell/atlas"
)

func main() {
	first := flag.Int64("first", 1, "the first game the atlas holds")
	last := flag.Int64("last", 32000, "the last game it holds")
	out := flag.String("out", "atlas/data/atlas.bin", "the packed atlas to write")
	cells := flag.Bool("cells", false, "pack a cheap survey's records (--down-to) as a cells table")
	settle := flag.Bool("settle", false, "settle the undecided deals of the packed atlas -out with the records")
	undecided := flag.Bool("undecided", false, "list the deals the packed atlas -out leaves undecided, and pack nothing")
	flag.Parse()
	if *undecided {
		listUndecided(*out)
		return
	}
	var facts []atlas.Facts
	seen := map[int64]bool{}
	for _, name := range flag.Args() {
		file, err := os.Open(name)
		if err != nil {
			fail(err)
		}
		scanner := bufio.NewScanner(file)
		for line := 1; scanner.Scan(); line++ {
			if len(bytes.TrimSpace(scanner.Bytes())) == 0 {
				continue // as --resume reads it
			}
			f, err := atlas.ParseJSON(scanner.Bytes())
			if err != nil {
				fail(fmt.Errorf("%s line %d: %w", name, line, err))
			}
			if seen[f.Game] {
				continue // a game surveyed twice (a shard run again): its facts are the same
			}
			seen[f.Game] = true
			facts = append(facts, f)
		}
		if err := scanner.Err(); err != nil {
			fail(err)
		}
		file.Close()
	}
	if *settle {
		settleAtlas(*out, facts)
		return
	}
	pack := atlas.Pack
	if *cells {
		pack = atlas.PackCells
	}
	data, err := pack(facts, *first, *last)
	if err != nil {
		fail(err)
	}
	if err := os.WriteFile(*out, data, 0o644); err != nil {
		fail(err)
	}
	fmt.Printf("%s: games %d to %d, %d bytes\n", *out, *first, *last, len(data))
}

// listUndecided prints the games the packed atlas at path leaves undecided,
// one a line.
func listUndecided(path string) {
	base := readPacked(path)
	first, last := base.Range()
	for game := first; game <= last; game++ {
		if f, _ := base.Facts(game); f.Undecided() {
			fmt.Println(game)
		}
	}
}

func readPacked(path string) *atlas.Packed {
	data, err := os.ReadFile(path)
	if err != nil {
		fail(err)
	}
	p, err := atlas.ReadPacked(data)
	if err != nil {
		fail(fmt.Errorf("%s: %w", path, err))
	}
	return p
}

// settleAtlas writes the packed atlas at path again with its undecided deals
// that facts decide settled.
func settleAtlas(path string, facts []atlas.Facts) {
	out, settled, err := atlas.Settle(readPacked(path), facts)
	if err != nil {
		fail(err)
	}
	if err := os.WriteFile(path, out, 0o644); err != nil {
		fail(err)
	}
	fmt.Printf("%s: %d undecided deals settled, %d bytes\n", path, settled, len(out))
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "packatlas:", err)
	os.Exit(1)
}
