package model

import (
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// The journey map: the player's way through a block of journeyBlock deals
// (1..32,000, Windows' classic deals, then each block of the first million),
// with a cursor over the deals; Enter opens the deal under it.

// journeyBlock is the deals a block of the journey holds.
const journeyBlock = 32_000

// journey is the journey map while it is open.
type journey struct {
	cursor int64
	top    int64 // the detail's first deal row as drawn (-1: none yet): rows stay put while the cursor moves within them
	// pressed is the cell the mouse last pressed (its upper deal), and when:
	// a second press on it within doubleClick opens the deal, as Enter;
	// pressedFrom is where the cursor was before that press.
	pressed, pressedFrom int64
	pressedAt            time.Time
	builtBlock
}

// builtBlock is the cursor's block as the map draws it, built when the block
// or the journal changes (see built), never changed after: copies of the
// model share it, and the model keeps the last one built for the map opened
// again (each build reads 32,000 deals' facts into 5 MB: a client flooding m
// over SSH made one each opening, and kept a core busy).
type builtBlock struct {
	deals            []view.JourneyDeal
	dealsOf          int64 // the first deal of the block they are of
	dealsRev, dealsN int   // the journal's rev and dealCells they were built with
}

// built is j with its deals built for the cursor's block from journal jl,
// unless they are already.
func (j journey) built(jl journal, cells int) journey {
	first, last := blockOf(j.cursor)
	if j.deals != nil && j.dealsOf == first && j.dealsRev == jl.rev && j.dealsN == cells {
		return j
	}
	deals := make([]view.JourneyDeal, last-first+1)
	for i := range deals {
		game := first + int64(i)
		d := &deals[i]
		d.Mark = jl.marks[game]
		d.Facts, d.Known = jl.factsOf(game)
	}
	j.deals, j.dealsOf, j.dealsRev, j.dealsN = deals, first, jl.rev, cells
	return j
}

// refreshJourney builds the open map's deals again where the block or the
// journal moved.
func (m *Model) refreshJourney() {
	if m.journey != nil {
		j := m.journey.built(m.journal, m.settings.FreeCells)
		m.journey, m.lastMap = &j, j.builtBlock
	}
}

// blockOf is the first and last deals of the block that holds game.
func blockOf(game int64) (first, last int64) {
	if game < 1 || game > randomLast {
		game = 1
	}
	first = (game-1)/journeyBlock*journeyBlock + 1
	return first, min(first+journeyBlock-1, randomLast)
}

// openJourney opens the map with the cursor on the deal on screen.
func (m Model) openJourney() (Model, tea.Cmd) {
	cursor := m.game
	m.status = view.Status{}
	if cursor < 1 || cursor > randomLast {
		cursor = 1
		m.status = view.Status{Kind: view.AtJourneyEdge}
	}
	m.journey = &journey{cursor: cursor, top: -1, builtBlock: m.lastMap}
	m.mode = journeying
	return m.scrolled(), nil
}

// updateJourney takes the map's keys.
func (m Model) updateJourney(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	keys, j := m.keys.Journey, *m.journey
	first, last := blockOf(j.cursor)
	cols := int64(view.JourneyColumns(m.width, last))
	page := cols * 10
	m.status = view.Status{}
	switch {
	case key.Matches(msg, keys.Leave):
		m.journey, m.mode = nil, browsing
		return m, nil
	case key.Matches(msg, keys.Open):
		m.journey, m.mode = nil, browsing
		m.goTo(j.cursor)
		return m, nil
	case key.Matches(msg, keys.Difficulty): // kept: the next map opens so, in this run and the next
		save := m.saveSettings(func(s *state.Settings) { s.MapByDifficulty = !s.MapByDifficulty })
		m.journey = &j
		return m.scrolled(), save
	case key.Matches(msg, keys.Left):
		j.cursor = max(first, j.cursor-1)
	case key.Matches(msg, keys.Right):
		j.cursor = min(last, j.cursor+1)
	case key.Matches(msg, keys.Up):
		j.cursor = max(first, j.cursor-cols)
	case key.Matches(msg, keys.Down):
		j.cursor = min(last, j.cursor+cols)
	case key.Matches(msg, keys.PageUp):
		j.cursor = max(first, j.cursor-page)
	case key.Matches(msg, keys.PageDown):
		j.cursor = min(last, j.cursor+page)
	case key.Matches(msg, keys.First):
		j.cursor = first
	case key.Matches(msg, keys.Last):
		j.cursor = last
	case key.Matches(msg, keys.PrevBlock):
		if first == 1 {
			m.status = view.Status{Kind: view.AtJourneyEdge}
			break
		}
		j.cursor -= journeyBlock
	case key.Matches(msg, keys.NextBlock):
		if last == randomLast {
			m.status = view.Status{Kind: view.AtJourneyEdge}
			break
		}
		j.cursor = min(j.cursor+journeyBlock, randomLast)
	}
	m.journey = &j
	return m.scrolled(), nil
}

// scrolled keeps the detail's rows as drawn now.
func (m Model) scrolled() Model {
	j := *m.journey
	j.top = view.JourneyTop(m.screen())
	m.journey = &j
	return m
}

// journeyMouse takes a press on the map: on a deal, the cursor goes there (on
// a cell two deals share, to the upper, or to the lower where it is on the
// upper already); on the overview, to the first deal of the cell's run. A
// double click opens the deal, as Enter does: the one the cursor was on where
// it was in that cell, else the one the first press chose.
func (m Model) journeyMouse(msg tea.MouseMsg) (Model, tea.Cmd) {
	mouse := msg.Mouse()
	if wheel, ok := msg.(tea.MouseWheelMsg); ok && !m.overTheBoard() { // a row up or down, as the arrows (it did nothing)
		j := *m.journey
		first, last := blockOf(j.cursor)
		cols := int64(view.JourneyColumns(m.width, last))
		switch wheel.Button {
		case tea.MouseWheelUp:
			j.cursor = max(first, j.cursor-cols)
		case tea.MouseWheelDown:
			j.cursor = min(last, j.cursor+cols)
		default:
			return m, nil
		}
		m.journey, m.status = &j, view.Status{}
		return m.scrolled(), nil
	}
	if _, press := msg.(tea.MouseClickMsg); !press || mouse.Button != tea.MouseLeft || m.overTheBoard() {
		return m, nil
	}
	upper, lower, ok := view.JourneyDealAt(m.screen(), mouse.X, mouse.Y)
	if !ok {
		return m, nil
	}
	j, now := *m.journey, m.now()
	if j.pressed == upper && now.Sub(j.pressedAt) <= doubleClick { // a double click opens the deal the first press chose
		if j.pressedFrom == upper || j.pressedFrom == lower { // or the cell's deal the cursor was on: its line named it (the first press moved to the other)
			j.cursor = j.pressedFrom
			m.journey = &j
		}
		if open, ok := FirstPress(m.keys.Journey.Open); ok {
			return m.updateJourney(open)
		}
	}
	j.pressed, j.pressedFrom, j.pressedAt = upper, j.cursor, now
	j.cursor = upper
	if m.journey.cursor == upper && lower != upper {
		j.cursor = lower
	}
	m.journey, m.status = &j, view.Status{}
	return m.scrolled(), nil
}

// journeyView is the map as the screen shows it.
func (m Model) journeyView() *view.Journey {
	j := m.journey
	first, last := blockOf(j.cursor)
	deals := j.deals
	if j.dealsOf != first { // not built yet: only Update builds them
		deals = nil
	}
	return &view.Journey{First: first, Last: last, Cursor: j.cursor, Top: j.top, ByDifficulty: m.settings.MapByDifficulty, FreeCells: m.settings.FreeCells,
		Deals: deals}
}
