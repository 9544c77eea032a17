package view

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"charm.land/bubbles/v2/spinner"
	"charm.land/bubbles/v2/textinput"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/daily"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/words"
)

// StatusKind says what the status line reports.
type StatusKind int

// What a status line can report.
const (
	NoStatus           StatusKind = iota // nothing
	AtFirstGame                          // a step back from the first game (Game)
	AtLastGame                           // a step on from the last game (Game)
	AtRangeStart                         // Home at the first game of its range (Game)
	AtRangeEnd                           // End at the last game of the widest range (Game)
	NoEarlierGame                        // Back with nothing to go back to
	Solving                              // a solve of Game is running (Spinner)
	SolvingHere                          // a solve of the position in play is running (Spinner)
	SolvedHere                           // that solve found a solution while the player was busy: s plays it back
	StoppedSolvingHere                   // that solve was stopped
	SolveStopped                         // the solve of Game was cancelled
	Seeking                              // looking for a random deal the solver solves (Spinner)
	SeekFailed                           // no solvable deal in Count random draws
	Impossible                           // the solver proved Game impossible
	GaveUp                               // the solver stopped without a verdict (Stop)
	SolvableOnlyOn                       // r draws only deals the solver solves
	SolvableOnlyOff                      // r draws any deal
	NonePicked                           // no deal the picker takes is known (Choice)
	PickerRulesRandom                    // R while the picker's choice (Choice) rules r: R changes nothing
	PickedRoundToFirst                   // N past the last deal the picker takes went round to the first (Game)
	PickedRoundToLast                    // P before the first went round to the last (Game)
	PickingDeal                          // a deal the picker takes is sought (Spinner)
	AtJourneyEdge                        // a block before the first or after the last of the journey map
	PlaybackStatus                       // a solution plays back (Play)
	PlaybackAtEnd                        // a step on from the end of the solution (Play)
	PlaybackAtStart                      // a step back from the deal (Play)
	ReviewAtEnd                          // a step on from a review's last move (Count: its number)
	ReviewAtStart                        // a step back from the deal, before a review's first move
	PlaybackSpeed                        // the animation's speed changed (Play)
	PlaybackUnit                         // stepping changed: a move a step, or one card a step (Play)
	BadSolution                          // the solver\'s answer did not replay: a bug

	Picked             // the player picked cards up (Pick, Card: the deepest, Count: how many could be)
	PickedAll          // as Picked, after the player asked for more cards than can move together
	PickedWholeRun     // as Picked, after the player asked for more cards than the run in order holds
	PickedOne          // as Picked, after the player asked for fewer than one card
	PickedNotAKey      // as Picked, after a key that names no place (Notation: the key)
	Refused            // an illegal move (Problem)
	Moved              // the player's step (Moves)
	Undone             // a step taken back (Moves)
	Redone             // a step made again (Moves)
	UndoneRestart      // a restart taken back
	RedoneRestart      // a restart made again
	Restarted          // back to the deal
	PlayingAgain       // a won deal dealt again: a new game
	GameIsWon          // undo or redo in a won game: it is over (Notation: a key that does nothing there, if that was it)
	WonNoPlayOn        // play from a step of a won game's review: there is nothing to play on
	NothingToUndo      // undo at the deal
	NothingToRestart   // restart at the deal: no move made
	NothingToRedo      // redo with nothing undone
	AutoPlaySet        // the auto-play mode changed (Auto)
	NoFreeCell         // the first free cell asked for, with the free cells full (or none)
	LostAsDealt        // NoMoveLeft with no move made: the deal has none (-1 with no free cells), and nothing is counted
	NoPlaceFor         // a double click on Pick.Count cards of Pick.From, in sequence, that no place takes now
	StaysInOrder       // a double click on Pick.Count cards of Pick.From in order on the card beneath, which go nowhere but aside
	PickFirst          // the first free cell asked for with nothing picked up
	HomeAlready        // a move home from a place whose card auto-play sent home after the last move (Card, Pick.From)
	InFreeCellAlready  // the first free cell asked for with a free cell's Card picked up: put back
	WonAlready         // a layout that is won as it stands: nothing to play
	NothingToPick      // a source with no card (Pick.From)
	NotAKey            // a key that does nothing in a game (Notation: the key)
	BrowseNotAKey      // a key that does nothing while browsing (Notation: the key)
	BoardOnServerOnly  // the daily board's key, away from a server (Notation: the key)
	NoShareLine        // the share line's key with no won daily's line shown (Notation: the key)
	DealsKey           // a key of the deals (n, →, r), pressed in a game (Notation: the key)
	CtrlCNotQuit       // Ctrl+C, which a keys file took from quitting and bound to nothing (Notation: the quit key)
	MovesMade          // a move line made Count moves
	NoMoves            // a move line with nothing on it
	CoachOn            // the coach was turned on
	CoachOff           // the coach was turned off
	NoLosingMove       // L with no known losing move (Why)
	BeforeLosingMove   // undone to just before losing move Count
	Hint               // the solver's next move (Moves[0], Notation), and the cards auto-play sends home after it (Moves[1:])
	NoHint             // no hint to give (Why)
	NoSolutionHere     // s in play with no solution to show (Why)
	MoveLineRefused    // a move line stopped at move Count+1 (Notation; Problem or Syntax)
	MoveLineDiverged   // a move line stopped at move Count+1 (Notation), which uses Card, sent home by auto-play
	Won                // the game is won (Game, Result, Best)
	TookOver           // play took over from a playback at step Count
	NothingToPlayOn    // Enter at the end of a deal's solution: it has won, no game is made of it
	Resumed            // a game in progress came back, with Count moves
	NotSaving          // a write to the saved games failed (Save)
	NothingToReview    // V before the first move
	NoLosingMoveHere   // L in a review that names no losing move (Why)
	BeforeReviewedMove // the game taken back to just before move Count, from the review

	SeekingShortest // looking for a solution shorter than Count player moves (Search, Spinner)
	ShorterFound    // a solution of Count player moves replaced one of Was
	NoShorter       // no solution shorter than Count player moves was found
	ShortestGaveUp  // the search for a solution shorter than Count gave up (Stop)
	ShortestStopped // the search was stopped: the solution still has Count player moves

	Opening             // the game in progress on Game is being read
	SavingAgain         // a save succeeded after failures
	SavedGameSetAside   // the game in progress saved on Game did not replay, or was out of bounds: set aside
	KeptOurs            // the player kept their game on Game over another program's, set aside
	KeptOursTheirsEnded // the player kept their game on Game; another program had ended its own there
	TookTheirsEnded     // the player took the other program's game, which it had ended: a new game
	TookTheirs          // the player took another program's game on Game; theirs is set aside
	StatsCleared        // the statistics were cleared
	GameTooLong         // a move past the most a game holds (Count)
	StoreSetAside       // the saved games were damaged, kept as the file Notation; or Count rows out of bounds were set aside
	FreeCellsSet        // deals are played with Count free cells from now on
	PositionCopied      // the position on screen was sent to the terminal's clipboard (it may refuse it unseen)
	LayoutKeepsCells    // a layout is played with the Count free cells it was opened with
	CellsKeptHere       // a playback or a review keeps the Count free cells it was made with
	DailyKeepsCells     // the daily is played with Count free cells, for everyone alike
	NoDaily             // the table of dailies has no deal for today
	ShareCopied         // the won daily's share line was sent to the clipboard
	GuestKeepsNothing   // a server's guest: nothing played is saved
	ServerWelcome       // a server's player, as the viewer opens: the daily and its board
	DailyNewDay         // a new game on an earlier day's daily: today's is shown in its place
	EarlierDailyWaits   // today's daily shown, an earlier day's in progress (Notation: its date)
	EarlierDailyShown   // an earlier day's daily in progress shown (Notation: its date)
	DailyWonToday       // today's daily, shown, was won today (Share)

	SeekingOptimal // proving the fewest player moves, the solution shown having Count (Search: Bound, Known; Spinner)
	OptimalFound   // the fewest there are, Count player moves, replaced a solution of Was
	OptimalShown   // the solution shown, of Count player moves, is proven the fewest
	OptimalGaveUp  // the proof gave up (Stop), the fewest being at least Count
	OptimalStopped // the proof was stopped, the fewest being at least Count
	OptimalAbove   // the solution shown, of Was player moves, keeps cards out: with every card sent home at once the fewest is Count

	NoMoveLeft      // no legal move is left in the game: it is lost unless undone
	MoveLineTooLong // a paste did not fit the move line, which holds Count characters; nothing was made
	LeftLost        // the game on Game, with no legal move left, was left: it counts lost
	LeftKept        // the game on Game was left in progress: it is kept, and PlayDeal resumes it
	LeftKeptUnsaved // as LeftKept, where nothing is saved (a server's guest): kept until the run ends
	LeftKeptFor     // the game of Game left for another deal by F2 or F3, kept (Count 1: until the run ends, nothing saved)
	LeftKeptForNew  // as LeftKeptFor, said in the new game F2 or F3 started: Browse, BackDeal, then PlayDeal resume it
	LeftLostForNew  // as LeftLost, said in the new game F2 or F3 started
	SavedQuitAgain  // saves work again while the question of quitting unsaved was put: it is put away
	PasteNotMoves   // text pasted in a game that is no moves: nothing played
	PasteNotGame    // text pasted while browsing that is no game number
	PasteNotHere    // text pasted where nothing reads it (a solution playing back, a review, a won game): dropped
	KeysFileRefused // the keys file could not be used: the default keys are kept
	NoSuspend       // the suspend key where nothing would resume a stopped process: nothing stops
	QuitAgain       // the quit key on the too-small screen, where quitting throws a game away: once more quits

	statusKinds // how many kinds there are: a new kind goes before it
)

