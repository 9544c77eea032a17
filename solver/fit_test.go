package solver

import (
	"bufio"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// The schedule's fit (scripts/fit-schedule.sh) records what candidate searches
// do on drawn deals: these two tests are its recorders, skipped unless the
// script sets their variables.

// fitCandidates are the searches a fit may schedule: the portfolio's, then
// others it may bring in (numbered on from numFastSearches, in this order).
func fitCandidates() []searchSpec {
	return slices.Concat(fastSearches[:], fitExtras)
}

// fitExtras are candidates besides the portfolio's: searches it once had,
// and others.
var fitExtras = []searchSpec{
	{isBestFirst: true, w: &swiftWeights, digs: digHome | digParent},                                        // bestSwiftDigs
	{isBestFirst: true, w: &plainWeights, digs: 0},                                                          // bestPlain
	{w: &looseWeights, order: diveOrder{}, digs: leanDigs},                                                  // diveLooseLean
	{w: &plainWeights, order: diveOrder{noise: 16, seed: 3}, digs: leanDigs},                                // diveBlur3Lean
	{w: &plainWeights, order: diveOrder{noise: kindNoise, seed: 3, kinds: &groupedKinds}, digs: leanDigs},   // kindsGrouped3Lean
	{w: &plainWeights, order: diveOrder{noise: kindNoise, seed: 2, kinds: &digsEarlyKinds}, digs: leanDigs}, // kindsDigsEarly2Lean
	{isBestFirst: true, w: &plainWeights, digs: leanDigs},                                                   // bestPlainLean
	{isBestFirst: true, w: &runWeights, digs: leanDigs},                                                     // bestRunLean
	{w: &swiftWeights, digs: leanDigs},                                                                      // diveSwiftLean
	{w: &roomyWeights, digs: leanDigs},                                                                      // diveRoomyLean
	{isBestFirst: true, w: &runWeights, digs: digHome | digParent},                                          // bestRunDigs
}

// fitMarks are the positions at which a record notes the time a search took.
var fitMarks = []int{25, 50, 100, 200, 400, 800, 1600, 3200, 6400, 12800, 25600, 51200}

// fitRecord is what one candidate did on one deal.
type fitRecord struct {
	need, kept       int     // positions kept to a solution (-1: none within the cap, -2: ran out), and in all
	micros           int64   // time taken in all
	moves, shortened int     // a solution's player moves, and after shortening (when over fastMostMoves)
	shortenMicros    int64   // the time shortening took
	atMarks          []int64 // the time taken at each of fitMarks reached
}

func (r fitRecord) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d:%d:%d:%d:%d:%d", r.need, r.kept, r.micros, r.moves, r.shortened, r.shortenMicros)
	for _, m := range r.atMarks {
		fmt.Fprintf(&b, ":%d", m)
	}
	return b.String()
}

// recordSearch runs spec alone from start up to limit positions.
func recordSearch(spec searchSpec, start rules.Position, limit int) fitRecord {
	root := start
	root.Settle()
	t0 := time.Now()
	s := spec.start(root)
	defer s.release()
	var r fitRecord
	o := running
	for s.positions() < limit && o == running {
		o = s.run(min(25, limit-s.positions()))
		for len(r.atMarks) < len(fitMarks) && s.positions() >= fitMarks[len(r.atMarks)] {
			r.atMarks = append(r.atMarks, time.Since(t0).Microseconds())
		}
	}
	r.micros, r.kept, r.need = time.Since(t0).Microseconds(), s.positions(), -1
	switch o {
	case won:
		r.need = s.positions()
		full := replayPath(start, s.solution())
		r.moves = rules.PlayerMoves(full)
		r.shortened = r.moves
		if r.moves > fastMostMoves {
			t1 := time.Now()
			if steps, ok := asSteps(start, full); ok {
				r.shortened = rules.PlayerMoves(replayPath(start, shorten(context.Background(), start, steps)))
			}
			r.shortenMicros = time.Since(t1).Microseconds()
		}
	case exhausted:
		r.need = -2
	case running:
	}
	return r
}

