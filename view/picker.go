package view

import (
	"fmt"
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/words"
)

// Picker is the picker as the screen shows it: what r draws, and the keys
// for the next deal of its kind find.
type Picker struct {
	At          int        // the row the cursor is on
	Pick        atlas.Pick // the choice
	Count       int        // the deals it takes among First..Last, as far as the atlas and the player's games tell
	Counting    bool       // the count is on its way
	First, Last int64
	Saving      bool // false: the choice lasts this run only
}

// PickerRows is the picker's rows: difficulty (the free cells needed), not
// won yet.
const PickerRows = 2

// pickerPanel draws the picker in a framed panel.
func (r *renderer) pickerPanel(p *Picker) []string {
	st, g := r.Styles, r.glyphs
	band, notWon := "any", "no"
	if p.Pick.HasBand {
		band = bandNames[p.Pick.Band]
	}
	if p.Pick.NotWon {
		notWon = "yes"
	}
	arrows := func(v string, width int) string { // as wide as the widest choice: the panel keeps its size
		return g.Less + " " + v + " " + g.More + strings.Repeat(" ", width-len(v))
	}
	rows := [][2]string{{"difficulty", arrows(band, len("beyond four cells"))}, {"not won by you yet", arrows(notWon, len("yes"))}}
	lines := append([]string{st.Strong.Render("pick deals"), ""}, r.panelRows(rows, p.At, false)...)
	// The lines that change with the choice are as wide as their widest: the
	// panel keeps its size as the choice changes.
	dash := g.Dash
	counted := func(n int64) string {
		return fmt.Sprintf("%s deals of %s%s%s, as far as the atlas knows", words.Number(n), words.Number(p.First), dash, words.Number(p.Last))
	}
	widest := lipgloss.Width(counted(p.Last - p.First + 1))
	needs := "by the fewest free cells they need"
	for b, cells := range bandCells {
		words := fmt.Sprintf("%s deals need %s", bandNames[b], cells)
		if b == atlas.NeedsMoreCells {
			words = "deals beyond four cells need " + cells
		}
		if b == p.Pick.Band && p.Pick.HasBand {
			needs = words
		}
		widest = max(widest, lipgloss.Width(words))
	}
	widest = min(widest, r.Width-4) // on a narrow screen the padding goes, not the words (frame cuts past its width)
	padded := func(text string) string { return text + strings.Repeat(" ", max(widest-lipgloss.Width(text), 0)) }
	lines = append(lines, st.HelpDesc.Render(padded(needs)), "")
	switch {
	case p.Counting:
		lines = append(lines, st.Status.Render(padded("counting the deals it takes"+g.Ellipsis)))
	case p.Pick.Any():
		lines = append(lines, st.Status.Render(padded("every deal")))
	default:
		lines = append(lines, st.Status.Render(padded(counted(int64(p.Count)))))
	}
	if !p.Saving {
		lines = append(lines, st.Error.Render("not saving: the choice lasts this run only"))
	}
	n := r.Names
	lines = append(lines, st.HelpDesc.Render(fmt.Sprintf("%s/%s choose %s %s/%s change %s %s closes", g.Up, g.Down, g.Dot, g.Left, g.Right, g.Dot, n.ClosePicker)),
		st.HelpDesc.Render(fmt.Sprintf("then %s draws one, %s/%s finds the next/previous", n.Random, n.NextPicked, n.PrevPicked)))
	return r.frame(lines, r.Width-4)
}

// SayPicker is the picker's choice in a sentence, with what it takes:
// "Random draws hard deals (they need 3 free cells), not won yet: 1,234 deals
// of 1 to 1,000,000, as far as the atlas knows."
func SayPicker(p Picker) string {
	if p.Pick.Any() {
		return SayPick(p.Pick)
	}
	return Sentence(fmt.Sprintf("Random draws %s: %s deals of %s to %s, as far as the atlas knows", pickWhat(p.Pick),
		words.Number(int64(p.Count)), words.Number(p.First), words.Number(p.Last)))
}

// SayPick is the choice p in a sentence, without the count of what it takes:
// "Random draws hard deals (they need 3 free cells), not won yet."
func SayPick(p atlas.Pick) string {
	if p.Any() {
		return "Random draws from every deal."
	}
	return Sentence("Random draws " + pickWhat(p))
}

// pickWhat are the deals p takes, in words: "hard deals (they need 3 free
// cells), not won yet".
func pickWhat(p atlas.Pick) string {
	what := "any deal"
	if p.HasBand {
		what = bandNames[p.Band] + " deals (they need " + bandCells[p.Band] + ")"
	}
	if p.NotWon {
		what += ", not won yet"
	}
	return what
}

// PickWords say what a pick takes: "hard, not won yet", "any deal"; brief,
// in fewer words: "hard, not won".
func PickWords(p atlas.Pick, brief bool) string {
	var parts []string
	if p.HasBand {
		parts = append(parts, bandNames[p.Band])
		if brief {
			parts[0] = bandShort[p.Band]
		}
	}
	switch {
	case p.NotWon && brief:
		parts = append(parts, "not won")
	case p.NotWon:
		parts = append(parts, "not won yet")
	}
	if len(parts) == 0 {
		return "any deal"
	}
	return strings.Join(parts, ", ")
}

// bandShort are the bands' names in fewest words.
var bandShort = map[atlas.Band]string{atlas.Easy: "easy", atlas.Medium: "medium", atlas.Hard: "hard", atlas.Expert: "expert", atlas.NeedsMoreCells: "5+ cells"}

// bandCells say the free cells each band's deals need.
var bandCells = map[atlas.Band]string{
	atlas.Easy: "0 or 1 free cells", atlas.Medium: "2 free cells", atlas.Hard: "3 free cells",
	atlas.Expert: "all 4 free cells", atlas.NeedsMoreCells: "5 or more free cells",
}
