package atlas

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
)

// A cells table is a cheap survey's facts (Options.Cheap) of a long range of
// deals, a byte a deal: the fewest free cells the deal needs when known,
// cellsSuffice|k when k cells suffice and fewer were not tried, or
// cellsBetween|lo<<4|hi when a search stopped at its bound and the fewest is
// lo to hi (lo at most 7). It is stored gzipped after a header line (most
// bytes say the same). The first form, "freecell cells 1 down_to=D solver=S
// first=F last=L\n", holds every deal, all by one solver. The second,
// "freecell cells 2 down_to=D first=F last=L solvers=S1,S2,...\n", may be
// filled a block at a time and by several solvers (a survey of months sees
// the engine change): after the table, a byte a deal says whose record it
// is, 1 + the solver's place in the list (0: no record yet), with
// originSettled when the record settled one a survey had left undecided.
const (
	cellsMagic    = "freecell cells 1"
	cellsMagic2   = "freecell cells 2"
	cellsSuffice  = 0x10
	cellsBetween  = 0x80
	cellsUnknown  = 0xFF
	originSettled = 0x80
	originSolver  = 0x0F
)

// Cells is a cells table, read.
type Cells struct {
	downTo      int
	first, last int64
	table       []byte
	origin      []byte // nil: every deal is solvers[0]'s (the first form)
	solvers     []int
}

// NewCells is an empty cells table of games first..last, for a cheap
// survey's records down to downTo free cells.
func NewCells(downTo int, first, last int64) (*Cells, error) {
	if first < 1 || last < first || last-first >= 1<<31 || downTo < 0 || downTo > 8 {
		return nil, fmt.Errorf("cannot make a cells table of games %d to %d down to %d cells", first, last, downTo)
	}
	n := int(last - first + 1)
	return &Cells{downTo: downTo, first: first, last: last, table: bytes.Repeat([]byte{cellsUnknown}, n), origin: make([]byte, n)}, nil
}

// PackCells packs a cheap survey's facts of every game from first to last,
// which facts must all hold.
func PackCells(facts []Facts, first, last int64) ([]byte, error) {
	downTo := 0
	for i := range facts {
		if f := &facts[i]; f.Game >= first && f.Game <= last {
			downTo = f.DownTo
			break
		}
	}
	c, err := NewCells(downTo, first, last)
	if err != nil {
		return nil, err
	}
	c, _, err = c.With(facts)
	if err != nil {
		return nil, err
	}
	if missing := c.Missing(); len(missing) > 0 {
		return nil, fmt.Errorf("game %d has no record: survey it (--resume goes on where a survey stopped)", missing[0])
	}
	return c.Encode(), nil
}

// Merged counts what With took: records of deals the table had none of,
// and records that settled a deal a survey had left undecided (or narrowed
// its range).
type Merged struct{ Added, Settled int }

// With is the table with facts of its games taken in, each recorded with
// its solver: a deal with no record takes its record; a deal left undecided
// takes one that decides it or narrows its range, marked settled. Records
// that say no more than the table, and games outside it, are left out. Two
// decided verdicts that differ are an error: one solver is wrong, and which
// one must be settled, not guessed.
func (c *Cells) With(facts []Facts) (*Cells, Merged, error) {
	out := c.clone()
	var m Merged
	for i := range facts {
		f := &facts[i]
		if f.Game < c.first || f.Game > c.last {
			continue
		}
		if !f.Cheap || f.DownTo != c.downTo || f.Solver < 1 {
			return nil, Merged{}, fmt.Errorf("game %d: a cells table down to %d cells takes only a cheap survey's records (--down-to %d)", f.Game, c.downTo, c.downTo)
		}
		at := f.Game - c.first
		held, ok := out.Facts(f.Game)
		switch {
		case !ok:
			m.Added++
		case !held.Undecided() && !f.Undecided() && (held.Known != f.Known || held.AtMost != f.AtMost):
			return nil, Merged{}, fmt.Errorf("game %d: solver %d says %s, solver %d says %s: settle which is right", f.Game, held.Solver, cellsVerdict(&held), f.Solver, cellsVerdict(f))
		case !held.Undecided() || !narrower(f, &held):
			continue
		default:
			m.Settled++
		}
		solver, err := out.solverIndex(f.Solver)
		if err == nil && cellsByte(f) == cellsUnknown {
			err = fmt.Errorf("game %d: %s cannot be kept in a cells table", f.Game, cellsVerdict(f))
		}
		if err != nil {
			return nil, Merged{}, err
		}
		out.table[at] = cellsByte(f)
		out.origin[at] = solver
		if ok {
			out.origin[at] |= originSettled
		}
	}
	return out, m, nil
}

// narrower reports whether f says more of a deal than held, undecided.
func narrower(f, held *Facts) bool {
	return !f.Undecided() || f.AtLeast >= held.AtLeast && f.AtMost <= held.AtMost && f.AtMost-f.AtLeast < held.AtMost-held.AtLeast
}

// cellsVerdict is a deal's verdict in a cells table, in a few words.
func cellsVerdict(f *Facts) string {
	switch {
	case f.Known:
		return fmt.Sprintf("fewest %d", f.Fewest)
	case !f.Undecided():
		return fmt.Sprintf("%d suffice", f.AtMost)
	}
	return fmt.Sprintf("%d to %d", f.AtLeast, f.AtMost)
}

// cellsByte is f's byte in a cells table.
func cellsByte(f *Facts) byte {
	switch {
	case f.Known:
		return byte(f.Fewest)
	case !f.Undecided() && f.AtMost <= 8:
		return cellsSuffice | byte(f.AtMost)
	case f.AtLeast <= 7 && f.AtMost <= 9:
		return cellsBetween | byte(f.AtLeast)<<4 | byte(f.AtMost)
	}
	return cellsUnknown
}

