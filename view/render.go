package view

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/daily"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/words"
)

// Screen is everything on the terminal, as state.
type Screen struct {
	Width, Height int
	Board         Board
	// Reserve is the tallest column to keep room for: while it stays the same,
	// the cards keep their size and the board its place, however the columns grow.
	Reserve int
	// Steady is the tallest column to centre the board for: while it stays the
	// same, the board keeps its place as columns grow and shrink (0: centre
	// what is drawn).
	Steady       int
	Status       Status
	Prompt       *Prompt  // the game-number prompt, when open
	MoveLine     *Prompt  // the move line, when open
	Confirm      *Confirm // a question put to the player, waiting for y or n
	Unsaved      bool     // the game's moves are not saved (saves fail, or none are made): the title says so
	Keys         KeyMap   // the keys of the mode the viewer is in
	Mode         Mode
	SolvableOnly bool         // r draws only deals the solver solves
	Picked       *atlas.Pick  // browsing: what r draws and N and P find, when the picker takes less than every deal
	Deal         *DealState   // browsing: what the player has done with the deal, once known
	Facts        *atlas.Facts // browsing: the atlas's facts of the deal, under the title (in the captions' row)
	Fewest       int          // browsing: the fewest player moves proven for the deal with the facts' cells (0: not proven)
	Play         *Play        // a game being played, shown beside the title
	Panel        Panel        // what lies over the board: the front of the model's stack
	Review       *Review      // the player's game reviewed, shown in the title and the status line
	Journey      *Journey     // the journey map, over the whole screen
	Learning     *Learning    // browsing: the deal's facts being worked out
	Daily        *daily.Deal  // the daily on screen, a game of its own: the title says so
	Names        KeyNames     // the keys that messages name
	Glyphs       *Glyphs
	Styles       *Styles
}

// Panel is what lies over the board: the front one of the model's overlays,
// which takes the keys. One field at most is set.
type Panel struct {
	Help        bool         // the full help, of Screen.Keys
	HelpPage    int          // the full help's page, where its keys do not fit at once (see HelpPages)
	Stats       *Stats       // the statistics
	StatsPage   int          // the statistics' page, where their lines do not fit at once (HelpPages counts them)
	Settings    *Settings    // the settings panel
	Picker      *Picker      // the picker
	Banner      *Status      // a win, said in a banner for a moment
	Leaderboard *Leaderboard // a server's daily board
}

// Mode is what the viewer is doing, for the full help's title.
type Mode int

// The viewer's modes.
const (
	Browsing Mode = iota
	PlayingBack
	Prompting
	Playing
	TypingMoves
	Reviewing
	WonGame
	Journeying
	NoMoveGame
)

var modeNames = [...]string{Browsing: "browsing deals", PlayingBack: "playing a solution back", Prompting: "typing a game number",
	Playing: "playing the deal", TypingMoves: "typing moves", Reviewing: "reviewing your moves", WonGame: "a won game",
	Journeying: "your journey", NoMoveGame: "a game with no move left"}

// box is a rectangle of the screen: its top left corner, width and height.
type box struct{ x, y, w, h int }

// KeyMap is the keys of a mode: its help, and the few keys that stay on screen
// when there is no room for the rest.
type KeyMap interface {
	help.KeyMap
	Essential() []key.Binding
}

type renderer struct {
	Screen
	glyphs   *Glyphs
	p        *pieces
	geom     Geometry
	margin   int                // the board's left edge
	brief    int                // say the status in fewer words (1), or fewest (2): the full ones do not fit
	title0   int                // the title's row
	footer   int                // the status row, above the keys: a panel goes between the title and it
	panelAt  box                // where the panel over the board was drawn (none: zero)
	helpKeys []keySpan          // where the keys panel drew each key, within it (KeyInPanelAt)
	rowsAt   int                // the settings panel's first row, from the panel's top (0: no rows drawn)
	pages    int                // the full help's pages, as drawn (0: not drawn)
	keysIn   bool               // no row for the keys: the essential ones go on the status row while it is empty
	cells    map[cellKey]string // the journey map's cells, each look drawn once a frame
}

// newRenderer is a renderer of s with no board laid out (the journey map's).
func newRenderer(s Screen) *renderer {
	r := &renderer{Screen: s, glyphs: s.Glyphs}
	if r.glyphs == nil {
		r.glyphs = GlyphsFor(false)
	}
	return r
}

