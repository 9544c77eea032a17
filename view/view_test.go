package view

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"charm.land/bubbles/v2/key"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/words"
)

// testKeys is a keymap for drawing screens without the model.
type testKeys struct{ short, full []key.Binding }

func (k testKeys) ShortHelp() []key.Binding  { return k.short }
func (k testKeys) FullHelp() [][]key.Binding { return [][]key.Binding{k.full} }
func (k testKeys) Essential() []key.Binding  { return k.short[max(len(k.short)-2, 0):] }
func binding(keys, desc string) key.Binding {
	return key.NewBinding(key.WithKeys(keys), key.WithHelp(keys, desc))
}
func newTestKeys() testKeys {
	short := []key.Binding{binding("g", "go to"), binding("r", "random"), binding("s", "solve"), binding("?", "keys"), binding("q", "quit")}
	return testKeys{short: short, full: append(short, binding("R", "solvable only"), binding("b", "back"))}
}

func dealt(t testing.TB, game int64) Board {
	l, err := dealer.Deal(game)
	if err != nil {
		t.Fatal(err)
	}
	return Dealt(game, &l, rules.DefaultFreeCells)
}

func screen(t testing.TB, game int64, width, height int) Screen {
	return Screen{Width: width, Height: height, Board: dealt(t, game), Reserve: 7, Keys: newTestKeys(),
		Glyphs: GlyphsFor(false), Styles: NewStyles(true, colorprofile.TrueColor, false)}
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

func TestFramesFitEverySize(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		for w := 1; w <= 210; w += 11 {
			for h := 1; h <= 64; h += 5 {
				s := screen(t, 617, w, h)
				s.Glyphs = GlyphsFor(ascii)
				s.Panel.Help = h%2 == 0
				assertFrame(t, Render(s), w, h)
			}
		}
	}
}

func TestChooseGeometry(t *testing.T) {
	tests := []struct {
		width, height, tallest int
		want                   Geometry
		ok                     bool
	}{
		{200, 57, 7, Geometry{CardWidth: 23, Gap: 2, Step: 5, Body: 9}, true},
		{120, 37, 7, Geometry{CardWidth: 13, Gap: 2, Step: 3, Body: 5}, true},
		{80, 21, 7, Geometry{CardWidth: 9, Gap: 1, Step: 2, Body: 1}, true},
		{60, 16, 7, Geometry{CardWidth: 6, Gap: 1, Step: 1, Body: 3}, true},
		{40, 11, 7, Geometry{Compact: true, CardWidth: 3, Gap: 2}, true},
		{31, 10, 7, Geometry{Compact: true, CardWidth: 3, Gap: 1}, true},
		{30, 10, 7, Geometry{}, false},
		{31, 9, 7, Geometry{}, false},
		{120, 37, 19, Geometry{CardWidth: 11, Gap: 3, Step: 1, Body: 3}, true}, // a long column in play
	}
	for _, tt := range tests {
		got, ok := chooseGeometry(tt.width, tt.height, tt.tallest, 4)
		if got != tt.want || ok != tt.ok {
			t.Errorf("chooseGeometry(%d, %d, %d) = %+v, %v; want %+v, %v", tt.width, tt.height, tt.tallest, got, ok, tt.want, tt.ok)
		}
		if ok && (got.Width() > tt.width || got.boardHeight(tt.tallest) > tt.height) {
			t.Errorf("chooseGeometry(%d, %d, …) chose %+v, which does not fit", tt.width, tt.height, got)
		}
	}
}

