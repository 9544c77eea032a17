package batch

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
)

func TestCount(t *testing.T) {
	tests := []struct {
		spans []Span
		want  int64
	}{
		{[]Span{{617, 617}}, 1},
		{[]Span{{1, 32000}}, 32000},
		{[]Span{{-2, -1}}, 2},
		{[]Span{{-2, 5}}, 7}, // 0 is not a game
		{[]Span{{1, 8589934591}, {-1, -1}}, 8589934592},
	}
	for _, tt := range tests {
		if got := Count(tt.spans); got != tt.want {
			t.Errorf("Count(%v) = %d, want %d", tt.spans, got, tt.want)
		}
		var n int64
		if tt.want < 1000 {
			each(tt.spans, func(int64) bool { n++; return true })
			if n != tt.want {
				t.Errorf("each(%v) gives %d games, Count %d", tt.spans, n, tt.want)
			}
		}
	}
}

func TestSolveEmitsInGameOrder(t *testing.T) {
	var games []int64
	sum, err := Solve(context.Background(), []Span{{-2, 30}, {11982, 11982}}, SolveOptions{Mode: solver.Fast, FreeCells: rules.DefaultFreeCells, Workers: 4, Moves: true},
		func(r *Record) error {
			games = append(games, r.Game)
			if r.Status == Solved && len(r.Moves) == 0 {
				t.Errorf("game %d solved without moves", r.Game)
			}
			return nil
		})
	if err != nil {
		t.Fatal(err)
	}
	want := []int64{-2, -1}
	for g := int64(1); g <= 30; g++ {
		want = append(want, g)
	}
	want = append(want, 11982)
	if len(games) != len(want) {
		t.Fatalf("got %d records, want %d", len(games), len(want))
	}
	for i := range want {
		if games[i] != want[i] {
			t.Fatalf("record %d is game %d, want %d: %v", i, games[i], want[i], games)
		}
	}
	if sum.Games != 33 || sum.Total != 33 || sum.Solved != 30 || sum.Impossible != 3 || sum.Stopped {
		t.Errorf("summary %+v", sum)
	}
	if got := sum.ImpossibleGames; len(got) != 3 || got[0] != -2 || got[1] != -1 || got[2] != 11982 {
		t.Errorf("impossible games %v", got)
	}
}

// TestHugeRangeCutShort starts a billion-game solve and stops it after a few
// records: memory stays flat (the old code allocated a record per game before
// the first one was solved), the records come in order, and it returns.
func TestHugeRangeCutShort(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	next := int64(1)
	sum, err := Solve(ctx, []Span{{1, 1_000_000_000}}, SolveOptions{Mode: solver.Fast, FreeCells: rules.DefaultFreeCells},
		func(r *Record) error {
			if r.Game != next {
				t.Errorf("record of game %d, want %d", r.Game, next)
			}
			next++
			if r.Game == 20 {
				cancel()
			}
			return nil
		})
	if err != nil {
		t.Fatal(err)
	}
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	if grew := int64(after.HeapAlloc) - int64(before.HeapAlloc); grew > 256<<20 {
		t.Errorf("the heap grew by %d MB for a few games of a huge range", grew>>20)
	}
	if !sum.Stopped || sum.Total != 1_000_000_000 || sum.Games < 20 || sum.Games > 20+int64(window*runtime.NumCPU()) {
		t.Errorf("summary %+v", sum)
	}
	if sum.Games != sum.Solved+sum.Interrupted+sum.Impossible+sum.GaveUp {
		t.Errorf("outcomes do not add up: %+v", sum)
	}
}

func TestInterruptedGamesAreNotGaveUp(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rec := solveGame(ctx, -2, SolveOptions{Mode: solver.Short, FreeCells: rules.DefaultFreeCells})
	if rec.Status != Interrupted || rec.Reason != "" {
		t.Errorf("a solve stopped by its context: %+v", rec)
	}
}

// TestTimeLimit: a game that runs out of its own time comes back TimeLimit,
// counted apart and said as such, not as interrupted.
func TestTimeLimit(t *testing.T) {
	rec := solveGame(context.Background(), -2, SolveOptions{Mode: solver.Fast, FreeCells: rules.DefaultFreeCells, Timeout: time.Millisecond})
	if rec.Status != TimeLimit {
		t.Fatalf("-2 with a millisecond: %+v", rec)
	}
	if rec.Reason != "time limit reached" {
		t.Errorf("a time-limit record's reason: %q", rec.Reason)
	}
	var b strings.Builder
	if err := rec.WriteText(&b); err != nil || b.String() != "gave up: time limit\n" {
		t.Errorf("said %q (%v)", b.String(), err)
	}
	var sum Summary
	sum.add(&rec)
	b.Reset()
	if err := sum.WriteText(&b); err != nil || !strings.Contains(b.String(), "gave up:     1 (#-2)\n             1 of them at the time limit\n") {
		t.Errorf("summary:\n%s", b.String())
	}
}