// Fits reports whether s shows what it is about: the board (or the journey
// map) fits the terminal, where Render does not say it is too small.
func Fits(s Screen) bool {
	if s.Width <= 0 || s.Height <= 0 {
		return true // no size yet: nothing is drawn, nothing is hidden
	}
	if s.Journey != nil {
		_, ok := newRenderer(s).journeyGeometry(s.Journey)
		return ok
	}
	_, _, _, ok := layout(s)
	return ok
}

// Render draws the screen as exactly Height lines, none wider than Width: the
// title, the board, a status line and the help, centred together for the tallest
// column Steady names, so that they keep their rows as columns grow; when the
// terminal is too small for the board it says so instead.
func Render(s Screen) string {
	out, _ := render(s)
	return out
}

// InPanel reports whether column x, row y (0-based) lies on the panel
// Render draws over the board: false where it draws none (the journey map
// has its own).
func InPanel(s Screen, x, y int) bool {
	_, r := render(s)
	if r == nil || r.panelAt.w == 0 {
		return false
	}
	p := r.panelAt
	return x >= p.x && x < p.x+p.w && y >= p.y && y < p.y+p.h
}

// KeyInPanelAt is the key the keys panel (?) shows at column x, row y of the
// screen, its key and words: a click on it presses it, as a menu's item
// does (the keys panel took no clicks, and some keys, H among them, are on
// no key line).
func KeyInPanelAt(s Screen, x, y int) (key.Binding, bool) {
	if !s.Panel.Help {
		return key.Binding{}, false
	}
	_, r := render(s)
	if s.Journey != nil && s.Width > 0 && s.Height > 0 { // the map's keys panel
		r = newRenderer(s)
		r.journey(s.Journey)
	}
	if r == nil || r.panelAt.w == 0 {
		return key.Binding{}, false
	}
	for _, k := range r.helpKeys {
		if y == r.panelAt.y+k.line && x >= r.panelAt.x+k.x && x < r.panelAt.x+k.x+k.w {
			return k.b, true
		}
	}
	return key.Binding{}, false
}

// SettingAt is the settings panel's row at column x, row y of the screen,
// if the panel is open and one is there: a click on it changes it.
func SettingAt(s Screen, x, y int) (Setting, bool) {
	_, r := render(s)
	if r == nil || r.rowsAt == 0 || s.Panel.Settings == nil {
		return 0, false
	}
	p, row := r.panelAt, y-r.panelAt.y-r.rowsAt
	if x <= p.x || x >= p.x+p.w-1 || y >= p.y+p.h || row < 0 || row >= int(SettingCount) { // inside the frame
		return 0, false
	}
	return Setting(row), true
}

// SettingLessAt reports whether column x, row y is the free cells row's "←"
// (its count's arrow down): a click there gives one fewer, where a click on
// the row gives one more.
func SettingLessAt(s Screen, x, y int) bool {
	row, ok := SettingAt(s, x, y)
	if !ok || row != SettingFreeCells {
		return false
	}
	text, r := render(s)
	lines := strings.Split(text, "\n")
	if r == nil || y >= len(lines) {
		return false
	}
	line := ansi.Strip(lines[y])
	at := strings.LastIndex(line, r.glyphs.Less+" ")
	if at < 0 {
		return false
	}
	from := lipgloss.Width(line[:at])
	return x >= from && x < from+lipgloss.Width(r.glyphs.Less)
}

// PickerRowAt is the picker's row at column x, row y of the screen, if the
// picker is open and one is there, and whether the click is on its "←" (the
// choice before) rather than elsewhere on the row (the next): its rows took
// no clicks.
func PickerRowAt(s Screen, x, y int) (row int, less, ok bool) {
	if s.Panel.Picker == nil {
		return 0, false, false
	}
	text, r := render(s)
	if r == nil || r.panelAt.w == 0 {
		return 0, false, false
	}
	p := r.panelAt
	row = y - p.y - 3 // the frame's top, the title and its gap
	if x <= p.x || x >= p.x+p.w-1 || row < 0 || row >= PickerRows {
		return 0, false, false
	}
	lines := strings.Split(text, "\n")
	line := ansi.Strip(lines[y])
	if at := strings.LastIndex(line, r.glyphs.Less+" "); at >= 0 {
		from := lipgloss.Width(line[:at])
		less = x >= from && x < from+lipgloss.Width(r.glyphs.Less)
	}
	return row, less, true
}

