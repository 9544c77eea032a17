package view

import (
	"fmt"
	"image/color"
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/words"
)

// Mark is what the player has done with a deal.
type Mark int8

// The marks, least first.
const (
	MarkNever Mark = iota // never played
	MarkTried             // played, not won
	MarkWon
)

// Journey is the journey map: the player's way through a block of deals (an
// overview of it a cell a run of deals, and a detail a deal a cell around the
// cursor), by their marks or by the atlas's difficulty.
type Journey struct {
	First, Last  int64         // the block shown
	Cursor       int64         // the deal the cursor is on
	Top          int64         // the detail's first deal row as last drawn (JourneyTop); -1: none yet
	ByDifficulty bool          // the detail shows each deal's difficulty, not the player's mark
	FreeCells    int           // the free cells the marks are of
	Deals        []JourneyDeal // First..Last in order: what the map draws of each
}

// JourneyDeal is a deal as the journey map draws it: the player's mark, and
// the atlas's facts where Known.
type JourneyDeal struct {
	Mark  Mark
	Facts atlas.Facts
	Known bool
}

// Mark is what the player has done with game, a deal of the block.
func (j *Journey) Mark(game int64) Mark { return j.deal(game).Mark }

// Facts are the atlas's facts of game, a deal of the block; ok is false where
// it knows none.
func (j *Journey) Facts(game int64) (atlas.Facts, bool) {
	d := j.deal(game)
	return d.Facts, d.Known
}

// deal is game's entry, read in place (a copy of each of 32,000 deals' facts
// to read its mark was a fifth of a map's frame), or a blank one outside the
// block.
func (j *Journey) deal(game int64) *JourneyDeal {
	if i := game - j.First; i >= 0 && i < int64(len(j.Deals)) {
		return &j.Deals[i]
	}
	return &noDeal
}

// noDeal is the entry of a deal outside the block: never written.
var noDeal JourneyDeal

// journeyLabelWidth is the width of a detail row's label: "999,999 ".
func journeyLabelWidth(last int64) int { return len(words.Number(last)) + 1 }

// JourneyColumns is the deals a row of the journey's detail shows on a
// terminal width columns wide: a multiple of ten, so that rows start at round
// numbers.
func JourneyColumns(width int, last int64) int {
	return max(10, (width-2-journeyLabelWidth(last))/10*10)
}

// journeyFixed is the rows the journey map takes besides the detail's.
const journeyFixed = 9

// minJourneyDetail is the fewest rows of detail worth drawing.
const minJourneyDetail = 3

// journeyGeometry is where the journey map's parts go on screen: the help's
// lines, the overview's rows and the runs of deals its cells sum, and the
// detail's first line, its lines, the deal rows a line shows and the deals a
// row, and the first deal row it shows.
type journeyGeometry struct {
	help               []string
	overview, detail   int
	perCell            int64 // deals an overview cell sums
	overviewCols       int
	detailY            int
	perLine, cols, top int64
	label              int
}

// journeyGeometry lays the map out; ok is false where the terminal is too small.
func (r *renderer) journeyGeometry(j *Journey) (g journeyGeometry, ok bool) {
	if r.Keys != nil {
		g.help = r.helpLines(r.fitKeys(r.Keys, r.Width), r.Width)
	}
	g.overview = 2
	if r.Height >= 30 {
		g.overview = 4
	}
	g.detail = r.Height - journeyFixed - g.overview - len(g.help)
	if g.detail < minJourneyDetail {
		return g, false
	}
	width, n := r.Width-2, j.Last-j.First+1
	g.perCell = max(1, (n+int64(width*g.overview)-1)/int64(width*g.overview))
	g.overviewCols = int(min(int64(width), (n+g.perCell-1)/g.perCell))
	g.detailY = 4 + g.overview + 1
	g.cols, g.label, g.perLine = int64(JourneyColumns(r.Width, j.Last)), journeyLabelWidth(j.Last), 1
	if r.halfBlocks() {
		g.perLine = 2
	}
	total := (n + g.cols - 1) / g.cols // deal rows
	shown := int64(g.detail) * g.perLine
	at := (j.Cursor - j.First) / g.cols
	g.top = j.Top
	switch {
	case g.top < 0: // first drawn: the cursor in the middle
		g.top = at - shown/2
	case at < g.top: // else the rows stay put until the cursor leaves them
		g.top = at
	case at >= g.top+shown:
		g.top = at - shown + 1
	}
	g.top = max(0, min(g.top, total-shown))
	g.top -= g.top % g.perLine
	if at >= g.top+shown { // rounding down to a whole line left the cursor out
		g.top += g.perLine
	}
	return g, true
}

