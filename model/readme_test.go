package model

import (
	"os"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"charm.land/bubbles/v2/key"
	"github.com/charmbracelet/x/ansi"
	"github.com/freecell/freecell/view"
)

// readmeKeyNames turns the README's names of keys into the keymap's.
var readmeKeyNames = map[string][]string{
	"→": {"right"}, "←": {"left"}, "↑": {"up"}, "↓": {"down"},
	"PgUp": {"pgup"}, "PgDn": {"pgdown"}, "Home": {"home"}, "End": {"end"},
	"Esc": {"esc"}, "Enter": {"enter"}, "Space": {"space"}, "Backspace": {"backspace"},
	"Ctrl+C": {"ctrl+c"}, "Ctrl+Z": {"ctrl+z"}, "Ctrl+L": {"ctrl+l"},
	"1-8": {"1", "2", "3", "4", "5", "6", "7", "8"}, "a-d": {"a", "b", "c", "d"},
	"Ctrl+R": {"ctrl+r"}, "F1": {"f1"}, "F2": {"f2"}, "F3": {"f3"}, "F4": {"f4"}, "F5": {"f5"}, "F10": {"f10"},
}

// keyRange is a table's range of one-character keys, as "`1`–`7`" writes it.
var keyRange = regexp.MustCompile("`(.)`–`(.)`")

// readmeKeys reads the keys of the README's table that follows heading.
func readmeKeys(t *testing.T, readme, heading string) []string {
	t.Helper()
	start := strings.Index(readme, "\n"+heading+"\n")
	if start < 0 {
		t.Fatalf("the README has no %q", heading)
	}
	var keys []string
	inTable := false
	backticked := regexp.MustCompile("`([^`]+)`")
	for _, line := range strings.Split(readme[start+len(heading)+2:], "\n") {
		if !strings.HasPrefix(line, "|") {
			if inTable {
				break
			}
			continue
		}
		inTable = true
		cells := strings.Split(line, "|")
		for _, r := range keyRange.FindAllStringSubmatch(cells[1], -1) {
			for c := r[1][0]; c <= r[2][0]; c++ {
				keys = append(keys, string(rune(c)))
			}
		}
		cells[1] = keyRange.ReplaceAllString(cells[1], "")
		for _, m := range backticked.FindAllStringSubmatch(cells[1], -1) {
			names, ok := readmeKeyNames[m[1]]
			if !ok {
				names = []string{m[1]}
			}
			keys = append(keys, names...)
		}
	}
	slices.Sort(keys)
	return slices.Compact(keys)
}

// boundKeys lists every key a keymap binds, from its exported bindings.
func boundKeys(keymap any) []string {
	var keys []string
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		for i := range v.NumField() {
			f, field := v.Field(i), v.Type().Field(i)
			switch {
			case !field.IsExported():
			case field.Type == reflect.TypeOf(key.Binding{}):
				keys = append(keys, f.Interface().(key.Binding).Keys()...)
			case f.Kind() == reflect.Struct:
				walk(f)
			}
		}
	}
	walk(reflect.ValueOf(keymap))
	slices.Sort(keys)
	return slices.Compact(keys)
}

// keyDocs are the documents whose tables list the keys: docs/keys.md, and
// docs/playing.md for the panels and the review.
func keyDocs(t *testing.T) string {
	t.Helper()
	var text []byte
	for _, name := range []string{"../docs/keys.md", "../docs/playing.md"} {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		text = append(append(text, b...), '\n')
	}
	return string(text)
}

