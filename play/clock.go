package play

import "time"

// Clock measures the time a game has been played: it runs while the player has
// the game in front of them, from their first move, and stops when they leave.
type Clock struct {
	spent   time.Duration // before the current run
	since   time.Time     // when the current run began
	running bool
}

// Start runs the clock from now, unless it is running.
func (c *Clock) Start(now time.Time) {
	if !c.running {
		c.since, c.running = now, true
	}
}

// Stop stops the clock at now, keeping the time spent.
func (c *Clock) Stop(now time.Time) {
	if c.running {
		c.spent += max(now.Sub(c.since), 0)
		c.running = false
	}
}

// Running reports whether the clock runs.
func (c *Clock) Running() bool { return c.running }

// Elapsed is the time played up to now.
func (c *Clock) Elapsed(now time.Time) time.Duration {
	if !c.running {
		return c.spent
	}
	return c.spent + max(now.Sub(c.since), 0)
}
