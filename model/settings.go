package model

import (
	"errors"
	"slices"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// The settings panel: what a player sets once and keeps, remembered in the
// saved games: four-colour suits, the clock and the move count shown or
// hidden, auto-play's mode, the coach and the free cells.

// settingsDialog is the panel while it is open: the setting the cursor is on.
type settingsDialog struct{ at view.Setting }

func (settingsDialog) kind() overlay { return settingsOverlay }

func (d settingsDialog) panel(m *Model) view.Panel {
	chosen := m.settings
	chosen.FreeCells = m.cells
	keyboard := ""
	if m.keysFile != nil {
		keyboard = m.keysFile.Keyboard
	}
	kept := view.CellsFree
	switch {
	case m.onLayout():
		kept = view.CellsByLayout
	case m.onDaily():
		kept = view.CellsByDaily
	}
	columns := m.keys.Play.Columns.Keys()
	rowMoves := len(columns) >= 8 && slices.Equal(columns[:8], azertyRow[:8]) // forAZERTY's row first; not where a keys file gave the columns keys of its own (& among them, as a US keyboard's Shift+7)
	return view.Panel{Settings: &view.Settings{At: d.at, Chosen: chosen, Saving: m.saving(), Keyboard: keyboard, CellsKept: kept, RowMoves: rowMoves}}
}

// openSettings opens the panel.
func (m Model) openSettings() (Model, tea.Cmd) {
	if answers[m.status.Kind] { // a refusal before it is no news of the panel's (it stayed under it)
		m.status = view.Status{}
	}
	m.open(settingsDialog{})
	return m, nil
}

// update takes the panel's keys: up and down choose, Enter or Space (or a
// setting's number) changes it, and the change is kept at once; the mode's
// quit key quits.
func (d settingsDialog) update(m Model, msg tea.KeyPressMsg) (Model, tea.Cmd, bool) {
	keys := m.keys.Settings
	switch {
	case key.Matches(msg, keys.Close) || m.opens(msg, false): // the key that opened it too, where a keys file moved it
		m.shut(settingsOverlay)
		m.status = m.panelSaid()
		return m, nil, true
	case key.Matches(msg, m.quitKey()):
		return m, nil, false
	case key.Matches(msg, keys.Up):
		d.at = (d.at + view.SettingCount - 1) % view.SettingCount
		m.status = m.panelSaid()
	case key.Matches(msg, keys.Down):
		d.at = (d.at + 1) % view.SettingCount
		m.status = m.panelSaid()
	case key.Matches(msg, keys.Change, keys.Fewer): // fewer is change's key that goes back, or a key of its own (a keys file's)
		m.keepDialog(d)
		if d.at == view.SettingFreeCells { // left: fewer; right, Enter, Space: more
			if key.Matches(msg, keys.Fewer) {
				next, cmd := m.setFreeCells(FewerFreeCells(m.cells))
				return next, cmd, true
			}
			next, cmd := m.setFreeCells(moreFreeCells(m.cells))
			return next, cmd, true
		}
		if d.at == view.SettingAuto && key.Matches(msg, keys.Fewer) { // left: the mode before (it went on round, as right)
			next, cmd := m.autoBack()
			return next, cmd, true
		}
		next, cmd := m.changeSetting(d.at)
		return next, cmd, true
	case key.Matches(msg, keys.Pick):
		d.at = view.Setting(slices.Index(keys.Pick.Keys(), msg.String()) % int(view.SettingCount)) // by its place: a keyboard's own row names them too
		m.keepDialog(d)
		next, cmd := m.changeSetting(d.at)
		return next, cmd, true
	}
	m.keepDialog(d)
	return m, nil, true
}

// panelSaid is the status once the panel moves on or closes: what its
// free-cell row said goes (it stayed up over the other rows, and after).
func (m Model) panelSaid() view.Status {
	if k := m.status.Kind; k == view.DailyKeepsCells || k == view.LayoutKeepsCells || k == view.FreeCellsSet {
		return view.Status{}
	}
	return m.status
}

// autoBack sets auto-play's mode before the one in force, and keeps it.
func (m Model) autoBack() (Model, tea.Cmd) {
	if m.table != nil && m.mode == playingDeal {
		return m.stepAuto(rules.AutoMode.Prev) // in play, as A: auto-play's moves are made at once
	}
	cmd := m.saveSettings(func(s *state.Settings) { s.Auto = s.Auto.Prev() })
	return m, cmd
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
	case view.SettingMotion:
		change = func(s *state.Settings) { s.NoMotion = !s.NoMotion }
	case view.SettingKeyboard:
		cmd := m.saveSettings(func(s *state.Settings) { s.AZERTY = !s.AZERTY })
		var refused *state.KeysError
		switch err := m.setKeys(max(m.cells, 0)); {
		case errors.As(err, &refused): // a keys file's key on this keyboard's row: said, not left silently
			m.status = view.Status{Kind: view.KeysFileRefused, Keys: refused}
		case m.status.Kind == view.KeysFileRefused && m.keysFile != nil: // in force again with this row
			m.status = view.Status{}
		}
		return m, cmd
	case view.SettingFreeCells, view.SettingCount:
		return m.setFreeCells(moreFreeCells(m.cells))
	}
	cmd := m.saveSettings(change)
	if which == view.SettingFourColour {
		m.restyle() // four-colour suits are the styles'
	}
	return m, cmd
}
