package solver

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// twinAll runs a sweep of twin classes from start, settled by the rule
// strong names, to its end or most classes.
func twinAll(start rules.Position, strong bool, most int) (o outcome, s *sweep) {
	s = newTwinSweep(settledBy(start, strong), strong)
	o = running
	for o == running && s.positions() < most {
		o = s.run(slice)
	}
	return o, s
}

// coverage enters, by a plain sweep from start, up to most positions, and
// counts those whose twin class the sweep of twin classes tw did not visit.
func coverage(start rules.Position, strong bool, tw *sweep, most int) (entered, missed int, o outcome) {
	pl := newSweep(settledBy(start, strong), strong)
	defer pl.release()
	o = running
	for {
		if !tw.seen.has(tw.tw.dealing.twinKeyOf(&pl.cur)) {
			missed++
		}
		entered++
		if entered >= most {
			return entered, missed, running
		}
		if o = pl.run(1); o != running {
			return entered, missed, o
		}
	}
}

// TestTwinSweepCoversThePlainSweep is the twin classes' proof of soundness
// held to the code: on deals and positions from the middle of games, with
// none to three free cells and by either rule of sending cards home, where
// the sweep of twin classes runs out of classes, every position the plain
// sweep enters has its class visited, and the plain sweep finds no win.
// Where the sweep of twin classes wins, its solution replays to a win.
func TestTwinSweepCoversThePlainSweep(t *testing.T) {
	rng := rand.New(rand.NewPCG(50, 1))
	proofs, wins, biggest := 0, 0, 0
	enough, most := 40, 300_000
	if raceEnabled {
		enough, most = 12, 40_000
	}
	for i := 0; proofs < enough || wins < enough/4; i++ {
		game := 1 + rng.Int64N(1_000_000)
		cells, strong := i%4, i%3 != 0
		l, _ := dealer.Deal(game)
		start := rules.NewPositionWith(&l, cells)
		if i%5 == 4 { // a root in the middle of a game
			start = walked(start, rng, 10+rng.IntN(30))
		}
		what := fmt.Sprintf("game %d, %d cells, strong %v", game, cells, strong)
		o, tw := twinAll(start, strong, most)
		switch o {
		case won:
			wins++
			if r, err := rules.ReplayFrom(start, replayPathBy(start, tw.solution(), strong)); err != nil || !r.End().Won() {
				t.Errorf("%s: the solution does not replay to a win (%v)", what, err)
			}
		case exhausted:
			if tw.tw.on { // (not started again as a plain sweep)
				entered, missed, po := coverage(start, strong, tw, 4*most)
				proofs, biggest = proofs+1, max(biggest, entered)
				if missed > 0 || po == won {
					t.Errorf("%s: %d of the %d positions the plain sweep entered (%v) have no class visited", what, missed, entered, po)
				}
			}
		case running:
		}
		tw.release()
	}
	t.Logf("%d proofs (the biggest %d positions), %d wins", proofs, biggest, wins)
}

// TestTwinSweepCoversThePlainSweepWithFiveCells: with more than four cells
// the race finishes with the sweep of twin classes too (twinFinish), and its
// proofs hold as with fewer: on positions from the middle of games with five
// and six cells (drawn by fiveCellRoot, then kept: proofs are rare there),
// each proved impossible, every position the plain sweep enters has its class
// visited. (In 5696's a card home unmerges a pair: with its copies left
// unplayed, 7 positions have no class visited.)
func TestTwinSweepCoversThePlainSweepWithFiveCells(t *testing.T) {
	for _, seed := range []uint64{301, 686, 884, 2358, 2534, 5696} {
		start, what := fiveCellRoot(seed)
		o, tw := twinAll(start, false, 200_000)
		if o != exhausted || !tw.tw.on {
			t.Errorf("%s: %v, want a proof by twin classes", what, o)
		} else if entered, missed, po := coverage(start, false, tw, 1_000_000); missed > 0 || po != exhausted {
			t.Errorf("%s: %d of the %d positions the plain sweep entered (%v) have no class visited", what, missed, entered, po)
		}
		tw.release()
	}
}

