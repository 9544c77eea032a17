package view

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"charm.land/bubbles/v2/spinner"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/freecell/freecell/coach"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/words"
)

// Play is a game being played, as the screen shows it beside the title.
type Play struct {
	PlayerMoves int // as solutions count them: foundation moves aside
	HideClock   bool
	HideMoves   bool
	Elapsed     time.Duration
	Auto        rules.AutoMode
	Won         bool
	NoMoveLeft  bool // no legal move is left: the game is lost unless undone
	Paused      bool // the clock is paused: the player is away
	Assisted    bool // with help: a hint, pasted moves, a solution taken over
	CanUndo     bool // a move to undo: on a screen too small for the board, the undo key works, and is named
	Coach       Coach
}

// Coach is the coach's word on the position: its verdict, or that it is
// thinking, and for a lost game the move that lost it.
type Coach struct {
	On             bool
	Thinking       bool
	Spinner        spinner.Model
	Judged         bool          // a verdict is known: false before the first
	Verdict        coach.Verdict // the verdict, once Judged
	Budget         int           // the positions a verdict may keep
	LosingKnown    bool
	LosingMove     int        // 1-based; 0: the deal itself could not be won
	LosingNotation string     // the losing move in notation
	LosingStep     rules.Move // the losing move, its card and where it went
}

// Lost reports whether the coach's verdict is known and lost.
func (c Coach) Lost() bool { return c.Judged && c.Verdict == coach.Lost }

// word is the coach's verdict as the title and the spoken line say it.
func (c Coach) word() string {
	switch c.Verdict {
	case coach.Winnable:
		return "winnable"
	case coach.Lost:
		return "lost"
	case coach.Undecided:
	}
	return "undecided"
}

// Pick is the cards the player has picked up: Count cards from the top of From.
type Pick struct {
	From  rules.Place
	Count int
}

// Result is a finished game's score, or the best one on a deal.
type Result struct {
	PlayerMoves int
	Elapsed     time.Duration
}

// Moves is "1 move", "31 moves".
func Moves(n int) string { return words.Plural(n, "move") }

// playTitle is what the title line says of a game being played, in room
// columns: "31 moves · 2:15 · auto-play safe", shorter where room is short.
// Moves count as solutions count them, everywhere on screen: the player's,
// foundation moves aside. It tries the first tiers of playTitleTiers: the
// caller gives up other words (the daily's badge) before the next tiers.
func (r *renderer) playTitle(p *Play, room, tiers int) string {
	won := ""
	switch {
	case p.Won && p.Assisted:
		won = "won with help " + r.glyphs.Dot + " "
	case p.Won:
		won = "won " + r.glyphs.Dot + " "
	}
	forms := r.verdictForms(p)
	var text, verdict string
	// The verdict shortens before the mode does, and the mode goes first;
	// then the clock, then the moves: the verdict ("lost") is never cut
	// for them (at 60 columns, with a long title, it read "lo…"). A lost
	// game's key back goes last of the verdict's words, after the mode's.
	for _, shown := range playTitleTiers[:tiers] {
		for _, verdict = range forms {
			autos := shown.auto
			if strings.HasSuffix(verdict, r.Names.Losing+" goes back") && !slices.Contains(autos, "") { // the key back out of a lost game is worth more than the mode's words
				autos = append(slices.Clip(autos), "")
			}
			for _, auto := range autos {
				text = won + r.playTitleParts(p, auto, shown)
				if lipgloss.Width(text)+lipgloss.Width(verdict) <= room {
					return r.Styles.Setting.Render(text) + r.verdictStyled(p, verdict, text == "")
				}
			}
		}
	}
	return r.Styles.Setting.Render(text) + r.verdictStyled(p, verdict, text == "")
}

// titleTier is what a game's title shows, tried in turn: the mode's words
// (longest first; "" leaves it out), the clock, the moves, and whether the
// game has had help, which outlasts the mode's words (at 60 columns a
// hint's "with help" went with them).
type titleTier struct {
	auto               []string
	clock, moves, help bool
}

// The tiers up to "with help" given up, and up to the clock given up.
const tiersWithHelp, tiersWithClock = 2, 3

var playTitleTiers = []titleTier{
	{[]string{"auto-play ", "auto "}, true, true, true},
	{[]string{""}, true, true, true},
	{[]string{""}, true, true, false},
	{[]string{""}, false, true, false},
	{[]string{""}, false, false, false},
}

// playTitleParts are the title's words before the verdict, as tier shown
// keeps them, the mode's with the words auto ("" for none), and with them
// whether the game has had help.
func (r *renderer) playTitleParts(p *Play, auto string, shown titleTier) string {
	parts := []string{}
	if !p.HideMoves && shown.moves {
		parts = append(parts, Moves(p.PlayerMoves))
	}
	switch {
	case !shown.clock:
	case p.Paused && p.HideClock:
		parts = append(parts, "paused")
	case p.Paused:
		parts = append(parts, words.Clock(p.Elapsed)+" paused")
	case !p.HideClock:
		parts = append(parts, words.Clock(p.Elapsed))
	}
	if shown.help && p.Assisted && !p.Won { // said from the first help, not only at the win (a hint looked at and put away)
		parts = append(parts, "with help")
	}
	if auto != "" {
		parts = append(parts, auto+p.Auto.String())
	}
	return strings.Join(parts, " "+r.glyphs.Dot+" ")
}

// verdictForms are the coach's word in the title, longest first: " · winnable",
// " · lost at move 14 (3a): L goes back", " · ⠋ thinking"; nothing when it is
// off or the game won.
func (r *renderer) verdictForms(p *Play) []string {
	sep := " " + r.glyphs.Dot + " "
	if p.NoMoveLeft && !p.Won { // said whatever the coach says, and with its losing move where it knows one
		var forms []string
		if p.Coach.On && p.Coach.Lost() {
			for _, f := range r.coachForms(p) {
				forms = append(forms, sep+"no legal move left"+f)
			}
		}
		return append(forms, sep+"no legal move left", sep+"no move left")
	}
	return r.coachForms(p)
}

