package model

import (
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/state"
)

// commandNames are the names of cmd's functions, batches opened.
func commandNames(cmd tea.Cmd) []string {
	var names []string
	queue := []tea.Cmd{cmd}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		if c == nil {
			continue
		}
		name := runtime.FuncForPC(reflect.ValueOf(c).Pointer()).Name()
		if strings.Contains(name, "compactCmds") {
			if batch, ok := c().(tea.BatchMsg); ok {
				queue = append(queue, batch...)
			}
			continue
		}
		names = append(names, name)
	}
	return names
}

// browsedOn is m once the deals stopped going by: keys typed at once (on a
// clock that stands still) are a hurry, whose records are read once it ends.
func browsedOn(t *testing.T, m Model) Model {
	t.Helper()
	next, cmd := m.Update(browseSettledMsg{seen: m.pace.seen})
	return settle(t, next.(Model), cmd)
}

func countNames(names []string, part string) int {
	n := 0
	for _, name := range names {
		if strings.Contains(name, part) {
			n++
		}
	}
	return n
}

// TestBrowsingFastReadsOnceSettled: a deal shown at a player's pace has its
// record read (or prefetched) at once; deals going by faster than
// browseSettle (n held down, or a client flooding it) read nothing, with
// one timer on its way at a time, and the deal they stop on is read once
// that timer finds no deal shown since it started.
func TestBrowsingFastReadsOnceSettled(t *testing.T) {
	m, clock := savingAt(t, 617, time.Date(2026, 12, 6, 12, 0, 0, 0, time.UTC))
	var cmd tea.Cmd

	clock.now = clock.now.Add(time.Second)
	m, cmd = typeKeys(t, m, "n")
	if asks := countNames(commandNames(cmd), ".ask["); asks == 0 {
		t.Errorf("n a second after the deal came asked for no record: %v", commandNames(cmd))
	}
	m = settle(t, m, cmd)

	ticks := 0
	for i := range 200 {
		clock.now = clock.now.Add(time.Millisecond) // a flood: a deal every millisecond
		m, cmd = typeKeys(t, m, "n")
		names := commandNames(cmd)
		if asks := countNames(names, ".ask["); asks > 0 {
			t.Fatalf("press %d of a flood of n asked for %d records: %v", i+1, asks, names)
		}
		ticks += countNames(names, "tick")
	}
	if ticks != 1 {
		t.Errorf("a flood of n started %d timers; want one on its way at a time", ticks)
	}
	if m.game != 818 {
		t.Fatalf("after 201 n from 617 the deal is %d; want 818", m.game)
	}

	next, cmd := m.Update(browseSettledMsg{seen: m.pace.seen - 1}) // a deal came since the timer started
	m = next.(Model)
	if names := commandNames(cmd); countNames(names, ".ask[") > 0 || countNames(names, "tick") != 1 {
		t.Errorf("the timer of a hurry still going asked %v; want the next timer only", names)
	}
	next, cmd = m.Update(browseSettledMsg{seen: m.pace.seen})
	m = settle(t, next.(Model), cmd)
	if info := m.disk.deals[m.key()]; !info.read {
		t.Errorf("the deal the flood stopped on was not read once it settled: %+v", info)
	}
	for _, near := range []int64{817, 819} {
		if _, asked := m.disk.deals[state.Key{Deal: near, FreeCells: m.settings.FreeCells}]; !asked {
			t.Errorf("deal %d beside it was not prefetched once it settled", near)
		}
	}
}

// TestBrowsingFastSurveysOnceSettled: deals past the shipped atlas going by
// faster than browseSettle start no survey of their facts, and stop the one
// running; the deal they stop on is surveyed once they settle. A guest (no
// store) too: r flooded over SSH started and stopped a survey a deal.
func TestBrowsingFastSurveysOnceSettled(t *testing.T) {
	clock := &fixedClock{now: time.Date(2026, 12, 6, 12, 0, 0, 0, time.UTC)}
	m := New(40_004, Options{Now: clock.Now})
	next, _ := m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	m = next.(Model)
	if !m.learningFacts() {
		t.Fatal("the first deal past the atlas is not surveyed")
	}
	for i := range 50 {
		clock.now = clock.now.Add(time.Millisecond)
		m, _ = typeKeys(t, m, "n")
		if m.learning.job.running() {
			t.Fatalf("press %d of a flood of n left a survey running (of %d, on %d)", i+1, m.learning.game, m.game)
		}
	}
	next, _ = m.Update(browseSettledMsg{seen: m.pace.seen})
	m = next.(Model)
	if !m.learning.job.running() || m.learning.game != m.game {
		t.Errorf("once settled on %d the survey runs %v, of %d", m.game, m.learning.job.running(), m.learning.game)
	}
	m.learning.job.stop()
}

// TestDailyFloodedReadsOnceSettled: D again reads today's daily anew, and
// asks the board for its fewest moves; pressed faster than browseSettle it
// asks nothing until the presses stop (a client flooding D had them queue
// without end), then reads once.
func TestDailyFloodedReadsOnceSettled(t *testing.T) {
	m, clock := savingAt(t, 617, time.Date(2026, 11, 28, 23, 0, 0, 0, time.UTC))
	var cmd tea.Cmd
	clock.now = clock.now.Add(time.Second)
	m = typeSettled(t, m, "D")
	clock.now = clock.now.Add(time.Second)
	m, cmd = typeKeys(t, m, "D")
	if names := commandNames(cmd); countNames(names, ".ask[") == 0 {
		t.Errorf("D again, a while after the first, read nothing: %v", names)
	}
	m = settle(t, m, cmd)
	for i := range 100 {
		m, cmd = typeKeys(t, m, "D")
		names := commandNames(cmd)
		if n := countNames(names, ".ask[") + countNames(names, "DailyFewest"); n > 0 {
			t.Fatalf("press %d of a flood of D asked %d things: %v", i+3, n, names)
		}
	}
	next, cmd := m.Update(browseSettledMsg{seen: m.pace.seen})
	if names := commandNames(cmd); countNames(names, ".ask[") == 0 {
		t.Errorf("once the flood of D stopped, nothing was read: %v", names)
	}
	m = settle(t, next.(Model), cmd)
	if d, ok := m.Daily(); !ok || m.disk.dailyAsk != (state.Key{}) {
		t.Errorf("after the flood: on the daily %v (%s), its read still owed: %v", ok, d.Date, m.disk.dailyAsk)
	}
}
