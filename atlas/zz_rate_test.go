package atlas

import (
	"bufio"
	"fmt"
	"os"
	"testing"
)

func TestZZRate(t *testing.T) {
	file := os.Getenv("ZZ_RATE")
	if file == "" {
		t.Skip()
	}
	fh, _ := os.Open(file)
	sc := bufio.NewScanner(fh)
	var bands [numBands]int
	var hist [11]int
	byCells := map[int][numBands]int{}
	n := 0
	for sc.Scan() {
		f, err := ParseJSON(sc.Bytes())
		if err != nil {
			continue
		}
		d, b := Rate(&f)
		bands[b]++
		hist[d/10]++
		x := byCells[f.AtMost]
		x[b]++
		byCells[f.AtMost] = x
		n++
	}
	fmt.Println("deals", n)
	for b, c := range bands {
		fmt.Printf("%-10s %5d %.1f%%\n", Band(b), c, 100*float64(c)/float64(n))
	}
	for i, c := range hist {
		fmt.Printf("%3d-%3d %5d\n", i*10, i*10+9, c)
	}
	for k := 0; k <= 9; k++ {
		if v, ok := byCells[k]; ok {
			fmt.Println("fewest", k, v)
		}
	}
}
