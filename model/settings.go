package model

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// The settings panel: what a player sets once and keeps, remembered in the
// saved games: four-colour suits, the clock and the move count shown or
// hidden, auto-play's mode, the coach and the free cells.

// prefs are the settings that change what is drawn.
type prefs struct {
	fourColour bool // clubs green, diamonds blue
	hideClock  bool
	hideMoves  bool
}

// settingsPanel is the panel while it is open: the setting the cursor is on.
type settingsPanel struct{ at int }

// The settings, in the panel's order.
const (
	settingFourColour = iota
	settingClock
	settingMoves
	settingAuto
	settingCoach
	settingFreeCells
	settingCount
)

// openSettings opens the panel.
func (m Model) openSettings() (Model, tea.Cmd) {
	m.settings = &settingsPanel{}
	m.open(settingsOverlay)
	return m, nil
}

// updateSettings takes the panel's keys: up and down choose, Enter or Space
// (or a setting's number) changes it, and the change is kept at once.
func (m Model) updateSettings(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	keys, p := m.keys.Settings, *m.settings
	switch {
	case key.Matches(msg, keys.Close):
		m.shut(settingsOverlay)
		return m, nil
	case key.Matches(msg, keys.Up):
		p.at = (p.at + settingCount - 1) % settingCount
	case key.Matches(msg, keys.Down):
		p.at = (p.at + 1) % settingCount
	case key.Matches(msg, keys.Change):
		m.settings = &p
		if p.at == settingFreeCells { // left: fewer; right, Enter, Space: more
			if key.Matches(msg, keys.Fewer) {
				return m.setFreeCells(fewerFreeCells(m.cells))
			}
			return m.setFreeCells(moreFreeCells(m.cells))
		}
		return m.changeSetting(p.at)
	case key.Matches(msg, keys.Pick):
		p.at = int(msg.Code - '1')
		m.settings = &p
		return m.changeSetting(p.at)
	}
	m.settings = &p
	return m, nil
}

// changeSetting changes one setting and keeps it.
func (m Model) changeSetting(which int) (Model, tea.Cmd) {
	switch which {
	case settingFourColour:
		m.prefs.fourColour = !m.prefs.fourColour
		m.restyle()
		cmd := m.saveSettings(func(s *state.Settings) { s.FourColour = m.prefs.fourColour })
		return m, cmd
	case settingClock:
		m.prefs.hideClock = !m.prefs.hideClock
		cmd := m.saveSettings(func(s *state.Settings) { s.HideClock = m.prefs.hideClock })
		return m, cmd
	case settingMoves:
		m.prefs.hideMoves = !m.prefs.hideMoves
		cmd := m.saveSettings(func(s *state.Settings) { s.HideMoves = m.prefs.hideMoves })
		return m, cmd
	case settingAuto:
		if m.table != nil && m.mode == playingDeal {
			return m.cycleAuto() // in play, as A: auto-play's moves are made at once
		}
		m.auto = m.auto.Next()
		cmd := m.saveSettings(func(s *state.Settings) { s.Auto = m.auto })
		return m, cmd
	case settingFreeCells:
		return m.setFreeCells(moreFreeCells(m.cells))
	default: // settingCoach
		next, cmd := m.toggleCoach()
		save := next.saveSettings(func(s *state.Settings) { s.NoCoach = !next.coach.on })
		return next, tea.Batch(cmd, save)
	}
}

// settingsView is the panel as the screen shows it.
func (m Model) settingsView() *view.Settings {
	if m.settings == nil {
		return nil
	}
	return &view.Settings{At: m.settings.at, FourColour: m.prefs.fourColour, Clock: !m.prefs.hideClock,
		Moves: !m.prefs.hideMoves, Auto: m.auto, Coach: m.coach.on, FreeCells: m.cells, Saving: m.saving()}
}
