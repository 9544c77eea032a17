package model

import (
	"fmt"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
	"github.com/freecell/freecell/state"
)

// solution617 is a solution of game 617 frozen as text, so that these tests and the
// golden do not change whenever the solver is tuned.
const solution617 = `4a 46 2b 21 4c 4d 41 4h 72 7h dh 47 74v2 7d 7h 83 8h 74 12 17 83 87 c7 8c 8h
b8 38 3b 3h 16 1h d6 1d 18 38 31 3h ah 3a 3h b3 a3 53 13 5a 57 17 65 21v2 6h ah 2a 2b 2h
6h 6h 68 6h 6h 71 7h 83 8h 8h ah 7h 17 57 2a 23 2h 4h 4h 7h 4h 7h 7h 5h 5h 7h 3h 7h 3h 7h
3h 7h 3h 3h 7h 7h ah 8h bh 3h dh 8h ch 3h 8h`

func frozenSolution(t testing.TB) []rules.Move {
	l, _ := dealer.Deal(617)
	p := rules.NewPosition(&l)
	var moves []rules.Move
	for _, text := range strings.Fields(solution617) {
		m, err := rules.ParseMove(text)
		if err == nil {
			m, err = p.Apply(m)
		}
		if err != nil {
			t.Fatalf("frozen solution: %s: %v", text, err)
		}
		moves = append(moves, m)
	}
	return moves
}

// playing617 is the model after a solve of 617 came back with the frozen solution.
func playing617(t testing.TB) Model { return playing617From(t, newModel(617)) }

// playing617From is m, showing 617, after that solve.
func playing617From(t testing.TB, m Model) Model {
	next, _ := m.Update(solvedMsg{id: m.solving.id, game: state.Key{Deal: 617, FreeCells: 4}, result: solver.Result{Status: solver.Solved, Moves: frozenSolution(t)}})
	m = next.(Model)
	if _, n, ok := m.PlaybackStep(); !ok || n != 47 {
		t.Fatalf("not in playback with 47 steps: %d, %v", n, ok)
	}
	return m
}

func TestGroupSteps(t *testing.T) {
	moves := frozenSolution(t)
	ends := rules.StepEnds(moves)
	if len(ends) != 47 || ends[len(ends)-1] != len(moves) {
		t.Fatalf("%d steps ending at %v", len(ends), ends)
	}
	start := 0
	for k, end := range ends {
		step := moves[start:end]
		if k > 0 && step[0].To == rules.Foundation && moves[start-1].To != rules.Foundation {
			t.Errorf("step %d starts with a foundation move after a player's move", k+1)
		}
		for _, m := range step[1:] {
			if m.To != rules.Foundation {
				t.Errorf("step %d holds two player moves", k+1)
			}
		}
		start = end
	}
	if got := rules.StepEnds(nil); len(got) != 0 {
		t.Errorf("no moves, steps %v", got)
	}
}

func TestPlaybackKeys(t *testing.T) {
	tests := []struct {
		name      string
		keys      []string
		wantStep  int
		wantMoves int  // moves made by the step shown
		wantPlay  bool // still in playback
	}{
		{"starts at the deal", nil, 0, 0, true},
		{"right steps a player's move and the foundation moves after it", []string{"right"}, 1, 1, true},
		{"l and n step forward", []string{"l", "n", "n", "n"}, 4, 4, true},
		{"left steps back", []string{"right", "right", "left"}, 1, 1, true},
		{"left clamps at the start", []string{"left", "left"}, 0, 0, true},
		{"end jumps to the won position", []string{"end"}, 47, 99, true},
		{"right clamps at the end", []string{"end", "right"}, 47, 99, true},
		{"home jumps to the start", []string{"end", "home"}, 0, 0, true},
		{"m steps single moves from where it is", []string{"right", "right", "right", "right", "right", "right", "right", "right", "m", "right"}, 12, 12, true},
		{"m again goes back to the step boundary", []string{"m", "right", "right", "right", "right", "right", "right", "right", "right", "right", "m"}, 7, 8, true},
		{"esc returns to browsing", []string{"right", "esc"}, 0, 0, false},
		{"b returns to browsing", []string{"b"}, 0, 0, false},
		{"browsing keys do not change the deal", []string{"r", "g", "s", "R"}, 0, 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, _ := typeKeys(t, playing617(t), tt.keys...)
			step, _, ok := m.PlaybackStep()
			if ok != tt.wantPlay || step != tt.wantStep {
				t.Fatalf("step %d playback %v; want %d, %v", step, ok, tt.wantStep, tt.wantPlay)
			}
			if m.Game() != 617 {
				t.Errorf("game changed to %d", m.Game())
			}
			if ok {
				replay, _ := rules.ReplayGame(617, rules.DefaultFreeCells, frozenSolution(t)[:tt.wantMoves])
				if m.Position() != *replay.End() {
					t.Errorf("the position on screen is not the one after %d moves", tt.wantMoves)
				}
			}
		})
	}
}

