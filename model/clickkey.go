package model

import (
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/view"
)

// A click on a key of the key line presses that key: a mouse player
// answers a question, leaves a won game or asks for a hint from the line
// that names the keys, as the desktop games' buttons and menus do.

// namedCodes are the key codes of the keys a binding names by a word (see
// namedKeys).
var namedCodes = map[string]rune{
	"enter": tea.KeyEnter, "esc": tea.KeyEscape, "tab": tea.KeyTab, "space": tea.KeySpace,
	"backspace": tea.KeyBackspace, "delete": tea.KeyDelete, "insert": tea.KeyInsert,
	"up": tea.KeyUp, "down": tea.KeyDown, "left": tea.KeyLeft, "right": tea.KeyRight,
	"home": tea.KeyHome, "end": tea.KeyEnd, "pgup": tea.KeyPgUp, "pgdown": tea.KeyPgDown,
	"f1": tea.KeyF1, "f2": tea.KeyF2, "f3": tea.KeyF3, "f4": tea.KeyF4, "f5": tea.KeyF5, "f6": tea.KeyF6,
	"f7": tea.KeyF7, "f8": tea.KeyF8, "f9": tea.KeyF9, "f10": tea.KeyF10, "f11": tea.KeyF11, "f12": tea.KeyF12,
}

// KeyPress is the key event a terminal sends for the key a binding names
// ("enter", "ctrl+c", "U", "?"); ok is false for a name no event is known
// to be read as (the event made is read back to its name to be sure). The
// mouse presses the keys it stands for so, and the accessible mode the keys
// its commands stand for.
func KeyPress(name string) (tea.KeyPressMsg, bool) {
	mods, rest := splitKey(name)
	var k tea.KeyPressMsg
	if code, named := namedCodes[rest]; named {
		k.Code = code
		if code == tea.KeySpace && mods == 0 {
			k.Text = " "
		}
	} else if r, size := utf8.DecodeRuneInString(rest); size == len(rest) && r != utf8.RuneError {
		k.Code = r
		if mods&(modCtrl|modAlt) == 0 {
			k.Text = rest
		}
	} else {
		return tea.KeyPressMsg{}, false
	}
	for _, m := range []struct {
		mod keyMods
		tea tea.KeyMod
	}{{modCtrl, tea.ModCtrl}, {modAlt, tea.ModAlt}, {modShift, tea.ModShift}} {
		if mods&m.mod != 0 {
			k.Mod |= m.tea
		}
	}
	return k, k.String() == name
}

// mouseKey is the key the mouse stands for: a key of the key line clicked
// (a question's answer too), a settings row's number, the close key of a
// panel clicked beside, enter for the deal browsed clicked, the wheel's page
// down or up on the keys panel, or in a game with cards picked up, the
// wheel's + or -.
func (m Model) mouseKey(msg tea.MouseMsg) (tea.KeyPressMsg, bool) {
	if k, ok := m.clickedKey(msg); ok {
		return k, true
	}
	if k, ok := m.clickedSetting(msg); ok {
		return k, true
	}
	if k, ok := m.clickedAway(msg); ok {
		return k, true
	}
	if k, ok := m.clickedDeal(msg); ok {
		return k, true
	}
	if _, wheel := msg.(tea.MouseWheelMsg); wheel && m.overlays.frontKind() == helpOverlay { // the keys panel's pages (its "↓" took no wheel)
		if msg.Mouse().Button == tea.MouseWheelDown {
			return FirstPress(m.keys.Help.Next)
		}
		if msg.Mouse().Button == tea.MouseWheelUp {
			return FirstPress(m.keys.Help.Prev)
		}
	}
	if _, wheel := msg.(tea.MouseWheelMsg); !wheel || m.mode != playingDeal || m.picked == nil || m.overTheBoard() {
		return tea.KeyPressMsg{}, false
	}
	if msg.Mouse().Button == tea.MouseWheelUp {
		return FirstPress(m.keys.Play.More)
	}
	if msg.Mouse().Button == tea.MouseWheelDown {
		return FirstPress(m.keys.Play.Fewer)
	}
	return tea.KeyPressMsg{}, false
}

