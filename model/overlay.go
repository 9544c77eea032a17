package model

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/view"
)

// overlay is a panel, or a question, over the board. Those open lie in a
// stack, as crush's dialogs do: the front one takes the keys and the mouse,
// and the view draws it; closing it brings back the one under it (the
// statistics under the question whether to clear them). As Windows'
// dialogs, a panel takes every key but quitting: O over the statistics opens
// nothing (before, it opened the settings over them, both open at once).
type overlay uint8

const (
	noOverlay          overlay = iota
	helpOverlay                // the full help
	statsOverlay               // the statistics (m.stats)
	settingsOverlay            // the settings panel (m.settings)
	pickerOverlay              // the picker (m.picker)
	leaderboardOverlay         // a server's daily board (m.leaderboardShown)
	confirmOverlay             // a question put (m.confirm), said in the status row
	bannerOverlay              // a win's banner, for a moment (m.celebration)
	overlayKinds
)

// overlays is the stack, front last. It is an array, so that a model's
// copies share none of it.
type overlays struct {
	kinds [overlayKinds]overlay
	n     int
}

// front is the overlay in front, noOverlay when none is open.
func (o overlays) front() overlay {
	if o.n == 0 {
		return noOverlay
	}
	return o.kinds[o.n-1]
}

func (o overlays) has(k overlay) bool {
	for _, open := range o.kinds[:o.n] {
		if open == k {
			return true
		}
	}
	return false
}

// with is o with k in front (moved there if open already).
func (o overlays) with(k overlay) overlays {
	o = o.without(k)
	o.kinds[o.n] = k
	o.n++
	return o
}

// without is o with k closed.
func (o overlays) without(k overlay) overlays {
	kept := 0
	for _, open := range o.kinds[:o.n] {
		if open != k {
			o.kinds[kept] = open
			kept++
		}
	}
	for i := kept; i < o.n; i++ {
		o.kinds[i] = noOverlay
	}
	o.n = kept
	return o
}

// open puts k in front; its state (the panel's, or the question) is set by
// the caller.
func (m *Model) open(k overlay) { m.overlays = m.overlays.with(k) }

// shut closes k, and drops its state.
func (m *Model) shut(k overlay) {
	m.overlays = m.overlays.without(k)
	switch k {
	case statsOverlay:
		m.stats = nil
	case settingsOverlay:
		m.settingsShown = nil
	case pickerOverlay:
		m.picker = nil
		m.counting.stop()
	case confirmOverlay:
		m.confirm = nil
	case leaderboardOverlay:
		m.leaderboardShown = nil
	default: // the help and the banner keep no state of their own
	}
}

// overTheBoard reports whether a panel or a question is in front: the
// board's keys and clicks wait (a win's banner goes at the first).
func (m Model) overTheBoard() bool {
	f := m.overlays.front()
	return f != noOverlay && f != bannerOverlay
}

// panel is the front panel as the view draws it (none for a question: the
// status row asks it, over the panel under it).
func (m Model) panel() view.Panel {
	var front overlay
	for i := m.overlays.n - 1; i >= 0; i-- {
		if front = m.overlays.kinds[i]; front != confirmOverlay {
			break
		}
	}
	switch front {
	case helpOverlay:
		return view.Panel{Help: true}
	case statsOverlay:
		return view.Panel{Stats: m.stats}
	case settingsOverlay:
		return view.Panel{Settings: m.settingsView()}
	case pickerOverlay:
		return view.Panel{Picker: m.pickerView()}
	case bannerOverlay:
		return view.Panel{Banner: m.banner()}
	case leaderboardOverlay:
		return view.Panel{Leaderboard: m.leaderboardView()}
	default: // none, or a question alone: the status row asks it
		return view.Panel{}
	}
}

// updateOverlay gives a key to the panel in front; ok is false when there is
// none, or it leaves the key to the viewer (q and Ctrl+C quit over the help
// and the statistics; q closes the settings and the picker).
func (m Model) updateOverlay(msg tea.KeyPressMsg) (next Model, cmd tea.Cmd, ok bool) {
	switch m.overlays.front() {
	case leaderboardOverlay:
		if key.Matches(msg, m.keys.Prompt.Quit) || !m.leaderboardShown.naming && key.Matches(msg, m.keys.Browse.Quit) {
			return m, nil, false
		}
		next, cmd = m.updateLeaderboard(msg)
		return next, cmd, true
	case settingsOverlay:
		if key.Matches(msg, m.keys.Browse.Quit) && !key.Matches(msg, m.keys.Settings.Close) {
			return m, nil, false
		}
		next, cmd = m.updateSettings(msg)
		return next, cmd, true
	case pickerOverlay:
		if key.Matches(msg, m.keys.Browse.Quit) && !key.Matches(msg, m.keys.Picker.Close) {
			return m, nil, false
		}
		next, cmd = m.updatePicker(msg)
		return next, cmd, true
	case helpOverlay:
		if key.Matches(msg, m.keys.Browse.Quit) {
			return m, nil, false
		}
		if key.Matches(msg, m.keys.Browse.CloseHelp) {
			m.shut(helpOverlay)
		}
		return m, nil, true
	case statsOverlay:
		switch {
		case key.Matches(msg, m.keys.Browse.Quit):
			return m, nil, false
		case key.Matches(msg, m.keys.Stats.Close):
			m.shut(statsOverlay)
		case key.Matches(msg, m.keys.Stats.Clear) && !m.stats.Loading:
			return m.put(view.ClearStatsQuestion, 0), nil, true
		}
		return m, nil, true
	default: // none, or the banner or a question, which updateKey takes first
		return m, nil, false
	}
}
