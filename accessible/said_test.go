package accessible

import (
	"strings"
	"testing"

	"github.com/freecell/freecell/model"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// TestMoveOnABoardNotHeardIsNotMade: a move typed while browsing deal 621,
// whose game begins with an ace sent home (read out as on the top of column
// 5), is not made: it was meant for the board read out, and the game's is
// read instead; typed again, on the board now read, it is made.
func TestMoveOnABoardNotHeardIsNotMade(t *testing.T) {
	said, _ := session(t, 621, "5a", "5a", "quit")
	if !strings.Contains(said, "Not moved: the game's board, just read out, is not the one read before") {
		t.Errorf("the move on the board not heard was made:\n%s", said)
	}
	if n := strings.Count(said, "Moved two of spades from column 5 to free cell a"); n != 1 {
		t.Errorf("the move was made %d times, want once (when typed again):\n%s", n, said)
	}
}

// TestMoveOnPlacesUnchangedIsMade: a move typed while browsing deal 621
// that names places the ace sent home at the game's start left as read
// (column 1, free cell a) means the same cards, and is made (it was
// refused, as the daily's first move was, for the ace gone home elsewhere).
func TestMoveOnPlacesUnchangedIsMade(t *testing.T) {
	said, _ := session(t, 621, "1a", "quit")
	if strings.Contains(said, "Not moved:") || !strings.Contains(said, "Moved ") || !strings.Contains(said, "from column 1 to free cell a") {
		t.Errorf("the move on places auto-play left alone was not made:\n%s", said)
	}
}

// TestBadGoKeepsTheGame: a deal number refused leaves the player in their
// game (it used to leave it for the deals first).
func TestBadGoKeepsTheGame(t *testing.T) {
	said, m := session(t, 617, "4a", "go 0", "go xyz", "cells", "quit")
	for _, want := range []string{"No such game: -2, -1, 1 to 8,589,934,591.", "Not a game number: go takes 1 to 8,589,934,591, or -1 and -2.", "Free cells: a, four of hearts; b, c and d empty."} {
		if !strings.Contains(said, want) {
			t.Errorf("%q was not said:\n%s", want, said)
		}
	}
	if mode := m.Screen().Mode; mode != view.Playing || strings.Contains(said, "Browsing deals") {
		t.Errorf("after the refused numbers the mode is %v, want still playing:\n%s", mode, said)
	}
}

// TestMovesOfALineNamed: the moves of a line typed are said with the cards
// they moved.
func TestMovesOfALineNamed(t *testing.T) {
	said, _ := session(t, 617, "8a 7b", "quit")
	if want := "2 moves made: 8a queen of hearts, 7b jack of hearts."; !strings.Contains(said, want) {
		t.Errorf("%q was not said:\n%s", want, said)
	}
}

// TestGameInProgressSaid: browsing a deal with a game in progress says so
// (its board said is the deal's, as dealt); a run that resumes the game
// reads its board once, not the deal's first.
func TestGameInProgressSaid(t *testing.T) {
	store, settings := storedSettings(t)
	run := func(resume bool, lines ...string) string {
		t.Helper()
		m := model.New(617, model.Options{Spoken: true, Settings: &settings, Store: store, Resume: resume})
		said, end := typed(t, m, lines...)
		end.Close() // as the program does: the game is saved before the next run reads it
		return said
	}
	said := run(false, "4a", "back", "next", "previous", "quit")
	if n := strings.Count(said, "Your game in progress on this deal: 1 move"); n != 2 {
		t.Errorf("the game in progress was said %d times, want 2 (back from it, and browsed again):\n%s", n, said)
	}
	if !strings.HasSuffix(said, "Your game in progress, on FreeCell number 617, is kept: play resumes it when you come back to its deal.\n") {
		t.Errorf("quit did not say the game is kept:\n%s", said)
	}
	said = run(false, "quit") // the line comes before the record is read: it waits for it
	if !strings.Contains(said, "Your game in progress on this deal: 1 move") {
		t.Errorf("the game in progress was not said as the run began:\n%s", said)
	}
	said = run(true, "4b", "next", "quit") // leaving the game for another deal says it is kept
	if !strings.Contains(said, "Your game on FreeCell number 617 is kept: play resumes it when you come back.\nFreeCell number 618") {
		t.Errorf("leaving the game for the next deal did not say it is kept:\n%s", said)
	}
	said = run(false, "next", "look 1", "previous", "quit")
	// 618's and look's; not 617's, with a game in progress on it: as the run
	// began, its board waits for its record (read out as dealt first, the
	// board heard was not the game's, and a move typed from it was refused).
	if n := strings.Count(said, "Column 1:"); n != 2 || strings.Index(said, "Column 1:") < strings.Index(said, "FreeCell number 618") {
		t.Errorf("the boards were read %d times, want 2, none before 618's:\n%s", n, said)
	}
	said = run(true, "quit")
	if n := strings.Count(said, "Column 1:"); n != 1 || !strings.Contains(said, "Free cells: a, four of hearts") {
		t.Errorf("the board was read %d times, want once, the game's:\n%s", n, said)
	}
}

// TestMovesThatLoseAreSaid: moves that leave no legal move are said with
// the loss, whose line takes their place (deal -1: four kings to the free
// cells, then nothing moves).
func TestMovesThatLoseAreSaid(t *testing.T) {
	said, _ := session(t, -1, "1a 2b 3c", "4d", "undo", "4d 1h", "quit")
	for _, want := range []string{
		"Moved king of spades from column 4 to free cell d; column 4 now ends in jack of spades; no legal move is left: the game is lost",
		"Word 2 (1h): jack of clubs can't go home yet: ace of clubs goes first (made before it: 4d king of spades); no legal move is left",
	} {
		if !strings.Contains(said, want) {
			t.Errorf("%q was not said:\n%s", want, said)
		}
	}
	if n := strings.Count(said, "3 moves made"); n != 1 { // said as the program started, its screen not yet sized, then again
		t.Errorf("the line's moves were said %d times, want once:\n%s", n, said)
	}
	if n, m := strings.Count(said, "Playing FreeCell number -1"), strings.Count(said, "Column 1:"); n != 1 || m != 1 { // undo from the loss says what it undid, not the mode and the board again
		t.Errorf("the mode was said %d times and the board read %d times, want once each:\n%s", n, m, said)
	}
}

// TestLinesAfterQuitAreNotRead: a line typed after quit is not done; input
// that ends while a question waits ends the run.
func TestLinesAfterQuitAreNotRead(t *testing.T) {
	if said, _ := session(t, 617, "quit", "help"); strings.Contains(said, "Moves are typed") {
		t.Errorf("a line after quit was done:\n%s", said)
	}
	if said, _ := session(t, 617, "4a", "quit"); !strings.Contains(said, "Quit? Your game") {
		t.Errorf("quit did not ask:\n%s", said)
	}
}

// TestQuitAsksWhereNothingIsKept: where nothing is saved, quit in a game
// with a move made asks first (the game would end with the run); no keeps
// the game, yes quits.
func TestQuitAsksWhereNothingIsKept(t *testing.T) {
	said, m := session(t, 617, "4a", "quit", "no", "cells", "quit", "yes", "cells")
	if n := strings.Count(said, "Quit? Your game in progress is not kept: nothing is saved in this run (yes or no)."); n != 2 {
		t.Errorf("the question was said %d times, want 2:\n%s", n, said)
	}
	if n := strings.Count(said, "Free cells: a, four of hearts"); n != 1 { // after no; yes quit, and the last line was not read
		t.Errorf("the free cells were said %d times, want once:\n%s", n, said)
	}
	if p := m.Position(); p.FreeCell(0).String() != "4H" {
		t.Error("the game was not kept after no")
	}
	if !strings.HasSuffix(said, "Goodbye.\n") || strings.Contains(said, "is kept: it resumes") {
		t.Errorf("yes to quit, where nothing is kept, did not end with a goodbye alone:\n%s", said)
	}
}

// TestAutoPlaySaysTheColumnsItUncovers: a move after which auto-play sends
// cards home from other columns says what each column now ends in, not
// only the move's own.
func TestAutoPlaySaysTheColumnsItUncovers(t *testing.T) {
	said, _ := session(t, 617, "4a", "46", "2b", "27", "72", "42", "4c", "4d", "quit")
	if want := "Moved nine of diamonds from column 4 to free cell d, then ace of clubs from column 4 and two of clubs from column 7 home; column 4 now ends in three of spades; column 7 now ends in four of diamonds."; !strings.Contains(said, want) {
		t.Errorf("%q was not said:\n%s", want, said)
	}
}

// TestFromHomeSaysCardsStayHome: a move from home says that cards home
// stay there, not that the line is no command and no move.
func TestFromHomeSaysCardsStayHome(t *testing.T) {
	said, _ := session(t, 617, "play", "h3", "hlep", "quit")
	if !strings.Contains(said, `"h3" is no move: a card home stays there; h ends a move, as 3h (column 3 home).`) {
		t.Errorf("h3 was not said to be no move:\n%s", said)
	}
	if !strings.Contains(said, `"hlep" is neither a command nor a move`) { // a word mistyped is no move from home
		t.Errorf("hlep was said to be a move from home:\n%s", said)
	}
}

// TestStatusSaysTheGame: status says what the title line shows of a game
// (its moves, its time, auto-play's mode), and look says it too, before
// the board.
func TestStatusSaysTheGame(t *testing.T) {
	said, _ := session(t, 617, "8a", "status", "look", "quit")
	if n := strings.Count(said, "FreeCell number 617, 1 move, "); n != 2 || !strings.Contains(said, "auto-play safe.") {
		t.Errorf("status and look said the game %d times, want 2:\n%s", n, said)
	}
}

// TestLookWhileBrowsingSaysTheFacts: look says the deal again as next and go
// said it: its facts with its title, before its cards.
func TestLookWhileBrowsingSaysTheFacts(t *testing.T) {
	said, _ := session(t, 618, "look", "quit")
	if n := strings.Count(said, "FreeCell number 618, classic deal, 1 to 32,000.\nNeeds 2 free cells, medium"); n != 2 {
		t.Errorf("the deal and its facts said %d times, want 2 (opened, then look):\n%s", n, said)
	}
}

// TestSettingsByCommand: autoplay changes auto-play's mode and fewer cells
// the free cells, each said, as the viewer's A and F.
func TestSettingsByCommand(t *testing.T) {
	said, m := session(t, 617, "play", "autoplay", "fewer cells", "quit")
	if !strings.Contains(said, "auto-play all") {
		t.Errorf("autoplay did not say the mode:\n%s", said)
	}
	if m.FreeCells() != 3 || !strings.Contains(said, "Playing with 3 free cells from now on (each count keeps a game of its own)") {
		t.Errorf("fewer cells: %d cells, said:\n%s", m.FreeCells(), said)
	}
}

// TestRefusedLineNamesTheMovesMade: a line refused at a word says the
// moves made before it, each with its card.
func TestRefusedLineNamesTheMovesMade(t *testing.T) {
	said, _ := session(t, 617, "play", "8a 7b 12", "quit")
	if want := "(made before it: 8a queen of hearts, 7b jack of hearts)"; !strings.Contains(said, want) {
		t.Errorf("%q was not said:\n%s", want, said)
	}
}

// TestTwoCardsNamed: a move of two cards names both, after the move and
// after its undoing alike.
func TestTwoCardsNamed(t *testing.T) {
	said, _ := session(t, 617, "play", "58", "82", "undo", "quit")
	for _, want := range []string{"Moved queen of hearts and jack of clubs on it from column 8 to column 2", "Undone: queen of hearts and jack of clubs on it"} {
		if !strings.Contains(said, want) {
			t.Errorf("%q was not said:\n%s", want, said)
		}
	}
}

// TestNoSuchColumnSaid: a move naming a column there is not says so, with
// the places there are.
func TestNoSuchColumnSaid(t *testing.T) {
	said, _ := session(t, 617, "play", "9h", "30", "3z", "column 9 home", "quit")
	if strings.Count(said, "No move: 9h: there is no column 9") != 2 { // in words as in notation (it said a move in words names both places)
		t.Errorf("column 9 home is not said as 9h is:\n%s", said)
	}
	for _, want := range []string{"No move: 9h: there is no column 9; columns are 1 to 8, free cells a to d.",
		"No move: 30: there is no column 0; columns are 1 to 8, free cells a to d, home h.",
		"No move: 3z: there is no place z; columns are 1 to 8, free cells a to d, home h."} { // said as 9a is (it was "neither a command nor a move")
		if !strings.Contains(said, want) {
			t.Errorf("%q was not said:\n%s", want, said)
		}
	}
}

// TestHelpSaysTheCells: help names the free cells the game has (with two,
// a and b; it said a to d whatever the count).
func TestHelpSaysTheCells(t *testing.T) {
	said, _ := session(t, 617, "fewer cells", "fewer cells", "play", "help", "quit")
	if want := "Columns are 1 to 8, free cells a and b, home is h"; !strings.Contains(said, want) {
		t.Errorf("%q was not said:\n%s", want, said)
	}
}

// TestSolveFromAGameSaysNoBrowsing: solve in a game with no move made
// solves the deal, which the model does from the deals: the line says the
// solve, not "Browsing deals" (the listener is in a game).
func TestSolveFromAGameSaysNoBrowsing(t *testing.T) {
	said, _ := session(t, 621, "play", "solve", "quit") // the sessions' coach is off
	_, after, _ := strings.Cut(said, "Playing FreeCell number 621")
	if !strings.Contains(after, "Solving game 621") || strings.Contains(after, "Browsing deals") {
		t.Errorf("solve from a game said:\n%s", after)
	}
}

// TestInputEndSaysGoodbye: input that ends without quit ends the run with
// the word quit says (it ended in silence), once.
func TestInputEndSaysGoodbye(t *testing.T) {
	said, _ := session(t, 617, "play", "8a")
	lines := strings.Split(strings.TrimSuffix(said, "\n"), "\n")
	if last := lines[len(lines)-1]; last != "Goodbye." && !strings.Contains(last, "is kept") {
		t.Errorf("the last line is %q", last)
	}
	if said, _ = session(t, 617, "quit"); strings.Count(said, "Goodbye.") != 1 {
		t.Errorf("quit, then the input's end:\n%s", said)
	}
}

// TestUndoAndAutoPlaySayThePlacesTheyChange: a free cell that auto-play
// emptied is said, as a column it uncovered is; an undo says what the
// places its move and auto-play had changed show again.
func TestUndoAndAutoPlaySayThePlacesTheyChange(t *testing.T) {
	start, err := rules.ParseBoard(`Foundations: H-0 C-0 D-0 S-0
Freecells: 2H - - -
: KC KH JC 6S 5H AH 5C
: JH 9S JD QS 3S 6D
: TD 7D AD AC 9H 8H 5D
: JS 9D 7C 2S KD 2C 5S
: 4S 3D TC 8D 9C QH
: 8S 6C 2D 8C QC 7S
: 4H 3C TH 3H 4C TS
: 7H 6H AS KS 4D QD
`, 4)
	if err != nil {
		t.Fatal(err)
	}
	settings := state.DefaultSettings()
	settings.NoCoach, settings.NoMotion = true, true
	said, _ := typed(t, model.New(0, model.Options{Spoken: true, Settings: &settings, Layout: &start}), "play", "12", "undo", "quit", "yes")
	for _, want := range []string{
		"Moved five of clubs from column 1 to column 2, then ace of hearts from column 1 and two of hearts from free cell a home; column 1 now ends in five of hearts; free cell a is empty.",
		"Undone: five of clubs from column 1 to column 2, and ace of hearts back from home to column 1 and two of hearts back from home to free cell a; column 2 now ends in six of diamonds; column 1 now ends in five of clubs; free cell a holds two of hearts.",
	} {
		if !strings.Contains(said, want) {
			t.Errorf("%q was not said:\n%s", want, said)
		}
	}
}

// TestGuestWelcomedFirst: a guest hears that nothing is saved right after
// the first line, before the deal's thirteen (it came after them).
func TestGuestWelcomedFirst(t *testing.T) {
	settings := state.DefaultSettings()
	settings.NoCoach, settings.NoMotion = true, true
	said, _ := typed(t, model.New(617, model.Options{Spoken: true, Settings: &settings, Guest: true}), "quit", "yes")
	lines := strings.Split(said, "\n")
	if len(lines) < 2 || !strings.HasPrefix(lines[1], "Welcome, guest: nothing you play is saved") || strings.Count(said, "Welcome, guest") != 1 {
		t.Errorf("the guest's welcome is not said once, second:\n%s", said)
	}
}
