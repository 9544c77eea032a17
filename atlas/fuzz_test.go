package atlas

import (
	"bytes"
	"testing"
)

// FuzzParseJSON: a survey record (a line of a --resume file) never panics, and
// one that reads writes back to a line that reads the same.
func FuzzParseJSON(f *testing.F) {
	f.Add([]byte(`{"game":617,"fewest_freecells":4,"player_moves":35,"moves_freecells":4,"effort":12492,"opening_moves":11,"opening_winning":10,"difficulty":84,"band":"expert","solver":2,"timing":{"ms":12.5}}`))
	f.Add([]byte(`{"game":1,"fewest_freecells":null,"fewest_between":[0,3],"difficulty":null,"band":"unrated","down_to":3,"solver":1}`))
	f.Add([]byte(`{"game":2,"fewest_freecells":1}`))
	f.Fuzz(func(t *testing.T, line []byte) {
		facts, err := ParseJSON(line)
		if err != nil {
			return
		}
		var b bytes.Buffer
		if err := facts.WriteJSON(&b, true); err != nil {
			t.Fatal(err)
		}
		again, err := ParseJSON(bytes.TrimSpace(b.Bytes()))
		if err != nil || again != facts {
			t.Fatalf("%q read as %+v, written as %q, read back as %+v (%v)", line, facts, b.String(), again, err)
		}
	})
}

// FuzzReadPacked: a damaged atlas or cells table is an error, never a panic,
// and one that reads answers for every game it claims.
func FuzzReadPacked(f *testing.F) {
	good, _ := Pack([]Facts{{Game: 1, Known: true, Fewest: 2, AtLeast: 2, AtMost: 2, Solver: 1}}, 1, 1)
	cells, _ := PackCells([]Facts{{Game: 1, AtMost: 3, Cheap: true, DownTo: 3, Solver: 1}}, 1, 1)
	undecided, _ := Pack([]Facts{{Game: 1, AtLeast: 1, AtMost: 2, Solver: 1}}, 1, 1)
	base, _ := ReadPacked(undecided)
	settled, _, _ := Settle(base, []Facts{{Game: 1, Known: true, Fewest: 2, AtLeast: 2, AtMost: 2, MovesCells: 4, Solver: 5}})
	f.Add(good)
	f.Add(cells)
	f.Add(settled)
	blocks, _ := NewCells(0, 1, 3)
	blocks, _, _ = blocks.With([]Facts{{Game: 2, AtLeast: 1, AtMost: 2, Cheap: true, Solver: 7}})
	f.Add(blocks.Encode())
	f.Fuzz(func(_ *testing.T, data []byte) {
		if p, err := ReadPacked(data); err == nil {
			first, last := p.Range()
			for game := first; game <= min(last, first+100); game++ {
				p.Facts(game)
			}
		}
		if c, err := ReadCells(data); err == nil {
			for game := c.first; game <= min(c.last, c.first+100); game++ {
				c.Facts(game)
			}
		}
	})
}
