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

// settingsPanel is the panel while it is open: the setting the cursor is on.
type settingsPanel struct{ at view.Setting }

// openSettings opens the panel.
func (m Model) openSettings() (Model, tea.Cmd) {
	m.settingsShown = &settingsPanel{}
	m.open(settingsOverlay)
	return m, nil
}

// updateSettings takes the panel's keys: up and down choose, Enter or Space
// (or a setting's number) changes it, and the change is kept at once.
func (m Model) updateSettings(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	keys, p := m.keys.Settings, *m.settingsShown
	switch {
	case key.Matches(msg, keys.Close):
		m.shut(settingsOverlay)
		return m, nil
	case key.Matches(msg, keys.Up):
		p.at = (p.at + view.SettingCount - 1) % view.SettingCount
	case key.Matches(msg, keys.Down):
		p.at = (p.at + 1) % view.SettingCount
	case key.Matches(msg, keys.Change):
		m.settingsShown = &p
		if p.at == view.SettingFreeCells { // left: fewer; right, Enter, Space: more
			if key.Matches(msg, keys.Fewer) {
				return m.setFreeCells(fewerFreeCells(m.cells))
			}
			return m.setFreeCells(moreFreeCells(m.cells))
		}
		return m.changeSetting(p.at)
	case key.Matches(msg, keys.Pick):
		p.at = view.Setting(msg.Code - '1')
		m.settingsShown = &p
		return m.changeSetting(p.at)
	}
	m.settingsShown = &p
	return m, nil
}

// changeSetting changes one setting and keeps it.
func (m Model) changeSetting(which view.Setting) (Model, tea.Cmd) {
	var change func(*state.Settings)
	switch which {
	case view.SettingFourColour:
		change = func(s *state.Settings) { s.FourColour = !s.FourColour }
	case view.SettingClock:
		change = func(s *state.Settings) { s.HideClock = !s.HideClock }
	case view.SettingMoves:
		change = func(s *state.Settings) { s.HideMoves = !s.HideMoves }
	case view.SettingAuto:
		if m.table != nil && m.mode == playingDeal {
			return m.cycleAuto() // in play, as A: auto-play's moves are made at once
		}
		change = func(s *state.Settings) { s.Auto = s.Auto.Next() }
	case view.SettingCoach:
		return m.toggleCoach()
	case view.SettingFreeCells, view.SettingCount:
		return m.setFreeCells(moreFreeCells(m.cells))
	}
	cmd := m.saveSettings(change)
	if which == view.SettingFourColour {
		m.restyle() // four-colour suits are the styles'
	}
	return m, cmd
}

// settingsView is the panel as the screen shows it.
func (m Model) settingsView() *view.Settings {
	if m.settingsShown == nil {
		return nil
	}
	chosen := m.settings
	chosen.FreeCells = m.cells
	return &view.Settings{At: m.settingsShown.at, Chosen: chosen, Saving: m.saving()}
}
