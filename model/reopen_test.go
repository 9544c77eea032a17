package model

import (
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/state"
)

// TestPickerOpenedAgainCountsNothing: the picker opened again on the pick
// and journal it last counted shows that count at once, with no count run
// (each reads a million deals' facts: f flooded over SSH took a core); a
// win since, or another pick, counts again.
func TestPickerOpenedAgainCountsNothing(t *testing.T) {
	m := sized(New(617, Options{Settings: noCoach()}), 100, 30)
	m, cmd := typeKeys(t, m, "f")
	if cmd == nil || !m.counting.running() {
		t.Fatal("the picker opened the first time counted nothing")
	}
	next, _ := m.Update(cmd())
	m = next.(Model)
	d, _ := shown[pickerDialog](&m)
	counted := d.count
	m, _ = typeKeys(t, m, "esc")
	m, cmd = typeKeys(t, m, "f")
	d, _ = shown[pickerDialog](&m)
	if cmd != nil || m.counting.running() || d.counting || d.count != counted {
		t.Errorf("opened again: a count runs %v, command %v, shows %d (counting %v); want %d at once", m.counting.running(), cmd != nil, d.count, d.counting, counted)
	}
	m, _ = typeKeys(t, m, "esc")
	m.journal = m.journal.mark(state.Key{Deal: 5, FreeCells: 4}, true)
	if m, _ = typeKeys(t, m, "f"); !m.counting.running() {
		t.Error("opened after a win: no count runs")
	}
}

// TestMapOpenedAgainBuildsNothing: the journey map opened again on the block
// and journal it last drew keeps the deals it built (32,000 deals' facts, 5
// MB: m flooded over SSH took a core); a win since builds them again.
func TestMapOpenedAgainBuildsNothing(t *testing.T) {
	m := sized(New(617, Options{Settings: noCoach()}), 100, 30)
	m, _ = typeKeys(t, m, "m")
	first := &m.journey.deals[0]
	m, _ = typeKeys(t, m, "esc", "m")
	if m.journey == nil || &m.journey.deals[0] != first {
		t.Error("the map opened again built its deals again")
	}
	m, _ = typeKeys(t, m, "esc")
	m.journal = m.journal.mark(state.Key{Deal: 5, FreeCells: 4}, true)
	next, _ := m.Update(tea.KeyPressMsg{Code: 'm', Text: "m"})
	if m = next.(Model); &m.journey.deals[0] == first || m.journey.deals[4].Mark == 0 {
		t.Error("the map opened after a win kept the deals built before it")
	}
}

// TestPickerClosedLeavesItsCount: the picker closed before its count ends
// leaves the count running, and opened again waits for it rather than start
// another (f flooded over SSH started a count at each opening and stopped
// it at each closing, none ever ending); the count, come, is shown.
func TestPickerClosedLeavesItsCount(t *testing.T) {
	m := sized(New(617, Options{Settings: noCoach()}), 100, 30)
	m, count := typeKeys(t, m, "f")
	id := m.counting.id
	m, _ = typeKeys(t, m, "esc")
	m, cmd := typeKeys(t, m, "f")
	if cmd != nil || !m.counting.running() || m.counting.id != id {
		t.Fatalf("opened again while counting: a new command %v, the count runs %v (id %d, was %d)", cmd != nil, m.counting.running(), m.counting.id, id)
	}
	next, _ := m.Update(count())
	m = next.(Model)
	if d, ok := shown[pickerDialog](&m); !ok || d.counting || d.count != 1_000_000 {
		t.Errorf("the first count, come, shows %d (counting %v); want every deal", d.count, d.counting)
	}
}

// TestStatisticsOpenedAgainReadOnce: the statistics opened again within
// statsFresh, nothing played since, show what was read, with no read (S
// flooded over SSH read them at each opening); later, or after a game
// ended, they are read again.
func TestStatisticsOpenedAgainReadOnce(t *testing.T) {
	m, clock := savingAt(t, 617, time.Date(2026, 12, 6, 12, 0, 0, 0, time.UTC))
	m, cmd := typeKeys(t, m, "S")
	if countNames(commandNames(cmd), ".ask[") == 0 {
		t.Fatal("the statistics opened the first time read nothing")
	}
	m = settle(t, m, cmd)
	m, _ = typeKeys(t, m, "esc")
	clock.now = clock.now.Add(statsFresh / 2)
	m, cmd = typeKeys(t, m, "S")
	d, open := shown[statsDialog](&m)
	if cmd != nil || !open || d.stats.Loading || d.stats.Played != 0 {
		t.Errorf("opened again at once: a command %v, open %v, loading %v", cmd != nil, open, open && d.stats.Loading)
	}
	m, _ = typeKeys(t, m, "esc")
	clock.now = clock.now.Add(statsFresh)
	if _, cmd = typeKeys(t, m, "S"); countNames(commandNames(cmd), ".ask[") == 0 {
		t.Error("opened again after statsFresh: nothing read")
	}
	m.tally = m.tally.ended(state.Game{Deal: 5, FreeCells: 4, Moves: []string{"1a"}, PlayerMoves: 1}, false)
	clock.now = clock.now.Add(-statsFresh) // within it again, but a game ended since
	if _, cmd = typeKeys(t, m, "S"); countNames(commandNames(cmd), ".ask[") == 0 {
		t.Error("opened again after a game ended: nothing read")
	}
}
