package view

import (
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
)

// fitKeys are the keys of the help line that fit one line of width columns:
// the short help's, less the last of those not essential until they fit (the
// essential ones, "? keys" and "q quit" among them, always stay; ? shows the
// rest).
func (r *renderer) fitKeys(keys KeyMap, width int) []key.Binding {
	short, essential := keys.ShortHelp(), keys.Essential()
	isEssential := func(b key.Binding) bool {
		for _, e := range essential {
			if e.Help() == b.Help() {
				return true
			}
		}
		return false
	}
	for r.helpRows(short, width) > 1 {
		drop := -1
		for i := len(short) - 1; i >= 0 && drop < 0; i-- {
			if !isEssential(short[i]) {
				drop = i
			}
		}
		if drop < 0 {
			break // the essential keys wrap, as a last resort
		}
		short = append(short[:drop:drop], short[drop+1:]...)
	}
	return short
}

// keySpan is where the key line lays a key out: its line (0 the first) and
// its columns from the line's start.
type keySpan struct {
	b          key.Binding
	line, x, w int
}

// keySpans lays the keys out in lines of at most width columns, wrapping
// rather than dropping any: where helpLines draws them and KeyAt finds them.
func (r *renderer) keySpans(keys []key.Binding, width int) []keySpan {
	spans := make([]keySpan, 0, len(keys))
	r.eachKeySpan(keys, width, func(k keySpan) { spans = append(spans, k) })
	return spans
}

// eachKeySpan gives f each key's place on the key line, in order (see
// keySpans): measured, not drawn, and kept nowhere, for helpRows, which
// each key pressed asks.
func (r *renderer) eachKeySpan(keys []key.Binding, width int, f func(keySpan)) {
	line, used, started := 0, 0, false
	sepWidth := lipgloss.Width(r.glyphs.Sep)
	for _, b := range keys {
		if !b.Enabled() || b.Help().Key == "" {
			continue
		}
		w := lipgloss.Width(b.Help().Key) + 1 + lipgloss.Width(b.Help().Desc)
		switch {
		case !started:
		case used+sepWidth+w <= width:
			used += sepWidth
		default:
			line++
			used = 0
		}
		f(keySpan{b: b, line: line, x: used, w: w})
		used, started = used+w, true
	}
}

// helpRows is how many lines helpLines lays keys out in.
func (r *renderer) helpRows(keys []key.Binding, width int) int {
	rows := 0
	r.eachKeySpan(keys, width, func(k keySpan) { rows = k.line + 1 })
	return rows
}

// helpLines lays the keys out in lines of at most width columns (see
// keySpans) and draws them.
func (r *renderer) helpLines(keys []key.Binding, width int) []string {
	var lines []string
	var line strings.Builder
	sep := r.Styles.HelpDesc.Render(r.glyphs.Sep)
	for i, k := range r.keySpans(keys, width) {
		switch {
		case i == 0:
		case k.line == len(lines):
			line.WriteString(sep)
		default:
			lines = append(lines, line.String())
			line.Reset()
		}
		line.WriteString(r.Styles.HelpKey.Render(k.b.Help().Key) + " " + r.Styles.HelpDesc.Render(k.b.Help().Desc))
	}
	if line.Len() > 0 {
		lines = append(lines, line.String())
	}
	for i := range lines {
		lines[i] = ansi.Truncate(lines[i], width, r.glyphs.Ellipsis) // only a key wider than the screen
	}
	return lines
}

