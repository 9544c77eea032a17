package solver

import (
	"encoding/binary"
	"math/bits"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// A twin class is a position's key with each merged pair of twins' two
// cards read as one token, the pair's lower card (see mergedTwins):
// positions that differ only by swapping merged twins (and by the order of
// their columns and free cells) have one key. Where no pair is merged, it
// is the position's own key (keyOf).

// tokens maps each card to the token it is read as: itself, or for a card
// of a merged pair the pair's lower card (clubs for the black pairs,
// diamonds for the red). Index 0..63 so that a card masked to 6 bits needs
// no check.
type tokens struct {
	merged uint64 // the cards merged (see mergedTwins)
	read   [64]byte
}

// tokensOf is the map for the merged cards merged.
func tokensOf(merged uint64) *tokens {
	var t tokens
	t.fill(merged)
	return &t
}

// fill makes t the map for the merged cards merged.
func (t *tokens) fill(merged uint64) {
	t.merged, t.read = merged, identity
	for m := merged &^ lowTwins; m != 0; m &= m - 1 { // a merged pair's upper card
		c := bits.TrailingZeros64(m)
		t.read[c] = byte(rules.Twin(dealer.Card(c)))
	}
}

// identity maps each card to itself.
var identity = func() (t [64]byte) {
	for c := range t {
		t[c] = byte(c)
	}
	return t
}()

// lowTwins is the lower card of each twin pair, a bit each: the clubs and
// the diamonds. A set of pairs is kept as the set of their lower cards.
const lowTwins = 0x3333333333333

// mergedTwins is the set of cards (both of each pair) that p's twin class
// key reads as tokens: the free twins (rules.FreeTwins) but the pairs with
// a card still where the search's root has it (see dealing.dealt). Such a
// card lies where it was dealt: a class that forgot which twin lies there
// would play, once the pair stops being free, copies in which the other
// does, which the real game never reaches (on deal 290185 with one free
// cell they reach won positions, and the classes prove nothing).
func (d *dealing) mergedTwins(p *rules.Position) uint64 {
	return d.merged(p.FreeTwins(), d.dealt(p))
}

// merged is the merged twins of a position whose free twins are free and
// whose dealt cards are dealt.
func (d *dealing) merged(free, dealt uint64) uint64 {
	return free &^ rules.WithTwins(dealt) &^ d.never
}

// twinKeyOf is p's twin class key, in a search from the columns d.
func (d *dealing) twinKeyOf(p *rules.Position) key {
	return d.twinKeyWith(p, tokensOf(d.mergedTwins(p)))
}

// twinKeyWith is p's twin class key, its merged twins read as t.
func (d *dealing) twinKeyWith(p *rules.Position, t *tokens) key {
	k := foundationsHash(p)
	for i := range rules.NumColumns {
		k.add(twinColumnHash(p.ColumnData(i), t))
	}
	for i := range p.FreeCellCount() {
		k.add(cellHash(t.of(p.FreeCell(i))))
	}
	return k
}

// dealing is the columns a search of twin classes started from, each card
// read as its pair (its lower card).
type dealing struct {
	cols     [rules.NumColumns][rules.MaxColumn]byte
	n        [rules.NumColumns]int
	byBottom [64][2]int8 // the columns whose bottom card is of pair t, or -1
	never    uint64      // cards never merged (see sweep.restart)
}

// newDealing reads the columns of root.
func newDealing(root *rules.Position) *dealing {
	d := &dealing{}
	for t := range d.byBottom {
		d.byBottom[t] = [2]int8{-1, -1}
	}
	for j := range rules.NumColumns {
		col := root.Column(j)
		d.n[j] = len(col)
		for i, c := range col {
			d.cols[j][i] = pairOf(c)
		}
		if len(col) > 0 {
			b := &d.byBottom[pairOf(col[0])]
			b[min(1, int(b[0]+1))] = int8(j) // (b[0] is -1 until the first)
		}
	}
	return d
}

// pairOf is c's pair: its lower card.
func pairOf(c dealer.Card) byte { return byte(min(c, rules.Twin(c))) }

// dealt is the set of cards of p (a bit each) that lie as the search's root
// has them: in a column from its bottom up, as far as it holds, card for
// card up to twins, the cards of a column of the root. Read up to twins, it
// is the same for every position of a twin class: a swap of twins changes
// no pair a column holds.
func (d *dealing) dealt(p *rules.Position) uint64 {
	var cards uint64
	for i := range rules.NumColumns {
		cards |= d.dealtIn(p.Column(i))
	}
	return cards
}

// dealtIn is dealt of one column, col.
func (d *dealing) dealtIn(col []dealer.Card) uint64 { return cardBits(col[:d.prefix(col)]) }

// cardBits is the set of cards cards, a bit each.
func cardBits(cards []dealer.Card) uint64 {
	var bits uint64
	for _, c := range cards {
		bits |= 1 << (c & 63)
	}
	return bits
}

// prefix is how many cards of col, from its bottom, lie as in a column of
// the root, up to twins.
func (d *dealing) prefix(col []dealer.Card) int {
	if len(col) == 0 {
		return 0
	}
	most := 0
	for _, j := range d.byBottom[pairOf(col[0])] {
		if j < 0 {
			continue
		}
		was := d.cols[j][:d.n[j]]
		n := 0
		for n < len(col) && n < len(was) && pairOf(col[n]) == was[n] {
			n++
		}
		most = max(most, n)
	}
	return most
}

// dealtHere is dealt of a position a sweep enters, kept to find dealt of
// the positions its moves lead to (see after): each column's length and
// dealt prefix, and the cards of each length of that prefix.
type dealtHere struct {
	n, pre [rules.NumColumns]uint8
	cards  [rules.NumColumns][rules.MaxColumn + 1]uint64
}

// readColumn is dealt of col, column i of a position, kept in h: its
// length, its dealt prefix and the cards of each length of that prefix.
func (d *dealing) readColumn(col []dealer.Card, i int, h *dealtHere) {
	pre := d.prefix(col)
	h.n[i], h.pre[i] = uint8(len(col)), uint8(pre)
	var cards uint64
	for k, c := range col[:pre] {
		h.cards[i][k] = cards
		cards |= 1 << (c & 63)
	}
	h.cards[i][pre] = cards
}

// after is dealt of p, reached by one play (a move and the cards sent home
// after it) from the position h was read from. A play takes cards from the
// tops of columns and puts cards on one, so a column's dealt prefix is cut
// to its length, or is what it was: but for a column dealt to its top (or
// empty), where the cards put on it may lie as the root has them.
func (d *dealing) after(p *rules.Position, h *dealtHere) uint64 {
	var all uint64
	for i := range rules.NumColumns {
		all |= d.columnAfter(p, h, i)
	}
	return all
}

// columnAfter is dealt of column i of p, reached as after says.
func (d *dealing) columnAfter(p *rules.Position, h *dealtHere, i int) uint64 {
	n := p.ColumnData(i)[0]
	switch {
	case n <= h.pre[i]:
		return h.cards[i][n]
	case h.pre[i] < h.n[i]:
		return h.cards[i][h.pre[i]]
	}
	return d.dealtIn(p.Column(i)) // grown on a column dealt to its top
}

// of is card c's token (NoCard stays NoCard).
func (t *tokens) of(c dealer.Card) dealer.Card {
	if c == dealer.NoCard {
		return c
	}
	return dealer.Card(t.read[c&63])
}

// twinColumnHash is columnHash of the column b with its cards read as tokens.
func twinColumnHash(b *[rules.ColumnBytes]byte, t *tokens) key {
	n := int(b[0])
	if n == 0 {
		return key{}
	}
	var read [rules.ColumnBytes]byte
	read[0] = b[0]
	for i := 1; i <= n; i++ {
		read[i] = t.read[b[i]&63]
	}
	return columnHash(&read)
}

// swapTwins swaps, in p, the cards of each twin pair of pairs (a set of
// lower cards): a swap is its own undoing.
func swapTwins(p *rules.Position, pairs uint64) {
	for ; pairs != 0; pairs &= pairs - 1 {
		c := dealer.Card(bits.TrailingZeros64(pairs))
		p.SwapCards(c, rules.Twin(c))
	}
}

// twinHere is what a sweep of twin classes knows of the position it enters
// (see read), to make the keys of the positions its plays lead to from the
// places they change (see keyAfter): its merged twins, their tokens, its
// dealt cards, and its key's shares, with the cards and length of each
// column.
type twinHere struct {
	merged  uint64
	free    uint64 // its free twins (rules.FreeTwins)
	dealtAt uint64 // its dealt cards (see dealing.dealt)
	total   key    // its key
	ranks   uint64 // its foundations' top ranks (see foundationRanks), whose share is home
	tokens  tokens // its own: the cache's may be filled again
	dealt   dealtHere
	home    key // the foundations' share
	columns [rules.NumColumns]twinColumn
	cells   [rules.MaxFreeCells]dealer.Card
	cellKey [rules.MaxFreeCells]key
	cache   tokenCache
	read1   bool // whether a position was read: its columns are known
}

// twinColumn is a column's share of a key, its cards (a bit each) and
// length, and its bytes as read.
type twinColumn struct {
	key   key
	cards uint64
	n     uint8
	data  [rules.ColumnBytes]byte
}

// read reads p, a position of a search from the columns d. A column whose
// bytes are as in the position read before keeps what was worked out of it
// (its share of the key is made again only where its tokens changed): from
// one position a sweep enters to the next, most columns are the same.
func (h *twinHere) read(p *rules.Position, d *dealing) {
	first := !h.read1
	var dealt uint64
	var fresh uint16 // the columns read afresh, a bit each
	for i := range rules.NumColumns {
		col, b := &h.columns[i], p.ColumnData(i)
		if first || !sameColumn(b, &col.data) {
			fresh |= 1 << i
			col.data = *b
			cards := p.Column(i)
			d.readColumn(cards, i, &h.dealt)
			col.cards, col.n = cardBits(cards), uint8(len(cards))
		}
		dealt |= h.dealt.cards[i][h.dealt.pre[i]]
	}
	h.free, h.dealtAt = p.FreeTwins(), dealt
	merged := d.merged(h.free, dealt)
	changed := merged ^ h.merged
	if first || changed != 0 {
		h.tokens = *h.cache.of(merged)
	}
	if first {
		changed = ^uint64(0)
	}
	if ranks := foundationRanks(p); first || ranks != h.ranks {
		h.home, h.ranks = foundationsHashOf(ranks), ranks
	}
	h.merged, h.read1 = merged, true
	h.total = h.home
	for i := range rules.NumColumns {
		col := &h.columns[i]
		if fresh>>i&1 != 0 || col.cards&changed != 0 {
			col.key = twinColumnHash(&col.data, &h.tokens)
		}
		h.total.add(col.key)
	}
	for i := range p.FreeCellCount() {
		if c := p.FreeCell(i); first || c != h.cells[i] || c != dealer.NoCard && changed>>(c&63)&1 != 0 {
			h.cells[i] = c
			h.cellKey[i] = cellHash(h.tokens.of(c))
		}
		h.total.add(h.cellKey[i])
	}
}

// sameColumn reports whether two columns' bytes are the same, a word at a
// time: twenty bytes, as the two checks below it hold.
func sameColumn(a, b *[rules.ColumnBytes]byte) bool {
	return binary.LittleEndian.Uint64(a[0:8]) == binary.LittleEndian.Uint64(b[0:8]) &&
		binary.LittleEndian.Uint64(a[8:16]) == binary.LittleEndian.Uint64(b[8:16]) &&
		binary.LittleEndian.Uint32(a[16:20]) == binary.LittleEndian.Uint32(b[16:20])
}

var (
	_ [rules.ColumnBytes - 20]struct{}
	_ [20 - rules.ColumnBytes]struct{}
)

// keyAfter is the twin key of p, reached by the play m from the position
// read, and its merged twins. Most plays move cards between columns and
// free cells and leave the merged twins as they were: two places' shares
// change (keyAfterMove, 2-5 % less time a class than the loop below). Else
// a column as long as it was holds the same cards (a play takes cards from
// the tops of columns, and puts them on one, whose cards auto-play may
// take again), so its share is what it was, unless its cards' tokens
// changed.
func (h *twinHere) keyAfter(p *rules.Position, d *dealing, m rules.Move) (key, uint64) {
	if m.To != rules.Foundation {
		if k, ok := h.keyAfterMove(p, d, m); ok {
			return k, h.merged
		}
	}
	merged := d.merged(p.FreeTwins(), d.after(p, &h.dealt))
	home := m.To == rules.Foundation
	t, changed := &h.tokens, merged^h.merged
	if changed != 0 {
		t = h.cache.of(merged)
	}
	k := h.home
	if home {
		k = foundationsHash(p)
	}
	for i := range rules.NumColumns {
		col := &h.columns[i]
		if uint8(len(p.Column(i))) == col.n && col.cards&changed == 0 {
			k.add(col.key)
		} else {
			k.add(twinColumnHash(p.ColumnData(i), t))
		}
	}
	for i := range p.FreeCellCount() {
		if c := p.FreeCell(i); c == h.cells[i] && (c == dealer.NoCard || changed>>(c&63)&1 == 0) {
			k.add(h.cellKey[i])
		} else {
			k.add(cellHash(t.of(c)))
		}
	}
	return k, merged
}

// keyAfterMove is keyAfter for a move m between columns and free cells
// that leaves the merged twins as they were (ok): the key read, its two
// places' shares taken out and put back as they are now. The foundations
// are as read, and so are the free twins; a column but m's two holds the
// cards it held, so its dealt cards are as read too.
func (h *twinHere) keyAfterMove(p *rules.Position, d *dealing, m rules.Move) (key, bool) {
	dealt := h.dealtAt
	for _, pl := range [2]rules.Place{m.From, m.To} {
		if pl.IsColumn() {
			i := int(pl)
			dealt = dealt&^h.dealt.cards[i][h.dealt.pre[i]] | d.columnAfter(p, &h.dealt, i)
		}
	}
	if d.merged(h.free, dealt) != h.merged {
		return key{}, false
	}
	var cards uint64 // the cards the two places hold, before the move and after
	for _, pl := range [2]rules.Place{m.From, m.To} {
		if i := pl.Index(); pl.IsColumn() {
			cards |= h.columns[i].cards
		} else if c := h.cells[i]; c != dealer.NoCard {
			cards |= 1 << (c & 63)
		}
	}
	tokens := cards&h.merged != 0 // else the cards are read as themselves
	k := h.total
	for _, pl := range [2]rules.Place{m.From, m.To} {
		if i := pl.Index(); pl.IsColumn() {
			k.sub(h.columns[i].key)
			if tokens {
				k.add(twinColumnHash(p.ColumnData(i), &h.tokens))
			} else {
				k.add(columnHash(p.ColumnData(i)))
			}
		} else {
			k.sub(h.cellKey[i])
			k.add(cellHash(h.tokens.of(p.FreeCell(i))))
		}
	}
	return k, true
}

// tokenCache keeps the tokens of the last few merged sets a sweep met: the
// set changes seldom from a position to the next.
type tokenCache struct {
	merged [tokenCacheSize]uint64
	tokens [tokenCacheSize]*tokens
	next   int
}

const tokenCacheSize = 8

// of is the tokens of the merged set merged.
func (c *tokenCache) of(merged uint64) *tokens {
	for i, m := range c.merged {
		if m == merged && c.tokens[i] != nil {
			return c.tokens[i]
		}
	}
	i := c.next
	c.next = (c.next + 1) % tokenCacheSize
	if c.tokens[i] == nil {
		c.tokens[i] = new(tokens)
	}
	c.tokens[i].fill(merged)
	c.merged[i] = merged
	return c.tokens[i]
}
