package batch

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"strconv"
	"strings"

	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/words"
)

// Print writes every game of spans, to be played with cells free cells, in
// format to w, buffered. Games are separated by a blank line (text, fcs) or
// are one JSON object per line (json). A count other than Microsoft's four is
// said: in text's heading, and as fcs's Freecells line (a "-" a cell). When
// ctx ends it stops after a whole game, what it wrote flushed, and returns
// ctx's error: a range stopped by Ctrl+C ends on a whole record.
func Print(ctx context.Context, w io.Writer, spans []Span, format Format, cells int) error {
	out := bufio.NewWriterSize(w, 256<<10)
	buf := make([]byte, 0, 1024)
	var l dealer.Layout
	var err error
	first, n := true, 0
	each(spans, func(game int64) bool {
		if n++; n%printCheck == 0 && ctx.Err() != nil {
			err = ctx.Err()
			return false
		}
		if err = dealer.DealInto(&l, game); err != nil {
			return false
		}
		buf = buf[:0]
		if !first && format != JSON {
			buf = append(buf, '\n')
		}
		first = false
		switch format {
		case FCS:
			if cells != rules.DefaultFreeCells {
				buf = append(buf, "Freecells:"...)
				buf = append(buf, strings.Repeat(" -", cells)...)
				buf = append(buf, '\n')
			}
			buf = dealer.AppendColumns(buf, &l)
		case JSON:
			buf = appendDealJSON(buf, game, &l, cells)
		case Text:
			buf = append(buf, "Game #"...)
			buf = strconv.AppendInt(buf, game, 10)
			if cells != rules.DefaultFreeCells {
				buf = append(buf, " ("...)
				buf = append(buf, words.Plural(cells, "free cell")...)
				buf = append(buf, ')')
			}
			buf = append(buf, '\n')
			buf = dealer.AppendRows(buf, &l)
		}
		_, err = out.Write(buf)
		return err == nil
	})
	if err != nil && ctx.Err() == nil {
		return err
	}
	if ferr := out.Flush(); ferr != nil {
		return ferr
	}
	return err
}

// printCheck is how many games Print writes between looks at its context:
// a few million a second are written.
const printCheck = 256

// DealJSON is a deal as the json format writes it.
type DealJSON struct {
	Game      int64      `json:"game"`
	Range     string     `json:"range"`
	FreeCells int        `json:"freecells"`
	Columns   [][]string `json:"columns"`
	Rows      [][]string `json:"rows"`
	// Atlas is the shipped atlas's facts of the deal (as --survey writes
	// them, without the time), when it holds the deal.
	Atlas json.RawMessage `json:"atlas,omitempty"`
}

func appendDealJSON(dst []byte, game int64, l *dealer.Layout, cells int) []byte {
	r, _ := dealer.RangeOf(game)
	rec := DealJSON{Game: game, Range: r.ID, FreeCells: cells}
	for _, col := range l.Columns() {
		rec.Columns = append(rec.Columns, names(col))
	}
	for _, row := range l.Rows() {
		rec.Rows = append(rec.Rows, names(row))
	}
	if facts, ok := atlas.Lookup(game); ok {
		var b bytes.Buffer
		_ = facts.WriteJSON(&b, false) // a buffer's writes do not fail
		rec.Atlas = bytes.TrimSpace(b.Bytes())
	}
	text, _ := json.Marshal(rec) // cannot fail: strings, numbers and a record of its own
	return append(append(dst, text...), '\n')
}

func names(cards []dealer.Card) []string {
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = c.String()
	}
	return out
}
