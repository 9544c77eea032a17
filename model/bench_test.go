package model

import (
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/freecell/freecell/state"
)

// BenchmarkRender is a key press in play at 120x40: the key's update (a card
// picked up or put back) and the frame drawn.
func BenchmarkRender(b *testing.B) {
	m := sized(New(617, Options{}), 120, 40)
	next, _ := m.Update(press("enter"))
	m = next.(Model)
	keys := []string{"8", "8"}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		next, _ := m.Update(press(keys[i%2]))
		m = next.(Model)
		_ = m.View()
		i++
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
