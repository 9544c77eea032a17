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
