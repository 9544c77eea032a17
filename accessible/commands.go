package accessible

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"charm.land/bubbles/v2/key"
	"github.com/agnivade/levenshtein"
	"github.com/freecell/freecell/model"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/view"
	"github.com/freecell/freecell/words"
)

// A command typed: its names, what it takes, what the help says of it, and
// what it does. run reports whether it quits.
type command struct {
	names []string
	arg   string // what follows the name, as the help writes it ("" for nothing)
	help  string
	run   func(r *reader, arg string) (quit bool)
}

// serverOnly are the commands the help leaves out but on a server (typed
// elsewhere, they say so).
var serverOnly = map[string]bool{"board": true, "name": true}

// commands are the accessible mode's, in the help's order. A line that is
// none of them and parses as moves in standard notation is played.
var commands []command

func init() { // commands' runs name commands (help lists them): set up here, not in the declaration
	commands = []command{
		{[]string{"look", "l"}, "", "the deal and the board again; look 1 to look 8 one column, look a one free cell, look cells the free cells, look home the foundations", (*reader).look},
		{[]string{"status"}, "", "the deal, and of a game its moves, its time, auto-play's mode and the coach's word (browsing, the game in progress on it)", (*reader).status},
		{[]string{"cells", "c"}, "", "the free cells; cells 3 plays with 3 free cells (0 to 8)", (*reader).cells},
		{[]string{"home", "h"}, "", "the foundations", func(r *reader, _ string) bool { r.say(view.SayHome(r.position())); return false }},
		{[]string{"play", "p"}, "", "play this deal, or resume your game on it (play NUMBER: that deal's); in a playback, play it to the end", (*reader).play},
		{[]string{"take over"}, "", "in a playback, play on yourself from the step said", (*reader).takeOver},
		{[]string{"hint"}, "", "the coach's next move; hint again plays it", inGame(func(k model.Keymaps) key.Binding { return k.Play.Hint })},
		{[]string{"undo", "u"}, "", "take the last move back", inGame(func(k model.Keymaps) key.Binding { return k.Play.Undo })},
		{[]string{"redo"}, "", "make the move taken back again", inGame(func(k model.Keymaps) key.Binding { return k.Play.Redo })},
		{[]string{"restart"}, "", "back to the deal (the try counts lost); in a won game, play it again", (*reader).restart},
		{[]string{"losing"}, "", "in a lost game, undo to just before the move that lost it; in a review, go to that move", (*reader).losing},
		{[]string{"coach"}, "", "turn the coach on or off: it says whether the game can still be won", inGame(func(k model.Keymaps) key.Binding { return k.Play.Coach })},
		{[]string{"autoplay", "auto-play"}, "", "auto-play's next mode: off, safe, all (which cards go home by themselves)", inGame(func(k model.Keymaps) key.Binding { return k.Play.Auto })},
		{[]string{"fewer cells"}, "", "play with one free cell fewer (from none, the most again), as the viewer's F; fewer cells 3 (or cells 3) plays with 3", (*reader).fewerCells},
		{[]string{"review"}, "", "step through your moves, with the coach's word on each", (*reader).review},
		{[]string{"solve"}, "", "solve the deal, or from where you are, and step through the solution", (*reader).solve},
		{[]string{"stop"}, "", "stop a solve", (*reader).stop},
		{[]string{"next", "n"}, "", "the next deal; in a playback or a review, the next step", (*reader).next},
		{[]string{"previous", "prev"}, "", "the deal before; in a playback or a review, the step before", (*reader).previous},
		{[]string{"go", "g"}, "NUMBER", "go to deal NUMBER: " + gameNumbers, (*reader).goTo},
		{[]string{"random", "r"}, "", "a deal drawn at random, of those pick takes", (*reader).random},
		{[]string{"pick"}, "CHOICE", "which deals random draws: easy, medium, hard, expert, beyond (five free cells or more) or any; not won, or won too (pick alone says the choice)", (*reader).pick},
		{[]string{"daily"}, "", "today's daily deal", func(r *reader, _ string) bool { r.toBrowsing(); r.press(r.keys().Browse.Daily); return false }},
		{[]string{"back", "b"}, "", "leave the review or the playback for where you were, or the game for the deals (a game in progress is kept)", func(r *reader, _ string) bool { r.leave(); return false }},
		{[]string{"stats"}, "", "your statistics", (*reader).stats},
		{[]string{"board"}, "", "the daily's board of winners", (*reader).board},
		{[]string{"name"}, "NAME", "the name the daily's board shows for you (name alone takes it off)", (*reader).name},
		{[]string{"settings"}, "", "what can be set here, and how", (*reader).settings},
		{[]string{"yes", "y"}, "", "answer yes to a question", (*reader).yes},
		{[]string{"no"}, "", "answer no to a question; to the column-or-card question, leave the move", answer(func(k model.Keymaps) key.Binding { return k.Confirm.No })},
		{[]string{"column"}, "", "to an empty column, move the whole run (always column: for the rest of the game)", answer(func(k model.Keymaps) key.Binding { return k.Column.Column })},
		{[]string{"single"}, "", "to an empty column, move the top card alone (always single: for the rest of the game)", answer(func(k model.Keymaps) key.Binding { return k.Column.Single })},
		{[]string{"always column"}, "", "", answer(func(k model.Keymaps) key.Binding { return k.Column.ColumnAlways })},
		{[]string{"always single"}, "", "", answer(func(k model.Keymaps) key.Binding { return k.Column.SingleAlways })},
		{[]string{"help", "?"}, "", "these commands", (*reader).help},
		{[]string{"quit", "q", "exit"}, "", "quit: your game is saved, and resumes when you come back", (*reader).quit},
	}
}

