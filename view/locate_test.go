package view

import (
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/words"
)

// TestLocateFindsWhatRenderDrew: at every size and layout, every card's face as
// Render draws it is located as that card, and each free cell's and
// foundation's name as that place.
func TestLocateFindsWhatRenderDrew(t *testing.T) {
	l, _ := dealer.Deal(617)
	pos := rules.NewPosition(&l)
	g := GlyphsFor(true) // ASCII: one byte a column, so strings.Index is a screen column
	for _, size := range [][2]int{{60, 20}, {80, 24}, {100, 30}, {120, 40}, {200, 60}, {40, 14}} {
		s := Screen{Width: size[0], Height: size[1], Board: Board{Game: 617, Position: pos}, Reserve: 7,
			Keys: testKeys{}, Glyphs: g, Styles: NewStyles(true, 0, false)}
		lines := strings.Split(ansi.Strip(Render(s)), "\n")
		found := map[dealer.Card]bool{}
		for y, line := range lines {
			for i := range rules.NumColumns {
				for k, card := range pos.Column(i) {
					face := g.Card(card)
					for x := strings.Index(line, face); x >= 0; {
						if spot, ok := Locate(s, x, y); ok && spot.Place == rules.ColumnPlace(i) && spot.Card == k {
							found[card] = true
							break
						}
						next := strings.Index(line[x+1:], face)
						if next < 0 {
							break
						}
						x += next + 1
					}
				}
			}
		}
		if len(found) != 52 {
			t.Errorf("%dx%d: %d of 52 cards located where they are drawn", size[0], size[1], len(found))
		}
		names := 0 // the places' names are the places: a column's number, a free cell's letter on a row of its own
		for y, line := range lines {
			fields := strings.Fields(line)
			switch strings.Join(fields, " ") {
			case "1 2 3 4 5 6 7 8":
				for i, name := range fields {
					if spot, ok := Locate(s, strings.Index(line, name), y); !ok || spot.Place != rules.ColumnPlace(i) {
						t.Errorf("%dx%d: column %s's number is %+v, %v", size[0], size[1], name, spot, ok)
					}
				}
				names++
			case "a b c d h h h h":
				if spot, ok := Locate(s, strings.Index(line, "b"), y); !ok || spot.Place != rules.FreeCellPlace(1) {
					t.Errorf("%dx%d: free cell b's letter is %+v, %v", size[0], size[1], spot, ok)
				}
				names++
			}
		}
		if names == 0 {
			t.Errorf("%dx%d: no row of the columns' numbers drawn", size[0], size[1])
		}
		if _, ok := Locate(s, 0, 0); ok {
			t.Errorf("%dx%d: the corner is on the board", size[0], size[1])
		}
	}
}

// TestEveryFreeCellCountIsDrawnAndLocated: with 0 to 8 free cells, each one
// holding a card, at every size and layout, the frame fits, each cell's card
// is located as that cell, the cells the game lacks are not drawn, and the
// foundations stay where they are.
func TestEveryFreeCellCountIsDrawnAndLocated(t *testing.T) {
	l, _ := dealer.Deal(617)
	g := GlyphsFor(true)
	for cells := range rules.MaxFreeCells + 1 {
		pos := rules.NewPositionWith(&l, cells)
		for i := range cells { // the bottom cards of the columns, one a cell
			col := i % rules.NumColumns
			pos.Play(rules.Move{From: rules.ColumnPlace(col), To: rules.FreeCellPlace(i), Card: pos.Top(rules.ColumnPlace(col)), Count: 1})
		}
		for _, size := range [][2]int{{60, 20}, {80, 24}, {100, 30}, {200, 60}, {40, 14}, {31, 13}} {
			s := Screen{Width: size[0], Height: size[1], Board: Board{Game: 617, Position: pos}, Reserve: 7,
				Keys: testKeys{}, Glyphs: g, Styles: NewStyles(true, 0, false)}
			frame := Render(s)
			assertFrame(t, frame, size[0], size[1])
			text := ansi.Strip(frame)
			if strings.Contains(text, "too small") {
				t.Errorf("%d cells, %dx%d: too small", cells, size[0], size[1])
				continue
			}
			lines := strings.Split(text, "\n")
			for i := range cells {
				card := pos.FreeCell(i)
				if !locatedAt(s, lines, g.Card(card), rules.FreeCellPlace(i)) {
					t.Errorf("%d cells, %dx%d: %s in cell %v not located there", cells, size[0], size[1], g.Card(card), rules.FreeCellPlace(i))
				}
			}
			for i := cells; i < rules.MaxFreeCells; i++ {
				if name := rules.FreeCellPlace(i).String(); containsWord(lines, name) {
					t.Errorf("%d cells, %dx%d: cell %s is drawn", cells, size[0], size[1], name)
				}
			}
			got, titled := 0, false
			for _, line := range lines {
				if strings.Contains(line, "FreeCell #") { // the title says the count, where it is not four
					titled = strings.Contains(line, words.FreeCellsName(cells))
					continue
				}
				caption := "free cells"
				if cells == 1 {
					caption = "free cell "
				}
				got += strings.Count(line+" ", caption)
			}
			if (got == 1) != (cells > 0 && !s.compact()) {
				t.Errorf("%d cells, %dx%d: the caption drawn %d times", cells, size[0], size[1], got)
			}
			if titled != (cells != rules.DefaultFreeCells) {
				t.Errorf("%d cells, %dx%d: the title says the count: %v", cells, size[0], size[1], titled)
			}
		}
	}
}

