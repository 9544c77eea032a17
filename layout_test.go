package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// writeLayout writes text to a file in a temporary directory.
func writeLayout(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "board.txt")
	if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestPositionOutAndIn: the position --print --from writes is read by
// --layout, solved, and its solution checks from it; the same position made
// by --solve --from gives the same verdict.
func TestPositionOutAndIn(t *testing.T) {
	board, errOut, code := runCLI(t, "--print", "617", "--from", "8a", "2b")
	if code != exitOK || !strings.HasPrefix(board, "Foundations: H-0 C-0 D-0 S-0\nFreecells: QH KS - -\n: 7D TD TH KD 4C 4S JD\n") {
		t.Fatalf("--print --from: exit %d, %q %q", code, board, errOut)
	}
	path := writeLayout(t, board)
	solution, errOut, code := runCLI(t, "--solve", "--layout", path)
	if code != exitOK || solution == "" {
		t.Fatalf("--solve --layout: exit %d, %q %q", code, solution, errOut)
	}
	out, errOut, code := checkCLI(t, solution, "--layout", path, "-")
	if code != exitOK || out != "The layout: all "+strconv.Itoa(len(strings.Fields(solution)))+" moves are legal: won, 52 cards home\n" {
		t.Errorf("--check --layout: exit %d, %q %q", code, out, errOut)
	}
	out, _, code = runCLI(t, "--solve", "--layout", path, "--freecells", "3", "--format", "json")
	if code != exitImpossible || !strings.HasPrefix(out, `{"freecells":3,"status":"impossible"`) {
		t.Errorf("with 3 free cells: exit %d, %q", code, out)
	}
	three := writeLayout(t, strings.Replace(board, "Freecells: QH KS - -", "Freecells: QH KS -", 1))
	out, _, code = runCLI(t, "--solve", "--layout", three, "--format", "json") // its Freecells line's places say three
	if code != exitImpossible || !strings.HasPrefix(out, `{"freecells":3,"status":"impossible"`) {
		t.Errorf("a layout with three places: exit %d, %q", code, out)
	}
	if won, _, code := runCLI(t, "--solve", "--layout", writeLayout(t, "Founds: H-K C-K D-K S-K\n")); code != exitOK || won != "won already: no moves needed\n" {
		t.Errorf("a won layout: exit %d, %q", code, won)
	}
	var in bytes.Buffer
	in.WriteString(board)
	var said bytes.Buffer
	e := testEnv(t, &bytes.Buffer{}, &said)
	e.stdin, e.stdinIsTerminal = &in, true
	if code := run([]string{"--solve", "--layout", "-", "--fast"}, e); code != exitOK {
		t.Errorf("--layout -: exit %d", code)
	}
	if !strings.Contains(said.String(), "freecell: type the layout, then Ctrl+D on a line of its own\n") {
		t.Errorf("--layout - typed at the terminal does not say how to end it: %q", said.String())
	}
}

// TestPrintedDealIsALayout: a deal as --print writes it by default, its
// "Game #N" line and rows, is a layout: solved as the deal is, with the free
// cells its line names.
func TestPrintedDealIsALayout(t *testing.T) {
	ms := regexp.MustCompile(`,"ms":[0-9.]+`) // the time taken, which differs
	for _, cells := range []string{"4", "3"} {
		printed, _, _ := runCLI(t, "--print", "617", "--freecells", cells)
		got, errOut, code := runCLI(t, "--solve", "--layout", writeLayout(t, printed), "--format", "json")
		want, _, wantCode := runCLI(t, "--solve", "617", "--freecells", cells, "--format", "json")
		_, want, _ = strings.Cut(want, `"freecells"`) // the deal's record names its game; the layout's does not
		got, want = ms.ReplaceAllString(got, ""), ms.ReplaceAllString(want, "")
		if code != wantCode || !strings.HasSuffix(got, want) {
			t.Errorf("%s cells: exit %d (want %d), %q %q; the deal's: %q", cells, code, wantCode, got, errOut, want)
		}
	}
}

