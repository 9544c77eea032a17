package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/freecell/freecell/batch"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/play"
	"github.com/freecell/freecell/rules"
)

// checkCLI runs freecell --check with moves on standard input.
func checkCLI(t *testing.T, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errOut bytes.Buffer
	e := testEnv(t, &out, &errOut)
	e.stdin = strings.NewReader(stdin)
	code = run(append([]string{"--check"}, args...), e)
	return out.String(), errOut.String(), code
}

func TestCheck(t *testing.T) {
	solution, _, code := runCLI(t, "--solve", "617")
	if code != exitOK {
		t.Fatalf("--solve 617: exit %d", code)
	}
	words := strings.Fields(solution)
	tests := []struct {
		name     string
		args     []string
		stdin    string
		wantCode int
		want     string
	}{
		{"a solution from stdin", []string{"617", "-"}, solution, exitOK, fmt.Sprintf("FreeCell #617: all %d moves are legal: won, 52 cards home\n", len(words))},
		{"a solution as arguments", append([]string{"617"}, words...), "", exitOK, "won, 52 cards home"},
		{"the first moves", []string{"617", "8a", "8b"}, "", exitNotWon, "both moves are legal: not won yet, 0 cards home"},
		{"no moves", []string{"617"}, "", exitNotWon, "no moves: not won yet"},
		{"an illegal move", []string{"617", "8a", "12"}, "", exitIllegal, "move 2 (12) is illegal: JD can't go on KS: only on a black Q\nthe move before it is legal"},
		{"a count of one is named as typed", []string{"617", "4a", "46", "2b", "21", "41", "12v1"}, "", exitIllegal, "move 6 (12v1) is illegal: moving onto QS takes 3 cards, not 1"},
		{"comments", []string{"617", "-"}, "# 617\n8a 8b # two\n", exitNotWon, "both moves are legal"},
		{"a comment among arguments ends with its argument", []string{"617", "8a", "#x", "12"}, "", exitIllegal, "move 2 (12) is illegal"},
		{"an argument's comment", []string{"617", "8a 8b # two", "12"}, "", exitIllegal, "move 3 (12) is illegal"},
		{"auto-play", []string{"617", "--autoplay", "safe", "-"}, onlyPlayerMoves(t, words), exitOK, "won, 52 cards home"},
		{"a full solution with auto-play", []string{"617", "--autoplay", "safe", "-"}, solution, exitOK,
			fmt.Sprintf("all %d moves are legal (34 of them made by auto-play already): won", len(words))},
		{"written home moves and more by auto-play", []string{"617", "--autoplay", "safe", "4a", "46", "2b", "27", "72", "42", "4c", "4d", "4h"}, "", exitNotWon,
			"all 9 moves are legal (1 of them made by auto-play already, and 1 more move by auto-play)"},
		{"auto-play's own moves", []string{"617", "--autoplay", "safe", "4a", "46", "2b", "27", "72", "42", "4c", "4d"}, "", exitNotWon,
			"all 8 moves are legal (and 2 moves by auto-play)"},
		{"a full solution with all auto-play", []string{"617", "--autoplay", "all", "-"}, solution, exitOK, "won, 52 cards home"},
		{"json", []string{"617", "--format", "json", "8a", "12"}, "", exitIllegal,
			`{"game":617,"freecells":4,"status":"illegal","legal_moves":1,"auto_moves":0,"home":0,"illegal":{"number":2,"move":"12","reason":"JD can't go on KS: only on a black Q"}}` + "\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, errOut, code := checkCLI(t, tt.stdin, tt.args...)
			if code != tt.wantCode || !strings.Contains(out, tt.want) || errOut != "" {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit %d and %q", code, out, errOut, tt.wantCode, tt.want)
			}
		})
	}
}

// TestCheckSaysHowToEndTypedMoves: --check GAME - with the terminal as its
// standard input says what to type and how to end it (it waited in silence),
// and says nothing where the moves come from a pipe or a file.
func TestCheckSaysHowToEndTypedMoves(t *testing.T) {
	for _, typed := range []bool{true, false} {
		var out, errOut bytes.Buffer
		e := testEnv(t, &out, &errOut)
		e.stdin, e.stdinIsTerminal = strings.NewReader("8a\n"), typed
		code := run([]string{"--check", "617", "-"}, e)
		said := strings.Contains(errOut.String(), "freecell: type the moves (3a 46 74v2 1h ...), then Ctrl+D on a line of its own\n")
		if code != exitNotWon || said != typed || !strings.Contains(out.String(), "legal") {
			t.Errorf("typed %v: exit %d, stdout %q, stderr %q", typed, code, out.String(), errOut.String())
		}
	}
}