// Search is how far a search for a shorter solution has gone.
type Search struct {
	Moves int // the player moves of the positions it has reached
	Home  int // the most cards home in one of them
	Pass  int // which of its searches runs, from 1
	// The proof of the fewest moves's: the fewest a solution can have, as far
	// as proven, and the fewest of a solution it found (0: none yet).
	Bound, Known int
}

// Status is what the status line says, as state: the view puts it in words.
type Status struct {
	Kind    StatusKind
	Game    int64
	Save    state.Problem // NotSaving
	Trouble *state.Error  // NotSaving: the store's error, where it names a path and why (nil: Save alone)
	Stop    solver.Stop
	Why     Why
	Count   int
	Play    *Playback
	Spinner spinner.Model

	Pick       Pick // Picked: the cards picked; Moved: the cards picked, where fewer went
	Clicked    bool // Picked, PickFirst: by the mouse, so where they go is clicked too
	AtDeal     bool // Resumed: its try is at the deal, nothing to restart; Restarted: from the deal, leaving its help or time behind
	Restarted  bool // Resumed at the deal: by a restart, which undo takes back
	CleanStart bool // Resumed at the deal: with help shown or time counted, which a restart leaves behind
	// Loss: UndoneRestart of a restart that counted the try lost, its loss
	// taken back; RedoneRestart, its loss counted again
	Loss        bool
	Card        dealer.Card
	Problem     *rules.MoveError
	Syntax      *rules.NotationError // a word of a move line that is no move
	Moves       []rules.Move
	Auto        rules.AutoMode
	Notation    string
	Next        string // EarlierDailyShown: the date of the next earlier daily in progress, D's ("": D shows today's)
	OnToday     bool   // NoShareLine: today's daily is on screen, not won yet
	Result      Result
	Best        *Result          // the best result on the deal before this one, if any
	WonBefore   bool             // Won with no Best: the deal was won before, with help
	Optimal     int              // Won: the fewest player moves the deal takes, when proven (0: not known)
	Assisted    bool             // Won: the win had help: kept apart from bests and streaks
	Search      Search           // SeekingShortest
	Was         int              // ShorterFound: the player moves of the solution replaced
	Words       int              // MovesMade, MoveLineRefused, MoveLineDiverged: the words of the move line taken (Count: the player's moves made)
	Left        int              // MoveLineRefused: the words after the one refused, left unmade; MovesMade: the words after the win
	Home        int              // MovesMade: the words that sent a card home, or found it home already
	HomeAlready int              // MovesMade: those of Home that found their card sent home by auto-play already
	CardsHome   int              // MovesMade: the cards they sent home, auto-play's after them among them
	Choice      atlas.Pick       // NonePicked, PickerRulesRandom: the picker's choice
	Waiting     bool             // a search the status tells of waits its turn: a server's searches are all taken
	Share       *Share           // DailyWonToday: the day's win
	Keys        *state.KeysError // KeysFileRefused: where the keys file went wrong, and what
	Before      *Status          // NoMoveLeft: what the moves that left none said (spoken first: the loss takes its line); MoveLineRefused: the moves made before the word refused; Won: the move line that won (spoken first)

}