// commandNames are the words the status line names, where the board's
// viewer would name keys.
var commandNames = view.KeyNames{
	Stop: "stop", Step: "next", PlayPause: "play", Coach: "coach", Hint: "hint", Losing: "losing",
	Undo: "undo", Redo: "redo", Restart: "restart", NextDeal: "next", Review: "review", Solve: "solve",
	Again: "restart", WonReview: "review", WonLeave: "back",
	Daily: "daily", Leaderboard: "board", Help: "help", Random: "random",
	Places: "a move such as 3a", Yes: "yes", No: "no",
	Column: "column", Single: "single", Neither: "no", ColumnAlways: "always column", SingleAlways: "always single",
	Browse: "back", Quit: "quit", FreeCells: "fewer cells", GoTo: "go", NextPrev: "next or previous", PlayDeal: "play",
}

// command does what a line says: a command, or moves.
func (r *reader) command(line string) (quit bool) {
	if line == tooLong {
		r.say(fmt.Sprintf("That line is too long: a line holds at most %s characters.", words.Number(LineMost)))
		return false
	}
	if !utf8.ValidString(line) { // quoted, it would be read as replacement characters
		r.say("That line holds bytes that are no text: is the terminal set to UTF-8? Type a move such as 3a, or a command: help lists them.")
		return false
	}
	r.typed = strings.Fields(typedText(line)) // as typed: a name keeps its capitals
	line = strings.Join(strings.Fields(strings.ToLower(typedText(line))), " ")
	shown := line // a refusal quotes the line as typed, not as its AZERTY digits read
	if r.inner.AZERTY() {
		line = azertyDigits(line)
	}
	if trimmed := strings.TrimRight(line, ".!,;"); trimmed != "" { // dictation's full stop ("Undo."); "?" alone is help
		line = trimmed
	}
	if line == "" {
		r.say("Type a move such as 3a, or a command: help lists them.")
		return false
	}
	line = shortAnswer(r, spokenMove(line, firstEmptyCell(r.position())))
	if r.columnAsked() && slices.Contains(leaveMove, line) {
		r.press(r.keys().Column.Cancel)
		r.say("Not moved: the cards stay where they were.")
		return false
	}
	for _, c := range commands {
		for _, name := range c.names {
			if arg, ok := strings.CutPrefix(line, name); ok && (arg == "" || arg[0] == ' ') {
				if r.asked() && !c.answers() {
					r.say("Answer the question first: " + r.question())
					return false
				}
				return c.run(r, strings.TrimSpace(arg))
			}
		}
	}
	if r.asked() {
		r.say(fmt.Sprintf("%s is no answer: %s", words.QuoteLine(shown), r.question()))
		return false
	}
	if line = spacedMove(line); !r.moves(line) {
		r.refuse(line, shown)
	}
	return false
}

// refuse says why line, as shown, is neither a command nor a move.
func (r *reader) refuse(line, shown string) {
	var bad *rules.NotationError
	first := strings.Fields(line)[0]
	_, err := rules.ParseMove(first)
	switch {
	case errors.As(err, &bad) && bad.Problem == rules.BadSource && bad.Char == 'h' && len(first) <= 2: // h3, not hlep
		r.say(fmt.Sprintf("%s is no move: a card home stays there; h ends a move, as 3h (column 3 home).", words.QuoteLine(shown)))
	case errors.As(err, &bad) && (bad.Problem == rules.BadSource || bad.Problem == rules.BadDestination) && (unicode.IsDigit(bad.Char) || len(bad.Word) == 2): // 9a, 3z: the place there is not
		r.say(noSuchPlace(bad, r.position().FreeCellCount()))
	case anyFreeCell(line) && firstEmptyCell(r.position()) == "": // "2 to a free cell", the cells full: a move, but none to make
		r.say("That is no move: no free cell is empty.")
	case nearestCommand(first) != "":
		r.say(fmt.Sprintf("%s is neither a command nor a move: did you mean %s? help lists the commands.", words.QuoteLine(shown), nearestCommand(first)))
	default:
		r.say(fmt.Sprintf("%s is neither a command nor a move: a move names two places, as 3a or column 3 to free cell a, 3h or column 3 home; help lists the commands.", words.QuoteLine(shown)))
	}
}

// anyFreeCell reports whether line names a free cell without its letter,
// as a move in words may ("2 to a free cell", "column 3 to cell").
func anyFreeCell(line string) bool {
	f := strings.Fields(line)
	for i, w := range f {
		if w == "cell" && (i+1 == len(f) || !cellLetter(f[i+1])) {
			return true
		}
	}
	return false
}

// nearestCommand is the command a mistyped word most likely meant: one
// letter left out, added, changed or two swapped (hlep, lok, undp), where
// one command alone is that near and the word has three letters or more
// (a move such as 3z is no mistyped command); else "".
func nearestCommand(word string) string {
	if utf8.RuneCountInString(word) < 3 {
		return ""
	}
	found := ""
	for _, c := range commands {
		for _, name := range c.names {
			if strings.Contains(name, " ") || utf8.RuneCountInString(name) < 3 || !oneEditApart(word, name) {
				continue
			}
			if found != "" && found != c.names[0] {
				return ""
			}
			found = c.names[0]
		}
	}
	return found
}

