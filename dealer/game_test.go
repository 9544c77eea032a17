package dealer

import (
	"errors"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/freecell/freecell/words"
)

func TestParseGame(t *testing.T) {
	tests := []struct {
		in      string
		want    int64
		wantErr string
	}{
		{"617", 617, ""},
		{" 617 ", 617, ""},
		{"#617", 617, ""},
		{"+5", 5, ""},
		{"-1", -1, ""},
		{"-2", -2, ""},
		{"8589934591", MaxGame, ""},
		{"0", 0, "game 0 does not exist"},
		{"-3", 0, "game -3 does not exist"},
		{"8589934592", 0, "game 8,589,934,592 does not exist"},
		{"99999999999999999999", 0, "game 99,999,999,999,999,999,999 does not exist"},
		{"", 0, "no game number given"},
		{"  ", 0, "no game number given"},
		{"#", 0, "no game number given"},
		{"abc", 0, `"abc" is not a game number`},
		{"12x", 0, `"12x" is not a game number`},
		{"1 2", 0, `"1 2" is not a game number`},
		{"-", 0, `"-" is not a game number`},
		{"1e3", 0, `"1e3" is not a game number`},
		{"0x10", 0, `"0x10" is not a game number`},
		{"٣", 0, `"٣" is not a game number`}, // a digit, but not an ASCII one
		{"1,000", 1000, ""},
		{"8,589,934,591", MaxGame, ""},
		{"1_000", 1000, ""},
		{"1_0_0", 100, ""},
		{"# 617", 617, ""},
		{"#-1", -1, ""},
		{"-1,000", 0, "game -1,000 does not exist"},
		{"1,00", 0, `"1,00" is not a game number`},
		{"1234,567", 0, `"1234,567" is not a game number`},
		{"1,0000", 0, `"1,0000" is not a game number`},
		{",100", 0, `",100" is not a game number`},
		{"100,", 0, `"100," is not a game number`},
		{"1__0", 0, `"1__0" is not a game number`},
		{"_1", 0, `"_1" is not a game number`},
		{"1,000_000", 0, `"1,000_000" is not a game number`},
		{"9,999,999,999,999,999,999", 0, "game 9,999,999,999,999,999,999 does not exist"},
		{strings.Repeat("9", 100_000), 0, "game 999999… (100,000 digits) does not exist"}, // not said back whole
		{"-" + strings.Repeat("1", 31), 0, "game -111111… (31 digits) does not exist"},
	}
	for _, tt := range tests {
		got, err := ParseGame(tt.in)
		if tt.wantErr == "" {
			if err != nil || got != tt.want {
				t.Errorf("ParseGame(%q) = %d, %v; want %d", tt.in, got, err, tt.want)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tt.wantErr) || !errors.Is(err, ErrNoSuchGame) {
			t.Errorf("ParseGame(%q) error %v, want one containing %q", tt.in, err, tt.wantErr)
			continue
		}
		if !strings.HasSuffix(err.Error(), "games: -2, -1, 1-8,589,934,591") {
			t.Errorf("ParseGame(%q) error %q does not name the valid games", tt.in, err)
		}
	}
}

func TestParseGames(t *testing.T) {
	tests := []struct {
		in          string
		first, last int64
		wantErr     string
	}{
		{"617", 617, 617, ""},
		{"1-1000000", 1, 1000000, ""},
		{"1\u201332,000", 1, 32000, ""},      // an en dash, as the README writes ranges
		{"\u22122\u2013\u22121", -2, -1, ""}, // minus signs
		{"-2--1", -2, -1, ""},
		{"-2-5", -2, 5, ""},
		{"-1", -1, -1, ""},
		{"#1-#3", 1, 3, ""},
		{"5-5", 5, 5, ""},
		{"10-5", 0, 0, "runs backwards"},
		{"1-0", 0, 0, "game 0 does not exist"},
		{"0-5", 0, 0, "game 0 does not exist"},
		{"1-x", 0, 0, `"1-x" is not a game number`},
		{"1--", 0, 0, `"1--" is not a game number`},
		{"1-2-3", 0, 0, `"1-2-3" is not a game number`},
		{"1-", 0, 0, `"1-" is not a game number`}, // a range with no last game names itself
		{"#1-#", 0, 0, `"#1-#" is not a game number`},
		{"#-1", -1, -1, ""},
		{"#-2-#-1", -2, -1, ""},
		{"#-2--1", -2, -1, ""},
		{"1,000-2,000", 1000, 2000, ""},
		{"1_000-1_001", 1000, 1001, ""},
	}
	for _, tt := range tests {
		first, last, err := ParseGames(tt.in)
		if tt.wantErr == "" {
			if err != nil || first != tt.first || last != tt.last {
				t.Errorf("ParseGames(%q) = %d, %d, %v; want %d, %d", tt.in, first, last, err, tt.first, tt.last)
			}
		} else if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
			t.Errorf("ParseGames(%q) error %v, want one containing %q", tt.in, err, tt.wantErr)
		}
	}
}