// Playback is a solution being played back, at one step.
type Playback struct {
	Step, Steps int          // the step shown (0: where the solution starts) and how many there are
	After       int          // the player's moves before the solution starts (0: it starts at the deal)
	Moves       []rules.Move // the step's moves: a player's move and the foundation moves after it, or one move
	Notation    string       // the step's moves as typed under the player's auto-play: its first, and those home the mode does not make
	PlayerMoves int          // and those but foundation moves
	Single      bool         // stepping one move at a time
	Playing     bool
	Interval    time.Duration // the animation's time a step
}

// Prompt is the game-number prompt.
type Prompt struct {
	Input   textinput.Model
	Entered bool // Enter was pressed on what is typed
	Cut     bool // the move line: a paste did not fit, and Enter will make no move of it
	Back    bool // the game-number prompt opened from a game (F3): Esc goes back to it
}

// statusLine puts a status in words, styled.
func (r *renderer) statusLine(s Status) string {
	st, g := r.Styles, r.glyphs
	plain := func(text string) string { return st.Status.Render(text) }
	if s.Waiting { // whatever the search, its wait is the news
		return s.Spinner.View() + " " + plain(r.say(fmt.Sprintf("waiting for a turn: the server's searches are all taken%s %s stops it", g.Ellipsis, r.Names.Stop),
			"waiting for a turn"+g.Ellipsis))
	}
	switch s.Kind {
	case PickedRoundToFirst, PickedRoundToLast:
		side, end := "after", "first"
		if s.Kind == PickedRoundToLast {
			side, end = "before", "last"
		}
		return plain(r.say(fmt.Sprintf("round again: no deal picked %s that one, so the %s, game %s", side, end, words.Number(s.Game)),
			"round again: the "+end+" picked"))
	case AtFirstGame:
		if s.Game == dealer.Classic.First && r.Names.GoTo != "" { // the joke deals come before it by number, stepped to from -1 only
			return plain(r.say(fmt.Sprintf("game 1 is the first (the joke deals: %s -1)", r.Names.GoTo), "game 1 is the first"))
		}
		return plain(fmt.Sprintf("game %s is the first: there is none before it", words.Number(s.Game)))
	case AtLastGame:
		return plain(fmt.Sprintf("game %s is the last: there is none after it", words.Number(s.Game)))
	case AtRangeStart:
		return plain(fmt.Sprintf("already at the start of the range: game %s", words.Number(s.Game)))
	case AtRangeEnd:
		if rng, _ := dealer.RangeOf(s.Game); rng == dealer.Special {
			return plain(fmt.Sprintf("already at the last joke deal: game %s", words.Number(s.Game)))
		}
		return plain(fmt.Sprintf("already at the end of the widest range: game %s", words.Number(s.Game)))
	case NoEarlierGame:
		return plain("no earlier deal to go back to")
	case BrowseNotAKey:
		return plain(r.say(fmt.Sprintf("%s does nothing while browsing: %s shows every key", s.Notation, r.Names.Help),
			s.Notation+" does nothing here"))
	case PasteNotGame:
		return plain(r.say("that paste is not a game number (as 617 or #11,982): nothing opened", "that paste is not a game number"))
	case PasteNotHere:
		return plain(r.say("a paste is read in a game (moves) or while browsing (a game number): here it does nothing", "a paste does nothing here"))
	case BoardOnServerOnly:
		return plain(r.say(fmt.Sprintf("%s shows the daily board, on a freecell server only (played over ssh)", s.Notation),
			s.Notation+": the daily board, on a server only"))
	case NoShareLine:
		return plain(r.noShareLine(s))
	case Solving:
		return s.Spinner.View() + " " + plain(fmt.Sprintf("solving %s%s %s stops it", gameWords(s.Game), g.Ellipsis, r.Names.Stop))
	case SolvingHere:
		return s.Spinner.View() + " " + plain(r.say(fmt.Sprintf("the coach has no solution at hand: solving from here%s %s stops it", g.Ellipsis, r.Names.Stop),
			fmt.Sprintf("solving from here%s %s stops it", g.Ellipsis, r.Names.Stop)))
	case SolvedHere:
		return plain(fmt.Sprintf("the solver found a solution from here: %s plays it back", r.Names.Solve))
	case StoppedSolvingHere:
		return plain("stopped solving from here")
	case SolveStopped:
		return plain("stopped solving " + gameWords(s.Game))
	case Seeking:
		return s.Spinner.View() + " " + plain("finding a deal the solver solves"+g.Ellipsis+" "+r.Names.Stop+" stops it")
	case SeekFailed:
		return plain(fmt.Sprintf("no solvable deal in %d random draws", s.Count))
	case Impossible:
		// The count always: a deal that needs five (11982) is impossible with four alone, which the facts row's "needs 5 free cells" above says.
		return st.Strong.Render("impossible:") + plain(fmt.Sprintf(" no sequence of moves solves %s with %s", gameWords(s.Game), words.FreeCellsName(r.Board.Position.FreeCellCount())))
	case CellsKeptHere:
		return plain(r.say(fmt.Sprintf("this shows play with %s: the number of free cells changes while browsing or playing (esc goes back)", words.FreeCellsName(s.Count)),
			"free cells change while browsing or playing"))
	case DailyKeepsCells:
		steps := []string{r.Names.NextPrev} // the deals' keys, once the settings are closed and the game is left
		if r.Mode == Playing || r.Mode == WonGame || r.Mode == NoMoveGame {
			steps = append([]string{r.Names.Browse}, steps...)
		}
		if r.Panel.Settings != nil { // there, ← and → change the setting: they read as the arrows that did nothing
			steps = append([]string{r.Names.CloseSettings}, steps...)
		}
		leave := steps[0] + " leaves it"
		if len(steps) > 1 {
			leave = strings.Join(steps[:len(steps)-1], ", then ") + ", then " + steps[len(steps)-1] + ", leaves it"
		}
		return plain(r.say(fmt.Sprintf("the daily keeps %s for everyone: %s for the deals", words.FreeCellsName(s.Count), leave),
			"the daily keeps its free cells"))
	case NoDaily:
		_, last := daily.Range()
		return plain(r.say(fmt.Sprintf("no daily deal today: the table of dailies ends on %s (a newer freecell has more)", last), "no daily today"))
	case EarlierDailyWaits:
		return plain(r.earlierDailyWaits(s))
	case EarlierDailyShown:
		return plain(r.earlierDailyShown(s))
	case DailyNewDay:
		return plain(r.say("a new day, a new daily: this is today's (a game is new only on the day's own daily)", "a new day: today's daily"))
	case DailyWonToday:
		short := "today's daily is won in " + Moves(s.Share.Moves)
		if s.Share.Assisted {
			short = "today's daily is won with help, in " + Moves(s.Share.Moves)
		}
		return plain(r.say(fmt.Sprintf("won today %s %s", g.Dot, ShareLine(*s.Share)), short))
	case KeysFileRefused:
		return st.Error.Render(g.Cross+" ") + plain(r.say(s.Keys.Error(), "keys file refused (freecell --keys says why): default keys"))
	case GuestKeepsNothing:
		return plain(r.say("welcome, guest: nothing you play is saved (log in with an SSH key to keep your games)", "guest: nothing is saved"))
	case ServerWelcome:
		n := r.Names
		if g.Spoken { // commands, not keys
			return plain(fmt.Sprintf("welcome: your games are kept with your key; %s plays today's daily, %s shows who won it, %s lists the commands", n.Daily, n.Leaderboard, n.Help))
		}
		return plain(r.say(fmt.Sprintf("welcome: your games are kept with your key %s %s today's daily %s %s who won it %s %s keys", g.Dot, n.Daily, g.Dot, n.Leaderboard, g.Dot, n.Help),
			fmt.Sprintf("welcome: %s today's daily, %s its board", n.Daily, n.Leaderboard)))
	case ShareCopied:
		return plain(r.say("sent the share line to the terminal's clipboard (if it takes copies)", "share line sent to the clipboard"))
	case LayoutKeepsCells:
		return plain(r.say(fmt.Sprintf("a layout keeps the %s it was opened with (freecell --layout FILE --freecells N)", words.FreeCellsName(s.Count)),
			"a layout keeps its free cells"))
	case WonAlready:
		return plain(r.say("the layout is won as it stands (auto-play sends every card home): there is nothing to play", "won as it stands: nothing to play"))
	case QuitAgain:
		return plain(fmt.Sprintf("%s again quits: your game in progress is not kept", r.Names.Quit))
	case NoSuspend:
		undo := "" // in a game, Windows' Ctrl+Z is undo: said which key is
		if r.Mode == Playing && r.Names.Undo != "" {
			undo = fmt.Sprintf("; %s undoes a move", r.Names.Undo)
		}
		return plain(r.say(fmt.Sprintf("%s cannot suspend freecell here: nothing would resume it (%s quits%s)", r.Names.Suspend, r.Names.Quit, undo),
			r.Names.Suspend+" cannot suspend here"))
	case PositionCopied:
		return plain(r.say("sent the position to the terminal's clipboard, in fc-solve's format (freecell --layout reads it), if the terminal takes copies (OSC 52)",
			"sent to the terminal's clipboard"))
	case FreeCellsSet:
		if r.Panel.Settings != nil || r.glyphs.Spoken { // its row's arrows change it there; a line names the count
			return plain(r.say(fmt.Sprintf("playing with %s from now on (each count keeps a game of its own)", words.FreeCellsName(s.Count)), "playing with "+words.FreeCellsName(s.Count)))
		}
		cells, next := words.FreeCellsName(s.Count), "one fewer"
		if s.Count == 0 { // F goes round: from none to eight
			next = words.FreeCellsName(rules.MaxFreeCells)
		}
		if r.Names.Settings == "" {
			return plain(r.say(fmt.Sprintf("playing with %s from now on (%s: %s; each count keeps a game of its own)", cells, r.Names.FreeCells, next), "playing with "+cells))
		}
		// F goes one way, round through eight: back to four took eight presses, unsaid
		return plain(r.sayIn(fmt.Sprintf("playing with %s from now on (%s: %s, %s: any count; each count keeps a game of its own)", cells, r.Names.FreeCells, next, r.Names.Settings),
			fmt.Sprintf("playing with %s from now on (%s: %s, %s: any count)", cells, r.Names.FreeCells, next, r.Names.Settings), "playing with "+cells))

	case GaveUp:
		return st.Strong.Render("the solver gave up:") + plain(" "+stopWords(s.Stop))
	case SolvableOnlyOn:
		return plain(fmt.Sprintf("%s now draws only deals the solver solves (%s again: any deal)", r.Names.Random, r.Names.Solvable))
	case SolvableOnlyOff:
		return plain(r.Names.Random + " now draws any deal")
	case PickerRulesRandom:
		return plain(r.say(fmt.Sprintf("%s does nothing while the picker chooses what %s draws (%s): %s changes that", r.Names.Solvable, r.Names.Random, PickWords(s.Choice, false), r.Names.Picker),
			fmt.Sprintf("the picker chooses what %s draws: %s changes that", r.Names.Random, r.Names.Picker)))
	case NonePicked:
		return plain(r.say(fmt.Sprintf("no deal of 1%s1,000,000 is known to be %s (%s picks again)", r.glyphs.Dash, PickWords(s.Choice, false), r.Names.Picker),
			"no such deal is known"))
	case AtJourneyEdge:
		return plain(fmt.Sprintf("the journey map shows deals 1%s1,000,000, Windows' own", r.glyphs.Dash))
	case PickingDeal:
		return s.Spinner.View() + plain(" finding a deal the picker takes")
	case PlaybackStatus, PlaybackAtEnd, PlaybackAtStart, PlaybackSpeed, PlaybackUnit:
		return r.playbackLine(s)
	case ReviewAtEnd:
		return plain(fmt.Sprintf("move %d is the last one made", s.Count))
	case ReviewAtStart:
		return plain("this is the deal: nothing comes before it")
	case SeekingOptimal, OptimalFound, OptimalShown, OptimalGaveUp, OptimalStopped, OptimalAbove:
		return r.optimalLine(s)
	case SeekingShortest, ShorterFound, NoShorter, ShortestGaveUp, ShortestStopped:
		return r.shortestLine(s)
	case BadSolution:
		return st.Error.Render("internal error: the solver's answer does not replay (a bug; please report it)")
	case NoStatus:
	default:
		return r.playLine(s)
	}
	return ""
}

