package main

import (
	"bufio"
	"encoding/json"
	"io"
	"strconv"

	"github.com/freecell/freecell/dealer"
)

// printGames writes every game of spans in format to w, buffered. Multiple games are
// separated by a blank line (text, fcs) or are one JSON object per line (json).
func printGames(w io.Writer, spans []span, format string) error {
	out := bufio.NewWriterSize(w, 256<<10)
	buf := make([]byte, 0, 1024)
	var l dealer.Layout
	first := true
	for _, s := range spans {
		for game := s.first; game <= s.last; game = dealer.Next(game) {
			if err := dealer.DealInto(&l, game); err != nil {
				return err
			}
			buf = buf[:0]
			if !first && format != "json" {
				buf = append(buf, '\n')
			}
			first = false
			switch format {
			case "fcs":
				buf = dealer.AppendColumns(buf, &l)
			case "json":
				buf = appendJSON(buf, game, &l)
			default:
				buf = append(buf, "Game #"...)
				buf = strconv.AppendInt(buf, game, 10)
				buf = append(buf, '\n')
				buf = dealer.AppendRows(buf, &l)
			}
			if _, err := out.Write(buf); err != nil {
				return err
			}
		}
	}
	return out.Flush()
}

// dealJSON is the json format's record.
type dealJSON struct {
	Game    int64      `json:"game"`
	Range   string     `json:"range"`
	Columns [][]string `json:"columns"`
	Rows    [][]string `json:"rows"`
}

func appendJSON(dst []byte, game int64, l *dealer.Layout) []byte {
	r, _ := dealer.RangeOf(game)
	rec := dealJSON{Game: game, Range: r.ID}
	for _, col := range l.Columns() {
		rec.Columns = append(rec.Columns, names(col))
	}
	for _, row := range l.Rows() {
		rec.Rows = append(rec.Rows, names(row))
	}
	text, _ := json.Marshal(rec) // cannot fail: strings and numbers only
	return append(append(dst, text...), '\n')
}

func names(cards []dealer.Card) []string {
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = c.String()
	}
	return out
}
