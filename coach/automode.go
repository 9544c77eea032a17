package coach

import (
	"context"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
)

// The solver plays freely: it makes a foundation move only where it helps.
// A player with auto-play off or safe loses nothing by that (safe auto-play
// only sends home cards no other card can need), but auto-play all sends
// every card home that can go, after every move, and a solution that keeps a
// card out to hold another may not be open to such a player. A verdict in
// that mode is the game's as the player plays it: lost where free play is
// lost (every line of the player's is a line of free play), winnable where a
// solution survives auto-play all (as it is, or played again as that mode lets
// it be, by solver.AsAllHome; the fast solution, then the default mode's,
// shorter), and otherwise found by a search of the player's own choices, each
// followed by auto-play all, that asks the solver of each position reached.

// JudgeIn judges pos as a game in auto-play mode auto goes on from it (see
// Judge): for AutoAll, the foundation moves it forces are made first, and
// the solution, when winnable, is one auto-play all leaves open, its forced
// moves written out.
func JudgeIn(ctx context.Context, pos rules.Position, auto rules.AutoMode, budget int) Judgement {
	j := judgeIn(ctx, pos, auto, budget)
	if j.Verdict == Winnable && auto != rules.AutoAll { // (auto-play all's solution is one that mode leaves open: kept as found)
		j.Solution = solver.Shorten(ctx, pos, j.Solution, hintShortening)
	}
	return j
}

// hintShortening is the positions a solution's shortcuts may cost where
// its moves are hints a player copies: fast mode keeps its solutions as
// found, and 617's then moved 8♠ from column 5 to 7 and on to 1 where one
// move takes it there (58 player moves, 53 so; a few milliseconds).
const hintShortening = 50_000

// judgeIn is JudgeIn, its solution as found: the verdict alone is wanted
// of most positions (VerdictIn's).
func judgeIn(ctx context.Context, pos rules.Position, auto rules.AutoMode, budget int) Judgement {
	if budget <= 0 {
		budget = BudgetFor(&pos)
	}
	if auto != rules.AutoAll {
		return Judge(ctx, pos, budget)
	}
	forced := pos.AppendAutoMoves(nil, rules.AutoAll)
	s := allSearch{ctx: ctx, each: budget, budget: allSearches * budget, seen: map[rules.Position]mark{}}
	j := s.judge(pos, 0)
	if j.Verdict == Winnable {
		j.Solution = append(forced, j.Solution...)
	}
	j.Positions, j.Budget = s.spent, s.budget
	return j
}

// VerdictIn is JudgeIn's verdict with the default budget, as a JudgeFunc.
func VerdictIn(auto rules.AutoMode) JudgeFunc {
	return func(ctx context.Context, pos rules.Position) Verdict {
		return judgeIn(ctx, pos, auto, 0).Verdict
	}
}

// UnderAuto plays moves, a solution from pos, as a game in auto-play mode
// auto plays them: after each move, auto-play's foundation moves are made,
// and a foundation move of the solution's that auto-play made already is
// passed over. It returns every move made; ok is false when a move no longer
// does what it did (auto-play sent home a card it needed) or the moves do
// not win.
func UnderAuto(pos rules.Position, moves []rules.Move, auto rules.AutoMode) (played []rules.Move, ok bool) {
	p := pos
	played = p.AppendAutoMoves(nil, auto)
	for _, m := range moves {
		if m.To == rules.Foundation && isHome(&p, m.Card) {
			continue
		}
		done, err := p.Apply(m)
		if err != nil || done.Card != m.Card || done.Count != m.Count {
			return nil, false
		}
		played = append(played, done)
		played = p.AppendAutoMoves(played, auto)
	}
	return played, p.Won()
}

// allPlayed is a free solution from pos as auto-play all lets it be played:
// its moves as they are, or else as solver.AsAllHome plays them again (a
// sequence moving without its cards gone home, another free cell taken),
// auto-play's moves written out.
func allPlayed(pos rules.Position, moves []rules.Move) ([]rules.Move, bool) {
	if played, ok := UnderAuto(pos, moves, rules.AutoAll); ok {
		return played, true
	}
	player, ok := solver.AsAllHome(pos, moves)
	if !ok {
		return nil, false
	}
	return UnderAuto(pos, player, rules.AutoAll)
}

