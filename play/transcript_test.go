package play

import (
	"errors"
	"testing"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// TestTranscriptBlamesAutoPlayOnlyWhereItDid: a written move onto a place
// whose card auto-play sent home is blamed on auto-play only where it could
// go on that card in the written game (A♠ on 2♦); one illegal there too (6♥
// on 2♦, or on an ace) keeps its own reason (it was "auto-play sent A♦ home
// already" for a move no game could make).
func TestTranscriptBlamesAutoPlayOnlyWhereItDid(t *testing.T) {
	col1, col6 := rules.ColumnPlace(0), rules.ColumnPlace(5)
	for _, tc := range []struct {
		home, moved dealer.Card
		blamed      bool
	}{
		{dealer.NewCard(2, dealer.Diamonds), dealer.NewCard(dealer.Ace, dealer.Spades), true},
		{dealer.NewCard(2, dealer.Diamonds), dealer.NewCard(6, dealer.Hearts), false},
		{dealer.NewCard(dealer.Ace, dealer.Diamonds), dealer.NewCard(6, dealer.Clubs), false},
	} {
		var tr Transcript
		tr.noteAuto([]rules.Move{{From: col6, To: rules.Foundation, Card: tc.home}})
		refused := &rules.MoveError{Move: rules.Move{From: col1, To: col6}, Problem: rules.DoesNotStack, Card: tc.moved, Onto: dealer.NewCard(9, dealer.Diamonds)}
		_, _, err := tr.Follow(rules.Move{From: col1, To: col6}, func(rules.Move) ([]rules.Move, error) { return nil, refused })
		var diverged *DivergedError
		if blamed := errors.As(err, &diverged); blamed != tc.blamed || !blamed && !errors.Is(err, refused) {
			t.Errorf("%v onto the place %v went home from: %v; want auto-play blamed %v", tc.moved, tc.home, err, tc.blamed)
		}
	}
}

// TestNotedForgetsAPlaceMovedFrom: a card auto-play sent home from a place
// is noted there until the player moves a card from there themselves; after
// that a move home from it means the card there now (4h named the 2♣
// auto-play had sent three moves before 3♣ went home by hand).
func TestNotedForgetsAPlaceMovedFrom(t *testing.T) {
	g, err := New(618, rules.AutoSafe)
	if err != nil {
		t.Fatal(err)
	}
	col4 := rules.ColumnPlace(3)
	for _, text := range []string{"23", "45", "8a", "8b", "87", "8c", "4d"} {
		mv, err := rules.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Move(mv); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
	noted := Noted(g)
	if sent := noted.Sent(col4); sent != dealer.NewCard(2, dealer.Clubs) {
		t.Fatalf("after 4d, noted at column 4: %v; want 2♣, sent home by auto-play", sent)
	}
	if _, err := g.Move(rules.Move{From: col4, To: rules.Foundation}); err != nil {
		t.Fatal(err)
	}
	noted = Noted(g)
	if sent := noted.Sent(col4); sent != dealer.NoCard {
		t.Errorf("after 3♣ home by hand, noted at column 4: %v; want none", sent)
	}
}