// walked is start after steps random moves (by fast mode's search moves,
// fewer where none is left), settled.
func walked(start rules.Position, rng *rand.Rand, steps int) rules.Position {
	p := start
	p.Settle()
	var moves []rules.Move
	for range steps {
		moves = p.AppendMoves(moves[:0])
		if len(moves) == 0 {
			break
		}
		p.Play(moves[rng.IntN(len(moves))])
		p.Settle()
	}
	return p
}

// TestTwinSweepAgreesWithBruteForce: on endgames (positions late in random
// games, few cards left) with none to two free cells, and on deals whose
// classes meet wins the game cannot reach (979070 with two cells: the sweep
// starts again with fewer pairs merged), the sweep of twin classes, where
// it ends, wins exactly where a breadth-first search over every move finds
// a won position, and where it runs out, every position that search
// reaches has its class visited.
func TestTwinSweepAgreesWithBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(50, 2))
	compared := map[outcome]int{}
	enough := 60
	if raceEnabled {
		enough = 20
	}
	l, _ := dealer.Deal(979070)
	agreesWithBruteForce(t, "game 979070", rules.NewPositionWith(&l, 2), true, 100_000, compared)
	for i := 0; compared[won] < enough/3 || compared[exhausted] < enough/3 || compared[won]+compared[exhausted] < enough; i++ {
		game := 1 + rng.Int64N(1_000_000)
		l, _ := dealer.Deal(game)
		start, ok := lateGame(rules.NewPosition(&l), rng, i%3, 20+rng.IntN(12))
		if ok && (compared[won] < enough/2 || start.OnFoundations() <= 26) { // most late endgames are won: enough of them
			agreesWithBruteForce(t, fmt.Sprintf("game %d's endgame", game), start, i%2 == 0, 20_000, compared)
		}
	}
	t.Logf("outcomes %v", compared)
}

// agreesWithBruteForce holds the sweep of twin classes from start to the
// breadth-first search over every move (up to most positions), counting in
// compared the outcomes compared.
func agreesWithBruteForce(t *testing.T, what string, start rules.Position, strong bool, most int, compared map[outcome]int) {
	t.Helper()
	o, tw := twinAll(start, strong, 200_000)
	defer tw.release()
	if o == running { // (a depth-first search can wander)
		return
	}
	want, winnable := reachable(start, strong, most)
	if want < 0 && !winnable {
		return
	}
	what = fmt.Sprintf("%s, %d cells, strong %v:\n%s", what, start.FreeCellCount(), strong, start.AppendBoard(nil))
	compared[o]++
	switch {
	case o == won && !winnable:
		t.Errorf("%s: the twin classes won where no reachable position is won", what)
	case o != won && winnable:
		t.Errorf("%s: the twin classes %v where a reachable position is won", what, o)
	case o == exhausted:
		if missed := missedReachable(start, strong, tw); missed > 0 {
			t.Errorf("%s: %d reachable positions have no class visited", what, missed)
		}
	}
}