// stepUnit is what a step of playback pb is: a player's move, as the title
// counts them, or a card's move, one card a step.
func stepUnit(pb *Playback) string {
	if pb.Single {
		return "card move"
	}
	return "move"
}

// playbackLine is "step 3/36: 2b K♠ from column 2 to free cell b, then 2♣ home".
func (r *renderer) playbackLine(s Status) string {
	st, g, pb := r.Styles, r.glyphs, s.Play
	unit := stepUnit(pb)
	var text string
	switch {
	case s.Kind == PlaybackAtEnd:
		return st.Strong.Render(fmt.Sprintf("the end: solved in %s", Moves(pb.PlayerMoves)))
	case s.Kind == PlaybackAtStart && pb.After > 0: // a solution from a game's position
		return st.Strong.Render(fmt.Sprintf("the solution starts here, after your %s", Moves(pb.After))) + st.Status.Render(fmt.Sprintf(" %s %s steps", g.Dot, g.Right))
	case s.Kind == PlaybackAtStart:
		return st.Strong.Render("this is the deal: nothing comes before it") + st.Status.Render(fmt.Sprintf(" %s %s steps", g.Dot, g.Right))
	case pb.Step == 0:
		text = st.Strong.Render("solution: " + Moves(pb.PlayerMoves))
		if r.brief == 0 && !pb.Playing && !g.Spoken { // spoken, the playback's commands were said as it began
			text += st.Status.Render(fmt.Sprintf(" %s %s steps, %s plays", g.Dot, r.Names.Step, r.Names.PlayPause))
		}
	default:
		head := fmt.Sprintf("%s %d/%d: %s", unit, pb.Step, pb.Steps, pb.Notation)
		if pb.Step == pb.Steps {
			head = fmt.Sprintf("%s %d/%d, solved: %s", unit, pb.Step, pb.Steps, pb.Notation)
		}
		text = st.Strong.Render(head)
		if words := r.stepWords(pb.Moves); words != "" && g.Spoken { // the move's words first: a screen reader says 68 as sixty-eight
			text = st.Strong.Render(strings.TrimSuffix(head, ": "+pb.Notation)+": "+words) + st.Status.Render(" ("+pb.Notation+")")
		} else if words != "" && r.brief < 2 { // fewest words: the notation alone
			text += st.Status.Render(" " + words)
		}
	}
	switch {
	case pb.Playing:
		text = st.Setting.Render(fmt.Sprintf("%s %s ms a %s %s ", g.Play, words.Number(pb.Interval.Milliseconds()), unit, g.Dot)) + text
	case s.Kind == PlaybackUnit && pb.Single:
		text = st.Setting.Render("one card a step "+g.Dot+" ") + text
	case s.Kind == PlaybackUnit:
		text = st.Setting.Render("a move a step "+g.Dot+" ") + text
	case s.Kind == PlaybackSpeed && r.brief > 0:
		text = st.Setting.Render(fmt.Sprintf("speed: %s ms %s ", words.Number(pb.Interval.Milliseconds()), g.Dot)) + text
	case s.Kind == PlaybackSpeed:
		text = st.Setting.Render(fmt.Sprintf("speed: %s ms a %s (%s plays) %s ", words.Number(pb.Interval.Milliseconds()), unit, r.Names.PlayPause, g.Dot)) + text
	}
	return text
}

