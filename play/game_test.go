package play

import (
	"context"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
)

// cardsOnTable counts the cards in the columns, the free cells and home.
func cardsOnTable(p *rules.Position) int {
	n := p.OnFoundations()
	for i := range rules.NumColumns {
		n += len(p.Column(i))
	}
	for i := range p.FreeCellCount() {
		if p.FreeCell(i).Valid() {
			n++
		}
	}
	return n
}

// playRandomly makes up to steps random legal moves, with now and then an
// undo, a redo or a restart, checking that 52 cards are always there.
func playRandomly(t *testing.T, g *Game, steps int, rng *rand.Rand) {
	t.Helper()
	for range steps {
		switch r := rng.IntN(20); {
		case r == 0:
			g.Undo()
		case r == 1:
			g.Redo()
		case r == 2 && rng.IntN(5) == 0:
			g.Restart()
		default:
			moves := g.Position().AppendMoves(nil)
			if len(moves) == 0 {
				return
			}
			m := moves[rng.IntN(len(moves))]
			if _, err := g.Move(rules.Move{From: m.From, To: m.To, Count: m.Count}); err != nil {
				t.Fatalf("a generated move %v was refused: %v", m, err)
			}
		}
		if n := cardsOnTable(g.Position()); n != 52 {
			t.Fatalf("%d cards on the table", n)
		}
	}
}

// TestUndoRedoProperty: over random games, undoing every step gives the dealt
// position, redoing every step the final one, and the saved moves replay to it.
func TestUndoRedoProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 200 {
		deal := rng.Int64N(1_000_000) + 1
		auto := rules.AutoModes[rng.IntN(len(rules.AutoModes))]
		g, err := New(deal, auto)
		if err != nil {
			t.Fatal(err)
		}
		dealt := *g.Position() // after the opening
		playRandomly(t, g, 5+rng.IntN(80), rng)
		final := *g.Position()
		replay, err := rules.ReplayFrom(g.Dealt(), g.Moves())
		if err != nil || *replay.End() != final {
			t.Fatalf("deal %d: the saved moves do not replay to the position (%v)", deal, err)
		}
		positions, steps := g.StepPositions(), g.Steps()
		if len(positions) != len(steps)+1 || positions[len(steps)] != final {
			t.Fatalf("deal %d: %d step positions for %d steps, or the last is not the table's", deal, len(positions), len(steps))
		}
		undone := 0
		for g.CanUndo() {
			g.Undo()
			undone++
		}
		if *g.Position() != dealt {
			t.Fatalf("deal %d: undo all does not give the deal", deal)
		}
		for range undone {
			if _, ok := g.Redo(); !ok {
				t.Fatalf("deal %d: redo stopped early", deal)
			}
		}
		if *g.Position() != final {
			t.Fatalf("deal %d: redo all does not give the final position", deal)
		}
	}
}

