package model

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/view"
)

// Each mode has its own keymap, which is also its help: the footer and ? show
// the keys of the mode the viewer is in, and only those.

// interrupt is Ctrl+C, which quits by default in every mode; a keys file
// may take it from quit (ctrlCNotQuit then says which key quits).
var interrupt = key.NewBinding(key.WithKeys("ctrl+c"))

// BrowseKeys are the keys for browsing deals.
type BrowseKeys struct {
	Next, Prev, Forward10, Back10, Forward1k, Back1k key.Binding
	First, Last                                      key.Binding
	Jump, Digits, Random, SolvableOnly, Back, Solve  key.Binding
	Stop                                             key.Binding // a running solve
	Play, Stats, Settings, FreeCellCount             key.Binding
	MoveLine                                         key.Binding // play the deal, typing its moves
	Picker, NextPicked, PrevPicked, Journey          key.Binding
	Daily                                            key.Binding // today's daily deal
	Leaderboard                                      key.Binding // a server's daily board: enabled on a server alone
	Share                                            key.Binding // the won daily's share line, while the status line shows it
	Common
	browse   key.Binding // stands for Next and Prev in the one-line help
	picked   key.Binding // stands for NextPicked and PrevPicked in the full help
	resuming bool        // a game is in progress on the deal: Enter resumes it
	noBack   bool        // no deal was viewed before: the help line leaves b out
}

// resume are the browsing keys for a deal with a game in progress.
func (k BrowseKeys) resume() BrowseKeys {
	k.Play.SetHelp(k.Play.Help().Key, "resume your game")
	k.resuming = true
	return k
}

// PlaybackKeys are the keys while a solution plays back.
type PlaybackKeys struct {
	Next, Prev, First, Last, PlayPause key.Binding
	Faster, Slower, Single, Leave      key.Binding
	TakeOver                           key.Binding // play on from the step shown
	Shortest                           key.Binding // look for a solution with fewer moves
	Optimal                            key.Binding // prove the fewest moves there are
	Common
	step, speed key.Binding // stand for Next and Prev, Faster and Slower in the one-line help
	// The solution shown is the shortest a search found (s would find it
	// again), or proven the fewest there are (o too): the help line leaves
	// out what would find nothing.
	noShorter, proven bool
	wonAlone          bool // at the end of a solution shown alone: nothing to play on (Enter says so), not offered
	running           bool // the solution plays itself: space pauses it
}

// PlayKeys are the keys while the player plays the deal: places are keys.
type PlayKeys struct {
	Columns, FreeCells, Home, FirstFreeCell key.Binding // a source, then a destination
	More, Fewer                             key.Binding // cards picked up from a column
	Cancel, Undo, Redo, Restart, Auto       key.Binding
	MoveLine, Solve, Stats, Settings        key.Binding
	FreeCellCount                           key.Binding // plays the deal with one free cell fewer
	Coach, BackToLosing, Hint, Review       key.Binding
	Common
	places, undoRedo key.Binding // stand for the places, and undo and redo, in the one-line help
	lost             key.Binding // BackToLosing in the one-line help, while the coach names a losing move (the title said "L goes back", and a click could not)
	playHint         key.Binding // Hint in the one-line help while a hint is shown: "H again plays it", by a click too
	back             string      // what Esc does now, in the one-line help: "back" to the deals, or "put back" cards picked up, or "clear" an error (see cancel)
	coachOff         bool        // the coach is off: the one-line help offers C where H would only say so
	newDeal, goTo    key.Binding // the deals' random draw and go-to by their named keys (F2, F3), which leave a game kept (leaveFor): for the full help
	cells            int         // the game's free cells, which the help names
}

// forCells are the play keys of a game with n free cells: the help names its
// cells. Every cell key stays bound, so that one past the count says there
// is no such cell.
func (k PlayKeys) forCells(n int) PlayKeys {
	k.cells = n
	switch n {
	case 0:
		k.FreeCells.SetHelp(cellKeysHelp(k.FreeCells.Keys(), 1), "no free cells")
	case 1:
		k.FreeCells.SetHelp(cellKeysHelp(k.FreeCells.Keys(), 1), "the free cell")
	default:
		k.FreeCells.SetHelp(cellKeysHelp(k.FreeCells.Keys(), n), "free cell")
	}
	k.places.SetHelp(k.Columns.Help().Key+" "+k.FreeCells.Help().Key+" "+k.Home.Help().Key, "from, to")
	if n == 0 {
		k.places.SetHelp(k.Columns.Help().Key+" "+k.Home.Help().Key, "from, to")
	}
	return k
}

// cellKeysHelp names the keys of the first n free cells, keys: as their
// letters name them ("a-d", "a,b"), or a keys file's own keys each ("vwto",
// "f1/f2"), which the help and the messages then name.
func cellKeysHelp(keys []string, n int) string {
	own := len(keys) < n
	for i := range min(n, len(keys)) {
		own = own || keys[i] != rules.FreeCellPlace(i).String()
	}
	if !own {
		return strings.ReplaceAll(rules.CellLetters(n), ", ", ",")
	}
	keys = keys[:min(n, len(keys))]
	single := true
	for _, k := range keys {
		single = single && len([]rune(k)) == 1
	}
	if single {
		return strings.Join(keys, "")
	}
	return strings.Join(keys, "/")
}

// firstFreeCell stands for "the first free cell" until a position says which.
const firstFreeCell = rules.Foundation + 1

// place is the place a key names, if it names one.
func (k PlayKeys) place(msg tea.KeyPressMsg) (rules.Place, bool) {
	text := msg.String()
	switch {
	case key.Matches(msg, k.Columns): // by its place in the binding: a keyboard's own row names them too
		return rules.ColumnPlace(slices.Index(k.Columns.Keys(), text) % rules.NumColumns), true
	case key.Matches(msg, k.FreeCells):
		return rules.FreeCellPlace(slices.Index(k.FreeCells.Keys(), text) % rules.MaxFreeCells), true
	case key.Matches(msg, k.Home):
		return rules.Foundation, true
	case key.Matches(msg, k.FirstFreeCell):
		return firstFreeCell, true
	}
	return 0, false
}

