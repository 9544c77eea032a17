package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
)

// runCLI runs the program as if from a shell whose stdout is not a terminal.
func runCLI(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	t.Setenv("XDG_STATE_HOME", t.TempDir())
	var out, errOut bytes.Buffer
	code = run(args, &out, &errOut, func(string) string { return "" }, false)
	return out.String(), errOut.String(), code
}

const game617Text = `Game #617
7D AD 5C 3S 5S 8C 2D AH
TD 7S QD AC 6D 8H AS KH
TH QC 3H 9D 6S 8D 3D TC
KD 5H 9S 3C 8S 7H 4D JS
4C QS 9C 9H 7C 6H 2C 2S
4S TS 2H 5D JC 6C JH QH
JD KS KC 4H
`

const game617FCS = `7D TD TH KD 4C 4S JD
AD 7S QC 5H QS TS KS
5C QD 3H 9S 9C 2H KC
3S AC 9D 3C 9H 5D 4H
5S 6D 6S 8S 7C JC
8C 8H 8D 7H 6H 6C
2D AS 3D 4D 2C JH
AH KH TC JS 2S QH
`

func TestPrintFormats(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--print", "617"}, game617Text},
		{[]string{"617"}, game617Text}, // not a terminal: prints
		{[]string{"-p", "617", "--format", "text"}, game617Text},
		{[]string{"--print", "--format", "fcs", "617"}, game617FCS},
		{[]string{"--print", "--format=fcs", "617"}, game617FCS},
		{[]string{"-f", "fcs", "617"}, game617FCS},
		{[]string{"--print", "616-617", "--format", "fcs"}, string(dealFCS(t, 616)) + "\n" + game617FCS},
		{[]string{"--print", "-1", "-f", "fcs"}, "AC 3C 5C 7C 9C JC KC\nAD 3D 5D 7D 9D JD KD\nAH 3H 5H 7H 9H JH KH\nAS 3S 5S 7S 9S JS KS\nQC TC 8C 6C 4C 2C\nQD TD 8D 6D 4D 2D\nQH TH 8H 6H 4H 2H\nQS TS 8S 6S 4S 2S\n"},
		{[]string{"--", "-2"}, "Game #-2\nAS AH AD AC 7S 7H 7D 7C\nKS KH KD KC 6S 6H 6D 6C\nQS QH QD QC 5S 5H 5D 5C\nJS JH JD JC 4S 4H 4D 4C\nTS TH TD TC 3S 3H 3D 3C\n9S 9H 9D 9C 2S 2H 2D 2C\n8S 8H 8D 8C\n"},
	}
	for _, tt := range tests {
		out, errOut, code := runCLI(t, tt.args...)
		if code != 0 || errOut != "" || out != tt.want {
			t.Errorf("freecell %s: exit %d, stderr %q, stdout:\n%s\nwant:\n%s", strings.Join(tt.args, " "), code, errOut, out, tt.want)
		}
	}
}

func dealFCS(t *testing.T, game int64) []byte {
	l, err := dealer.Deal(game)
	if err != nil {
		t.Fatal(err)
	}
	return dealer.AppendColumns(nil, &l)
}

func TestPrintRangeSpansSpecialDeals(t *testing.T) {
	out, _, code := runCLI(t, "--print", "-2-2")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	var games []string
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, "Game #") {
			games = append(games, strings.TrimPrefix(line, "Game #"))
		}
	}
	if got := strings.Join(games, " "); got != "-2 -1 1 2" {
		t.Errorf("range -2-2 printed games %s, want -2 -1 1 2 (0 is not a game)", got)
	}
}

