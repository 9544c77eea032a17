package rules

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/freecell/freecell/dealer"
)

func cards(t testing.TB, text string) []dealer.Card {
	t.Helper()
	var out []dealer.Card
	for _, f := range strings.Fields(text) {
		c, err := dealer.ParseCard(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

// table builds a position from eight column strings ("-" for empty) and free cells.
func table(t testing.TB, cols [8]string, free string, found [4]dealer.Rank) Position {
	t.Helper()
	var columns [8][]dealer.Card
	for i, c := range cols {
		if c != "-" {
			columns[i] = cards(t, c)
		}
	}
	p, err := PositionOf(columns, cards(t, free), found)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestMoves(t *testing.T) {
	full := [8]string{"KD 9S 8H 7C", "TH", "2C", "3C", "4C", "5C", "6C", "QC"}
	oneEmpty := [8]string{"KD 9S 8H 7C", "TH", "2C", "3C", "-", "5C", "6C", "QC"}
	tests := []struct {
		name      string
		cols      [8]string
		free      string
		found     [4]dealer.Rank // clubs, diamonds, hearts, spades
		move      string
		wantCount uint8
		wantErr   string
	}{
		{"ace to foundation", [8]string{"AD", "-", "-", "-", "-", "-", "-", "-"}, "", [4]dealer.Rank{}, "1h", 1, ""},
		{"two needs its ace", [8]string{"2D", "-", "-", "-", "-", "-", "-", "-"}, "", [4]dealer.Rank{}, "1h", 0, "2D can't go home yet: AD goes first"},
		{"a jack needs the next card of its suit", [8]string{"JS", "-", "-", "-", "-", "-", "-", "-"}, "", [4]dealer.Rank{dealer.Spades: 2}, "1h", 0, "JS can't go home yet: 3S goes first"},
		{"next rank to foundation", [8]string{"3D", "-", "-", "-", "-", "-", "-", "-"}, "", [4]dealer.Rank{0, 2, 0, 0}, "1h", 1, ""},
		{"free cell to foundation", [8]string{"KS", "-", "-", "-", "-", "-", "-", "-"}, "AH", [4]dealer.Rank{}, "ah", 1, ""},
		{"column to free cell", full, "", [4]dealer.Rank{}, "1a", 1, ""},
		{"full free cell", full, "JS", [4]dealer.Rank{}, "1a", 0, "free cell a already holds JS"},
		{"free cell to column", full, "9C", [4]dealer.Rank{}, "a2", 1, ""},
		{"same colour refused", full, "9D", [4]dealer.Rank{}, "a2", 0, "9D can't go on TH: only on a black 10"},
		{"wrong rank refused", full, "8C", [4]dealer.Rank{}, "a2", 0, "8C can't go on TH: only on a red 9"},
		{"sequence of three within capacity", full, "", [4]dealer.Rank{}, "12", 3, ""},
		{"sequence over capacity", full, "JS JH JD", [4]dealer.Rank{}, "12", 0, "2 cards can move now, not 3"},
		{"capacity 3 with two free cells", full, "JS JH", [4]dealer.Rank{}, "12", 3, ""},
		{"empty column doubles capacity", oneEmpty, "JS JH JD", [4]dealer.Rank{}, "12", 3, ""},
		{"stated count must match", full, "", [4]dealer.Rank{}, "12v2", 0, "moving onto TH takes 3 cards, not 2"},
		{"nothing fits", full, "", [4]dealer.Rank{}, "21", 0, "TH can't go on 7C: only on a black J"},
		{"one card to empty column by default", oneEmpty, "", [4]dealer.Rank{}, "15", 1, ""},
		{"count into empty column", oneEmpty, "JS JH", [4]dealer.Rank{}, "15v3", 3, ""},
		{"empty destination does not count", oneEmpty, "JS JH JD", [4]dealer.Rank{}, "15v3", 0, "2 cards can move now, not 3"},
		{"count longer than the sequence", oneEmpty, "", [4]dealer.Rank{}, "15v4", 0, "only the top 3 cards of column 1 form a sequence, not 4"},
		{"count onto a card longer than the sequence", full, "", [4]dealer.Rank{}, "12v9", 0, "only the top 3 cards of column 1 form a sequence, not 9"},
		{"count onto a card where one is in sequence", full, "", [4]dealer.Rank{}, "21v2", 0, "only the top card of column 2 is in sequence, not 2"},
		{"a count in hex, said as read", full, "", [4]dealer.Rank{}, "12v12", 0, "only the top 3 cards of column 1 form a sequence, not 18 (v12: a count is written in hex)"},
		{"from an empty column", oneEmpty, "", [4]dealer.Rank{}, "51", 0, "column 5 is empty"},
		{"from an empty free cell", oneEmpty, "", [4]dealer.Rank{}, "a1", 0, "free cell a is empty"},
		{"to itself", full, "", [4]dealer.Rank{}, "11", 0, "the source and the destination are both column 1"},
		{"free cell to empty column", oneEmpty, "JS", [4]dealer.Rank{}, "a5", 1, ""},
		{"one card only to a free cell", oneEmpty, "", [4]dealer.Rank{}, "1av2", 0, "a count goes with column to column moves"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := table(t, tt.cols, tt.free, tt.found)
			before := p
			m, err := ParseMove(tt.move)
			if err == nil {
				m, err = p.Apply(m)
			}
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("%s: error %v, want %q", tt.move, err, tt.wantErr)
				}
				if p != before {
					t.Fatal("an illegal move changed the position")
				}
				return
			}
			if err != nil {
				t.Fatalf("%s: %v", tt.move, err)
			}
			if m.Count != tt.wantCount {
				t.Errorf("%s moved %d cards, want %d", tt.move, m.Count, tt.wantCount)
			}
			p.Undo(m)
			if p != before {
				t.Error("Undo did not restore the position")
			}
		})
	}
}

func TestSequenceMoveLandsInOrder(t *testing.T) {
	p := table(t, [8]string{"KD 9S 8H 7C", "TH", "2C", "3C", "4C", "5C", "6C", "QC"}, "", [4]dealer.Rank{})
	if _, err := p.Apply(Move{From: 0, To: 1}); err != nil {
		t.Fatal(err)
	}
	if got := names(p.Column(1)); got != "TH 9S 8H 7C" {
		t.Errorf("column 2 is %s", got)
	}
	if got := names(p.Column(0)); got != "KD" {
		t.Errorf("column 1 is %s", got)
	}
}

func names(cs []dealer.Card) string {
	var s []string
	for _, c := range cs {
		s = append(s, c.String())
	}
	return strings.Join(s, " ")
}

func TestParseMove(t *testing.T) {
	tests := []struct {
		in      string
		want    Move
		wantErr string
	}{
		{"3a", Move{From: 2, To: FreeCellPlace(0), Card: dealer.NoCard}, ""},
		{"a1", Move{From: FreeCellPlace(0), To: 0, Card: dealer.NoCard}, ""},
		{"54", Move{From: 4, To: 3, Card: dealer.NoCard}, ""},
		{"1h", Move{From: 0, To: Foundation, Card: dealer.NoCard}, ""},
		{"dh", Move{From: FreeCellPlace(3), To: Foundation, Card: dealer.NoCard}, ""},
		{"74v3", Move{From: 6, To: 3, Count: 3, Card: dealer.NoCard}, ""},
		{"74vc", Move{From: 6, To: 3, Count: 12, Card: dealer.NoCard}, ""},
		{"", Move{}, "too short"},
		{"9a", Move{}, "is not a source"},
		{"h1", Move{}, "is not a source"},
		{"1x", Move{}, "is not a destination"},
		{"12x", Move{}, "is not a move: two places (3a, 54), then only v and a count of cards (74v3)"},
		{"garbage", Move{}, "is not a move: two places"},
		{"618", Move{}, "is not a move: two places"},
		{"4a,46,2b", Move{}, "moves run together: set them apart with spaces"},
		{"4a;46", Move{}, "moves run together"},
		{"4a46", Move{}, "moves run together"},
		{"4a,", Move{}, "is not a move: two places"},
		{"12v0", Move{}, "a count of cards from 1, in hex"},
		{"12vz", Move{}, "a count of cards from 1, in hex"},
		{"12V1", Move{From: 0, To: 1, Count: 1, Card: dealer.NoCard}, ""},
		{"12v1", Move{From: 0, To: 1, Count: 1, Card: dealer.NoCard}, ""},
		{"\u202e1a", Move{}, `: U+202E is not a source`}, // turns text round: named, not shown
		{"\ufeff1a", Move{}, `: U+FEFF is not a source`},
		{"éa", Move{}, `: 'é' is not a source`}, // seen as itself, not as '\u00e9'
		{"1\xff", Move{}, "a byte that is not text is not a destination"},
		{"a1v2", Move{}, "a count goes with column to column moves"},
	}
	for _, tt := range tests {
		got, err := ParseMove(tt.in)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("ParseMove(%q) error %v, want %q", tt.in, err, tt.wantErr)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("ParseMove(%q) = %+v, %v; want %+v", tt.in, got, err, tt.want)
		}
	}
}

