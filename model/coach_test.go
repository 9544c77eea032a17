package model

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/coach"
	"github.com/freecell/freecell/solver"
	"github.com/freecell/freecell/view"
)

// judgeNow runs the coach's analysis of the position on the table, as the
// program would in the background, and hands the model its answers.
func judgeNow(t *testing.T, m Model) Model {
	t.Helper()
	j := coach.Judge(context.Background(), *m.table.Position(), 0)
	next, cmd := m.Update(judgedMsg{id: m.coach.job.id, judgment: j})
	m = next.(Model)
	if cmd != nil && j.Verdict == coach.Winnable { // the short solution for hints, due at once (planDelay not waited)
		next, cmd = m.Update(planDueMsg{m.coach.job.id})
		m = next.(Model)
		if cmd == nil {
			t.Fatal("no plan when it fell due")
		}
		next, _ = m.Update(cmd())
		m = next.(Model)
	}
	if j.Verdict == coach.Lost {
		if cmd == nil {
			t.Fatal("no search for the losing move")
		}
		next, _ = m.Update(cmd())
		m = next.(Model)
	}
	return m
}

func TestCoachSaysWinnable(t *testing.T) {
	m, _ := playModel(t)
	m, _ = typeKeys(t, m, "8", "a") // a position the atlas does not know
	if !m.thinking() || !strings.Contains(m.viewText(), "thinking") {
		t.Fatalf("the coach does not judge the position:\n%s", m.viewText())
	}
	m = judgeNow(t, m)
	if !strings.Contains(m.viewText(), "· winnable") || m.thinking() {
		t.Errorf("617 after 8a is not said winnable:\n%s", m.viewText())
	}
}

// TestCoachTakesTheAtlasAtOnce: where the atlas knows the deal's verdict
// with the cells in play, the title says it at once, without the coach's
// "thinking" while its search runs (which, with few cells, can end
// undecided seconds later).
func TestCoachTakesTheAtlasAtOnce(t *testing.T) {
	m, _ := playModel(t)
	if !strings.Contains(m.viewText(), "· winnable") || strings.Contains(m.viewText(), "thinking") {
		t.Fatalf("617's deal is not said winnable at once:\n%s", m.viewText())
	}
	if !m.thinking() {
		t.Fatal("no search for a solution the hints follow")
	}
	if h, _ := typeKeys(t, m, "H"); h.status.Kind != view.NoHint || h.status.Why != view.WhyThinking {
		t.Errorf("a hint before the search found a solution: status %v, why %v", h.status.Kind, h.status.Why)
	}
	if h, _ := typeKeys(t, judgeNow(t, m), "H"); h.status.Kind != view.Hint {
		t.Errorf("no hint once the search found a solution: status %v, why %v", h.status.Kind, h.status.Why)
	}

	three := sized(New(617, Options{Settings: withCells(3)}), 100, 30) // 617 needs four free cells
	three, _ = typeKeys(t, three, "enter")
	if !three.coach.known || three.coach.verdict != coach.Lost {
		t.Fatalf("617 with three cells: known %v, verdict %v", three.coach.known, three.coach.verdict)
	}
	// No move made: the deal itself is the losing move, known at once, with no search.
	if h, _ := typeKeys(t, three, "H"); h.status.Why != view.WhyLostFromDeal ||
		!strings.Contains(h.viewText(), "no hint: this deal cannot be won with 3 free cells; more win it (O, the settings)") {
		t.Errorf("H at once on 617 with three cells: why %v (it said the coach looked for the losing move)\n%s", h.status.Why, h.viewText())
	}
	if !strings.Contains(three.viewText(), "lost from the deal") {
		t.Errorf("617 with three cells is not said lost from the deal:\n%s", three.viewText())
	}
}

// TestNoStaleVerdict: a verdict that comes back after a newer move is dropped.
func TestNoStaleVerdict(t *testing.T) {
	m, _ := playModel(t)
	old := m.coach.job.id
	m, _ = typeKeys(t, m, "8", "a")
	if m.coach.job.id == old {
		t.Fatal("a move did not start a new analysis")
	}
	next, _ := m.Update(judgedMsg{id: old, judgment: coach.Judgement{Verdict: coach.Lost}})
	m = next.(Model)
	if m.coach.known || strings.Contains(m.viewText(), "lost") {
		t.Error("the verdict of the position before the move was shown")
	}
}

func TestCoachOffRunsNothing(t *testing.T) {
	m, _ := playModel(t)
	m, _ = typeKeys(t, m, "C")
	if m.status.Kind != view.CoachOff || m.thinking() {
		t.Fatalf("status %v, thinking %v", m.status.Kind, m.thinking())
	}
	m, _ = typeKeys(t, m, "8", "a", "u")
	if m.thinking() || strings.Contains(m.viewText(), "thinking") {
		t.Error("the coach judged while off")
	}
	m, _ = typeKeys(t, m, "C")
	if !m.thinking() {
		t.Error("turned on, the coach does not judge")
	}
}

