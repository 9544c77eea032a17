package main

import (
	"bufio"
	"bytes"
	"io"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"github.com/freecell/freecell/batch"
	"github.com/freecell/freecell/internal/lockedbuf"
)

// TestProgressBarFitsItsLine: on a terminal of any width the bar stays on
// one line (a line wider than the terminal wraps, and every redraw adds one).
func TestProgressBarFitsItsLine(t *testing.T) {
	for _, c := range []struct {
		ascii bool
		total int64
	}{{false, 100_000}, {true, 100_000}, {false, 8_589_934_591}} {
		defer func(was time.Duration) { barThrottle = was }(barThrottle)
		barThrottle = 0 // every count drawn
		ascii, total := c.ascii, c.total
		for width := 1; width <= 120; width++ {
			var out bytes.Buffer
			bar := newProgressBar(&out, "solving", total, ascii, func() int { return width })
			if bar == nil {
				if width >= narrowestBar {
					t.Fatalf("no bar at %d columns", width)
				}
				bar.set(5, 0) // takes progress, draws nothing
				continue
			}
			bar.mu.Lock()
			bar.show() // as its first tick does
			bar.mu.Unlock()
			for _, done := range []int64{0, 5, 420, total - 1, total} {
				bar.set(done, total)
				_ = bar.bar.RenderBlank() // the throttle aside: draw now
			}
			bar.close()
			// Drawn within microseconds, the rate is billions of games a
			// second; a real one is under 100,000 (--fast solves some 20,000).
			drawn := regexp.MustCompile(`\d{6,} games/s`).ReplaceAllString(ansi.Strip(out.String()), "99999 games/s")
			for _, line := range regexp.MustCompile("[\r\n]").Split(drawn, -1) {
				if w := ansi.StringWidth(strings.TrimRight(line, " ")); w >= width {
					t.Fatalf("ascii %v, %d columns: a line of %d: %q", ascii, width, w, line)
				}
			}
		}
	}
}

// TestProgressBarTicksWhileAGameRuns: with no game ending, the bar draws
// itself again on its own, and its rate falls (it read the last burst's).
func TestProgressBarTicksWhileAGameRuns(t *testing.T) {
	var out lockedbuf.Buffer
	bar := burst(t, &out, 20*time.Millisecond, 500)
	time.Sleep(700 * time.Millisecond) // a slow game: nothing ends
	drawn := out.String()
	time.Sleep(700 * time.Millisecond)
	later := out.String()
	bar.close()
	if later == drawn {
		t.Fatal("the bar stood still while a game ran")
	}
	rate := regexp.MustCompile(`(\d+) games/s`)
	first, last := rate.FindAllStringSubmatch(drawn, -1), rate.FindAllStringSubmatch(later, -1)
	if len(first) == 0 || len(last) == 0 {
		t.Fatalf("no rate shown: %q", ansi.Strip(later))
	}
	if a, b := first[0][1], last[len(last)-1][1]; len(b) > len(a) || len(b) == len(a) && b >= a {
		t.Errorf("the rate did not fall while nothing ended: %s then %s games/s", a, b)
	}
}

// TestProgressBarFirstDrawnAtItsFirstTick: games ending as the bar is made
// draw nothing; the first tick draws it, with a rate of the games over the
// time since it was made (drawn by the first game, a moment in, it said
// hundreds of thousands of games a second).
func TestProgressBarFirstDrawnAtItsFirstTick(t *testing.T) {
	var out lockedbuf.Buffer
	bar := burst(t, &out, 200*time.Millisecond, 100)
	if drawn := out.String(); drawn != "" {
		t.Fatalf("drawn before its first tick: %q", ansi.Strip(drawn))
	}
	time.Sleep(350 * time.Millisecond)
	bar.close()
	rates := regexp.MustCompile(`(\d+) games/s`).FindAllStringSubmatch(out.String(), -1)
	if len(rates) == 0 {
		t.Fatalf("no rate shown: %q", ansi.Strip(out.String()))
	}
	if n, _ := strconv.Atoi(rates[0][1]); n > 1000 { // 100 games in 0.2 s or more: 500 a second at most
		t.Errorf("the first rate shown is %d games/s, for 100 games in 0.2 s or more", n)
	}
}

// TestRecordsWrittenUnderTheBar: a record written to the terminal the bar is
// on starts a line of its own (it started where the bar's text ended).
func TestRecordsWrittenUnderTheBar(t *testing.T) {
	var out lockedbuf.Buffer
	bar := shownBar(&out, 1000)
	bar.set(5, 1000)
	_ = bar.bar.RenderBlank()
	_ = bar.writing(func() error { _, err := out.Write([]byte("{\"game\":6}\n")); return err })
	bar.close()
	for _, line := range regexp.MustCompile("[\r\n]").Split(ansi.Strip(out.String()), -1) {
		if strings.Contains(line, `{"game":6}`) && !strings.HasPrefix(strings.TrimLeft(line, " "), "{") {
			t.Errorf("the record shares its line with the bar: %q", line)
		}
	}
	if !strings.Contains(out.String(), `{"game":6}`) {
		t.Fatalf("the record is not written: %q", out.String())
	}
}

