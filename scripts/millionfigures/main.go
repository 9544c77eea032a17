// Command millionfigures prints what docs/atlas.md shows of the million: the
// deals of 1..1,000,000 whose fewest free cells the shipped atlas knows (the
// full atlas, then the million's cells table as far as its survey has
// reached), counted by fewest cells; the counts published elsewhere beside
// ours, range by range, once a range is surveyed whole; the deals left
// undecided; and the survey's cost (atlas/million's tables). With -impossible,
// the deals a published list says four cells cannot win are compared with
// ours, deal by deal.
//
//	go run ./scripts/millionfigures [-impossible ../shared/data/impossible-deals-4fc.txt]
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/freecell/freecell/atlas"
)

const last = 1_000_000

// published is a count published by others of the deals of first..last
// that cells free cells win (or, with !solvable, cannot).
type published struct {
	first, last int64
	cells       int
	solvable    bool
	want        int
	who         string
}

var counts = []published{
	{1, last, 0, true, 2_174, "the published list"},
	// 138026, the one deal of the million Pringle's three-cell scan left
	// intractable (his list of them, Int3.txt), is impossible by two engines
	// here (docs/atlas.md): the published 6,398 and it.
	{1, last, 3, false, 6_399, "Pringle and Fish (6,398, and 138026 left intractable, impossible here)"},
	{32_001, 50_000, 2, true, 14_302, "Fish"},
	{32_001, 50_000, 2, false, 3_698, "Fish"},
	{50_001, 100_000, 2, true, 39_775, "Fish"},
	{50_001, 100_000, 2, false, 10_225, "Fish"},
	{100_001, 400_000, 2, true, 238_415, "Fish"},
	{100_001, 400_000, 2, false, 61_585, "Fish (61,584, and 384243 left intractable, later impossible)"},
}

func main() {
	impossible := flag.String("impossible", "", "a list of the deals four cells cannot win, one a line")
	flag.Parse()
	fewest := make([]int8, last+1) // -1: not known (yet)
	between := map[int64][2]int{}  // the undecided: their fewest lies between
	var byCells [10]int
	known := 0
	var undecided []int64
	for game := int64(1); game <= last; game++ {
		fewest[game] = -1
		f, ok := atlas.Lookup(game)
		switch {
		case !ok || f.Cheap && f.DownTo > 0:
		case f.Known:
			fewest[game] = int8(min(f.Fewest, 9))
			byCells[min(f.Fewest, 9)]++
			known++
		default:
			undecided = append(undecided, game)
			between[game] = [2]int{f.AtLeast, f.AtMost}
		}
	}
	fmt.Printf("deals of 1..1,000,000 whose fewest free cells are known: %d; undecided: %d\n", known, len(undecided))
	for n, c := range byCells {
		if c > 0 {
			fmt.Printf("  %d cells  %7d  %5.2f%%  %s\n", n, c, 100*float64(c)/float64(known), strings.Repeat("#", (c*60+known-1)/known))
		}
	}
	for _, game := range undecided {
		f, _ := atlas.Lookup(game)
		fmt.Printf("  undecided: %d needs %d to %d cells\n", game, f.AtLeast, f.AtMost)
	}
	fmt.Println("\ncounts published, beside ours (a deal undecided counts where its range says; a range not yet surveyed whole is marked):")
	for _, p := range counts {
		ours, missing, open := 0, 0, 0
		for game := p.first; game <= p.last; game++ {
			lo, hi := int(fewest[game]), int(fewest[game])
			if r, ok := between[game]; ok {
				lo, hi = r[0], r[1]
			}
			switch {
			case fewest[game] < 0 && between[game] == [2]int{}:
				missing++
			case hi <= p.cells: // solvable with them
				ours += b2i(p.solvable)
			case lo > p.cells:
				ours += b2i(!p.solvable)
			default:
				open++
			}
		}
		what := fmt.Sprintf("impossible with %d cells", p.cells)
		if p.solvable {
			what = fmt.Sprintf("solvable with %d cells", p.cells)
		}
		mark := "agrees"
		switch {
		case missing > 0:
			mark = fmt.Sprintf("(%d deals still to survey, %d undecided)", missing, open)
		case open > 0 && ours <= p.want && ours+open >= p.want:
			mark = fmt.Sprintf("agrees if %d of the %d undecided are", p.want-ours, open)
		case ours != p.want:
			mark = "DIFFERS: settle it"
		}
		fmt.Printf("  %d..%d %s: ours %d, %s %d %s\n", p.first, p.last, what, ours, p.who, p.want, mark)
	}
	if *impossible != "" {
		compareImpossible(*impossible, fewest)
	}
	cost()
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// compareImpossible compares the list at path of deals four cells cannot
// win with the deals we find need five or more, over those surveyed.
func compareImpossible(path string, fewest []int8) {
	listed := map[int64]bool{}
	file, err := os.Open(path)
	if err != nil {
		fail(err)
	}
	defer file.Close()
	for s := bufio.NewScanner(file); s.Scan(); {
		if game, err := strconv.ParseInt(strings.TrimSpace(s.Text()), 10, 64); err == nil && game <= last {
			listed[game] = true
		}
	}
	agree, differ := 0, 0
	for game := int64(1); game <= last; game++ {
		if fewest[game] < 0 {
			continue
		}
		if ours := fewest[game] >= 5; ours != listed[game] {
			differ++
			fmt.Printf("  %d: the list says impossible with four cells %v, we say fewest %d\n", game, listed[game], fewest[game])
		} else if ours {
			agree++
		}
	}
	fmt.Printf("\nimpossible with four cells, over the deals surveyed: %d on both lists, %d differ\n", agree, differ)
}

// cost prints the survey's cost from atlas/million's tables: the CPU a deal
// by fewest cells, and the whole.
func cost() {
	rows := readTSV("atlas/million/cost-by-cells.tsv")
	deals, seconds := map[string]int{}, map[string]float64{}
	blocks := map[string]bool{}
	allDeals, allSeconds := 0, 0.0
	for _, r := range rows {
		n, _ := strconv.Atoi(r[2])
		s, _ := strconv.ParseFloat(r[3], 64)
		deals[r[1]] += n
		seconds[r[1]] += s
		allDeals += n
		allSeconds += s
		blocks[r[0]] = true
	}
	fmt.Printf("\nthe survey's cost (its records' times, one core), %d blocks, %d deals: %.2f core-hours, %.1f ms a deal\n",
		len(blocks), allDeals, allSeconds/3600, 1000*allSeconds/float64(max(allDeals, 1)))
	for _, k := range []string{"0", "1", "2", "3", "4", "5", "null"} {
		if deals[k] > 0 {
			fmt.Printf("  fewest %-4s %7d deals  %6.1f ms a deal  %5.1f%% of the time\n", k, deals[k], 1000*seconds[k]/float64(deals[k]), 100*seconds[k]/allSeconds)
		}
	}
}

// readTSV reads a table's rows after its header.
func readTSV(path string) [][]string {
	data, err := os.ReadFile(path)
	if err != nil {
		fail(err)
	}
	var rows [][]string
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if fields := strings.Split(line, "\t"); i > 0 && len(fields) >= 4 {
			rows = append(rows, fields)
		}
	}
	return rows
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "millionfigures:", err)
	os.Exit(1)
}
