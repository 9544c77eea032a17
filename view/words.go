package view

import (
	"fmt"

	"github.com/freecell/freecell/daily"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/words"
)

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
	return "game " + words.Number(game)
}

// withCells is " with 3 free cells" for a board with other than Microsoft's
// four, and "" for four.
func (r *renderer) withCells() string {
	if n := r.Board.Position.FreeCellCount(); n != rules.DefaultFreeCells {
		return " with " + words.FreeCellsName(n)
	}
	return ""
}

// WindowTitle is the terminal window's title for a game.
func WindowTitle(game int64) string {
	if game == 0 {
		return "FreeCell layout"
	}
	return words.GameName(game)
}

// DailyWindowTitle is the terminal window's title for a daily.
func DailyWindowTitle(d daily.Deal) string {
	return "FreeCell daily " + d.Date + " " + words.GameName(d.Game)
}

// RangeLabel names the range a game played with cells free cells belongs
// to, e.g. "classic deal · 1–32,000".
func RangeLabel(game int64, cells int, g *Glyphs) string {
	labels := rangeLabels(game, cells, g)
	if len(labels) == 0 {
		return ""
	}
	return labels[0]
}

// rangeLabels are RangeLabel and its shorter form, the range's name alone
// ("FreeCell Pro deal"), for a title with less room: none for a game in no
// range. A joke deal is unwinnable where dealer.JokeLost says so: with
// more free cells it is won.
func rangeLabels(game int64, cells int, g *Glyphs) []string {
	rng, ok := dealer.RangeOf(game)
	if !ok {
		return nil
	}
	if dealer.JokeLost(game, cells) {
		return []string{"Windows joke deal " + g.Dot + " unwinnable", "Windows joke deal"}
	}
	if rng == dealer.Special {
		return []string{"Windows joke deal"}
	}
	name := rng.Name + " deal"
	return []string{fmt.Sprintf("%s %s %s%s%s", name, g.Dot, words.Number(rng.First), g.Dash, words.Number(rng.Last)), name}
}

// withCardsOnIt is card, the deepest of count cards: "9♠", "9♠ and the card
// on it", "9♠ and the 2 cards on it".
func withCardsOnIt(card string, count int) string {
	switch {
	case count == 2:
		return card + " and the card on it"
	case count > 2:
		return card + " and the " + words.Plural(count-1, "card") + " on it"
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