func TestPlaybackWords(t *testing.T) {
	tests := []struct {
		keys []string
		want []string
	}{
		{nil, []string{"solution: 47 moves"}},
		{[]string{"right", "right", "right"}, []string{"move 3/47: 2b", "K♠ from column 2 to free cell b"}},
		{[]string{"right", "right", "right", "right", "right", "right", "right", "right", "right", "right"}, []string{"move 10/47: 74v2", "and the card on it from column 7 to column 4"}},
		{[]string{"right", "right", "right", "right", "right", "right", "right"}, []string{"move 7/47: 41", "9♦ from column 4 to column 1, then A♣ home"}},
		{[]string{"m", "right", "right", "right", "right", "right", "right", "right", "right"}, []string{"card move 8/99: 4h", "home from column 4"}},
		{[]string{"end"}, []string{"move 47/47, solved: 23", "then 29 cards home"}},
		{[]string{"end", "right"}, []string{"the end: solved in 47 moves"}},
		{[]string{"right", "right", "right", "right", "right", "right", "right", "right"}, []string{"move 8/47: 72 dh"}}, // safe auto-play leaves free cell d's card, which the solution sends home: "72" alone fell behind it
		{[]string{"left"}, []string{"this is the deal: nothing comes before it"}},
	}
	for _, tt := range tests {
		m, _ := typeKeys(t, playing617(t), tt.keys...)
		screen := ansi.Strip(m.View().Content)
		for _, want := range tt.want {
			if !strings.Contains(screen, want) {
				t.Errorf("%v: %q is not on screen:\n%s", tt.keys, want, screen)
			}
		}
	}
}

// TestPlaybackTypedUnderAllAutoPlay: with auto-play sending every card
// that can go, a step's notation is its player's move alone, as that mode
// makes the step's moves home by itself.
func TestPlaybackTypedUnderAllAutoPlay(t *testing.T) {
	m := playing617(t)
	m.settings.Auto = rules.AutoAll
	for k := 1; k <= m.replay.steps(); k++ {
		if typed, first := m.replay.typed(k, m.settings.Auto), m.replay.notation[m.replay.shown(k-1)]; typed != first {
			t.Errorf("step %d typed under all auto-play: %q, want %q", k, typed, first)
		}
	}
}

func TestPlaybackAnimation(t *testing.T) {
	m, cmd := typeKeys(t, playing617(t), "space")
	if cmd == nil {
		t.Fatal("space did not start the animation")
	}
	for want := 1; want <= 3; want++ {
		next, c := m.Update(playTickMsg{id: m.playID})
		m = next.(Model)
		if step, _, _ := m.PlaybackStep(); step != want || c == nil {
			t.Fatalf("tick %d: step %d, next tick %v", want, step, c != nil)
		}
	}
	if screen := ansi.Strip(m.View().Content); !strings.Contains(screen, "500 ms a move · move 3/") || !strings.Contains(screen, "space pause") {
		t.Errorf("the speed, or space's word (pause), is not shown while playing:\n%s", screen)
	}
	m, _ = typeKeys(t, m, "+", "+")
	if screen := ansi.Strip(m.View().Content); !strings.Contains(screen, "250 ms a move") {
		t.Errorf("+ twice: \n%s", screen)
	}
	m, _ = typeKeys(t, m, "-", "-", "-", "-", "-", "-", "-", "-")
	if playIntervals[m.speed] != playIntervals[0] {
		t.Errorf("- does not stop at the slowest: %v", playIntervals[m.speed])
	}
	m, _ = typeKeys(t, m, "space") // pause
	if screen := ansi.Strip(m.View().Content); !strings.Contains(screen, "space play") {
		t.Errorf("paused, the key line does not say space plays:\n%s", screen)
	}
	next, c := m.Update(playTickMsg{id: m.playID})
	if step, _, _ := next.(Model).PlaybackStep(); step != 3 || c != nil {
		t.Errorf("a tick after pausing moved to step %d", step)
	}
	// Space at the end plays again from the start.
	m, _ = typeKeys(t, m, "end", "space")
	if step, _, _ := m.PlaybackStep(); step != 0 || !m.replay.playing {
		t.Errorf("space at the end: step %d playing %v", step, m.replay.playing)
	}
	// The animation stops by itself at the end, saying solved.
	m.replay.step = m.replay.steps() - 1
	next, c = m.Update(playTickMsg{id: m.playID})
	if step, n, _ := next.(Model).PlaybackStep(); step != n || c != nil || !strings.Contains(ansi.Strip(next.(Model).View().Content), "solved") {
		t.Errorf("the last tick: step %d of %d, another tick %v", step, n, c != nil)
	}
}

