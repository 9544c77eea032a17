package accessible

import (
	"bytes"
	"fmt"
	"io"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/exp/golden"
	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/internal/lockedbuf"
	"github.com/freecell/freecell/model"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/state"
)

// solution617 is a solution of 617 after its first three moves, 4a 46 2b.
const solution617 = "27 72 42 4c 4d 4h 7h ch 47 74v2 1c 71 7h 74 83 8h 83 d8 16 1h 21 2d c2 82 87 8h 27 2c 2h 4h 6h 4h 4h 6h 6h 32v3 3h 34 38 3h ah dh 3a 3h 6h 6h 6h 5d 5h 57 53 5h 5h 3h ch 7h 8h 6c 6h 1h 1h 2h 6h 4h 13v3 1h 3h 2h 3h bh 14 1h ch 7h 4h 7h dh 7h ah 7h 2h 3h 7h"

// session runs the accessible mode on game with lines typed in, and returns
// what it said. The coach is off and the clock stands still, so that what
// is said is the same each run; nothing is saved.
func session(t *testing.T, game int64, lines ...string) (string, model.Model) {
	t.Helper()
	settings := state.DefaultSettings()
	settings.NoCoach, settings.NoMotion = true, true
	now := time.Unix(1_800_000_000, 0)
	draws := []int64{31465, 11982}
	m := model.New(game, model.Options{Spoken: true, Settings: &settings, Now: func() time.Time { return now },
		Random: func() int64 { g := draws[0]; draws = append(draws[1:], g); return g }})
	return typed(t, m, lines...)
}

// typed runs m in the accessible mode with lines typed in, and returns what
// it said and the model it ended with.
func typed(t *testing.T, m model.Model, lines ...string) (string, model.Model) {
	t.Helper()
	var out bytes.Buffer
	res, err := Run(m, Options{In: strings.NewReader(strings.Join(lines, "\n") + "\n"), Out: &out})
	if err != nil {
		t.Fatal(err)
	}
	return out.String(), res.Model.(model.Model)
}

// storedSettings is a store of saved games in a folder of the test's,
// closed as it ends, and settings with the coach and motion off.
func storedSettings(t *testing.T) (*state.Store, state.Settings) {
	t.Helper()
	store := state.Open(filepath.Join(t.TempDir(), "freecell"))
	t.Cleanup(func() { store.Close() })
	settings := state.DefaultSettings()
	settings.NoCoach, settings.NoMotion = true, true
	return store, settings
}

// TestSessionPlaysToAWin plays 617 by typed moves to a win: a move by its
// two places, the rest on one line, with a look at the board between.
func TestSessionPlaysToAWin(t *testing.T) {
	said, m := session(t, 617, "4a", "46", "cells", "look 4", "home", "2b", "4z", "xyzzy", solution617, "home", "next", "quit")
	golden.RequireEqual(t, said)
	if m.Game() != 618 {
		t.Errorf("the session ended on game %d, want 618 (next after the win)", m.Game())
	}
	if !strings.Contains(said, "\nWon FreeCell number 617 in ") { // first, then the moves of the line that won it
		t.Error("the win was not said")
	}
}

// TestSessionBrowses goes from deal to deal by every way there is, and
// asks for help.
func TestSessionBrowses(t *testing.T) {
	said, m := session(t, 1, "help", "next", "previous", "go 11982", "go 12x", "go", "random", "daily", "back", "quit")
	golden.RequireEqual(t, said)
	if m.Game() == 1 {
		t.Error("the session never left game 1")
	}
}

// TestSessionAsks restarts a game, which asks first; an answer is needed
// before anything else, and a command with no question is told so.
func TestSessionAsks(t *testing.T) {
	said, _ := session(t, 1, "yes", "3a", "restart", "next", "no", "restart", "yes", "look", "quit")
	golden.RequireEqual(t, said)
	for _, want := range []string{"Answer the question first", "No question is asked", "Back to the deal"} {
		if !strings.Contains(said, want) {
			t.Errorf("%q was not said", want)
		}
	}
}

// TestSessionEndsWithItsInput: the input's end quits, as quit does.
func TestSessionEndsWithItsInput(t *testing.T) {
	said, m := session(t, 617, "3a")
	if !strings.Contains(said, "Moved king of clubs from column 3 to free cell a; column 3 now ends in two of hearts.") || !m.Playing() {
		t.Errorf("the move before the end was not made:\n%s", said)
	}
}

// TestLineTooLong refuses a line past LineMost, whole, and goes on.
func TestLineTooLong(t *testing.T) {
	said, m := session(t, 617, strings.Repeat("3a ", LineMost), "3a")
	if !strings.Contains(said, "That line is too long") {
		t.Errorf("a long line was not refused:\n%s", said)
	}
	if !strings.Contains(said, "Moved king of clubs") || !m.Playing() {
		t.Errorf("the line after it was not taken:\n%s", said)
	}
}

// fourKings is a model on a layout of four runs from the kings down to the
// tens and four empty columns, auto-play off: a run typed to an empty
// column is asked about (column or single card).
func fourKings(t *testing.T) model.Model {
	t.Helper()
	board, err := rules.ParseBoard("Foundations: H-9 C-9 D-9 S-9\nKH QS JH TS\nKS QH JS TH\nKD QC JD TD\nKC QD JC TC\n:\n:\n:\n:\n", 4)
	if err != nil {
		t.Fatal(err)
	}
	settings := state.DefaultSettings()
	settings.NoCoach, settings.NoMotion, settings.Auto = true, true, rules.AutoOff
	return model.New(0, model.Options{Spoken: true, Settings: &settings, Layout: &board})
}

// TestSessionAnswersTheColumnQuestion: a run typed to an empty column asks
// whether the whole run goes or its top card, and the answer makes the move
// (the question used to be said and put away at once: "No question is
// asked"), in a game and from the deals alike.
func TestSessionAnswersTheColumnQuestion(t *testing.T) {
	for _, lines := range [][]string{{"play", "15", "column", "26", "single", "look 5", "look 6", "quit"}, {"15", "column", "26", "single", "look 5", "look 6", "quit"}} {
		said, _ := typed(t, fourKings(t), lines...)
		for _, want := range []string{"Move column or single card?", "Moved king of hearts and the 3 cards on it from column 1 to column 5; column 1 is empty.",
			"Column 5: king of hearts, queen of spades, jack of hearts, ten of spades;", "Column 6: ten of hearts, alone."} {
			if !strings.Contains(said, want) {
				t.Errorf("%v: %q was not said:\n%s", lines, want, said)
			}
		}
		if strings.Contains(said, "No question is asked") {
			t.Errorf("%v: the question was put away:\n%s", lines, said)
		}
	}
}

// TestSessionLeavesTheColumnQuestion: no (or back, undo) leaves the move
// the column question asks about, as Esc does, and says so; a command that
// is no answer is told the answers, not the whole question again.
func TestSessionLeavesTheColumnQuestion(t *testing.T) {
	for _, leave := range []string{"no", "back", "undo"} {
		said, end := typed(t, fourKings(t), "15", "random", "banana", leave, "look 1", "quit")
		for _, want := range []string{"Answer the question first: column, single, always column, always single, or no to leave the move.",
			`"banana" is no answer: column, single`, "Not moved: the cards stay where they were.",
			"Column 1: king of hearts, queen of spades, jack of hearts, ten of spades;"} {
			if !strings.Contains(said, want) {
				t.Errorf("%s: %q was not said:\n%s", leave, want, said)
			}
		}
		if end.Screen().Confirm != nil {
			t.Errorf("%s: the question still waits", leave)
		}
	}
}

