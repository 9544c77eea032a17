package model

import (
	"fmt"
	"path/filepath"
	"slices"

	"charm.land/bubbles/v2/key"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/coach"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// fixedClock is a clock for tests that moves only when told.
type fixedClock struct{ now time.Time }

func (c *fixedClock) Now() time.Time { return c.now }

// playing617 is the model playing 617 from its deal, on a clock of its own.
func playModel(t *testing.T) (Model, *fixedClock) {
	t.Helper()
	clock := &fixedClock{now: time.Unix(1_000_000, 0)}
	m := New(617, Options{Random: randomSequence(424242), Now: clock.Now})
	m = sized(m, 100, 30)
	m, _ = typeKeys(t, m, "enter")
	if !m.Playing() {
		t.Fatal("enter did not start playing")
	}
	return m, clock
}

func dealt(game int64) rules.Position {
	l, _ := dealer.Deal(game)
	return rules.NewPosition(&l)
}

func TestPlayKeys(t *testing.T) {
	qh := dealer.NewCard(dealer.Queen, dealer.Hearts)
	tests := []struct {
		name   string
		keys   []string
		status view.StatusKind
		check  func(t *testing.T, m Model)
	}{
		{"pick up", []string{"8"}, view.Picked, func(t *testing.T, m Model) {
			if m.picked == nil || m.picked.from != 7 || m.picked.count != 1 {
				t.Errorf("picked %+v", m.picked)
			}
		}},
		{"the source again puts back", []string{"8", "8"}, view.NoStatus, func(t *testing.T, m Model) {
			if m.picked != nil || m.Position() != dealt(617) {
				t.Error("cards still picked up, or moved")
			}
		}},
		{"esc puts back", []string{"8", "esc"}, view.NoStatus, func(t *testing.T, m Model) {
			if m.picked != nil || !m.Playing() {
				t.Error("esc did not just put the cards back")
			}
		}},
		{"to a free cell", []string{"8", "a"}, view.Moved, func(t *testing.T, m Model) {
			if pos := m.Position(); pos.FreeCell(0) != qh {
				t.Errorf("free cell a holds %v", pos.FreeCell(0))
			}
		}},
		{"to the first free cell", []string{"8", "b", "8", "space"}, view.Moved, func(t *testing.T, m Model) {
			if pos := m.Position(); pos.FreeCell(0) == dealer.NoCard || pos.FreeCell(1) == dealer.NoCard {
				t.Error("space did not take the first free cell")
			}
		}},
		{"a cell the game lacks", []string{"8", "e"}, view.Refused, func(t *testing.T, m Model) {
			if m.picked != nil || m.Position() != dealt(617) || m.status.Problem.Problem != rules.NoSuchCell {
				t.Errorf("picked %+v, problem %v", m.picked, m.status.Problem)
			}
			if screen := m.viewText(); !strings.Contains(screen, "there is no free cell e: the game has 4 free cells (a-d)") {
				t.Errorf("the reason is not said:\n%s", screen)
			}
		}},
		{"refused with the reason", []string{"1", "2"}, view.Refused, func(t *testing.T, m Model) {
			if m.Position() != dealt(617) || m.status.Problem.Problem != rules.DoesNotStack {
				t.Errorf("problem %v", m.status.Problem)
			}
			if screen := m.viewText(); !strings.Contains(screen, "J♦ can't go on K♠: only on a black Q") {
				t.Errorf("the reason is not on screen:\n%s", screen)
			}
		}},
		{"nothing to pick", []string{"a"}, view.NothingToPick, nil},
		{"space with nothing picked up", []string{"space"}, view.PickFirst, nil},
		{"more with nothing picked up", []string{"a", "+"}, view.PickFirst, func(t *testing.T, m Model) { // it said nothing, leaving "free cell a is empty" up
			if !strings.Contains(m.viewText(), "pick up cards first: +/- then takes one card more or fewer") {
				t.Errorf("+ with nothing picked up:\n%s", m.viewText())
			}
		}},
		{"the foundations are no source", []string{"h"}, view.PickFirst, func(t *testing.T, m Model) {
			if !strings.Contains(m.viewText(), "pick up a card first, then h sends it home: cards never leave the foundations") {
				t.Errorf("h alone does not say why:\n%s", m.viewText())
			}
		}},
		{"an empty place, then home", []string{"a", "h"}, view.Refused, func(t *testing.T, m Model) {
			if !strings.Contains(m.viewText(), "free cell a is empty") {
				t.Errorf("an empty free cell sent home does not say it is empty:\n%s", m.viewText())
			}
		}},
		{"undo", []string{"8", "a", "u"}, view.Undone, func(t *testing.T, m Model) {
			if m.Position() != dealt(617) {
				t.Error("undo did not take the move back")
			}
		}},
		{"nothing to undo", []string{"u"}, view.NothingToUndo, nil},
		{"redo", []string{"8", "a", "u", "U"}, view.Redone, func(t *testing.T, m Model) {
			if m.table.Position().FreeCell(0) != qh {
				t.Error("redo did not make the move again")
			}
		}},
		{"nothing to redo", []string{"ctrl+r"}, view.NothingToRedo, nil},
		{"restart, said yes to", []string{"8", "a", "8", "b", "R", "y"}, view.Restarted, func(t *testing.T, m Model) {
			if m.Position() != dealt(617) {
				t.Error("restart did not give the deal")
			}
		}},
		{"restart asks first", []string{"8", "a", "R"}, view.Moved, func(t *testing.T, m Model) {
			if m.questionPut() == nil || m.questionPut().question != view.RestartQuestion || m.table.Position().FreeCell(0) != qh {
				t.Error("R after a move did not ask, or restarted at once")
			}
			if !strings.Contains(m.viewText(), "restart? this try counts as lost") {
				t.Errorf("the question is not on screen:\n%s", m.viewText())
			}
		}},
		{"a key that is no answer says to answer first", []string{"8", "a", "R", "x"}, view.Moved, func(t *testing.T, m Model) {
			if m.questionPut() == nil || !strings.Contains(m.viewText(), "answer first: restart?") || !strings.Contains(m.viewText(), "(y/n, esc: no)") {
				t.Errorf("x during the question did not say to answer it first:\n%s", m.viewText())
			}
		}},
		{"restart, said no to", []string{"8", "a", "R", "n"}, view.NoStatus, func(t *testing.T, m Model) {
			if m.questionPut() != nil || m.table.Position().FreeCell(0) != qh || m.tally.stats(4).Played != 0 {
				t.Error("n did not leave the game as it was")
			}
		}},
		{"restart at the deal asks nothing", []string{"R"}, view.NothingToRestart, func(t *testing.T, m Model) {
			if m.questionPut() != nil {
				t.Error("R at the deal asked")
			}
			if !strings.Contains(m.viewText(), "nothing to restart: no move made yet") {
				t.Errorf("R at the deal does not say what it did:\n%s", m.viewText())
			}
		}},
		{"restart undone", []string{"8", "a", "R", "y", "u"}, view.UndoneRestart, func(t *testing.T, m Model) {
			if m.table.Position().FreeCell(0) != qh {
				t.Error("undoing the restart did not bring the move back")
			}
			if text := sized(m, 120, 30).viewText(); !strings.Contains(text, "its loss taken back") || m.tally.stats(4).Played != 0 {
				t.Errorf("the loss the restart counted is not said to be taken back, or is still counted:\n%s", text)
			}
			m, _ = typeKeys(t, m, "U")
			if st := m.tally.stats(4); st.Played != 1 || st.CurrentLosing != 1 {
				t.Errorf("the restart redone: played %d, losing streak %d: want the try lost again", st.Played, st.CurrentLosing)
			}
			if text := sized(m, 120, 30).viewText(); !strings.Contains(text, "the try counted lost again") {
				t.Errorf("the restart redone does not say its loss counts again:\n%s", text)
			}
			m, _ = typeKeys(t, m, "u")
			if st := m.tally.stats(4); st.Played != 0 || st.CurrentLosing != 0 {
				t.Errorf("the restart undone again: played %d, losing streak %d: want none", st.Played, st.CurrentLosing)
			}
		}},
		{"auto-play cycles", []string{"A"}, view.AutoPlaySet, func(t *testing.T, m Model) {
			if m.table.Auto() != rules.AutoAll {
				t.Errorf("auto-play %v after one A", m.table.Auto())
			}
			m, _ = typeKeys(t, m, "A")
			if m.table.Auto() != rules.AutoOff {
				t.Errorf("auto-play %v after two", m.table.Auto())
			}
		}},
		{"a move line", []string{":", "8", "a", " ", "8", "b", "enter"}, view.MovesMade, func(t *testing.T, m Model) {
			if player, _ := m.table.Counts(); player != 2 || m.status.Count != 2 {
				t.Errorf("%d moves made", player)
			}
		}},
		{"a move line stops at an illegal move", []string{":", "8", "a", " ", "1", "2", " ", "8", "b", "enter"}, view.MoveLineRefused, func(t *testing.T, m Model) {
			if player, _ := m.table.Counts(); player != 1 || m.status.Count != 1 || m.status.Notation != "12" {
				t.Errorf("%d moves made, status %+v", player, m.status)
			}
		}},
		{"esc leaves, the game is kept, and said so", []string{"8", "a", "esc"}, view.LeftKeptUnsaved, func(t *testing.T, m Model) { // no store: kept until the run ends, said so
			if line := sized(m, 100, 30).viewText(); !strings.Contains(line, "your game is kept until you quit (nothing is saved): enter resumes it") {
				t.Errorf("leaving a game nothing saves:\n%s", line)
			}
			if m.Playing() {
				t.Fatal("still playing")
			}
			m, _ = typeKeys(t, m, "enter")
			if m.status.Kind != view.Resumed || m.table.Position().FreeCell(0) != qh {
				t.Errorf("the game did not come back: %v", m.status.Kind)
			}
		}},
		{"another deal leaves play", []string{"esc", "right", "left", "enter"}, view.NoStatus, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, _ := playModel(t)
			m, _ = typeKeys(t, m, tt.keys...)
			if m.status.Kind != tt.status {
				t.Errorf("status %v, want %v", m.status.Kind, tt.status)
			}
			if tt.check != nil {
				tt.check(t, m)
			}
		})
	}
}

