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

// index is game's place in s, from 0 (-2 and -1 come before 1); ok is false
// when s does not hold it.
func (s Span) index(game int64) (i int64, ok bool) {
	if game < s.First || game > s.Last || game == 0 {
		return 0, false
	}
	i = game - s.First
	if s.First < 0 && game > 0 {
		i-- // the range steps over 0
	}
	return i, true
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
