package serve

import (
	"io"
	"sync"

	gossh "golang.org/x/crypto/ssh"
)

// The SSH library keeps a channel's data as packets until someone reads
// them, up to the channel's window of 2 MiB, and each packet of a byte costs
// it some 48: data no one reads is memory an attacker chooses. So each
// session channel's data is read as it comes, by channelInput, and so is its
// stderr, which a client may send but nothing here wants (drainStderr).
// Before the session's handler first reads (its shell, or a command, has not
// started), at most typeaheadMost bytes are kept for it; a client that sends
// more is not a player at a keyboard, and its connection is closed. Once the
// handler reads, the input waits for it as before, queueMost at most kept
// here, the rest left in the channel's window, which holds the client back.
const (
	typeaheadMost = 16 << 10
	queueMost     = 8 << 10
	inputChunk    = 4 << 10
	stderrChunk   = 2 << 10
)

// channelInput is a session channel's data, read as it comes.
type channelInput struct {
	ch      gossh.Channel
	cut     func() // closes the connection: the client sent too much too soon
	mu      sync.Mutex
	changed *sync.Cond // data came, room was made, or the input ended
	queued  []byte     // read from the channel, not yet taken by the handler
	end     error      // the channel's, once its data ended
	reading bool       // the handler has read
	closed  bool       // the channel was closed on this side
}

// readChannel starts reading ch's data and its stderr.
func readChannel(ch gossh.Channel, cut func()) *channelInput {
	in := &channelInput{ch: ch, cut: cut}
	in.changed = sync.NewCond(&in.mu)
	go in.pump()
	go drainStderr(ch.Stderr())
	return in
}

// pump reads the channel until its data ends, while there is room.
func (in *channelInput) pump() {
	chunk := make([]byte, inputChunk)
	for in.waitForRoom() {
		n, err := in.ch.Read(chunk)
		in.mu.Lock()
		in.queued = append(in.queued, chunk[:n]...)
		flooding := !in.reading && len(in.queued) > typeaheadMost
		if err != nil || flooding {
			in.end = err
			if flooding {
				in.end = io.EOF
			}
		}
		in.changed.Broadcast()
		in.mu.Unlock()
		if flooding {
			in.cut()
		}
	}
}

// waitForRoom waits while the handler has queueMost bytes to take; false
// once the input has ended.
func (in *channelInput) waitForRoom() bool {
	in.mu.Lock()
	defer in.mu.Unlock()
	for in.end == nil && !in.closed && in.reading && len(in.queued) >= queueMost {
		in.changed.Wait()
	}
	return in.end == nil && !in.closed
}

// Read is the handler's read of the channel's data.
func (in *channelInput) Read(b []byte) (int, error) {
	in.mu.Lock()
	defer in.mu.Unlock()
	in.reading = true
	for len(in.queued) == 0 && in.end == nil && !in.closed {
		in.changed.Wait()
	}
	if len(in.queued) == 0 {
		if in.end == nil {
			return 0, io.EOF
		}
		return 0, in.end
	}
	n := copy(b, in.queued)
	in.queued = append(in.queued[:0], in.queued[n:]...)
	if len(in.queued) == 0 && cap(in.queued) > queueMost {
		in.queued = nil // the typeahead's room, no longer needed
	}
	in.changed.Broadcast()
	return n, nil
}

// close ends the input on this side: the handler is done with the channel.
func (in *channelInput) close() {
	in.mu.Lock()
	defer in.mu.Unlock()
	in.closed = true
	in.changed.Broadcast()
}

// drainStderr reads and drops what a client sends on its stderr, until the
// channel closes.
func drainStderr(r io.Reader) {
	buf := make([]byte, stderrChunk)
	for {
		if _, err := r.Read(buf); err != nil {
			return
		}
	}
}
