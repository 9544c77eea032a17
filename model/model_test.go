package model

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/solver"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// keyNames maps the names used in these tests to key events as a terminal sends them.
var keyNames = map[string]tea.KeyPressMsg{
	"right": {Code: tea.KeyRight}, "left": {Code: tea.KeyLeft},
	"up": {Code: tea.KeyUp}, "down": {Code: tea.KeyDown},
	"pgup": {Code: tea.KeyPgUp}, "pgdown": {Code: tea.KeyPgDown},
	"home": {Code: tea.KeyHome}, "end": {Code: tea.KeyEnd},
	"enter": {Code: tea.KeyEnter}, "esc": {Code: tea.KeyEscape},
	"backspace": {Code: tea.KeyBackspace}, "ctrl+c": {Code: 'c', Mod: tea.ModCtrl}, "ctrl+z": {Code: 'z', Mod: tea.ModCtrl},
	"space": {Code: tea.KeySpace, Text: " "}, "f1": {Code: tea.KeyF1},
	"f2": {Code: tea.KeyF2}, "f3": {Code: tea.KeyF3}, "f4": {Code: tea.KeyF4}, "f5": {Code: tea.KeyF5}, "f10": {Code: tea.KeyF10},
	"ctrl+j": {Code: 'j', Mod: tea.ModCtrl}, // a line feed: a keypad's Enter through tmux
	// Editing keys of the prompts.
	"delete": {Code: tea.KeyDelete}, "alt+d": {Code: 'd', Mod: tea.ModAlt},
	"tab": {Code: tea.KeyTab}, "f6": {Code: tea.KeyF6}, "insert": {Code: tea.KeyInsert},
	"alt+delete": {Code: tea.KeyDelete, Mod: tea.ModAlt}, "ctrl+delete": {Code: tea.KeyDelete, Mod: tea.ModCtrl},
	"alt+backspace": {Code: tea.KeyBackspace, Mod: tea.ModAlt}, "ctrl+w": {Code: 'w', Mod: tea.ModCtrl},
	"ctrl+k": {Code: 'k', Mod: tea.ModCtrl}, "ctrl+u": {Code: 'u', Mod: tea.ModCtrl},
	"ctrl+a": {Code: 'a', Mod: tea.ModCtrl}, "ctrl+e": {Code: 'e', Mod: tea.ModCtrl},
	"alt+f": {Code: 'f', Mod: tea.ModAlt}, "alt+b": {Code: 'b', Mod: tea.ModAlt},
	"ctrl+left": {Code: tea.KeyLeft, Mod: tea.ModCtrl}, "ctrl+right": {Code: tea.KeyRight, Mod: tea.ModCtrl},
}

// press turns "right" or "n" into a key event.
func press(name string) tea.KeyPressMsg {
	if k, ok := keyNames[name]; ok {
		return k
	}
	r := []rune(name)
	return tea.KeyPressMsg{Code: r[0], Text: name}
}

// randomSequence is a Random that hands out games in order, for repeatable tests.
func randomSequence(games ...int64) func() int64 {
	return func() int64 {
		g := games[0]
		games = append(games[1:], g)
		return g
	}
}

func newModel(game int64) Model {
	m := New(game, Options{Random: randomSequence(424242, 99)})
	next, _ := m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	return next.(Model)
}

// typeKeys sends key names one by one, returning the model and the last command.
func typeKeys(t *testing.T, m Model, keys ...string) (Model, tea.Cmd) {
	t.Helper()
	var cmd tea.Cmd
	for _, k := range keys {
		var next tea.Model
		next, cmd = m.Update(press(k))
		m = next.(Model)
	}
	return m, cmd
}

func TestBrowsingKeys(t *testing.T) {
	const maxGame = dealer.MaxGame
	tests := []struct {
		name  string
		start int64
		keys  []string
		want  int64
	}{
		{"right", 617, []string{"right"}, 618},
		{"n", 617, []string{"n"}, 618},
		{"l", 617, []string{"l"}, 618},
		{"left", 617, []string{"left"}, 616},
		{"p", 617, []string{"p"}, 616},
		{"h", 617, []string{"h"}, 616},
		{"up is +10", 617, []string{"up"}, 627},
		{"k is +10", 617, []string{"k"}, 627},
		{"down is -10", 617, []string{"down"}, 607},
		{"j is -10", 617, []string{"j"}, 607},
		{"pgup is +1000", 617, []string{"pgup"}, 1617},
		{"K is +1000", 617, []string{"K"}, 1617},
		{"pgdown clamps at 1", 617, []string{"pgdown"}, 1},
		{"J is -1000", 5617, []string{"J"}, 4617},
		{"prev clamps at 1", 1, []string{"left"}, 1},
		{"-10 clamps at 1", 5, []string{"down"}, 1},
		{"next clamps at the last game", maxGame, []string{"right"}, maxGame},
		{"+1000 clamps at the last game", maxGame - 5, []string{"pgup"}, maxGame},
		{"home: classic range starts at 1", 617, []string{"home"}, 1},
		{"end: classic range ends at 32000", 617, []string{"end"}, 32000},
		{"end twice: Windows range", 617, []string{"end", "end"}, 1000000},
		{"end three times: FreeCell Pro range", 617, []string{"end", "end", "end"}, maxGame},
		{"end in the Windows range", 500000, []string{"end"}, 1000000},
		{"home in the FreeCell Pro range", 5000000000, []string{"home"}, 1},
		{"special: next from -2", -2, []string{"n"}, -1},
		{"special: next from -1 is deal 1", -1, []string{"n"}, 1},
		{"special: +10 goes on to deal 1", -2, []string{"up"}, 1},
		{"special: home", -1, []string{"home"}, -2},
		{"special: end", -2, []string{"end"}, -1},
		{"random", 617, []string{"r"}, 424242},
		{"random twice", 617, []string{"r", "r"}, 99},
		{"back after next", 617, []string{"n", "n", "b"}, 618},
		{"back twice", 617, []string{"n", "n", "b", "b"}, 617},
		{"back after random", 617, []string{"r", "b"}, 617},
		{"back after end", 617, []string{"end", "b"}, 617},
		{"backspace is back", 617, []string{"n", "backspace"}, 617},
		{"back with no history stays", 617, []string{"b"}, 617},
		{"back after a jump", 1, []string{"g", "6", "1", "7", "enter", "b"}, 1},
		{"unbound keys do nothing", 617, []string{"z", "x", "space", "enter", "esc"}, 617},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, _ := typeKeys(t, newModel(tt.start), tt.keys...)
			if m.Game() != tt.want {
				t.Fatalf("after %v from %d: game %d, want %d", tt.keys, tt.start, m.Game(), tt.want)
			}
			want, _ := dealer.Deal(tt.want)
			if m.Layout() != want {
				t.Errorf("layout on screen is not game %d's", tt.want)
			}
			if m.Typing() {
				t.Errorf("prompt is open after %v", tt.keys)
			}
		})
	}
}

