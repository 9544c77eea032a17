package model

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"charm.land/bubbles/v2/key"
	"github.com/BurntSushi/toml"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// A player's keys file ($XDG_CONFIG_HOME/freecell/keys.toml) rebinds any
// action of any mode: a TOML table a mode, "action = [keys]" a line.
// freecell --keys prints the keys in force in the same form.

// KeysFile is a keys file read: the keyboard it names and its bindings.
type KeysFile struct {
	Keyboard string // "qwerty" or "azerty", or "" for the setting's
	binds    []keyBind
	path     string // where it was read, for what is said of it
}

// keyBind is a line of the file: an action and the keys it gets.
type keyBind struct {
	action keyAction
	keys   []string
	line   int
	via    string // the action the file names that sets this one too ("stats.open": see setsToo), if another
}

// keyAction is an action a keys file names: its mode, its name, and where
// its binding is in Keymaps.
type keyAction struct {
	mode, name string
	index      []int
}

// keyActions are every action of every mode, in Keymaps' order.
var keyActions = sync.OnceValue(func() []keyAction {
	var actions []keyAction
	bindingType := reflect.TypeFor[key.Binding]()
	var walk func(t reflect.Type, mode string, index []int)
	walk = func(t reflect.Type, mode string, index []int) {
		for i := range t.NumField() {
			f := t.Field(i)
			at := append(slices.Clip(index), i)
			switch {
			case !f.IsExported():
			case f.Type == bindingType:
				actions = append(actions, keyAction{mode: mode, name: kebab(f.Name), index: at})
			case f.Anonymous && f.Type.Kind() == reflect.Struct:
				walk(f.Type, mode, at)
			}
		}
	}
	t := reflect.TypeFor[Keymaps]()
	for i := range t.NumField() {
		if f := t.Field(i); f.Type.Kind() == reflect.Struct && f.Type != reflect.TypeFor[view.KeyNames]() {
			walk(f.Type, strings.ToLower(f.Name), []int{i})
		}
	}
	return actions
})

// keyModes are the modes' names, as tables of a keys file.
func keyModes() []string {
	var modes []string
	for _, a := range keyActions() {
		if !slices.Contains(modes, a.mode) {
			modes = append(modes, a.mode)
		}
	}
	return modes
}

