package model

import (
	"reflect"
	"runtime"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// settle runs the commands that read and write the saved games, and the
// batches that hold them, handing their answers to the model until none is
// left: what the program does in the background, done now. Other commands
// (timers, searches) are left alone.
func settle(t *testing.T, m Model, cmd tea.Cmd) Model {
	t.Helper()
	queue := []tea.Cmd{cmd}
	for steps := 0; len(queue) > 0; steps++ {
		if steps > 10_000 {
			t.Fatal("the saved games' commands do not settle")
		}
		c := queue[0]
		queue = queue[1:]
		if c == nil {
			continue
		}
		name := runtime.FuncForPC(reflect.ValueOf(c).Pointer()).Name()
		switch {
		case strings.Contains(name, "compactCmds"): // a batch
			if batch, ok := c().(tea.BatchMsg); ok {
				queue = append(queue, batch...)
			}
		case strings.Contains(name, ".ask["): // an answer of the saved games
			next, more := m.Update(c())
			m = next.(Model)
			queue = append(queue, more)
		}
	}
	return m
}

// typeSettled sends keys one by one, settling the saved games' work after each.
func typeSettled(t *testing.T, m Model, keys ...string) Model {
	t.Helper()
	for _, k := range keys {
		next, cmd := m.Update(press(k))
		m = settle(t, next.(Model), cmd)
	}
	return m
}