// TestSessionSaysWhyAMoveFromNothingIsNone: a move from an empty free cell
// says so, rather than taking up the card at its destination ("where
// to?"), and a move to the place it is from says it moves nothing.
func TestSessionSaysWhyAMoveFromNothingIsNone(t *testing.T) {
	said, _ := session(t, 617, "play", "a1", "11", "quit")
	for _, want := range []string{"Free cell a is empty: no card to move from there.", "11 moves nothing"} {
		if !strings.Contains(said, want) {
			t.Errorf("%q was not said:\n%s", want, said)
		}
	}
	if strings.Contains(said, "where to") {
		t.Errorf("a card was taken up:\n%s", said)
	}
}

// TestSessionMovesTypedWhileBrowsingWaitForTheSavedGame: a move typed while
// browsing a deal with a game saved on it opens that game, says so, and is
// made once it is open (its keys used to go in while it was being read: a
// move was lost, and the next line's keys took its place).
func TestSessionMovesTypedWhileBrowsingWaitForTheSavedGame(t *testing.T) {
	store, settings := storedSettings(t)
	m := model.New(617, model.Options{Spoken: true, Settings: &settings, Store: store})
	said, _ := typed(t, m, "4a", "back", "46", "look 6", "quit")
	for _, want := range []string{"Moved four of hearts from column 4 to free cell a;", "Your game in progress: 1 move made",
		"Moved five of diamonds from column 4 to column 6;", "six of clubs, five of diamonds; top card five of diamonds.",
		"back keeps the game for later."} { // saved: kept past this run (a guest's, while it stays)
		if !strings.Contains(said, want) {
			t.Errorf("%q was not said:\n%s", want, said)
		}
	}
	if n := strings.Count(said, "Opening FreeCell number 617."); n != 2 {
		t.Errorf("the opening of the game was said %d times, want 2 (once each time):\n%s", n, said)
	}
}

// TestLinesTypedAheadAreAllDone: a hundred lines typed while the saved
// games are first read (a new store, then a game opened) are each done, in
// order: past 64 the input waits (lines in the middle were dropped, said
// "too many to keep" each, and the moves after them made on another board).
func TestLinesTypedAheadAreAllDone(t *testing.T) {
	store, settings := storedSettings(t)
	m := model.New(617, model.Options{Spoken: true, Settings: &settings, Store: store})
	lines := []string{"play"}
	for range 100 {
		lines = append(lines, "cells")
	}
	said, _ := typed(t, m, append(lines, "8a", "quit")...)
	if n := strings.Count(said, "Free cells: all 4 empty."); n < 100 || strings.Contains(said, "too many") {
		t.Errorf("%d of 100 lines said the free cells:\n%s", n, said)
	}
	if !strings.Contains(said, "from column 8 to free cell a") {
		t.Errorf("the move after the hundred lines was not made:\n%s", said)
	}
}

// TestSessionTakesOverAPlayback: a move typed in a solution's playback is
// refused with what to do (its places used to step the playback), and take
// over plays on from the step said, where the moves typed are made.
func TestSessionTakesOverAPlayback(t *testing.T) {
	settings := state.DefaultSettings()
	settings.NoCoach, settings.NoMotion = true, true
	m := model.New(618, model.Options{Spoken: true, Settings: &settings})
	r := piped(t, m)
	r.line("solve", "Solution: 27 moves")
	r.line("next", "Move 1 of")
	r.line("3a", "This is a playback of a solution: take over plays on")
	r.line("take over", "Your game now, from step 1 of the solution.")
	r.line("3a", "Moved five of diamonds from column 3 to free cell a;")
	r.line("quit", "Quit? Your game in progress is not kept: nothing is saved in this run (yes or no).") // nothing is saved here: the game in progress would end with the run
	r.line("yes", "")
	r.end()
}

// TestConflictAnsweredOnce: another freecell plays on the game in the
// meantime; the next move asks whose game to keep, and the answer is said
// once, as the saved games have it (it was said "Nothing was done." first).
func TestConflictAnsweredOnce(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "freecell")
	store := state.Open(dir)
	t.Cleanup(func() { store.Close() })
	settings := state.DefaultSettings()
	settings.NoCoach, settings.NoMotion = true, true
	m := model.New(617, model.Options{Spoken: true, Settings: &settings, Store: store})
	r := piped(t, m)
	r.line("8a", "Moved ")
	other := state.Open(dir) // another freecell: it plays 7b on the game saved
	defer other.Close()
	key := state.Key{Deal: 617, FreeCells: 4}
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(5 * time.Millisecond) {
		if g, ok, _ := other.InProgress(key); ok && len(g.Moves) > 0 {
			g.Moves, g.PlayerMoves = append(g.Moves, "7b"), g.PlayerMoves+1
			if _, err := other.SaveGame(g); err != nil {
				t.Fatal(err)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the game was never saved")
		}
	}
	r.line("6c", "Another freecell or session changed")
	r.line("no", "The other freecell's or session's game is yours now")
	r.line("quit", "")
	if said := r.end(); strings.Contains(said, "Nothing was done.") {
		t.Errorf("the answer was said to do nothing, then what it did:\n%s", said)
	}
}

// leaderboard is a daily's board of its own, and the settings a session on
// it plays with (no coach, nothing moving).
func leaderboard(t *testing.T) (*state.Leaderboard, state.Settings) {
	t.Helper()
	board, err := state.OpenLeaderboard(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = board.Close() })
	settings := state.DefaultSettings()
	settings.NoCoach, settings.NoMotion = true, true
	return board, settings
}

// TestNameOnTheBoard: on a server, name sets the name the daily's board
// shows, capitals kept, as the board's n does (the accessible mode had no
// way to); a guest is told why not; off a server, it says the board is a
// server's.
func TestNameOnTheBoard(t *testing.T) {
	board, settings := leaderboard(t)
	m := model.New(617, model.Options{Spoken: true, Settings: &settings, Leaderboard: board, Player: "p1"})
	said, _ := typed(t, m, "name Zoë Smith", "back", "quit")
	if got := board.Name("p1"); got != "Zoë Smith" || !strings.Contains(said, "Your name on the board is Zoë Smith.\nYou are browsing") {
		t.Errorf("the name kept is %q, want Zoë Smith, said before the next line's news:\n%s", got, said)
	}
	p2 := model.New(617, model.Options{Spoken: true, Settings: &settings, Leaderboard: board, Player: "p2"})
	said, _ = typed(t, p2, "name zoë smith", "name Zoë Smyth", "quit")
	if got := board.Name("p2"); got != "Zoë Smyth" || !strings.Contains(said, "Another player has the name zoë smith: name NAME gives another.\n") || !strings.Contains(said, "Your name on the board is Zoë Smyth.") {
		t.Errorf("another's name, then one's own: kept %q, said:\n%s", got, said)
	}
	guest := model.New(617, model.Options{Spoken: true, Settings: &settings, Leaderboard: board})
	if said, _ := typed(t, guest, "name Bob", "back", "quit"); !strings.Contains(said, "A guest has no name on the board") {
		t.Errorf("a guest's name was not refused with why:\n%s", said)
	}
	guest = model.New(617, model.Options{Spoken: true, Settings: &settings, Leaderboard: board})
	if said, m := typed(t, guest, "play", "8a", "name Bob"); !strings.Contains(said, "A guest has no name on the board") || !m.Playing() {
		t.Errorf("a guest's name from a game: refused with why, the game left for it (playing %v):\n%s", m.Playing(), said)
	}
	if said, _ := session(t, 617, "name Bob", "quit"); !strings.Contains(said, "The daily board is a server's") {
		t.Errorf("name off a server:\n%s", said)
	}
}