// JourneyTop is the first deal row the journey map on s shows: the model
// keeps it, so that the rows stay put while the cursor moves within them.
func JourneyTop(s Screen) int64 {
	r := newRenderer(s)
	if g, ok := r.journeyGeometry(s.Journey); ok {
		return g.top
	}
	return s.Journey.Top
}

// JourneyDealAt is the deal at column x, row y of the journey map on s: in
// the detail, the deal drawn there (the upper of two sharing a cell), or in
// the overview, the first of the cell's deals; ok is false elsewhere.
func JourneyDealAt(s Screen, x, y int) (game int64, lower int64, ok bool) {
	r := newRenderer(s)
	j := s.Journey
	g, fits := r.journeyGeometry(j)
	if !fits {
		return 0, 0, false
	}
	switch {
	case y >= 4 && y < 4+g.overview && x >= 1 && x <= g.overviewCols:
		game = j.First + (int64(y-4)*int64(g.overviewCols)+int64(x-1))*g.perCell
		return game, game, game <= j.Last
	case y >= g.detailY && y < g.detailY+g.detail && x >= g.label && int64(x-g.label) < g.cols:
		game = j.First + (g.top+int64(y-g.detailY)*g.perLine)*g.cols + int64(x-g.label)
		lower = game + g.cols*(g.perLine-1)
		if lower > j.Last {
			lower = game
		}
		return game, lower, game <= j.Last
	}
	return 0, 0, false
}

// journey draws the journey map over the whole screen.
func (r *renderer) journey(j *Journey) string {
	g, ok := r.journeyGeometry(j)
	if !ok { // its rows are what it lacks
		need := journeyFixed + 2 + minJourneyDetail + len(g.help)
		back := "back to the deals"
		if lipgloss.Width(r.Names.LeaveMap+" "+back) > r.Width { // fewer words rather than a word cut
			back = "back"
		}
		return r.tooSmallFor(r.Width, need, r.Styles.HelpKey.Render(r.Names.LeaveMap)+" "+r.Styles.HelpDesc.Render(back))
	}
	help := g.help
	t := r.tallyJourney(j)
	out := []string{r.journeyTitle(j), r.journeyCounts(t), r.journeyBands(t), ""}
	out = append(out, r.journeyOverview(j, g)...)
	out = append(out, "")
	out = append(out, r.journeyDetail(j, g)...)
	out = append(out, "", r.journeyLegend(j))
	if r.Status.Kind != NoStatus {
		out = append(out, r.statusLine(r.Status))
	} else {
		out = append(out, r.journeyCursor(j))
	}
	for len(out)+len(help) < r.Height { // the key line on the last row, as on every other screen
		out = append(out, "")
	}
	out = append(out, help...)
	for i := range out {
		out[i] = ansi.Truncate(out[i], r.Width, r.glyphs.Ellipsis)
	}
	out = out[:r.Height]
	if r.Panel.Help {
		r.title0, r.footer = 0, r.Height-len(help)-1
		out = r.overlay(out, r.helpPanel(r.Keys, "keys: "+modeNames[r.Mode], r.Width, r.panelRoom(), r.Panel.HelpPage))
	}
	return strings.Join(out, "\n")
}

