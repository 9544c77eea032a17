package view

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/freecell/freecell/coach"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
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

// TestReviewOfALostDealNamesItsCells: the review at a deal that cannot be
// won says with how many free cells, as the facts do (11,982: "needs 5 free
// cells"; the review said "cannot be won, whatever is played").
func TestReviewOfALostDealNamesItsCells(t *testing.T) {
	s := screen(t, 11982, 120, 30)
	l, _ := dealer.Deal(11982)
	s.Board.Position = rules.NewPositionWith(&l, 4)
	r := newRenderer(s)
	got := ansi.Strip(r.dealReviewLine(&Review{AtDeal: true, Steps: 3, Deal: coach.Lost, LostAtDeal: true}, " · "))
	if !strings.Contains(got, "cannot be won with 4 free cells, whatever is played") {
		t.Errorf("the review at the deal: %q", got)
	}
}