// TestQuitSaysAStuckGameCountsLost: quitting a game with no legal move left
// says that it counts lost, as it does (it said only goodbye).
func TestQuitSaysAStuckGameCountsLost(t *testing.T) {
	store := state.Open(filepath.Join(t.TempDir(), "freecell"))
	t.Cleanup(func() { store.Close() })
	settings := state.DefaultSettings()
	settings.NoCoach, settings.NoMotion, settings.FreeCells = true, true, 1
	m := model.New(1, model.Options{Spoken: true, Settings: &settings, Store: store})
	if said, _ := typed(t, m, "play", "1a", "quit"); !strings.Contains(said, "This game, with no legal move left, counts as lost.") {
		t.Errorf("quit from a stuck game:\n%s", said)
	}
	m = model.New(617, model.Options{Spoken: true, Settings: &settings, Store: store})
	if said, _ := typed(t, m, "play", "8a", "quit"); strings.Contains(said, "counts as lost") {
		t.Errorf("quit from a game with moves left:\n%s", said)
	}
}

// pipedRun is a run of the accessible mode on lines typed one at a time,
// each once what the line before it said is out.
type pipedRun struct {
	t     *testing.T
	typed *io.PipeWriter
	out   *lockedbuf.Buffer
	done  chan error
}

// piped starts m in the accessible mode, its lines typed by line.
func piped(t *testing.T, m model.Model) *pipedRun {
	in, typed := io.Pipe()
	r := &pipedRun{t: t, typed: typed, out: &lockedbuf.Buffer{}, done: make(chan error, 1)}
	go func() { _, err := Run(m, Options{In: in, Out: r.out}); r.done <- err }()
	return r
}

// line types text, then waits up to 30 s for want to be said ("": not).
func (r *pipedRun) line(text, want string) {
	r.t.Helper()
	fmt.Fprintln(r.typed, text)
	for deadline := time.Now().Add(30 * time.Second); !strings.Contains(r.out.String(), want); time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			r.t.Fatalf("%q was not said after %q:\n%s", want, text, r.out.String())
		}
	}
}

// end waits for the run to end, and returns all it said.
func (r *pipedRun) end() string {
	r.t.Helper()
	if err := <-r.done; err != nil {
		r.t.Fatal(err)
	}
	return r.out.String()
}

// TestSessionGoToTheDealOnScreen: go to the deal on screen says it is there
// already (it said nothing: a line with no answer).
func TestSessionGoToTheDealOnScreen(t *testing.T) {
	said, _ := session(t, 1000, "go 1_000", "go #1,000", "quit")
	if n := strings.Count(said, "FreeCell number 1,000 is open already."); n != 2 {
		t.Errorf("said %d times, want 2:\n%s", n, said)
	}
}

// TestSessionSaysTheDailyIsPlayed: playing the daily says it is the daily,
// not only its number.
func TestSessionSaysTheDailyIsPlayed(t *testing.T) {
	said, _ := session(t, 1, "daily", "play", "quit")
	if !strings.Contains(said, "Playing today's daily, FreeCell number ") {
		t.Errorf("the daily's game does not say it is the daily:\n%s", said)
	}
}

// TestSessionReviewsAWonGame: the review of a won game does not offer play
// (a won game is not played on), and losing in a review of a lost one goes
// to the move that lost it, or says why not yet (it said "That works in a
// game").
func TestSessionReviewsAWonGame(t *testing.T) {
	said, _ := session(t, 617, "4a", "46", "2b", solution617, "review", "quit")
	if !strings.Contains(said, "Reviewing your won game: next and previous step through your moves, back returns.") {
		t.Errorf("the review of the won game:\n%s", said)
	}
	said, _ = session(t, 617, "4a", "46", "2b", solution617, "hint", "quit")
	if !strings.Contains(said, "Won, and its moves stay: restart plays the deal again, review reviews your moves, back goes to the deals.") {
		t.Errorf("a hint in the won game does not name back:\n%s", said[max(0, len(said)-400):])
	}
	said, _ = session(t, 617, "1a", "1b", "1c", "1d", "review", "losing", "quit")
	if strings.Contains(said, "That works in a game") || !strings.Contains(strings.ToLower(said), "losing move") {
		t.Errorf("losing in the review:\n%s", said)
	}
}

// TestSessionSaysTheWinningMove: the move that wins is said with the win
// (the win's line took the move's place, and the move went unsaid).
func TestSessionSaysTheWinningMove(t *testing.T) {
	lines := append([]string{"4a", "46", "2b"}, strings.Fields(solution617)...)
	said, _ := session(t, 617, append(lines, "quit")...)
	if !strings.Contains(said, "The winning move, ") || !strings.Contains(said, "; won FreeCell number 617 in 34 moves") {
		t.Errorf("the winning move is not said with the win:\n%s", said[max(0, len(said)-600):])
	}
	if !strings.Contains(said, ", then the last 12 cards home; won") { // "then 12 cards home": which ones, unsaid
		t.Errorf("the cards auto-play sent home to win are not said to be the last:\n%s", said[max(0, len(said)-600):])
	}
}

// TestBackIsHeardAndLeavesAtOnce: back from a review of a lost game says
// where the player is (it said nothing), and back after a hint leaves the
// game at once (the first back only put away the hint the screen showed,
// which the line had said).
func TestBackIsHeardAndLeavesAtOnce(t *testing.T) {
	said, _ := session(t, -1, "play", "1a", "2b", "3c", "4d", "review", "back", "quit")
	// The review's step is said at once, judging; its judgement and its count
	// of the moves that keep it winnable may come before back is read, or not.
	_, after, found := strings.Cut(said, "back returns.\n")
	after = strings.TrimPrefix(after, "Move 1: king of clubs from column 1 to free cell a (1a), judging.\n")
	after = strings.TrimPrefix(after, "Already lost, counting the other moves.\n")
	after = strings.TrimPrefix(after, "None of 8 moves keeps it winnable.\n")
	if !found || !strings.HasPrefix(after, "Back to your game, where no legal move is left: undo takes the last move back, restart starts again.\n") {
		t.Errorf("back from the review of a lost game:\n%s", said)
	}
	said, m := session(t, 617, "play", "4a", "hint", "back", "quit", "yes")
	if !strings.Contains(said, "No hint: the coach is off (coach turns it on).\nYour game in progress on this deal") || m.Playing() {
		t.Errorf("one back after a hint, playing %v:\n%s", m.Playing(), said)
	}
}

// TestSessionMoveOnALayoutWonAsItStands: a move typed on a layout that
// auto-play wins as it stands says so once and reads the next line (it
// used to open the layout again and again, never reading another line).
func TestSessionMoveOnALayoutWonAsItStands(t *testing.T) {
	board, err := rules.ParseBoard("Foundations: H-8 C-8 D-8 S-8\n:\nKS QH JC TD 9S\nKH QC JD TS 9H\nKD QS JH TC 9D\nKC 9C TH JS QD\n", 4)
	if err != nil {
		t.Fatal(err)
	}
	store, settings := storedSettings(t)
	m := model.New(0, model.Options{Spoken: true, Settings: &settings, Layout: &board, Store: store})
	var out lockedbuf.Buffer
	done := make(chan error, 1)
	go func() {
		_, err := Run(m, Options{In: strings.NewReader("21\n21\nhome\nquit\n"), Out: &out})
		done <- err
	}()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(20 * time.Second):
		t.Fatalf("the session did not end in 20 s; it said:\n%.2000s", out.String())
	}
	said := out.String()
	if n := strings.Count(said, "won as it stands"); n != 2 {
		t.Errorf("won as it stands said %d times, want 2 (once a move):\n%.2000s", n, said)
	}
	if !strings.Contains(said, "Home: up to eight of clubs") {
		t.Errorf("the line after the moves was not read:\n%.2000s", said)
	}
}