func (r *renderer) journeyTitle(j *Journey) string {
	dot := " " + r.glyphs.Dot + " "
	return r.Styles.Title.Render("your journey") + r.Styles.RangeName.Render(dot+"deals "+words.Number(j.First)+r.glyphs.Dash+words.Number(j.Last)+dot+words.FreeCellsName(j.FreeCells))
}

// journeyTally is a block's counts: the player's marks, and deals and wins by band.
type journeyTally struct {
	deals, won, tried int
	bands             [atlas.Unrated + 1]struct{ deals, won int }
	unknownWon        int // won of the deals the atlas knows nothing of
}

func (r *renderer) tallyJourney(j *Journey) journeyTally {
	var t journeyTally
	for game := j.First; game <= j.Last; game++ {
		t.deals++
		mark := j.Mark(game)
		switch mark {
		case MarkWon:
			t.won++
		case MarkTried:
			t.tried++
		case MarkNever:
		}
		if f, ok := j.Facts(game); ok && f.Band >= 0 && f.Band <= atlas.Unrated {
			t.bands[f.Band].deals++
			if mark == MarkWon {
				t.bands[f.Band].won++
			}
		} else if mark == MarkWon {
			t.unknownWon++
		}
	}
	return t
}

func (r *renderer) journeyCounts(t journeyTally) string {
	dot := " " + r.glyphs.Dot + " "
	return r.Styles.Strong.Render(fmt.Sprintf("won %s of %s", words.Number(int64(t.won)), words.Number(int64(t.deals)))) +
		r.Styles.Status.Render(fmt.Sprintf("%stried, not won %s%snever played %s", dot, words.Number(int64(t.tried)), dot, words.Number(int64(t.deals-t.won-t.tried))))
}

// journeyBands is the block's wins by band, of every deal the atlas knows
// something of (those of which it knows only that three cells suffice too,
// as browsing them says), and of those it knows nothing of: in fewer words
// where room is short.
func (r *renderer) journeyBands(t journeyTally) string {
	var parts, wins []string // "hard 1/6,413"; where room is short, "hard 1"
	known := 0
	add := func(name string, won, deals int) {
		parts = append(parts, fmt.Sprintf("%s %s/%s", name, words.Number(int64(won)), words.Number(int64(deals))))
		wins = append(wins, name+" "+words.Number(int64(won)))
	}
	for b := atlas.Easy; b <= atlas.Unrated; b++ {
		c := t.bands[b]
		known += c.deals
		switch {
		case c.deals > 0 && b == atlas.NeedsMoreCells: // "5+ 0/1" said nothing of what
			add(legendNames[b]+" cells", c.won, c.deals)
		case c.deals > 0:
			add(legendNames[b], c.won, c.deals)
		}
	}
	if unknown := t.deals - known; unknown > 0 {
		add("unknown", t.unknownWon, unknown)
	}
	dot := " " + r.glyphs.Dot + " "
	forms := []string{"won, by difficulty: " + strings.Join(parts, dot), "won: " + strings.Join(parts, dot), "won: " + strings.Join(parts, ", "), "won: " + strings.Join(wins, ", ")}
	for _, line := range forms {
		if lipgloss.Width(line) <= r.Width-1 {
			return r.Styles.Status.Render(line)
		}
	}
	return r.Styles.Status.Render(forms[len(forms)-1]) // cut at the right: the easier bands first
}

// journeyOverview is rows lines of cells, each the sum of a run of deals:
// shaded by the share won, a lighter shade where some were tried.
func (r *renderer) journeyOverview(j *Journey, g journeyGeometry) []string {
	rows, per, cols := g.overview, g.perCell, g.overviewCols
	lines := make([]string, 0, rows)
	for row := range rows {
		var b strings.Builder
		b.WriteString(" ")
		for col := range cols {
			from := j.First + int64(row*cols+col)*per
			if from > j.Last {
				break
			}
			to := min(from+per-1, j.Last)
			shade := r.overviewShade(j, from, to)
			key := cellKey{top: -1 - int8(shade), cursor: j.Cursor >= from && j.Cursor <= to}
			drawn, ok := r.cells[key]
			if !ok {
				drawn = r.shadeStyle(shade).Reverse(key.cursor).Render(r.glyphs.Shades[shade])
				if r.cells == nil {
					r.cells = map[cellKey]string{}
				}
				r.cells[key] = drawn
			}
			b.WriteString(drawn)
		}
		lines = append(lines, b.String())
	}
	return lines
}

