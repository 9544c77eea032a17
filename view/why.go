package view

import (
	"fmt"

	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/words"
)

// Why is the reason a status gives, as a kind: the model says which, and the
// view says it in words fit for the status it goes with.
type Why int

// The reasons.
const (
	NoWhy             Why = iota
	WhyWon                // the game is won
	WhyCoachOff           // the coach is off
	WhyThinking           // the coach has not judged the position yet
	WhyLost               // the position is lost, and a move lost it
	WhyLostFromDeal       // the deal itself cannot be won: no move lost it
	WhyLosingUnknown      // the position is lost; the move that lost it is still looked for
	WhyLosingNotFound     // the position is lost; the coach could not tell which move lost it
	WhyUndecided          // the coach's search ran out of its budget
	WhyNoWinFromHere      // the solver, asked after the coach, proved the position lost
	WhyWinnable           // the position can still be won
	WhyJudging            // the review's moves are still being judged
)

// KeyNames are the keys the words on screen tell the player to press, as the
// keymaps name them, so that a message never names a key by hand.
type KeyNames struct {
	Stop               string // stops a solve or a search
	Step               string // a step on, in a playback
	PlayPause          string // plays a playback
	Coach              string // turns the coach on and off
	Hint               string // asks for a hint, then plays it
	Losing             string // undoes to before the losing move
	Undo, Redo         string
	Restart            string
	Again              string // a won game's: plays the deal again
	WonReview          string // a won game's: reviews it
	WonLeave           string // a won game's: goes to the deals
	NextDeal           string // the next deal, from a game over
	Review             string
	Solve              string // solves, or shows a solution
	Solvable           string // r draws only solvable deals
	FreeCells          string // one free cell fewer
	CloseHelp          string // closes the full help
	HelpNext, HelpPrev string // page the full help, where it does not fit
	CloseStats         string // closes the statistics
	CloseLeaderboard   string // closes the daily board
	Daily, Leaderboard string // today's daily, and a server's board of it
	Help               string // the full help
	Quit, Suspend      string
	QuitOutOfSight     string // quits on the screen too small for the board: a line typed, a panel or a question takes q as theirs
	BackOutOfSight     string // leaves a playback or a review on the screen too small for its board ("" elsewhere)
	StepBackOutOfSight string // steps a playback or a review back there, to a board that may fit
	Browse             string // leaves a game for the deals
	PromptCancel       string // leaves the game-number prompt
	NextPrev           string // the next deal or the one before, while browsing: "→ or ←"
	BackDeal           string // the deal viewed before, while browsing
	LeaveMap           string // leaves the journey map for the deals
	LeaderboardName    string // sets the player's name on the daily board
	Places             string // the place keys: "1-8, a-d, h, space"
	FirstFreeCell      string // the key for the first free cell
	Home               string // the key for the foundations
	MoreFewer          string // more or fewer cards picked up
	Yes, No            string // answer a question
	NoToo              string // answers no as well (Esc): said once a key that is no answer was pressed
	Column             string // an empty column's question: the run goes
	Single             string // an empty column's question: the top card goes
	Neither            string // an empty column's question: neither, the cards put back
	ColumnAlways       string // as Column, and Single, for the rest of the game
	SingleAlways       string
	ClearStats         string // clears the statistics
	Change             string // changes the setting the cursor is on
	SettingRows        string // the settings' number keys, a row each: "1-8"
	CloseSettings      string // closes the settings panel
	Settings           string // opens the settings panel
	Random             string // draws a deal the picker takes
	Picker             string // opens the picker of deals
	NextPicked         string // the next deal the picker takes, and the one before
	PrevPicked         string
	ClosePicker        string // closes the picker
	GoTo               string // opens the prompt for a deal number
	PlayDeal           string // plays the deal on screen, or resumes the game in progress on it
}

// noHelpWords say why the coach gives no hint, or for s (solution) no
// solution from the position, in fewer words where room is short.
func (r *renderer) noHelpWords(why Why, solution bool) string {
	switch why {
	case WhyWon:
		return "the game is won"
	case WhyCoachOff:
		return r.withKey("the coach is off", r.Names.Coach+" turns it on")
	case WhyThinking:
		thinking := r.say("the coach is still thinking", "still thinking")
		if solution { // shown once it has its word: "solve again in a moment" sent a screen reader's next line elsewhere
			return r.say("the coach is still thinking: the solution shows once it has its word", thinking)
		}
		return thinking
	case WhyLostFromDeal:
		if cells := r.Board.Position.FreeCellCount(); cells < rules.MaxFreeCells && r.Names.Settings != "" { // more cells win every deal known: where to get them (F only takes one away)
			return r.say(fmt.Sprintf("this deal cannot be won with %s; more win it (%s, the settings)", words.FreeCellsName(cells), r.Names.Settings),
				"the deal cannot be won with "+words.FreeCellsName(cells))
		}
		return r.say("this deal cannot be won, whatever is played", "the deal cannot be won")
	case WhyLost:
		return r.withKey("the game is lost", r.Names.Losing+" goes back to before the losing move")
	case WhyLosingUnknown:
		return r.say("the game is lost; the coach is looking for the move that lost it", "the game is lost")
	case WhyLosingNotFound:
		return "the game is lost"
	case WhyNoWinFromHere:
		return r.say("the solver proved that no play wins from here", "no play wins from here")
	case WhyWinnable: // known winnable (the atlas, a later position) with no solution of the coach's own
		further := " (" + r.Names.Solve + " searches further)"
		return r.say("winnable, but the coach found no solution in its budget"+further, "none found"+further)
	default: // undecided: the coach's search ran out
		return r.say("the coach found none within its budget", "none found")
	}
}

// noLosingWords say why no move is named as the one that lost the game.
func (r *renderer) noLosingWords(why Why) string {
	switch why {
	case WhyWon:
		return r.say("the game was won", "won")
	case WhyCoachOff:
		return r.withKey("the coach is off", r.Names.Coach+" turns it on")
	case WhyThinking, WhyJudging:
		return r.say("the moves are still being judged", "still judging")
	case WhyLostFromDeal:
		return r.say("the "+dealWord(r.Board.Game)+" itself cannot be won", "the "+dealWord(r.Board.Game)+" cannot be won")
	case WhyLosingUnknown:
		return r.say("the game is lost; the coach is still looking for the move that lost it", "still looking for it")
	case WhyLosingNotFound:
		return r.say("the game is lost, but a position before it was undecided: the coach cannot tell which move lost it", "which move lost it is unknown")
	case WhyWinnable:
		return r.say("the game can still be won", "still winnable")
	default: // undecided
		return r.say("the coach could not decide", "undecided")
	}
}

// say is long where there is room, short where there is not.
func (r *renderer) say(long, short string) string {
	if r.brief > 0 {
		return short
	}
	return long
}

// sayIn is say with a third form, for the fewest words (brief 2): a question
// that keeps its answer keys in sight at the narrowest.
func (r *renderer) sayIn(long, short, fewest string) string {
	if r.brief > 1 {
		return fewest
	}
	return r.say(long, short)
}

// withKey is words and, where there is room, the key that helps: "the coach
// is off (C turns it on)".
func (r *renderer) withKey(words, help string) string {
	if r.brief > 0 {
		return words
	}
	return words + " (" + help + ")"
}