func TestJumpPrompt(t *testing.T) {
	tests := []struct {
		name       string
		start      int64
		keys       []string
		wantGame   int64
		wantTyping bool
		wantErr    string // part of the problem on screen; "" for none
	}{
		{"g then number", 1, []string{"g", "6", "1", "7", "enter"}, 617, false, ""},
		{"# then number", 1, []string{"#", "6", "1", "7", "enter"}, 617, false, ""},
		{"a digit opens the prompt with it", 1, []string{"6", "1", "7", "enter"}, 617, false, ""},
		{"a minus opens the prompt for special deals", 1, []string{"-", "2", "enter"}, -2, false, ""},
		{"typed # prefix is accepted", 1, []string{"g", "#", "5", "enter"}, 5, false, ""},
		{"commas as the program writes them", 1, []string{"g", "1", ",", "0", "0", "0", "enter"}, 1000, false, ""},
		{"underscores", 1, []string{"g", "1", "_", "0", "0", "0", "enter"}, 1000, false, ""},
		{"#-1", 1, []string{"#", "#", "-", "1", "enter"}, -1, false, ""},
		{"largest game", 1, []string{"g", "8", "5", "8", "9", "9", "3", "4", "5", "9", "1", "enter"}, 8589934591, false, ""},
		{"esc cancels", 617, []string{"g", "5", "esc"}, 617, false, ""},
		{"prompt is open while typing", 617, []string{"g", "5"}, 617, true, ""},
		{"q is typed, not quit", 617, []string{"g", "q"}, 617, true, "not a game number"},
		{"letters are said as typed", 617, []string{"g", "1", "2", "x"}, 617, true, "not a game number"},
		{"enter on letters keeps the prompt", 617, []string{"g", "1", "2", "x", "enter"}, 617, true, "not a game number"},
		{"zero is said on enter", 617, []string{"g", "0", "enter"}, 617, true, "no such game: -2, -1, 1–8,589,934,591"},
		{"zero is said as typed", 617, []string{"g", "0"}, 617, true, "no such game: -2, -1, 1–8,589,934,591"},
		{"minus zero is said as typed", 617, []string{"-", "0"}, 617, true, "no such game: -2, -1, 1–8,589,934,591"},
		{"a leading zero still reads", 617, []string{"g", "0", "1", "enter"}, 1, false, ""},
		{"too large is said", 617, []string{"g", "8", "5", "8", "9", "9", "3", "4", "5", "9", "2"}, 617, true, "no such game: -2, -1, 1–8,589,934,591"},
		{"a big number is said", 617, strings.Split("g9999999999999999", ""), 617, true, "no such game: -2, -1, 1–8,589,934,591"},
		{"a number too big for the line is said whole", 617, strings.Split("g99999999999999999999", ""), 617, true, "no such game: -2, -1, 1–8,589,934,591"},
		{"-3 is said as typed", 617, []string{"-", "3"}, 617, true, "no such game: -2, -1, 1–8,589,934,591"},
		{"a half-typed number is not an error", 617, []string{"g", "1", ","}, 617, true, ""},
		{"enter on a half-typed number says why", 617, []string{"g", "1", ",", "enter"}, 617, true, "not a game number"},
		{"empty enter closes quietly", 617, []string{"g", "enter"}, 617, false, ""},
		{"editing clears the error", 617, []string{"g", "x", "enter", "backspace"}, 617, true, ""},
		{"fixing the entry goes there", 617, []string{"g", "x", "enter", "backspace", "9", "enter"}, 9, false, ""},
		{"esc after an error keeps the board", 617, []string{"g", "x", "enter", "esc"}, 617, false, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, _ := typeKeys(t, newModel(tt.start), tt.keys...)
			if m.Game() != tt.wantGame || m.Typing() != tt.wantTyping {
				t.Fatalf("game %d typing %v, want %d typing %v", m.Game(), m.Typing(), tt.wantGame, tt.wantTyping)
			}
			problem := view.PromptProblem(m.input.Value(), m.entered, view.GlyphsFor(false))
			if tt.wantErr == "" && problem != "" || !strings.Contains(problem, tt.wantErr) {
				t.Errorf("problem %q, want it to contain %q", problem, tt.wantErr)
			}
			screen := ansi.Strip(m.View().Content)
			if tt.wantErr != "" {
				if !strings.Contains(screen, tt.wantErr) {
					t.Errorf("the problem is not on screen:\n%s", screen)
				}
				if !strings.Contains(screen, "FreeCell #617") || !strings.Contains(screen, "7♦") {
					t.Errorf("the board left the screen on an error:\n%s", screen)
				}
			}
		})
	}
}