// clickedKey is the key the key line shows at the mouse's press, if the
// press is a left click on one: the key it stands for, pressed.
func (m Model) clickedKey(msg tea.MouseMsg) (tea.KeyPressMsg, bool) {
	click, ok := msg.(tea.MouseClickMsg)
	if !ok || click.Button != tea.MouseLeft {
		return tea.KeyPressMsg{}, false
	}
	b, part, ok := view.KeyPartAt(m.screen(), click.X, click.Y)
	if !ok || sameHelp(b, m.keys.Play.places) { // "1-8 a-d h from, to" names keys, and is none: it pressed 1
		return tea.KeyPressMsg{}, false
	}
	for _, p := range m.keys.pairs() { // "u/U undo/redo": U or "redo" redoes (every part of it undid)
		switch {
		case !sameHelp(b, *p.stand):
		case part >= 0:
			return FirstPress(p.of[part])
		default: // its words ("deals"): its own first key
			return FirstPress(b)
		}
	}
	if keys := b.Keys(); len(keys) == 2 && strings.Count(b.Help().Key, "/") == 1 { // a panel's "←/→ change": each arrow its own key, its words the second (on, not back)
		if part < 0 {
			part = 1
		}
		if k, ok := KeyPress(keys[part]); ok {
			return k, true
		}
	}
	return FirstPress(b)
}

// keyClick is a click on a key of the key line: where, when, and the key's
// words there then.
type keyClick struct {
	x, y  int
	at    time.Time
	words string
}

// doubledKeyClick reports whether msg is the second click of a double click
// on the key line whose first changed the key under the pointer: a double
// click on "H hint" played the hint it asked for, one on "L losing move"
// then pressed the "esc back" that took its place. A key that stays (→
// clicked quickly through the deals) is pressed each time.
func (m *Model) doubledKeyClick(msg tea.MouseMsg) bool {
	click, ok := msg.(tea.MouseClickMsg)
	if !ok || click.Button != tea.MouseLeft {
		return false
	}
	b, _, ok := view.KeyPartAt(m.screen(), click.X, click.Y)
	if !ok {
		m.lastKeyClick = keyClick{}
		return false
	}
	last, now := m.lastKeyClick, m.now()
	words := b.Help().Key + " " + b.Help().Desc
	m.lastKeyClick = keyClick{x: click.X, y: click.Y, at: now, words: words}
	return last.x == click.X && last.y == click.Y && last.words != "" && last.words != words && now.Sub(last.at) <= doubleClick
}

// standIn is a key line's stand-in for a pair of keys, and the pair.
type standIn struct {
	stand *key.Binding
	of    [2]key.Binding
}

// pairs are the key lines' stand-ins for pairs of keys ("u/U undo/redo"),
// each with its pair in the order its help names them: standIns names them
// from the pair, and a click on a part presses that part's key.
func (k *Keymaps) pairs() []standIn {
	return []standIn{
		{&k.Browse.browse, [2]key.Binding{k.Browse.Prev, k.Browse.Next}},
		{&k.Browse.picked, [2]key.Binding{k.Browse.NextPicked, k.Browse.PrevPicked}},
		{&k.Playback.step, [2]key.Binding{k.Playback.Prev, k.Playback.Next}},
		{&k.Playback.speed, [2]key.Binding{k.Playback.Faster, k.Playback.Slower}},
		{&k.Play.undoRedo, [2]key.Binding{k.Play.Undo, k.Play.Redo}},
		{&k.Review.step, [2]key.Binding{k.Review.Prev, k.Review.Next}},
	}
}

// sameHelp reports whether a and b are shown alike: the key line's binding
// clicked is a copy of the keymap's (brief ones have their own words).
func sameHelp(a, b key.Binding) bool {
	return a.Help() == b.Help() && slices.Equal(a.Keys(), b.Keys())
}

// clickedDeal is the key that plays the deal browsed, for a left click on
// it, as enter does.
func (m Model) clickedDeal(msg tea.MouseMsg) (tea.KeyPressMsg, bool) {
	click, ok := msg.(tea.MouseClickMsg)
	if !ok || click.Button != tea.MouseLeft || m.mode != browsing || m.overTheBoard() {
		return tea.KeyPressMsg{}, false
	}
	if _, on := view.Locate(m.screen(), click.X, click.Y); !on {
		return tea.KeyPressMsg{}, false
	}
	return FirstPress(m.keys.Browse.Play)
}

// clickedSetting is the number key of the settings panel's row clicked: a
// click on a row changes it, as its number does.
func (m Model) clickedSetting(msg tea.MouseMsg) (tea.KeyPressMsg, bool) {
	click, ok := msg.(tea.MouseClickMsg)
	if !ok || click.Button != tea.MouseLeft || m.overlays.frontKind() != settingsOverlay {
		return tea.KeyPressMsg{}, false
	}
	row, ok := view.SettingAt(m.screen(), click.X, click.Y)
	if keys := m.keys.Settings.Pick.Keys(); ok && int(row) < len(keys) {
		return KeyPress(keys[row])
	}
	return tea.KeyPressMsg{}, false
}