// playRandomly plays up to steps random legal moves from game with cells free
// cells, checking at every step that notation round-trips, that undo restores
// the position, and that the 52 cards are all still there.
func playRandomly(t *testing.T, game int64, cells, steps int, rng *rand.Rand) {
	l, _ := dealer.Deal(game)
	p := NewPositionWith(&l, cells)
	var buf []Move
	for range steps {
		buf = p.AppendMoves(buf[:0])
		if len(buf) == 0 {
			return
		}
		toFreeCells := slices.IndexFunc(buf, func(m Move) bool { return m.To.IsFreeCell() })
		if toFreeCells < 0 {
			toFreeCells = len(buf)
		}
		if rest := p.AppendMovesButToFreeCells(nil); !slices.Equal(rest, buf[:toFreeCells]) {
			t.Fatalf("game %d: AppendMovesButToFreeCells gives %v, AppendMoves %v before its moves into a free cell", game, rest, buf[:toFreeCells])
		}
		for i, m := range buf {
			if i > 0 && buf[i-1].To.IsFreeCell() && !m.To.IsFreeCell() {
				t.Fatalf("game %d: %q comes after a move into a free cell: those must come last", game, p.Notation(m))
			}
			parsed, err := ParseMove(p.Notation(m))
			if err != nil {
				t.Fatalf("game %d: notation %q of %+v does not parse: %v", game, p.Notation(m), m, err)
			}
			resolved, err := p.Resolve(parsed)
			if err != nil || resolved != m {
				t.Fatalf("game %d: %q resolves to %+v, %v; generated as %+v", game, p.Notation(m), resolved, err, m)
			}
			before := p
			p.do(m)
			p.Undo(m)
			if p != before {
				t.Fatalf("game %d: undo of %q did not restore the position", game, p.Notation(m))
			}
			settleChecked := before
			settleChecked.Play(m)
			assertSettles(t, game, settleChecked)
			if settled := before; settled.Settle() == 0 {
				full, quick := before, before
				full.Play(m)
				quick.Play(m)
				if full.Settle() != quick.SettleAfter(m) || full != quick {
					t.Fatalf("game %d: after %q, SettleAfter differs from Settle", game, p.Notation(m))
				}
			}
		}
		if got, want := moveSet(buf), moveSet(bruteMoves(&p)); got != want {
			t.Fatalf("game %d: generated moves\n%s\nlegal moves\n%s", game, got, want)
		}
		m := buf[rng.IntN(len(buf))]
		if _, err := p.Apply(m); err != nil {
			t.Fatalf("game %d: generated move %+v is illegal: %v", game, m, err)
		}
		assertAllCards(t, &p)
	}
}