// TestPromptHasNoStalePlaceholder: the prompt never shows a game number the
// player did not type.
func TestPromptHasNoStalePlaceholder(t *testing.T) {
	m, _ := typeKeys(t, newModel(5265), "g")
	lines := strings.Split(ansi.Strip(m.View().Content), "\n")
	for _, line := range lines {
		if strings.Contains(line, "Go to game:") && strings.ContainsAny(strings.TrimPrefix(strings.TrimSpace(line), "Go to game:"), "0123456789") {
			t.Errorf("the prompt shows a number nobody typed: %q", line)
		}
	}
}

func isQuit(cmd tea.Cmd) bool {
	if cmd == nil {
		return false
	}
	_, ok := cmd().(tea.QuitMsg)
	return ok
}

func TestQuit(t *testing.T) {
	tests := []struct {
		keys []string
		quit bool
	}{
		{[]string{"q"}, true},
		{[]string{"ctrl+c"}, true},
		{[]string{"g", "ctrl+c"}, true},
		{[]string{"g", "q"}, false},
		{[]string{"n"}, false},
	}
	for _, tt := range tests {
		_, cmd := typeKeys(t, newModel(617), tt.keys...)
		if isQuit(cmd) != tt.quit {
			t.Errorf("%v: quit = %v, want %v", tt.keys, !tt.quit, tt.quit)
		}
	}
}

func TestHelpShowsTheModesKeys(t *testing.T) {
	tests := []struct {
		name      string
		m         Model
		want, not []string
	}{
		{"browsing", newModel(617), []string{"1,000 deals on", "range start", "random (F2 plays)", "solve", "quit", "suspend"}, []string{"play/pause", "faster"}},
		{"playback", playing617(t), []string{"step forward", "play/pause", "faster", "slower", "one card a step", "back to browsing", "quit"}, []string{"random", "go to a deal", "type a number", "1,000 deals"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			short := ansi.Strip(tt.m.View().Content)
			if f1, _ := typeKeys(t, tt.m, "f1"); !f1.ShowingFullHelp() {
				t.Error("F1 did not open the full help, as it does in Windows")
			}
			m, _ := typeKeys(t, tt.m, "?")
			if !m.ShowingFullHelp() {
				t.Fatal("? did not open the full help")
			}
			for _, size := range []struct{ w, h int }{{80, 24}, {60, 20}, {200, 60}} {
				next, _ := m.Update(tea.WindowSizeMsg{Width: size.w, Height: size.h})
				full := ansi.Strip(next.(Model).View().Content)
				for _, want := range tt.want {
					if !strings.Contains(full, want) {
						t.Errorf("%dx%d: full help lacks %q:\n%s", size.w, size.h, want, full)
					}
				}
				for _, not := range tt.not {
					if strings.Contains(full, not) {
						t.Errorf("%dx%d: full help shows another mode's %q:\n%s", size.w, size.h, not, full)
					}
				}
			}
			if strings.Contains(short, "1,000 deals on") {
				t.Errorf("the help line already lists everything:\n%s", short)
			}
			for _, closer := range []string{"?", "esc", "f1"} {
				closed, _ := typeKeys(t, m, closer)
				if closed.ShowingFullHelp() {
					t.Errorf("%s did not close the full help", closer)
				}
				if closed.Game() != m.Game() || closed.mode != m.mode {
					t.Errorf("%s closing the help changed the game or the mode", closer)
				}
			}
		})
	}
}

// TestShortHelpKeepsQuitAndKeys: at every size the help line wraps rather than
// losing "? keys" and "q quit".
func TestShortHelpKeepsQuitAndKeys(t *testing.T) {
	stuck := typeSettled(t, New(11982, Options{Settings: noCoach()}), "enter")
	for _, move := range strings.Fields(stuckLine) {
		stuck = typeSettled(t, stuck, string(move[0]), string(move[1]))
	}
	if !stuck.table.NoMoveLeft() {
		t.Fatal("the stuck line leaves a move")
	}
	for _, m := range []Model{newModel(617), playing617(t), New(617, Options{ASCII: true}), stuck} {
		for _, size := range []struct{ w, h int }{{31, 13}, {40, 14}, {60, 20}, {80, 24}, {120, 40}} {
			if m.game == 11982 && size.w < 60 { // the lost game's line takes the status row, which the keys share below 80x25
				continue
			}
			next, _ := m.Update(tea.WindowSizeMsg{Width: size.w, Height: size.h})
			screen := ansi.Strip(next.(Model).View().Content)
			if strings.Contains(screen, "too small") {
				continue
			}
			for _, want := range []string{"? keys", "q quit"} {
				if !strings.Contains(screen, want) {
					t.Errorf("%dx%d: %q is not on screen:\n%s", size.w, size.h, want, screen)
				}
			}
		}
	}
}

