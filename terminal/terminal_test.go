package terminal

import (
	"bytes"
	"strings"
	"syscall"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
)

// counter is a model whose view is its count.
type counter struct{ n int }

func (c counter) Init() tea.Cmd { return nil }
func (c counter) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if k, ok := msg.(tea.KeyPressMsg); ok && k.String() == "n" {
		c.n++
	}
	return c, nil
}
func (c counter) View() tea.View {
	v := tea.NewView(strings.Repeat("count ", c.n+1))
	v.WindowTitle = "counter"
	v.ReportFocus = true
	return v
}

func newTestSession(out *bytes.Buffer) *session {
	return &session{frames: newFrames(out, []string{"TERM=xterm-256color"}, colorprofile.ANSI)}
}

// TestFramesDrawOnlyChanges: a frame is written when the view changes, and
// nothing at all when it does not.
func TestFramesDrawOnlyChanges(t *testing.T) {
	var out bytes.Buffer
	s := newTestSession(&out)
	s.frames.enter()
	if !strings.Contains(out.String(), ansi.SetModeAltScreenSaveCursor) || !strings.Contains(out.String(), ansi.HideCursor) {
		t.Errorf("entering: %q", out.String())
	}
	if !strings.HasPrefix(out.String(), "\x1b[22;0t") {
		t.Errorf("entering does not first push the terminal's title: %q", out.String())
	}
	var m tea.Model = painted{inner: counter{}, s: s}
	m, _ = m.Update(tea.WindowSizeMsg{Width: 40, Height: 5})
	if !strings.Contains(out.String(), "count") || !strings.Contains(out.String(), ansi.SetWindowTitle("counter")) {
		t.Fatalf("the first frame is not drawn: %q", out.String())
	}
	if !strings.Contains(out.String(), ansi.SetModeFocusEvent) {
		t.Errorf("focus reports are not switched on: %q", out.String())
	}
	out.Reset()
	m, _ = m.Update(tea.KeyPressMsg{Code: 'x', Text: "x"}) // changes nothing
	if out.Len() != 0 {
		t.Errorf("an unchanged view wrote %q", out.String())
	}
	m, _ = m.Update(tea.KeyPressMsg{Code: 'n', Text: "n"})
	if !strings.Contains(out.String(), "count") || strings.Contains(out.String(), ansi.SetWindowTitle("counter")) {
		t.Errorf("a changed view wrote %q", out.String())
	}
	if v := m.View(); v.Content != "" {
		t.Errorf("the wrapper's own view is %q: Bubble Tea must draw nothing", v.Content)
	}
	out.Reset()
	_, _ = m.Update(tea.WindowSizeMsg{Width: 30, Height: 5})
	if !strings.Contains(out.String(), "count count") {
		t.Errorf("a resize does not redraw the whole frame: %q", out.String())
	}
	out.Reset()
	s.frames.leave()
	if !strings.Contains(out.String(), ansi.ResetModeAltScreenSaveCursor) || !strings.Contains(out.String(), ansi.ShowCursor) ||
		!strings.Contains(out.String(), ansi.ResetModeFocusEvent) {
		t.Errorf("leaving: %q", out.String())
	}
	if left := out.String(); !strings.HasSuffix(left, "\x1b[23;0t") || !strings.Contains(left, ansi.SetWindowTitle("")) {
		t.Errorf("leaving does not clear our title and then pop the terminal's own: %q", left)
	}
	out.Reset()
	s.frames.enter() // as after a resume: the next frame switches them on again
	_, _ = m.Update(tea.KeyPressMsg{Code: 'x', Text: "x"})
	if !strings.Contains(out.String(), ansi.SetModeFocusEvent) {
		t.Errorf("focus reports are not switched on again after a resume: %q", out.String())
	}
}

// TestNothingDrawnWhileSuspended: between Ctrl+Z and the resume after fg,
// messages that come (a playback's steps) draw nothing: they drew the board
// on the shell's screen, outside the alternate screen.
func TestNothingDrawnWhileSuspended(t *testing.T) {
	var out bytes.Buffer
	s := newTestSession(&out)
	s.frames.enter()
	var m tea.Model = painted{inner: counter{}, s: s}
	m, _ = m.Update(tea.WindowSizeMsg{Width: 40, Height: 5})
	if msg := s.filter(m, tea.SuspendMsg{}); msg == nil {
		t.Fatal("the suspend was dropped")
	}
	out.Reset()
	m, _ = m.Update(tea.KeyPressMsg{Code: 'n', Text: "n"})
	if out.Len() != 0 {
		t.Errorf("a changed view drew while suspended: %q", out.String())
	}
	_, _ = m.Update(tea.ResumeMsg{})
	if s.suspended {
		t.Error("still suspended after the resume")
	}
}

func TestSignalEndsTheRun(t *testing.T) {
	var out bytes.Buffer
	m, cmd := painted{inner: counter{}, s: newTestSession(&out)}.Update(signalMsg{syscall.SIGTERM})
	if cmd == nil {
		t.Fatal("a signal does not quit")
	}
	if _, ok := cmd().(tea.QuitMsg); !ok || m.(painted).signal != syscall.SIGTERM {
		t.Errorf("after SIGTERM: %v, signal %v", cmd(), m.(painted).signal)
	}
}

func TestGuardTurnsPanicsIntoMessages(t *testing.T) {
	boom := func() tea.Msg { panic("boom") }
	if msg, ok := guard(boom)().(panicMsg); !ok || msg.value != "boom" || len(msg.stack) == 0 {
		t.Errorf("a panicking command gave %v", msg)
	}
	batch, ok := guard(tea.Batch(boom, func() tea.Msg { return nil }))().(tea.BatchMsg)
	if !ok {
		t.Fatal("a batch is not passed on")
	}
	if _, ok := batch[0]().(panicMsg); !ok {
		t.Error("a command in a batch is not guarded")
	}
	if guard(nil) != nil {
		t.Error("guard(nil) is a command")
	}
	defer func() {
		if recover() == nil {
			t.Error("a command's panic does not reach the event loop")
		}
	}()
	_, _ = painted{inner: counter{}, s: newTestSession(&bytes.Buffer{})}.Update(panicMsg{value: "boom"})
}
