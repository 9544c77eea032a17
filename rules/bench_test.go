package rules

import (
	"strings"
	"testing"

	"github.com/freecell/freecell/dealer"
)

func BenchmarkAppendMoves(b *testing.B) {
	l, _ := dealer.Deal(617)
	p := NewPosition(&l)
	buf := make([]Move, 0, 64)
	b.ReportAllocs()
	for b.Loop() {
		buf = p.AppendMoves(buf[:0])
	}
}

func BenchmarkPlayAndSettle(b *testing.B) {
	l, _ := dealer.Deal(617)
	p := NewPosition(&l)
	moves := p.AppendMoves(nil)
	b.ReportAllocs()
	for b.Loop() {
		for _, m := range moves {
			next := p
			next.Play(m)
			next.Settle()
		}
	}
}

// BenchmarkParseMoves reads a long list of moves, as --check reads one from
// standard input: a few bytes a move, no string a word.
func BenchmarkParseMoves(b *testing.B) {
	text := strings.Repeat("3a 46 74v2 1h\n", 10_000)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseMoves(text); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkNotation writes a game's moves as --solve prints them: a solution of
// a hundred moves, a string each, made for every deal of a range.
func BenchmarkNotation(b *testing.B) {
	l, _ := dealer.Deal(617)
	start := NewPosition(&l)
	var moves []Move
	p := start
	for len(moves) < 100 {
		next := p.AppendMoves(nil)
		if len(next) == 0 {
			break
		}
		moves = append(moves, next[len(moves)%len(next)])
		p.Play(moves[len(moves)-1])
	}
	r, err := ReplayFrom(start, moves)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		r.Notation()
	}
}

// BenchmarkPackUnpack packs a position played from a deal and unpacks it.
func BenchmarkPackUnpack(b *testing.B) {
	l, _ := dealer.Deal(617)
	start := NewPosition(&l)
	k := NewPacker(&start)
	p := start
	for range 5 {
		p.Play(p.AppendMoves(nil)[0])
	}
	b.ReportAllocs()
	for b.Loop() {
		pk, _ := k.Pack(&p)
		if q, ok := k.Unpack(pk); !ok || q != p {
			b.Fatal("round trip")
		}
	}
}