// resumedAt is the model playing 617 from the position after the first moves
// of its solution that leave a column empty with a sequence of two or more
// elsewhere that may move into it.
func resumedAt(t *testing.T) (m Model, from int, empty int, most int) {
	t.Helper()
	m, from, empty, pos := onTheWayTo617(t, func(pos *rules.Position, from int) bool { return pos.Movable(from, true) >= 2 })
	return m, from, empty, pos.Movable(from, true)
}

func TestFewerCardsIntoAnEmptyColumn(t *testing.T) {
	m, from, empty, most := resumedAt(t)
	src, dst := string(rune('1'+from)), string(rune('1'+empty))
	all, _ := typeKeys(t, m, src, dst, "c")
	if got := len(all.table.Position().Column(empty)); got != most {
		t.Errorf("the whole sequence: %d cards moved, want %d", got, most)
	}
	// The cards marked are the cards that go: mark one fewer than may move.
	fewer, _ := typeKeys(t, m, src)
	for fewer.picked.count > most-1 {
		fewer, _ = typeKeys(t, fewer, "-")
	}
	fewer, _ = typeKeys(t, fewer, dst)
	if got := len(fewer.table.Position().Column(empty)); got != most-1 {
		t.Errorf("one fewer: %d cards moved, want %d", got, most-1)
	}
}

// TestWinByKeys plays 617's solution through the move line and by place keys,
// and wins; undo all gives the deal back.
func TestWinByKeys(t *testing.T) {
	m, _ := playModel(t)
	m, _ = typeKeys(t, m, "A", "A") // auto-play off: the solution writes every move
	var keys []string
	for _, k := range placeKeys(t, frozenSolution(t)) {
		keys = append(keys, k...)
	}
	m, _ = typeKeys(t, m, keys...)
	if m.status.Kind != view.Won || !m.table.Won() {
		t.Fatalf("not won: %v", m.status.Kind)
	}
	if screen := m.viewText(); !strings.Contains(screen, "won FreeCell #617 in") {
		t.Errorf("the win is not on screen:\n%s", screen)
	}
	m = bannerSeen(m)
	won := m.Position()
	for _, k := range []string{"u", "ctrl+r", "L", "1", "space", "h", "H", ":", "x", "9"} { // a won game is over: a win is recorded once, and nothing is picked; a key of nothing says what the won game offers
		if next, _ := typeKeys(t, m, k); next.Position() != won || next.status.Kind != view.GameIsWon {
			t.Errorf("%s after the win: %v", k, next.status.Kind)
		}
	}
	// That line names Esc's way to the deals, and Esc takes it at once.
	said, _ := typeKeys(t, m, "1")
	if line := said.viewText(); !strings.Contains(line, "won, and its moves stay: R plays the deal again, V reviews your moves, esc goes to the deals") {
		t.Errorf("a key of play after the win:\n%s", line)
	}
	nothing, _ := typeKeys(t, m, "x")
	if line := sized(nothing, 120, 30).viewText(); !strings.Contains(line, "x does nothing in a won game: R plays the deal again, V reviews your moves, esc goes to the deals") {
		t.Errorf("a key of nothing after the win is not said to do nothing:\n%s", line)
	}
	narrow, _ := said.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	if line := narrow.(Model).viewText(); !strings.Contains(line, "the game is won: R plays it again, esc goes to the deals") {
		t.Errorf("at 80 columns, the line does not name esc:\n%s", line)
	}
	if left, _ := typeKeys(t, said, "esc"); left.Playing() {
		t.Errorf("esc after that line: still playing, status %v", left.status.Kind)
	}
	m, _ = typeKeys(t, m, "R")
	if m.Position() != dealt(617) || m.status.Kind != view.PlayingAgain || m.table.CanUndo() {
		t.Errorf("R after the win: %v, can undo %v", m.status.Kind, m.table.CanUndo())
	}
}