// TestSessionSaysWhatStopAndBackDid: stop with no solve running says so (it
// pressed Esc's key: it left the game), back while browsing says so (it
// said nothing), and fewer cells in a game goes to the game with fewer
// without a word of the deals it passes through.
func TestSessionSaysWhatStopAndBackDid(t *testing.T) {
	store, settings := storedSettings(t)
	said, m := typed(t, model.New(617, model.Options{Spoken: true, Settings: &settings, Store: store}), "back", "stop", "play", "4a", "stop", "fewer cells", "quit")
	for _, want := range []string{"You are browsing the deals already: play plays this deal, quit quits.\nNothing to stop: no solve is running.\n",
		"column 4 now ends in five of diamonds.\nNothing to stop: no solve is running.\n", "Playing with 3 free cells from now on"} {
		if !strings.Contains(said, want) {
			t.Errorf("%q was not said:\n%s", want, said)
		}
	}
	if strings.Count(said, "Browsing deals:") != 0 {
		t.Errorf("the deals were said on the way to the game with fewer cells:\n%s", said)
	}
	if m.FreeCells() != 3 || !m.Playing() {
		t.Errorf("ended with %d cells, playing %v; want 3, playing", m.FreeCells(), m.Playing())
	}
}

// TestSessionSaysASolveLeftStops: going to the next deal while a solve runs
// stops it, and says so (it stopped without a word).
func TestSessionSaysASolveLeftStops(t *testing.T) {
	settings := state.DefaultSettings()
	settings.NoCoach, settings.NoMotion = true, true
	m := model.New(-2, model.Options{Spoken: true, Settings: &settings}) // its proof takes a second or more
	r := piped(t, m)
	r.line("solve", "Solving game -2")
	r.line("next", "")
	r.line("quit", "")
	if said := r.end(); !strings.Contains(said, "stop stops it.\nStopped solving game -2.\nFreeCell number -1") {
		t.Errorf("the solve's end was not said before the next deal:\n%s", said)
	}
}

// TestQuitNamesTheKeptGameAnother: quitting a game lost with no free cell,
// after a move of a game with four on the deal, says that the game kept is
// another (it said "Your game in progress is kept" of the game just lost).
func TestQuitNamesTheKeptGameAnother(t *testing.T) {
	store, settings := storedSettings(t)
	m := model.New(617, model.Options{Spoken: true, Settings: &settings, Store: store})
	said, _ := typed(t, m, "play", "4a", "fewer cells", "fewer cells", "fewer cells", "fewer cells", "play", "58", "quit")
	if !strings.Contains(said, "counts as lost.\nYour other game in progress, on FreeCell number 617, played with 4 free cells, is kept") {
		t.Errorf("quit from a lost game, another kept:\n%s", said)
	}
	m = model.New(11982, model.Options{Spoken: true, Settings: &settings, Store: store})
	said, _ = typed(t, m, "play", "1a", "back", "fewer cells", "play", "2a", "back", "next", "play", "1a", "quit")
	if !strings.HasSuffix(said, "Your 3 games in progress are kept, on FreeCell number 11,982, played with 4 free cells; FreeCell number 11,982, played with 3 free cells; and FreeCell number 11,983, played with 3 free cells: each resumes when its deal is played with those free cells again.\n") {
		t.Errorf("quit with three games kept does not name them:\n%s", said)
	}
}

// TestReviewStepsTypedAheadAreSaid: each step of a review is said as it
// comes, judged or not yet (steps typed before the game's moves were
// judged went unsaid, the step line waiting for the judgement).
func TestReviewStepsTypedAheadAreSaid(t *testing.T) {
	said, _ := session(t, 617, "play", "3a", "3b", "3c", "review", "previous", "previous", "next", "next", "quit")
	_, after, _ := strings.Cut(said, "back returns.\n")
	at := 0
	for _, want := range []string{"Move 1: king of clubs", "The deal", "This is the deal: nothing comes before it.", "Move 1: king of clubs", "Move 2: two of hearts"} {
		i := strings.Index(after[at:], want)
		if i < 0 {
			t.Fatalf("%q is not said after %q:\n%s", want, after[:at], after)
		}
		at += i + len(want)
	}
}

// TestSolutionTypedAMoveALine: --solve's moves typed a line each, its
// foundation moves among them, win; a move home whose card auto-play sent
// home already says so, not the refusal of the card now there ("Three of
// spades can't go home yet" for the ace of clubs).
func TestSolutionTypedAMoveALine(t *testing.T) {
	lines := append([]string{"play"}, strings.Fields("4a 46 2b 27 72 42 4c 4d 4h 7h ch 47 74v2 1c 71 7h 74 83 8h 83 d8 16 1h 21 2d c2 82 87 8h 27 2c 2h 4h 6h 4h 4h 6h 6h 32v3 3h")...)
	said, _ := session(t, 617, append(lines, "quit")...)
	for _, want := range []string{"Moved nine of diamonds from column 4 to free cell d, then ace of clubs from column 4 and two of clubs from column 7 home",
		"Ace of clubs is home already: auto-play sent it there from column 4.\nTwo of clubs is home already: auto-play sent it there from column 7.\nMoved three of clubs home",
		"then two of hearts from column 3 home; column 3 now ends in nine of clubs.\nTwo of hearts is home already: auto-play sent it there from column 3."} { // after a run's move, made by the move line
		if !strings.Contains(said, want) {
			t.Errorf("%q is not said:\n%s", want, said)
		}
	}
	if strings.Contains(said, "can't go home yet") {
		t.Errorf("a move home whose card auto-play sent is refused for the card now there:\n%s", said)
	}
	if strings.Count(said, "Five of diamonds is home already") != 1 || !strings.Contains(said, "Three of diamonds is home already") {
		t.Errorf("6h twice, for the three and five of diamonds auto-play sent from column 6 in two moves, did not name each once:\n%s", said)
	}
}

// TestHomeAlreadyForgetsAPlaceRefilled: a move home from a column that
// auto-play took a card from, since refilled by the player, is refused for
// the card now there (it said "Ace of clubs is home already" of the two of
// hearts put on column 4).
func TestHomeAlreadyForgetsAPlaceRefilled(t *testing.T) {
	said, _ := session(t, 617, "play", "4a", "46", "2b", "27", "72", "42", "4c", "4d", "ch", "3c", "34", "4h", "quit")
	_, after, _ := strings.Cut(said, "Moved two of hearts from column 3 to column 4")
	if !strings.Contains(after, "Two of hearts can't go home yet: ace of hearts goes first.") || strings.Contains(after, "home already") {
		t.Errorf("4h after a card was put where auto-play took one from said:\n%s", after)
	}
}

// TestBrowsingNamesTheGameInProgress: browsing a deal with a game in
// progress on it, a game's command says that play resumes it (it said play
// starts one), and status says the game, not the deal alone.
func TestBrowsingNamesTheGameInProgress(t *testing.T) {
	said, _ := session(t, 617, "play", "3a", "back", "undo", "status", "quit")
	_, after, _ := strings.Cut(said, "play plays this deal.\n")
	want := "That works in a game: play resumes your game in progress on this deal.\nFreeCell number 617, classic deal, 1 to 32,000.\nYour game in progress on this deal: 1 move"
	if !strings.HasPrefix(after, want) {
		t.Errorf("undo and status while browsing a deal with a game on it said\n%s\nwant\n%s", after, want)
	}
	if said, _ = session(t, 617, "undo", "quit"); !strings.Contains(said, "That works in a game: play starts one on this deal.") {
		t.Errorf("undo with no game said:\n%s", said)
	}
}

