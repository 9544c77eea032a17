package accessible

import (
	"errors"
	"io"
	"os"

	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/model"
	"github.com/freecell/freecell/terminal"
)

// Options of a run.
type Options struct {
	In  io.Reader // the lines typed
	Out io.Writer // the sentences said
	// Echo edits the lines typed on a raw terminal (a remote's, ssh -t):
	// each character is written back, Backspace erases, Enter ends the line,
	// Ctrl+C quits and Ctrl+D on an empty line ends the input. Without it
	// the terminal's own line discipline does all that.
	Echo bool
	Env  []string
	Stop <-chan os.Signal // a signal or a server's stop: the run quits, and Result.Signal is it
}

// LineMost is the most characters a typed line holds: past it the rest of
// the line is left out, and the line refused.
const LineMost = 1024

// The screen the model lays its lines out on: wide, so that no line is
// cut short for room.
const screenWidth, screenHeight = 200, 60

// Run runs m in the accessible mode until the player quits, the input ends
// or a stop comes; the model comes back in the Result for the caller to
// close, as a board's run's does.
func Run(m model.Model, opts Options) (terminal.Result, error) {
	if opts.Echo { // the lines typed and the sentences said share it (see lineEcho)
		opts.Out = &lineEcho{out: opts.Out}
	}
	r := &reader{inner: m, out: opts.Out, newline: "\n", room: make(chan struct{}, waitingMost)}
	if opts.Echo {
		r.newline = "\r\n"
	}
	p := tea.NewProgram(r,
		tea.WithoutRenderer(), tea.WithInput(nil), tea.WithOutput(io.Discard), tea.WithEnvironment(opts.Env),
		tea.WithWindowSize(screenWidth, screenHeight), tea.WithoutSignalHandler())
	done := make(chan struct{})
	defer close(done)
	go readLines(opts, p.Send, done, r.room)
	if opts.Stop != nil {
		go func() {
			select {
			case sig := <-opts.Stop:
				p.Send(stopMsg{sig})
			case <-done:
			}
		}()
	}
	final, err := p.Run()
	res := terminal.Result{Model: m}
	if f, ok := final.(*reader); ok {
		res = terminal.Result{Model: f.inner, Signal: f.signal}
	}
	if errors.Is(err, tea.ErrProgramKilled) && res.Signal != nil {
		err = nil
	}
	if f, ok := final.(*reader); ok && err == nil && f.lost != nil {
		err = &OutputError{Err: f.lost}
	}
	return res, err
}

// OutputError is a write of the sentences said that failed (a full disk, a
// reader gone): the run ended there, its game kept as a quit keeps it.
type OutputError struct{ Err error }

func (e *OutputError) Error() string { return "the output failed: " + e.Err.Error() }

func (e *OutputError) Unwrap() error { return e.Err }
