// Command fitschedule fits fast mode's schedule (solver/portfolio.go) to what
// candidate searches did on drawn deals, as solver's TestFitRecord records it:
// a local search over schedules that minimises their modelled time. Run by
// scripts/fit-schedule.sh, which says how.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
)

// marks are the positions at which a record notes the time taken (solver's fitMarks).
var marks = []float64{25, 50, 100, 200, 400, 800, 1600, 3200, 6400, 12800, 25600, 51200}

// Figures of the model.
const (
	mostMoves  = 200    // fast mode shortens a solution over this (solver's fastMostMoves)
	slowMicros = 45_000 // time past this counts elevenfold: no deal should be slow
	tailMicros = 80_000 // after the schedule, where a run gives no time
)

// curve is one search on one deal: what it needs and its time by positions kept.
type curve struct {
	need, kept int // positions to a solution (-1: none within the cap, -2: ran out), and in all
	post       float64
	xs, us     []float64 // positions, µs taken at them
}

// at is the µs the search takes to keep x positions.
func (c *curve) at(x int) float64 {
	fx, px, pu := float64(x), 0.0, 0.0
	for i, cx := range c.xs {
		if fx <= cx {
			if cx == px {
				return c.us[i]
			}
			return pu + (fx-px)*(c.us[i]-pu)/(cx-px)
		}
		px, pu = cx, c.us[i]
	}
	rate := 1.0 // past what was recorded: at the last stretch's rate
	if n := len(c.xs); n >= 2 && c.xs[n-1] > c.xs[n-2] {
		rate = (c.us[n-1] - c.us[n-2]) / (c.xs[n-1] - c.xs[n-2])
	}
	return pu + (fx-px)*rate
}

type deal struct {
	game       int64
	curves     []curve
	weight     float64
	tail       float64 // µs after the schedule
	impossible bool
	was        float64 // an impossible deal's µs under the schedule before
}

type turn struct{ search, quota int }

// model is what the records say of the candidates.
type model struct {
	complete []bool
	current  []turn
	beam     float64 // µs of the beams, for a solution still long once shortened
}

// sim is the µs a schedule spends on d, and whether it ends it.
func (m *model) sim(sched []turn, d *deal) (float64, bool) {
	given := make([]int, len(d.curves))
	t := 0.0
	for _, tu := range sched {
		n := tu.search
		c := &d.curves[n]
		switch {
		case c.need == -2 && given[n]+tu.quota >= c.kept: // it runs out
			t += c.at(c.kept) - c.at(given[n])
			return t, m.complete[n] // a lean one's end drops them all: on to the finish
		case c.need > 0 && given[n]+tu.quota >= c.need:
			return t + c.at(c.need) - c.at(given[n]) + c.post, true
		}
		t += c.at(given[n]+tu.quota) - c.at(given[n])
		given[n] += tu.quota
	}
	return t, false
}

func (m *model) cost(sched []turn, d *deal) float64 {
	t, ok := m.sim(sched, d)
	if !ok {
		t += d.tail
	}
	if t > slowMicros && !d.impossible {
		t += 10 * (t - slowMicros)
	}
	if d.impossible && t > 1.05*d.was { // a proof no slower than it was
		t += 100 * (t - 1.05*d.was)
	}
	return t
}

func (m *model) total(sched []turn, ds []deal) float64 {
	s := 0.0
	for i := range ds {
		s += ds[i].weight * m.cost(sched, &ds[i])
	}
	return s
}

func (m *model) report(name string, sched []turn, ds []deal) {
	if len(ds) == 0 {
		return
	}
	s, w, over, left := 0.0, 0.0, 0, 0
	for i := range ds {
		t, ok := m.sim(sched, &ds[i])
		if !ok {
			t += ds[i].tail
			left++
		}
		s += ds[i].weight * t
		w += ds[i].weight
		if t > 50_000 {
			over++
		}
	}
	fmt.Printf("%-22s %7.1f µs a deal, %d over 50 ms, %d left to the finish (%d deals)\n", name, s/w, over, left, len(ds))
}

func parseSchedule(fields []string) []turn {
	var ts []turn
	for _, f := range fields {
		a, b, _ := strings.Cut(f, ":")
		n, _ := strconv.Atoi(a)
		q, _ := strconv.Atoi(b)
		ts = append(ts, turn{n, q})
	}
	return ts
}