// TestStatsSayTheirCount: stats says which free-cell count its figures are
// of, as the panel's heading does (each count has statistics of its own).
func TestStatsSayTheirCount(t *testing.T) {
	said, _ := session(t, 617, "stats", "fewer cells", "stats", "quit")
	first, rest, _ := strings.Cut(said, "Statistics of games with 4 free cells.\nGames played")
	if first == said || !strings.Contains(rest, "Statistics of games with 3 free cells.\nGames played") {
		t.Errorf("stats does not say its count:\n%s", said)
	}
	if said, _ = session(t, 617, "play", "8a", "stats"); !strings.Contains(said, "This deal, FreeCell number 617.\nTries: 1.") { // the deal's lines say whose they are
		t.Errorf("stats does not head the deal's own lines:\n%s", said)
	}
}

// TestInputsEndWaitsForTheAnswerAsked: input that ends after solve, or after
// a hint asked while the coach was thinking, is answered before the goodbye
// (echo solve | freecell --accessible said "Solving" and goodbye, and the
// hint was never said).
func TestInputsEndWaitsForTheAnswerAsked(t *testing.T) {
	said, _ := session(t, 11982, "solve")
	if !strings.Contains(said, "Impossible: no sequence of moves solves game 11,982") || !strings.HasSuffix(said, "Goodbye.\n") {
		t.Errorf("solve, then the input's end:\n%s", said)
	}
	settings := state.DefaultSettings()
	settings.NoMotion = true // the coach on, thinking as the game begins
	said, _ = typed(t, model.New(617, model.Options{Spoken: true, Settings: &settings}), "play", "hint")
	if !strings.Contains(said, "Hint: ") || !strings.HasSuffix(said, "Goodbye.\n") {
		t.Errorf("hint, then the input's end:\n%s", said)
	}
}

// TestNotInGameFromAReview: a game's command in a review says back returns
// to the game ("play starts one" there played on from the step said, and
// took the game back to it).
func TestNotInGameFromAReview(t *testing.T) {
	said, _ := session(t, 617, "4a", "review", "coach", "quit")
	if !strings.Contains(said, "That works in a game: back returns to it.") || strings.Contains(said, "play starts one") {
		t.Errorf("coach in a review:\n%s", said)
	}
}

// TestSettingsSaysWhatIsSetHere: settings says which commands set what (the
// word was taken for a move and refused at length).
func TestSettingsSaysWhatIsSetHere(t *testing.T) {
	said, _ := session(t, 617, "play", "settings", "quit")
	if !strings.Contains(said, "Settings are commands here: autoplay changes auto-play's mode (now safe), coach turns the coach on or off, fewer cells") {
		t.Errorf("settings in a game:\n%s", said)
	}
}

// TestSolutionFromTheDealTypedAMoveALine: deal 3's solution begins 5h 6h,
// the cards auto-play sends home as the game begins: typed a line each,
// they say their cards are home already, and 5a after them is made (they
// were refused for the nine of hearts and king of diamonds now there).
func TestSolutionFromTheDealTypedAMoveALine(t *testing.T) {
	said, _ := session(t, 3, "play", "5h", "6h", "5a", "quit")
	for _, want := range []string{"Ace of hearts is home already: auto-play sent it there from column 5.\nTwo of hearts is home already: auto-play sent it there from column 6.\nMoved nine of hearts from column 5 to free cell a"} {
		if !strings.Contains(said, want) {
			t.Errorf("%q is not said:\n%s", want, said)
		}
	}
}

// TestQuestionsTakeShortAnswers: to a yes-or-no question n is no (it was
// next, refused), and the question said again after a word that is none
// is said once ("Answer the question first: Answer first: restart?"); to
// the column-or-card question c and s are column and single, as the
// board's keys, and, nudged, it names no as the way out (", : neither").
func TestQuestionsTakeShortAnswers(t *testing.T) {
	said, _ := session(t, 617, "play", "3a", "restart", "column", "next", "n", "quit")
	if strings.Contains(said, "Answer first: Answer first") || strings.Contains(said, "first: Answer first") || !strings.Contains(said, "Answer the question first: Restart? This try counts as lost") {
		t.Errorf("the restart question, said again, is not said once:\n%s", said)
	}
	if !strings.Contains(said, "Nothing was done.") {
		t.Errorf("n to the restart question did not answer no:\n%s", said)
	}
	toColumn := []string{"play", "4a", "46", "2b", "27", "72", "42", "4c", "4d", "ch", "47", "74"}
	said, _ = session(t, 617, append(toColumn, "y", "s", "quit")...)
	if !strings.Contains(said, "no: neither, the cards put back") || strings.Contains(said, ", : neither") {
		t.Errorf("the column question, nudged, does not name no as the way out:\n%s", said)
	}
	if !strings.Contains(said, "Moved three of spades from column 7 to column 4") {
		t.Errorf("s to the column question did not move the single card:\n%s", said)
	}
	if said, _ = session(t, 617, append(toColumn, "c", "quit")...); !strings.Contains(said, "Moved four of diamonds and three of spades on it from column 7 to column 4") {
		t.Errorf("c to the column question did not move the column:\n%s", said)
	}
}

// TestMovesAfterAWinSayItOnce: a solution typed a move a line, whose last
// moves home auto-play made, wins early: the lines after say the won
// game's offers once, then that the game is won (twelve lines each heard
// them all).
func TestMovesAfterAWinSayItOnce(t *testing.T) {
	lines := append([]string{"play"}, strings.Fields("4a 46 2b 27 72 42 4c 4d 4h 7h ch 47 74v2 1c 71 7h 74 83 8h 83 d8 16 1h 21 2d c2 82 87 8h 27 2c 2h 4h 6h 4h 4h 6h 6h 32v3 3h 34 38 3h ah dh 3a 3h 6h 6h 6h 5d 5h 57 53 5h 5h 3h ch 7h 8h 6c 6h 1h 1h 2h 6h 4h 13v3 1h 3h 2h 3h bh 14 1h ch 7h 4h 7h dh 7h ah 7h 2h 3h 7h")...)
	said, _ := session(t, 617, lines...)
	_, after, ok := strings.Cut(said, "won FreeCell number 617")
	if !ok {
		t.Fatalf("the solution did not win:\n%s", said)
	}
	if n := strings.Count(after, "restart plays the deal again"); n != 1 || !strings.Contains(after, "The game is won.") {
		t.Errorf("the moves after the win said the won game's offers %d times (want once, then that it is won):\n%s", n, after)
	}
}

// TestLookReadsAFreeCell: look a reads free cell a, as a move names it (it
// said there is no column "a"), and column 3 where no question is asked
// reads column 3 (it said no question is asked).
func TestLookReadsAFreeCell(t *testing.T) {
	said, _ := session(t, 617, "play", "3a", "look a", "look b", "column 3", "quit")
	for _, want := range []string{"Free cell a: king of clubs.", "Free cell b: empty.", "Column 3: five of clubs, queen of diamonds"} {
		if !strings.Contains(said, want) {
			t.Errorf("%q is not said:\n%s", want, said)
		}
	}
}

