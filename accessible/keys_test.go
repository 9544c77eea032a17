package accessible

import (
	"reflect"
	"strings"
	"testing"

	"charm.land/bubbles/v2/key"
	"github.com/freecell/freecell/model"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// TestEveryKeyCanBePressed: each key of each binding the model has is one
// model.KeyPress can press, and the press matches its binding: a command presses
// whatever key a keymap binds.
func TestEveryKeyCanBePressed(t *testing.T) {
	keys := model.NewKeymaps(view.SpokenGlyphs())
	var walk func(v reflect.Value, path string)
	walk = func(v reflect.Value, path string) {
		switch b, ok := v.Interface().(key.Binding); {
		case ok:
			for _, name := range b.Keys() {
				press, ok := model.KeyPress(name)
				if !ok {
					t.Errorf("%s: %q cannot be pressed", path, name)
					continue
				}
				if press.String() != name {
					t.Errorf("%s: pressing %q gives %q", path, name, press.String())
				}
			}
		case v.Kind() == reflect.Struct:
			for i := range v.NumField() {
				if v.Type().Field(i).IsExported() {
					walk(v.Field(i), path+"."+v.Type().Field(i).Name)
				}
			}
		}
	}
	walk(reflect.ValueOf(keys), "Keymaps")
}

// TestPlacesPressedByPosition: a move's places are pressed as the keymap
// binds them, column i by the Columns binding's key i, so that a rebound
// row (an AZERTY keyboard's) is pressed as it is bound.
func TestPlacesPressedByPosition(t *testing.T) {
	play := model.NewKeymaps(view.SpokenGlyphs()).Play
	play.Columns = key.NewBinding(key.WithKeys("&", "é", "\"", "'", "(", "-", "è", "_"))
	for _, tc := range []struct {
		place rules.Place
		want  string
	}{
		{rules.ColumnPlace(0), "&"}, {rules.ColumnPlace(1), "é"}, {rules.ColumnPlace(7), "_"},
		{rules.FreeCellPlace(0), "a"}, {rules.FreeCellPlace(3), "d"}, {rules.Foundation, "h"},
	} {
		press, ok := placeKey(play, tc.place)
		if !ok || press.String() != tc.want {
			t.Errorf("%s: pressed %q (%v), want %q", rules.PlaceWords(tc.place), press.String(), ok, tc.want)
		}
	}
	if _, ok := model.KeyPress("ctrl+alt+nonsense"); ok {
		t.Error("a key with no press was pressed")
	}
}

// TestAZERTYLines: on an AZERTY keyboard a line's digits row is read as
// digits, as the board's keys read it, and a "-" that starts a number is
// its minus.
func TestAZERTYLines(t *testing.T) {
	for line, want := range map[string]string{
		"'a": "4a", "-a": "6a", "a_": "a8", "go -&": "go -1", "go -é": "go -2", "go -&é": "go 612", "go -12": "go 612", "go -1 x": "go -1 x", "go è&": "go 71", "look é": "look 2",
		"'a (b": "4a 5b", "go -1": "go -1", "help": "help",
	} {
		if got := azertyDigits(line); got != want {
			t.Errorf("%q read as %q, want %q", line, got, want)
		}
	}
	settings := state.DefaultSettings()
	settings.NoCoach, settings.NoMotion, settings.AZERTY = true, true, true
	m := model.New(617, model.Options{Spoken: true, Settings: &settings})
	if said, _ := typed(t, m, "play", "xé-è", "quit"); !strings.Contains(said, `"xé-è" is neither a command nor a move`) { // as typed, not as its digits read ("x267")
		t.Errorf("a refusal on an AZERTY keyboard quotes another line:\n%s", said)
	}
}
