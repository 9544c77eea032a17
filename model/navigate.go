package model

import "github.com/freecell/freecell/dealer"

// BrowseStep is a step from one deal to another that depends only on the deal
// on screen.
type BrowseStep int

// The browsing steps.
const (
	NextGame BrowseStep = iota
	PrevGame
	Forward10
	Back10
	Forward1000
	Back1000
	RangeFirst
	RangeLast
)

// Navigate returns the game a move leads to from game. Steps clamp at the ends
// instead of leaving the valid numbers: positive games stay in 1..8589934591, and
// the two special deals step between -2 and -1, and forward past -1 to deal 1
// (else a player who went to a joke deal could not step out). RangeFirst and
// RangeLast go to the ends of the innermost named range; RangeLast from a
// range's last game goes on to the last game of the next wider range (32,000 →
// 1,000,000 → 8,589,934,591).
func Navigate(game int64, move BrowseStep) int64 {
	if !dealer.Valid(game) {
		return 1
	}
	rng, _ := dealer.RangeOf(game)
	bounds := dealer.FreeCellPro
	if rng == dealer.Special {
		bounds = dealer.Special
	}
	switch move {
	case NextGame:
		return clamp(game+1, bounds)
	case PrevGame:
		return clamp(game-1, bounds)
	case Forward10:
		return clamp(game+10, bounds)
	case Back10:
		return clamp(game-10, bounds)
	case Forward1000:
		return clamp(game+1000, bounds)
	case Back1000:
		return clamp(game-1000, bounds)
	case RangeFirst:
		return rng.First
	case RangeLast:
		if game == rng.Last {
			for _, wider := range dealer.Ranges {
				if wider.Contains(game) && wider.Last > game {
					return wider.Last
				}
			}
		}
		return rng.Last
	}
	return game
}

func clamp(game int64, r dealer.Range) int64 {
	if r == dealer.Special && game > r.Last {
		return dealer.Classic.First
	}
	return min(max(game, r.First), r.Last)
}
