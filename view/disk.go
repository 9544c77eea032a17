package view

import (
	"charm.land/lipgloss/v2"
	"fmt"
	"strings"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/words"
)

// Question is a question put to the player before a game is thrown away or
// counted lost, or where two programs' saves meet.
type Question int

// The questions.
const (
	NoQuestion         Question = iota
	RestartQuestion             // R after a move: the try counts as lost
	TakeOverQuestion            // Enter in a playback over a game in progress: it is given up, lost
	ClearStatsQuestion          // clear the statistics
	ConflictQuestion            // another program changed the game: keep ours, or take theirs
	ColumnQuestion              // cards dropped on an empty column: the run (Count cards from Card), or the top card (Top) alone?
	QuitQuestion                // q where nothing is saved (a server's guest) and a game is in progress: it ends with the run
)

// Confirm is a question on screen.
type Confirm struct {
	Question Question
	Game     int64
	Step     int // TakeOverQuestion: the playback's step

	Count     int         // ColumnQuestion: the cards the run would move
	Run       int         // ColumnQuestion: the run on top of the column, when longer than Count (the rest do not fit)
	Card, Top dealer.Card // ColumnQuestion: the run's deepest card, and the top card

	Nudged bool // a key that is no answer was pressed: the line says to answer first
	Guest  bool // QuitQuestion: a server's guest, whose games are never kept
	Daily  bool // RestartQuestion: of the daily, whose day counts its best game alone
	// Failing and Save, QuitQuestion's: saves are failing, for Save's reason
	// (the moves since the last save that worked go with the run).
	Failing bool
	Save    state.Problem
}

// SaveWords say a problem of the saved games in a few words.
func SaveWords(p state.Problem) string {
	switch p {
	case state.DiskFull:
		return "the disk is full"
	case state.Busy:
		return "another program holds the saved games"
	case state.ReadOnly:
		return "the saved games cannot be written"
	case state.Damaged:
		return "the saved games are damaged"
	case state.Newer:
		return "a newer freecell wrote the saved games"
	case state.Unsafe:
		return "their place is unsafe: left alone"
	case state.NoHome:
		return "no home directory to keep them in"
	case state.Conflict:
		return "another freecell, or another session of yours, changed this game"
	case state.NotSaved:
		return "nothing is saved in this run"
	case state.Deleted:
		return "your saved games were deleted (delete-my-data), and this game is not kept"
	default: // state.Failed
		return "the saved games cannot be used"
	}
}

// notSavingWords say why nothing is saved: for a place left alone, the
// path, why and the fix ("PATH may be written to by other users: left alone
// (chmod 700 PATH)"), the fix first where room is short, then SaveWords.
func (r *renderer) notSavingWords(s Status) string {
	if s.Save == state.Deleted && r.brief > 0 { // the part that matters, that this game is not kept, was cut off at 80 columns
		return "your data was deleted: this game is not kept"
	}
	e := s.Trouble
	if e == nil || e.Problem != state.Unsafe || e.Cause == 0 || r.brief > 1 {
		return SaveWords(s.Save)
	}
	why, fix := state.UnsafeWords(e.Cause, e.Path)
	if r.brief == 0 {
		return fmt.Sprintf("%s %s: left alone (%s)", e.Path, why, fix)
	}
	if e.Cause == state.OpenToOthers {
		return fix // chmod 700 PATH
	}
	return e.Path + " " + why
}