// lateGame is a position late in a random game from start (home cards on
// the foundations or more), played with cells free cells (the cards of
// free cells past them put on columns), and false where the walk found
// none.
func lateGame(start rules.Position, rng *rand.Rand, cells, home int) (rules.Position, bool) {
	p := start
	p.Settle()
	var moves []rules.Move
	for step := 0; step < 200 && p.OnFoundations() < home; step++ {
		m, ok := p.FoundationMove()
		if !ok {
			if moves = p.AppendMoves(moves[:0]); len(moves) == 0 {
				return p, false
			}
			m = moves[rng.IntN(len(moves))]
		}
		p.Play(m)
		p.Settle()
	}
	if p.OnFoundations() < home || p.Won() {
		return p, false
	}
	var columns [rules.NumColumns][]dealer.Card
	for i := range columns {
		columns[i] = p.Column(i)
	}
	var free []dealer.Card
	for i := range p.FreeCellCount() {
		if c := p.FreeCell(i); c != dealer.NoCard {
			if len(free) < cells {
				free = append(free, c)
				continue
			}
			j := 0 // more than fit: onto the shortest column (rules' columns hold up to 19)
			for k := range columns {
				if len(columns[k]) < len(columns[j]) {
					j = k
				}
			}
			columns[j] = append(columns[j][:len(columns[j]):len(columns[j])], c)
		}
	}
	var tops [4]dealer.Rank
	for s := range tops {
		if top := p.FoundationTop(dealer.Suit(s)); top != dealer.NoCard {
			tops[s] = top.Rank()
		}
	}
	q, err := rules.PositionWith(columns, free, tops, cells)
	return q, err == nil
}

// missedReachable counts the positions reachable from start (as reachable
// finds them) whose twin class tw did not visit.
func missedReachable(start rules.Position, strong bool, tw *sweep) int {
	root := settledBy(start, strong)
	seen := map[key]bool{keyOf(&root): true}
	queue := []rules.Position{root}
	missed := 0
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		if !tw.seen.has(tw.tw.dealing.twinKeyOf(&p)) {
			missed++
		}
		for _, m := range p.AppendMoves(nil) {
			child := p
			child.Play(m)
			if strong {
				child.SettleStrong()
			} else {
				child.Settle()
			}
			if k := keyOf(&child); !seen[k] {
				seen[k] = true
				queue = append(queue, child)
			}
		}
	}
	return missed
}

// fuzzPlayed is a fuzz target's position: deal game with cells free cells
// (taken modulo the most there are), settled by the strong rule, and p
// reached from it by the moves choices pick, a move each, settled after
// each; ok is false where game is no deal.
func fuzzPlayed(game int64, cells uint8, choices []byte) (root, p rules.Position, ok bool) {
	l, err := dealer.Deal(game)
	if err != nil {
		return root, p, false
	}
	root = rules.NewPositionWith(&l, int(cells)%(rules.MaxFreeCells+1))
	root.SettleStrong()
	p = root
	var moves []rules.Move
	for _, c := range choices {
		if moves = p.AppendMoves(moves[:0]); len(moves) == 0 {
			break
		}
		p.Play(moves[int(c)%len(moves)])
		p.SettleStrong()
	}
	return root, p, true
}

// FuzzTwinKey plays the moves the fuzzer chooses from a deal, then swaps
// the twins the fuzzer chooses: swapping a merged pair (free, and neither
// card where the root has it) changes neither the twin key nor the pairs
// merged; swapping any other pair out of the foundations changes the key,
// unless the position is the same up to the order of its columns and free
// cells.
func FuzzTwinKey(f *testing.F) {
	f.Add(int64(617), uint8(2), []byte{0, 3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5}, uint8(20))
	f.Add(int64(882572), uint8(1), []byte{7, 7, 7, 1, 2, 3}, uint8(44))
	f.Add(int64(1), uint8(4), []byte{}, uint8(0))
	f.Fuzz(func(t *testing.T, game int64, cells uint8, choices []byte, pair uint8) {
		root, p, ok := fuzzPlayed(game, cells, choices)
		if !ok {
			return
		}
		d := newDealing(&root)
		n := pair % 26
		low := dealer.Card(4*(n/2) + n%2) // a pair's lower card: its club or its diamond
		if low.Rank() <= rankHome(&p, low) || low.Rank() <= rankHome(&p, rules.Twin(low)) {
			return // a card of the pair is home
		}
		swapped := p
		swapped.SwapCards(low, rules.Twin(low))
		merged := d.mergedTwins(&p)
		k, ks := d.twinKeyOf(&p), d.twinKeyOf(&swapped)
		switch {
		case merged>>low&1 != 0:
			if k != ks || d.mergedTwins(&swapped) != merged {
				t.Fatalf("swapping %v and %v, merged, changed the twin key or the pairs merged in\n%s", low, rules.Twin(low), p.AppendBoard(nil))
			}
		case keyOf(&p) != keyOf(&swapped) && k == ks:
			t.Fatalf("swapping %v and %v, not merged, left the twin key as it was in\n%s", low, rules.Twin(low), p.AppendBoard(nil))
		}
	})
}

