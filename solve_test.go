package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"io"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/freecell/freecell/batch"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
)

func TestSolveOneGame(t *testing.T) {
	out, errOut, code := runCLI(t, "--solve", "617")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	var moves []rules.Move
	for i, line := range lines {
		fields := strings.Fields(line)
		if len(fields) > 10 || (len(fields) < 10 && i != len(lines)-1) {
			t.Errorf("line %d has %d moves, want 10 per line", i+1, len(fields))
		}
		for _, text := range fields {
			m, err := rules.ParseMove(text)
			if err != nil {
				t.Fatal(err)
			}
			moves = append(moves, m)
		}
	}
	// Replay the printed moves with no automatic moves: they must win.
	replay, err := rules.ReplayGame(617, rules.DefaultFreeCells, moves)
	if err != nil || !replay.End().Won() {
		t.Errorf("the printed solution does not win: %v", err)
	}
}

func TestSolveVerdicts(t *testing.T) {
	tests := []struct {
		args     []string
		code     int
		stdout   string
		jsonGame int64 // for JSON output: the one record's game
	}{
		{[]string{"--solve", "11982", "--fast"}, exitImpossible, "impossible: no sequence of moves solves game 11,982 with 4 free cells\n", 0},
		{[]string{"--solve", "-1"}, exitImpossible, "impossible: no sequence of moves solves game -1 with 4 free cells\n", 0},
		{[]string{"--solve", "-1", "--format", "json"}, exitImpossible, "", -1},
		{[]string{"--solve", "617", "--format", "json"}, exitOK, "", 617},
		{[]string{"--solve", "-2", "--timeout", "1ms"}, exitTimeLimit, "gave up: time limit\n", 0},
	}
	for _, tt := range tests {
		out, errOut, code := runCLI(t, tt.args...)
		if code != tt.code || errOut != "" {
			t.Errorf("%q: exit %d, stderr %q; want exit %d", tt.args, code, errOut, tt.code)
		}
		if tt.jsonGame == 0 {
			if out != tt.stdout {
				t.Errorf("%q: %q, want %q", tt.args, out, tt.stdout)
			}
			continue
		}
		var rec batch.Record
		if strings.Count(out, "\n") != 1 || json.Unmarshal([]byte(out), &rec) != nil || rec.Game != tt.jsonGame {
			t.Errorf("%q: want one JSON record of game %d, got %q", tt.args, tt.jsonGame, out)
		}
		if rec.Status == batch.Solved && len(rec.Moves) == 0 {
			t.Errorf("%q: a solved record without moves", tt.args)
		}
	}
}

func TestSolveRange(t *testing.T) {
	out, _, code := runCLI(t, "--solve", "1-20", "11982", "--fast")
	if code != exitImpossible {
		t.Errorf("a range with an impossible deal: exit %d, want %d", code, exitImpossible)
	}
	for _, want := range []string{"games:       21 of 21\n", "solved:      20", "impossible:  1 (#11,982)", "gave up:     0", "mean moves:"} {
		if !strings.Contains(out, want) {
			t.Errorf("summary lacks %q:\n%s", want, out)
		}
	}
	for _, line := range strings.Split(out, "\n") {
		if len(line) > 80 {
			t.Errorf("summary line of %d columns: %q", len(line), line)
		}
	}
	if _, _, code := runCLI(t, "--solve", "1-20", "--fast"); code != exitOK {
		t.Errorf("a range of solvable deals: exit %d", code)
	}
	out, _, _ = runCLI(t, "--solve", "1-5", "--fast", "--freecells", "1") // impossible with one cell: the summary says so
	if want := "games:       5 of 5, with 1 free cell\nsolved:      2\nimpossible:  3 (#1 #3 #4)\n"; !strings.HasPrefix(out, want) {
		t.Errorf("one cell's summary:\n%s\nwant it to start\n%s", out, want)
	}
	out, _, code = runCLI(t, "--solve", "1-3", "--format", "json")
	if code != 0 {
		t.Fatalf("json: exit %d", code)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 3 {
		t.Fatalf("want 3 records, got:\n%s", out)
	}
	for i, line := range lines {
		var rec batch.Record
		if err := json.Unmarshal([]byte(line), &rec); err != nil || rec.Game != int64(i+1) || rec.Status != batch.Solved || len(rec.Moves) == 0 || rec.PlayerMoves == 0 {
			t.Errorf("record %d: %+v, %v", i, rec, err)
		}
	}
}

// runMain starts the real program in a child process, stdout piped.
func runMain(t *testing.T, args ...string) (*exec.Cmd, *bufio.Reader, *strings.Builder) {
	t.Helper()
	cmd, stdout, stderr := startMain(t, args...)
	return cmd, bufio.NewReader(stdout), stderr
}

// startMain starts the real program in a child process, with its own state
// directory, and gives the read end of its standard output.
func startMain(t *testing.T, args ...string) (*exec.Cmd, io.ReadCloser, *strings.Builder) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "FREECELL_TEST_RUN_MAIN=1", "XDG_STATE_HOME="+t.TempDir())
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return cmd, stdout, &stderr
}

