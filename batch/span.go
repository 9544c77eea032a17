package batch

import "github.com/freecell/freecell/dealer"

// Span is an inclusive run of game numbers, both valid deals.
type Span struct{ First, Last int64 }

// Count is how many games spans hold (0 is not a game).
func Count(spans []Span) int64 {
	var n int64
	for _, s := range spans {
		n += s.Last - s.First + 1
		if s.First < 0 && s.Last > 0 {
			n-- // the range steps over 0
		}
	}
	return n
}

// each calls yield with every game of spans in order until it returns false.
func each(spans []Span, yield func(game int64) bool) {
	for _, s := range spans {
		for game := s.First; game <= s.Last; game = dealer.Next(game) {
			if !yield(game) {
				return
			}
		}
	}
}