// helpPanel is the full help: every key of the mode in a framed panel, in as
// few columns as fit the height; where even the most columns would cut the
// descriptions, the keys go on pages (page, from 0: the last where past it),
// which the closing line counts and says how to turn.
func (r *renderer) helpPanel(keys help.KeyMap, title string, maxWidth, maxHeight, page int) []string {
	var entries [][2]string
	var bound []key.Binding // each entry's key; none for the mouse's
	for _, group := range keys.FullHelp() {
		for _, b := range group {
			if b.Enabled() && b.Help().Key != "" {
				entries = append(entries, [2]string{b.Help().Key, b.Help().Desc})
				bound = append(bound, b)
			}
		}
	}
	entries = append(entries, r.mouseHelp()...) // last: on a small screen the first left out
	const frame = 4                             // borders and padding, across and down
	rules := r.rulesLines(min(maxWidth-frame, rulesWidth))
	if maxHeight-frame-2-len(rules) < 6 { // a small screen keeps its rows for the keys (the rules would leave a page a key or two)
		rules = nil
	}
	spacious := maxHeight >= len(entries)/2+len(rules)+frame+4
	extra := 2 + len(rules) // the title, the rules and the closing words
	if spacious {
		extra += 2 // and a blank line after the first and before the second
	}
	if spacious && len(rules) > 0 {
		extra++ // and after the rules
	}
	rowsFit := max(1, maxHeight-frame+2-extra)
	fit := len(entries) // where the words would be cut, fewer keys a page
	for fit > rowsFit && helpWidth(entries[:fit], (fit+rowsFit-1)/rowsFit) > maxWidth-frame {
		fit--
	}
	r.pages = (len(entries) + fit - 1) / fit
	page = min(max(page, 0), r.pages-1)
	shown := entries[page*fit : min((page+1)*fit, len(entries))]
	columns := (len(shown) + rowsFit - 1) / rowsFit
	body, spans := r.helpColumns(shown, columns, maxWidth-frame)
	heading := r.Styles.Strong.Render(title)
	if r.pages > 1 { // every page as wide and as tall as the largest, the frame not jumping as they turn (at 40x12: 39, 35 and 40 columns; at 80x24 the last page, shorter, moved down 6 rows)
		widest, tallest := 0, 0
		for p := range r.pages {
			on := entries[p*fit : min((p+1)*fit, len(entries))]
			their, _ := r.helpColumns(on, (len(on)+rowsFit-1)/rowsFit, maxWidth-frame)
			for _, l := range their {
				widest = max(widest, lipgloss.Width(l))
			}
			tallest = max(tallest, len(their))
		}
		heading += strings.Repeat(" ", max(0, min(widest, maxWidth-frame)-lipgloss.Width(heading)))
		for len(body) < tallest {
			body = append(body, "")
		}
	}
	lines := []string{heading}
	if spacious {
		lines = append(lines, "")
	}
	if len(rules) > 0 {
		lines = append(lines, rules...)
		if spacious {
			lines = append(lines, "")
		}
	}
	r.helpKeys = r.helpKeys[:0]
	for i, sp := range spans { // where each key lies, for a click on it (KeyInPanelAt); the frame's line and "│ " before
		if at := page*fit + i; at < len(bound) {
			r.helpKeys = append(r.helpKeys, keySpan{b: bound[at], line: 1 + len(lines) + sp.line, x: 2 + sp.x, w: sp.w})
		}
	}
	lines = append(lines, body...)
	if spacious {
		lines = append(lines, "")
	}
	lines = append(lines, r.Styles.HelpDesc.Render(r.helpClosing(page, len(entries)-page*fit-len(shown), maxWidth-frame)))
	return r.frame(lines, maxWidth-frame)
}

// helpClosing is the full help's last line, in room columns: how it
// closes, and where it goes on pages how to turn them (see pagedClosing).
func (r *renderer) helpClosing(page, after, room int) string {
	return r.pagedClosing(r.Names.CloseHelp+" closes", page, after, room)
}

// helpWidth is the width of entries laid out in columns, their words whole.
func helpWidth(entries [][2]string, columns int) int {
	const gutter = 3
	rows := (len(entries) + columns - 1) / columns
	width := gutter * (columns - 1)
	for c := 0; c*rows < len(entries); c++ {
		keys, words := 0, 0
		for _, e := range entries[c*rows : min((c+1)*rows, len(entries))] {
			keys, words = max(keys, lipgloss.Width(e[0])), max(words, lipgloss.Width(e[1]))
		}
		width += keys + 2 + words
	}
	return width
}

// frame draws a border round lines, with a space inside each side, cutting
// lines to width. (Lip Gloss's own borders lose their left side on 32-bit
// platforms in v2.0.6: it keeps the flag in an int.)
func (r *renderer) frame(lines []string, width int) []string {
	inner := 0
	for i := range lines {
		tail := r.glyphs.Ellipsis // where words are cut; where only the padding is, nothing is hidden (a picker's row said … at 45 columns)
		if lipgloss.Width(strings.TrimRight(ansi.Strip(lines[i]), " ")) <= width {
			tail = ""
		}
		lines[i] = ansi.Truncate(lines[i], width, tail)
		inner = max(inner, lipgloss.Width(lines[i]))
	}
	b, st := r.glyphs.Border, r.Styles.Panel
	out := make([]string, 0, len(lines)+2)
	out = append(out, st.Render(b.TopLeft+strings.Repeat(b.Top, inner+2)+b.TopRight))
	for _, l := range lines {
		out = append(out, st.Render(b.Left)+" "+l+strings.Repeat(" ", inner-lipgloss.Width(l))+" "+st.Render(b.Right))
	}
	return append(out, st.Render(b.BottomLeft+strings.Repeat(b.Bottom, inner+2)+b.BottomRight))
}