// TestLosingMoveNamedAndUndone: the kept losing game of 617 is said lost, its
// losing move named, and L goes back to just before it, which is winnable.
func TestLosingMoveNamedAndUndone(t *testing.T) {
	m, _ := playModel(t)
	m = lostGame(t, m) // auto-play off: the kept game made every move itself
	if !strings.Contains(m.viewText(), "lost at move 8 (K♣ to free cell c)") {
		t.Fatalf("the losing move is not named:\n%s", m.viewText())
	}
	m, _ = typeKeys(t, m, "L")
	if m.status.Kind != view.BeforeLosingMove || len(m.table.Moves()) != 7 {
		t.Fatalf("L: status %v, %d moves", m.status.Kind, len(m.table.Moves()))
	}
	m = judgeNow(t, m)
	if m.coach.verdict != coach.Winnable {
		t.Errorf("before the losing move: %v", m.coach.verdict)
	}
}

func TestCoachStopsWhenPlayEnds(t *testing.T) {
	m, _ := playModel(t)
	m, _ = typeKeys(t, m, "esc")
	if m.thinking() {
		t.Error("the coach still works after leaving play")
	}
}

// TestHint: the hint is the solver's next move, legal here, marked and said;
// asked again, it is played; the title says the game has had help;
// following hints wins the game, in about as many moves as a short solution.
func TestHint(t *testing.T) {
	m, _ := playModel(t)
	m, _ = typeKeys(t, m, "H")
	if m.status.Kind != view.NoHint {
		t.Errorf("a hint before the verdict: %v", m.status.Kind)
	}
	homeSaid := 0  // hints after which auto-play sent cards home
	for range 60 { // hints follow a short solution: 617 takes about 40
		m = judgeNow(t, m)
		if m.status.Kind != view.Hint { // the first was asked before the verdict, and comes with it
			m, _ = typeKeys(t, m, "H")
		}
		if m.status.Kind != view.Hint {
			t.Fatalf("no hint: %v %v", m.status.Kind, m.status.Why)
		}
		if _, err := m.table.Position().Resolve(*m.hinted); err != nil {
			t.Fatalf("the hint %v is not legal here: %v", *m.hinted, err)
		}
		if !strings.Contains(m.viewText(), "hint: "+m.status.Notation) {
			t.Fatalf("the hint is not on screen:\n%s", m.viewText())
		}
		if title := strings.Split(sized(m, 100, 30).viewText(), "\n")[0]; !strings.Contains(title, "· with help ·") { // said from the first hint, not at the win alone
			t.Fatalf("a game with a hint shown, its title: %q", title)
		}
		said := m.status.Moves[1:] // the cards auto-play sends home after the hint's move: said with it, as what it does
		if len(said) > 0 && !strings.Contains(sized(m, 160, 40).viewText(), " home (H again plays it)") {
			t.Fatalf("the hint's cards sent home are not said:\n%s", sized(m, 160, 40).viewText())
		}
		m, _ = typeKeys(t, m, "H")
		if m.status.Kind == view.Moved && !slices.Equal(m.status.Moves[1:], said) {
			t.Fatalf("the hint said %v would go home after it; its move sent %v", said, m.status.Moves[1:])
		}
		if len(said) > 0 {
			homeSaid++
		}
		if m.table.Won() {
			if homeSaid == 0 {
				t.Error("no hint sent cards home: the words of what it does were never tried")
			}
			return
		}
	}
	t.Fatal("following hints did not win")
}

// TestSolveFromHere: s plays the coach's solution back from the position on
// the table; Esc comes back to the game as it was; Enter at a step plays on
// from there, the same game with its moves and time.
func TestSolveFromHere(t *testing.T) {
	m, _ := playModel(t)
	m, _ = typeKeys(t, m, "8", "a")
	m = judgeNow(t, m)
	here := *m.table.Position()
	m, _ = typeKeys(t, m, "s")
	if _, _, ok := m.PlaybackStep(); !ok || m.Position() != here {
		t.Fatalf("s did not play back from here")
	}
	m, _ = typeKeys(t, m, "esc")
	if !m.Playing() || *m.table.Position() != here {
		t.Fatal("esc did not come back to the game")
	}
	m, _ = typeKeys(t, m, "s", "right", "right")
	shown := m.Position()
	m, _ = typeKeys(t, m, "enter")
	if !m.Playing() || *m.table.Position() != shown || m.table.Moves()[0].String() != "8a" {
		t.Fatal("taking over from the solution lost the game's moves or position")
	}
	if st, _ := typeKeys(t, m, "S"); st.panel().Stats == nil || st.panel().Stats.Played != 0 {
		t.Errorf("playing on from your own game's solution counted a loss: %+v", st.panel().Stats)
	}
	for m.table.CanUndo() {
		m, _ = typeKeys(t, m, "u")
	}
	if m.Position() != dealt(617) {
		t.Error("undo all after taking over does not give the deal")
	}
}

