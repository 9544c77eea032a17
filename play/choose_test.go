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

func TestHomeOrFreeCell(t *testing.T) {
	p := position(t, [8]string{"KD AC", "9C", "2C", "3C", "", "5C", "6C", "JD"}, "")
	if m, ok := HomeOrFreeCell(&p, 0); !ok || m.To != rules.Foundation {
		t.Errorf("an ace: %v, %v", m, ok)
	}
	if m, ok := HomeOrFreeCell(&p, 1); !ok || m.To != rules.FreeCellPlace(0) {
		t.Errorf("a nine: %v, %v", m, ok)
	}
	full := position(t, [8]string{"KD", "9C", "2C", "3C", "", "5C", "6C", "JD"}, "2H 3H 4H 5H")
	if _, ok := HomeOrFreeCell(&full, 0); ok {
		t.Error("a move found with the free cells full and nothing going home")
	}
}