// onlyPlayerMoves is a solution less the foundation moves that safe auto-play
// makes by itself when the rest are played.
func onlyPlayerMoves(t *testing.T, words []string) string {
	t.Helper()
	moves, err := rules.ParseMoves(strings.Join(words, " "))
	if err != nil {
		t.Fatal(err)
	}
	replay, err := rules.ReplayGame(617, rules.DefaultFreeCells, moves) // the moves complete: which card each takes
	if err != nil {
		t.Fatal(err)
	}
	g, _ := play.New(617, rules.AutoSafe)
	var kept []string
	for i, m := range replay.Moves {
		if top := g.Position().FoundationTop(m.Card.Suit()); m.To == rules.Foundation && top != dealer.NoCard && top.Rank() >= m.Card.Rank() {
			continue // auto-play sent it home already
		}
		if _, err := g.Move(m); err != nil {
			t.Fatalf("move %d: %v", i+1, err)
		}
		kept = append(kept, words[i])
	}
	return strings.Join(kept, " ")
}

// TestCheckFCSolveSolutions: every solution fc-solve prints for a spread of deals
// passes --check, and one corrupted move fails at that move with the engine's reason.
func TestCheckFCSolveSolutions(t *testing.T) {
	if _, err := exec.LookPath("fc-solve"); err != nil {
		t.Skip("fc-solve is not installed (Debian package freecell-solver-bin): skipping the comparison with it")
	}
	told := 0 // the solutions said to replay with no auto-play (617's, with fc-solve 5.0.0)
	for _, game := range []string{"1", "617", "1941", "24350", "31465", "1000", "999999", "8589934591"} {
		board, err := exec.Command("make-microsoft-freecell-board", "-t", game).Output()
		if err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command("fc-solve", "-snx", "-p", "-t", "-sam")
		cmd.Env = append(cmd.Environ(), "FREECELL_SOLVER_QUIET=1")
		cmd.Stdin = bytes.NewReader(board)
		solution, err := cmd.Output()
		if err != nil {
			t.Fatal(err)
		}
		out, errOut, code := checkCLI(t, string(solution), game, "-")
		if code != exitOK || !strings.Contains(out, "won, 52 cards home") {
			t.Errorf("game %s: fc-solve's solution: exit %d, %q %q", game, code, out, errOut)
		}
		// Under auto-play, a solution made without it may part from the game;
		// where a move is then illegal, the check says it replays with none.
		out, _, code = checkCLI(t, string(solution), game, "--autoplay", "all", "-")
		if code == exitIllegal && strings.Contains(out, "is illegal") && !strings.Contains(out, "with --autoplay off all ") {
			t.Errorf("game %s: fc-solve's solution under all auto-play: not told it replays with none: %q", game, out)
		}
		if strings.Contains(out, "with --autoplay off all ") {
			told++
		}
		// Corrupt the first move to a free cell into a move from its source to
		// itself: the check must stop right there, saying why.
		moves, _ := rules.ParseMoves(string(solution))
		bad := -1
		for i, m := range moves {
			if m.To.IsFreeCell() {
				bad = i
				break
			}
		}
		lines := strings.Split(string(solution), "\n")
		seen := -1
		for i, line := range lines {
			if strings.HasPrefix(line, "Move:") {
				seen++
				if seen == bad {
					lines[i] = "Move: " + moves[bad].From.String() + moves[bad].From.String()
				}
			}
		}
		out, _, code = checkCLI(t, strings.Join(lines, "\n"), game, "--format", "json", "-")
		var rec batch.CheckRecord
		if err := json.Unmarshal([]byte(out), &rec); err != nil || code != exitIllegal || rec.Illegal == nil ||
			rec.Illegal.Number != bad+1 || !strings.Contains(rec.Illegal.Reason, "the source and the destination are both") {
			t.Errorf("game %s, move %d corrupted: exit %d, %s", game, bad+1, code, out)
		}
	}
	if told == 0 {
		t.Error("no solution parted from the game under all auto-play: what the check says then went untested")
	}
}