func parseCurve(field string, m *model) curve {
	p := strings.Split(field, ":")
	v := make([]float64, len(p))
	for i, s := range p {
		v[i], _ = strconv.ParseFloat(s, 64)
	}
	c := curve{need: int(v[0]), kept: int(v[1]), post: v[5]}
	if c.need > 0 && v[4] > mostMoves {
		c.post += m.beam
	}
	for i, u := range v[6:] {
		c.xs, c.us = append(c.xs, marks[i]), append(c.us, u)
	}
	if len(c.xs) == 0 || c.xs[len(c.xs)-1] < float64(c.kept) {
		c.xs, c.us = append(c.xs, float64(c.kept)), append(c.us, v[2])
	}
	return c
}

// load reads a record file; its header sets m's searches and current schedule.
func load(file string, m *model) []deal {
	f, err := os.Open(file)
	if err != nil {
		fail(err)
	}
	defer f.Close()
	var ds []deal
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<22)
	for sc.Scan() {
		fs := strings.Fields(sc.Text())
		switch {
		case len(fs) > 2 && fs[0] == "#" && fs[1] == "searches":
			m.complete = make([]bool, len(fs[2]))
			for i, k := range fs[2] {
				m.complete[i] = k == 'c'
			}
		case len(fs) > 1 && fs[0] == "#" && fs[1] == "schedule":
			m.current = parseSchedule(fs[2:])
		case len(fs) == len(m.complete)+1:
			g, _ := strconv.ParseInt(fs[0], 10, 64)
			d := deal{game: g, weight: 1}
			for _, field := range fs[1:] {
				d.curves = append(d.curves, parseCurve(field, m))
			}
			ds = append(ds, d)
		}
	}
	return ds
}

// factors are, for each search, what it costs alone (calibration: "search
// positions µs" lines) over what the records say on the same deals, the first
// of ds, each to its solution or limit positions.
func factors(ds []deal, calibration string, deals, limit int) []float64 {
	data, err := os.ReadFile(calibration)
	if err != nil {
		fail(err)
	}
	fs := make([]float64, len(ds[0].curves))
	for i := range fs {
		fs[i] = 1
	}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var n, kept, micros int
		if _, err := fmt.Sscan(line, &n, &kept, &micros); err != nil || n >= len(fs) {
			fail(fmt.Errorf("calibration: %q", line))
		}
		recorded, positions := 0.0, 0
		for i := range min(deals, len(ds)) {
			c := &ds[i].curves[n]
			x := min(limit, c.kept)
			recorded += c.at(x)
			positions += x
		}
		fs[n] = (float64(micros) / float64(kept)) / (recorded / float64(positions))
	}
	return fs
}

// scale multiplies each search's recorded times by its factor.
func scale(ds []deal, fs []float64) {
	for i := range ds {
		for n := range ds[i].curves {
			for j := range ds[i].curves[n].us {
				ds[i].curves[n].us[j] *= fs[n]
			}
		}
	}
}

// tails sets what each deal costs after the schedule, from a run's JSON records
// (the ms a deal took and its status), less what the current schedule spends.
func (m *model) tails(ds []deal, run map[int64]runRecord) {
	for i := range ds {
		d := &ds[i]
		r := run[d.game]
		t, ok := m.sim(m.current, d)
		d.impossible = r.Status == "impossible"
		d.was = t
		if !ok && r.MS > 0 {
			d.was = r.MS * 1000
		}
		d.tail = tailMicros
		if !ok && r.MS > 0 {
			d.tail = max(r.MS*1000-t, 2000)
		}
	}
}

type runRecord struct {
	Game   int64
	MS     float64
	Status string
}

