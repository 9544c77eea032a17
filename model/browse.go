package model

import (
	"slices"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/solver"
	"github.com/freecell/freecell/view"
)

// browseSteps pairs the browsing keys with the steps they take.
func (k BrowseKeys) browseSteps() []struct {
	binding key.Binding
	step    BrowseStep
} {
	return []struct {
		binding key.Binding
		step    BrowseStep
	}{
		{k.Next, NextGame}, {k.Prev, PrevGame}, {k.Forward10, Forward10}, {k.Back10, Back10},
		{k.Forward1k, Forward1000}, {k.Back1k, Back1000}, {k.First, RangeFirst}, {k.Last, RangeLast},
	}
}

func (m Model) updateBrowsing(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	keys := m.keys.Browse
	if game := m.backTo; game != nil && game.Deal() == m.game && key.Matches(msg, keys.Stop) && m.solving.running() {
		m.stopJob() // Esc while the won game's solution is sought: back to the game
		m.backTo = nil
		next, cmd := m.enterPlay(game)
		next.wonAgain()
		return next, cmd
	}
	m.backTo = nil                  // a key while browsing: Esc from a solution shown next comes back here
	share, shared := m.shareShown() // as the key came, for Y: the won daily's share line clears
	if !m.solving.running() {
		m.status = view.Status{}
	}
	for _, s := range keys.browseSteps() {
		if key.Matches(msg, s.binding) {
			next := Navigate(m.game, s.step)
			if next == m.game {
				m.status = view.Status{Kind: stayed(s.step), Game: m.game}
				return m, nil
			}
			m.status = view.Status{}
			if cutShort(m.game, next, s.step) {
				m.status = view.Status{Kind: stayed(s.step), Game: next} // a page stopped at the end: say why
			}
			m.goTo(next)
			return m, nil
		}
	}
	switch {
	case key.Matches(msg, keys.Stop) && m.solving.running():
		m.status = m.stoppedStatus()
		m.stopJob()
	case key.Matches(msg, keys.Solve):
		return m.solve()
	case key.Matches(msg, keys.Play):
		return m.startPlay()
	case key.Matches(msg, keys.MoveLine):
		m.disk.openLine = true // once the game opens: at once without a store
		return m.startPlay()
	case key.Matches(msg, keys.FreeCellCount):
		return m.setFreeCells(FewerFreeCells(m.cells))
	case key.Matches(msg, keys.SolvableOnly) && !m.settings.Pick.Any(): // the picker's deals are won with their cells: R would change nothing
		m.status = view.Status{Kind: view.PickerRulesRandom, Choice: m.settings.Pick}
	case key.Matches(msg, keys.SolvableOnly):
		m.solvableOnly = !m.solvableOnly
		m.status = view.Status{Kind: view.SolvableOnlyOff}
		if m.solvableOnly {
			m.status.Kind = view.SolvableOnlyOn
		}
	case key.Matches(msg, keys.Picker):
		return m.openPicker()
	case key.Matches(msg, keys.Journey):
		return m.openJourney()
	case key.Matches(msg, keys.Daily):
		return m.openDaily()
	case key.Matches(msg, keys.Leaderboard):
		return m.openLeaderboard()
	case key.Matches(msg, keys.Share) && shared:
		return m.copyShareOf(share)
	case key.Matches(msg, keys.NextPicked), key.Matches(msg, keys.PrevPicked):
		return m.seekPicked(false, key.Matches(msg, keys.PrevPicked), drawTo{})
	case key.Matches(msg, keys.Random):
		return m.drawRandom(drawTo{play: playsDrawn(msg)})
	case key.Matches(msg, keys.Back):
		last, rest, ok := m.history.pop()
		if !ok {
			m.status = view.Status{Kind: view.NoEarlierGame}
			break
		}
		m.status = view.Status{}
		m.showAs(last.game, last.daily)
		m.history = rest
	case key.Matches(msg, keys.Jump):
		next, cmd := m.openPrompt("")
		next.prompt.play = playsDrawn(msg) // F3, Windows' Select Game, plays the deal typed
		return next, cmd
	case key.Matches(msg, keys.Digits):
		return m.openPrompt(typedDigit(msg, m.settings.AZERTY, true).Text)
	case !keys.Leaderboard.Enabled() && slices.Contains(keys.Leaderboard.Keys(), msg.String()): // its key names what it does where it does
		m.status = view.Status{Kind: view.BoardOnServerOnly, Notation: msg.String()}
	case key.Matches(msg, keys.Share): // no share line shown
		m.status = view.Status{Kind: view.NoShareLine, Notation: msg.String(), OnToday: m.onDaily() && m.daily.Date == m.today()}
	default:
		if s, ok := m.ctrlCNotQuit(msg); ok {
			m.status = s
		} else if name := unboundName(msg, m.glyphs); name != "" { // a character or a named key no key of the deals is: said, as in a game (it was silent)
			m.status = view.Status{Kind: view.BrowseNotAKey, Notation: name}
		}
	}
	return m, nil
}