// TestFactsGlossedOnce: the first deal's facts are followed by what their
// words mean (expert 84, solved in 34, openings: jargon to a newcomer), and
// no other deal's.
func TestFactsGlossedOnce(t *testing.T) {
	said, _ := session(t, 617, "next", "next", "quit")
	const factsGloss = "That is: the band, easy to expert"
	if n := strings.Count(said, factsGloss); n != 1 || !strings.Contains(said, "openings win with 4 cells.\n"+factsGloss) {
		t.Errorf("the facts' words were explained %d times, or not after the first facts:\n%s", n, said)
	}
}

// TestStatusWhileAsked: status may be asked while a question waits, as
// look may (it was told to answer first).
func TestStatusWhileAsked(t *testing.T) {
	said, _ := session(t, 617, "play", "3a", "restart", "status", "no", "quit")
	if _, after, _ := strings.Cut(said, "Restart? This try counts"); !strings.Contains(after, "FreeCell number 617, 1 move") || strings.Contains(after, "Answer the question first") {
		t.Errorf("status while the restart question waits:\n%s", after)
	}
}

// TestStatusWaitsForTheCoach: status asked while the coach is thinking is
// said once it has its word (piped lines came faster than the coach, and
// status said "thinking" every time); the lines after it wait for it.
func TestStatusWaitsForTheCoach(t *testing.T) {
	settings := state.DefaultSettings()
	settings.NoMotion = true // the coach on
	m := model.New(1, model.Options{Spoken: true, Settings: &settings})
	said, _ := typed(t, m, "play", "3a", "2b", "status", "look a", "quit")
	_, after, _ := strings.Cut(said, "Moved")
	status, rest, _ := strings.Cut(after, "FreeCell number 1, 2 moves")
	if !strings.Contains(rest, "auto-play safe, winnable") || strings.Contains(rest[:strings.Index(rest, "\n")], "thinking") {
		t.Errorf("status after two moves did not wait for the coach's word:\n%s", after)
	}
	if strings.Contains(status, "Free cell a") || !strings.Contains(rest, "Free cell a") {
		t.Errorf("the line after status did not wait for it:\n%s", after)
	}
}

// TestSessionSaysAMoveLineWhole: a line of moves is said with each move's
// card, up to spokenMovesMost, never cut for width, a move home that
// auto-play made already among them (it was said with no card: "8h,"); and a
// line that wins says the win first, then its moves (it said the win alone,
// then the moves before it, a solution's sixty of them before the win).
func TestSessionSaysAMoveLineWhole(t *testing.T) {
	words := append([]string{"4a", "46", "2b"}, strings.Fields(solution617)...)
	won := slices.Index(words, "14") + 1 // the move after which auto-play sends every card home
	last := won - 8
	lines := []string{strings.Join(words[:8], " "), strings.Join(words[8:20], " "), strings.Join(words[20:last], " "), strings.Join(words[last:won], " "), "quit"}
	said, _ := session(t, 617, lines...)
	if !strings.Contains(said, "7 moves made, 3 cards home, 4 home already (auto-play sent them): 4h ace of clubs, 7h two of clubs, ch three of clubs, 47 three of spades, 74v2 four of diamonds,") ||
		!strings.Contains(said, ", 8h two of spades, 83 jack of spades.\n") {
		t.Errorf("a line of twelve moves, two of them made by auto-play already, is not said with each card:\n%s", said)
	}
	if bare := regexp.MustCompile(`(: |, )[1-8a-d][1-8a-dh](v[0-9]+)?[,.]`).FindString(said); bare != "" {
		t.Errorf("a move is said with no card (%q):\n%s", bare, said)
	}
	if !regexp.MustCompile(`\nWon FreeCell number 617 in 34 moves, [^;]*; the line: 2 moves made, 18 cards home, 1 home already \(auto-play sent it\): 4h nine of clubs, .*, 14 ten of diamonds\.`).MatchString(said) {
		t.Errorf("the win is not said first, then the line that won:\n%s", said[max(0, len(said)-600):])
	}
}

// TestSessionPicksDeals: pick sets which deals random draws, as the
// picker does, and says the choice with its count; the deal drawn is said
// before the next line is done (quit came first, and it went unsaid); a
// word pick does not know is refused, the choice kept.
func TestSessionPicksDeals(t *testing.T) {
	said, m := session(t, 617, "pick hard not won", "random", "pick", "pick nonsense", "quit")
	for _, want := range []string{
		"Random draws hard deals (they need 3 free cells), not won yet: ",
		" deals of 1 to 1,000,000, as far as the atlas knows.\nFinding a deal the picker takes.\nFreeCell number ",
		"Pick takes easy, medium, hard, expert, beyond",
	} {
		if !strings.Contains(said, want) {
			t.Errorf("%q not said:\n%s", want, said)
		}
	}
	if !regexp.MustCompile(`not won yet: [1-9][0-9,]* deals of`).MatchString(said) { // counted before it is said
		t.Errorf("the choice is said before its count:\n%s", said)
	}
	if strings.Count(said, "Random draws hard deals") != 2 {
		t.Errorf("pick alone does not say the choice kept:\n%s", said)
	}
	if f, ok := atlas.Lookup(m.Game()); !ok || f.Band != atlas.Hard {
		t.Errorf("random drew %d (%+v), not a hard deal", m.Game(), f)
	}
}

// TestPickAloneKeepsTheGame: pick alone in a game says the choice, the game
// played on (it left it for the deals, "kept").
func TestPickAloneKeepsTheGame(t *testing.T) {
	said, m := session(t, 617, "play", "8a", "pick")
	if !m.Playing() || !strings.Contains(said, "Random draws from every deal.") || strings.Contains(said, "is kept") {
		t.Errorf("pick alone in a game: playing %v\n%s", m.Playing(), said)
	}
}

// TestRefusedMoveTypedAloneNamesNoWord: a move typed alone and refused is
// named by itself, not as "word 1" of a line.
func TestRefusedMoveTypedAloneNamesNoWord(t *testing.T) {
	said, _ := session(t, 617, "play", "74v3")
	if !strings.Contains(said, "74v3: only the top card of column 7 is in sequence, not 3") || strings.Contains(strings.ToLower(said), "word 1") {
		t.Errorf("74v3 refused:\n%s", said)
	}
	if said, _ = session(t, 617, "play", "74v3 8a 8b"); !strings.Contains(said, "not 3; 2 words after it not made.") { // the rest of the line, dropped, said
		t.Errorf("74v3 8a 8b refused:\n%s", said)
	}
}

// TestStatusSaysWhereAPlaybackOrAReviewIs: status in a solution playing
// back, or a review, says the step shown (it said only the deal).
func TestStatusSaysWhereAPlaybackOrAReviewIs(t *testing.T) {
	settings := state.DefaultSettings()
	settings.NoCoach, settings.NoMotion = true, true
	r := piped(t, model.New(618, model.Options{Spoken: true, Settings: &settings}))
	r.line("solve", "Solution: 27 moves")
	r.line("next", "Move 1 of")
	r.line("next", "Move 2 of")
	r.line("status", "FreeCell number 618, classic deal, 1 to 32,000, a solution playing back, at move 2 of 27.")
	r.line("quit", "")
	r.end()
	said, _ := session(t, 617, "play", "8a", "8b", "review", "status")
	if !regexp.MustCompile(`your game reviewed, at (move \d of 2|the deal, 2 moves)\.`).MatchString(said) {
		t.Errorf("status in a review:\n%s", said)
	}
}