// HelpPages is how many pages the full help (or the statistics) takes on
// screen s, where it is open: one where all of it fits (0 where it is not
// drawn).
func HelpPages(s Screen) int {
	if s.Journey != nil && s.Width > 0 && s.Height > 0 {
		r := newRenderer(s)
		r.journey(s.Journey)
		return r.pages
	}
	_, r := render(s)
	if r == nil {
		return 0
	}
	return r.pages
}

// render is Render, and the renderer that drew it (nil for the journey map,
// or a screen too small for the board).
func render(s Screen) (string, *renderer) {
	if s.Width <= 0 || s.Height <= 0 {
		return "", nil
	}
	if s.Journey != nil {
		return newRenderer(s).journey(s.Journey), nil
	}
	r, help, reserve, ok := plan(s)
	if !ok {
		return r.tooSmall(max(s.Board.Tallest(), dealtTallest), s.Board.Position.FreeCellCount(), 0), nil // the keys give way first (see plan)
	}

	body := r.board([]string{r.title()}, reserve)
	foot := append([]string{r.statusRow(s)}, help...)
	if r.keysIn && foot[0] == "" {
		if keys := r.helpLines(s.Keys.Essential(), s.Width-r.margin); len(keys) > 0 {
			foot[0] = r.pad(keys[0])
		}
	}
	top := r.top(reserve, len(help))
	// The status line and the keys keep their rows as columns grow: where
	// they would be under the tallest column Steady names, or at the bottom.
	footAt := r.footAt(top, reserve, len(help))
	out := make([]string, 0, s.Height)
	for range top {
		out = append(out, "")
	}
	out = append(out, body...)
	for len(out) < footAt {
		out = append(out, "")
	}
	r.title0, r.footer = top, len(out) // a panel leaves the status line and the keys in sight
	out = append(out, foot...)
	for i := range out {
		out[i] = ansi.Truncate(out[i], s.Width, r.glyphs.Ellipsis)
	}
	for len(out) < s.Height {
		out = append(out, "")
	}
	if d := s.Board.Drag; d != nil && s.Board.Pick != nil && d.Y >= 0 && d.Y < len(out) {
		out[d.Y] = r.splice(out[d.Y], r.carriedCards(), d.X+1) // the cards follow the pointer
	}
	switch p := s.Panel; {
	case p.Help:
		out = r.overlay(out, r.helpPanel(r.Keys, "keys: "+modeNames[r.Mode], r.Width, r.panelRoom(), p.HelpPage))
	case p.Settings != nil:
		out = r.overlay(out, r.settingsPanel(p.Settings))
	case p.Picker != nil:
		out = r.overlay(out, r.pickerPanel(p.Picker))
	case p.Stats != nil:
		out = r.overlay(out, r.statsPanel(p.Stats, p.StatsPage))
	case p.Banner != nil:
		out = r.overlay(out, r.banner(*p.Banner))
	case p.Leaderboard != nil:
		out = r.overlay(out, r.leaderboardPanel(p.Leaderboard))
	}
	return strings.Join(out, "\n"), r
}

// statusRow is the line under the board: the prompt, the move line, a
// question, or the status, said shorter where the full words would be cut.
func (r *renderer) statusRow(s Screen) string {
	switch {
	case s.Prompt != nil:
		return r.pad(r.promptLine(s.Prompt, r.lineNote(s.Status)))
	case s.MoveLine != nil:
		return r.pad(r.moveLinePrompt(s.MoveLine, s.Board.Position.FreeCellCount(), r.lineNote(s.Status))) // as wide as MoveLineWidth leaves room for
	case s.Confirm != nil:
		line := r.questionLine(s.Confirm)
		for r.brief < 2 && lipgloss.Width(line) > s.Width-r.margin { // the answer keys stay in sight
			r.brief++
			line = r.questionLine(s.Confirm)
		}
		r.brief = 0
		return r.padOrNot(line)
	default:
		say := r.statusLine
		if s.Review != nil && s.Status.Kind == NoStatus {
			say = func(Status) string { return r.reviewLine(s.Review) }
		}
		line := say(s.Status)
		for r.brief < 2 && lipgloss.Width(line) > s.Width-r.margin { // say it shorter rather than cut it off
			r.brief++
			line = say(s.Status)
		}
		r.brief = 0
		return r.padOrNot(line)
	}
}