// WonKeys are the keys of a won game, besides play's: what a player wants
// next.
type WonKeys struct {
	Next, Random, Again, Review, Solve, Stats, Leave key.Binding
	Share                                            key.Binding // a won daily's share line to the clipboard: enabled on the daily
	Common
	goTo, board key.Binding // browsing's go-to and daily board, which a won game takes too: for the full help
}

// ShortHelp is the help line of a won game.
func (k WonKeys) ShortHelp() []key.Binding {
	if k.Share.Enabled() { // the won daily: sharing it comes first
		return []key.Binding{k.Share, k.Next, k.Review, brief(k.Solve, "solution"), k.Leave, k.Help, k.Quit}
	}
	// S is in the full help: the line keeps under the board at 100 columns;
	// where there is less room, the keys on the right go first (at 80
	// columns esc went, and R).
	return []key.Binding{k.Next, brief(k.Again, "again"), k.Leave, k.Review, brief(k.Solve, "solution"), brief(k.Random, "random"), k.Help, k.Quit}
}

// FullHelp is the won game's keys; play's keys (undo among them) still work.
func (k WonKeys) FullHelp() [][]key.Binding {
	return fullNames([][]key.Binding{{k.Next, playsWords(k.Random, "random"), k.goTo, k.Review, k.Solve, k.Stats}, {k.Again, k.Leave, k.Share, k.board, k.Copy, k.Help, k.Quit, k.Suspend}})
}

// Essential are the won game's keys that stay when there is no room for more.
func (k WonKeys) Essential() []key.Binding { return []key.Binding{k.Next, k.Help, k.Quit} }

// StuckKeys are the keys of a game with no legal move left, besides play's
// (undo, review, the coach): as Windows offers, undo, the deal again or the
// next one. Left any way but undo, the game is lost.
type StuckKeys struct {
	Undo, Restart, Next, Leave key.Binding
	Common
	losing, review key.Binding // play's, named here too: the way back to a game still won, and the review of it
	cells          key.Binding // play's F, named where the deal has no move with no free cell: then it goes on to eight
	redo           key.Binding // play's, named where there is something to redo (a restart undone back into the stuck game)
}

// ShortHelp is the help line of a game with no move left.
func (k StuckKeys) ShortHelp() []key.Binding {
	return []key.Binding{brief(k.Undo, "undo"), brief(k.redo, "redo"), brief(k.losing, "losing move"), brief(k.Restart, "restart"), k.cells, brief(k.Next, "next deal"), brief(k.Leave, "browse"), brief(k.review, "review"), k.Help, k.Quit}
}

// FullHelp is the keys of a game with no move left; play's others still work.
func (k StuckKeys) FullHelp() [][]key.Binding {
	return fullNames([][]key.Binding{{k.Undo, k.redo, k.losing, k.review, k.Restart, k.cells, k.Next, k.Leave}, {k.Copy, k.Help, k.Quit, k.Suspend}})
}

// withPlays names play's keys a game with no move left shows too.
func (k StuckKeys) withPlays(play PlayKeys) StuckKeys {
	k.losing = described(play.BackToLosing, "undo to before the losing move")
	k.review = described(play.Review, "review your moves")
	k.cells = described(play.FreeCellCount, "eight free cells")
	k.cells.SetEnabled(false)
	k.redo = described(play.Redo, "redo")
	k.redo.SetEnabled(false)
	return k
}

// Essential are the keys that stay when there is no room for more.
func (k StuckKeys) Essential() []key.Binding { // as ShortHelp has them: the help line's fitting matches them by their help
	return []key.Binding{brief(k.Undo, "undo"), brief(k.losing, "losing move"), brief(k.Restart, "restart"), k.Help, k.Quit}
}

// ReviewKeys are the keys while the player's game is reviewed.
type ReviewKeys struct {
	Next, Prev, First, Last key.Binding
	Losing, PlayFrom, Leave key.Binding
	Common
	step key.Binding // stands for Next and Prev in the one-line help
}

// PromptKeys are the keys while typing a game number or moves.
type PromptKeys struct {
	Go, Cancel, Quit key.Binding
}

// Common are the keys of every mode but the prompt.
type Common struct {
	Help, CloseHelp, Quit, Suspend key.Binding
	Copy                           key.Binding // the position on screen to the clipboard
	Redraw                         key.Binding // the screen drawn afresh, after another program wrote over it
}

// HelpKeys page the keys panel, where it does not show every key at once (a
// small terminal).
type HelpKeys struct {
	Next, Prev key.Binding
}

// StatsKeys are the keys that open and close the statistics, and clear them.
type StatsKeys struct {
	Open, Close, Clear key.Binding
}

// LeaderboardKeys are the keys of a server's daily board (Browse.Leaderboard opens it).
type LeaderboardKeys struct {
	Close, Name key.Binding
}

// SettingsKeys open the settings panel and change its settings.
type SettingsKeys struct {
	Open, Close, Up, Down, Change, Pick key.Binding
	Fewer                               key.Binding // of Change's keys, the one that takes a free cell away
}

// PickerKeys change the picker's choice (Browse.Picker opens it).
type PickerKeys struct {
	Close, Up, Down, Less, More key.Binding
}

// JourneyKeys are the keys of the journey map: a cursor over the deals.
type JourneyKeys struct {
	Left, Right, Up, Down, PageUp, PageDown, First, Last key.Binding
	PrevBlock, NextBlock, Difficulty, Open, Leave        key.Binding
	Help, Quit, Suspend                                  key.Binding // no position is on screen to copy
	move                                                 key.Binding // stands for the arrows in the one-line help
	byDifficulty                                         bool        // the map shows the deals by difficulty: d shows the games
	atLastBlock                                          bool        // the cursor is in the last block: there is no next
	atFirstBlock                                         bool        // the cursor is in the first block: there is none before
}

