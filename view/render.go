package view

import (
	"fmt"
	"strconv"
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/freecell/freecell/dealer"
)

// Board is the position to draw.
type Board struct {
	Game        int64
	Badge       string                      // a word beside the title, e.g. "impossible"
	Columns     [boardColumns][]dealer.Card // bottom card first
	FreeCells   [4]dealer.Card              // dealer.NoCard when empty
	Foundations [4]dealer.Card              // the top card of each, dealer.NoCard when empty
	// Lit marks places to highlight (a move's source and destination).
	Lit []Spot
}

// Spot is a place on the board: a column, a free cell or a foundation.
type Spot struct {
	Kind  SpotKind
	Index int // column 0..7, free cell 0..3, foundation 0..3
	Cards int // in a column: how many top cards to mark (0 marks the top card or empty outline)
}

// SpotKind says which row of places a Spot is in.
type SpotKind int

const (
	ColumnSpot SpotKind = iota
	FreeCellSpot
	FoundationSpot
)

// lit reports whether the spot of kind and index is highlighted, and how many cards.
func (b *Board) lit(kind SpotKind, index int) (bool, int) {
	for _, s := range b.Lit {
		if s.Kind == kind && s.Index == index {
			return true, s.Cards
		}
	}
	return false, 0
}

// NewBoard is the board of a freshly dealt layout: empty free cells and foundations.
func NewBoard(game int64, l *dealer.Layout) Board {
	b := Board{Game: game, Columns: l.Columns()}
	for i := range 4 {
		b.FreeCells[i], b.Foundations[i] = dealer.NoCard, dealer.NoCard
	}
	return b
}

// Screen is everything on the terminal.
type Screen struct {
	Width, Height int
	Board         Board
	Footer        []string // rendered lines under the board: prompt, messages, help
	ASCII         bool
	Styles        *Styles
}

// Render draws the screen as exactly Height lines, none wider than Width; when the
// terminal is too small for the board it says so instead.
func Render(s Screen) string {
	if s.Width <= 0 || s.Height <= 0 {
		return ""
	}
	tallest := 0
	for _, col := range s.Board.Columns {
		tallest = max(tallest, len(col))
	}
	footer := s.Footer
	layout, ok := ChooseLayout(s.Width, s.Height, tallest, len(footer))
	for !ok && len(footer) > 1 { // keep the board: let a long footer (full help) give way
		footer = footer[:len(footer)-1]
		layout, ok = ChooseLayout(s.Width, s.Height, tallest, len(footer))
	}
	if !ok {
		return tooSmall(s, tallest)
	}
	r := renderer{Screen: s, layout: layout, p: s.Styles.piecesFor(s.ASCII)}
	r.margin = strings.Repeat(" ", (s.Width-layout.Width())/2)
	// Spare lines go first between the top row and the columns, then to captions.
	spare := s.Height - layout.Height(tallest, len(footer))
	lines := make([]string, 0, s.Height)
	lines = append(lines, r.title())
	if spare >= 2 && !layout.Compact {
		lines = append(lines, r.captions())
	}
	lines = r.appendRow(lines, r.topRow())
	if spare >= 1 {
		lines = append(lines, "")
	}
	lines = r.appendRow(lines, r.columns())
	for len(lines) < s.Height-len(footer) {
		lines = append(lines, "")
	}
	ellipsis := "…"
	if s.ASCII {
		ellipsis = "..."
	}
	for _, f := range footer {
		lines = append(lines, ansi.Truncate(f, s.Width, ellipsis))
	}
	return strings.Join(lines, "\n")
}