// assertSettles checks Settle and AutoPlay from p against sending home, one at a
// time, the first card of the free cells and column tops that can go safely
// (AutoPlay must make those moves, in that order: they are shown to players).
func assertSettles(t *testing.T, game int64, p Position) {
	t.Helper()
	want, wantN := p, 0
	var wantMoves []Move
	for moved := true; moved; {
		moved = false
		var places []Place
		for i := range p.FreeCellCount() {
			places = append(places, FreeCellPlace(i))
		}
		for i := range NumColumns {
			places = append(places, ColumnPlace(i))
		}
		for _, pl := range places {
			c := want.Top(pl)
			if c != dealer.NoCard && want.goesHome(c) && want.SafeToSendHome(c) {
				m := Move{From: pl, To: Foundation, Count: 1, Card: c}
				want.do(m)
				wantMoves = append(wantMoves, m)
				wantN++
				moved = true
				break
			}
		}
	}
	settled := p
	if n := settled.Settle(); n != wantN || settled != want {
		t.Fatalf("game %d: Settle made %d moves, want %d, or ended elsewhere", game, n, wantN)
	}
	auto := p
	if moves := auto.AutoPlay(); !slices.Equal(moves, wantMoves) || auto != want {
		t.Fatalf("game %d: AutoPlay made %v, want %v, or ended elsewhere", game, moves, wantMoves)
	}
}

