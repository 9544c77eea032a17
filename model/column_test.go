package model

import (
	"strings"
	"testing"

	"github.com/freecell/freecell/play"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/view"
)

// placeKeys are the keys that make each of 617's moves (auto-play off) by
// place keys: a move to an empty column that could take more cards or fewer
// is answered, c for the run and s for one card.
func placeKeys(t *testing.T, moves []rules.Move) [][]string {
	t.Helper()
	r, err := rules.ReplayGame(617, rules.DefaultFreeCells, moves)
	if err != nil {
		t.Fatal(err)
	}
	positions := r.Positions()
	keys := make([][]string, len(moves))
	for i, mv := range moves {
		keys[i] = []string{mv.From.String(), mv.To.String()}
		pos := &positions[i]
		if !mv.From.IsColumn() || !mv.To.IsColumn() || len(pos.Column(mv.To.Index())) != 0 {
			continue
		}
		picked := min(play.Pickable(pos, mv.From), pos.Movable(mv.From.Index(), false))
		switch run := min(picked, pos.Movable(mv.From.Index(), true)); {
		case run < 2:
		case int(mv.Count) == run:
			keys[i] = append(keys[i], "c")
		case mv.Count == 1:
			keys[i] = append(keys[i], "s")
		default:
			t.Fatalf("move %d (%v) takes %d cards of a run of %d: no key does", i+1, mv, mv.Count, run)
		}
	}
	return keys
}

// TestColumnOrSingleCard: cards dropped on an empty column ask, as Windows
// does, whether the run goes or the top card alone; c, s and Esc answer, and
// C or S answer for the rest of the game (cards counted with - go without a
// question: TestFewerCardsIntoAnEmptyColumn).
func TestColumnOrSingleCard(t *testing.T) {
	m, from, empty, most := resumedAt(t)
	src, dst := string(rune('1'+from)), string(rune('1'+empty))
	asked, _ := typeKeys(t, m, src, dst)
	if asked.questionPut() == nil || asked.questionPut().question != view.ColumnQuestion || len(asked.table.Position().Column(empty)) != 0 {
		t.Fatalf("no question before the drop: %+v", asked.questionPut())
	}
	if text := asked.viewText(); !strings.Contains(text, "move column or single card?") || !strings.Contains(text, "c the column") {
		t.Errorf("the question is not on screen:\n%s", text)
	}
	for _, tt := range []struct {
		keys  []string
		moved int
	}{
		{[]string{"c"}, most},
		{[]string{"s"}, 1},
		{[]string{"x", "c"}, most}, // a key that answers nothing leaves the question
		{[]string{"esc"}, 0},
	} {
		answered, _ := typeKeys(t, asked, tt.keys...)
		if got := len(answered.table.Position().Column(empty)); got != tt.moved || answered.questionPut() != nil || answered.picked != nil {
			t.Errorf("%v: %d cards moved, question %+v, picked %+v; want %d moved, both put away", tt.keys, got, answered.questionPut(), answered.picked, tt.moved)
		}
	}
	for _, k := range []string{"1", "x", "h"} { // a key that answers nothing says to answer first, and how to leave the move
		nudged, _ := typeKeys(t, asked, k)
		if text := nudged.viewText(); !strings.Contains(text, "answer first: c: ") || !strings.Contains(text, "esc: neither") || nudged.questionPut() == nil {
			t.Errorf("%s during the question: the line does not say to answer first:\n%s", k, text)
		}
	}
	for _, tt := range []struct {
		answer string
		moved  int
	}{{"C", most}, {"S", 1}} {
		again, _ := typeKeys(t, asked, tt.answer, "u", src, dst)
		if got := len(again.table.Position().Column(empty)); got != tt.moved || again.questionPut() != nil {
			t.Errorf("%s, then the same move: %d cards moved, question %+v; want %d, not asked", tt.answer, got, again.questionPut(), tt.moved)
		}
		left, _ := typeKeys(t, again, "u", "esc", "enter", src, dst)
		if left.questionPut() == nil {
			t.Errorf("%s is kept past leaving the game", tt.answer)
		}
	}
}

// TestRunsBottomCardChoosesTheRun: a press on a run's own bottom card picks
// the run, its status says so ("… and the cards on it"), and dropped on an
// empty column the run goes, as many as may, with no question (it asked
// "move column or single card?", where a press lower down chose the count).
func TestRunsBottomCardChoosesTheRun(t *testing.T) {
	m, from, empty, most := resumedAt(t)
	m = sized(m, 100, 30)
	pos := m.table.Position()
	run := min(play.Pickable(pos, rules.ColumnPlace(from)), pos.Movable(from, false))
	m = click(t, m, rules.ColumnPlace(from), len(pos.Column(from))-run)
	if m.picked == nil || m.picked.count != run {
		t.Fatalf("the run's bottom card pressed: picked %+v, want %d cards", m.picked, run)
	}
	m = click(t, m, rules.ColumnPlace(empty), -1)
	if q := m.questionPut(); q != nil || len(m.table.Position().Column(empty)) != min(run, most) {
		t.Errorf("dropped on the empty column: question %+v, %d cards moved; want none asked, %d moved:\n%s", q, len(m.table.Position().Column(empty)), min(run, most), m.viewText())
	}
}