// TestTakeOverAtTheEnd: taking over a deal's solution at its last step makes
// no game: the solution has won, nothing is left to play. Taking over the
// solution from a game in play at its last step is a win of that game, with
// help, said as any win; from a game in which no card was moved, it is no
// game either (one key made a win).
func TestTakeOverAtTheEnd(t *testing.T) {
	if before, _ := typeKeys(t, playing617(t)); !strings.Contains(before.viewText(), "play on") {
		t.Errorf("the key line does not offer to play on before the end:\n%s", before.viewText())
	}
	if end, _ := typeKeys(t, playing617(t), "end"); strings.Contains(end.viewText(), "play on") {
		t.Errorf("the key line offers to play on at the end, where nothing is left:\n%s", end.viewText())
	}
	m, _ := typeKeys(t, playing617(t), "end", "enter")
	if m.Playing() || m.status.Kind != view.NothingToPlayOn || len(m.games) != 0 || !strings.Contains(m.viewText(), "nothing is left to play") {
		t.Fatalf("a deal's solution taken over at its end: playing %v, status %v, %d games", m.Playing(), m.status.Kind, len(m.games))
	}
	untouched, _ := playModel(t)
	untouched.settings.NoCoach, untouched.coach.known, untouched.coach.verdict = false, true, coach.Winnable
	untouched.coach.solution = solver.Solve(t.Context(), *untouched.table.Position(), solver.Options{}).Moves
	untouched, _ = typeKeys(t, untouched, "s", "end")
	if strings.Contains(untouched.viewText(), "play on") {
		t.Errorf("the key line offers to play on at the end of an untouched game's solution:\n%s", untouched.viewText())
	}
	untouched, _ = typeKeys(t, untouched, "enter")
	if g, ok := untouched.games[untouched.key()]; untouched.Playing() || untouched.status.Kind != view.NothingToPlayOn || ok && g.Won() {
		t.Errorf("an untouched game's solution taken over at its end: playing %v, status %v", untouched.Playing(), untouched.status.Kind)
	}
	g, _ := playModel(t)
	g, _ = typeKeys(t, g, "8", "a")
	g.settings.NoCoach, g.coach.known, g.coach.verdict = false, true, coach.Winnable
	res := solver.Solve(t.Context(), *g.table.Position(), solver.Options{})
	g.coach.solution = res.Moves
	g, _ = typeKeys(t, g, "s", "end", "enter")
	if !g.Playing() || !g.table.Won() || g.status.Kind != view.Won || !g.status.Assisted {
		t.Fatalf("a game's solution taken over at its end: status %v, won %v:\n%s", g.status.Kind, g.table.Won(), g.viewText())
	}
	if screen := g.viewText(); !strings.Contains(screen, "You won FreeCell #617!") || !strings.Contains(screen, "with help") {
		t.Errorf("the win is not said:\n%s", screen)
	}
}

func TestTakeOverFromPlayback(t *testing.T) {
	m, _ := typeKeys(t, playing617(t), "right", "right", "right")
	shown := m.Position()
	m, _ = typeKeys(t, m, "enter")
	if !m.Playing() || m.Position() != shown || m.status.Kind != view.TookOver {
		t.Fatalf("playing %v, status %v", m.Playing(), m.status.Kind)
	}
	if !m.table.Assisted() {
		t.Error("taken over after three of the solution's moves, and not marked with help")
	}
	m, _ = typeKeys(t, m, "u")
	if m.Position() == shown {
		t.Error("undo after taking over did nothing")
	}
	if at0, _ := typeKeys(t, playing617(t), "enter"); !at0.Playing() || at0.table.Assisted() {
		t.Errorf("taken over at step 0: playing %v, with help %v; want a game of the player's own (no move of the solution was played)", at0.Playing(), at0.table.Assisted())
	}
}

func TestAutoPlayIsShownMoving(t *testing.T) {
	m, _ := playModel(t)
	// 617 from its deal: 8a 8b 8c 8d 8 ... column 8 is AH KH TC JS 2S QH; the
	// solution's first moves free the aces. Play until a step sends cards home.
	for _, mv := range frozenSolution(t) {
		if mv.To == rules.Foundation {
			continue
		}
		next, _ := m.Update(press(mv.From.String()))
		m = next.(Model)
		next, cmd := m.Update(press(mv.To.String()))
		m = next.(Model)
		if m.anim != nil {
			if m.Position() == *m.table.Position() {
				t.Fatal("an animation shows the end at once")
			}
			if cmd == nil {
				t.Fatal("no timer for the animation")
			}
			for m.anim != nil {
				next, _ = m.Update(autoTickMsg{id: m.animID})
				m = next.(Model)
			}
			if m.Position() != *m.table.Position() {
				t.Fatal("the animation ends elsewhere")
			}
			return
		}
	}
	t.Fatal("no step sent a card home")
}

func TestClockRunsFromTheFirstMove(t *testing.T) {
	m, clock := playModel(t)
	clock.now = clock.now.Add(time.Minute)
	if m.playInfo().Elapsed != 0 {
		t.Error("the clock ran before the first move")
	}
	m, _ = typeKeys(t, m, "8", "a")
	clock.now = clock.now.Add(75 * time.Second)
	if got := m.playInfo().Elapsed; got != 75*time.Second {
		t.Errorf("elapsed %v", got)
	}
	if !strings.Contains(m.viewText(), "1:15") {
		t.Error("the clock is not on screen")
	}
	m, _ = typeKeys(t, m, "esc")
	clock.now = clock.now.Add(time.Hour)
	m, _ = typeKeys(t, m, "enter")
	if got := m.playInfo().Elapsed; got != 75*time.Second {
		t.Errorf("the clock ran while away: %v", got)
	}
}