// TestSolveFrom: --solve --from solves from the position after the moves
// given; those moves and the solution together win, as --check says.
func TestSolveFrom(t *testing.T) {
	out, errOut, code := runCLI(t, "--solve", "617", "--from", "8a", "8b")
	if code != exitOK || errOut != "" {
		t.Fatalf("exit %d, %q", code, errOut)
	}
	check, _, code := checkCLI(t, "8a 8b\n"+out, "617", "-")
	if code != exitOK || !strings.Contains(check, "won, 52 cards home") {
		t.Errorf("the moves and the solution from them: exit %d, %s", code, check)
	}
	if _, errOut, code := runCLI(t, "--solve", "617", "--from", "8a", "12"); code != exitUsage || !strings.Contains(errOut, "move 2 (12) is illegal") {
		t.Errorf("an illegal move: exit %d, %q", code, errOut)
	}
	lost, _, code := runCLI(t, "--solve", "617", "--from", "58", "8a", "4b", "4c", "c6", "a8", "2a", "3c", "8d", "42")
	if code != exitImpossible || !strings.Contains(lost, "from the position after 10 moves") {
		t.Errorf("a lost position: exit %d, %q", code, lost)
	}
	lostJSON, _, code := runCLI(t, "--solve", "617", "--format", "json", "--from", "58", "8a", "4b", "4c", "c6", "a8", "2a", "3c", "8d", "42")
	if code != exitImpossible || !strings.Contains(lostJSON, `"from_move_count":10`) || strings.Contains(lostJSON, "player_moves") {
		t.Errorf("a lost position's record: exit %d, %s (the count of moves made named as one, no player moves where none)", code, lostJSON)
	}
	if _, errOut, code := runCLI(t, "--check", "617", "--from", "8a"); code != exitUsage || !strings.Contains(errOut, "--from applies to --solve and --print only") {
		t.Errorf("--check --from: exit %d, %q", code, errOut)
	}
}

// TestCheckVerdict: legal moves that do not win get the coach's verdict of the
// position reached, and a lost one the move that lost it (exit 5).
func TestCheckVerdict(t *testing.T) {
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"617", "8a", "8b"}, exitNotWon, "the position is winnable\n"},
		{[]string{"617", "58", "8a", "4b", "4c", "c6", "a8", "2a", "3c", "8d", "42"}, exitLost, "the position is lost: move 8 (3c) lost the game\n"},
		{[]string{"11982"}, exitLost, "the position is lost: the deal itself cannot be won\n"},
		{[]string{"--", "-2", "1a"}, exitLost, "the position is lost: the deal itself cannot be won\n"}, // a joke deal, which no search proves within the budget
		{[]string{"--freecells", "5", "--", "-1"}, exitNotWon, "the position is winnable\n"},
		{[]string{"1000", "--format", "json", "8a", "1b", "2c", "6d", "31", "b2", "3b", "d8", "34", "3d"}, exitLost, `"verdict":"lost","losing_move":{"number":10,"move":"3d","given":10}}` + "\n"},
		// With auto-play, the losing move is numbered among the moves given, as the viewer numbers it (it counted auto-play's too: move 11, move 4).
		{[]string{"1234567", "--freecells", "2", "--autoplay", "all", "1a", "2b", "63", "b3", "6b", "81", "b6", "76", "4b"}, exitLost, "the position is lost: move 9 (4b) lost the game\n"},
		{[]string{"286687", "--freecells", "1", "--autoplay", "all", "--format", "json", "3a", "41", "57", "36", "32", "86"}, exitLost, `"losing_move":{"number":4,"move":"57","given":3}}` + "\n"},
	}
	for _, tt := range tests {
		out, errOut, code := checkCLI(t, "", tt.args...)
		if code != tt.code || !strings.HasSuffix(out, tt.want) || errOut != "" {
			t.Errorf("--check %q: exit %d, %q, %q; want exit %d and %q", tt.args, code, out, errOut, tt.code, tt.want)
		}
	}
}

