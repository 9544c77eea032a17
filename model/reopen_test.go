package model

import (
	"testing"

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