// isHome reports whether card is on its foundation.
func isHome(p *rules.Position, card dealer.Card) bool {
	top := p.FoundationTop(card.Suit())
	return top != dealer.NoCard && top.Rank() >= card.Rank()
}

// freeFirst puts the move free play's solution starts with first: most
// often auto-play all is harmless for a while, and the win lies that way.
func freeFirst(moves, solution []rules.Move) []rules.Move {
	for _, first := range solution {
		if first.To == rules.Foundation {
			continue
		}
		for i, m := range moves {
			if m == first {
				moves[0], moves[i] = moves[i], moves[0]
				break
			}
		}
		break
	}
	return moves
}

// allDepth bounds the player's moves the search of auto-play all looks
// ahead: past it, a position is left undecided. (A lost game of auto-play
// all that free play would win can go on for many moves.)
const allDepth = 1000

// allSearches is how many free searches' budgets the search of auto-play
// all may spend in all: each keeps its positions only while it runs, so the
// memory is one search's, and the time (a few seconds at most, in the
// background) many.
const allSearches = 20

// allSearch looks for a win through the player's choices, each followed by
// auto-play all, judging each position reached by free play first.
type allSearch struct {
	ctx    context.Context
	each   int // the positions one free search may keep: its memory, given back when it ends
	budget int // the positions the free searches may go through, in all: the time
	spent  int
	seen   map[rules.Position]mark // positions searched, or on the line being searched
}

// mark is what the search knows of a position it met: its verdict, or that
// it is on the line being searched (met again, it is a loop, which no
// shortest win takes).
type mark struct {
	verdict Verdict
	onLine  bool
}

// judge judges pos, settled by auto-play all, at depth moves into the search;
// a winnable verdict's solution starts from pos.
func (s *allSearch) judge(pos rules.Position, depth int) Judgement {
	if pos.Won() {
		return Judgement{Verdict: Winnable}
	}
	if k, ok := s.seen[pos]; ok {
		if k.onLine {
			return Judgement{Verdict: Lost}
		}
		return Judgement{Verdict: k.verdict}
	}
	if s.spent >= s.budget || s.ctx.Err() != nil {
		return Judgement{}
	}
	s.seen[pos] = mark{onLine: true}
	j := s.search(pos, depth)
	s.seen[pos] = mark{verdict: j.Verdict} // a win ends the search: it is never met again
	return j
}

// search is judge's work on a position met for the first time.
func (s *allSearch) search(pos rules.Position, depth int) Judgement {
	free := Judge(s.ctx, pos, min(s.each, s.budget-s.spent))
	s.spent += free.Positions
	if free.Verdict != Winnable {
		return free // lost in free play is lost here; undecided stays so
	}
	if played, ok := allPlayed(pos, free.Solution); ok {
		return Judgement{Verdict: Winnable, Solution: played}
	}
	if depth == 0 { // another kind of solution: the default mode's, shorter, keeps fewer cards out
		short := solver.Solve(s.ctx, pos, solver.Options{Mode: solver.Short, MaxPositions: min(s.each, s.budget-s.spent)})
		s.spent += short.Positions
		if played, ok := allPlayed(pos, short.Moves); short.Status == solver.Solved && ok {
			return Judgement{Verdict: Winnable, Solution: played}
		}
	}
	if depth >= allDepth {
		return Judgement{}
	}
	lost := true
	for _, m := range freeFirst(pos.AppendMoves(nil), free.Solution) {
		if m.To == rules.Foundation {
			continue // auto-play all made every foundation move there is
		}
		next := pos
		next.Play(m)
		forced := next.AppendAutoMoves(nil, rules.AutoAll)
		j := s.judge(next, depth+1)
		switch j.Verdict {
		case Winnable:
			j.Solution = append(append([]rules.Move{m}, forced...), j.Solution...)
			return j
		case Undecided:
			lost = false
		case Lost:
		}
	}
	if lost {
		return Judgement{Verdict: Lost}
	}
	return Judgement{}
}
