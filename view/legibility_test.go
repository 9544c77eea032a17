package view

import (
	"fmt"
	"image/color"
	"math"
	"testing"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
	"github.com/freecell/freecell/atlas"
)

// xterm16 is xterm's default palette for the 16 basic colours: what a terminal
// shows for them unless its theme says otherwise.
var xterm16 = [16]string{
	"#000000", "#cd0000", "#00cd00", "#cdcd00", "#0000ee", "#cd00cd", "#00cdcd", "#e5e5e5",
	"#7f7f7f", "#ff0000", "#00ff00", "#ffff00", "#5c5cff", "#ff00ff", "#00ffff", "#ffffff",
}

// rgb is the colour a terminal shows for c, by the xterm palette.
func rgb(c color.Color) (r, g, b float64) {
	switch c := c.(type) {
	case ansi.BasicColor:
		return hexRGB(xterm16[c])
	case ansi.IndexedColor:
		switch {
		case c < 16:
			return hexRGB(xterm16[c])
		case c >= 232:
			v := float64(8 + 10*(int(c)-232))
			return v, v, v
		}
		levels := []float64{0, 95, 135, 175, 215, 255}
		i := int(c) - 16
		return levels[i/36], levels[i/6%6], levels[i%6]
	}
	r16, g16, b16, _ := c.RGBA()
	return float64(r16 >> 8), float64(g16 >> 8), float64(b16 >> 8)
}

func hexRGB(hex string) (r, g, b float64) {
	var ri, gi, bi int
	_, _ = fmt.Sscanf(hex, "#%02x%02x%02x", &ri, &gi, &bi)
	return float64(ri), float64(gi), float64(bi)
}