// oneEditApart reports whether a becomes b by one letter left out, added or
// changed, or two letters next to each other swapped.
func oneEditApart(a, b string) bool {
	if a == b {
		return false
	}
	if levenshtein.ComputeDistance(a, b) == 1 {
		return true
	}
	ra, rb := []rune(a), []rune(b)
	if len(ra) != len(rb) {
		return false
	}
	for i := 0; i+1 < len(ra); i++ {
		if ra[i] != rb[i] {
			return ra[i] == rb[i+1] && ra[i+1] == rb[i] && string(ra[i+2:]) == string(rb[i+2:])
		}
	}
	return false
}

// answers reports whether a command may be typed while a question waits.
func (c command) answers() bool {
	switch c.names[0] {
	case "yes", "no", "column", "single", "always column", "always single", "look", "status", "cells", "home", "help", "quit":
		return true
	}
	return false
}

// gameNumbers are the deals go takes, as they are said (dealer.GameRange
// writes them for the eye: -2, -1, 1-8,589,934,591).
const gameNumbers = "1 to 8,589,934,591, or -1 and -2"

// leaveMove are the words that leave the move a column-or-card question
// asks about, as Esc does on the board.
var leaveMove = []string{"no", "n", "back", "b", "cancel", "stop", "undo", "u"}

// columnAsked reports whether the question waiting is whether a run or its
// top card goes to an empty column.
func (r *reader) columnAsked() bool {
	return r.asked() && r.screen().Confirm.Question == view.ColumnQuestion
}

// question is the question waiting, said again: the column question, long
// as it is said first, by its answers alone; another as it was asked (not
// as the answer asked for after a word that is none: "Answer first:" twice).
func (r *reader) question() string {
	if r.columnAsked() {
		return "column, single, always column, always single, or no to leave the move."
	}
	s := r.screen()
	if s.Confirm != nil {
		asked := *s.Confirm
		asked.Nudged = false
		s.Confirm = &asked
	}
	return view.SayStatus(s)
}

// shortAnswer reads a letter typed to a question as the answer the board's
// key would be: n is no (not next) to a yes-or-no question, and c and s
// column and single (not cells and solve) to the column-or-card question.
func shortAnswer(r *reader, line string) string {
	switch {
	case !r.asked():
		return line
	case r.columnAsked() && line == "c":
		return "column"
	case r.columnAsked() && line == "s":
		return "single"
	case line == "n":
		return "no"
	}
	return line
}

// asked reports whether a question waits for its answer.
func (r *reader) asked() bool { return r.inner.Screen().Confirm != nil }

func (r *reader) keys() model.Keymaps { return r.inner.Keymaps() }

func (r *reader) mode() view.Mode { return r.inner.Screen().Mode }

// position is the position on screen.
func (r *reader) position() *rules.Position {
	p := r.inner.Screen().Board.Position
	return &p
}

// inGame is a command that presses a play key in a game, and says where it
// works elsewhere.
func inGame(binding func(model.Keymaps) key.Binding) func(*reader, string) bool {
	return func(r *reader, _ string) bool {
		switch r.mode() {
		case view.Playing, view.WonGame, view.NoMoveGame:
			r.press(binding(r.keys()))
		default:
			r.notInGame()
		}
		return false
	}
}

// status says the title, and the deal's state: in a game where the coach is
// thinking, once it has its word (piped lines came faster than the coach,
// and status said "thinking" every time).
func (r *reader) status(string) bool {
	if p := r.screen().Play; p != nil && p.Coach.Thinking {
		r.owed = true
		return false
	}
	r.sayTitle()
	return false
}

// sayOwed says a status asked while the coach was thinking, once it has
// its word (or stopped thinking: turned off, or the game left).
func (r *reader) sayOwed() {
	if !r.owed {
		return
	}
	if p := r.screen().Play; p != nil && p.Coach.Thinking {
		return
	}
	r.owed = false
	r.sayTitle()
}

// sayTitle says the title line; browsing, and the game in progress on the
// deal, if there is one (status said only the deal there).
func (r *reader) sayTitle() {
	s := r.screen()
	r.say(view.SayTitle(s))
	if progress := view.SayDealState(s); progress != "" {
		r.say(progress)
	}
}

// notInGame says that a command works in a game, and how to get to one:
// back from a review or a playback, else play (the deal's game, or the game
// in progress on it, which play resumes).
func (r *reader) notInGame() {
	switch s := r.screen(); {
	case s.Mode == view.Reviewing || s.Mode == view.PlayingBack: // play there plays on from the step said, or the solution to its end
		r.say("That works in a game: back returns to it.")
	case s.Mode == view.Browsing && s.Deal != nil && s.Deal.InProgress:
		r.say("That works in a game: play resumes your game in progress on this deal.")
	default:
		r.say("That works in a game: play starts one on this deal.")
	}
}