// shadeStyle is the style of an overview shade: never played and tried as
// their marks, any share won as won.
func (r *renderer) shadeStyle(shade int) lipgloss.Style {
	if shade < 2 {
		return r.Styles.Marks[shade]
	}
	return r.Styles.Marks[MarkWon]
}

// overviewShade is the shade of the deals from..to, 0 to 4: none played,
// some tried, then a third won or less, more, all.
func (r *renderer) overviewShade(j *Journey, from, to int64) int {
	won, tried := 0, 0
	for game := from; game <= to; game++ {
		switch j.Mark(game) {
		case MarkWon:
			won++
		case MarkTried:
			tried++
		case MarkNever:
		}
	}
	all := int(to - from + 1)
	switch {
	case won == 0 && tried == 0:
		return 0
	case won == 0:
		return 1
	case won*3 < all:
		return 2
	case won < all:
		return 3
	}
	return 4
}

// journeyDetail is rows lines of deals around the cursor, a deal a cell: two
// a cell, in half-blocks, where colours tell them apart; else a glyph each.
func (r *renderer) journeyDetail(j *Journey, g journeyGeometry) []string {
	cols, label, perLine, top, rows := g.cols, g.label, g.perLine, g.top, g.detail
	at := (j.Cursor - j.First) / cols
	lines := make([]string, 0, rows)
	for line := range int64(rows) {
		row := top + line*perLine
		first := j.First + row*cols
		if first > j.Last {
			lines = append(lines, "")
			continue
		}
		name := r.Styles.Caption.Render(fmt.Sprintf("%*s ", label-1, words.Number(first)))
		if at >= row && at < row+perLine { // the cursor's row: said by a glyph, not by a style alone
			name = r.Styles.Strong.Render(fmt.Sprintf("%*s", label-1, words.Number(first))) + r.Styles.Setting.Render(r.glyphs.Play)
		}
		var b strings.Builder
		b.WriteString(name)
		for col := range cols {
			upper := first + col
			if upper > j.Last {
				break
			}
			b.WriteString(r.detailCell(j, upper, upper+cols*(perLine-1)))
		}
		lines = append(lines, b.String())
	}
	return lines
}

// detailCell draws deal upper, and deal lower under it where two share a cell
// (lower == upper where they do not). Cells are drawn from a few styles: each
// is rendered once a frame.
func (r *renderer) detailCell(j *Journey, upper, lower int64) string {
	key := cellKey{top: r.detailTone(j, upper), bottom: -1, cursor: j.Cursor == upper || j.Cursor == lower}
	if lower <= j.Last && lower != upper {
		key.bottom = r.detailTone(j, lower)
	}
	if r.halfBlocks() && key.cursor { // the cursor's half alone, in a colour no deal has
		if j.Cursor == upper {
			key.top = toneCursor
		} else {
			key.bottom = toneCursor
		}
		key.cursor = false
	}
	if drawn, ok := r.cells[key]; ok {
		return drawn
	}
	var drawn string
	if !r.halfBlocks() {
		style := r.Styles.Caption
		if key.cursor {
			style = r.Styles.Strong.Reverse(true)
		}
		drawn = style.Render(r.detailGlyph(j, upper))
	} else {
		var bottom color.Color
		if key.bottom >= 0 {
			bottom = r.toneColour(key.bottom)
		}
		drawn = inColour(r.toneColour(key.top), bottom).Render(r.glyphs.UpperHalf)
	}
	if r.cells == nil {
		r.cells = map[cellKey]string{}
	}
	r.cells[key] = drawn
	return drawn
}