func exitCode(t *testing.T, err error) int {
	t.Helper()
	var exit *exec.ExitError
	if err == nil {
		return 0
	}
	if !errors.As(err, &exit) {
		t.Fatal(err)
	}
	return exit.ExitCode()
}

// TestInterruptedRange: Ctrl+C during a range stops it at once, says so in
// plain words with its own count, and exits 130; JSON records stream in game
// order as they are ready.
func TestInterruptedRange(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the program")
	}
	cmd, out, stderr := runMain(t, "--solve", "1-1000000000", "--fast", "--format", "json")
	for want := int64(1); want <= 5; want++ {
		line, err := out.ReadString('\n')
		var rec batch.Record
		if err != nil || json.Unmarshal([]byte(line), &rec) != nil || rec.Game != want {
			t.Fatalf("record %d: %q, %v", want, line, err)
		}
	}
	_ = cmd.Process.Signal(os.Interrupt)
	rest, _ := io.ReadAll(out)
	if code := exitCode(t, cmd.Wait()); code != exitInterrupted {
		t.Errorf("exit %d after Ctrl+C, want %d", code, exitInterrupted)
	}
	if strings.Contains(string(rest), "gave-up") || strings.Contains(stderr.String(), "context") {
		t.Errorf("interrupted games reported as given up, or Go's words shown:\n%s\n%s", rest, stderr)
	}

	cmd, out, _ = runMain(t, "--solve", "1-1000000000", "--fast")
	time.Sleep(300 * time.Millisecond) // let it start; the summary comes at the end
	_ = cmd.Process.Signal(syscall.SIGTERM)
	summary, _ := io.ReadAll(out)
	if code := exitCode(t, cmd.Wait()); code != 128+int(syscall.SIGTERM) {
		t.Errorf("exit %d after SIGTERM", code)
	}
	if !strings.Contains(string(summary), "interrupted: ") || !strings.Contains(string(summary), "of 1,000,000,000") {
		t.Errorf("summary after SIGTERM:\n%s", summary)
	}
}

// TestInterruptedGame: a single solve stopped by Ctrl+C says so, not "gave up:
// context canceled".
func TestInterruptedGame(t *testing.T) {
	interruptedSays(t, "interrupted before a verdict\n", "--solve", "-2") // its proof takes seconds
}

// interruptedSays runs the program with args, sends it Ctrl+C 0.3 s in, and
// checks that it exits 130 having written want alone.
func interruptedSays(t *testing.T, want string, args ...string) {
	t.Helper()
	if testing.Short() {
		t.Skip("runs the program")
	}
	cmd, out, stderr := runMain(t, args...)
	time.Sleep(300 * time.Millisecond)
	_ = cmd.Process.Signal(os.Interrupt)
	text, _ := io.ReadAll(out)
	if code := exitCode(t, cmd.Wait()); code != exitInterrupted {
		t.Errorf("%q: exit %d, want %d", args, code, exitInterrupted)
	}
	if string(text) != want || stderr.Len() != 0 {
		t.Errorf("%q: stdout %q, stderr %q; want %q", args, text, stderr, want)
	}
}

// TestInterruptedPrint: Ctrl+C on a range's print stops it on a whole
// record, exit 130 (the last record was cut where the buffer had reached).
func TestInterruptedPrint(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the program")
	}
	for _, format := range []string{"json", "text"} {
		cmd, out, stderr := runMain(t, "--print", "1-8589934591", "--format", format)
		if _, err := out.ReadString('\n'); err != nil {
			t.Fatal(err)
		}
		time.Sleep(200 * time.Millisecond) // the buffer filled and written many times over
		_ = cmd.Process.Signal(os.Interrupt)
		rest, _ := io.ReadAll(out)
		if code := exitCode(t, cmd.Wait()); code != exitInterrupted || stderr.Len() != 0 {
			t.Errorf("%s: exit %d after Ctrl+C, want %d; stderr %q", format, code, exitInterrupted, stderr)
		}
		if format == "json" {
			lines := strings.Split(strings.TrimSuffix(string(rest), "\n"), "\n")
			var rec batch.DealJSON
			if last := lines[len(lines)-1]; !strings.HasSuffix(string(rest), "\n") || json.Unmarshal([]byte(last), &rec) != nil {
				t.Errorf("the last record printed is not whole: %q", last)
			}
			continue
		}
		games := strings.Split(string(rest), "\n\n")
		if last := games[len(games)-1]; strings.Count(last, "\n") != 8 || !strings.HasPrefix(last, "Game #") {
			t.Errorf("the last game printed is not whole: %q", last)
		}
	}
}