// TestPressAboveWhatMayMoveChoosesTheRun: a press on a card of the run
// below the most that may move together picks as many as may, and dropped
// on an empty column they go with no question, as from the run's bottom
// card (it asked "move column or single card?", though the press had
// chosen the run).
func TestPressAboveWhatMayMoveChoosesTheRun(t *testing.T) {
	m, from, empty, pos := onTheWayTo617(t, func(pos *rules.Position, from int) bool {
		return pos.RunLength(from) > pos.Movable(from, false) && pos.Movable(from, true) >= 2
	})
	m = sized(m, 100, 30)
	m = click(t, m, rules.ColumnPlace(from), len(pos.Column(from))-pos.RunLength(from))
	if m.picked == nil || m.picked.count != pos.Movable(from, false) {
		t.Fatalf("the run's bottom card pressed: picked %+v, want %d cards", m.picked, pos.Movable(from, false))
	}
	m = click(t, m, rules.ColumnPlace(empty), -1)
	if q := m.questionPut(); q != nil || len(m.table.Position().Column(empty)) != pos.Movable(from, true) {
		t.Errorf("dropped on the empty column: question %+v, %d cards moved; want none asked, %d moved", q, len(m.table.Position().Column(empty)), pos.Movable(from, true))
	}
}

// TestColumnQuestionCountsTheRun: where an empty column takes fewer cards
// than the run on top holds, the question carries the run's length, for the
// line to say how many of it fit (it offered 2 cards of a run of 3 and said
// nothing of the third).
func TestColumnQuestionCountsTheRun(t *testing.T) {
	m, from, empty, pos := onTheWayTo617(t, func(pos *rules.Position, from int) bool {
		run, fit := pos.RunLength(from), pos.Movable(from, true)
		return run > fit && fit >= 2 && min(play.Pickable(pos, rules.ColumnPlace(from)), pos.Movable(from, false)) >= run
	})
	run, fit := pos.RunLength(from), pos.Movable(from, true)
	m, _ = typeKeys(t, m, string(rune('1'+from)), string(rune('1'+empty)))
	c := m.questionPut()
	if c == nil || c.question != view.ColumnQuestion {
		t.Fatalf("column %d onto %d: no question", from+1, empty+1)
	}
	if q := m.columnQuestion(*c); q.Count != fit || q.Run != run {
		t.Errorf("column %d's run of %d onto an empty column that takes %d: the question says %d of %d", from+1, run, fit, q.Count, q.Run)
	}
}

// TestMoreThanFitsIntoAnEmptyColumn: a run picked whole, + pressed past its
// most (which chooses nothing), goes onto an empty column as many cards as
// fit there; two cards chosen (- then +) where one fits are refused, and
// the refusal says why (it said "1 card can move now, not 2", and dropped
// the cards a + had left as they were).
func TestMoreThanFitsIntoAnEmptyColumn(t *testing.T) {
	m, from, empty, pos := onTheWayTo617(t, func(pos *rules.Position, from int) bool {
		return pos.Movable(from, true) == 1 && pos.Movable(from, false) >= 2
	})
	src, dst := string(rune('1'+from)), string(rune('1'+empty))
	moved, _ := typeKeys(t, m, src, "+", dst)
	if got := len(moved.table.Position().Column(empty)); got != 1 || len(moved.table.Position().Column(from)) != len(pos.Column(from))-1 {
		t.Errorf("column %d picked whole and + onto the empty column %d: %d cards there, status %v", from+1, empty+1, got, moved.status.Kind)
	}
	refused, _ := typeKeys(t, m, src, "-", "+", dst)
	if text := refused.viewText(); refused.status.Kind != view.Refused || !strings.Contains(text, "1 card can move now, not 2: into an empty column, 1 with no free cell and no other empty column") {
		t.Errorf("two cards chosen onto the empty column: status %v\n%s", refused.status.Kind, text)
	}
}

// onTheWayTo617 is a game of 617 in play, at the first position of its
// solution with an empty column and a column whose cards want says fit
// the test: the column, the empty one, and the position.
func onTheWayTo617(t *testing.T, want func(pos *rules.Position, from int) bool) (m Model, from, empty int, pos *rules.Position) {
	t.Helper()
	moves := frozenSolution(t)
	for n := range moves {
		g, err := play.Resume(617, rules.DefaultFreeCells, moves[:n], rules.AutoSafe, 0)
		if err != nil {
			t.Fatal(err)
		}
		pos := g.Position()
		empty := -1
		for i := range rules.NumColumns {
			if len(pos.Column(i)) == 0 {
				empty = i
			}
		}
		for from := range rules.NumColumns {
			if empty >= 0 && want(pos, from) {
				m, _ := playModel(t)
				m, _ = typeKeys(t, m, "esc")
				m.keep(g)
				m, _ = typeKeys(t, m, "enter")
				return m, from, empty, pos
			}
		}
	}
	t.Fatal("no position on the way fits the test")
	return
}