// padOrNot puts a line at the board's left edge, or at the screen's where
// only there it fits whole (a narrow board's margin is wide).
func (r *renderer) padOrNot(line string) string {
	if lipgloss.Width(line) > r.Width-r.margin && lipgloss.Width(line) <= r.Width {
		return line
	}
	return r.pad(line)
}

// plan lays the screen out: the renderer with the board's geometry and margin,
// the help lines and the tallest column to keep room for; ok is false when the
// board does not fit.
func plan(s Screen) (r *renderer, help []string, reserve int, ok bool) {
	r, keys, reserve, ok := layout(s)
	if !ok || len(keys) == 0 {
		return r, nil, reserve, ok
	}
	width, left, keys := r.keysPlace(keys)
	return r, indent(r.helpLines(keys, width), left), reserve, true
}

// keysPlace is the width the key line's keys are laid out in, its left edge,
// and the keys it shows: under the board, aligned with it, where they need no
// more lines so and keep every key (in a game, every key but one: the line
// moved two columns left as a card was picked up, its words away from the
// pointer); else the screen's whole width, and keys as they fit it.
func (r *renderer) keysPlace(keys []key.Binding) (width, left int, shown []key.Binding) {
	aligned, spare := r.fitKeys(r.Keys, r.Width-r.margin), 0
	if r.Mode == Playing && r.Panel == (Panel{}) && r.Confirm == nil { // (a question's answers, a panel's keys: every one)
		spare = 1
	}
	if r.helpRows(aligned, r.Width-r.margin) == r.helpRows(keys, r.Width) && len(aligned) >= len(keys)-spare {
		return r.Width - r.margin, r.margin, aligned
	}
	return r.Width, 0, keys
}

// layout is plan without the help drawn: the keys its lines show, which
// Fits needs the count of alone (a key pressed asks it, and drawing them
// was nine tenths of a key's cost: a flood of keys on a server was a core).
func layout(s Screen) (r *renderer, keys []key.Binding, reserve int, ok bool) {
	r = &renderer{Screen: s, glyphs: s.Glyphs}
	if r.glyphs == nil {
		r.glyphs = GlyphsFor(false)
	}
	r.p = s.Styles.piecesFor(r.glyphs)
	tallest := s.Board.Tallest()
	keys = r.fitKeys(s.Keys, s.Width)
	rows := r.helpRows(keys, s.Width)
	reserve = max(s.Reserve, tallest)
	cellCount := s.Board.Position.FreeCellCount()
	geom, ok := chooseGeometry(s.Width, s.Height-2-rows, reserve, cellCount) // less the title and the status line
	if !ok {                                                                 // keep the board on screen, at the cost of its size changing as columns grow
		reserve = tallest
		geom, ok = chooseGeometry(s.Width, s.Height-2-rows, reserve, cellCount)
	}
	if !ok { // keep the board on screen with only the keys that must stay
		keys = s.Keys.Essential()
		rows = r.helpRows(keys, s.Width)
		geom, ok = chooseGeometry(s.Width, s.Height-2-rows, reserve, cellCount)
	}
	if !ok { // the board before the keys (a column of 19 cards at 80×24): ? still shows them
		keys, r.keysIn = nil, true
		geom, ok = chooseGeometry(s.Width, s.Height-2, reserve, cellCount)
	}
	if !ok {
		return r, nil, reserve, false
	}
	r.geom = geom
	r.margin = (s.Width - geom.Width()) / 2
	return r, keys, reserve, true
}

// top is the row the title goes on: the title, board, status and help lines
// centred, for the tallest column Steady says where it is taller than reserve.
func (r *renderer) top(reserve, helpLines int) int {
	lines := 1 + r.geom.boardHeight(reserve) + 1 + helpLines
	steady := 1 + r.geom.boardHeight(max(reserve, r.Steady)) + 1 + helpLines
	return max(0, min((r.Height-steady)/2, r.Height-lines))
}

// footAt is the status line's row, the keys under it, for the board drawn
// from row top: where it would be under the tallest column Steady names, or
// at the bottom.
func (r *renderer) footAt(top, reserve, helpLines int) int {
	return min(r.Height-1-helpLines, top+1+r.geom.boardHeight(max(reserve, r.Steady)))
}

