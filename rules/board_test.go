package rules

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/words"
)

// TestBoardRoundTrip: a position written as a board reads back as itself, for
// positions reached by random play with every count of free cells.
// TestBoardCells: the count a board's Freecells line says, as AppendBoard
// writes it for every count, and none where there is no such line.
func TestBoardCells(t *testing.T) {
	l, _ := dealer.Deal(617)
	for cells := range MaxFreeCells + 1 {
		p := NewPositionWith(&l, cells)
		if n, ok := BoardCells(string(p.AppendBoard(nil))); !ok || n != cells {
			t.Errorf("%d cells: the board says %d, %v", cells, n, ok)
		}
	}
	for text, want := range map[string]int{"FC: - 8S\n: 7D": 2, "# Freecells: - -\nfreecells: KS\n": 1, ": 7D\n: 8S": -1, "Freecells: - - - - - - - - -": -1} {
		n, ok := BoardCells(text)
		if !ok {
			n = -1
		}
		if n != want {
			t.Errorf("%q: %d cells, want %d", text, n, want)
		}
	}
}

func TestBoardRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for game := int64(1); game <= 90; game++ {
		cells := int(game % (MaxFreeCells + 1))
		l, _ := dealer.Deal(game)
		p := NewPositionWith(&l, cells)
		for step := range 80 {
			text := string(p.AppendBoard(nil))
			back, err := ParseBoard(text, cells)
			if err != nil || back != p {
				t.Fatalf("game %d, %d cells, step %d: %v\n%s", game, cells, step, err, text)
			}
			moves := p.AppendMoves(nil)
			if len(moves) == 0 {
				break
			}
			p.Play(moves[rng.IntN(len(moves))])
		}
	}
}

// TestBoardAsFCSolveWritesIt reads the forms fc-solve's documentation and
// output use: bare columns, columns after ":", ten as 10 or T, FC: and
// Founds:, an ace as 1.
func TestBoardAsFCSolveWritesIt(t *testing.T) {
	l, _ := dealer.Deal(617)
	dealt := NewPosition(&l)
	bare := string(dealer.AppendColumns(nil, &l))
	tens := strings.ReplaceAll(bare, "T", "10")
	colons := ":" + strings.ReplaceAll(strings.TrimSuffix(bare, "\n"), "\n", "\n: ") + "\n"
	for name, text := range map[string]string{
		"bare": bare, "tens": tens, "colons": colons, "lower case": strings.ToLower(bare),
		"comments and blank lines": "# 617\n\n" + bare + "\n\n",
		"comments after the cards": "Foundations: H-0 # none home\nFreecells: - - - - # all free\n" + strings.Replace(bare, "\n", " # the first column\n", 1),
		"a comment among columns":  strings.Replace(bare, "\n", "\n  # the second column\n", 1),
		"empty lines":              "Foundations: H-0 C-0 D-0 S-0\nFreecells:\n" + bare,
	} {
		p, err := ParseBoard(text, DefaultFreeCells)
		if err != nil || p != dealt {
			t.Errorf("%s: %v\n%s", name, err, text)
		}
	}
	// AD home (written 1), QH in the second free cell.
	cols := l.Columns()
	cols[1], cols[7] = cols[1][1:], cols[7][:len(cols[7])-1]
	free := []dealer.Card{dealer.NoCard, dealer.NewCard(dealer.Queen, dealer.Hearts)}
	want, err := PositionOf(cols, free, [4]dealer.Rank{dealer.Diamonds: 1})
	if err != nil {
		t.Fatal(err)
	}
	text := "Founds: D-1\nFC: - QH\n" + strings.Replace(strings.Replace(colons, " QH\n", "\n", 1), ": AD", ":", 1)
	p, err := ParseBoard(text, DefaultFreeCells)
	if err != nil || p != want {
		t.Errorf("%v\n%s\nread as\n%s\nwant\n%s", err, text, p.AppendBoard(nil), want.AppendBoard(nil))
	}
}

