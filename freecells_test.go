package main

import (
	"bytes"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// TestFreeCellCountsAgreeWithFCSolve: for deals played with 0 to 8 free cells,
// our verdict is fc-solve's, and every solution fc-solve prints passes our
// --check with the same count (its eighth cell is k). fc-solve searches with
// its atomic moves only (-to 01ABCDE), one card at a time: that move set is
// complete, so its "could not solve" is a proof. (Its default scan is not:
// at 3 cells it misses 6768, 9787, 14410, 19124 and 31404 of 1..32,000, which
// this scan and ours solve.)
func TestFreeCellCountsAgreeWithFCSolve(t *testing.T) {
	if _, err := exec.LookPath("fc-solve"); err != nil {
		t.Skip("fc-solve is not installed (Debian package freecell-solver-bin): skipping the comparison with it")
	}
	tests := []struct {
		game  string
		cells int
	}{
		{"164", 0}, {"1", 0}, {"5", 1}, {"617", 1}, {"5", 2}, {"617", 2}, {"617", 3},
		{"1941", 3}, {"24350", 3}, {"11982", 3}, {"6768", 3}, {"617", 5}, {"11982", 5},
		{"1941", 6}, {"617", 7}, {"617", 8}, {"1", 8},
	}
	for _, tt := range tests {
		cells := strconv.Itoa(tt.cells)
		board, err := exec.Command("make-microsoft-freecell-board", "-t", tt.game).Output()
		if err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command("fc-solve", "--freecells-num", cells, "--method", "soft-dfs", "-to", "01ABCDE", "-snx", "-p", "-t", "-sam")
		cmd.Env = append(cmd.Environ(), "FREECELL_SOLVER_QUIET=1")
		cmd.Stdin = bytes.NewReader(board)
		theirs, _ := cmd.Output() // exit 0 or not, its words say
		solvable := strings.Contains(string(theirs), "This game is solveable.")
		if !solvable && !strings.Contains(string(theirs), "I could not solve this game.") {
			t.Fatalf("game %s, %d cells: fc-solve said neither:\n%s", tt.game, tt.cells, theirs)
		}
		out, errOut, code := runCLI(t, "--solve", tt.game, "--freecells", cells, "--fast", "--format", "json")
		want, wantCode := `"status":"impossible"`, exitImpossible
		if solvable {
			want, wantCode = `"status":"solved"`, exitOK
		}
		if code != wantCode || !strings.Contains(out, want) || !strings.Contains(out, `"freecells":`+cells+",") {
			t.Errorf("game %s, %d cells: fc-solve finds it solvable %v; we exit %d: %s%s", tt.game, tt.cells, solvable, code, out, errOut)
		}
		if !solvable {
			continue
		}
		out, errOut, code = checkCLI(t, string(theirs), tt.game, "--freecells", cells, "-")
		if code != exitOK || !strings.Contains(out, "won, 52 cards home") {
			t.Errorf("game %s, %d cells: fc-solve's solution: exit %d, %q %q", tt.game, tt.cells, code, out, errOut)
		}
	}
}

// TestTooFewFreeCellsForASolution: a solution that uses four free cells is
// refused in a game of three, at the move that needs the fourth.
func TestTooFewFreeCellsForASolution(t *testing.T) {
	out, errOut, code := checkCLI(t, "", "617", "--freecells", "3", "4a", "4b", "4c", "4d")
	if code != exitIllegal || !strings.Contains(out, "there is no free cell d: the game has 3 free cells (a-c)") {
		t.Errorf("exit %d, %q %q", code, out, errOut)
	}
	if !strings.HasPrefix(out, "FreeCell #617 with 3 free cells: ") {
		t.Errorf("--check does not name the count as --solve does: %q", out)
	}
	if out, _, _ := checkCLI(t, "", "617", "4a"); !strings.HasPrefix(out, "FreeCell #617: ") {
		t.Errorf("--check names four cells, Microsoft's: %q", out)
	}
}

// TestPrintWithFreeCells: a count other than four is said by every format of
// --print, and fc-solve reads the fcs board with its Freecells line.
func TestPrintWithFreeCells(t *testing.T) {
	text, _, code := runCLI(t, "--print", "617", "--freecells", "3")
	if code != exitOK || !strings.HasPrefix(text, "Game #617 (3 free cells)\n7D AD") {
		t.Errorf("text: exit %d, %q", code, text)
	}
	js, _, _ := runCLI(t, "--print", "617", "--freecells", "0", "--format", "json")
	if !strings.Contains(js, `"freecells":0`) {
		t.Errorf("json: %q", js)
	}
	four, _, _ := runCLI(t, "--print", "617", "--format", "fcs")
	fcs, _, _ := runCLI(t, "--print", "617", "--freecells", "2", "--format", "fcs")
	if fcs != "Freecells: - -\n"+four {
		t.Errorf("fcs with 2 cells: %q", fcs)
	}
	board, _, _ := runCLI(t, "--print", "617", "--freecells", "5", "--from", "8a", "2e")
	if !strings.HasPrefix(board, "Foundations: H-0 C-0 D-0 S-0\nFreecells: QH - - - KS\n") {
		t.Errorf("a position with 5 cells: %q", board)
	}
	if _, err := exec.LookPath("fc-solve"); err != nil {
		return
	}
	cmd := exec.Command("fc-solve", "--freecells-num", "5", "-p", "-t", "-sam")
	cmd.Env = append(cmd.Environ(), "FREECELL_SOLVER_QUIET=1")
	cmd.Stdin = strings.NewReader(board)
	if out, _ := cmd.Output(); !strings.Contains(string(out), "This game is solveable.") {
		t.Errorf("fc-solve on our board of 5 cells:\n%s", out)
	}
}
