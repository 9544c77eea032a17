// Command surveygoals measures a cheap survey against issue 39's goals: it
// draws deals at random (the seed printed: draw afresh for every figure
// reported), runs one freecell binary's --survey --down-to K over them on one
// core, and prints the CPU a deal (the process's user and system time over the
// deals), its peak memory, the deals left unknown (a verdict stopped at a bound)
// and the slowest ten by the survey's own timing.
//
// Usage: go run ./scripts/surveygoals [-n 1000] [-seed S] [-down-to 1] [-first 32001] [-last 1000000] BINARY
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"syscall"
	"time"
)

// record is what the goals read of a survey's JSON record.
type record struct {
	Game    int64  `json:"game"`
	Fewest  *int   `json:"fewest_freecells"`
	Between []int  `json:"fewest_between"`
	DownTo  int    `json:"down_to"`
	Timing  timing `json:"timing"`
}

type timing struct {
	Ms float64 `json:"ms"`
}

// decided reports whether the survey decided what it was asked: the fewest
// cells, or that DownTo suffice (between 0 and DownTo when the count is not
// tried below).
func (r record) decided() bool {
	return r.Fewest != nil || len(r.Between) == 2 && r.Between[0] == 0 && r.Between[1] <= r.DownTo
}

func main() {
	n := flag.Int("n", 1000, "deals to draw")
	seed := flag.Uint64("seed", uint64(time.Now().UnixNano()), "the draw's seed")
	downTo := flag.Int("down-to", 1, "the survey's --down-to")
	first := flag.Int64("first", 32001, "the first deal that may be drawn")
	last := flag.Int64("last", 1000000, "the last deal that may be drawn")
	core := flag.String("core", "0", "the core to run on (taskset -c); empty: any")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: surveygoals [flags] BINARY")
		os.Exit(2)
	}
	rng := rand.New(rand.NewPCG(*seed, 0))
	args := []string{"--survey", "--down-to", strconv.Itoa(*downTo), "--format", "json"}
	for range *n {
		args = append(args, strconv.FormatInt(*first+rng.Int64N(*last-*first+1), 10))
	}
	cmd := exec.Command(flag.Arg(0), args...)
	if *core != "" {
		cmd = exec.Command("taskset", append([]string{"-c", *core, flag.Arg(0)}, args...)...)
	}
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, os.Stderr
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	if _, exit := err.(*exec.ExitError); err != nil && !exit {
		fmt.Fprintln(os.Stderr, "surveygoals:", err)
		os.Exit(1)
	}
	var records []record
	sc := bufio.NewScanner(&out)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var r record
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			fmt.Fprintln(os.Stderr, "surveygoals:", err)
			os.Exit(1)
		}
		records = append(records, r)
	}
	ru := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	cpu := time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	unknown := []int64{}
	for _, r := range records {
		if !r.decided() {
			unknown = append(unknown, r.Game)
		}
	}
	slices.SortFunc(records, func(a, b record) int {
		switch {
		case a.Timing.Ms > b.Timing.Ms:
			return -1
		case a.Timing.Ms < b.Timing.Ms:
			return 1
		}
		return 0
	})
	fmt.Printf("seed %d: %d deals of %d..%d, --down-to %d, %s\n", *seed, len(records), *first, *last, *downTo, flag.Arg(0))
	fmt.Printf("CPU %.1f s (%.1f ms a deal), wall %.1f s, peak %d MB, unknown %d %v\nslowest:",
		cpu.Seconds(), float64(cpu.Microseconds())/1000/float64(len(records)), wall.Seconds(), ru.Maxrss/1024, len(unknown), unknown)
	for _, r := range records[:min(10, len(records))] {
		fmt.Printf(" %d (%.0f ms)", r.Game, r.Timing.Ms)
	}
	fmt.Println()
}
