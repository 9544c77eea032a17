package model

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/freecell/freecell/coach"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/view"
)

// losingLine is a kept game that loses 617 at its eighth move, 3c.
const losingLine = "58 8a 4b 4c c6 a8 2a 3c 8d 42"

// typeLine makes the moves of line through the move line.
func typeLine(t *testing.T, m Model, line string) Model {
	t.Helper()
	keys := []string{":"}
	for _, r := range line {
		keys = append(keys, string(r))
	}
	m, _ = typeKeys(t, m, append(keys, "enter")...)
	return m
}

// lostGame is 617 played badly with auto-play off, as the kept game was made,
// and judged lost.
func lostGame(t *testing.T, m Model) Model {
	t.Helper()
	m, _ = typeKeys(t, m, "A", "A")
	return judgeNow(t, typeLine(t, m, losingLine))
}

// reviewJudgedNow hands the review the verdicts of its positions, as its
// background job would.
func reviewJudgedNow(t *testing.T, m Model) Model {
	t.Helper()
	verdicts := coach.StepVerdicts(context.Background(), m.review.positions, coach.VerdictOf)
	next, _ := m.Update(reviewVerdictsMsg{id: m.reviewing.id, verdicts: verdicts})
	return next.(Model)
}

// countNow counts the choices of the step shown, as the background would.
func countNow(t *testing.T, m Model) Model {
	t.Helper()
	cmd := m.nextCount()
	if cmd == nil {
		t.Fatal("nothing to count")
	}
	next, _ := m.Update(cmd())
	return next.(Model)
}

// TestReviewMarksAFrozenGame: the review of the kept losing game marks its
// first moves as keeping 617 winnable, its eighth as the losing move, in the
// title from every step, and the moves after as played in a lost game; at the
// losing move 9 of its 12 moves would have kept it winnable, the first
// three named.
func TestReviewMarksAFrozenGame(t *testing.T) {
	m, _ := playModel(t)
	m = lostGame(t, m)
	m, _ = typeKeys(t, m, "V")
	if m.mode != reviewing || !strings.Contains(m.viewText(), "review · move 1 of 10") || !strings.Contains(m.viewText(), "judging") {
		t.Fatalf("V did not start a review:\n%s", m.viewText())
	}
	m = reviewJudgedNow(t, m)
	for _, want := range []string{"move 1: 58", "kept it winnable", "lost at move 8", "counting"} {
		if !strings.Contains(m.viewText(), want) {
			t.Errorf("step 1 does not say %q:\n%s", want, m.viewText())
		}
	}
	m, _ = typeKeys(t, m, "L")
	m = countNow(t, m)
	if text := m.viewText(); !strings.Contains(text, "move 8: 3c") || !strings.Contains(text, "✗ the losing move") ||
		!strings.Contains(text, "9 of 12 keep it winnable: 21, 42, 83 and 6 more") { // what would have kept it, named: the lesson
		t.Errorf("L does not show the losing move, marked and counted:\n%s", text)
	}
	m, _ = typeKeys(t, m, "right")
	m = countNow(t, m)
	if text := m.viewText(); !strings.Contains(text, "already lost") || !strings.Contains(text, "none of 11 moves keeps it winnable") {
		t.Errorf("the move after the losing one:\n%s", text)
	}
	if m.Position() != m.review.positions[9] {
		t.Error("the board is not the position after the step shown")
	}
	m, _ = typeKeys(t, m, "end", "right", "home", "left")
	if m.review.at != -1 || m.Position() != m.review.positions[0] {
		t.Errorf("home then left: step %d, not the deal", m.review.at+1)
	}
	m, _ = typeKeys(t, m, "esc")
	if !m.Playing() || len(m.table.Moves()) != 10 || m.reviewBusy() {
		t.Fatalf("esc did not come back to the game as it was (%d moves)", len(m.table.Moves()))
	}
}

// TestReviewPlayFrom: Enter at a step takes the game back to just before it.
func TestReviewPlayFrom(t *testing.T) {
	m, _ := playModel(t)
	m = lostGame(t, m)
	m, _ = typeKeys(t, m, "V")
	m = reviewJudgedNow(t, m)
	m, _ = typeKeys(t, m, "L", "enter")
	if !m.Playing() || m.status.Kind != view.BeforeReviewedMove || len(m.table.Moves()) != 7 {
		t.Fatalf("enter at the losing move: playing %v, status %v, %d moves", m.Playing(), m.status.Kind, len(m.table.Moves()))
	}
	m, _ = typeKeys(t, m, "U")
	if len(m.table.Moves()) != 8 {
		t.Error("U does not redo the reviewed move")
	}
}