// TestPlaybackWaitsOutOfSight: on a screen too small for the board, a
// playback playing waits, and goes on as it fits again (it played on unseen,
// 22 moves on when the screen grew back).
func TestPlaybackWaitsOutOfSight(t *testing.T) {
	m, _ := typeKeys(t, playing617(t), "space")
	m = sized(m, 20, 5)
	next, c := m.Update(playTickMsg{id: m.playID})
	if step, _, _ := next.(Model).PlaybackStep(); step != 0 || c == nil {
		t.Fatalf("out of sight: step %d, another tick %v", step, c != nil)
	}
	for _, size := range [][2]int{{60, 10}, {30, 10}} {
		if text := sized(next.(Model), size[0], size[1]).viewText(); !strings.Contains(text, "playback waits") {
			t.Errorf("%dx%d, too small, does not say the playback waits:\n%s", size[0], size[1], text)
		}
	}
	if help, _ := typeKeys(t, sized(next.(Model), 100, 30), "?"); !help.ShowingFullHelp() || !strings.Contains(sized(help, 60, 10).viewText(), "playback waits") { // the keys' panel over it
		t.Errorf("the keys' panel open, too small, does not say the playback waits:\n%s", sized(help, 60, 10).viewText())
	}
	if text := sized(playing617(t), 60, 10).viewText(); strings.Contains(text, "waits") { // not playing: nothing to wait
		t.Errorf("paused, too small, says the playback waits:\n%s", text)
	}
	m = sized(next.(Model), 100, 30)
	next, _ = m.Update(playTickMsg{id: m.playID})
	if step, _, _ := next.(Model).PlaybackStep(); step != 1 {
		t.Errorf("in sight again: step %d, want 1", step)
	}
}

// TestBoardStaysPut: through a whole playback the title, the column numbers and
// the status line stay on the same rows, and the cards keep their width.
func TestBoardStaysPut(t *testing.T) {
	for _, size := range []struct{ w, h int }{{80, 24}, {100, 30}, {120, 40}, {200, 60}, {60, 20}} {
		next, _ := playing617(t).Update(tea.WindowSizeMsg{Width: size.w, Height: size.h})
		m := next.(Model)
		var first []string
		for step := 0; step <= m.replay.steps(); step++ {
			lines := strings.Split(ansi.Strip(m.View().Content), "\n")
			numbers := indexOf(lines, "1 ")
			status := indexOf(lines, "move ")
			if step == 0 {
				status = indexOf(lines, "solution: ")
			}
			if numbers < 0 || status < 0 {
				t.Fatalf("%dx%d step %d: no column numbers or status:\n%s", size.w, size.h, step, strings.Join(lines, "\n"))
			}
			fixed := []string{
				fmt.Sprint("title on row ", indexOf(lines, "FreeCell #617")),
				fmt.Sprint("numbers on row ", numbers), lines[numbers],
				fmt.Sprint("status on row ", status),
			}
			if first == nil {
				first = fixed
			}
			for i := range fixed {
				if fixed[i] != first[i] {
					t.Fatalf("%dx%d step %d: %q, at first %q", size.w, size.h, step, fixed[i], first[i])
				}
			}
			m, _ = typeKeys(t, m, "right")
		}
	}
}