// ShortHelp is the journey's help line.
func (k JourneyKeys) ShortHelp() []key.Binding {
	shows := "difficulty" // what d shows: the other view
	if k.byDifficulty {
		shows = "your games"
	}
	blocks := []key.Binding{brief(k.NextBlock, "next block")} // the keys that go somewhere
	switch {
	case k.atLastBlock:
		blocks = []key.Binding{brief(k.PrevBlock, "previous block")}
	case !k.atFirstBlock: // both: the one before was only in the ? panel
		blocks = append(blocks, brief(k.PrevBlock, "block before"))
	}
	return append(append([]key.Binding{k.move, brief(k.Open, "open"), brief(k.Leave, "back"), brief(k.Difficulty, shows)}, blocks...), k.Help, k.Quit)
}

// FullHelp is every key of the journey.
func (k JourneyKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Left, k.Right, k.Up, k.Down, k.PageUp, k.PageDown, k.First, k.Last}, {k.PrevBlock, k.NextBlock, k.Difficulty, k.Open, k.Leave, k.Quit}} // ? is in the closing words
}

// Essential are the journey's keys that stay when there is no room for more.
func (k JourneyKeys) Essential() []key.Binding {
	return []key.Binding{brief(k.Open, "open"), brief(k.Leave, "back"), k.Help, k.Quit}
}

// ConfirmKeys answer a question: y or n; Esc is no where no is a way out.
type ConfirmKeys struct {
	Yes, No, Cancel, Quit key.Binding
}

// ShortHelp is the help line while a question waits for its answer.
func (k ConfirmKeys) ShortHelp() []key.Binding { return []key.Binding{k.Yes, k.No} }

// yoursOrTheirs are the answers to another freecell having changed the
// game, named as the question names them, not yes and no.
func (k ConfirmKeys) yoursOrTheirs() ConfirmKeys {
	k.Yes, k.No = described(k.Yes, "keep yours"), described(k.No, "take theirs")
	return k
}

// FullHelp is the same keys.
func (k ConfirmKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Yes, k.No, k.Cancel, k.Quit}}
}

// Essential are the answers.
func (k ConfirmKeys) Essential() []key.Binding { return []key.Binding{k.Yes, k.No} }

// ColumnKeys answer whether cards dropped on an empty column go as a run or
// one card alone, as Windows asks ("Move column or single card?").
type ColumnKeys struct {
	Column, Single             key.Binding
	ColumnAlways, SingleAlways key.Binding // the same answer, not asked again until the game is left
	Cancel, Quit               key.Binding
}

// ShortHelp is the help line while the question waits for its answer.
func (k ColumnKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Column, k.Single, k.Cancel, k.ColumnAlways, k.SingleAlways} // Esc before the answers for all game: at 80 columns it was the one left out
}

// FullHelp is the same keys.
func (k ColumnKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Column, k.Single, k.ColumnAlways, k.SingleAlways, k.Cancel, k.Quit}}
}

// Essential are the answers.
func (k ColumnKeys) Essential() []key.Binding { return []key.Binding{k.Column, k.Single} }

// Keymaps holds every mode's keys.
type Keymaps struct {
	Browse      BrowseKeys
	Playback    PlaybackKeys
	Play        PlayKeys
	Won         WonKeys
	Stuck       StuckKeys
	Review      ReviewKeys
	Prompt      PromptKeys
	Stats       StatsKeys
	Leaderboard LeaderboardKeys
	Confirm     ConfirmKeys
	Column      ColumnKeys
	Settings    SettingsKeys
	Picker      PickerKeys
	Journey     JourneyKeys
	Help        HelpKeys
	Names       view.KeyNames // the keys messages name, from the bindings above
}

// withoutSuspend is k with the suspend key out of every help: where
// nothing would resume a stopped process (Options.NoSuspend). The key is
// still read (see suspendKey), to say so.
func (k Keymaps) withoutSuspend() Keymaps {
	for _, b := range []*key.Binding{&k.Browse.Suspend, &k.Playback.Suspend, &k.Play.Suspend, &k.Won.Suspend,
		&k.Stuck.Suspend, &k.Review.Suspend, &k.Journey.Suspend} {
		b.SetEnabled(false)
	}
	return k
}

// suspendKey is the suspend key, read whether or not the help names it.
func (k Keymaps) suspendKey() key.Binding {
	b := k.Browse.Suspend
	b.SetEnabled(true)
	return b
}