// TestLostGameLeftIsSaidFirst: a game with no legal move left, left for
// the next deal, is said to count lost before that deal's board (it came
// after all thirteen lines of it).
func TestLostGameLeftIsSaidFirst(t *testing.T) {
	said, _ := session(t, -1, "play", "1a", "2b", "3c", "4d", "next")
	lost, next := strings.Index(said, "counted lost"), strings.LastIndex(said, "FreeCell number 1, classic deal")
	if lost < 0 || next < 0 || lost > next {
		t.Errorf("leaving the lost game: counted lost said at %d, the next deal at %d:\n%s", lost, next, said)
	}
}

// TestConfirmationsComeBeforeTheBoard: a restart and fewer cells say so
// before the board they read out (they came after its dozen lines).
func TestConfirmationsComeBeforeTheBoard(t *testing.T) {
	for _, tc := range []struct {
		game         int64
		lines        []string
		said, before string
	}{
		{-1, []string{"play", "1a", "2b", "3c", "4d", "restart"}, "Back to the deal", "Playing FreeCell number -1"}, // from a game lost: the game played again is said after
		{617, []string{"play", "fewer cells"}, "Playing with 3 free cells from now on", "Column 1:"},
	} {
		said, _ := session(t, tc.game, tc.lines...)
		at, next := strings.LastIndex(said, tc.said), strings.LastIndex(said, tc.before)
		if at < 0 || at > next {
			t.Errorf("%v: %q at %d, %q at %d:\n%s", tc.lines, tc.said, at, tc.before, next, said)
		}
	}
}

// TestMoveWithASpace: "8 a", as dictation may write 8a, is the move; so
// is a move said in words ("column 8 to free cell b", "free cell a to column
// 2"), which was taken for the answer column.
func TestMoveWithASpace(t *testing.T) {
	said, _ := session(t, 617, "play", "8 a")
	if !strings.Contains(said, "Moved queen of hearts from column 8 to free cell a") {
		t.Errorf("8 a:\n%s", said)
	}
	said, _ = session(t, 617, "play", "column eight to free cell a", "column 5 to free cell")
	if !strings.Contains(said, "Moved queen of hearts from column 8 to free cell a") || !strings.Contains(said, "Moved jack of clubs from column 5 to free cell b") || strings.Contains(said, "No question") {
		t.Errorf("a column's number in words, and a free cell with no letter (the first empty one):\n%s", said)
	}
	said, _ = session(t, 617, "play", "column 8 to free cell b", "free cell b to column 2")
	if !strings.Contains(said, "Moved queen of hearts from column 8 to free cell b") || !strings.Contains(said, "Moved queen of hearts from free cell b to column 2") || strings.Contains(said, "No question") {
		t.Errorf("moves said in words:\n%s", said)
	}
}

// TestMovesInLooserWords: a move as people type or dictate it ("move 8 to
// a", "three b", "5-c", "1 to a free cell") is the move, a full stop after a
// command is left (dictation adds one), and a command mistyped by a letter
// is named (each was "neither a command nor a move").
func TestMovesInLooserWords(t *testing.T) {
	said, _ := session(t, 617, "play", "move 8 to a", "three b", "5-c", "1 to a free cell", "Undo.", "hlep")
	for _, want := range []string{
		"Moved queen of hearts from column 8 to free cell a",
		"Moved king of clubs from column 3 to free cell b",
		"Moved jack of clubs from column 5 to free cell c",
		"Moved jack of diamonds from column 1 to free cell d",
		"Undone: jack of diamonds",
		`"hlep" is neither a command nor a move: did you mean help?`,
	} {
		if !strings.Contains(said, want) {
			t.Errorf("%q is not said:\n%s", want, said)
		}
	}
	said, _ = session(t, 617, "play", "8a", "7b", "5c", "1d", "2 to a free cell", "column 2 to free cell")
	if n := strings.Count(said, "That is no move: no free cell is empty."); n != 2 {
		t.Errorf("a move to a free cell with every one full was said so %d times, want 2:\n%s", n, said)
	}
	said, _ = session(t, 617, "play", "?.")
	if !strings.Contains(said, "hint: the coach's next move") {
		t.Errorf("?. is not help:\n%s", said)
	}
}

// TestFewerCellsSaysTheGameIsKept: fewer cells in a game with moves made
// says that game is kept, before the other game's board.
func TestFewerCellsSaysTheGameIsKept(t *testing.T) {
	said, _ := session(t, 617, "play", "8a", "fewer cells")
	kept, board := strings.Index(said, "Your game with 4 free cells is kept: it resumes when this deal is played with 4 again."), strings.LastIndex(said, "Column 1:")
	if kept < 0 || kept > board {
		t.Errorf("fewer cells after a move:\n%s", said)
	}
}

// TestOpeningCardsHomeAreNamed: the cards auto-play sends home as a game
// begins are named before its board (618's two aces went unsaid).
func TestOpeningCardsHomeAreNamed(t *testing.T) {
	said, _ := session(t, 618, "play")
	named, board := strings.Index(said, "As the game began, auto-play sent home ace of diamonds and ace of hearts."), strings.LastIndex(said, "Column 1:")
	if named < 0 || named > board {
		t.Errorf("playing 618:\n%s", said)
	}
}

func TestParsePick(t *testing.T) {
	for _, c := range []struct {
		line string
		from atlas.Pick
		want atlas.Pick
		ok   bool
	}{
		{"hard", atlas.Pick{}, atlas.Pick{HasBand: true, Band: atlas.Hard}, true},
		{"Expert not won", atlas.Pick{}, atlas.Pick{HasBand: true, Band: atlas.Expert, NotWon: true}, true},
		{"beyond four cells", atlas.Pick{NotWon: true}, atlas.Pick{HasBand: true, Band: atlas.NeedsMoreCells, NotWon: true}, true},
		{"easy", atlas.Pick{HasBand: true, Band: atlas.Hard}, atlas.Pick{HasBand: true, Band: atlas.Easy}, true},
		{"any won too", atlas.Pick{HasBand: true, Band: atlas.Hard, NotWon: true}, atlas.Pick{}, true},
		{"", atlas.Pick{HasBand: true, Band: atlas.Hard}, atlas.Pick{HasBand: true, Band: atlas.Hard}, true},
		{"not", atlas.Pick{}, atlas.Pick{}, false},
		{"hardest", atlas.Pick{}, atlas.Pick{}, false},
	} {
		choice, ok := parsePick(c.line)
		if ok != c.ok || ok && choice.on(c.from) != c.want {
			t.Errorf("pick %q from %+v: %+v, %v; want %+v, %v", c.line, c.from, choice.on(c.from), ok, c.want, c.ok)
		}
	}
}

// TestSessionSaysBytesAreNoText: a line that is not UTF-8 (a terminal set
// to Latin-1) is said to be no text, not quoted back as replacement
// characters ("\uFFFD\uFFFD is neither a command nor a move").
func TestSessionSaysBytesAreNoText(t *testing.T) {
	said, _ := session(t, 617, "\xe9\xe8", "quit")
	if !strings.Contains(said, "That line holds bytes that are no text: is the terminal set to UTF-8?") || strings.Contains(said, "\uFFFD") {
		t.Errorf("a line of Latin-1 bytes:\n%s", said)
	}
}

