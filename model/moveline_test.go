package model

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
	"github.com/freecell/freecell/view"
)

// TestPastedSolutionWinsWithAutoPlay: --solve's moves, every foundation move
// written out, pasted into the move line with auto-play on, win: the
// foundation moves auto-play made already are taken as made. Pasted moves
// are help: the win is marked so. With auto-play all, which sends home cards
// this solution still builds on, the line stops where the two part, and says
// so.
func TestPastedSolutionWinsWithAutoPlay(t *testing.T) {
	paste := func(m Model) Model {
		m, _ = typeKeys(t, m, ":")
		next, _ := m.Update(tea.PasteMsg{Content: strings.Join(strings.Fields(solution617), " ")})
		m, _ = typeKeys(t, next.(Model), "enter")
		return m
	}
	m, _ := playModel(t)
	m = paste(m)
	if !m.table.Won() || m.status.Kind != view.Won {
		t.Fatalf("the pasted solution did not win: %v\n%s", m.status.Kind, m.viewText())
	}
	if !m.table.Assisted() {
		t.Error("pasted moves are not marked as help")
	}
	all, _ := playModel(t)
	all, _ = typeKeys(t, all, "A")
	if all = paste(all); !all.table.Won() && (all.status.Kind != view.MoveLineDiverged || !strings.Contains(all.viewText(), "home already")) {
		t.Errorf("auto-play all: neither won nor said why:\n%s", all.viewText())
	}
}

// TestMoveLineNamesTheMovesMade: the moves made are named after the count.
func TestMoveLineNamesTheMovesMade(t *testing.T) {
	m, _ := playModel(t)
	m = typeLine(t, m, "8a 8b")
	if !strings.Contains(m.viewText(), "2 moves made: 8a 8b") {
		t.Errorf("the moves made are not named:\n%s", m.viewText())
	}
	if m.table.Assisted() {
		t.Error("moves typed by hand are marked as help")
	}
}

// TestMoveLineCountsAsTheTitle: the moves a line made are counted as the
// title counts them, the player's, with the cards sent home apart; a refused
// word is named by its place on the line.
func TestMoveLineCountsAsTheTitle(t *testing.T) {
	m, _ := playModel(t)
	m = typeLine(t, m, "4a 46 2b 21 41 4c 4d 4h 72 7h ch 47 12")
	screen := m.viewText()
	if !strings.Contains(screen, "10 moves ·") || !strings.Contains(screen, "10 moves made, 3 cards home, 2 home already (auto-play sent them): ") {
		t.Errorf("the counts differ:\n%s", screen)
	}
	m, _ = playModel(t)
	m = typeLine(t, m, "4a 46 2b 21 41 4c 4d 4h 72 7h ch 47 13")
	screen = m.viewText()
	if !strings.Contains(screen, "9 moves ·") || !strings.Contains(screen, "word 13 (13):") || !strings.Contains(screen, "(9 moves made before it, 3 cards home)") {
		t.Errorf("the refusal:\n%s", screen)
	}
	if screen = sized(m, 60, 20).viewText(); !strings.Contains(screen, "word 13 (13), 9 made: no card") { // the moves made still said where room is shortest
		t.Errorf("the refusal at 60 columns:\n%s", screen)
	}
}

// TestMovesPassedOverAreSaid: with auto-play all, a move of a card auto-play
// sent home is passed over, and said so, not counted as made.
func TestMovesPassedOverAreSaid(t *testing.T) {
	m := sized(newModel(1941), 100, 30)
	m, _ = typeKeys(t, m, "enter", "A")
	if m.table.Auto() != rules.AutoAll {
		t.Fatalf("auto-play %v", m.table.Auto())
	}
	m = typeLine(t, m, "1a 15 1h 3b 3c 3d 3h 3h 4h 5h 38 3h 87 8h 83 b8 73 15 16 81 7b 7h 5h 71 73")
	before, _ := m.table.Counts()
	m = typeLine(t, m, "71")
	if after, _ := m.table.Counts(); after != before || !strings.Contains(m.viewText(), "no move made, 1 passed over") {
		t.Errorf("moves %d then %d:\n%s", before, after, m.viewText())
	}
}

