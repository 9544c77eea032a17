package terminal

import (
	"errors"
	"fmt"
	"os"
	"os/signal"
	"runtime/debug"
	"syscall"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	uv "github.com/charmbracelet/ultraviolet"
	"github.com/charmbracelet/x/term"
)

// Options of a run.
type Options struct {
	Profile colorprofile.Profile // the colours to write; colorprofile.Ascii for none
	Env     []string             // the environment, for the terminal's type
}

// Result is how a run ended.
type Result struct {
	Model  tea.Model // the model as it was at the end
	Signal os.Signal // the signal that ended the run, or nil
}

// StopSignals end a run the way a terminal user or a service manager asks:
// Ctrl+C, kill, and the terminal going away.
var StopSignals = []os.Signal{os.Interrupt, syscall.SIGTERM, syscall.SIGHUP}

// ErrNoTerminal is returned when standard output is not a terminal.
var ErrNoTerminal = errors.New("standard output is not a terminal")

// ErrNoKeys is returned when standard input is not a terminal and the
// process has no terminal of its own (/dev/tty) to read keys from.
var ErrNoKeys = errors.New("no terminal to read keys from")

// Run runs m full-screen on the terminal of standard output until it quits or a
// stop signal arrives, and leaves the terminal as it found it.
func Run(m tea.Model, opts Options) (res Result, err error) {
	out := os.Stdout
	if !term.IsTerminal(out.Fd()) {
		return Result{Model: m}, ErrNoTerminal
	}
	in := os.Stdin
	if !term.IsTerminal(in.Fd()) { // keys come from the terminal, whatever stdin is
		tty, _, err := tea.OpenTTY()
		if err != nil {
			return Result{Model: m}, fmt.Errorf("%w: %w", ErrNoKeys, err)
		}
		defer tty.Close()
		in = tty
	}
	width, height, err := term.GetSize(out.Fd())
	if err != nil {
		return Result{Model: m}, err
	}
	s := &session{in: in, out: out, frames: newFrames(out, opts.Env, opts.Profile)}
	if err := s.raw(); err != nil {
		return Result{Model: m}, err
	}
	defer s.restore()
	s.frames.enter()
	keys, closeKeys := guardInput(in) // a paste that never ends cannot take every key
	defer closeKeys()

	p := tea.NewProgram(painted{inner: m, s: s},
		tea.WithoutRenderer(), tea.WithFPS(1), // frames draws; Bubble Tea only reads keys
		tea.WithInput(keys), tea.WithOutput(out), tea.WithEnvironment(opts.Env),
		tea.WithColorProfile(opts.Profile), tea.WithWindowSize(width, height),
		tea.WithoutSignalHandler(), tea.WithoutCatchPanics(), tea.WithFilter(s.filter))
	stopSizes := s.watchSizes(p)
	defer stopSizes()
	stopSignalsWatch := watchSignals(p)
	defer stopSignalsWatch()

	final, err := p.Run()
	if a, ok := final.(painted); ok {
		res = Result{Model: a.inner, Signal: a.signal}
	}
	if errors.Is(err, tea.ErrProgramKilled) && res.Signal != nil {
		err = nil
	}
	return res, err
}

// session is the terminal's state during a run.
type session struct {
	in, out *os.File
	frames  *frames
	saved   *term.State // the terminal's mode before raw mode
	remote  bool        // a Remote's: no process state of its own, and a panic ends the run alone
	// suspended: the terminal is given back for Ctrl+Z, until the ResumeMsg
	// after fg. Messages that came meanwhile (a playback's steps) are
	// handled before it, and their frames drew the board on the shell's
	// screen.
	suspended bool
	max       Size // a Remote's largest frame
	// A Remote's frames are drawn at most one every frameGap: messages that
	// come faster (a flood of keys, a burst of sizes) are drawn together.
	drawnAt  time.Time
	drawHeld bool        // a frame is held back, and a drawMsg will come
	budget   frameBudget // and fewer while a flood of input goes on
}

// frameGap is the least time between two frames of a Remote: 60 a second,
// as many as a player sees, and a flood's cost bounded.
const frameGap = time.Second / 60

// drawMsg asks for a frame held back by frameGap.
type drawMsg struct{}

// paint draws m's view, or for a Remote holds it back until frameGap has
// passed since the last frame and its budget has one (the command that
// returns then is the ask).
func (s *session) paint(m tea.Model) tea.Cmd {
	if s.suspended {
		return nil // drawn whole at the resume
	}
	if !s.remote {
		s.frames.draw(m.View())
		return nil
	}
	if s.drawHeld {
		return nil
	}
	now := time.Now()
	if wait := max(frameGap-now.Sub(s.drawnAt), s.budget.wait(now)); wait > 0 {
		s.drawHeld = true
		return tea.Tick(wait, func(time.Time) tea.Msg { return drawMsg{} })
	}
	s.frames.draw(m.View())
	s.drawnAt = now
	s.budget.spend(now)
	return nil
}