// stopWords say why a search stopped without a verdict.
func stopWords(stop solver.Stop) string {
	switch stop {
	case solver.TimeLimit:
		return "time limit reached"
	case solver.MemoryBound:
		return "it kept as many positions as its memory allows"
	case solver.BadAnswer:
		return "internal error: its solution did not replay (a bug; please report it)"
	case solver.DiskBound:
		return "its files on disk reached their bound"
	case solver.DiskFailed:
		return "its files on disk could not be written"
	default: // solver.Stopped
		return "stopped before a verdict"
	}
}

// promptLine is the prompt, and what is wrong with what is typed, or else
// note (see lineNote).
func (r *renderer) promptLine(p *Prompt, note string) string {
	input := p.Input
	input.Prompt = GamePrompt
	if w := lipgloss.Width(input.Value()) + 1; w <= input.Width() {
		input.SetWidth(max(w, 8)) // the problem follows what is typed; longer, it scrolls
	}
	if problem := PromptProblem(input.Value(), p.Entered, r.glyphs); problem != "" {
		room := r.Width - r.margin - lipgloss.Width(GamePrompt) - max(lipgloss.Width(input.Value())+1, 8) - 3
		for _, move := range r.moveTypedWords(input.Value(), p.Back) { // the longest that fits: at 52 columns it was cut at "enter pl…"
			if problem = move; lipgloss.Width(move) <= room {
				break
			}
		}
		note = r.Styles.Error.Render(r.glyphs.Cross + " " + problem)
	}
	return r.inputWith(input, note)
}

