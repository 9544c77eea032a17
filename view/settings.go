package view

import (
	"fmt"
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/freecell/freecell/state"
)

// Setting is a row of the settings panel. This is the one table of the
// panel's settings: the model changes a row by its Setting, a row's number
// key is its place (1 to SettingCount), and the rows are drawn in its order.
type Setting int

// The settings, in the panel's order.
const (
	SettingFourColour Setting = iota
	SettingClock
	SettingMoves
	SettingAuto
	SettingCoach
	SettingMotion
	SettingKeyboard
	SettingFreeCells
	SettingCount // how many there are
)

// Settings are the settings panel's, as the screen shows them.
type Settings struct {
	At     Setting        // the setting the cursor is on
	Chosen state.Settings // the player's; FreeCells the game's on screen (the daily's four, a layout's own)
	Saving bool           // false: the settings last this run only
	// Keyboard is the keyboard the keys file names, "qwerty" or "azerty",
	// which each run starts with ("": none): a change of the row lasts the
	// run.
	Keyboard string
	// CellsKept is what keeps the game's free cells on screen as they are
	// (the daily, a layout), if anything: the row shows no arrows to change them.
	CellsKept CellsKeeper
	// RowMoves: with the AZERTY keyboard, its digits row names the columns
	// (false: a keys file gave them keys of its own, and the row types numbers only).
	RowMoves bool
}

// CellsKeeper is what keeps the free cells of the game on screen: nothing,
// the daily (the same for everyone), or a layout (its own count).
type CellsKeeper int

// What may keep the free cells.
const (
	CellsFree CellsKeeper = iota
	CellsByDaily
	CellsByLayout
)

// settingsPanel draws the settings in a framed panel.
func (r *renderer) settingsPanel(s *Settings) []string {
	st, g := r.Styles, r.glyphs
	rows := make([][2]string, SettingCount)
	for i := range SettingCount {
		rows[i] = r.settingRow(i, s)
	}
	switch s.CellsKept { // no arrows: ← and → would do nothing there
	case CellsByDaily:
		rows[SettingFreeCells][1] = fmt.Sprintf("%d, the daily's", s.Chosen.FreeCells)
	case CellsByLayout:
		rows[SettingFreeCells][1] = fmt.Sprintf("%d, the layout's", s.Chosen.FreeCells)
	case CellsFree:
	}
	if chosen := map[bool]string{true: "azerty", false: "qwerty"}[s.Chosen.AZERTY]; s.Keyboard != "" && s.Keyboard != chosen {
		rows[SettingKeyboard][1] = chosen + " this run (keys: " + s.Keyboard + ")" // what each run starts with, before what the row does
	}
	gap := []string{""}
	need := int(SettingCount) + 6 // the rows, the title, the keys, two blank lines and the frame
	if !s.Saving {
		need++
	}
	if r.Height < need {
		gap = nil // at 40x13: every row in sight, the blank lines given up
	}
	r.rowsAt = 1 + 1 + len(gap) // the frame's top, the title and its gap (SettingAt)
	lines := append(append([]string{st.Strong.Render("settings")}, gap...), r.panelRows(rows, int(s.At), true)...)
	lines = append(lines, gap...)
	if !s.Saving {
		lines = append(lines, st.Error.Render("not saving: these last this run only"))
	}
	n := r.Names
	keys := fmt.Sprintf("%s/%s choose %s %s or %s change %s %s closes", g.Up, g.Down, g.Dot, n.Change, n.SettingRows, g.Dot, n.CloseSettings)
	if lipgloss.Width(keys) > r.Width-4 { // how to close first: at 40 columns it was the part cut off, with no key line under the panel
		keys = fmt.Sprintf("%s closes %s %s changes", n.CloseSettings, g.Dot, n.Change)
	}
	lines = append(lines, st.HelpDesc.Render(keys))
	return r.frame(lines, r.Width-4)
}

// settingRow is a setting's name and its value.
func (r *renderer) settingRow(s Setting, p *Settings) [2]string {
	c := p.Chosen
	onOff := func(on bool, yes, no string) string {
		if on {
			return yes
		}
		return no
	}
	switch s {
	case SettingFourColour:
		return [2]string{"four-colour suits", onOff(c.FourColour, "on: "+r.suitSample(), "off")}
	case SettingClock:
		return [2]string{"clock", onOff(!c.HideClock, "shown", "hidden")}
	case SettingMoves:
		return [2]string{"move count", onOff(!c.HideMoves, "shown", "hidden")}
	case SettingAuto:
		return [2]string{"auto-play", c.Auto.String()}
	case SettingCoach:
		return [2]string{"coach", onOff(!c.NoCoach, "on", "off")}
	case SettingMotion:
		return [2]string{"motion", onOff(!c.NoMotion, "on", "off: every change at once")}
	case SettingKeyboard:
		return [2]string{"keyboard", onOff(c.AZERTY, r.azertyRow(p.RowMoves), "qwerty: digits unshifted")}
	case SettingFreeCells, SettingCount:
	}
	g := r.glyphs
	return [2]string{"free cells", fmt.Sprintf("%s %d %s", g.Less, c.FreeCells, g.More)} // the arrows round it: a count, not part of the name
}

// azertyRow says what the AZERTY keyboard setting does, in characters the
// terminal shows.
func (r *renderer) azertyRow(moves bool) string {
	row, what := `& é " ' ( - è _`, "1-8"
	if r.glyphs.ASCII {
		row = "digits row"
	}
	if !moves { // the keys file's columns are in force: the row types numbers
		what = "numbers"
	}
	return "azerty: " + row + " for " + what
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
// shortValue is as much of a value as a narrow panel keeps in sight before
// its name gives way: "shown", "← 4 →" whole, "qwerty…" of a longer one.
const shortValue = 7

func (r *renderer) panelRows(rows [][2]string, at int, numbered bool) []string {
	st, g := r.Styles, r.glyphs
	width, values := 0, 0
	for _, row := range rows {
		width = max(width, lipgloss.Width(row[0]))
		values = max(values, min(lipgloss.Width(row[1]), shortValue))
	}
	fixed := lipgloss.Width(g.Arrow) + 1 + 2
	if numbered {
		fixed += 2
	}
	if room := r.Width - 4; fixed+width+values > room { // narrow: the names give way before the values (it showed "clock  sho…")
		width = max(room-fixed-values, 4)
	}
	lines := make([]string, 0, len(rows))
	for i, row := range rows {
		label := ansi.Truncate(row[0], width, g.Ellipsis)
		cursor := strings.Repeat(" ", lipgloss.Width(g.Arrow)+1)
		name := st.HelpDesc.Render(label)
		if i == at {
			cursor = g.Arrow + " "
			name = st.Strong.Render(label)
		}
		number := ""
		if numbered {
			number = fmt.Sprintf("%d ", i+1)
		}
		lines = append(lines, fmt.Sprintf("%s%s%s%s  %s", st.Setting.Render(cursor), number, name,
			strings.Repeat(" ", width-lipgloss.Width(label)), st.HelpKey.Render(row[1])))
	}
	return lines
}
