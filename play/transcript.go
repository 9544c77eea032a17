package play

import (
	"errors"
	"fmt"
	"slices"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// Transcript follows written moves on a game whose auto-play sends cards
// home by itself. Moves written with auto-play on play as they are; moves
// written out in full, every foundation move in its place (as --solve writes
// them), may name a move auto-play made already, which is taken as made, not
// refused.
//
// It keeps, for each place, the cards auto-play has sent home from there that
// a writer of every move would still have there. A written move is made as it
// is where it can be; where it cannot, and its place holds such cards, it
// moves the top one of them: home (made already), or elsewhere in the
// writer's game, where a later written move finds it.
type Transcript struct {
	ahead [rules.Foundation][]dealer.Card // by place, bottom first
}

// DivergedError refuses a written move that builds on, or moves with others,
// a card that auto-play has sent home: the written game and the one played
// part there.
type DivergedError struct {
	Move rules.Move  // as written
	Card dealer.Card // the card auto-play sent home
}

func (e *DivergedError) Error() string {
	return fmt.Sprintf("auto-play sent %s home already, and the moves written still use it there", e.Card) // how far they go without auto-play is checked, not guessed (see CheckFrom)
}

// Clone is a copy that changes independently of t.
func (t Transcript) Clone() Transcript {
	for i := range t.ahead {
		t.ahead[i] = slices.Clone(t.ahead[i])
	}
	return t
}

// Saw notes the foundation moves among moves already made (a game's opening,
// or its moves so far): written moves may name them again.
func (t *Transcript) Saw(moves []rules.Move) {
	for _, mv := range moves {
		if mv.To == rules.Foundation {
			t.noteAuto([]rules.Move{mv})
		}
	}
}

// Noted is a transcript of g as played so far: every card auto-play sent
// home, as the game began and after each move, at the place it left, where a
// writer of every move would still have it, until the player puts a card
// there or moves one from there (a move home from there then means the card
// there now: after 3♣ moved home by hand, 4h named the 2♣ auto-play had sent
// three moves before). The player's own moves home are the player's: none of
// a writer's.
func Noted(g *Game) Transcript {
	var t Transcript
	t.noteAuto(g.opening)
	for _, s := range g.current() {
		if len(s.Moves) == 0 {
			continue
		}
		for _, at := range []rules.Place{s.Moves[0].From, s.Moves[0].To} {
			if at < rules.Foundation {
				t.ahead[at] = nil
			}
		}
		t.noteAuto(s.Moves[1:])
	}
	return t
}

// Pass takes the card a written move home from place finds sent home
// already as made, as Follow does: the next such move names the next card.
func (t *Transcript) Pass(from rules.Place) {
	if t.Sent(from) != dealer.NoCard {
		t.ahead[from] = t.ahead[from][:len(t.ahead[from])-1]
	}
}

// Sent is the card that a written move from place would find sent home by
// auto-play already, and so be taken as made (or moved in the writer's game
// only) where it cannot be made as it is; NoCard where none waits there.
func (t *Transcript) Sent(from rules.Place) dealer.Card {
	if from >= rules.Foundation || len(t.ahead[from]) == 0 {
		return dealer.NoCard
	}
	return t.ahead[from][len(t.ahead[from])-1]
}

// Follow makes written move m with apply, which makes a player's move and
// returns it followed by auto-play's (a game's Move). made is false when m
// had been made by auto-play already: then nothing changes.
func (t *Transcript) Follow(m rules.Move, apply func(rules.Move) ([]rules.Move, error)) (moves []rules.Move, made bool, err error) {
	moves, err = apply(m)
	if err == nil {
		t.noteAuto(moves[1:])
		return moves, true, nil
	}
	from := m.From
	card := t.Sent(from)
	if card == dealer.NoCard {
		if m.To < rules.Foundation && len(t.ahead[m.To]) > 0 && buildsOn(err, t.ahead[m.To][len(t.ahead[m.To])-1]) { // it builds on a card sent home
			return nil, false, &DivergedError{Move: m, Card: t.ahead[m.To][len(t.ahead[m.To])-1]}
		}
		return nil, false, err
	}
	switch {
	case m.To == rules.Foundation:
		t.Pass(from) // made already
		return nil, false, nil
	case m.To < rules.Foundation && m.Count <= 1 && len(t.ahead[m.To]) == 0:
		t.Pass(from) // it moves in the written game only
		t.ahead[m.To] = append(t.ahead[m.To], card)
		return nil, false, nil
	}
	return nil, false, &DivergedError{Move: m, Card: card}
}

// buildsOn reports whether err, a written move's refusal where auto-play
// sent card home from its destination, may come of that: the move could go
// on card in the written game. A move illegal there too (6♣ onto A♦, sent
// home; a run that is no sequence) is refused for its own reason, not
// blamed on auto-play.
func buildsOn(err error, card dealer.Card) bool {
	var problem *rules.MoveError
	if !errors.As(err, &problem) {
		return false
	}
	switch problem.Problem {
	case rules.DoesNotStack:
		return rules.Stacks(problem.Card, card)
	case rules.NothingStacks, rules.WrongCount: // a run: which of its cards goes on card is the written game's
		return card.Rank() > dealer.Ace
	case rules.SamePlace, rules.NotASource, rules.NotADestination, rules.EmptySource, rules.NotReadyHome,
		rules.CellTaken, rules.OneCardOnly, rules.NotASequence, rules.TooMany, rules.NoSuchCell: // the destination's card plays no part
	}
	return false
}

// noteAuto notes the moves auto-play made: each card it sent home lies, in
// the written game, under those it sent home from the same place before.
func (t *Transcript) noteAuto(moves []rules.Move) {
	for _, mv := range moves {
		if mv.From < rules.Foundation {
			t.ahead[mv.From] = append([]dealer.Card{mv.Card}, t.ahead[mv.From]...)
		}
	}
}
