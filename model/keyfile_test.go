package model

import (
	"errors"
	"fmt"
	"github.com/charmbracelet/x/ansi"
	"slices"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// TestKeysFileRebinds: a keys file's bindings take the place of the
// defaults, the help and the messages name them, and the rest stay.
func TestKeysFileRebinds(t *testing.T) {
	m := keysModel(t, "[play]\nundo = [\"z\", \"backspace\"]\nhint = \"x\"\n\n[browse]\nnext = [\"ctrl+n\", \"right\"]\n")
	m, _ = typeKeys(t, m, "enter", "8", "a", "z")
	if len(m.table.Steps()) != 0 {
		t.Errorf("z did not undo: %d steps", len(m.table.Steps()))
	}
	if m.keys.Names.Undo != "z" || !strings.Contains(m.viewText(), "z/U undo/redo") {
		t.Errorf("the key line does not name z:\n%s", m.viewText())
	}
	m, _ = typeKeys(t, m, "8", "a", "u") // u is no longer undo: nothing done, and it says so
	if len(m.table.Steps()) != 1 {
		t.Errorf("u still undoes: %d steps", len(m.table.Steps()))
	}
	if m.status.Kind != view.NotAKey || !strings.Contains(m.viewText(), "u does nothing in a game") {
		t.Errorf("u bound away from undo: status %v\n%s", m.status.Kind, m.viewText())
	}
	if got := m.keys.Browse.Next.Keys(); strings.Join(got, " ") != "ctrl+n right" {
		t.Errorf("browse.next is %v", got)
	}
	if got := m.keys.Play.Hint.Keys(); len(got) != 1 || got[0] != "x" {
		t.Errorf("a single key as a string: %v", got)
	}
}

// TestKeysFileQuitByMode: a mode's quit moved (play's q to Q) quits that
// mode by its own key only; the deals' q no longer quits a game.
func TestKeysFileQuitByMode(t *testing.T) {
	f, err := ParseKeysFile("keys.toml", []byte("[play]\nquit = [\"Q\"]\n"))
	if err != nil {
		t.Fatal(err)
	}
	m := sized(New(617, Options{Keys: f, Settings: noCoach()}), 100, 30)
	m, _ = typeKeys(t, m, "enter")
	next, cmd := m.Update(press("q"))
	if m = next.(Model); isQuit(cmd) || !m.Playing() || m.status.Kind != view.NotAKey {
		t.Errorf("q in a game, play.quit being Q: quits %v, status %v", isQuit(cmd), m.status.Kind)
	}
	next, cmd = m.Update(tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl})
	if c := next.(Model); isQuit(cmd) || c.status.Kind != view.CtrlCNotQuit || !strings.Contains(c.viewText(), "ctrl+c does nothing here: the keys file moved quit to Q") {
		t.Errorf("Ctrl+C in a game, play.quit being Q: quits %v, status %v (it said nothing)\n%s", isQuit(cmd), c.status.Kind, c.viewText())
	}
	if _, cmd = m.Update(press("Q")); !isQuit(cmd) {
		t.Error("Q in a game did not quit")
	}
	b := sized(New(617, Options{Keys: f, Settings: noCoach()}), 100, 30)
	if _, cmd = b.Update(press("q")); !isQuit(cmd) {
		t.Error("q while browsing did not quit")
	}
	if _, cmd = b.Update(tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl}); !isQuit(cmd) {
		t.Error("Ctrl+C while browsing did not quit")
	}
	both, err := ParseKeysFile("keys.toml", []byte("[browse]\nquit = [\"Q\"]\n[play]\nquit = [\"Q\"]\n"))
	if err != nil {
		t.Fatal(err)
	}
	b = sized(New(617, Options{Keys: both, Settings: noCoach()}), 100, 30)
	next, cmd = b.Update(tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl})
	if b = next.(Model); isQuit(cmd) || b.status.Kind != view.CtrlCNotQuit || !strings.Contains(b.viewText(), "moved quit to Q") {
		t.Errorf("Ctrl+C while browsing, browse.quit being Q: quits %v, status %v", isQuit(cmd), b.status.Kind)
	}
	for _, opens := range [][]string{{"?"}, {"enter", "?"}} { // the keys' list over the deals, and over a game
		h, _ := typeKeys(t, sized(New(617, Options{Keys: both, Settings: noCoach()}), 100, 30), opens...)
		next, cmd = h.Update(tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl})
		if h = next.(Model); isQuit(cmd) || h.status.Kind != view.CtrlCNotQuit {
			t.Errorf("Ctrl+C over the keys' list (%v), quit being Q: quits %v, status %v (it said nothing)", opens, isQuit(cmd), h.status.Kind)
		}
	}
}

