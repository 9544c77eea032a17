// Command packatlas packs a survey's records (freecell --survey's JSON, shards
// merged in any order) of the games FIRST..LAST into the atlas freecell
// embeds (atlas.Pack's form), or with -cells a cheap survey's (--down-to)
// into a cells table (atlas.PackCells). Run by scripts/atlas.sh. With -settle,
// the records are a later solver's full surveys of deals the packed atlas
// leaves undecided, and the atlas is written again with them decided
// (atlas.Settle; scripts/settle-atlas.sh). With -million, the records are a
// cells-only survey's (--down-to 0) of deals of 32,001..1,000,000, a block or
// more at a time, taken into the million's cells table (atlas/data/million.bin,
// made when absent), each with its solver (atlas.Cells.With;
// scripts/survey-million.sh). Records may be gzipped (NAME.gz).
package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"

	"github.com/freecell/freecell/atlas"
)

func main() {
	first := flag.Int64("first", 1, "the first game the atlas holds")
	last := flag.Int64("last", 32000, "the last game it holds")
	out := flag.String("out", "atlas/data/atlas.bin", "the packed atlas to write")
	cells := flag.Bool("cells", false, "pack a cheap survey's records (--down-to) as a cells table")
	settle := flag.Bool("settle", false, "settle the undecided deals of the packed atlas -out with the records")
	undecided := flag.Bool("undecided", false, "list the deals the packed atlas -out (or the table -million) leaves undecided, and pack nothing")
	million := flag.String("million", "", "take the records into the million's cells table at this path (atlas/data/million.bin)")
	flag.Parse()
	if *undecided && *million != "" {
		listUndecidedCells(*million)
		return
	}
	if *undecided {
		listUndecided(*out)
		return
	}
	var facts []atlas.Facts
	seen := map[int64]bool{}
	for _, name := range flag.Args() {
		read, err := readRecords(name, seen)
		if err != nil {
			fail(err)
		}
		facts = append(facts, read...)
	}
	if *million != "" {
		packMillion(*million, facts)
		return
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

// readRecords reads the survey records in the file name (gzipped when it
// ends in .gz), leaving out games already seen.
func readRecords(name string, seen map[int64]bool) ([]atlas.Facts, error) {
	file, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer file.Close()
	var r io.Reader = file
	if strings.HasSuffix(name, ".gz") {
		z, err := gzip.NewReader(file)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		r = z
	}
	var facts []atlas.Facts
	scanner := bufio.NewScanner(r)
	for line := 1; scanner.Scan(); line++ {
		if len(bytes.TrimSpace(scanner.Bytes())) == 0 {
			continue // as --resume reads it
		}
		f, err := atlas.ParseJSON(scanner.Bytes())
		if err != nil {
			return nil, fmt.Errorf("%s line %d: %w", name, line, err)
		}
		if seen[f.Game] {
			continue // a game surveyed twice (a shard run again): its facts are the same
		}
		seen[f.Game] = true
		facts = append(facts, f)
	}
	if err := scanner.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return facts, nil
}

// The million's cells table: the deals past the full atlas, cells only.
const (
	millionFirst = 32001
	millionLast  = 1_000_000
)

// readMillion reads the million's cells table at path, empty when absent.
func readMillion(path string) *atlas.Cells {
	base, err := atlas.NewCells(0, millionFirst, millionLast)
	data, readErr := os.ReadFile(path)
	switch {
	case errors.Is(readErr, fs.ErrNotExist):
	case readErr != nil:
		fail(readErr)
	default:
		base, err = atlas.ReadCells(data)
	}
	if err != nil {
		fail(fmt.Errorf("%s: %w", path, err))
	}
	return base
}

// listUndecidedCells prints the games the cells table at path holds a
// record of, undecided, one a line.
func listUndecidedCells(path string) {
	table := readMillion(path)
	first, last, _ := table.Range()
	for game := first; game <= last; game++ {
		if f, ok := table.Facts(game); ok && f.Undecided() {
			fmt.Println(game)
		}
	}
}

// packMillion takes facts into the million's cells table at path.
func packMillion(path string, facts []atlas.Facts) {
	table, merged, err := readMillion(path).With(facts)
	if err != nil {
		fail(err)
	}
	out := table.Encode()
	if err := os.WriteFile(path, out, 0o644); err != nil {
		fail(err)
	}
	first, last, _ := table.Range()
	fmt.Printf("%s: %d records added, %d settled; %d of %d..%d still to survey; %d bytes\n",
		path, merged.Added, merged.Settled, len(table.Missing()), first, last, len(out))
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
