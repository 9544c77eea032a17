package accessible

import (
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/model"
	"github.com/freecell/freecell/view"
	"github.com/freecell/freecell/words"
)

// speak says what changed on the screen since it last spoke: the deal, the
// mode, the status (after a command, even the same words: the command was
// heard), the coach's verdict, a panel opened (which it reads, then closes:
// the next line is a command, not the panel's keys).
func (r *reader) speak(commanded bool) tea.Cmd {
	s := r.screen()
	if !r.said.started {
		r.said.started = true
		r.say("FreeCell, accessible mode. Type a move such as 3a, or a command: help lists them.")
		if k := s.Status.Kind; k == view.GuestKeepsNothing || k == view.ServerWelcome { // who you are before the board, not after its thirteen lines
			r.said.status = view.SayStatus(s)
			r.say(r.said.status)
		}
	}
	early := saidFirst[s.Status.Kind]
	if status := view.SayStatus(s); early && (status != r.said.status || commanded) {
		r.say(status)
		r.said.status = status
	}
	r.speakDeal(s)
	then := "" // said after the status: what a won game offers, once its win is said
	if was := r.said.mode; s.Mode != was {
		if s.Mode == view.WonGame && was == view.Playing {
			then = "Now next plays the next deal, restart plays this one again, review reviews your moves, and back goes to the deals."
		}
		r.said.mode = s.Mode
		if r.regame && s.Mode == view.Browsing {
			// on its way to the game with fewer cells, which is said
		} else if !undoneFromTheEnd(was, s) { // else the undo's line says it all
			r.say(modeWords(s, was, r.inner.Saves(), &r.said.told))
			if p := &s.Board.Position; s.Mode == view.Playing && s.Play != nil && s.Play.PlayerMoves == 0 && p.OnFoundations() > 0 { // the cards auto-play sent home as the game began, named (the board's change went unsaid)
				r.say(view.SayOpeningHome(p))
			}
			if s.Mode == view.Playing && s.Board.Position != r.said.position {
				r.say(view.SayBoard(&s.Board.Position)...)
				r.said.position = s.Board.Position
			}
		}
	}
	switch s.Mode {
	case view.Playing: // each move's news was said: the player knows where the game stands
		r.said.game, r.said.gameAt = r.said.deal, s.Board.Position
	case view.WonGame, view.NoMoveGame: // ended: the next game on the deal starts from it as dealt
		r.said.game = ""
	case view.Browsing, view.PlayingBack, view.Prompting, view.TypingMoves, view.Reviewing, view.Journeying:
	}
	switch status := view.SayStatus(s); {
	case early: // said first
	case s.Status.Kind == view.LeftKept, s.Status.Kind == view.LeftKeptUnsaved: // the game in progress on the deal is said as it is browsed, with how to resume it
		r.said.status = status
	case status == r.said.status && commanded && s.Status.Kind == view.GameIsWon:
		r.say("The game is won.") // its offers said once: a solution's lines after the win each heard them all
	case status != r.said.status || commanded:
		r.say(news(r.said.status, status))
		r.said.status = status
	}
	r.say(then)
	r.speakCoach(s)
	return r.speakPanel(s)
}

// saidFirst are the statuses said before the board a command reads out,
// not after its dozen lines: that the game left counts lost, before the next
// deal's; a restart, before the deal's; the free cells set, before the
// board played with them.
var saidFirst = map[view.StatusKind]bool{view.LeftLost: true, view.Restarted: true, view.RedoneRestart: true, view.FreeCellsSet: true}

// undoneFromTheEnd reports whether the screen is a lost game's moves taken
// back (undo, or losing): the line says what was undone, and the player,
// who heard each move, knows the board; the mode and the board again would
// bury it.
func undoneFromTheEnd(was view.Mode, s view.Screen) bool {
	return was == view.NoMoveGame && s.Mode == view.Playing && (s.Status.Kind == view.Undone || s.Status.Kind == view.BeforeLosingMove)
}

// news is status as it follows was, said before: where was ended in a
// pending word and status is the same line with what came ("the losing
// move, counting the other moves.", "10 of 11 moves keep it winnable."), what
// came alone, not the whole line again.
func news(was, status string) string {
	for _, p := range view.SayReviewPending() { // a review's line while its work goes on
		if head, ok := strings.CutSuffix(was, p); ok && head != "" && strings.HasPrefix(status, head) {
			return view.Sentence(strings.TrimPrefix(status, head))
		}
	}
	return status
}