// TestSolveFromTheDealInPlay: s in a game with no move made, once the coach
// has its solution, plays it back from the deal; the full help says Esc goes
// back to the game, and it does.
func TestSolveFromTheDealInPlay(t *testing.T) {
	m, _ := playModel(t)
	m = judgeNow(t, m)
	m, _ = typeKeys(t, m, "s", "?")
	if _, _, ok := m.PlaybackStep(); !ok || m.Position() != dealt(617) {
		t.Fatal("s did not play back from the deal")
	}
	if screen := m.viewText(); !strings.Contains(screen, "back to the game") || strings.Contains(screen, "back to browsing") {
		t.Errorf("the full help does not say esc goes back to the game:\n%s", screen)
	}
	m, _ = typeKeys(t, m, "?", "esc")
	if !m.Playing() || m.Position() != dealt(617) {
		t.Fatal("esc did not come back to the game")
	}
}

// TestNoSolutionAutoPlayAllBreaks: with auto-play all and the coach without
// a solution (undecided on 1941's deal), s says so, as H does, rather than
// show the solver's solution, which auto-play all breaks.
func TestNoSolutionAutoPlayAllBreaks(t *testing.T) {
	m := sized(newModel(1941), 100, 30)
	m, _ = typeKeys(t, m, "enter", "A")
	next, _ := m.Update(judgedMsg{id: m.coach.job.id, judgment: coach.Judgement{Verdict: coach.Undecided}})
	m = next.(Model)
	s, _ := typeKeys(t, m, "s")
	h, _ := typeKeys(t, m, "H")
	if !s.Playing() || s.status.Kind != view.NoSolutionHere || h.status.Kind != view.NoHint || s.status.Why != h.status.Why {
		t.Errorf("s: %v (%v), H: %v (%v)", s.status.Kind, s.status.Why, h.status.Kind, h.status.Why)
	}
}

// TestCoachWordsFitSixtyColumns: the coach's notices are never cut off at 60
// columns.
func TestCoachWordsFitSixtyColumns(t *testing.T) {
	m, _ := playModel(t)
	m = sized(m, 60, 20)
	m = lostGame(t, m)
	for _, k := range []string{"H", "C", "C", "L", "H"} {
		m, _ = typeKeys(t, m, k)
		for _, line := range strings.Split(m.viewText(), "\n") {
			if strings.HasSuffix(strings.TrimSpace(line), "…") {
				t.Errorf("after %s, cut off: %q", k, line)
			}
		}
	}
}

// TestLostFromTheDealWordsAgree: on a deal that cannot be won (11,982), the
// title, L and H all say so, and none offers to go back to a losing move.
func TestLostFromTheDealWordsAgree(t *testing.T) {
	m := New(11982, Options{})
	m = sized(m, 120, 30)
	m, _ = typeKeys(t, m, "enter", "8", "a")
	next, _ := m.Update(judgedMsg{id: m.coach.job.id, judgment: coach.Judgement{Verdict: coach.Lost}})
	next, _ = next.Update(losingMsg{id: m.coach.job.id, index: -1, ok: true})
	m = next.(Model)
	if !strings.Contains(m.viewText(), "lost from the deal") {
		t.Fatalf("the title does not say lost from the deal:\n%s", m.viewText())
	}
	if title, _, _ := strings.Cut(sized(m, 60, 20).viewText(), "\n"); !strings.HasSuffix(title, "· unwinnable") { // "· lost", at 0 moves, read as the player's loss
		t.Errorf("at 60 columns the title is %q", title)
	}
	for _, k := range []string{"L", "H", "s"} {
		after, _ := typeKeys(t, m, k)
		line := statusText(after)
		if !strings.Contains(line, "cannot be won") || strings.Contains(line, "goes back") || strings.Contains(line, "not known lost") {
			t.Errorf("%s says %q", k, line)
		}
		if narrow, _ := typeKeys(t, sized(m, 60, 20), k); strings.HasSuffix(statusText(narrow), "…") { // "no solution to show: … 4 free c…"
			t.Errorf("%s at 60 columns is cut off: %q", k, statusText(narrow))
		}
	}
}

