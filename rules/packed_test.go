package rules

import (
	"encoding/binary"
	"math/rand/v2"
	"testing"

	"github.com/freecell/freecell/dealer"
)

// playPacked plays moves chosen by choose from the start of game with cells
// free cells, and reports the first position that does not pack and unpack
// to itself.
func playPacked(t *testing.T, game int64, cells int, choose func(n int) int, steps int) {
	t.Helper()
	l, err := dealer.Deal(game)
	if err != nil {
		return
	}
	p := NewPositionWith(&l, cells)
	k := NewPacker(&p)
	var moves []Move
	for step := 0; ; step++ {
		pk, ok := k.Pack(&p)
		if !ok {
			t.Fatalf("game %d, %d cells, step %d: does not pack:\n%s", game, cells, step, p.AppendBoard(nil))
		}
		if back, ok := k.Unpack(pk); !ok || back != p {
			t.Fatalf("game %d, %d cells, step %d: unpacks (%v) to\n%s\nnot\n%s", game, cells, step, ok, back.AppendBoard(nil), p.AppendBoard(nil))
		}
		if moves = p.AppendMoves(moves[:0]); len(moves) == 0 || step == steps {
			return
		}
		p.Play(moves[choose(len(moves))])
		if choose(3) == 0 {
			p.Settle()
		}
	}
}

// TestPackRoundTrip plays random moves on random deals with every count of
// free cells: each position packs, and unpacks to itself.
func TestPackRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(39, 1))
	for i := range 400 {
		playPacked(t, 1+rng.Int64N(1_000_000), i%(MaxFreeCells+1), rng.IntN, 300)
	}
}

// TestPackFromBoard packs positions played from a board that is not a deal:
// long columns with runs in them, cards on the foundations.
func TestPackFromBoard(t *testing.T) {
	board := "Foundations: H-2 C-A D-0 S-0\nFreecells: 3H -\n" +
		"KS QH JC TD 9C 8D 7C 6H 5S 4H 3S 2D\nKH QC JD TC 9D 8C 7D 6C 5D 4C 3D 2C\n" +
		"KD QS JH TS 9H 8S 7H 6S 5H 4S 3C\nKC\nAS 2S\nAD 4D\nQD JS TH 9S 8H 7S 6D 5C\n\n"
	p, err := ParseBoard(board, 2)
	if err != nil {
		t.Fatal(err)
	}
	k := NewPacker(&p)
	rng := rand.New(rand.NewPCG(39, 2))
	for range 200 {
		q := p
		for step := range 200 {
			pk, ok := k.Pack(&q)
			if !ok {
				t.Fatalf("step %d: does not pack:\n%s", step, q.AppendBoard(nil))
			}
			if back, ok := k.Unpack(pk); !ok || back != q {
				t.Fatalf("step %d: unpacks (%v) to\n%s\nnot\n%s", step, ok, back.AppendBoard(nil), q.AppendBoard(nil))
			}
			moves := q.AppendMoves(nil)
			if len(moves) == 0 {
				break
			}
			q.Play(moves[rng.IntN(len(moves))])
		}
	}
}

// TestPackRefuses: a column that is not the origin's cards under a run does
// not pack, nor does another count of free cells.
func TestPackRefuses(t *testing.T) {
	l, _ := dealer.Deal(617)
	p := NewPosition(&l)
	k := NewPacker(&p)
	q := p
	q.cols[0], q.cols[1] = q.cols[1], q.cols[0] // two dealt columns change places: neither is its origin's
	q.cols[0].cards[6], q.cols[1].cards[6] = q.cols[1].cards[6], q.cols[0].cards[6]
	if _, ok := k.Pack(&q); ok {
		t.Error("a column of cards from two dealt columns packed")
	}
	r := NewPositionWith(&l, 2)
	if _, ok := k.Pack(&r); ok {
		t.Error("a position with two free cells packed against one with four")
	}
}

// FuzzPackRoundTrip plays the moves the fuzzer chooses: every position packs
// and unpacks to itself. Bits that unpack at all unpack to a position that
// packs and unpacks to itself.
func FuzzPackRoundTrip(f *testing.F) {
	f.Add(int64(617), uint8(4), []byte{0, 3, 1, 4, 1, 5, 9, 2, 6})
	f.Add(int64(1), uint8(0), []byte{7, 7, 7})
	f.Add(int64(-1), uint8(8), []byte{})
	f.Fuzz(func(t *testing.T, game int64, cells uint8, choices []byte) {
		i := 0
		choose := func(n int) int {
			if i >= len(choices) {
				return 0
			}
			i++
			return int(choices[i-1]) % n
		}
		playPacked(t, game, int(cells)%(MaxFreeCells+1), choose, len(choices))

		l, err := dealer.Deal(game)
		if err != nil {
			return
		}
		p := NewPositionWith(&l, int(cells)%(MaxFreeCells+1))
		k := NewPacker(&p)
		var bits Packed
		var raw [32]byte
		copy(raw[:], choices)
		for w := range bits {
			bits[w] = binary.LittleEndian.Uint64(raw[8*w:])
		}
		if q, ok := k.Unpack(bits); ok {
			again, ok := k.Pack(&q)
			if back, ok2 := k.Unpack(again); !ok || !ok2 || back != q {
				t.Fatalf("%x unpacks to\n%s\nwhich does not pack and unpack to itself", raw, q.AppendBoard(nil))
			}
		}
	})
}