// speakCoach says the coach's verdict when it changes: not while it thinks
// again after a move (the same verdict is no news), nor after the win; a
// losing move found after "lost" is said alone, and "lost" said again
// before the same losing move is found again after the next move is no news.
func (r *reader) speakCoach(s view.Screen) {
	if s.Play == nil || s.Play.Won {
		return
	}
	coach := view.SayCoach(s.Play.Coach)
	if c := s.Play.Coach; s.Play.NoMoveLeft && c.On && c.Lost() {
		// the status said the game is lost: only the move that lost it is news
		if !c.LosingKnown || c.LosingMove <= 0 {
			r.said.coach = coach
			return
		}
		if lost := view.SayCoach(view.Coach{On: true, Judged: true, Verdict: c.Verdict}); !strings.HasPrefix(r.said.coach, strings.TrimSuffix(lost, ".")) {
			r.said.coach = lost
		}
	}
	if coach == "" || strings.HasPrefix(r.said.coach, strings.TrimSuffix(coach, ".")) {
		return
	}
	said := coach
	if stem := strings.TrimSuffix(r.said.coach, "."); stem != "" && strings.HasPrefix(coach, stem) {
		said = view.Sentence(strings.TrimPrefix(coach, stem))
	}
	r.said.coach = coach
	r.say(said)
}

// speakDeal says the deal when another comes on screen: its title and
// facts, and its cards; and the facts when they come later.
func (r *reader) speakDeal(s view.Screen) {
	deal := fmt.Sprint(s.Board.Game, s.Board.Position.FreeCellCount(), s.Daily != nil)
	facts, progress := view.SayFacts(s), view.SayDealState(s)
	switch {
	case deal != r.said.deal:
		r.said.deal, r.said.facts, r.said.progress, r.said.coach = deal, facts, progress, ""
		if r.regame { // on the way to the game with the other count, which is opened and said: "play resumes it" was heard of a game resumed already
			progress = ""
		}
		r.say(view.SayTitle(s), facts, r.gloss(s), progress)
		// The saved game's board is read as it opens, not the deal's first;
		// and the deal's board once its record is read (lines typed meanwhile
		// wait: see busy), not before it says a game in progress on it (read
		// out as dealt first, the board heard was not the game's).
		r.said.owed = r.inner.Opening() || r.inner.Reading()
		if !r.said.owed {
			r.sayDealt(s)
		}
	case r.said.owed && !r.inner.Opening() && !r.inner.Reading():
		r.said.owed = false
		switch {
		case s.Mode == view.Browsing: // not opened after all, or its record read: a game in progress on it, or its board
			if progress != r.said.progress {
				r.said.progress = progress
				r.say(progress)
			}
			r.sayDealt(s)
		case s.Board.Position == r.said.position: // opened as last read
			r.say(view.SayBoard(&s.Board.Position)...)
			r.said.position = s.Board.Position
		}
	case s.Mode != view.Browsing:
		r.said.progress = "" // a game played from here is news when it is browsed again
	default: // worked out, or read from the saved games, as it is browsed: the news alone
		if facts != r.said.facts {
			said := afterClauses(r.said.facts, facts)
			r.said.facts = facts
			r.say(said, r.gloss(s))
		}
		if progress != r.said.progress {
			r.said.progress = progress
			r.say(progress)
		}
	}
}

// gloss is what the deal's facts mean (view.SayFactsGloss), the first time
// facts that rate the deal are said ("" after, or where they do not).
func (r *reader) gloss(s view.Screen) string {
	gloss := view.SayFactsGloss(s)
	if gloss == "" || r.said.glossed {
		return ""
	}
	r.said.glossed = true
	return gloss
}

// sayDealt reads the deal's board, as browsed: not where a game is in
// progress on it, whose line says that play resumes it (and reads the
// game's board), the board as dealt being no news to its player (look
// reads it).
func (r *reader) sayDealt(s view.Screen) {
	if s.Mode == view.Browsing && s.Deal != nil && s.Deal.InProgress {
		return
	}
	r.say(view.SayBoard(&s.Board.Position)...)
	r.said.position = s.Board.Position
}