// TestBoardStaysPutInPlay: through a whole game the title keeps its row, as
// columns grow and shrink.
func TestBoardStaysPutInPlay(t *testing.T) {
	for _, size := range [][2]int{{100, 30}, {80, 24}, {200, 60}} {
		m, _ := playModel(t)
		m = sized(m, size[0], size[1])
		m, _ = typeKeys(t, m, "A", "A")
		row := -1
		for _, mv := range frozenSolution(t) {
			m, _ = typeKeys(t, m, mv.From.String(), mv.To.String())
			for i, line := range strings.Split(m.viewText(), "\n") {
				if strings.HasPrefix(strings.TrimSpace(line), "FreeCell #617") {
					if row >= 0 && i != row {
						t.Fatalf("%dx%d: the title moved from row %d to %d at %v", size[0], size[1], row, i, mv)
					}
					row = i
				}
			}
		}
	}
}

// TestAutoPlayNeverStartsTheClock: cycling auto-play on before the first move
// sends the free aces home without starting the clock or counting a move,
// and says which went.
func TestAutoPlayNeverStartsTheClock(t *testing.T) {
	deal := int64(0)
	for d := int64(1); d < 1000 && deal == 0; d++ {
		if p := dealt(d); len(p.AutoPlay()) > 0 {
			deal = d
		}
	}
	m := sized(New(deal, Options{Settings: settingsWith(func(s *state.Settings) { s.Auto = rules.AutoOff })}), 100, 30)
	m, _ = typeKeys(t, m, "enter")
	if m.table.Position().OnFoundations() != 0 {
		t.Fatal("auto-play off sent cards home at the deal")
	}
	m, _ = typeKeys(t, m, "A") // off -> safe
	if m.table.Position().OnFoundations() == 0 {
		t.Fatalf("deal %d: auto-play safe sent nothing home", deal)
	}
	if m.table.Clock().Running() || strings.Contains(m.viewText(), "1 move") {
		t.Errorf("auto-play's moves started the clock or counted a move:\n%s", m.viewText())
	}
	dealtPos := dealt(deal)
	if first := dealtPos.AutoPlay()[0]; !strings.Contains(m.viewText(), "by themselves; "+view.GlyphsFor(false).Card(first.Card)) { // the cards sent home said, not only seen
		t.Errorf("the mode's change does not say the cards it sent home (%v first):\n%s", first, m.viewText())
	}
}

// TestOneAutoPlayModePlaysEveryGame: the mode A chose last plays every game,
// a game of this run taken up again too (it kept the mode it was left
// with: its title said auto-play all while the settings said off), and the
// moves the mode makes there are made at once, without starting the clock.
func TestOneAutoPlayModePlaysEveryGame(t *testing.T) {
	m, _ := playModel(t)
	m, _ = typeKeys(t, m, "5", "8", "A") // 617: a move, then safe -> all
	if m.table.Auto() != rules.AutoAll {
		t.Fatalf("A on 617 left auto-play %v", m.table.Auto())
	}
	m, _ = typeKeys(t, m, "esc", "right", "enter", "1", "a", "A") // 618: all -> off
	m, _ = typeKeys(t, m, "esc", "left", "enter")                 // 617 again
	if m.Game() != 617 || !m.Playing() || m.table.Auto() != rules.AutoOff || m.settings.Auto != rules.AutoOff {
		t.Fatalf("617 taken up again: game %d, its auto-play %v, the setting %v", m.Game(), m.table.Auto(), m.settings.Auto)
	}
	if !strings.Contains(m.viewText(), "auto-play off") || !strings.Contains(m.viewText(), "1 move") {
		t.Errorf("617 taken up again, its title:\n%s", m.viewText())
	}

	deal := int64(0) // a deal with a card auto-play sends home as it is dealt
	for d := int64(1); d < 1000 && deal == 0; d++ {
		if p := dealt(d); len(p.AutoPlay()) > 0 {
			deal = d
		}
	}
	m = sized(New(deal, Options{Settings: settingsWith(func(s *state.Settings) { s.Auto = rules.AutoOff })}), 100, 30)
	m, _ = typeKeys(t, m, "enter", "esc", "right", "enter", "A") // the deal looked at under off; the next: off -> safe
	m, _ = typeKeys(t, m, "esc", "left", "enter")                // the deal again
	if m.table.Auto() != rules.AutoSafe || m.table.Position().OnFoundations() == 0 {
		t.Errorf("deal %d taken up again under safe: auto-play %v, %d cards home", deal, m.table.Auto(), m.table.Position().OnFoundations())
	}
	if m.table.Clock().Running() || strings.Contains(m.viewText(), "1 move") {
		t.Errorf("taking the mode up started the clock or counted a move:\n%s", m.viewText())
	}
}

// bannerSeen is m once the banner of its win went away.
func bannerSeen(m Model) Model {
	next, _ := m.Update(celebrationEndMsg{id: m.celebration.id})
	return next.(Model)
}

