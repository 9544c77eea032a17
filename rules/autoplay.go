package rules

import (
	"math/bits"
	"slices"

	"github.com/freecell/freecell/dealer"
)

// Wanted is the set of cards (bit c for card c) the foundations take next.
func (p *Position) Wanted() uint64 {
	var w uint64
	for s, top := range p.home {
		w |= bit(top < uint8(dealer.King)) << (4*uint(top) + uint(s)) // the card of rank top+1
	}
	return w
}

// SafeToSendHome reports whether card, which can go on its foundation, may go there
// without ever costing a solution: aces and twos always, and any other card once
// both cards of the other colour one rank lower are on the foundations (only those
// two could ever be built on it).
func (p *Position) SafeToSendHome(card dealer.Card) bool {
	r := uint8(card.Rank())
	if r <= 2 {
		return true
	}
	if card.Suit().Red() {
		return p.home[dealer.Clubs] >= r-1 && p.home[dealer.Spades] >= r-1
	}
	return p.home[dealer.Diamonds] >= r-1 && p.home[dealer.Hearts] >= r-1
}

// SafeHome reports whether card could go on its foundation now, and safely
// (see SafeToSendHome): what Settle would do with it at the top of a column.
func (p *Position) SafeHome(card dealer.Card) bool {
	return p.goesHome(card) && p.SafeToSendHome(card)
}

// Exposed is the set of cards (bit c for card c) in the free cells and at the
// top of the columns: the cards that may move now.
func (p *Position) Exposed() uint64 {
	var exposed uint64
	for _, c := range p.free[:p.cells] {
		exposed |= 1 << c // NoCard shifts every bit out
	}
	for i := range p.cols {
		exposed |= 1 << p.cols[i].top()
	}
	return exposed
}

// SafeFoundationMove returns a safe move to the foundations if there is one
// (free cells first, then columns left to right).
func (p *Position) SafeFoundationMove() (Move, bool) {
	safe := p.safeNext() & p.Exposed() // most often none: then nothing is looked for
	if safe == 0 {
		return Move{}, false
	}
	return p.firstOf(safe)
}

// SafeHomeMove is SafeFoundationMove by StrongSafeCards when strong: the
// move home of the first card, free cells first, then columns left to right,
// that the rule would send home now.
func (p *Position) SafeHomeMove(strong bool) (Move, bool) {
	safe := p.safeSet(strong) & p.Exposed()
	if safe == 0 {
		return Move{}, false
	}
	return p.firstOf(safe)
}

// safeNext is the set of cards, a bit each, that would go home now and safely if
// they were free: per suit, the next card its foundation takes, when safe.
func (p *Position) safeNext() uint64 { return SafeCards(p.home) }

// SafeCards is safeNext for foundations whose top ranks, by suit, are home (0
// for none): for searches that look a move ahead without making it. A suit's next
// card is safe (see SafeToSendHome) when its foundation holds at most an ace, or at
// least as high a card as both foundations of the other colour hold. (The tests
// check it against SafeToSendHome, card by card.)
func SafeCards(home [4]uint8) uint64 {
	lowRed := min(home[dealer.Diamonds], home[dealer.Hearts])
	lowBlack := min(home[dealer.Clubs], home[dealer.Spades])
	return safeCard(home[dealer.Clubs], lowRed, dealer.Clubs) |
		safeCard(home[dealer.Diamonds], lowBlack, dealer.Diamonds) |
		safeCard(home[dealer.Hearts], lowBlack, dealer.Hearts) |
		safeCard(home[dealer.Spades], lowRed, dealer.Spades)
}

// safeCard is SafeCards' bit for suit s, whose foundation's top rank is top, when
// the other colour's lower foundation is at rank other. It has no branches: which
// cards are safe is what a branch predictor cannot guess, and searches ask often.
func safeCard(top, other uint8, s dealer.Suit) uint64 {
	safe := bit(top < uint8(dealer.King)) & (bit(top <= 1) | bit(other >= top))
	return safe << (4*uint(top) + uint(s)) // the card of rank top+1
}