// TestBoardAsFcSolvePrintsIt: fc-solve -p writes a free cell as four
// characters, two spaces and a card or four spaces: the count is its places,
// and each card keeps its cell, blanks and all (a board cut from fc-solve's
// solution was read as a game of as many cells as cards, and its moves from
// the cells after the first did not fit).
func TestBoardAsFcSolvePrintsIt(t *testing.T) {
	l, _ := dealer.Deal(617)
	cols := l.Columns()
	qh, ks := cols[7][len(cols[7])-1], cols[1][len(cols[1])-1]
	cols[7], cols[1] = cols[7][:len(cols[7])-1], cols[1][:len(cols[1])-1]
	colons := ""
	for _, col := range cols {
		colons += ":"
		for _, c := range col {
			colons += " " + c.String()
		}
		colons += "\r\n"
	}
	for _, tt := range []struct {
		cells string
		free  []dealer.Card
		count int
	}{
		{"                ", nil, 4},
		{"      QH  KS    ", []dealer.Card{dealer.NoCard, qh, ks, dealer.NoCard}, 4},
		{"      QH  KS", []dealer.Card{dealer.NoCard, qh, ks}, 3}, // an editor took the last blanks off
		{"  QH  KS", []dealer.Card{qh, ks}, 2},
		{" QH KS", []dealer.Card{qh, ks}, 2},
		{" - QH - KS", []dealer.Card{dealer.NoCard, qh, dealer.NoCard, ks}, 4},
	} {
		text := "Foundations: H-0 C-0 D-0 S-0 \r\nFreecells:" + tt.cells + "\r\n" + colons
		if tt.free == nil { // the deal as dealt
			text = "Foundations: H-0 C-0 D-0 S-0 \nFreecells:" + tt.cells + "\n" + string(dealer.AppendColumns(nil, &l))
		}
		n, ok := BoardCells(text)
		if !ok || n != tt.count {
			t.Errorf("Freecells:%q: %d cells (%v), want %d", tt.cells, n, ok, tt.count)
		}
		want := NewPositionWith(&l, tt.count)
		if tt.free != nil {
			var err error
			if want, err = PositionWith(cols, tt.free, [4]dealer.Rank{}, tt.count); err != nil {
				t.Fatal(err)
			}
		}
		if p, err := ParseBoard(text, n); err != nil || p != want {
			t.Errorf("Freecells:%q: %v\n%s\nwant\n%s", tt.cells, err, p.AppendBoard(nil), want.AppendBoard(nil))
		}
		if p, err := ParseBoard(text+"\n\n====================\n\n", n); err != nil || p != want { // cut with the rule fc-solve -p -t prints under it
			t.Errorf("Freecells:%q, with its rule: %v", tt.cells, err)
		}
	}
}