// statusText is the status line on screen: the line above the help.
func statusText(m Model) string {
	lines := strings.Split(strings.TrimRight(m.viewText(), "\n "), "\n")
	for i := len(lines) - 1; i > 0; i-- {
		if strings.Contains(lines[i], "quit") {
			return strings.TrimSpace(lines[i-1])
		}
	}
	return ""
}

// TestHintMarksTheCardsThatMove: a hint of several cards (on 617, 74v2) is
// drawn as the cards that move and where they go (view's TestMarksOfAStep
// holds what that marks); Esc, or picking cards up, takes the marks away with
// the hint.
func TestHintMarksTheCardsThatMove(t *testing.T) {
	m, _ := playModel(t)
	for range 40 {
		m = judgeNow(t, m)
		m, _ = typeKeys(t, m, "H")
		if m.hinted == nil {
			t.Fatalf("no hint: %v", m.status.Kind)
		}
		if m.hinted.Count > 1 {
			break
		}
		m, _ = typeKeys(t, m, "H")
	}
	h := *m.hinted
	if h.Count < 2 {
		t.Fatal("following the hints on 617, no hint moved more than one card: the test needs another deal") // deterministic: a skip would never be seen
	}
	board := m.screen().Board
	if board.Hint == nil || *board.Hint != h || board.Pick != nil || len(board.Moved) != 0 {
		t.Fatalf("the board marks %+v, %+v, %v; want the hint %v", board.Hint, board.Pick, board.Moved, h)
	}
	for _, k := range []string{"esc", h.From.String()} {
		after, _ := typeKeys(t, m, k)
		if after.hinted != nil || after.screen().Board.Hint != nil {
			t.Errorf("after %s the hint's marks stay", k)
		}
	}
}

// undecidedHere is 617 in play after one move, the coach's verdict there
// set to undecided, as its budget leaves some positions with few cells.
func undecidedHere(t *testing.T) Model {
	t.Helper()
	m, _ := playModel(t)
	m, _ = typeKeys(t, m, "8", "a")
	m.settings.NoCoach, m.coach.known, m.coach.verdict, m.coach.solution = false, true, coach.Undecided, nil
	return m
}

// TestSolveHereWhereTheCoachFoundNone: s in play where the coach's budget
// found no solution solves the position in the background, and its solution
// plays back from there; a move made meanwhile, or Esc, stops it.
func TestSolveHereWhereTheCoachFoundNone(t *testing.T) {
	m, cmd := typeKeys(t, undecidedHere(t), "s")
	if m.status.Kind != view.SolvingHere || m.solvingHere == nil || cmd == nil {
		t.Fatalf("s: status %v, solving %v", m.status.Kind, m.solvingHere != nil)
	}
	before := m.table.Moves()
	var got Model
	for _, msg := range runCmd(cmd) {
		if msg, ok := msg.(solvedHereMsg); ok {
			next, _ := m.Update(msg)
			got = next.(Model)
		}
	}
	if got.mode != replaying || got.replay == nil || len(got.replay.prefix) != len(before) {
		t.Fatalf("the solution from here does not play back: mode %v, status %v", got.mode, got.status.Kind)
	}

	moved, _ := typeKeys(t, undecidedHere(t), "s", "7", "b")
	if moved.solvingHere != nil || moved.solving.running() {
		t.Error("a move made while solving from the position before does not stop the solve")
	}
	stopped, _ := typeKeys(t, undecidedHere(t), "s", "esc")
	if stopped.solvingHere != nil || stopped.solving.running() || !stopped.Playing() || stopped.status.Kind != view.StoppedSolvingHere {
		t.Errorf("esc: playing %v, status %v", stopped.Playing(), stopped.status.Kind)
	}

	// Cards picked up when the solution comes: the game stays, and s plays it.
	busy, cmd := typeKeys(t, undecidedHere(t), "s")
	busy, _ = typeKeys(t, busy, "1")
	for _, msg := range runCmd(cmd) {
		if msg, ok := msg.(solvedHereMsg); ok {
			next, _ := busy.Update(msg)
			busy = next.(Model)
		}
	}
	if !busy.Playing() || busy.picked == nil || busy.status.Kind != view.SolvedHere {
		t.Fatalf("a solution while cards are picked up: playing %v, picked %v, status %v", busy.Playing(), busy.picked != nil, busy.status.Kind)
	}
	if busy, _ = typeKeys(t, busy, "esc", "s"); busy.mode != replaying {
		t.Errorf("s after the solution came: mode %v, status %v", busy.mode, busy.status.Kind)
	}
}

