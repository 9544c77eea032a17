package model

import (
	"strconv"
	"strings"
	"testing"

	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// TestMotionOff: with motion off, the cards auto-play sends home are home at
// once, a win is said on the status line with no banner coming and going,
// and Space in a playback shows its end; the settings panel turns it on and
// off, and keeps it.
func TestMotionOff(t *testing.T) {
	still := settingsWith(func(s *state.Settings) { s.NoCoach, s.NoMotion = true, true })
	line, last := deal1Line(t)
	m := sized(New(1, Options{Settings: still}), 100, 30)
	m, _ = typeKeys(t, m, "enter")
	m = typeLine(t, m, line)
	m, _ = typeKeys(t, m, string(last[0]), string(last[1]))
	if !m.table.Won() || m.anim != nil || m.overlays.has(bannerOverlay) || m.status.Kind != view.Won {
		t.Errorf("the win with motion off: won %v, cards still flying %v, banner %v, status %v", m.table.Won(), m.anim != nil, m.overlays.has(bannerOverlay), m.status.Kind)
	}
	if strings.Contains(m.viewText(), "You won") || !strings.Contains(m.viewText(), "won FreeCell #1") {
		t.Errorf("the win is not said on the status line alone:\n%s", m.viewText())
	}

	pb := playing617From(t, sized(New(617, Options{Settings: still}), 100, 30))
	next, tick := pb.Update(press("space"))
	if pb = next.(Model); pb.replay.step != pb.replay.steps() || pb.replay.playing || tick != nil {
		t.Errorf("space in a playback with motion off: step %d of %d, playing %v, a tick %v", pb.replay.step, pb.replay.steps(), pb.replay.playing, tick != nil)
	}

	motion := strconv.Itoa(int(view.SettingMotion) + 1)
	on, _ := typeKeys(t, sized(New(617, Options{Settings: still}), 100, 30), "O", motion)
	if on.settings.NoMotion || !strings.Contains(on.viewText(), "motion") {
		t.Errorf("%s in the settings did not turn motion on:\n%s", motion, on.viewText())
	}
	closed, _ := typeKeys(t, on, "esc")
	moving := playing617From(t, closed)
	if next, tick := moving.Update(press("space")); next.(Model).replay.step == moving.replay.steps() || tick == nil {
		t.Error("motion on: space went to the end at once")
	}
}
