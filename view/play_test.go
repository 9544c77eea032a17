package view

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// TestStepWordsArePlain: a run moved is said in words at every width ("7♦
// and the card on it", "9♠ and 2 more"), never as "+1".
func TestStepWordsArePlain(t *testing.T) {
	two := rules.Move{From: rules.ColumnPlace(6), To: rules.ColumnPlace(7), Count: 2, Card: dealer.NewCard(7, dealer.Diamonds)}
	three := two
	three.Count, three.Card = 3, dealer.NewCard(9, dealer.Spades)
	for _, tt := range []struct {
		move  rules.Move
		brief int
		want  string
	}{
		{two, 0, "7♦ and the card on it from column 7 to column 8"},
		{two, 1, "7♦ and the card on it to column 8"},
		{two, 2, "7♦ and 1 more to column 8"},
		{three, 1, "9♠ and the 2 cards on it to column 8"},
		{three, 2, "9♠ and 2 more to column 8"},
	} {
		r, _, _, _ := plan(screen(t, 617, 100, 30))
		r.brief = tt.brief
		if got := r.stepWords([]rules.Move{tt.move}); got != tt.want || strings.Contains(got, "+") {
			t.Errorf("%d cards at brief %d: %q; want %q", tt.move.Count, tt.brief, got, tt.want)
		}
	}
}

// TestPartMovedSaysSoAtEveryWidth: a move of fewer cards than were picked
// (no more could go there) says so however short the room: the player
// learns a card was left behind.
func TestPartMovedSaysSoAtEveryWidth(t *testing.T) {
	one := rules.Move{From: rules.ColumnPlace(3), To: rules.ColumnPlace(6), Count: 1, Card: dealer.NewCard(9, dealer.Hearts)}
	s := Status{Kind: Moved, Moves: []rules.Move{one}, Pick: Pick{From: rules.ColumnPlace(3), Count: 2}}
	for brief, want := range []string{"(1 of the 2 cards picked: no more could go there)", "(1 of the 2 cards picked: no more could go there)", "(1 of 2)"} {
		r, _, _, _ := plan(screen(t, 617, 100, 30))
		r.brief = brief
		if got := r.statusLine(s); !strings.Contains(got, want) {
			t.Errorf("at brief %d: %q; want %q in it", brief, got, want)
		}
	}
	home := rules.Move{From: rules.ColumnPlace(7), To: rules.Foundation, Count: 1, Card: dealer.NewCard(dealer.Ace, dealer.Hearts)}
	s.Moves = append(s.Moves, home) // the count beside the move it is of, not after the cards sent home
	r, _, _, _ := plan(screen(t, 617, 120, 30))
	if got := ansi.Strip(r.statusLine(s)); !strings.Contains(got, "(1 of the 2 cards picked: no more could go there), then A♥ home") {
		t.Errorf("with a card sent home after it: %q", got)
	}
}