func tooSmall(s Screen, tallest int) string {
	w, h := MinSize(tallest)
	headline := "terminal too small"
	if s.Width < len(headline) {
		headline = "too small"
	}
	msg := []string{
		s.Styles.Title.Render(headline),
		fmt.Sprintf("need %d×%d", w, h),
		s.Styles.Status.Render(fmt.Sprintf("(now %d×%d)", s.Width, s.Height)),
	}
	if s.ASCII {
		msg[1] = fmt.Sprintf("need %dx%d", w, h)
		msg[2] = s.Styles.Status.Render(fmt.Sprintf("(now %dx%d)", s.Width, s.Height))
	}
	lines := make([]string, 0, s.Height)
	for _, m := range msg[:min(len(msg), s.Height)] {
		pad := max(0, (s.Width-lipgloss.Width(m))/2)
		lines = append(lines, ansi.Truncate(strings.Repeat(" ", pad)+m, s.Width, ""))
	}
	for len(lines) < s.Height {
		lines = append(lines, "")
	}
	return strings.Join(lines, "\n")
}

type renderer struct {
	Screen
	layout Layout
	p      *pieces
	margin string
}

// title is "FreeCell #617" and, where it fits, the range the deal belongs to.
func (r *renderer) title() string {
	name := "FreeCell #" + strconv.FormatInt(r.Board.Game, 10)
	title := r.Styles.Title.Render(name)
	width := lipgloss.Width(name)
	if r.Board.Badge != "" {
		title += " " + r.Styles.Badge.Render(" "+r.Board.Badge+" ")
		width += 3 + lipgloss.Width(r.Board.Badge)
	}
	label := RangeLabel(r.Board.Game, r.ASCII)
	room := max(r.layout.Width(), r.Width-len(r.margin))
	if width+2+lipgloss.Width(label) <= room {
		return r.margin + title + "  " + r.Styles.RangeName.Render(label)
	}
	return ansi.Truncate(r.margin+title, r.Width, "")
}

// RangeLabel names the range a game belongs to, e.g. "classic deal · 1–32,000".
func RangeLabel(game int64, ascii bool) string {
	rng, ok := dealer.RangeOf(game)
	if !ok {
		return ""
	}
	dash, dot := "–", "·"
	if ascii {
		dash, dot = "-", "-"
	}
	if rng == dealer.Special {
		return "Windows joke deal " + dot + " unwinnable"
	}
	return fmt.Sprintf("%s deal %s %s%s%s", rng.Name, dot, thousands(rng.First), dash, thousands(rng.Last))
}

func thousands(n int64) string {
	digits := strconv.FormatInt(n, 10)
	var b strings.Builder
	for i, d := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(d)
	}
	return b.String()
}

// captions label the two halves of the top row.
func (r *renderer) captions() string {
	half := 4*r.layout.CardWidth + 3*r.layout.Gap
	left := r.Styles.Caption.Render(center("free cells", half))
	right := r.Styles.Caption.Render(strings.TrimRight(center("foundations", half), " "))
	return r.margin + left + strings.Repeat(" ", r.layout.Gap) + right
}

func center(s string, width int) string {
	if len(s) >= width {
		return s[:width]
	}
	pad := (width - len(s)) / 2
	return strings.Repeat(" ", pad) + s + strings.Repeat(" ", width-len(s)-pad)
}