// cellKey names a detail cell's look: the tones of its deals (-1: none
// below), and whether the cursor is on it. Where glyphs tell deals apart, a
// deal's tone is its glyph's.
type cellKey struct {
	top, bottom int8
	cursor      bool
}

// A tone is a deal's look on the journey map: its mark (0..2), or 3 + its
// band; where glyphs tell deals apart, 10 + the free cells it needs, then
// for "three suffice"; the cursor's has a tone of its own.
const (
	toneBand   = 3
	toneCells  = 10
	toneSome   = toneCells + 9
	toneCursor = toneSome + 1
)

// detailTone is a deal's tone.
func (r *renderer) detailTone(j *Journey, game int64) int8 {
	if !j.ByDifficulty {
		return int8(j.Mark(game))
	}
	f, ok := j.Facts(game)
	switch {
	case !r.halfBlocks() && (!ok || f.Undecided() && !f.Cheap):
		return int8(MarkNever)
	case !r.halfBlocks() && !f.Known:
		return toneSome
	case !r.halfBlocks():
		return toneCells + int8(min(f.Fewest, 8))
	case !ok || f.Band < 0 || f.Band > atlas.Unrated:
		return int8(MarkNever)
	}
	return toneBand + int8(f.Band)
}

// toneColour is a tone's colour.
func (r *renderer) toneColour(tone int8) color.Color {
	if tone == toneCursor {
		return r.Styles.CursorColour
	}
	if tone >= toneBand {
		return r.Styles.BandColours[tone-toneBand]
	}
	return r.Styles.MarkColours[tone]
}

// halfBlocks reports whether two deals share a cell in the detail: where
// colours tell them apart, and Unicode draws half-blocks.
func (r *renderer) halfBlocks() bool { return r.Styles.Colour && !r.glyphs.ASCII }

// detailGlyph is a deal's glyph where there is no colour: its mark's, or the
// free cells it needs ("~" where three suffice, fewer not tried).
func (r *renderer) detailGlyph(j *Journey, game int64) string {
	if !j.ByDifficulty {
		return r.glyphs.Marks[j.Mark(game)]
	}
	f, ok := j.Facts(game)
	switch {
	case !ok || f.Undecided() && !f.Cheap:
		return r.glyphs.Marks[MarkNever]
	case !f.Known:
		return "~"
	case f.Fewest > 9:
		return "+"
	}
	return fmt.Sprint(f.Fewest)
}

