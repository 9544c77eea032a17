package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/freecell/freecell/state"
)

func TestStats(t *testing.T) {
	var out, errOut bytes.Buffer
	e := testEnv(t, &out, &errOut)
	dir, _ := state.DefaultDir()
	store := state.Open(dir)
	for _, r := range []struct {
		deal   int64
		player int
		result state.Result
	}{{617, 40, state.Lost}, {617, 31, state.Won}, {1000000, 52, state.Won}} {
		if err := store.EndGame(state.Game{FreeCells: 4, Deal: r.deal, Moves: []string{"1a"}, PlayerMoves: r.player, Elapsed: 135 * time.Second}, r.result); err != nil {
			t.Fatal(err)
		}
	}
	store.Close()
	if code := run([]string{"--stats"}, e); code != exitOK || errOut.Len() != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut.String())
	}
	for _, want := range []string{"games played    3\n", "won             2 (67%)\n", "winning streak  2 now, 2 at most\n", "deals won       medium 1 of 1 tried, expert 1 of 1 tried\n",
		"            617      2     1       31     2:15\n", "      1,000,000      1     1       52     2:15\n"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("--stats lacks %q:\n%s", want, out.String())
		}
	}
	if strings.Contains(out.String(), "won only with help") {
		t.Errorf("--stats says a win with help where there is none:\n%s", out.String())
	}
	out.Reset()
	if code := run([]string{"--stats", "--format", "json"}, e); code != exitOK {
		t.Fatalf("json: exit %d", code)
	}
	want := `{"freecells":4,"played":3,"won":2,"assisted":0,"in_progress":0,"current_streak":2,"longest_streak":2,"current_losing_streak":0,"longest_losing_streak":1,"by_band":[{"band":"medium","played":1,"won":1},{"band":"expert","played":1,"won":1}],"deals":[{"game":617,"tries":2,"won":1,"fewest_moves":31,"fastest_ms":135000},{"game":1000000,"tries":1,"won":1,"fewest_moves":52,"fastest_ms":135000}]}` + "\n"
	if out.String() != want {
		t.Errorf("--stats --format json:\n%s\nwant\n%s", out.String(), want)
	}
}

// TestStatsSaysWhyAWinWithHelpHasNoBest: a deal won only with help shows
// "-" for its fewest and fastest, and a line under the table says why (it
// looked like a best forgotten).
func TestStatsSaysWhyAWinWithHelpHasNoBest(t *testing.T) {
	var out, errOut bytes.Buffer
	e := testEnv(t, &out, &errOut)
	dir, _ := state.DefaultDir()
	store := state.Open(dir)
	if err := store.EndGame(state.Game{FreeCells: 4, Deal: 617, Moves: []string{"1a"}, PlayerMoves: 34, Assisted: true}, state.Won); err != nil {
		t.Fatal(err)
	}
	store.Close()
	if code := run([]string{"--stats"}, e); code != exitOK ||
		!strings.Contains(out.String(), "            617      1     1        -        -\n\nA deal won only with help (a hint, a solution, moves pasted) has no fewest or fastest.\n") {
		t.Errorf("exit %d:\n%s", code, out.String())
	}
}

// TestStatsPerFreeCellCount: games with 3 free cells are counted apart, under
// a heading of their own after four's; --freecells 3 shows theirs alone, and
// JSON gives one object a count.
func TestStatsPerFreeCellCount(t *testing.T) {
	var out, errOut bytes.Buffer
	e := testEnv(t, &out, &errOut)
	dir, _ := state.DefaultDir()
	store := state.Open(dir)
	for _, g := range []state.Game{{Deal: 617, FreeCells: 4, Moves: []string{"1a"}, PlayerMoves: 40}, {Deal: 5, FreeCells: 3, Moves: []string{"1a"}, PlayerMoves: 7}} {
		if err := store.EndGame(g, state.Lost); err != nil {
			t.Fatal(err)
		}
	}
	store.Close()
	if code := run([]string{"--stats"}, e); code != exitOK || errOut.Len() != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut.String())
	}
	text := out.String()
	three, four := strings.Index(text, "3 free cells\n\ngames played    1\n"), strings.Index(text, "4 free cells\n\ngames played    1\n")
	if four != 0 || three < 0 || !strings.Contains(text[three:], "              5      1     0") || strings.Contains(text[three:], "617") {
		t.Errorf("--stats with two counts:\n%s", text)
	}
	out.Reset()
	if code := run([]string{"--stats", "--freecells", "3"}, e); code != exitOK || !strings.HasPrefix(out.String(), "3 free cells\n\ngames played    1\n") || strings.Contains(out.String(), "617") {
		t.Errorf("--stats --freecells 3: exit %d\n%s", code, out.String())
	}
	out.Reset()
	if code := run([]string{"--stats", "--freecells", "4"}, e); code != exitOK || !strings.HasPrefix(out.String(), "4 free cells\n\n") {
		t.Errorf("--stats --freecells 4: exit %d\n%s", code, out.String())
	}
	out.Reset()
	if code := run([]string{"--stats", "--format", "json"}, e); code != exitOK || strings.Count(out.String(), "\n") != 2 ||
		!strings.HasPrefix(out.String(), `{"freecells":4,`) || !strings.Contains(out.String(), "\n"+`{"freecells":3,"played":1,`) {
		t.Errorf("--stats --format json: exit %d\n%s", code, out.String())
	}
}