// TestBigTerminalsAreUsed: the board fills most of a big terminal, and the help
// sits right under it, at its left edge.
func TestBigTerminalsAreUsed(t *testing.T) {
	for _, size := range []struct{ w, h int }{{120, 40}, {200, 60}} {
		lines := strings.Split(ansi.Strip(Render(screen(t, 617, size.w, size.h))), "\n")
		first, last, widest := -1, -1, 0
		for i, l := range lines {
			if strings.TrimSpace(l) != "" {
				if first < 0 {
					first = i
				}
				last = i
				widest = max(widest, len(strings.TrimRight(l, " ")))
			}
		}
		if used := last - first + 1; used < size.h*3/4 {
			t.Errorf("%dx%d: the screen's content takes %d lines", size.w, size.h, used)
		}
		if widest < size.w*9/10 {
			t.Errorf("%dx%d: the board is %d columns wide", size.w, size.h, widest)
		}
		help := lines[last]
		board := lines[indexOfLine(lines, "╭")]
		if leading(help) != leading(board) {
			t.Errorf("%dx%d: the help starts at column %d, the board at %d", size.w, size.h, leading(help), leading(board))
		}
		if strings.TrimSpace(lines[last-2]) == "" {
			t.Errorf("%dx%d: blank lines between the board and the help", size.w, size.h)
		}
	}
}

func leading(s string) int { return len(s) - len(strings.TrimLeft(s, " ")) }

func indexOfLine(lines []string, s string) int {
	for i, l := range lines {
		if strings.Contains(l, s) {
			return i
		}
	}
	return -1
}

// TestPlacesAreLabelled: columns 1-8, free cells a-d and the foundations h are
// named in every layout.
func TestPlacesAreLabelled(t *testing.T) {
	for _, size := range []struct{ w, h int }{{31, 13}, {40, 14}, {60, 20}, {80, 24}, {120, 40}, {200, 60}} {
		out := ansi.Strip(Render(screen(t, 617, size.w, size.h)))
		lines := strings.Split(out, "\n")
		numbers := strings.Fields(lines[indexOfLine(lines, "1 ")])
		if strings.Join(numbers, " ") != "1 2 3 4 5 6 7 8" {
			t.Errorf("%dx%d: column numbers %v:\n%s", size.w, size.h, numbers, out)
		}
		for _, name := range []string{"a", "b", "c", "d", "h"} {
			if !strings.Contains(out, " "+name+" ") {
				t.Errorf("%dx%d: place %s is not named:\n%s", size.w, size.h, name, out)
			}
		}
	}
}

func TestMarksOfAStep(t *testing.T) {
	r, err := rules.ReplayGame(617, rules.DefaultFreeCells, parse(t, "4a 46 2b 21 4c 4d 41 4h"))
	if err != nil {
		t.Fatal(err)
	}
	step := r.Moves[6:] // 41 then 4h: a card to column 1, then the card under it home
	m := marksOf(step, nil, nil)
	if m[0] != 1 || m[3] != 1 || m[int(rules.Foundation)+int(dealer.Clubs)] != 1 {
		t.Errorf("marks %v", m)
	}
	seq := marksOf([]rules.Move{{From: 6, To: 3, Count: 3, Card: 0}}, nil, nil)
	if seq[3] != 3 || seq[6] != 1 {
		t.Errorf("a sequence of three: marks %v", seq)
	}
	// A hint is a move to make: the four cards that go, and the card they go on.
	hint := rules.Move{From: 1, To: 6, Count: 4, Card: dealer.NewCard(dealer.Queen, dealer.Clubs)}
	if h := marksOf(nil, nil, &hint); h[1] != 4 || h[6] != 1 {
		t.Errorf("the hint 27 of four cards: marks %v", h)
	}
	home := rules.Move{From: rules.FreeCellPlace(0), To: rules.Foundation, Count: 1, Card: dealer.NewCard(dealer.Ace, dealer.Hearts)}
	if h := marksOf(nil, nil, &home); h[rules.FreeCellPlace(0)] != 1 || h[int(rules.Foundation)+int(dealer.Hearts)] != 1 {
		t.Errorf("a hint home: marks %v", h)
	}
}

func parse(t *testing.T, text string) []rules.Move {
	var moves []rules.Move
	for _, f := range strings.Fields(text) {
		m, err := rules.ParseMove(f)
		if err != nil {
			t.Fatal(err)
		}
		moves = append(moves, m)
	}
	return moves
}

