package rules

import (
	"fmt"
	"strings"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/words"
)

// BoardProblem is why a text is not a position in fc-solve's board format.
type BoardProblem int

// The ways a board can fail.
const (
	NotACard         BoardProblem = iota + 1 // Word is not a card
	NotAFoundation                           // Word is not a foundation such as H-5
	CardTwice                                // Card is on Line and on Other too
	CardOnFoundation                         // Card is on Line, and under its foundation's top
	CardMissing                              // Card is nowhere: neither in a column, a free cell nor home
	TooManyCells                             // Count cards in the free cells of a game of Need
	TooManyColumns                           // a ninth column; Count blank lines were taken as empty columns
	ColumnTooLong                            // Count cards in one column, where at most Need fit
	NoCards                                  // nothing but blank lines and comments
	LineTwice                                // a second Freecells or Foundations line (Word), the first on Other
	SuitTwice                                // Word's suit is on the foundations line already
	TooManyPlaces                            // a Freecells line of Count places, more than MaxFreeCells
	ColumnMayGrow                            // a run built on Card, the Other-th card of a column, makes Count cards, where at most Need fit
	HeaderLate                               // a deal's "Game #N" line after cards or a Freecells or Foundations line
)

// BoardError says where and why a board is not a position, as a kind.
type BoardError struct {
	Line    int // 1-based; 0 when the problem is the board as a whole
	Problem BoardProblem
	Word    string
	Card    dealer.Card
	Other   int // CardTwice: the line the card was on first
	Count   int
	Need    int
}

func (e *BoardError) Error() string {
	where := ""
	if e.Line > 0 {
		where = fmt.Sprintf("line %d: ", e.Line)
	}
	switch e.Problem {
	case NotACard:
		return where + words.Quote(e.Word) + " is not a card (a rank A 2-9 T J Q K and a suit C D H S, like 7D or 10D)"
	case NotAFoundation:
		return where + words.Quote(e.Word) + " is not a foundation (a suit, a dash and its top rank: H-5, C-A, S-0)"
	case CardTwice:
		if e.Other == e.Line {
			return fmt.Sprintf("%s%v is there twice", where, e.Card)
		}
		return fmt.Sprintf("%s%v is on line %d already", where, e.Card, e.Other)
	case CardOnFoundation:
		return fmt.Sprintf("%s%v is on its foundation already (the foundations line says %c-%c)", where, e.Card, e.Card.Suit().Letter(), foundationLetter(dealer.Rank(e.Need)))
	case CardMissing:
		return fmt.Sprintf("%s%v is missing: every card is in a column, a free cell or under its foundation's top", where, e.Card)
	case TooManyCells:
		return fmt.Sprintf("%s%s in the free cells; the game has %d", where, words.Plural(e.Count, "card"), e.Need)
	case TooManyColumns:
		if e.Count > 0 {
			return fmt.Sprintf("%sa ninth column: a board has eight (%s between columns counted as empty columns)", where, words.Plural(e.Count, "blank line"))
		}
		return where + "a ninth column: a board has eight"
	case TooManyPlaces:
		return fmt.Sprintf("%sthe free cells line has %d places: a game has at most %d free cells", where, e.Count, MaxFreeCells)
	case LineTwice:
		return fmt.Sprintf("%sa second %s line (the first is line %d): a board has one", where, e.Word, e.Other)
	case SuitTwice:
		return where + words.Quote(e.Word) + ": the foundations line names its suit already"
	case NoCards:
		return "no cards: a board has a line for each of its eight columns, bottom card first"
	case HeaderLate:
		return where + `a "Game #N" line starts a deal as freecell --print writes it, rows of cards after it: it comes first`
	case ColumnMayGrow:
		return fmt.Sprintf("%s%v, card %d from the column's bottom, could take a run down to the ace: %d cards in one column, where at most %d fit", where, e.Card, e.Other, e.Count, e.Need)
	default: // ColumnTooLong
		return fmt.Sprintf("%s%d cards in one column; at most %d fit", where, e.Count, e.Need)
	}
}

// ParseBoard reads a position in fc-solve's board format, for a game of cells
// free cells: one column a line, bottom card first (a leading ":" allowed, a
// line of ":" alone an empty column, as fc-solve -p prints them); optional
// "Freecells:" (or "FC:") and "Foundations:" (or "Founds:") lines, "-" for an
// empty free cell and H-5 for the hearts up to the five. Cards are written 7D,
// TD or 10D, in either case. Lines that start with # are comments. A text
// that is not a position is a *BoardError.
func ParseBoard(text string, cells int) (Position, error) {
	var b boardReader
	b.cells = cells
	text = strings.TrimPrefix(text, "\ufeff") // a byte-order mark some editors write
	for i, line := range strings.Split(text, "\n") {
		if err := b.line(i+1, line); err != nil {
			return Position{}, err
		}
	}
	if b.rowsAt > 0 {
		if err := b.rowsEnd(); err != nil {
			return Position{}, err
		}
	}
	return b.position()
}