// appendRow lays cells (each a list of lines exactly CardWidth wide) side by side.
func (r *renderer) appendRow(lines []string, cells [boardColumns][]string) []string {
	height := 0
	for _, c := range cells {
		height = max(height, len(c))
	}
	blank := strings.Repeat(" ", r.layout.CardWidth)
	gap := strings.Repeat(" ", r.layout.Gap)
	var b strings.Builder
	for i := range height {
		b.Reset()
		b.WriteString(r.margin)
		for col, c := range cells {
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

// topRow is the four free cells then the four foundations.
func (r *renderer) topRow() (cells [boardColumns][]string) {
	for i := range 4 {
		lit, _ := r.Board.lit(FreeCellSpot, i)
		cells[i] = r.place(r.Board.FreeCells[i], lit)
		lit, _ = r.Board.lit(FoundationSpot, i)
		cells[4+i] = r.place(r.Board.Foundations[i], lit)
	}
	return cells
}

// place draws one free cell or foundation: a card, or an empty outline.
func (r *renderer) place(c dealer.Card, lit bool) []string {
	switch {
	case r.layout.Compact && !c.Valid():
		return []string{r.compactEmpty(lit)}
	case r.layout.Compact:
		return []string{r.compactFace(c, lit)}
	case !c.Valid():
		return r.emptyBox(1, lit)
	default:
		return r.stack([]dealer.Card{c}, 2, 1, litCount(lit, 1))
	}
}

func litCount(lit bool, n int) int {
	if lit {
		return max(n, 1)
	}
	return 0
}

func (r *renderer) compactEmpty(lit bool) string {
	if lit {
		return r.p.litEmpty
	}
	return r.p.emptyMark
}

func (r *renderer) columns() (cells [boardColumns][]string) {
	for i, col := range r.Board.Columns {
		lit, n := r.Board.lit(ColumnSpot, i)
		switch {
		case r.layout.Compact && len(col) == 0:
			cells[i] = []string{r.compactEmpty(lit)}
		case r.layout.Compact:
			first := len(col) - litCount(lit, n)
			for k, c := range col {
				cells[i] = append(cells[i], r.compactFace(c, k >= first))
			}
		case len(col) == 0:
			cells[i] = r.emptyBox(r.layout.Body, lit)
		default:
			cells[i] = r.stack(col, r.layout.Step, r.layout.Body, litCount(lit, n))
		}
	}
	return cells
}

func (r *renderer) compactFace(c dealer.Card, lit bool) string {
	face := r.p.faces[c]
	if lit {
		face = r.p.litFaces[c]
	}
	return face + strings.Repeat(" ", compactCardWidth-r.p.faceWidths[c])
}

func (r *renderer) emptyBox(body int, lit bool) []string {
	box := r.p.empty[r.layout.CardWidth]
	if lit {
		box = r.p.lit[r.layout.CardWidth]
	}
	lines := []string{box.top}
	for range body {
		lines = append(lines, box.blank)
	}
	return append(lines, box.bottom)
}

// stack draws overlapping cards. Each covered card shows step lines: its top edge,
// its face line, then blank lines; with step 1 the face sits in the edge itself.
// The last card shows body lines, repeating its index bottom right when there is room.
func (r *renderer) stack(cards []dealer.Card, step, body, lit int) []string {
	plain := r.p.cards[r.layout.CardWidth]
	box := plain
	inner := r.layout.CardWidth - 2
	faceLine := func(c dealer.Card) string {
		return box.left + " " + r.p.faces[c] + strings.Repeat(" ", inner-1-r.p.faceWidths[c]) + box.right
	}
	lines := make([]string, 0, step*(len(cards)-1)+body+2)
	for i, c := range cards {
		last := i == len(cards)-1
		if lit > 0 && i == max(len(cards)-lit, 0) { // the highlighted cards are the top lit ones
			box = r.p.lit[r.layout.CardWidth]
		}
		if step == 1 {
			lines = append(lines, r.edgeWithFace(c, i == 0, box))
		} else {
			edge := box.top
			if i > 0 {
				edge = box.joint
			}
			lines = append(lines, edge, faceLine(c))
		}
		if !last {
			for range step - 2 {
				lines = append(lines, box.blank)
			}
		}
	}
	last := cards[len(cards)-1]
	shown := 1 // body lines already drawn for the last card
	if step == 1 {
		shown = 0
	}
	for i := shown; i < body; i++ {
		if i == body-1 && body >= 3 {
			pad := inner - 1 - r.p.faceWidths[last]
			lines = append(lines, box.left+strings.Repeat(" ", pad)+r.p.faces[last]+" "+box.right)
		} else {
			lines = append(lines, box.blank)
		}
	}
	return append(lines, box.bottom)
}

// edgeWithFace is a card's top edge with its index set into it: "├ 7♦ ───┤".
func (r *renderer) edgeWithFace(c dealer.Card, first bool, box boxLines) string {
	left, right := box.jointLeft, box.jointRight
	if first {
		left, right = box.topLeft, box.topRight
	}
	fill := r.layout.CardWidth - 4 - r.p.faceWidths[c]
	if fill < 0 { // "├ 10♦┤": no room for the space after the index
		return left + " " + r.p.faces[c] + right
	}
	return left + " " + r.p.faces[c] + " " + box.edge(fill) + right
}
