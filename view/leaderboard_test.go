package view

import (
	"strings"
	"testing"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/colorprofile"
)

// TestBoardRowsKeepTheirColumns: a wide name (one kept before names were
// measured by width) is cut to its column, and the viewer's own row keeps
// its "(you)" whole; every row is as wide as the others.
func TestBoardRowsKeepTheirColumns(t *testing.T) {
	r := &renderer{glyphs: GlyphsFor(true)}
	r.Styles = NewStyles(true, colorprofile.NoTTY, false)
	wide := strings.Repeat("名前", 12) // 48 cells
	lines := r.leaderboardTable(&Leaderboard{Rows: []LeaderboardRow{{Place: 1, Name: wide, Moves: 80}, {Place: 2, Name: wide, Moves: 90, You: true}, {Place: 3, Moves: 95}}, Place: 2})
	var rows []string
	for _, l := range lines {
		if strings.Contains(l, "名") || strings.Contains(l, "a player") {
			rows = append(rows, l)
		}
	}
	if len(rows) != 3 {
		t.Fatalf("%d rows in %q", len(rows), lines)
	}
	if !strings.Contains(rows[1], "(you)") {
		t.Errorf("the viewer's row lost its mark: %q", rows[1])
	}
	for _, row := range rows[1:] {
		if lipgloss.Width(row) != lipgloss.Width(rows[0]) {
			t.Errorf("rows of widths %d and %d: %q, %q", lipgloss.Width(rows[0]), lipgloss.Width(row), rows[0], row)
		}
	}
}

// TestBoardRowsFitANarrowScreen: on a narrow screen the names' column
// gives way, so that each row's moves, time and "with help" are seen (at 40
// columns the moves and time were cut off, the names kept 30 wide); at 40,
// "with help" is cut after the time.
func TestBoardRowsFitANarrowScreen(t *testing.T) {
	for _, width := range []int{40, 60, 100} {
		r := &renderer{glyphs: GlyphsFor(true), Screen: Screen{Width: width}}
		r.Styles = NewStyles(true, colorprofile.NoTTY, false)
		b := &Leaderboard{Rows: []LeaderboardRow{{Place: 1, Name: "Alice the Great", Moves: 25, Elapsed: 2e9}, {Place: 2, Name: strings.Repeat("Bob", 8), Moves: 125, Elapsed: 18e9, Assisted: true}}}
		lines := r.leaderboardPanel(b)
		text := strings.Join(lines, "\n")
		for _, want := range []string{" 25    0:02", " 125    0:18", "0:18 with help"} {
			if !strings.Contains(text, want) && (width > 40 || want != "0:18 with help") { // at 40, the names' narrowest leaves "with help" cut
				t.Errorf("%d columns: %q not shown:\n%s", width, want, text)
			}
		}
		if width == 100 && !strings.Contains(text, "Alice the Great"+strings.Repeat(" ", 30-len("Alice the Great"))+" ") {
			t.Errorf("100 columns: the names' column is not 30 wide:\n%s", text)
		}
	}
}

// TestBoardFooterNamesOnlyKeysThereAre: with the keys' names (the board on
// screen) the footer says which key sets the name and which closes; with
// none (the accessible mode, which has no such commands) it names neither,
// rather than leave "closes" with nothing before it.
func TestBoardFooterNamesOnlyKeysThereAre(t *testing.T) {
	r := &renderer{glyphs: GlyphsFor(true)}
	r.Styles = NewStyles(true, colorprofile.NoTTY, false)
	keyed := &Leaderboard{Place: 1, Rows: []LeaderboardRow{{Place: 1, Name: "Bob", Moves: 80, You: true}}, Name: "Bob"}
	guest := &Leaderboard{Guest: true}
	r.Names = KeyNames{LeaderboardName: "n", CloseLeaderboard: "esc"}
	if got := r.leaderboardFooter(keyed); !strings.Contains(got, "n your name: Bob") || !strings.Contains(got, "esc closes") {
		t.Errorf("with keys: %q", got)
	}
	r.Names = KeyNames{}
	for _, b := range []*Leaderboard{keyed, guest} {
		if got := r.leaderboardFooter(b); strings.Contains(got, "closes") || strings.Contains(got, " set your name") || strings.HasPrefix(got, " ") {
			t.Errorf("without keys: %q", got)
		}
	}
	if got := r.leaderboardFooter(keyed); !strings.Contains(got, "you are 1st of 1") || !strings.Contains(got, "your name: Bob") {
		t.Errorf("without keys, the name is not said: %q", got)
	}
}

// TestReviewCountsReadAsSentences: no move keeping the game winnable is
// said as such ("0 of 1 move keep it winnable" read as a slip).
func TestReviewCountsReadAsSentences(t *testing.T) {
	r := &renderer{glyphs: GlyphsFor(true)}
	r.Styles = NewStyles(true, colorprofile.NoTTY, false)
	for _, tc := range []struct {
		keeping, choices int
		want             string
	}{
		{0, 1, "its one move does not keep it winnable"},
		{0, 8, "none of 8 moves keeps it winnable"},
		{1, 8, "1 of 8 moves keeps it winnable"},
		{3, 8, "3 of 8 moves keep it winnable"},
	} {
		if got := r.countWords(&Review{Counted: true, Keeping: tc.keeping, Choices: tc.choices}); got != tc.want {
			t.Errorf("%d of %d: %q, want %q", tc.keeping, tc.choices, got, tc.want)
		}
	}
	// The few moves that lose are named, the lesson of the deal; many are not.
	for _, tc := range []struct {
		keeping int
		losing  []string
		want    string
	}{
		{10, []string{"3a"}, "10 of 11 moves keep it winnable; 3a loses"},
		{9, []string{"3a", "8b"}, "9 of 11 moves keep it winnable; 3a and 8b lose"},
		{7, []string{"3a", "8b", "1c", "72"}, "7 of 11 moves keep it winnable"},
		{0, []string{"3a"}, "none of 11 moves keeps it winnable (10 undecided)"},
	} {
		v := &Review{Counted: true, Keeping: tc.keeping, Choices: 11, Losing: tc.losing, Unknown: 11 - tc.keeping - len(tc.losing)}
		if got := r.countWords(v); got != tc.want {
			t.Errorf("%d keeping, %v losing: %q, want %q", tc.keeping, tc.losing, got, tc.want)
		}
	}
}

// TestFrameMarksOnlyWordsCut: a panel's line cut to its frame ends in … only
// where words went, not where only its padding did (the picker's row read
// "← any →  …" at 45 columns, with nothing hidden).
func TestFrameMarksOnlyWordsCut(t *testing.T) {
	r := &renderer{glyphs: GlyphsFor(false)}
	r.Styles = NewStyles(true, colorprofile.NoTTY, false)
	out := strings.Join(r.frame([]string{"← any →          ", "not won by you yet"}, 10), "\n")
	if !strings.Contains(out, "│ ← any →    │") || !strings.Contains(out, "│ not won b… │") {
		t.Errorf("the frame:\n%s", out)
	}
}
