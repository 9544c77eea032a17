package solver

import "github.com/freecell/freecell/rules"

// moveKind sorts the moves a search tries by what they do.
type moveKind uint8

const (
	kindHome      moveKind = iota // a column's top card home
	kindCellHome                  // a free cell's card home
	kindCellOnto                  // a free cell's card onto a column's top card
	kindDigHome                   // a dig for the card a foundation takes next
	kindOnto                      // cards of a column onto another's top card
	kindDigParent                 // a dig for a card that goes on a column's top card
	kindToEmpty                   // cards of a column into an empty column
	kindCellEmpty                 // a free cell's card into an empty column
	kindToCell                    // a column's top card into a free cell
	numMoveKinds
)

// kindRanks is the order in which a kind-ordered dive tries moves: the
// lower a kind's rank, the sooner.
type kindRanks [numMoveKinds]uint8

// kindStep is the score between kinds of adjacent ranks in a kind-ordered
// dive: the room for its noise.
const kindStep = 64

// kindOf is what m, a move or a dig from p, does.
func kindOf(p *rules.Position, m *rules.Move) moveKind {
	switch {
	case isDig(*m) && m.To == rules.Foundation:
		return kindDigHome
	case isDig(*m):
		return kindDigParent
	case m.From.IsFreeCell() && m.To == rules.Foundation:
		return kindCellHome
	case m.From.IsFreeCell() && len(p.Column(int(m.To))) == 0:
		return kindCellEmpty
	case m.From.IsFreeCell():
		return kindCellOnto
	case m.To == rules.Foundation:
		return kindHome
	case m.To.IsFreeCell():
		return kindToCell
	case len(p.Column(int(m.To))) == 0:
		return kindToEmpty
	}
	return kindOnto
}