// coachForms are the coach's verdict in the title, longest first.
func (r *renderer) coachForms(p *Play) []string {
	c := p.Coach
	sep := " " + r.glyphs.Dot + " "
	switch {
	case !c.On || p.Won:
		return []string{""}
	case c.Lost() && c.LosingKnown && c.LosingMove == 0:
		return []string{sep + "lost from the " + dealWord(r.Board.Game), sep + "unwinnable", sep + "lost"} // "lost" alone, at 0 moves, read as the player's loss
	case c.Lost() && c.LosingKnown:
		back := ": " + r.Names.Losing + " goes back"
		return []string{sep + fmt.Sprintf("lost at move %d (%s)", c.LosingMove, r.losingStepWords(c.LosingStep)) + back, // "(58)" was read as fifty-eight
			sep + fmt.Sprintf("lost at move %d (%s)", c.LosingMove, c.LosingNotation) + back,
			sep + fmt.Sprintf("lost at move %d", c.LosingMove) + back, sep + "lost" + back,
			sep + fmt.Sprintf("lost at move %d", c.LosingMove), sep + "lost"}
	case c.Judged && c.Verdict == coach.Undecided:
		return []string{sep + fmt.Sprintf("undecided (%s positions searched)", words.Number(int64(c.Budget))), sep + "undecided"}
	case c.Judged:
		return []string{sep + c.word()}
	case c.Thinking:
		return []string{sep + strings.TrimSpace(ansi.Strip(c.Spinner.View())) + " thinking"}
	}
	return []string{""}
}

// losingStepWords say a losing move by its card and where it went: "6♣ to
// column 8", "5♠ to free cell d", "3♥ home".
func (r *renderer) losingStepWords(m rules.Move) string {
	if m.To == rules.Foundation {
		return r.glyphs.Card(m.Card) + " home"
	}
	return r.glyphs.Card(m.Card) + " to " + rules.PlaceWords(m.To)
}

// verdictStyled styles the verdict: lost stands out, not by colour alone (the
// word says it). Alone (nothing before it in the title), it has no
// separator before it.
func (r *renderer) verdictStyled(p *Play, words string, alone bool) string {
	if words == "" {
		return ""
	}
	sep := " " + r.glyphs.Dot + " "
	if alone {
		sep = ""
	}
	words = strings.TrimPrefix(words, " "+r.glyphs.Dot+" ")
	if p.Coach.Lost() || p.NoMoveLeft {
		return r.Styles.Setting.Render(sep) + r.Styles.Error.Render(words)
	}
	return r.Styles.Setting.Render(sep + words)
}

// refusedLine says why a move was refused.
func (r *renderer) refusedLine(s Status) string {
	why := s.Problem.Explain(r.glyphs.Card) + r.tooManyWhy(s.Problem)
	if s.Pick.Count > 1 && s.Problem.Move.To == rules.Foundation && !r.glyphs.Spoken { // a run picked up, sent home: only its top card may go, the one named (a move typed picked none)
		why += " (one card at a time, the top one)" // the why first: "…, the top one: 3♦ can't go home yet: A♦ goes first" read as a riddle
	}
	return r.Styles.Error.Render(r.glyphs.Cross+" ") + r.Styles.Status.Render(r.reason(why))
}

// noPlaceWhy says why no place takes card, the top one of from: the card its
// foundation wants first, the card a column would need on top (or an empty
// column, for a king), and, from a column, that the free cells are taken.
func (r *renderer) noPlaceWhy(card dealer.Card, from rules.Place) string {
	pos := r.Board.Position
	first := dealer.NewCard(dealer.Ace, card.Suit())
	if top := pos.FoundationTop(card.Suit()); top != dealer.NoCard {
		first = dealer.NewCard(top.Rank()+1, card.Suit())
	}
	column := "no " + rules.OtherColour(card) + " " + rules.RankWords(card.Rank()+1) + " tops a column"
	if card.Rank() == dealer.King {
		column = "no column is empty"
	}
	why := r.glyphs.Card(first) + " must go home first, " + column
	if from.IsColumn() && pos.FreeCellCount() > 0 {
		return why + ", the free cells are full"
	}
	return why
}

// movedLine says a move made or redone, and the cards picked that stayed.
func (r *renderer) movedLine(s Status) string {
	prefix, short := "", ""
	if s.Kind == Redone {
		prefix = "redone: "
	}
	if len(s.Moves) > 0 && s.Pick.Count > int(s.Moves[0].Count) { // where room is short, the counts stay: a card was left behind
		toCell := s.Moves[0].To.IsFreeCell()
		short = fmt.Sprintf(" (%d of the %d cards picked: no more could go there)", s.Moves[0].Count, s.Pick.Count)
		switch {
		case toCell && r.glyphs.Spoken: // a move typed to a free cell moves one card, as notation has it: nothing to say
			short = ""
		case toCell:
			short = fmt.Sprintf(" (the top card of the %d picked: a free cell holds one)", s.Pick.Count)
		case r.glyphs.Spoken: // a move typed, no card picked by the player
			short = fmt.Sprintf(" (%d of the %d cards in sequence: no more could go there)", s.Moves[0].Count, s.Pick.Count)
		}
		if r.brief > 1 && short != "" {
			short = fmt.Sprintf(" (%d of %d)", s.Moves[0].Count, s.Pick.Count)
		}
	}
	words := r.stepWords(s.Moves)
	if first := r.stepWords(s.Moves[:min(1, len(s.Moves))]); short != "" && strings.HasPrefix(words, first) { // the count beside the move it is of, not after the cards sent home
		words = first + short + strings.TrimPrefix(words, first)
		short = ""
	}
	return r.Styles.Status.Render(prefix + words + short)
}