// answer is a command that answers the question on screen.
func answer(binding func(model.Keymaps) key.Binding) func(*reader, string) bool {
	return func(r *reader, arg string) bool {
		if !r.asked() {
			if _, err := strconv.Atoi(arg); err == nil { // "column 3": a column read, as look 3
				return r.look(arg)
			}
			if strings.Contains(" "+arg+" ", " to ") || strings.HasSuffix(arg, " home") { // a move in words that is none ("column 5 to free cell"): not "no question"
				if anyFreeCell(arg) && firstEmptyCell(r.position()) == "" {
					r.say("That is no move: no free cell is empty.")
					return false
				}
				r.say("That is no move: a move in words names both places, as column 3 to free cell a, or column 3 home.")
				return false
			}
			r.say("No question is asked.")
			return false
		}
		before := view.SayStatus(r.screen())
		later := r.inner.Screen().Confirm.Question == view.ConflictQuestion // its answer is said once the saved games have it
		r.press(binding(r.keys()))
		if after := view.SayStatus(r.screen()); !r.asked() && !later && (after == "" || after == before) { // answered, and nothing to say of it: said all the same
			r.say("Nothing was done.")
			r.fed = false
		}
		return false
	}
}

// azertyRow is an AZERTY keyboard's digits row, unshifted: 1 to 0.
var azertyRow = []rune("&é\"'(-è_çà")

// azertyDigits is a line typed on an AZERTY keyboard with its digits row
// unshifted read as digits, as the board's keys read it: "'a" is "4a", "-a"
// is "6a"; a "-" that starts -1 or -2 is their minus ("go -&" is "go -1"),
// a 6 before any other number ("go -&é" is "go 612").
func azertyDigits(line string) string {
	runes := []rune(line)
	for i, c := range runes {
		starts := i == 0 || runes[i-1] == ' '
		if next := i + 1; c == '-' && starts && next < len(runes) && slices.Contains([]rune("12&é"), runes[next]) && (next+1 == len(runes) || runes[next+1] == ' ') {
			continue
		}
		if d := slices.Index(azertyRow, c); d >= 0 {
			runes[i] = rune("1234567890"[d])
		}
	}
	return string(runes)
}

func (r *reader) look(arg string) bool {
	s := r.screen()
	p := r.position()
	switch arg {
	case "":
		r.say(view.SayTitle(s))
		if s.Mode == view.Browsing { // the deal's facts and record, as next and go say them
			for _, line := range []string{view.SayFacts(s), view.SayDealState(s)} {
				if line != "" {
					r.say(line)
				}
			}
		}
		r.say(view.SayBoard(p)...)
		r.said.position = *p
	case "cells", "c":
		r.say(view.SayFreeCells(p))
	case "home", "h":
		r.say(view.SayHome(p))
	default:
		if cell := strings.IndexByte("abcdefgh", arg[0]); len(arg) == 1 && cell >= 0 && cell < p.FreeCellCount() { // "look a": a free cell, as a move names it
			r.say(view.SayFreeCell(p, cell))
			return false
		}
		n, err := strconv.Atoi(arg)
		if err != nil || n < 1 || n > rules.NumColumns {
			r.say(fmt.Sprintf("There is no column or free cell %s: look 1 to look 8 read a column, look a a free cell, look cells the free cells, look home the foundations, look alone the whole board.", words.Quote(arg)))
			return false
		}
		r.say(view.SayColumn(p, n-1))
	}
	return false
}

func (r *reader) play(arg string) bool {
	k := r.keys()
	if arg != "" { // play 617: go there, then play it once it is open (the lines waiting after)
		before := r.screen().Board.Game
		if r.mode() == view.Playing && r.screen().Daily == nil && strings.TrimSpace(arg) == fmt.Sprint(before) {
			r.say(view.Sentence(fmt.Sprintf("You are on %s already: type a move such as 3a", view.WindowTitle(before))))
			return false
		}
		r.goTo(arg)
		if s := r.screen(); s.Mode == view.Browsing && (s.Board.Game != before || strings.TrimSpace(arg) == fmt.Sprint(before)) {
			r.waiting = append([]waitingLine{{text: "play"}}, r.waiting...)
		}
		return false
	}
	switch r.mode() {
	case view.Browsing:
		r.press(k.Browse.Play)
	case view.PlayingBack:
		r.press(k.Playback.PlayPause)
	case view.Reviewing:
		r.press(k.Review.PlayFrom)
	default:
		r.say("You are playing already: type a move such as 3a.")
	}
	return false
}

func (r *reader) losing(arg string) bool {
	if r.mode() == view.Reviewing {
		r.press(r.keys().Review.Losing)
		return false
	}
	return inGame(func(k model.Keymaps) key.Binding { return k.Play.BackToLosing })(r, arg)
}

func (r *reader) takeOver(string) bool {
	if r.mode() != view.PlayingBack {
		r.say("That works in a playback: solve plays one back, step by step.")
		return false
	}
	r.press(r.keys().Playback.TakeOver)
	return false
}

func (r *reader) restart(string) bool {
	k := r.keys()
	switch r.mode() {
	case view.Playing:
		r.press(k.Play.Restart)
	case view.WonGame:
		r.press(k.Won.Again)
	case view.NoMoveGame:
		r.press(k.Stuck.Restart)
	default:
		r.notInGame()
	}
	return false
}

func (r *reader) review(string) bool {
	k := r.keys()
	switch r.mode() {
	case view.Playing, view.NoMoveGame:
		r.press(k.Play.Review)
	case view.WonGame:
		r.press(k.Won.Review)
	default:
		r.notInGame()
	}
	return false
}

