package rules

import (
	"regexp"
	"strconv"
	"strings"
)

// dealHeader is the first line of a deal as freecell --print writes it:
// "Game #617", or "Game #617 (3 free cells)", its rows of cards after it,
// as Microsoft's dealer lays them out: the first card of each row in the
// first column.
var dealHeader = regexp.MustCompile(`^Game #-?[0-9][0-9,]*(?: \(([0-9]+) free cells?\))?$`)

// headerCells is the free-cell count a deal's header line names, if it
// names one.
func headerCells(line string) (cells int, ok bool) {
	m := dealHeader.FindStringSubmatch(strings.TrimSpace(line))
	if m == nil || m[1] == "" {
		return 0, false
	}
	n, err := strconv.Atoi(m[1])
	return n, err == nil && n <= MaxFreeCells
}

// rowsHeader takes a deal's header line: the lines after it are rows. It
// comes before any card (a second is a second deal: a board is one).
func (b *boardReader) rowsHeader(n int) error {
	switch {
	case b.rowsAt > 0:
		return &BoardError{Line: n, Problem: LineTwice, Word: `"Game #N"`, Other: b.rowsAt}
	case b.started || b.cellsAt > 0 || b.homeAt > 0:
		return &BoardError{Line: n, Problem: HeaderLate}
	}
	b.rowsAt = n
	return nil
}

// row reads a row of a deal: its first card is column 1's, the next column
// 2's, and so on.
func (b *boardReader) row(n int, line string) error {
	cards := strings.Fields(line)
	if len(cards) > NumColumns {
		return &BoardError{Line: n, Problem: TooManyColumns}
	}
	for i, word := range cards {
		c, err := b.card(n, word)
		if err != nil {
			return err
		}
		col := &b.columns[i]
		if *col = append(*col, c); len(*col) > MaxColumn {
			return &BoardError{Line: n, Problem: ColumnTooLong, Count: len(*col), Need: MaxColumn}
		}
		b.rowLine[i] = n
	}
	b.ncols = NumColumns
	return nil
}

// rowsEnd checks the columns the rows made, as a column line is checked.
func (b *boardReader) rowsEnd() error {
	for i, col := range b.columns {
		if most, at := growth(col); most > MaxColumn {
			return &BoardError{Line: b.rowLine[i], Problem: ColumnMayGrow, Card: col[at], Other: at + 1, Count: most, Need: MaxColumn}
		}
	}
	return nil
}
