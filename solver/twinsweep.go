package solver

import (
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// The sweep of twin classes: the sweep, its positions keyed by twin class
// (see twinKeyOf), entering one position of each class, its representative.
//
// Why a proof stays a proof. Two positions of a class differ by swaps of
// merged twins, which no move or auto-play can tell apart: a move from one
// is legal from the other by the same places, and they lead to positions
// that differ by the same swaps, of the same class, as long as the swapped
// pairs stay merged. A pair stops being merged as a card goes home and
// raises its colour's higher foundation to one below the pair's rank, or
// (seldom) as a card comes to lie where the root has its twin. So a move
// that leaves every pair merged that was is played once for the whole
// class; a move that leaves some unmerged is played also from the
// representative with those pairs swapped, each decided in turn (see
// twinDecision), until no play leaves another unmerged. Any position of the
// class swaps some of the decided pairs and others its play leaves merged,
// so its play leads into the class of one of the plays. Every position the
// real game reaches therefore has its class entered, and classes run out
// without a win prove a deal impossible.
//
// Auto-play goes a card at a time: a position with a card the rule sends
// home has that one move, and the card's going home is a play of its own.
// A play then unmerges one pair at most, where auto-play's whole chain
// after a move could unmerge a dozen, and the copies of a chain's plays
// would double with each (deal 427652 with two cells: 2.9 s for 8,246
// classes so, 21 ms a card at a time).
//
// The classes over-approximate the game: a class's win may pass through a
// swap that the real game cannot make on the path found. Each frame carries
// how the real game's position on its path differs from the representative
// (its swap, while the path can be played for real), and the plays the
// real game makes come first; a win on a path that can be played is played
// again by its places from the root, with the real game's cards. A win on
// one that cannot is not believed: unless a real win lies near (see
// reaching) or a short plain sweep from the root settles the deal (see
// rootShare), the sweep starts again from the root, going the false win's
// way first (see follow), with the pairs whose swap led it astray never
// merged (see restart), until no pair is left to leave so: the sweep is a
// plain one then, which settles the deal either way.

// twinState is what a sweep of twin classes keeps besides a plain sweep's.
type twinState struct {
	on        bool
	dealing   *dealing                   // the columns it started from (see dealing.dealt)
	root      rules.Position             // where it started, for a win to be played again
	here      twinHere                   // the position it enters, for the keys of where its plays lead
	todo      []twinDecision             // the copies a move is yet to be played from (see playTwins)
	homes     []uint8                    // the cards each play of a position sent home (see pushTwins)
	copies    int                        // plays not yet counted against a turn's budget
	reach     reaching                   // the search for real wins near false ones
	unmerge   uint64                     // the pairs whose swaps led to them
	guide     []rules.Move               // the path to the false win that sent the sweep back to its root last (see follow)
	guided    int                        // how many frames from the root follow guide
	safe      uint64                     // the cards auto-play would send home from the position entered (rules.Position.SafeSet)
	checkKeys func(k key, merged uint64) // for tests: called with each play's key and merged twins
}

// twinStep is how a sweep of twin classes came to a position: the pairs of
// twins (a set of lower cards) swapped in its parent before its move was
// played, and how the real game's position along this path differs from it,
// by the pairs swapped, or notReal where no real play follows the path.
type twinStep struct {
	swap, real uint64
	decided    uint64 // the pairs its play decided (see twinDecision)
}

// notReal marks a path that the real game cannot follow.
const notReal = 1 << 63

// newTwinSweep starts a sweep of twin classes from root, a position settled
// by the rule strong names, sending cards home by that rule as it goes.
func newTwinSweep(root rules.Position, strong bool) *sweep {
	s := sweepPool.Get().(*sweep)
	s.cur, s.strong = root, strong
	s.tw.on, s.tw.root, s.tw.dealing = true, root, newDealing(&root)
	k := s.tw.dealing.twinKeyOf(&root)
	s.seen.add(k)
	s.push(sweepMove{key: k}, 0)
	s.wonAlready()
	return s
}

// pushTwins is push for a sweep of twin classes: each move is played from
// the copies of the position that it must be played from (see playTwins);
// a position with a card auto-play sends home has that move alone.
func (s *sweep) pushTwins(c sweepMove, from int) {
	lo := len(s.moves)
	if home, ok := s.cur.SafeHomeMove(s.strong); ok { // auto-play's next step, the one move
		s.buf = append(s.buf[:0], home)
	} else {
		s.buf = s.cur.AppendMoves(s.buf[:0])
		byKind(&s.cur, s.buf)
	}
	s.tw.here.read(&s.cur, s.tw.dealing)
	s.tw.safe = s.cur.SafeSet(s.strong)
	// A move that takes back the one that led here leads to the class
	// below, entered already, unless it makes a pair unmerged (a card back
	// where it was dealt): then its copies lead elsewhere. With the pairs
	// merged below and here the same, it makes none unmerged and is left
	// out: about one play in five.
	back := len(s.stack) > 0 && s.stack[len(s.stack)-1].merged == s.tw.here.merged
	homes := s.tw.homes[:0] // the cards each play sent home, as s.moves[lo:]
	for i := range s.buf {
		if back && undoes(&s.cur, &s.buf[i], &c.move) {
			continue
		}
		homes = s.playTwins(c, s.buf[i], lo, homes)
		if s.won != nil {
			return
		}
	}
	s.tw.homes = homes
	s.keepNew(c, from, lo, homes)
}

// playTwins plays m from s.cur, reached as c says, and from the copies of
// it with pairs of twins swapped that the other positions of its class need
// (see twinDecision); it appends each play's key to s.moves (whose plays of
// this position start at lo), and the cards each sent home to homes. A real
// win ends the sweep (s.won); a win the real game cannot reach by this path
// is counted and left out.
func (s *sweep) playTwins(c sweepMove, m rules.Move, lo int, homes []uint8) []uint8 {
	was := s.tw.here.merged
	first := len(s.moves)
	s.tw.todo = append(s.tw.todo[:0], twinDecision{})
	for len(s.tw.todo) > 0 {
		d := s.tw.todo[len(s.tw.todo)-1]
		s.tw.todo = s.tw.todo[:len(s.tw.todo)-1]
		swapTwins(&s.cur, d.swap)
		cm := swappedMove(m, d.swap)
		mk, mfrom, merged := s.makeTwin(cm)
		for open := was &^ merged & lowTwins &^ d.decided; open != 0; open &= open - 1 {
			pair := open & -open
			d.decided |= pair
			s.tw.todo = append(s.tw.todo, twinDecision{decided: d.decided, swap: d.swap | pair})
		}
		s.moves = append(s.moves, sweepMove{key: mk, move: cm, twin: twinStep{swap: d.swap, decided: d.decided}})
		homes = append(homes, s.homeAfter(cm))
		s.tw.copies++
		s.takeBack(mfrom, cm)
		swapTwins(&s.cur, d.swap)
	}
	return s.settleCopies(c, first, lo, homes)
}

// realFirst, added to the cards a play sent home, orders the plays the real
// game can make on this path before the others (see keepNew), so that the
// sweep finds a real win about as soon as a plain sweep would.
const realFirst = 128

// twinDecision is a copy of a position that a move is played from: the
// pairs of twins swapped, of the pairs decided, which the plays before it
// made unmerged. A play that makes more pairs unmerged decides them in turn,
// the lowest first: for each, a copy with it swapped (and those before it as
// this play has them) is played too, and this play stands for it unswapped.
// A position of the class swaps some pairs: its play is the one whose
// decided pairs it swaps as the play does, and it swaps no other pair that
// play makes unmerged, so it leads into that play's class.
type twinDecision struct {
	decided, swap uint64
}

// settleCopies gives the plays of a move, s.moves[first:], the real game's
// swap after each (see twinStep), orders the one the real game makes first
// (see realFirst), and takes out the wins: a real one ends the sweep, the
// others are left for the search for a real win near them (see reaching),
// which keeps the pairs that led to them where it finds none. homes are the
// cards each play of the position sent home, from lo.
func (s *sweep) settleCopies(c sweepMove, first, lo int, homes []uint8) []uint8 {
	plays, playHomes := s.moves[first:], homes[first-lo:]
	kept := 0
	for i := range plays {
		p := &plays[i]
		p.twin.real = notReal
		if c.twin.real != notReal && p.twin.swap == c.twin.real&p.twin.decided {
			p.twin.real = c.twin.real &^ p.twin.decided
			playHomes[i] |= realFirst
		}
		if p.key == wonKey {
			if p.twin.real != notReal {
				if moves, ok := s.realPath(s.pathThrough(c.move, p.move)); ok {
					s.won = moves
					return homes
				}
			}
			s.tw.reach.add(s.pathThrough(c.move, p.move), s.strayed(c, *p))
			continue
		}
		if kept != i {
			plays[kept], playHomes[kept] = *p, playHomes[i]
		}
		kept++
	}
	s.moves = s.moves[:first+kept]
	return homes[:first-lo+kept]
}

// makeTwin is make for a sweep of twin classes: it plays m, and returns the
// twin key after, where the cards sent home after it start in homed (none:
// auto-play goes a card at a time, see pushTwins), and the merged twins
// after.
func (s *sweep) makeTwin(m rules.Move) (key, int, uint64) {
	from := len(s.homed)
	s.cur.Play(m)
	k, merged := s.tw.here.keyAfter(&s.cur, s.tw.dealing, m)
	if s.tw.checkKeys != nil {
		s.tw.checkKeys(k, merged)
	}
	return k, from, merged
}

// homeAfter is how many cards m, just played, sends home with what
// auto-play sends after it, for the order of the plays (see mostHomeFirst):
// a sweep of twin classes makes auto-play's moves a step at a time.
func (s *sweep) homeAfter(m rules.Move) uint8 {
	n := uint8(0)
	if m.To == rules.Foundation {
		n++
	}
	if s.mayAutoPlayNow(m) {
		from := len(s.homed)
		s.homed = appendAutoPlay(&s.cur, s.homed, s.strong)
		n += uint8(len(s.homed) - from)
		for i := len(s.homed) - 1; i >= from; i-- {
			s.cur.Undo(s.homed[i])
		}
		s.homed = s.homed[:from]
	}
	return n
}

// wonKey is the key of the won position, all cards home: every sweep's.
var wonKey = func() key {
	p, _ := rules.PositionOf([rules.NumColumns][]dealer.Card{}, nil, [4]dealer.Rank{dealer.King, dealer.King, dealer.King, dealer.King})
	return keyOf(&p)
}()

// realPath plays moves by their places from the sweep's root (see
// byPlaces) and gives them with the cards the real game moves; ok is false
// where one is not legal or the last does not win.
func (s *sweep) realPath(moves []rules.Move) ([]rules.Move, bool) {
	played, reached, all := s.byPlaces(moves)
	return played, all && reached[len(reached)-1].Won()
}

// byPlaces plays path by its places from the sweep's root under the real
// rules as far as its moves stay legal, sending cards home after each by
// the sweep's rule, and returns the moves played with the cards the real
// game moves, the positions they reach (the root first), and whether every
// move was legal. A move home of a card home already is auto-play's, which
// the sweep of twin classes makes a step at a time: it is left out.
func (s *sweep) byPlaces(path []rules.Move) (played []rules.Move, reached []rules.Position, all bool) {
	p := s.tw.root
	played = make([]rules.Move, 0, len(path))
	reached = append(make([]rules.Position, 0, len(path)+1), p)
	for _, m := range path {
		if m.To == rules.Foundation && rankHome(&p, m.Card) >= m.Card.Rank() {
			continue
		}
		resolved, err := p.Resolve(rules.Move{From: m.From, To: m.To, Count: m.Count})
		if err != nil {
			return played, reached, false
		}
		p.Play(resolved)
		settleBy(&p, resolved, s.strong)
		played = append(played, resolved)
		reached = append(reached, p)
	}
	return played, reached, true
}

// startPlain starts a sweep of twin classes that met wins the real game
// cannot reach by the paths found, with no pair left to leave unmerged,
// again from its root as a plain sweep: a class's win is no proof that the
// deal is won, and while the classes have one, their end is no proof that
// it is lost.
func (s *sweep) startPlain() {
	s.seen.reset()
	s.stack, s.moves, s.homed = s.stack[:0], s.moves[:0], s.homed[:0]
	s.cur, s.tw.on = s.tw.root, false
	k := keyOf(&s.cur)
	s.seen.add(k)
	s.push(sweepMove{key: k}, 0)
}

// swappedMove is m, a move of the position before the pairs of twins swap
// were swapped, as the position after: the same places, and the card's twin
// where its pair was swapped.
func swappedMove(m rules.Move, swap uint64) rules.Move {
	if low := min(m.Card, rules.Twin(m.Card)); swap>>(low&63)&1 != 0 {
		m.Card = rules.Twin(m.Card)
	}
	return m
}

// copiesPerPosition is how many plays of moves a sweep of twin classes
// counts as a position entered, against a turn's budget: a plain sweep
// plays each move of a position once, some twenty, and a class's copies
// near a won end can be thousands.
const copiesPerPosition = 20

// strayed is the pairs whose swap took the path to the play p, from the
// position reached as c says, away from the real game: where a play's swap
// of the pairs it decided first differs from the real game's.
func (s *sweep) strayed(c, p sweepMove) uint64 {
	game := uint64(0) // the real game's swap so far: none at the root
	step := func(t twinStep) (uint64, bool) {
		if t.real != notReal {
			game = t.real
			return 0, false
		}
		return t.swap ^ game&t.decided, true
	}
	for _, f := range s.stack[1:] {
		if pairs, ok := step(f.twin); ok {
			return pairs
		}
	}
	if pairs, ok := step(c.twin); ok && len(s.stack) > 0 {
		return pairs
	}
	pairs, _ := step(p.twin)
	return pairs
}

// restart starts a sweep of twin classes that met wins the real game does
// not reach by their paths again from its root, with the pairs whose swaps
// led it astray never merged: classes that hold fewer positions the real
// game cannot reach. Most such wins come early (979070 with two cells met
// its two within 10,000 classes each, and then proved the deal impossible
// in 36,581), and a sweep that met them cannot prove a deal impossible: to
// go on with its classes as they are, leaving the wins out, took minutes
// where starting again took a second. Each start leaves at least one more
// pair never merged, so there are 26 at most; where the wins name no pair
// not left so already, it starts as a plain sweep. It used to go plain
// after four starts: on 146 verdicts over 40 ms of two draws (seeds
// 2026120501 and 2026120512), the sweep alone took 91.8 s so and 42.6 s
// with up to 30 starts (624931 with one cell met eight false wins, each
// within 150,000 classes, and was solved at its ninth start in 3.7 s,
// where its plain sweep took 18.7).
func (s *sweep) restart() {
	never := s.tw.dealing.never | rules.WithTwins(s.tw.unmerge)
	if never == s.tw.dealing.never {
		s.startPlain()
		return
	}
	s.tw.dealing.never = never
	s.seen.reset()
	s.stack, s.moves, s.homed = s.stack[:0], s.moves[:0], s.homed[:0]
	s.cur, s.tw.unmerge, s.tw.guided = s.tw.root, 0, 0
	k := s.tw.dealing.twinKeyOf(&s.cur)
	s.seen.add(k)
	s.push(sweepMove{key: k}, 0)
}

// follow puts first, among the plays s.moves[lo:] of the position a sweep
// of twin classes enters, reached as c says, the next move of the path to
// the last false win (see restart), where the path to this position is
// that path's beginning: the sweep after a restart goes that way first. A
// restart leaves unmerged the pairs that led to that win, and the next
// false win, with another pair, mostly lies near it, where the first start
// took hundreds of thousands of classes to come: 406899 with one cell met
// its second and third within 2,400 classes of each start, not 500,000,
// and proved the deal impossible in 2.1 million classes in all where it
// took 3.2 million. Over eight deals that started again, 0.33 to 1.0 of
// the classes of all starts, 0.64 in all (the sweep alone, 2026-12-04; see
// docs/solver.md, solver 16). The order is all that changes: the sweep
// stays complete.
func (s *sweep) follow(c sweepMove, lo int) {
	d, path := len(s.stack), s.tw.guide
	if s.tw.guided != d || d > len(path) || d > 0 && !samePlaces(c.move, path[d-1]) {
		return
	}
	s.tw.guided = d + 1
	if d == len(path) {
		return
	}
	for i := lo; i < len(s.moves); i++ {
		if samePlaces(s.moves[i].move, path[d]) {
			first := s.moves[i]
			copy(s.moves[lo+1:i+1], s.moves[lo:i])
			s.moves[lo] = first
			return
		}
	}
}

// samePlaces reports whether two moves move as many cards between the same
// places: a move of a copy with twins swapped is the same move by places.
func samePlaces(a, b rules.Move) bool {
	return a.From == b.From && a.To == b.To && a.Count == b.Count
}

// rankHome is the top rank on c's foundation in p (0: none).
func rankHome(p *rules.Position, c dealer.Card) dealer.Rank {
	if top := p.FoundationTop(c.Suit()); top != dealer.NoCard {
		return top.Rank()
	}
	return 0
}

// mayAutoPlayNow is mayAutoPlay for m, just played from the position a sweep
// of twin classes entered: the foundations are as there unless m went home.
func (s *sweep) mayAutoPlayNow(m rules.Move) bool {
	if m.To == rules.Foundation {
		return true
	}
	if !m.From.IsColumn() {
		return false
	}
	top := s.cur.Top(m.From)
	return top != dealer.NoCard && s.tw.safe>>(top&63)&1 != 0
}
