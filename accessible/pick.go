package accessible

import (
	"strings"

	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/view"
)

// pickChoice is what a pick line asks: a difficulty, whether only deals not
// won, each left as it is where the line does not say.
type pickChoice struct {
	band, notWon *bool // set: the line says it
	pick         atlas.Pick
}

// pickBands are the words of the difficulties, as the picker names them.
var pickBands = map[string]atlas.Band{"easy": atlas.Easy, "medium": atlas.Medium, "hard": atlas.Hard, "expert": atlas.Expert, "beyond": atlas.NeedsMoreCells}

// parsePick reads a pick line's words: "hard", "any", "not won", "won too",
// together ("hard not won"); "" where no word is one of them.
func parsePick(arg string) (pickChoice, bool) {
	var c pickChoice
	words := strings.Fields(strings.ToLower(arg))
	yes, no := true, false
	for i := 0; i < len(words); i++ {
		w := words[i]
		band, isBand := pickBands[w]
		switch {
		case w == "any":
			c.band, c.pick.HasBand = &no, false
		case isBand:
			c.band, c.pick.HasBand, c.pick.Band = &yes, true, band
			if w == "beyond" && i+2 < len(words) && words[i+1] == "four" && words[i+2] == "cells" {
				i += 2
			}
		case w == "not" && i+1 < len(words) && words[i+1] == "won":
			c.notWon, c.pick.NotWon = &yes, true
			i++
		case w == "won" && i+1 < len(words) && words[i+1] == "too":
			c.notWon, c.pick.NotWon = &no, false
			i++
		default:
			return pickChoice{}, false
		}
	}
	return c, true
}

// on is p as the line changes it.
func (c pickChoice) on(p atlas.Pick) atlas.Pick {
	if c.band != nil {
		p.HasBand, p.Band = c.pick.HasBand, c.pick.Band
	}
	if c.notWon != nil {
		p.NotWon = c.pick.NotWon
	}
	return p
}

// pick sets which deals random draws, as the viewer's picker (f) does, and
// says the choice with how many deals it takes once counted (see
// speakPanel); alone, it says the choice.
func (r *reader) pick(arg string) bool {
	if strings.TrimSpace(arg) == "" { // alone, the choice said where the player is (it left a game for the deals)
		r.say(view.SayPick(r.inner.Pick()))
		return false
	}
	choice, ok := parsePick(arg)
	if !ok {
		r.say("Pick takes easy, medium, hard, expert, beyond (five free cells or more) or any, and not won or won too: pick hard not won.")
		return false
	}
	r.toBrowsing()
	k := r.keys()
	if !r.press(k.Browse.Picker) || r.picker() == nil {
		r.say("The deals can be picked while browsing them: back goes there.")
		return false
	}
	want := choice.on(r.picker().Pick)
	r.pickRow(0)
	for range len(pickBands) + 1 { // round the difficulties to the one asked
		if p := r.picker(); p == nil || p.Pick.HasBand == want.HasBand && (!want.HasBand || p.Pick.Band == want.Band) {
			break
		}
		r.press(k.Picker.More)
	}
	r.pickRow(1)
	if p := r.picker(); p != nil && p.Pick.NotWon != want.NotWon {
		r.press(k.Picker.More)
	}
	r.picking = true
	r.fed = false // the picker is the news, said once counted
	return false
}

// picker is the picker's panel, where it is open.
func (r *reader) picker() *view.Picker { return r.screen().Panel.Picker }

// pickRow moves the picker's cursor to row at.
func (r *reader) pickRow(at int) {
	for range view.PickerRows {
		if p := r.picker(); p == nil || p.At == at {
			return
		}
		r.press(r.keys().Picker.Down)
	}
}