// helpColumns lays entries out top to bottom in columns, each key padded to its
// column's widest; descriptions are cut to make the columns fit width.
func (r *renderer) helpColumns(entries [][2]string, columns, width int) ([]string, []keySpan) {
	const gutter = 3
	rows := (len(entries) + columns - 1) / columns
	keyWidths := make([]int, columns)
	descWidths := make([]int, columns)
	for i, e := range entries {
		c := i / rows
		keyWidths[c] = max(keyWidths[c], lipgloss.Width(e[0]))
		descWidths[c] = max(descWidths[c], lipgloss.Width(e[1]))
	}
	total := gutter * (columns - 1)
	for c := range columns {
		total += keyWidths[c] + 2 + descWidths[c]
	}
	for total > width { // cut the widest description by one
		widest := 0
		for c := range columns {
			if descWidths[c] > descWidths[widest] {
				widest = c
			}
		}
		if descWidths[widest] <= 4 {
			break
		}
		descWidths[widest]--
		total--
	}
	lines := make([]string, rows)
	spans := make([]keySpan, len(entries))
	for i, e := range entries {
		c, row := i/rows, i%rows
		desc := ansi.Truncate(e[1], descWidths[c], r.glyphs.Ellipsis)
		cell := r.Styles.HelpKey.Render(e[0]) + strings.Repeat(" ", keyWidths[c]-lipgloss.Width(e[0])+2) + r.Styles.HelpDesc.Render(desc)
		spans[i] = keySpan{line: row, x: lipgloss.Width(lines[row]), w: lipgloss.Width(cell)}
		if c < columns-1 {
			cell += strings.Repeat(" ", descWidths[c]-lipgloss.Width(desc)+gutter)
		}
		lines[row] += cell
	}
	return lines, spans
}

// rulesWidth is the widest the rules' lines go: at 200 columns, one line
// as wide as the screen widened the keys' panel with it.
const rulesWidth = 72

// rulesLines are the game's rules in lines of width columns, first in a
// game's keys (nil in other modes): the program said them nowhere, and a
// player new to FreeCell learned them from its refusals.
func (r *renderer) rulesLines(width int) []string {
	if r.Mode != Playing {
		return nil
	}
	text := "The goal: every card home, each suit from the ace up to the king. A column takes a card one rank lower, of the other colour; a free cell holds any one card; an empty column takes any card. Moves home are not counted."
	return strings.Split(r.Styles.HelpDesc.Render(ansi.Wordwrap(text, width, "")), "\n")
}

// mouseHelp is what the mouse does in the mode, for the help panel: in a
// game, the cards; while browsing, the deal; everywhere but the journey map,
// the keys of the key line and of the panel. While browsing, the words of
// the facts row follow, each with what it means.
func (r *renderer) mouseHelp() [][2]string {
	switch r.Mode {
	case Playing:
		return [][2]string{{"click", "a card, then where it goes"}, {"drag", "cards where they go"},
			{"double-click", "a card's best move"}, {"wheel", "a card more or fewer"}, {"click a key", "presses it (here, or the line below)"},
			{"click a setting", "changes it (O)"}}
	case Browsing: // and the words of the facts row, which no key names (see factsLine)
		return [][2]string{{"click the deal", "plays it"}, {"click a key", "presses it (here, or the line below)"},
			{"needs N free cells", "the fewest that win it"}, {"expert N", "band (easy to expert), score 0-99"},
			{"solved in N", "solver's moves (fewest N: proven)"}, {"N of M openings", "first moves keeping it winnable"}}
	case WonGame, NoMoveGame, PlayingBack, Prompting, TypingMoves, Reviewing:
		return [][2]string{{"click a key", "presses it (here, or the line below)"}}
	case Journeying: // the map's clicks are its own
	}
	return nil
}
