package dealer

import (
	"errors"
	"math"
	"strings"
	"testing"
)

// rowsText renders a layout's rows as the task prints them, one row per line.
func rowsText(l *Layout) string { return string(AppendRows(nil, l)) }

func TestTaskExamples(t *testing.T) {
	tests := []struct {
		game int64
		rows string
	}{
		{1, `JD 2D 9H JC 5D 7H 7C 5H
KD KC 9S 5S AD QC KH 3H
2S KS 9D QD JS AS AH 3C
4C 5C TS QH 4H AC 4D 7S
3S TD 4S TH 8H 2C JH 7D
6D 8S 8D QS 6C 3D 8C TC
6S 9C 2H 6H
`},
		{617, `7D AD 5C 3S 5S 8C 2D AH
TD 7S QD AC 6D 8H AS KH
TH QC 3H 9D 6S 8D 3D TC
KD 5H 9S 3C 8S 7H 4D JS
4C QS 9C 9H 7C 6H 2C 2S
4S TS 2H 5D JC 6C JH QH
JD KS KC 4H
`},
	}
	for _, tt := range tests {
		l, err := Deal(tt.game)
		if err != nil {
			t.Fatalf("Deal(%d): %v", tt.game, err)
		}
		if got := rowsText(&l); got != tt.rows {
			t.Errorf("Deal(%d) rows:\n%s\nwant:\n%s", tt.game, got, tt.rows)
		}
	}
}

func TestRowsAndColumnsAgree(t *testing.T) {
	l, _ := Deal(617)
	rows, cols := l.Rows(), l.Columns()
	if len(rows[6]) != 4 || len(rows[0]) != 8 {
		t.Fatalf("row lengths: first %d, last %d; want 8 and 4", len(rows[0]), len(rows[6]))
	}
	for c, col := range cols {
		if len(col) != ColumnLen(c) {
			t.Errorf("column %d has %d cards, want %d", c, len(col), ColumnLen(c))
		}
		for depth, card := range col {
			if rows[depth][c] != card {
				t.Errorf("column %d depth %d is %v but row %d has %v there", c, depth, card, depth, rows[depth][c])
			}
		}
	}
	if got, want := strings.Fields(string(AppendColumns(nil, &l)))[:7], "7D TD TH KD 4C 4S JD"; strings.Join(got, " ") != want {
		t.Errorf("first fcs column %v, want %s", got, want)
	}
}

func TestSpecialDeals(t *testing.T) {
	tests := []struct {
		game int64
		cols string
	}{
		{-1, `AC 3C 5C 7C 9C JC KC
AD 3D 5D 7D 9D JD KD
AH 3H 5H 7H 9H JH KH
AS 3S 5S 7S 9S JS KS
QC TC 8C 6C 4C 2C
QD TD 8D 6D 4D 2D
QH TH 8H 6H 4H 2H
QS TS 8S 6S 4S 2S
`},
		{-2, `AS KS QS JS TS 9S 8S
AH KH QH JH TH 9H 8H
AD KD QD JD TD 9D 8D
AC KC QC JC TC 9C 8C
7S 6S 5S 4S 3S 2S
7H 6H 5H 4H 3H 2H
7D 6D 5D 4D 3D 2D
7C 6C 5C 4C 3C 2C
`},
	}
	for _, tt := range tests {
		l, err := Deal(tt.game)
		if err != nil {
			t.Fatalf("Deal(%d): %v", tt.game, err)
		}
		if got := string(AppendColumns(nil, &l)); got != tt.cols {
			t.Errorf("Deal(%d):\n%s\nwant:\n%s", tt.game, got, tt.cols)
		}
		assertPermutation(t, tt.game, &l)
	}
}

func TestInvalidGames(t *testing.T) {
	for _, game := range []int64{0, -3, -1000, MaxGame + 1, 1 << 40, math.MaxInt64, math.MinInt64} {
		l := Layout{Cards: [52]Card{5, 5, 5}}
		before := l
		err := DealInto(&l, game)
		if !errors.Is(err, ErrNoSuchGame) {
			t.Errorf("DealInto(%d) error = %v, want ErrNoSuchGame", game, err)
			continue
		}
		if !strings.Contains(err.Error(), "8,589,934,591") || !strings.Contains(err.Error(), "-2, -1") {
			t.Errorf("DealInto(%d) error %q does not name the valid range", game, err)
		}
		if l != before {
			t.Errorf("DealInto(%d) changed the layout on error", game)
		}
		if Valid(game) {
			t.Errorf("Valid(%d) = true", game)
		}
	}
}