func TestNotices(t *testing.T) {
	tests := []struct {
		start int64
		keys  []string
		want  string
	}{
		{617, []string{"b"}, "no earlier deal"},
		{1, []string{"left"}, "game 1 is the first"},
		{1, []string{"pgdown"}, "game 1 is the first"},
		{1, []string{"home"}, "already at the start of the range: game 1"},
		{dealer.MaxGame, []string{"right"}, "game 8,589,934,591 is the last"},
		{dealer.MaxGame, []string{"end"}, "already at the end of the widest range"},
		{-2, []string{"left"}, "game -2 is the first"},
		{617, []string{"R"}, "r now draws only deals the solver solves"},
	}
	for _, tt := range tests {
		m, _ := typeKeys(t, newModel(tt.start), tt.keys...)
		screen := ansi.Strip(m.View().Content)
		if !strings.Contains(screen, tt.want) {
			t.Errorf("%d then %v: %q is not on screen:\n%s", tt.start, tt.keys, tt.want, screen)
		}
		if tt.start == 1 && strings.Contains(screen, "end") {
			t.Errorf("game 1 is said to be at an end:\n%s", screen)
		}
		m, _ = typeKeys(t, m, "g", "esc")
		if strings.Contains(ansi.Strip(m.View().Content), tt.want) {
			t.Errorf("the notice outlived the next key:\n%s", ansi.Strip(m.View().Content))
		}
	}
}

// TestSolvableOnlyStaysVisible: the R setting is on screen for as long as it
// is on, while browsing, where r works: not in a solution's playback.
func TestSolvableOnlyStaysVisible(t *testing.T) {
	m, _ := typeKeys(t, newModel(617), "R", "n", "n", "b")
	if screen := ansi.Strip(m.View().Content); !strings.Contains(screen, "r: solvable only") {
		t.Errorf("R is on but not shown:\n%s", screen)
	}
	back, cmd := typeKeys(t, m, "s")
	if back = deliver(back, runCmd(cmd)); back.mode != replaying || strings.Contains(ansi.Strip(back.View().Content), "solvable only") {
		t.Errorf("the playback (mode %v) names r's setting:\n%s", back.mode, ansi.Strip(back.View().Content))
	}
	m, _ = typeKeys(t, m, "R", "n")
	if screen := ansi.Strip(m.View().Content); strings.Contains(screen, "solvable only") {
		t.Errorf("R is off but still shown:\n%s", screen)
	}
}

// TestNumbersOneStyle: every number on screen is written with thousands separators.
func TestNumbersOneStyle(t *testing.T) {
	m, cmd := typeKeys(t, newModel(dealer.MaxGame), "s")
	defer m.stopJob()
	_ = cmd
	next, _ := m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	screen := ansi.Strip(next.(Model).View().Content)
	for _, want := range []string{"FreeCell #8,589,934,591", "1–8,589,934,591", "solving game 8,589,934,591"} {
		if !strings.Contains(screen, want) {
			t.Errorf("%q is not on screen:\n%s", want, screen)
		}
	}
	if strings.Contains(screen, "8589934591") {
		t.Errorf("a number without separators:\n%s", screen)
	}
	if v := m.View(); v.WindowTitle != "FreeCell #8,589,934,591" {
		t.Errorf("window title %q", v.WindowTitle)
	}
}

func TestSuspend(t *testing.T) {
	for _, m := range []Model{newModel(617), playing617(t)} {
		_, cmd := typeKeys(t, m, "ctrl+z")
		if cmd == nil {
			t.Fatal("ctrl+z does nothing")
		}
		if _, ok := cmd().(tea.SuspendMsg); !ok {
			t.Error("ctrl+z does not suspend")
		}
	}
}

// TestNoSuspend: where nothing would resume a stopped process, ctrl+z says
// so and stops nothing.
func TestNoSuspend(t *testing.T) {
	m := New(617, Options{NoSuspend: true})
	next, _ := m.Update(tea.WindowSizeMsg{Width: 100, Height: 24})
	for _, m := range []Model{next.(Model), playing617(t)} {
		m.noSuspend = true
		m, cmd := typeKeys(t, m, "ctrl+z")
		if cmd != nil {
			if _, ok := cmd().(tea.SuspendMsg); ok {
				t.Fatal("ctrl+z suspends where nothing would resume")
			}
		}
		if m.status.Kind != view.NoSuspend {
			t.Errorf("status %v, want NoSuspend", m.status.Kind)
		}
		if screen := m.View().Content; !strings.Contains(screen, "ctrl+z cannot suspend") {
			t.Errorf("the status line does not say why:\n%s", screen)
		}
		if strings.Contains(m.View().Content, "u undoes a move") {
			t.Errorf("the undo key is said outside a game:\n%s", m.View().Content)
		}
	}
	inGame, _ := playModel(t)
	inGame.noSuspend = true
	if inGame, _ = typeKeys(t, sized(inGame, 100, 30), "ctrl+z"); !strings.Contains(inGame.View().Content, "u undoes a move") { // Windows' ctrl+z
		t.Errorf("in a game, ctrl+z does not say which key undoes:\n%s", inGame.View().Content)
	}
	game := sized(New(617, Options{NoSuspend: true, Settings: noCoach()}), 100, 30)
	if game, _ = typeKeys(t, game, "enter", "ctrl+z", "esc"); !game.Playing() || game.status.Kind != view.NoStatus { // Esc puts the word away first, as any message's: it left the game
		t.Errorf("esc over ctrl+z's word in a game: playing %v, status %v", game.Playing(), game.status.Kind)
	}
	// The full help leaves the key out there; where it suspends, it names it.
	for _, no := range []bool{true, false} {
		m := New(617, Options{NoSuspend: no})
		next, _ := m.Update(tea.WindowSizeMsg{Width: 120, Height: 50})
		helped, _ := typeKeys(t, next.(Model), "?")
		if screen := helped.viewText(); strings.Contains(screen, "suspend") == no || !strings.Contains(screen, "quit") {
			t.Errorf("NoSuspend %v: the full help names suspend %v:\n%s", no, strings.Contains(screen, "suspend"), screen)
		}
	}
}