func indent(lines []string, n int) []string {
	pad := strings.Repeat(" ", n)
	for i := range lines {
		lines[i] = pad + lines[i]
	}
	return lines
}

// pad puts a line at the board's left edge.
func (r *renderer) pad(line string) string {
	if line == "" {
		return ""
	}
	return strings.Repeat(" ", r.margin) + line
}

// board appends the captions, the free cells and foundations, the column
// numbers and the columns, these padded to the height of reserve cards.
func (r *renderer) board(lines []string, reserve int) []string {
	c := cells{g: r.geom, p: r.p, marks: marksOf(r.Board.Moved, r.Board.Pick, r.Board.Hint), label: r.placeLabel}
	if d := r.Board.Drag; d != nil && d.On && r.Board.Targets&(1<<d.Over) != 0 { // a legal drop: outlined as a move's end
		if d.Over == rules.Foundation {
			c.marks[int(rules.Foundation)+int(r.carried().Suit())] = 1
		} else {
			c.marks[d.Over] = max(c.marks[d.Over], 1)
		}
	}
	pos := &r.Board.Position
	facts := ""
	switch room := max(r.geom.Width(), r.Width-r.margin); {
	case r.Learning != nil:
		facts = r.learningLine(r.Facts, r.Learning, room)
	case r.Facts != nil: // under the title, in the captions' row: the board keeps its row from browsing to play
		facts = r.factsLine(r.Facts, r.Fewest, room)
	}
	switch {
	case facts != "":
		lines = append(lines, r.pad(facts))
	case r.geom.Compact:
		lines = append(lines, r.labelRow(true))
	default:
		lines = append(lines, r.captions())
	}
	lines = r.appendRow(lines, c.topRow(pos))
	if r.geom.TwoCellRows {
		if r.geom.Compact {
			lines = append(lines, r.secondCellLabels())
		}
		lines = r.appendRow(lines, c.secondCellRow(pos))
	}
	lines = append(lines, r.labelRow(false))
	start := len(lines)
	lines = r.appendRow(lines, c.columns(pos))
	for len(lines) < start+r.geom.columnHeight(reserve) {
		lines = append(lines, "")
	}
	return lines
}

// title is "FreeCell #617", a badge, the deal's range where it fits, and the
// r setting when it is on, at the board's right edge. One rule for what it
// drops, daily or not: the right side says its fewest words before the
// daily's badge gives up its date, then its band (at 60 columns the daily's
// clock was cut where an ordinary deal's was whole).
func (r *renderer) title() string {
	room := max(r.geom.Width(), r.Width-r.margin)
	// The range is the browser's: in a game, the title would take it in and out
	// as the moves, the clock and the coach's words grow and shrink.
	var labels []string
	if r.Play == nil && r.Review == nil && r.Daily == nil {
		labels = rangeLabels(r.Board.Game, r.Board.Position.FreeCellCount(), r.glyphs)
	}
	left, right := r.titleSides(room)
	if len(labels) > 0 && (r.Picked != nil || r.SolvableOnly) { // the deal's kind keeps its room before the r setting's words (it was pushed out at 80 columns)
		left, right = r.titleSidesBeside(room, labels, left, right)
	}
	st := r.Styles
	if len(labels) > 0 {
		for _, label := range labels { // in full, else by name
			if lipgloss.Width(left)+2+lipgloss.Width(label)+2+lipgloss.Width(right) <= room {
				left += "  " + st.RangeName.Render(label)
				break
			}
		}
	}
	if right != "" {
		gap := r.geom.Width() - lipgloss.Width(left) - lipgloss.Width(right)
		left += strings.Repeat(" ", max(gap, 2)) + right
	}
	return r.pad(left)
}

// titleSidesBeside are the title's sides with room left for the deal's
// range label (in full, else by name) once the right side says what it says
// beside the label by name as briefly as it may: the same parts (the state,
// the r setting), in fewer words. Where the right side would say nothing
// beside a label, it keeps its room (left, right): the state comes first.
func (r *renderer) titleSidesBeside(room int, labels []string, left, right string) (string, string) {
	parts := func(s string) int { return strings.Count(s, r.glyphs.Dot) }
	state := r.browseState(right)
	l, rt := r.titleSides(room - 2 - lipgloss.Width(labels[len(labels)-1]))
	if rt == "" || r.browseState(rt) != state { // the deal's state in as many words as before, or no label
		return left, right
	}
	if full, ft := r.titleSides(room - 2 - lipgloss.Width(labels[0])); r.browseState(ft) == state && parts(ft) >= parts(rt) {
		return full, ft
	}
	return l, rt
}

