package model

import (
	"context"
	"strings"
	"testing"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/coach"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// pointAt finds a point of the screen over place's card (-1: the place itself).
func pointAt(t *testing.T, m Model, place rules.Place, card int) (x, y int) {
	t.Helper()
	s := m.screen()
	for y := range s.Height { // a column of the screen through the place: places are at least 3 wide
		for x := 0; x < s.Width; x += 2 {
			if spot, ok := view.Locate(s, x, y); ok && spot.Place == place {
				for y := range s.Height { // then the card along it
					if spot, ok := view.Locate(s, x, y); ok && spot.Place == place && spot.Card == card {
						return x, y
					}
				}
			}
		}
	}
	t.Fatalf("%v card %d is not on screen", place, card)
	return 0, 0
}

// click presses and lets go of the left button over a place's card.
func click(t *testing.T, m Model, place rules.Place, card int) Model {
	t.Helper()
	x, y := pointAt(t, m, place, card)
	next, _ := m.Update(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
	next, _ = next.Update(tea.MouseReleaseMsg{X: x, Y: y, Button: tea.MouseLeft})
	return next.(Model)
}

func TestMouse(t *testing.T) {
	qh := dealer.NewCard(dealer.Queen, dealer.Hearts)
	col8, cellA, cellB := rules.ColumnPlace(7), rules.FreeCellPlace(0), rules.FreeCellPlace(1)
	t.Run("click, click", func(t *testing.T) {
		m, _ := playModel(t)
		m = click(t, m, col8, 5)
		if m.picked == nil || m.picked.from != col8 || m.status.Kind != view.Picked {
			t.Fatalf("picked %+v", m.picked)
		}
		m = click(t, m, cellB, -1)
		if m.table.Position().FreeCell(1) != qh || m.picked != nil {
			t.Error("Q♥ did not go to free cell b")
		}
	})
	t.Run("drag and drop", func(t *testing.T) {
		m, _ := playModel(t)
		x, y := pointAt(t, m, col8, 5)
		next, _ := m.Update(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
		x, y = pointAt(t, next.(Model), cellA, -1)
		next, _ = next.Update(tea.MouseReleaseMsg{X: x, Y: y, Button: tea.MouseLeft})
		if next.(Model).table.Position().FreeCell(0) != qh {
			t.Error("dragging Q♥ to free cell a did not move it")
		}
	})
	t.Run("dropped in the gap beside a place", func(t *testing.T) {
		m, _ := playModel(t)
		x, y := pointAt(t, m, col8, 5)
		next, _ := m.Update(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
		x, y = pointAt(t, next.(Model), cellA, -1)
		for _, ok := view.Locate(next.(Model).screen(), x, y); ok; _, ok = view.Locate(next.(Model).screen(), x, y) {
			x++ // to the gap right of free cell a
		}
		next, _ = next.Update(tea.MouseReleaseMsg{X: x, Y: y, Button: tea.MouseLeft})
		if next.(Model).table.Position().FreeCell(0) != qh {
			t.Errorf("Q♥ dropped at column %d, the gap right of free cell a, did not go there: %v", x, next.(Model).status.Kind)
		}
	})
	t.Run("dropped in a gap, the neighbour that takes them", func(t *testing.T) {
		m, _ := playModel(t) // 617: Q♥ tops column 8; J♦ tops column 1, K♠ column 2
		x, y := pointAt(t, m, col8, 5)
		next, _ := m.Update(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
		x, y = pointAt(t, next.(Model), rules.ColumnPlace(0), 2)
		for _, ok := view.Locate(next.(Model).screen(), x, y); ok; _, ok = view.Locate(next.(Model).screen(), x, y) {
			x++ // to the gap between columns 1 and 2
		}
		next, _ = next.Update(tea.MouseReleaseMsg{X: x, Y: y, Button: tea.MouseLeft})
		col := next.(Model).table.Position().Column(1)
		if col[len(col)-1] != qh {
			t.Errorf("Q♥ dropped between column 1 (J♦) and column 2 (K♠) did not go onto K♠: %v\n%s", next.(Model).status.Kind, next.(Model).viewText())
		}
	})
	t.Run("double click makes the best move", func(t *testing.T) {
		m, clock := playModel(t)
		m = click(t, m, col8, 5)
		clock.now = clock.now.Add(450 * time.Millisecond) // as slow as a desktop's double click
		m = click(t, m, col8, 5)
		if col := m.table.Position().Column(1); col[len(col)-1] != qh {
			t.Error("a double click (450 ms) did not put Q♥ on K♠, the first column that takes it")
		}
		m = click(t, m, rules.ColumnPlace(3), 6) // 4♥: no black 5 to go on, no empty column
		clock.now = clock.now.Add(200 * time.Millisecond)
		m = click(t, m, rules.ColumnPlace(3), 6)
		if m.table.Position().FreeCell(0) != dealer.NewCard(4, dealer.Hearts) {
			t.Error("a double click on 4♥ did not send it to a free cell")
		}
	})
	t.Run("a click beside the board, then on a card, is no double click", func(t *testing.T) {
		m, clock := playModel(t)                                                    // 617: column 1 ends J♦
		next, _ := m.Update(tea.MouseClickMsg{X: 95, Y: 29, Button: tea.MouseLeft}) // beside the board
		next, _ = next.Update(tea.MouseReleaseMsg{X: 95, Y: 29, Button: tea.MouseLeft})
		clock.now = clock.now.Add(250 * time.Millisecond)
		m = click(t, next.(Model), rules.ColumnPlace(0), 6)
		if moved, _ := m.table.Counts(); moved != 0 || m.picked == nil {
			t.Errorf("a click beside the board then on J♦: %d moves made, picked %+v; want J♦ picked up alone", moved, m.picked)
		}
	})
	t.Run("two cards of a column clicked at once are no double click", func(t *testing.T) {
		m, clock := playModel(t)
		m = click(t, m, col8, 4) // 617: column 8 ends 2♠ Q♥, not a run: Q♥ alone is picked up
		clock.now = clock.now.Add(200 * time.Millisecond)
		m = click(t, m, col8, 5)
		if moved, _ := m.table.Counts(); moved != 0 {
			t.Errorf("a click on 2♠ then on Q♥ at once made %d moves: a double click needs both presses on one card", moved)
		}
	})
	t.Run("double click moves the card clicked, never the one beneath", func(t *testing.T) {
		m, clock := playModel(t)
		m, _ = typeKeys(t, m, "8", "2", "5", "2") // column 2: K♠ Q♥ J♣; K♣ tops column 3
		m = click(t, m, rules.ColumnPlace(1), 8)  // J♣
		clock.now = clock.now.Add(200 * time.Millisecond)
		m = click(t, m, rules.ColumnPlace(1), 8)
		col := m.table.Position().Column(1) // J♣ lies in order on Q♥: it goes home or onto a column only, and neither takes it
		if moved, _ := m.table.Counts(); moved != 2 || col[len(col)-2] != qh || !strings.Contains(m.viewText(), "J♣ stays in order on Q♥: a double click sends it home or onto a column only") {
			t.Errorf("a double click on J♣, in order on Q♥: %d moves, column 2 ends %v\n%s", moved, col[len(col)-2:], m.viewText())
		}
	})
	t.Run("double click on cards that cannot go says why", func(t *testing.T) {
		m, clock := playModel(t) // 617: column 1 ends K♦ 4♣ 4♠ J♦, none in sequence; the free cells empty
		m = click(t, m, rules.ColumnPlace(0), 3)
		clock.now = clock.now.Add(200 * time.Millisecond)
		m = click(t, m, rules.ColumnPlace(0), 3)
		if text := m.viewText(); !strings.Contains(text, "only the top card of column 1 is in sequence, not 4") || strings.Contains(text, "free cells are all taken") {
			t.Errorf("a double click on K♦ under three cards:\n%s", text)
		}
		m, _ = typeKeys(t, m, "8", "2") // column 2 ends K♠ Q♥: no column takes them, and the cells are empty
		m = click(t, m, rules.ColumnPlace(1), 6)
		clock.now = clock.now.Add(200 * time.Millisecond)
		m = click(t, m, rules.ColumnPlace(1), 6)
		if text := m.viewText(); !strings.Contains(text, "no place takes K♠ and the card on it now") {
			t.Errorf("a double click on K♠ Q♥:\n%s", text)
		}
		m, clock = playModel(t)
		m, _ = typeKeys(t, m, "1", "a", "1", "b", "1", "c", "1", "d") // the free cells full; no black 5 tops a column
		m = click(t, m, rules.ColumnPlace(3), 6)
		clock.now = clock.now.Add(200 * time.Millisecond)
		m = click(t, m, rules.ColumnPlace(3), 6)
		if text := m.viewText(); !strings.Contains(text, "no place takes 4♥ now: A♥ must go home first, no black 5 tops a column, the free cells are full") { // "the free cells are all taken" hid that no column takes it either
			t.Errorf("a double click on 4♥ with the free cells full:\n%s", text)
		}
		m = click(t, m, cellA, -1) // J♦: no black queen tops a column
		clock.now = clock.now.Add(200 * time.Millisecond)
		m = click(t, m, cellA, -1)
		if text := m.viewText(); !strings.Contains(text, "no place takes J♦ now: A♦ must go home first, no black Q tops a column") || strings.Contains(text, "free cells are") { // the move home's refusal alone hid that no column takes it either
			t.Errorf("a double click on J♦ in a free cell:\n%s", text)
		}
	})
	t.Run("a quick press after a drop refused is no double click", func(t *testing.T) {
		m, clock := playModel(t)
		m = click(t, m, col8, 5)                 // Q♥
		m = click(t, m, rules.ColumnPlace(3), 6) // onto 4♥: refused
		clock.now = clock.now.Add(200 * time.Millisecond)
		m = click(t, m, rules.ColumnPlace(3), 6) // picks 4♥ up, as a single press would
		if m.Position() != dealt(617) || m.picked == nil || m.picked.from != rules.ColumnPlace(3) {
			t.Errorf("the press after the refused drop moved a card, or did not pick 4♥ up: picked %+v", m.picked)
		}
	})
	t.Run("two slow clicks put back", func(t *testing.T) {
		m, clock := playModel(t)
		m = click(t, m, col8, 5)
		clock.now = clock.now.Add(time.Second)
		m = click(t, m, col8, 5)
		if m.picked != nil || m.Position() != dealt(617) {
			t.Error("the second click did not just put the card back")
		}
	})
	t.Run("a click on nothing is harmless", func(t *testing.T) {
		m, _ := playModel(t)
		m = click(t, m, col8, 5)
		next, _ := m.Update(tea.MouseClickMsg{X: 0, Y: 0, Button: tea.MouseLeft})
		m = next.(Model)
		if m.picked != nil || m.Position() != dealt(617) {
			t.Error("a click on nothing moved or kept the cards")
		}
	})
	t.Run("a click lower in a sequence takes the cards from there", func(t *testing.T) {
		m, from, _, most := resumedAt(t)
		n := len(m.table.Position().Column(from))
		m = click(t, m, rules.ColumnPlace(from), n-2)
		if m.picked == nil || m.picked.count != 2 || most < 2 {
			t.Errorf("picked %+v", m.picked)
		}
	})
	t.Run("illegal drop refused", func(t *testing.T) {
		m, _ := playModel(t)
		m = click(t, m, rules.ColumnPlace(0), 6)
		m = click(t, m, rules.ColumnPlace(1), 6)
		if m.status.Kind != view.Refused || m.Position() != dealt(617) {
			t.Errorf("status %v", m.status.Kind)
		}
	})
	t.Run("a click on the deal plays it", func(t *testing.T) {
		m := sized(New(617, Options{Settings: noCoach()}), 100, 30)
		if m.View().MouseMode != tea.MouseModeCellMotion { // a mouse player who left a game for the deals found the mouse gone
			t.Error("the mouse is off while browsing")
		}
		x, y := pointAt(t, m, rules.ColumnPlace(2), 3)
		next, _ := m.Update(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
		if after := next.(Model); !after.Playing() || after.picked != nil {
			t.Errorf("a click on the deal while browsing: playing %v, picked %+v", after.Playing(), after.picked)
		}
		if next, _ := m.Update(tea.MouseClickMsg{X: 1, Y: 0, Button: tea.MouseLeft}); next.(Model).Playing() {
			t.Error("a click on the title while browsing played the deal")
		}
	})
}

// TestFewerCardsThanPicked: two cards picked by the mouse, dropped on an
// empty column that takes one (the free cells are full): the one that may
// go goes, as in Windows, and the status says the other stayed.
func TestFewerCardsThanPicked(t *testing.T) {
	m, _ := playModel(t)
	m, _ = typeKeys(t, m, "4", "a", "4", "6", "2", "b", "2", "1", "4", "1", "4", "c", "4", "d", "7", "2", "4", "7")
	col1, col4 := rules.ColumnPlace(0), rules.ColumnPlace(3)
	if len(m.table.Position().Column(3)) != 0 || m.table.Position().FreeCells() != 0 {
		t.Fatalf("column 4 is not empty, or a free cell is:\n%s", m.viewText())
	}
	n := len(m.table.Position().Column(0))
	m = click(t, m, col1, n-2)
	if m.picked == nil || m.picked.count != 2 {
		t.Fatalf("picked %+v", m.picked)
	}
	m = click(t, m, col4, -1)
	if len(m.table.Position().Column(3)) != 1 || !strings.Contains(m.viewText(), "1 of the 2 cards picked") {
		t.Errorf("the drop:\n%s", m.viewText())
	}
}

// TestPlayByMouse plays the first 30 moves of 617's solution by clicks,
// auto-play off, sequences and foundations among them, and reaches the same
// position as the solution does.
func TestPlayByMouse(t *testing.T) {
	m, clock := playModel(t)
	m, _ = typeKeys(t, m, "A", "A")
	moves := frozenSolution(t)[:30]
	for i, mv := range moves {
		from, to := -1, -1
		if mv.From.IsColumn() {
			from = len(m.table.Position().Column(mv.From.Index())) - int(mv.Count) // the deepest card that moves
		}
		if mv.To.IsColumn() {
			to = len(m.table.Position().Column(mv.To.Index())) - 1 // -1 for an empty column
		}
		m = click(t, m, mv.From, from)
		m = click(t, m, mv.To, to)
		if m.questionPut() != nil && m.questionPut().question == view.ColumnQuestion { // the whole run, or one card
			m, _ = typeKeys(t, m, map[bool]string{true: "c", false: "s"}[m.questionPut().count == int(mv.Count)])
		}
		clock.now = clock.now.Add(time.Second) // no double clicks
		if m.status.Kind == view.Refused {
			t.Fatalf("move %d (%v) refused: %s", i+1, mv, m.status.Problem)
		}
	}
	replay, _ := rules.ReplayGame(617, rules.DefaultFreeCells, moves)
	if *m.table.Position() != *replay.End() {
		t.Fatal("the clicks led elsewhere than the solution")
	}
}

// TestDragging: picked cards show where they may go; carried by the mouse,
// they follow the pointer, and the place under it is marked as a legal drop
// (outlined) or an illegal one (its name crossed out).
func TestDragging(t *testing.T) {
	col2, col1, col8 := rules.ColumnPlace(1), rules.ColumnPlace(0), rules.ColumnPlace(7)
	tests := []struct {
		name    string
		over    rules.Place
		card    int
		legal   bool
		dropped bool // Q♥ lands on K♠
	}{
		{"over K♠, which takes Q♥", col2, 6, true, true},
		{"over J♦, which does not", col1, 6, false, false},
		{"over free cell a", rules.FreeCellPlace(0), -1, true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, _ := playModel(t)
			x, y := pointAt(t, m, col8, 5)
			next, _ := m.Update(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
			m = next.(Model)
			if targets := m.screen().Board.Targets; targets != 1<<col2|1<<rules.ColumnPlace(2)|1<<rules.FreeCellPlace(0)|1<<rules.FreeCellPlace(1)|1<<rules.FreeCellPlace(2)|1<<rules.FreeCellPlace(3) {
				t.Errorf("Q♥'s destinations are %013b", targets)
			}
			ox, oy := pointAt(t, m, tt.over, tt.card)
			next, _ = m.Update(tea.MouseMotionMsg{X: ox, Y: oy, Button: tea.MouseLeft})
			m = next.(Model)
			board := m.screen().Board
			if board.Drag == nil || board.Drag.Over != tt.over || !board.Drag.On {
				t.Fatalf("the drag is %+v", board.Drag)
			}
			lines := strings.Split(m.viewText(), "\n")
			if !strings.Contains(lines[oy], "Q♥") {
				t.Errorf("Q♥ does not follow the pointer to row %d: %q", oy, lines[oy])
			}
			if crossed := strings.Contains(m.viewText(), "✗"); crossed == tt.legal {
				t.Errorf("legal %v, but the place's name crossed out: %v\n%s", tt.legal, crossed, m.viewText())
			}
			next, _ = m.Update(tea.MouseReleaseMsg{X: ox, Y: oy, Button: tea.MouseLeft})
			m = next.(Model)
			col := m.table.Position().Column(1)
			if landed := col[len(col)-1] == dealer.NewCard(dealer.Queen, dealer.Hearts); landed != tt.dropped || m.drag != nil {
				t.Errorf("dropped: %v, want %v; the drag stays: %v", landed, tt.dropped, m.drag != nil)
			}
		})
	}
}

// TestMouseWinKeepsItsBanner: the release of the click that won, and the
// pointer moving after it, leave the win's banner up; the next press takes
// it away, and only that.
func TestMouseWinKeepsItsBanner(t *testing.T) {
	m := sized(New(617, Options{Settings: settingsWith(func(s *state.Settings) { s.Auto = rules.AutoOff })}), 100, 30)
	words := strings.Fields(solution617)
	keys := []string{":"}
	for _, r := range strings.Join(words[:len(words)-1], " ") { // all but the last, 8h
		keys = append(keys, string(r))
	}
	m, _ = typeKeys(t, m, append(append([]string{"enter"}, keys...), "enter")...)
	if m.table.Won() || len(m.table.Position().Column(7)) != 1 {
		t.Fatalf("not one card from the win:\n%s", m.viewText())
	}
	m = click(t, m, rules.ColumnPlace(7), 0)
	x, y := pointAt(t, m, rules.Foundation, -1)
	next, cmd := m.Update(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
	m = settle(t, next.(Model), cmd)
	if !m.table.Won() || m.banner() == nil {
		t.Fatalf("the click did not win, or no banner:\n%s", m.viewText())
	}
	for _, msg := range []tea.Msg{tea.MouseReleaseMsg{X: x, Y: y, Button: tea.MouseLeft}, tea.MouseMotionMsg{X: x + 3, Y: y, Button: tea.MouseLeft}} {
		next, _ = m.Update(msg)
		if m = next.(Model); m.banner() == nil {
			t.Fatalf("%T took the banner away", msg)
		}
	}
	next, _ = m.Update(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
	if m = next.(Model); m.banner() != nil || m.status.Kind != view.Won {
		t.Errorf("the next press: banner %v, status %v; want the banner gone, the win still said", m.banner() != nil, m.status.Kind)
	}
}

// TestDragLetGoOverNothing: cards dragged and let go over nothing, or back
// over where they came from, are put back; a click (no drag), or a press
// whose pointer moves within the card pressed on before the release (a
// terminal's cells are coarse: a hand wobbles by one), keeps them picked up
// for the next click.
func TestDragLetGoOverNothing(t *testing.T) {
	col8 := rules.ColumnPlace(7)
	for _, back := range []bool{false, true} {
		m, _ := playModel(t)
		x, y := pointAt(t, m, col8, 5)
		ax, ay := pointAt(t, m, rules.ColumnPlace(0), 6)
		next, _ := m.Update(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
		next, _ = next.Update(tea.MouseMotionMsg{X: ax, Y: ay, Button: tea.MouseLeft})
		rx, ry := 0, m.height-1 // nothing there
		if back {
			rx, ry = x, y
		}
		next, _ = next.Update(tea.MouseReleaseMsg{X: rx, Y: ry, Button: tea.MouseLeft})
		if m = next.(Model); m.picked != nil || m.Position() != dealt(617) {
			t.Errorf("let go back over the source %v: still picked %v", back, m.picked != nil)
		}
	}
	m, _ := playModel(t)
	if m = click(t, m, col8, 5); m.picked == nil {
		t.Error("a click without a drag put the card back")
	}
	m, _ = playModel(t)
	x, y := pointAt(t, m, col8, 5)
	next, _ := m.Update(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
	next, _ = next.Update(tea.MouseMotionMsg{X: x + 1, Y: y, Button: tea.MouseLeft})
	next, _ = next.Update(tea.MouseReleaseMsg{X: x + 1, Y: y, Button: tea.MouseLeft})
	if m = next.(Model); m.picked == nil || m.picked.from != col8 {
		t.Error("a press that wobbled by a cell within the card put it back")
	}
}

// runsBoard is a layout of runs: column 1 ends 6♠ 5♦, column 2 7♥.
const runsBoard = "KS QS JS TS 9S 8S 7S 6S 5D\nKH QH JH TH 9H 8H 7H\nAS KC 2S QC 3S JC\nAH KD 2H QD 3H JD\n" +
	"AD TC 2D 9C 3D 8C\nAC TD 4S 9D 5S 8D\n2C 4H 7C 5H 6C 6H\n3C 4D 5C 6D 4C 7D\n"

// playingRuns is a game of runsBoard at 100x30, the coach off.
func playingRuns(t *testing.T) Model {
	t.Helper()
	start, err := rules.ParseBoard(runsBoard, 4)
	if err != nil {
		t.Fatal(err)
	}
	m, _ := typeKeys(t, sized(New(0, Options{Layout: &start, Settings: noCoach()}), 100, 30), "enter")
	return m
}

// TestNoMoreThanChosen: one card chosen of a run (by -, or by the wheel
// after a click), dropped on a card that the run's next card up would go onto, is
// refused for the card chosen; the ranks do not add a card the player did
// not pick. Chosen as picked, it goes as the ranks say.
func TestNoMoreThanChosen(t *testing.T) {
	m := playingRuns(t)
	pos := m.table.Position()
	col2, col3 := pos.Column(0), pos.Column(1)
	before := *pos
	for _, how := range []struct {
		name string
		pick func(Model) Model
	}{
		{"by -", func(m Model) Model { m, _ = typeKeys(t, m, "1", "-"); return m }},
		{"by a click and the wheel", func(m Model) Model {
			m = click(t, m, rules.ColumnPlace(0), len(col2)-1)
			next, _ := m.Update(tea.MouseWheelMsg{X: 1, Y: 1, Button: tea.MouseWheelDown})
			return next.(Model)
		}},
	} {
		next := how.pick(m)
		if next.picked == nil || next.picked.count != 1 {
			t.Fatalf("%s: picked %+v", how.name, next.picked)
		}
		if targets := next.screen().Board.Targets; targets>>rules.ColumnPlace(1)&1 != 0 {
			t.Errorf("%s: 7♥'s column stands out as a place to go (%013b)", how.name, targets)
		}
		next, _ = typeKeys(t, next, "2")
		if *next.table.Position() != before || next.status.Kind != view.Refused || !strings.Contains(next.viewText(), "5♦ can't go on 7♥") {
			t.Errorf("%s: status %v\n%s", how.name, next.status.Kind, next.viewText())
		}
	}
	full, err := rules.ParseBoard("Freecells: 4C 7D 6H 8D\n"+strings.NewReplacer("5S 8D", "5S", "6C 6H", "6C", "4C 7D", "").Replace(runsBoard), 4)
	if err != nil {
		t.Fatal(err)
	}
	crowded, _ := typeKeys(t, sized(New(0, Options{Layout: &full, Settings: noCoach()}), 100, 30), "enter", "1", "-", "2")
	if crowded.status.Kind != view.Refused || !strings.Contains(crowded.viewText(), "5♦ can't go on 7♥") { // not "1 card can move now, not 2"
		t.Errorf("free cells full: status %v\n%s", crowded.status.Kind, crowded.viewText())
	}
	// Where no card of the run goes, the card chosen is named, not the column.
	if next, _ := typeKeys(t, m, "1", "-", "7"); next.status.Kind != view.Refused || !strings.Contains(next.viewText(), "5♦ can't go on 6♥: only on a black 6") {
		t.Errorf("one card chosen, dropped where none of the run goes: status %v\n%s", next.status.Kind, next.viewText())
	}
	if next, _ := typeKeys(t, m, "1", "2"); len(next.table.Position().Column(1)) != len(col3)+2 {
		t.Errorf("the run picked whole did not go onto 7♥: status %v", next.status.Kind)
	}
}

// TestResizeMidDrag: the board redrawn at another size under a still
// pointer outlines the place now under it, where the drop would go.
func TestResizeMidDrag(t *testing.T) {
	m, _ := playModel(t) // 100x30
	x, y := pointAt(t, m, rules.ColumnPlace(7), 5)
	next, _ := m.Update(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
	ox, oy := pointAt(t, next.(Model), rules.ColumnPlace(2), 6)
	next, _ = next.Update(tea.MouseMotionMsg{X: ox, Y: oy, Button: tea.MouseLeft})
	next, _ = next.Update(tea.WindowSizeMsg{Width: 60, Height: 20})
	m = next.(Model)
	spot, ok := view.Locate(m.screen(), ox, oy)
	if d := m.screen().Board.Drag; d == nil || d.Over != spot.Place || d.On != (ok && spot.Place != rules.ColumnPlace(7)) || spot.Place == rules.ColumnPlace(2) {
		t.Errorf("after the resize the drag outlines %+v; the pointer is over %+v (%v)", d, spot, ok)
	}
}

// TestClickDuringAQuestion: a click while a question waits says to answer
// first, as a key that is no answer does (it said nothing), and moves
// nothing.
func TestClickDuringAQuestion(t *testing.T) {
	m := typeSettled(t, sized(New(617, Options{Settings: noCoach()}), 100, 30), "enter", "4", "a", "R")
	if m.questionPut() == nil {
		t.Fatalf("R after a move asked nothing:\n%s", m.viewText())
	}
	x, y := pointAt(t, m, rules.ColumnPlace(0), 6)
	next, _ := m.Update(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
	m = next.(Model)
	if text := m.viewText(); !strings.Contains(text, "answer first:") || m.picked != nil || m.questionPut() == nil {
		t.Errorf("a click during the restart question:\n%s", text)
	}
}

// keyOnLine finds the point of the key line where the key whose help key is
// helpKey is shown.
func keyOnLine(t *testing.T, m Model, helpKey string) (x, y int) {
	t.Helper()
	return keyWhere(t, m, helpKey, view.KeyAt, "the key line")
}

// keyWhere finds the first point where at finds the key whose help key is
// helpKey: on the key line (view.KeyAt), in the keys panel.
func keyWhere(t *testing.T, m Model, helpKey string, at func(view.Screen, int, int) (key.Binding, bool), where string) (x, y int) {
	t.Helper()
	s := m.screen()
	lines := strings.Split(m.viewText(), "\n")
	for y := range min(s.Height, len(lines)) { // where the key is written first: at renders the screen, each cell's call (3,000 a screen: 47 s under -race)
		row := []rune(lines[y])
		for x := range row {
			if strings.HasPrefix(string(row[x:]), helpKey) {
				if b, ok := at(s, x, y); ok && b.Help().Key == helpKey {
					return x, y
				}
			}
		}
	}
	for y := range s.Height {
		for x := range s.Width {
			if b, ok := at(s, x, y); ok && b.Help().Key == helpKey {
				return x, y
			}
		}
	}
	t.Fatalf("%q is not on %s:\n%s", helpKey, where, m.viewText())
	return 0, 0
}

// TestClickingTheKeyLine: a click on a key of the key line presses it: a
// question's answer, the keys panel, and nothing between the keys.
func TestClickingTheKeyLine(t *testing.T) {
	m := typeSettled(t, sized(New(617, Options{Settings: noCoach()}), 100, 30), "enter", "4", "a", "R")
	if m.questionPut() == nil {
		t.Fatalf("R after a move asked nothing:\n%s", m.viewText())
	}
	x, y := keyOnLine(t, m, "y")
	if !strings.HasPrefix(strings.Split(m.viewText(), "\n")[y][x:], "y yes") {
		t.Errorf("the key line at %d,%d is not \"y yes\":\n%s", x, y, m.viewText())
	}
	next, _ := m.Update(tea.MouseClickMsg{X: x + 3, Y: y, Button: tea.MouseLeft}) // on its words
	m = next.(Model)
	if m.questionPut() != nil || *m.table.Position() != m.table.Start() {
		t.Fatalf("clicking \"y yes\" did not restart:\n%s", m.viewText())
	}
	x, y = keyOnLine(t, m, "?")
	next, _ = m.Update(tea.MouseClickMsg{X: x - 2, Y: y, Button: tea.MouseLeft}) // the separator before it
	if next.(Model).overTheBoard() {
		t.Error("a click between two keys pressed one")
	}
	next, _ = m.Update(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
	if m = next.(Model); !m.overTheBoard() || !strings.Contains(m.viewText(), "keys: playing the deal") {
		t.Errorf("clicking \"? keys\" did not show the keys:\n%s", m.viewText())
	}
}

// TestRightClickPutsBack: the right button puts the cards picked up back, as Esc does.
func TestRightClickPutsBack(t *testing.T) {
	m, _ := playModel(t)
	m = click(t, m, rules.ColumnPlace(7), 5)
	if m.picked == nil || !m.status.Clicked || !strings.Contains(m.viewText(), "where to? (click there, or") {
		t.Fatalf("a click picked up nothing, or asked for keys alone:\n%s", m.viewText())
	}
	x, y := pointAt(t, m, rules.ColumnPlace(0), 6)
	next, _ := m.Update(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseRight})
	if m = next.(Model); m.picked != nil || m.table.CanUndo() {
		t.Errorf("a right click: picked %+v, a move made: %v", m.picked, m.table.CanUndo())
	}
}

// TestClickAboveWhatMayMove: pressed on a card that cannot move with those
// on it, the cards that may are picked up, and why not more is said.
func TestClickAboveWhatMayMove(t *testing.T) {
	m, _ := playModel(t)
	m = click(t, m, rules.ColumnPlace(0), 2) // 10♥, under K♦ 4♣ 4♠ J♦: not a run
	if m.picked == nil || m.picked.count != 1 || m.status.Kind != view.PickedWholeRun || !strings.Contains(m.viewText(), "the run in order ends there") {
		t.Errorf("pressed on 10♥ of column 1: picked %+v, said:\n%s", m.picked, m.viewText())
	}
}

// TestClickBesideAPanelClosesIt: a click beside the settings, the
// statistics or the keys closes them, as its close key does; one on the
// panel leaves it open.
func TestClickBesideAPanelClosesIt(t *testing.T) {
	for _, open := range []string{"O", "S", "?"} {
		m, _ := playModel(t)
		m, _ = typeKeys(t, m, open)
		if !m.overTheBoard() {
			t.Fatalf("%s opened no panel", open)
		}
		s := m.screen()
		inside := false
		for y := range s.Height {
			if view.InPanel(s, s.Width/2, y) {
				next, _ := m.Update(tea.MouseClickMsg{X: s.Width / 2, Y: y, Button: tea.MouseLeft})
				inside = next.(Model).overTheBoard()
				break
			}
		}
		if !inside {
			t.Errorf("%s: a click on the panel closed it, or none was found", open)
		}
		next, _ := m.Update(tea.MouseClickMsg{X: 0, Y: 1, Button: tea.MouseLeft})
		if m = next.(Model); m.overTheBoard() || !m.Playing() {
			t.Errorf("%s: a click beside the panel left it open (playing %v)", open, m.Playing())
		}
	}
}

// TestWheelPicksMoreOrFewer: with cards picked up, the wheel takes a card
// more or fewer, as + and - do (it did nothing).
func TestWheelPicksMoreOrFewer(t *testing.T) {
	m, _ := playModel(t)
	m = click(t, m, rules.ColumnPlace(7), 5)
	x, y := pointAt(t, m, rules.ColumnPlace(7), 5)
	next, _ := m.Update(tea.MouseWheelMsg{X: x, Y: y, Button: tea.MouseWheelUp})
	if m = next.(Model); m.picked == nil || m.status.Kind != view.PickedWholeRun { // Q♥ alone in order: as + says
		t.Errorf("the wheel up over Q♥ picked: %+v, status %v", m.picked, m.status.Kind)
	}
	next, _ = m.Update(tea.MouseWheelMsg{X: x, Y: y, Button: tea.MouseWheelDown})
	if m = next.(Model); m.picked == nil || m.status.Kind != view.PickedOne {
		t.Errorf("the wheel down over Q♥ picked: %+v, status %v", m.picked, m.status.Kind)
	}
}

// TestClickingASettingChangesIt: a click on a row of the settings panel, as
// drawn, changes that setting as its number does, the cursor going to it and
// the panel staying open (rows took no clicks); a click on its title changes
// nothing.
func TestClickingASettingChangesIt(t *testing.T) {
	m, _ := playModel(t)
	m, _ = typeKeys(t, m, "O")
	s := m.screen()
	lines := strings.Split(m.viewText(), "\n")
	clockRow, titleRow := -1, -1
	for y, line := range lines {
		switch {
		case strings.Contains(line, "clock") && strings.Contains(line, "shown"):
			clockRow = y
		case strings.Contains(line, "│ settings"):
			titleRow = y
		}
	}
	if clockRow < 0 || titleRow < 0 {
		t.Fatalf("no clock row or title in the settings panel:\n%s", m.viewText())
	}
	next, _ := m.Update(tea.MouseClickMsg{X: s.Width / 2, Y: titleRow, Button: tea.MouseLeft})
	if after := next.(Model); after.settings != m.settings || !after.overTheBoard() {
		t.Error("a click on the panel's title changed the settings or closed it")
	}
	next, _ = m.Update(tea.MouseClickMsg{X: s.Width / 2, Y: clockRow, Button: tea.MouseLeft})
	after := next.(Model)
	d, open := shown[settingsDialog](&after)
	if !open || d.at != view.SettingClock || !after.settings.HideClock || after.settings.HideMoves != m.settings.HideMoves {
		t.Errorf("a click on the clock's row: open %v, cursor on %v, the clock hidden %v, the moves hidden %v", open, d.at, after.settings.HideClock, after.settings.HideMoves)
	}
}

// TestClickingAPairOfKeys: on "u/U undo/redo" a click on U or on "redo"
// redoes, on u or "undo" undoes (every part of it undid); "1-8 a-d h from,
// to" names keys and is none (a click on it pressed 1, and picked column 1
// up).
func TestClickingAPairOfKeys(t *testing.T) {
	m := typeSettled(t, sized(New(617, Options{Settings: noCoach()}), 100, 30), "enter", "8", "a", "8", "b")
	x, y := keyOnLine(t, m, "u/U")
	line := []rune(strings.Split(m.viewText(), "\n")[y])
	if got := string(line[x : x+13]); got != "u/U undo/redo" {
		t.Fatalf("the key line at %d,%d is %q, not \"u/U undo/redo\":\n%s", x, y, got, m.viewText())
	}
	click := func(m Model, dx int) Model {
		next, _ := m.Update(tea.MouseClickMsg{X: x + dx, Y: y, Button: tea.MouseLeft})
		return next.(Model)
	}
	for _, c := range []struct {
		dx    int
		moves int
		what  string
	}{{0, 1, "u"}, {2, 2, "U"}, {5, 1, "undo"}, {11, 2, "redo"}} {
		m = click(m, c.dx)
		if n := len(m.table.Moves()); n != c.moves {
			t.Errorf("a click on %q: %d moves, want %d:\n%s", c.what, n, c.moves, m.viewText())
		}
	}
	b := sized(New(617, Options{Settings: noCoach()}), 100, 30) // browsing: "←/→ deals"
	x, y = keyOnLine(t, b, "←/→")
	for _, c := range []struct {
		dx   int
		game int64
		what string
	}{{2, 618, "→"}, {0, 617, "←"}, {5, 618, "deals"}} {
		next, _ := b.Update(tea.MouseClickMsg{X: x + c.dx, Y: y, Button: tea.MouseLeft})
		if b = next.(Model); b.game != c.game {
			t.Errorf("browsing, a click on %q: deal %d, want %d", c.what, b.game, c.game)
		}
	}
	x, y = keyOnLine(t, m, "1-8 a-d h")
	if next, _ := m.Update(tea.MouseClickMsg{X: x + 5, Y: y, Button: tea.MouseLeft}); next.(Model).picked != nil {
		t.Errorf("a click on \"a-d\" of \"1-8 a-d h from, to\" picked cards up:\n%s", next.(Model).viewText())
	}
}

// TestClickingFewerCells: a click on the "←" of the settings' free cells row
// gives one cell fewer (it gave one more, as the rest of the row does), and
// on its "→" one more.
func TestClickingFewerCells(t *testing.T) {
	m, _ := playModel(t)
	m, _ = typeKeys(t, m, "O")
	cells := func(m Model) int { return m.table.Position().FreeCellCount() }
	arrowAt := func(m Model, arrow string) (x, y int) {
		for y, line := range strings.Split(m.viewText(), "\n") {
			if strings.Contains(line, "free cells") && strings.Contains(line, "← ") {
				return len([]rune(line[:strings.LastIndex(line, arrow)])), y
			}
		}
		t.Fatalf("no free cells row with arrows:\n%s", m.viewText())
		return 0, 0
	}
	x, y := arrowAt(m, "←")
	next, _ := m.Update(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
	if fewer := next.(Model); cells(fewer) != 3 {
		t.Fatalf("a click on ←: %d free cells, want 3:\n%s", cells(fewer), fewer.viewText())
	}
	m = next.(Model)
	x, y = arrowAt(m, "→")
	next, _ = m.Update(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
	if more := next.(Model); cells(more) != 4 {
		t.Errorf("a click on →: %d free cells, want 4:\n%s", cells(more), more.viewText())
	}
}

// TestClickingTheTopCardTakesTheColumn: a click on a column's top card picks
// the column up, as Windows does: where the cards go decides how many, and
// the run goes onto the card it goes on (10♠ clicked, then Q♠: "10♠ can't go
// on Q♠: only on a red J", where J♥ 10♠ went in Windows).
func TestClickingTheTopCardTakesTheColumn(t *testing.T) {
	m := playingRuns(t)
	col1 := m.table.Position().Column(0)
	m = click(t, m, rules.ColumnPlace(0), len(col1)-1) // 5♦, on 6♠
	if m.picked == nil || m.picked.count != 2 || m.picked.changed {
		t.Fatalf("a click on the top card picked %+v; want the column's run of 2, as its key picks", m.picked)
	}
	m = click(t, m, rules.ColumnPlace(1), len(m.table.Position().Column(1))-1) // onto 7♥
	if got := m.table.Position().Column(1); len(got) != 9 || got[len(got)-1].String() != "5D" {
		t.Errorf("6♠ 5♦ did not go onto 7♥: column 2 is %v\n%s", got, m.viewText())
	}
}

// TestClickingAFoundationFirst: a foundation clicked with nothing picked up
// says what a mouse does next (it named h, a key).
func TestClickingAFoundationFirst(t *testing.T) {
	m, _ := playModel(t)
	m = click(t, m, rules.Foundation, -1) // an empty foundation: no card there
	if text := m.viewText(); !strings.Contains(text, "pick up a card first, then a click here sends it home") {
		t.Errorf("a click on a foundation first:\n%s", text)
	}
}

// TestClickingAKeyInTheKeysPanel: a click on a key the keys panel lists
// puts the panel away and presses the key, as a menu's item does (H was on
// no key line, and the panel took no clicks); a click on its closing key
// closes it.
func TestClickingAKeyInTheKeysPanel(t *testing.T) {
	m, _ := playModel(t)
	next, _ := m.Update(judgedMsg{id: m.coach.job.id, judgment: coach.Judge(context.Background(), *m.table.Position(), 0)})
	m, _ = typeKeys(t, next.(Model), "?")
	find := func(m Model, helpKey string) (x, y int) {
		return keyWhere(t, m, helpKey, view.KeyInPanelAt, "the keys panel")
	}
	x, y := find(m, "H")
	if line := strings.Split(m.viewText(), "\n")[y]; !strings.Contains(string([]rune(line)[x:]), "H") {
		t.Fatalf("no H at %d,%d:\n%s", x, y, m.viewText())
	}
	next, _ = m.Update(tea.MouseClickMsg{X: x + 4, Y: y, Button: tea.MouseLeft})      // on its words
	next, _ = next.Update(tea.MouseReleaseMsg{X: x + 4, Y: y, Button: tea.MouseLeft}) // the click's release keeps the hint (it put it away)
	if m = next.(Model); m.overTheBoard() || m.hinted == nil || !strings.Contains(m.viewText(), "H play the hint") {
		t.Errorf("a click on \"H hint\" in the keys panel:\n%s", m.viewText())
	}
	m, _ = typeKeys(t, m, "?")
	x, y = find(m, "?/F1")
	next, _ = m.Update(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
	if next.(Model).overTheBoard() {
		t.Errorf("a click on \"? keys\" in the keys panel left it open:\n%s", next.(Model).viewText())
	}
}

// TestClickingTheHintPlaysIt: a hint shown puts "H play the hint" on the
// key line, and a click there plays it ("H again plays it" could not be
// done by the mouse: the keys panel opened over the hint put it away).
func TestClickingTheHintPlaysIt(t *testing.T) {
	m, _ := playModel(t)
	m, _ = typeKeys(t, m, "H")
	next, _ := m.Update(judgedMsg{id: m.coach.job.id, judgment: coach.Judge(context.Background(), *m.table.Position(), 0)})
	if m = next.(Model); m.hinted == nil {
		t.Fatalf("no hint shown: %v", m.status.Kind)
	}
	x, y := keyOnLine(t, m, "H")
	if line := strings.Split(m.viewText(), "\n")[y]; !strings.Contains(string([]rune(line)[x:]), "H play the hint") {
		t.Fatalf("the key line at %d,%d does not offer the hint:\n%s", x, y, m.viewText())
	}
	next, _ = m.Update(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
	if m = next.(Model); len(m.table.Moves()) != 1 {
		t.Errorf("a click on \"H play the hint\": %d moves, want 1:\n%s", len(m.table.Moves()), m.viewText())
	}
}

// TestDoubleClickOnTheKeyLinePressesOnce: the second click of a double
// click on a key the first changed presses nothing (a double click on "H
// hint" played the hint it asked for); a key that stays is pressed again,
// and so is the changed key clicked after a pause.
func TestDoubleClickOnTheKeyLinePressesOnce(t *testing.T) {
	m, clock := playModel(t)
	x, y := keyOnLine(t, m, "H")
	next, _ := m.Update(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
	m = next.(Model)
	next, _ = m.Update(judgedMsg{id: m.coach.job.id, judgment: coach.Judge(context.Background(), *m.table.Position(), 0)})
	if m = next.(Model); m.hinted == nil {
		t.Fatalf("a click on \"H hint\" showed no hint: %v", m.status.Kind)
	}
	clock.now = clock.now.Add(200 * time.Millisecond)
	next, _ = m.Update(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
	if m = next.(Model); len(m.table.Moves()) != 0 || m.hinted == nil {
		t.Fatalf("the double click's second click played the hint: %d moves\n%s", len(m.table.Moves()), m.viewText())
	}
	clock.now = clock.now.Add(time.Second)
	next, _ = m.Update(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
	if m = next.(Model); len(m.table.Moves()) != 1 {
		t.Errorf("a click on \"H play the hint\" a second later: %d moves, want 1", len(m.table.Moves()))
	}

	b := sized(New(617, Options{Now: clock.Now}), 100, 30)
	x, y = keyOnLine(t, b, "←/→")
	for range 2 {
		next, _ = b.Update(tea.MouseClickMsg{X: x + 2, Y: y, Button: tea.MouseLeft}) // "→" twice quickly: two deals on
		b = next.(Model)
	}
	if b.game != 619 {
		t.Errorf("\"→\" clicked twice quickly: deal %d, want 619", b.game)
	}
}

// TestClickingThePickersRows: a click on a picker's row changes it, as → does,
// and a click on its "←" goes back a choice (its rows took no clicks).
func TestClickingThePickersRows(t *testing.T) {
	m, _ := typeKeys(t, sized(New(617, Options{Settings: noCoach()}), 100, 30), "f")
	rowOf := func(m Model, name string) (lessX, y int) {
		for y, line := range strings.Split(m.viewText(), "\n") {
			if strings.Contains(line, name) {
				return len([]rune(line[:strings.LastIndex(line, "← ")])), y
			}
		}
		t.Fatalf("no %q row in the picker:\n%s", name, m.viewText())
		return 0, 0
	}
	click := func(m Model, x, y int) Model {
		next, _ := m.Update(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
		return next.(Model)
	}
	x, y := rowOf(m, "not won by you yet")
	if m = click(m, x-4, y); !m.settings.Pick.NotWon {
		t.Errorf("a click on the \"not won\" row did not change it:\n%s", m.viewText())
	}
	x, y = rowOf(m, "difficulty")
	m = click(m, x+4, y)
	m = click(m, x+4, y)
	if !m.settings.Pick.HasBand || m.settings.Pick.Band != atlas.Medium {
		t.Fatalf("two clicks on the difficulty row: %+v, want medium", m.settings.Pick)
	}
	if m = click(m, x, y); m.settings.Pick.Band != atlas.Easy {
		t.Errorf("a click on the difficulty row's ←: %+v, want easy", m.settings.Pick)
	}
	kx, ky := keyOnLine(t, m, "←/→") // the key line's "←/→ change": "change" went back, as ← does
	for _, c := range []struct {
		dx   int
		want atlas.Band
		what string
	}{{4, atlas.Medium, "change"}, {2, atlas.Hard, "→"}, {0, atlas.Medium, "←"}} {
		if m = click(m, kx+c.dx, ky); m.settings.Pick.Band != c.want {
			t.Errorf("a click on the key line's %q: %+v, want band %v", c.what, m.settings.Pick, c.want)
		}
	}
}

// TestKeyLineStaysPutAsCardsArePickedUp: the key line keeps its left edge,
// the board's, as a card is picked up (at 100 columns it moved two columns
// left, the words under the pointer with it), dropping a key rather.
func TestKeyLineStaysPutAsCardsArePickedUp(t *testing.T) {
	for _, size := range [][2]int{{100, 30}, {52, 17}} {
		m, _ := playModel(t)
		m = sized(m, size[0], size[1])
		edge := func(m Model) int {
			lines := strings.Split(m.viewText(), "\n")
			return strings.Index(lines[len(lines)-1], "1-8")
		}
		before := edge(m)
		picked, _ := typeKeys(t, m, "4")
		if picked.picked == nil {
			t.Fatalf("%v: 4 picked nothing", size)
		}
		if after := edge(picked); after != before || before <= 0 {
			t.Errorf("%v: the key line starts at column %d, and at %d with a card picked up:\n%s", size, before, after, picked.viewText())
		}
	}
}