// playLine puts a play status in words.
func (r *renderer) playLine(s Status) string {
	st, g := r.Styles, r.glyphs
	plain := func(text string) string { return st.Status.Render(text) }
	switch s.Kind {
	case Picked, PickedAll, PickedWholeRun, PickedOne, PickedNotAKey:
		return r.pickedLine(s)
	case Refused:
		return r.refusedLine(s)
	case Moved, Redone:
		return r.movedLine(s)
	case Undone:
		return plain("undone: " + r.undoneWords(s.Moves))
	case UndoneRestart, Restarted, RedoneRestart:
		return st.Status.Render(r.restartLine(s))
	case PlayingAgain:
		return plain("a new game on the deal: the win stays won")
	case NoMoveLeft, LostAsDealt, GameIsWon:
		return r.overLine(s)
	case WonNoPlayOn:
		return plain("the game is won: there is nothing to play on from here")
	case NothingToUndo:
		return plain("nothing to undo: this is the deal")
	case NothingToRestart:
		return plain("nothing to restart: no move made yet")
	case NothingToRedo:
		return plain("nothing to redo")
	case AutoPlaySet:
		sent := "" // the cards the new mode sent home at once, said (they went unsaid, seen only on the board)
		if len(s.Moves) > 0 {
			sent = "; " + r.homeWords(s.Moves)
		}
		if r.brief > 0 {
			return plain("auto-play " + s.Auto.String() + sent)
		}
		return plain("auto-play " + s.Auto.String() + ": " + autoWords[s.Auto] + sent)
	case NoFreeCell:
		if r.Board.Position.FreeCellCount() == 0 {
			return st.Error.Render(g.Cross+" ") + plain("the game has no free cells")
		}
		return st.Error.Render(g.Cross+" ") + plain("the free cells are all taken")
	case NoPlaceFor:
		if s.Pick.Count <= 1 {
			card := r.Board.Position.Top(s.Pick.From)
			return st.Error.Render(g.Cross+" ") + plain(r.say("no place takes "+g.Card(card)+" now: "+r.noPlaceWhy(card, s.Pick.From), "no place takes "+g.Card(card)+" now"))
		}
		cards := r.Board.Position.Column(s.Pick.From.Index())
		run := withCardsOnIt(g.Card(cards[max(len(cards)-s.Pick.Count, 0)]), s.Pick.Count)
		return st.Error.Render(g.Cross+" ") + plain("no place takes "+run+" now")
	case StaysInOrder:
		cards := r.Board.Position.Column(s.Pick.From.Index())
		n := min(s.Pick.Count, len(cards)-1)
		card, under := withCardsOnIt(g.Card(cards[len(cards)-n]), n), g.Card(cards[len(cards)-n-1])
		stay, it := "stays", "it"
		if n > 1 {
			stay, it = "stay", "them"
		}
		return plain(r.say(fmt.Sprintf("%s %s in order on %s: a double click sends %s home or onto a column only (drag %s to a cell)", card, stay, under, it, it), // "drag it aside" said not where
			fmt.Sprintf("%s %s on %s: drag %s to a free cell", card, stay, under, it)))
	case HomeAlready:
		return plain(r.say(fmt.Sprintf("%s is home already: auto-play sent it there from %s", g.Card(s.Card), rules.PlaceWords(s.Pick.From)), g.Card(s.Card)+" is home already"))
	case PickFirst:
		if s.Notation != "" { // + or - pressed first
			return plain(r.say("pick up cards first: "+s.Notation+" then takes one card more or fewer", "pick up cards first"))
		}
		if s.Pick.From == rules.Foundation && s.Clicked { // a foundation clicked first
			return plain(r.say("pick up a card first, then a click here sends it home: cards never leave the foundations", "pick up a card first"))
		}
		if s.Pick.From == rules.Foundation { // h pressed first
			return plain(r.say("pick up a card first, then "+r.Names.Home+" sends it home: cards never leave the foundations", "pick up a card first"))
		}
		return plain(r.say("pick up a card first: "+r.Names.FirstFreeCell+" then puts it in the first free cell", "pick up a card first"))
	case InFreeCellAlready:
		return plain(r.say(fmt.Sprintf("%s is in a free cell already: put back (%s puts a column's card into one)", g.Card(s.Card), r.Names.FirstFreeCell),
			g.Card(s.Card)+" is in a free cell already"))
	case NothingToPick:
		return plain(rules.PlaceWords(s.Pick.From) + " is empty: no card to move from there")
	case NotAKey:
		return plain(r.say(fmt.Sprintf("%s does nothing in a game: cards move by %s; %s shows every key", s.Notation, r.Names.Places, r.Names.Help),
			s.Notation+" does nothing here"))
	case CtrlCNotQuit:
		return plain(r.say(fmt.Sprintf("ctrl+c does nothing here: the keys file moved quit to %s", s.Notation), s.Notation+" quits"))
	case DealsKey:
		return plain(r.say(fmt.Sprintf("%s is a key of the deals: %s leaves the game for them (it is kept)", s.Notation, r.Names.Browse),
			fmt.Sprintf("%s: the deals' key (%s first)", s.Notation, r.Names.Browse)))
	case MovesMade:
		return r.movesMadeLine(s)
	case MoveLineDiverged:
		return st.Error.Render(fmt.Sprintf("%s word %d (%s): ", g.Cross, s.Words+1, s.Notation)) +
			plain(r.say(fmt.Sprintf("auto-play sent %s home already, and these moves still use it (auto-play off follows them)", g.Card(s.Card)),
				fmt.Sprintf("auto-play sent %s home already", g.Card(s.Card))))
	case NoMoves:
		return plain("no moves typed")
	case LeftLost:
		return plain(fmt.Sprintf("%s counted lost: no legal move was left", words.GameName(s.Game)))
	case LeftKept: // the board shows the deal as dealt: the game is not thrown away, as it may look
		return plain(r.say(fmt.Sprintf("your game is kept as you left it: %s resumes it (the board shows the deal as dealt)", r.Names.PlayDeal),
			fmt.Sprintf("your game is kept: %s resumes it", r.Names.PlayDeal)))
	case LeftKeptUnsaved: // "kept" alone told a guest, told elsewhere that nothing is kept, the wrong thing
		return plain(r.say(fmt.Sprintf("your game is kept until you quit (nothing is saved): %s resumes it", r.Names.PlayDeal),
			fmt.Sprintf("kept until you quit: %s resumes it", r.Names.PlayDeal)))
	case PasteNotMoves:
		return plain(r.say("that paste is not moves in standard notation (as 3a 36 8h): nothing is played", "that paste is not moves: nothing played"))
	case LeftKeptFor:
		until := ""
		if s.Count == 1 {
			until = " until you quit"
		}
		return plain(r.say(fmt.Sprintf("your game of %s is kept%s: %s goes back to its deal, where %s resumes it", words.GameName(s.Game), until, r.Names.BackDeal, r.Names.PlayDeal),
			fmt.Sprintf("your game of %s is kept%s", words.GameName(s.Game), until)))
	case LeftKeptForNew: // in the new game: b goes back once the game is left
		until := ""
		if s.Count == 1 {
			until = " until you quit"
		}
		return plain(r.say(fmt.Sprintf("new game; your game of %s is kept%s: %s, %s, then %s resume it", words.GameName(s.Game), until, r.Names.Browse, r.Names.BackDeal, r.Names.PlayDeal),
			fmt.Sprintf("#%s kept%s: %s, %s, %s resume it", words.Number(s.Game), until, r.Names.Browse, r.Names.BackDeal, r.Names.PlayDeal)))
	case LeftLostForNew:
		return plain(r.say(fmt.Sprintf("new game; your game of %s counted lost: no legal move was left in it", words.GameName(s.Game)),
			fmt.Sprintf("new game; #%s counted lost", words.Number(s.Game))))
	case MoveLineTooLong:
		return st.Error.Render(g.Cross+" ") + plain(r.say(fmt.Sprintf("paste too long (the move line holds %s characters): no move made", // by how much is not said: a terminal or a server may cut a paste before it comes
			words.Number(int64(s.Count))), "paste too long: no move made"))
	case MoveLineRefused:
		return r.moveLineRefusal(s)
	case Won:
		return r.wonLine(s)
	case TookOver:
		return plain(fmt.Sprintf("your game now, from step %d of the solution", s.Count))
	case NothingToPlayOn:
		return plain(r.say("the solution has won here: nothing is left to play; step back to play on from earlier", "nothing is left to play"))
	case NotSaving:
		return st.Error.Render(g.Cross+" not saving games: ") + plain(r.notSavingWords(s))
	case Resumed:
		if s.AtDeal && s.Restarted && !s.CleanStart { // nothing kept but the restart: no game in progress, as browsing said
			return plain(r.sayIn("a clean try, at the deal"+r.atDealKeys(s), "a clean try, at the deal", "a clean try"))
		}
		if s.AtDeal { // R would say "nothing to restart", or start a clean try
			return plain(r.sayIn("your game in progress, at the deal"+r.atDealKeys(s), "your game in progress, at the deal", "your game, at the deal"))
		}
		if s.Count == 0 { // cards sent home, or every move undone: none of the player's to count
			return plain(r.say(fmt.Sprintf("your game in progress (%s starts it again)", r.Names.Restart), "your game in progress"))
		}
		return plain(r.say(fmt.Sprintf("your game in progress: %s made (%s starts it again)", Moves(s.Count), r.Names.Restart),
			"your game in progress: "+Moves(s.Count)))
	default:
		return r.helpLine(s)
	}
}