// NewKeymaps returns the viewer's keys, their help written with g's arrows.
func NewKeymaps(g *view.Glyphs) Keymaps {
	common := Common{
		Help:      key.NewBinding(key.WithKeys("?", "f1"), key.WithHelp("?", "keys")), // F1 as in Windows
		CloseHelp: key.NewBinding(key.WithKeys("esc", "?", "f1"), key.WithHelp("esc", "close the keys")),
		Quit:      key.NewBinding(key.WithKeys("q", "ctrl+c"), key.WithHelp("q", "quit")),
		Suspend:   key.NewBinding(key.WithKeys("ctrl+z"), key.WithHelp("ctrl+z", "suspend")),
		Redraw:    key.NewBinding(key.WithKeys("ctrl+l"), key.WithHelp("ctrl+l", "redraw the screen")),
		Copy:      key.NewBinding(key.WithKeys("y"), key.WithHelp("y", "copy the position")),
	}
	arrows := func(a, b string) string { return a + "/" + b }
	stats := key.NewBinding(key.WithKeys("S", "f4"), key.WithHelp("S", "statistics"))  // F4 as in Windows
	settings := key.NewBinding(key.WithKeys("O", "f5"), key.WithHelp("O", "settings")) // F5, Windows' options
	fewerCells := key.NewBinding(key.WithKeys("F"), key.WithHelp("F", "one free cell fewer"))
	undo := key.NewBinding(key.WithKeys("u", "backspace", "f10"), key.WithHelp("u/bksp", "undo")) // F10 as in Windows
	restart := key.NewBinding(key.WithKeys("R"), key.WithHelp("R", "restart"))
	nextDeal := key.NewBinding(key.WithKeys("n", "right"), key.WithHelp("n/"+g.Right, "next deal"))
	k := Keymaps{
		Browse: BrowseKeys{
			Next:          key.NewBinding(key.WithKeys("right", "n", "l"), key.WithHelp(arrows(g.Right, "n/l"), "next deal")),
			Prev:          key.NewBinding(key.WithKeys("left", "p", "h"), key.WithHelp(arrows(g.Left, "p/h"), "previous deal")),
			Forward10:     key.NewBinding(key.WithKeys("up", "k"), key.WithHelp(arrows(g.Up, "k"), "10 deals on")),
			Back10:        key.NewBinding(key.WithKeys("down", "j"), key.WithHelp(arrows(g.Down, "j"), "10 deals back")),
			Forward1k:     key.NewBinding(key.WithKeys("pgup", "K"), key.WithHelp("PgUp/K", "1,000 deals on")),
			Back1k:        key.NewBinding(key.WithKeys("pgdown", "J"), key.WithHelp("PgDn/J", "1,000 deals back")),
			First:         key.NewBinding(key.WithKeys("home", "^"), key.WithHelp("Home/^", "range start")),
			Last:          key.NewBinding(key.WithKeys("end", "$"), key.WithHelp("End/$", "range end, wider")),
			Jump:          key.NewBinding(key.WithKeys("g", "#", "f3"), key.WithHelp("g/#", "go to a deal")), // F3, Windows' "Select Game"
			Digits:        key.NewBinding(key.WithKeys("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "-"), key.WithHelp("0-9/-", "type a number")),
			Random:        key.NewBinding(key.WithKeys("r", "f2"), key.WithHelp("r", "random deal")), // F2, Windows' "New Game"
			SolvableOnly:  key.NewBinding(key.WithKeys("R"), key.WithHelp("R", "r: solvable only")),
			Back:          key.NewBinding(key.WithKeys("b", "backspace"), key.WithHelp("b/bksp", "deal viewed before")),
			Solve:         key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "solve, play back")),
			Stop:          key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "stop solving")),
			Play:          key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "play this deal")),
			MoveLine:      key.NewBinding(key.WithKeys(":"), key.WithHelp(":", "play, typing moves")),
			Picker:        key.NewBinding(key.WithKeys("f"), key.WithHelp("f", "pick deals (r, N/P)")),
			NextPicked:    key.NewBinding(key.WithKeys("N"), key.WithHelp("N", "next deal picked")),
			PrevPicked:    key.NewBinding(key.WithKeys("P"), key.WithHelp("P", "previous deal picked")),
			Journey:       key.NewBinding(key.WithKeys("m"), key.WithHelp("m", "journey map")),
			Daily:         key.NewBinding(key.WithKeys("D"), key.WithHelp("D", "today's daily deal")),
			Leaderboard:   key.NewBinding(key.WithKeys("B"), key.WithHelp("B", "the daily board"), key.WithDisabled()),
			Share:         key.NewBinding(key.WithKeys("Y"), key.WithHelp("Y", "copy the share line")),
			FreeCellCount: fewerCells,
			Stats:         stats,
			Settings:      settings,
			Common:        common,
			browse:        key.NewBinding(key.WithKeys("right", "left"), key.WithHelp(arrows(g.Left, g.Right), "deals")), // a click on "deals" goes on
			picked:        key.NewBinding(key.WithKeys("N", "P"), key.WithHelp("N/P", "next/prev. picked")),
		},
		Playback: PlaybackKeys{
			Next:      key.NewBinding(key.WithKeys("right", "n", "l"), key.WithHelp(arrows(g.Right, "n/l"), "step forward")),
			Prev:      key.NewBinding(key.WithKeys("left", "p", "h"), key.WithHelp(arrows(g.Left, "p/h"), "step back")),
			First:     key.NewBinding(key.WithKeys("home", "^"), key.WithHelp("Home/^", "the start")),
			Last:      key.NewBinding(key.WithKeys("end", "$"), key.WithHelp("End/$", "the won position")),
			PlayPause: key.NewBinding(key.WithKeys("space"), key.WithHelp("space", "play/pause")),
			Faster:    key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+/=", "faster")),
			Slower:    key.NewBinding(key.WithKeys("-", "_"), key.WithHelp("-/_", "slower")),
			Single:    key.NewBinding(key.WithKeys("m"), key.WithHelp("m", "one card a step")),
			Leave:     key.NewBinding(key.WithKeys("esc", "b", "backspace"), key.WithHelp("esc/b/bksp", "back to browsing")),
			TakeOver:  key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "play on from here")),
			Shortest:  key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "a shorter solution")),
			Optimal:   key.NewBinding(key.WithKeys("o"), key.WithHelp("o", "the fewest moves, proven")),
			Common:    common,
			step:      key.NewBinding(key.WithKeys("right", "left"), key.WithHelp(arrows(g.Left, g.Right), "step")),
			speed:     key.NewBinding(key.WithKeys("+", "-"), key.WithHelp("+/-", "speed")),
		},
		Play: PlayKeys{
			Columns:       key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6", "7", "8"), key.WithHelp("1-8", "a column")),
			FreeCells:     key.NewBinding(key.WithKeys("a", "b", "c", "d", "e", "f", "g", "k"), key.WithHelp("a-d", "free cell")),
			Home:          key.NewBinding(key.WithKeys("h"), key.WithHelp("h", "foundations")),
			FirstFreeCell: key.NewBinding(key.WithKeys("space"), key.WithHelp("space", "first free cell")),
			More:          key.NewBinding(key.WithKeys("+", "=", "up"), key.WithHelp("+/"+g.Up, "one card more")),
			Fewer:         key.NewBinding(key.WithKeys("-", "_", "down"), key.WithHelp("-/"+g.Down, "one card fewer")),
			Cancel:        key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "put back; browse")),
			Undo:          undo,
			Redo:          key.NewBinding(key.WithKeys("U", "ctrl+r"), key.WithHelp("U/ctrl+r", "redo")),
			Restart:       restart,
			Auto:          key.NewBinding(key.WithKeys("A"), key.WithHelp("A", "auto-play mode")),
			MoveLine:      key.NewBinding(key.WithKeys(":"), key.WithHelp(":", "type moves")),
			Solve:         key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "solve from here")),
			Stats:         stats,
			Settings:      settings,
			Coach:         key.NewBinding(key.WithKeys("C"), key.WithHelp("C", "coach on/off")),
			FreeCellCount: fewerCells,
			BackToLosing:  key.NewBinding(key.WithKeys("L"), key.WithHelp("L", "undo losing move")),
			Hint:          key.NewBinding(key.WithKeys("H"), key.WithHelp("H", "hint; again: plays")),
			Review:        key.NewBinding(key.WithKeys("V"), key.WithHelp("V", "review your moves")),
			Common:        common,
			places:        key.NewBinding(key.WithKeys("1"), key.WithHelp("1-8 a-d h", "from, to")),
			undoRedo:      key.NewBinding(key.WithKeys("u"), key.WithHelp("u/U", "undo/redo")),
		},
		Won: WonKeys{
			Next:   nextDeal,
			Random: key.NewBinding(key.WithKeys("r", "f2"), key.WithHelp("r", "random deal")),
			Again:  key.NewBinding(key.WithKeys("R"), key.WithHelp("R", "play it again")),
			Review: key.NewBinding(key.WithKeys("V"), key.WithHelp("V", "review")),
			Solve:  key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "a solution")),
			Stats:  stats,
			Leave:  key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "browse")),
			Share:  key.NewBinding(key.WithKeys("Y"), key.WithHelp("Y", "copy the share line")),
			Common: common,
		},
		Stuck: StuckKeys{
			Undo:    described(undo, "undo the last move"),
			Restart: described(restart, "restart: the game is lost"),
			Next:    described(nextDeal, "next deal: the game is lost"),
			Leave:   key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "browse: the game is lost")),
			Common:  common,
		},
		Review: ReviewKeys{
			Next:     key.NewBinding(key.WithKeys("right", "n", "l"), key.WithHelp(arrows(g.Right, "n/l"), "next move")),
			Prev:     key.NewBinding(key.WithKeys("left", "p", "h"), key.WithHelp(arrows(g.Left, "p/h"), "move before")),
			First:    key.NewBinding(key.WithKeys("home", "^"), key.WithHelp("Home/^", "the deal")),
			Last:     key.NewBinding(key.WithKeys("end", "$"), key.WithHelp("End/$", "the last move")),
			Losing:   key.NewBinding(key.WithKeys("L"), key.WithHelp("L", "the losing move")),
			PlayFrom: key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "play again from before this move")),
			Leave:    key.NewBinding(key.WithKeys("esc", "b", "backspace", "V"), key.WithHelp("esc/b/bksp/V", "back to the game")),
			Common:   common,
			step:     key.NewBinding(key.WithKeys("right", "left"), key.WithHelp(arrows(g.Left, g.Right), "moves")),
		},
		Leaderboard: LeaderboardKeys{
			Close: key.NewBinding(key.WithKeys("esc", "B"), key.WithHelp("esc", "close")),
			Name:  key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "your name on it")),
		},
		Help: HelpKeys{
			Next: key.NewBinding(key.WithKeys("down", "pgdown", "space", "j"), key.WithHelp(g.Down+"/PgDn", "more keys")),
			Prev: key.NewBinding(key.WithKeys("up", "pgup", "k"), key.WithHelp(g.Up+"/PgUp", "the keys before")),
		},
		Stats: StatsKeys{
			Open:  stats,
			Close: key.NewBinding(key.WithKeys("esc", "S", "?", "f4", "f1"), key.WithHelp("esc", "close")),
			Clear: key.NewBinding(key.WithKeys("x"), key.WithHelp("x", "clear the statistics")),
		},
		Settings: SettingsKeys{
			Open:   settings,
			Close:  key.NewBinding(key.WithKeys("esc", "O", "q", "f5", "?", "f1"), key.WithHelp("esc", "close")),
			Up:     key.NewBinding(key.WithKeys("up", "k"), key.WithHelp(g.Up, "up")),
			Down:   key.NewBinding(key.WithKeys("down", "j"), key.WithHelp(g.Down, "down")),
			Change: key.NewBinding(key.WithKeys("enter", "space", "left", "right"), key.WithHelp("enter", "change")),
			Pick:   key.NewBinding(key.WithKeys(settingKeys()...), key.WithHelp(fmt.Sprintf("1-%d", view.SettingCount), "change that one")),
			Fewer:  key.NewBinding(key.WithKeys("left"), key.WithHelp(g.Left, "fewer")),
		},
		Picker: PickerKeys{
			Close: key.NewBinding(key.WithKeys("esc", "enter", "f", "q", "?", "f1"), key.WithHelp("esc", "close")), // ? and F1, as over the statistics: every key of the picker is on it
			Up:    key.NewBinding(key.WithKeys("up", "k"), key.WithHelp(g.Up, "up")),
			Down:  key.NewBinding(key.WithKeys("down", "j"), key.WithHelp(g.Down, "down")),
			Less:  key.NewBinding(key.WithKeys("left", "h"), key.WithHelp(g.Left, "change")),
			More:  key.NewBinding(key.WithKeys("right", "l", "space"), key.WithHelp(g.Right, "change")),
		},
		Journey: JourneyKeys{
			Left:       key.NewBinding(key.WithKeys("left", "h"), key.WithHelp(g.Left+"/h", "deal before")),
			Right:      key.NewBinding(key.WithKeys("right", "l"), key.WithHelp(g.Right+"/l", "next deal")),
			Up:         key.NewBinding(key.WithKeys("up", "k"), key.WithHelp(g.Up+"/k", "a row up")),
			Down:       key.NewBinding(key.WithKeys("down", "j"), key.WithHelp(g.Down+"/j", "a row down")),
			PageUp:     key.NewBinding(key.WithKeys("pgup", "K"), key.WithHelp("PgUp/K", "10 rows up")),
			PageDown:   key.NewBinding(key.WithKeys("pgdown", "J"), key.WithHelp("PgDn/J", "10 rows down")),
			First:      key.NewBinding(key.WithKeys("home", "^"), key.WithHelp("Home/^", "the block's first deal")),
			Last:       key.NewBinding(key.WithKeys("end", "$"), key.WithHelp("End/$", "the block's last deal")),
			PrevBlock:  key.NewBinding(key.WithKeys("[", "p"), key.WithHelp("[/p", "the block before")),
			NextBlock:  key.NewBinding(key.WithKeys("]", "n"), key.WithHelp("]/n", "the next block")),
			Difficulty: key.NewBinding(key.WithKeys("d"), key.WithHelp("d", "difficulty/your games")),
			Open:       key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "open the deal")),
			Leave:      key.NewBinding(key.WithKeys("esc", "m", "b", "backspace"), key.WithHelp("esc/m/b/bksp", "back to browsing")),
			Help:       common.Help,
			Quit:       common.Quit,
			Suspend:    common.Suspend,
			move:       key.NewBinding(key.WithKeys("left", "right"), key.WithHelp(strings.Join([]string{g.Left, g.Right, g.Up, g.Down}, "/"), "move")),
		},
		Confirm: ConfirmKeys{
			Yes:    key.NewBinding(key.WithKeys("y", "Y"), key.WithHelp("y", "yes")),
			No:     key.NewBinding(key.WithKeys("n", "N"), key.WithHelp("n", "no")),
			Cancel: key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "no")),
			Quit:   key.NewBinding(key.WithKeys("ctrl+c"), key.WithHelp("ctrl+c", "quit")),
		},
		Column: ColumnKeys{
			Column:       key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "the column")),
			Single:       key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "single card")),
			ColumnAlways: key.NewBinding(key.WithKeys("C"), key.WithHelp("C", "column, all game")),
			SingleAlways: key.NewBinding(key.WithKeys("S"), key.WithHelp("S", "single, all game")),
			Cancel:       key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "put back")),
			Quit:         key.NewBinding(key.WithKeys("ctrl+c"), key.WithHelp("ctrl+c", "quit")),
		},
		Prompt: PromptKeys{
			Go:     key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "go")),
			Cancel: key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel")),
			Quit:   key.NewBinding(key.WithKeys("ctrl+c"), key.WithHelp("ctrl+c", "quit")),
		},
	}
	k.Stuck = k.Stuck.withPlays(k.Play)
	k.Play = k.Play.leavingBy(k.Browse)
	return *k.withCells(rules.DefaultFreeCells)
}