// browseState is the form of the deal's state that a browsing title's right
// side says ("" for none).
func (r *renderer) browseState(right string) string {
	if r.Deal == nil {
		return ""
	}
	said := ansi.Strip(right)
	for _, f := range r.dealStateForms(r.Deal) {
		if said == f || strings.HasPrefix(said, f+" "+r.glyphs.Dot+" ") {
			return f
		}
	}
	return ""
}

// titleSides are the title's left side (its name and badge) and right
// side (the deal's or the game's state) in room columns: the badge gives up
// its words before a game's title its help, clock and moves (see
// playTitleTiers).
func (r *renderer) titleSides(room int) (left, right string) {
	for _, tiers := range []int{tiersWithHelp, tiersWithClock, len(playTitleTiers)} {
		for _, badge := range r.dailyBadges() {
			left = r.titleLeft(badge)
			right = r.titleRight(room-lipgloss.Width(left)-2, tiers)
			if lipgloss.Width(left)+2+lipgloss.Width(right) <= room {
				return left, right
			}
		}
	}
	return left, right
}

// dailyBadges are the daily's badge, longest first: " daily 2026-12-02 ·
// medium ", " daily · medium ", " daily " (one "", an ordinary deal).
func (r *renderer) dailyBadges() []string {
	d := r.Daily
	if d == nil {
		return []string{""}
	}
	dot := " " + r.glyphs.Dot + " "
	return []string{" daily " + d.Date + dot + d.Band.String() + " ", " daily" + dot + d.Band.String() + " ", " daily "}
}

// titleLeft is the title's left: the game, the daily's badge, the free
// cells when not four, and what else marks the deal.
func (r *renderer) titleLeft(badge string) string {
	st := r.Styles
	left := st.Title.Render(WindowTitle(r.Board.Game))
	if badge != "" {
		left += " " + st.Badge.Render(badge)
	}
	if n := r.Board.Position.FreeCellCount(); n != rules.DefaultFreeCells {
		left += st.Setting.Render(" " + r.glyphs.Dot + " " + words.FreeCellsName(n))
	}
	if r.Board.Impossible {
		left += " " + st.Badge.Render(" impossible ")
	}
	if r.Unsaved {
		left += " " + st.ErrorBadge.Render(" "+r.glyphs.Cross+" not saved ")
	}
	return left
}

// titleRight is the title's right, in room: the game's moves and clock, the
// review's step, or the deal's state while browsing; a game's tries the
// first tiers of playTitleTiers (see playTitle).
func (r *renderer) titleRight(room, tiers int) string {
	switch {
	case r.Review != nil:
		return r.reviewTitle(r.Review, room)
	case r.Play != nil:
		return r.playTitle(r.Play, room, tiers)
	case r.Deal != nil || r.SolvableOnly || r.Picked != nil:
		return r.browseTitle(room)
	}
	return ""
}

// browseTitle is what the title says while browsing: the deal's state
// (its fewest words, won, first) and the r setting when it is on, in fewer
// words or none where room is short.
func (r *renderer) browseTitle(room int) string {
	var settings []string // longest first
	switch {
	case r.Picked != nil: // the picker's choice rules r
		settings = []string{r.Names.Random + ": " + PickWords(*r.Picked, false), r.Names.Random + ": " + PickWords(*r.Picked, true)}
	case r.SolvableOnly:
		settings = []string{r.Names.Random + ": solvable only"}
	}
	sep := r.Styles.Setting.Render(" " + r.glyphs.Dot + " ")
	if r.Deal == nil {
		for _, s := range settings {
			if lipgloss.Width(s) <= room {
				return r.Styles.Setting.Render(s)
			}
		}
		return ""
	}
	// The player's own state as full as room leaves with the setting in any
	// of its forms: the setting's words give way first (a game's moves and
	// clock gave way to "r: beyond four cells, not won yet").
	for _, state := range r.dealStateForms(r.Deal) {
		for _, setting := range settings {
			if lipgloss.Width(state)+lipgloss.Width(sep)+lipgloss.Width(setting) <= room {
				return r.Styles.Setting.Render(state) + sep + r.Styles.Setting.Render(setting)
			}
		}
	}
	return r.dealStateWords(r.Deal, room)
}