// checkFrame asserts the frame is exactly the terminal's size and never wider.
func checkFrame(t testing.TB, content string, width, height int) {
	t.Helper()
	if width <= 0 || height <= 0 {
		return
	}
	lines := strings.Split(content, "\n")
	if len(lines) != height {
		t.Fatalf("%dx%d: frame has %d lines", width, height, len(lines))
	}
	for i, line := range lines {
		if w := ansi.StringWidth(line); w > width {
			t.Fatalf("%dx%d: line %d is %d wide: %q", width, height, i, w, ansi.Strip(line))
		}
	}
}

func TestResize(t *testing.T) {
	m := newModel(617)
	for _, size := range []struct{ w, h int }{{120, 40}, {80, 24}, {60, 20}, {40, 14}, {31, 10}, {30, 8}, {10, 3}, {1, 1}, {200, 60}, {80, 24}} {
		next, _ := m.Update(tea.WindowSizeMsg{Width: size.w, Height: size.h})
		m = next.(Model)
		if w, h := m.Size(); w != size.w || h != size.h {
			t.Fatalf("size %dx%d after resize to %dx%d", w, h, size.w, size.h)
		}
		content := m.View().Content
		checkFrame(t, content, size.w, size.h)
		screen := ansi.Strip(content)
		small := size.w < 31 || size.h < 12
		if size.w >= 9 && small != strings.Contains(screen, "too small") {
			t.Errorf("%dx%d: too-small message shown = %v, want %v:\n%s", size.w, size.h, !small, small, screen)
		}
		if !small && !strings.Contains(screen, "7♦") {
			t.Errorf("%dx%d: the board is missing:\n%s", size.w, size.h, screen)
		}
		if m.Game() != 617 {
			t.Fatalf("resize changed the game to %d", m.Game())
		}
	}
}

func TestTooSmallNamesTheMinimum(t *testing.T) {
	next, _ := newModel(617).Update(tea.WindowSizeMsg{Width: 30, Height: 8})
	screen := ansi.Strip(next.(Model).View().Content)
	if !strings.Contains(screen, "terminal too small") || !strings.Contains(screen, "need 31×12") || !strings.Contains(screen, "q quits") {
		t.Errorf("too-small screen:\n%s", screen)
	}
	for _, c := range []struct {
		w, h       int
		need, have string
	}{{40, 8, "need 12 rows", "(now 8)"}, {30, 30, "need 31 columns", "(now 30)"}} { // the one short, alone: "need 31×12 (now 40×8)" read as wrong
		next, _ := newModel(617).Update(tea.WindowSizeMsg{Width: c.w, Height: c.h})
		if screen := ansi.Strip(next.(Model).View().Content); !strings.Contains(screen, c.need) || !strings.Contains(screen, c.have) || strings.Contains(screen, "×") {
			t.Errorf("too small at %dx%d:\n%s", c.w, c.h, screen)
		}
	}
}

// TestTooSmallAfterAMoveUndoes: a move that makes a column too tall for a
// small terminal (8 2 on 617 at 40x12) leaves the undo key working there,
// and named; it brings the board back. Other keys still do nothing.
func TestTooSmallAfterAMoveUndoes(t *testing.T) {
	m := sized(New(617, Options{Settings: noCoach()}), 40, 12)
	m, _ = typeKeys(t, m, "enter")
	if text := m.viewText(); strings.Contains(text, "too small") {
		t.Fatalf("617 at 40x12 does not fit before a move:\n%s", text)
	}
	if text := m.viewText(); strings.Contains(text, "undoes") {
		t.Errorf("the board fits: the undo key is named as if it did not:\n%s", text)
	}
	m, _ = typeKeys(t, m, "8", "2")
	text := m.viewText()
	if !strings.Contains(text, "too small") || !strings.Contains(text, "u undoes") || !strings.Contains(text, "q quits") {
		t.Fatalf("8 2 at 40x12: want the too-small screen naming u:\n%s", text)
	}
	if still, _ := typeKeys(t, m, "3", "a"); len(still.table.Moves()) != len(m.table.Moves()) {
		t.Error("a key other than undo moved a card on the too-small screen")
	}
	m, _ = typeKeys(t, m, "u")
	if text := m.viewText(); strings.Contains(text, "too small") || len(m.table.Moves()) != 0 {
		t.Errorf("u on the too-small screen: %d moves left; want the board back at the deal:\n%s", len(m.table.Moves()), text)
	}
	grown := sized(m, 40, 30) // the terminal shrinks under a game grown tall two moves back: u still works, as often as it takes
	grown, _ = typeKeys(t, grown, "8", "2", "3", "a")
	grown = sized(grown, 40, 12)
	if text := grown.viewText(); !strings.Contains(text, "too small") || !strings.Contains(text, "u undoes") {
		t.Fatalf("8 2 3a, then 40x12: want the too-small screen naming u:\n%s", text)
	}
	if grown, _ = typeKeys(t, grown, "u", "u"); strings.Contains(grown.viewText(), "too small") {
		t.Errorf("u twice on the too-small screen: want the board back:\n%s", grown.viewText())
	}
}

// TestTooSmallInAReviewStepsBack: a review (as a playback) whose step makes
// a column too tall for a small terminal names and takes the keys that step
// back and leave; only q worked there, and it quit the program.
func TestTooSmallInAReviewStepsBack(t *testing.T) {
	m := sized(New(617, Options{Settings: noCoach()}), 40, 20)
	m, _ = typeKeys(t, m, "enter", "8", "2", "V", "end")
	m = sized(m, 40, 12)
	text := m.viewText()
	if m.mode != reviewing || !strings.Contains(text, "too small") || !strings.Contains(text, "← steps back") || !strings.Contains(text, "esc goes back") {
		t.Fatalf("a review of 8 2 at 40x12: mode %v; want the too-small screen naming ← and esc:\n%s", m.mode, text)
	}
	if back, _ := typeKeys(t, m, "left"); back.mode != reviewing || strings.Contains(back.viewText(), "too small") {
		t.Errorf("← on the too-small screen: mode %v; want the review a step back, in sight:\n%s", back.mode, back.viewText())
	}
	if left, _ := typeKeys(t, m, "esc"); left.mode != playingDeal {
		t.Errorf("esc on the too-small screen: mode %v; want the game", left.mode)
	}
}