// plainDeal is the dealer transcribed from the description, with a 64-bit
// state, the % operator and a shrinking slice, to check the optimised shuffle against.
func plainDeal(game int64) Layout {
	var seed, modulus uint64
	var rand func(state uint64) uint64
	switch {
	case game < 1<<31: // Windows: LCG mod 2^31, 15-bit results
		seed, modulus = uint64(game), 1<<31
		rand = func(state uint64) uint64 { return (state >> 16) & 0x7fff }
	case game < 1<<32: // FreeCell Pro: LCG on 32 bits, top bit of 16 set
		seed, modulus = uint64(game), 1<<32
		rand = func(state uint64) uint64 { return ((state >> 16) & 0x7fff) | 0x8000 }
	default: // FreeCell Pro: seed restarts at 0, 16-bit results plus one
		seed, modulus = uint64(game-1<<32), 1<<32
		rand = func(state uint64) uint64 { return ((state >> 16) & 0xffff) + 1 }
	}
	deck := make([]Card, 52)
	for i := range deck {
		deck[i] = Card(i)
	}
	var l Layout
	state := seed
	for i := range 52 {
		state = (214013*state + 2531011) % modulus
		pick := rand(state) % uint64(len(deck))
		l.Cards[i] = deck[pick]
		deck[pick] = deck[len(deck)-1]
		deck = deck[:len(deck)-1]
	}
	return l
}

// sampleGames returns every game up to 20000 and a spread of larger ones.
func sampleGames() []int64 {
	games := []int64{-2, -1, 32000, 32001, 1000000, 1 << 31, 1<<31 - 1, 1<<31 + 1, 1<<32 - 1, 1 << 32, 1<<32 + 1, MaxGame - 1, MaxGame}
	for g := int64(1); g <= 20000; g++ {
		games = append(games, g)
	}
	for g := int64(20011); g <= MaxGame; g += 1_000_003 + g/7 {
		games = append(games, g)
	}
	return games
}

func TestShuffleMatchesPlainAlgorithm(t *testing.T) {
	for _, game := range sampleGames() {
		if game < 1 {
			continue
		}
		got, _ := Deal(game)
		if want := plainDeal(game); got != want {
			t.Fatalf("game %d: optimised dealer\n%s\nplain algorithm\n%s", game, rowsText(&got), rowsText(&want))
		}
	}
}

func assertPermutation(t *testing.T, game int64, l *Layout) {
	t.Helper()
	var seen [52]bool
	for _, c := range l.Cards {
		if !c.Valid() || seen[c] {
			t.Fatalf("game %d: card %v is invalid or dealt twice:\n%s", game, c, rowsText(l))
		}
		seen[c] = true
	}
}

func TestEveryDealIsAPermutation(t *testing.T) {
	games := sampleGames()
	t.Logf("checking %d games", len(games))
	for _, game := range games {
		l, err := Deal(game)
		if err != nil {
			t.Fatalf("Deal(%d): %v", game, err)
		}
		assertPermutation(t, game, &l)
	}
}

func TestDealIntoDoesNotAllocate(t *testing.T) {
	var l Layout
	for _, game := range []int64{617, 1 << 31, 1 << 32, -1} {
		if n := testing.AllocsPerRun(100, func() { _ = DealInto(&l, game) }); n != 0 {
			t.Errorf("DealInto(%d) allocates %.0f times", game, n)
		}
	}
}

func BenchmarkDealInto(b *testing.B) {
	for _, bench := range []struct {
		name  string
		first int64
	}{{"windows", 1}, {"pro-2^31", 1 << 31}, {"pro-2^32", 1 << 32}} {
		b.Run(bench.name, func(b *testing.B) {
			b.ReportAllocs()
			var l Layout
			game := bench.first
			for b.Loop() {
				_ = DealInto(&l, game)
				game++
			}
		})
	}
}

func BenchmarkAppendColumns(b *testing.B) {
	b.ReportAllocs()
	l, _ := Deal(617)
	buf := make([]byte, 0, 256)
	for b.Loop() {
		buf = AppendColumns(buf[:0], &l)
	}
}