// afterClauses is now as it follows was, said before: where now begins with
// was's clauses ("Needs 2 free cells, medium." then "Needs 2 free cells,
// medium 41, solved in 18."), from the first clause that is news ("Medium
// 41, solved in 18."), not the whole line again.
func afterClauses(was, now string) string {
	stem := strings.TrimSuffix(was, ".")
	if stem == "" || !strings.HasPrefix(now, stem) {
		return now
	}
	cut := strings.LastIndex(stem, ", ")
	if rest := now[len(stem):]; strings.HasPrefix(rest, ", ") {
		cut = len(stem) // the whole stem is said: news begins after it
	}
	if cut < 0 {
		return now
	}
	return view.Sentence(strings.TrimPrefix(now[cut:], ", "))
}

// speakPanel reads a panel opened over the board, once it is loaded, and
// closes it.
func (r *reader) speakPanel(s view.Screen) tea.Cmd {
	p, k := s.Panel, r.keys()
	switch {
	case p.Stats != nil && !p.Stats.Loading:
		r.say(view.SayStats(*p.Stats)...)
		r.press(k.Stats.Close)
	case p.Leaderboard != nil && !p.Leaderboard.Loading && r.naming != nil:
		if cmd, open := r.typeName(p.Leaderboard); open {
			return cmd
		}
	case p.Leaderboard != nil && r.kept != nil:
		if p.Leaderboard.Name != *r.kept && !p.Leaderboard.Failed && p.Leaderboard.Taken == "" {
			return nil // the name is being kept
		}
		r.kept = nil
		r.say(nameWords(p.Leaderboard))
		if p.Leaderboard.Naming != nil { // refused, typed again on the board: left
			r.press(k.Prompt.Cancel)
		}
		r.press(k.Leaderboard.Close)
	case p.Leaderboard != nil && !p.Leaderboard.Loading:
		r.say(view.SayLeaderboard(s, p.Leaderboard)...)
		r.press(k.Leaderboard.Close)
	case p.Picker != nil && r.picking && !p.Picker.Counting:
		r.picking = false
		r.say(view.SayPicker(*p.Picker))
		r.press(k.Picker.Close)
	case p.Help:
		r.press(k.Browse.CloseHelp)
	case p.Banner != nil:
		r.say(view.Sentence(view.SayStatus(view.Screen{Status: *p.Banner, Glyphs: s.Glyphs, Styles: s.Styles, Names: s.Names})))
		r.press(k.Play.Cancel)
	default:
		return nil
	}
	cmds := r.cmds
	r.cmds = nil
	r.said.status = view.SayStatus(r.screen()) // what closing the panel left is not news
	return tea.Batch(cmds...)
}

// typeName types the name the player gave into the daily's board, read,
// and leaves it open (true) until the board shows the name kept; a guest's
// board is told why not, and closed.
func (r *reader) typeName(board *view.Leaderboard) (tea.Cmd, bool) {
	k, name := r.keys(), *r.naming
	r.naming = nil
	if board.Guest {
		r.say("A guest has no name on the board: log in with an SSH key to have one.")
		r.press(k.Leaderboard.Close)
		return nil, false
	}
	r.press(k.Leaderboard.Name)
	r.pressKey(tea.KeyPressMsg{Code: 'u', Mod: tea.ModCtrl}) // the name kept before is the field's text: typed over
	r.typeText(name)
	if b := r.screen().Panel.Leaderboard; b != nil && b.Naming != nil {
		name = b.Naming.Input.Value() // as the field holds it: it takes so many characters, where the board cuts by width (a name with accents as marks hung, waiting for a name never kept)
	}
	r.press(k.Prompt.Go)
	kept := model.NameKept(name)
	r.kept = &kept
	cmds := r.cmds
	r.cmds = nil
	return tea.Batch(cmds...), true
}

// nameWords say the player's name on the daily's board, once kept.
func nameWords(b *view.Leaderboard) string {
	switch {
	case b.Failed:
		return "Your name could not be kept: try again later."
	case b.Taken != "" && b.Reserved:
		return view.Sentence(fmt.Sprintf("%s is the board's word for a player with no name: name NAME gives another", words.Quote(b.Taken)))
	case b.Taken != "":
		return view.Sentence(fmt.Sprintf("Another player has the name %s: name NAME gives another", b.Taken))
	case b.Name == "":
		return "You have no name on the board: it shows you as a player."
	}
	return view.Sentence(fmt.Sprintf("Your name on the board is %s", b.Name))
}