// TestBoardErrors: a board that is not a position says which line and card.
func TestBoardErrors(t *testing.T) {
	l, _ := dealer.Deal(617)
	bare := string(dealer.AppendColumns(nil, &l)) // line 1: 7D TD TH KD 4C 4S JD
	tests := []struct {
		name, text string
		cells      int
		want       string
	}{
		{"unknown card", strings.Replace(bare, "TD", "XD", 1), 4, `line 1: "XD" is not a card`},
		{"a card twice", strings.Replace(bare, "AD", "7D", 1), 4, "line 2: 7D is on line 1 already"},
		{"a card twice on a line", strings.Replace(bare, "TD", "7D", 1), 4, "line 1: 7D is there twice"},
		{"a card missing", strings.Replace(bare, " JD\n", "\n", 1), 4, "JD is missing"},
		{"a card under its foundation", "Foundations: H-2\n" + bare, 4, "line 9: AH is on its foundation already (the foundations line says H-2)"},
		{"a card missing above the foundation", "Foundations: D-A\n" + strings.Replace(bare, "AD ", "", 1), 4, ""},
		{"too many cells", "Freecells: JD 4S 4C\n" + strings.Replace(bare, " 4C 4S JD", "", 1), 2, "line 1: 3 cards in the free cells; the game has 2"},
		{"cells in a game of none", "FC: JD\n" + strings.Replace(bare, " JD", "", 1), 0, "line 1: 1 card in the free cells; the game has 0"},
		{"a bad foundation", "Foundations: X-5\n" + bare, 4, `line 1: "X-5" is not a foundation`},
		{"a bad foundation rank", "Foundations: H-Z\n" + bare, 4, `"H-Z" is not a foundation`},
		{"a ninth column", bare + "AS\n", 4, "line 9: a ninth column: a board has eight"},
		{"a blank line among the columns", strings.Replace(bare, "\n", "\n\n", 1), 4, "line 9: a ninth column: a board has eight (1 blank line between columns counted as empty columns)"},
		{"nine free cell places", "Freecells: - - - - - - - - QH\n" + bare, 4, "line 1: the free cells line has 9 places: a game has at most 8 free cells"},
		{"empty", "# nothing\n\n", 4, "no cards: a board has a line for each of its eight columns"},
		{"two free cell lines", "FC: JD\n" + strings.Replace(bare, " JD", "", 1) + "Freecells: - - - -\n", 4, "line 10: a second Freecells line (the first is line 1)"},
		{"two foundation lines", "Founds: H-0\n" + bare + "Foundations: H-A\n", 4, "line 10: a second Foundations line (the first is line 1)"},
		{"a suit twice", "Foundations: H-K H-0\n" + bare, 4, `line 1: "H-0": the foundations line names its suit already`},
		{"tens on the foundations", "Founds: h-10 C-T d-0 S-1\n" + without(bare, "AH 2H 3H 4H 5H 6H 7H 8H 9H TH AC 2C 3C 4C 5C 6C 7C 8C 9C TC AS"), 4, ""},
		{"a byte-order mark", "\ufeff" + bare, 4, ""},
		{"columns missing", "Founds: H-K\n", 4, "AC is missing"},
		{"nine cards that stay within 19", strings.Replace(bare, " JD\nAD 7S ", " JD AD 7S\n", 1), 4, ""},
		{"a queen that could take 11 more on 10 cards", strings.Replace(bare, " JD\nAD 7S QC ", " JD AD 7S QC\n", 1), 4,
			"line 1: QC, card 10 from the column's bottom, could take a run down to the ace: 21 cards in one column, where at most 19 fit"},
	}
	for _, tt := range tests {
		_, err := ParseBoard(tt.text, tt.cells)
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("%s: %v; want a position", tt.name, err)
		case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("%s: %v; want %q", tt.name, err, tt.want)
		}
	}
}

// TestBoardAsPrintWritesADeal: a deal as freecell --print writes it, its
// "Game #N" line and its rows, reads as the deal, with the free cells its
// line names; what is not one deal is said.
func TestBoardAsPrintWritesADeal(t *testing.T) {
	for _, game := range []int64{1, 617, 11982, 1_000_000, 8_589_934_591, -1, -2} {
		l, _ := dealer.Deal(game)
		for _, cells := range []int{4, 3, 1, 0} {
			header := fmt.Sprintf("Game #%d", game)
			if cells != DefaultFreeCells {
				header += " (" + words.Plural(cells, "free cell") + ")"
			}
			text := header + "\n" + string(dealer.AppendRows(nil, &l))
			n, ok := BoardCells(text)
			if !ok {
				n = DefaultFreeCells
			}
			p, err := ParseBoard(text, n)
			if err != nil || p != NewPositionWith(&l, cells) {
				t.Errorf("game %d with %d cells: %v (read with %d cells)\n%s", game, cells, err, n, text)
			}
		}
	}
	l, _ := dealer.Deal(617)
	rows := string(dealer.AppendRows(nil, &l))
	for _, tt := range []struct{ name, text, want string }{
		{"two deals", "Game #617\n" + rows + "\nGame #617\n" + rows, `line 10: a second "Game #N" line (the first is line 1)`},
		{"the header after cards", "7D AD\nGame #617\n", `line 2: a "Game #N" line starts a deal`},
		{"a ninth card in a row", "Game #617\n" + strings.Replace(rows, "AH\n", "AH QQ\n", 1), "line 2: a ninth column"},
		{"a card twice", "Game #617\n" + strings.Replace(rows, "AD", "7D", 1), "line 2: 7D is there twice"},
		{"a card missing", "Game #617\n" + strings.Replace(rows, " 4H", "", 1), "4H is missing"},
	} {
		if _, err := ParseBoard(tt.text, 4); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v; want %q", tt.name, err, tt.want)
		}
	}
}