func (r *reader) solve(string) bool {
	k := r.keys()
	switch r.mode() {
	case view.Playing, view.NoMoveGame:
		r.press(k.Play.Solve)
	case view.WonGame:
		r.press(k.Won.Solve)
	default:
		r.toBrowsing()
		r.press(k.Browse.Solve)
	}
	return false
}

func (r *reader) next(string) bool {
	k := r.keys()
	switch r.mode() {
	case view.PlayingBack:
		r.press(k.Playback.Next)
	case view.Reviewing:
		r.press(k.Review.Next)
	case view.WonGame:
		r.press(k.Won.Next)
	case view.NoMoveGame:
		r.press(k.Stuck.Next)
	default:
		r.toBrowsing()
		r.press(k.Browse.Next)
	}
	return false
}

func (r *reader) previous(string) bool {
	k := r.keys()
	switch r.mode() {
	case view.PlayingBack:
		r.press(k.Playback.Prev)
	case view.Reviewing:
		r.press(k.Review.Prev)
	default:
		r.toBrowsing()
		r.press(k.Browse.Prev)
	}
	return false
}

func (r *reader) random(string) bool {
	k := r.keys()
	if r.mode() == view.WonGame {
		r.press(k.Won.Random)
		return false
	}
	r.toBrowsing()
	r.press(k.Browse.Random)
	return false
}

func (r *reader) goTo(arg string) bool {
	if arg == "" {
		r.say("Go where? go 617 goes to deal 617.")
		return false
	}
	if problem := view.PromptProblem(arg, true, view.SpokenGlyphs()); problem != "" { // refused before the game is left: the player stays where they are
		if !view.PromptNamesRange(arg) { // "no such game" names the deals there are
			problem += ": go takes " + gameNumbers
		}
		r.say(view.Sentence(problem))
		return false
	}
	k := r.keys()
	r.toBrowsing()
	before, daily := r.screen().Board, r.screen().Daily != nil
	if !r.press(k.Browse.Jump) {
		return false
	}
	r.typeText(arg)
	r.press(k.Prompt.Go)
	switch s := r.screen(); {
	case s.Prompt != nil: // the number was refused: said, and the prompt closed
		r.say(view.Sentence(view.PromptProblem(s.Prompt.Input.Value(), true, view.SpokenGlyphs())))
		r.press(k.Prompt.Cancel)
	case s.Board.Game == before.Game && (s.Daily != nil) == daily && s.Mode == view.Browsing:
		r.say(view.Sentence(view.WindowTitle(s.Board.Game) + " is open already"))
	}
	return false
}

func (r *reader) stats(string) bool {
	switch r.mode() {
	case view.Browsing, view.Playing, view.WonGame, view.NoMoveGame:
	default:
		r.toBrowsing()
	}
	r.press(r.keys().Stats.Open)
	r.fed = false // the panel is the news, read as it comes: not the status line again
	return false
}

func (r *reader) board(string) bool {
	b := r.keys().Browse.Leaderboard
	if !b.Enabled() {
		r.say("The daily board is a server's: it lists the players who won today's daily there.")
		return false
	}
	r.toBrowsing()
	r.press(b)
	r.fed = false
	return false
}

// name sets the name the daily's board shows for the player, as the board's
// n does: the board is opened, and once read, the name is typed into it
// (see speakPanel), and said once kept.
func (r *reader) name(string) bool {
	b := r.keys().Browse.Leaderboard
	if !b.Enabled() {
		r.say("The daily board is a server's: it lists the players who won today's daily there.")
		return false
	}
	if r.inner.GuestOnBoard() { // before leaving a game for the board
		r.say("A guest has no name on the board: log in with an SSH key to have one.")
		return false
	}
	name := strings.Join(r.typed[1:], " ")
	r.naming = &name
	r.toBrowsing()
	r.press(b)
	if r.screen().Panel.Leaderboard == nil { // no daily today: the status says so
		r.naming = nil
	}
	r.fed = false
	return false
}

// settings says what this mode sets, and with which command: the settings
// panel is the board's ("settings" was taken for a move, and refused at
// length).
func (r *reader) settings(string) bool {
	now := ""
	if s := r.screen(); s.Play != nil {
		now = " (now " + s.Play.Auto.String() + ")"
	}
	r.say("Settings are commands here: autoplay changes auto-play's mode" + now + ", coach turns the coach on or off, fewer cells plays with one free cell fewer, cells 3 with three. The board's viewer (freecell without --accessible) has the rest, under O.")
	return false
}

// leave leaves what the player is in, one step: a review or a playback
// for the game or the deals it came from, a game for the deals.
func (r *reader) leave() {
	was := r.mode()
	if was == view.Browsing {
		r.say("You are browsing the deals already: play plays this deal, quit quits.")
		return
	}
	for range 2 { // a first press may only put away what the screen showed (a hint, a refusal), which a line said already
		leave, ok := r.leaveKey()
		if !ok || !r.press(leave) || r.mode() != was {
			return
		}
	}
}