func (s *session) raw() error {
	state, err := term.MakeRaw(s.in.Fd())
	if err != nil {
		return fmt.Errorf("cannot set the terminal up: %w", err)
	}
	s.saved = state
	return nil
}

// restore leaves the alternate screen and raw mode, also when a panic is on its
// way out (which it lets go on, to be printed on the restored screen).
func (s *session) restore() {
	s.frames.leave()
	if s.saved != nil {
		_ = term.Restore(s.in.Fd(), s.saved)
		s.saved = nil
	}
}

// filter sees Bubble Tea's own messages before it acts on them: before it
// suspends the process (Ctrl+Z), the terminal is given back.
func (s *session) filter(_ tea.Model, msg tea.Msg) tea.Msg {
	if _, ok := msg.(tea.SuspendMsg); ok {
		if s.remote {
			return nil // a server's process is never suspended for a player
		}
		s.restore()
		s.suspended = true
	}
	return msg
}

// watchSizes tells the program when the terminal is resized (SIGWINCH; where
// there is none, Bubble Tea's input reader reports resizes itself).
func (s *session) watchSizes(p *tea.Program) (stop func()) {
	n := uv.NewSizeNotifier(s.out)
	if err := n.Start(); err != nil {
		return func() {}
	}
	done := make(chan struct{})
	go func() {
		for {
			select {
			case <-n.C:
				if w, h, err := n.GetSize(); err == nil {
					p.Send(tea.WindowSizeMsg{Width: w, Height: h})
				}
			case <-done:
				return
			}
		}
	}()
	return func() { close(done); _ = n.Stop() }
}

// signalMsg is a stop signal that arrived.
type signalMsg struct{ sig os.Signal }

func watchSignals(p *tea.Program) (stop func()) {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, StopSignals...)
	done := make(chan struct{})
	go func() {
		select {
		case sig := <-ch:
			p.Send(signalMsg{sig})
		case <-done:
		}
	}()
	return func() { signal.Stop(ch); close(done) }
}

// painted wraps the model: after each message it draws the model's view, and
// its own View is empty, since Bubble Tea draws nothing.
type painted struct {
	inner    tea.Model
	s        *session
	signal   os.Signal
	panicked string // a Remote's run that panicked: what, and where
}

func (a painted) Init() tea.Cmd { return guard(a.inner.Init()) }

func (a painted) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if a.s.remote {
		return a.survive(func() (tea.Model, tea.Cmd) { return a.update(msg) })
	}
	return a.update(msg)
}

func (a painted) update(msg tea.Msg) (tea.Model, tea.Cmd) {
	var extra tea.Cmd
	switch msg := msg.(type) {
	case signalMsg:
		a.signal = msg.sig
		return a, tea.Quit
	case panicMsg:
		panic(fmt.Sprintf("%v\n\n%s", msg.value, msg.stack)) // in the event loop, where Run restores the terminal
	case tea.WindowSizeMsg:
		a.s.frames.resize(msg.Width, msg.Height)
	case tea.ResumeMsg:
		if a.s.remote {
			break
		}
		a.s.suspended = false
		if err := a.s.raw(); err != nil {
			return a, tea.Quit
		}
		a.s.frames.enter()
		extra = a.s.sizeNow
	}
	if _, ok := msg.(drawMsg); ok { // a frame held back: drawn now, of the model as it is
		a.s.drawHeld = false
		a.s.paint(a.inner)
		return a, nil
	}
	next, cmd := a.inner.Update(msg)
	a.inner = next
	return a, tea.Batch(guard(cmd), extra, a.s.paint(next))
}

func (a painted) View() tea.View { return tea.View{} }

// sizeNow reports the terminal's size, which may have changed while suspended.
func (s *session) sizeNow() tea.Msg {
	w, h, err := term.GetSize(s.out.Fd())
	if err != nil {
		return nil
	}
	return tea.WindowSizeMsg{Width: w, Height: h}
}

// panicMsg carries a command's panic back to the event loop.
type panicMsg struct {
	value any
	stack []byte
}

// guard makes a command's panic a message, so that it ends the run with the
// terminal restored rather than killing the process in raw mode.
func guard(cmd tea.Cmd) tea.Cmd {
	if cmd == nil {
		return nil
	}
	return func() (msg tea.Msg) {
		defer func() {
			if r := recover(); r != nil {
				msg = panicMsg{r, debug.Stack()}
			}
		}()
		msg = cmd()
		if batch, ok := msg.(tea.BatchMsg); ok {
			for i := range batch {
				batch[i] = guard(batch[i])
			}
		}
		return msg
	}
}