// TestAWinFeelsLikeOne: a win puts up a banner for a moment (a key, or its
// time, takes it away), and the keys of a won game go on from it: n the next
// deal, r a random one, R the same deal again, counting nothing more.
func TestAWinFeelsLikeOne(t *testing.T) {
	m, _ := playModel(t)
	m, _ = typeKeys(t, m, "A", "A")
	m, cmd := typeKeys(t, m, solutionLine()...)
	if !m.table.Won() || !strings.Contains(m.viewText(), "You won FreeCell #617!") || cmd == nil {
		t.Fatalf("no banner for the win:\n%s", m.viewText())
	}
	for _, want := range []string{"next deal", "r random", "V review", "s solution", "R again"} {
		if !strings.Contains(m.viewText(), want) {
			t.Errorf("the won game's keys lack %q:\n%s", want, m.viewText())
		}
	}
	next, _ := m.Update(celebrationEndMsg{id: m.celebration.id})
	if strings.Contains(next.(Model).viewText(), "You won") {
		t.Error("the banner stays after its time")
	}
	if gone, _ := typeKeys(t, m, "esc"); strings.Contains(gone.viewText(), "You won") || !gone.Playing() {
		t.Errorf("the first key does more than take the banner away, or not that:\n%s", gone.viewText())
	}
	x, y := pointAt(t, m, rules.ColumnPlace(0), -1)
	if clicked, _ := m.Update(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft}); strings.Contains(clicked.(Model).viewText(), "You won") || clicked.(Model).status.Kind != view.Won {
		t.Errorf("a click does more than take the banner away, or not that:\n%s", clicked.(Model).viewText())
	}
	m = bannerSeen(m)
	if n, _ := typeKeys(t, m, "n"); n.Playing() || n.Game() != 618 {
		t.Errorf("n after a win: game %d, playing %v", n.Game(), n.Playing())
	}
	if r, _ := typeKeys(t, m, "r"); r.Playing() || r.Game() != 424242 {
		t.Errorf("r after a win: game %d", r.Game())
	}
	again, _ := typeKeys(t, m, "R")
	if again.questionPut() != nil || again.table.Won() || again.tally.stats(4).Played != 1 {
		t.Errorf("R after a win asked, or counted: %+v", again.tally.stats(4))
	}
	if help, _ := typeKeys(t, m, "?"); !strings.Contains(help.viewText(), "keys: a won game") {
		t.Errorf("the won game's help:\n%s", help.viewText())
	}
	for _, away := range [][]string{{"V", "esc"}, {"s", "esc"}} { // the win is said again on coming back
		back, _ := typeKeys(t, m, away...)
		if !back.Playing() || !strings.Contains(back.viewText(), "won FreeCell #617 in") {
			t.Errorf("%v: the win is not said:\n%s", away, back.viewText())
		}
	}
	solving, _ := typeKeys(t, m, "s")
	back, _ := typeKeys(t, playing617From(t, solving), "esc")
	if !back.Playing() || !strings.Contains(back.viewText(), "won FreeCell #617 in") {
		t.Errorf("s, the solution, esc: the win is not said:\n%s", back.viewText())
	}
}

// TestAWinWithHelpIsSaidSo: a win with a hint says it had help, and a later
// win without help shows no best of 0 moves.
func TestAWinWithHelpIsSaidSo(t *testing.T) {
	m, _ := playModel(t)
	m = judgeNow(t, m)
	m, _ = typeKeys(t, m, "H", "esc", "A", "A") // a hint seen is help
	m = typeLine(t, m, strings.Join(strings.Fields(solution617), " "))
	if !m.table.Won() || !m.table.Assisted() || !strings.Contains(m.viewText(), "won FreeCell #617 with help") || !strings.Contains(m.viewText(), "with help: kept apart") {
		t.Fatalf("a win with a hint:\n%s", m.viewText())
	}
	if title := strings.SplitN(m.viewText(), "\n", 2)[0]; !strings.Contains(title, "won with help ·") {
		t.Errorf("the title does not say the help: %s", title)
	}
	m, _ = typeKeys(t, bannerSeen(m), "R") // again, without help (auto-play still off)
	m, _ = typeKeys(t, m, solutionLine()...)
	if !m.table.Won() || m.table.Assisted() || strings.Contains(m.viewText(), "best 0 moves") || m.status.Best != nil {
		t.Errorf("a win after a win with help: best %+v\n%s", m.status.Best, m.viewText())
	}
}

// TestPlaybackFromAGameStartsThere: a solution played back from a game's
// position says, at its start, that it starts after the player's moves.
func TestPlaybackFromAGameStartsThere(t *testing.T) {
	g, _ := playModel(t)
	g, _ = typeKeys(t, g, "8", "a", "8", "b")
	g.settings.NoCoach, g.coach.known, g.coach.verdict = false, true, coach.Winnable
	g.coach.solution = solver.Solve(t.Context(), *g.table.Position(), solver.Options{}).Moves
	g, _ = typeKeys(t, g, "s", "home", "left")
	if text := g.viewText(); g.mode != replaying || !strings.Contains(text, "the solution starts here, after your 2 moves") {
		t.Errorf("mode %v:\n%s", g.mode, text)
	}
}

// TestEscPutsAnswersAway: Esc after a hint that could not be given, or an
// error, puts the message away and stays in the game (a second Esc leaves);
// after an ordinary move it leaves at once.
func TestEscPutsAnswersAway(t *testing.T) {
	for _, c := range []struct {
		name   string
		keys   []string
		status view.StatusKind
		stays  bool
	}{
		{"no hint", []string{"H"}, view.NoHint, true},
		{"refused move", []string{"1", "2"}, view.Refused, true},
		{"nothing to undo", []string{"u"}, view.NothingToUndo, true},
		{"a move", []string{"8", "a"}, view.Moved, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			m, _ := playModel(t)
			m, _ = typeKeys(t, m, c.keys...)
			if m.status.Kind != c.status {
				t.Fatalf("status %v, want %v", m.status.Kind, c.status)
			}
			m, _ = typeKeys(t, m, "esc")
			if m.Playing() != c.stays || c.stays && m.status.Kind != view.NoStatus {
				t.Fatalf("after esc: playing %v, status %v", m.Playing(), m.status.Kind)
			}
			if m, _ = typeKeys(t, m, "esc"); c.stays && m.Playing() {
				t.Error("a second esc does not leave")
			}
		})
	}
}

// TestResumedWithNoMoveSaysNoCount: a game resumed with moves made and all
// undone is said to be in progress, not to have "0 moves made".
func TestResumedWithNoMoveSaysNoCount(t *testing.T) {
	m, _ := playModel(t)
	m, _ = typeKeys(t, m, "8", "a", "u", "esc", "enter")
	if m.status.Kind != view.Resumed || strings.Contains(m.viewText(), "0 moves made") || !strings.Contains(m.viewText(), "your game in progress") {
		t.Errorf("status %v:\n%s", m.status.Kind, m.viewText())
	}
}

// TestOneCardToACellOrHomeIsNoNews: a sequence picked up and put in a free
// cell (or home) moves its top card, as ever, and the line does not say
// that fewer went than were picked; onto a column it does.
func TestOneCardToACellOrHomeIsNoNews(t *testing.T) {
	m, _ := playModel(t)
	m, _ = typeKeys(t, m, "8", "2", "2", "a") // Q♥ onto K♠, then both picked up, put in cell a
	if m.status.Kind != view.Moved || strings.Contains(m.viewText(), "cards picked") {
		t.Errorf("status %v:\n%s", m.status.Kind, m.viewText())
	}
}