func (s Screen) compact() bool {
	r, _, _, _ := plan(s)
	return r.geom.Compact
}

// locatedAt: face is drawn somewhere Locate says is place.
func locatedAt(s Screen, lines []string, face string, place rules.Place) bool {
	for y, line := range lines {
		for x := strings.Index(line, face); x >= 0; {
			if spot, ok := Locate(s, x, y); ok && spot.Place == place {
				return true
			}
			next := strings.Index(line[x+1:], face)
			if next < 0 {
				break
			}
			x += next + 1
		}
	}
	return false
}

// containsWord: a line holds name as a word of its own (a place's label).
func containsWord(lines []string, name string) bool {
	for _, line := range lines {
		for _, f := range strings.FieldsFunc(line, func(r rune) bool { return r == ' ' || r == '-' || r == '+' || r == '|' }) {
			if f == name {
				return true
			}
		}
	}
	return false
}

// TestColumnStripsReachTheStatusLine: below a column's last card, every row
// down to the status line is the column (a click there, where a Windows
// player aims, put the cards back), and the status line is not.
func TestColumnStripsReachTheStatusLine(t *testing.T) {
	l, _ := dealer.Deal(617)
	pos := rules.NewPosition(&l)
	for _, size := range [][2]int{{80, 24}, {100, 30}, {200, 60}} {
		s := Screen{Width: size[0], Height: size[1], Board: Board{Game: 617, Position: pos}, Reserve: 7, Steady: rules.MaxColumn,
			Keys: testKeys{}, Glyphs: GlyphsFor(true), Styles: NewStyles(true, 0, false), Status: Status{Kind: NothingToRestart}}
		lines := strings.Split(ansi.Strip(Render(s)), "\n")
		status := slices.IndexFunc(lines, func(l string) bool { return strings.Contains(l, "nothing to restart") })
		r, _, _, _ := plan(s)
		x := r.margin + 7*(r.geom.CardWidth+r.geom.Gap) + 1 // column 8's strip
		for y := status - 3; y < status; y++ {
			if spot, ok := Locate(s, x, y); !ok || spot.Place != rules.ColumnPlace(7) {
				t.Errorf("%dx%d: row %d above the status line (%d) is %+v, %v; want column 8", size[0], size[1], y, status, spot, ok)
			}
		}
		if spot, ok := Locate(s, x, status); ok {
			t.Errorf("%dx%d: the status line is %+v", size[0], size[1], spot)
		}
	}
}

// TestKeyAtFindsWhatRenderDrew: at every size, each key the key line shows
// is found where Render drew its key and words, to their end and no
// further (wrapped onto two lines at the narrowest).
func TestKeyAtFindsWhatRenderDrew(t *testing.T) {
	keys := newTestKeys()
	keys.short = append(keys.short, binding("u", "undo the last move"), binding("H", "a hint: the solver's next move"))
	for _, size := range [][2]int{{60, 20}, {80, 24}, {100, 30}, {200, 60}, {40, 14}} {
		s := Screen{Width: size[0], Height: size[1], Board: dealt(t, 617), Reserve: 7, Keys: keys, Glyphs: GlyphsFor(true), Styles: NewStyles(true, 0, false)}
		lines := strings.Split(ansi.Strip(Render(s)), "\n")
		found := 0
		for y, line := range lines {
			for x := 0; x < len(line); x++ {
				b, ok := KeyAt(s, x, y)
				if !ok {
					continue
				}
				item := b.Help().Key + " " + b.Help().Desc
				if !strings.HasPrefix(line[x:], item) {
					t.Errorf("%dx%d: %q first found at %d,%d, where the line is %q", size[0], size[1], item, x, y, line[x:])
				}
				found++
				start := x
				for x < len(line)+1 { // to the item's end, and not past it
					if after, ok := KeyAt(s, x, y); !ok || after.Help() != b.Help() {
						break
					}
					x++
				}
				if x-start != len(item) {
					t.Errorf("%dx%d: %q found over %d columns from %d, drawn over %d", size[0], size[1], item, x-start, start, len(item))
				}
			}
		}
		if found < 2 || found > len(keys.short) { // the essential keys at least
			t.Errorf("%dx%d: %d keys found on the key line", size[0], size[1], found)
		}
	}
}