// moveTypedWords say, of a move typed while browsing (a digit opens the
// prompt, so "3a" became a game number refused), where moves are typed,
// longest first: "a move: esc, then enter plays the deal" (what is typed is
// on screen); back, from a game, "a move: esc goes back to your game". None
// for other text.
func (r *renderer) moveTypedWords(text string, back bool) []string {
	if _, err := rules.ParseMove(text); err != nil || r.Names.PromptCancel == "" || r.Names.PlayDeal == "" {
		return nil
	}
	if _, err := dealer.ParseGame(text); err == nil {
		return nil
	}
	esc := r.Names.PromptCancel
	if back {
		return []string{fmt.Sprintf("a move: %s goes back to your game", esc), fmt.Sprintf("a move: %s goes back", esc)}
	}
	return []string{fmt.Sprintf("a move: %s, then %s plays the %s", esc, r.Names.PlayDeal, dealWord(r.Board.Game)), fmt.Sprintf("a move: %s, then %s", esc, r.Names.PlayDeal)}
}

// lineNote is what a line being typed says after its text: Ctrl+C's word
// where a keys file moved the line's quit (the status line is the line's).
func (r *renderer) lineNote(s Status) string {
	if s.Kind != CtrlCNotQuit {
		return ""
	}
	return r.statusLine(s)
}

