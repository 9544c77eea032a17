package model

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// azertyRow are the keys of an AZERTY keyboard's digits row, 1 to 0,
// unshifted: there the digits need Shift.
var azertyRow = []string{"&", "é", "\"", "'", "(", "-", "è", "_", "ç", "à"}

// forAZERTY are the keys for an AZERTY keyboard: its digits row unshifted
// names the columns and, while a number is typed, the digits (the digits
// themselves still work); what the row takes from other actions moves to
// keys that are free: Fewer to ")", beside More's "=", and Slower the same.
func (k Keymaps) forAZERTY(g *view.Glyphs) Keymaps {
	columnsHelp, digitsHelp, pickHelp := k.Play.Columns.Help().Key, k.Browse.Digits.Help().Key, k.Settings.Pick.Help().Key
	if !g.ASCII { // an ASCII terminal cannot show é and è: it names the digits, which work with Shift
		// The row whole, as it lies: "&-_" read as a range, its "-" a key of its own (the 6).
		columnsHelp, digitsHelp = strings.Join(azertyRow[:8], ""), strings.Join(azertyRow, "")+"/0-9"
		pickHelp = strings.Join(azertyRow[:view.SettingCount], "")
	}
	rebind(&k.Play.Columns, g, append(slices.Clone(azertyRow[:8]), k.Play.Columns.Keys()...)...) // the digits too, with Shift
	k.Play.Columns.SetHelp(columnsHelp, k.Play.Columns.Help().Desc)
	rebind(&k.Play.Fewer, g, ")", "down")
	rebind(&k.Play.More, g, "=", "+", "up") // = unshifted, as ) is: the status line names the first
	rebind(&k.Playback.Faster, g, "=", "+")
	rebind(&k.Playback.Slower, g, ")")
	digits := append(slices.Clone(azertyRow), k.Browse.Digits.Keys()...)
	k.Browse.Digits.SetKeys(dedupe(digits)...)
	k.Browse.Digits.SetHelp(digitsHelp, k.Browse.Digits.Help().Desc)
	pick := append(slices.Clone(azertyRow[:view.SettingCount]), k.Settings.Pick.Keys()...)
	k.Settings.Pick.SetKeys(pick...)
	k.Settings.Pick.SetHelp(pickHelp, k.Settings.Pick.Help().Desc)
	return k
}

// typedDigit is a key pressed while a number or moves are typed, as the
// keyboard means it: on an AZERTY keyboard a key of the digits row is its
// digit ("-" too, but as the first character, where it is the minus of the
// joke deals).
func typedDigit(msg tea.KeyPressMsg, azerty, first bool) tea.KeyPressMsg {
	if !azerty || msg.Text == "" || msg.Text == "-" && first {
		return msg
	}
	if i := slices.Index(azertyRow, msg.Text); i >= 0 {
		digit := rune("1234567890"[i])
		return tea.KeyPressMsg{Code: digit, Text: string(digit)}
	}
	return msg
}

// rebind gives a binding keys, and its help their names.
func rebind(b *key.Binding, g *view.Glyphs, keys ...string) {
	b.SetKeys(keys...)
	b.SetHelp(helpKey(keys, g), b.Help().Desc)
}

// helpKey names keys as the help does: "u/bksp", "←/p/h", and a row of
// characters whole ("&é\"'(-è_").
func helpKey(keys []string, g *view.Glyphs) string {
	names := make([]string, len(keys))
	single := true
	for i, k := range keys {
		names[i] = keyName(k, g)
		single = single && len([]rune(k)) == 1
	}
	if single && len(keys) > 3 {
		return strings.Join(names, "")
	}
	return strings.Join(names, "/")
}

// keyName is a key as the help names it.
func keyName(k string, g *view.Glyphs) string {
	switch k {
	case "left":
		return g.Left
	case "right":
		return g.Right
	case "up":
		return g.Up
	case "down":
		return g.Down
	case "pgup":
		return "PgUp"
	case "pgdown":
		return "PgDn"
	case "home":
		return "Home"
	case "end":
		return "End"
	case "backspace":
		return "bksp"
	case "tab":
		return "Tab"
	case "insert":
		return "Insert"
	case "delete":
		return "Delete"
	}
	if f, ok := functionKeyName(k); ok {
		return f
	}
	return k
}

