package view

import (
	"fmt"
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/freecell/freecell/rules"
)

// Settings are the settings panel's, as the screen shows them.
type Settings struct {
	At                       int // the setting the cursor is on
	FourColour, Clock, Moves bool
	Auto                     rules.AutoMode
	Coach                    bool
	FreeCells                int
	Saving                   bool // false: the settings last this run only
}

// settingsPanel draws the settings in a framed panel.
func (r *renderer) settingsPanel(s *Settings) []string {
	st, g := r.Styles, r.glyphs
	onOff := func(on bool, yes, no string) string {
		if on {
			return yes
		}
		return no
	}
	rows := [][2]string{
		{"four-colour suits", onOff(s.FourColour, "on: "+r.suitSample(), "off")},
		{"clock", onOff(s.Clock, "shown", "hidden")},
		{"move count", onOff(s.Moves, "shown", "hidden")},
		{"auto-play", s.Auto.String()},
		{"coach", onOff(s.Coach, "on", "off")},
		{"free cells", fmt.Sprintf("%s %d %s", g.Left, s.FreeCells, g.Right)}, // the arrows round it: a count, not part of the name
	}
	lines := append([]string{st.Strong.Render("settings"), ""}, r.panelRows(rows, s.At, true)...)
	lines = append(lines, "")
	if !s.Saving {
		lines = append(lines, st.Error.Render("not saving: these last this run only"))
	}
	n := r.Names
	lines = append(lines, st.HelpDesc.Render(fmt.Sprintf("%s/%s choose %s %s or 1-%d change %s %s closes", g.Up, g.Down, g.Dot, n.Change, len(rows), g.Dot, n.CloseSettings)))
	return r.frame(lines, r.Width-4)
}

// suitSample is the four suits as the cards show them: "♣ ♦ ♥ ♠".
func (r *renderer) suitSample() string {
	var b strings.Builder
	for i, name := range r.glyphs.Suits {
		if i > 0 {
			b.WriteString(" ")
		}
		b.WriteString(r.Styles.Suits[i].Render(name))
	}
	return b.String()
}

// panelRows are a panel's rows, a name and its value each, the names in a
// column: the row the cursor is on has an arrow and its name in bold, not
// colour alone; numbered, the rows say the key that changes each.
func (r *renderer) panelRows(rows [][2]string, at int, numbered bool) []string {
	st, g := r.Styles, r.glyphs
	width := 0
	for _, row := range rows {
		width = max(width, lipgloss.Width(row[0]))
	}
	lines := make([]string, 0, len(rows))
	for i, row := range rows {
		cursor := strings.Repeat(" ", lipgloss.Width(g.Arrow)+1)
		name := st.HelpDesc.Render(row[0])
		if i == at {
			cursor = g.Arrow + " "
			name = st.Strong.Render(row[0])
		}
		number := ""
		if numbered {
			number = fmt.Sprintf("%d ", i+1)
		}
		lines = append(lines, fmt.Sprintf("%s%s%s%s  %s", st.Setting.Render(cursor), number, name,
			strings.Repeat(" ", width-lipgloss.Width(row[0])), st.HelpKey.Render(row[1])))
	}
	return lines
}