// overLine says a game is over: no legal move left, or won.
func (r *renderer) overLine(s Status) string {
	st, n := r.Styles, r.Names
	plain := func(text string) string { return st.Status.Render(text) }
	switch {
	case s.Kind == NoMoveLeft:
		before := ""
		if s.Before != nil && r.glyphs.Spoken { // the moves' line, which goes unsaid else
			before = r.saidLine(*s.Before) + "; "
		}
		return before + st.Strong.Render("no legal move is left:") + plain(r.say(fmt.Sprintf(" the game is lost (%s undoes the last move; %s restarts or %s goes to the next deal, counting this game lost)", n.Undo, n.Restart, n.NextDeal),
			" the game is lost"))
	case s.Kind == LostAsDealt:
		return st.Strong.Render("no legal move is left:") + plain(r.say(fmt.Sprintf(" the deal is lost as dealt (%s goes to the next deal; nothing is counted)", n.NextDeal),
			" lost as dealt"))
	case s.Notation != "": // a key that does nothing in a won game
		return plain(r.say(fmt.Sprintf("%s does nothing in a won game: %s plays the deal again, %s reviews your moves, %s goes to the deals", s.Notation, n.Again, n.WonReview, n.WonLeave),
			fmt.Sprintf("%s does nothing here: %s plays again, %s goes to the deals", s.Notation, n.Again, n.WonLeave)))
	}
	return plain(r.say(fmt.Sprintf("won, and its moves stay: %s plays the deal again, %s reviews your moves, %s goes to the deals", n.Again, n.WonReview, n.WonLeave),
		"the game is won: "+n.Again+" plays it again, "+n.WonLeave+" goes to the deals"))
}