// TestMovesHomeAlreadyAreSaid: a solution's moves home that auto-play made
// already are said to be home already, not left as "no move made: 4h 7h",
// which read as a failure.
func TestMovesHomeAlreadyAreSaid(t *testing.T) {
	m, _ := playModel(t)
	m = sized(m, 100, 30)
	m, _ = typeKeys(t, m, "4", "a", "4", "6", "2", "b", "2", "7", "7", "2", "4", "2", "4", "c", "4", "d") // A♣ and 2♣ go home by safe auto-play
	m = typeLine(t, m, "4h 7h")
	if text := m.viewText(); !strings.Contains(text, "no move made, 2 home already (auto-play sent them): 4h 7h") {
		t.Errorf("moves home made by auto-play already:\n%s", text)
	}
}

// TestTypingTakesTime: the time spent typing a move line is the game's: a
// whole game typed in one line is not won in 0:00.
func TestTypingTakesTime(t *testing.T) {
	m, clock := playModel(t)
	m, _ = typeKeys(t, m, ":")
	clock.now = clock.now.Add(90 * time.Second)
	m, _ = typeKeys(t, m, "8", "a", "enter")
	if got := m.table.Clock().Elapsed(clock.now); got != 90*time.Second {
		t.Errorf("after typing for 90 s: %v on the clock", got)
	}
	m, clock = playModel(t)
	m, _ = typeKeys(t, m, "A", "A", ":")
	clock.now = clock.now.Add(5 * time.Minute)
	line := []string{}
	for _, r := range strings.Join(strings.Fields(solution617), " ") {
		line = append(line, string(r))
	}
	m, _ = typeKeys(t, m, append(line, "enter")...)
	if !m.table.Won() || m.status.Result.Elapsed != 5*time.Minute {
		t.Errorf("a game typed in 5 minutes: won %v in %v", m.table.Won(), m.status.Result.Elapsed)
	}
}

// TestLongMoveLineShowsItsEnd: a line longer than the screen scrolls to show
// where the cursor is, at its end.
func TestLongMoveLineShowsItsEnd(t *testing.T) {
	m, _ := playModel(t)
	m = sized(m, 80, 24)
	keys := []string{":"}
	for _, word := range strings.Fields(solution617)[:40] {
		keys = append(keys, strings.Split(word+" ", "")...)
	}
	keys = append(keys, "7", "z")
	m, _ = typeKeys(t, m, keys...)
	var line string
	for _, l := range strings.Split(m.viewText(), "\n") {
		if strings.Contains(l, "Moves:") {
			line = l
		}
	}
	if !strings.Contains(line, "7z") || len([]rune(line)) > 80 {
		t.Errorf("the end of the line is not on screen: %q", line)
	}
}

// TestPastingTheRestAfterMovesByHand: moves made by hand, then the rest of a
// solution written out in full (as --solve --from writes it) pasted: the
// foundation moves auto-play made after the moves by hand are taken as made.
func TestPastingTheRestAfterMovesByHand(t *testing.T) {
	start, err := rules.ReplayGame(617, rules.DefaultFreeCells, mustParse(t, "4a 46 2b 42"))
	if err != nil {
		t.Fatal(err)
	}
	res := solver.Solve(context.Background(), *start.End(), solver.Options{})
	if res.Status != solver.Solved {
		t.Fatal(res.Status)
	}
	rest, _ := rules.ReplayFrom(*start.End(), res.Moves)
	words := rest.Notation()
	m, _ := playModel(t)
	m = typeLine(t, m, "4a 46 2b 42")
	byHand := 0
	for _, w := range words { // the solution's first four moves of the player's, by keys
		if byHand == 4 {
			break
		}
		words = words[1:]
		if w[1] == 'h' {
			continue // auto-play makes these
		}
		m, _ = typeKeys(t, m, string(w[0]), string(w[1]))
		byHand++
	}
	m = typeLine(t, m, strings.Join(words, " "))
	if !m.table.Won() {
		t.Fatalf("the rest pasted did not win:\n%s", m.viewText())
	}
}

