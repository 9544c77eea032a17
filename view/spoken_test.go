package view

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/state"
)

// boardWith is a board's text with home as its foundations, cells in its
// free cells, and every other card in the columns.
func boardWith(home map[dealer.Suit]dealer.Rank, cells ...string) string {
	var b strings.Builder
	b.WriteString("Foundations:")
	for s, r := range home {
		fmt.Fprintf(&b, " %c-%c", s.Letter(), r.Letter())
	}
	b.WriteString("\nFreecells: " + strings.Join(cells, " ") + "\n")
	col := 0
	var cols [8][]string
	for c := range dealer.Card(52) {
		if c.Rank() <= home[c.Suit()] || slices.Contains(cells, c.String()) {
			continue
		}
		cols[col%8] = append(cols[col%8], c.String())
		col++
	}
	for _, cards := range cols {
		b.WriteString(": " + strings.Join(cards, " ") + "\n")
	}
	return b.String()
}

// TestSaidCellsAndHome: the free cells and the foundations as a screen
// reader says them, in words a person would use: both of two cells empty
// (not "all 2"), one cell by its name, an ace home as the ace (not "up to
// ace of diamonds"), a won game's as every card.
func TestSaidCellsAndHome(t *testing.T) {
	some := map[dealer.Suit]dealer.Rank{dealer.Diamonds: 1, dealer.Clubs: 3}
	aces := map[dealer.Suit]dealer.Rank{dealer.Hearts: 1, dealer.Diamonds: 1, dealer.Clubs: 1, dealer.Spades: 2}
	for _, tt := range []struct {
		board, cells, home string
		n                  int
	}{
		{boardWith(some), "Free cells: both empty.", "Home: up to three of clubs, ace of diamonds; no hearts or spades yet.", 2},
		{boardWith(some), "Free cells: all 4 empty.", "", 4},
		{boardWith(aces, "KS"), "Free cell a: king of spades.", "Home: ace of clubs, ace of diamonds, ace of hearts, up to two of spades.", 1},
		{boardWith(nil), "Free cell a: empty.", "Home: no card yet.", 1},
		{boardWith(nil), "No free cells in this game.", "", 0},
		{boardWith(map[dealer.Suit]dealer.Rank{dealer.Hearts: 13, dealer.Diamonds: 13, dealer.Clubs: 13, dealer.Spades: 13}), "Free cell a: empty.", "Home: every card, all 52.", 1}, // not four kings "up to"
	} {
		p, err := rules.ParseBoard(tt.board, tt.n)
		if err != nil {
			t.Fatalf("%q: %v", tt.board, err)
		}
		if got := SayFreeCells(&p); got != tt.cells {
			t.Errorf("%q with %d cells: %q, want %q", tt.board, tt.n, got, tt.cells)
		}
		if got := SayHome(&p); tt.home != "" && got != tt.home {
			t.Errorf("%q: %q, want %q", tt.board, got, tt.home)
		}
	}
}

// TestHomeHeardNamesEachSuitsHighest: heard, many cards sent home after a
// move are counted, with each suit's highest card (named one by one, a
// dozen cards were a paragraph; counted alone, the listener did not know
// which); the ones that win the game are the last.
func TestHomeHeardNamesEachSuitsHighest(t *testing.T) {
	var home []rules.Move
	for _, text := range []string{"AH", "2H", "AS", "3H", "2S", "4H"} {
		card, _ := dealer.ParseCard(text)
		home = append(home, rules.Move{To: rules.Foundation, Count: 1, Card: card})
	}
	if got, want := homeHeard(home, false, SpokenGlyphs()), "6 cards home, up to four of hearts and two of spades"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got, want := homeHeard(home, true, SpokenGlyphs()), "the last 6 cards home"; got != want {
		t.Errorf("won: got %q, want %q", got, want)
	}
}

// TestManyCardsHomeSaysWhich: on screen too, many cards sent home after a
// move are counted with each suit's highest ("then 5 cards home" did not
// say which), and the ones that win the game, before a hint plays them or
// after a move did, are the last.
func TestManyCardsHomeSaysWhich(t *testing.T) {
	moves := func(texts ...string) []rules.Move {
		var home []rules.Move
		for _, text := range texts {
			card, _ := dealer.ParseCard(text)
			home = append(home, rules.Move{To: rules.Foundation, Count: 1, Card: card})
		}
		return home
	}
	hearts := func(from dealer.Rank) []dealer.Card { // from the king down: a column whose top goes home first
		var col []dealer.Card
		for r := dealer.King; r >= from; r-- {
			col = append(col, dealer.NewCard(r, dealer.Hearts))
		}
		return col
	}
	before, _ := rules.PositionOf([rules.NumColumns][]dealer.Card{hearts(dealer.Ace)}, nil, [4]dealer.Rank{})
	lastSix, _ := rules.PositionOf([rules.NumColumns][]dealer.Card{hearts(8)}, nil, homesBut(dealer.Hearts, 7))
	won, _ := rules.PositionOf([rules.NumColumns][]dealer.Card{}, nil, homesBut(dealer.Hearts, dealer.King))
	short, _ := rules.PositionOf([rules.NumColumns][]dealer.Card{hearts(8)}, nil, homesBut(dealer.Hearts, 7)) // 2♥ to 7♥ just sent, 46 home: K♥ to 8♥ still out
	for _, c := range []struct {
		board rules.Position
		home  []rules.Move
		want  string
	}{
		{before, moves("AH", "2H", "AS", "3H", "2S", "4H"), "6 cards home, up to 4♥ and 2♠"},
		{lastSix, moves("8H", "9H", "TH", "JH", "QH", "KH"), "the last 6 cards home"}, // a hint's, before it
		{won, moves("8H", "9H", "TH", "JH", "QH", "KH"), "the last 6 cards home"},     // a move's, after it
		{short, moves("2H", "3H", "4H", "5H", "6H", "7H"), "6 cards home, up to 7♥"},  // a move's, after it: 46 home, not won
		{before, moves("AH", "2H", "AS"), "A♥ 2♥ A♠ home"},
	} {
		r := newRenderer(Screen{Board: Board{Position: c.board}})
		if got := r.homeWords(c.home); got != c.want {
			t.Errorf("%v: got %q, want %q", c.home, got, c.want)
		}
	}
}