// TestStatsNamesADamagedFile: --stats over saved games that are not a
// database names the file, whatever check found it damaged, and exits 9.
func TestStatsNamesADamagedFile(t *testing.T) {
	var out, errOut bytes.Buffer
	e := testEnv(t, &out, &errOut)
	dir, _ := state.DefaultDir()
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, state.FileName)
	if err := os.WriteFile(path, bytes.Repeat([]byte("not a database "), 400), 0o600); err != nil {
		t.Fatal(err)
	}
	if code := run([]string{"--stats"}, e); code != exitUnreadable || !strings.Contains(errOut.String(), path+": the saved games are damaged") {
		t.Errorf("exit %d, %q", code, errOut.String())
	}
}

// TestStatsDaily: --stats --daily tallies the days, the streak to today, and
// prints today's share line once today's daily is won.
func TestStatsDaily(t *testing.T) {
	var out, errOut bytes.Buffer
	e := testEnv(t, &out, &errOut)
	e.now = func() time.Time { return time.Date(2026, 11, 28, 20, 0, 0, 0, time.UTC) }
	dir, _ := state.DefaultDir()
	store := state.Open(dir)
	for _, g := range []state.Game{
		{Deal: 12813, FreeCells: 4, Daily: "2026-11-27", Moves: []string{"1a"}, PlayerMoves: 40, Elapsed: 300 * time.Second},
		{Deal: 323, FreeCells: 4, Daily: "2026-11-28", Moves: []string{"1a"}, PlayerMoves: 31, Elapsed: 252 * time.Second},
	} {
		if err := store.EndGame(g, state.Won); err != nil {
			t.Fatal(err)
		}
	}
	if err := store.SaveOptimal(state.Key{Deal: 323, FreeCells: 4}, state.Optimal{Moves: 28, Solution: "1a"}); err != nil {
		t.Fatal(err)
	}
	if _, err := store.SaveGame(state.Game{Deal: 617, FreeCells: 4, Daily: "2026-11-25", Moves: []string{"1a"}, PlayerMoves: 1, Elapsed: time.Second}); err != nil {
		t.Fatal(err) // a day's daily begun and left: played, in progress
	}
	store.Close()
	if code := run([]string{"--stats", "--daily"}, e); code != exitOK || errOut.Len() != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut.String())
	}
	for _, want := range []string{"daily deals     3 begun (1 in progress), 2 won\n", "daily streak    2 days now, 2 at most\n",
		"today           FreeCell daily 2026-11-28 · #323 · hard · won in 31 moves (fewest 28) · 4:12\n",
		"2026-11-27  12,813  hard    won                 40    5:00\n"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("--stats --daily lacks %q:\n%s", want, out.String())
		}
	}
	if strings.Contains(out.String(), "games played") {
		t.Errorf("--stats --daily prints the deals' statistics too:\n%s", out.String())
	}
	out.Reset()
	e.now = func() time.Time { return time.Date(2026, 11, 25, 20, 0, 0, 0, time.UTC) } // the day whose daily was begun and left
	if code := run([]string{"--stats", "--daily"}, e); code != exitOK || !strings.Contains(out.String(), "today           #16,707, medium: in progress (freecell --daily resumes it)\n") {
		t.Errorf("today's daily begun: exit %d\n%s", code, out.String())
	}
	e.now = func() time.Time { return time.Date(2026, 11, 28, 20, 0, 0, 0, time.UTC) }
	out.Reset()
	if code := run([]string{"--stats"}, e); code != exitOK || !strings.Contains(out.String(), "games played    0\n") || !strings.Contains(out.String(), "daily deals") {
		t.Errorf("the dailies counted among the deals' games, or not shown: exit %d\n%s", code, out.String())
	}
	out.Reset()
	if code := run([]string{"--stats", "--freecells", "3"}, e); code != exitOK || strings.Contains(out.String(), "daily") {
		t.Errorf("--stats --freecells 3 shows the daily, played with four: exit %d\n%s", code, out.String())
	}
	out.Reset()
	if code := run([]string{"--stats", "--daily", "--format", "json"}, e); code != exitOK || !strings.Contains(out.String(), `"today":{"date":"2026-11-28","deal":323,"band":"hard","share":"FreeCell daily 2026-11-28 · #323 · hard · won in 31 moves (fewest 28) · 4:12"}`) ||
		!strings.HasPrefix(out.String(), `{"played":3,"in_progress":1,"won":2,`) {
		t.Errorf("--stats --daily --format json: exit %d\n%s", code, out.String())
	}
}