// fitKinds is a letter a candidate: c for a complete search (its running out
// proves a deal impossible), l for a lean one (its running out drops every
// lean search: they try the same moves).
func fitKinds(cands []searchSpec) string {
	b := make([]byte, len(cands))
	for n, c := range cands {
		b[n] = 'l'
		if c.digs&cellsOnlyByDigs == 0 {
			b[n] = 'c'
		}
	}
	return string(b)
}

func fitEnvInt(name string, fallback int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil {
		return v
	}
	return fallback
}

// fitDeals reads the deals of FIT_DEALS (a number a line), FIT_FROM to FIT_TO.
func fitDeals(t *testing.T) []int64 {
	data, err := os.ReadFile(os.Getenv("FIT_DEALS"))
	if err != nil {
		t.Fatal(err)
	}
	var deals []int64
	for _, f := range strings.Fields(string(data)) {
		d, err := strconv.ParseInt(f, 10, 64)
		if err != nil {
			t.Fatal(err)
		}
		deals = append(deals, d)
	}
	from, to := fitEnvInt("FIT_FROM", 0), fitEnvInt("FIT_TO", len(deals))
	return deals[min(from, len(deals)):min(to, len(deals))]
}

// TestFitRecord writes to FIT_RECORD, for each deal, a line: the deal, then
// each candidate's fitRecord, run in a random order (what ran before costs the
// next search: the calibration corrects for it), with FIT_CELLS free cells,
// each capped at FIT_CAP positions.
func TestFitRecord(t *testing.T) {
	out := os.Getenv("FIT_RECORD")
	if out == "" {
		t.Skip("FIT_RECORD not set: scripts/fit-schedule.sh runs this")
	}
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	w := bufio.NewWriter(f)
	cands := fitCandidates()
	limit, cells := fitEnvInt("FIT_CAP", 20000), fitEnvInt("FIT_CELLS", rules.DefaultFreeCells)
	rng := rand.New(rand.NewPCG(uint64(fitEnvInt("FIT_FROM", 0)), 3))
	records := make([]fitRecord, len(cands))
	fmt.Fprintln(w, "# searches", fitKinds(cands))
	fmt.Fprint(w, "# schedule")
	for _, tu := range fastSchedule {
		fmt.Fprintf(w, " %d:%d", tu.search, tu.quota)
	}
	fmt.Fprintln(w)
	for _, d := range fitDeals(t) {
		l, err := dealer.Deal(d)
		if err != nil {
			t.Fatal(err)
		}
		start := rules.NewPositionWith(&l, cells)
		for _, n := range rng.Perm(len(cands)) {
			records[n] = recordSearch(cands[n], start, limit)
		}
		fmt.Fprint(w, d)
		for _, r := range records {
			fmt.Fprint(w, " ", r)
		}
		fmt.Fprintln(w)
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}

// TestFitCalibrate writes to FIT_CALIBRATE, for each candidate, the positions
// it keeps and the µs it takes running alone over the deals, each to its
// solution or FIT_CAP positions: the time a position costs without the others'
// leavings in the caches.
func TestFitCalibrate(t *testing.T) {
	out := os.Getenv("FIT_CALIBRATE")
	if out == "" {
		t.Skip("FIT_CALIBRATE not set: scripts/fit-schedule.sh runs this")
	}
	var roots []rules.Position
	for _, d := range fitDeals(t) {
		l, err := dealer.Deal(d)
		if err != nil {
			t.Fatal(err)
		}
		p := rules.NewPosition(&l)
		p.Settle()
		roots = append(roots, p)
	}
	limit := fitEnvInt("FIT_CAP", 400)
	var b strings.Builder
	for range 2 { // the first a warm-up
		b.Reset()
		for n, spec := range fitCandidates() {
			t0 := time.Now()
			kept := 0
			for _, r := range roots {
				s := spec.start(r)
				for o := running; o == running && s.positions() < limit; {
					o = s.run(min(slice, limit-s.positions()))
				}
				kept += s.positions()
				s.release()
			}
			fmt.Fprintf(&b, "%d %d %d\n", n, kept, time.Since(t0).Microseconds())
		}
	}
	if err := os.WriteFile(out, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
