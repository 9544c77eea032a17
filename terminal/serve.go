package terminal

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
)

// Size is a terminal's size in cells.
type Size struct{ Width, Height int }

// Remote is a terminal at the far end of a connection (an SSH session): its
// keys, where its frames go, its size and its changes.
type Remote struct {
	In      io.Reader
	Out     io.Writer
	Size    Size
	Sizes   <-chan Size // the window's changes, while the run lasts
	Env     []string    // TERM and the rest, for the terminal's type
	Profile colorprofile.Profile
	Max     Size             // frames are drawn no larger than this, whatever the terminal claims
	Stop    <-chan os.Signal // a stop the server asks for (ServerStopping, Idle, HungUp): the model is told, as of a signal, and quits
	// NewlineReturns says that a line feed written also returns the
	// carriage, as an SSH server's emulated terminal makes it do.
	NewlineReturns bool
}

// ErrPanicked is returned when the model panicked: the run ended, and only it.
var ErrPanicked = errors.New("the viewer failed")

// Serve runs m on a remote terminal until it quits, or a stop comes (the
// model is told as a local run is of a signal, and quits; Result.Signal is
// the stop), drawing with this package's frames. Unlike Run it owns no process state:
// no raw mode (the client's terminal is raw already), no signals, no
// suspending; and a panic ends this run alone, with the model as it was
// before the message that panicked (err is ErrPanicked, with what panicked).
func Serve(m tea.Model, r Remote) (res Result, err error) {
	s := &session{frames: newFrames(r.Out, r.Env, r.Profile), remote: true, max: r.Max}
	s.frames.scr.SetMapNewline(r.NewlineReturns)
	size := s.capped(r.Size)
	s.frames.enter()
	defer s.frames.leave()
	in := readRemote(r.In, r.Env)
	defer in.end()
	p := tea.NewProgram(painted{inner: m, s: s},
		tea.WithoutRenderer(), tea.WithFPS(1),
		tea.WithInput(in.quiet), tea.WithOutput(r.Out), tea.WithEnvironment(r.Env),
		tea.WithColorProfile(r.Profile), tea.WithWindowSize(size.Width, size.Height),
		tea.WithoutSignalHandler(), tea.WithFilter(s.filter))
	go in.feed(p)
	done := make(chan struct{})
	defer close(done)
	go relay(r, s.capped, p.Send, done)
	final, err := p.Run()
	if a, ok := final.(painted); ok {
		res = Result{Model: a.inner, Signal: a.signal}
		if a.panicked != "" {
			return res, fmt.Errorf("%w: %s", ErrPanicked, a.panicked)
		}
	}
	if errors.Is(err, tea.ErrProgramKilled) && res.Signal != nil {
		err = nil
	}
	return res, err
}

// SizeGap is the least time between two sizes a Remote's program is given:
// a client may send window changes without end, and each is a frame drawn
// whole at the new size, its buffers made anew (a hundred clients flipping
// between 40×12 and 300×100 took a server past 1.5 GB and its honest
// players' frames to a second's wait). A burst is given as its first size
// and, SizeGap on, its latest.
const SizeGap = 100 * time.Millisecond

// relay hands r's sizes, capped, and its stop to the program by send, until
// done: sizes at most one each SizeGap, the latest.
func relay(r Remote, capped func(Size) Size, send func(tea.Msg), done <-chan struct{}) {
	sizes, timer := r.Sizes, time.NewTimer(0)
	defer timer.Stop()
	<-timer.C
	var latest Size
	var last time.Time
	held := false
	for {
		var due <-chan time.Time
		if held {
			due = timer.C
		}
		select {
		case sz, ok := <-sizes:
			switch {
			case !ok:
				sizes = nil
			case held:
				latest = capped(sz)
			case time.Since(last) >= SizeGap:
				sz = capped(sz)
				send(tea.WindowSizeMsg{Width: sz.Width, Height: sz.Height})
				last = time.Now()
			default:
				latest, held = capped(sz), true
				timer.Reset(SizeGap - time.Since(last))
			}
		case <-due:
			send(tea.WindowSizeMsg{Width: latest.Width, Height: latest.Height})
			last, held = time.Now(), false
		case sig := <-r.Stop:
			send(signalMsg{sig})
			return
		case <-done:
			return
		}
	}
}

// The stops a server asks of a Remote's run, as signals.
var (
	ServerStopping os.Signal = stop("the server is stopping")
	Idle           os.Signal = stop("no keypress for too long")
	HungUp         os.Signal = stop("the connection closed")
)

// stop is a server's reason to end a run.
type stop string

func (s stop) String() string { return string(s) }
func (stop) Signal()          {}

// capped is size within the largest frame drawn; a size the client left
// unknown (0, as ssh -tt with its input piped gives) is a terminal's usual.
func (s *session) capped(size Size) Size {
	if size.Width <= 0 || size.Height <= 0 {
		size = Size{unknownWidth, unknownHeight}
	}
	if s.max.Width > 0 {
		size.Width = min(size.Width, s.max.Width)
	}
	if s.max.Height > 0 {
		size.Height = min(size.Height, s.max.Height)
	}
	return Size{max(size.Width, 0), max(size.Height, 0)}
}

// The size of a remote terminal whose client gives none.
const unknownWidth, unknownHeight = 80, 24

// survive runs update, turning a panic into the end of the run: the model
// stays as it was, and the panic is kept to be said.
func (a painted) survive(update func() (tea.Model, tea.Cmd)) (m tea.Model, cmd tea.Cmd) {
	defer func() {
		if r := recover(); r != nil {
			a.panicked = fmt.Sprintf("%v\n\n%s", r, debug.Stack())
			m, cmd = a, tea.Quit
		}
	}()
	return update()
}