// TestSolveHereAtTheDeal: s at the deal, where the coach found no solution,
// solves from there too, in play, rather than going to the browser.
func TestSolveHereAtTheDeal(t *testing.T) {
	m, _ := playModel(t)
	m.settings.NoCoach, m.coach.known, m.coach.verdict, m.coach.solution = false, true, coach.Undecided, nil
	if m, _ = typeKeys(t, m, "s"); !m.Playing() || m.status.Kind != view.SolvingHere {
		t.Errorf("s at the deal: playing %v, status %v", m.Playing(), m.status.Kind)
	}
}

// reviewNow runs the review's own judgement of the game's positions, as its
// background job would.
func reviewNow(t *testing.T, m Model, cmd tea.Cmd) Model {
	t.Helper()
	batch, ok := cmd().(tea.BatchMsg)
	if !ok {
		t.Fatal("the review starts no work")
	}
	for _, c := range batch {
		if c == nil {
			continue
		}
		if msg, ok := c().(reviewVerdictsMsg); ok {
			next, _ := m.Update(msg)
			return next.(Model)
		}
	}
	t.Fatal("the review judges nothing")
	return m
}

// TestCoachAgreesWithTheAtlas: deal 9 with two free cells, which the
// atlas knows winnable (3 of 9 openings win) though the coach's budget
// leaves it undecided: the title says winnable at the deal; after 1a, lost
// at move 1, which L goes back to; the review agrees.
func TestCoachAgreesWithTheAtlas(t *testing.T) {
	two := 2
	m := sized(New(9, Options{Settings: withCells(two), Now: (&fixedClock{now: time.Unix(1_000_000, 0)}).Now}), 100, 30)
	m, _ = typeKeys(t, m, "enter")
	next, _ := m.Update(judgedMsg{id: m.coach.job.id, judgment: coach.Judgement{Verdict: coach.Undecided}}) // as the budget leaves it
	m = next.(Model)
	if !strings.Contains(m.viewText(), "· winnable") || strings.Contains(m.viewText(), "undecided") {
		t.Fatalf("the deal the atlas knows winnable is not said so:\n%s", m.viewText())
	}
	m, _ = typeKeys(t, m, "1", "a")
	m = judgeNow(t, m)
	if !strings.Contains(m.viewText(), "lost at move 1 (Q♠ to free cell a)") {
		t.Fatalf("the losing move is not 1a:\n%s", m.viewText())
	}
	back, _ := typeKeys(t, m, "L")
	if back.status.Kind != view.BeforeLosingMove || len(back.table.Moves()) != len(back.table.Opening()) {
		t.Errorf("L does not go back to the deal: %v", back.status.Kind)
	}
	reviewed, cmd := typeKeys(t, m, "V")
	reviewed = reviewNow(t, reviewed, cmd)
	if v := reviewed.reviewView(); v.Mark != coach.LostTheGame || v.LosingStep != 1 {
		t.Errorf("the review of 1a: mark %v, losing step %d", v.Mark, v.LosingStep)
	}
	atDeal, _ := typeKeys(t, reviewed, "home")
	if text := atDeal.viewText(); !strings.Contains(text, "the deal · winnable") {
		t.Errorf("the review at the deal disagrees with the title:\n%s", text)
	}
}

// TestCoachKnowsTheMillion: a deal past 32,000 that the million's table
// says needs two free cells is winnable at its start with two, before any
// search says so, and lost with one.
func TestCoachKnowsTheMillion(t *testing.T) {
	const game = 39_001
	if f, ok := atlas.Lookup(game); !ok || !f.Cheap || !f.Known || f.Fewest != 2 {
		t.Fatalf("deal %d is not in the million's table as needing two cells: %+v", game, f)
	}
	for _, c := range []struct {
		cells int
		want  string
	}{{2, "· winnable"}, {1, "· lost"}} {
		m := sized(New(game, Options{Settings: withCells(c.cells), Now: (&fixedClock{now: time.Unix(1_000_000, 0)}).Now}), 100, 30)
		m, _ = typeKeys(t, m, "enter")
		next, _ := m.Update(judgedMsg{id: m.coach.job.id, judgment: coach.Judgement{Verdict: coach.Undecided}}) // as a budget may leave it
		if text := next.(Model).viewText(); !strings.Contains(text, c.want) {
			t.Errorf("with %d cells the title does not say %q:\n%s", c.cells, c.want, text)
		}
	}
}

// TestReviewCountsPassUp: a position one of whose moves keeps the game
// winnable is winnable, and so are those before it.
func TestReviewCountsPassUp(t *testing.T) {
	m, _ := playModel(t)
	m, _ = typeKeys(t, m, "8", "a", "8", "b")
	m, _ = typeKeys(t, m, "V")
	next, _ := m.Update(reviewVerdictsMsg{id: m.reviewing.id, verdicts: []coach.Verdict{coach.Undecided, coach.Undecided, coach.Undecided}})
	m = next.(Model)
	next, _ = m.Update(reviewCountMsg{id: m.reviewing.id, step: 1, count: choiceCount{done: true, choices: 9, keeping: legalMoves(m, 1, 1)}})
	m = next.(Model)
	if got := m.review.verdicts; got[0] != coach.Winnable || got[1] != coach.Winnable || got[2] != coach.Undecided {
		t.Errorf("verdicts %v after a move of step 2 kept the game winnable", got)
	}
}