// questionLine puts a question in words, with the keys that answer it.
func (r *renderer) questionLine(c *Confirm) string {
	st, n := r.Styles, r.Names
	yn := fmt.Sprintf(" (%s/%s)", n.Yes, n.No)
	var q string
	switch c.Question {
	case RestartQuestion:
		q = r.sayIn("restart? this try counts as lost, as in Windows", "restart? this try counts as lost", "restart?")
		if c.Daily { // a lost try changes no day: it said "counts as lost", and nothing showed it
			q = r.sayIn("restart? the daily counts your best game of the day", "restart? the day counts its best game", "restart?")
		}
	case TakeOverQuestion:
		q = r.sayIn(fmt.Sprintf("play on from step %d? your game in progress on this %s is given up, counted lost", c.Step, dealWord(r.Board.Game)),
			"give up your game in progress (counted lost) for this?", "give up your game?")
	case QuitQuestion:
		why := "nothing is saved in this run"
		switch {
		case c.Guest:
			why = "a guest's games are not saved"
		case c.Failing:
			why = "saving fails: " + strings.TrimSuffix(SaveWords(c.Save), ", and this game is not kept") // said already
		}
		q = r.sayIn("quit? your game in progress is not kept: "+why, "quit? your game is not kept", "quit?")
	case ClearStatsQuestion:
		q = r.sayIn("clear the statistics"+r.withCells()+"? every result is set aside, counted no more, each deal's wins and bests too (games in progress and the dailies stay)",
			"clear the statistics"+r.withCells()+"? each deal's wins and bests go too", "clear them, deals' wins too?")
		if r.brief > 1 && lipgloss.Width(q+yn) > r.Width-r.margin { // the answers stay in sight at the narrowest
			q = "clear them?"
		}
	case ColumnQuestion:
		g := r.glyphs
		run, cards := withCardsOnIt(g.Card(c.Card), c.Count), fmt.Sprintf("%d cards", c.Count)
		if c.Run > c.Count { // the run is longer than an empty column takes: say so, or the count looks wrong
			run += fmt.Sprintf(" (%d of the run's %d fit)", c.Count, c.Run)
			cards = fmt.Sprintf("%d of %d cards", c.Count, c.Run)
		}
		q = r.sayIn(fmt.Sprintf("move column or single card? %s: %s %s %s: %s alone (%s, %s: the same for the rest of the game)",
			n.Column, run, g.Dot, n.Single, g.Card(c.Top), n.ColumnAlways, n.SingleAlways),
			fmt.Sprintf("move column or single card? %s: %s, %s: %s", n.Column, cards, n.Single, g.Card(c.Top)),
			fmt.Sprintf("%s: %s, %s: %s", n.Column, cards, n.Single, g.Card(c.Top)))
		if c.Nudged { // its way out said too: the cards put back
			q = r.sayIn(fmt.Sprintf("%s: %s %s %s: %s alone (%s, %s: for the rest of the game) %s %s: neither, the cards put back",
				n.Column, run, g.Dot, n.Single, g.Card(c.Top), n.ColumnAlways, n.SingleAlways, g.Dot, n.Neither),
				fmt.Sprintf("%s: %s, %s: %s, %s: neither", n.Column, cards, n.Single, g.Card(c.Top), n.Neither),
				fmt.Sprintf("%s, %s or %s", n.Column, n.Single, n.Neither))
		}
		yn = ""
	default: // ConflictQuestion
		// "session": a server's player, in two sessions at once, runs no other freecell
		q = r.sayIn(fmt.Sprintf("another freecell or session changed %s: %s keeps yours, %s takes theirs (the other kept aside)", words.GameName(c.Game), n.Yes, n.No),
			fmt.Sprintf("another freecell or session changed it: %s yours, %s theirs", n.Yes, n.No),
			fmt.Sprintf("keep %s yours, %s theirs", n.Yes, n.No))
		yn = ""
	}
	if c.Nudged && r.brief > 1 { // no room for the words: the question stands out as an error does
		return st.Error.Render(q) + st.Setting.Render(yn)
	}
	if c.Nudged {
		if yn != "" && n.NoToo != "" { // every answer said: Esc among them
			yn = fmt.Sprintf(" (%s/%s, %s: no)", n.Yes, n.No, n.NoToo)
		}
		return st.Error.Render("answer first:") + " " + st.Strong.Render(q) + st.Setting.Render(yn)
	}
	return st.Strong.Render(q) + st.Setting.Render(yn)
}

// diskLine says what happened to the saved games.
func (r *renderer) diskLine(s Status) string {
	plain := func(text string) string { return r.Styles.Status.Render(text) }
	switch s.Kind {
	case Opening:
		return plain(fmt.Sprintf("opening %s%s", words.GameName(s.Game), r.glyphs.Ellipsis))
	case SavingAgain:
		return plain("saving again: the game is saved")
	case SavedQuitAgain:
		return plain(r.say(fmt.Sprintf("saving again: the game is saved, so nothing is lost by quitting now (%s quits)", r.Names.Quit), "saved: "+r.Names.Quit+" quits"))
	case SavedGameSetAside:
		return r.Styles.Error.Render(r.glyphs.Cross+" ") + plain(r.say(
			fmt.Sprintf("the game saved on %s was damaged: it is kept aside, and a new game starts", words.GameName(s.Game)),
			"the saved game was damaged: kept aside"))
	case KeptOurs:
		return plain(r.say("your game is kept; the other freecell's or session's is set aside in the saved games", "your game is kept"))
	case KeptOursTheirsEnded:
		return plain(r.say("your game is kept; the other freecell or session had ended its game, whose result stays", "your game is kept"))
	case TookTheirsEnded:
		return plain(r.say("the other freecell or session had ended this game (its result stays): a new game; yours is set aside in the saved games", "the other one had ended it: a new game"))
	case TookTheirs:
		return plain(r.say("the other freecell's or session's game is yours now; yours is set aside in the saved games", "the other one's game is yours now"))
	case StatsCleared:
		return plain("the statistics are cleared")
	case StoreSetAside:
		words := r.say(fmt.Sprintf("the saved games were damaged: kept as %s, and started anew", s.Notation),
			"the saved games were damaged: started anew")
		if s.Count > 0 {
			games := fmt.Sprintf("%d saved games were", s.Count)
			if s.Count == 1 {
				games = "1 saved game was"
			}
			words = r.say(games+" out of bounds or not made by their moves: set aside, never read", "saved games set aside: not trusted")
		}
		return r.Styles.Error.Render(r.glyphs.Cross+" ") + plain(words)
	case GameTooLong:
		return r.Styles.Error.Render(r.glyphs.Cross+" ") + plain(fmt.Sprintf("a game holds at most %s moves: undo, or restart", words.Number(int64(s.Count))))
	default: // the browsing and playback kinds: statusLine says those
		return ""
	}
}