// inputWith is input, then note after it: the note is said whole, at every
// width, what is typed scrolling to make room, its end (where the cursor is)
// in view.
func (r *renderer) inputWith(input textinput.Model, note string) string {
	if note == "" {
		return input.View()
	}
	line := input.View() // its cursor's cell ends it: a space before the note
	if over := lipgloss.Width(line) + 1 + lipgloss.Width(note) - (r.Width - r.margin); over > 0 {
		// What was typed stays whole (up to a game number's width) where the
		// note can give way: "8901 ✗ no such game" read as 8901 refused, when
		// 12345678901 was.
		whole := min(lipgloss.Width(input.Value())+1, input.Width(), 16)
		input.SetWidth(max(input.Width()-over, whole, 4))
		input.SetCursor(input.Position()) // scrolls to the cursor at the new width
		line = input.View()
		note = ansi.Truncate(note, max(r.Width-r.margin-lipgloss.Width(line)-1, 0), r.glyphs.Ellipsis)
	}
	return line + " " + note
}

// GamePrompt is the game-number prompt's.
const GamePrompt = "Go to game: "

// PromptWidth is the width of the game-number prompt's text on a screen
// width columns wide: a number longer than that scrolls.
func PromptWidth(width int) int { return max(width-len(GamePrompt)-2, 8) }

