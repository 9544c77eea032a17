package view

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
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
		if _, ok := Locate(s, 0, 0); ok {
			t.Errorf("%dx%d: the corner is on the board", size[0], size[1])
		}
	}
}