func TestPrintJSON(t *testing.T) {
	out, _, code := runCLI(t, "--print", "--format", "json", "617", "-1")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 2 {
		t.Fatalf("want one JSON object per line, got %d lines:\n%s", len(lines), out)
	}
	var rec dealJSON
	if err := json.Unmarshal([]byte(lines[0]), &rec); err != nil {
		t.Fatal(err)
	}
	if rec.Game != 617 || rec.Range != "classic" || len(rec.Columns) != 8 || len(rec.Rows) != 7 {
		t.Fatalf("record %+v", rec)
	}
	if got := strings.Join(rec.Columns[0], " "); got != "7D TD TH KD 4C 4S JD" {
		t.Errorf("first column %s", got)
	}
	if got := strings.Join(rec.Rows[6], " "); got != "JD KS KC 4H" {
		t.Errorf("last row %s", got)
	}
	if err := json.Unmarshal([]byte(lines[1]), &rec); err != nil || rec.Game != -1 || rec.Range != "special" {
		t.Errorf("second record %+v, %v", rec, err)
	}
}

func TestBadArguments(t *testing.T) {
	tests := []struct {
		args    []string
		message string
	}{
		{[]string{"0"}, "game 0 does not exist"},
		{[]string{"-3"}, "game -3 does not exist"},
		{[]string{"8589934592"}, "game 8589934592 does not exist"},
		{[]string{"99999999999999999999999"}, "does not exist"},
		{[]string{"abc"}, `"abc" is not a game number`},
		{[]string{"12x"}, `"12x" is not a game number`},
		{[]string{""}, "no game number given"},
		{[]string{"--print", "1-"}, "no game number given"},
		{[]string{"--print", "10-5"}, "runs backwards"},
		{[]string{"--format", "xml", "1"}, `unknown format "xml"`},
		{[]string{"1", "--format"}, "--format needs a value"},
		{[]string{"--bogus"}, `unknown option "--bogus"`},
		{[]string{"--print=yes"}, "takes no value"},
	}
	for _, tt := range tests {
		out, errOut, code := runCLI(t, tt.args...)
		if code != 2 || out != "" {
			t.Errorf("freecell %q: exit %d, stdout %q; want exit 2 and no output", tt.args, code, out)
		}
		if !strings.HasPrefix(errOut, "freecell: ") || !strings.Contains(errOut, tt.message) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("freecell %q: stderr %q, want one line containing %q", tt.args, errOut, tt.message)
		}
	}
}

func TestViewerRefusesRanges(t *testing.T) {
	var out, errOut bytes.Buffer
	code := run([]string{"1-5"}, &out, &errOut, func(string) string { return "" }, true)
	if code != 2 || out.Len() != 0 || !strings.Contains(errOut.String(), "--print") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out.String(), errOut.String())
	}
}

func TestHelpAndVersion(t *testing.T) {
	out, _, code := runCLI(t, "--help")
	if code != 0 || !strings.Contains(out, "Usage:") || !strings.Contains(out, "fc-solve") || !strings.Contains(out, "8589934591") {
		t.Errorf("--help: exit %d:\n%s", code, out)
	}
	out, _, code = runCLI(t, "--version")
	if code != 0 || out != "freecell "+version+"\n" {
		t.Errorf("--version: exit %d, %q", code, out)
	}
}

// brokenPipe fails every write as a closed pipe does.
type brokenPipe struct{}

func (brokenPipe) Write([]byte) (int, error) { return 0, syscall.EPIPE }

