package model

import (
	"slices"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// The screen: what the model hands the view to draw, assembled from its state.

// View draws the screen.
func (m Model) View() tea.View {
	v := tea.NewView(view.Render(m.screen()))
	v.AltScreen = true
	v.WindowTitle = view.WindowTitle(m.game)
	if d, ok := m.Daily(); ok {
		v.WindowTitle = view.DailyWindowTitle(d)
	}
	v.ReportFocus = true // the clock pauses while the terminal is away
	// Clicks and drags play, move the journey's cursor, and press the key
	// line's keys in every mode: a mouse player who left a game for the deals
	// ("n next deal") found the mouse gone. Shift and a drag selects text.
	v.MouseMode = tea.MouseModeCellMotion
	return v
}

// Screen is what the screen shows, as kinds: what a front end other than
// the board's makes its words from (the accessible mode's sentences).
func (m Model) Screen() view.Screen { return m.screen() }

// Keymaps are the keys in force, which a front end presses for its commands.
func (m Model) Keymaps() Keymaps { return *m.keys }

// AZERTY reports whether the player's keyboard is AZERTY: a front end
// reads its digits row as digits.
func (m Model) AZERTY() bool { return m.settings.AZERTY }

// Saves reports whether the games played are kept (not a server's guest's,
// nor where the saved games cannot be written).
func (m Model) Saves() bool { return m.saving() }

// QuitAsks reports whether quitting asks first: a game in progress would
// end with the run, nothing being saved.
func (m Model) QuitAsks() bool { return m.unkept() }

// GuestOnBoard reports whether the player is a server's guest, who has no
// name on its daily board.
func (m Model) GuestOnBoard() bool { return m.leaderboard != nil && m.player == "" }

// LostOnQuit reports whether quitting now counts the game on screen lost:
// it has no legal move left, and moves of this try (the screen said so).
func (m Model) LostOnQuit() bool { return m.saving() && m.table != nil && m.leftLost(m.table) }

// QuitKey is the key that quits the mode on screen (a keys file may give
// each mode its own).
func (m Model) QuitKey() key.Binding { return m.quitKey() }

// KeptOnQuit is how many games in progress quitting keeps for the player
// to come back to: none where nothing is saved.
func (m Model) KeptOnQuit() int { return len(m.KeptDeals()) }

// KeptDeals are the deals of the games in progress quitting keeps (see
// KeptOnQuit), for what is said of them to name them.
func (m Model) KeptDeals() []state.Key {
	if !m.saving() || m.disk.trouble != nil { // failing saves keep nothing sure
		return nil
	}
	kept := m.playableDeals()
	if c, asked := m.question(); asked && c.question == view.ConflictQuestion { // unanswered as the run ends, this one's game goes aside: play resumes the other's
		kept = slices.DeleteFunc(kept, func(k state.Key) bool { return k == c.deal })
	}
	return kept
}

// Reading reports whether the record of the deal browsed is yet to be read
// for the first time: what the screen will say of it (a game in progress on
// it) is still to come. A deal come in a hurry (see browsePace) is read once
// the hurry is over: yet to be read too (cells 3 typed as a run began said
// the deal as dealt, the game kept with three unsaid).
func (m Model) Reading() bool {
	if !m.saving() || m.mode != browsing {
		return false
	}
	info, asked := m.disk.deals[m.key()]
	return asked && !info.read || !asked && m.hurried()
}

// Opening reports whether a game in progress is being read: the keys
// pressed meanwhile are held, and handed to it once it is open.
func (m Model) Opening() bool { return m.disk.opening != (state.Key{}) }

// stepsOutOfSight names on s, a playback or a review, the keys that leave
// it and step it back on a screen too small for its board, as updateKey
// takes them there (not under a panel).
func (m Model) stepsOutOfSight(s *view.Screen, leave, back key.Binding) {
	if m.overlays.front() == nil {
		s.Names.BackOutOfSight, s.Names.StepBackOutOfSight = helpKeyName(leave), helpKeyName(back)
	}
}

// promptScreen is s with the game-number prompt open: over the deal, or the
// game F3 left, which stays on screen as Windows' dialog sits over it; its
// keys say what Enter and Esc do there.
func (m Model) promptScreen(s *view.Screen) {
	s.Prompt = &view.Prompt{Input: m.input.Input(), Entered: m.entered, Back: m.prompt.fromGame && m.game == m.prompt.game}
	s.Facts, s.Fewest = m.facts() // the deal stays on screen while its number is typed
	enter, esc := "", ""
	if m.prompt.play {
		enter = "play it"
	}
	if m.prompt.fromGame {
		esc = "back to your game"
	}
	s.Keys, s.Mode = m.keys.Prompt.saying(enter, esc), view.Prompting
	if g, ok := m.games[m.key()]; ok && m.prompt.fromGame && m.game == m.prompt.game {
		s.Board.Position, s.Reserve = *g.Position(), g.Tallest()
	}
}

// screen is what view draws.
func (m Model) screen() view.Screen {
	s := view.Screen{
		Width:   m.width,
		Height:  m.height,
		Board:   view.Board{Game: m.game, Position: m.dealt()},
		Reserve: dealtTallest,
		Steady:  rules.MaxColumn, // the board keeps its row from browsing to playback to play
		Status:  m.status,
		Panel:   m.panel(),
		Names:   namesIn(m.keys.Names, m.common()),
		Glyphs:  m.glyphs,
		Styles:  m.styles,
	}
	s.Board.Impossible = m.verdicts[m.dealKey()] == solver.Impossible
	s.Names.QuitOutOfSight = helpKeyName(m.quitOutOfSight())
	if d, ok := m.Daily(); ok {
		s.Daily = &d
	}
	switch m.mode {
	case prompting:
		m.promptScreen(&s)
	case replaying:
		s.Board.Position, s.Board.Moved = m.replay.position(), m.replay.stepMoves()
		s.Reserve = m.replay.tallest
		keys := m.keys.Playback.forSolution(m.replay.shortest, m.provenShown())
		if m.replay.game != nil || m.backTo != nil {
			keys = keys.fromGame()
		}
		keys.wonAlone = m.replay.wonAlone() // as takeOver has it
		keys.running = m.replay.playing
		s.Keys, s.Mode = keys, view.PlayingBack
		m.stepsOutOfSight(&s, keys.Leave, keys.Prev)
	case playingDeal, typingMoves:
		s = m.playScreen(s)
	case reviewing:
		s.Board.Position, s.Board.Moved = m.review.position(), m.review.moved()
		s.Reserve = m.table.Tallest()
		s.Review = m.reviewView()
		s.Keys, s.Mode = m.keys.Review.forReview(s.Review), view.Reviewing
		m.stepsOutOfSight(&s, m.keys.Review.Leave, m.keys.Review.Prev)
	case journeying:
		s.Journey = m.journeyView()
		keys := m.keys.Journey
		keys.byDifficulty = m.settings.MapByDifficulty
		first, last := blockOf(m.journey.cursor)
		keys.atLastBlock, keys.atFirstBlock = last == randomLast, first == 1
		s.Keys, s.Mode = keys, view.Journeying
	default:
		s.Keys, s.Mode = m.keys.Browse, view.Browsing
		s.SolvableOnly = m.solvableOnly // r's setting, named in the title where r works: browsing
		s.Facts, s.Fewest = m.facts()
		if !m.settings.Pick.Any() {
			pick := m.settings.Pick
			s.Picked = &pick
		}
		if m.learningFacts() {
			s.Learning = &view.Learning{Frame: strings.TrimSpace(m.spinner.View()), For: m.now().Sub(m.learning.started)}
		}
		browse := m.keys.Browse
		if s.Deal = m.dealState(); s.Deal != nil && s.Deal.InProgress {
			browse = browse.resume()
		}
		browse.noBack = m.history.empty()
		browse.Stop.SetEnabled(m.solving.running())   // in the help only while there is a solve to stop
		browse.FreeCellCount.SetEnabled(!m.onDaily()) // the daily keeps its four
		_, shared := m.shareShown()
		browse.Share.SetEnabled(shared)
		s.Keys = browse
	}
	s.Unsaved = m.disk.trouble != nil || m.unsavable()
	board, onBoard := m.overlays.front().(leaderboardDialog)
	if keys, ok := m.keys.panel(m.overlays.frontKind(), m.quitKey(), onBoard && !board.guest && board.read); ok {
		s.Keys = keys
	}
	if onBoard && board.naming { // the name's line takes the keys: q is a letter there (the line offered "q quit")
		s.Keys = m.keys.Prompt.saying("save", "")
	}
	if c, ok := m.question(); ok && c.question == view.ColumnQuestion {
		q := m.columnQuestion(c)
		s.Confirm, s.Keys = &q, m.keys.Column
	} else if ok {
		s.Confirm = &view.Confirm{Question: c.question, Game: c.deal.Deal, Step: c.step, Nudged: c.nudged, Guest: m.leaderboard != nil && m.player == "", Daily: c.deal.Daily != ""}
		if m.saving() && m.disk.trouble != nil { // quitting: the saves fail, and say why
			s.Confirm.Failing, s.Confirm.Save = true, state.ProblemOf(m.disk.trouble)
		}
		s.Keys = m.keys.Confirm
		if c.question == view.ConflictQuestion {
			s.Keys = m.keys.Confirm.yoursOrTheirs()
		}
	}
	if s.Play != nil && m.table != nil { // the screen whole: would undoing bring its board back
		s.Play.CanUndo = m.undoBringsBack(s)
	}
	return s
}

// playScreen is the screen of a game: the picked cards and where they may go,
// the hint, the coach, and the move line when one is typed.
func (m Model) playScreen(s view.Screen) view.Screen {
	s.Board.Position = m.shownPosition()
	s.Reserve = m.table.Tallest()
	if p := m.picked; p != nil {
		s.Board.Pick = &view.Pick{From: p.from, Count: p.count}
		s.Board.Targets = m.targets(*p)
		if d := m.drag; d != nil {
			s.Board.Drag = &view.Drag{X: d.x, Y: d.y, Over: d.over, On: d.on}
		}
	}
	s.Board.Hint = m.hinted // the cards it moves and where they go, marked
	s.Play = m.playInfo()
	s.Play.Coach = m.coachView()
	play := m.keys.Play
	play.FreeCellCount.SetEnabled(!m.onDaily()) // the daily keeps its four
	// Without the coach these keys only say it is off: the keys panel says so first.
	if !m.coachOn() {
		on := play.Coach.Help().Key
		play.Hint, play.BackToLosing, play.Solve = coachOff(play.Hint, on), coachOff(play.BackToLosing, on), coachOff(play.Solve, on)
		play.coachOff = true
	}
	play.playHint = brief(play.Hint, "play the hint")
	play.playHint.SetEnabled(m.hinted != nil)
	play.lost = brief(play.BackToLosing, "losing move")
	switch { // as cancel does: Esc first puts away what is picked up or said, then leaves (two helpers took "esc back" for a key that did nothing)
	case m.picked != nil:
		play.back = "put back"
	case m.hinted != nil || answers[m.status.Kind]:
		play.back = "clear"
	}
	play.lost.SetEnabled(s.Play.Coach.LosingKnown && s.Play.Coach.LosingMove > 0)
	if m.coachOn() { // ? lists L while it goes somewhere (off, it says the coach is off)
		play.BackToLosing.SetEnabled(play.lost.Enabled())
	}
	s.Keys, s.Mode = play, view.Playing
	switch {
	case m.table.Won():
		won := m.keys.Won
		_, daily := m.share()
		won.Share.SetEnabled(daily)
		s.Keys, s.Mode = won, view.WonGame
	case m.table.NoMoveLeft():
		stuck := m.keys.Stuck
		if !m.table.CanUndo() { // lost as dealt (-1 with no free cells): nothing to undo, and no move to call losing
			stuck.Undo.SetEnabled(false)
			stuck.losing.SetEnabled(false)
			stuck.review.SetEnabled(false)
		}
		if m.coach.known && m.coach.found && m.coach.losing < 0 { // lost from the deal: no move to go back before
			stuck.losing.SetEnabled(false)
		}
		stuck.Restart.SetEnabled(m.table.TryMoves() > 0)
		stuck.redo.SetEnabled(m.table.CanRedo())
		if s.Status.Kind == view.NoMoveLeft && m.table.TryMoves() == 0 { // its words offer only what works, as the key line does
			s.Status.Kind = view.LostAsDealt
		}
		stuck.cells.SetEnabled(!m.table.CanUndo() && m.table.FreeCells() == 0 && !m.onDaily()) // lost as dealt with none: F deals it with eight

		s.Keys, s.Mode = stuck, view.NoMoveGame
	}
	if m.mode == typingMoves {
		s.MoveLine = &view.Prompt{Input: m.moveInput.Input(), Cut: m.typed.cut > 0}
		s.Keys, s.Mode = m.keys.Prompt, view.TypingMoves
	}
	return s
}

// facts are the atlas's facts of the deal on screen (the shipped atlas's, or
// those worked out since), when it knows them, and the fewest player moves
// proven for it with the cells its length is with (0: none proven; o proves
// them), which the row then gives in place of the solver's length. Proven
// with every card sent home at once, they can be more than the solver's
// length, whose solution keeps cards out to build on (31465: 47 against
// 42): those are not given, the length is.
func (m *Model) facts() (*atlas.Facts, int) {
	if m.onLayout() {
		return nil, 0
	}
	if f, ok := m.journal.factsOf(m.game); ok {
		fewest := m.proven[state.Key{Deal: m.game, FreeCells: f.MovesCells}].Moves
		if f.PlayerMoves > 0 && fewest > f.PlayerMoves {
			fewest = 0
		}
		return &f, fewest
	}
	return nil, 0
}

// dealtTallest is the longest column of a deal.
const dealtTallest = 7

// coachOff is b, its help saying it waits for the coach, which the key on
// turns on.
func coachOff(b key.Binding, on string) key.Binding {
	h := b.Help()
	b.SetHelp(h.Key, h.Desc+" (coach off: "+on+")")
	return b
}