// TestKeysFilePanelsQuitByMode: play's quit moved to Q, the settings and
// the statistics opened over a game quit by Q, as the game does, and their
// key line names it; q, the deals' quit, does not quit there (they took the
// deals' q only).
func TestKeysFilePanelsQuitByMode(t *testing.T) {
	f, err := ParseKeysFile("keys.toml", []byte("[play]\nquit = [\"Q\"]\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, panel := range []string{"O", "S"} {
		m, _ := typeKeys(t, sized(New(617, Options{Keys: f, Settings: noCoach()}), 100, 30), "enter", panel)
		if _, cmd := m.Update(press("Q")); !isQuit(cmd) {
			t.Errorf("Q in the panel %s over a game did not quit", panel)
		}
		if _, cmd := m.Update(press("q")); isQuit(cmd) {
			t.Errorf("q in the panel %s over a game quit, play.quit being Q", panel)
		}
		if panel == "S" && !strings.Contains(m.viewText(), "Q quit") {
			t.Errorf("the statistics' key line over a game does not name Q:\n%s", m.viewText())
		}
	}
}

// TestKeysFileQuitOfTheTypingLines: the lines a game number or moves are
// typed on, their quit moved to Ctrl+Q, say so on Ctrl+C (they said
// nothing), and go on; Ctrl+Q quits.
func TestKeysFileQuitOfTheTypingLines(t *testing.T) {
	f, err := ParseKeysFile("keys.toml", []byte("[prompt]\nquit = [\"ctrl+q\"]\n"))
	if err != nil {
		t.Fatal(err)
	}
	ctrl := func(r rune) tea.KeyPressMsg { return tea.KeyPressMsg{Code: r, Mod: tea.ModCtrl} }
	for _, opens := range [][]string{{"g", "6"}, {"enter", ":", "8"}} {
		m, _ := typeKeys(t, sized(New(617, Options{Keys: f, Settings: noCoach()}), 100, 30), opens...)
		next, cmd := m.Update(ctrl('c'))
		if c := next.(Model); isQuit(cmd) || c.mode != m.mode || !strings.Contains(c.viewText(), "ctrl+c does nothing here: the keys file moved quit to ctrl+q") {
			t.Errorf("Ctrl+C on the line %v opened: quits %v, mode %v\n%s", opens, isQuit(cmd), c.mode, c.viewText())
		}
		if c, _ := typeKeys(t, next.(Model), "1"); strings.Contains(c.viewText(), "does nothing here") {
			t.Errorf("the next key on the line %v left Ctrl+C's word:\n%s", opens, c.viewText())
		}
		if _, cmd = m.Update(ctrl('q')); !isQuit(cmd) {
			t.Errorf("Ctrl+Q on the line %v opened did not quit", opens)
		}
	}
}

// TestKeysFileHelpByMode: play's help moved to F1, ? given to the hint: in a
// game ? asks for a hint (it opened the keys' list, the deals' help key),
// F1 opens the list, and the words name F1 (they said ?); the deals keep ?.
func TestKeysFileHelpByMode(t *testing.T) {
	m := keysModel(t, "[play]\nhelp = [\"f1\"]\nclose-help = [\"esc\", \"f1\"]\nhint = [\"?\"]\n")
	if h, _ := typeKeys(t, m, "?"); !h.overlays.has(helpOverlay) {
		t.Error("? while browsing did not open the keys' list")
	}
	m, _ = typeKeys(t, m, "enter")
	if h, _ := typeKeys(t, m, "?"); h.overlays.has(helpOverlay) || h.status.Kind != view.NoHint && h.status.Kind != view.Hint {
		t.Errorf("? in a game, the hint's key: help open %v, status %v", h.overlays.has(helpOverlay), h.status.Kind)
	}
	if h, _ := typeKeys(t, m, "9"); !strings.Contains(h.viewText(), "F1 shows every key") {
		t.Errorf("a key that does nothing names the help's key as ?:\n%s", h.viewText())
	}
	h, _ := typeKeys(t, m, "f1")
	if !h.overlays.has(helpOverlay) || !strings.Contains(h.viewText(), "F1 or esc closes") {
		t.Errorf("F1 in a game: help open %v\n%s", h.overlays.has(helpOverlay), h.viewText())
	}
	if h, _ = typeKeys(t, h, "f1"); h.overlays.has(helpOverlay) {
		t.Error("F1 did not close the keys' list over a game")
	}
}

// TestKeysFileCellsNamed: free cells given keys of their own are named by
// them in the key line and the messages (they said a-d).
func TestKeysFileCellsNamed(t *testing.T) {
	m := keysModel(t, "[play]\nfree-cells = [\"v\", \"w\", \"t\", \"o\", \"e\", \"f\", \"g\", \"k\"]\n")
	m, _ = typeKeys(t, m, "enter", "8")
	if text := m.viewText(); !strings.Contains(text, "1-8 vwto h from, to") || !strings.Contains(text, "(1-8, vwto, h, ") {
		t.Errorf("the free cells' keys are not named:\n%s", text)
	}
	m, _ = typeKeys(t, m, "v")
	if m.status.Kind != view.Moved || m.status.Moves[0].To != rules.FreeCellPlace(0) {
		t.Errorf("8 v: %v %+v", m.status.Kind, m.status.Moves)
	}
}

// TestKeysFileRefused: a file that is no keys file is refused with its
// line and what is wrong; the keys in force are the defaults.
func TestKeysFileRefused(t *testing.T) {
	for _, tc := range []struct {
		file, want string
	}{
		{"[play]\nundo = \"z\n", "keys.toml line 2: not TOML as a keys file writes it"},
		{"[play]\nundo = [\"z\"]\nundo = [\"y\"]\n", "keys.toml line 3: play.undo is given twice: give it once"},
		{"[play]\nundo = [\"z\"]\n[play]\nhint = [\"x\"]\n", "keys.toml line 3: play is given twice: give it once"},
		{"[play", "keys.toml line 1: not TOML as a keys file writes it"},
		{"\xff\xfe[\x00p\x00l\x00a\x00y\x00]\x00", "keys.toml: UTF-16 text, not UTF-8: save it as UTF-8"},
		{"\xfe\xff\x00[\x00p\x00l\x00a\x00y\x00]", "keys.toml: UTF-16 text, not UTF-8: save it as UTF-8"},
		{"[\x00p\x00l\x00a\x00y\x00]\x00", "keys.toml: UTF-16 text, not UTF-8: save it as UTF-8"},
		{"\x00[\x00p\x00l\x00a\x00y\x00]", "keys.toml: UTF-16 text, not UTF-8: save it as UTF-8"},
		{"[play]\nundo = [\"z\"]\n\x8f\x00\x13\xc4\x00\x00\xfe", "keys.toml line 3: not UTF-8 text: save it as UTF-8"}, // random bytes: no UTF-16
		{"[play]\n# caf\xe9\nundo = [\"z\"]\n", "keys.toml line 2: not UTF-8 text: save it as UTF-8"},
		{"[browse\nfoo\n", "keys.toml line 1: not TOML as a keys file writes it"},
		{"[plya]\nundo = [\"z\"]\n", `keys.toml line 1: [plya] is no mode`},
		{"\n[play]\nundoo = [\"z\"]\n", `keys.toml line 3: [play] has no action "undoo"`},
		{"[play]\nundo = []\n", "keys.toml line 2: play.undo has no key"},
		{"[play]\nundo = 3\n", "keys.toml line 2: play.undo takes a list of keys"},
		{"[play]\nundo = [\"nonsense\"]\n", `keys.toml line 2: play.undo: "nonsense" is no key`},
		{"[play]\nundo = [\"ctrl+shift+alt+bogus\"]\n", `keys.toml line 2: play.undo: "ctrl+shift+alt+bogus" is no key`},
		{"[play]\nundo = [5]\n", `keys.toml line 2: play.undo: 5 is not in quotes: a key is written in quotes, as "5"`},
		{"[play]\nundo = [\" \"]\n", `keys.toml line 2: play.undo: " " is no key: the space bar is written "space"`},
		{"keyboard = \"dvorak\"\n", `keys.toml line 1: keyboard is "dvorak": qwerty or azerty`},
		{"keyboard = [\"azerty\"]\n", `keys.toml line 1: keyboard takes one word, not a list: keyboard = "azerty"`},
		{"keyboard = \"AZERTY\"\n", `keys.toml line 1: keyboard is "AZERTY": write "azerty"`},
		{"keyboard = 3\n", `keys.toml line 1: keyboard takes one word in quotes, "qwerty" or "azerty", not 3`},
		{"[play]\nundo = [\"\\t\"]\n", `keys.toml line 2: play.undo: "\t" is no key: write "tab"`},
		{"[play]\nhelp = [\"Help\"]\n", `keys.toml line 2: play.help: "Help" is no key`},
		{"[play]\nundo = [\"z\"]\nhint = [\"z\"]\n", `keys.toml line 2: "z" is bound to play.undo and to play.hint`},
		{"[play]\nundo = [\"h\"]\n", `keys.toml line 2: "h" is bound to play.undo and to play.home, its default key: give play.home other keys too`},
		{"[play]\nundo = [\"z\"]\nhint = [\"z\"]\n", `keys.toml line 2: "z" is bound to play.undo and to play.hint;`},
		{"[play]\nundo = [\"shift+u\"]\n", `keys.toml line 2: play.undo: "shift+u" comes from a terminal as "U": write "U", or choose another key`},
		{"[play]\nundo = [\"alt+shift+é\"]\n", `keys.toml line 2: play.undo: "alt+shift+é" comes from a terminal as "alt+É"`},
		{"[play]\nundo = [\"alt+U\"]\n", `keys.toml line 2: play.undo: "alt+U" comes from a terminal as "alt+shift+u"`},
		{"[play]\nundo = [\"alt+ctrl+a\"]\n", `keys.toml line 2: play.undo: "alt+ctrl+a" comes from a terminal as "ctrl+alt+a"`},
		{"[play]\nundo = [\"ctrl+alt+A\"]\n", `keys.toml line 2: play.undo: "ctrl+alt+A" comes from a terminal as "ctrl+alt+a"`},
		{"[play]\nundo = [\"ctrl+shift+a\"]\n", `keys.toml line 2: play.undo: "ctrl+shift+a" comes from a terminal as "ctrl+a"`},
		{"[play]\nundo = [\"shift+1\"]\n", `keys.toml line 2: play.undo: "shift+1" comes from a keyboard as the character it types`},
		{"[browse]\nrandom = [\"ctrl+m\"]\n", `keys.toml line 2: browse.random: "ctrl+m" comes from a terminal as "enter"`},
		{"[play]\nhint = [\"ctrl+@\"]\n", `keys.toml line 2: play.hint: "ctrl+@" comes from a terminal as "ctrl+space"`},
		{"[play]\nundo = [\"z\", \"ctrl+i\"]\n", `keys.toml line 2: play.undo: "ctrl+i" comes from a terminal as "tab"`},
		{"[play]\nundo = [\"alt+ctrl+[\"]\n", `keys.toml line 2: play.undo: "alt+ctrl+[" comes from a terminal as "alt+esc"`},
		{"[stats]\nopen = [\"n\"]\n", `keys.toml line 2: "n" is bound to browse.stats (by stats.open) and to browse.next, its default key`},
		{"[play]\ncolumns = [\"1\", \"2\", \"3\"]\n", `keys.toml line 2: play.columns names its 8 places in order: give it 8 keys, one a place, or 16, two a place`},
		{"[play]\nfree-cells = [\"w\", \"x\"]\n", `keys.toml line 2: play.free-cells names its 8 places in order: give it 8 keys`},
		{"[play]\ncolumns = [\"1\", \"1\", \"2\", \"3\", \"4\", \"5\", \"6\", \"7\"]\n", `keys.toml line 2: play.columns names its 8 places in order: "1" is given twice`},
	} {
		f, err := ParseKeysFile("keys.toml", []byte(tc.file))
		if err == nil {
			_, err = KeysInForce(false, false, f, "keys.toml")
		}
		var kerr *state.KeysError
		if !errors.As(err, &kerr) || !strings.HasPrefix(err.Error(), tc.want) || !strings.HasSuffix(err.Error(), "; the default keys are kept") {
			t.Errorf("%q: %v, want %q", tc.file, err, tc.want)
		}
	}
	// A named key as the docs write it ("F6", "Insert", "PgDn", "↓", "Ctrl+R")
	// is taken as a keys file names it; a character keeps its case.
	for name, want := range map[string]string{"F6": "f6", "Insert": "insert", "Ctrl+PgUp": "ctrl+pgup", "SHIFT+TAB": "shift+tab", "PgDn": "pgdown", "PageUp": "pgup", "alt+↓": "alt+down", "Del": "delete", "Ctrl+G": "ctrl+g", "ctrl+K": "ctrl+k"} {
		f, err := ParseKeysFile("keys.toml", []byte("[play]\nhint = [\""+name+"\"]\n"))
		if err != nil {
			t.Errorf("%s refused: %v", name, err)
			continue
		}
		if k, err := KeysInForce(false, false, f, "keys.toml"); err != nil || !slices.Equal(k.Play.Hint.Keys(), []string{want}) {
			t.Errorf("%s: hint's keys %v, %v; want %s", name, k.Play.Hint.Keys(), err, want)
		}
	}
	// Alt with a letter A-Z and Shift comes so named (a terminal sends ESC U).
	for _, k := range []string{"alt+shift+u", "ctrl+alt+a", "alt+esc", "shift+tab", "ctrl+é"} {
		if _, err := ParseKeysFile("keys.toml", []byte("[play]\nundo = [\""+k+"\"]\n")); err != nil {
			t.Errorf("%s refused: %v", k, err)
		}
	}
	// UTF-8 with its byte-order mark and a letter beyond ASCII is read.
	if _, err := ParseKeysFile("keys.toml", []byte("\ufeff[play]\n# café\nundo = [\"z\"]\n")); err != nil {
		t.Errorf("UTF-8 with a byte-order mark refused: %v", err)
	}
	// Keys that shared a key before may keep sharing it: Esc closes the help and leaves a game.
	f, err := ParseKeysFile("keys.toml", []byte("[play]\ncancel = [\"esc\", \"x\"]\n"))
	if err == nil {
		_, err = KeysInForce(false, false, f, "keys.toml")
	}
	if err != nil {
		t.Errorf("a shared key refused: %v", err)
	}
}

// TestAZERTYRow: with the AZERTY keyboard, the digits row unshifted
// names the columns, digits while a number is typed, and the settings'
// rows; Fewer moved to ")"; the help names the row.
func TestAZERTYRow(t *testing.T) {
	azerty := settingsWith(func(s *state.Settings) { s.AZERTY, s.NoCoach = true, true })
	for _, tc := range []struct {
		keys []string
		from rules.Place
	}{
		{[]string{"&", "a"}, rules.ColumnPlace(0)}, {[]string{"é", "a"}, rules.ColumnPlace(1)}, {[]string{"(", "a"}, rules.ColumnPlace(4)},
		{[]string{"-", "a"}, rules.ColumnPlace(5)}, {[]string{"_", "a"}, rules.ColumnPlace(7)}, {[]string{"8", "a"}, rules.ColumnPlace(7)},
	} {
		m, _ := typeKeys(t, New(617, Options{Settings: azerty}), append([]string{"enter"}, tc.keys...)...)
		if m.status.Kind != view.Moved || m.status.Moves[0].From != tc.from {
			t.Errorf("%v: %v %+v, want a move from %s", tc.keys, m.status.Kind, m.status.Moves, rules.PlaceWords(tc.from))
		}
	}
	for _, tc := range []struct {
		keys []string
		game int64
	}{
		{[]string{"g", "-", "&"}, -1}, {[]string{"g", "-", "é"}, -2}, {[]string{"g", "-", "&", "é"}, 612}, {[]string{"g", "-", "("}, 65}, {[]string{"g", "(", "è", "_"}, 578}, {[]string{"é", "ç", "à"}, 290}, {[]string{"g", "6", "&", "è"}, 617},
		{[]string{"g", "-"}, 6}, {[]string{"g", "-", "-"}, 66},
	} {
		m, _ := typeKeys(t, New(1, Options{Settings: azerty}), tc.keys...)
		joke, dashAlone := tc.game < 0, len(tc.keys) == 2 && tc.game == 6                  // shown as typed: "-1", "-" (6 once entered)
		if shown := m.input.Value(); shown != fmt.Sprint(tc.game) && !joke && !dashAlone { // as it will be read: "-12" shown for 612 said no such game
			t.Errorf("%v: the prompt shows %q for %d", tc.keys, shown, tc.game)
		}
		m, _ = typeKeys(t, m, "enter")
		if m.Game() != tc.game {
			t.Errorf("%v: game %d, want %d", tc.keys, m.Game(), tc.game)
		}
	}
	if names := New(617, Options{Settings: azerty}).keys.Names; names.MoreFewer != "=/)" { // +, shifted, was named
		t.Errorf("a pick's line names %q for more and fewer, want =/)", names.MoreFewer)
	}
	m, _ := typeKeys(t, sized(New(617, Options{Settings: azerty}), 100, 30), "enter", "é", ")")
	if m.status.Kind != view.PickedOne {
		t.Errorf(") is not Fewer: %v", m.status.Kind)
	}
	m, _ = typeKeys(t, m, "esc")
	if text := m.viewText(); !strings.Contains(text, `&é"'(-è_`) {
		t.Errorf("the key line does not name the row:\n%s", text)
	}
	if text := ansi.Strip(typeSettled(t, m, "O").viewText()); !strings.Contains(text, `enter or &é"'(-è_ change`) { // "&-_" read as a range, its - the 6
		t.Errorf("the settings do not name their row's keys whole:\n%s", text)
	}
	m, _ = typeKeys(t, m, "O", "è") // the keyboard's row, by its own number key
	if m.settings.AZERTY {
		t.Fatal("the settings' row 7 did not change the keyboard")
	}
	m, _ = typeKeys(t, m, "esc", "1", "a")
	if m.status.Kind != view.Moved {
		t.Errorf("after qwerty was chosen, 1 is no column: %v", m.status.Kind)
	}
}

// TestAZERTYInASCII: with --ascii the AZERTY keyboard's help, key line and
// settings name no key the terminal may not show (é, è, à).
func TestAZERTYInASCII(t *testing.T) {
	azerty := settingsWith(func(s *state.Settings) { s.AZERTY, s.NoCoach = true, true })
	m := sized(New(617, Options{Settings: azerty, ASCII: true}), 120, 40)
	for _, keys := range [][]string{{"enter"}, {"enter", "?"}, {"g"}, {"O"}} {
		got, _ := typeKeys(t, m, keys...)
		text := got.viewText()
		if i := strings.IndexFunc(text, func(r rune) bool { return r > 0x7e }); i >= 0 {
			t.Errorf("%v: %q in an ASCII screen:\n%s", keys, text[i:min(len(text), i+8)], text)
		}
	}
}

// TestKeyboardRowOverKeysFile: a keys file's keyboard is the one a run
// starts with; the settings' keyboard row changes it for the run, keys and
// help alike (it used to change the row and leave the file's keys).
func TestKeyboardRowOverKeysFile(t *testing.T) {
	m := keysModel(t, "keyboard = \"azerty\"\n")
	if !m.settings.AZERTY || !m.keys.Play.Columns.Enabled() || !strings.Contains(m.keys.Play.Columns.Help().Key, "&") {
		t.Fatalf("the file's azerty not in force: %v %q", m.settings.AZERTY, m.keys.Play.Columns.Help().Key)
	}
	m, _ = m.changeSetting(view.SettingKeyboard)
	if m.settings.AZERTY || strings.Contains(m.keys.Play.Columns.Help().Key, "&") {
		t.Errorf("the row's qwerty: setting %v, columns named %q", m.settings.AZERTY, m.keys.Play.Columns.Help().Key)
	}
	m, _ = typeKeys(t, m, "enter", "&")
	if m.picked != nil {
		t.Error("& still picks a column after qwerty was chosen")
	}
}

// TestKeyboardRowRefusesKeysFileAloud: a keys file that binds a key of the
// AZERTY row, fine with QWERTY, is refused as the row turns AZERTY, and the
// status says so (the keys went back to the defaults without a word).
func TestKeyboardRowRefusesKeysFileAloud(t *testing.T) {
	m := keysModel(t, "[play]\nundo = [\"é\"]\n")
	if m.keys.Names.Undo != "é" {
		t.Fatalf("undo is %q with qwerty", m.keys.Names.Undo)
	}
	m, _ = m.changeSetting(view.SettingKeyboard)
	if m.status.Kind != view.KeysFileRefused || m.status.Keys == nil || !strings.Contains(m.status.Keys.Error(), "keys.toml") {
		t.Errorf("azerty over a file binding é: status %v %v", m.status.Kind, m.status.Keys)
	}
	if m, _ = m.changeSetting(view.SettingKeyboard); m.keys.Names.Undo != "é" || m.status.Kind == view.KeysFileRefused {
		t.Errorf("back to qwerty, undo is %q, status %v (the file is in force again)", m.keys.Names.Undo, m.status.Kind)
	}
}

// TestPanelKeysByMode: the statistics and the settings open by the keys
// each mode's table names (they used to open by [stats] open and [settings]
// open alone, the modes' keys but labels in the help); [stats] open rebinds
// the key in every mode that the file does not name.
func TestPanelKeysByMode(t *testing.T) {
	open := func(t *testing.T, file string, keys ...string) Model {
		t.Helper()
		f, err := ParseKeysFile("keys.toml", []byte(file))
		if err != nil {
			t.Fatal(err)
		}
		m, _ := typeKeys(t, sized(New(617, Options{Keys: f, Settings: noCoach()}), 100, 30), keys...)
		return m
	}
	file := "[browse]\nstats = [\"i\"]\nsettings = [\"o\"]\n\n[play]\nsettings = [\"W\"]\n"
	if _, ok := shown[statsDialog](ptr(open(t, file, "i"))); !ok {
		t.Error("[browse] stats = i: i does not open the statistics")
	}
	if m := open(t, file, "S"); m.overlays.n != 0 {
		t.Error("[browse] stats = i: S still opens the statistics")
	}
	if _, ok := shown[settingsDialog](ptr(open(t, file, "o"))); !ok {
		t.Error("[browse] settings = o: o does not open the settings")
	}
	if _, ok := shown[settingsDialog](ptr(open(t, file, "enter", "W"))); !ok {
		t.Error("[play] settings = W: W does not open the settings in a game")
	}
	if m := open(t, file, "enter", "o"); m.overlays.n != 0 {
		t.Error("[play] settings = W: o, the browsing key, opens the settings in a game")
	}
	all := "[stats]\nopen = [\"i\"]\n\n[won]\nstats = [\"I\"]\n"
	if _, ok := shown[statsDialog](ptr(open(t, all, "enter", "i"))); !ok {
		t.Error("[stats] open = i: i does not open the statistics in a game")
	}
	m := open(t, all)
	if got := m.keys.Browse.Stats.Keys(); len(got) != 1 || got[0] != "i" || m.keys.Won.Stats.Keys()[0] != "I" {
		t.Errorf("[stats] open = i: browse.stats %v, won.stats %v; want i, and won's own I", got, m.keys.Won.Stats.Keys())
	}
}

func ptr(m Model) *Model { return &m }

// TestKeysFileRandomNamed: r moved to x and the picker to v, the keys' list,
// R's words and the title name x (they said r: the keys' list had "r:
// solvable only" and "pick deals (r, N/P)", and R "r now draws").
func TestKeysFileRandomNamed(t *testing.T) {
	f, err := ParseKeysFile("keys.toml", []byte("[browse]\nrandom = [\"x\"]\npicker = [\"v\"]\n"))
	if err != nil {
		t.Fatal(err)
	}
	m := sized(New(617, Options{Keys: f, Settings: noCoach()}), 120, 40)
	h, _ := typeKeys(t, m, "?")
	for _, want := range []string{"x: solvable only", "pick deals (x, N/P)"} {
		if !strings.Contains(h.viewText(), want) {
			t.Errorf("the keys' list has no %q:\n%s", want, h.viewText())
		}
	}
	on, _ := typeKeys(t, m, "R")
	if text := on.viewText(); !strings.Contains(text, "x now draws only deals the solver solves") || !strings.Contains(text, "x: solvable only") {
		t.Errorf("R's words and the title:\n%s", text)
	}
}

// TestSolvableOnlyWhilePicked: R while the picker's choice rules r says so
// and changes nothing (it said "r now draws only deals the solver solves",
// while r went on drawing the picker's medium deals, and R again "r now
// draws any deal").
func TestSolvableOnlyWhilePicked(t *testing.T) {
	m := sized(newModel(617), 120, 30)
	m.settings.Pick = atlas.Pick{Band: atlas.Medium, HasBand: true}
	r, _ := typeKeys(t, m, "R")
	if r.solvableOnly || r.status.Kind != view.PickerRulesRandom || !strings.Contains(r.viewText(), "R does nothing while the picker chooses what r draws (medium): f changes that") {
		t.Errorf("R with the picker's choice on: solvable only %v, status %v\n%s", r.solvableOnly, r.status.Kind, r.viewText())
	}
}

// TestKeysFilePanelsCloseByTheirOpenKey: a panel's open key moved by a keys
// file closes it too, as the default one does (v opened the picker, and f,
// which opened nothing any more, closed it).
func TestKeysFilePanelsCloseByTheirOpenKey(t *testing.T) {
	f, err := ParseKeysFile("keys.toml", []byte("[browse]\npicker = [\"v\"]\nsettings = [\"o\"]\nstats = [\"t\"]\nhelp = [\"w\"]\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		key  string
		kind overlay
	}{{"v", pickerOverlay}, {"o", settingsOverlay}, {"t", statsOverlay}, {"w", helpOverlay}} {
		m := sized(New(617, Options{Keys: f, Settings: noCoach()}), 100, 30)
		if m, _ = typeKeys(t, m, c.key); !m.overlays.has(c.kind) {
			t.Errorf("%s did not open its panel", c.key)
		}
		if m, _ = typeKeys(t, m, c.key); m.overlays.has(c.kind) {
			t.Errorf("%s did not close its panel", c.key)
		}
	}
}

// TestSettingsAndPickerNameTheirQuitKey: the settings' and the picker's key
// lines name the quit key they take (q closes them: ctrl+c quit), or a keys
// file's Q over a game (they named none).
func TestSettingsAndPickerNameTheirQuitKey(t *testing.T) {
	for _, panel := range []string{"O", "f"} {
		if m, _ := typeKeys(t, sized(newModel(617), 120, 30), panel); !strings.Contains(m.viewText(), "ctrl+c quit") {
			t.Errorf("the panel %s's key line names no quit key:\n%s", panel, m.viewText())
		}
	}
	f, err := ParseKeysFile("keys.toml", []byte("[play]\nquit = [\"Q\"]\n"))
	if err != nil {
		t.Fatal(err)
	}
	if m, _ := typeKeys(t, sized(New(617, Options{Keys: f, Settings: noCoach()}), 120, 30), "enter", "O"); !strings.Contains(m.viewText(), "Q quit") {
		t.Errorf("the settings over a game, play.quit being Q:\n%s", m.viewText())
	}
}

// keysModel is 617 at 100x30, the coach off, with the keys file text.
func keysModel(t *testing.T, text string) Model {
	t.Helper()
	f, err := ParseKeysFile("keys.toml", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	return sized(New(617, Options{Keys: f, Settings: noCoach()}), 100, 30)
}

// TestAWonGameTakesItsOwnKeys: where a keys file moves the won game's keys
// (again to G, review to W, leave to x) and play's restart (to X), play's
// keys do nothing in a won game, and its messages name the won game's own.
// Play's restart used to take the win back, and u undid the restart: the one
// win was counted again at each turn.
func TestAWonGameTakesItsOwnKeys(t *testing.T) {
	m := keysModel(t, "[play]\nrestart = [\"X\"]\n[won]\nagain = [\"G\"]\nreview = [\"W\"]\nleave = [\"x\"]\n")
	m, _ = typeKeys(t, m, "enter", "A", "A")
	m, _ = typeKeys(t, m, solutionLine()...)
	m = bannerSeen(m)
	if !m.Playing() || !m.table.Won() {
		t.Fatalf("617 not won:\n%s", m.viewText())
	}
	moves := len(m.table.Moves())
	for _, k := range []string{"X", "R", "esc", "V", "u"} {
		next, _ := typeKeys(t, m, k)
		text := next.viewText()
		if !next.Playing() || !next.table.Won() || len(next.table.Moves()) != moves || next.status.Kind != view.GameIsWon {
			t.Errorf("%s in the won game: playing %v, won %v, %d moves of %d, status %v", k, next.Playing(), next.table.Won(), len(next.table.Moves()), moves, next.status.Kind)
		}
		if !strings.Contains(text, "G plays the deal again, W reviews your moves, x goes to the deals") {
			t.Errorf("%s in the won game does not name its keys:\n%s", k, text)
		}
	}
	if next, _ := typeKeys(t, m, "W"); next.mode != reviewing {
		t.Errorf("W did not review the won game: mode %v", next.mode)
	}
	if next, _ := typeKeys(t, m, "x"); next.Playing() {
		t.Error("x did not leave the won game")
	}
	if next, _ := typeKeys(t, m, "G"); !next.Playing() || next.table.Won() || next.status.Kind != view.PlayingAgain {
		t.Errorf("G did not deal the deal again: status %v", next.status.Kind)
	}
}

// TestKeysFileRefusesTypedKeysInTheLine: a key of the typed lines that
// types a character there is refused (cancel = "a" closed the move line at
// 3a's a, go = "h" ended it at 4h's h), naming the line; one that types
// nothing is taken.
func TestKeysFileRefusesTypedKeysInTheLine(t *testing.T) {
	for _, c := range []struct {
		file, key string
	}{{"[prompt]\ncancel = [\"a\"]\n", "a"}, {"[prompt]\ngo = [\"enter\", \"h\"]\n", "h"}, {"[prompt]\ngo = [\"space\"]\n", "space"}, {"[prompt]\ncancel = [\"ctrl+g\", \"esc\"]\n", ""}} {
		f, err := ParseKeysFile("keys.toml", []byte(c.file))
		if err != nil {
			t.Fatal(err)
		}
		_, err = KeysInForce(false, false, f, "keys.toml")
		var problem *state.KeysError
		switch {
		case c.key == "" && err != nil:
			t.Errorf("%q refused: %v", c.file, err)
		case c.key != "" && (!errors.As(err, &problem) || problem.Problem != state.KeysTyped || problem.Key != c.key || problem.Line != 2):
			t.Errorf("%q: %v, want %q refused at line 2", c.file, err, c.key)
		}
	}
}

// TestAZERTYRowSaysWhatItDoes: the settings' keyboard row says the AZERTY
// row names the columns where it does, and that it types numbers only where
// a keys file gave the columns keys of its own (it said "for 1-8", and é
// then did nothing in a game).
func TestAZERTYRowSaysWhatItDoes(t *testing.T) {
	azerty := settingsWith(func(s *state.Settings) { s.AZERTY, s.NoCoach = true, true })
	own, err := ParseKeysFile("keys.toml", []byte("[play]\ncolumns = [\"z\", \"x\", \"v\", \"n\", \"m\", \",\", \".\", \"/\"]\n"))
	if err != nil {
		t.Fatal(err)
	}
	shifted, err := ParseKeysFile("keys.toml", []byte("[play]\ncolumns = [\"1\", \"2\", \"3\", \"4\", \"5\", \"6\", \"7\", \"8\", \"!\", \"@\", \"#\", \"$\", \"%\", \"^\", \"&\", \"*\"]\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		keys *KeysFile
		want string
	}{{nil, `azerty: & é " ' ( - è _ for 1-8`}, {own, `azerty: & é " ' ( - è _ for numbers`},
		{shifted, `azerty: & é " ' ( - è _ for numbers`}} { // & among the file's keys, for column 7 (it said "for 1-8")
		m := typeSettled(t, sized(New(617, Options{Settings: azerty, Keys: c.keys}), 100, 30), "O")
		if text := ansi.Strip(m.viewText()); !strings.Contains(text, c.want) {
			t.Errorf("keys file %v: the keyboard row does not say %q:\n%s", c.keys != nil, c.want, text)
		}
	}
}