func readRun(file string) map[int64]runRecord {
	run := map[int64]runRecord{}
	if file == "" {
		return run
	}
	f, err := os.Open(file)
	if err != nil {
		fail(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<22)
	for sc.Scan() {
		var r runRecord
		if json.Unmarshal(sc.Bytes(), &r) == nil {
			run[r.Game] = r
		}
	}
	return run
}

// mutate is a random change to a schedule past its first fixed turns: a quota
// scaled or nudged, a turn dropped, inserted or swapped with the next.
func mutate(rng *rand.Rand, s []turn, searches, fixed int) []turn {
	c := append([]turn{}, s...)
	i := fixed + rng.IntN(len(c)-fixed)
	switch rng.IntN(5) {
	case 0:
		f := []float64{0.5, 0.8, 1.25, 2}[rng.IntN(4)]
		c[i].quota = max(25, int(float64(c[i].quota)*f)/25*25)
	case 1:
		if len(c) > 1 {
			c = append(c[:i], c[i+1:]...)
		}
	case 2:
		t := turn{rng.IntN(searches), 25 << rng.IntN(10)}
		c = append(c[:i], append([]turn{t}, c[i:]...)...)
	case 3:
		if i+1 < len(c) {
			c[i], c[i+1] = c[i+1], c[i]
		}
	default:
		c[i].quota = max(25, c[i].quota+[]int{-25, 25, -100, 100}[rng.IntN(4)])
	}
	return c
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "fitschedule:", err)
	os.Exit(1)
}

func main() {
	fitFile := flag.String("fit", "", "records of the random deals to fit to")
	checkFile := flag.String("check", "", "records of other random deals, to check on")
	hardFile := flag.String("hard", "", "records of the hard deals (even ones fitted to, odd ones checked on)")
	calibration := flag.String("calibration", "", "TestFitCalibrate's output, on the first -calibration-deals of -fit")
	calDeals := flag.Int("calibration-deals", 1000, "how many deals the calibration ran")
	calCap := flag.Int("calibration-cap", 400, "the positions the calibration gave each search")
	runFile := flag.String("run", "", "a --fast --format json run over the deals: their time after the schedule")
	hardCount := flag.Float64("hard-count", 495, "how many hard deals the whole population holds")
	population := flag.Float64("population", 1e6, "how many deals the random ones stand for, hard ones included")
	fixed := flag.Int("fixed", 0, "how many turns at the start of the schedule stay as they are (the random deals were drawn from those they leave)")
	iters := flag.Int("iters", 100_000, "changes tried")
	seed := flag.Uint64("seed", 1, "the random changes' seed")
	beam := flag.Float64("beam", 15_000, "µs of the beams on a deal whose solution stays long")
	flag.Parse()
	m := &model{beam: *beam}
	fit, check, hard := load(*fitFile, m), load(*checkFile, m), load(*hardFile, m)
	if len(fit) == 0 || len(m.current) == 0 {
		fail(fmt.Errorf("no records in %q", *fitFile))
	}
	if *calibration != "" {
		fs := factors(fit, *calibration, *calDeals, *calCap)
		for _, ds := range [][]deal{fit, check, hard} {
			scale(ds, fs)
		}
	}
	run := readRun(*runFile)
	var hardFit, hardCheck []deal
	for _, d := range hard {
		d.weight = 2
		if d.game%2 == 0 {
			hardFit = append(hardFit, d)
		} else {
			hardCheck = append(hardCheck, d)
		}
	}
	for _, ds := range [][]deal{fit, check, hardFit, hardCheck} {
		m.tails(ds, run)
	}
	weigh(fit, (*population-*hardCount)/float64(len(fit)))
	weigh(check, (*population-*hardCount)/float64(max(len(check), 1)))
	all := append(append([]deal{}, fit...), hardFit...)
	best, bestCost := m.current, m.total(m.current, all)
	rng := rand.New(rand.NewPCG(*seed, 1))
	for range *iters {
		c := mutate(rng, best, len(m.complete), min(*fixed, len(best)-1))
		if cost := m.total(c, all); cost < bestCost {
			best, bestCost = c, cost
		}
	}
	for _, s := range []struct {
		name  string
		sched []turn
	}{{"current", m.current}, {"fitted", best}} {
		m.report(s.name+", fit", s.sched, fit)
		m.report(s.name+", check", s.sched, check)
		m.report(s.name+", hard fit", s.sched, hardFit)
		m.report(s.name+", hard check", s.sched, hardCheck)
	}
	for _, t := range best {
		fmt.Printf("%d:%d ", t.search, t.quota)
	}
	fmt.Println()
}

func weigh(ds []deal, w float64) {
	for i := range ds {
		ds[i].weight = w
	}
}
