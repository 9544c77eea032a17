package model

import (
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/dealer"
)

// fuzzKeys are the keys the fuzzer presses: every binding, digits, signs, editing
// keys and a few that mean nothing.
var fuzzKeys = []string{
	"right", "left", "up", "down", "pgup", "pgdown", "home", "end", "enter", "esc",
	"backspace", "space", "n", "p", "l", "h", "k", "j", "K", "J", "g", "#", "r", "b",
	"?", "-", "+", "0", "1", "2", "5", "8", "9", "x", "z", "^", "$", "s", "R",
}

// FuzzModel feeds random key sequences and window sizes to the model: it must never
// panic, always show a valid game with that game's layout, and draw frames of exactly
// the terminal's size.
func FuzzModel(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 200, 80, 24})
	f.Add([]byte{16, 29, 30, 31, 8})         // g 0 1 2 enter
	f.Add([]byte{255, 30, 8, 255, 0, 0, 20}) // resizes, tiny
	f.Fuzz(func(t *testing.T, data []byte) {
		m := New(617, Options{Random: randomSequence(424242, 1, 1000000)})
		var next tea.Model = m
		width, height := 80, 24
		next, _ = next.Update(tea.WindowSizeMsg{Width: width, Height: height})
		for i := 0; i < len(data); i++ {
			if data[i] >= 200 && i+2 < len(data) { // a resize
				width, height = int(data[i+1]), int(data[i+2])/2
				next, _ = next.Update(tea.WindowSizeMsg{Width: width, Height: height})
				i += 2
			} else {
				next, _ = next.Update(press(fuzzKeys[int(data[i])%len(fuzzKeys)]))
			}
			m = next.(Model)
			if !dealer.Valid(m.Game()) {
				t.Fatalf("invalid game %d", m.Game())
			}
		}
		m = next.(Model)
		want, _ := dealer.Deal(m.Game())
		if m.Layout() != want {
			t.Fatalf("layout on screen is not game %d's", m.Game())
		}
		checkFrame(t, m.View().Content, width, height)
	})
}
