package model

import (
	"context"
	"errors"
	"maps"
	"slices"
	"strconv"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/coach"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/play"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// pick is the cards the player has picked up: count from the top of from,
// where count starts as all that may go together (Pickable) and +/- change it.
type pick struct {
	from    rules.Place
	count   int
	most    int  // Pickable when picked
	changed bool // the player asked for more or fewer
	run     bool // pressed on by the mouse at the run's own bottom card: the run chosen, as many as may go, with no question
	pressed bool // count chosen by a press higher in the run: onto an empty column, as many of them as may go (+, - and the wheel choose exactly)
	clicked bool // pressed on by the mouse: a refusal is said of these cards
}

// animation shows a step's automatic moves one after another.
type animation struct {
	auto  []rules.Move // the moves auto-play made
	shown int          // how many of them are on screen
}

// autoInterval is the time each automatic move is shown moving.
const autoInterval = 60 * time.Millisecond

type autoTickMsg struct{ id int }

type clockTickMsg struct{ id int }

// startPlay plays the deal on screen: the game in progress on it, this
// run's, or the one the store keeps (read anew: another program may have
// played it since), or a new one.
func (m Model) startPlay() (Model, tea.Cmd) {
	m.stopJob()
	if !m.saving() {
		return m.openGame()
	}
	m.forgetDeal(m.key())                                  // read afresh: another program may have played on
	m.disk.opening, m.disk.dailyAsk = m.key(), state.Key{} // asked to play: a won daily is played again
	m.disk.resuming = false
	m.status = view.Status{Kind: view.Opening, Game: m.game}
	cmd := m.readDeal()
	return m, cmd
}

// openGame plays the deal on screen once its record is read: the game in
// progress on it, or a new one (a won game stays won).
func (m Model) openGame() (Model, tea.Cmd) {
	m.status, m.disk.openSaid = m.disk.openSaid, view.Status{}
	line := m.disk.openLine
	m.disk.openLine = false
	g, ok := m.games[m.key()]
	if ok && g.Won() {
		ok = false
	}
	var cmd tea.Cmd
	if !ok && m.saving() {
		g, cmd, ok = m.storedGame()
	}
	if !ok && m.dailyDayOver() {
		return m.newDay(), cmd
	}
	if !ok {
		var err error
		if g, err = m.newGame(); err != nil {
			return m, cmd // the deal on screen is always valid
		}
		if g.Won() { // a layout with every card home, or going home by itself: no game to play
			m.status = view.Status{Kind: view.WonAlready}
			return m, cmd
		}
		m.setRecorded(m.key(), false)
	} else if player, _ := g.Counts(); g.Touched() || g.CanRestart() { // (read from the disk, a game at its deal keeps its time)
		atDeal := g.TryMoves() == 0
		m.status = view.Status{Kind: view.Resumed, Count: player, AtDeal: atDeal, Restarted: atDeal && g.CanUndo(), CleanStart: atDeal && g.CanRestart()}
	}
	if g.NoMoveLeft() {
		m.status = view.Status{Kind: view.NoMoveLeft}
	}
	otherMode := g.Auto() != m.settings.Auto // a game of this run, left under another mode: A's last choice plays every game
	if otherMode {
		g = g.Clone()
		g.SetAuto(m.settings.Auto)
	}
	m.keep(g)
	next, enter := m.enterPlay(g)
	if g.Auto() == rules.AutoSafe && !g.Won() && g.Position().GoesHomeAlone() { // kept by an older freecell before it finished games
		next, enter = next.finishNow(enter)
	} else if otherMode && !g.Won() {
		if played, more, ok := next.autoPlayNow(); ok {
			next, enter = played, tea.Batch(enter, more)
		}
	}
	if line && next.mode == playingDeal {
		var open tea.Cmd
		next, open = next.openMoveLine()
		enter = tea.Batch(enter, open)
	}
	return next, tea.Batch(cmd, enter)
}

// finishNow finishes the game on the table, whose cards all go home by
// foundation moves alone, as auto-play would have after the last move.
func (m Model) finishNow(cmd tea.Cmd) (Model, tea.Cmd) {
	g := m.cloneTable()
	step, ok := g.AutoPlayNow()
	if !ok {
		return m, cmd
	}
	next, more := m.afterStep(step)
	return next, tea.Batch(cmd, more)
}

// takeOver plays on from the position a playback shows: as a new game on the
// deal, or, for a solution shown from a game, as that game played on. A game
// in progress on the deal that it would give up (counted lost) is asked
// about first.
func (m Model) takeOver() (Model, tea.Cmd) {
	if m.replay.wonAlone() {
		m.status = view.Status{Kind: view.NothingToPlayOn}
		return m, nil
	}
	if _, ok := m.inProgress(); ok && m.replay.game == nil && !m.recorded[m.key()] {
		return m.put(view.TakeOverQuestion, m.replay.step), nil
	}
	return m.takeOverNow()
}

// inProgress is the game in progress on the deal on screen, with a move of
// the player's in its try: this run's, or the one the store keeps; ok is
// false when there is none. (A try at the deal is no game to give up: on a
// deal whose cards go home as it opens, one was asked about, and counted
// lost.)
func (m *Model) inProgress() (state.Game, bool) {
	if g, ok := m.games[m.key()]; ok {
		if g.Won() || g.TryMoves() == 0 {
			return state.Game{}, false
		}
		return m.record(g), true
	}
	if rec := m.disk.deals[m.key()].record.InProgress; rec != nil && rec.PlayerMoves > 0 {
		return *rec, true
	}
	return state.Game{}, false
}

// takeOverNow plays on from the playback's step: the solution's moves are
// help, which the game keeps (none at step 0: the game is as help left it).
func (m Model) takeOverNow() (Model, tea.Cmd) {
	moves := append(slices.Clone(m.replay.prefix), m.replay.moves[:m.replay.shown(m.replay.step)]...)
	from := m.replay.game
	var spent time.Duration
	if from != nil {
		spent = from.Clock().Elapsed(m.now())
	}
	g, err := m.resumeGame(moves, spent)
	if err != nil {
		m.status = view.Status{Kind: view.BadSolution}
		return m, nil
	}
	if m.replay.step > 0 || from != nil && from.Assisted() { // at step 0 no move of the solution is played, whatever went home as the deal opened: no help taken
		g.MarkAssisted()
	}
	var lost tea.Cmd
	if old, ok := m.inProgress(); ok && from == nil {
		var try play.Try // read from the disk: no restart of it can come back
		if kept, ok := m.games[m.key()]; ok {
			try = kept.Try()
		}
		lost = m.lose(old, try) // given up for the solution: the player said so
	}
	if from == nil {
		m.setRecorded(m.key(), false)
	}
	m.keep(g)
	m.table = g
	saved := m.save()
	m.status = view.Status{Kind: view.TookOver, Count: m.replay.step}
	pb := *m.replay // a copy: models are values
	pb.playing = false
	m.replay = &pb
	next, cmd := m.enterPlay(g)
	if g.Won() { // taken over at the last step: a win, with help, said as any win
		cmd = tea.Batch(cmd, next.celebrate())
	}
	return next, tea.Batch(lost, saved, cmd)
}

// newGame is a new game on the deal or layout on screen.
func (m *Model) newGame() (*play.Game, error) {
	if m.onLayout() {
		return play.NewFrom(m.layoutStart, m.settings.Auto), nil
	}
	g, err := play.NewWith(m.game, m.cells, m.settings.Auto)
	if err == nil && m.onDaily() {
		g.AsDaily(m.daily.Date)
	}
	return g, err
}

// resumeGame rebuilds the game on the deal or layout on screen from its moves.
func (m *Model) resumeGame(moves []rules.Move, spent time.Duration) (*play.Game, error) {
	if m.onLayout() {
		return play.ResumeFrom(m.layoutStart, moves, m.settings.Auto, spent)
	}
	g, err := play.Resume(m.game, m.cells, moves, m.settings.Auto, spent)
	if err == nil && m.onDaily() {
		g.AsDaily(m.daily.Date)
	}
	return g, err
}

// enterPlay puts g on the table. Its clock goes on at the next move: a game
// only looked at, and left, is not changed (nor saved, nor made to conflict
// with another program's).
func (m Model) enterPlay(g *play.Game) (Model, tea.Cmd) {
	m.table, m.mode, m.picked, m.anim = g, playingDeal, nil, nil
	m.columnAnswer = askColumn // answered for a game: a game taken up again asks again
	m.disk.opened, m.presence = g, presence{last: m.presence.last}
	m.shut(helpOverlay)
	// The deal being played is the one to open next time, even after a crash
	// (a layout is opened by its file, and is no deal to open).
	if m.onLayout() {
		return m, nil
	}
	cmd := tea.Batch(m.saveSetting(state.LastGameSetting, strconv.FormatInt(m.game, 10)), m.saveSetting(state.LastModeSetting, state.PlayMode),
		m.saveSetting(state.LastDailySetting, m.DailyDate()))
	return m, cmd
}

// leavePlay goes back to browsing, keeping the game for the deal; a game that
// changed is saved.
func (m *Model) leavePlay() tea.Cmd {
	var cmds []tea.Cmd
	if m.table != nil {
		cmds = append(cmds, m.saveSetting(state.LastModeSetting, state.BrowseMode))
		switch {
		case m.table.NoMoveLeft():
			cmds = append(cmds, m.loseStuck())
		case m.table != m.disk.opened: // (every change makes a game of its own)
			m.cloneTable().Clock().Stop(m.now())
			cmds = append(cmds, m.save())
		}
		m.staleDeal(keyOf(m.table))
	}
	m.stopReview()
	m.table, m.picked, m.anim, m.presence = nil, nil, nil, presence{last: m.presence.last}
	if m.mode == playingDeal || m.mode == typingMoves || m.mode == reviewing {
		m.mode = browsing
	}
	return tea.Batch(cmds...)
}

// updateStuck takes the keys of a game with no legal move left, which a
// keys file may bind apart from play's (play's work there too); ok is false
// for any other key. hinted says a hint's marks were on the board.
func (m Model) updateStuck(msg tea.KeyPressMsg, hinted bool) (Model, tea.Cmd, bool) {
	keys := m.keys.Stuck
	switch {
	case key.Matches(msg, keys.Next):
		if Navigate(m.game, NextGame) == m.game { // the last deal there is: no next to go to, and nothing lost
			m.status = view.Status{Kind: view.AtLastGame, Game: m.game}
			return m, nil, true
		}
		m.status = m.leftStuck()
		left := m.leavePlay() // lost, as the key said
		m.goTo(Navigate(m.game, NextGame))
		return m, left, true
	case key.Matches(msg, keys.Undo):
		next, cmd := m.undo()
		return next, cmd, true
	case key.Matches(msg, keys.Restart):
		next, cmd := m.restart()
		return next, cmd, true
	case key.Matches(msg, keys.Leave) && m.solvingHere == nil: // a solve from here running: Esc stops it first, as play's
		next, cmd := m.cancel(hinted)
		return next, cmd, true
	}
	return m, nil, false
}

// cancel is Esc in a game: it puts the cards picked up, the hint (hinted)
// or a message away first, else leaves the game.
func (m Model) cancel(hinted bool) (Model, tea.Cmd) {
	if m.picked != nil || hinted || answers[m.status.Kind] {
		m.picked, m.status = nil, view.Status{}
		return m, nil
	}
	m.status = m.leftStuck()
	cmd := m.leavePlay()
	return m, cmd
}

// leaveFor takes Windows' F2 and F3 in a game (a named key of the deals'
// random draw or go-to, not a letter, which only says how to leave): the
// game is left as Esc leaves it, kept (counted lost where no legal move was
// left, as Windows counts it), and the key does what it does for the deals:
// F2 plays a random deal, F3 asks for a number and plays that deal (its Esc
// goes back to the game).
func (m Model) leaveFor(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	game, left := m.game, m.leftStuck()
	save := m.leavePlay()
	if key.Matches(msg, m.keys.Browse.Random) { // a new game, as Windows starts it
		next, cmd := m.drawRandom(drawTo{play: true, said: leftFor(left, true)})
		return next, tea.Batch(save, cmd)
	}
	play := playsDrawn(msg) // F3: the deal typed is played
	said := leftFor(left, play)
	next, cmd := m.updateBrowsing(msg)
	if left.Kind == view.LeftLost {
		next.status = left
	}
	if next.mode == prompting { // F3: said once another deal is gone to; Esc goes back to the game
		next.prompt = promptFor{play: play, fromGame: left.Kind != view.LeftLost, game: game, said: said} // (a game lost is over: nothing to go back to)
	} else if next.status.Kind == view.NoStatus {
		next.status = said
	}
	return next, tea.Batch(save, cmd)
}

// leftFor is what is said of the game left, as leftStuck says it, once
// another deal is gone to by F2 or F3: in the new game (play), or on the
// deal browsed.
func leftFor(left view.Status, play bool) view.Status {
	said := view.Status{Game: left.Game}
	switch {
	case left.Kind == view.LeftLost && play:
		said.Kind = view.LeftLostForNew
	case left.Kind == view.LeftLost:
		said.Kind = view.LeftLost
	case left.Kind != view.LeftKept && left.Kind != view.LeftKeptUnsaved: // no move made: nothing to keep
		return view.Status{}
	case play:
		said.Kind = view.LeftKeptForNew
	default:
		said.Kind = view.LeftKeptFor
	}
	if left.Kind == view.LeftKeptUnsaved {
		said.Count = 1
	}
	return said
}

// leftStuck is what the status line says as the game on the table is left:
// that it counts lost, where no legal move was left in it; that it is kept,
// where a move of the player's is made, or time or help at the deal kept it
// (browsing shows the deal as dealt, and the game looked thrown away);
// nothing otherwise.
func (m *Model) leftStuck() view.Status {
	g := m.table
	switch {
	case g.NoMoveLeft() && g.TryMoves() > 0 && !m.recorded[keyOf(g)]:
		return view.Status{Kind: view.LeftLost, Game: m.game}
	case g.CanRestart() && !g.Won() && !m.recorded[keyOf(g)] && !m.saving(): // a guest's, or where no store opened: kept in this run alone
		return view.Status{Kind: view.LeftKeptUnsaved, Game: m.game}
	case g.CanRestart() && !g.Won() && !m.recorded[keyOf(g)]:
		return view.Status{Kind: view.LeftKept, Game: m.game}
	}
	return view.Status{}
}

// loseStuck records the game on the table, which has no legal move left, as
// lost as the player leaves it (any way but undo), as Windows does; the
// deal's next game starts anew. A game with no move of the player's is no
// game, and counts nothing.
func (m *Model) loseStuck() tea.Cmd {
	g := m.table
	if m.recorded[keyOf(g)] || g.TryMoves() == 0 {
		return nil
	}
	rec := m.record(g)
	lost := m.lose(rec, g.Try())
	if m.countedLost(rec, g.Try()) && lost == nil && m.saving() { // counted when its restart ended it: set aside, not left in progress
		lost = ask(m.disk.queue.SetAside(keyOf(g), countedLostWhy), func(err error) tea.Msg { return savedMsg{deal: keyOf(g), err: err} })
		m.noteSetAside(keyOf(g))
	}
	m.games = maps.Clone(m.games)
	delete(m.games, keyOf(g))
	m.setRecorded(keyOf(g), false)
	return lost
}

// cloneTable gives the model a game of its own to change, a clone of the
// table's (copy on write): models are values.
func (m *Model) cloneTable() *play.Game {
	g := m.table.Clone()
	m.table = g
	m.keep(g)
	return g
}

// startClock runs the game's clock and its once-a-second redraw; the redraws
// of an earlier run stop.
func (m *Model) startClock() tea.Cmd { return m.startClockAt(m.now()) }

// startClockAt starts the game's clock as of at.
func (m *Model) startClockAt(at time.Time) tea.Cmd {
	m.clockID++
	m.cloneTable().Clock().Start(at)
	return clockTick(m.life, m.clockID)
}

func clockTick(life context.Context, id int) tea.Cmd {
	return tick(life, time.Second, func(time.Time) tea.Msg { return clockTickMsg{id: id} })
}

// clockTicked redraws the clock each second while it runs, and pauses it a
// minute after the last key or click.
func (m Model) clockTicked(msg clockTickMsg) (Model, tea.Cmd) {
	if msg.id != m.clockID || m.mode != playingDeal && m.mode != typingMoves || !m.table.Clock().Running() {
		return m, nil
	}
	if idle := m.idleSince(); !m.now().Before(idle) {
		return m.pauseClock(idle), nil
	}
	return m, clockTick(m.life, m.clockID)
}

// autoTicked shows the next automatic move.
func (m Model) autoTicked(msg autoTickMsg) (Model, tea.Cmd) {
	if msg.id != m.animID || m.anim == nil {
		return m, nil
	}
	a := *m.anim
	a.shown++
	if a.shown >= len(a.auto) {
		m.anim = nil
		return m, nil
	}
	m.anim = &a
	return m, tick(m.life, autoInterval, func(time.Time) tea.Msg { return autoTickMsg{id: msg.id} })
}

func (m Model) updatePlay(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	keys := m.keys.Play
	m.anim = nil // a key shows the end of any animation at once
	hinted := m.hinted != nil
	if !key.Matches(msg, keys.Hint) {
		m.hinted = nil // a hint's marks go with it: any other key sets it aside
	}
	if m.table.Won() {
		if next, cmd, ok := m.updateWon(msg); ok {
			return next, cmd
		}
	}
	if m.table.NoMoveLeft() {
		if next, cmd, ok := m.updateStuck(msg, hinted); ok {
			return next, cmd
		}
	}
	if place, ok := keys.place(msg); ok {
		return m.choosePlace(place)
	}
	switch {
	case key.Matches(msg, keys.FreeCellCount):
		return m.setFreeCells(FewerFreeCells(m.cells))
	case key.Matches(msg, keys.Cancel) && m.solvingHere != nil && m.picked == nil:
		m.stopJob() // Esc stops the solve from here first
		m.status = view.Status{Kind: view.StoppedSolvingHere}
		return m, nil
	case key.Matches(msg, keys.Cancel):
		return m.cancel(hinted)
	case key.Matches(msg, keys.More, keys.Fewer) && m.picked == nil && !m.table.Won():
		m.status = view.Status{Kind: view.PickFirst, Notation: m.keys.Names.MoreFewer} // it said nothing, and left an older message up
	case key.Matches(msg, keys.More, keys.Fewer) && m.picked != nil:
		p := *m.picked
		more := key.Matches(msg, keys.More)
		asked := more && p.count == p.most || !more && p.count == 1 // for more than can move, or fewer than one
		if more {
			p.count = min(p.count+1, p.most)
		} else {
			p.count = max(p.count-1, 1)
		}
		// A + past the most chooses no count: the cards dropped on an empty
		// column still go as many as fit there (they were refused, "1 card
		// can move now, not 2"). A - at one chooses the card alone.
		p.changed = p.changed || !asked || !more
		p.pressed = p.pressed && !p.changed // chosen by keys now: exactly
		m.picked = &p
		m.status = m.pickedStatus()
		switch {
		case asked && more && p.from.IsColumn() && p.most < m.table.Position().Capacity(false):
			m.status.Kind = view.PickedWholeRun // the run ends there: more could move, were there more in order
		case asked && more:
			m.status.Kind = view.PickedAll
		case asked:
			m.status.Kind = view.PickedOne
		}
	case key.Matches(msg, keys.Undo):
		return m.undo()
	case key.Matches(msg, keys.Redo):
		return m.redo()
	case key.Matches(msg, keys.Restart):
		return m.restart()
	case key.Matches(msg, keys.Auto):
		return m.cycleAuto()
	case key.Matches(msg, keys.Coach):
		return m.toggleCoach()
	case key.Matches(msg, keys.BackToLosing):
		return m.undoToLosingMove()
	case key.Matches(msg, keys.Hint):
		return m.hint()
	case key.Matches(msg, keys.MoveLine):
		m.picked = nil
		return m.openMoveLine()
	case key.Matches(msg, keys.Solve):
		return m.solveFromHere()
	case key.Matches(msg, keys.Review):
		return m.startReview()
	case msg.Text == "" && !m.table.Won() && key.Matches(msg, m.keys.Browse.Random, m.keys.Browse.Jump): // (cards picked up go back, as Esc puts them)
		return m.leaveFor(msg)
	default:
		m.status = m.notAKey(msg)
	}
	return m, nil
}

// notAKey is the status after msg, a key that did nothing in the game: a
// character that no key of a game is bound to says so (9 with eight
// columns, a letter of no key, Tab, F6), the cards picked up staying
// picked; a key of the deals (n, →, r) says how to go back to them; other
// keys (Enter, ctrl+x) say nothing, and put away what an earlier such key
// said.
func (m Model) notAKey(msg tea.KeyPressMsg) view.Status {
	for _, b := range []key.Binding{m.keys.Browse.Next, m.keys.Browse.Prev, m.keys.Browse.Random, m.keys.Browse.SolvableOnly, m.keys.Browse.Jump} {
		if m.picked == nil && !m.table.Won() && key.Matches(msg, b) { // (a won game names its own keys)
			name := msg.Text
			if name == "" { // an arrow or F2: as the help names it
				name = keyName(msg.String(), m.glyphs)
			}
			return view.Status{Kind: view.DealsKey, Notation: name}
		}
	}
	if s, ok := m.ctrlCNotQuit(msg); ok && !m.boundInGame(msg) {
		return s
	}
	name := unboundName(msg, m.glyphs)
	if name == "" || m.boundInGame(msg) {
		switch m.status.Kind {
		case view.NotAKey, view.DealsKey:
			return view.Status{}
		case view.PickedNotAKey:
			return m.pickedStatus()
		default: // any other news stays
			return m.status
		}
	}
	if m.picked != nil {
		s := m.pickedStatus()
		s.Kind, s.Notation = view.PickedNotAKey, name
		return s
	}
	if m.table.Won() { // cards no longer move: what the won game offers, said of the key
		return view.Status{Kind: view.GameIsWon, Notation: name}
	}
	return view.Status{Kind: view.NotAKey, Notation: name}
}

// boundInGame reports whether msg is a key of the game as it stands: in
// play, and won or with no move left when it is. (A key the player bound
// away from play, as u from undo, says it does nothing, though a won game
// would still take it.)
func (m Model) boundInGame(msg tea.KeyPressMsg) bool {
	modes := [][][]key.Binding{m.keys.Play.FullHelp()}
	if m.table.Won() {
		modes = append(modes, m.keys.Won.FullHelp())
	}
	if m.table.NoMoveLeft() {
		modes = append(modes, m.keys.Stuck.FullHelp())
	}
	for _, groups := range modes {
		for _, group := range groups {
			if key.Matches(msg, group...) {
				return true
			}
		}
	}
	return false
}

// answers are the statuses Esc puts away before it leaves the game, as it
// does a hint: help that could not be given, and errors. (After an ordinary
// move's line, Esc leaves at once; and from a won game, whose line says that
// Esc goes to the deals.)
var answers = map[view.StatusKind]bool{
	view.NoHint: true, view.NoSolutionHere: true, view.NoLosingMove: true, view.Refused: true,
	view.NoFreeCell: true, view.NoPlaceFor: true, view.StaysInOrder: true, view.PasteNotMoves: true, view.NothingToPick: true, view.NotAKey: true, view.PickFirst: true, view.NothingToUndo: true, view.NothingToRestart: true,
	view.NothingToRedo: true, view.MoveLineRefused: true, view.MoveLineDiverged: true, view.GameTooLong: true,
	view.NoMoves: true, view.BadSolution: true, view.NotSaving: true, view.MoveLineTooLong: true,
	view.NoSuspend: true, // Ctrl+Z said it cannot suspend: Esc left the game over it
}

// restart goes back to the deal. As in Windows, a try with moves ends as
// lost, which the player is asked about first; after a win, nothing is lost.
func (m Model) restart() (Model, tea.Cmd) {
	m.picked = nil
	if !m.table.CanRestart() {
		m.status = view.Status{Kind: view.NothingToRestart}
		return m, nil
	}
	if !m.table.Won() && !m.recorded[m.key()] && !m.table.NoMoveLeft() && m.table.TryMoves() > 0 { // with no move left, the player was told it is lost; at the deal nothing is
		return m.put(view.RestartQuestion, 0), nil
	}
	return m.restartNow()
}

// restartNow goes back to the deal, a try with moves counted lost.
func (m Model) restartNow() (Model, tea.Cmd) {
	before, try, moved := m.record(m.table), m.table.Try(), m.table.TryMoves() > 0
	g := m.cloneTable()
	g.Clock().Stop(m.now())
	if !g.Restart() {
		return m, nil
	}
	m.status = view.Status{Kind: view.Restarted, AtDeal: !moved}
	var lost tea.Cmd
	if moved { // at the deal, the help or the time left behind: no try lost
		lost = m.lose(before, try)
	}
	m.setRecorded(m.key(), false)
	cmd := tea.Batch(lost, m.save())
	return m, cmd
}

// cycleAuto moves to the next auto-play mode, remembers it, and makes at once
// the moves the new mode makes.
func (m Model) cycleAuto() (Model, tea.Cmd) { return m.stepAuto(rules.AutoMode.Next) }

// stepAuto moves auto-play's mode by step (the next, or from the settings'
// ←, the one before), as cycleAuto.
func (m Model) stepAuto(step func(rules.AutoMode) rules.AutoMode) (Model, tea.Cmd) {
	setting := m.saveSettings(func(s *state.Settings) { s.Auto = step(s.Auto) })
	m.cloneTable().SetAuto(m.settings.Auto)
	m.status = view.Status{Kind: view.AutoPlaySet, Auto: m.settings.Auto}
	next, cmd, ok := m.autoPlayNow()
	if !ok {
		cmd = next.analyse() // the coach judges the game as the new mode plays it
	}
	return next, tea.Batch(setting, cmd)
}

// autoPlayNow makes at once the moves the game on the table's auto-play mode
// makes, after the mode changed: auto-play's moves never start the clock,
// and what the status said stays, unless they win. ok is false where the
// mode makes none.
func (m Model) autoPlayNow() (Model, tea.Cmd, bool) {
	g := m.cloneTable()
	step, ok := g.AutoPlayNow()
	if !ok {
		return m, nil, false
	}
	said := m.status
	running := g.Clock().Running()
	next, cmd := m.afterStep(step)
	if !running && !next.table.Won() {
		next.cloneTable().Clock().Stop(m.now()) // as it was: stopped
		next.clockID++
	}
	if next.status.Kind != view.Won {
		next.status = said
		if said.Kind == view.AutoPlaySet {
			next.status.Moves = step.Moves // the cards sent home, said
		}
	}
	return next, cmd, true
}

// choosePlace takes a place key: the source of a move, or its destination.
func (m Model) choosePlace(place rules.Place) (Model, tea.Cmd) {
	if m.picked == nil && m.table.NoMoveLeft() { // any place key: the game is over unless undone
		m.status = view.Status{Kind: view.NoMoveLeft}
		return m, nil
	}
	pos := m.table.Position()
	if place.IsFreeCell() && place.Index() >= pos.FreeCellCount() {
		m.picked = nil // as any refusal: the cards go back
		m.status = view.Status{Kind: view.Refused, Problem: &rules.MoveError{Move: rules.Move{From: place, To: place}, Problem: rules.NoSuchCell, Need: pos.FreeCellCount()}}
		return m, nil
	}
	if place == firstFreeCell && m.picked == nil {
		m.status = view.Status{Kind: view.PickFirst}
		if pos.FreeCellCount() == 0 {
			m.status.Kind = view.NoFreeCell // the game has none: nothing to pick up for
		}
		return m, nil
	}
	if place == firstFreeCell && m.picked.from.IsFreeCell() { // into another free cell: a move that gains nothing, and counts
		m.status = view.Status{Kind: view.InFreeCellAlready, Card: pos.Top(m.picked.from)}
		m.picked = nil
		return m, nil
	}
	if place == firstFreeCell {
		cell, ok := play.FirstFreeCell(pos)
		if !ok {
			m.picked, m.status = nil, view.Status{Kind: view.NoFreeCell} // as any refusal: the cards go back
			return m, nil
		}
		place = cell
	}
	if m.picked == nil {
		return m.pickUp(place)
	}
	if place == m.picked.from {
		m.picked, m.status = nil, view.Status{} // the source again: put the cards back
		return m, nil
	}
	return m.drop(place)
}

// sentHome is the card auto-play sent home from mv's place, where mv,
// refused, is a move home from there, and a writer of every move would
// still have that card there: a solution typed by keys, its foundation moves
// among them, meets the moves home auto-play made (deal 3's begins 5h 6h,
// the aces auto-play sends at once), after the last move or some moves
// before (play.Noted keeps them, as the move line's transcript does).
//
// Each card is said once (homeSaid): a second move home from a place that
// auto-play sent two cards from names the second (deal 1's solution has 6h
// twice after its 63 sends A♣ and A♠ from column 6), a third is refused for
// the card now there.
func (m *Model) sentHome(mv rules.Move) (dealer.Card, bool) {
	if mv.To != rules.Foundation || m.table == nil {
		return dealer.NoCard, false
	}
	steps := len(m.table.Steps())
	if m.homeSaid.key != m.key() || steps < m.homeSaid.steps { // another game, or moves undone: what was said no longer holds
		m.homeSaid = homeSaid{key: m.key()}
	}
	t := play.Noted(m.table)
	for _, said := range m.homeSaid.passed {
		if t.Sent(said.From) == said.Card { // (not where the place was refilled since)
			t.Pass(said.From)
		}
	}
	c := t.Sent(mv.From)
	if c == dealer.NoCard {
		return c, false
	}
	said := rules.Move{From: mv.From, To: rules.Foundation, Count: 1, Card: c}
	m.homeSaid = homeSaid{key: m.key(), steps: steps, passed: append(slices.Clip(m.homeSaid.passed), said)} // (copies of the model share nothing mutable)
	return c, true
}

// homeSaid are the moves home sentHome said made already, with their cards,
// in a game of key as it stood with steps steps.
type homeSaid struct {
	key    state.Key
	steps  int
	passed []rules.Move
}

// pickUp picks up the cards at the top of a place.
func (m Model) pickUp(from rules.Place) (Model, tea.Cmd) {
	if m.table.NoMoveLeft() { // any place: the game is over unless undone
		m.status = view.Status{Kind: view.NoMoveLeft}
		return m, nil
	}
	if from == rules.Foundation {
		if m.status.Kind == view.NothingToPick { // an empty place, then home: say it is empty, or that auto-play took its card
			was := m.status.Pick.From
			m.status = view.Status{Kind: view.Refused, Problem: &rules.MoveError{Move: rules.Move{From: was, To: rules.Foundation}, Problem: rules.EmptySource}}
			if c, ok := m.sentHome(rules.Move{From: was, To: rules.Foundation}); ok {
				m.status = view.Status{Kind: view.HomeAlready, Card: c, Pick: view.Pick{From: was}}
			}
			return m, nil
		}
		m.status = view.Status{Kind: view.PickFirst, Pick: view.Pick{From: rules.Foundation}} // home first: a card to send is asked for (cards never leave the foundations)
		return m, nil
	}
	pos := m.table.Position()
	n := play.Pickable(pos, from)
	if from.IsColumn() {
		n = min(n, pos.Movable(from.Index(), false)) // no more than may ever move together
	}
	if n == 0 {
		m.status = view.Status{Kind: view.NothingToPick, Pick: view.Pick{From: from}}
		return m, nil
	}
	m.picked = &pick{from: from, count: n, most: n}
	m.status = m.pickedStatus()
	return m, nil
}

func (m Model) pickedStatus() view.Status {
	p := m.picked
	col := m.table.Position()
	card := col.Top(p.from)
	if p.from.IsColumn() {
		cards := col.Column(p.from.Index())
		card = cards[len(cards)-p.count]
	}
	return view.Status{Kind: view.Picked, Pick: view.Pick{From: p.from, Count: p.count}, Card: card, Count: p.most}
}

// move makes the player's move and auto-play's after it, or says why not.
func (m Model) move(mv rules.Move) (Model, tea.Cmd) { return m.moveAs(mv, false) }

// moveAs is move; clicked is a move of cards the player pressed on, whose
// refusal is said of them: a move home by keys may be a solution's, made by
// auto-play already (see sentHome), but not the card clicked on.
func (m Model) moveAs(mv rules.Move, clicked bool) (Model, tea.Cmd) {
	g := m.cloneTable()
	step, err := g.Move(mv)
	var problem *rules.MoveError
	switch {
	case errors.As(err, &problem):
		m.status = view.Status{Kind: view.Refused, Problem: problem}
		if clicked { // (sentHome would count its card said)
			return m, nil
		}
		if c, ok := m.sentHome(mv); ok { // a solution typed by keys: its move home was made by auto-play
			m.status = view.Status{Kind: view.HomeAlready, Card: c, Pick: view.Pick{From: mv.From}}
		}
		return m, nil
	case errors.Is(err, play.ErrTooLong):
		m.status = view.Status{Kind: view.GameTooLong, Count: play.MaxMoves}
		return m, nil
	case err != nil:
		return m, nil
	}
	m.status = view.Status{Kind: view.Moved, Moves: step.Moves}
	if c := &m.coach; len(step.Moves) > 0 && c.known && c.verdict == coach.Winnable && len(c.solution) > 0 && len(c.plan) == 0 && sameMove(step.Moves[0], c.solution[0]) {
		c.plan = play.Rest(m.table.Position(), c.solution[1:]) // the hint's move made by hand: the next hints follow the same solution (each new one undid the last)
	}
	return m.afterStep(step)
}

// sameMove reports whether a and b move the same cards between the same places.
func sameMove(a, b rules.Move) bool {
	return a.From == b.From && a.To == b.To && a.Card == b.Card && a.Count == b.Count
}

// afterStep animates a step's automatic moves, keeps the clock and notices a win.
func (m Model) afterStep(step play.Step) (Model, tea.Cmd) {
	var cmds []tea.Cmd
	if len(step.Moves) > 1 && !m.settings.NoMotion { // with motion off, the cards are home at once
		m.animID++
		m.anim = &animation{auto: step.Moves[1:]}
		id := m.animID
		cmds = append(cmds, tick(m.life, autoInterval, func(time.Time) tea.Msg { return autoTickMsg{id: id} }))
	}
	switch {
	case m.table.Won():
		m.cloneTable().Clock().Stop(m.now())
		cmds = append(cmds, m.celebrate())
	case m.table.NoMoveLeft(): // as Windows says at once, the coach on or off
		m.cloneTable().Clock().Stop(m.now())
		m.status = lostAfter(m.status)
	case !m.table.Clock().Running():
		cmds = append(cmds, m.startClock())
	}
	cmds = append(cmds, m.save())
	return m, tea.Batch(cmds...)
}

// wonStatus records the win and says it, with the best result before it.
func (m *Model) wonStatus() view.Status {
	player, _ := m.table.Counts()
	result := view.Result{PlayerMoves: player, Elapsed: m.table.Clock().Elapsed(m.now())}
	s := view.Status{Kind: view.Won, Game: m.game, Result: result, Assisted: m.table.Assisted()}
	if best, ok := m.best(m.key()); ok {
		s.Best = &best
	} else {
		s.WonBefore = m.wonBefore(m.key())
	}
	if optimal := m.proven[m.dealKey()].Moves; optimal <= player { // fewer: cards kept out to build on, which that count sends home
		s.Optimal = optimal
	}
	return s
}

func (m Model) undo() (Model, tea.Cmd) {
	m.picked = nil
	g := m.cloneTable()
	g.Clock().Stop(m.now())
	step, ok := g.Undo()
	var withdrawn tea.Cmd
	switch {
	case !ok:
		m.status = view.Status{Kind: view.NothingToUndo}
	case step.Restart:
		var took bool
		withdrawn, took = m.withdrawLoss()
		m.status = view.Status{Kind: view.UndoneRestart, Loss: took}
	default:
		m.status = view.Status{Kind: view.Undone, Moves: step.Moves}
	}
	cmd := tea.Batch(withdrawn, m.save(), m.resumeClock())
	return m, cmd
}

// resumeClock runs the clock again after an undo or a redo, where there are
// moves, no win, and a move left to make.
func (m *Model) resumeClock() tea.Cmd {
	if len(m.table.Moves()) == len(m.table.Opening()) || m.table.Won() || m.table.NoMoveLeft() {
		return nil
	}
	return m.startClock()
}

func (m Model) redo() (Model, tea.Cmd) {
	m.picked = nil
	before, try, lostBefore := m.record(m.table), m.table.Try(), !m.table.Won() && m.table.TryMoves() > 0
	g := m.cloneTable()
	g.Clock().Stop(m.now())
	step, ok := g.Redo()
	switch {
	case !ok:
		m.status = view.Status{Kind: view.NothingToRedo}
		cmd := m.resumeClock()
		return m, cmd
	case step.Restart:
		var lost tea.Cmd
		if lostBefore { // a try with moves (a clean try's restart lost nothing)
			lost = m.lose(before, try) // counted again: undoing the restart took its loss back
		}
		m.status = view.Status{Kind: view.RedoneRestart, Loss: lostBefore}
		cmd := tea.Batch(lost, m.save())
		return m, cmd
	}
	m.status = view.Status{Kind: view.Redone, Moves: step.Moves}
	var won tea.Cmd
	switch {
	case m.table.Won():
		won = m.celebrate()
	case m.table.NoMoveLeft():
		m.status = lostAfter(m.status) // the move redone, said first
	}
	cmd := tea.Batch(won, m.save(), m.resumeClock())
	return m, cmd
}

// shownPosition is the position on screen in play: the game's, less the
// automatic moves an animation has not shown yet.
func (m Model) shownPosition() rules.Position {
	pos := *m.table.Position()
	if a := m.anim; a != nil {
		for i := len(a.auto) - 1; i >= a.shown; i-- {
			pos.Undo(a.auto[i])
		}
	}
	return pos
}

// playInfo is what the title line says of the game.
func (m Model) playInfo() *view.Play {
	player, _ := m.table.Counts()
	return &view.Play{PlayerMoves: player, Elapsed: m.table.Clock().Elapsed(m.now()), HideClock: m.settings.HideClock, HideMoves: m.settings.HideMoves,
		Auto: m.table.Auto(), Won: m.table.Won(), NoMoveLeft: m.table.NoMoveLeft(), Assisted: m.table.Assisted(), Paused: m.presence.paused}
}

// undoesOutOfSight reports whether the undo key works on the screen as it
// is, too small for the board (see undoBringsBack).
func (m Model) undoesOutOfSight() bool {
	p := m.screen().Play
	return p != nil && p.CanUndo
}

// undoBringsBack reports whether the undo key works on s, a screen of the
// game too small for its board: where undoing moves brings the board back,
// at the game's start at the latest. A move can make a column too tall for a small
// terminal (8 2 at 40x12 on 617), and the game was then out of reach, only q
// working, till the terminal grew (so too where the terminal shrank under a
// game that had grown); on a terminal too small for the game's start, keys
// stay unread.
func (m Model) undoBringsBack(s view.Screen) bool {
	if m.mode != playingDeal || !m.table.CanUndo() || m.table.Won() || m.overlays.front() != nil || view.Fits(s) {
		return false
	}
	g := m.table.Clone()
	if step, ok := g.Undo(); !ok || step.Restart {
		return false
	}
	s.Board.Position = *g.Position()
	if view.Fits(s) {
		return true
	}
	s.Board.Position = m.table.Start()
	return view.Fits(s)
}

// keep makes g the game in progress on its deal for the session. The maps are
// copied before a change, since models are values that older copies share.
func (m *Model) keep(g *play.Game) {
	m.games = maps.Clone(m.games)
	m.games[keyOf(g)] = g
}

func (m *Model) setRecorded(deal state.Key, recorded bool) {
	m.recorded = maps.Clone(m.recorded)
	m.recorded[deal] = recorded
}

// lostAfter is the status of a game left with no legal move by moves whose
// own status was said: kept, for the accessible mode to say first.
func lostAfter(said view.Status) view.Status {
	lost := view.Status{Kind: view.NoMoveLeft}
	if said.Kind == view.Moved || said.Kind == view.MovesMade || said.Kind == view.MoveLineRefused || said.Kind == view.Redone {
		lost.Before = &said
	}
	return lost
}