// TestStatsFromTheWonScreen: S on a won game opens the statistics, also
// while the banner is up (other keys there only take it away).
func TestStatsFromTheWonScreen(t *testing.T) {
	m, _ := playModel(t)
	m, _ = typeKeys(t, m, "A", "A")
	m, _ = typeKeys(t, m, solutionLine()...)
	if m.banner() == nil {
		t.Fatal("no banner for the win")
	}
	m, _ = typeKeys(t, m, "S")
	if !m.overlays.has(statsOverlay) || m.banner() != nil || !strings.Contains(m.viewText(), "statistics") {
		t.Errorf("S on the banner:\n%s", m.viewText())
	}
	if !slices.ContainsFunc(m.keys.Won.FullHelp()[0], func(b key.Binding) bool { return b.Help().Key == "S/F4" }) { // and F4, as in Windows
		t.Error("the won game's keys do not list S")
	}
}

// TestKeysOfNoUseSaySo: in a game, a character no key of a game is bound to
// (9 and 0 with eight columns, a letter of no key) says it does nothing,
// and, with cards picked up, that it names no place, the cards staying
// picked; a key of the deals says how to go back to them; keys of a game
// that do nothing now, and keys with Ctrl, say nothing and put such a
// message away. Esc puts it away before it leaves the game.
func TestKeysOfNoUseSaySo(t *testing.T) {
	tests := []struct {
		keys   []string
		kind   view.StatusKind
		picked bool
		text   string
	}{
		{[]string{"9"}, view.NotAKey, false, "9 does nothing in a game: cards move by 1-8, a-d, h, space; ? shows every key"},
		{[]string{"0"}, view.NotAKey, false, "0 does nothing in a game"},
		{[]string{"z"}, view.NotAKey, false, "z does nothing in a game"},
		{[]string{"tab"}, view.NotAKey, false, "Tab does nothing in a game"}, // a named key too: it was silent
		{[]string{"f6"}, view.NotAKey, false, "F6 does nothing in a game"},
		{[]string{"1", "insert"}, view.PickedNotAKey, true, "Insert is not a place key · J♦ from column 1"},
		{[]string{"9", "enter"}, view.NoStatus, false, ""}, // Enter, pressed out of habit, says nothing and puts the message away
		{[]string{"1", "9"}, view.PickedNotAKey, true, "9 is not a place key · J♦ from column 1: where to? (1-8, a-d, h, space)"},
		{[]string{"1", "9", "enter"}, view.Picked, true, "J♦ from column 1: where to?"},                           // the message put away, the card still picked
		{[]string{"9", "+"}, view.PickFirst, false, "pick up cards first: +/- then takes one card more or fewer"}, // the message put away, and why + did nothing said
		{[]string{"+"}, view.PickFirst, false, "pick up cards first"},                                             // more cards, with none picked
		{[]string{"n"}, view.DealsKey, false, "n is a key of the deals: esc leaves the game for them (it is kept)"},
		{[]string{"right"}, view.DealsKey, false, "→ is a key of the deals"},
		{[]string{"r"}, view.DealsKey, false, "r is a key of the deals"},
		{[]string{"R"}, view.NothingToRestart, false, "nothing to restart"},                       // a key of a game first
		{[]string{"1", "n"}, view.PickedNotAKey, true, "n is not a place key · J♦ from column 1"}, // with a card picked, as any key of no place
		{[]string{"1", "+"}, view.PickedWholeRun, true, "the run in order ends there"},            // J♦ alone in order: more could move
	}
	for _, tc := range tests {
		m, _ := typeKeys(t, newModel(617), append([]string{"enter"}, tc.keys...)...)
		if m.status.Kind != tc.kind || (m.picked != nil) != tc.picked {
			t.Errorf("%v: status %v, picked %v; want %v, %v", tc.keys, m.status.Kind, m.picked != nil, tc.kind, tc.picked)
		}
		if got := sized(m, 100, 30).viewText(); tc.text != "" && !strings.Contains(got, tc.text) {
			t.Errorf("%v: the screen does not say %q:\n%s", tc.keys, tc.text, got)
		}
	}
	m, _ := typeKeys(t, newModel(617), "enter", "1")
	next, _ := m.Update(tea.KeyPressMsg{Code: 'x', Mod: tea.ModCtrl})
	if m = next.(Model); m.status.Kind != view.Picked {
		t.Errorf("ctrl+x changed the status to %v", m.status.Kind)
	}
	if m, _ = typeKeys(t, newModel(617), "enter", "9", "esc"); m.status.Kind != 0 || !m.Playing() {
		t.Errorf("esc after 9: status %v, playing %v; want the message away, still playing", m.status.Kind, m.Playing())
	}
}

// TestNextFromAStuckLastDeal: n on a game with no move left goes to the next
// deal, counted lost (from the joke deal -1, deal 1); on the last deal there
// is, 8,589,934,591, there is none, so it says so, and the game stays, not
// counted lost.
func TestNextFromAStuckLastDeal(t *testing.T) {
	m, _ := typeKeys(t, newModel(-1), "enter", "1", "a", "2", "b", "3", "c", "4", "d")
	if !m.table.NoMoveLeft() {
		t.Fatalf("deal -1 after 1a 2b 3c 4d has moves left:\n%s", sized(m, 100, 30).viewText())
	}
	if m, _ = typeKeys(t, m, "n"); m.game != 1 || m.Playing() {
		t.Errorf("n at -1: game %d, playing %v; want deal 1, browsing", m.game, m.Playing())
	}
	m, _ = typeKeys(t, newModel(dealer.MaxGame), "enter")
	if m = typeLine(t, m, "7a 5b 72 7c 34 7d 74 b6 7b c7 3c"); !m.table.NoMoveLeft() {
		t.Fatalf("the last deal after its losing line has moves left:\n%s", sized(m, 100, 30).viewText())
	}
	m, _ = typeKeys(t, m, "n")
	if m.game != dealer.MaxGame || !m.Playing() || !m.table.NoMoveLeft() || m.status.Kind != view.AtLastGame {
		t.Errorf("n at the last deal: game %d, playing %v, status %v; want it still in play, told it is the last", m.game, m.Playing(), m.status.Kind)
	}
	if got := sized(m, 100, 30).viewText(); !strings.Contains(got, "game 8,589,934,591 is the last: there is none after it") {
		t.Errorf("the screen does not say it is the last:\n%s", got)
	}
	if m.recorded[m.key()] {
		t.Error("the game was counted")
	}
}

// TestFirstFreeCellFromAFreeCell: Space on a card picked from a free cell
// puts it back and says why: it moved the card to another cell, a move
// counted that gains nothing.
func TestFirstFreeCellFromAFreeCell(t *testing.T) {
	m, _ := playModel(t)
	m, _ = typeKeys(t, m, "8", "a")
	moved := len(m.table.Moves())
	m, _ = typeKeys(t, m, "a", "space")
	if len(m.table.Moves()) != moved || m.picked != nil || m.status.Kind != view.InFreeCellAlready {
		t.Errorf("a, space: %d moves (want %d), picked %+v, status %v", len(m.table.Moves()), moved, m.picked, m.status.Kind)
	}
	if text := m.viewText(); !strings.Contains(text, "Q♥ is in a free cell already: put back (space puts a column's card into one)") {
		t.Errorf("the status does not say why:\n%s", text)
	}
}