// TestTimeLimitCountsEverySearch: a solve that runs out of time says how
// many positions all its searches kept, not the last one's few (the beams
// of the default mode had it "positions":1).
func TestTimeLimitCountsEverySearch(t *testing.T) {
	rec := solveGame(context.Background(), 11981, SolveOptions{Mode: solver.Short, FreeCells: rules.DefaultFreeCells, Timeout: 30 * time.Millisecond})
	if rec.Status == Solved { // its beams take some 100 ms here
		t.Skip("11981 solved within 30 ms: the time ran out in no search")
	}
	if rec.Status != TimeLimit || rec.Positions < 1000 {
		t.Errorf("11981 with 30 ms: %s after %d positions", rec.Status, rec.Positions)
	}
}

// TestWriteErrorStopsTheSolve: a failed write stops the range at once; the
// game whose record failed is counted, its verdict known (a reader gone, as
// | head -0, leaves the verdicts' status).
func TestWriteErrorStopsTheSolve(t *testing.T) {
	failure := errors.New("disk full")
	calls := 0
	sum, err := Solve(context.Background(), []Span{{1, 1_000_000}}, SolveOptions{Mode: solver.Fast, FreeCells: rules.DefaultFreeCells},
		func(*Record) error {
			calls++
			if calls == 3 {
				return failure
			}
			return nil
		})
	if !errors.Is(err, failure) {
		t.Fatalf("error %v, want the write's", err)
	}
	if calls != 3 || sum.Games != 3 {
		t.Errorf("emit called %d times after failing, summary counts %d games", calls, sum.Games)
	}
}

func TestSummaryFitsEightyColumns(t *testing.T) {
	sum := Summary{Games: 8589934591, Total: 8589934591, Solved: 8589900000, Impossible: 25765, GaveUp: 3, Interrupted: 2,
		PlayerMoves: 1 << 40, Solving: 1000 * time.Hour, Wall: 100 * time.Hour, Workers: 128, Stopped: true, FreeCells: 8}
	for g := int64(0); g < maxListed; g++ {
		sum.ImpossibleGames = append(sum.ImpossibleGames, 2147483000+g)
	}
	var b bytes.Buffer
	if err := sum.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n") {
		if len(line) > 80 {
			t.Errorf("%d columns: %q", len(line), line)
		}
	}
	text := b.String()
	for _, want := range []string{"games:       8,589,934,591 of 8,589,934,591, with 8 free cells\n", "impossible:  25,765 (#2,147,483,000 #2,147,483,001", "and 25,665 more)", "interrupted: 2 cut short, 0 not started", "time:        360000.00 s wall on 128 cores"} {
		if !strings.Contains(text, want) {
			t.Errorf("summary lacks %q:\n%s", want, text)
		}
	}
	b.Reset()
	sum.Workers = 1
	if err := sum.WriteText(&b); err != nil || !strings.Contains(b.String(), "wall on 1 core\n") {
		t.Errorf("one worker: %v\n%s", err, b.String())
	}
}

func TestRecordJSON(t *testing.T) {
	var b bytes.Buffer
	rec := Record{Game: 5, FreeCells: 4, Status: GaveUp, Reason: "memory bound reached"}
	if err := rec.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	if got := b.String(); got != `{"game":5,"freecells":4,"status":"gave-up","positions":0,"ms":0,"reason":"memory bound reached"}`+"\n" {
		t.Errorf("JSON %s", got)
	}
	var back Record
	if err := json.Unmarshal(b.Bytes(), &back); err != nil || back.Status != GaveUp {
		t.Errorf("read back %+v, %v", back, err)
	}
}

func TestFormats(t *testing.T) {
	for _, f := range []Format{Text, FCS, JSON} {
		if back, err := ParseFormat(f.String()); err != nil || back != f {
			t.Errorf("%v reads back as %v, %v", f, back, err)
		}
	}
	if _, err := ParseFormat("xml"); err == nil || !strings.Contains(err.Error(), "text, fcs, json") {
		t.Errorf("xml: %v", err)
	}
}

// TestOptimalityLines: an optimal search's solution says whether its length
// is proven, as a comment --check passes over, and a search that gave up says
// what it proved.
func TestOptimalityLines(t *testing.T) {
	tests := []struct {
		rec  Record
		want string
	}{
		{Record{Status: Solved, Moves: []string{"1a"}, PlayerMoves: 1, Optimal: true, LowerBound: 1}, "1a\n# 1 player move, the fewest there are with every card sent home at once\n"},
		{Record{Status: Solved, Moves: []string{"1a", "2b"}, PlayerMoves: 2, LowerBound: 1, Reason: "time limit reached"}, "1a 2b\n# 2 player moves; the fewest could be 1 with every card sent home at once (time limit reached)\n"},
		{Record{Status: Solved, Moves: []string{"1a"}, PlayerMoves: 1}, "1a\n"},
		{Record{Status: TimeLimit, LowerBound: 31}, "gave up: time limit; a solution takes at least 31 player moves with every card sent home at once\n"},
		{Record{Status: GaveUp, Reason: "memory bound reached", LowerBound: 1}, "gave up: memory bound reached; a solution takes at least 1 player move with every card sent home at once\n"},
		{Record{Status: Solved, Moves: []string{"1a"}, PlayerMoves: 1, Optimal: true, LowerBound: 1, Model: SafeModel}, "1a\n# 1 player move, the fewest there are under safe auto-play\n"},
		{Record{Status: TimeLimit, LowerBound: 31, Model: SafeModel}, "gave up: time limit; a solution takes at least 31 player moves under safe auto-play\n"},
		{Record{Status: Solved, Moves: []string{"1a", "2b"}, PlayerMoves: 2, Reason: "time limit reached"}, "1a 2b\n# 2 player moves, the fewest found by then (time limit reached)\n"},
	}
	for _, tt := range tests {
		var b strings.Builder
		if err := tt.rec.WriteText(&b); err != nil || b.String() != tt.want {
			t.Errorf("%+v: %q, want %q", tt.rec, b.String(), tt.want)
		}
	}
}

