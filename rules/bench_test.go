package rules

import (
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
