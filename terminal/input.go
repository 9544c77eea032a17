package terminal

import (
	"context"
	"io"
	"strings"

	tea "charm.land/bubbletea/v2"
	uv "github.com/charmbracelet/ultraviolet"
)

// remoteInput reads a remote terminal's keys into a program as Bubble Tea
// would, but so that none can be left waiting when the program has ended.
// Bubble Tea's own reader hands each event to the program with a send that
// never gives up: when the program ends while a read's events are still
// being handed over (a session that quits or hangs up amid a flood of
// keys), that goroutine and its events stay for good, one more for each
// such session. Here the events go through Program.Send, which drops what
// comes after the end, and the program is given an input of its own that
// never yields a byte (it still sends its queries, whose answers come back
// through here) and ends as the run does.
type remoteInput struct {
	events chan uv.Event
	quiet  *io.PipeReader // the program's own input: nothing, to the end
	hush   *io.PipeWriter
	stop   context.CancelFunc
}

// readRemote starts reading in, a terminal of the type env's TERM says.
func readRemote(in io.Reader, env []string) *remoteInput {
	ctx, stop := context.WithCancel(context.Background())
	quiet, hush := io.Pipe()
	ri := &remoteInput{events: make(chan uv.Event), quiet: quiet, hush: hush, stop: stop}
	reader := uv.NewTerminalReader(in, termOf(env))
	go func() {
		defer close(ri.events)
		_ = reader.StreamEvents(ctx, ri.events)
	}()
	return ri
}

// feed hands every event read to p, until the input ends; those that come
// after p has ended are dropped.
func (ri *remoteInput) feed(p *tea.Program) {
	for ev := range ri.events {
		p.Send(ev)
	}
}

// end stops the reading as the run ends: the reader's last events are
// dropped once in gives no more.
func (ri *remoteInput) end() {
	ri.stop()
	_ = ri.hush.Close()
}

func termOf(env []string) string {
	for _, kv := range env {
		if v, ok := strings.CutPrefix(kv, "TERM="); ok {
			return v
		}
	}
	return ""
}