// modeWords says what the player is doing now, and the commands for it,
// come from the mode was.
func modeWords(s view.Screen, was view.Mode, saves bool, told *[2]bool) string {
	switch s.Mode {
	case view.Browsing:
		if s.Status.Kind == view.Solving && (was == view.Playing || was == view.WonGame || was == view.NoMoveGame) {
			return "" // a game's solve from its deal: its line says so, and back comes to the game (it said "Browsing deals")
		}
		if told[1] { // the commands were said once: help says them again
			return "Browsing deals."
		}
		told[1] = true
		return "Browsing deals: next, previous, go NUMBER, random or daily; play plays this deal."
	case view.Playing:
		title := view.WindowTitle(s.Board.Game)
		if s.Daily != nil {
			title = "today's daily, " + title + ","
		}
		if told[0] && s.Status.Kind == view.FreeCellsSet { // "Playing with 3 free cells from now on", just said, names the game
			return ""
		}
		if told[0] { // what to type was said once (every game began with it: a dozen words heard again at each)
			return view.Sentence(fmt.Sprintf("Playing %s with %s", title, words.FreeCellsName(s.Board.Position.FreeCellCount())))
		}
		told[0] = true
		keeps := "back keeps the game for later"
		if !saves { // a guest's, or a run whose saves cannot be used: kept while freecell runs, not after
			keeps = "back keeps the game while you stay"
		}
		example := "3a"
		if s.Board.Position.FreeCellCount() == 0 { // no cell a to name
			example = "34"
		}
		return view.Sentence(fmt.Sprintf("Playing %s with %s: type moves such as %s; look, hint, undo; %s.",
			title, words.FreeCellsName(s.Board.Position.FreeCellCount()), example, keeps))
	case view.PlayingBack:
		return "A solution plays back: next and previous step through it, play plays it to the end, back leaves it."
	case view.Reviewing:
		if s.Review != nil && s.Review.Won { // a won game is not played on
			return "Reviewing your won game: next and previous step through your moves, back returns."
		}
		return "Reviewing your moves: next and previous step through them, losing goes to the move that lost, play plays on from before the move said, back returns."
	case view.WonGame, view.NoMoveGame: // the status said the end as it came; back from a review or a solution, nothing did
		if was != view.Reviewing && was != view.PlayingBack {
			return ""
		}
		if s.Mode == view.WonGame {
			return "Back to your won game."
		}
		return "Back to your game, where no legal move is left: undo takes the last move back, restart starts again."
	default: // the prompts are closed by the line that opened them
		return ""
	}
}

// help says the commands.
func (r *reader) help(string) bool {
	example := "3a moves column 3's top card to free cell a, a5 moves it on to column 5, 3h sends a card home"
	inWords := "column 3 to free cell a, free cell a to column 5, column 3 home" // as dictation writes them (see spokenMove)
	if r.position().FreeCellCount() == 0 {
		example = "35 moves column 3's top card on to column 5, 3h sends a card home"
		inWords = "column 3 to column 5, column 3 home"
	}
	r.say("Moves are typed in standard notation: two places, from then to. Columns are 1 to 8" + cellsListed(r.position().FreeCellCount()) + ", home is h: " + example + "; 74v2, as solutions write it, moves two cards from column 7 to column 4. Several moves may go on one line. A move may also be said in words, one a line: " + inWords + ".")
	onServer := r.keys().Browse.Leaderboard.Enabled()
	for _, c := range commands {
		if c.help == "" || serverOnly[c.names[0]] && !onServer { // board and name where there is no board: two lines of help for nothing
			continue
		}
		name := c.names[0]
		if c.arg != "" {
			name += " " + c.arg
		}
		also := ""
		if len(c.names) > 1 && len(c.names[1]) <= 2 {
			also = " (or " + c.names[1] + ")"
		}
		text := c.help
		if c.names[0] == "quit" && !r.inner.Saves() {
			text = "quit: nothing you play here is kept"
		}
		r.say(fmt.Sprintf("%s%s: %s.", name, also, text))
	}
	return false
}