func assertAllCards(t *testing.T, p *Position) {
	t.Helper()
	var seen [52]int
	for s := range 4 {
		for r := 1; r <= int(p.home[s]); r++ {
			seen[dealer.NewCard(dealer.Rank(r), dealer.Suit(s))]++
		}
	}
	for _, c := range p.free {
		if c != dealer.NoCard {
			seen[c]++
		}
	}
	for i := range p.cols {
		for _, c := range p.Column(i) {
			seen[c]++
		}
	}
	for c, n := range seen {
		if n != 1 {
			t.Fatalf("card %v appears %d times", dealer.Card(c), n)
		}
	}
}

func TestRandomPlay(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for game := int64(1); game <= 200; game++ {
		playRandomly(t, game, DefaultFreeCells, 150, rng)
	}
	for game := int64(201); game <= 290; game++ { // ten games at each count
		playRandomly(t, game, int(game%(MaxFreeCells+1)), 150, rng)
	}
}

func TestGeneratedMovesAreAllLegalAndDistinct(t *testing.T) {
	l, _ := dealer.Deal(617)
	p := NewPosition(&l)
	moves := p.AppendMoves(nil)
	seen := map[string]bool{}
	for _, m := range moves {
		if _, err := p.Resolve(m); err != nil {
			t.Errorf("%+v: %v", m, err)
		}
		if seen[m.String()] {
			t.Errorf("%v listed twice", m)
		}
		seen[m.String()] = true
	}
	// Game 617 at the start (tops JD KS KC 4H JC 6C JH QH): QH onto KS or KC, JC onto
	// QH, and any top to the first free cell; nothing can go home.
	want := []string{"82", "83", "58", "1a", "2a", "3a", "4a", "5a", "6a", "7a", "8a"}
	for _, w := range want {
		if !seen[w] {
			t.Errorf("move %s missing from %v", w, moves)
		}
	}
	if len(moves) != len(want) {
		t.Errorf("%d moves %v, want exactly %v", len(moves), moves, want)
	}
}

func TestSafeToFound(t *testing.T) {
	c := func(s string) dealer.Card { return cards(t, s)[0] }
	tests := []struct {
		card  string
		found [4]dealer.Rank // clubs, diamonds, hearts, spades
		safe  bool
	}{
		{"AS", [4]dealer.Rank{}, true},
		{"2H", [4]dealer.Rank{0, 0, 1, 0}, true},
		{"3H", [4]dealer.Rank{2, 0, 2, 2}, true},
		{"3H", [4]dealer.Rank{2, 0, 2, 1}, false},
		{"5C", [4]dealer.Rank{4, 4, 3, 0}, false},
		{"5C", [4]dealer.Rank{4, 4, 4, 0}, true},
	}
	for _, tt := range tests {
		p, err := PositionOf([8][]dealer.Card{}, nil, tt.found)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.SafeToSendHome(c(tt.card)); got != tt.safe {
			t.Errorf("SafeToSendHome(%s) with foundations %v = %v", tt.card, tt.found, got)
		}
	}
}

func TestAutoPlayAndWin(t *testing.T) {
	// Every suit stacked king-down in its own column: autoplay takes them all home.
	var cols [8]string
	for i, s := range []string{"C", "D", "H", "S"} {
		var run []string
		for r := 13; r >= 1; r-- {
			run = append(run, string("A23456789TJQK"[r-1])+s)
		}
		cols[i] = strings.Join(run, " ")
	}
	for i := 4; i < 8; i++ {
		cols[i] = "-"
	}
	p := table(t, cols, "", [4]dealer.Rank{})
	moves := p.AutoPlay()
	if !p.Won() || len(moves) != 52 || p.OnFoundations() != 52 {
		t.Fatalf("autoplay made %d moves, won %v", len(moves), p.Won())
	}
	l, _ := dealer.Deal(617)
	start := NewPosition(&l)
	if start.Won() || start.OnFoundations() != 0 {
		t.Error("a fresh deal counts as won")
	}
}

func TestPositionOfRejectsDuplicates(t *testing.T) {
	_, err := PositionOf([8][]dealer.Card{cards(t, "AS AS")}, nil, [4]dealer.Rank{})
	if err == nil || !strings.Contains(err.Error(), "AS appears twice") {
		t.Errorf("error %v", err)
	}
	_, err = PositionOf([8][]dealer.Card{cards(t, "AS")}, nil, [4]dealer.Rank{0, 0, 0, 1})
	if err == nil {
		t.Error("a card both in a column and under a foundation was accepted")
	}
}

