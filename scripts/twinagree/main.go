// Command twinagree holds the twin classes' verdicts to the shipped atlas
// (scripts/twin-agreement.sh runs it): it reads the lines solver's
// TestTwinVerdictsScript wrote (GAME CELLS VERDICT CLASSES MS) and says, by
// free-cell count, how many verdicts agree with the atlas's fewest free
// cells, how many the atlas does not decide, how many the twin classes left
// undecided, and every one that disagrees (a deal called impossible that a
// count of cells the atlas proved solvable solves, or the reverse), then
// what the verdicts cost. With -first-undecided it prints instead the deals
// the atlas's first survey left undecided (settled since, or still not),
// one a line.
//
// Usage: go run ./scripts/twinagree [-first-undecided] [VERDICTS]
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"slices"

	"github.com/freecell/freecell/atlas"
)

func main() {
	listFirst := flag.Bool("first-undecided", false, "print the deals the first survey left undecided")
	flag.Parse()
	if *listFirst {
		for _, g := range firstUndecided() {
			fmt.Println(g)
		}
		return
	}
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: twinagree [-first-undecided] VERDICTS")
		os.Exit(2)
	}
	f, err := os.Open(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, "twinagree:", err)
		os.Exit(1)
	}
	defer f.Close()
	if bad := compare(bufio.NewScanner(f)); bad > 0 {
		os.Exit(1)
	}
}

// firstUndecided is the deals of the shipped atlas that its first survey
// left undecided: still undecided, or settled by a later solver.
func firstUndecided() []int64 {
	first, last := atlas.Shipped()
	base, _ := atlas.Lookup(first)
	var games []int64
	for g := first; g <= last; g++ {
		if f, ok := atlas.Lookup(g); ok && (f.Undecided() || f.Solver != base.Solver) {
			games = append(games, g)
		}
	}
	return games
}

// tally is what the verdicts with one count of cells came to.
type tally struct {
	agree, atlasOpen, twinOpen, disagree int
	proofs                               int // of those that agree, proofs of impossibility
	ms, slowest                          float64
	slowGame                             int64
}

// compare reads the verdicts and prints the tallies and the disagreements;
// it returns how many disagree.
func compare(sc *bufio.Scanner) int {
	tallies := map[int]*tally{}
	bad := 0
	for sc.Scan() {
		var game int64
		var cells, classes int
		var verdict string
		var ms float64
		if _, err := fmt.Sscan(sc.Text(), &game, &cells, &verdict, &classes, &ms); err != nil {
			continue // the test's own lines
		}
		t := tallies[cells]
		if t == nil {
			t = &tally{}
			tallies[cells] = t
		}
		t.ms += ms
		if ms > t.slowest {
			t.slowest, t.slowGame = ms, game
		}
		facts, ok := atlas.Lookup(game)
		want := "undecided"
		switch {
		case !ok:
		case cells >= facts.AtMost:
			want = "solved"
		case cells < facts.AtLeast:
			want = "impossible"
		}
		got := verdict
		if got == "impossible-plain" {
			got = "impossible"
		}
		switch {
		case got == "undecided":
			t.twinOpen++
		case want == "undecided":
			t.atlasOpen++
			fmt.Printf("game %d with %d cells: the twin classes say %s, the atlas %d..%d\n", game, cells, verdict, facts.AtLeast, facts.AtMost)
		case got == want:
			t.agree++
			if got == "impossible" {
				t.proofs++
			}
		default:
			t.disagree++
			bad++
			fmt.Printf("DISAGREE: game %d with %d cells: the twin classes say %s, the atlas %d..%d free cells\n", game, cells, verdict, facts.AtLeast, facts.AtMost)
		}
	}
	counts := make([]int, 0, len(tallies))
	for c := range tallies {
		counts = append(counts, c)
	}
	slices.Sort(counts)
	for _, c := range counts {
		t := tallies[c]
		n := t.agree + t.atlasOpen + t.twinOpen + t.disagree
		fmt.Printf("%d cells: %d verdicts, %d agree (%d of them proofs of impossibility), %d the atlas leaves open, %d left undecided, %d disagree; %.1f s in all, %.1f ms each, the slowest %d (%.1f s)\n",
			c, n, t.agree, t.proofs, t.atlasOpen, t.twinOpen, t.disagree, t.ms/1000, t.ms/float64(n), t.slowGame, t.slowest/1000)
	}
	return bad
}