// clickedPanel is a click on a panel that presses a key with the panel
// changed first: the settings' "←", a picker's row, a key the keys panel
// lists.
func (m Model) clickedPanel(msg tea.MouseMsg) (Model, tea.KeyPressMsg, bool) {
	if next, k, ok := m.clickedFewerCells(msg); ok {
		return next, k, true
	}
	if next, k, ok := m.clickedPicker(msg); ok {
		return next, k, true
	}
	return m.clickedInHelp(msg)
}

// clickedPicker is the model with the picker's row clicked chosen, and the
// key that changes it: "←" the choice before, elsewhere on the row the next.
func (m Model) clickedPicker(msg tea.MouseMsg) (Model, tea.KeyPressMsg, bool) {
	click, ok := msg.(tea.MouseClickMsg)
	if !ok || click.Button != tea.MouseLeft || m.overlays.frontKind() != pickerOverlay {
		return m, tea.KeyPressMsg{}, false
	}
	row, less, ok := view.PickerRowAt(m.screen(), click.X, click.Y)
	if !ok {
		return m, tea.KeyPressMsg{}, false
	}
	d, _ := shown[pickerDialog](&m)
	d.at = row
	m.keepDialog(d)
	change := m.keys.Picker.More
	if less {
		change = m.keys.Picker.Less
	}
	k, ok := FirstPress(change)
	return m, k, ok
}

// clickedFewerCells is the model with the settings panel's free cells row
// chosen, and the key for one cell fewer, for a left click on that row's
// "←" (a click on the row gives one more, as its number does: "←" did too).
func (m Model) clickedFewerCells(msg tea.MouseMsg) (Model, tea.KeyPressMsg, bool) {
	click, ok := msg.(tea.MouseClickMsg)
	if !ok || click.Button != tea.MouseLeft || m.overlays.frontKind() != settingsOverlay || !view.SettingLessAt(m.screen(), click.X, click.Y) {
		return m, tea.KeyPressMsg{}, false
	}
	d, _ := shown[settingsDialog](&m)
	d.at = view.SettingFreeCells
	m.keepDialog(d)
	k, ok := FirstPress(m.keys.Settings.Fewer)
	return m, k, ok
}

// clickedInHelp is the model with the keys panel put away, and the key
// clicked on it, for a left click on a key the panel lists: the panel is a
// menu for the mouse (H, among others, is on no key line). The keys the
// panel takes itself (its closing keys, quit) are pressed with it open.
func (m Model) clickedInHelp(msg tea.MouseMsg) (Model, tea.KeyPressMsg, bool) {
	click, ok := msg.(tea.MouseClickMsg)
	if !ok || click.Button != tea.MouseLeft || m.overlays.frontKind() != helpOverlay {
		return m, tea.KeyPressMsg{}, false
	}
	b, ok := view.KeyInPanelAt(m.screen(), click.X, click.Y)
	if !ok {
		return m, tea.KeyPressMsg{}, false
	}
	k, ok := FirstPress(b)
	if !ok {
		return m, tea.KeyPressMsg{}, false
	}
	if c := m.common(); !key.Matches(k, c.CloseHelp, c.Help, m.quitKey()) {
		m.shut(helpOverlay)
	}
	return m, k, true
}

// clickedAway is the key that closes the panel in front, pressed by a left
// click beside it (off the panel and the key line), as a click outside a
// desktop game's dialog puts it away.
func (m Model) clickedAway(msg tea.MouseMsg) (tea.KeyPressMsg, bool) {
	click, ok := msg.(tea.MouseClickMsg)
	if !ok || click.Button != tea.MouseLeft {
		return tea.KeyPressMsg{}, false
	}
	var closing key.Binding
	switch m.overlays.frontKind() {
	case helpOverlay:
		closing = m.common().CloseHelp
	case statsOverlay:
		closing = m.keys.Stats.Close
	case settingsOverlay:
		closing = m.keys.Settings.Close
	case pickerOverlay:
		closing = m.keys.Picker.Close
	case leaderboardOverlay:
		closing = m.keys.Leaderboard.Close
	default: // a question takes its keys; the banner goes at any click
		return tea.KeyPressMsg{}, false
	}
	if view.InPanel(m.screen(), click.X, click.Y) {
		return tea.KeyPressMsg{}, false
	}
	return FirstPress(closing)
}

// FirstPress is the press of the first of b's keys that can be pressed.
func FirstPress(b key.Binding) (tea.KeyPressMsg, bool) {
	for _, name := range b.Keys() {
		if k, ok := KeyPress(name); ok {
			return k, true
		}
	}
	return tea.KeyPressMsg{}, false
}
