// Command atlasfigures prints what docs/atlas.md shows of the shipped atlas: the
// fewest free cells and the difficulty over its range, as counts and text
// histograms, and, given a survey's records (freecell --survey's JSON), what
// the survey cost a deal by the fewest cells the deal needs.
//
//	go run ./scripts/atlasfigures [SURVEY.json...]
package main

import (
	"bufio"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/freecell/freecell/atlas"
)

func main() {
	first, last := atlas.Shipped()
	fmt.Printf("the shipped atlas: deals %d..%d\n\n", first, last)
	var cells [10]int // 0..8, then not known
	var scores [11]int
	var bands [atlas.Unrated + 1]int
	for game := first; game <= last; game++ {
		f, _ := atlas.Lookup(game)
		switch {
		case f.Known:
			cells[min(f.Fewest, 8)]++
		default:
			cells[9]++
		}
		bands[f.Band]++
		if f.Difficulty >= 0 {
			scores[min(f.Difficulty/10, 10)]++
		}
	}
	fmt.Println("fewest free cells:")
	var rows [][2]string
	var counts []int
	for n, c := range cells {
		name := fmt.Sprint(n)
		if n == 9 {
			name = "not known"
		}
		if c > 0 {
			rows, counts = append(rows, [2]string{name, ""}), append(counts, c)
		}
	}
	histogram(rows, counts)
	fmt.Println("\ndifficulty (by tens) and the band of each ten:")
	rows, counts = nil, nil
	for tens, c := range scores {
		rows = append(rows, [2]string{fmt.Sprintf("%2d-%-3d", tens*10, tens*10+9), bandOfScore(tens)})
		counts = append(counts, c)
	}
	histogram(rows, counts)
	fmt.Println()
	for b, c := range bands {
		if c > 0 {
			fmt.Printf("%-10s %6d\n", atlas.Band(b), c)
		}
	}
	for _, name := range os.Args[1:] {
		cost(name)
	}
}

// bandOfScore is the band a score's tens fall in (20 a free cell).
func bandOfScore(tens int) string {
	switch {
	case tens < 4:
		return "easy"
	case tens < 6:
		return "medium"
	case tens < 8:
		return "hard"
	case tens < 10:
		return "expert"
	}
	return "needs 5+"
}

// histogram prints a bar a row, the longest 50 wide.
func histogram(rows [][2]string, counts []int) {
	most := max(1, slices.Max(counts))
	for i, row := range rows {
		bar := strings.Repeat("█", (counts[i]*50+most-1)/most)
		fmt.Printf("  %-9s %6d %s %s\n", row[0], counts[i], bar, row[1])
	}
}

// cost prints a survey's time a deal by the fewest cells.
func cost(name string) {
	file, err := os.Open(name)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer file.Close()
	times := map[string][]float64{}
	scanner := bufio.NewScanner(file)
	for scanner.Scan() {
		f, err := atlas.ParseJSON(scanner.Bytes())
		if err != nil {
			continue
		}
		key := fmt.Sprint(f.Fewest)
		if !f.Known {
			key = "not known"
		}
		times[key] = append(times[key], f.Millis)
		times["all"] = append(times["all"], f.Millis)
	}
	fmt.Printf("\n%s: survey time a deal by fewest free cells\n", name)
	fmt.Printf("  %-9s %6s %10s %10s %10s %8s\n", "cells", "deals", "mean ms", "median ms", "max s", "hours")
	keys := make([]string, 0, len(times))
	for k := range times {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		t := times[k]
		slices.Sort(t)
		sum := 0.0
		for _, v := range t {
			sum += v
		}
		fmt.Printf("  %-9s %6d %10.1f %10.1f %10.1f %8.2f\n", k, len(t), sum/float64(len(t)), t[len(t)/2], t[len(t)-1]/1000, sum/3.6e6)
	}
}
