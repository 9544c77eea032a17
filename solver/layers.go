package solver

import (
	"math/bits"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// layers is the complete search for the proofs too big for the sweep's
// memory (the disk tier, see diskVerdict). Two things in play never go back:
// a card on a foundation stays there, and a dealt card that lies on one it
// could not be moved onto (not the other colour a rank higher: a break in
// the column), once moved, can never lie there again. So each position has a
// class, its foundations and, for each column, the deepest break still
// dealt, and a move leads to a position of its own class or of a class of
// higher rank (cards home, less breaks dealt). The search takes the ranks in
// order, a sweep in each from the positions where play entered it: it keeps
// in memory the positions of one rank (of one group of its classes, when the
// rank is big: see layerStore.split), and on disk, packed (rules.Packed),
// those where play enters the ranks to come. On deal 526039 with one free
// cell, which the sweep proves impossible with 81 million positions kept
// (2.5 GB), the biggest class holds 13 million.
//
// A solution is put together from the entries it passed through: from each
// to the next, a sweep within the first's class finds the way again.
type layers struct {
	s         *sweep
	packer    *rules.Packer
	origin    rules.Position // as the game started: whose dealt cards the breaks are
	breaks    [rules.NumColumns]uint32
	store     *layerStore
	rank      int                     // the rank the sweep works in, from layerRankLow less
	root      int64                   // the entry the sweep started from (see entryRef)
	done      int                     // positions of the ranks swept
	dealtHere [rules.NumColumns]uint8 // its columns' cards as dealt, from the bottom
	seeking   bool                    // a search for the way between entries, within one class:
	target    key                     // the entry sought
}

// layerClass is a class of positions: the foundations' ranks (4 bits each),
// then, for each column, the deepest break of its dealt cards still there
// (5 bits each: the card's place in the column, 0 for none).
type layerClass uint64

// layerRanks bounds a class's rank: up to 52 cards home, less up to 8
// columns of 18 breaks each.
const (
	layerRankLow = 8 * 18
	layerRanks   = layerRankLow + 53
)

// newLayers starts a search from root (settled by the rule strong names), in
// a game that started from origin, keeping its entries in files in dir (""
// for the system's folder for temporary files), up to most bytes of them.
func newLayers(origin, root rules.Position, strong bool, dir string, most int64) *layers {
	l := &layers{origin: origin, packer: rules.NewPacker(&origin), root: -1,
		store: &layerStore{dir: dir, most: most, rank: -1}}
	for j := range rules.NumColumns {
		col := origin.Column(j)
		for i := 1; i < len(col); i++ {
			if !runsOn(col[i], col[i-1]) {
				l.breaks[j] |= 1 << i
			}
		}
	}
	l.s = sweepPool.Get().(*sweep)
	l.s.strong, l.s.layer = strong, l
	l.rank = l.rankOf(l.classOf(&root)) + layerRankLow
	l.enter(&root, keyOf(&root))
	return l
}

// runsOn reports whether card may lie on under in a run.
func runsOn(card, under dealer.Card) bool {
	return card.Rank()+1 == under.Rank() && card.Suit().Red() != under.Suit().Red()
}

// classOf is p's class.
func (l *layers) classOf(p *rules.Position) layerClass {
	var c layerClass
	for s := range 4 {
		if top := p.FoundationTop(dealer.Suit(s)); top != dealer.NoCard {
			c |= layerClass(top.Rank()) << (4 * s)
		}
	}
	_, dealt := l.dealtCards(p)
	for j := range rules.NumColumns {
		if in := l.breaks[j] & (1<<dealt[j] - 1); in != 0 {
			c |= layerClass(bits.Len32(in)-1) << (16 + 5*j)
		}
	}
	return c
}

// deep is the class's deepest dealt break in column j (0: none).
func (c layerClass) deep(j int) int { return int(c >> (16 + 5*j) & 31) }

// dealtCards counts the breaks still dealt in p, and gives each column's
// cards as dealt, from the bottom.
func (l *layers) dealtCards(p *rules.Position) (breaks int, dealt [rules.NumColumns]uint8) {
	for j := range rules.NumColumns {
		col, was := p.Column(j), l.origin.Column(j)
		i := 0
		for i < len(col) && i < len(was) && col[i] == was[i] {
			i++
		}
		dealt[j] = uint8(i)
		breaks += bits.OnesCount32(l.breaks[j] & (1<<i - 1))
	}
	return breaks, dealt
}

// rankOf is the class's rank: cards home, less the breaks still dealt.
func (l *layers) rankOf(c layerClass) int {
	r := 0
	for s := range 4 {
		r += int(c >> (4 * s) & 15)
	}
	for j := range rules.NumColumns {
		r -= bits.OnesCount32(l.breaks[j] & (2<<c.deep(j) - 1))
	}
	return r
}

// groupOf is the group of a rank's entry pk (see layerStore.split): its
// class, hashed.
func (l *layers) groupOf(pk *rules.Packed) int {
	p, _ := l.packer.Unpack(*pk)
	return int(mix(uint64(l.classOf(&p)), 0x5851F42D4C957F2D) >> 33)
}

// expand notes what the position the sweep enters, p, has dealt, for leaves.
func (l *layers) expand(p *rules.Position) {
	_, l.dealtHere = l.dealtCards(p)
}

// leaves reports whether the position p, reached by m from the one the
// sweep enters (home: cards went home after it), is of another class: cards
// went home, or a dealt card that broke a run left its column.
func (l *layers) leaves(p *rules.Position, m *rules.Move, home bool) bool {
	if home || m.To == rules.Foundation {
		return true
	}
	if !m.From.IsColumn() {
		return false
	}
	j := int(m.From)
	left := uint32(1)<<len(p.Column(j)) - 1
	return l.breaks[j]&(1<<l.dealtHere[j]-1)&^left != 0
}

// enter files p, whose key is k, under its rank, and reports whether the
// search is over: p is won, or the entry sought.
func (l *layers) enter(p *rules.Position, k key) bool {
	if l.seeking {
		return k == l.target
	}
	if p.Won() {
		return true
	}
	pk, _ := l.packer.Pack(p) // every position reached from the origin packs
	l.store.put(l.rankOf(l.classOf(p))+layerRankLow, layerEntry{pos: pk, parent: l.root})
	return false
}

// failed reports whether the store could not keep an entry: then the search
// is not complete, and must go no further.
func (l *layers) failed() bool { return l.store.err != nil }

func (l *layers) run(budget int) outcome {
	for budget > 0 && !l.failed() {
		if len(l.s.stack) == 0 {
			if o := l.nextRoot(); o != running {
				return o
			}
			budget--
			continue
		}
		before := l.s.entered
		o := l.s.run(budget)
		budget -= l.s.entered - before + 1
		switch o {
		case won:
			return l.finish()
		case running:
			return running
		case exhausted: // the entry's positions: the next one
		}
	}
	return running
}

// nextRoot starts the sweep from the next entry of its rank not entered
// yet, or of the next rank; it reports exhausted once there is none.
func (l *layers) nextRoot() outcome {
	s := l.s
	for {
		e, ref, fresh, ok := l.store.next(l.rank, l.groupOf)
		if l.failed() {
			return running
		}
		if fresh { // a group apart
			l.done += s.seen.n
			s.seen.reset()
		}
		if !ok {
			if l.rank++; l.rank == layerRanks {
				return exhausted
			}
			l.done += s.seen.n
			s.seen.reset()
			continue
		}
		s.cur, _ = l.packer.Unpack(e.pos)
		if k := keyOf(&s.cur); s.seen.add(k) {
			s.moves, s.homed, l.root = s.moves[:0], s.homed[:0], ref
			s.push(sweepMove{key: k}, 0)
			if s.won != nil {
				return l.finish()
			}
			return running
		}
	}
}

// finish puts the solution together: the sweep's way from its entry, after
// the way to that entry from the start.
func (l *layers) finish() outcome {
	tail := l.s.won
	for ref := l.root; ; {
		e, ok := l.store.at(ref)
		if !ok {
			return running // the disk failed: failed() says so
		}
		if e.parent < 0 {
			break
		}
		from, ok := l.store.at(e.parent)
		if !ok {
			return running
		}
		tail = append(l.between(from.pos, e.pos), tail...)
		ref = e.parent
	}
	l.s.won = tail
	return won
}

// between is the way from entry a to entry b, which a's class's sweep found:
// a sweep within that class finds it again.
func (l *layers) between(a, b rules.Packed) []rules.Move {
	from, _ := l.packer.Unpack(a)
	to, _ := l.packer.Unpack(b)
	seek := &layers{origin: l.origin, breaks: l.breaks, target: keyOf(&to), seeking: true}
	s := sweepPool.Get().(*sweep)
	defer s.release()
	s.cur, s.strong, s.layer = from, l.s.strong, seek
	k := keyOf(&from)
	s.seen.add(k)
	s.push(sweepMove{key: k}, 0)
	for s.won == nil && s.run(slice) == running {
	}
	return s.won
}

func (l *layers) positions() int         { return l.s.seen.n }
func (l *layers) complete() bool         { return true }
func (l *layers) solution() []rules.Move { return l.s.won }

func (l *layers) bytes() int { return l.s.bytes() + l.store.bytes() }

func (l *layers) release() {
	l.store.close()
	l.s.release()
}