func TestClosedPipeExitsQuietly(t *testing.T) {
	var errOut bytes.Buffer
	code := run([]string{"--print", "1-1000000"}, brokenPipe{}, &errOut, func(string) string { return "" }, false)
	if code != 0 || errOut.Len() != 0 {
		t.Errorf("exit %d, stderr %q; want 0 and nothing", code, errOut.String())
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestWriteErrorIsReported(t *testing.T) {
	var errOut bytes.Buffer
	code := run([]string{"--print", "1"}, failingWriter{}, &errOut, func(string) string { return "" }, false)
	if code != 1 || !strings.Contains(errOut.String(), "disk full") {
		t.Errorf("exit %d, stderr %q", code, errOut.String())
	}
}

func TestLastGameIsRemembered(t *testing.T) {
	t.Setenv("XDG_STATE_HOME", t.TempDir())
	if got := loadLastGame(); got != 1 {
		t.Fatalf("with nothing saved the default is %d, want 1", got)
	}
	if err := saveLastGame(-2); err != nil {
		t.Fatal(err)
	}
	if got := loadLastGame(); got != -2 {
		t.Fatalf("loaded %d after saving -2", got)
	}
	var out bytes.Buffer
	if code := run(nil, &out, &bytes.Buffer{}, func(string) string { return "" }, false); code != 0 || !strings.HasPrefix(out.String(), "Game #-2\n") {
		t.Errorf("with no game argument printed %q, want the last game viewed", out.String())
	}
	path, _ := lastGamePath()
	for _, junk := range []string{"garbage", "0", "8589934592", ""} {
		if err := os.WriteFile(path, []byte(junk), 0o644); err != nil {
			t.Fatal(err)
		}
		if got := loadLastGame(); got != 1 {
			t.Errorf("state file %q loads as %d, want 1", junk, got)
		}
	}
}

func TestParseArgs(t *testing.T) {
	tests := []struct {
		args []string
		want options
	}{
		{nil, options{format: "text"}},
		{[]string{"617"}, options{format: "text", spans: []span{{617, 617}}}},
		{[]string{"-1"}, options{format: "text", spans: []span{{-1, -1}}}},
		{[]string{"--print", "-2"}, options{format: "text", print: true, spans: []span{{-2, -2}}}},
		{[]string{"--ascii", "--no-color", "5"}, options{format: "text", ascii: true, noColor: true, spans: []span{{5, 5}}}},
		{[]string{"#617"}, options{format: "text", spans: []span{{617, 617}}}},
		{[]string{"1-1000000", "--format", "fcs"}, options{format: "fcs", spans: []span{{1, 1000000}}}},
		{[]string{"-2--1"}, options{format: "text", spans: []span{{-2, -1}}}},
		{[]string{"--", "-1", "5"}, options{format: "text", spans: []span{{-1, -1}, {5, 5}}}},
		{[]string{"-h"}, options{format: "text", help: true}},
	}
	for _, tt := range tests {
		got, err := parseArgs(tt.args)
		if err != nil {
			t.Errorf("parseArgs(%q): %v", tt.args, err)
			continue
		}
		if !equalOptions(got, tt.want) {
			t.Errorf("parseArgs(%q) = %+v, want %+v", tt.args, got, tt.want)
		}
	}
}

func equalOptions(a, b options) bool {
	if len(a.spans) != len(b.spans) {
		return false
	}
	for i := range a.spans {
		if a.spans[i] != b.spans[i] {
			return false
		}
	}
	a.spans, b.spans = nil, nil
	return a.print == b.print && a.format == b.format && a.ascii == b.ascii &&
		a.noColor == b.noColor && a.help == b.help && a.version == b.version
}

// FuzzArgs checks that no command line makes the program panic, and that errors
// print one line on stderr and nothing on stdout.
func FuzzArgs(f *testing.F) {
	f.Add("--print\x00617")
	f.Add("-1\x00--format\x00json")
	f.Add("--format=\x00")
	f.Fuzz(func(t *testing.T, joined string) {
		args := strings.Split(joined, "\x00")
		for _, a := range args { // keep runs short: no huge ranges
			if strings.Contains(strings.TrimLeft(a, "-#+ "), "-") {
				return
			}
		}
		var out, errOut bytes.Buffer
		code := run(args, &out, &errOut, func(string) string { return "" }, false)
		switch code {
		case 0:
		case 2:
			if out.Len() != 0 || strings.Count(errOut.String(), "\n") != 1 {
				t.Fatalf("%q: exit 2 with stdout %q, stderr %q", args, out.String(), errOut.String())
			}
		default:
			t.Fatalf("%q: exit %d", args, code)
		}
	})
}

func TestFCSOutputSolvesWithFCSolve(t *testing.T) {
	if _, err := exec.LookPath("fc-solve"); err != nil {
		t.Skip("fc-solve not installed (apt-get install freecell-solver-bin): cannot check that fcs output is fc-solve input")
	}
	out, _, _ := runCLI(t, "--print", "--format", "fcs", "617")
	cmd := exec.Command("fc-solve", "-p", "-t", "-sam")
	cmd.Stdin = strings.NewReader(out)
	cmd.Env = append(os.Environ(), "FREECELL_SOLVER_QUIET=1")
	result, err := cmd.Output()
	if err != nil || !strings.Contains(string(result), "This game is solveable.") {
		t.Fatalf("fc-solve did not solve our fcs output: %v\n%s", err, result)
	}
}

func TestFCSOutputMatchesReferenceDealer(t *testing.T) {
	if _, err := exec.LookPath("make-microsoft-freecell-board"); err != nil {
		t.Skip("make-microsoft-freecell-board not installed (apt-get install freecell-solver-bin)")
	}
	for _, game := range []string{"1", "617", "11982", "1000000", "4294967296", "8589934591"} {
		out, _, _ := runCLI(t, "--print", "--format", "fcs", game)
		want, err := exec.Command("make-microsoft-freecell-board", "-t", game).Output()
		if err != nil {
			t.Fatal(err)
		}
		if out != string(want) {
			t.Errorf("game %s:\n%s\nreference:\n%s", game, out, want)
		}
	}
}

// BenchmarkPrintMillionFCS prints games 1..1,000,000 in fcs format, as
// `freecell --print 1-1000000 --format fcs` does (each op is the whole million).
func BenchmarkPrintMillionFCS(b *testing.B) {
	var n countingWriter
	for b.Loop() {
		n = 0
		if err := printGames(&n, []span{{1, 1000000}}, "fcs"); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(n)/1e6, "MB/op")
}

type countingWriter int

func (c *countingWriter) Write(p []byte) (int, error) {
	*c += countingWriter(len(p))
	return len(p), nil
}

func TestSolveOneGame(t *testing.T) {
	out, errOut, code := runCLI(t, "--solve", "617")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	var moves []string
	for i, line := range lines {
		fields := strings.Fields(line)
		if len(fields) > 10 || (len(fields) < 10 && i != len(lines)-1) {
			t.Errorf("line %d has %d moves, want 10 per line", i+1, len(fields))
		}
		moves = append(moves, fields...)
	}
	// Replay the printed moves with no automatic moves: they must win.
	l, _ := dealer.Deal(617)
	p := rules.NewPosition(&l)
	for i, text := range moves {
		m, err := rules.ParseMove(text)
		if err == nil {
			_, err = p.Apply(m)
		}
		if err != nil {
			t.Fatalf("move %d %q: %v", i+1, text, err)
		}
	}
	if !p.Won() {
		t.Errorf("the printed solution leaves %d cards out", 52-p.OnFoundations())
	}
}

func TestSolveVerdicts(t *testing.T) {
	out, _, code := runCLI(t, "--solve", "11982", "--fast")
	if code != exitImpossible || out != "impossible\n" {
		t.Errorf("11982: exit %d, %q", code, out)
	}
	var buf bytes.Buffer
	code = printSolution(&buf, solution{status: solver.GaveUp, Reason: "memory bound reached: 5 positions kept"})
	if code != exitGaveUp || buf.String() != "gave up: memory bound reached: 5 positions kept\n" {
		t.Errorf("gave up: exit %d, %q", code, buf.String())
	}
}

func TestSolveRange(t *testing.T) {
	out, _, code := runCLI(t, "--solve", "1-20", "11982", "--fast")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	for _, want := range []string{"games:       21 of 21", "solved:      20", "impossible:  1 11982", "gave up:     0", "mean moves:"} {
		if !strings.Contains(out, want) {
			t.Errorf("summary lacks %q:\n%s", want, out)
		}
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
		var rec solution
		if err := json.Unmarshal([]byte(line), &rec); err != nil || rec.Game != int64(i+1) || rec.Status != "solved" || len(rec.Moves) == 0 || rec.PlayerMoves == 0 {
			t.Errorf("record %d: %+v, %v", i, rec, err)
		}
	}
}
