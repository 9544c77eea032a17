package rules

import (
	"fmt"
	"strings"

	"github.com/freecell/freecell/words"
)

// AutoMode is how cards go to the foundations by themselves after a player's move.
type AutoMode uint8

// The automatic-move modes.
const (
	AutoSafe AutoMode = iota // cards no other card can need, as Windows FreeCell does (the default)
	AutoOff                  // none: every move is the player's
	AutoAll                  // every card that can go home, needed or not
)

// AutoModes lists the modes in the order a key cycles through them.
var AutoModes = []AutoMode{AutoSafe, AutoAll, AutoOff}

var autoModeNames = [...]string{AutoSafe: "safe", AutoOff: "off", AutoAll: "all"}

func (a AutoMode) String() string {
	if int(a) < len(autoModeNames) {
		return autoModeNames[a]
	}
	return fmt.Sprintf("AutoMode(%d)", uint8(a))
}

// ParseAutoMode reads "off", "safe" or "all", in any case.
func ParseAutoMode(s string) (AutoMode, error) {
	for mode, name := range autoModeNames {
		if strings.EqualFold(s, name) {
			return AutoMode(mode), nil
		}
	}
	return AutoSafe, fmt.Errorf("auto-play %s: choose off, safe or all", words.Quote(s))
}

// Prev is the mode before a in AutoModes.
func (a AutoMode) Prev() AutoMode {
	for i, m := range AutoModes {
		if m == a {
			return AutoModes[(i+len(AutoModes)-1)%len(AutoModes)]
		}
	}
	return AutoSafe
}

// Next is the mode after a in AutoModes.
func (a AutoMode) Next() AutoMode {
	for i, m := range AutoModes {
		if m == a {
			return AutoModes[(i+1)%len(AutoModes)]
		}
	}
	return AutoSafe
}

// AppendAutoMoves makes the foundation moves mode plays by itself until none is
// left, appending them to buf: AppendAutoPlay for AutoSafe, every legal one in
// turn for AutoAll, none for AutoOff.
func (p *Position) AppendAutoMoves(buf []Move, mode AutoMode) []Move {
	switch mode {
	case AutoSafe:
		return p.AppendAutoPlay(buf)
	case AutoAll:
		for {
			m, ok := p.FoundationMove()
			if !ok {
				return buf
			}
			p.do(m)
			buf = append(buf, m)
		}
	case AutoOff:
	}
	return buf
}

// GoesHomeAlone reports whether every card left can go home by foundation
// moves alone: then the game is as good as won, and Windows finishes it by
// itself. Any order of the moves will do (sending a card home never keeps
// another from going), so trying one is enough.
func (p *Position) GoesHomeAlone() bool {
	q := *p
	for {
		m, ok := q.FoundationMove()
		if !ok {
			return q.Won()
		}
		q.do(m)
	}
}
