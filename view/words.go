package view

import (
	"fmt"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// Number writes n the one way numbers appear on screen: 8,589,934,591.
func Number(n int64) string { return dealer.Number(n) }

// GameName is a game as the screen names it: "FreeCell #8,589,934,591", or
// "the layout" for game 0, a layout opened with --layout.
func GameName(game int64) string {
	if game == 0 {
		return "the layout"
	}
	return "FreeCell #" + Number(game)
}

// dealWord is what a game starts from: "deal", or "layout" for game 0.
func dealWord(game int64) string {
	if game == 0 {
		return "layout"
	}
	return "deal"
}

// gameWords is a game as a sentence names it: "game 617", "the layout".
func gameWords(game int64) string {
	if game == 0 {
		return "the layout"
	}
	return "game " + Number(game)
}

// FreeCellsName says a number of free cells: "3 free cells", "1 free cell",
// "no free cells".
func FreeCellsName(n int) string {
	if n == 0 {
		return "no free cells"
	}
	return dealer.Plural(n, "free cell")
}

// withCells is " with 3 free cells" for a board with other than Microsoft's
// four, and "" for four.
func (r *renderer) withCells() string {
	if n := r.Board.Position.FreeCellCount(); n != rules.DefaultFreeCells {
		return " with " + FreeCellsName(n)
	}
	return ""
}

// WindowTitle is the terminal window's title for a game.
func WindowTitle(game int64) string {
	if game == 0 {
		return "FreeCell layout"
	}
	return GameName(game)
}

// RangeLabel names the range a game belongs to, e.g. "classic deal · 1–32,000".
func RangeLabel(game int64, g *Glyphs) string {
	rng, ok := dealer.RangeOf(game)
	if !ok {
		return ""
	}
	if rng == dealer.Special {
		return "Windows joke deal " + g.Dot + " unwinnable"
	}
	return fmt.Sprintf("%s deal %s %s%s%s", rng.Name, g.Dot, Number(rng.First), g.Dash, Number(rng.Last))
}

// withCardsOnIt is card, the deepest of count cards: "9♠", "9♠ and the card
// on it", "9♠ and the 2 cards on it".
func withCardsOnIt(card string, count int) string {
	switch {
	case count == 2:
		return card + " and the card on it"
	case count > 2:
		return card + " and the " + dealer.Plural(count-1, "card") + " on it"
	}
	return card
}

// MoveWords says a move in words: "K♠ from column 2 to free cell b", "9♠ and
// the 2 cards on it from column 7 to column 4", "A♥ home from column 8".
func MoveWords(m rules.Move, g *Glyphs) string {
	what := withCardsOnIt(g.Card(m.Card), int(m.Count))
	if m.To == rules.Foundation {
		return what + " home from " + rules.PlaceWords(m.From)
	}
	return what + " from " + rules.PlaceWords(m.From) + " to " + rules.PlaceWords(m.To)
}