// settingKeys are the settings panel's number keys, a setting each.
func settingKeys() []string {
	keys := make([]string, view.SettingCount)
	for i := range keys {
		keys[i] = strconv.Itoa(i + 1)
	}
	return keys
}

// placeNames are the place keys as messages list them: "1-8, a-c, h, space",
// or "1-8, h" for a game with no free cells.
func placeNames(play PlayKeys) string {
	if play.cells == 0 {
		return play.Columns.Help().Key + ", " + play.Home.Help().Key
	}
	return strings.Join([]string{play.Columns.Help().Key, play.FreeCells.Help().Key, play.Home.Help().Key, play.FirstFreeCell.Keys()[0]}, ", ")
}

// withCells are the keys for a game of n free cells: the play keys' help
// and the messages name its cells. They are new, never k changed: a model
// and its copies share their keymaps.
func (k Keymaps) withCells(n int) *Keymaps {
	k.Play = k.Play.forCells(n)
	k.Names = k.names()
	return &k
}

// helpKeyName is the key a message names for b, as its help names it: the
// first, "u", not "u/bksp".
func helpKeyName(b key.Binding) string { n, _, _ := strings.Cut(b.Help().Key, "/"); return n }

// openerName is a panel's key as its closing words name it: with its
// function key ("?/F1 or esc closes"), which a Windows player opened it by.
func openerName(b key.Binding) string {
	name := helpKeyName(b)
	if f := functionKeysOf(b); f.Enabled() && f.Help().Key != name {
		name += "/" + f.Help().Key
	}
	return name
}

