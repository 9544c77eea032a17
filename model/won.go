package model

import (
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/view"
)

// A win feels like one: the cards fly home (auto-play's moves are shown
// moving), a banner says the win over the board for a moment, and the keys
// of a won game are what a player wants next: another deal, a random one, the
// review, a solution, the same deal again.

// celebrationTime is how long the banner of a win stays over the board; a key
// takes it away sooner.
const celebrationTime = 3 * time.Second

type celebrationEndMsg struct{ id int }

// celebrate says the win: in the status line, and in a banner for a moment.
func (m *Model) celebrate() tea.Cmd {
	next := m.prefetchDeal(Navigate(m.game, NextGame)) // n is what a player presses next
	won := m.wonStatus()
	if m.status.Kind == view.Moved { // the move that won, which the win's line says where it is spoken
		won.Moves = m.status.Moves
	}
	if m.status.Kind == view.MovesMade { // or the move line's moves
		made := m.status
		won.Before = &made
	}
	m.status = won
	m.celebration.said = m.status
	m.celebration.id++
	if m.settings.NoMotion { // the banner comes and goes by itself: with motion off, the status line says the win alone
		return next
	}
	m.open(bannerDialog{})
	id := m.celebration.id
	wait := celebrationTime
	if a := m.anim; a != nil { // the banner goes up once the cards have flown home
		wait += time.Duration(len(a.auto)-a.shown) * autoInterval
	}
	return tea.Batch(next, tick(m.life, wait, func(time.Time) tea.Msg { return celebrationEndMsg{id} }))
}

// celebration is the banner of a win, while it is up.
type celebration struct {
	id   int         // tells the current banner's end from an earlier one's
	said view.Status // the win as it was said, said again on coming back to the game
}

// wonAgain says the win of the game on the table again, as it was said,
// on coming back to it from its review or a solution.
func (m *Model) wonAgain() {
	if m.table != nil && m.table.Won() && m.celebration.said.Kind == view.Won && m.celebration.said.Game == m.game {
		m.status = m.celebration.said
	}
}

func (m Model) celebrationEnded(msg celebrationEndMsg) (Model, tea.Cmd) {
	if msg.id == m.celebration.id {
		m.shut(bannerOverlay)
	}
	return m, nil
}

// bannerDialog is the banner of a win, for a moment (m.celebration): the
// first key or click takes it away, as Update and updateMouse do first.
type bannerDialog struct{}

func (bannerDialog) kind() overlay { return bannerOverlay }

func (bannerDialog) update(m Model, _ tea.KeyPressMsg) (Model, tea.Cmd, bool) { return m, nil, false }

func (bannerDialog) panel(m *Model) view.Panel {
	if b := m.banner(); b != nil {
		return view.Panel{Banner: b}
	}
	return view.Panel{}
}

// banner is the win as the banner shows it, while it is up: after the cards
// have flown home.
func (m Model) banner() *view.Status {
	if !m.overlays.has(bannerOverlay) || m.table == nil || !m.table.Won() || m.status.Kind != view.Won || m.anim != nil {
		return nil
	}
	s := m.status
	return &s
}

// updateWon takes the keys of a won game; ok is false for any other key,
// which play takes. A won game is over, as in Windows: its moves are never
// taken back (a win is recorded once), and R deals the deal again as a new
// game. Its keys are its own: play's that a keys file leaves where the won
// game's were moved from do nothing.
func (m Model) updateWon(msg tea.KeyPressMsg) (next Model, cmd tea.Cmd, ok bool) {
	keys := m.keys.Won
	if _, place := m.keys.Play.place(msg); place {
		m.status = view.Status{Kind: view.GameIsWon} // every card is home: nothing to pick
		return m, nil, true
	}
	switch {
	case key.Matches(msg, m.keys.Play.Undo, m.keys.Play.Redo, m.keys.Play.BackToLosing, m.keys.Play.Hint, m.keys.Play.MoveLine):
		m.status = view.Status{Kind: view.GameIsWon}
		return m, nil, true
	case key.Matches(msg, keys.Share) && m.onDaily():
		next, cmd = m.copyShare()
		return next, cmd, true
	case key.Matches(msg, keys.Next):
		left := m.leavePlay()
		m.status = view.Status{}
		m.goTo(Navigate(m.game, NextGame))
		return m, left, true
	case key.Matches(msg, keys.Random): // as browsing draws it: the picker's choice, which the title names, stands (it drew from all deals); F2 plays it
		left := m.leavePlay()
		next, cmd = m.drawRandom(drawTo{play: playsDrawn(msg)})
		return next, tea.Batch(left, cmd), true
	case key.Matches(msg, keys.Again) && m.dailyDayOver():
		left := m.leavePlay()
		return m.newDay(), left, true
	case key.Matches(msg, keys.Again):
		g, err := m.newGame()
		if err != nil {
			return m, nil, true // the deal on screen is always valid
		}
		m.setRecorded(m.key(), false)
		m.keep(g)
		next, cmd = m.enterPlay(g)
		next.status = view.Status{Kind: view.PlayingAgain}
		return next, cmd, true
	case key.Matches(msg, keys.Review):
		next, cmd = m.startReview()
		return next, cmd, true
	case key.Matches(msg, keys.Solve):
		next, cmd = m.solveFromHere()
		return next, cmd, true
	case key.Matches(msg, keys.Leave):
		m.status = view.Status{}
		return m, m.leavePlay(), true
	case key.Matches(msg, m.keys.Browse.Jump): // F3 as Windows' Select Game (a new game by number), g as browsing's go-to
		left := m.leavePlay()
		m.status = view.Status{}
		next, cmd = m.openPrompt("")
		next.prompt.play = playsDrawn(msg)
		return next, tea.Batch(left, cmd), true
	case key.Matches(msg, m.keys.Browse.Leaderboard): // the daily won: where it stands on the board, over the won game
		next, cmd = m.openLeaderboard()
		return next, cmd, true
	case key.Matches(msg, m.keys.Play.Restart, m.keys.Play.Cancel, m.keys.Play.Review, m.keys.Play.Solve):
		// play's, where a keys file moved the won game's own away: a won game is
		// over, and play's restart would take it back, its win counted again
		m.status = view.Status{Kind: view.GameIsWon, Notation: msg.Text}
		return m, nil, true
	}
	return m, nil, false
}