// TestReviewDropsStaleAnswers: answers for an earlier review are not shown.
func TestReviewDropsStaleAnswers(t *testing.T) {
	m, _ := playModel(t)
	m = lostGame(t, m)
	m, _ = typeKeys(t, m, "V")
	old := m.reviewing.id
	m, _ = typeKeys(t, m, "esc", "V")
	next, _ := m.Update(reviewVerdictsMsg{id: old, verdicts: make([]coach.Verdict, len(m.review.positions))})
	next, _ = next.Update(reviewCountMsg{id: old, step: 0, count: choiceCount{done: true, choices: 5}})
	m = next.(Model)
	if m.review.verdicts != nil || m.review.counts[0].done {
		t.Error("an earlier review's answers were taken")
	}
}

// TestReviewOfAWonGame: every move of a won game kept it winnable; before the
// first move V says there is nothing to review.
func TestReviewOfAWonGame(t *testing.T) {
	m, _ := playModel(t)
	m, _ = typeKeys(t, m, "V")
	if m.mode == reviewing || m.status.Kind != view.NothingToReview {
		t.Fatalf("V before a move: %v", m.status.Kind)
	}
	m, _ = typeKeys(t, m, "A", "A")
	m, _ = typeKeys(t, m, solutionLine()...)
	if !m.table.Won() {
		t.Fatal("the solution did not win")
	}
	m, _ = typeKeys(t, bannerSeen(m), "V")
	m = reviewJudgedNow(t, m)
	if played, _ := typeKeys(t, m, "right", "right", "enter"); played.mode != reviewing || played.status.Kind != view.WonNoPlayOn || !played.table.Won() {
		t.Errorf("enter in a won game's review: %v\n%s", played.status.Kind, played.viewText())
	}
	if strings.Contains(m.viewText(), "play it again") {
		t.Errorf("a won game's review offers to play from a move:\n%s", m.viewText())
	}
	for step := range m.review.steps {
		if !strings.Contains(m.viewText(), "kept it winnable") || !strings.Contains(m.viewText(), "· won") {
			t.Fatalf("step %d of a won game:\n%s", step+1, m.viewText())
		}
		m, _ = typeKeys(t, m, "right")
	}
	m, _ = typeKeys(t, m, "L")
	if !strings.Contains(m.viewText(), "no losing move: the game was won") {
		t.Errorf("L in a won game's review:\n%s", m.viewText())
	}
}

// TestOneCountOfMoves: the title, the review and the coach's losing move count
// the same moves, the player's as solutions count them, however many
// foundation moves the player made by hand (617's solution, with auto-play
// off, sends cards home itself).
func TestOneCountOfMoves(t *testing.T) {
	m, _ := playModel(t)
	m, _ = typeKeys(t, m, "A", "A") // off: the player sends every card home
	m = typeLine(t, m, strings.Join(strings.Fields(solution617)[:30], " "))
	player, _ := m.table.Counts()
	if !strings.Contains(m.viewText(), fmt.Sprintf(" %d moves ", player)) || strings.Contains(m.viewText(), "in all") {
		t.Fatalf("the title does not say %d moves:\n%s", player, m.viewText())
	}
	m, _ = typeKeys(t, m, "V", "end")
	if m.review.at+1 != player || len(m.review.steps) != player {
		t.Fatalf("the review has %d moves for the title's %d", len(m.review.steps), player)
	}
	if !strings.Contains(m.viewText(), fmt.Sprintf("move %d of %d", player, player)) {
		t.Errorf("the review does not say move %d of %d:\n%s", player, player, m.viewText())
	}
	// Played from before a move, the game has the moves before it.
	m, _ = typeKeys(t, m, "home", "right", "right", "right", "enter")
	if after, _ := m.table.Counts(); after != 2 || m.status.Count != 3 {
		t.Errorf("play again from before move 3: %d moves made, said %d", after, m.status.Count)
	}
}

// TestLosingMoveCountsAsTheReview: the title's losing move is the review's.
func TestLosingMoveCountsAsTheReview(t *testing.T) {
	m, _ := playModel(t)
	m = lostGame(t, m) // auto-play off: loses at its eighth move, 3c
	if !strings.Contains(m.viewText(), "lost at move 8 (K♣ to free cell c)") {
		t.Fatalf("the title does not name move 8:\n%s", m.viewText())
	}
	m = reviewJudgedNow(t, typeKeys1(t, m, "V"))
	m, _ = typeKeys(t, m, "L")
	if m.review.at+1 != 8 || !strings.Contains(m.viewText(), "lost at move 8") {
		t.Errorf("the review names move %d:\n%s", m.review.at+1, m.viewText())
	}
}

func typeKeys1(t *testing.T, m Model, keys ...string) Model {
	t.Helper()
	m, _ = typeKeys(t, m, keys...)
	return m
}

