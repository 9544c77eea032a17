package rules

import (
	"fmt"
	"strconv"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/words"
)

// Problem is why a move is not legal.
type Problem int

// The reasons a move can be illegal.
const (
	SamePlace       Problem = iota + 1 // source and destination are one place
	NotASource                         // the foundations, or no place at all
	NotADestination                    // no such place
	EmptySource                        // nothing to take from the source
	NotReadyHome                       // Card cannot go home yet: its foundation takes Onto next
	CellTaken                          // the free cell holds Card already
	OneCardOnly                        // Count > 1 to or from a free cell, or home
	DoesNotStack                       // Card does not go on Onto
	NothingStacks                      // no card of the source's sequence (Count cards) goes on Onto
	WrongCount                         // moving onto Onto takes Need cards, not Count
	NotASequence                       // only Need cards at the top of the source form a sequence, not Count
	TooMany                            // Count cards cannot move together: Need can now
	NoSuchCell                         // a free cell past the game's count (Need free cells)
)

// MoveError is an illegal move and why. Its words come from Explain, which the
// screen calls with its own card names; Error uses the notation's (9S, TD).
type MoveError struct {
	Move    Move
	Problem Problem
	Card    dealer.Card // the card the problem is about
	Onto    dealer.Card // the card it was to go on; NotReadyHome: the card its foundation takes next
	Count   int         // the cards the move asked for
	Need    int         // the cards it may move, or the count it takes
	Empty   Place       // CellTaken: the first empty free cell, Foundation where every one holds a card
}

func (e *MoveError) Error() string { return e.Explain(dealer.Card.String) }

// Explain says why the move is illegal in plain words, naming cards with name:
// "9♠ can't go on 7♥: only on a red 10", "4 cards can move now, not 6".
func (e *MoveError) Explain(name func(dealer.Card) string) string {
	m := e.Move
	switch e.Problem {
	case SamePlace:
		return "the source and the destination are both " + PlaceWords(m.From)
	case NotASource:
		return "cards never leave the foundations"
	case NotADestination:
		return "there is no such place"
	case EmptySource:
		return PlaceWords(m.From) + " is empty: no card to move from there"
	case NotReadyHome:
		return fmt.Sprintf("%s can't go home yet: %s goes first", name(e.Card), name(e.Onto))
	case CellTaken: // where the card may go instead, as a player asks next
		taken := fmt.Sprintf("%s already holds %s", PlaceWords(m.To), name(e.Card))
		switch {
		case e.Empty.IsFreeCell():
			return taken + "; " + PlaceWords(e.Empty) + " is empty"
		case e.Empty == Foundation:
			return taken + "; every free cell holds a card"
		}
		return taken
	case OneCardOnly:
		return "only one card at a time goes to or leaves a free cell, or goes home"
	case DoesNotStack:
		return fmt.Sprintf("%s can't go on %s: %s", name(e.Card), name(e.Onto), needs(e.Card))
	case NothingStacks:
		if e.Onto.Rank() == dealer.Ace {
			return fmt.Sprintf("nothing goes on %s in a column", name(e.Onto))
		}
		return fmt.Sprintf("no card at the top of %s goes on %s: it takes a %s", PlaceWords(m.From), name(e.Onto), below(e.Onto))
	case WrongCount:
		return fmt.Sprintf("moving onto %s takes %s, not %s", name(e.Onto), words.Plural(e.Need, "card"), countRead(e.Count))
	case NotASequence:
		if e.Need == 1 {
			return fmt.Sprintf("only the top card of %s is in sequence, not %s", PlaceWords(m.From), countRead(e.Count))
		}
		return fmt.Sprintf("only the top %d cards of %s form a sequence, not %s", e.Need, PlaceWords(m.From), countRead(e.Count))
	case TooMany:
		return fmt.Sprintf("%s can move now, not %s", words.Plural(e.Need, "card"), countRead(e.Count))
	case NoSuchCell:
		cell := m.To
		if m.From.IsFreeCell() && m.From.Index() >= e.Need {
			cell = m.From
		}
		if e.Need == 0 {
			return fmt.Sprintf("there is no free cell %s: the game has none", cell)
		}
		return fmt.Sprintf("there is no free cell %s: the game has %s (%s)", cell, words.Plural(e.Need, "free cell"), CellLetters(e.Need))
	}
	return "that move is not allowed"
}

// PlaceWords is a place in words: "column 2", "free cell b", "the foundations".
func PlaceWords(p Place) string {
	switch {
	case p.IsColumn():
		return "column " + p.String()
	case p.IsFreeCell():
		return "free cell " + p.String()
	case p == Foundation:
		return "the foundations"
	}
	return "no place"
}

// needs says what a card may go on: "only on a red 10".
func needs(c dealer.Card) string {
	if c.Rank() == dealer.King {
		return "a king goes only into an empty column"
	}
	return fmt.Sprintf("only on a %s %s", OtherColour(c), RankWords(c.Rank()+1))
}

// below says what goes on a card that is not an ace: "black 6".
func below(c dealer.Card) string { return OtherColour(c) + " " + RankWords(c.Rank()-1) }

// RankWords writes a rank as players do: A, 2 … 10, J, Q, K.
func RankWords(r dealer.Rank) string {
	if r == 10 {
		return "10"
	}
	return string(r.Letter())
}

// OtherColour is the colour a card goes on in a column: "black" for a red card.
func OtherColour(card dealer.Card) string {
	if card.Suit().Red() {
		return "black"
	}
	return "red"
}

// countRead is a move's count as read, and from ten on how it was written:
// a count is in hex, as standard notation writes it, and "not 18" of a v12
// typed for twelve would say nothing of why.
func countRead(n int) string {
	if n < 10 {
		return strconv.Itoa(n)
	}
	return fmt.Sprintf("%d (v%X: a count is written in hex)", n, n)
}