// namesIn are the names n with the help's keys those of the mode whose keys
// are common (a keys file may move play's help off ?, to give ? the hint).
func namesIn(n view.KeyNames, common Common) view.KeyNames {
	n.Help, n.CloseHelp = helpKeyName(common.Help), openerName(common.Help)+" or "+helpKeyName(common.CloseHelp)
	n.Quit = helpKeyName(common.Quit)
	return n
}

// names are the keys that messages name, each as its binding's help names it.
func (k Keymaps) names() view.KeyNames {
	name := helpKeyName
	play := k.Play
	return view.KeyNames{
		Stop: name(k.Browse.Stop), Step: name(k.Playback.Next), PlayPause: name(k.Playback.PlayPause),
		Coach: name(play.Coach), Hint: name(play.Hint), Losing: name(play.BackToLosing),
		Undo: name(play.Undo), Redo: name(play.Redo), Restart: name(play.Restart), Review: name(play.Review), NextDeal: name(k.Stuck.Next),
		Again: name(k.Won.Again), WonReview: name(k.Won.Review), WonLeave: name(k.Won.Leave),
		Solve: name(play.Solve), Solvable: name(k.Browse.SolvableOnly), FreeCells: name(k.Browse.FreeCellCount),
		CloseHelp: openerName(k.Browse.Help) + " or " + name(k.Browse.CloseHelp), HelpNext: name(k.Help.Next), HelpPrev: name(k.Help.Prev), CloseStats: openerName(k.Browse.Stats) + " or " + name(k.Stats.Close),
		Places:        placeNames(play),
		FirstFreeCell: name(play.FirstFreeCell),
		Home:          play.Home.Help().Key,
		MoreFewer:     play.More.Keys()[0] + "/" + play.Fewer.Keys()[0],
		Yes:           name(k.Confirm.Yes), No: name(k.Confirm.No), NoToo: name(k.Confirm.Cancel), ClearStats: name(k.Stats.Clear),
		Column: name(k.Column.Column), Single: name(k.Column.Single), Neither: name(k.Column.Cancel), ColumnAlways: name(k.Column.ColumnAlways), SingleAlways: name(k.Column.SingleAlways),
		Change: name(k.Settings.Change), SettingRows: k.Settings.Pick.Help().Key, CloseSettings: openerName(k.Browse.Settings) + " or " + name(k.Settings.Close), Settings: name(k.Browse.Settings),
		Random: name(k.Browse.Random), Picker: name(k.Browse.Picker), NextPicked: name(k.Browse.NextPicked), PrevPicked: name(k.Browse.PrevPicked),
		ClosePicker: name(k.Picker.Close), GoTo: name(k.Browse.Jump), PlayDeal: name(k.Browse.Play), PromptCancel: name(k.Prompt.Cancel),
		CloseLeaderboard: name(k.Leaderboard.Close), LeaderboardName: name(k.Leaderboard.Name),
		Daily: name(k.Browse.Daily), Leaderboard: name(k.Browse.Leaderboard), Help: name(k.Browse.Help),
		Quit: name(k.Browse.Quit), Suspend: name(k.Browse.Suspend), Browse: name(play.Cancel), LeaveMap: name(k.Journey.Leave),
		NextPrev: name(k.Browse.Next) + " or " + name(k.Browse.Prev), BackDeal: name(k.Browse.Back),
	}
}

