package terminal

import (
	"io"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	uv "github.com/charmbracelet/ultraviolet"
	"github.com/charmbracelet/x/ansi"
)

// frames draws views on a full-screen terminal, writing only what changed since
// the last frame (ultraviolet's renderer does the diffing), and only when asked:
// nothing runs between frames.
type frames struct {
	out           io.Writer
	scr           *uv.TerminalRenderer
	buf           uv.ScreenBuffer
	width, height int
	content       string // the content on screen
	title         string
	mouse         tea.MouseMode // the mouse reports the terminal sends
	focus         bool          // the terminal reports gaining and losing focus
	drawn         bool          // content is on screen; false after entering or a resize
}

func newFrames(out io.Writer, env []string, profile colorprofile.Profile) *frames {
	f := &frames{out: out, scr: uv.NewTerminalRenderer(out, env), buf: uv.NewScreenBuffer(0, 0)}
	f.scr.SetColorProfile(profile)
	f.scr.SetTabStops(-1) // no cursor moves that rely on the terminal's tab stops
	f.scr.SetBackspace(false)
	f.scr.SetMapNewline(false) // raw mode: a line feed does not return the carriage
	return f
}

// enter switches to the alternate screen with the cursor hidden; the next frame
// is drawn whole.
func (f *frames) enter() {
	// The background colour is asked for here, at once: Bubble Tea, drawing
	// nothing, would send the model's own request only on its next slow tick.
	// Bracketed paste: text pasted arrives as one paste, not as keys typed.
	// The window's title is pushed on the terminal's stack, for leave to
	// restore (a terminal without one ignores both).
	f.write(pushTitle + ansi.SetModeAltScreenSaveCursor + ansi.HideCursor + ansi.EraseEntireScreen + ansi.SetModeBracketedPaste + ansi.RequestBackgroundColor)
	f.scr.SetFullscreen(true)
	f.scr.SetRelativeCursor(false)
	f.scr.Erase()
	f.drawn, f.title, f.mouse, f.focus = false, "", tea.MouseModeNone, false
}

// XTWINOPS 22 and 23 with 0: push the window's and icon's titles on the
// terminal's stack, and pop them back.
var pushTitle, popTitle = ansi.WindowOp(22, 0), ansi.WindowOp(23, 0)

// leave restores the main screen, the cursor and the window title: the one
// the terminal had, where it keeps a stack of them, or else none.
func (f *frames) leave() {
	seq := ansi.ShowCursor + ansi.ResetModeBracketedPaste + ansi.ResetModeAltScreenSaveCursor
	if f.title != "" {
		seq += ansi.SetWindowTitle("")
	}
	if f.mouse != tea.MouseModeNone {
		seq += mouseOff
	}
	if f.focus {
		seq += ansi.ResetModeFocusEvent
	}
	f.write(seq + popTitle)
	f.drawn, f.title, f.mouse, f.focus = false, "", tea.MouseModeNone, false
}

// resize takes the terminal's new size; the next frame is drawn whole.
func (f *frames) resize(width, height int) {
	if width == f.width && height == f.height {
		return
	}
	f.width, f.height = width, height
	f.buf.Resize(width, height)
	f.scr.Resize(width, height)
	f.scr.Erase()
	f.drawn = false
}

// draw puts v on screen, writing the changes in one write.
func (f *frames) draw(v tea.View) {
	if v.WindowTitle != f.title {
		f.write(ansi.SetWindowTitle(v.WindowTitle))
		f.title = v.WindowTitle
	}
	if v.MouseMode != f.mouse {
		f.write(mouseModes[v.MouseMode])
		f.mouse = v.MouseMode
	}
	if v.ReportFocus != f.focus { // switched on after entering (and again after a resume), off on leaving
		f.write(map[bool]string{true: ansi.SetModeFocusEvent, false: ansi.ResetModeFocusEvent}[v.ReportFocus])
		f.focus = v.ReportFocus
	}
	if f.drawn && v.Content == f.content || f.width <= 0 || f.height <= 0 {
		return
	}
	f.buf.Clear()
	uv.NewStyledString(v.Content).Draw(f.buf, f.buf.Bounds())
	f.scr.Render(f.buf.RenderBuffer)
	_ = f.scr.Flush() // a terminal that went away is noticed by the input's end
	f.content, f.drawn = v.Content, true
}

// mouseOff stops every kind of mouse report.
const mouseOff = ansi.ResetModeMouseButtonEvent + ansi.ResetModeMouseAnyEvent + ansi.ResetModeMouseExtSgr

// mouseModes are the sequences that switch to each mouse mode, reports in SGR.
var mouseModes = map[tea.MouseMode]string{
	tea.MouseModeNone:       mouseOff,
	tea.MouseModeCellMotion: ansi.ResetModeMouseAnyEvent + ansi.SetModeMouseButtonEvent + ansi.SetModeMouseExtSgr,
	tea.MouseModeAllMotion:  ansi.ResetModeMouseButtonEvent + ansi.SetModeMouseAnyEvent + ansi.SetModeMouseExtSgr,
}

func (f *frames) write(s string) { _, _ = io.WriteString(f.out, s) }
