package view

import (
	"strings"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// Board is a position to draw, and what to mark on it.
type Board struct {
	Game     int64
	Position rules.Position
	// Moved are moves just made (a playback step): where each took cards from
	// and where it put them are marked, not by colour alone.
	Moved      []rules.Move
	Pick       *Pick       // the cards the player picked up, marked likewise
	Hint       *rules.Move // a move to make: the cards that move, and the card or place they go to, marked
	Targets    uint32      // the places the cards picked up may go (bit i for place i): their names stand out
	Drag       *Drag       // the cards picked up, carried by the mouse
	Impossible bool        // the solver proved that no sequence of moves solves the deal
}

// Drag is the cards picked up as the mouse carries them: they follow the
// pointer, and the place under it is marked as a legal drop (outlined, as a
// move's destination) or an illegal one (its name crossed out).
type Drag struct {
	X, Y int         // the pointer, 0-based
	Over rules.Place // the place under it
	On   bool        // the pointer is over a place but the one the cards came from
}

// carriedCards are the cards picked up, in reverse video, deepest first: "K♠ Q♥".
func (r *renderer) carriedCards() string {
	p := r.Board.Pick
	cards := []dealer.Card{r.Board.Position.Top(p.From)}
	if p.From.IsColumn() {
		col := r.Board.Position.Column(p.From.Index())
		cards = col[max(len(col)-p.Count, 0):]
	}
	faces := make([]string, len(cards))
	for i, c := range cards {
		faces[i] = r.p.litFaces[c]
	}
	return " [" + strings.Join(faces, " ") + "] " // bracketed, a space each side: a label carried over the board, never read as a card of it (nor glued to the text it covers)
}

// Dealt is the board of a freshly dealt game with cells free cells.
func Dealt(game int64, l *dealer.Layout, cells int) Board {
	return Board{Game: game, Position: rules.NewPositionWith(l, cells)}
}

// Tallest is the number of cards in the board's longest column.
func (b *Board) Tallest() int {
	tallest := 0
	for i := range rules.NumColumns {
		tallest = max(tallest, len(b.Position.Column(i)))
	}
	return tallest
}

// marks says, for each place, whether it is marked and how many top cards: a
// move's source shows its top card (or its empty outline) marked, a column it
// filled the cards it brought.
type marks [rules.Foundation + 4]int // columns, free cells, then a foundation per suit

func marksOf(moves []rules.Move, pick *Pick, hint *rules.Move) marks {
	var m marks
	if pick != nil {
		m[pick.From] = pick.Count
	}
	if h := hint; h != nil { // not made yet: the cards it takes, and where they go
		m[h.From] = max(int(h.Count), 1)
		if h.To == rules.Foundation {
			m[int(rules.Foundation)+int(h.Card.Suit())] = 1
		} else {
			m[h.To] = 1
		}
	}
	for _, mv := range moves {
		from := int(mv.From)
		if m[from] > 1 {
			m[from]-- // a card a move brought has left again
		} else {
			m[from] = 1
		}
		switch {
		case mv.To == rules.Foundation:
			m[int(rules.Foundation)+int(mv.Card.Suit())] = 1
		case mv.To.IsColumn():
			m[mv.To] = max(int(mv.Count), 1)
		default:
			m[mv.To] = 1
		}
	}
	return m
}

// cells draws the board's rows of places: the free cells and foundations, then
// the columns, each a list of lines exactly CardWidth wide.
type cells struct {
	g     Geometry
	p     *pieces
	marks marks
	label func(at rules.Place, suit dealer.Suit) string // a place's name, as it stands out or not
}

// topRow is the first four free cells (those the game has) and the foundations.
func (c *cells) topRow(pos *rules.Position) (row [boardColumns][]string) {
	for i := range min(pos.FreeCellCount(), cellsPerRow) {
		row[i] = c.freeCell(pos, i)
	}
	for s := range dealer.Suit(4) {
		row[cellsPerRow+int(s)] = c.place(pos.FoundationTop(s), c.label(rules.Foundation, s), c.marks[int(rules.Foundation)+int(s)] > 0)
	}
	return row
}

// secondCellRow is the free cells past the fourth, under the first four.
func (c *cells) secondCellRow(pos *rules.Position) (row [boardColumns][]string) {
	for i := cellsPerRow; i < pos.FreeCellCount(); i++ {
		row[i-cellsPerRow] = c.freeCell(pos, i)
	}
	return row
}

func (c *cells) freeCell(pos *rules.Position, i int) []string {
	at := rules.FreeCellPlace(i)
	return c.place(pos.FreeCell(i), c.label(at, 0), c.marks[at] > 0)
}

// place draws one free cell or foundation, its name set in its top edge.
func (c *cells) place(card dealer.Card, label string, lit bool) []string {
	if c.g.Compact {
		if !card.Valid() {
			return []string{c.compactEmpty(lit)}
		}
		return []string{c.compactFace(card, lit)}
	}
	box := c.box(card.Valid(), lit)
	lines := []string{c.edgeWithText(box, true, label, 1)}
	inner := c.g.CardWidth - 2
	for i := range c.g.topBody() {
		if i == 0 && card.Valid() {
			lines = append(lines, box.left+" "+c.face(card, lit)+strings.Repeat(" ", inner-1-c.p.faceWidths[card])+box.right)
		} else {
			lines = append(lines, box.blank)
		}
	}
	return append(lines, box.bottom)
}

func (c *cells) columns(pos *rules.Position) (cols [boardColumns][]string) {
	for i := range rules.NumColumns {
		col := pos.Column(i)
		lit := c.marks[i]
		switch {
		case c.g.Compact && len(col) == 0:
			cols[i] = []string{c.compactEmpty(lit > 0)}
		case c.g.Compact:
			first := len(col) - lit
			for k, card := range col {
				cols[i] = append(cols[i], c.compactFace(card, lit > 0 && k >= first))
			}
		case len(col) == 0:
			cols[i] = c.emptyBox(lit > 0)
		default:
			cols[i] = c.stack(col, lit)
		}
	}
	return cols
}

func (c *cells) box(card, lit bool) *boxLines {
	switch {
	case lit:
		return c.p.lit[c.g.CardWidth]
	case card:
		return c.p.cards[c.g.CardWidth]
	}
	return c.p.empty[c.g.CardWidth]
}

func (c *cells) face(card dealer.Card, lit bool) string {
	if lit {
		return c.p.litFaces[card]
	}
	return c.p.faces[card]
}

func (c *cells) compactFace(card dealer.Card, lit bool) string {
	return c.face(card, lit) + strings.Repeat(" ", compactCardWidth-c.p.faceWidths[card])
}

func (c *cells) compactEmpty(lit bool) string {
	if lit {
		return c.p.litEmpty
	}
	return c.p.emptyMark
}

func (c *cells) emptyBox(lit bool) []string {
	box := c.box(false, lit)
	lines := []string{box.top}
	for range c.g.Body {
		lines = append(lines, box.blank)
	}
	return append(lines, box.bottom)
}

// stack draws overlapping cards. Each covered card shows Step lines: its top
// edge, its face line, then blank lines; with step 1 the face sits in the edge.
// The last card shows Body lines: its face, a pip in the middle when there is
// room, and its face again bottom right. The top lit cards are marked.
func (c *cells) stack(cards []dealer.Card, lit int) []string {
	inner := c.g.CardWidth - 2
	step, body := c.g.Step, c.g.Body
	lines := make([]string, 0, step*(len(cards)-1)+body+2)
	firstLit := len(cards) - lit
	var box *boxLines
	for i, card := range cards {
		marked := lit > 0 && i >= firstLit
		box = c.box(true, marked)
		face := c.face(card, marked)
		if step == 1 {
			lines = append(lines, c.edgeWithText(box, i == 0, face, c.p.faceWidths[card]))
		} else {
			edge := box.top
			if i > 0 {
				edge = box.joint
			}
			lines = append(lines, edge, box.left+" "+face+strings.Repeat(" ", inner-1-c.p.faceWidths[card])+box.right)
		}
		if i < len(cards)-1 {
			for range step - 2 {
				lines = append(lines, box.blank)
			}
		}
	}
	last := cards[len(cards)-1]
	face, width := c.face(last, lit > 0), c.p.faceWidths[last]
	shown := 1 // body lines drawn already: the face line
	if step == 1 {
		shown = 0
	}
	for i := shown; i < body; i++ {
		switch {
		case i == body-1 && body >= 3: // the index again, bottom right
			lines = append(lines, box.left+strings.Repeat(" ", inner-1-width)+face+" "+box.right)
		case i == body/2 && body >= 5: // a pip in the middle
			pad := (inner - width) / 2
			lines = append(lines, box.left+strings.Repeat(" ", pad)+face+strings.Repeat(" ", inner-pad-width)+box.right)
		default:
			lines = append(lines, box.blank)
		}
	}
	return append(lines, box.bottom)
}

// edgeWithText is a top edge or joint with text set into it: "├ 7♦ ───┤".
func (c *cells) edgeWithText(box *boxLines, top bool, text string, width int) string {
	left, right := box.jointLeft, box.jointRight
	if top {
		left, right = box.topLeft, box.topRight
	}
	fill := c.g.CardWidth - 4 - width
	if fill < 0 { // "├ 10♦┤": no room for the space after the text
		return left + " " + text + right
	}
	return left + " " + text + " " + box.edge(fill) + right
}
