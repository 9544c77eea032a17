// Command packatlas packs a survey's records (freecell --survey's JSON, shards
// merged in any order) of the games FIRST..LAST into the atlas freecell
// embeds (atlas.Pack's form), or with -cells a cheap survey's (--down-to)
// into a cells table (atlas.PackCells). Run by scripts/atlas.sh.
package main

import (
	"bufio"
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
	flag.Parse()
	var facts []atlas.Facts
	seen := map[int64]bool{}
	for _, name := range flag.Args() {
		file, err := os.Open(name)
		if err != nil {
			fail(err)
		}
		scanner := bufio.NewScanner(file)
		for line := 1; scanner.Scan(); line++ {
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

func fail(err error) {
	fmt.Fprintln(os.Stderr, "packatlas:", err)
	os.Exit(1)
}
