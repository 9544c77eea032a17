package atlas

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/freecell/freecell/rules"
)

// A Pick is a choice of deals, as a player makes it in the viewer's picker:
// a band of difficulty, and whether only deals not won yet. The band is the
// fewest free cells a deal needs (see Rate), so it is the one filter for
// both. The zero Pick takes every deal.
type Pick struct {
	Band    Band // with HasBand: only deals of this band
	NotWon  bool // only deals the player has not won
	HasBand bool
}

// Any reports whether p takes every deal.
func (p Pick) Any() bool { return !p.HasBand && !p.NotWon }

// Takes reports whether p takes a deal with facts f (ok: the atlas holds
// some), won or not by the player. A deal whose band the facts cannot tell
// (outside the atlas, or undecided) is not taken by a band.
func (p Pick) Takes(f Facts, ok, won bool) bool {
	if p.NotWon && won {
		return false
	}
	return !p.HasBand || ok && f.Band == p.Band
}

// String is p as the viewer keeps it between runs: "band=hard
// not-won=yes", which ParsePick reads.
func (p Pick) String() string {
	band, notWon := "any", "no"
	if p.HasBand {
		band = p.Band.String()
	}
	if p.NotWon {
		notWon = "yes"
	}
	return fmt.Sprintf("band=%s not-won=%s", band, notWon)
}

// ParsePick reads a pick String wrote, or one of the three fields kept
// before the band and the free cells needed were one choice ("band=any
// cells=3 not-won=no"): the cells then give the band they make.
func ParsePick(s string) (Pick, error) {
	var p Pick
	fields := strings.Fields(s)
	if len(fields) != 2 && len(fields) != 3 {
		return Pick{}, fmt.Errorf("a pick has two fields, not %d: %q", len(fields), s)
	}
	cellsBand, hasCells := Band(0), false
	for _, field := range fields {
		name, value, _ := strings.Cut(field, "=")
		switch name {
		case "band":
			if value == "any" {
				continue
			}
			if err := p.Band.UnmarshalText([]byte(value)); err != nil || p.Band > NeedsMoreCells {
				return Pick{}, fmt.Errorf("a pick's band is not one: %q", value)
			}
			p.HasBand = true
		case "cells":
			if len(fields) != 3 {
				return Pick{}, fmt.Errorf("a pick has no field %q", name)
			}
			if value == "any" {
				continue
			}
			n, err := strconv.Atoi(value)
			if err != nil || n < 0 || n > rules.DefaultFreeCells+1 {
				return Pick{}, fmt.Errorf("a pick's free cells are 0 to %d or any, not %q", rules.DefaultFreeCells+1, value)
			}
			cellsBand, hasCells = bandOfCells(n), true
		case "not-won":
			if value != "yes" && value != "no" {
				return Pick{}, fmt.Errorf("a pick's not-won is yes or no, not %q", value)
			}
			p.NotWon = value == "yes"
		default:
			return Pick{}, fmt.Errorf("a pick has no field %q", name)
		}
	}
	if hasCells && !p.HasBand {
		p.Band, p.HasBand = cellsBand, true
	}
	return p, nil
}

// Deals tell a pick what is known of each deal: its facts (ok: some are
// known) and whether the player has won it. Their functions must be safe to
// call from any goroutine: pick searches run in the background.
type Deals struct {
	Facts func(game int64) (Facts, bool)
	Won   func(game int64) bool
}

// takes reports whether p takes game.
func (d Deals) takes(p Pick, game int64) bool {
	f, ok := d.Facts(game)
	return p.Takes(f, ok, d.Won(game))
}

// Next is the first deal after from (before it, when back) in first..last
// that p takes, going round past the end; false when none does.
func (p Pick) Next(d Deals, from, first, last int64, back bool) (int64, bool) {
	n := last - first + 1
	if n <= 0 {
		return 0, false
	}
	step := int64(1)
	if back {
		step = n - 1
	}
	at := min(max(from, first), last) - first
	for range n {
		at = (at + step) % n
		if d.takes(p, first+at) {
			return first + at, true
		}
	}
	return 0, false
}

// randomTries is how many deals Random draws before it counts them all.
const randomTries = 4096

// Random is a deal drawn at random from those in first..last that p takes
// (draw returns a number in 0..n-1); false when none does. Every deal p takes
// is as likely as another.
func (p Pick) Random(d Deals, first, last int64, draw func(n int64) int64) (int64, bool) {
	n := last - first + 1
	if n <= 0 {
		return 0, false
	}
	for range randomTries {
		if game := first + draw(n); d.takes(p, game) {
			return game, true
		}
	}
	var taken []int64 // a rare pick: count them all
	for game := first; game <= last; game++ {
		if d.takes(p, game) {
			taken = append(taken, game)
		}
	}
	if len(taken) == 0 {
		return 0, false
	}
	return taken[draw(int64(len(taken)))], true
}