// TestHintWhereWinnableWithoutSolution: where the coach knows the game
// winnable but has no solution of its own, H says so and names s, which
// searches further from here.
func TestHintWhereWinnableWithoutSolution(t *testing.T) {
	two := 2
	m := sized(New(9, Options{Settings: withCells(two)}), 100, 30)
	m, _ = typeKeys(t, m, "enter")
	next, _ := m.Update(judgedMsg{id: m.coach.job.id, judgment: coach.Judgement{Verdict: coach.Undecided}})
	m, _ = typeKeys(t, next.(Model), "H")
	if m.status.Kind != view.NoHint || !strings.Contains(m.viewText(), "s searches further") {
		t.Errorf("H where winnable with no solution:\n%s", m.viewText())
	}
	m, _ = typeKeys(t, m, "s")
	if m.solvingHere == nil {
		t.Error("s does not search from here")
	}
}

// TestPlanWaitsForThePlayerToStop: the short solution for hints is looked
// for only once a winnable position has stayed planDelay on the table: a
// move made before then leaves it unsearched.
func TestPlanWaitsForThePlayerToStop(t *testing.T) {
	m, _ := playModel(t)
	j := coach.Judge(context.Background(), *m.table.Position(), 0)
	next, _ := m.Update(judgedMsg{id: m.coach.job.id, judgment: j})
	m = next.(Model)
	if m.thinking() {
		t.Fatal("the coach searches for a plan as soon as the verdict comes")
	}
	due := planDueMsg{m.coach.job.id}
	moved, _ := typeKeys(t, m, "8", "a") // a move before the plan fell due
	if _, cmd := moved.Update(due); cmd != nil {
		t.Error("a plan fell due for a position the player has moved on from")
	}
	if next, cmd := m.Update(due); cmd == nil || !next.(Model).thinking() {
		t.Error("no plan once the position stayed")
	}
}

// TestJokeDealsLostAtOnce: -1 and -2 are lost from the deal with four cells
// or fewer, which no search within the coach's budget proves of -2: the
// coach says so at once, at the deal and after a move; -1 with five cells
// wins, and is not called unwinnable.
func TestJokeDealsLostAtOnce(t *testing.T) {
	for _, game := range []int64{-1, -2} {
		m, _ := typeKeys(t, sized(newModel(game), 100, 30), "enter")
		if c := m.coach; !c.known || c.verdict != coach.Lost {
			t.Errorf("%d at the deal: known %v, %v; want lost", game, c.known, c.verdict)
		}
		if pos := m.table.Position(); len(pos.AppendMoves(nil)) > 0 {
			next, _ := m.move(pos.AppendMoves(nil)[0])
			if c := next.coach; !c.known || c.verdict != coach.Lost {
				t.Errorf("%d after a move: known %v, %v; want lost", game, c.known, c.verdict)
			}
		}
	}
	five := newModel(-1)
	five.cells = 5
	if five.unwinnable() {
		t.Error("-1 with five free cells is called unwinnable: it is won")
	}
}

// TestProofHereTellsTheCoach: s proving that no play wins from the position
// makes the coach's verdict lost there, where its own search was undecided.
func TestProofHereTellsTheCoach(t *testing.T) {
	m := sized(newModel(1941), 100, 30)
	m, _ = typeKeys(t, m, "enter")
	next, _ := m.Update(judgedMsg{id: m.coach.job.id, judgment: coach.Judgement{Verdict: coach.Undecided}})
	m = next.(Model)
	m, _ = typeKeys(t, m, "s")
	next, _ = m.Update(solvedHereMsg{id: m.solving.id, from: *m.table.Position(), result: solver.Result{Status: solver.Impossible}})
	m = next.(Model)
	if c := m.coach; !c.known || c.verdict != coach.Lost || m.status.Kind != view.NoSolutionHere {
		t.Errorf("after the proof: known %v, %v, status %v; want lost", c.known, c.verdict, m.status.Kind)
	}
}