// cellPlaces are the places of a Freecells line, rest being what follows
// its colon, untrimmed: a card's name or "-" for an empty cell, as words
// ("Freecells: QH - 2S"), or as fc-solve -p prints them, four characters a
// cell, two spaces and a card or four spaces ("Freecells:  QH      2S    "),
// where an empty cell is blank: spaces, then, are places too.
func cellPlaces(rest string) []string {
	rest = strings.TrimRight(rest, "\r")
	if slots, ok := fixedCells(rest); ok {
		return slots
	}
	return strings.Fields(rest)
}

// fixedCells reads rest as fc-solve -p's cells, four characters each; ok is
// false where it is not in that form. Blank cells after the last card count
// where their spaces are there (an editor may take them off).
func fixedCells(rest string) (places []string, ok bool) {
	cards := strings.TrimRight(rest, " ")
	if len(cards)%4 != 0 || len(rest)%4 != 0 && cards != rest || rest == "" {
		return nil, false
	}
	for i := 0; i < len(rest)-3; i += 4 {
		switch slot := rest[i : i+4]; {
		case slot == "    ":
			places = append(places, "-")
		case slot[:2] == "  " && slot[2] != ' ' && slot[3] != ' ':
			places = append(places, slot[2:])
		default:
			return nil, false
		}
	}
	return places, true
}

// BoardCells is the free-cell count a board's text says: the places of its
// Freecells line ("-" for each empty one), as fc-solve and AppendBoard write
// it. ok is false when the text has no such line, or names more than
// MaxFreeCells places: then the count is the reader's to choose.
func BoardCells(text string) (cells int, ok bool) {
	for _, line := range strings.Split(strings.TrimPrefix(text, "\ufeff"), "\n") {
		if n, ok := headerCells(line); ok {
			return n, true
		}
		line, _, _ = strings.Cut(line, "#")
		label, rest, found := strings.Cut(strings.TrimLeft(line, " \t"), ":") // rest untrimmed: fc-solve's blank cells are places
		if !found {
			continue
		}
		if l := strings.ToLower(label); l == "freecells" || l == "fc" {
			n := len(cellPlaces(rest))
			return n, n <= MaxFreeCells
		}
	}
	return 0, false
}

// boardReader holds what the lines read so far said.
type boardReader struct {
	cells   int
	columns [NumColumns][]dealer.Card
	ncols   int
	free    []dealer.Card
	home    [4]dealer.Rank
	homeAt  int             // the line of the foundations, 0 for none
	cellsAt int             // the line of the free cells, 0 for none
	seenAt  [52]int         // the line each card was on, 0 for none yet
	started bool            // a column has been read: blank lines are empty columns
	rowsAt  int             // the line of a deal's "Game #N" header: the cards are in rows (0 for columns)
	rowLine [NumColumns]int // the line of each column's last card, read in rows
	blanks  int             // blank lines since the last column, not yet known to be columns
	// emptyByBlanks counts the blank lines taken as empty columns, for an
	// error that follows from them.
	emptyByBlanks int
}

func (b *boardReader) line(n int, raw string) error {
	if dealHeader.MatchString(strings.TrimSpace(raw)) { // before comments are cut: its # is the game's
		return b.rowsHeader(n)
	}
	if strings.HasPrefix(strings.TrimSpace(raw), "#") { // a comment line, not a blank one
		return nil
	}
	raw, _, _ = strings.Cut(raw, "#") // a comment after the cards
	line := strings.TrimSpace(raw)
	if line == "" {
		if b.started {
			b.blanks++
		}
		return nil
	}
	if len(line) >= 3 && strings.Trim(line, "=") == "" { // fc-solve -p -t's rule under each board, cut with it
		return nil
	}
	if label, rest, ok := strings.Cut(line, ":"); ok && label != "" {
		switch strings.ToLower(label) {
		case "freecells", "fc":
			_, rest, _ = strings.Cut(raw, ":") // untrimmed: fc-solve's blank cells are places
			return b.freeCells(n, rest)
		case "foundations", "founds":
			return b.foundations(n, rest)
		}
	}
	for ; b.blanks > 0; b.blanks-- { // blank lines between columns were empty columns
		if err := b.column(n, ""); err != nil {
			return err
		}
		b.emptyByBlanks++
	}
	if b.rowsAt > 0 {
		return b.row(n, line)
	}
	b.started = true
	return b.column(n, strings.TrimPrefix(line, ":"))
}

func (b *boardReader) column(n int, text string) error {
	if b.ncols == NumColumns {
		return &BoardError{Line: n, Problem: TooManyColumns, Count: b.emptyByBlanks}
	}
	col := &b.columns[b.ncols]
	b.ncols++
	for _, word := range strings.Fields(text) {
		c, err := b.card(n, word)
		if err != nil {
			return err
		}
		*col = append(*col, c)
	}
	if len(*col) > MaxColumn {
		return &BoardError{Line: n, Problem: ColumnTooLong, Count: len(*col), Need: MaxColumn}
	}
	if most, at := growth(*col); most > MaxColumn {
		return &BoardError{Line: n, Problem: ColumnMayGrow, Card: (*col)[at], Other: at + 1, Count: most, Need: MaxColumn}
	}
	return nil
}

