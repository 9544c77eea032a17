package atlas

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
)

// A cells table is a cheap survey's facts (Options.Cheap) of a long range of
// deals, a byte a deal: the fewest free cells the deal needs when known,
// cellsSuffice|k when k cells suffice and fewer were not tried, or
// cellsBetween|lo<<4|hi when a search stopped at its bound and the fewest is
// lo to hi (lo at most 7). It is stored gzipped after a header line,
// "freecell cells 1 down_to=D solver=S first=F last=L\n": most bytes say the same.
const (
	cellsMagic   = "freecell cells 1"
	cellsSuffice = 0x10
	cellsBetween = 0x80
	cellsUnknown = 0xFF
)

// Cells is a cells table, read.
type Cells struct {
	downTo, solver int
	first, last    int64
	table          []byte
}

// PackCells packs a cheap survey's facts of every game from first to last.
func PackCells(facts []Facts, first, last int64) ([]byte, error) {
	if first < 1 || last < first {
		return nil, fmt.Errorf("cannot pack games %d to %d", first, last)
	}
	table := bytes.Repeat([]byte{cellsUnknown}, int(last-first+1))
	have := make([]bool, len(table))
	downTo, solver := -1, -1
	for i := range facts {
		f := &facts[i]
		if f.Game < first || f.Game > last {
			continue
		}
		if !f.Cheap || downTo >= 0 && (f.DownTo != downTo || f.Solver != solver) {
			return nil, fmt.Errorf("game %d: a cells table takes one cheap survey's records (--down-to, one solver)", f.Game)
		}
		downTo, solver = f.DownTo, f.Solver
		have[f.Game-first] = true
		switch {
		case f.Known:
			table[f.Game-first] = byte(f.Fewest)
		case !f.Undecided() && f.AtMost <= 8:
			table[f.Game-first] = cellsSuffice | byte(f.AtMost)
		case f.AtLeast <= 7 && f.AtMost <= 9:
			table[f.Game-first] = cellsBetween | byte(f.AtLeast)<<4 | byte(f.AtMost)
		}
	}
	for i, ok := range have {
		if !ok {
			return nil, fmt.Errorf("game %d has no record: survey it (--resume goes on where a survey stopped)", first+int64(i))
		}
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s down_to=%d solver=%d first=%d last=%d\n", cellsMagic, downTo, solver, first, last)
	z, _ := gzip.NewWriterLevel(&b, gzip.BestCompression) // the level is valid
	_, _ = z.Write(table)                                 // a buffer's writes do not fail
	if err := z.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// ReadCells reads a cells table.
func ReadCells(data []byte) (*Cells, error) {
	end := bytes.IndexByte(data, '\n')
	if end < 0 || !bytes.HasPrefix(data, []byte(cellsMagic+" ")) {
		return nil, errors.New("not a cells table")
	}
	c := &Cells{}
	if _, err := fmt.Sscanf(string(data[len(cellsMagic)+1:end]), "down_to=%d solver=%d first=%d last=%d", &c.downTo, &c.solver, &c.first, &c.last); err != nil {
		return nil, fmt.Errorf("a cells table's header is damaged: %w", err)
	}
	z, err := gzip.NewReader(bytes.NewReader(data[end+1:]))
	if err == nil {
		c.table, err = io.ReadAll(z)
	}
	switch {
	case err != nil:
		return nil, fmt.Errorf("a cells table is damaged: %w", err)
	case c.last < c.first || int64(len(c.table)) != c.last-c.first+1:
		return nil, errors.New("a cells table is cut short or too long")
	}
	return c, nil
}

// Facts are the facts of game, and whether the table holds it.
func (c *Cells) Facts(game int64) (Facts, bool) {
	if c == nil || game < c.first || game > c.last || c.table[game-c.first] == cellsUnknown {
		return Facts{}, false
	}
	f := Facts{Game: game, Cheap: true, DownTo: c.downTo, Solver: c.solver}
	switch b := c.table[game-c.first]; {
	case b&cellsBetween != 0:
		f.AtLeast, f.AtMost = int(b>>4&7), int(b&0xF)
	case b&cellsSuffice != 0:
		f.AtMost = int(b &^ cellsSuffice)
	default:
		f.Fewest, f.AtLeast, f.AtMost, f.Known = int(b), int(b), int(b), true
	}
	f.Difficulty, f.Band = Rate(&f)
	return f, true
}
