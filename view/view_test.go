package view

import (
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/freecell/freecell/dealer"
)

const helpLine = "←/→ prev/next • g go to • r random • b back • ? keys • q quit"

func dealt(t testing.TB, game int64) Board {
	l, err := dealer.Deal(game)
	if err != nil {
		t.Fatal(err)
	}
	return NewBoard(game, &l)
}

// midGame is a board with cards in free cells and on foundations and an empty
// column, to draw every kind of place.
func midGame(t testing.TB) Board {
	b := dealt(t, 617)
	card := func(s string) dealer.Card {
		c, err := dealer.ParseCard(s)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	b.FreeCells = [4]dealer.Card{card("QH"), dealer.NoCard, card("TC"), dealer.NoCard}
	b.Foundations = [4]dealer.Card{card("2C"), card("AD"), dealer.NoCard, card("3S")}
	b.Columns[4] = nil
	b.Columns[0] = append(b.Columns[0][:len(b.Columns[0]):len(b.Columns[0])], card("QS"), card("JH"), card("TS"), card("9H"))
	return b
}

func TestGolden(t *testing.T) {
	styles := NewStyles(true)
	tests := []struct {
		name          string
		board         Board
		width, height int
		ascii         bool
		footer        []string
	}{
		{"617_80x24", dealt(t, 617), 80, 24, false, []string{helpLine}},
		{"617_120x40", dealt(t, 617), 120, 40, false, []string{helpLine}},
		{"617_80x16_dense", dealt(t, 617), 80, 16, false, []string{helpLine}},
		{"617_40x14_compact", dealt(t, 617), 40, 14, false, []string{helpLine}},
		{"617_30x8_too_small", dealt(t, 617), 30, 8, false, []string{helpLine}},
		{"617_80x24_ascii", dealt(t, 617), 80, 24, true, []string{helpLine}},
		{"special_-1_80x24", dealt(t, -1), 80, 24, false, []string{helpLine}},
		{"midgame_100x30", midGame(t), 100, 30, false, []string{helpLine}},
		{"midgame_40x20_compact_ascii", midGame(t), 40, 20, true, []string{helpLine}},
		{"prompt_error_80x24", dealt(t, 617), 80, 24, false, []string{"Go to game: 12x", `✗ "12x" is not a game number: games are -2, -1 and 1 to 8589934591`, "enter go • esc cancel"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := Render(Screen{Width: tt.width, Height: tt.height, Board: tt.board, Footer: tt.footer, ASCII: tt.ascii, Styles: styles})
			assertFrame(t, out, tt.width, tt.height)
			golden.RequireEqual(t, ansi.Strip(out))
		})
	}
}

// TestGoldenColour keeps the styled frame: red hearts and diamonds, bold black suits,
// dim outlines, as a dark-background terminal receives them.
func TestGoldenColour(t *testing.T) {
	for _, dark := range []bool{true, false} {
		t.Run(fmt.Sprintf("dark=%v", dark), func(t *testing.T) {
			out := Render(Screen{Width: 80, Height: 24, Board: dealt(t, 617), Footer: []string{helpLine}, Styles: NewStyles(dark)})
			golden.RequireEqual(t, out)
		})
	}
}

func TestRedAndBlackDiffer(t *testing.T) {
	styles := NewStyles(true)
	p := styles.piecesFor(false)
	heart, spade := dealer.NewCard(7, dealer.Hearts), dealer.NewCard(7, dealer.Spades)
	if p.faces[heart] == styles.BlackSuit.Render(CardText(heart, false)) {
		t.Error("7♥ is drawn in the black suits' style")
	}
	if !strings.Contains(p.faces[heart], "7♥") || !strings.Contains(p.faces[spade], "7♠") {
		t.Error("rank and suit must both be visible, whatever the colour")
	}
}

func assertFrame(t *testing.T, out string, width, height int) {
	t.Helper()
	lines := strings.Split(out, "\n")
	if len(lines) != height {
		t.Fatalf("%d lines, want %d", len(lines), height)
	}
	for i, l := range lines {
		if w := ansi.StringWidth(l); w > width {
			t.Errorf("line %d is %d wide, more than %d: %q", i, w, width, ansi.Strip(l))
		}
	}
}

func TestChooseLayout(t *testing.T) {
	tests := []struct {
		width, height, tallest, footer int
		want                           Layout
		ok                             bool
	}{
		{120, 40, 7, 1, Layout{CardWidth: 11, Gap: 3, Step: 3, Body: 3}, true},
		{100, 30, 7, 1, Layout{CardWidth: 9, Gap: 2, Step: 3, Body: 3}, true},
		{80, 24, 7, 1, Layout{CardWidth: 9, Gap: 1, Step: 2, Body: 3}, true},
		{80, 24, 7, 5, Layout{CardWidth: 9, Gap: 1, Step: 2, Body: 1}, true},
		{80, 16, 7, 1, Layout{CardWidth: 9, Gap: 1, Step: 1, Body: 3}, true},
		{60, 20, 7, 1, Layout{CardWidth: 6, Gap: 1, Step: 2, Body: 1}, true},
		{40, 14, 7, 1, Layout{Compact: true, CardWidth: 3, Gap: 2}, true},
		{31, 10, 7, 1, Layout{Compact: true, CardWidth: 3, Gap: 1}, true},
		{30, 10, 7, 1, Layout{}, false},
		{31, 9, 7, 1, Layout{}, false},
		{120, 40, 19, 1, Layout{CardWidth: 11, Gap: 3, Step: 1, Body: 3}, true}, // a long column in play
	}
	for _, tt := range tests {
		got, ok := ChooseLayout(tt.width, tt.height, tt.tallest, tt.footer)
		if got != tt.want || ok != tt.ok {
			t.Errorf("ChooseLayout(%d, %d, %d, %d) = %+v, %v; want %+v, %v", tt.width, tt.height, tt.tallest, tt.footer, got, ok, tt.want, tt.ok)
		}
		if ok && (got.Width() > tt.width || got.Height(tt.tallest, tt.footer) > tt.height) {
			t.Errorf("ChooseLayout(%d, %d, …) chose %+v, which does not fit", tt.width, tt.height, got)
		}
	}
	if w, h := MinSize(7); w != 31 || h != 10 {
		t.Errorf("MinSize(7) = %d×%d, want 31×10", w, h)
	}
}

func TestCardText(t *testing.T) {
	seen := map[string]bool{}
	for c := range dealer.Card(52) {
		uni, ascii := CardText(c, false), CardText(c, true)
		if ascii != c.String() {
			t.Errorf("ASCII text of %v is %q", c, ascii)
		}
		if seen[uni] {
			t.Errorf("two cards are drawn %q", uni)
		}
		seen[uni] = true
		if !strings.HasSuffix(uni, suitGlyphs[c.Suit()]) {
			t.Errorf("%v is drawn %q, without its suit", c, uni)
		}
	}
	if got := CardText(dealer.NewCard(10, dealer.Diamonds), false); got != "10♦" {
		t.Errorf("ten of diamonds is drawn %q, want 10♦", got)
	}
	if CardText(dealer.NoCard, false) != "" {
		t.Error("NoCard has text")
	}
}

func TestRangeLabel(t *testing.T) {
	tests := []struct {
		game  int64
		ascii bool
		want  string
	}{
		{617, false, "classic deal · 1–32,000"},
		{32001, false, "Windows deal · 1–1,000,000"},
		{1000001, true, "FreeCell Pro deal - 1-8,589,934,591"},
		{-1, false, "Windows joke deal · unwinnable"},
		{0, false, ""},
	}
	for _, tt := range tests {
		if got := RangeLabel(tt.game, tt.ascii); got != tt.want {
			t.Errorf("RangeLabel(%d, %v) = %q, want %q", tt.game, tt.ascii, got, tt.want)
		}
	}
}

func BenchmarkRender(b *testing.B) {
	for _, size := range []struct{ w, h int }{{120, 40}, {80, 24}} {
		b.Run(fmt.Sprintf("%dx%d", size.w, size.h), func(b *testing.B) {
			b.ReportAllocs()
			screen := Screen{Width: size.w, Height: size.h, Board: dealt(b, 617), Footer: []string{helpLine}, Styles: NewStyles(true)}
			for b.Loop() {
				_ = Render(screen)
			}
		})
	}
}

func TestUnicodeFitsInOrdinaryTerminals(t *testing.T) {
	// The tests run without RUNEWIDTH_EASTASIAN; the goldens assume one column per glyph.
	if !UnicodeFits() {
		t.Fatal("suit and box glyphs measure more than one column here")
	}
}