// journeyLegend says what the detail's colours or glyphs mean, in fewer
// words where room is short: never cut.
func (r *renderer) journeyLegend(j *Journey) string {
	type entry struct {
		glyph       string
		style       lipgloss.Style
		words, many string // many: with the free cells each band needs
	}
	var entries []entry
	colour := func(c color.Color) lipgloss.Style { return inColour(c, nil) }
	switch {
	case !j.ByDifficulty && r.halfBlocks():
		for m, words := range []string{"never played", "tried", "won"} {
			entries = append(entries, entry{r.glyphs.Block, colour(r.Styles.MarkColours[m]), words, words})
		}
	case !j.ByDifficulty:
		for m, words := range []string{"never played", "tried", "won"} {
			entries = append(entries, entry{r.glyphs.Marks[m], r.Styles.Caption, words, words})
		}
	case r.halfBlocks():
		for b := atlas.Easy; b <= atlas.NeedsMoreCells; b++ {
			many := legendNames[b] + " " + legendCells[b]
			if b == atlas.NeedsMoreCells {
				many = legendNames[b]
			}
			entries = append(entries, entry{r.glyphs.Block, colour(r.Styles.BandColours[b]), legendNames[b], many})
		}
		entries = append(entries, entry{r.glyphs.Block, colour(r.Styles.BandColours[atlas.Unrated]), legendNames[atlas.Unrated], legendNames[atlas.Unrated]},
			entry{r.glyphs.Block, colour(r.Styles.MarkColours[MarkNever]), "unknown", "unknown"})
	default: // the glyph is the cells needed: "5+" says its band
		for b := atlas.Easy; b <= atlas.Expert; b++ {
			entries = append(entries, entry{legendCells[b], r.Styles.Caption, legendNames[b], legendNames[b]})
		}
		entries = append(entries, entry{legendCells[atlas.NeedsMoreCells], r.Styles.Caption, "", ""})
		entries = append(entries, entry{"~", r.Styles.Caption, legendNames[atlas.Unrated], legendNames[atlas.Unrated]},
			entry{r.glyphs.Marks[MarkNever], r.Styles.Caption, "unknown", "unknown"})
	}
	head := "your games: "
	if j.ByDifficulty {
		head = "difficulty (free cells needed): "
	}
	form := func(head string, many bool, gap string) string {
		parts := make([]string, len(entries))
		for i, e := range entries {
			words := e.words
			if many {
				words = e.many
			}
			parts[i] = e.style.Render(e.glyph)
			if words != "" {
				parts[i] += " " + r.Styles.HelpDesc.Render(words)
			}
		}
		return r.Styles.HelpDesc.Render(head) + strings.Join(parts, gap)
	}
	forms := []string{form(head, true, "  "), form(head, false, "  "), form("", true, "  "), form("", false, "  "), form("", false, " ")}
	long, short := r.overviewLegend()
	forms = append([]string{forms[0] + long, forms[0] + short, forms[1] + short}, forms...) // the overview's shades said where room is left
	for _, f := range forms {
		if lipgloss.Width(f) <= r.Width-1 {
			return f
		}
	}
	return forms[len(forms)-1]
}

// overviewLegend says what the overview's shades mean, in two forms (a
// block holding one deal won of eighty is "a third won or less", which read
// as a third).
func (r *renderer) overviewLegend() (long, short string) {
	shade := func(i int) string { return r.shadeStyle(i).Render(r.glyphs.Shades[i]) }
	desc := r.Styles.HelpDesc.Render
	won := shade(2) + shade(3) + shade(4)
	return desc("   above: ") + shade(0) + desc(" none ") + shade(1) + desc(" tried ") + won + desc(" won: a third or less, more, all"),
		desc("   above: ") + shade(1) + desc(" tried ") + won + desc(" won: 1/3 or less, more, all")
}

// journeyCursor says what is known of the deal under the cursor.
func (r *renderer) journeyCursor(j *Journey) string {
	dot := " " + r.glyphs.Dot + " "
	mark := []string{"never played", "tried, not won", "won"}[j.Mark(j.Cursor)]
	line := r.Styles.Strong.Render(fmt.Sprintf("%s deal %s", r.glyphs.Arrow, words.Number(j.Cursor))) + r.Styles.Status.Render(dot+mark)
	if f, ok := j.Facts(j.Cursor); ok {
		line += r.Styles.Status.Render(dot + fewestWords(&f, r.glyphs))
		switch {
		case f.Difficulty >= 0 && f.Band != atlas.NeedsMoreCells:
			line += r.Styles.Status.Render(fmt.Sprintf("%s%s %d", dot, bandNames[f.Band], f.Difficulty))
		case f.Difficulty >= 0: // its band without the score, as the deals say it: 100 is a mark, not a score
			line += r.Styles.Status.Render(dot + bandNames[f.Band])
		}
	}
	return line
}

// legendNames are the bands' names where room is short.
var legendNames = map[atlas.Band]string{
	atlas.Easy: "easy", atlas.Medium: "medium", atlas.Hard: "hard", atlas.Expert: "expert", atlas.NeedsMoreCells: "5+",
	atlas.Unrated: "3 suffice", atlas.Undecided: "undecided",
}

// legendCells are the free cells each band's deals need.
var legendCells = map[atlas.Band]string{
	atlas.Easy: "0-1", atlas.Medium: "2", atlas.Hard: "3", atlas.Expert: "4", atlas.NeedsMoreCells: "5+",
}