// unboundName is what a key that does nothing where it is pressed is said
// as: a character as typed, or a key named as the help names it (Tab,
// Insert, F6: they were silent, and a player could not tell a key unbound
// from a key lost), Space as "space"; "" for Enter, Esc and Backspace,
// pressed out of habit, and for any key with a modifier but Shift, which
// stay unsaid.
func unboundName(msg tea.KeyPressMsg, g *view.Glyphs) string {
	switch {
	case msg.Mod&^tea.ModShift != 0:
		return ""
	case msg.Text == " ": // said by its name: " does nothing" named no key
		return keyName(msg.String(), g)
	case msg.Text != "":
		return msg.Text
	}
	switch k := msg.String(); k {
	case "tab", "insert", "delete", "pgup", "pgdown", "home", "end":
		return keyName(k, g)
	default:
		if f, ok := functionKeyName(k); ok {
			return f
		}
	}
	return ""
}

// functionKeyName is a function key as the docs and a keyboard name it:
// "f10" is "F10".
func functionKeyName(k string) (string, bool) {
	n, ok := strings.CutPrefix(k, "f")
	if !ok || n == "" || strings.Trim(n, "0123456789") != "" {
		return "", false
	}
	return "F" + n, true
}

func dedupe(keys []string) []string {
	var out []string
	for _, k := range keys {
		if !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	return out
}

// standIns are the help's bindings that stand for others (←/→ for the next
// and previous deal), named again after the others were rebound.
func (k Keymaps) standIns() Keymaps {
	first := func(b key.Binding) string { n, _, _ := strings.Cut(b.Help().Key, "/"); return n }
	for _, p := range k.pairs() {
		p.stand.SetHelp(first(p.of[0])+"/"+first(p.of[1]), p.stand.Help().Desc)
	}
	k.Stuck = k.Stuck.withPlays(k.Play)
	k.Play = k.Play.leavingBy(k.Browse)
	notPlace := func(name string) bool { // a won game takes play's place keys first (g is a free cell's)
		p := k.Play
		return !slices.ContainsFunc([]key.Binding{p.Columns, p.FreeCells, p.Home, p.FirstFreeCell}, func(b key.Binding) bool { return slices.Contains(b.Keys(), name) })
	}
	k.Won.goTo = playsWords(keysOf(k.Browse.Jump, k.Browse.Jump.Help().Desc, notPlace), "go to")
	k.Won.board = k.Browse.Leaderboard
	random := first(k.Browse.Random) // the words of the keys that change what it draws name it
	k.Browse.SolvableOnly.SetHelp(k.Browse.SolvableOnly.Help().Key, random+": solvable only")
	k.Browse.Picker.SetHelp(k.Browse.Picker.Help().Key, "pick deals ("+random+", "+k.Browse.picked.Help().Key+")")
	return k
}

// leavingBy are the play keys naming the deals' keys of browse that leave a
// game, kept, for another deal.
func (k PlayKeys) leavingBy(browse BrowseKeys) PlayKeys {
	k.newDeal = namedOnly(browse.Random, "new game, this one kept")
	k.goTo = namedOnly(browse.Jump, "new game by number, this one kept")
	return k
}

// functionKeysOf is b with only its function keys (F2 of the random draw,
// which plays the deal drawn: playsDrawn); disabled where b has none.
func functionKeysOf(b key.Binding) key.Binding {
	return keysOf(b, b.Help().Desc, func(k string) bool { _, ok := functionKeyName(k); return ok })
}

// namedOnly is b with only its keys that type no character (F2 of the
// deals' random draw), which a game takes as b (the letters say how to
// leave it), described as desc; disabled where b has none.
func namedOnly(b key.Binding, desc string) key.Binding {
	return keysOf(b, desc, func(k string) bool {
		r, size := utf8.DecodeRuneInString(k)
		return k != "space" && (size != len(k) || !unicode.IsPrint(r))
	})
}

// keysOf is b with only its keys that keep takes, named as the help names
// them, described as desc; disabled where b has none.
func keysOf(b key.Binding, desc string, keep func(string) bool) key.Binding {
	var keys, names []string
	for _, k := range b.Keys() {
		if !keep(k) {
			continue
		}
		keys = append(keys, k)
		name := k
		if f, ok := functionKeyName(k); ok {
			name = f
		}
		names = append(names, name)
	}
	if len(keys) == 0 {
		return key.NewBinding(key.WithDisabled())
	}
	return key.NewBinding(key.WithKeys(keys...), key.WithHelp(strings.Join(names, "/"), desc))
}

// Rebound are the keys with a keys file's bindings in place: f's keys in
// place of each action's, their help named anew (a line that gives an
// action its default keys, or the AZERTY preset's, changes nothing: a file
// saved from freecell --keys keeps following the keyboard). A key bound to two
// actions of a mode is refused, unless the two shared it before (Esc
// closes the help and leaves a game: never at once).
func (k Keymaps) Rebound(f *KeysFile, g *view.Glyphs, path string) (Keymaps, error) {
	base := k
	qwerty := NewKeymaps(g)
	azerty := qwerty.forAZERTY(g)
	var binds []keyBind
	for _, b := range f.binds {
		if slices.Equal(b.keys, b.action.binding(&qwerty).Keys()) || slices.Equal(b.keys, b.action.binding(&azerty).Keys()) {
			continue // freecell --keys's own line, kept: no change, and the keyboard chosen still applies
		}
		if typed := typedKey(b); typed != "" {
			return base, &state.KeysError{Path: path, Line: b.line, Problem: state.KeysTyped, Mode: b.action.mode, Action: b.action.name, Key: typed}
		}
		rebind(b.action.binding(&k), g, b.keys...)
		binds = append(binds, b)
	}
	for _, b := range binds {
		for _, other := range keyActions() {
			if other.mode != b.action.mode || other.name == b.action.name {
				continue
			}
			for _, name := range b.keys {
				shared := slices.Contains(other.binding(&base).Keys(), name) && slices.Contains(b.action.binding(&base).Keys(), name)
				if slices.Contains(other.binding(&k).Keys(), name) && !shared {
					byDefault := !slices.ContainsFunc(binds, func(o keyBind) bool { return o.action.mode == other.mode && o.action.name == other.name })
					return base, &state.KeysError{Path: path, Line: b.line, Problem: state.KeysBoundTwice, Mode: b.action.mode, Action: b.action.name,
						Key: name, Other: other.mode + "." + other.name, OtherDefault: byDefault, Via: b.via}
				}
			}
		}
	}
	return k.standIns(), nil
}

// typedKey is a key of b, a binding of the typed lines' mode, that types a
// character there ("a" as cancel closed the move line at 3a's a); "" where
// none does.
func typedKey(b keyBind) string {
	if b.action.mode != "prompt" {
		return ""
	}
	for _, k := range b.keys {
		if r, size := utf8.DecodeRuneInString(k); k == "space" || size == len(k) && unicode.IsPrint(r) {
			return k
		}
	}
	return ""
}

// KeysText is the keys in force as a keys file writes them, each action
// with what it does: what freecell --keys prints, for a player to start
// from, to be saved at path (where the program reads it; "" where it is not
// known, the XDG place is named). The keyboard line is a comment unless the
// keys file named one.
func (k Keymaps) KeysText(azerty, named bool, path string) string {
	var b strings.Builder
	if path == "" {
		b.WriteString("# freecell's keys, as in force: save as $XDG_CONFIG_HOME/freecell/keys.toml\n")
		b.WriteString("# (~/.config/freecell/keys.toml) and change what you like.\n")
	} else {
		b.WriteString("# freecell's keys, as in force: save as\n")
		b.WriteString("# " + path + "\n")
		b.WriteString("# and change what you like.\n")
	}
	b.WriteString("# A key is a character, or a name: enter, esc, tab, space, backspace, up,\n")
	b.WriteString("# down, left, right, home, end, pgup, pgdown, f1-f12, after any of ctrl+,\n")
	b.WriteString("# alt+, shift+.\n")
	b.WriteString("# keyboard: qwerty, or azerty (the digits row unshifted names the columns\n")
	b.WriteString("# and the digits; also a setting, O).\n")
	keyboard := "qwerty"
	if azerty {
		keyboard = "azerty"
	}
	if named { // else a keys file saved from this would fix the keyboard the settings' row chooses
		fmt.Fprintf(&b, "keyboard = %q\n", keyboard)
	} else {
		fmt.Fprintf(&b, "# keyboard = %q # the settings' row, O, chooses it; this line, without its first #, starts every run with it\n", keyboard)
	}
	mode := ""
	for _, a := range keyActions() {
		if a.mode != mode {
			mode = a.mode
			fmt.Fprintf(&b, "\n[%s]\n", mode)
		}
		binding := a.binding(&k)
		quoted := make([]string, len(binding.Keys()))
		for i, name := range binding.Keys() {
			quoted[i] = fmt.Sprintf("%q", name)
		}
		fmt.Fprintf(&b, "%s = [%s]", a.name, strings.Join(quoted, ", "))
		if desc := binding.Help().Desc; desc != "" {
			fmt.Fprintf(&b, " # %s", desc)
		}
		b.WriteString("\n")
	}
	return b.String()
}

// KeysInForce are the keys a player has: the defaults, for an AZERTY
// keyboard if azerty, then a keys file's (nil: none) bindings. A file
// refused (a key bound twice) leaves the keys without it, and says why.
func KeysInForce(ascii, azerty bool, f *KeysFile, path string) (Keymaps, error) {
	return keysInForce(view.GlyphsFor(ascii), azerty, f, path)
}

func keysInForce(g *view.Glyphs, azerty bool, f *KeysFile, path string) (Keymaps, error) {
	k := NewKeymaps(g)
	if f != nil && f.Keyboard != "" {
		azerty = f.Keyboard == "azerty"
	}
	if azerty {
		k = k.forAZERTY(g).standIns()
	}
	if f == nil {
		return k, nil
	}
	rebound, err := k.Rebound(f, g, path)
	if err != nil {
		return k, err
	}
	return rebound, nil
}

// setKeys makes the model's keys anew, for a game of cells free cells:
// after the keyboard changed, or as the model is made. The keys file
// refused with this keyboard (a key of its row bound in the file) is the
// error; the keys are then the keyboard's defaults.
func (m *Model) setKeys(cells int) error {
	f := m.keysFile
	if f != nil && f.Keyboard != "" { // the file's keyboard is the setting's as the run starts (see New); the panel's choice then wins
		own := *f
		own.Keyboard = ""
		f = &own
	}
	path := ""
	if f != nil {
		path = f.path
	}
	k, err := keysInForce(m.glyphs, m.settings.AZERTY, f, path)
	k.Browse.Leaderboard.SetEnabled(m.leaderboard != nil)
	k.Won.board.SetEnabled(m.leaderboard != nil)
	if m.noSuspend { // the help leaves out a key that would stop nothing; the key still says so
		k = k.withoutSuspend()
	}
	m.keys = k.withCells(cells)
	return err
}

// lineFeedAsEnter is Ctrl+J read as Enter, unless a key of k is Ctrl+J:
// a keypad's Enter comes as a line feed through tmux, and Ctrl+J is Enter to
// a shell; a line feed that did nothing left the player pressing it again.
func (k *Keymaps) lineFeedAsEnter(msg tea.KeyPressMsg) tea.KeyPressMsg {
	if msg.String() != "ctrl+j" {
		return msg
	}
	for _, a := range keyActions() {
		if slices.Contains(a.binding(k).Keys(), "ctrl+j") {
			return msg
		}
	}
	return tea.KeyPressMsg{Code: tea.KeyEnter}
}