// ShortHelp is the help line: the keys a newcomer needs, most needed first
// (where the line is short, the last go first), "? keys" and "q quit" always
// among them.
func (k BrowseKeys) ShortHelp() []key.Binding {
	play := "play"
	if k.resuming {
		play = "resume"
	}
	line := []key.Binding{k.browse, brief(k.Play, play), brief(k.Jump, "go to"), brief(k.Random, "random"), brief(k.Solve, "solve")}
	if k.Share.Enabled() { // the won daily's share line on the status line: copying it comes first, as from the won game
		line = append([]key.Binding{brief(k.Share, "share")}, line...)
	}
	if !k.noBack {
		line = append(line, brief(k.Back, "back"))
	}
	// Then what a wide line has room for, each a click away too: the picker,
	// the map and the daily were found only by ? (the line goes from its end
	// as room runs short).
	line = append(line, brief(k.Picker, "pick deals"), brief(k.Journey, "map"), brief(k.Daily, "daily"), brief(k.Stats, "stats"), brief(k.Settings, "settings"))
	return append(line, k.Help, k.Quit)
}

// panelKeys are the keys of a panel open over the board, for the key line
// under it, where the mode's would mislead (Enter changes a setting there;
// it plays no deal).
type panelKeys struct{ short, essential []key.Binding }

func (k panelKeys) ShortHelp() []key.Binding  { return k.short }
func (k panelKeys) FullHelp() [][]key.Binding { return [][]key.Binding{k.short} }
func (k panelKeys) Essential() []key.Binding  { return k.essential }

// panel is the key line of the panel of kind o, if it has one of its own;
// quit is the quit key of the mode under it, which the panel takes; naming
// says whether the daily board takes a name (a guest's does not: its n did
// nothing, unsaid, though the key line offered it).
func (k Keymaps) panel(o overlay, quit key.Binding, naming bool) (panelKeys, bool) {
	choose := key.NewBinding(key.WithKeys("up", "down"), key.WithHelp(k.Settings.Up.Help().Key+"/"+k.Settings.Down.Help().Key, "choose"))
	switch o {
	case settingsOverlay:
		s := k.Settings
		q := quitLeft(quit, s.Close)
		return panelKeys{[]key.Binding{choose, s.Change, brief(s.Pick, "change"), s.Close, q}, []key.Binding{s.Close, q}}, true
	case pickerOverlay:
		p := k.Picker
		change := key.NewBinding(key.WithKeys("left", "right"), key.WithHelp(p.Less.Help().Key+"/"+p.More.Help().Key, "change"))
		q := quitLeft(quit, p.Close)
		return panelKeys{[]key.Binding{choose, change, brief(k.Browse.Random, "draw one"), p.Close, q}, []key.Binding{p.Close, q}}, true
	case statsOverlay:
		return panelKeys{[]key.Binding{k.Stats.Clear, k.Stats.Close, quit}, []key.Binding{k.Stats.Close, quit}}, true
	case leaderboardOverlay:
		name := k.Leaderboard.Name
		name.SetEnabled(naming)
		return panelKeys{[]key.Binding{name, k.Leaderboard.Close, quit}, []key.Binding{k.Leaderboard.Close, quit}}, true
	case noOverlay, helpOverlay, confirmOverlay, bannerOverlay, overlayKinds: // the mode's keys, or the question's
	}
	return panelKeys{}, false
}

// quitLeft is quit less the keys a panel's close takes first (q closes the
// settings and the picker): ctrl+c quit there, or a keys file's Q; none
// left, it is disabled, and the key line leaves it out.
func quitLeft(quit, closes key.Binding) key.Binding {
	var left []string
	for _, name := range quit.Keys() {
		if !slices.Contains(closes.Keys(), name) {
			left = append(left, name)
		}
	}
	if len(left) == 0 {
		return key.NewBinding(key.WithDisabled())
	}
	return key.NewBinding(key.WithKeys(left...), key.WithHelp(left[0], "quit"))
}

// brief is b with shorter words, for the help line, and its first key only
// ("g", not "g/#": the full help names them all).
func brief(b key.Binding, desc string) key.Binding {
	name, _, _ := strings.Cut(b.Help().Key, "/")
	b.SetHelp(name, desc)
	return b
}

// fullNames are groups of keys as the full help names them: each with the
// function keys its help leaves out ("S/F4"), which the key line has no
// room for (Windows FreeCell's keys worked, and ? never said so).
func fullNames(groups [][]key.Binding) [][]key.Binding {
	out := make([][]key.Binding, len(groups))
	for i, group := range groups {
		out[i] = make([]key.Binding, len(group))
		for j, b := range group {
			name := b.Help().Key
			for _, k := range b.Keys() {
				if f, ok := functionKeyName(k); ok && !slices.Contains(strings.Split(name, "/"), f) {
					name += "/" + f
				}
			}
			b.SetHelp(name, b.Help().Desc)
			out[i][j] = b
		}
	}
	return out
}

// playsWords is b, the random draw or the go-to, as the full help names
// it, in words: its function keys (F2, F3, as Windows' New Game and Select
// Game) play the deal drawn or typed.
func playsWords(b key.Binding, words string) key.Binding {
	if f := functionKeysOf(b); f.Enabled() {
		return described(b, words+" ("+f.Help().Key+" plays)")
	}
	return described(b, words)
}

// described is b with other words in the full help.
func described(b key.Binding, desc string) key.Binding {
	b.SetHelp(b.Help().Key, desc)
	return b
}

