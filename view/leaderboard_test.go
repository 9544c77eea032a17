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