// FuzzParseMove: the parser never panics, what it accepts prints back to itself,
// and applying it to a real position either works or leaves the position as it was.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"3a", "a1", "54", "1h", "74v3", "12vff", "", "h1", "9a", "1av2", "88"} {
		f.Add(s, int64(617))
	}
	f.Fuzz(func(t *testing.T, s string, game int64) {
		m, err := ParseMove(s)
		if err != nil {
			return
		}
		again, err := ParseMove(m.String())
		if err != nil || again != m {
			t.Fatalf("%q parses to %+v, which prints as %q and parses to %+v, %v", s, m, m.String(), again, err)
		}
		l, err := dealer.Deal(game)
		if err != nil {
			return
		}
		p := NewPosition(&l)
		before := p
		if _, err := p.Apply(m); err != nil && p != before {
			t.Fatalf("illegal %q changed the position", s)
		}
	})
}

// bruteMoves lists the legal moves of p by trying every source, destination and
// count with Resolve, keeping, as AppendMoves does, only the leftmost empty free
// cell and empty column, no move between free cells and no move of a whole column
// into an empty one (those change nothing that matters).
func bruteMoves(p *Position) []Move {
	firstFree, firstEmpty := Place(255), Place(255)
	for i := p.FreeCellCount() - 1; i >= 0; i-- {
		if p.free[i] == dealer.NoCard {
			firstFree = FreeCellPlace(i)
		}
	}
	for i := NumColumns - 1; i >= 0; i-- {
		if p.cols[i].n == 0 {
			firstEmpty = ColumnPlace(i)
		}
	}
	var moves []Move
	for from := Place(0); from < Foundation; from++ {
		for to := Place(0); to <= Foundation; to++ {
			if to.IsFreeCell() && (from.IsFreeCell() || to != firstFree) {
				continue
			}
			empty := to.IsColumn() && p.cols[to].n == 0
			if empty && to != firstEmpty {
				continue
			}
			counts := []uint8{0}
			if empty && from.IsColumn() {
				counts = []uint8{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13}
			}
			for _, n := range counts {
				m, err := p.Resolve(Move{From: from, To: to, Count: n})
				if err != nil || (empty && from.IsColumn() && m.Count == p.cols[from].n) {
					continue
				}
				moves = append(moves, m)
			}
		}
	}
	return moves
}

// moveSet is moves sorted into one comparable string.
func moveSet(moves []Move) string {
	names := make([]string, len(moves))
	for i, m := range moves {
		names[i] = fmt.Sprintf("%v/%d", m, m.Count)
	}
	slices.Sort(names)
	return strings.Join(names, " ")
}

func TestCardSets(t *testing.T) {
	set := func(names ...string) uint64 {
		var s uint64
		for _, n := range names {
			c, err := dealer.ParseCard(n)
			if err != nil {
				t.Fatal(err)
			}
			s |= 1 << c
		}
		return s
	}
	fits := []struct {
		target string
		want   uint64
	}{
		{"8H", set("7C", "7S")},
		{"8S", set("7D", "7H")},
		{"KD", set("QC", "QS")},
		{"2C", set("AD", "AH")},
		{"AS", 0},
	}
	for _, f := range fits {
		c, _ := dealer.ParseCard(f.target)
		if got := Fits(c); got != f.want {
			t.Errorf("Fits(%s) = %#x, want %#x", f.target, got, f.want)
		}
	}
	card := func(n string) dealer.Card { c, _ := dealer.ParseCard(n); return c }
	p, err := PositionOf([NumColumns][]dealer.Card{}, nil, [4]dealer.Rank{0, 3, dealer.King, 12})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := p.Wanted(), set("AC", "4D", "KS"); got != want {
		t.Errorf("Wanted() = %#x, want %#x (AC, 4D, KS; hearts are done)", got, want)
	}
	// With the ace of clubs home, the two of clubs is safe; the four of diamonds
	// is not (black foundations hold no three), nor the king of spades.
	if got, want := p.SafeAfterHome(card("AC")), set("2C"); got != want {
		t.Errorf("SafeAfterHome(AC) = %#x, want %#x (2C)", got, want)
	}
	q, err := PositionOf([NumColumns][]dealer.Card{{card("5C"), card("9D")}, {}, {card("AC")}},
		[]dealer.Card{dealer.NoCard, card("TS")}, [4]dealer.Rank{})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := q.Exposed(), set("9D", "AC", "TS"); got != want {
		t.Errorf("Exposed() = %#x, want %#x (9D, AC, TS)", got, want)
	}
}