// cutShort reports whether a step of ten or a thousand deals from game
// stopped at next, the end of the numbers, short of its length.
func cutShort(game, next int64, step BrowseStep) bool {
	var length int64
	switch step {
	case Forward10:
		length = 10
	case Back10:
		length = -10
	case Forward1000:
		length = 1000
	case Back1000:
		length = -1000
	default:
		return false
	}
	return next-game != length && Navigate(next, step) == next
}

// stayed is what to say when a step leads nowhere: at which end the game is.
func stayed(step BrowseStep) view.StatusKind {
	switch step {
	case PrevGame, Back10, Back1000:
		return view.AtFirstGame
	case RangeFirst:
		return view.AtRangeStart
	case RangeLast:
		return view.AtRangeEnd
	case NextGame, Forward10, Forward1000:
	}
	return view.AtLastGame
}

func (m Model) stoppedStatus() view.Status {
	if m.status.Kind == view.Seeking {
		return view.Status{}
	}
	return view.Status{Kind: view.SolveStopped, Game: m.game}
}

// solve plays the deal's solution back: at once when this session has solved it,
// else once a background solve finds it.
func (m Model) solve() (Model, tea.Cmd) {
	switch v, known := m.verdicts[m.dealKey()]; {
	case known && v == solver.Impossible:
		m.status = view.Status{Kind: view.Impossible, Game: m.game}
		return m, nil
	case m.solving.running() && m.status.Kind == view.Solving:
		return m, nil // already on it
	}
	if moves, ok := m.solutions.get(m.dealKey()); ok {
		return m.startPlayback(moves), nil
	}
	game, start := m.dealKey(), m.dealt()
	m.status = view.Status{Kind: view.Solving, Game: game.Deal}
	cmd := m.startJob(func(job jobContext) tea.Cmd { return solveCmd(job, game, start) })
	return m, cmd
}

// drawTo is what follows a random draw: the deal drawn is browsed (r), or
// played at once, saying said as its game opens (F2, Windows' New Game, and
// from a game any key of the draw that types no letter: see leaveFor).
type drawTo struct {
	play bool
	said view.Status
}

// playsDrawn reports whether msg, a key of the random draw or the go-to,
// plays the deal drawn or typed: a function key (F2, Windows' New Game; F3,
// its Select Game) does; r and g browse it.
func playsDrawn(msg tea.KeyPressMsg) bool {
	_, ok := functionKeyName(msg.String())
	return ok
}

// drawRandom goes to a random deal, as browsing's r draws it: one the
// picker takes where it is set, one the solver solves where r draws only
// those (the title says which), else any of 1..1,000,000; then does what
// to says.
func (m Model) drawRandom(to drawTo) (Model, tea.Cmd) {
	switch {
	case !m.settings.Pick.Any():
		return m.seekPicked(true, false, to)
	case m.solvableOnly:
		random, cells := m.random, m.cells
		m.status = view.Status{Kind: view.Seeking}
		cmd := m.startJob(func(job jobContext) tea.Cmd { return randomSolvableCmd(job, random, cells, to) })
		return m, cmd
	}
	m.status = view.Status{}
	m.goTo(m.random())
	return m.playDrawn(to)
}

// playDrawn plays the deal drawn, as Enter does, where to asks it.
func (m Model) playDrawn(to drawTo) (Model, tea.Cmd) {
	if !to.play {
		return m, nil
	}
	m.disk.openSaid = to.said
	next, cmd := m.startPlay()
	if next.status.Kind == view.NoStatus {
		next.status = to.said
	}
	return next, cmd
}