func TestCardText(t *testing.T) {
	seen := map[string]bool{}
	for c := range dealer.Card(52) {
		uni, ascii := GlyphsFor(false).Card(c), GlyphsFor(true).Card(c)
		if ascii != c.String() {
			t.Errorf("ASCII text of %v is %q", c, ascii)
		}
		if seen[uni] {
			t.Errorf("two cards are drawn %q", uni)
		}
		seen[uni] = true
		if !strings.HasSuffix(uni, unicodeGlyphs.Suits[c.Suit()]) {
			t.Errorf("%v is drawn %q, without its suit", c, uni)
		}
	}
	if got := GlyphsFor(false).Card(dealer.NewCard(10, dealer.Diamonds)); got != "10♦" {
		t.Errorf("ten of diamonds is drawn %q, want 10♦", got)
	}
	if GlyphsFor(false).Card(dealer.NoCard) != "" {
		t.Error("NoCard has text")
	}
}

func TestASCIIGlyphsAreASCII(t *testing.T) {
	g := GlyphsFor(true)
	all := strings.Join(append(g.Suits[:], g.Ten, g.Left, g.Right, g.Up, g.Down, g.Ellipsis, g.Dot, g.Dash, g.Times, g.Play, g.Cross, g.Arrow, g.Empty, g.Sep,
		g.Border.Top, g.Border.Left, g.Border.TopLeft, g.Border.MiddleLeft, g.LitBorder.Top, g.LitBorder.Left, g.LitBorder.TopLeft, g.LitBorder.MiddleLeft), "")
	all += strings.Join(g.Spinner.Frames, "")
	for _, r := range all {
		if r > 0x7f {
			t.Errorf("ASCII glyph %q", r)
		}
	}
}

func TestWords(t *testing.T) {
	g := GlyphsFor(false)
	tests := []struct{ got, want string }{
		{words.Number(8589934591), "8,589,934,591"},
		{words.Number(-2), "-2"},
		{words.Number(617), "617"},
		{words.Number(1000), "1,000"},
		{words.GameName(1000000), "FreeCell #1,000,000"},
		{RangeLabel(617, 4, g), "classic deal · 1–32,000"},
		{RangeLabel(32001, 4, g), "Windows deal · 1–1,000,000"},
		{RangeLabel(1000001, 4, GlyphsFor(true)), "FreeCell Pro deal | 1-8,589,934,591"},
		{RangeLabel(-1, 4, g), "Windows joke deal · unwinnable"},
		{RangeLabel(-2, 1, g), "Windows joke deal · unwinnable"},
		{RangeLabel(-1, 5, g), "Windows joke deal"}, // -1 and -2 are won with five cells or more
		{RangeLabel(-2, 8, g), "Windows joke deal"},
		{RangeLabel(0, 4, g), ""},
		{MoveWords(rules.Move{From: 1, To: rules.FreeCellPlace(1), Count: 1, Card: dealer.NewCard(dealer.King, dealer.Spades)}, g), "K♠ from column 2 to free cell b"},
		{MoveWords(rules.Move{From: 6, To: 3, Count: 3, Card: dealer.NewCard(9, dealer.Spades)}, g), "9♠ and the 2 cards on it from column 7 to column 4"},
		{MoveWords(rules.Move{From: 7, To: rules.Foundation, Count: 1, Card: dealer.NewCard(dealer.Ace, dealer.Hearts)}, g), "A♥ home from column 8"},
		{MoveWords(rules.Move{From: rules.FreeCellPlace(3), To: 0, Count: 1, Card: dealer.NewCard(10, dealer.Diamonds)}, GlyphsFor(true)), "TD from free cell d to column 1"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%q, want %q", tt.got, tt.want)
		}
	}
}