// TestSolutionTypedByKeys: --solve's moves typed by keys, its foundation
// moves among them: a move home whose card auto-play sent home after the
// move before says so, not the refusal of the card now there ("4♦ can't go
// home yet"), and the moves after it are made.
func TestSolutionTypedByKeys(t *testing.T) {
	m, _ := playModel(t)
	var said []string
	for _, mv := range strings.Fields("4a 46 2b 27 72 42 4c 4d 4h 7h ch 47") {
		m, _ = typeKeys(t, m, string(mv[0]), string(mv[1]))
		said = append(said, fmt.Sprint(m.status.Kind))
		if mv == "4h" || mv == "7h" {
			if text := m.viewText(); m.status.Kind != view.HomeAlready || !strings.Contains(text, "is home already: auto-play sent it there from column "+string(mv[0])) {
				t.Errorf("%s: status %v\n%s", mv, m.status.Kind, text)
			}
		}
	}
	if n, _ := m.table.Counts(); n != 9 {
		t.Errorf("%d player moves made of the solution's 9: %v", n, said)
	}
}

// TestSolutionTypedByKeysFromTheDeal: deal 3's solution begins 5h 6h, the
// ace and two of hearts auto-play sends home as the game begins: typed by
// keys, each says its card is home already (they were refused for the nine
// of hearts and king of diamonds now there), and 5a after them is made;
// once a move is made, the cards sent at the deal are no longer news.
func TestSolutionTypedByKeysFromTheDeal(t *testing.T) {
	m := sized(New(3, Options{Random: randomSequence(424242), Now: (&fixedClock{now: time.Unix(1_000_000, 0)}).Now}), 100, 30)
	m, _ = typeKeys(t, m, "enter")
	for _, mv := range []struct {
		keys, said string
	}{{"5h", "A♥ is home already: auto-play sent it there from column 5"}, {"6h", "2♥ is home already: auto-play sent it there from column 6"}} {
		m, _ = typeKeys(t, m, string(mv.keys[0]), string(mv.keys[1]))
		if text := m.viewText(); m.status.Kind != view.HomeAlready || !strings.Contains(text, mv.said) {
			t.Errorf("%s at the deal: status %v\n%s", mv.keys, m.status.Kind, text)
		}
	}
	m, _ = typeKeys(t, m, "5", "a")
	if n, _ := m.table.Counts(); n != 1 {
		t.Errorf("5a after them: %d player moves made, want 1 (status %v)", n, m.status.Kind)
	}
	if m, _ = typeKeys(t, m, "6", "h"); m.status.Kind == view.HomeAlready {
		t.Errorf("6h after a move made: said the two of hearts the deal sent home is home already\n%s", m.viewText())
	}
}

// TestClickedCardRefusedHome: the card the player clicks on, then clicks
// home, is the one a refusal names (deal 3: 9♥ can't go home yet), not the
// A♥ auto-play sent home from its column at the deal, as a move home typed
// by keys (5h) says; dragged there, the same.
func TestClickedCardRefusedHome(t *testing.T) {
	m := sized(New(3, Options{Random: randomSequence(424242), Now: (&fixedClock{now: time.Unix(1_000_000, 0)}).Now}), 100, 30)
	m, _ = typeKeys(t, m, "enter")
	col5 := rules.ColumnPlace(4)
	top := len(m.table.Position().Column(4)) - 1
	m = click(t, m, col5, top)
	m = click(t, m, rules.Foundation, -1)
	if text := m.viewText(); m.status.Kind != view.Refused || !strings.Contains(text, "9♥ can't go home yet") {
		t.Errorf("9♥ clicked, then home: status %v\n%s", m.status.Kind, text)
	}
	m, _ = typeKeys(t, m, "5", "h")
	if m.status.Kind != view.HomeAlready {
		t.Errorf("5h typed after: status %v, want the A♥ sent home said", m.status.Kind)
	}
}

// TestRunSentHomeSaysItsTopCard: a run picked up and sent home is refused
// for its top card, the one that may go, and the line says so (it named
// another card than the one picked up lowest, unsaid).
func TestRunSentHomeSaysItsTopCard(t *testing.T) {
	m, _ := playModel(t)
	m, _ = typeKeys(t, m, "8", "2", "2", "h") // 617: Q♥ onto K♠, then both picked up and sent home
	if text := statusText(m); m.status.Kind != view.Refused || !strings.HasPrefix(strings.TrimPrefix(text, "✗ "), "Q♥ can't go home yet") || !strings.Contains(text, "(one card at a time, the top one)") {
		t.Errorf("K♠ Q♥ sent home: %v %q", m.status.Kind, text)
	}
}

// TestHomeAlreadySaysEachCardOnce: deal 1's solution, typed by keys, has 6h
// twice after 63 sends A♣, 2♣ and A♠ home, two from column 6: the first 6h
// names A♣, the second A♠ (it named A♣ twice), and a third is refused for
// the card now there.
func TestHomeAlreadySaysEachCardOnce(t *testing.T) {
	m := sized(New(1, Options{Random: randomSequence(424242), Now: (&fixedClock{now: time.Unix(1_000_000, 0)}).Now}), 100, 30)
	if m, _ = typeKeys(t, m, "enter"); !m.Playing() {
		t.Fatalf("enter did not play deal 1:\n%s", m.viewText())
	}
	for _, mv := range strings.Fields("7a 4b 74 7c 7h 3h 32 63 63") {
		m, _ = typeKeys(t, m, string(mv[0]), string(mv[1]))
	}
	for _, want := range []string{"A♣ is home already", "2♣ is home already", "A♠ is home already", "can't go home"} {
		mv := "6h"
		if want == "2♣ is home already" {
			mv = "3h"
		}
		m, _ = typeKeys(t, m, string(mv[0]), string(mv[1]))
		if text := m.viewText(); !strings.Contains(text, want) {
			t.Errorf("%s: %q is not said:\n%s", mv, want, text)
		}
	}
}