// FuzzParseGame checks the game-number parser: it never panics, accepts only valid
// deals, agrees with ParseGames on single numbers, and reads back what it prints.
func FuzzParseGame(f *testing.F) {
	for _, s := range []string{"617", "-1", "-2--1", "1-1000000", "#617", " 5 ", "", "-", "--", "0", "12x", "8589934591", "8589934592", "+3", "1-", "-3", "9223372036854775808", "1,000", "1_000", "#-1", "1,00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		game, err := ParseGame(s)
		first, last, rangeErr := ParseGames(s)
		if rangeErr == nil && (!Valid(first) || !Valid(last) || first > last) {
			t.Fatalf("ParseGames(%q) = %d, %d", s, first, last)
		}
		if err != nil {
			if !GamePrefix(s) && !strings.ContainsAny(s, "\n\t\r\v\f") {
				for _, d := range "0123456789" {
					if _, err := ParseGame(s + string(d)); err == nil {
						t.Fatalf("GamePrefix(%q) = false, but %q is a game", s, s+string(d))
					}
				}
			}
			if !errors.Is(err, ErrNoSuchGame) {
				t.Fatalf("ParseGame(%q) error %v does not wrap ErrNoSuchGame", s, err)
			}
			return
		}
		if !Valid(game) {
			t.Fatalf("ParseGame(%q) accepted invalid game %d", s, game)
		}
		if rangeErr != nil || first != game || last != game {
			t.Fatalf("ParseGame(%q) = %d but ParseGames gives %d-%d, %v", s, game, first, last, rangeErr)
		}
		if back, err := ParseGame(strconv.FormatInt(game, 10)); err != nil || back != game {
			t.Fatalf("game %d does not read back: %d, %v", game, back, err)
		}
		// Every prefix of a game, as typed or printed with commas, could become one.
		for _, text := range []string{s, strconv.FormatInt(game, 10), withCommas(game)} {
			for i := range len(text) + 1 {
				if !utf8.ValidString(text[:i]) { // typing adds whole characters
					continue
				}
				if !GamePrefix(text[:i]) {
					t.Fatalf("GamePrefix(%q) = false, but %q is game %d", text[:i], text, game)
				}
			}
		}
	})
}

// withCommas writes n as the program shows it: 8,589,934,591.
func withCommas(n int64) string {
	digits := strconv.FormatInt(n, 10)
	sign := ""
	if n < 0 {
		sign, digits = "-", digits[1:]
	}
	for i := len(digits) - 3; i > 0; i -= 3 {
		digits = digits[:i] + "," + digits[i:]
	}
	return sign + digits
}

func TestGamePrefix(t *testing.T) {
	could := []string{"", " ", "#", "-", "+", "6", "61", "617", "#61", "-1", "-2", "1,", "1,0", "1,000,", "1_", "858993459", "8589934591", "0", "00000000000000000000000001", "617 "}
	never := []string{"x", "12x", "-3", "-10", "1,0000", "1,,", "_", "1__", "1,0_", "8589934592", "85899345910", "1 2", "61 x", "--", "1-"}
	for _, s := range could {
		if !GamePrefix(s) {
			t.Errorf("GamePrefix(%q) = false; typing more could make it a game", s)
		}
	}
	for _, s := range never {
		if GamePrefix(s) {
			t.Errorf("GamePrefix(%q) = true; no more typing makes it a game", s)
		}
	}
}

func TestRangeOf(t *testing.T) {
	tests := []struct {
		game int64
		want Range
		ok   bool
	}{
		{1, Classic, true},
		{32000, Classic, true},
		{32001, Windows, true},
		{1000000, Windows, true},
		{1000001, FreeCellPro, true},
		{MaxGame, FreeCellPro, true},
		{-1, Special, true},
		{-2, Special, true},
		{0, Range{}, false},
		{-3, Range{}, false},
		{MaxGame + 1, Range{}, false},
	}
	for _, tt := range tests {
		got, ok := RangeOf(tt.game)
		if got != tt.want || ok != tt.ok {
			t.Errorf("RangeOf(%d) = %v, %v; want %v, %v", tt.game, got, ok, tt.want, tt.ok)
		}
	}
	if got := Classic.String(); got != "classic 1–32000" {
		t.Errorf("Classic.String() = %q", got)
	}
}

func TestNext(t *testing.T) {
	for _, tt := range []struct{ game, want int64 }{{-2, -1}, {-1, 1}, {1, 2}, {617, 618}} {
		if got := Next(tt.game); got != tt.want {
			t.Errorf("Next(%d) = %d, want %d", tt.game, got, tt.want)
		}
	}
}

func TestCards(t *testing.T) {
	for c := range Card(52) {
		back, err := ParseCard(c.String())
		if err != nil || back != c {
			t.Errorf("%v does not parse back: %v, %v", c, back, err)
		}
		if got := NewCard(c.Rank(), c.Suit()); got != c {
			t.Errorf("NewCard(%d, %d) = %v, want %v", c.Rank(), c.Suit(), got, c)
		}
	}
	for _, tt := range []struct {
		in   string
		want string
	}{{"10d", "TD"}, {"ah", "AH"}, {"Ks", "KS"}} {
		if c, err := ParseCard(tt.in); err != nil || c.String() != tt.want {
			t.Errorf("ParseCard(%q) = %v, %v; want %s", tt.in, c, err, tt.want)
		}
	}
	for _, bad := range []string{"", "1C", "AX", "TEN", "11D"} {
		if _, err := ParseCard(bad); err == nil {
			t.Errorf("ParseCard(%q) accepted", bad)
		}
	}
	if !Hearts.Red() || !Diamonds.Red() || Spades.Red() || Clubs.Red() {
		t.Error("suit colours wrong")
	}
	if NoCard.Valid() || NoCard.String() != "--" {
		t.Error("NoCard looks like a card")
	}
}

// TestGameRangeSaysTheGames: the range said to a player is the deals there are.
func TestGameRangeSaysTheGames(t *testing.T) {
	if want := strconv.FormatInt(MinGame, 10) + ", -1, 1-" + words.Number(MaxGame); GameRange != want {
		t.Errorf("GameRange is %q, want %q", GameRange, want)
	}
}