// captions name the two halves of the top row: the free cells the game has
// (centred over those of the first row; none when it has none), and the
// foundations.
func (r *renderer) captions() string {
	half := 4*r.geom.CardWidth + 3*r.geom.Gap
	cells := min(r.Board.Position.FreeCellCount(), cellsPerRow)
	caption := "free cells"
	if cells == 1 {
		caption = "free cell"
	}
	over := max(cells*r.geom.CardWidth+(cells-1)*r.geom.Gap, len(caption))
	if cells == 0 {
		caption, over = "", 0
	}
	over = min(over, half)
	left := r.Styles.Caption.Render(center(caption, over) + strings.Repeat(" ", half-over))
	right := r.Styles.Caption.Render(strings.TrimRight(center("foundations", half), " "))
	return strings.TrimRight(r.pad(left+strings.Repeat(" ", r.geom.Gap)+right), " ")
}

// labelRow names the places of a row, each centred over its place: the
// columns, or the free cells and foundations (top).
func (r *renderer) labelRow(top bool) string {
	var b strings.Builder
	for i := range boardColumns {
		if i > 0 {
			b.WriteString(strings.Repeat(" ", r.geom.Gap))
		}
		at, suit := rules.ColumnPlace(i), dealer.Suit(0)
		switch {
		case top && i < cellsPerRow && i >= r.Board.Position.FreeCellCount():
			b.WriteString(strings.Repeat(" ", r.geom.CardWidth)) // a free cell the game does not have
			continue
		case top && i < cellsPerRow:
			at = rules.FreeCellPlace(i)
		case top:
			at, suit = rules.Foundation, dealer.Suit(i-cellsPerRow)
		}
		b.WriteString(r.centredLabel(at, suit))
	}
	return strings.TrimRight(r.pad(b.String()), " ")
}

// secondCellLabels names the free cells past the fourth, over the compact
// layout's second row of them.
func (r *renderer) secondCellLabels() string {
	var b strings.Builder
	for i := cellsPerRow; i < r.Board.Position.FreeCellCount(); i++ {
		if i > cellsPerRow {
			b.WriteString(strings.Repeat(" ", r.geom.Gap))
		}
		b.WriteString(r.centredLabel(rules.FreeCellPlace(i), 0))
	}
	return strings.TrimRight(r.pad(b.String()), " ")
}

// centredLabel is a place's name centred in a card's width.
func (r *renderer) centredLabel(at rules.Place, suit dealer.Suit) string {
	left := (r.geom.CardWidth - 1) / 2
	return strings.Repeat(" ", left) + r.placeLabel(at, suit) + strings.Repeat(" ", r.geom.CardWidth-1-left)
}

// placeLabel is a place's name (a foundation's, for suit): crossed out under
// the pointer carrying cards that may not go there, in reverse video where
// the cards picked up may go.
func (r *renderer) placeLabel(at rules.Place, suit dealer.Suit) string {
	index := int(at)
	targets := r.Board.Targets
	if at == rules.Foundation && targets&(1<<at) != 0 && r.carried().Suit() != suit {
		targets = 0 // the card goes to its own suit's foundation only
	}
	if d := r.Board.Drag; d != nil && d.On && d.Over == at && targets&(1<<at) == 0 && (at != rules.Foundation || r.carried().Suit() == suit) {
		return r.p.refused
	}
	if targets&(1<<at) != 0 {
		return r.p.targets[index]
	}
	return r.p.labels[index]
}

// carried is the card at the top of the cards picked up: the one a
// foundation would take.
func (r *renderer) carried() dealer.Card {
	if r.Board.Pick == nil {
		return dealer.NoCard
	}
	return r.Board.Position.Top(r.Board.Pick.From)
}

func center(s string, width int) string {
	if len(s) >= width {
		return s[:width]
	}
	pad := (width - len(s)) / 2
	return strings.Repeat(" ", pad) + s + strings.Repeat(" ", width-len(s)-pad)
}

