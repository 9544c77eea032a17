package dealer

// Layout is a dealt game: the 52 cards in dealing order. Card i lies in column i%8
// at depth i/8 (depth 0 is the bottom of the column, dealt first), so columns 1-4
// hold seven cards and columns 5-8 hold six.
type Layout struct {
	Cards [52]Card
}

// The layout's shape.
const (
	NumColumns = 8
	NumRows    = 7
)

// ColumnLen returns how many cards column col (0..7) holds.
func ColumnLen(col int) int {
	if col < 4 {
		return 7
	}
	return 6
}

// Column returns column col (0..7), bottom card first.
func (l *Layout) Column(col int) []Card {
	cards := make([]Card, ColumnLen(col))
	for depth := range cards {
		cards[depth] = l.Cards[depth*NumColumns+col]
	}
	return cards
}

// Columns returns the eight columns, each bottom card first.
func (l *Layout) Columns() [NumColumns][]Card {
	var cols [NumColumns][]Card
	for col := range cols {
		cols[col] = l.Column(col)
	}
	return cols
}

// Row returns row r (0..6) as dealt: eight cards, four in the last row.
func (l *Layout) Row(r int) []Card {
	return l.Cards[r*NumColumns : min(r*NumColumns+NumColumns, len(l.Cards))]
}

// Rows returns the seven rows: six of eight cards, the last of four.
func (l *Layout) Rows() [NumRows][]Card {
	var rows [NumRows][]Card
	for r := range rows {
		rows[r] = l.Row(r)
	}
	return rows
}

// Deal returns the layout of game, or an error naming the valid range.
func Deal(game int64) (Layout, error) {
	var l Layout
	err := DealInto(&l, game)
	return l, err
}

// DealInto fills l with the layout of game without allocating; on error l is unchanged.
func DealInto(l *Layout, game int64) error {
	switch {
	case game == -1:
		*l = jokeDeal1
	case game == -2:
		*l = jokeDeal2
	case game >= 1 && game < 1<<31:
		// Windows: the C library's LCG, 15-bit results.
		shuffle(l, uint32(game), 0x7fff, 0)
	case game >= 1<<31 && game < 1<<32:
		// FreeCell Pro: rand's top bit is set (| 0x8000, written + 0x8000 after the
		// mask), so these never repeat a Windows deal.
		shuffle(l, uint32(game), 0x7fff, 0x8000)
	case game >= 1<<32 && game <= MaxGame:
		// FreeCell Pro: seeds restart at 0 with 16-bit results plus one.
		shuffle(l, uint32(game-1<<32), 0xffff, 1)
	default:
		return checkGame(game)
	}
	return nil
}

// startDeck is Microsoft's deck before shuffling: AC AD AH AS 2C … KS, padded to
// 64 bytes so that each deal copies it in four 16-byte moves (measured a little
// faster than 52).
var startDeck = func() (deck [64]Card) {
	for i := range Card(52) {
		deck[i] = i
	}
	return deck
}()

// shuffle, the dealer itself, is unrolled into shuffle_gen.go by gen_shuffle.go.
//go:generate go run gen_shuffle.go