// FuzzPairKey: a position's pair key is its twin class key with every pair
// merged, free or not (made by another road: token maps); and two positions
// have one pair key where their columns and cells, each card read as its
// pair, are the same sets (pairRead): after swapping two twins, always;
// after swapping two other cards, where the swap moves nothing but twins
// and order (both in free cells, or a column's card for its twin's).
func FuzzPairKey(f *testing.F) {
	f.Add(int64(617), uint8(2), []byte{0, 3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5}, uint8(20), uint8(7))
	f.Add(int64(882572), uint8(1), []byte{7, 7, 7, 1, 2, 3}, uint8(44), uint8(3))
	f.Add(int64(1), uint8(4), []byte{}, uint8(0), uint8(51))
	f.Fuzz(func(t *testing.T, game int64, cells uint8, choices []byte, a, b uint8) {
		_, p, ok := fuzzPlayed(game, cells, choices)
		if !ok {
			return
		}
		k := pairKeyOf(&p)
		if want := newDealing(&p).twinKeyWith(&p, tokensOf(lowTwins|lowTwins<<2)); k != want {
			t.Fatalf("pair key %v, made with every pair merged %v, in\n%s", k, want, p.AppendBoard(nil))
		}
		ca, cb := dealer.Card(a%52), dealer.Card(b%52)
		if ca.Rank() <= rankHome(&p, ca) || cb.Rank() <= rankHome(&p, cb) || ca == cb {
			return // a card is home
		}
		swapped := p
		swapped.SwapCards(ca, cb)
		same := pairRead(&p) == pairRead(&swapped)
		if pairOf(ca) == pairOf(cb) && !same {
			t.Fatalf("swapping twins %v and %v changed the cards read as pairs", ca, cb)
		}
		if ks := pairKeyOf(&swapped); (ks == k) != same {
			t.Fatalf("swapping %v and %v: pair keys the same %v, the cards read as pairs the same %v, in\n%s", ca, cb, ks == k, same, p.AppendBoard(nil))
		}
	})
}

// pairRead is p with each card read as its pair, its columns and its free
// cells each sorted: the same for two positions where their pair keys are.
func pairRead(p *rules.Position) string {
	read := func(cards []dealer.Card) string {
		b := make([]byte, len(cards))
		for i, c := range cards {
			b[i] = pairOf(c)
		}
		return string(b)
	}
	var columns, cells []string
	for i := range rules.NumColumns {
		columns = append(columns, read(p.Column(i)))
	}
	for i := range p.FreeCellCount() {
		if c := p.FreeCell(i); c != dealer.NoCard {
			cells = append(cells, read([]dealer.Card{c}))
		}
	}
	slices.Sort(columns)
	slices.Sort(cells)
	return fmt.Sprint(foundationRanks(p), columns, cells)
}