// TestSolveImpossibleStaysInTheGame: s before the first move of a deal no
// play wins keeps the player in the game, told so: with the coach on (it
// knows the deal lost), and with it off (the deal's solve comes back to
// the game); keys typed next are the game's, not the browser's.
func TestSolveImpossibleStaysInTheGame(t *testing.T) {
	m := sized(newModel(617), 100, 30)
	m.cells = 3
	m, _ = typeKeys(t, m, "enter")
	if !m.Playing() || m.FreeCells() != 3 {
		t.Fatalf("617 with three cells: playing %v, %d cells", m.Playing(), m.FreeCells())
	}
	on, _ := typeKeys(t, m, "s")
	if !on.Playing() || on.status.Kind != view.NoSolutionHere {
		t.Errorf("s with the coach on: playing %v, status %v", on.Playing(), on.status.Kind)
	}
	off, _ := typeKeys(t, m, "C")
	off, _ = typeKeys(t, off, "s")
	if off.Playing() || !off.solving.running() {
		t.Fatalf("s with the coach off: playing %v, solving %v", off.Playing(), off.solving.running())
	}
	next, _ := off.Update(solvedMsg{id: off.solving.id, game: off.dealKey(), result: solver.Result{Status: solver.Impossible}})
	off = next.(Model)
	if !off.Playing() || off.status.Kind != view.Impossible {
		t.Errorf("the deal's solve, impossible: playing %v, status %v", off.Playing(), off.status.Kind)
	}
	if off, _ = typeKeys(t, off, "4", "a"); off.table == nil || len(off.table.Moves()) == 0 {
		t.Error("4 a after it did not make a move in the game")
	}
}

// TestHintAskedWhileThinkingComesWhenKnown: H pressed before the coach has
// its word says it is still thinking, and the hint comes once it has (the
// line stayed "still thinking" until another key).
func TestHintAskedWhileThinkingComesWhenKnown(t *testing.T) {
	m, _ := playModel(t)
	m, _ = typeKeys(t, m, "H")
	if m.status.Kind != view.NoHint || m.status.Why != view.WhyThinking {
		t.Fatalf("H before the verdict: %v, %v", m.status.Kind, m.status.Why)
	}
	j := coach.Judge(context.Background(), *m.table.Position(), 0)
	next, _ := m.Update(judgedMsg{id: m.coach.job.id, judgment: j})
	if got := next.(Model); got.status.Kind != view.Hint || got.hinted == nil {
		t.Errorf("the verdict came: status %v; want the hint asked for", got.status.Kind)
	}
}

// TestSolutionAskedWhileThinkingComesWhenKnown: s pressed in a game before
// the coach has its word says so, and the solution plays back once it has
// (the line said "s again in a moment", and a screen reader's next line,
// typed meanwhile, went elsewhere).
func TestSolutionAskedWhileThinkingComesWhenKnown(t *testing.T) {
	m, _ := playModel(t)
	m, _ = typeKeys(t, m, "4", "a", "s") // a move made: s shows the coach's solution from here
	if m.status.Kind != view.NoSolutionHere || m.status.Why != view.WhyThinking {
		t.Fatalf("s before the verdict: %v, %v", m.status.Kind, m.status.Why)
	}
	j := coach.Judge(context.Background(), *m.table.Position(), 0)
	next, _ := m.Update(judgedMsg{id: m.coach.job.id, judgment: j})
	if got := next.(Model); got.mode != replaying && got.status.Kind != view.SolvingHere {
		t.Errorf("the verdict came: mode %v, status %v; want the solution asked for", got.mode, got.status.Kind)
	}
}

// TestNoLosingMoveOfferedOnADealLostAsDealt: stuck on a joke deal, whose
// deal itself cannot be won, the key line offers no L (it offered it, and L
// said there is no losing move to go back to).
func TestNoLosingMoveOfferedOnADealLostAsDealt(t *testing.T) {
	m, _ := typeKeys(t, sized(newModel(-1), 100, 30), "enter", "1", "a", "2", "b", "3", "c", "4", "d")
	if !m.table.NoMoveLeft() {
		t.Fatal("-1 after 1a 2b 3c 4d has moves left")
	}
	next, _ := m.Update(losingMsg{id: m.coach.job.id, index: -1, ok: true})
	if text := next.(Model).viewText(); strings.Contains(text, "L losing") || !strings.Contains(text, "u undo") {
		t.Errorf("stuck on -1: the key line offers L, or lost u:\n%s", text)
	}
}

// TestImpossibleNamesTheCells: a deal four cells cannot win, solved, is
// said impossible with four free cells: its facts row says it needs five
// (the line said "no sequence of moves solves game 11,982", no count).
func TestImpossibleNamesTheCells(t *testing.T) {
	m := sized(newModel(11982), 120, 30)
	m, _ = typeKeys(t, m, "s")
	if !m.solving.running() {
		t.Fatal("s on 11982 did not start the solve")
	}
	next, _ := m.Update(solvedMsg{id: m.solving.id, game: m.dealKey(), result: solver.Result{Status: solver.Impossible}})
	if text := next.(Model).viewText(); !strings.Contains(text, "no sequence of moves solves game 11,982 with 4 free cells") {
		t.Errorf("the impossible deal's line:\n%s", text)
	}
}

