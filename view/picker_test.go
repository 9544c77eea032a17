package view

import (
	"strings"
	"testing"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/freecell/freecell/atlas"
)

// TestPickerFitsNarrowScreens: at 60 columns the picker's lines, padded to
// keep the panel's size as the choice changes, lose their padding rather
// than end in an ellipsis; every line fits the screen.
func TestPickerFitsNarrowScreens(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		g := GlyphsFor(ascii)
		r := &renderer{Screen: Screen{Width: 60, Height: 20}, glyphs: g}
		r.Styles = NewStyles(true, colorprofile.NoTTY, false)
		for _, p := range []Picker{
			{First: 1, Last: 1000000, Saving: true},
			{First: 1, Last: 1000000, Pick: atlas.Pick{HasBand: true, Band: atlas.Hard, NotWon: true}, Count: 1032},
			{First: 1, Last: 1000000, Pick: atlas.Pick{HasBand: true, Band: atlas.NeedsMoreCells}, Counting: true},
		} {
			for _, line := range r.pickerPanel(&p) {
				cut := strings.Contains(line, g.Ellipsis+" ") && !strings.Contains(line, "takes"+g.Ellipsis) // "counting the deals it takes…" is the words
				if cut || lipgloss.Width(line) > 60 {
					t.Errorf("ascii %v, %+v: line cut or too wide: %q", ascii, p.Pick, line)
				}
			}
		}
	}
}