// luminance is WCAG's relative luminance.
func luminance(r, g, b float64) float64 {
	lin := func(v float64) float64 {
		v /= 255
		if v <= 0.03928 {
			return v / 12.92
		}
		return math.Pow((v+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

func contrast(a, b color.Color) float64 {
	la, lb := luminance(rgb(a)), luminance(rgb(b))
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// TestLegibility holds every coloured piece of text to a contrast of 4.5:1
// against the background it was chosen for (3:1 for secondary text and
// outlines), in the 16-colour, 256-colour and true-colour profiles.
func TestLegibility(t *testing.T) {
	backgrounds := map[bool]color.Color{true: ansi.BasicColor(0), false: ansi.BasicColor(15)}
	for _, dark := range []bool{true, false} {
		for _, profile := range []colorprofile.Profile{colorprofile.ANSI, colorprofile.ANSI256, colorprofile.TrueColor} {
			s := NewStyles(dark, profile, false)
			four := NewStyles(dark, profile, true)
			styles := []struct {
				name  string
				style lipgloss.Style
				least float64
			}{
				{"red suits", s.RedSuit, 4.5}, {"four-colour clubs", four.Suits[0], 4.5}, {"four-colour diamonds", four.Suits[1], 4.5}, {"error", s.Error, 4.5}, {"lit", s.Lit, 4.5}, {"setting", s.Setting, 4.5},
				{"range name", s.RangeName, 3}, {"caption", s.Caption, 3}, {"label", s.Label, 3}, {"status", s.Status, 3},
				{"help words", s.HelpDesc, 3}, {"card outline", s.CardBorder, 3}, {"empty place", s.EmptyPlace, 3},
				{"panel", s.Panel, 3}, {"placeholder", s.Input.Focused.Placeholder, 3},
			}
			for _, st := range styles {
				fg := st.style.GetForeground()
				if _, none := fg.(lipgloss.NoColor); none || fg == nil {
					t.Errorf("dark=%v %v: %s has no colour of its own", dark, profile, st.name)
					continue
				}
				if c := contrast(fg, backgrounds[dark]); c < st.least {
					t.Errorf("dark=%v %v: %s contrasts %.2f:1 with the background, want %.1f:1", dark, profile, st.name, c, st.least)
				}
			}
		}
	}
}

// TestJourneyColoursShow: on the journey map, deals tried and won and each
// band stand out from the background as graphics must (3:1); deals never
// played recede, but still show.
func TestJourneyColoursShow(t *testing.T) {
	backgrounds := map[bool]color.Color{true: ansi.BasicColor(0), false: ansi.BasicColor(15)}
	for _, dark := range []bool{true, false} {
		for _, profile := range []colorprofile.Profile{colorprofile.ANSI, colorprofile.ANSI256, colorprofile.TrueColor} {
			s := NewStyles(dark, profile, false)
			colours := map[string]struct {
				c     color.Color
				least float64
			}{
				"tried": {s.MarkColours[MarkTried], 3}, "won": {s.MarkColours[MarkWon], 3}, "never played": {s.MarkColours[MarkNever], 1.2},
			}
			for b := atlas.Easy; b <= atlas.NeedsMoreCells; b++ {
				colours[b.String()] = struct {
					c     color.Color
					least float64
				}{s.BandColours[b], 3}
			}
			for name, c := range colours {
				if got := contrast(c.c, backgrounds[dark]); got < c.least {
					t.Errorf("dark=%v %v: %s contrasts %.2f:1 with the background, want %.1f:1", dark, profile, name, got, c.least)
				}
			}
			if s.MarkColours[MarkTried] == s.MarkColours[MarkWon] {
				t.Errorf("dark=%v %v: tried and won look alike", dark, profile)
			}
			for eye, sees := range colourBlind {
				if d := apart(sees, s.MarkColours[MarkTried], s.MarkColours[MarkWon]); d < 0.3 {
					t.Errorf("dark=%v %v: to an eye with %s, tried and won are %.2f apart, want 0.3 (they were amber and green)", dark, profile, eye, d)
				}
			}
			if profile != colorprofile.ANSI {
				continue
			}
			// With 16 colours, two bands are of other hues (a colour and its
			// bright twin are one hue), or far apart in lightness (3:1).
			for a := atlas.Easy; a <= atlas.NeedsMoreCells; a++ {
				for b := a + 1; b <= atlas.NeedsMoreCells; b++ {
					ca, cb := s.BandColours[a].(ansi.BasicColor), s.BandColours[b].(ansi.BasicColor)
					if ca%8 == cb%8 && contrast(ca, cb) < 3 {
						t.Errorf("dark=%v: %v and %v look alike with 16 colours (%d, %d)", dark, a, b, ca, cb)
					}
				}
			}
		}
	}
}

// TestNoColourKeepsAttributes: with no colour, styles keep bold and reverse, the
// cues that need none.
func TestNoColourKeepsAttributes(t *testing.T) {
	s := NewStyles(true, colorprofile.Ascii, false)
	if fg := s.RedSuit.GetForeground(); fg != nil {
		if _, none := fg.(lipgloss.NoColor); !none {
			t.Errorf("red suits have colour %v with no colour", fg)
		}
	}
	if !s.Badge.GetReverse() || !s.Lit.GetBold() {
		t.Error("attributes lost with no colour")
	}
}

// colourBlind are the linear-RGB matrices that show a colour as an eye with
// red-green colour blindness sees it (Machado, Oliveira and Fernandes, 2009,
// severity 1): one man in twelve has one of the two, milder or not.
var colourBlind = map[string][3][3]float64{
	"deuteranopia": {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}},
	"protanopia":   {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}},
}

// apart is how far apart colours a and b look to an eye that sees through
// matrix sees: the distance of their linear RGB, from 0 to √3.
func apart(sees [3][3]float64, a, b color.Color) float64 {
	seen := func(c color.Color) [3]float64 {
		r, g, bl := rgb(c)
		lin := [3]float64{}
		for i, v := range []float64{r, g, bl} {
			if v /= 255; v <= 0.04045 {
				lin[i] = v / 12.92
			} else {
				lin[i] = math.Pow((v+0.055)/1.055, 2.4)
			}
		}
		var out [3]float64
		for i := range out {
			out[i] = min(1, max(0, sees[i][0]*lin[0]+sees[i][1]*lin[1]+sees[i][2]*lin[2]))
		}
		return out
	}
	x, y := seen(a), seen(b)
	return math.Sqrt((x[0]-y[0])*(x[0]-y[0]) + (x[1]-y[1])*(x[1]-y[1]) + (x[2]-y[2])*(x[2]-y[2]))
}