// TestReaderStoppingEarlyIsNoError: a real process whose reader goes away after
// one line (| head -1) exits 0 quietly, not 141 by SIGPIPE.
func TestReaderStoppingEarlyIsNoError(t *testing.T) {
	for _, args := range [][]string{{"--print", "1-100000"}, {"--print", "1-100000", "--format", "json"}} {
		cmd, pipe, stderr := startMain(t, args...)
		if _, err := bufio.NewReader(pipe).ReadString('\n'); err != nil {
			t.Fatal(err)
		}
		_ = pipe.Close() // the reader goes away
		if code := exitCode(t, cmd.Wait()); code != 0 || stderr.Len() != 0 {
			t.Errorf("%q | head -1: exit %d, stderr %q", args, code, stderr.String())
		}
	}
}

// TestFewCellsBounds: with fewer than four free cells a game has the few
// cells' own bounds unless --timeout and --memory say otherwise; with four or
// more, the solver's memory bound and no time bound. A game that reaches the
// memory bound gives up and says so.
func TestFewCellsBounds(t *testing.T) {
	for _, tt := range []struct {
		opts    options
		cells   int
		timeout time.Duration
		bytes   int
	}{
		{options{}, 4, 0, 0},
		{options{}, 8, 0, 0},
		{options{}, 3, fewCellsTimeout, solver.FewCellsBytes},
		{options{timeout: time.Second}, 0, time.Second, solver.FewCellsBytes},
		{options{maxBytes: 64 << 20}, 2, fewCellsTimeout, 64 << 20},
		{options{maxBytes: 64 << 20}, 4, 0, 64 << 20},
	} {
		if timeout, bytes := searchBounds(tt.opts, tt.cells); timeout != tt.timeout || bytes != tt.bytes {
			t.Errorf("%+v with %d cells: %v, %d; want %v, %d", tt.opts, tt.cells, timeout, bytes, tt.timeout, tt.bytes)
		}
	}
	out, _, code := runCLI(t, "--solve", "883", "--freecells", "0", "--fast", "--memory", "16MiB", "--format", "json")
	if code != exitGaveUp || !strings.Contains(out, `"status":"gave-up"`) || !strings.Contains(out, "memory bound of 16 MiB reached") {
		t.Errorf("883 with no cells in 16 MiB: exit %d, %q", code, out)
	}
}

// TestSolveOptimal: --optimal prints the proven shortest with a line saying
// so (a comment to --check), records it in JSON, and out of memory (exit 3)
// or time (exit 6) gives the best solution known and says what it proved.
func TestSolveOptimal(t *testing.T) {
	out, errOut, code := runCLI(t, "--solve", "617", "--optimal")
	if code != exitOK || errOut != "" || !strings.HasSuffix(out, "\n# 34 player moves, the fewest there are with every card sent home at once\n") {
		t.Fatalf("--solve 617 --optimal: exit %d, stderr %q, stdout %q", code, errOut, out)
	}
	moves, err := rules.ParseMoves(out)
	if replay, rerr := rules.ReplayGame(617, rules.DefaultFreeCells, moves); err != nil || rerr != nil || !replay.End().Won() {
		t.Fatalf("the printed solution does not win: %v %v", err, rerr)
	}
	out, _, code = runCLI(t, "--solve", "617", "--optimal", "--format", "json")
	var rec batch.Record
	if code != exitOK || json.Unmarshal([]byte(out), &rec) != nil || !rec.Optimal || rec.LowerBound != 34 || rec.PlayerMoves != 34 {
		t.Fatalf("--solve 617 --optimal --format json: exit %d, %q", code, out)
	}
	out, _, code = runCLI(t, "--solve", "3", "--optimal", "--autoplay", "safe", "--format", "json")
	rec = batch.Record{}
	if code != exitOK || json.Unmarshal([]byte(out), &rec) != nil || !rec.Optimal || rec.PlayerMoves != 18 || rec.Model != batch.SafeModel {
		t.Fatalf("--solve 3 --optimal --autoplay safe --format json: exit %d, %q", code, out)
	}
	out, _, code = runCLI(t, "--solve", "617", "--optimal", "--autoplay", "safe")
	if code != exitOK || !strings.HasSuffix(out, "\n# 34 player moves, the fewest there are under safe auto-play\n") {
		t.Fatalf("--solve 617 --optimal --autoplay safe: exit %d, %q", code, out)
	}
	out, _, code = runCLI(t, "--solve", "5", "--optimal", "--memory", "16MiB")
	if last := out[strings.LastIndex(strings.TrimSuffix(out, "\n"), "\n")+1:]; code != exitGaveUp ||
		!regexp.MustCompile(`^# \d+ player moves; the fewest could be \d+ with every card sent home at once \(memory bound of 16 MiB reached: .*\)\n$`).MatchString(last) {
		t.Fatalf("--solve 5 --optimal --memory 16MiB: exit %d, %q", code, out)
	}
	out, _, code = runCLI(t, "--solve", "5", "--optimal", "--memory", "16MiB", "--format", "json") // solved, not proven: says so
	if code != exitGaveUp || !strings.Contains(out, `"status":"solved"`) || !strings.Contains(out, `"optimal":false`) || !strings.Contains(out, `"lower_bound":`) {
		t.Fatalf("--solve 5 --optimal --memory 16MiB --format json: exit %d, %q", code, out)
	}
	if _, _, code = runCLI(t, "--solve", "5", "11982", "--optimal", "--memory", "16MiB"); code != exitGaveUp { // 3 comes before 7: the first that applies
		t.Errorf("--solve 5 11982 --optimal --memory 16MiB: exit %d, want %d (a proof stopped, an impossible deal)", code, exitGaveUp)
	}
	// Out of time, the answer is the same, or, when the default mode's
	// solution was not ready either (a slow machine), the bound alone.
	out, _, code = runCLI(t, "--solve", "5", "--optimal", "--timeout", "300ms")
	last := out[strings.LastIndex(strings.TrimSuffix(out, "\n"), "\n")+1:]
	withSolution := code == exitTimeLimit && regexp.MustCompile(`^# \d+ player moves; the fewest could be \d+ with every card sent home at once \(time limit reached\)\n$`).MatchString(last)
	boundAlone := code == exitTimeLimit && regexp.MustCompile(`^gave up: time limit; a solution takes at least \d+ player moves with every card sent home at once\n$`).MatchString(out)
	if !withSolution && !boundAlone {
		t.Fatalf("--solve 5 --optimal --timeout 300ms: exit %d, %q", code, out)
	}
}