// TestOptimalJSONSaysItsBound: an optimal search's record gives "optimal"
// and "lower_bound" even where they are false and 0 (a layout won by
// foundation moves alone); other records leave both out.
func TestOptimalJSONSaysItsBound(t *testing.T) {
	tests := []struct {
		rec  Record
		want string
	}{
		{Record{Status: Solved, Moves: []string{"1h"}, Optimal: true}, `"optimal":true,"lower_bound":0}`},
		{Record{Status: Solved, Moves: []string{"1a"}, PlayerMoves: 1, LowerBound: 1, Reason: "time limit reached"}, `"optimal":false,"lower_bound":1}`},
		{Record{Status: Solved, Moves: []string{"1a"}, PlayerMoves: 1}, `"ms":0}`},
	}
	for _, tt := range tests {
		text, err := json.Marshal(tt.rec)
		if err != nil || !strings.HasSuffix(string(text), tt.want) {
			t.Errorf("%+v: %s (%v), want it to end %s", tt.rec, text, err, tt.want)
		}
	}
}

// TestOptimalSummary: a range's summary counts the games proven, says how the
// moves were counted, and lists the games not proven.
func TestOptimalSummary(t *testing.T) {
	for _, model := range []string{"", SafeModel} {
		var sum Summary
		for _, r := range []Record{
			{Game: 5, Status: Solved, PlayerMoves: 30, Optimal: true, LowerBound: 30, Model: model},
			{Game: 6, Status: Solved, PlayerMoves: 33, Optimal: true, LowerBound: 33, Model: model},
			{Game: 7, Status: Solved, PlayerMoves: 40, LowerBound: 31, Model: model, unproven: solver.TimeLimit},
		} {
			sum.add(&r)
		}
		var b strings.Builder
		if err := sum.WriteText(&b); err != nil {
			t.Fatal(err)
		}
		under := map[string]string{"": " with every card sent home at once", SafeModel: " under safe auto-play"}[model]
		for _, want := range []string{"solved:      3 (2 proven the fewest moves" + under + ")\n", "not proven:  1 (#7)\n"} {
			if !strings.Contains(b.String(), want) {
				t.Errorf("model %q: no %q in\n%s", model, want, b.String())
			}
		}
	}
}

// TestSummaryGroupsCounts: counts are grouped by thousands, game numbers in
// lists are not (they are to be pasted).
func TestSummaryGroupsCounts(t *testing.T) {
	s := Summary{Games: 176, Total: 8_589_934_591, Solved: 31_991, Impossible: 1_200, ImpossibleGames: []int64{11982}, GaveUp: 1_500, Workers: 1}
	var b strings.Builder
	if err := s.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"176 of 8,589,934,591", "solved:      31,991", "impossible:  1,200 (#11,982 and 1,199 more)", "gave up:     1,500"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("no %q in:\n%s", want, b.String())
		}
	}
}

// TestSummaryTimeAGame: the time a game is in milliseconds below a second
// and in seconds from one on ("4031.76 ms a game" was hard to read).
func TestSummaryTimeAGame(t *testing.T) {
	for _, c := range []struct {
		solving time.Duration
		want    string
	}{{3 * 41_520 * time.Microsecond, "41.52 ms a game"}, {3 * 4_031_760 * time.Microsecond, "4.03 s a game"}} {
		var b strings.Builder
		s := Summary{Games: 3, Total: 3, Solved: 3, Workers: 1, Solving: c.solving}
		if err := s.WriteText(&b); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(b.String(), c.want) {
			t.Errorf("no %q in:\n%s", c.want, b.String())
		}
	}
}

// TestWorkersFollowGOMAXPROCS: games are worked on one a core the process
// may use, GOMAXPROCS=1 one at a time (the summary's "on 1 core").
func TestWorkersFollowGOMAXPROCS(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	sum, err := Solve(context.Background(), []Span{{1, 2}}, SolveOptions{Mode: solver.Fast, FreeCells: rules.DefaultFreeCells}, func(*Record) error { return nil })
	if err != nil || sum.Workers != 1 {
		t.Errorf("--solve with GOMAXPROCS 1: %d workers (%v), want 1", sum.Workers, err)
	}
}
