package terminal

import "time"

// A Remote's frames come out of a bucket: frameBurst of them at up to 60 a
// second (a drag, a held key), then frameRate a second while its input
// goes on. A player's keys and clicks come a few a second and never empty
// it; a client flooding keys or mouse events would otherwise be drawn 60
// times a second for as long as it cared to, a millisecond or more of the
// server's work each (100 such sessions: more than two cores, and every
// honest player's frame waiting behind theirs).
const (
	frameBurst = 60
	frameRate  = 12
)

// frameBudget is a Remote session's bucket of frames.
type frameBudget struct {
	tokens float64
	last   time.Time
}

// wait is how long the next frame must wait at now for a token.
func (b *frameBudget) wait(now time.Time) time.Duration {
	b.refill(now)
	if b.tokens >= 1 {
		return 0
	}
	return time.Duration((1 - b.tokens) / frameRate * float64(time.Second))
}

// spend takes a frame's token at now.
func (b *frameBudget) spend(now time.Time) {
	b.refill(now)
	b.tokens--
}

func (b *frameBudget) refill(now time.Time) {
	if b.last.IsZero() {
		b.tokens = frameBurst
	} else {
		b.tokens = min(frameBurst, b.tokens+now.Sub(b.last).Seconds()*frameRate)
	}
	b.last = now
}