// kebab is a field's name as a keys file writes it: "CloseHelp" is "close-help".
func kebab(name string) string {
	var b strings.Builder
	for i, r := range name {
		if unicode.IsUpper(r) && i > 0 {
			b.WriteByte('-')
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

func (a keyAction) binding(k *Keymaps) *key.Binding {
	return reflect.ValueOf(k).Elem().FieldByIndex(a.index).Addr().Interface().(*key.Binding)
}

// notTOML is what the TOML decoder's err says of a keys file's text data:
// a mode or an action given twice by name ("is not TOML" sent the player
// looking for a typo), else the line that is not TOML (a table left open
// was said to be on the line after it: the fault, a line's end, counted as
// the next line's).
func notTOML(err error, data []byte) state.KeysError {
	var perr toml.ParseError
	if !errors.As(err, &perr) {
		return state.KeysError{Problem: state.KeysNotTOML}
	}
	line := bytes.Count(data[:min(max(perr.Position.Start, 0), len(data))], []byte("\n")) + 1 // the decoder's own line is the next one where the fault is a line's end
	if name, ok := strings.CutPrefix(perr.Message, "Key '"); ok {
		if name, ok = strings.CutSuffix(name, "' has already been defined."); ok {
			return state.KeysError{Line: line, Problem: state.KeysGivenTwice, Key: name}
		}
	}
	return state.KeysError{Line: line, Problem: state.KeysNotTOML}
}

// notUTF8 is the problem of a keys file's data that is not UTF-8 text, if it
// is not: saved as UTF-16 (by its byte-order mark, or a NUL between ASCII
// letters), or with a byte of another encoding (Latin-1's é in a comment).
// The TOML decoder called both "not TOML", which sent the player looking
// for a typo.
func notUTF8(data []byte) (state.KeysError, bool) {
	if bytes.HasPrefix(data, []byte{0xff, 0xfe}) || bytes.HasPrefix(data, []byte{0xfe, 0xff}) || utf16Like(data) {
		return state.KeysError{Problem: state.KeysNotUTF8, Other: "UTF-16"}, true
	}
	if at := bytes.IndexByte(data, 0); at >= 0 { // a NUL elsewhere: no text at all (random bytes were called UTF-16)
		return state.KeysError{Line: bytes.Count(data[:at], []byte("\n")) + 1, Problem: state.KeysNotUTF8}, true
	}
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && size == 1 {
			return state.KeysError{Line: bytes.Count(data[:i], []byte("\n")) + 1, Problem: state.KeysNotUTF8}, true
		}
		i += size
	}
	return state.KeysError{}, false
}

// utf16Like reports whether data begins as UTF-16 text without its
// byte-order mark does: most of its first pairs of bytes an ASCII character
// and a NUL.
func utf16Like(data []byte) bool {
	pairs, ascii := 0, 0
	for i := 0; i+1 < min(len(data), 64); i += 2 {
		a, b := data[i], data[i+1]
		pairs++
		if (a == 0) != (b == 0) && max(a, b) >= '\t' && max(a, b) < 0x7f {
			ascii++
		}
	}
	return pairs > 0 && ascii*2 > pairs
}

// ParseKeysFile reads a keys file's text; path names it in messages.
func ParseKeysFile(path string, data []byte) (*KeysFile, error) {
	fail := func(e state.KeysError) (*KeysFile, error) { e.Path = path; return nil, &e }
	if problem, ok := notUTF8(data); ok {
		return fail(problem)
	}
	var raw map[string]any
	if _, err := toml.Decode(string(data), &raw); err != nil {
		return fail(notTOML(err, data))
	}
	f := &KeysFile{path: path}
	var problems []state.KeysError
	for name, value := range raw {
		table, ok := value.(map[string]any)
		switch {
		case name == "keyboard":
			kb, word := value.(string)
			if kb != "qwerty" && kb != "azerty" {
				problem := state.KeysError{Line: lineOf(data, "", name), Problem: state.KeysUnknownKeyboard, Key: kb}
				if list, ok := value.([]any); ok && len(list) == 1 { // ["azerty"]: one word, in a list
					problem.Key, _ = list[0].(string)
					problem.Other = "a list"
				} else if !word {
					problem.Key, problem.Other = fmt.Sprint(value), "not a word"
				} else if lower := strings.ToLower(kb); lower == "qwerty" || lower == "azerty" {
					problem.Other = lower // "AZERTY": written in lower case
				}
				problems = append(problems, problem)
			}
			f.Keyboard = kb
		case !ok || !slices.Contains(keyModes(), name):
			problems = append(problems, state.KeysError{Line: lineOf(data, "", name), Problem: state.KeysUnknownMode, Mode: name, Modes: keyModes()})
		default:
			problems = append(problems, f.readMode(data, name, table)...)
		}
	}
	if len(problems) > 0 {
		slices.SortFunc(problems, func(a, b state.KeysError) int { return a.Line - b.Line })
		return fail(problems[0])
	}
	f.addImplied()
	slices.SortFunc(f.binds, func(a, b keyBind) int { return a.line - b.line })
	return f, nil
}

// setsToo are the actions whose binding in a file sets others too, where
// the file does not set those by their own mode: [stats] open and [settings]
// open, the actions that open the panel in every mode (the modes' keys are
// the ones that work, and that the help names); and play's undo, restart
// and leave, the same actions in a game with no move left (whose key line
// named "u undo" where a file had made undo "z").
var setsToo = map[string][]string{
	"stats.open":    {"browse.stats", "play.stats", "won.stats"},
	"settings.open": {"browse.settings", "play.settings"},
	"play.undo":     {"stuck.undo"},
	"play.restart":  {"stuck.restart"},
	"play.cancel":   {"stuck.leave"},
}

// addImplied adds to f's bindings those its actions imply (see setsToo).
func (f *KeysFile) addImplied() {
	named := func(name string) bool {
		return slices.ContainsFunc(f.binds, func(b keyBind) bool { return b.action.mode+"."+b.action.name == name })
	}
	for _, b := range f.binds {
		for _, name := range setsToo[b.action.mode+"."+b.action.name] {
			if named(name) {
				continue
			}
			at := slices.IndexFunc(keyActions(), func(a keyAction) bool { return a.mode+"."+a.name == name })
			f.binds = append(f.binds, keyBind{action: keyActions()[at], keys: b.keys, line: b.line, via: b.action.mode + "." + b.action.name})
		}
	}
}

// readMode reads a mode's table of a keys file.
func (f *KeysFile) readMode(data []byte, mode string, table map[string]any) []state.KeysError {
	var problems []state.KeysError
	for name, value := range table {
		line := lineOf(data, mode, name)
		at := slices.IndexFunc(keyActions(), func(a keyAction) bool { return a.mode == mode && a.name == name })
		if at < 0 {
			problems = append(problems, state.KeysError{Line: line, Problem: state.KeysUnknownAction, Mode: mode, Action: name})
			continue
		}
		keys, problem := keyList(value)
		if problem == nil {
			problem = placesProblem(mode+"."+name, value, keys)
		}
		if problem != nil {
			problem.Line, problem.Mode, problem.Action = line, mode, name
			problems = append(problems, *problem)
			continue
		}
		f.binds = append(f.binds, keyBind{action: keyActions()[at], keys: keys, line: line})
	}
	return problems
}

// keyList is a value of a keys file as the keys it lists, or its problem
// (the key at fault, and what it comes as), its place left to the caller.
func keyList(value any) (keys []string, problem *state.KeysError) {
	list, ok := value.([]any)
	if s, one := value.(string); one {
		list, ok = []any{s}, true
	}
	if !ok {
		return nil, &state.KeysError{Problem: state.KeysNotAList}
	}
	if len(list) == 0 {
		return nil, &state.KeysError{Problem: state.KeysNoKey}
	}
	for _, v := range list {
		s, ok := v.(string)
		if !ok {
			return nil, &state.KeysError{Problem: state.KeysUnquoted, Key: fmt.Sprint(v)}
		}
		if named := namedAsDocsWriteIt(s); named != "" {
			s = named // "F10", "Esc", "Ctrl+Home": as the docs write them
		}
		if !validKey(s) {
			return nil, &state.KeysError{Problem: state.KeysUnknownKey, Key: s, Other: keyMeant(s)}
		}
		if as, sent := arrivesAs(s); !sent {
			return nil, &state.KeysError{Problem: state.KeysArrivesAs, Key: s, Other: as}
		}
		if !slices.Contains(keys, s) {
			keys = append(keys, s)
		}
	}
	return keys, nil
}

// namedAsDocsWriteIt is s, a key named by a word in other case than a keys
// file's ("F10", "Esc", "Ctrl+PgUp", "Ctrl+G"), or by another name ("PgDn",
// "↓"), as a keys file names it; "" where s is no such name. A character
// keeps its case: R is not r.
func namedAsDocsWriteIt(s string) string {
	parts := strings.Split(s, "+")
	for i, mod := range parts[:len(parts)-1] {
		if parts[i] = strings.ToLower(mod); parts[i] != "ctrl" && parts[i] != "alt" && parts[i] != "shift" {
			return ""
		}
	}
	last := parts[len(parts)-1]
	switch {
	case parts[0] == "ctrl" && len(parts) == 2 && len(last) == 1 && last[0] >= 'A' && last[0] <= 'Z': // "Ctrl+G", as keyboards and menus write it: a terminal sends Ctrl+G and Ctrl+g alike
		last = strings.ToLower(last)
	case keyAliases[strings.ToLower(last)] != "":
		last = keyAliases[strings.ToLower(last)]
	case slices.Contains(namedKeys, strings.ToLower(last)):
		last = strings.ToLower(last)
	default:
		return ""
	}
	parts[len(parts)-1] = last
	if named := strings.Join(parts, "+"); named != s {
		return named
	}
	return ""
}

// keyAliases are other names of keys, as the help and the docs write them
// ("PgDn", "↓"), and as keyboards label them ("PageDown", "Del").
var keyAliases = map[string]string{"pgdn": "pgdown", "pagedown": "pgdown", "pageup": "pgup", "del": "delete", "ins": "insert",
	"escape": "esc", "return": "enter", "bksp": "backspace", "↑": "up", "↓": "down", "←": "left", "→": "right"}

// keyMeant is the key a keys file most likely meant by s, which is no key:
// a name as the docs write it ("F1", "Esc") in lower case, a control
// character by its name; "" where none is plain.
func keyMeant(s string) string {
	switch s {
	case "\t":
		return "tab"
	case "\n", "\r":
		return "enter"
	case "\x1b":
		return "esc"
	}
	if lower := strings.ToLower(s); lower != s && validKey(lower) {
		return lower
	}
	return ""
}

// placeLists are the actions whose keys name places in order, the first
// key the first place: how many places each names. A list of a multiple
// of them names each place by as many keys (the digits and an AZERTY row).
var placeLists = map[string]int{"play.columns": rules.NumColumns, "play.free-cells": rules.MaxFreeCells}

// placesProblem is what is wrong with the list of keys (keys, read from
// value) of action, where it names places in order: a key given twice
// would leave out a place and shift the ones after it, and too few keys
// leave the last places with none.
func placesProblem(action string, value any, keys []string) *state.KeysError {
	n := placeLists[action]
	if n == 0 {
		return nil
	}
	if list, ok := value.([]any); ok && len(list) != len(keys) { // keyList kept a key given twice once
		for i, v := range list {
			if slices.Contains(list[:i], v) {
				return &state.KeysError{Problem: state.KeysPlaces, Count: n, Key: fmt.Sprint(v)}
			}
		}
	}
	if len(keys)%n != 0 {
		return &state.KeysError{Problem: state.KeysPlaces, Count: n}
	}
	return nil
}

// namedKeys are the keys a keys file may name by a word.
var namedKeys = []string{"enter", "esc", "tab", "space", "backspace", "delete", "insert",
	"up", "down", "left", "right", "home", "end", "pgup", "pgdown",
	"f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8", "f9", "f10", "f11", "f12"}

// validKey reports whether a keyboard sends a key so named: a character, or
// a name, after any of ctrl+, alt+ and shift+.
func validKey(name string) bool {
	for _, mod := range []string{"ctrl+", "alt+", "shift+"} {
		if rest, ok := strings.CutPrefix(name, mod); ok && rest != "" {
			return validKey(rest)
		}
	}
	if r, size := utf8.DecodeRuneInString(name); size == len(name) && r != utf8.RuneError {
		return unicode.IsPrint(r) && r != ' '
	}
	return slices.Contains(namedKeys, name)
}

// sentAsOther are keys a terminal sends as the same bytes as another key,
// which is what a program reads: Ctrl+M is Enter, Ctrl+I Tab, Ctrl+[ Esc
// (and Ctrl+@, NUL, Ctrl+Space: see arrivesAs).
var sentAsOther = map[string]string{"m": "enter", "i": "tab", "[": "esc"}

// keyMods are a key's modifiers, a bit each, in the order a program names
// them: "ctrl+alt+shift+a".
type keyMods uint8

const (
	modCtrl keyMods = 1 << iota
	modAlt
	modShift
)

var modNames = []struct {
	mod  keyMods
	name string
}{{modCtrl, "ctrl+"}, {modAlt, "alt+"}, {modShift, "shift+"}}

// splitKey is a valid key name's modifiers, written in any order, and key.
func splitKey(name string) (mods keyMods, key string) {
	for found := true; found; {
		found = false
		for _, m := range modNames {
			if rest, ok := strings.CutPrefix(name, m.name); ok && rest != "" {
				mods, name, found = mods|m.mod, rest, true
			}
		}
	}
	return mods, name
}

// keyNamed is the name of key with mods, as a program reads it.
func keyNamed(mods keyMods, key string) string {
	var b strings.Builder
	for _, m := range modNames {
		if mods&m.mod != 0 {
			b.WriteString(m.name)
		}
	}
	return b.String() + key
}

// arrivesAs is the key a program reads when a valid key name is pressed,
// where that is another key (sent false): its modifiers in the order
// ctrl, alt, shift ("alt+ctrl+a" as "ctrl+alt+a"); Shift with a character
// as the character it types ("shift+u" as "U"; "" where the keyboard's
// layout decides, "shift+1"), but with Alt a letter A-Z with its Shift
// named ("alt+U" as "alt+shift+u"); Ctrl with a letter as with the small
// letter ("ctrl+A" as "ctrl+a"); and sentAsOther's. A binding to such a
// name would never match.
func arrivesAs(name string) (as string, sent bool) {
	mods, key := splitKey(name)
	r, size := utf8.DecodeRuneInString(key)
	char := size == len(key) && size > 0 // a character, not a named key
	ascii := char && r < utf8.RuneSelf && unicode.IsLetter(r)
	switch {
	case mods&modCtrl != 0 && sentAsOther[key] != "":
		mods, key = mods&^modCtrl, sentAsOther[key]
	case mods&modCtrl != 0 && key == "@": // NUL, which comes as Ctrl+Space
		key = "space"
	case mods&modCtrl != 0 && ascii: // Ctrl with a letter comes as with the small one, Shift or not
		mods, key = mods&^modShift, string(unicode.ToLower(r))
	case mods&modAlt != 0 && ascii && unicode.IsUpper(r): // Alt with a capital A-Z comes with its Shift named
		mods, key = mods|modShift, string(unicode.ToLower(r))
	case mods&modShift != 0 && mods&modAlt != 0 && ascii: // alt+shift+u comes so named
	case mods&modShift != 0 && char && unicode.IsLetter(r) && unicode.ToUpper(r) != unicode.ToLower(r):
		mods, key = mods&^modShift, string(unicode.ToUpper(r))
	case mods&modShift != 0 && char:
		return "", false // the keyboard's layout decides what Shift types
	}
	as = keyNamed(mods, key)
	return as, as == name
}

// lineOf is the line of a keys file where mode's key name is set (mode ""
// for a top-level one), or 0 where it cannot be told.
func lineOf(data []byte, mode, name string) int {
	header := regexp.MustCompile(`^\s*\[\s*"?([^"\]]*)"?\s*\]`)
	assign := regexp.MustCompile(`^\s*"?` + regexp.QuoteMeta(name) + `"?\s*=`)
	current := ""
	for i, line := range strings.Split(string(data), "\n") {
		if m := header.FindStringSubmatch(line); m != nil {
			current = strings.TrimSpace(m[1])
			if mode == "" && current == name {
				return i + 1
			}
			continue
		}
		if current == mode && assign.MatchString(line) {
			return i + 1
		}
	}
	return 0
}