// TestTooSmallNamesTheQuitThatWorks: the too-small screen names the key
// that quits there: q while browsing or playing, Ctrl+C where a line is
// typed, a panel takes q to close, or a question waits (it said "q quits",
// and q was typed, closed the settings out of sight, or was no answer).
func TestTooSmallNamesTheQuitThatWorks(t *testing.T) {
	for _, tc := range []struct {
		name string
		keys []string
		quit string
	}{
		{"browsing", nil, "q"},
		{"a game", []string{"enter", "8", "a"}, "q"},
		{"a number typed", []string{"g", "1", "2"}, "ctrl+c"},
		{"the move line", []string{"enter", ":", "3", "a"}, "ctrl+c"},
		{"a question", []string{"enter", "8", "a", "R"}, "ctrl+c"},
		{"the settings", []string{"O"}, "ctrl+c"},
		{"the picker", []string{"f"}, "ctrl+c"},
	} {
		m, _ := typeKeys(t, sized(New(617, Options{Settings: noCoach()}), 100, 30), tc.keys...)
		m = sized(m, 25, 8)
		text := ansi.Strip(m.View().Content)
		if !strings.Contains(text, "too small") || !strings.Contains(text, tc.quit+" quits") {
			t.Errorf("%s: want the too-small screen saying %s quits:\n%s", tc.name, tc.quit, text)
			continue
		}
		quit := press(tc.quit)
		if tc.quit == "ctrl+c" {
			quit = tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl}
		}
		if next, cmd := m.Update(quit); !isQuit(cmd) && !strings.Contains(ansi.Strip(next.(Model).View().Content), "again quits") {
			t.Errorf("%s: %s, named on the too-small screen, does not quit", tc.name, tc.quit)
		}
		if tc.quit == "ctrl+c" {
			after, cmd := m.Update(press("q"))
			if isQuit(cmd) || sized(after.(Model), 100, 30).viewText() != sized(m, 100, 30).viewText() {
				t.Errorf("%s: q out of sight quit or changed the screen:\n%s", tc.name, sized(after.(Model), 100, 30).viewText())
			}
		}
	}
}

func TestViewTitle(t *testing.T) {
	m, _ := typeKeys(t, newModel(617), "n")
	v := m.View()
	if v.WindowTitle != "FreeCell #618" || !v.AltScreen {
		t.Errorf("window title %q alt screen %v", v.WindowTitle, v.AltScreen)
	}
	if screen := ansi.Strip(v.Content); !strings.Contains(screen, "FreeCell #618") || !strings.Contains(screen, "classic deal") {
		t.Errorf("title line missing:\n%s", screen)
	}
}

func TestInvalidStartGame(t *testing.T) {
	for _, game := range []int64{0, -3, dealer.MaxGame + 1} {
		if m := New(game, Options{}); m.Game() != 1 {
			t.Errorf("New(%d) shows game %d, want 1", game, m.Game())
		}
	}
}

func TestDefaultRandomIsInTheWindowsRange(t *testing.T) {
	m := New(617, Options{})
	for range 200 {
		m, _ = typeKeys(t, m, "r")
		if m.Game() < 1 || m.Game() > 1000000 {
			t.Fatalf("random deal %d is outside 1..1000000", m.Game())
		}
	}
}

func TestASCIIModeShowsOnlyASCII(t *testing.T) {
	m := New(617, Options{ASCII: true})
	next, _ := m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	m = next.(Model)
	screens := []string{m.View().Content}
	narrow, _ := m.Update(tea.WindowSizeMsg{Width: 40, Height: 14}) // truncated footer
	screens = append(screens, narrow.(Model).View().Content)
	for _, keys := range [][]string{{"?"}, {"?", "g", "x", "enter"}, {"esc", "-", "1", "enter"}, {"6", "1", "7", "enter"}} {
		m, _ = typeKeys(t, m, keys...)
		screens = append(screens, m.View().Content)
	}
	next, _ = m.Update(solvedMsg{id: m.solving.id, game: m.key(), result: solver.Result{Status: solver.Solved, Moves: frozenSolution(t)}})
	m, _ = typeKeys(t, next.(Model), "space")
	screens = append(screens, m.View().Content)
	m, _ = typeKeys(t, m, "space", "right")
	screens = append(screens, m.View().Content)
	for _, s := range screens {
		for i, r := range ansi.Strip(s) {
			if r > 0x7f {
				t.Fatalf("non-ASCII %q at byte %d of:\n%s", r, i, ansi.Strip(s))
			}
		}
	}
}

// TestFullHelpIsNeverCut: at 60x20, Unicode and ASCII, every mode's full
// help says every key's words whole.
func TestFullHelpIsNeverCut(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		base := sized(New(617, Options{ASCII: ascii}), 60, 20)
		play, _ := typeKeys(t, base, "enter")
		lost := lostGame(t, sized(play, 100, 30))
		review, _ := typeKeys(t, lost, "V")
		prompt, _ := typeKeys(t, base, "g")
		for name, m := range map[string]Model{"browsing": base, "playback": playing617From(t, base), "playing": play,
			"reviewing": sized(review, 60, 20), "prompt": prompt} {
			if name == "prompt" {
				continue // the prompt takes every key: its keys are on its line
			}
			m, _ = typeKeys(t, sized(m, 60, 20), "?")
			screen := m.viewText()
			ellipsis := view.GlyphsFor(ascii).Ellipsis
			for _, line := range strings.Split(screen, "\n") {
				if strings.Contains(line, ellipsis) {
					t.Errorf("%s (ascii %v): a key's words are cut: %q\n%s", name, ascii, line, screen)
				}
			}
		}
	}
}

