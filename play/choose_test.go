package play

import (
	"testing"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

func position(t *testing.T, cols [8]string, free string) rules.Position {
	t.Helper()
	var columns [8][]dealer.Card
	parse := func(s string) []dealer.Card {
		var out []dealer.Card
		for i := 0; i+1 < len(s); i += 3 {
			c, err := dealer.ParseCard(s[i : i+2])
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, c)
		}
		return out
	}
	for i, c := range cols {
		columns[i] = parse(c)
	}
	p, err := rules.PositionOf(columns, parse(free), [4]dealer.Rank{})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestChoose(t *testing.T) {
	// Column 1 holds the sequence TS 9H 8C 7D; two free cells and column 5 empty.
	p := position(t, [8]string{"KD TS 9H 8C 7D", "9C", "2C", "3C", "", "5C", "6C", "JD"}, "2H 3H")
	tests := []struct {
		name      string
		from, to  rules.Place
		count     int
		wantCount uint8
		wantErr   rules.Problem
	}{
		{"into an empty column: as many as may move", 0, 4, 0, 3, 0},
		{"into an empty column: fewer", 0, 4, 1, 1, 0},
		{"into an empty column: more than may move", 0, 4, 4, 0, rules.TooMany},
		{"onto a card: the ranks decide", 0, 7, 1, 4, 0}, // TS on JD
		{"onto a card that takes none", 0, 1, 0, 0, rules.NothingStacks},
		{"to a free cell", 0, rules.FreeCellPlace(2), 0, 1, 0},
		{"home when it cannot go", 0, rules.Foundation, 0, 0, rules.NotReadyHome},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			q := p
			m, err := q.Apply(Choose(&q, tt.from, tt.to, tt.count))
			if tt.wantErr != 0 {
				moveErr, ok := err.(*rules.MoveError)
				if !ok || moveErr.Problem != tt.wantErr {
					t.Fatalf("error %v, want problem %d", err, tt.wantErr)
				}
				return
			}
			if err != nil || m.Count != tt.wantCount {
				t.Fatalf("moved %d cards (%v), want %d", m.Count, err, tt.wantCount)
			}
		})
	}
}

func TestFirstFreeCellAndPickable(t *testing.T) {
	p := position(t, [8]string{"KD TS 9H 8C 7D", "9C", "2C", "3C", "", "5C", "6C", "JD"}, "2H")
	if cell, ok := FirstFreeCell(&p); !ok || cell != rules.FreeCellPlace(1) {
		t.Errorf("first free cell %v, %v", cell, ok)
	}
	if n := Pickable(&p, 0); n != 4 {
		t.Errorf("pickable from column 1: %d", n)
	}
	if n := Pickable(&p, 4); n != 0 {
		t.Errorf("pickable from an empty column: %d", n)
	}
	if n := Pickable(&p, rules.FreeCellPlace(0)); n != 1 {
		t.Errorf("pickable from a full free cell: %d", n)
	}
	full := position(t, [8]string{"KD", "9C", "2C", "3C", "", "5C", "6C", "JD"}, "2H 3H 4H 5H")
	if _, ok := FirstFreeCell(&full); ok {
		t.Error("a free cell found where all are taken")
	}
}

