package model

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/view"
)

// overlay is the kind of a dialog: a panel, or a question, over the board.
// The dialogs open lie in a stack, as crush's do: the front one takes the
// keys and the mouse, and the view draws it; closing it brings back the one
// under it (the statistics under the question whether to clear them). As
// Windows' dialogs, a panel takes every key but quitting: O over the
// statistics opens nothing.
type overlay uint8

const (
	noOverlay          overlay = iota
	helpOverlay                // the full help (helpDialog)
	statsOverlay               // the statistics (statsDialog)
	settingsOverlay            // the settings panel (settingsDialog)
	pickerOverlay              // the picker (pickerDialog)
	leaderboardOverlay         // a server's daily board (leaderboardDialog)
	confirmOverlay             // a question put (confirmation), said in the status row
	bannerOverlay              // a win's banner, for a moment (bannerDialog; m.celebration)
	overlayKinds
)

// A dialog is an overlay's value: what it shows and how it takes the keys,
// all of it. update takes a key while it is in front (taken is false where
// it leaves the key to the viewer, as q and Ctrl+C are); panel is what the
// view draws (the zero Panel for a question, which the status row asks over
// the panel under it). Dialogs are values never changed in place: a change
// is a new value the model keeps (keepDialog), so that copies of the model
// share none. A new panel is a dialog type and its view.Panel field.
type dialog interface {
	kind() overlay
	update(m Model, msg tea.KeyPressMsg) (next Model, cmd tea.Cmd, taken bool)
	panel(m *Model) view.Panel
}

// closer is a dialog whose closing ends work of its own (the picker's count).
type closer interface{ closed(m *Model) }

// overlays is the stack, front last. It is an array, so that a model's
// copies share none of it.
type overlays struct {
	open [overlayKinds]dialog
	n    int
}

// front is the dialog in front, nil when none is open.
func (o overlays) front() dialog {
	if o.n == 0 {
		return nil
	}
	return o.open[o.n-1]
}

// frontKind is the kind of the dialog in front, noOverlay when none is open.
func (o overlays) frontKind() overlay {
	if d := o.front(); d != nil {
		return d.kind()
	}
	return noOverlay
}

// find is the open dialog of kind k, nil when none is.
func (o overlays) find(k overlay) dialog {
	for _, d := range o.open[:o.n] {
		if d.kind() == k {
			return d
		}
	}
	return nil
}

func (o overlays) has(k overlay) bool { return o.find(k) != nil }

// with is o with d in front (in place of one of its kind open already).
func (o overlays) with(d dialog) overlays {
	o = o.without(d.kind())
	o.open[o.n] = d
	o.n++
	return o
}

// without is o with k closed.
func (o overlays) without(k overlay) overlays {
	kept := 0
	for _, d := range o.open[:o.n] {
		if d.kind() != k {
			o.open[kept] = d
			kept++
		}
	}
	for i := kept; i < o.n; i++ {
		o.open[i] = nil
	}
	o.n = kept
	return o
}

// replaced is o with d in place of the dialog of its kind, where it lies; o
// when none of its kind is open (it was closed meanwhile).
func (o overlays) replaced(d dialog) overlays {
	for i, open := range o.open[:o.n] {
		if open.kind() == d.kind() {
			o.open[i] = d
		}
	}
	return o
}

// shown is the open dialog of type T; ok is false when none is open.
func shown[T dialog](m *Model) (d T, ok bool) {
	for _, open := range m.overlays.open[:m.overlays.n] {
		if d, ok = open.(T); ok {
			return d, true
		}
	}
	return d, false
}

// open puts d in front.
func (m *Model) open(d dialog) { m.overlays = m.overlays.with(d) }

// keepDialog keeps d, changed, where its kind lies in the stack; nothing
// when it was closed meanwhile.
func (m *Model) keepDialog(d dialog) { m.overlays = m.overlays.replaced(d) }

// shut closes k, ending its work.
func (m *Model) shut(k overlay) {
	if c, ok := m.overlays.find(k).(closer); ok {
		c.closed(m)
	}
	m.overlays = m.overlays.without(k)
}

// overTheBoard reports whether a panel or a question is in front: the
// board's keys and clicks wait (a win's banner goes at the first).
func (m Model) overTheBoard() bool {
	f := m.overlays.frontKind()
	return f != noOverlay && f != bannerOverlay
}

// panel is what the view draws over the board: the front dialog's panel, or
// where it draws none (a question), the one under it.
func (m Model) panel() view.Panel {
	for i := m.overlays.n - 1; i >= 0; i-- {
		if p := m.overlays.open[i].panel(&m); p != (view.Panel{}) {
			return p
		}
	}
	return view.Panel{}
}

// updateOverlay gives a key to the panel in front; ok is false when there is
// none, or it leaves the key to the viewer (a win's banner and a question
// are Update's to take first).
func (m Model) updateOverlay(msg tea.KeyPressMsg) (next Model, cmd tea.Cmd, ok bool) {
	d := m.overlays.front()
	if d == nil || d.kind() == bannerOverlay || d.kind() == confirmOverlay {
		return m, nil, false
	}
	if s, moved := m.ctrlCNotQuit(msg); moved && (d.kind() == helpOverlay || d.kind() == statsOverlay) { // as in the mode under them
		m.status = s
		return m, nil, true
	}
	return d.update(m, msg)
}

// helpDialog is the full help, at its page: a small terminal shows its
// keys a page at a time (40x12 showed 6 of 29, and said "+23 more").
type helpDialog struct{ page int }

func (helpDialog) kind() overlay             { return helpOverlay }
func (d helpDialog) panel(*Model) view.Panel { return view.Panel{Help: true, HelpPage: d.page} }
func (d helpDialog) update(m Model, msg tea.KeyPressMsg) (Model, tea.Cmd, bool) {
	if key.Matches(msg, m.quitKey()) {
		return m, nil, false
	}
	switch c := m.common(); {
	case key.Matches(msg, c.CloseHelp, c.Help): // the mode's, under the help: a keys file may move play's
		m.shut(helpOverlay) // (its open key too, as the panel's line says: "f2 or esc closes")
	case key.Matches(msg, m.keys.Help.Next):
		if d.page+1 < view.HelpPages(m.screen()) {
			d.page++
			m.keepDialog(d)
		}
	case key.Matches(msg, m.keys.Help.Prev):
		if d.page > 0 {
			d.page--
			m.keepDialog(d)
		}
	default: // a key it lists, read and pressed: the panel goes, and the key does what it says (it did nothing, unsaid)
		m.shut(helpOverlay)
		return m, nil, false
	}
	return m, nil, true
}
