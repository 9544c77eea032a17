package solver

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

func TestTune(t *testing.T) {
	file := os.Getenv("TUNE_DEALS")
	if file == "" {
		t.Skip()
	}
	f, _ := os.Open(file)
	defer f.Close()
	var deals, theirs []int
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fs := strings.Fields(sc.Text())
		d, _ := strconv.Atoi(fs[0])
		l, _ := strconv.Atoi(fs[1])
		deals, theirs = append(deals, d), append(theirs, l)
	}
	bestOf := make([]int, len(deals))
	defer func() {
		o, r := 0, 0
		for i := range deals {
			if bestOf[i] > 0 {
				o += bestOf[i]
				r += theirs[i]
			}
		}
		fmt.Printf("min over configs: ratio %.4f\n", float64(o)/float64(r))
	}()
	for _, cfg := range strings.Split(os.Getenv("TUNE_CFG"), ";") {
		fs := strings.Split(cfg, ",")
		n := make([]int, len(fs))
		for i := range fs {
			n[i], _ = strconv.Atoi(fs[i])
		}
		width := n[0]
		w := beamWeights{out: n[1], unsorted: n[2], disorder: n[3], buried: n[4], freeCell: n[5], emptyColumn: n[6]}
		ours, ref, failed, gen := 0, 0, 0, 0
		began := time.Now()
		for i, d := range deals {
			l, _ := dealer.Deal(int64(d))
			start := rules.NewPosition(&l)
			moves, g, ok := beamSearch(context.Background(), start, beamKind{width, len(n) > 7 && n[7] == 1}, &w, 1<<40, nil)
			gen += g
			if !ok {
				failed++
				continue
			}
			if os.Getenv("TUNE_SHORTEN") != "" {
				if steps, ok := asSteps(start, moves); ok {
					moves = replayPath(start, shorten(context.Background(), start, steps))
				}
			}
			pm := 0
			for _, m := range moves {
				if m.To != rules.Foundation {
					pm++
				}
			}
			ours += pm
			if os.Getenv("TUNE_LIST") != "" && pm != theirs[i] {
				fmt.Printf("  deal %d: ours %d theirs %d\n", d, pm, theirs[i])
			}
			if bestOf[i] == 0 || pm < bestOf[i] {
				bestOf[i] = pm
			}
			ref += theirs[i]
		}
		el := time.Since(began)
		fmt.Printf("%-28s ratio %.4f mean %.2f vs %.2f failed %d  %.1f ms/deal gen %d\n", cfg, float64(ours)/float64(ref), float64(ours)/float64(len(deals)-failed), float64(ref)/float64(len(deals)-failed), failed, float64(el.Milliseconds())/float64(len(deals)), gen/len(deals))
	}
}

func TestTuneOne(t *testing.T) {
	d := os.Getenv("TUNE_ONE")
	if d == "" {
		t.Skip()
	}
	g, _ := strconv.Atoi(d)
	for range 3 {
		began := time.Now()
		r, _ := SolveGame(context.Background(), int64(g), Options{})
		fmt.Println(time.Since(began), r.Status, r.Positions)
	}
}