// TestHelpLeavesTheTitleAndKeys: the full help goes between the title and the
// key line, which stay readable, at every usual size.
func TestHelpLeavesTheTitleAndKeys(t *testing.T) {
	base := New(617, Options{})
	play, _ := typeKeys(t, base, "enter")
	for name, m := range map[string]Model{"browsing": base, "playback": playing617From(t, base), "playing": play} {
		for _, size := range []struct{ w, h int }{{60, 20}, {80, 24}, {100, 30}, {120, 40}, {200, 60}} {
			shown, _ := typeKeys(t, sized(m, size.w, size.h), "?")
			lines := strings.Split(strings.TrimRight(shown.viewText(), "\n "), "\n")
			title, keys := -1, -1
			for i, l := range lines {
				if title < 0 && strings.Contains(l, "FreeCell #617") {
					title = i
				}
				if strings.Contains(l, "? keys") && strings.Contains(l, "q quit") {
					keys = i
				}
			}
			if title < 0 || keys < 0 || strings.Contains(lines[title], "╭") || strings.Contains(lines[keys], "│") {
				t.Errorf("%s at %dx%d: the help covers the title or the keys:\n%s", name, size.w, size.h, shown.viewText())
			}
		}
	}
}

// settingsWith is the default settings, changed by change.
func settingsWith(change func(*state.Settings)) *state.Settings {
	s := state.DefaultSettings()
	change(&s)
	return &s
}

// withCells is the default settings with deals played with n free cells.
func withCells(n int) *state.Settings {
	return settingsWith(func(s *state.Settings) { s.FreeCells = n })
}

// noCoach is the default settings with the coach off.
func noCoach() *state.Settings {
	return settingsWith(func(s *state.Settings) { s.NoCoach = true })
}

// TestKeysWaitWhileTheBoardIsOutOfSight: on the "terminal too small"
// screen only quitting works, as it says; a move typed blind used to be
// made (u u 2a at 40x12 undid two moves and made one). A game that quitting
// throws away takes the quit key twice.
func TestKeysWaitWhileTheBoardIsOutOfSight(t *testing.T) {
	m, _ := playModel(t)
	m, _ = typeKeys(t, m, "8", "a")
	before := m.Screen().Board.Position
	m = sized(m, 30, 8)
	if !strings.Contains(ansi.Strip(m.View().Content), "too small") {
		t.Fatal("30x8 is not too small")
	}
	m, _ = typeKeys(t, m, "u", "2", "a", "enter", "esc")
	m = sized(m, 100, 30)
	if m.Screen().Board.Position != before || !m.Playing() {
		t.Errorf("keys pressed out of sight changed the game:\n%s", m.viewText())
	}
	m = sized(m, 30, 8)
	// Nothing is saved here (a server's guest): the game goes with the run,
	// and the question has no room: q asks for itself again (it quit at once).
	once, cmd := typeKeys(t, m, "q")
	if isQuit(cmd) || !strings.Contains(ansi.Strip(once.View().Content), "q again quits") {
		t.Errorf("q out of sight, the game not kept: quits %v\n%s", isQuit(cmd), ansi.Strip(once.View().Content))
	}
	if _, cmd = typeKeys(t, once, "q"); !isQuit(cmd) {
		t.Error("q twice does not quit while the board is out of sight")
	}
	kept, _ := storeModel(t, filepath.Join(t.TempDir(), "freecell"))
	kept = sized(typeSettled(t, kept, "enter", "8", "a"), 30, 8)
	if _, cmd = typeKeys(t, kept, "q"); !isQuit(cmd) {
		t.Error("q out of sight, the game kept, does not quit at once")
	}
}

// TestLostAsDealtOffersOnlyWhatWorks: deal -1 with no free cells has no
// move from the start; its key line and its status leave out undo, the
// losing move and restart, which would each say there is nothing to do.
func TestLostAsDealtOffersOnlyWhatWorks(t *testing.T) {
	m, _ := typeKeys(t, newModel(-1), "F", "F", "F", "F", "enter")
	if !m.Playing() || !m.table.NoMoveLeft() {
		t.Fatalf("-1 with no free cells: playing %v, no move left %v", m.Playing(), m.table != nil && m.table.NoMoveLeft())
	}
	line := lastLine(m.viewText())
	for _, gone := range []string{"undo", "losing move", "restart"} {
		if strings.Contains(line, gone) {
			t.Errorf("the key line offers %q: %q", gone, line)
		}
	}
	if !strings.Contains(line, "next deal") || !strings.Contains(line, "? keys") || !strings.Contains(line, "F eight free cells") {
		t.Errorf("the key line lacks the keys that work: %q", line)
	}
	if eight, _ := typeKeys(t, m, "F"); eight.table == nil || eight.table.FreeCells() != 8 || eight.table.NoMoveLeft() {
		t.Errorf("F from -1 lost as dealt with none does not play it with eight")
	}
	if text := sized(m, 120, 40).viewText(); !strings.Contains(text, "the deal is lost as dealt (n goes to the next deal; nothing is counted)") || strings.Contains(text, "undoes the last move") {
		t.Errorf("the status offers what does not work:\n%s", text)
	}
}

func lastLine(text string) string {
	lines := strings.Split(strings.TrimRight(text, "\n "), "\n")
	return lines[len(lines)-1]
}