// FuzzParseBoard: the reader never panics, and what it reads writes back as
// a board that reads as the same position.
func FuzzParseBoard(f *testing.F) {
	l, _ := dealer.Deal(617)
	f.Add(string(dealer.AppendColumns(nil, &l)), 4)
	p := NewPositionWith(&l, 8)
	f.Add(string(p.AppendBoard(nil)), 8)
	f.Add("Founds: H-K C-K D-K S-K\n", 0)
	f.Add("FC: 1H - 10C\n:\n: KS", 3)
	f.Add("Game #617\n"+string(dealer.AppendRows(nil, &l)), 4)
	f.Fuzz(func(t *testing.T, text string, cells int) {
		cells = min(max(cells, 0), MaxFreeCells)
		p, err := ParseBoard(text, cells)
		if err != nil {
			if _, ok := err.(*BoardError); !ok {
				t.Fatalf("%T %v: not a *BoardError", err, err)
			}
			return
		}
		back, err := ParseBoard(string(p.AppendBoard(nil)), cells)
		if err != nil || back != p {
			t.Fatalf("read %q, wrote %q, read back %v", text, p.AppendBoard(nil), err)
		}
	})
}

// FuzzBoardPlays: any position the reader accepts can be played on, move
// after move, the moves chosen by the fuzzer's bytes, without a panic and
// without a column past MaxColumn. A layout whose column could grow past it
// (a run built down to the ace on its tenth card, a queen) used to be read,
// and the viewer's solver overran the column.
func FuzzBoardPlays(f *testing.F) {
	l, _ := dealer.Deal(617)
	f.Add(string(dealer.AppendColumns(nil, &l)), []byte{0, 1, 2, 3})
	f.Add("2C 3C 4C 5C 6C 2S KS QH JC TD 9S 8H 7S 6D 5S 4H 3S 2D AS\nAC 3D QD 7H 6S\n7C 4D KD 9H 8S\n9C 5D AH TH TS\n"+
		"TC 7D 2H JH JS\nQC 8D 3H KH QS\nKC 9D 5H 8C\nAD JD 6H 4S\n", []byte{5, 9, 200, 7})
	f.Add("7D TD TH KD 4C 4S JD AD 7S QC 5H\n: QS TS\n"+strings.Join(strings.Split(string(dealer.AppendColumns(nil, &l)), "\n")[2:], "\n"), []byte{1, 1, 1, 1, 1})
	f.Fuzz(func(t *testing.T, text string, choices []byte) {
		p, err := ParseBoard(text, DefaultFreeCells)
		if err != nil {
			return
		}
		for _, b := range choices {
			moves := p.AppendMoves(nil)
			if len(moves) == 0 {
				return
			}
			p.Play(moves[int(b)%len(moves)])
			for i := range NumColumns {
				if n := len(p.Column(i)); n > MaxColumn {
					t.Fatalf("column %d holds %d cards", i+1, n)
				}
			}
		}
	})
}

// without is board text less the cards named.
func without(board, cards string) string {
	gone := strings.Fields(cards)
	var out strings.Builder
	for _, line := range strings.Split(strings.TrimSuffix(board, "\n"), "\n") {
		kept := slices.DeleteFunc(strings.Fields(line), func(w string) bool { return slices.Contains(gone, w) })
		out.WriteString(strings.Join(kept, " ") + "\n")
	}
	return out.String()
}