// appendRow lays cells (each a list of lines exactly CardWidth wide) side by side.
func (r *renderer) appendRow(lines []string, row [boardColumns][]string) []string {
	height := 0
	for _, c := range row {
		height = max(height, len(c))
	}
	blank := strings.Repeat(" ", r.geom.CardWidth)
	gap := strings.Repeat(" ", r.geom.Gap)
	var b strings.Builder
	for i := range height {
		b.Reset()
		b.WriteString(strings.Repeat(" ", r.margin))
		for col, c := range row {
			if col > 0 {
				b.WriteString(gap)
			}
			if i < len(c) {
				b.WriteString(c[i])
			} else {
				b.WriteString(blank)
			}
		}
		lines = append(lines, strings.TrimRight(b.String(), " "))
	}
	return lines
}

// panelRoom is the rows a panel has between the title and the keys; where
// that is too few to be of use, the whole screen.
func (r *renderer) panelRoom() int {
	if room := r.footer - r.title0 - 1; room >= 8 {
		return room
	}
	return r.Height
}

// dealtTallest is the tallest column of a deal (52 cards over 8 columns):
// the least the too-small screen asks room for, so that the size it names
// holds any deal, not only a won game's empty board (which asked for six
// rows, and the next deal for twelve).
const dealtTallest = (52 + rules.NumColumns - 1) / rules.NumColumns

// tooSmall says how much room the board needs.
func (r *renderer) tooSmall(tallest, freeCells, helpLines int) string {
	w, h := smallestBoard(tallest, freeCells)
	if p := r.Play; p != nil && p.CanUndo && r.Mode == Playing { // a move made the board too tall: undoing it brings the board back
		return r.tooSmallFor(w, h+2+helpLines, r.Styles.HelpKey.Render(r.Names.Undo)+" "+r.Styles.HelpDesc.Render("undoes"))
	}
	var ways []string
	if r.Names.BackOutOfSight != "" && (r.Mode == PlayingBack || r.Mode == Reviewing) { // a step made the board too tall: a step back may bring it back, and the way out stays
		ways = []string{r.Styles.HelpKey.Render(r.Names.StepBackOutOfSight) + " " + r.Styles.HelpDesc.Render("steps back"),
			r.Styles.HelpKey.Render(r.Names.BackOutOfSight) + " " + r.Styles.HelpDesc.Render("goes back")}
	}
	if pb := r.Status.Play; r.Mode == PlayingBack && pb != nil && pb.Playing { // it plays on once the board fits, a panel over it or not
		waits := "the playback waits till the board fits"
		if r.Width < len(waits) {
			waits = "playback waits"
		}
		ways = append(ways, r.Styles.Status.Render(waits))
	}
	return r.tooSmallFor(w, h+2+helpLines, ways...)
}

// tooSmallFor says that what is shown needs w×h, and the keys that work:
// q, and those ways says.
func (r *renderer) tooSmallFor(w, h int, ways ...string) string {
	headline := "terminal too small"
	if r.Width < len(headline) {
		headline = "too small"
	}
	g := r.glyphs
	quit := r.Names.QuitOutOfSight
	if quit == "" {
		quit = r.Names.Quit
	}
	quits := r.Styles.HelpKey.Render(quit) + " " + r.Styles.HelpDesc.Render("quits")
	if r.Status.Kind == QuitAgain { // the question has no room here: a second press is the answer
		quits = r.Styles.HelpKey.Render(r.Names.Quit) + " " + r.Styles.HelpDesc.Render("again quits: your game is not kept")
	}
	need, now := fmt.Sprintf("need %d%s%d", w, g.Times, h), fmt.Sprintf("(now %d%s%d)", r.Width, g.Times, r.Height)
	switch { // the one that falls short, where the other is enough ("need 31×13 (now 40×12)" read as wrong)
	case r.Width >= w:
		need, now = fmt.Sprintf("need %d rows", h), fmt.Sprintf("(now %d)", r.Height)
	case r.Height >= h:
		need, now = fmt.Sprintf("need %d columns", w), fmt.Sprintf("(now %d)", r.Width)
	}
	msg := []string{r.Styles.Title.Render(headline), need, r.Styles.Status.Render(now), quits}
	msg = append(msg, ways...)
	lines := make([]string, 0, r.Height)
	for _, m := range msg[:min(len(msg), r.Height)] {
		pad := max(0, (r.Width-lipgloss.Width(m))/2)
		lines = append(lines, ansi.Truncate(strings.Repeat(" ", pad)+m, r.Width, ""))
	}
	for len(lines) < r.Height {
		lines = append(lines, "")
	}
	return strings.Join(lines, "\n")
}