// TestCheckMemory: --check holds moves packed and positions only at
// checkpoints: the longest input its cap admits (16 MB: 5.6 million moves), a
// game that is lost by its eighth move and then goes back and forth, takes
// under 100 MB, the coach's search for the losing move included.
func TestCheckMemory(t *testing.T) {
	if runtime.GOOS != "linux" || testing.Short() {
		t.Skip("the peak memory of a process is read on Linux")
	}
	if os.Getenv("GOMEMLIMIT") != "" || strings.Contains(os.Getenv("GOFLAGS"), "race") || raceEnabled {
		t.Skip("measured without a memory limit of the environment's, and without the race detector")
	}
	prefix := "58 8a 4b 4c c6 a8 2a 3c "
	input := prefix + strings.Repeat("cd dc ", (maxMoveInput-len(prefix))/6)
	cmd := exec.Command(os.Args[0], "--check", "617", "-")
	cmd.Env = append(os.Environ(), "FREECELL_TEST_RUN_MAIN=peak", "XDG_STATE_HOME="+t.TempDir())
	cmd.Stdin = strings.NewReader(input)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if code := exitCode(t, err); code != exitLost || !strings.Contains(string(out), "move 8 (3c) lost the game") {
		t.Fatalf("exit %d: %s", code, out)
	}
	// The process's own high-water mark: its rusage would count the test's
	// memory too, which the child shares until it starts the program anew.
	var kb int64
	if _, err := fmt.Sscanf(strings.TrimSpace(stderr.String()), "VmHWM: %d kB", &kb); err != nil {
		t.Fatalf("no peak memory read: %q", stderr.String())
	}
	peak := kb << 10
	t.Logf("%d moves: peak %d MB", strings.Count(input, " "), peak>>20)
	if peak >= 100<<20 {
		t.Errorf("--check of %d moves peaked at %d MB, want under 100", strings.Count(input, " "), peak>>20)
	}
}

// TestNotationErrorsNameTheGamesCells: a word that is no move is answered
// with the places the game has: its own free cells, not notation's eight.
func TestNotationErrorsNameTheGamesCells(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"617", "xx"}, "'x' is not a source (1-8, a-d)\n"},
		{[]string{"617", "1z"}, "'z' is not a destination (1-8, a-d, h)\n"},
		{[]string{"617", "--freecells", "0", "1z"}, "'z' is not a destination (1-8, h)\n"},
		{[]string{"617", "--freecells", "2", "xx"}, "'x' is not a source (1-8, a-b)\n"},
		{[]string{"617", "--freecells", "8", "1z"}, "'z' is not a destination (1-8, a-g, k, h)\n"},
	} {
		if _, stderr, code := checkCLI(t, "", c.args...); code != exitUsage || !strings.HasSuffix(stderr, c.want) {
			t.Errorf("--check %v: %d %q, want ...%q", c.args, code, stderr, c.want)
		}
	}
}

// TestUnreadableInput: input that cannot be read (standard input a
// directory, a layout file that is not there) has a status of its own, 9,
// told from an illegal move (8), an impossible deal (7) and a failed write (1).
func TestUnreadableInput(t *testing.T) {
	dir, err := os.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer dir.Close()
	for _, args := range [][]string{
		{"--check", "617", "-"},
		{"--solve", "617", "--from", "-"},
		{"--solve", "--layout", "-"},
		{"--solve", "--layout", filepath.Join(t.TempDir(), "none")},
		{"--check", "--layout", "-", "3a"}, // --check read its layout as --solve does, but said 2
		{"--check", "--layout", filepath.Join(t.TempDir(), "none"), "3a"},
	} {
		var out, errOut bytes.Buffer
		e := testEnv(t, &out, &errOut)
		e.stdin = dir
		if code := run(args, e); code != exitUnreadable || out.Len() != 0 || !strings.Contains(errOut.String(), "cannot read") || strings.Count(errOut.String(), "\n") != 1 {
			t.Errorf("%q: exit %d, %q %q; want exit %d and one line", args, code, out.String(), errOut.String(), exitUnreadable)
		}
	}
	codes := map[int]string{}
	for name, code := range map[string]int{"ok": exitOK, "failed": exitFailed, "usage": exitUsage, "gave up": exitGaveUp, "not won": exitNotWon,
		"lost": exitLost, "time": exitTimeLimit, "impossible": exitImpossible, "illegal": exitIllegal, "unreadable": exitUnreadable, "interrupted": exitInterrupted} {
		if other, ok := codes[code]; ok {
			t.Errorf("%s and %s share status %d", name, other, code)
		}
		codes[code] = name
	}
}