func TestRedAndBlackDiffer(t *testing.T) {
	styles := NewStyles(true, colorprofile.ANSI, false)
	p := styles.piecesFor(GlyphsFor(false))
	heart, spade := dealer.NewCard(7, dealer.Hearts), dealer.NewCard(7, dealer.Spades)
	if p.faces[heart] == styles.BlackSuit.Render(GlyphsFor(false).Card(heart)) {
		t.Error("7♥ is drawn in the black suits' style")
	}
	if !strings.Contains(p.faces[heart], "7♥") || !strings.Contains(p.faces[spade], "7♠") {
		t.Error("rank and suit must both be visible, whatever the colour")
	}
}

func BenchmarkRender(b *testing.B) {
	for _, size := range []struct{ w, h int }{{200, 60}, {120, 40}, {80, 24}} {
		b.Run(fmt.Sprintf("%dx%d", size.w, size.h), func(b *testing.B) {
			b.ReportAllocs()
			s := screen(b, 617, size.w, size.h)
			for b.Loop() {
				_ = Render(s)
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

// TestTallestColumnFitsEightyByTwentyFour: a column of 19 cards, the most
// FreeCell makes, is drawn at 80×24 with the keys' row given up: the
// essential keys go on the status row while it says nothing, and a status
// takes it back. At 80×25 the keys keep their own row.
func TestTallestColumnFitsEightyByTwentyFour(t *testing.T) {
	pos, err := rules.ParseBoard(`Freecells: - - - -
2C 3C 4C 5C 6C 8C KS QH JC TD 9S 8H 7S 6D 5S 4H 3S 2D AS
AC 3D QD 7H 6S
7C 4D KD 9H 8S
9C 5D AH TH TS
TC 7D 2H JH JS
QC 8D 3H KH QS
KC 9D 5H 2S
AD JD 6H 4S`, 4)
	if err != nil {
		t.Fatal(err)
	}
	keys := newTestKeys()
	screen := func(height int, status Status) []string {
		s := Screen{Width: 80, Height: height, Board: Board{Position: pos}, Keys: keys, Glyphs: GlyphsFor(false),
			Styles: NewStyles(true, 0, false), Status: status}
		out := Render(s)
		assertFrame(t, out, 80, height)
		return strings.Split(ansi.Strip(out), "\n")
	}
	lines := screen(24, Status{})
	text := strings.Join(lines, "\n")
	if strings.Contains(text, "too small") || !strings.Contains(text, "A♠") {
		t.Fatalf("the 19-card column is not drawn at 80×24:\n%s", text)
	}
	if last := strings.TrimSpace(lines[len(lines)-1]); !strings.HasPrefix(last, "? keys") || !strings.Contains(last, "q quit") {
		t.Errorf("the status row does not carry the essential keys: %q", last)
	}
	if strings.Contains(text, "go to") {
		t.Errorf("the keys' row is drawn where there is no room for it:\n%s", text)
	}
	busy := strings.Join(screen(24, Status{Kind: AtFirstGame, Game: 1}), "\n")
	if strings.Contains(busy, "q quit") {
		t.Errorf("a status shares its row with the keys:\n%s", busy)
	}
	if roomy := strings.Join(screen(25, Status{}), "\n"); !strings.Contains(roomy, "go to") {
		t.Errorf("at 80×25 the keys' row is missing:\n%s", roomy)
	}
}

// questionNames are the answer keys the questions' tests name.
var questionNames = KeyNames{Yes: "y", No: "n", Column: "c", Single: "s", ColumnAlways: "C", SingleAlways: "S", Neither: "esc"}

// TestQuestionsKeepTheirAnswersInSight: down to the narrowest board, a
// question is said in fewer words rather than cut, so that its answer keys
// stay on screen (at 31 columns "restart? this try counts as lo…" lost its
// y/n); and a status longer than the room right of a narrow board starts at
// the screen's edge rather than lose its end.
func TestQuestionsKeepTheirAnswersInSight(t *testing.T) {
	names := questionNames
	questions := map[Question]string{
		RestartQuestion: "y/n", TakeOverQuestion: "y/n", ClearStatsQuestion: "y/n", QuitQuestion: "y/n",
		ColumnQuestion: "s: 3♠", ConflictQuestion: "theirs",
	}
	for _, nudged := range []bool{false, true} { // nudged: a key that is no answer was pressed, and the line says to answer first
		for q, answer := range questions {
			if nudged && q == ColumnQuestion {
				answer = "esc"
			}
			questionInSight(t, q, answer, names, nudged)
		}
	}
}

// questionInSight checks that question q's answer stays in sight from 31
// columns to 120.
func questionInSight(t *testing.T, q Question, answer string, names KeyNames, nudged bool) {
	t.Helper()
	{
		for width := 31; width <= 120; width++ {
			s := screen(t, 617, width, 24)
			s.Names = names
			s.Confirm = &Confirm{Question: q, Game: 617, Step: 3, Count: 2, Card: dealer.NewCard(4, dealer.Hearts), Top: dealer.NewCard(3, dealer.Spades), Nudged: nudged}
			lines := strings.Split(ansi.Strip(Render(s)), "\n")
			found := false
			for _, line := range lines {
				found = found || strings.Contains(line, answer)
			}
			if !found {
				t.Errorf("question %d (nudged %v) at %d columns: %q is not in sight:\n%s", q, nudged, width, answer, strings.Join(lines, "\n"))
				break
			}
		}
	}
}

// TestColumnQuestionSaysWhatFits: where an empty column takes fewer cards
// than the run holds, the question says how many of the run go (it offered
// "4 cards" of a run of 5 with no word why); and nudged, it still says that
// C and S answer for the rest of the game.
func TestColumnQuestionSaysWhatFits(t *testing.T) {
	names := questionNames
	for _, tt := range []struct {
		width  int
		run    int
		nudged bool
		want   string
	}{
		{160, 5, false, "c: 4♥ and the 3 cards on it (4 of the run's 5 fit)"},
		{80, 5, false, "c: 4 of 5 cards"},
		{160, 4, false, "c: 4♥ and the 3 cards on it · s"},
		{160, 5, true, "(C, S: for the rest of the game)"},
		{160, 5, true, "(4 of the run's 5 fit)"},
	} {
		s := screen(t, 617, tt.width, 30)
		s.Names = names
		s.Confirm = &Confirm{Question: ColumnQuestion, Count: 4, Run: tt.run, Card: dealer.NewCard(4, dealer.Hearts), Top: dealer.NewCard(3, dealer.Spades), Nudged: tt.nudged}
		if tt.run <= 4 {
			s.Confirm.Run = 0
		}
		if text := ansi.Strip(Render(s)); !strings.Contains(text, tt.want) {
			t.Errorf("run %d, nudged %v, %d columns: %q is not said:\n%s", tt.run, tt.nudged, tt.width, tt.want, text)
		}
	}
}

// TestSettingsPanelFitsFortyByThirteen: at the smallest board with room for
// it, the settings panel shows every row and its frame whole, its blank
// lines given up (at 40x13 its last row and frame were cut off).
func TestSettingsPanelFitsFortyByThirteen(t *testing.T) {
	for _, saving := range []bool{true, false} {
		for _, size := range [][2]int{{40, 13}, {40, 14}, {80, 24}} {
			s := screen(t, 617, size[0], size[1])
			s.Panel.Settings = &Settings{Chosen: state.DefaultSettings(), Saving: saving}
			text := ansi.Strip(Render(s))
			if !strings.Contains(text, "8 free cells") || !strings.Contains(text, "╰") || !strings.Contains(text, "closes") { // how to close, where no key line is left under it
				t.Errorf("saving %v, %dx%d: the panel is cut:\n%s", saving, size[0], size[1], text)
			}
			if size[0] >= 80 && !strings.Contains(text, "choose") {
				t.Errorf("saving %v, %dx%d: the panel is cut:\n%s", saving, size[0], size[1], text)
			}
		}
	}
}

// TestWinSaysABestBeaten: the banner and the won line say which best a win
// beat, the fewest moves, the fastest time or both, and the best as it
// stood where it beat neither (a win faster than the fastest said only
// "your best: 22 moves, 1:10", as if it had not counted).
func TestWinSaysABestBeaten(t *testing.T) {
	best := Result{PlayerMoves: 22, Elapsed: 70 * time.Second}
	for _, tt := range []struct {
		won        Result
		banner, at string
	}{
		{Result{PlayerMoves: 20, Elapsed: time.Second}, "your best yet: it was 22 moves, 1:10", "· best yet: it was 22 moves, 1:10"},
		{Result{PlayerMoves: 20, Elapsed: 80 * time.Second}, "your fewest moves yet: it was 22 moves", "· fewest moves yet: it was 22 moves"},
		{Result{PlayerMoves: 22, Elapsed: time.Second}, "your fastest yet: it was 1:10", "· fastest yet: it was 1:10"},
		{Result{PlayerMoves: 30, Elapsed: 80 * time.Second}, "your best: 22 moves, 1:10", "· best 22 moves, 1:10"},
		{Result{PlayerMoves: 22, Elapsed: 800 * time.Millisecond}, "your best: 22 moves, 0:01", "· best 22 moves, 0:01"}, // of 1.2 s: the same on the clock
	} {
		s := screen(t, 2, 120, 30)
		if best := &best; tt.won.Elapsed < time.Second {
			best.Elapsed = 1200 * time.Millisecond
		}
		s.Status = Status{Kind: Won, Game: 2, Result: tt.won, Best: &best}
		s.Panel.Banner = &s.Status
		text := ansi.Strip(Render(s))
		if !strings.Contains(text, tt.banner) || !strings.Contains(text, tt.at) {
			t.Errorf("%+v: want %q in the banner and %q on the line:\n%s", tt.won, tt.banner, tt.at, text)
		}
	}
}

// TestHelpRowsCountsHelpLines: the count of the help's lines, measured for
// Fits without drawing them, is the count drawn, at every width, and Fits
// says what Render does (the too-small screen, or the board).
func TestHelpRowsCountsHelpLines(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		for w := 1; w <= 130; w++ {
			s := screen(t, 617, w, 30)
			s.Glyphs = GlyphsFor(ascii)
			r := newRenderer(s)
			for _, keys := range [][]key.Binding{s.Keys.ShortHelp(), s.Keys.Essential(), append(s.Keys.ShortHelp(), s.Keys.ShortHelp()...)} {
				if rows, lines := r.helpRows(keys, w), len(r.helpLines(keys, w)); rows != lines {
					t.Fatalf("width %d, ascii %v: helpRows %d, helpLines %d", w, ascii, rows, lines)
				}
			}
			for h := 8; h <= 40 && w >= 20; h += 4 { // narrower, the too-small screen's words are cut
				s.Height = h
				small := strings.Contains(ansi.Strip(Render(s)), "too small")
				if Fits(s) == small {
					t.Errorf("%dx%d: Fits %v, and Render says too small %v", w, h, Fits(s), small)
				}
			}
		}
	}
}

// TestQuitAfterDeleteSaysNotKeptOnce: the question to quit a game whose
// saved games were deleted (delete-my-data, from another session) says the
// game is not kept once ("... is not kept: saving fails: your saved games
// were deleted (delete-my-data), and this game is not kept").
func TestQuitAfterDeleteSaysNotKeptOnce(t *testing.T) {
	s := screen(t, 617, 160, 30)
	s.Names = questionNames
	s.Confirm = &Confirm{Question: QuitQuestion, Failing: true, Save: state.Deleted}
	text := ansi.Strip(Render(s))
	if !strings.Contains(text, "quit? your game in progress is not kept: saving fails: your saved games were deleted (delete-my-data)") || strings.Count(text, "not kept") != 1 {
		t.Errorf("the question:\n%s", text)
	}
}