// TestBrowseKeyThatDoesNothing: a character no key of the deals is says so,
// as in a game (it was silent); keys with Ctrl or Alt stay silent.
func TestBrowseKeyThatDoesNothing(t *testing.T) {
	m, _ := typeKeys(t, sized(newModel(617), 100, 30), "z")
	if m.status.Kind != view.BrowseNotAKey || !strings.Contains(m.viewText(), "z does nothing while browsing: ? shows every key") {
		t.Errorf("z while browsing: status %v\n%s", m.status.Kind, m.viewText())
	}
	if named, _ := typeKeys(t, m, "space"); !strings.Contains(named.viewText(), "space does nothing while browsing") { // (it said "  does nothing")
		t.Errorf("space while browsing:\n%s", named.viewText())
	}
	for _, k := range []string{"tab", "f6", "insert", "delete"} { // named keys too (they were silent)
		if named, _ := typeKeys(t, m, k); named.status.Kind != view.BrowseNotAKey || !strings.Contains(named.viewText(), " does nothing while browsing") {
			t.Errorf("%s while browsing: status %v\n%s", k, named.status.Kind, named.viewText())
		}
	}
	if m, _ = typeKeys(t, m, "n"); m.status.Kind == view.BrowseNotAKey || m.Game() != 618 {
		t.Errorf("n after z: game %d, status %v", m.Game(), m.status.Kind)
	}
	next, _ := m.Update(tea.KeyPressMsg{Code: 'z', Mod: tea.ModAlt})
	if next.(Model).status.Kind == view.BrowseNotAKey {
		t.Error("alt+z while browsing was said as a character")
	}
	for _, c := range []struct{ key, want string }{ // keys that work elsewhere say where
		{"B", "B shows the daily board, on a freecell server only"},
		{"Y", "Y copies a won daily's share line while the line shows it (D shows today's)"},
	} {
		if m, _ = typeKeys(t, m, c.key); !strings.Contains(m.viewText(), c.want) {
			t.Errorf("%s while browsing, away from a server and with no daily won:\n%s", c.key, m.viewText())
		}
	}
}

// TestCtrlLRedraws: Ctrl+L draws the screen afresh, browsing and in a game,
// as terminal programs do after another program wrote over them.
func TestCtrlLRedraws(t *testing.T) {
	ctrlL := tea.KeyPressMsg{Code: 'l', Mod: tea.ModCtrl}
	browsing := sized(newModel(617), 100, 30)
	playing, _ := typeKeys(t, browsing, "enter")
	journey, _ := typeKeys(t, browsing, "m")
	for name, m := range map[string]Model{"browsing": browsing, "playing": playing, "the journey map": journey} {
		_, cmd := m.Update(ctrlL)
		if cmd == nil || fmt.Sprintf("%T", cmd()) != fmt.Sprintf("%T", tea.ClearScreen()) {
			t.Errorf("%s: ctrl+l gave no redraw", name)
		}
	}
}

// TestGameHelpSaysTheRules: a game's keys begin with the rules, which the
// program said nowhere (a player new to FreeCell learned them from
// refusals); a screen too small for them and the keys keeps the keys.
func TestGameHelpSaysTheRules(t *testing.T) {
	m, _ := playModel(t)
	m, _ = typeKeys(t, m, "?")
	for _, size := range []struct {
		w, h  int
		rules bool
	}{{100, 30, true}, {80, 24, true}, {200, 60, true}, {40, 12, false}} {
		full := ansi.Strip(sized(m, size.w, size.h).View().Content)
		if said := strings.Contains(full, "The goal: every card home"); said != size.rules {
			t.Errorf("%dx%d: the rules said %v, want %v:\n%s", size.w, size.h, said, size.rules, full)
		}
		if !strings.Contains(full, "undo") && size.h > 12 {
			t.Errorf("%dx%d: the keys are not on the first page:\n%s", size.w, size.h, full)
		}
	}
	if browsing, _ := typeKeys(t, sized(newModel(617), 100, 30), "?"); !browsing.ShowingFullHelp() || strings.Contains(ansi.Strip(browsing.View().Content), "The goal") {
		t.Error("the rules are said while browsing")
	}
}

// TestHelpPagesKeepOneWidth: on a screen too small for every key, the help's
// pages are framed alike, the frame not jumping as they turn: as wide (at
// 40x12 they were 39, 35 and 40 columns wide) and as tall, its title on the
// same row (at 80x24 the last page, shorter, moved down 6 rows).
func TestHelpPagesKeepOneWidth(t *testing.T) {
	for _, size := range [][2]int{{40, 12}, {80, 24}} {
		m, _ := playModel(t)
		m, _ = typeKeys(t, sized(m, size[0], size[1]), "?")
		title := func(m Model) (string, int) {
			for row, line := range strings.Split(ansi.Strip(m.View().Content), "\n") {
				if strings.Contains(line, "keys: playing the deal") {
					return strings.TrimSpace(line), row
				}
			}
			t.Fatalf("no help panel:\n%s", ansi.Strip(m.View().Content))
			return "", 0
		}
		first, firstRow := title(m)
		pages := 1
		for range 10 {
			next, _ := typeKeys(t, m, "down")
			if next.View().Content == m.View().Content {
				break
			}
			m, pages = next, pages+1
			if got, row := title(m); ansi.StringWidth(got) != ansi.StringWidth(first) || row != firstRow {
				t.Errorf("%v: page %d is framed %d wide from row %d, the first %d from row %d:\n%s", size, pages, ansi.StringWidth(got), row, ansi.StringWidth(first), firstRow, ansi.Strip(m.View().Content))
			}
		}
		if pages < 2 {
			t.Fatalf("the help fits one page at %v: the test needs a smaller screen", size)
		}
	}
}
