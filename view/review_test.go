package view

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// TestReviewTitleSaysHelp: the review of a game won with help says so, as
// the game's own title does (it said won).
func TestReviewTitleSaysHelp(t *testing.T) {
	s := screen(t, 617, 120, 30)
	r := newRenderer(s)
	for _, tt := range []struct {
		assisted bool
		want     string
	}{{true, "won with help"}, {false, "won"}} {
		got := ansi.Strip(r.reviewTitle(&Review{Step: 1, Steps: 34, Won: true, Assisted: tt.assisted}, 80))
		if !strings.HasSuffix(got, tt.want) || !tt.assisted && strings.Contains(got, "help") {
			t.Errorf("assisted %v: %q, want it to end %q", tt.assisted, got, tt.want)
		}
	}
}