func mustParse(t *testing.T, text string) []rules.Move {
	t.Helper()
	moves, err := rules.ParseMoves(text)
	if err != nil {
		t.Fatal(err)
	}
	return moves
}

// TestMoveLineFromBrowsing: : while browsing plays the deal and opens the
// move line, at once, or once a store has read the deal's record.
func TestMoveLineFromBrowsing(t *testing.T) {
	stored, _ := storeModel(t, filepath.Join(t.TempDir(), "freecell"))
	if stored = typeSettled(t, stored, ":"); stored.mode != typingMoves {
		t.Errorf(": in browse with a store: mode %v, playing %v", stored.mode, stored.Playing())
	}
	m, _ := typeKeys(t, New(617, Options{}), ":")
	if m.mode != typingMoves || !m.Playing() {
		t.Fatalf(": in browse: mode %v, playing %v", m.mode, m.Playing())
	}
	m, _ = typeKeys(t, m, "8", "a", "enter")
	if len(m.table.Moves()) == 0 || m.table.Moves()[0].String() != "8a" {
		t.Errorf("the line typed in did not move: %v", m.table.Moves())
	}
}

// TestMoveLineNamesTheGamesCells: a word that is no move is answered with
// the game's own cells.
func TestMoveLineNamesTheGamesCells(t *testing.T) {
	m, _ := playModel(t)
	m = typeLine(t, m, "xx")
	if text := m.viewText(); !strings.Contains(text, "is not a source (1-8, a-d)") {
		t.Errorf("the move line's answer:\n%s", text)
	}
}

// TestMoveLineSaysAPasteTooLong: a paste the move line has no room for is
// said to be too long on Enter, and no move is made of it (the cut would
// name a fragment of a word).
func TestMoveLineSaysAPasteTooLong(t *testing.T) {
	m, _ := playModel(t)
	m, _ = typeKeys(t, m, ":")
	next, _ := m.Update(tea.PasteMsg{Content: strings.Repeat("8a 8b ", 200)}) // 1,200 characters
	if text := next.(Model).viewText(); !strings.Contains(text, "paste too long: enter makes no move of it") {
		t.Errorf("the paste too long is not said as it comes:\n%s", text)
	}
	m, _ = typeKeys(t, next.(Model), "enter")
	if m.status.Kind != view.MoveLineTooLong || len(m.table.Moves()) != len(m.table.Opening()) {
		t.Fatalf("status %v, %d moves made", m.status.Kind, len(m.table.Moves())-len(m.table.Opening()))
	}
	if text := m.viewText(); !strings.Contains(text, "paste too long (the move line holds 1,000 characters): no move made") {
		t.Errorf("the screen:\n%s", text)
	}
	m, _ = typeKeys(t, m, ":")
	next, _ = m.Update(tea.PasteMsg{Content: "8a 8b"})
	if m, _ = typeKeys(t, next.(Model), "enter"); m.status.Kind != view.MovesMade {
		t.Errorf("a paste that fits, after one that did not: %v", m.status.Kind)
	}
}

// TestMoveLineCountsTheCardsAutoPlaySends: the cards a line sent home are
// counted with those auto-play sent after its moves (617's first eight
// moves send the ace and two of clubs home by auto-play alone: the line said
// nothing of them).
func TestMoveLineCountsTheCardsAutoPlaySends(t *testing.T) {
	m, _ := playModel(t)
	m = typeLine(t, m, "4a 46 2b 27 72 42 4c 4d")
	if screen := m.viewText(); !strings.Contains(screen, "8 moves made, 2 cards home: 4a 46") {
		t.Errorf("the cards home are not counted:\n%s", screen)
	}
}