// TestTwinKeyOfMatchesKeyAfter: the key the sweep of twin classes brings up
// to date after each play is the key computed afresh, on deals with one and
// two cells, and the merged twins likewise.
func TestTwinKeyAfterMatchesTwinKeyOf(t *testing.T) {
	checked := 0
	for _, deal := range []struct {
		game  int64
		cells int
	}{{882572, 1}, {686653, 2}, {617, 1}, {5, 2}, {1296, 1}} {
		l, _ := dealer.Deal(deal.game)
		s := newTwinSweep(settledBy(rules.NewPositionWith(&l, deal.cells), true), true)
		s.tw.checkKeys = func(k key, merged uint64) {
			if want := s.tw.dealing.twinKeyOf(&s.cur); k != want || merged != s.tw.dealing.mergedTwins(&s.cur) {
				t.Fatalf("game %d: the key brought up to date is %x, afresh %x (merged %x, afresh %x) in\n%s",
					deal.game, k, want, merged, s.tw.dealing.mergedTwins(&s.cur), s.cur.AppendBoard(nil))
			}
			checked++
		}
		for o := running; o == running && s.positions() < 20_000; {
			o = s.run(slice)
		}
		s.release()
	}
	if checked < 50_000 {
		t.Fatalf("only %d keys checked", checked)
	}
}

// TestTwinSweepReachesRealWinsNearFalseOnes: on these deals the sweep of
// twin classes meets a win the real game cannot reach by its path, and
// used to start again from its root; a plain sweep from the real game's
// positions along that path finds a real win within a few thousand
// positions (see reaching), so the sweep never starts again, and its
// solution plays to a win under the real rules. On 46645 with one cell the
// false win comes after some 70,000 classes, and a real one lies beyond
// 2,000 positions of it, within an eighth of those classes (reachShare).
// Those plain sweeps go by the sweep's turns, a slice at a time, so that the
// race checks the context and the bounds between them: on 46645, whose
// real win lies some thousands of positions on, the search for it is seen
// under way between two turns.
func TestTwinSweepReachesRealWinsNearFalseOnes(t *testing.T) {
	for _, job := range []bigProof{{977788, 1}, {570484, 2}, {948891, 1}, {46645, 1}} {
		l, _ := dealer.Deal(job.game)
		start := rules.NewPositionWith(&l, job.cells)
		strong := strongSettle(start)
		tw := newTwinSweep(settledBy(start, strong), strong)
		o, between := running, false
		for o == running && tw.positions() < 100_000 {
			o = tw.run(slice)
			between = between || tw.tw.reach.pl != nil && o == running
		}
		if !between && job.game == 46645 {
			t.Errorf("deal %d with %d cells: the search for a real win near a false one ran within one turn", job.game, job.cells)
		}
		if o != won {
			t.Errorf("deal %d with %d cells: %v, not won", job.game, job.cells, o)
		} else if r, err := rules.ReplayFrom(start, replayPathBy(start, tw.solution(), strong)); err != nil || !r.End().Won() {
			t.Errorf("deal %d with %d cells: the solution does not replay to a win (%v)", job.game, job.cells, err)
		}
		if never := tw.tw.dealing.never; never != 0 {
			t.Errorf("deal %d with %d cells: started again with the pairs %#x never merged", job.game, job.cells, never)
		}
		tw.release()
	}
}

// TestRestartGoesTheLastFalseWinsWayFirst: after a false win sends the
// sweep of twin classes back to its root, it goes first the way of that
// win's path (see follow), where the next false win lies: deal 471404 with
// two cells met its first after 62,991 classes, its second 99,516 classes
// into the next start when each start went the same way; following the
// path, 13,429. The deal is solved, its solution replays to a win.
func TestRestartGoesTheLastFalseWinsWayFirst(t *testing.T) {
	l, _ := dealer.Deal(471404)
	start := rules.NewPositionWith(&l, 2)
	strong := strongSettle(start)
	tw := newTwinSweep(settledBy(start, strong), strong)
	defer tw.release()
	var starts []int // the classes each start entered before the next
	o, never, last := running, uint64(0), 0
	for o == running && tw.positions() < 1_000_000 {
		o = tw.run(100)
		if tw.tw.dealing.never != never {
			starts, never = append(starts, last), tw.tw.dealing.never
		}
		last = tw.seen.n
	}
	if o != won {
		t.Fatalf("deal 471404 with 2 cells: %v, not won", o)
	}
	if r, err := rules.ReplayFrom(start, replayPathBy(start, tw.solution(), strong)); err != nil || !r.End().Won() {
		t.Errorf("the solution does not replay to a win (%v)", err)
	}
	if len(starts) < 2 {
		t.Fatalf("started again %d times (%v): the deal no longer tests a second false win", len(starts), starts)
	}
	for i, n := range starts[1:] {
		if n > starts[0]/2 {
			t.Errorf("start %d came to its false win after %d classes, the first after %d: it did not go the last one's way first (%v)", i+2, n, starts[0], starts)
		}
	}
}