// indexOf is the first line that holds s, trimmed of spaces, or -1.
func indexOf(lines []string, s string) int {
	for i, l := range lines {
		if strings.HasPrefix(strings.TrimSpace(l), s) || s == "FreeCell #617" && strings.Contains(l, s) {
			return i
		}
	}
	return -1
}

// TestMarksWithoutColour: the cards and places a step marks differ from the rest
// with no colour at all (reverse video and a double outline).
func TestMarksWithoutColour(t *testing.T) {
	for _, size := range []struct{ w, h int }{{80, 24}, {40, 30}} {
		next, _ := playing617(t).Update(tea.WindowSizeMsg{Width: size.w, Height: size.h})
		m := next.(Model)
		next, _ = m.Update(tea.ColorProfileMsg{Profile: colorprofile.Ascii})
		m, _ = typeKeys(t, next.(Model), "right", "right", "right")
		screen := m.View().Content
		if !strings.Contains(screen, "\x1b[7m") && !strings.Contains(screen, ";7m") {
			t.Errorf("%dx%d: nothing in reverse video:\n%q", size.w, size.h, screen)
		}
		if size.w == 80 && !strings.Contains(ansi.Strip(screen), "╔") {
			t.Errorf("no double outline:\n%s", ansi.Strip(screen))
		}
		if strings.Contains(screen, "38;") || strings.Contains(screen, "\x1b[3") && strings.Contains(screen, "m") && colourCode(screen) {
			t.Errorf("colour in a no-colour screen")
		}
	}
}

// colourCode reports whether a screen holds a foreground or background colour.
func colourCode(s string) bool {
	for _, p := range []string{"[3", ";3", "[4", ";4", "[9", ";9", "[10", ";10"} {
		for i := strings.Index(s, p); i >= 0; i = strings.Index(s[i+1:], p) + i + 1 {
			rest := s[i+len(p):]
			if len(rest) > 0 && rest[0] >= '0' && rest[0] <= '9' {
				return true
			}
			if !strings.Contains(s[i+1:], p) {
				break
			}
		}
	}
	return false
}

// runCmd runs a command and everything it batches, returning the messages.
func runCmd(cmd tea.Cmd) []tea.Msg {
	if cmd == nil {
		return nil
	}
	msg := cmd()
	if batch, ok := msg.(tea.BatchMsg); ok {
		var out []tea.Msg
		for _, c := range batch {
			out = append(out, runCmd(c)...)
		}
		return out
	}
	return []tea.Msg{msg}
}

// deliver feeds back the messages of a finished background job.
func deliver(m Model, msgs []tea.Msg) Model {
	for _, msg := range msgs {
		switch msg.(type) {
		case solvedMsg, solvableFoundMsg:
			next, _ := m.Update(msg)
			m = next.(Model)
		}
	}
	return m
}

func TestSolveKey(t *testing.T) {
	m, cmd := typeKeys(t, newModel(617), "s")
	if !m.Solving() || !strings.Contains(ansi.Strip(m.View().Content), "solving game 617") {
		t.Fatalf("s did not start a solve:\n%s", ansi.Strip(m.View().Content))
	}
	m = deliver(m, runCmd(cmd))
	if _, n, ok := m.PlaybackStep(); !ok || n == 0 || m.Solving() {
		t.Fatalf("after the solve: playback %v with %d steps, solving %v", ok, n, m.Solving())
	}

	m, cmd = typeKeys(t, newModel(11982), "s")
	m = deliver(m, runCmd(cmd))
	if v, _ := m.Verdict(11982); v != solver.Impossible {
		t.Fatalf("11982: verdict %v", v)
	}
	if screen := ansi.Strip(m.View().Content); !strings.Contains(screen, "impossible") {
		t.Errorf("11982 is not labelled impossible:\n%s", screen)
	}
	if _, _, ok := m.PlaybackStep(); ok {
		t.Error("an impossible deal went into playback")
	}
}

