package coach

import (
	"context"
	"slices"
	"testing"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

func TestAlongGame(t *testing.T) {
	U, W, L := Undecided, Winnable, Lost
	for _, c := range []struct{ in, want []Verdict }{
		{[]Verdict{U, U, W, U, L, U}, []Verdict{W, W, W, U, L, L}},
		{[]Verdict{U, L, U}, []Verdict{U, L, L}},
		{[]Verdict{U, U, W}, []Verdict{W, W, W}},
		{[]Verdict{U, U}, []Verdict{U, U}},
		{nil, []Verdict{}},
	} {
		if got := AlongGame(c.in); !slices.Equal(got, c.want) {
			t.Errorf("AlongGame(%v) = %v, want %v", c.in, got, c.want)
		}
	}
}

// TestKnownAnswersFirst: a Known answers what it knows without a search,
// and what it does not from the search; With never changes the Known it is
// called on.
func TestKnownAnswersFirst(t *testing.T) {
	l, _ := dealer.Deal(9)
	deal, other := rules.NewPositionWith(&l, 2), rules.NewPositionWith(&l, 3)
	var k Known
	k2 := k.With(deal, Winnable)
	if len(k) != 0 || k2[deal] != Winnable || len(k2.With(other, Undecided)) != 1 {
		t.Fatal("With changed the Known it was called on, or kept an undecided verdict")
	}
	searched := 0
	judge := k2.Judge(func(context.Context, rules.Position) Verdict { searched++; return Undecided })
	if judge(context.Background(), deal) != Winnable || searched != 0 {
		t.Error("a known verdict was searched for")
	}
	if judge(context.Background(), other) != Undecided || searched != 1 {
		t.Error("an unknown position was not searched")
	}
}

// TestLosingMoveFromKnownDeal: deal 9 with two free cells is winnable (the
// atlas knows it) though the coach's budget leaves it undecided; after 1a it
// is lost, and with the deal known the losing move is found: 1a.
func TestLosingMoveFromKnownDeal(t *testing.T) {
	l, _ := dealer.Deal(9)
	start := rules.NewPositionWith(&l, 2)
	after := start
	if _, err := after.Apply(rules.Move{From: rules.ColumnPlace(0), To: rules.FreeCellPlace(0)}); err != nil {
		t.Fatal(err)
	}
	judge := func(_ context.Context, p rules.Position) Verdict {
		if p == start {
			return Undecided // as the budget leaves it
		}
		return Lost
	}
	positions := []rules.Position{start, after}
	if _, ok := LosingMove(context.Background(), positions, judge); ok {
		t.Fatal("the losing move is found without knowing the deal: the test proves nothing")
	}
	known := Known{}.With(start, Winnable)
	if index, ok := LosingMove(context.Background(), positions, known.Judge(judge)); !ok || index != 0 {
		t.Errorf("losing move %d, %v; want 0 (1a)", index, ok)
	}
}