// restartLine says a restart made, undone or redone.
func (r *renderer) restartLine(s Status) string {
	switch {
	case s.Kind == UndoneRestart && s.Loss:
		return r.sayIn("restart undone: the game is back where it was, in progress, its loss taken back", "restart undone: the game is back where it was", "restart undone")
	case s.Kind == UndoneRestart: // a clean try's restart, from the deal, counted nothing
		return r.sayIn("restart undone: the game is back where it was", "restart undone: back where it was", "restart undone")
	case s.Kind == RedoneRestart && s.Loss:
		return r.say(fmt.Sprintf("restart redone: back to the deal, the try counted lost again (%s undoes the restart)", r.Names.Undo), "restart redone: the try counted lost again")
	case s.Kind == Restarted && s.AtDeal:
		return r.say(fmt.Sprintf("started again: a clean try, no help shown and no time yet (%s undoes the restart)", r.Names.Undo), "started again: a clean try")
	}
	return "back to the deal (" + r.Names.Undo + " undoes the restart)"
}

// atDealKeys are the keys that work on a game come back to at its deal: undo
// takes back the restart that brought it there, R leaves its help or time
// behind.
func (r *renderer) atDealKeys(s Status) string {
	var keys []string
	if s.Restarted {
		keys = append(keys, r.Names.Undo+" undoes the restart")
	}
	if s.CleanStart {
		keys = append(keys, r.Names.Restart+" starts a clean try")
	}
	if len(keys) == 0 {
		return ""
	}
	return " (" + strings.Join(keys, ", ") + ")"
}

// helpLine says what the coach, a hint and the losing move did; other kinds
// are the disk's.
func (r *renderer) helpLine(s Status) string {
	st, g := r.Styles, r.glyphs
	plain := func(text string) string { return st.Status.Render(text) }
	switch s.Kind {
	case CoachOn:
		if r.brief > 0 {
			return plain("the coach is on (" + r.Names.Coach + " turns it off)")
		}
		return plain("the coach is on: it judges each position winnable or lost, where it can decide (" + r.Names.Coach + " turns it off)")
	case CoachOff:
		if r.brief > 0 {
			return plain("the coach is off (" + r.Names.Coach + " turns it on)")
		}
		return plain("the coach is off: nothing is judged (" + r.Names.Coach + " turns it on)")
	case Hint:
		if r.brief > 0 { // the cards still named: "6a" alone means nothing to a newcomer
			return st.Strong.Render("hint: "+s.Notation) + plain(" "+r.stepWords(s.Moves[:1])+" ("+r.Names.Hint+" plays it)")
		}
		if g.Spoken { // the move's words first: a screen reader says 46 as forty-six
			return st.Strong.Render("hint: "+r.stepWords(s.Moves)) + plain(" ("+s.Notation+"); "+r.Names.Hint+" again plays it")
		}
		return st.Strong.Render("hint: "+s.Notation) + plain(" "+r.stepWords(s.Moves)+" ("+r.Names.Hint+" again plays it)") // with the cards it sends home: what it does
	case NoHint:
		return plain("no hint: " + r.noHelpWords(s.Why, false))
	case NoSolutionHere:
		return plain(r.sayIn("no solution to show: ", "no solution to show: ", "no solution: ") + r.noHelpWords(s.Why, true)) // at 60 columns "… 4 free c…" was cut
	case NoLosingMove:
		return plain(r.say("no losing move to go back to: ", "no losing move: ") + r.noLosingWords(s.Why))
	case BeforeLosingMove:
		return plain(fmt.Sprintf("back to just before move %d, the move that lost the game", s.Count))
	case BeforeReviewedMove:
		return plain(fmt.Sprintf("back to just before move %d: play on (%s redoes)", s.Count, r.Names.Redo))
	case NoLosingMoveHere:
		return plain("no losing move: " + r.noLosingWords(s.Why))
	case NothingToReview:
		return plain("nothing to review: no move made yet")
	default:
		return r.diskLine(s)
	}
}

// tooManyWhy is why fewer cards can move than a refused move took, where
// room is left: ": into an empty column, 1 with no free cell and no other
// empty column" (the count alone read as a rule of the game's own).
func (r *renderer) tooManyWhy(e *rules.MoveError) string {
	if e == nil || e.Problem != rules.TooMany || r.brief > 0 {
		return ""
	}
	p := &r.Board.Position
	if to := e.Move.To; to.IsColumn() && len(p.Column(to.Index())) == 0 {
		return fmt.Sprintf(": into an empty column, %d with %s and %s", p.Capacity(true), noneOr(p.FreeCells(), "free cell"), noneOr(p.EmptyColumns()-1, "other empty column"))
	}
	return ": " + capacityWords(p)
}

// capacityWords says how many cards move together onto a card, and why:
// "4 with 1 free cell and 1 empty column" (each free cell adds one, each
// empty column doubles them).
func capacityWords(p *rules.Position) string {
	return fmt.Sprintf("%d with %s and %s", p.Capacity(false), noneOr(p.FreeCells(), "free cell"), noneOr(p.EmptyColumns(), "empty column"))
}

// noneOr counts things: "no free cell", "1 free cell", "2 free cells".
func noneOr(n int, what string) string {
	if n == 0 {
		return "no " + what
	}
	return words.Plural(n, what)
}

// pickedLine says what is picked up and asks where to, with why + or -
// changed nothing.
func (r *renderer) pickedLine(s Status) string {
	st, g := r.Styles, r.glyphs
	plain := func(text string) string { return st.Status.Render(text) }
	what := g.Card(s.Card)
	if s.Pick.Count > 1 {
		what = withCardsOnIt(what, s.Pick.Count)
	}
	hint := " (" + r.Names.Places + ")"
	switch {
	case r.brief > 0:
		hint = ""
	case s.Clicked:
		hint = " (click there, or " + r.Names.Places + ")"
	case s.Count > 1:
		hint = " (" + r.Names.Places + "; " + r.Names.MoreFewer + " more, fewer)"
	}
	line := st.Strong.Render(what) + plain(fmt.Sprintf(" from %s: where to?%s", rules.PlaceWords(s.Pick.From), hint))
	if s.Kind == PickedNotAKey { // first, where a narrow line cuts the end
		line = plain(s.Notation+" is not a place key "+g.Dot+" ") + line
	}
	if why := pickedWhy[s.Kind]; why != "" { // + or - did nothing: say why
		if s.Kind == PickedAll && s.Pick.From.IsColumn() && r.brief < 2 { // and the rule that says how many
			why += ": " + capacityWords(&r.Board.Position)
		}
		line += plain(" " + g.Dot + " " + why)
		if r.brief > 1 && lipgloss.Width(line) > r.Width-r.margin { // at 60 columns "… where to? · no more…": the why is what is new
			what = g.Card(s.Card)
			if s.Pick.Count > 1 {
				what += fmt.Sprintf(" and %d more", s.Pick.Count-1)
			}
			line = st.Strong.Render(what) + plain(fmt.Sprintf(" from %s %s %s", rules.PlaceWords(s.Pick.From), g.Dot, pickedWhyBrief[s.Kind]))
		}
	}
	return line
}