// TestDailyOptions: --daily goes with the viewer, --print, --solve and
// --stats, and takes the place of GAME; the daily's four cells are not the
// player's to change.
func TestDailyOptions(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--daily", "617"}, "--daily takes the place of GAME"},
		{[]string{"--daily", "--print", "617"}, "--daily takes the place of GAME"},
		{[]string{"--daily", "--solve", "1"}, "--daily takes the place of GAME"},
		{[]string{"--daily", "--survey"}, "--daily applies to the viewer, --print, --solve and --stats only"},
		{[]string{"--daily", "--check", "4a"}, "--daily applies to the viewer, --print, --solve and --stats only"}, // not "4a" is no game number
		{[]string{"--daily", "--freecells", "3"}, "the daily is played with four free cells"},
		{[]string{"--daily", "--print", "--freecells", "3"}, "the daily is played with four free cells"},
	} {
		out, errOut, code := runCLI(t, tt.args...)
		if code != exitUsage || out != "" || !strings.Contains(errOut, tt.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%q: exit %d, %q %q; want exit 2 and %q", tt.args, code, out, errOut, tt.want)
		}
	}
}

// TestDailyForScripts: --daily with --print or --solve, or with no terminal,
// takes today's daily as its GAME: 2026-11-28's is 323.
func TestDailyForScripts(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--daily"}, "Game #323\n"},
		{[]string{"--daily", "--print", "--format", "json"}, `{"game":323,`},
		{[]string{"--daily", "--solve", "--format", "json"}, `{"game":323,"freecells":4,"status":"solved"`},
	} {
		var out, errOut bytes.Buffer
		e := testEnv(t, &out, &errOut)
		e.now = func() time.Time { return time.Date(2026, 11, 28, 20, 0, 0, 0, time.UTC) }
		if code := run(tt.args, e); code != exitOK || errOut.Len() != 0 || !strings.HasPrefix(out.String(), tt.want) {
			t.Errorf("%q: exit %d, stderr %q, out %.80q; want %q first", tt.args, code, errOut.String(), out.String(), tt.want)
		}
	}
	var out, errOut bytes.Buffer
	e := testEnv(t, &out, &errOut)
	e.now = func() time.Time { return time.Date(1999, 1, 1, 0, 0, 0, 0, time.UTC) }
	if code := run([]string{"--daily", "--print"}, e); code != exitUsage || !strings.Contains(errOut.String(), "the table of dailies has no deal for 1999-01-01") {
		t.Errorf("a day past the table: exit %d, %q", code, errOut.String())
	}
}

// TestSkippedWords: the games --stats leaves out are counted in the
// singular for one.
func TestSkippedWords(t *testing.T) {
	for n, want := range map[int]string{1: "1 saved game is", 2: "2 saved games are", 1200: "1,200 saved games are"} {
		if got := skippedWords(n); got != want {
			t.Errorf("skippedWords(%d) = %q, want %q", n, got, want)
		}
	}
}
