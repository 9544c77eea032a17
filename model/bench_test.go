package model

import (
	"context"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/freecell/freecell/coach"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/state"
)

// BenchmarkRender is a key press in play at 120x40: the key's update (a card
// picked up or put back) and the frame drawn.
func BenchmarkRender(b *testing.B) {
	benchKeys(b, "enter", "8", "8")
}

// benchKeys opens 617 at 120x40 with key open, then presses keys in turn,
// each update drawn.
func benchKeys(b *testing.B, open string, keys ...string) {
	m := sized(New(617, Options{}), 120, 40)
	next, _ := m.Update(press(open))
	m = next.(Model)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		next, _ := m.Update(press(keys[i%len(keys)]))
		m = next.(Model)
		_ = m.View()
		i++
	}
}

// BenchmarkUpdate is a key that changes nothing, pressed in play and not
// drawn: the cost of a message itself, which a flood of keys pays for each
// (a server's sessions all at once).
func BenchmarkUpdate(b *testing.B) {
	m := sized(New(617, Options{}), 120, 40)
	next, _ := m.Update(press("enter"))
	m = next.(Model)
	b.ReportAllocs()
	for b.Loop() {
		next, _ := m.Update(press("ctrl+g"))
		m = next.(Model)
	}
}

// BenchmarkMoveAndSave is a move with its automatic moves and the write of the
// game to the database, then its undo and that write: the p99 metric is the
// 99th percentile of one such step.
func BenchmarkMoveAndSave(b *testing.B) {
	store := state.Open(filepath.Join(b.TempDir(), "freecell"))
	defer store.Close()
	if !store.Saving() {
		b.Fatal(store.Warning())
	}
	m := sized(New(617, Options{Store: store}), 120, 40)
	next, _ := m.Update(press("enter"))
	m = next.(Model)
	keys := []string{"8", "a", "u"} // 8a: a move and a write; u: an undo and a write
	var times []time.Duration
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		start := time.Now()
		for _, k := range keys[:2] {
			next, _ = m.Update(press(k))
			m = next.(Model)
		}
		times = append(times, time.Since(start))
		start = time.Now()
		next, _ = m.Update(press(keys[2]))
		m = next.(Model)
		times = append(times, time.Since(start))
		i++
	}
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)*99/100].Microseconds()), "p99-µs/step")
}

// BenchmarkKeyWhileThinking is a key press in play at 120x40, update and
// frame, while the coach's analysis of a hard position runs on the other core,
// as it does in the background: p99 is the 99th percentile of one key.
func BenchmarkKeyWhileThinking(b *testing.B) {
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	l, _ := dealer.Deal(-2) // proving it lost takes seconds
	hard := rules.NewPosition(&l)
	go func() {
		for ctx.Err() == nil {
			coach.Judge(ctx, hard, 3_000_000)
		}
	}()
	m := sized(New(617, Options{}), 120, 40)
	next, _ := m.Update(press("enter"))
	m = next.(Model)
	keys := []string{"8", "8"}
	var times []time.Duration
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		start := time.Now()
		next, _ := m.Update(press(keys[i%2]))
		m = next.(Model)
		_ = m.View()
		times = append(times, time.Since(start))
		i++
	}
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)*99/100].Microseconds())/1000, "p99-ms/key")
}

// BenchmarkJourney is a step of the journey map's cursor at 120x40: the key's
// update and the frame drawn (a block of 32,000 deals counted and shaded).
func BenchmarkJourney(b *testing.B) {
	benchKeys(b, "m", "right", "left")
}

// BenchmarkNextDeal is the next deal while browsing, not drawn: a flood of
// n on a server pays it for each key (a frame is drawn a few times a second
// at most).
func BenchmarkNextDeal(b *testing.B) {
	m := sized(New(617, Options{}), 120, 40)
	b.ReportAllocs()
	for b.Loop() {
		next, _ := m.Update(press("n"))
		m = next.(Model)
	}
}