// clone is a copy of c in the second form, sharing nothing with it.
func (c *Cells) clone() *Cells {
	out := &Cells{downTo: c.downTo, first: c.first, last: c.last, table: slices.Clone(c.table),
		origin: slices.Clone(c.origin), solvers: slices.Clone(c.solvers)}
	if out.origin == nil { // the first form: every record is solvers[0]'s
		out.origin = make([]byte, len(c.table))
		for i, b := range c.table {
			if b != cellsUnknown {
				out.origin[i] = 1
			}
		}
	}
	return out
}

// solverIndex is solver's byte in c's origins, taken into its list if new.
func (c *Cells) solverIndex(solver int) (byte, error) {
	i := slices.Index(c.solvers, solver)
	if i < 0 {
		if len(c.solvers) == originSolver {
			return 0, fmt.Errorf("a cells table holds the records of %d solvers at most", originSolver)
		}
		c.solvers = append(c.solvers, solver)
		i = len(c.solvers) - 1
	}
	return byte(i + 1), nil
}

// Encode is c as stored, in the second form.
func (c *Cells) Encode() []byte {
	c = c.clone()
	var b bytes.Buffer
	solvers := make([]string, len(c.solvers))
	for i, s := range c.solvers {
		solvers[i] = strconv.Itoa(s)
	}
	fmt.Fprintf(&b, "%s down_to=%d first=%d last=%d solvers=%s\n", cellsMagic2, c.downTo, c.first, c.last, strings.Join(solvers, ","))
	z, _ := gzip.NewWriterLevel(&b, gzip.BestCompression) // the level is valid
	_, _ = z.Write(c.table)                               // a buffer's writes do not fail
	_, _ = z.Write(c.origin)
	_ = z.Close()
	return b.Bytes()
}

// ReadCells reads a cells table, of either form.
func ReadCells(data []byte) (*Cells, error) {
	end := bytes.IndexByte(data, '\n')
	if end < 0 {
		return nil, errors.New("not a cells table")
	}
	c, perDeal, err := readCellsHeader(string(data[:end]))
	if err != nil {
		return nil, err
	}
	z, err := gzip.NewReader(bytes.NewReader(data[end+1:]))
	var body []byte
	if err == nil {
		body, err = io.ReadAll(io.LimitReader(z, 2*(c.last-c.first+1)+1))
	}
	switch {
	case err != nil:
		return nil, fmt.Errorf("a cells table is damaged: %w", err)
	case int64(len(body)) != perDeal*(c.last-c.first+1):
		return nil, errors.New("a cells table is cut short or too long")
	}
	n := c.last - c.first + 1
	c.table = body[:n]
	if perDeal == 2 {
		c.origin = body[n:]
		for i, o := range c.origin {
			if s := int(o & originSolver); s > len(c.solvers) || (s == 0) != (c.table[i] == cellsUnknown) {
				return nil, fmt.Errorf("a cells table is damaged at game %d", c.first+int64(i))
			}
		}
	}
	return c, nil
}

// readCellsHeader reads a cells table's header line: the table without its
// bytes, and how many bytes a deal its form stores.
func readCellsHeader(line string) (*Cells, int64, error) {
	c := &Cells{}
	var err error
	perDeal := int64(1)
	switch {
	case strings.HasPrefix(line, cellsMagic+" "):
		c.solvers = []int{0}
		_, err = fmt.Sscanf(line[len(cellsMagic)+1:], "down_to=%d solver=%d first=%d last=%d", &c.downTo, &c.solvers[0], &c.first, &c.last)
	case strings.HasPrefix(line, cellsMagic2+" "):
		perDeal = 2
		_, err = fmt.Sscanf(line[len(cellsMagic2)+1:], "down_to=%d first=%d last=%d solvers=", &c.downTo, &c.first, &c.last)
		if _, list, ok := strings.Cut(line, " solvers="); ok && list != "" {
			for _, s := range strings.Split(list, ",") {
				n, convErr := strconv.Atoi(s)
				if convErr != nil || n < 1 {
					err = errors.Join(err, fmt.Errorf("solver %q", s))
				}
				c.solvers = append(c.solvers, n)
			}
		}
	default:
		return nil, 0, errors.New("not a cells table")
	}
	if err != nil || c.first < 1 || c.last < c.first || c.last-c.first >= 1<<31 || len(c.solvers) > originSolver {
		return nil, 0, fmt.Errorf("a cells table's header is damaged: %q", line)
	}
	return c, perDeal, nil
}

// Facts are the facts of game, and whether the table holds a record of it.
func (c *Cells) Facts(game int64) (Facts, bool) {
	if c == nil || game < c.first || game > c.last || c.table[game-c.first] == cellsUnknown {
		return Facts{}, false
	}
	solver := c.solvers[0]
	if c.origin != nil {
		solver = c.solvers[c.origin[game-c.first]&originSolver-1]
	}
	f := Facts{Game: game, Cheap: true, DownTo: c.downTo, Solver: solver}
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

// Settled reports whether game's record settled one a survey left undecided.
func (c *Cells) Settled(game int64) bool {
	return c != nil && c.origin != nil && game >= c.first && game <= c.last && c.origin[game-c.first]&originSettled != 0
}

// Missing is the games c holds no record of, in order.
func (c *Cells) Missing() []int64 {
	var missing []int64
	for i, b := range c.table {
		if b == cellsUnknown {
			missing = append(missing, c.first+int64(i))
		}
	}
	return missing
}

// Range is the first and last games c is a table of, and how many free
// cells its survey went down to.
func (c *Cells) Range() (first, last int64, downTo int) { return c.first, c.last, c.downTo }