// bit is 1 for true and 0 for false: the compiler makes it a flag, not a branch.
func bit(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// SafeAfterHome is safeNext once card, which the foundations take next, has gone
// home: for searches that look a move ahead without making it.
func (p *Position) SafeAfterHome(card dealer.Card) uint64 {
	home := p.home
	home[card.Suit()]++
	return SafeCards(home)
}

// Settle makes safe foundation moves until none is left and returns how many it
// made: AutoPlay without the list, for searches. The order of the moves does not
// change where they end (a card safe to send home stays so until it goes), so it
// sends home, one at a time, any card that is both exposed (in a free cell or at
// the top of a column) and safe, until there is none.
func (p *Position) Settle() int { return p.settle(false) }

// SettleStrong is Settle by StrongSafeCards: for searches alone (see there).
func (p *Position) SettleStrong() int { return p.settle(true) }

// SafeSet is the cards that would go home now and safely if they were free:
// by StrongSafeCards when strong, else by SafeCards. It changes only as a card
// goes home: a search may keep it for a position's moves.
func (p *Position) SafeSet(strong bool) uint64 { return p.safeSet(strong) }

// safeSet is SafeSet.
func (p *Position) safeSet(strong bool) uint64 {
	if strong {
		return StrongSafeCards(p.home)
	}
	return SafeCards(p.home)
}

func (p *Position) settle(strong bool) int {
	n := 0
	exposed := p.Exposed()
	for {
		ready := exposed & p.safeSet(strong)
		if ready == 0 {
			return n
		}
		c := dealer.Card(bits.TrailingZeros64(ready))
		exposed &^= 1 << (c & 63)
		p.home[c.Suit()]++
		n++
		if i := slices.Index(p.free[:p.cells], c); i >= 0 {
			p.free[i] = dealer.NoCard
			continue
		}
		for i := range p.cols {
			col := &p.cols[i]
			if col.n > 0 && col.cards[col.n-1] == c {
				col.n--
				col.cards[col.n] = 0 // vacated slots are cleared, as do clears them
				if col.n > 0 {
					exposed |= 1 << (col.cards[col.n-1] & 63)
				}
				break
			}
		}
	}
}

// SettleAfter is Settle for a position that was settled before move m was played:
// unless m went to the foundations, only the card m uncovered can have become safe
// to send home, so most of the time nothing needs scanning.
func (p *Position) SettleAfter(m Move) int { return p.settleAfter(m, false) }

// SettleStrongAfter is SettleAfter by StrongSafeCards, for a position settled so
// before m was played.
func (p *Position) SettleStrongAfter(m Move) int { return p.settleAfter(m, true) }

func (p *Position) settleAfter(m Move, strong bool) int {
	if m.To != Foundation {
		if !m.From.IsColumn() {
			return 0
		}
		if c := p.cols[m.From].top(); c == dealer.NoCard || p.safeSet(strong)>>c&1 == 0 {
			return 0
		}
	}
	return p.settle(strong)
}

// FoundationMove returns a legal move to the foundations if there is one, safe or
// not (free cells first, then columns left to right).
func (p *Position) FoundationMove() (Move, bool) {
	for i, c := range p.free[:p.cells] {
		if c != dealer.NoCard && p.goesHome(c) {
			return Move{From: FreeCellPlace(i), To: Foundation, Count: 1, Card: c}, true
		}
	}
	for i := range p.cols {
		if c := p.cols[i].top(); c != dealer.NoCard && p.goesHome(c) {
			return Move{From: ColumnPlace(i), To: Foundation, Count: 1, Card: c}, true
		}
	}
	return Move{}, false
}

// AutoPlay makes safe foundation moves until none is left and returns them, the way
// Microsoft FreeCell plays cards home by itself.
func (p *Position) AutoPlay() []Move { return p.AppendAutoPlay(nil) }

// AppendAutoPlay is AutoPlay appending the moves to buf. It makes the moves
// SafeFoundationMove would, one after another, keeping the exposed cards as it
// goes rather than looking at every place again for each move: solvers replay
// every step of their solutions through it.
func (p *Position) AppendAutoPlay(buf []Move) []Move { return p.appendAutoPlay(buf, false) }

// AppendStrongAutoPlay is AppendAutoPlay by StrongSafeCards: it replays what
// SettleStrong did, move by move.
func (p *Position) AppendStrongAutoPlay(buf []Move) []Move { return p.appendAutoPlay(buf, true) }

func (p *Position) appendAutoPlay(buf []Move, strong bool) []Move {
	exposed := p.Exposed()
	for {
		safe := exposed & p.safeSet(strong)
		if safe == 0 {
			return buf
		}
		m, ok := p.firstOf(safe)
		if !ok {
			return buf
		}
		p.do(m)
		buf = append(buf, m)
		exposed &^= 1 << (m.Card & 63)
		if m.From.IsColumn() {
			exposed |= 1 << p.cols[m.From].top() // NoCard shifts every bit out
		}
	}
}

// firstOf is the move home of the first exposed card of the set cards, in
// SafeFoundationMove's order: free cells first, then columns left to right.
func (p *Position) firstOf(cards uint64) (Move, bool) {
	for i, c := range p.free[:p.cells] {
		if cards>>c&1 != 0 { // NoCard shifts every bit out
			return Move{From: FreeCellPlace(i), To: Foundation, Count: 1, Card: c}, true
		}
	}
	for i := range p.cols {
		if c := p.cols[i].top(); cards>>c&1 != 0 {
			return Move{From: ColumnPlace(i), To: Foundation, Count: 1, Card: c}, true
		}
	}
	return Move{}, false
}