func (b *boardReader) freeCells(n int, text string) error {
	if b.cellsAt > 0 {
		return &BoardError{Line: n, Problem: LineTwice, Word: "Freecells", Other: b.cellsAt}
	}
	b.cellsAt = n
	places := cellPlaces(text)
	if len(places) > MaxFreeCells {
		return &BoardError{Line: n, Problem: TooManyPlaces, Count: len(places)}
	}
	held := 0
	for _, word := range places {
		if word == "-" {
			b.free = append(b.free, dealer.NoCard)
			continue
		}
		c, err := b.card(n, word)
		if err != nil {
			return err
		}
		b.free = append(b.free, c)
		held++
	}
	if held > b.cells {
		return &BoardError{Line: n, Problem: TooManyCells, Count: held, Need: b.cells}
	}
	if len(b.free) > b.cells { // more places than cells: the cards, in order
		kept := b.free[:0]
		for _, c := range b.free {
			if c != dealer.NoCard {
				kept = append(kept, c)
			}
		}
		b.free = kept
	}
	return nil
}

func (b *boardReader) foundations(n int, text string) error {
	if b.homeAt > 0 {
		return &BoardError{Line: n, Problem: LineTwice, Word: "Foundations", Other: b.homeAt}
	}
	b.homeAt = n
	var named [4]bool
	for _, word := range strings.Fields(text) {
		s, top, ok := foundationTop(word)
		if !ok {
			return &BoardError{Line: n, Problem: NotAFoundation, Word: word}
		}
		if named[s] {
			return &BoardError{Line: n, Problem: SuitTwice, Word: word}
		}
		named[s], b.home[s] = true, top
	}
	return nil
}

// card reads one card and notes its line; a card seen before is an error.
func (b *boardReader) card(n int, word string) (dealer.Card, error) {
	name := word
	if len(name) == 2 && name[0] == '1' { // fc-solve takes 1 for an ace
		name = "A" + name[1:]
	}
	c, err := dealer.ParseCard(name)
	if err != nil {
		return c, &BoardError{Line: n, Problem: NotACard, Word: word}
	}
	if at := b.seenAt[c]; at > 0 {
		return c, &BoardError{Line: n, Problem: CardTwice, Card: c, Other: at}
	}
	b.seenAt[c] = n
	return c, nil
}

// position checks the board as a whole (no card missing, none both in play
// and home) and makes it a position.
func (b *boardReader) position() (Position, error) {
	if b.ncols == 0 && b.cellsAt == 0 && b.homeAt == 0 {
		return Position{}, &BoardError{Problem: NoCards}
	}
	for c := range dealer.Card(52) {
		home := b.home[c.Suit()]
		switch at := b.seenAt[c]; {
		case c.Rank() <= home && at > 0:
			return Position{}, &BoardError{Line: at, Problem: CardOnFoundation, Card: c, Need: int(home)}
		case c.Rank() > home && at == 0:
			return Position{}, &BoardError{Problem: CardMissing, Card: c}
		}
	}
	return PositionWith(b.columns, b.free, b.home, b.cells)
}

// foundationTop reads a foundation such as H-5, C-A, D-10, S-1 or H-0: its
// suit and top rank (0 for none).
func foundationTop(word string) (dealer.Suit, dealer.Rank, bool) {
	suit, rank, ok := strings.Cut(word, "-")
	if !ok || len(suit) != 1 {
		return 0, 0, false
	}
	name := rank
	if rank == "0" || rank == "1" {
		name = "A" // an empty foundation names its suit with any rank; fc-solve takes 1 for an ace
	}
	c, err := dealer.ParseCard(name + suit)
	if err != nil {
		return 0, 0, false
	}
	if rank == "0" {
		return c.Suit(), 0, true
	}
	return c.Suit(), c.Rank(), true
}

func foundationLetter(r dealer.Rank) byte {
	if r == 0 {
		return '0'
	}
	return r.Letter()
}

// AppendBoard appends p in fc-solve's board format, as ParseBoard reads it and
// fc-solve -p prints it: the foundations, the free cells ("-" for an empty
// one, as many as the game has), then each column on a line after ": ".
func (p *Position) AppendBoard(dst []byte) []byte {
	dst = append(dst, "Foundations:"...)
	for _, s := range []dealer.Suit{dealer.Hearts, dealer.Clubs, dealer.Diamonds, dealer.Spades} {
		dst = append(dst, ' ', s.Letter(), '-', foundationLetter(dealer.Rank(p.home[s])))
	}
	dst = append(dst, "\nFreecells:"...)
	for _, c := range p.free[:p.cells] {
		dst = append(dst, ' ')
		if c == dealer.NoCard {
			dst = append(dst, '-')
		} else {
			dst = append(dst, c.String()...)
		}
	}
	dst = append(dst, '\n')
	for i := range p.cols {
		dst = append(dst, ':')
		for _, c := range p.Column(i) {
			dst = append(dst, ' ')
			dst = append(dst, c.String()...)
		}
		dst = append(dst, '\n')
	}
	return dst
}