func TestResumeGivesTheSamePosition(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 50 {
		deal := rng.Int64N(32000) + 1
		g, _ := New(deal, rules.AutoSafe)
		playRandomly(t, g, 40, rng)
		again, err := Resume(deal, rules.DefaultFreeCells, g.Moves(), rules.AutoSafe, time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		if *again.Position() != *g.Position() || len(again.Moves()) != len(g.Moves()) {
			t.Fatalf("deal %d: resumed to another position", deal)
		}
		if again.Clock().Elapsed(time.Now()) != time.Minute {
			t.Error("the time spent was not kept")
		}
		for again.CanUndo() {
			again.Undo()
		}
		if fresh, _ := New(deal, rules.AutoSafe); *again.Position() != *fresh.Position() {
			t.Fatalf("deal %d: undo all after resuming does not give the deal", deal)
		}
	}
}

// TestAutoPlayAtTheDeal: as in Windows, free aces (and what auto-play's mode
// sends after them) go home before the first move; it is no step of the
// player's: nothing to undo, no clock, no move counted; the saved moves keep
// it, and a game saved so resumes to the same start.
func TestAutoPlayAtTheDeal(t *testing.T) {
	deal := int64(0)
	for d := int64(1); d < 1000 && deal == 0; d++ {
		l, _ := dealer.Deal(d)
		p := rules.NewPosition(&l)
		if len(p.AutoPlay()) > 0 {
			deal = d
		}
	}
	if deal == 0 {
		t.Fatal("no deal of the first thousand has a free ace")
	}
	for _, auto := range rules.AutoModes {
		g, _ := New(deal, auto)
		home := g.Position().OnFoundations()
		switch {
		case auto == rules.AutoOff && home != 0:
			t.Errorf("deal %d, auto-play off: %d cards went home", deal, home)
		case auto != rules.AutoOff && (home == 0 || len(g.Opening()) != home):
			t.Errorf("deal %d, auto-play %v: %d cards home, opening %v", deal, auto, home, g.Opening())
		}
		if g.CanUndo() || g.Touched() || len(g.Moves()) != home {
			t.Errorf("deal %d, auto-play %v: the opening is a step of the player's", deal, auto)
		}
		if player, _ := g.Counts(); player != 0 {
			t.Errorf("the opening counts %d player moves", player)
		}
		again, err := Resume(deal, rules.DefaultFreeCells, g.Moves(), auto, 0)
		if err != nil || *again.Position() != *g.Position() || again.CanUndo() {
			t.Errorf("deal %d, auto-play %v: resumed to another start (%v)", deal, auto, err)
		}
		if _, err := g.Move(rules.Move{From: 0, To: rules.FreeCellPlace(0)}); err != nil {
			t.Fatal(err)
		}
		g.Restart()
		if *g.Position() != *again.Position() {
			t.Errorf("deal %d: a restart does not go back to the start after the opening", deal)
		}
	}
}

func TestResumeRefusesIllegalMoves(t *testing.T) {
	m, _ := rules.ParseMove("1h") // 617's column 1 ends in JD
	_, err := Resume(617, rules.DefaultFreeCells, []rules.Move{m}, rules.AutoSafe, 0)
	var replayErr *rules.ReplayError
	if !errors.As(err, &replayErr) || replayErr.Index != 0 {
		t.Fatalf("error %v, want the first move named", err)
	}
}

func TestStepsAndRestart(t *testing.T) {
	g, _ := New(617, rules.AutoSafe)
	// 617 starts 8a 8b (QH and 2S to free cells): nothing goes home after either.
	for _, text := range []string{"8a", "8b"} {
		m, _ := rules.ParseMove(text)
		if _, err := g.Move(m); err != nil {
			t.Fatal(err)
		}
	}
	if p, all := g.Counts(); p != 2 || all != 2 {
		t.Fatalf("counts %d, %d", p, all)
	}
	if !g.Restart() || len(g.Moves()) != 0 {
		t.Fatal("restart did not go back to the deal")
	}
	if g.Restart() {
		t.Error("a restart at the deal did something")
	}
	if step, ok := g.Undo(); !ok || !step.Restart || len(g.Moves()) != 2 {
		t.Fatal("undoing the restart did not bring the moves back")
	}
	g.Undo()
	if !g.CanRedo() {
		t.Fatal("nothing to redo")
	}
	m, _ := rules.ParseMove("8c")
	if _, err := g.Move(m); err != nil {
		t.Fatal(err)
	}
	if g.CanRedo() {
		t.Error("a new move kept the steps undone")
	}
	if !g.Touched() {
		t.Error("a game with moves is not touched")
	}
}

// TestRestartHasItsOwnClock: a restart starts a new try at 0:00; undoing it
// brings back the time of the try before, and redoing it the new try's.
func TestRestartHasItsOwnClock(t *testing.T) {
	g, _ := New(617, rules.AutoSafe)
	t0 := time.Unix(1000, 0)
	m, _ := rules.ParseMove("8a")
	if _, err := g.Move(m); err != nil {
		t.Fatal(err)
	}
	g.Clock().Start(t0)
	g.Clock().Stop(t0.Add(3 * time.Minute))
	g.Restart()
	if got := g.Clock().Elapsed(t0); got != 0 {
		t.Fatalf("a restart kept %v", got)
	}
	g.Clock().Start(t0)
	g.Clock().Stop(t0.Add(time.Minute))
	g.Undo()
	if got := g.Clock().Elapsed(t0); got != 3*time.Minute {
		t.Errorf("undoing the restart: %v, want 3m", got)
	}
	g.Redo()
	if got := g.Clock().Elapsed(t0); got != time.Minute {
		t.Errorf("redoing the restart: %v, want 1m", got)
	}
}

func TestIllegalMoveChangesNothing(t *testing.T) {
	g, _ := New(617, rules.AutoSafe)
	before := *g.Position()
	m, _ := rules.ParseMove("12") // JD on KS
	_, err := g.Move(m)
	var moveErr *rules.MoveError
	if !errors.As(err, &moveErr) || moveErr.Problem != rules.DoesNotStack {
		t.Fatalf("error %v", err)
	}
	if *g.Position() != before || g.CanUndo() {
		t.Error("an illegal move changed the game")
	}
}

// TestWinBySolution plays 617 by the solver's solution with safe auto-play:
// the solution's foundation moves that auto-play made already are passed over;
// every step's extra moves go home, and the game ends won.
func TestWinBySolution(t *testing.T) {
	res, err := solver.SolveGame(context.Background(), 617, rules.DefaultFreeCells, solver.Options{Mode: solver.Short})
	if err != nil || res.Status != solver.Solved {
		t.Fatalf("no solution: %v %v", res.Status, err)
	}
	g, _ := New(617, rules.AutoSafe)
	autoMoves := 0
	for _, m := range res.Moves {
		if m.To == rules.Foundation && g.Position().FoundationTop(m.Card.Suit()) != dealer.NoCard &&
			g.Position().FoundationTop(m.Card.Suit()).Rank() >= m.Card.Rank() {
			continue // auto-play sent it home already
		}
		step, err := g.Move(rules.Move{From: m.From, To: m.To, Count: m.Count})
		if err != nil {
			t.Fatalf("%v: %v", m, err)
		}
		for _, auto := range step.Moves[1:] {
			if auto.To != rules.Foundation {
				t.Fatalf("auto-play moved %v", auto)
			}
		}
		autoMoves += len(step.Moves) - 1
	}
	if !g.Won() || autoMoves == 0 {
		t.Fatalf("won %v with %d automatic moves", g.Won(), autoMoves)
	}
	if player, all := g.Counts(); player != rules.PlayerMoves(res.Moves) || all != 52+player {
		t.Errorf("counts %d and %d for a solution of %d player moves", player, all, rules.PlayerMoves(res.Moves))
	}
	won := *g.Position()
	g.Undo()
	g.Redo()
	if *g.Position() != won {
		t.Error("undo and redo of the last step changed the position")
	}
}

func TestAutoOff(t *testing.T) {
	g, _ := New(617, rules.AutoOff)
	moves, _ := rules.ParseMoves("8a 8b 8c 8d")
	for _, m := range moves {
		if _, err := g.Move(m); err != nil {
			t.Fatal(err)
		}
	}
	if last, _ := g.LastStep(); len(last.Moves) != 1 {
		t.Errorf("auto-play off still moved: %v", last.Moves)
	}
}

func TestClock(t *testing.T) {
	var c Clock
	t0 := time.Unix(1000, 0)
	if c.Elapsed(t0) != 0 || c.Running() {
		t.Fatal("a new clock is not at zero")
	}
	c.Start(t0)
	c.Start(t0.Add(time.Second)) // a second start changes nothing
	if got := c.Elapsed(t0.Add(5 * time.Second)); got != 5*time.Second {
		t.Errorf("elapsed %v", got)
	}
	c.Stop(t0.Add(10 * time.Second))
	if got := c.Elapsed(t0.Add(time.Hour)); got != 10*time.Second {
		t.Errorf("a stopped clock moved: %v", got)
	}
	c.Start(t0.Add(20 * time.Second))
	if got := c.Elapsed(t0.Add(22 * time.Second)); got != 12*time.Second {
		t.Errorf("elapsed after a restart %v", got)
	}
	c.Stop(t0) // a run that ends before it began counts nothing
	if got := c.Elapsed(t0); got != 10*time.Second {
		t.Errorf("elapsed after the clock went back %v", got)
	}
}

// TestAutoPlayNow: turning auto-play on sends at once, as one step that undo
// takes back, the cards the new mode sends.
func TestAutoPlayNow(t *testing.T) {
	res, err := solver.SolveGame(context.Background(), 617, rules.DefaultFreeCells, solver.Options{Mode: solver.Short})
	if err != nil {
		t.Fatal(err)
	}
	g, _ := New(617, rules.AutoOff)
	for _, m := range res.Moves {
		if m.To == rules.Foundation {
			continue
		}
		if _, err := g.Move(rules.Move{From: m.From, To: m.To, Count: m.Count}); err != nil {
			break // the solution counted on a foundation move: far enough
		}
		if _, ok := g.Position().SafeFoundationMove(); ok {
			before := *g.Position()
			g.SetAuto(rules.AutoSafe)
			step, ok := g.AutoPlayNow()
			if !ok || len(step.Moves) == 0 || g.Position().OnFoundations() != before.OnFoundations()+len(step.Moves) {
				t.Fatalf("auto-play now: %v, %v", step.Moves, ok)
			}
			g.Undo()
			if *g.Position() != before {
				t.Error("undo did not take the auto moves back")
			}
			return
		}
	}
	t.Fatal("no card became safe to send home")
}

// TestRest: after a solution's first move with safe auto-play, the rest of it,
// less what auto-play sent home, wins; a solution from elsewhere gives nil.
func TestRest(t *testing.T) {
	res, err := solver.SolveGame(context.Background(), 617, rules.DefaultFreeCells, solver.Options{Mode: solver.Short})
	if err != nil {
		t.Fatal(err)
	}
	g, _ := New(617, rules.AutoSafe)
	if _, err := g.Move(res.Moves[0]); err != nil {
		t.Fatal(err)
	}
	rest := Rest(g.Position(), res.Moves[1:])
	if rest == nil || len(rest) > len(res.Moves)-1 {
		t.Fatalf("rest of the solution: %d moves of %d", len(rest), len(res.Moves)-1)
	}
	if Rest(g.Position(), res.Moves[5:]) != nil {
		t.Error("a solution's tail from another position counts as a solution here")
	}
}

// TestCheckFollowsWrittenFoundationMoves: a solution written out in full, as
// --solve writes it, checks as won under every auto-play mode: foundation
// moves auto-play made already are taken as made.
func TestCheckFollowsWrittenFoundationMoves(t *testing.T) {
	for _, deal := range []int64{617, 1, 5, 11982 - 1, 28210} {
		moves := solutionOf(t, deal)
		for _, auto := range rules.AutoModes {
			c, err := Check(deal, rules.DefaultFreeCells, moves, auto)
			if err != nil || !c.Won || c.Illegal != nil || c.Refused != nil || c.Legal != len(moves) {
				t.Errorf("deal %d, auto-play %v: won %v, %d of %d legal, %v %v", deal, auto, c.Won, c.Legal, len(moves), c.Illegal, c.Refused)
			}
		}
	}
}

// solutionOf is the solver's solution of deal, every move written out.
func solutionOf(t *testing.T, deal int64) []rules.Move {
	t.Helper()
	res, err := solver.SolveGame(context.Background(), deal, rules.DefaultFreeCells, solver.Options{Mode: solver.Short})
	if err != nil || res.Status != solver.Solved {
		t.Fatalf("deal %d: %v %v", deal, res.Status, err)
	}
	replay, err := rules.ReplayGame(deal, rules.DefaultFreeCells, res.Moves)
	if err != nil {
		t.Fatal(err)
	}
	moves, err := rules.ParseMoves(strings.Join(replay.Notation(), " ")) // as notation writes them
	if err != nil {
		t.Fatal(err)
	}
	return moves
}

// TestTurnsCountAsTheTitle: a game's turns are its player moves, as Counts
// counts them, foundation moves the player made included in the turn before;
// their positions lead to the table's.
func TestTurnsCountAsTheTitle(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 100 {
		deal := rng.Int64N(1_000_000) + 1
		g, _ := New(deal, rules.AutoModes[rng.IntN(len(rules.AutoModes))])
		playRandomly(t, g, 5+rng.IntN(60), rng)
		turns, positions := g.Turns()
		player, _ := g.Counts()
		if len(turns) != player || len(positions) != player+1 || positions[len(turns)] != *g.Position() {
			t.Fatalf("deal %d: %d turns, %d positions for %d player moves", deal, len(turns), len(positions), player)
		}
		for k, turn := range turns {
			if n, first := g.TurnOf(len(g.Opening()) + turn.Start + len(turn.Moves) - 1); n != k+1 || first != turn.Moves[0] {
				t.Fatalf("deal %d: the last move of turn %d is said to be of turn %d (%v)", deal, k+1, n, first)
			}
		}
	}
}

// TestRestartDrawsTheDealAgain: a restart's try keeps room for the deal's
// columns, not the try before's longest; undoing the restart brings that
// one back, and redoing it the new try's.
func TestRestartDrawsTheDealAgain(t *testing.T) {
	g, _ := New(617, rules.AutoSafe)
	dealt := g.Tallest()
	for i := 0; i < 40 && g.Tallest() <= dealt; i++ { // onto a card, until a column is longer than any dealt
		var moves []rules.Move
		for _, m := range g.Position().AppendMoves(nil) {
			if m.To.IsColumn() && len(g.Position().Column(m.To.Index())) > 0 {
				moves = append(moves, m)
			}
		}
		if len(moves) == 0 {
			break
		}
		if _, err := g.Move(moves[0]); err != nil {
			t.Fatal(err)
		}
	}
	grown := g.Tallest()
	if grown <= dealt {
		t.Fatalf("no column grew past %d", dealt)
	}
	if g.Restart(); g.Tallest() != dealt {
		t.Errorf("after a restart the tallest is %d, want the deal's %d", g.Tallest(), dealt)
	}
	if g.Undo(); g.Tallest() != grown {
		t.Errorf("the restart undone: tallest %d, want %d", g.Tallest(), grown)
	}
	if g.Redo(); g.Tallest() != dealt {
		t.Errorf("the restart redone: tallest %d, want %d", g.Tallest(), dealt)
	}
}

// TestTriesAreNamed: undoing a restart brings back the try before it, by
// its name; the try after a restart, and another game of the deal played
// the same way, are other tries.
func TestTriesAreNamed(t *testing.T) {
	g, _ := New(617, rules.AutoOff)
	other, _ := New(617, rules.AutoOff)
	first := g.Try()
	if first == other.Try() {
		t.Error("two games of a deal have one try's name")
	}
	if _, err := g.Move(rules.Move{From: rules.ColumnPlace(3), To: rules.FreeCellPlace(0)}); err != nil {
		t.Fatal(err)
	}
	g.Restart()
	if g.Try() == first {
		t.Error("the try after a restart has the name of the one before")
	}
	g.Undo()
	if g.Try() != first {
		t.Error("undoing the restart did not bring back the try before it")
	}
}