// MoveLinePrompt is the move line's prompt.
const MoveLinePrompt = "Moves: "

// MoveLineWidth is the width of the move line's text on screen s: from the
// board's left edge, where it starts, to the screen's right; a line longer
// than that scrolls, showing the cursor's end.
func MoveLineWidth(s Screen) int {
	margin := 0
	if r, _, _, ok := plan(s); ok {
		margin = r.margin
	}
	return max(s.Width-margin-len(MoveLinePrompt)-2, 8)
}

// moveLinePrompt is the move line: "Moves: 3a 46 74v2", the input's own
// width (MoveLineWidth) showing where the cursor is; with no free cells, its
// example moves no card to one.
func (r *renderer) moveLinePrompt(p *Prompt, cells int, note string) string {
	input := p.Input
	input.Prompt = MoveLinePrompt
	input.Placeholder = "3a 46 74v2 1h"
	if cells == 0 {
		input.Placeholder = "46 74v2 1h"
	}
	if p.Cut && note == "" { // said as the paste comes, not only at Enter
		note = r.Styles.Error.Render(r.glyphs.Cross + " " + r.say("paste too long: enter makes no move of it", "paste too long"))
	}
	return r.inputWith(input, note)
}

// PromptNamesRange reports whether PromptProblem's words for text name the
// game numbers there are (a number that is no game), so that a caller adds
// no other words for them.
func PromptNamesRange(text string) bool {
	_, err := dealer.ParseGame(text)
	var gameErr *dealer.GameError
	return errors.As(err, &gameErr) && gameErr.Problem != dealer.NoNumber && gameErr.Problem != dealer.NotANumber
}

// PromptProblem says why text is not a game: as soon as typing more could never
// make it one (or it is 0: a game is not typed with a leading zero, though
// one reads), and once Enter is pressed on it.
func PromptProblem(text string, entered bool, g *Glyphs) string {
	_, err := dealer.ParseGame(text)
	var gameErr *dealer.GameError
	if !errors.As(err, &gameErr) || dealer.GamePrefix(text) && !entered && gameErr.Number != "0" {
		return ""
	}
	switch gameErr.Problem {
	case dealer.NoNumber:
		return "no game number given"
	case dealer.NotANumber:
		return "not a game number" // what is typed is on screen already
	default: // dealer.NoSuchGame: the number is on screen, as typed
		return "no such game: " + strings.Replace(dealer.GameRange, ", 1-", ", 1"+g.Dash, 1) // as the titles write a range: 1–32,000
	}
}

// earlierDailyWaits says, over today's daily, that earlier ones are in
// progress (s.Count of them, the latest of s.Notation) and D goes to them.
func (r *renderer) earlierDailyWaits(s Status) string {
	if s.Count > 1 {
		return r.sayIn(fmt.Sprintf("your dailies of %s and %s before are in progress: %s again goes to each in turn", s.Notation, words.Plural(s.Count-1, "day"), r.Names.Daily),
			fmt.Sprintf("dailies of %s and %d before in progress: %s again", s.Notation, s.Count-1, r.Names.Daily),
			fmt.Sprintf("%d earlier dailies in progress: %s again", s.Count, r.Names.Daily))
	}
	return r.say(fmt.Sprintf("your daily of %s is still in progress (it counts for its own day): %s again goes to it", s.Notation, r.Names.Daily),
		fmt.Sprintf("your daily of %s is in progress: %s again", s.Notation, r.Names.Daily))
}

// earlierDailyShown says of the earlier daily shown (s.Notation) that Enter
// resumes it and where D goes next: the next earlier (s.Next), or today's.
func (r *renderer) earlierDailyShown(s Status) string {
	next := "today's"
	if s.Next != "" {
		next = "your daily of " + s.Next
	}
	return r.say(fmt.Sprintf("your daily of %s, in progress: %s resumes it, %s shows %s", s.Notation, r.Names.PlayDeal, r.Names.Daily, next),
		fmt.Sprintf("the daily of %s: %s resumes it", s.Notation, r.Names.PlayDeal))
}

// noShareLine says when Y copies a share line, pressed where there is none:
// over today's daily, once it is won; elsewhere, while the line shows.
func (r *renderer) noShareLine(s Status) string {
	if s.OnToday {
		return r.say(fmt.Sprintf("%s copies today's share line once its daily is won", s.Notation), s.Notation+": the share line of a won daily")
	}
	return r.say(fmt.Sprintf("%s copies a won daily's share line while the line shows it (%s shows today's)", s.Notation, r.Names.Daily),
		s.Notation+": the share line of a won daily")
}
