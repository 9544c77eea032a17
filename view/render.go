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
	Columns     [boardColumns][]dealer.Card // bottom card first
	FreeCells   [4]dealer.Card              // dealer.NoCard when empty
	Foundations [4]dealer.Card              // the top card of each, dealer.NoCard when empty
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
	full := name + "  " + RangeLabel(r.Board.Game, r.ASCII)
	room := max(r.layout.Width(), r.Width-len(r.margin))
	if lipgloss.Width(full) <= room {
		return r.margin + r.Styles.Title.Render(name) + "  " + r.Styles.RangeName.Render(RangeLabel(r.Board.Game, r.ASCII))
	}
	return ansi.Truncate(r.margin+r.Styles.Title.Render(name), r.Width, "")
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
		cells[i] = r.place(r.Board.FreeCells[i])
		cells[4+i] = r.place(r.Board.Foundations[i])
	}
	return cells
}

// place draws one free cell or foundation: a card, or an empty outline.
func (r *renderer) place(c dealer.Card) []string {
	switch {
	case r.layout.Compact && !c.Valid():
		return []string{r.p.emptyMark}
	case r.layout.Compact:
		return []string{r.compactFace(c)}
	case !c.Valid():
		return r.emptyBox(1)
	default:
		return r.stack([]dealer.Card{c}, 2, 1)
	}
}

func (r *renderer) columns() (cells [boardColumns][]string) {
	for i, col := range r.Board.Columns {
		switch {
		case r.layout.Compact && len(col) == 0:
			cells[i] = []string{r.p.emptyMark}
		case r.layout.Compact:
			for _, c := range col {
				cells[i] = append(cells[i], r.compactFace(c))
			}
		case len(col) == 0:
			cells[i] = r.emptyBox(r.layout.Body)
		default:
			cells[i] = r.stack(col, r.layout.Step, r.layout.Body)
		}
	}
	return cells
}

func (r *renderer) compactFace(c dealer.Card) string {
	return r.p.faces[c] + strings.Repeat(" ", compactCardWidth-r.p.faceWidths[c])
}

func (r *renderer) emptyBox(body int) []string {
	box := r.p.empty[r.layout.CardWidth]
	lines := []string{box.top}
	for range body {
		lines = append(lines, box.blank)
	}
	return append(lines, box.bottom)
}

// stack draws overlapping cards. Each covered card shows step lines: its top edge,
// its face line, then blank lines; with step 1 the face sits in the edge itself.
// The last card shows body lines, repeating its index bottom right when there is room.
func (r *renderer) stack(cards []dealer.Card, step, body int) []string {
	box := r.p.cards[r.layout.CardWidth]
	inner := r.layout.CardWidth - 2
	faceLine := func(c dealer.Card) string {
		return box.left + " " + r.p.faces[c] + strings.Repeat(" ", inner-1-r.p.faceWidths[c]) + box.right
	}
	lines := make([]string, 0, step*(len(cards)-1)+body+2)
	for i, c := range cards {
		last := i == len(cards)-1
		if step == 1 {
			lines = append(lines, r.edgeWithFace(c, i == 0))
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
func (r *renderer) edgeWithFace(c dealer.Card, first bool) string {
	box := r.p.cards[r.layout.CardWidth]
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