// FullHelp is every browsing key, for ?.
func (k BrowseKeys) FullHelp() [][]key.Binding {
	return fullNames([][]key.Binding{
		{k.Next, k.Prev, k.Forward10, k.Back10, k.Forward1k, k.Back1k, k.First, k.Last},
		{k.Play, k.MoveLine, playsWords(k.Jump, "go to"), k.Digits, playsWords(k.Random, "random"), k.SolvableOnly, k.Picker, k.picked, k.Journey, k.Daily, k.Leaderboard, k.Share, k.Back, k.Solve, k.Stop, k.FreeCellCount, k.Stats, k.Settings, k.Copy, k.Quit, k.Suspend}, // ? is in the closing words
	})
}

// ShortHelp is the help line while a solution plays.
func (k PlaybackKeys) ShortHelp() []key.Binding {
	playPause := brief(k.PlayPause, "play")
	if k.running {
		playPause = brief(k.PlayPause, "pause")
	}
	keys := []key.Binding{k.step, playPause}
	if !k.wonAlone {
		keys = append(keys, brief(k.TakeOver, "play on"))
	}
	if !k.noShorter && !k.proven {
		keys = append(keys, brief(k.Shortest, "shorter"))
	}
	if !k.proven {
		keys = append(keys, brief(k.Optimal, "fewest"))
	}
	return append(keys, k.speed, brief(k.Single, "one card"), brief(k.Leave, "back"), k.Help, k.Quit)
}

// forSolution are the playback keys for the solution shown: shortest as far
// as a search found, or proven the fewest.
func (k PlaybackKeys) forSolution(noShorter, proven bool) PlaybackKeys {
	k.noShorter, k.proven = noShorter, proven
	return k
}

// fromGame are the playback keys of a solution shown from a game in play, to
// which Esc goes back.
func (k PlaybackKeys) fromGame() PlaybackKeys {
	k.Leave.SetHelp(k.Leave.Help().Key, "back to the game")
	return k
}

// FullHelp is every playback key, for ?.
func (k PlaybackKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Next, k.Prev, k.First, k.Last, k.PlayPause},
		{k.Faster, k.Slower, k.Single, k.TakeOver, k.Leave, k.Shortest, k.Optimal, k.Copy, k.Help, k.Quit, k.Suspend},
	}
}

// ShortHelp is the help line while playing.
func (k PlayKeys) ShortHelp() []key.Binding {
	hint := k.playHint
	switch {
	case k.coachOff: // H would only say the coach is off: the key that gives hints back
		hint = brief(k.Coach, "coach")
	case !hint.Enabled(): // no hint shown: H asks for one, on a line with room for it
		hint = brief(k.Hint, "hint")
	}
	return []key.Binding{k.places, k.undoRedo, hint, k.lost, brief(k.Cancel, cmp.Or(k.back, "back")), brief(k.Auto, "auto-play"), // at 80 columns the way back to the deals was the one left out
		brief(k.Solve, "solve"), brief(k.Review, "review"), brief(k.Stats, "stats"), k.Help, k.Quit}
}

// FullHelp is every play key, for ?.
func (k PlayKeys) FullHelp() [][]key.Binding {
	return fullNames([][]key.Binding{
		{k.Columns, k.FreeCells, k.Home, k.FirstFreeCell, k.More, k.Fewer, k.Cancel},
		{k.Undo, k.Redo, k.Restart, k.Auto, k.MoveLine, k.Coach, k.Hint, k.BackToLosing, k.Review, k.Solve, k.FreeCellCount, k.Stats, k.Settings, k.newDeal, k.goTo, k.Copy, k.Help, k.Quit, k.Suspend},
	})
}

// Essential are the play keys that stay on screen when there is no room for more.
// In a game the coach calls lost, the key back before the losing move is one
// (at 50 columns neither the title nor the key line named it).
func (k PlayKeys) Essential() []key.Binding {
	if k.lost.Enabled() {
		return []key.Binding{k.lost, k.Help, k.Quit}
	}
	return []key.Binding{k.Help, k.Quit}
}

// ShortHelp is the help line while reviewing.
func (k ReviewKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.step, brief(k.Losing, "losing move"), brief(k.PlayFrom, "play it again"), brief(k.Leave, "back"), k.Help, k.Quit}
}

// FullHelp is every review key, for ?.
func (k ReviewKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Next, k.Prev, k.First, k.Last},
		{k.Losing, k.PlayFrom, k.Leave, k.Copy, k.Help, k.Quit, k.Suspend},
	}
}

// forReview are the review keys of the review v: a won game has no losing
// move to go to, and is not played on from a move of it.
func (k ReviewKeys) forReview(v *view.Review) ReviewKeys {
	k.Losing.SetEnabled(!v.Won && (v.Judging || v.LosingStep > 0)) // judged with no losing move (the deal lost as dealt, or undecided), L has none to go to
	k.PlayFrom.SetEnabled(!v.Won)
	return k
}

// Essential are the review keys that stay on screen when there is no room for more.
func (k ReviewKeys) Essential() []key.Binding {
	return []key.Binding{brief(k.Leave, "back"), k.Help, k.Quit}
}

// ShortHelp is the help line while typing a game number.
func (k PromptKeys) ShortHelp() []key.Binding { return []key.Binding{k.Go, k.Cancel, k.Quit} }

// saying are the prompt's keys with Enter and Esc described as what they do
// there: "play it" for F3's number, "back to your game" from a game, "save"
// for a name.
func (k PromptKeys) saying(enter, esc string) PromptKeys {
	if enter != "" {
		k.Go = described(k.Go, enter)
	}
	if esc != "" {
		k.Cancel = described(k.Cancel, esc)
	}
	return k
}

// FullHelp is the same keys: the prompt has no others.
func (k PromptKeys) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }

// Essential are the browsing keys that stay on screen when there is no room for more.
func (k BrowseKeys) Essential() []key.Binding { return []key.Binding{k.Help, k.Quit} }

// Essential are the playback keys that stay on screen when there is no room for more.
func (k PlaybackKeys) Essential() []key.Binding {
	return []key.Binding{brief(k.Leave, "back"), k.Help, k.Quit}
}

// Essential are the prompt's keys that stay on screen when there is no room for more.
func (k PromptKeys) Essential() []key.Binding { return []key.Binding{k.Go, k.Cancel} }