// TestRangeTextLeavesTheBarDrawn: a range solved as text writes no record a
// game, and the bar stays where it was drawn (it was taken off the line as
// each game ended, and never seen).
func TestRangeTextLeavesTheBarDrawn(t *testing.T) {
	var out lockedbuf.Buffer
	bar := shownBar(&out, 1000)
	bar.set(5, 1000)
	_ = bar.bar.RenderBlank()
	drawn := out.String()
	var records bytes.Buffer
	if err := writeRecord(bufio.NewWriter(&records), &batch.Record{Game: 6}, batch.Text, false, bar, true); err != nil {
		t.Fatal(err)
	}
	after := out.String()
	bar.close()
	if after != drawn {
		t.Errorf("a game ended with nothing to write, and the bar was taken off: %q", strings.TrimPrefix(after, drawn))
	}
	if records.Len() != 0 {
		t.Errorf("a range as text wrote a record a game: %q", records.String())
	}
}

// burst makes a bar of 1,000 games on out, ticking every tick for the test,
// and sets done of them at once.
func burst(t *testing.T, out *lockedbuf.Buffer, tick time.Duration, done int64) *progressBar {
	was := barTick
	t.Cleanup(func() { barTick = was })
	barTick = tick
	bar := newProgressBar(out, "solving", 1000, true, func() int { return 100 })
	for n := int64(1); n <= done; n++ {
		bar.set(n, 1000)
	}
	return bar
}

// TestProgressBarGroupsItsCounts: the bar's counts are grouped by thousands,
// as every other count the program writes.
func TestProgressBarGroupsItsCounts(t *testing.T) {
	defer func(was time.Duration) { barThrottle = was }(barThrottle)
	barThrottle = 0 // every count drawn
	var out bytes.Buffer
	bar := shownBar(&out, 1_000_000)
	bar.set(11_900, 1_000_000)
	bar.close()
	if text := ansi.Strip(out.String()); !strings.Contains(text, "(11,900/1,000,000") {
		t.Errorf("the bar's counts are not grouped: %q", text)
	}
}

// shownBar is a bar of total games, 100 columns wide in ASCII, drawn as its
// first tick draws it.
func shownBar(w io.Writer, total int64) *progressBar {
	bar := newProgressBar(w, "solving", total, true, func() int { return 100 })
	bar.mu.Lock()
	bar.show()
	bar.mu.Unlock()
	return bar
}

// TestNoBarOnADumbTerminal: where TERM=dumb (Emacs's shell) no bar is
// drawn: its cursor codes came out as text. Elsewhere it is.
func TestNoBarOnADumbTerminal(t *testing.T) {
	defer func(was time.Duration) { barTick = was }(barTick)
	barTick = time.Millisecond // shown at once
	for _, term := range []string{"dumb", "xterm-256color"} {
		var out, errOut bytes.Buffer
		e := testEnv(t, &out, &errOut)
		e.stderrIsTerminal, e.stderrWidth = true, func() int { return 80 }
		e.getenv = func(name string) string {
			if name == "TERM" {
				return term
			}
			return ""
		}
		if code := run([]string{"--solve", "--fast", "1-200"}, e); code != exitOK {
			t.Fatalf("TERM=%s: exit %d: %s", term, code, errOut.String())
		}
		if drawn := strings.Contains(errOut.String(), "\x1b["); drawn != (term != "dumb") {
			t.Errorf("TERM=%s: a bar drawn %v: %q", term, drawn, errOut.String())
		}
	}
}

// TestProgressBarFollowsTheTerminalsWidth: a terminal made narrower while
// the bar is drawn gets a bar made for its new width at the next tick (one
// made for 80 columns, on 50, wrapped, a line more at each redraw).
func TestProgressBarFollowsTheTerminalsWidth(t *testing.T) {
	defer func(was time.Duration) { barThrottle = was }(barThrottle)
	barThrottle = 0
	var out bytes.Buffer
	width := 100
	bar := newProgressBar(&out, "solving", 1000, true, func() int { return width })
	bar.mu.Lock()
	bar.show()
	bar.mu.Unlock()
	bar.set(500, 1000)
	width = 40
	bar.mu.Lock()
	bar.fitted() // as a tick does
	out.Reset()
	_ = bar.bar.RenderBlank()
	bar.mu.Unlock()
	bar.close()
	drawn := ansi.Strip(out.String())
	for _, line := range regexp.MustCompile("[\r\n]").Split(drawn, -1) {
		if w := ansi.StringWidth(strings.TrimRight(line, " ")); w >= width {
			t.Errorf("at %d columns a line of %d: %q", width, w, line)
		}
	}
	if !strings.Contains(drawn, "50%") {
		t.Errorf("the bar made again lost its count: %q", drawn)
	}
}
