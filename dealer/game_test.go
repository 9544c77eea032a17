package dealer

import (
	"errors"
	"strconv"
	"strings"
	"testing"
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
		{"8589934592", 0, "game 8589934592 does not exist"},
		{"99999999999999999999", 0, "game 99999999999999999999 does not exist"},
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
		if !strings.HasSuffix(err.Error(), "games are -2, -1 and 1 to 8589934591") {
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
		{"-2--1", -2, -1, ""},
		{"-2-5", -2, 5, ""},
		{"-1", -1, -1, ""},
		{"#1-#3", 1, 3, ""},
		{"5-5", 5, 5, ""},
		{"10-5", 0, 0, "runs backwards"},
		{"1-", 0, 0, "no game number given"},
		{"1-0", 0, 0, "game 0 does not exist"},
		{"0-5", 0, 0, "game 0 does not exist"},
		{"1-x", 0, 0, `"x" is not a game number`},
		{"1--", 0, 0, `"-" is not a game number`},
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
	for _, s := range []string{"617", "-1", "-2--1", "1-1000000", "#617", " 5 ", "", "-", "--", "0", "12x", "8589934591", "8589934592", "+3", "1-", "-3", "9223372036854775808"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		game, err := ParseGame(s)
		first, last, rangeErr := ParseGames(s)
		if rangeErr == nil && (!Valid(first) || !Valid(last) || first > last) {
			t.Fatalf("ParseGames(%q) = %d, %d", s, first, last)
		}
		if err != nil {
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
	})
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