// TestNameCutByTheFieldIsKept: a name whose accents are marks of their own
// is longer in characters than in width: the field takes 24 characters, the
// board 24 cells, and the session waited for the whole name to be kept,
// which never was: it hung, quit and the input's end unheard.
func TestNameCutByTheFieldIsKept(t *testing.T) {
	board, settings := leaderboard(t)
	m := model.New(617, model.Options{Spoken: true, Settings: &settings, Leaderboard: board, Player: "p1"})
	name := "A\u0301" + strings.Repeat("B", 23) // 25 characters, 24 cells
	done := make(chan string, 1)
	go func() {
		said, _ := typed(t, m, "name "+name, "quit")
		done <- said
	}()
	select {
	case said := <-done:
		kept := board.Name("p1")
		if kept == "" || !strings.HasPrefix(name, kept) || !strings.Contains(said, "Your name on the board is "+kept+".\n") || !strings.Contains(said, "Goodbye.") {
			t.Errorf("kept %q, said:\n%s", kept, said)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the session hung after name, as it waited for a name the field had cut")
	}
}

// TestSessionPlaysADealByNumber: play 618 goes to the deal and plays it (the
// number was left unread, and the deal on screen played); a number refused
// leaves the player where they were; play of the deal in play says so.
func TestSessionPlaysADealByNumber(t *testing.T) {
	said, m := session(t, 617, "play 618", "8a", "play 99999999999", "play 618", "quit")
	if !strings.Contains(said, "Playing FreeCell number 618 with 4 free cells") || !strings.Contains(said, "Moved three of spades from column 8 to free cell a") {
		t.Errorf("play 618 did not play 618:\n%s", said)
	}
	if !strings.Contains(said, "No such game: ") || !strings.Contains(said, "You are on FreeCell number 618 already") || m.Game() != 618 || !m.Playing() {
		t.Errorf("a bad number, then the deal in play (game %d, playing %v):\n%s", m.Game(), m.Playing(), said)
	}
}

// TestCellsSetsTheCount: cells 2 (or fewer cells 2) plays with two free
// cells at once, where fewer cells went one at a time, round from none to
// eight, reading the board out at each; the same count, or one there is
// not, is said so; c 4 goes back to four, the game kept there resumed.
func TestCellsSetsTheCount(t *testing.T) {
	said, _ := session(t, 617, "play", "3a", "cells 2", "cells 2", "fewer cells 9", "c 4", "quit")
	for _, want := range []string{
		"Your game with 4 free cells is kept",
		"Playing with 2 free cells from now on",
		"Playing with 2 free cells already.",
		`"9" is no count of free cells: type cells and a count from 0 to 8, as cells 4.`,
		"FreeCell number 617, 1 move", // the game kept with four, resumed
		"Your game in progress: 1 move made",
	} {
		if !strings.Contains(said, want) {
			t.Errorf("%q is not said:\n%s", want, said)
		}
	}
	if n := strings.Count(said, "Column 8:"); n > 3 {
		t.Errorf("the board was read %d times (once a game at most):\n%s", n, said)
	}
}

// TestWordsAfterTheWinningMoveSaid: a line whose first move wins says the
// words after it were not played (said as the one move it made, they went
// unsaid).
func TestWordsAfterTheWinningMoveSaid(t *testing.T) {
	said, _ := session(t, 617, "play", "4a 46 2b 27 72 42 4c 4d 4h 7h ch 47 74v2 1c 71 7h 74 83 8h 83 d8 16 1h 21 2d c2 82 87 8h 27 2c 2h 4h 6h 4h 4h 6h 6h 32v3 3h 34 38 3h ah dh 3a 3h 6h 6h 6h 5d 5h 57 53 5h 5h 3h ch 7h 8h 6c 6h 1h 1h 2h 6h 4h 13v3 1h 3h 2h 3h bh", "14 1h ch 7h 4h")
	if !strings.Contains(said, "won FreeCell number 617") && !strings.Contains(said, "Won FreeCell number 617") || !strings.Contains(said, "4 words after the win not played") {
		t.Errorf("the words after the winning move are not said:\n%s", said)
	}
}

// TestWhatToTypeSaidOnce: what to type in a game, and while browsing, is
// said the first time each is met; later the mode is named alone (every
// game opened, resumed or taken over said the dozen words again).
func TestWhatToTypeSaidOnce(t *testing.T) {
	said, _ := session(t, 617, "play", "back", "play", "back", "quit")
	if n := strings.Count(said, "type moves such as 3a"); n != 1 {
		t.Errorf("what to type in a game was said %d times, want once:\n%s", n, said)
	}
	if n := strings.Count(said, "Playing FreeCell number 617 with 4 free cells."); n != 1 {
		t.Errorf("the game played again was named %d times, want once:\n%s", n, said)
	}
	if n := strings.Count(said, "random or daily"); n != 1 || !strings.Contains(said, "Browsing deals.\n") {
		t.Errorf("what to type while browsing was said %d times, want once, then the mode alone:\n%s", n, said)
	}
}

// TestCellsBackToAGameKept: cells 4 back to a game kept with four free
// cells resumes it, said once (it said "play resumes it", of a game
// resumed already, then that the game was in progress).
func TestCellsBackToAGameKept(t *testing.T) {
	store, settings := storedSettings(t)
	m := model.New(1, model.Options{Spoken: true, Settings: &settings, Store: store})
	said, _ := typed(t, m, "play", "3a", "cells 2", "1a", "cells 4", "quit")
	if !strings.Contains(said, "Your game in progress: 1 move made") || strings.Contains(said, "play resumes it, from where you left it") {
		t.Errorf("the game resumed by cells 4 is not said once, as resumed:\n%s", said)
	}
}

// TestCellsWhileBrowsingSaysTheGameKept: cells 3 while browsing, on a deal
// with a game kept with three free cells, says that game (play resumes it),
// not the deal as dealt: typed at once after the run began, the deal's
// record was left unread for the hurry, and the board heard was not the
// game play then resumed.
func TestCellsWhileBrowsingSaysTheGameKept(t *testing.T) {
	store, settings := storedSettings(t)
	m := model.New(617, model.Options{Spoken: true, Settings: &settings, Store: store})
	if said, _ := typed(t, m, "cells 3", "play", "1a", "cells 4", "quit"); !strings.Contains(said, "Moved jack of diamonds from column 1 to free cell a") {
		t.Fatalf("no game was made with three free cells:\n%s", said)
	}
	m = model.New(617, model.Options{Spoken: true, Settings: &settings, Store: store})
	said, _ := typed(t, m, "cells 3", "quit")
	if _, after, _ := strings.Cut(said, "Playing with 3 free cells from now on"); !strings.Contains(after, "Your game in progress on this deal: 1 move") {
		t.Errorf("cells 3 while browsing did not say the game kept with three:\n%s", said)
	}
}

// TestCellsInAPlaybackSaysWhatBackLeaves: cells 2 in a solution's
// playback says where free cells are set, and names what back leaves (it
// said "back leaves this for them").
func TestCellsInAPlaybackSaysWhatBackLeaves(t *testing.T) {
	settings := state.DefaultSettings()
	settings.NoCoach, settings.NoMotion = true, true
	r := piped(t, model.New(618, model.Options{Spoken: true, Settings: &settings}))
	r.line("solve", "Solution: 27 moves")
	r.line("cells 2", "Free cells are set on the deals or in a game: back leaves the solution's playback.")
	r.line("quit", "")
	r.end()
}

// TestSessionSaysTheDealWon: a deal browsed again after its win says the
// win, as the board view's title does ("won · best 84 moves").
func TestSessionSaysTheDealWon(t *testing.T) {
	said, _ := session(t, 617, "4a", "46", "2b", solution617, "next", "previous", "status", "quit")
	_, after, _ := strings.Cut(said, "FreeCell number 618")
	if strings.Count(after, "This deal: won, best ") != 2 { // browsed back to, and asked
		t.Errorf("the win is not said of the deal browsed again:\n%s", after)
	}
}