// pickedWhy says why + or - changed nothing.
var pickedWhy = map[StatusKind]string{PickedAll: "no more can move together", PickedWholeRun: "the run in order ends there", PickedOne: "one card is the fewest"}

// pickedWhyBrief is pickedWhy where room is shortest.
var pickedWhyBrief = map[StatusKind]string{PickedAll: "no more can move", PickedWholeRun: "the run ends there", PickedOne: "one is the fewest"}

var autoWords = map[rules.AutoMode]string{
	rules.AutoSafe: "cards no other card can need go home by themselves",
	rules.AutoAll:  "every card that can go home goes",
	rules.AutoOff:  "you move every card, home too",
}

// homeHeard says many cards sent home after a move: "the last 12 cards
// home" where they won the game, else "6 cards home, up to 7♥ and 5♠" (each
// suit's highest card sent, as the foundations now stand; to the ear "up to
// seven of hearts and five of spades").
func homeHeard(home []rules.Move, won bool, g *Glyphs) string {
	if won {
		return fmt.Sprintf("the last %d cards home", len(home))
	}
	var highest [4]dealer.Card
	var has [4]bool
	for _, m := range home {
		suit := m.Card.Suit()
		if !has[suit] || m.Card.Rank() > highest[suit].Rank() {
			highest[suit], has[suit] = m.Card, true
		}
	}
	var named []string
	for suit, ok := range has {
		if ok {
			named = append(named, g.Card(highest[suit]))
		}
	}
	return fmt.Sprintf("%d cards home, up to %s", len(home), listed(named))
}

// winsWith reports whether the cards of home, sent home, won the game: the
// board is after them (a move made), or before them (a hint's).
func (r *renderer) winsWith(home []rules.Move) bool {
	pos := &r.Board.Position
	last := home[len(home)-1].Card
	if top := pos.FoundationTop(last.Suit()); top != dealer.NoCard && top.Rank() >= last.Rank() { // sent already
		return pos.Won()
	}
	return pos.OnFoundations()+len(home) == 52
}

// undoneWords says a step undone as stepWords says it made, but to be
// heard: there "then ace of clubs from column 8 home" told of the card as
// going home, where it comes back.
func (r *renderer) undoneWords(moves []rules.Move) string {
	if r.glyphs.Spoken && r.brief == 0 && len(moves) > 1 {
		return r.stepWords(moves[:1]) + ", and " + backFromHome(moves[1:], r.glyphs)
	}
	return r.stepWords(moves)
}

// backFromHome says, to be heard, the cards an undo brings back from home,
// that auto-play had sent there: "ace of clubs back from home to column 8",
// or where they are many "7 cards back from home".
func backFromHome(home []rules.Move, g *Glyphs) string {
	if len(home) > 4 {
		return fmt.Sprintf("%d cards back from home", len(home))
	}
	cards := make([]string, len(home))
	for i, m := range home {
		cards[i] = g.Card(m.Card) + " back from home to " + rules.PlaceWords(m.From)
	}
	return listed(cards)
}

// stepWords says a step: "9♠ from column 2 to column 4, then A♥ 2♥ home", or
// where room is short "..., then 2 cards home".
func (r *renderer) stepWords(moves []rules.Move) string {
	if len(moves) == 0 {
		return ""
	}
	if r.brief > 1 { // "K♠ to cell b", "Q♥ and 2 more to column 8, then 1 card home", "A♥ home"
		to, words := moves[0].To, r.glyphs.Card(moves[0].Card)
		if moves[0].Count > 1 {
			words += fmt.Sprintf(" and %d more", moves[0].Count-1)
		}
		switch {
		case to == rules.Foundation:
			words += " home"
		case to.IsFreeCell():
			words += " to cell " + to.String()
		default:
			words += " to column " + to.String()
		}
		if home := len(moves) - 1; home > 0 {
			cards := "cards"
			if home == 1 {
				cards = "card"
			}
			words += fmt.Sprintf(", then %d %s home", home, cards) // "then 1 home" beside "15 1d" read as a column
		}
		return words
	}
	words := MoveWords(moves[0], r.glyphs)
	if r.glyphs.Spoken { // "jack of hearts and ten of spades on it": heard, not seen (the board is read only then)
		if on, ok := cardOnIt(&r.Board.Position, moves[0]); ok {
			words = strings.Replace(words, " and the card on it", " and "+r.glyphs.Card(on)+" on it", 1)
		}
	}
	if r.brief > 0 { // "10♠ and the card on it to column 1"
		words = withCardsOnIt(r.glyphs.Card(moves[0].Card), int(moves[0].Count)) + " to " + rules.PlaceWords(moves[0].To)
	}
	if home := moves[1:]; len(home) > 0 {
		words += ", then " + r.homeWords(home)
	}
	return words
}