// leaveKey is the key that leaves the mode the model is in; false while
// browsing.
func (r *reader) leaveKey() (key.Binding, bool) {
	k := r.keys()
	switch r.mode() {
	case view.Playing:
		return k.Play.Cancel, true
	case view.WonGame:
		return k.Won.Leave, true
	case view.NoMoveGame:
		return k.Stuck.Leave, true
	case view.PlayingBack:
		return k.Playback.Leave, true
	case view.Reviewing:
		return k.Review.Leave, true
	case view.Journeying:
		return k.Journey.Leave, true
	case view.Prompting, view.TypingMoves:
		return k.Prompt.Cancel, true
	default:
		return key.Binding{}, false
	}
}

// toBrowsing leaves the game, the playback, the review or a prompt for the
// deals; a game in progress is kept, a game with no move left counts lost.
func (r *reader) toBrowsing() {
	playing := r.mode() == view.Playing
	for range 4 { // a pick is put back before the game is left; a review goes back to its game first
		leave, ok := r.leaveKey()
		if !ok || !r.press(leave) {
			break
		}
	}
	if s := r.screen(); playing && s.Mode == view.Browsing && s.Deal != nil && s.Deal.InProgress { // said before the deals go on elsewhere
		kept := "when you come back"
		if !r.inner.Saves() { // a guest's: nothing outlives the session
			kept = "while you stay (nothing is saved after you leave)"
		}
		r.say(view.Sentence(fmt.Sprintf("Your game on %s is kept: play resumes it %s", view.WindowTitle(s.Board.Game), kept)))
		r.said.progress = view.SayDealState(s) // not said again, should the deal stay on screen
	}
}

// moves plays a line of moves in standard notation, starting the game on
// the deal on screen if none is being played; false if it is no move.
func (r *reader) moves(line string) bool {
	moves, err := rules.ParseMoves(line)
	if err != nil || len(moves) == 0 {
		return false
	}
	k := r.keys()
	switch r.mode() { // a step's keys there, not places
	case view.PlayingBack:
		r.say("This is a playback of a solution: take over plays on yourself from the step said; back leaves it.")
		return true
	case view.Reviewing:
		r.say("This is a review of your moves: play plays on from before the move said; back leaves it.")
		return true
	case view.Browsing, view.Prompting, view.Playing, view.TypingMoves, view.WonGame, view.Journeying, view.NoMoveGame:
	}
	if r.mode() == view.Browsing { // the game begins, and is said, before its first move
		heard := r.said.position // the deal as dealt, or the game left on it
		if r.said.game == r.said.deal {
			heard = r.said.gameAt
		}
		if r.heard != nil { // these moves waited on the deal's record, or a game's opening, and no game began
			heard, r.heard = *r.heard, nil
			if r.screen().Status.Kind == view.WonAlready || r.begun >= beginMost { // none will: the status said why
				r.begun = 0
				return true
			}
		}
		r.press(k.Browse.Play)
		r.cmds = append(r.cmds, r.speak(false))
		if r.busy() { // a saved game is being opened: the moves wait for it, as the lines after them do
			r.heard, r.begun = &heard, r.begun+1
			r.waiting = append([]waitingLine{{text: line}}, r.waiting...) // its place in room given back already
			r.fed = false                                                 // "Opening" is said
			return true
		}
		r.begun = 0
		if r.mode() == view.Browsing { // no game began (a layout won as it stands): the status said why
			return true
		}
		r.heard = &heard
	}
	if heard := r.heard; heard != nil {
		r.heard = nil
		if now := r.screen().Board.Position; now != *heard && !samePlaces(&now, heard, moves) {
			r.say("Not moved: the game's board, just read out, is not the one read before, so " + line + " could mean other cards. Type the move again for this board.")
			return true
		}
	}
	if len(moves) == 1 && len(line) == 2 { // two places: the keys, as the board takes them
		return r.moveByKeys(moves[0])
	}
	r.press(k.Play.MoveLine)
	r.typeText(line)
	r.press(k.Prompt.Go)
	if len(moves) == 1 { // one move with its count ("32v3"): the cards auto-play sent after it are kept, as after the keys' (see homeAlready)
		r.moved = true
		r.keepSent()
	}
	return true
}

// samePlaces reports whether every place moves name holds the same cards on
// a as on b: where the game's board differs from the one read only
// elsewhere (an ace auto-play sent home from another column), the moves
// mean the same cards, and are made (a daily's first move, 3a, was refused
// for an ace gone home from column 1).
func samePlaces(a, b *rules.Position, moves []rules.Move) bool {
	for _, m := range moves {
		for _, p := range []rules.Place{m.From, m.To} {
			switch {
			case p.IsColumn() && !slices.Equal(a.Column(p.Index()), b.Column(p.Index())):
				return false
			case p.IsFreeCell() && (p.Index() >= a.FreeCellCount() || p.Index() >= b.FreeCellCount() || a.FreeCell(p.Index()) != b.FreeCell(p.Index())):
				return false
			}
		}
	}
	return true
}