// TestReadmeKeysMatchTheKeymaps: the key tables of the documents list exactly
// the keys each mode binds.
func TestReadmeKeysMatchTheKeymaps(t *testing.T) {
	text := keyDocs(t)
	keys := NewKeymaps(view.GlyphsFor(false))
	for _, mode := range []struct {
		heading string
		keymap  any
	}{
		{"Browsing deals:", keys.Browse},
		{"While a solution plays back:", keys.Playback},
		{"Playing a deal (places are keys: columns `1`–`8`, free cells `a`–`d`, the\nfoundations `h`, as in move notation; with more than four free cells, `e` `f` `g`\n`k` are the fifth to the eighth, as fc-solve names them):", keys.Play},
		{"Typing a game number or moves:", keys.Prompt},
		{"While reviewing:", keys.Review},
		{"After a win:", keys.Won},
		{"at that moment:", keys.Stuck},
		{"(see [playing](playing.md#saved-games-and-statistics)):", keys.Confirm},
		{"other empty column, two cards), the question says how many of it fit:", keys.Column},
		{"In the statistics:", keys.Stats},
		{"`O` opens the settings, kept in the database for the next run:", keys.Settings},
		{"`f` opens the picker, whose choice is kept in the database for the next run:", keys.Picker},
		{"On the journey map (`m`):", keys.Journey},
		{"On a server's daily board (`B`):", keys.Leaderboard},
		{"as these keys do:", keys.Help},
	} {
		readme, bound := readmeKeys(t, text, mode.heading), boundKeys(mode.keymap)
		if mode.heading == "After a win:" { // and the deals' keys it takes as browsing does (the go-to, the board)
			won := keys.standIns().Won
			bound = append(append(bound, won.goTo.Keys()...), won.board.Keys()...)
			slices.Sort(bound)
			bound = slices.Compact(bound)
		}
		if !slices.Equal(readme, bound) {
			t.Errorf("%s the README lists %v; the keymap binds %v", mode.heading, readme, bound)
		}
	}
}

// TestReadmeKeysAreBound: the README's table of the keys that matter most
// names only keys that browsing or play binds.
func TestReadmeKeysAreBound(t *testing.T) {
	text, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	keys := NewKeymaps(view.GlyphsFor(false))
	bound := append(boundKeys(keys.Browse), boundKeys(keys.Play)...)
	for _, k := range readmeKeys(t, string(text), "`?` in the viewer lists the keys of the mode you are in (those that do\nsomething there at the moment); [docs/keys.md](docs/keys.md) has them all.") {
		if !slices.Contains(bound, k) {
			t.Errorf("the README names %q, which neither browsing nor play binds", k)
		}
	}
}

// TestReadmePicture: the README's picture is the viewer's real screen.
func TestReadmePicture(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	screen := strings.TrimRight(sized(newModel(617), 80, 24).viewText(), "\n ")
	if !strings.Contains(string(readme), "```\n"+screen+"\n```") {
		t.Errorf("the README's picture is not the screen of freecell 617 at 80x24:\n%s", screen)
	}
}

// viewText is the screen without styles.
func (m Model) viewText() string { return ansi.Strip(m.View().Content) }

// TestNoKeyDoesTwoThings: within a mode's keymap, no key is bound twice (the
// key that closes the full help acts only while it is open).
func TestNoKeyDoesTwoThings(t *testing.T) {
	keys := NewKeymaps(view.GlyphsFor(false))
	for name, keymap := range map[string]any{"browse": keys.Browse, "playback": keys.Playback, "play": keys.Play, "review": keys.Review, "stuck": keys.Stuck, "won": keys.Won, "prompt": keys.Prompt, "journey": keys.Journey, "picker": keys.Picker} {
		seen := map[string]string{}
		v := reflect.ValueOf(keymap)
		var walk func(v reflect.Value)
		walk = func(v reflect.Value) {
			for i := range v.NumField() {
				f, field := v.Field(i), v.Type().Field(i)
				switch {
				case !field.IsExported() || field.Name == "CloseHelp":
				case field.Type == reflect.TypeOf(key.Binding{}):
					for _, k := range f.Interface().(key.Binding).Keys() {
						if other, ok := seen[k]; ok {
							t.Errorf("%s: %q is both %s and %s", name, k, other, field.Name)
						}
						seen[k] = field.Name
					}
				case f.Kind() == reflect.Struct:
					walk(f)
				}
			}
		}
		walk(v)
	}
}