// homeWords say the cards of moves home: "A♦ 2♦ home", "ace of diamonds and
// two of diamonds home", "7 cards home" where room is short or they are
// many.
func (r *renderer) homeWords(home []rules.Move) string {
	switch {
	case r.brief == 0 && len(home) > 4: // a dozen cards named one by one is a paragraph; "5 cards home" said not which
		return homeHeard(home, r.winsWith(home), r.glyphs)
	case r.brief > 0 && len(home) > 1 || len(home) > 4:
		return fmt.Sprintf("%d cards home", len(home))
	}
	cards := make([]string, len(home))
	for i, m := range home {
		cards[i] = r.glyphs.Card(m.Card)
	}
	if r.glyphs.Spoken { // cards in words, each with the place it left: "then ace of diamonds from column 3 and two of diamonds from free cell a home"
		for i, m := range home {
			cards[i] += " from " + rules.PlaceWords(m.From)
		}
		return listed(cards) + " home"
	}
	return strings.Join(cards, " ") + " home"
}

// movesMadeLine names the moves a move line made: "3 moves made: 3a 46
// 74v2", the last of them where there is no room for all.
func (r *renderer) movesMadeLine(s Status) string {
	head := Moves(s.Count) + " made" // counted as the title counts them
	if s.Count == 0 {
		head = "no move made"
	}
	if s.CardsHome > 0 && r.brief < 2 {
		head += fmt.Sprintf(", %s home", words.Plural(s.CardsHome, "card"))
	}
	if passed := s.Words - s.Count - s.Home; passed > 0 && r.brief < 2 { // moves of cards auto-play had sent home
		head += fmt.Sprintf(", %d passed over (auto-play sent their cards home)", passed)
	}
	if s.Left > 0 && r.brief < 2 { // the game won before the line's end: the words after it said, not dropped unsaid
		head += fmt.Sprintf(", %s after the win not played", words.Plural(s.Left, "word"))
	}
	if s.HomeAlready > 0 && r.brief < 2 { // moves home auto-play had made: taken as made, not a failure ("no move made: 4h 7h" read as one)
		them := "them"
		if s.HomeAlready == 1 {
			them = "it"
		}
		head += fmt.Sprintf(", %d home already (auto-play sent %s)", s.HomeAlready, them)
	}
	if r.glyphs.Spoken && s.Notation != "" { // said whole: a line read aloud has no width to keep to
		if len(strings.Fields(s.Notation)) > spokenMovesMost { // a solution pasted: counted, not read out word by word
			return r.Styles.Status.Render(head)
		}
		return r.Styles.Status.Render(head + ": " + r.namedMoves(s))
	}
	room := r.Width - r.margin - lipgloss.Width(head) - 2
	words := s.Notation
	if r.brief > 1 || room < 8 || words == "" {
		return r.Styles.Status.Render(head)
	}
	if lipgloss.Width(words) > room {
		words = r.glyphs.Ellipsis + ansi.TruncateLeft(words, lipgloss.Width(words)-room+lipgloss.Width(r.glyphs.Ellipsis), "")
	}
	return r.Styles.Status.Render(head + ": " + words)
}

// namedMoves is a move line's moves with the card each moved, to be
// spoken: "8a five of hearts, 7b jack of clubs" (the notation alone where
// the moves are not known).
func (r *renderer) namedMoves(s Status) string {
	words := strings.Fields(s.Notation)
	if len(words) != len(s.Moves) {
		return s.Notation
	}
	for i, m := range s.Moves {
		if name := r.glyphs.Card(m.Card); name != "" {
			words[i] += " " + name
		}
	}
	return strings.Join(words, ", ")
}

// spokenMovesMost is the most moves of a line said with their cards: a
// solution pasted (some 80 words) is counted, not read out.
const spokenMovesMost = 20

// reason is why a move is refused, its explanation left out where room is
// short: "9♠ can't go on 7♥", not "9♠ can't go on 7♥: only on a red 10".
func (r *renderer) reason(text string) string {
	if short, _, ok := strings.Cut(text, ": "); ok && r.brief > 0 {
		return short
	}
	return text
}

func (r *renderer) moveLineRefusal(s Status) string {
	st, g := r.Styles, r.glyphs
	made := ""
	if s.Words > 0 && r.brief < 2 {
		made = fmt.Sprintf(" (%s made before it)", Moves(s.Count))
		if b := s.Before; b != nil && b.CardsHome > 0 { // a word that sent a card home is no player's move, but made something
			made = fmt.Sprintf(" (%s made before it, %s home)", Moves(s.Count), words.Plural(b.CardsHome, "card"))
			if s.Count == 0 {
				made = fmt.Sprintf(" (%s home before it)", words.Plural(b.CardsHome, "card"))
			}
		}
		if s.Before != nil && r.glyphs.Spoken { // each named, as a line made whole is
			made = fmt.Sprintf(" (made before it: %s)", r.namedMoves(*s.Before))
		}
	}
	before := "" // where room is shortest, that moves were made is still said, ahead of a reason the line may cut
	if s.Words > 0 && r.brief >= 2 && s.Count > 0 {
		before = fmt.Sprintf(", %d made", s.Count)
	}
	head := fmt.Sprintf("%s word %d%s: ", g.Cross, s.Words+1, before) // the reason names a word that is no move
	if g.Spoken && s.Words == 0 {                                     // heard, "word 1" of a move typed alone means nothing
		head = ""
	}
	reason := ""
	switch {
	case s.Problem != nil && g.Spoken && s.Words == 0:
		head = s.Notation + ": "
		reason = r.reason(s.Problem.Explain(g.Card) + r.tooManyWhy(s.Problem))
	case s.Problem != nil: // the moves before it are made: the board is where it was refused
		head = fmt.Sprintf("%s word %d (%s)%s: ", g.Cross, s.Words+1, s.Notation, before)
		reason = r.reason(s.Problem.Explain(g.Card) + r.tooManyWhy(s.Problem)) // "2 cards can move now, not 3" said no why
	case s.Syntax != nil:
		reason = s.Syntax.Explain(r.Board.Position.FreeCellCount()) // the game's own cells
	}
	if s.Left > 0 && r.brief == 0 { // the rest of the line was dropped: said (heard, nothing told "74v3 3a" left 3a unmade)
		made += fmt.Sprintf("; %s after it not made", words.Plural(s.Left, "word"))
	}
	return st.Error.Render(head) + st.Status.Render(reason+made)
}