// TestSolutionIsKeptForTheSession: Esc then s shows the solution again at once.
func TestSolutionIsKeptForTheSession(t *testing.T) {
	m, cmd := typeKeys(t, newModel(617), "s")
	m = deliver(m, runCmd(cmd))
	m, _ = typeKeys(t, m, "right", "esc", "n", "p")
	m, cmd = typeKeys(t, m, "s")
	if cmd != nil || m.Solving() {
		t.Error("the second s solved again")
	}
	if step, _, ok := m.PlaybackStep(); !ok || step != 0 {
		t.Errorf("the second s: playback %v at step %d", ok, step)
	}
}

func TestEscStopsTheSolve(t *testing.T) {
	m, cmd := typeKeys(t, newModel(-2), "s")
	m, _ = typeKeys(t, m, "esc")
	if m.Solving() {
		t.Fatal("esc did not stop the solve")
	}
	if screen := ansi.Strip(m.View().Content); !strings.Contains(screen, "stopped solving game -2") {
		t.Errorf("the stop is not said:\n%s", screen)
	}
	m = deliver(m, runCmd(cmd)) // the cancelled solve's result arrives late
	if _, _, ok := m.PlaybackStep(); ok || m.Solving() || m.Game() != -2 {
		t.Errorf("a stopped solve took effect")
	}
	if _, known := m.Verdict(-2); known {
		t.Error("a stopped solve left a verdict")
	}
}

func TestMovingAwayCancelsTheSolve(t *testing.T) {
	m, cmd := typeKeys(t, newModel(617), "s")
	m, _ = typeKeys(t, m, "n")
	if m.Solving() {
		t.Error("still solving after moving to another deal")
	}
	m = deliver(m, runCmd(cmd)) // the old result arrives late
	if _, _, ok := m.PlaybackStep(); ok || m.Game() != 618 {
		t.Errorf("a stale solve took effect: game %d, playback %v", m.Game(), ok)
	}
}

func TestRandomSolvableOnly(t *testing.T) {
	m := New(1, Options{Random: randomSequence(11982, 617)})
	next, _ := m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	m = next.(Model)
	m, _ = typeKeys(t, m, "R")
	m, cmd := typeKeys(t, m, "r")
	m = deliver(m, runCmd(cmd))
	if m.Game() != 617 {
		t.Errorf("random solvable deal %d, want 617 (11982 is impossible)", m.Game())
	}
	m, _ = typeKeys(t, m, "R", "r") // back to any deal: the next draw is taken as is
	if m.Game() != 11982 {
		t.Errorf("with R off, r gave %d, want 11982", m.Game())
	}
}

// TestPlaybackWordsAreNeverCutOff: at 80 and 60 columns, every step's status
// line is said in full, in fewer words where the full ones do not fit.
func TestPlaybackWordsAreNeverCutOff(t *testing.T) {
	for _, width := range []int{60, 80} {
		m := sized(playing617(t), width, 24)
		for step := 0; ; step++ {
			lines := strings.Split(m.viewText(), "\n")
			for _, line := range lines {
				if strings.Contains(line, "step ") && strings.HasSuffix(strings.TrimSpace(line), "…") {
					t.Errorf("%d columns, step %d: cut off: %q", width, step, line)
				}
			}
			if s, n, _ := m.PlaybackStep(); s == n {
				break
			}
			m, _ = typeKeys(t, m, "right")
		}
	}
}

func TestSpeedChangeIsShown(t *testing.T) {
	m, _ := typeKeys(t, playing617(t), "+")
	if !strings.Contains(m.viewText(), "speed: 350 ms a move") {
		t.Errorf("+ while paused says nothing:\n%s", m.viewText())
	}
}

// TestPlaybackSpeedLineFits: the speed said over a step's words at 80 and 60
// columns says fewer words rather than cut the line off ("speed: 1,000 ms a
// move (space plays)  move 47/47, solved: 23 …" ended in "…").
func TestPlaybackSpeedLineFits(t *testing.T) {
	for _, width := range []int{80, 60} {
		m, _ := typeKeys(t, sized(playing617(t), width, 24), "end", "+")
		lines := strings.Split(ansi.Strip(m.View().Content), "\n")
		line := lines[len(lines)-2]
		if !strings.Contains(line, "speed:") || !strings.Contains(line, "move 47/47, solved: 23") || strings.Contains(line, "…") {
			t.Errorf("at %d columns: %q", width, line)
		}
	}
}