// --best stopped by its time limit gives the shortest solution found by then
// and says so: a script can tell it from --best run to its end. The limit
// starts at 300 ms and doubles until the first beam has found a solution
// (under -race, 300 ms found none): the wide beams after it take fifty
// times as long, so the limit that lets the first end cuts them short.
func TestBestCutShortSaysSo(t *testing.T) {
	cutShort := func(format string) (out string, timeout time.Duration) {
		t.Helper()
		for timeout = 300 * time.Millisecond; timeout <= time.Minute; timeout *= 2 {
			out, _, code := runCLI(t, "--solve", "617", "--best", "--timeout", timeout.String(), "--format", format)
			switch code {
			case exitOK:
				return out, timeout
			case exitTimeLimit: // no solution yet: a longer limit
			default:
				t.Fatalf("--best --timeout %v: exit %d, %q", timeout, code, out)
			}
		}
		t.Fatal("--best found no solution within a minute")
		return "", 0
	}
	out, timeout := cutShort("json")
	var rec batch.Record
	if err := json.Unmarshal([]byte(out), &rec); err != nil || rec.Status != batch.Solved || rec.Reason != "time limit reached" {
		t.Errorf("--best --timeout %v: %+v (%v); want solved, with the reason time limit reached", timeout, rec, err)
	}
	out, timeout = cutShort("text")
	if want := ", the fewest found by then (time limit reached)\n"; !strings.HasSuffix(out, want) {
		t.Errorf("--best --timeout %v as text: %q; want it to end %q", timeout, out, want)
	}
	if _, errOut, code := checkCLI(t, out, "617", "-"); code != exitOK {
		t.Errorf("--check of --best's text: exit %d, %q", code, errOut)
	}
}

// TestBestInterruptedSaysSo: --best stopped by Ctrl+C after its first
// solution gives the shortest found by then and says it was interrupted, as
// a time limit says so (the record read as a finished --best). The signal
// comes 0.3 s in, later each try, until a solution was found by then.
func TestBestInterruptedSaysSo(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the program")
	}
	for wait := 300 * time.Millisecond; wait <= 20*time.Second; wait *= 2 {
		cmd, out, _ := runMain(t, "--solve", "617", "--best", "--format", "json")
		time.Sleep(wait)
		_ = cmd.Process.Signal(os.Interrupt)
		text, _ := io.ReadAll(out)
		if code := exitCode(t, cmd.Wait()); code != exitInterrupted {
			t.Fatalf("--best stopped %v in: exit %d, want %d", wait, code, exitInterrupted)
		}
		var rec batch.Record
		if json.Unmarshal(text, &rec) != nil || rec.Status != batch.Solved {
			continue // no solution yet, or it ended before: later
		}
		if rec.Reason != "interrupted" {
			t.Errorf("--best stopped %v in: %s; want the reason interrupted", wait, text)
		}
		return
	}
	t.Fatal("--best found no solution within 20 s")
}