// moveByKeys makes one move as the keys would: its source, then its
// destination; a pick left (the move refused) is put back, what was said
// of it kept, unless the move asks a question (a run to an empty column:
// the whole run or its top card?), which waits for its answer.
func (r *reader) moveByKeys(m rules.Move) bool {
	k := r.keys().Play
	r.moved = true
	defer r.keepSent()
	if m.From == m.To {
		r.say(fmt.Sprintf("%s%s moves nothing: a move goes from one place to another, as 3a.", m.From, m.To))
		return true
	}
	for i, place := range []rules.Place{m.From, m.To} {
		press, ok := placeKey(k, place)
		if !ok {
			return false
		}
		r.pressKey(press)
		if i == 0 && r.screen().Board.Pick == nil { // nothing to move from there: the status says why
			r.homeAlready(m)
			return true
		}
	}
	if s := r.screen(); s.Board.Pick != nil && !r.asked() {
		said := view.SayStatus(s)
		r.press(k.Cancel)
		r.say(said)
		r.said.status = view.SayStatus(r.screen())
	}
	if k := r.screen().Status.Kind; k == view.Refused {
		r.homeAlready(m)
	} else if k == view.HomeAlready { // the game said it: the card is no news again (others sent from there may be)
		said := r.screen().Status.Card
		r.sent = slices.DeleteFunc(r.sent, func(s rules.Move) bool { return s.Card == said })
	}
	return true
}

// keepSent adds to reader.sent the cards auto-play sent home after a move
// made, and forgets those sent from the place the move went to: a move home
// from there names the card the player put there, not the one auto-play
// took.
func (r *reader) keepSent() {
	if s := r.screen().Status; s.Kind == view.Moved && len(s.Moves) > 0 {
		to := s.Moves[0].To
		r.sent = slices.DeleteFunc(r.sent, func(m rules.Move) bool { return m.From == to })
		r.sent = append(r.sent, s.Moves[1:]...)
	}
}

// homeAlready says, of m, a move home not made, that auto-play sent the
// card from its place home after a move of the lines before (see reader.sent), in
// place of the refusal of the card now there: a solution typed a move a
// line, its foundation moves among them, met "Three of spades can't go home
// yet" for the ace auto-play had sent.
func (r *reader) homeAlready(m rules.Move) {
	if m.To != rules.Foundation {
		return
	}
	for i, sent := range r.sent {
		if sent.From == m.From {
			r.sent = slices.Delete(r.sent, i, i+1)
			r.say(view.Sentence(fmt.Sprintf("%s is home already: auto-play sent it there from %s", view.CardWords(sent.Card), rules.PlaceWords(m.From))))
			r.said.status, r.fed = view.SayStatus(r.screen()), false // said in its place
			return
		}
	}
}

// yes answers yes; to the question of quitting, it quits.
func (r *reader) yes(arg string) bool {
	if r.asked() && r.screen().Confirm.Question == view.QuitQuestion {
		r.farewell()
		return true
	}
	return answer(func(k model.Keymaps) key.Binding { return k.Confirm.Yes })(r, arg)
}

// quit quits; where nothing is saved and a game is in progress, the model
// asks first, and quit said again, or yes, quits.
func (r *reader) quit(string) bool {
	if r.asked() || !r.inner.QuitAsks() {
		r.farewell()
		return true
	}
	r.press(r.inner.QuitKey()) // the mode's own: play's may be another key
	return false
}

// farewell is the last line of a run the player quits: what is kept for
// them to come back to, as the board's quit keeps it without a word.
func (r *reader) farewell() {
	lost := r.inner.LostOnQuit()
	if lost { // as the board's quit counts it, which said so as the moves ran out
		r.say("This game, with no legal move left, counts as lost.")
	}
	r.say(view.SayKept(r.inner.KeptDeals(), lost, r.inner.FreeCells())) // the games kept are others than one just lost: said so
}

// spokenMove is line, a move said in words ("column 8 to free cell b",
// "free cell a to column 3", "column 4 home", "move 3 to a", "three a",
// "3-a", "1 to free cell"), as its notation (8b, a3, 4h, 3a); any other line
// as it is ("column 8 to free cell b" was taken for the answer column, and
// said no question was asked). A free cell named without its letter is
// anyCell, the first empty one ("" where none is: the line is left). Two
// places alone ("3 a") are left for spacedMove, after the commands: "c 4"
// may be one.
func spokenMove(line, anyCell string) string {
	f := strings.Fields(strings.ReplaceAll(line, "-", " "))
	if len(f) > 0 && f[0] == "move" {
		f = f[1:]
	}
	var places []string
	linked := len(f) != 2 || len(f[0]) > 1 || len(f[1]) > 1 || strings.Contains(line, "-") // "3 a" is spacedMove's
	for i := 0; i < len(f); i++ {
		switch w := f[i]; {
		case w == "to" || w == "from" || w == "the" || w == "onto" || w == "on":
			linked = true
		case w == "a" && i+1 < len(f) && (f[i+1] == "free" || f[i+1] == "cell"): // "to a free cell": the article
		case w == "column" && i+1 < len(f):
			places, i = append(places, columnWord(f[i+1])), i+1
		case w == "free" && i+2 < len(f) && f[i+1] == "cell" && cellLetter(f[i+2]):
			places, i = append(places, f[i+2]), i+2
		case (w == "free" && i+1 < len(f) && f[i+1] == "cell") || w == "cell" && (i+1 == len(f) || !cellLetter(f[i+1])): // any free cell
			if anyCell == "" {
				return line
			}
			places = append(places, anyCell)
			if w == "free" {
				i++
			}
		case w == "cell" && i+1 < len(f):
			places, i = append(places, f[i+1]), i+1
		case w == "home" || w == "foundation" || w == "foundations":
			places = append(places, "h")
		case columnWord(w) != w || len(w) == 1:
			places = append(places, columnWord(w))
		default:
			return line
		}
	}
	if len(places) != 2 || !linked {
		return line
	}
	return places[0] + places[1] // a place there is not ("column 9 home") said as notation says it
}