// TestKeysPanelSaysTheCoachIsOff: with the coach off, the keys that wait
// for it say so in the keys panel, with the key that turns it on (they only
// said so once pressed); with it on, they do not.
func TestKeysPanelSaysTheCoachIsOff(t *testing.T) {
	for _, on := range []bool{true, false} {
		opts := Options{}
		if !on {
			opts.Settings = noCoach()
		}
		m := sized(New(617, opts), 160, 50)
		m, _ = typeKeys(t, m, "enter", "?")
		text := m.viewText()
		for _, want := range []string{"hint; again: plays (coach off: C)", "undo losing move (coach off: C)"} {
			if strings.Contains(text, want) == on {
				t.Errorf("coach on %v: the keys panel says %q %v:\n%s", on, want, !on, text)
			}
		}
	}
}

// TestKeyLineOffersTheCoachWhereHintsWait: with the coach off, the key
// line offers C where it offered H, which only said the coach was off.
func TestKeyLineOffersTheCoachWhereHintsWait(t *testing.T) {
	for _, on := range []bool{true, false} {
		opts := Options{}
		if !on {
			opts.Settings = noCoach()
		}
		m := sized(New(617, opts), 100, 30)
		m, _ = typeKeys(t, m, "enter")
		lines := strings.Split(strings.TrimRight(m.viewText(), "\n"), "\n")
		keyLine := lines[len(lines)-1]
		if strings.Contains(keyLine, "H hint") != on || strings.Contains(keyLine, "C coach ") == on {
			t.Errorf("coach on %v: the key line %q", on, keyLine)
		}
	}
}

// TestHintsKeepToTheSolutionMadeByHand: the hint's move made by hand (keys
// or mouse, not H again) keeps the next hints to the same solution: each
// new verdict's solution began by undoing the last ("c4", then "4c", then
// "c4"...).
func TestHintsKeepToTheSolutionMadeByHand(t *testing.T) {
	m, _ := playModel(t)
	next, _ := m.Update(judgedMsg{id: m.coach.job.id, judgment: coach.Judge(context.Background(), *m.table.Position(), 0)})
	m = next.(Model)
	if len(m.coach.solution) < 2 {
		t.Fatalf("no solution judged: %v", m.coach.verdict)
	}
	first := m.table.Position().Notation(m.coach.solution[0])
	m, _ = typeKeys(t, m, string(first[0]), string(first[1]))
	if len(m.table.Moves()) != 1 || len(m.coach.plan) == 0 {
		t.Fatalf("the hint's move %s by keys: %d moves, plan %d", first, len(m.table.Moves()), len(m.coach.plan))
	}
	plan := m.coach.plan
	next, _ = m.Update(judgedMsg{id: m.coach.job.id, judgment: coach.Judge(context.Background(), *m.table.Position(), 0)})
	if m = next.(Model); len(m.coach.solution) == 0 || !sameMove(m.coach.solution[0], plan[0]) {
		t.Errorf("the next hint is not the solution's next move: %v, want %v", m.coach.solution, plan[0])
	}
}

// TestHintNamesItsCardsWhereRoomIsShort: at 60 columns a hint still names
// its card and where it goes ("6a" alone means nothing to a newcomer).
func TestHintNamesItsCardsWhereRoomIsShort(t *testing.T) {
	m, _ := playModel(t)
	m, _ = typeKeys(t, sized(judgeNow(t, m), 60, 20), "H")
	if line := statusText(m); m.status.Kind != view.Hint || !strings.Contains(line, "hint: 4a 4♥ to free cell a (H plays it)") {
		t.Errorf("the hint at 60 columns: %q", line)
	}
}

// TestKeysPanelListsLWhileItGoesBack: ? lists the keys that do something
// at the moment, L among them only where the coach names a losing move.
func TestKeysPanelListsLWhileItGoesBack(t *testing.T) {
	thinking, _ := typeKeys(t, sized(New(617, Options{}), 160, 50), "enter", "A", "A")
	winnable := judgeNow(t, thinking)
	lost := judgeNow(t, typeLine(t, thinking, losingLine))
	for _, tt := range []struct {
		name string
		m    Model
		want bool
	}{{"winnable", winnable, false}, {"lost", lost, true}} {
		panel, _ := typeKeys(t, tt.m, "?")
		if got := strings.Contains(panel.viewText(), "undo losing move"); got != tt.want {
			t.Errorf("%s: ? lists L: %v, want %v\n%s", tt.name, got, tt.want, panel.viewText())
		}
	}
}
