package serve

import (
	"io"
	"time"
)

// A session's input is paced: at most inputRate bytes a second after a
// burst of inputBurst, the rest left in the connection (whose window then
// holds the client back). A player types a few keys a second and a mouse
// drag sends about a kilobyte; a flood of 100,000 presses in 1.9 s cost the
// server 68 CPU-seconds and 93 MB of frames before. At 8 KiB a second a
// client flooding a key that does nothing kept a core busy; at 2 KiB, with
// a key's update six times cheaper, a quarter of one (2.6 CPU-seconds in
// 10 s, on 127.0.0.1). At 512 bytes a second (some 500 keys; a held key
// repeats 30 times a second, and a drag's reports, 13 bytes each, come
// from the burst) a key that does nothing takes a tenth of one, and S (the
// statistics read at each opening) half of one where it took a core.
// Pastes are cut to terminal.PasteMost before this.
//
// What comes before that cut, the raw input, is paced too, at rawRate after
// a burst of rawBurst: a paste far past the cut is read only to be dropped,
// and a hundred clients pasting without end had the server decrypting
// gigabytes for nothing (a third of its work, honest players' frames
// waiting 0.7 s at the 99th percentile). A paste of megabytes still ends,
// after its seconds, and the session goes on.
const (
	inputRate  = 512
	inputBurst = 8 << 10
	rawRate    = 256 << 10
	rawBurst   = 256 << 10
)

// paced reads r within a token bucket of rate bytes a second, burst deep,
// until done: then it ends (io.EOF), whatever r still holds.
type paced struct {
	r           io.Reader
	done        <-chan struct{}
	rate, burst float64
	tokens      float64
	last        time.Time
	now         func() time.Time
	sleep       func(time.Duration, <-chan struct{})
}

func newPaced(r io.Reader, done <-chan struct{}) *paced {
	return newPacedAt(r, done, inputRate, inputBurst)
}

// newPacedRaw paces a session's raw input, pastes and all.
func newPacedRaw(r io.Reader, done <-chan struct{}) *paced {
	return newPacedAt(r, done, rawRate, rawBurst)
}

func newPacedAt(r io.Reader, done <-chan struct{}, rate, burst float64) *paced {
	return &paced{r: r, done: done, rate: rate, burst: burst, tokens: burst, now: time.Now, sleep: sleepUnless}
}

// sleepUnless sleeps d, or until done.
func sleepUnless(d time.Duration, done <-chan struct{}) {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
	case <-done:
	}
}

func (p *paced) Read(b []byte) (int, error) {
	select {
	case <-p.done:
		return 0, io.EOF
	default:
	}
	p.refill()
	// Held back, a read waits for a sixteenth of a second's worth (or b's
	// length), not a byte: each read of an SSH channel sends the client a
	// window of its own, and a flood read a few bytes at a time cost a
	// core in packets.
	if quantum := min(float64(len(b)), p.rate/16); p.tokens < quantum {
		p.sleep(time.Duration((quantum-p.tokens)/p.rate*float64(time.Second)), p.done)
		select {
		case <-p.done:
			return 0, io.EOF
		default:
		}
		p.refill()
	}
	n, err := p.r.Read(b[:max(1, min(len(b), int(p.tokens)))])
	p.tokens -= float64(n)
	return n, err
}

// refill adds the tokens the time since the last read earned.
func (p *paced) refill() {
	now := p.now()
	if !p.last.IsZero() {
		p.tokens = min(p.burst, p.tokens+now.Sub(p.last).Seconds()*p.rate)
	}
	p.last = now
}