// TestReviewLinesFit: the review's line says the move in fewer words where
// room is short, but always names it (its number and notation); a won
// game's review offers no losing move.
func TestReviewLinesFit(t *testing.T) {
	m, _ := playModel(t)
	m = typeKeys1(t, reviewJudgedNow(t, typeKeys1(t, lostGame(t, m), "V")), "L")
	next, _ := m.Update(reviewCountMsg{id: m.reviewing.id, step: 7, count: choiceCount{done: true, choices: 12, keeping: legalMoves(m, 7, 9), unknown: 1}})
	m = next.(Model)
	for _, w := range []int{200, 100, 80, 60} {
		line := statusText(sized(m, w, 30))
		if !strings.Contains(line, "move 8: 3c") || w >= 80 && !strings.Contains(line, "K♣") || !strings.Contains(line, "losing move") || strings.Contains(line, "…") {
			t.Errorf("at %d columns: %q", w, line)
		}
	}
	won, _ := playModel(t)
	won, _ = typeKeys(t, won, "A", "A")
	won, _ = typeKeys(t, won, solutionLine()...)
	won, _ = typeKeys(t, won, "V")
	if strings.Contains(won.viewText(), "losing move") {
		t.Errorf("a won game's review offers a losing move:\n%s", won.viewText())
	}
}

// TestReviewOfADealLostFromTheStart: 11982 cannot be won; its review's title
// says so from every step, as the game's title does; the key line offers no
// losing move, and L says why it goes nowhere, once.
func TestReviewOfADealLostFromTheStart(t *testing.T) {
	m := sized(New(11982, Options{}), 100, 30)
	m, _ = typeKeys(t, m, "enter", "1", "a", "2", "b")
	m = judgeNow(t, m)
	if !strings.Contains(m.viewText(), "lost from the deal") {
		t.Fatalf("the game's title:\n%s", m.viewText())
	}
	m = reviewJudgedNow(t, typeKeys1(t, m, "V"))
	if line := lastLine(m.viewText()); strings.Contains(line, "losing move") {
		t.Errorf("the key line offers a losing move where none is: %q", line)
	}
	for range 2 {
		if !strings.Contains(m.viewText(), "lost from the deal") {
			t.Errorf("the review's title, move %d:\n%s", m.review.at+1, m.viewText())
		}
		m = typeKeys1(t, m, "right")
	}
	m = typeKeys1(t, m, "L")
	if text := m.viewText(); !strings.Contains(text, ": the deal itself cannot be won\n") || strings.Count(text, "no ") != 1 {
		t.Errorf("L:\n%s", text)
	}
}

// TestReviewSaysItsEnds: a step past the last move, or back from the deal,
// says so and stays; the next step clears it. The deal comes before the
// first move: its verdict, and how many first moves keep it winnable; Enter
// there plays from before the first move.
func TestReviewSaysItsEnds(t *testing.T) {
	m, _ := playModel(t)
	m = lostGame(t, m)
	m, _ = typeKeys(t, m, "V")
	m = reviewJudgedNow(t, m)
	last := len(m.review.steps)
	m, _ = typeKeys(t, m, "end", "right")
	if m.review.at != last-1 || m.status.Kind != view.ReviewAtEnd || !strings.Contains(sized(m, 100, 30).viewText(), fmt.Sprintf("move %d is the last one made", last)) {
		t.Errorf("right at the last move: at %d, status %v", m.review.at, m.status.Kind)
	}
	m, _ = typeKeys(t, m, "home")
	m = countNow(t, m)
	if text := sized(m, 100, 30).viewText(); m.review.at != -1 || m.Position() != m.review.positions[0] ||
		!strings.Contains(text, "review · the deal, then") || !strings.Contains(text, "the deal · winnable · ") || !strings.Contains(text, "keep it winnable") {
		t.Errorf("home: at %d, not the deal\n%s", m.review.at, text)
	}
	m, _ = typeKeys(t, m, "left")
	if m.review.at != -1 || m.status.Kind != view.ReviewAtStart || !strings.Contains(sized(m, 100, 30).viewText(), "this is the deal") {
		t.Errorf("left at the deal: at %d, status %v", m.review.at, m.status.Kind)
	}
	if r, _ := typeKeys(t, m, "right"); r.review.at != 0 || r.status.Kind != view.NoStatus {
		t.Errorf("right from the deal: at %d, status %v", r.review.at, r.status.Kind)
	}
	if p, _ := typeKeys(t, m, "enter"); !p.Playing() || p.status.Kind != view.BeforeReviewedMove || p.status.Count != 1 {
		t.Errorf("enter at the deal: playing %v, status %v %d", p.Playing(), p.status.Kind, p.status.Count)
	}
}

// legalMoves are the first n legal moves before the review's step (0-based):
// a count's moves that keep the game winnable, as a test says they are.
func legalMoves(m Model, step, n int) []rules.Move {
	var out []rules.Move
	moves := m.review.positions[step].AppendMoves(nil)
	for _, mv := range moves[:min(n, len(moves))] {
		p := m.review.positions[step]
		done, _ := p.Apply(mv)
		out = append(out, done)
	}
	return out
}