// TestRootTrySettlesTheDeal: the plain sweep from the root that a sweep of
// twin classes runs before it starts again (see rootShare) settles the
// deal when it ends: a proof on a deal lost with one cell, a real solution
// on one won with one. Its bound is lifted here, as a big sweep's share
// would be.
func TestRootTrySettlesTheDeal(t *testing.T) {
	for _, job := range []struct {
		game  int64
		cells int
		want  outcome
	}{{275548, 1, exhausted}, {2, 1, won}} {
		l, _ := dealer.Deal(job.game)
		start := rules.NewPositionWith(&l, job.cells)
		strong := strongSettle(start)
		tw := newTwinSweep(settledBy(start, strong), strong)
		if !tw.nextReach() || !tw.tw.reach.root {
			t.Fatalf("deal %d: with no false win to try, no plain sweep from the root started", job.game)
		}
		tw.tw.reach.budget = 1 << 20
		o := running
		for o == running {
			o = tw.run(slice)
		}
		if o != job.want {
			t.Errorf("deal %d with %d cells: %v, want %v", job.game, job.cells, o, job.want)
		}
		if o == exhausted && (!tw.tw.reach.lost || tw.tw.dealing.never != 0) {
			t.Errorf("deal %d with %d cells: ran out of classes (lost %v, never %#x), not proved by the root's sweep", job.game, job.cells, tw.tw.reach.lost, tw.tw.dealing.never)
		}
		if o == won {
			if r, err := rules.ReplayFrom(start, replayPathBy(start, tw.solution(), strong)); err != nil || !r.End().Won() {
				t.Errorf("deal %d with %d cells: the solution does not replay to a win (%v)", job.game, job.cells, err)
			}
		}
		tw.release()
	}
}

// TestRootTryEndsAFalseWinsDetour: deal 240850 with two cells meets a false
// win after 1.02 million classes and another 1.98 million into the next
// start; the plain sweep from the root, within a sixteenth of the first
// start's classes, proves it impossible (20,866 positions) before any start
// again. Too long for the race detector's pace.
func TestRootTryEndsAFalseWinsDetour(t *testing.T) {
	if raceEnabled || testing.Short() {
		t.Skip("a proof of a million classes")
	}
	l, _ := dealer.Deal(240850)
	start := rules.NewPositionWith(&l, 2)
	strong := strongSettle(start)
	tw := newTwinSweep(settledBy(start, strong), strong)
	defer tw.release()
	o := running
	for o == running && tw.positions() < 2_000_000 {
		o = tw.run(slice)
	}
	if o != exhausted || !tw.tw.reach.lost || tw.tw.dealing.never != 0 {
		t.Errorf("deal 240850 with 2 cells: %v, lost %v, started again with %#x never merged: want a proof from the root before any start again", o, tw.tw.reach.lost, tw.tw.dealing.never)
	}
}

// fiveCellRoot is a position in the middle of a game with five or six free
// cells, drawn by seed.
func fiveCellRoot(seed uint64) (rules.Position, string) {
	rng := rand.New(rand.NewPCG(55, seed))
	game, cells := 1+rng.Int64N(1_000_000), 5+int(seed%2)
	l, _ := dealer.Deal(game)
	return walked(rules.NewPositionWith(&l, cells), rng, 5+rng.IntN(40)), fmt.Sprintf("game %d, %d cells, walk %d", game, cells, seed)
}