// TestBestMove: a double click's move: home, else onto a column's card,
// else into an empty column, else a free cell.
func TestBestMove(t *testing.T) {
	card := func(s string) dealer.Card { c, _ := dealer.ParseCard(s); return c }
	col := func(cards ...string) []dealer.Card {
		var out []dealer.Card
		for _, c := range cards {
			out = append(out, card(c))
		}
		return out
	}
	p, err := rules.PositionOf([rules.NumColumns][]dealer.Card{
		col("5H", "AS"), col("9C", "KS"), col("QD", "JC"), col("8H"), col("2D", "7C"), col("4S"), col("3D"), col("5C", "2C"),
	}, nil, [4]dealer.Rank{})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		from rules.Place
		want rules.Move
	}{
		{0, rules.Move{From: 0, To: rules.Foundation}},       // A♠ home
		{3, rules.Move{From: 3, To: rules.FreeCellPlace(0)}}, // 8♥: no black 9 to go on, so a free cell
		{4, rules.Move{From: 4, To: 3}},                      // 7♣ onto 8♥
		{6, rules.Move{From: 6, To: 5}},                      // 3♦ onto 4♠
	}
	for _, tt := range tests {
		if got, ok := BestMove(&p, tt.from, 0); !ok || got.From != tt.want.From || got.To != tt.want.To {
			t.Errorf("from %v: %v, %v; want %v", tt.from, got, ok, tt.want)
		}
	}
	empty, _ := rules.PositionOf([rules.NumColumns][]dealer.Card{col("2H", "9C", "8H"), col("9S", "KS"), nil, col("5D")}, nil, [4]dealer.Rank{})
	if got, ok := BestMove(&empty, 1, 0); !ok || got.To != 2 {
		t.Errorf("K♠ with an empty column: %v, %v; want it in column 3", got, ok)
	}
	if got, ok := BestMove(&empty, 0, 0); !ok || got.To != 2 || got.Count != 2 {
		t.Errorf("9♣ 8♥ with an empty column: %v; want both into column 3", got)
	}
	// J♣ on Q♥, K♠ elsewhere: a double click on J♣ moves nothing (no red
	// queen takes it, and an empty column or a free cell would break its run
	// for nothing), never Q♥ beneath it; on Q♥, both onto K♠. 4♣ on nothing
	// in order goes to an empty column.
	jack, _ := rules.PositionOf([rules.NumColumns][]dealer.Card{col("5D", "QH", "JC"), col("KS"), col("6H", "4C")}, nil, [4]dealer.Rank{})
	if got, ok := BestMove(&jack, 0, 1); ok {
		t.Errorf("J♣ double-clicked, in order on Q♥: %+v; want no move", got)
	}
	if got, ok := BestMove(&jack, 2, 1); !ok || got.To != 3 {
		t.Errorf("4♣ double-clicked: %+v, %v; want it in column 4", got, ok)
	}
	if got, ok := BestMove(&jack, 1, 1); !ok || got.To != rules.FreeCellPlace(0) && got.To != 3 {
		t.Errorf("K♠ double-clicked, alone in its column: %+v, %v; want it aside", got, ok)
	}
	if got, ok := BestMove(&jack, 0, 2); !ok || got.To != 1 {
		t.Errorf("Q♥ double-clicked: %v, %v; want Q♥ J♣ onto K♠", got, ok)
	}
	if got, ok := BestMove(&jack, 0, 3); ok {
		t.Errorf("5♦ double-clicked, with two cards on it out of order: %v", got)
	}
	lone, _ := rules.PositionOf([rules.NumColumns][]dealer.Card{col("KS"), nil}, nil, [4]dealer.Rank{})
	if got, ok := BestMove(&lone, 0, 0); !ok || got.To.IsColumn() {
		t.Errorf("a whole column into an empty one: %v", got)
	}
}

// TestDestinations: the places picked cards may go are marked, every empty
// free cell among them, a taken one not.
func TestDestinations(t *testing.T) {
	l, _ := dealer.Deal(617)
	p := rules.NewPosition(&l)
	// Q♥ (column 8) goes on K♠ (column 2) or K♣ (column 3), or to any free cell.
	want := uint32(1<<1 | 1<<2 | 1<<rules.FreeCellPlace(0) | 1<<rules.FreeCellPlace(1) | 1<<rules.FreeCellPlace(2) | 1<<rules.FreeCellPlace(3))
	if got := Destinations(&p, 7, 0); got != want {
		t.Errorf("Q♥'s destinations %017b, want %017b", got, want)
	}
	p.Play(rules.Move{From: 0, To: rules.FreeCellPlace(1), Count: 1}) // b taken: no longer a place to go
	if got := Destinations(&p, 7, 0); got != want&^(1<<rules.FreeCellPlace(1)) {
		t.Errorf("Q♥'s destinations with b taken %017b", got)
	}
	// An ace goes home too (the foundations' bit is past the free cells').
	ace, _ := rules.PositionOf([rules.NumColumns][]dealer.Card{{dealer.NewCard(dealer.Ace, dealer.Spades)}}, nil, [4]dealer.Rank{})
	if got := Destinations(&ace, 0, 0); got&(1<<rules.Foundation) == 0 {
		t.Errorf("A♠'s destinations %017b lack the foundations", got)
	}
}

// TestSeveralCardsForAFreeCell: cards chosen by the player, more than one,
// do not go to a free cell or home one at a time: the move is refused.
func TestSeveralCardsForAFreeCell(t *testing.T) {
	p, _ := rules.PositionOf([rules.NumColumns][]dealer.Card{{dealer.NewCard(6, dealer.Clubs), dealer.NewCard(5, dealer.Diamonds)}}, nil, [4]dealer.Rank{})
	if _, err := p.Resolve(Choose(&p, 0, rules.FreeCellPlace(0), 2)); err == nil {
		t.Error("two cards chosen went to a free cell")
	}
	if got := Destinations(&p, 0, 2); got&(1<<rules.FreeCellPlace(0)) != 0 {
		t.Errorf("a free cell is marked for two cards: %013b", got)
	}
	if _, err := p.Resolve(Choose(&p, 0, rules.FreeCellPlace(0), 1)); err != nil {
		t.Errorf("one card chosen for a free cell: %v", err)
	}
}