// bestWords say how a win without help, s, stands to the best on its deal
// before it, the fewest moves and the fastest time (from one win, or two):
// "best yet: it was 25 moves, 1:10" where it beat both, "fewest moves
// yet", "fastest yet" where it beat one (the best was said as it stood
// before, as if the win had not counted), else "best: 22 moves, 1:10";
// beaten says whether it beat either.
func (r *renderer) bestWords(s Status) (said string, beaten bool) {
	b := s.Best
	// Faster as the clock shows it: 0.8 s beside 1.2 s is no "fastest yet: it was 0:01".
	fewer, faster := s.Result.PlayerMoves < b.PlayerMoves, s.Result.Elapsed.Round(time.Second) < b.Elapsed.Round(time.Second)
	switch {
	case fewer && faster:
		return fmt.Sprintf("best yet: it was %s, %s", Moves(b.PlayerMoves), words.Clock(b.Elapsed)), true
	case fewer:
		return fmt.Sprintf("fewest moves yet: it was %s", Moves(b.PlayerMoves)), true
	case faster:
		return fmt.Sprintf("fastest yet: it was %s", words.Clock(b.Elapsed)), true
	}
	return fmt.Sprintf("best: %s, %s", Moves(b.PlayerMoves), words.Clock(b.Elapsed)), false
}

// banner says a win over the board, for a moment: "★ You won FreeCell #617 ★"
// ("the daily, FreeCell #617" for a daily, a game of its own), the moves and
// the time, and the best before it.
func (r *renderer) banner(s Status) []string {
	st, g := r.Styles, r.glyphs
	won := words.GameName(s.Game)
	if r.Daily != nil { // a game of its own: the deal's own games, browsed, are others
		won = "the daily, " + won
	}
	lines := []string{
		st.Strong.Render(fmt.Sprintf("%s You won %s! %s", g.Star, won, g.Star)),
		st.Setting.Render(fmt.Sprintf("%s %s %s", Moves(s.Result.PlayerMoves), g.Dot, words.Clock(s.Result.Elapsed))),
	}
	if cells := strings.TrimPrefix(r.withCells(), " "); cells != "" { // a win kept apart from four cells' wins
		lines[1] = st.Setting.Render(cells+" "+g.Dot+" ") + lines[1]
	}
	switch {
	case s.Assisted && r.Daily != nil: // the daily streak counts a win with help, marked so
		lines = append(lines, st.HelpDesc.Render("with help: the daily streak counts it, marked so"))
	case s.Assisted:
		lines = append(lines, st.HelpDesc.Render("with help: kept apart from your bests and streaks"))
	case s.Best == nil && r.Daily != nil: // once a day: a first win it always is, and not the deal's
		lines = append(lines, st.HelpDesc.Render("the daily of "+r.Daily.Date+", a game of its own"))
	case s.Best == nil && s.WonBefore:
		lines = append(lines, st.HelpDesc.Render("your first win of this deal without help"))
	case s.Best == nil:
		lines = append(lines, st.HelpDesc.Render("your first win of this deal"))
	default:
		if said, beaten := r.bestWords(s); beaten {
			lines = append(lines, st.Strong.Render("your "+said))
		} else {
			lines = append(lines, st.HelpDesc.Render("your "+said))
		}
	}
	width := 0
	for _, l := range lines {
		width = max(width, lipgloss.Width(l))
	}
	for i, l := range lines { // centred in the banner
		lines[i] = strings.Repeat(" ", (width-lipgloss.Width(l))/2) + l
	}
	return r.frame(lines, r.Width-4)
}

func (r *renderer) wonLine(s Status) string {
	st, g := r.Styles, r.glyphs
	help := ""
	if s.Assisted {
		help = " with help"
	}
	name := words.GameName(s.Game)
	if r.Daily != nil && r.Daily.Game == s.Game { // the title says so too, but this line is the one a win is heard by
		name = "the daily, " + name + ","
	}
	text := st.Strong.Render(fmt.Sprintf("won %s%s in %s, %s", name, help, Moves(s.Result.PlayerMoves), words.Clock(s.Result.Elapsed)))
	rest := ""
	if s.Best != nil && r.brief < 2 && !s.Assisted {
		said, beaten := r.bestWords(s)
		if !beaten {
			said = fmt.Sprintf("best %s, %s", Moves(s.Best.PlayerMoves), words.Clock(s.Best.Elapsed))
		}
		rest = " " + g.Dot + " " + said
	}
	if s.Optimal > 0 && r.brief < 2 {
		rest += fmt.Sprintf(" %s optimal: %d", g.Dot, s.Optimal)
	}
	switch {
	case g.Spoken && s.Before != nil: // a move line's: the win first, then its moves, as a line made whole names them (a solution's sixty moves came before the win)
		return text + st.Status.Render(rest) + "; the line: " + r.movesMadeLine(*s.Before)
	case g.Spoken && len(s.Moves) > 0: // the win's line takes the place of its move's, which goes unsaid else
		text = "the winning move, " + r.stepWords(s.Moves) + "; " + text
	}
	return text + st.Status.Render(rest)
}

// cardOnIt is the card on a two-card move's deepest card, where the
// position shows it (after the move, or after it was undone): the card
// just above in its column, in sequence.
func cardOnIt(p *rules.Position, m rules.Move) (dealer.Card, bool) {
	if m.Count != 2 {
		return dealer.NoCard, false
	}
	for i := range rules.NumColumns {
		col := p.Column(i)
		for k := 0; k+1 < len(col); k++ {
			if col[k] == m.Card && rules.Stacks(col[k+1], col[k]) {
				return col[k+1], true
			}
		}
	}
	return dealer.NoCard, false
}
