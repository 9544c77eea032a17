package main

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// TestProgressBarFitsItsLine: on a terminal of any width the bar stays on
// one line (a line wider than the terminal wraps, and every redraw adds one).
func TestProgressBarFitsItsLine(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		for width := 1; width <= 120; width++ {
			var out bytes.Buffer
			bar := newProgressBar(&out, "solving", 100_000, ascii, width)
			if bar == nil {
				if width >= narrowestBar {
					t.Fatalf("no bar at %d columns", width)
				}
				bar.set(5, 0) // takes progress, draws nothing
				continue
			}
			for _, done := range []int64{0, 5, 420, 99_999, 100_000} {
				bar.set(done, 0)
				_ = bar.bar.RenderBlank() // the throttle aside: draw now
			}
			for _, line := range regexp.MustCompile("[\r\n]").Split(ansi.Strip(out.String()), -1) {
				if w := ansi.StringWidth(strings.TrimRight(line, " ")); w >= width {
					t.Fatalf("ascii %v, %d columns: a line of %d: %q", ascii, width, w, line)
				}
			}
		}
	}
}