// TestFirstWinWithoutHelpAfterOneWith: 617 won with help (pasted), then
// again typed: the banner says the first win without help (it said "your
// first win of this deal").
func TestFirstWinWithoutHelpAfterOneWith(t *testing.T) {
	m, _ := playModel(t)
	m, _ = typeKeys(t, m, ":")
	next, _ := m.Update(tea.PasteMsg{Content: strings.Join(strings.Fields(solution617), " ")})
	m, _ = typeKeys(t, next.(Model), "enter")
	if !m.table.Won() || !m.table.Assisted() {
		t.Fatal("the pasted solution did not win with help")
	}
	m, _ = typeKeys(t, m, "esc", "esc", "enter", ":")
	for _, r := range strings.Join(strings.Fields(solution617), " ") {
		m, _ = typeKeys(t, m, string(r))
	}
	m, _ = typeKeys(t, m, "enter")
	if !m.table.Won() || m.table.Assisted() || !m.status.WonBefore || !strings.Contains(m.viewText(), "your first win of this deal without help") {
		t.Errorf("won %v, with help %v, won before %v:\n%s", m.table.Won(), m.table.Assisted(), m.status.WonBefore, m.viewText())
	}
}

// TestALineOfOneMoveIsSaidAsAMove: a move line of one move is said as the
// keys' move is (where its cards went), not as a line of moves: the
// accessible mode read "74v2" as "1 move made: 74v2 four of diamonds".
func TestALineOfOneMoveIsSaidAsAMove(t *testing.T) {
	m, _ := playModel(t)
	m = typeLine(t, m, "8a")
	if m.status.Kind != view.Moved || len(m.status.Moves) == 0 || m.status.Moves[0].From != rules.ColumnPlace(7) {
		t.Errorf("8a on the move line: status %v, moves %v", m.status.Kind, m.status.Moves)
	}
	if m = typeLine(t, m, "8b 8c"); m.status.Kind != view.MovesMade || m.status.Count != 2 {
		t.Errorf("8b 8c on the move line: status %v, %d moves", m.status.Kind, m.status.Count)
	}
}

// TestMovesPastedInAGame: moves pasted in a game, the move line closed, open
// it with them, as ':' then the paste (they were dropped without a word);
// Enter makes them, and the game is marked helped as any paste is. Words
// that are no moves are left alone.
func TestMovesPastedInAGame(t *testing.T) {
	m, _ := playModel(t)
	next, _ := m.Update(tea.PasteMsg{Content: "8a 8b"})
	m = next.(Model)
	if m.mode != typingMoves || m.moveInput.Value() != "8a 8b" {
		t.Fatalf("moves pasted in a game: mode %v, line %q", m.mode, m.moveInput.Value())
	}
	m, _ = typeKeys(t, m, "enter")
	if len(m.table.Moves()) < 2 || !m.table.Assisted() {
		t.Errorf("enter after the paste: %d moves, helped %v", len(m.table.Moves()), m.table.Assisted())
	}
	m, _ = playModel(t)
	if next, _ = m.Update(tea.PasteMsg{Content: "hello world"}); next.(Model).mode != playingDeal {
		t.Errorf("words pasted in a game opened the move line")
	}
}

// TestWordsAfterTheWinAreSaid: a line that wins before its end says how
// many of its words were not played (they went unsaid).
func TestWordsAfterTheWinAreSaid(t *testing.T) {
	m, _ := typeKeys(t, sized(New(617, Options{Spoken: true}), 100, 30), "enter")
	m = typeLine(t, m, solution617+" 12 34")
	words := len(strings.Fields(solution617)) + 2
	before := m.status.Before
	if before == nil || before.Left < 2 || before.Words+before.Left != words {
		t.Fatalf("a line past the win: %+v", before)
	}
	want := fmt.Sprintf("; the line: 47 moves made, 52 cards home, %d words after the win not played", before.Left)
	if said := view.SayStatus(m.screen()); !strings.HasPrefix(said, "Won FreeCell number 617") || !strings.Contains(said, want) {
		t.Errorf("the win first, then the words past it: %s", said)
	}
}

// TestMoveLineSaysWhyFewerCardsMove: a word refused for moving more cards
// than the free places allow says how many move and why, as a move by keys
// does (the line said only "1 card can move now, not 2").
func TestMoveLineSaysWhyFewerCardsMove(t *testing.T) {
	m := typeSettled(t, sized(New(617, Options{}), 160, 40), append([]string{"enter"}, moveLine("82 52 1a 1b 1c 1d 23")...)...)
	if text := m.viewText(); !strings.Contains(text, "word 7 (23): 1 card can move now, not 2: 1 with no free cell and no empty column") {
		t.Errorf("the refusal does not say why:\n%s", text)
	}
}