// TestFewestWordsCountCardsHome: at the fewest words, a step's cards sent
// home are counted as cards ("then 1 home", beside a review's "15 1d", read
// as a column).
func TestFewestWordsCountCardsHome(t *testing.T) {
	card := func(text string) dealer.Card { c, _ := dealer.ParseCard(text); return c }
	step := []rules.Move{{From: rules.ColumnPlace(2), To: rules.FreeCellPlace(3), Count: 1, Card: card("5S")},
		{From: rules.ColumnPlace(2), To: rules.Foundation, Count: 1, Card: card("3H")}}
	r := newRenderer(Screen{})
	r.brief = 2
	if got, want := r.stepWords(step), "5♠ to cell d, then 1 card home"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := r.stepWords(append(step, rules.Move{From: rules.ColumnPlace(2), To: rules.Foundation, Count: 1, Card: card("4H")})); !strings.HasSuffix(got, "then 2 cards home") {
		t.Errorf("two home: %q", got)
	}
}

// homesBut is every suit home to its king, but suit, home to top.
func homesBut(suit dealer.Suit, top dealer.Rank) [4]dealer.Rank {
	homes := [4]dealer.Rank{dealer.King, dealer.King, dealer.King, dealer.King}
	homes[suit] = top
	return homes
}

// TestSayKeptNamesTheDeals: what a quit keeps is said by its deals, a long
// list cut to its first four and how many more, a layout as opened again.
func TestSayKeptNamesTheDeals(t *testing.T) {
	deals := func(games ...int64) []state.Key {
		keys := make([]state.Key, len(games))
		for i, g := range games {
			keys[i] = state.Key{Deal: g, FreeCells: 4}
		}
		return keys
	}
	for _, c := range []struct {
		deals []state.Key
		other bool
		want  string
	}{
		{nil, false, "Goodbye."},
		{[]state.Key{{Deal: 5, FreeCells: 4, Daily: "2026-12-06"}}, false, "Your game in progress, on the daily of 6 December 2026, is kept: play resumes it when you come back to its deal."},
		{[]state.Key{{Deal: 617, FreeCells: 2}}, true, "Your other game in progress, on FreeCell number 617, played with 2 free cells, is kept: play resumes it when its deal is played with 2 again."},
		// the game lost on quitting may be deal 1 with other free cells
		{deals(1), true, "Your other game in progress, on FreeCell number 1, played with 4 free cells, is kept: play resumes it when its deal is played with 4 again."},
		// one deal twice: each named by its free cells
		{[]state.Key{{Deal: 617, FreeCells: 4}, {Deal: 617, FreeCells: 3}}, false, "Your 2 games in progress are kept, on FreeCell number 617, played with 4 free cells; and FreeCell number 617, played with 3 free cells: each resumes when its deal is played with those free cells again."},
		{deals(0), false, "Your game in progress, on this layout, is kept: opening the same layout again resumes it."}, // no deal to come back to
		{deals(1, 2), false, "Your 2 games in progress are kept, on FreeCell number 1 and FreeCell number 2: each resumes when you come back to its deal."},
		{deals(1, 2, 3, 4, 5, 6), false, "Your 6 games in progress are kept, on FreeCell number 1, FreeCell number 2, FreeCell number 3, FreeCell number 4 and 2 more: each resumes when you come back to its deal."},
	} {
		if got := SayKept(c.deals, c.other, 4); got != c.want {
			t.Errorf("SayKept(%v, %v) =\n%q, want\n%q", c.deals, c.other, got, c.want)
		}
	}
}

// TestPlacesEmptiedAreGrouped: heard, the places a move's cards left empty
// are said together and in order, after what the others show ("column 4 is
// empty; free cell a is empty; column 5 is empty; …" was a paragraph).
func TestPlacesEmptiedAreGrouped(t *testing.T) {
	pos, err := rules.ParseBoard("Foundations: H-Q C-J D-Q S-Q\nFreecells: - KH - -\nKD QC\n:\n:\nKC\n:\nKS\n:\n:", 4)
	if err != nil {
		t.Fatal(err)
	}
	r := newRenderer(Screen{Board: Board{Position: pos}, Glyphs: GlyphsFor(false)})
	places := []rules.Place{rules.ColumnPlace(4), rules.FreeCellPlace(0), rules.ColumnPlace(2), rules.ColumnPlace(0), rules.FreeCellPlace(2), rules.FreeCellPlace(1), rules.ColumnPlace(1)}
	want := "; column 1 now ends in queen of clubs; free cell b holds king of hearts; columns 2, 3 and 5 and free cells a and c are empty"
	if got := r.placesNow(places); got != want {
		t.Errorf("placesNow:\n got %q\nwant %q", got, want)
	}
	if got := r.placesNow([]rules.Place{rules.FreeCellPlace(0), rules.ColumnPlace(4)}); got != "; column 5 and free cell a are empty" {
		t.Errorf("placesNow, a column and a free cell emptied: %q", got)
	}
	if got := r.placesNow([]rules.Place{rules.ColumnPlace(4)}); got != "; column 5 is empty" {
		t.Errorf("placesNow, a column emptied: %q", got)
	}
}