// cellLetter reports whether w is a free cell's letter as a move names it.
func cellLetter(w string) bool { return len(w) == 1 && w[0] >= 'a' && w[0] <= 'k' && w != "h" }

// firstEmptyCell is the letter of the position's first empty free cell, as
// a move names it; "" where every cell holds a card, or there is none.
func firstEmptyCell(p *rules.Position) string {
	for i := range p.FreeCellCount() {
		if !p.FreeCell(i).Valid() {
			return rules.FreeCellPlace(i).String()
		}
	}
	return ""
}

// columnWord is a column's number as dictation may write it ("three"), in
// digits; any other word as it is.
func columnWord(w string) string {
	if i := slices.Index([]string{"one", "two", "three", "four", "five", "six", "seven", "eight"}, w); i >= 0 {
		return strconv.Itoa(i + 1)
	}
	return w
}

// spacedMove is line, a move's two places typed apart ("3 a", as dictation
// may write 3a), as the one move; any other line as it is.
func spacedMove(line string) string {
	if f := strings.Fields(line); len(f) == 2 && len(f[0]) == 1 && len(f[1]) == 1 {
		if _, err := rules.ParseMove(f[0] + f[1]); err == nil {
			return f[0] + f[1]
		}
	}
	return line
}

// cells reads the free cells out; with a count, it plays with that many.
func (r *reader) cells(arg string) bool {
	if arg == "" {
		r.say(view.SayFreeCells(r.position()))
		return false
	}
	return r.fewerCells(arg)
}

// fewerCells plays the deal, or the deals browsed, with one free cell fewer,
// or with the count given ("fewer cells 4": from one, four was eight steps
// round, each reading the board out).
func (r *reader) fewerCells(arg string) bool {
	have := r.inner.FreeCells()
	want := model.FewerFreeCells(have)
	if arg != "" {
		n, err := strconv.Atoi(columnWord(arg))
		if err != nil || n < 0 || n > rules.MaxFreeCells {
			r.say(fmt.Sprintf("%s is no count of free cells: type cells and a count from 0 to %d, as cells 4.", words.QuoteLine(arg), rules.MaxFreeCells))
			return false
		}
		want = n
	}
	if want == have {
		r.say(view.Sentence(fmt.Sprintf("Playing with %s already", words.FreeCellsName(have))))
		return false
	}
	switch r.mode() {
	case view.Browsing:
		r.cmds = append(r.cmds, r.feed(model.FreeCellsMsg{Count: want}))
	case view.Playing, view.WonGame, view.NoMoveGame:
		if s := r.screen(); s.Mode == view.Playing && s.Play != nil && s.Play.PlayerMoves > 0 { // said before the other game's board: it went unsaid
			r.say(view.Sentence(fmt.Sprintf("Your game with %s is kept: it resumes when this deal is played with %s again",
				words.FreeCellsName(have), words.Number(int64(have)))))
		}
		r.regame = true
		r.cmds = append(r.cmds, r.feed(model.FreeCellsMsg{Count: want}))
	default:
		r.say("Free cells are set on the deals or in a game: back leaves " + modeName(r.mode()) + ".")
	}
	return false
}

// modeName names a mode that back leaves, as a sentence says it.
func modeName(m view.Mode) string {
	switch m {
	case view.PlayingBack:
		return "the solution's playback"
	case view.Reviewing:
		return "the review"
	case view.Journeying:
		return "the journey's map"
	case view.Browsing, view.Prompting, view.Playing, view.TypingMoves, view.WonGame, view.NoMoveGame:
	}
	return "this"
}

// stop stops a solve, the one thing it stops: with none running it says so
// (its key, Esc's, would leave the game).
func (r *reader) stop(string) bool {
	if !r.inner.Solving() {
		r.say("Nothing to stop: no solve is running.")
		return false
	}
	r.press(r.keys().Browse.Stop)
	return false
}

// beginMost is how many times moves typed while browsing press play while
// the model reads, before they are left (no game begins: said by its status).
const beginMost = 4

// noSuchPlace says, as a person would, that a move names a column there is
// not (9 or 0): "No move: 9a: there is no column 9; columns are 1 to 8, free
// cells a to d." (it read the parser's "'9' is not a source (1-8, a-d)").
func noSuchPlace(bad *rules.NotationError, cells int) string {
	places := "columns are 1 to 8" + cellsListed(cells)
	if bad.Problem == rules.BadDestination {
		places += ", home h"
	}
	if !unicode.IsDigit(bad.Char) {
		return fmt.Sprintf("No move: %s: there is no place %c; %s.", bad.Word, bad.Char, places)
	}
	return fmt.Sprintf("No move: %s: there is no column %c; %s.", bad.Word, bad.Char, places)
}

// cellsListed names a game's free cells after its columns: ", free cells a
// to d", ", the free cell a", nothing where it has none.
func cellsListed(cells int) string {
	switch {
	case cells == 1:
		return ", the free cell a"
	case cells == rules.MaxFreeCells:
		return ", free cells a to g and k"
	case cells == 2:
		return ", free cells a and b"
	case cells > 2:
		return ", free cells a to " + rules.FreeCellPlace(cells-1).String()
	}
	return ""
}