// TestLeftGameKeptIsSaid: a game left in progress, where games are saved, is
// said to be kept as it was left (browsing shows the deal as dealt).
func TestLeftGameKeptIsSaid(t *testing.T) {
	m, _ := storeModel(t, filepath.Join(t.TempDir(), "freecell"))
	m = typeSettled(t, m, "enter", "8", "a", "esc")
	if m.status.Kind != view.LeftKept || !strings.Contains(m.viewText(), "your game is kept as you left it: enter resumes it") {
		t.Errorf("leaving a saved game: status %v\n%s", m.status.Kind, m.viewText())
	}
}

// TestHomeAlreadyMovesBack: a solution typed by keys may name a move home
// that auto-play made some moves before, not the last (deal 1's 7c sends A♥
// home from column 7; 1d comes between): it is said home already (it was
// refused for the card now there, "can't go home yet", read as a mistake).
func TestHomeAlreadyMovesBack(t *testing.T) {
	m := sized(New(1, Options{Random: randomSequence(424242), Now: (&fixedClock{now: time.Unix(1_000_000, 0)}).Now}), 100, 30)
	m, _ = typeKeys(t, m, "enter")
	for _, mv := range strings.Fields("7a 4b 74 7c 1d 7h") {
		m, _ = typeKeys(t, m, string(mv[0]), string(mv[1]))
	}
	if text := m.viewText(); m.status.Kind != view.HomeAlready || !strings.Contains(text, "A♥ is home already") {
		t.Errorf("7h two moves after auto-play sent A♥ from column 7: %v\n%s", m.status.Kind, text)
	}
}

// TestStatsGoOnPages: statistics taller than a small screen go on pages,
// turned by the full help's keys and said on their last line; they were
// cut, the deal's own lines out of reach.
func TestStatsGoOnPages(t *testing.T) {
	m, _ := playModel(t)
	m, _ = typeKeys(t, sized(m, 40, 12), "8", "a", "S")
	first := m.viewText()
	if !strings.Contains(first, "games played") || !strings.Contains(first, " ↓ · ") || strings.Contains(first, "tries") {
		t.Fatalf("the statistics at 40x12, first page:\n%s", first)
	}
	var turned []string // the pages after the first, as ↓ turns them
	for page := m.viewText(); len(turned) < 10; {
		m, _ = typeKeys(t, m, "down")
		if m.viewText() == page {
			break
		}
		page = m.viewText()
		turned = append(turned, page)
	}
	if len(turned) == 0 || !strings.Contains(strings.Join(turned, "\n"), "tries") {
		t.Fatalf("the deal's own lines are on no page ↓ turns to: %d pages", len(turned)+1)
	}
	if last := turned[len(turned)-1]; !strings.Contains(last, "↑ back") || strings.Contains(last, "games played") {
		t.Errorf("the statistics at 40x12, last page:\n%s", last)
	}
	titleRow := func(page string) int {
		return slices.IndexFunc(strings.Split(page, "\n"), func(l string) bool { return strings.Contains(l, "│ statistics") })
	}
	for i, page := range turned { // the frame stays put as they turn: the last page, shorter, moved down
		if row := titleRow(page); row < 0 || row != titleRow(first) {
			t.Errorf("page %d's title is on row %d, the first's on %d:\n%s", i+2, row, titleRow(first), page)
		}
	}
	for range turned {
		m, _ = typeKeys(t, m, "up")
	}
	if m.viewText() != first {
		t.Errorf("↑ back to the first page:\n%s", m.viewText())
	}
	if m, _ = typeKeys(t, m, "esc"); m.overlays.has(statsOverlay) {
		t.Error("esc did not close the statistics")
	}
}

// TestRunToAFreeCellSaysOneWent: a run picked up (6♣ and 5♦ of deal
// 617's column 6, after 4a 46) sent to a free cell moves its top card
// alone, and says so: it said only "5♦ from column 6 to free cell b", the
// player told both were picked.
func TestRunToAFreeCellSaysOneWent(t *testing.T) {
	m, _ := typeKeys(t, newModel(617), "enter", "4", "a", "4", "6", "6")
	if m.picked == nil || m.picked.count != 2 {
		t.Fatalf("6 after 4a 46 did not pick a run of two:\n%s", sized(m, 100, 30).viewText())
	}
	m, _ = typeKeys(t, m, "space")
	if got := sized(m, 100, 30).viewText(); !strings.Contains(got, "(the top card of the 2 picked: a free cell holds one)") {
		t.Errorf("the move to a free cell does not say one card of two went:\n%s", got)
	}
}

// TestKeyLineSaysWhatEscDoes: Esc puts back the cards picked up, then puts
// away an error, and only then leaves the game; the key line says which, as
// it goes (it said "esc back" over an error, and Esc seemed to do nothing).
func TestKeyLineSaysWhatEscDoes(t *testing.T) {
	m, _ := playModel(t)
	m = sized(m, 160, 40)
	for _, step := range []struct {
		keys    []string
		says    string
		playing bool
	}{
		{nil, "esc back", true},
		{[]string{"8"}, "esc put back", true},
		{[]string{"esc"}, "esc back", true},
		{[]string{"1", "2"}, "esc clear", true}, // J♦ can't go on K♠
		{[]string{"esc"}, "esc back", true},
		{[]string{"esc"}, "", false},
	} {
		m, _ = typeKeys(t, m, step.keys...)
		if m.Playing() != step.playing {
			t.Fatalf("after %q: playing %v", step.keys, m.Playing())
		}
		lines := strings.Split(m.viewText(), "\n")
		if keyLine := lines[len(lines)-1]; step.says != "" && !strings.Contains(keyLine, step.says+" •") {
			t.Errorf("after %q the key line says %q; want %q", step.keys, keyLine, step.says)
		}
	}
}

// TestStatsSayTheGameWithNoMoveLeft: the statistics list a game in progress
// with no legal move left as the screen calls it, lost as it is left (they
// listed it in progress, the title saying lost), and say the games lost.
func TestStatsSayTheGameWithNoMoveLeft(t *testing.T) {
	m := sized(New(-1, Options{Random: randomSequence(424242), Now: (&fixedClock{now: time.Unix(1_000_000, 0)}).Now}), 120, 40)
	m, _ = typeKeys(t, m, "enter", "1", "space", "2", "space", "3", "space", "4", "space")
	if !m.table.NoMoveLeft() {
		t.Fatalf("-1 after four cards to the free cells has a move left:\n%s", m.viewText())
	}
	m, _ = typeKeys(t, m, "S")
	text := m.viewText()
	for _, want := range []string{"#-1 (no move left: lost as you leave it)", "lost  "} {
		if !strings.Contains(text, want) {
			t.Errorf("the statistics do not say %q:\n%s", want, text)
		}
	}
}