// TestFromReadsNoMoves: --from - with nothing on standard input (an empty
// file, a command before it that failed) is refused, exit 2; it solved from
// the deal, as if the moves had been left out on purpose.
func TestFromReadsNoMoves(t *testing.T) {
	layout := filepath.Join(t.TempDir(), "617.txt")
	if err := os.WriteFile(layout, []byte(game617FCS), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args  []string
		start string
	}{
		{[]string{"--solve", "617", "--from", "-"}, "the deal"}, {[]string{"--print", "617", "--from", "-"}, "the deal"},
		{[]string{"--solve", "--layout", layout, "--from", "-"}, "the layout"},
	} {
		for _, input := range []string{"", "# no moves\n"} {
			var out, errOut bytes.Buffer
			e := testEnv(t, &out, &errOut)
			e.stdin = strings.NewReader(input)
			args, want := c.args, "--from - read no moves from standard input (to start from "+c.start+","
			if code := run(args, e); code != exitUsage || out.Len() != 0 || !strings.Contains(errOut.String(), want) {
				t.Errorf("%q with %q on stdin: exit %d, %q %q", args, input, code, out.String(), errOut.String())
			}
		}
	}
}

// TestCountsAreGrouped: counts in the lines people read are grouped by
// thousands, as game numbers are.
func TestCountsAreGrouped(t *testing.T) {
	out, _, code := checkCLI(t, "1a "+strings.Repeat("ab ba ", 600), "617", "-")
	if code != exitNotWon || !strings.Contains(out, "all 1,201 moves are legal") {
		t.Errorf("exit %d: %q", code, out)
	}
	out, _, _ = checkCLI(t, "1a "+strings.Repeat("ab ba ", 600)+"12", "617", "-")
	if !strings.Contains(out, "the 1,201 moves before it are legal") || !strings.Contains(out, "move 1,202 (12) is illegal") {
		t.Errorf("%q", out)
	}
}

// TestOptionValuesInAnyCase: --autoplay SAFE and --format JSON are read as
// their lower-case names.
func TestOptionValuesInAnyCase(t *testing.T) {
	if out, errOut, code := checkCLI(t, "", "617", "--autoplay", "SAFE", "1a"); code != exitNotWon || errOut != "" {
		t.Errorf("--autoplay SAFE: exit %d, %q %q", code, out, errOut)
	}
	if out, _, code := runCLI(t, "--print", "617", "--format", "JSON"); code != exitOK || !strings.HasPrefix(out, `{"game":617`) {
		t.Errorf("--format JSON: exit %d, %q", code, out)
	}
}

// A solve that found no moves, piped into --check, is told as the verdict it
// is, not as a first word that is no move ('i' is not a source); a game won
// already (a layout) is zero moves, which --check takes.
func TestCheckReadsASolvesVerdict(t *testing.T) {
	verdict, _, code := runCLI(t, "--solve", "5", "--freecells", "0")
	if code != exitImpossible {
		t.Fatalf("--solve 5 --freecells 0: exit %d, want %d (impossible)", code, exitImpossible)
	}
	_, errOut, code := checkCLI(t, verdict, "5", "--freecells", "0", "-")
	if want := `freecell: the moves read are a solve's verdict, not moves: "impossible: no sequence of moves solves game 5 with 0 free cells"`; code != exitUsage || strings.TrimSpace(errOut) != want {
		t.Errorf("--check of the verdict: exit %d, %q; want %d, %q", code, errOut, exitUsage, want)
	}
	won := "Foundations: H-K C-K D-K S-K\n"
	layout := filepath.Join(t.TempDir(), "won.txt")
	if err := os.WriteFile(layout, []byte(won), 0o600); err != nil {
		t.Fatal(err)
	}
	verdict, _, code = runCLI(t, "--solve", "--layout", layout)
	if code != exitOK || !strings.HasPrefix(verdict, "won already") {
		t.Fatalf("--solve of a won layout: exit %d, %q", code, verdict)
	}
	if out, errOut, code := checkCLI(t, verdict, "--layout", layout, "-"); code != exitOK || errOut != "" {
		t.Errorf("--check of %q on a won layout: exit %d, %q %q; want it won", verdict, code, out, errOut)
	}
}

// TestOptionValuesWithSpaces: a value written with spaces around it (as a
// script's "$CELLS" may be) is read as a game number is, not refused.
func TestOptionValuesWithSpaces(t *testing.T) {
	if out, errOut, code := runCLI(t, "--print", "617", "--freecells", " 3", "--format", "fcs "); code != exitOK || !strings.HasPrefix(out, "Freecells: - - -\n") {
		t.Errorf(`--freecells " 3": exit %d, %q %q`, code, out, errOut)
	}
}