// TestRunPressedOnIsNotSplitByAFreeCell: a run pressed on at its bottom
// card, dropped on a free cell, is refused (a cell takes one card), not
// split with its top card sent there; the cells are not shown as taking it.
func TestRunPressedOnIsNotSplitByAFreeCell(t *testing.T) {
	m, from, _, pos := onTheWayTo617(t, func(pos *rules.Position, from int) bool {
		emptyCell := false
		for i := range pos.FreeCellCount() {
			emptyCell = emptyCell || !pos.FreeCell(i).Valid()
		}
		return min(pos.RunLength(from), pos.Movable(from, false)) >= 2 && emptyCell
	})
	m = sized(m, 100, 30)
	run := min(pos.RunLength(from), pos.Movable(from, false))
	m = click(t, m, rules.ColumnPlace(from), len(pos.Column(from))-run)
	if m.picked == nil || !m.picked.run {
		t.Fatalf("the run's bottom card pressed: picked %+v", m.picked)
	}
	cell := rules.FreeCellPlace(0)
	for i := range pos.FreeCellCount() {
		if !pos.FreeCell(i).Valid() {
			cell = rules.FreeCellPlace(i)
		}
	}
	if m.targets(*m.picked)&(1<<cell) != 0 {
		t.Errorf("free cell %v is shown as taking the run", cell)
	}
	dropped := click(t, m, cell, -1)
	if got := dropped.table.Position(); *got != *pos || dropped.status.Kind != view.Refused || dropped.status.Problem.Problem != rules.OneCardOnly {
		t.Errorf("the run dropped on %v: status %+v; want it refused, nothing moved\n%s", cell, dropped.status, dropped.viewText())
	}
}

// TestPressWithinTheRunGoesAsManyAsMay: cards pressed on higher in a run
// than an empty column takes go there as many as may, as the run's bottom
// card's do (pressed on 8♥ of a run of seven, six were refused where five
// may go); the empty column is shown as taking them.
func TestPressWithinTheRunGoesAsManyAsMay(t *testing.T) {
	m, from, empty, pos := onTheWayTo617(t, func(pos *rules.Position, from int) bool {
		return min(pos.RunLength(from), pos.Movable(from, false))-pos.Movable(from, true) >= 2 && pos.Movable(from, true) >= 1
	})
	m = sized(m, 100, 30)
	fit := pos.Movable(from, true)
	pressed := fit + 1 // more than the empty column takes, fewer than were picked up
	m = click(t, m, rules.ColumnPlace(from), len(pos.Column(from))-pressed)
	if m.picked == nil || m.picked.count != pressed {
		t.Fatalf("pressed on the %d-th card from the top: picked %+v", pressed, m.picked)
	}
	if m.targets(*m.picked)&(1<<empty) == 0 {
		t.Errorf("the empty column %d is not shown as taking the cards", empty+1)
	}
	m = click(t, m, rules.ColumnPlace(empty), -1)
	if got := len(m.table.Position().Column(empty)); got != fit || m.questionPut() != nil {
		t.Errorf("dropped on the empty column: %d cards moved, question %+v; want %d, none asked\n%s", got, m.questionPut(), fit, m.viewText())
	}
}

// TestColumnQuestionCountsTheCardsPickedUp: where fewer cards are picked up
// than the run holds (no more may move together), the question counts of
// those picked up, as the board shows them ("2 of 6 cards" read wrong with
// 4 picked up).
func TestColumnQuestionCountsTheCardsPickedUp(t *testing.T) {
	m, from, empty, pos := onTheWayTo617(t, func(pos *rules.Position, from int) bool {
		picked := min(pos.RunLength(from), pos.Movable(from, false))
		return pos.RunLength(from) > picked && picked > pos.Movable(from, true) && pos.Movable(from, true) >= 2
	})
	picked, fit := pos.Movable(from, false), pos.Movable(from, true)
	m, _ = typeKeys(t, m, string(rune('1'+from)), string(rune('1'+empty)))
	c := m.questionPut()
	if c == nil || c.question != view.ColumnQuestion {
		t.Fatalf("column %d onto %d: no question", from+1, empty+1)
	}
	if q := m.columnQuestion(*c); q.Count != fit || q.Run != picked {
		t.Errorf("%d cards picked up of a run of %d, onto an empty column that takes %d: the question says %d of %d", picked, pos.RunLength(from), fit, q.Count, q.Run)
	}
}