// TestBadLayouts: a layout that is not a position, or a command that cannot
// take one, is one line on stderr and exit 2.
func TestBadLayouts(t *testing.T) {
	good, _, _ := runCLI(t, "--print", "--format", "fcs", "617")
	twice := writeLayout(t, strings.Replace(good, "TD", "7D", 1))
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--solve", "--layout", twice}, "freecell: the layout in " + twice + ": line 1: 7D is there twice"},
		{[]string{"--check", "--layout", writeLayout(t, strings.Replace(good, "AD", "ZZ", 1)), "1a"}, `line 2: "ZZ" is not a card`},
		{[]string{"--solve", "--layout", writeLayout(t, "Freecells: JD 4S\n"+strings.Replace(good, " 4S JD", "", 1)), "--freecells", "1"}, "line 1: 2 cards in the free cells; the game has 1"},
		{[]string{"--solve", "--freecells", "2", "--layout", writeLayout(t, "Freecells: JD 4S 4C\n"+strings.Replace(good, " 4C 4S JD", "", 1))}, "the game has 2 (give --freecells 3 or more)"},
		{[]string{"--check", "--layout", twice, "617"}, "--layout takes the place of GAME"},
		{[]string{"--check", "--layout", twice, "1-2"}, "--layout takes the place of GAME"},
		{[]string{"--solve", "--layout", twice, "617"}, "--layout takes the place of GAME"},
		{[]string{"--check", "--layout", "-", "-"}, "can be read once"},
		{[]string{"--layout", twice}, "the viewer needs a terminal: --solve --layout FILE solves the layout"},
		{[]string{"--layout", "-"}, "the viewer reads its keys from the terminal"},
		{[]string{"--print", "--layout", twice, "--from", "a1"}, "--layout applies to --solve, --check and the viewer"},
		{[]string{"--print", "617", "--from", "8a", "--format", "json"}, "--print --from prints the position in fc-solve's format"},
		{[]string{"--print", "617", "--from", "1e"}, "no free cell e"},
		{[]string{"--solve", "--layout", ""}, "--layout needs a file"},
		// A word that is no move names the layout's own places (it named fc-solve's eight cells, a-g and k).
		{[]string{"--check", "--layout", writeLayout(t, good), "1x"}, `'x' is not a destination (1-8, a-d, h)`},
		{[]string{"--check", "--layout", writeLayout(t, "Freecells: - -\n"+good), "1x"}, `(1-8, a-b, h)`},
		{[]string{"--solve", "--layout", writeLayout(t, good), "--from", "1x"}, `(1-8, a-d, h)`},
	}
	for _, tt := range tests {
		out, errOut, code := runCLI(t, tt.args...)
		if code != exitUsage || out != "" || !strings.Contains(errOut, tt.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%q: exit %d, %q %q; want exit 2 and %q", tt.args, code, out, errOut, tt.want)
		}
	}
}

// TestLostLayoutIsNoDeal: --check says a layout that cannot be won is the
// layout, not a deal (it said "the deal itself").
func TestLostLayoutIsNoDeal(t *testing.T) {
	good, _, _ := runCLI(t, "--print", "--format", "fcs", "617")
	lost := writeLayout(t, "Freecells: - -\n"+good) // 617 cannot be won with two free cells
	out, errOut, code := runCLI(t, "--check", "--layout", lost, "1a")
	if code != exitLost || !strings.HasSuffix(out, "the position is lost: the layout itself cannot be won\n") || errOut != "" {
		t.Errorf("--check of a lost layout: exit %d, %q %q", code, out, errOut)
	}
}

// TestLayoutAgreesWithFCSolve: fc-solve solves the position --print --from
// writes, and our solver's verdict on it is fc-solve's.
func TestLayoutAgreesWithFCSolve(t *testing.T) {
	if _, err := exec.LookPath("fc-solve"); err != nil {
		t.Skip("fc-solve is not installed (Debian package freecell-solver-bin): skipping the comparison with it")
	}
	board, _, _ := runCLI(t, "--print", "1000", "--from", "8a", "7b")
	cmd := exec.Command("fc-solve", "-p", "-t", "-sam")
	cmd.Env = append(cmd.Environ(), "FREECELL_SOLVER_QUIET=1")
	cmd.Stdin = strings.NewReader(board)
	theirs, _ := cmd.Output()
	if !strings.Contains(string(theirs), "This game is solveable.") {
		t.Fatalf("fc-solve on our board:\n%s\n%s", board, theirs)
	}
	out, _, code := runCLI(t, "--solve", "--fast", "--layout", writeLayout(t, board))
	if code != exitOK || out == "" {
		t.Errorf("we: exit %d, %q", code, out)
	}
}
