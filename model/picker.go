package model

import (
	"math/rand/v2"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// The picker: the player chooses deals by difficulty (which is the free
// cells they need) and by whether they have won them; r then draws one of those, and N and
// P find the next and the one before. The choice is remembered in the saved
// games. Deals are picked in 1..randomLast, as far as the atlas (shipped and
// worked out) tells: searches and counts run in the background.

// pickerDialog is the picker while it is open: the row the cursor is on,
// and how many deals the pick takes, once counted.
type pickerDialog struct {
	at       int
	count    int
	counting bool
}

func (pickerDialog) kind() overlay { return pickerOverlay }

// closed leaves the count running: it is kept for the picker opened again.
func (pickerDialog) closed(*Model) {}

func (d pickerDialog) panel(m *Model) view.Panel {
	return view.Panel{Picker: &view.Picker{At: d.at, Pick: m.settings.Pick, Count: d.count, Counting: d.counting,
		First: 1, Last: randomLast, Saving: m.saving()}}
}

// pickedMsg carries a pick search's deal (ok false: none is known).
type pickedMsg struct {
	id         int
	game       int64
	ok         bool
	from       int64 // the deal N or P was pressed on (0: r)
	back, next bool  // P, N
	to         drawTo
}

// pickCountMsg carries how many deals a pick takes.
type pickCountMsg struct {
	id    int
	of    countOf
	count int
}

// countOf is what a count of picked deals depends on: the pick, and the
// journal (the player's wins, the facts learnt) as counted.
type countOf struct {
	pick       atlas.Pick
	rev, cells int
}

// pickedCount is the last count made, kept: the picker opened again on an
// unchanged pick shows it at once, or waits for the count running (each
// reads a million deals' facts; a client flooding f over SSH started one at
// each opening and stopped it at each closing: a core).
type pickedCount struct {
	of      countOf
	count   int
	ok      bool
	running countOf // the count running, while one does
}

// bandChoices are the picker's bands in order, "any" first.
var bandChoices = []atlas.Band{-1, atlas.Easy, atlas.Medium, atlas.Hard, atlas.Expert, atlas.NeedsMoreCells}

// openPicker opens the picker and counts what it takes.
func (m Model) openPicker() (Model, tea.Cmd) {
	m.open(pickerDialog{})
	return m, m.countPicked()
}

// update takes the picker's keys: up and down choose a row, left and
// right change it, and each change is kept at once; the mode's quit key quits.
func (d pickerDialog) update(m Model, msg tea.KeyPressMsg) (Model, tea.Cmd, bool) {
	keys := m.keys.Picker
	if b := m.keys.Browse; key.Matches(msg, b.Random, b.NextPicked, b.PrevPicked) { // the panel's "then r draws one": the picker closes, and r does
		m.shut(pickerOverlay)
		next, cmd := m.updateBrowsing(msg)
		return next, cmd, true
	}
	step := 0
	switch {
	case key.Matches(msg, keys.Close, m.keys.Browse.Picker): // the key that opened it too, where a keys file moved it
		m.shut(pickerOverlay)
		return m, nil, true
	case key.Matches(msg, m.quitKey()):
		return m, nil, false
	case key.Matches(msg, keys.Up):
		d.at = (d.at + view.PickerRows - 1) % view.PickerRows
	case key.Matches(msg, keys.Down):
		d.at = (d.at + 1) % view.PickerRows
	case key.Matches(msg, keys.Less):
		step = -1
	case key.Matches(msg, keys.More):
		step = 1
	}
	m.keepDialog(d)
	if step == 0 {
		return m, nil, true
	}
	save := m.saveSettings(func(s *state.Settings) { s.Pick = changePick(s.Pick, d.at, step) })
	return m, tea.Batch(m.countPicked(), save), true
}

// changePick is p with row at moved a step through its choices, round.
func changePick(p atlas.Pick, at, step int) atlas.Pick {
	turn := func(i, n int) int { return ((i+step)%n + n) % n }
	switch at {
	case 0:
		i := 0
		if p.HasBand {
			i = int(p.Band) + 1
		}
		i = turn(i, len(bandChoices))
		p.Band, p.HasBand = bandChoices[i], i > 0
		if i == 0 {
			p.Band = 0
		}
	default:
		p.NotWon = !p.NotWon
	}
	return p
}

// countPicked counts, in the background, the deals the pick takes.
func (m *Model) countPicked() tea.Cmd {
	d, ok := shown[pickerDialog](m)
	if !ok {
		return nil
	}
	of := countOf{m.settings.Pick, m.journal.rev, m.journal.cells}
	if c := m.lastCount; c.ok && c.of == of {
		d.count, d.counting = c.count, false
		m.keepDialog(d)
		return nil
	}
	d.counting = true
	m.keepDialog(d)
	if m.counting.running() && m.lastCount.running == of {
		return nil
	}
	m.lastCount.running = of
	ctx, id, pick, deals := m.counting.start(m.life), m.counting.id, m.settings.Pick, m.journal.deals()
	return func() tea.Msg {
		count := 0
		for game := int64(1); game <= randomLast; game++ {
			if game%4096 == 0 && ctx.Err() != nil {
				return nil
			}
			if f, ok := deals.Facts(game); pick.Takes(f, ok, deals.Won(game)) {
				count++
			}
		}
		return pickCountMsg{id, of, count}
	}
}

// pickCounted keeps the count, and shows it if the picker is open.
func (m Model) pickCounted(msg pickCountMsg) (Model, tea.Cmd) {
	if !m.counting.owns(msg.id) {
		return m, nil
	}
	m.counting.finish()
	m.lastCount = pickedCount{of: msg.of, count: msg.count, ok: true}
	if d, ok := shown[pickerDialog](&m); ok { // the job's: a count of another pick was stopped as this one started
		d.count, d.counting = msg.count, false
		m.keepDialog(d)
	}
	return m, nil
}

// seekPicked looks in the background for a deal the pick takes: at random,
// or the next one from the deal on screen (back: the one before).
func (m Model) seekPicked(random, back bool, to drawTo) (Model, tea.Cmd) {
	ctx, id := m.picking.start(m.life), m.picking.id
	pick, deals, from := m.settings.Pick, m.journal.deals(), m.game
	draw := m.drawIn
	m.status = view.Status{Kind: view.PickingDeal, Spinner: m.spinner}
	seek := func() tea.Msg {
		var game int64
		var ok bool
		if random {
			game, ok = pick.Random(deals, 1, randomLast, draw)
		} else {
			game, ok = pick.Next(deals, from, 1, randomLast, back)
		}
		if ctx.Err() != nil {
			return nil
		}
		msg := pickedMsg{id: id, game: game, ok: ok, to: to}
		if !random {
			msg.from, msg.back, msg.next = from, back, !back
		}
		return msg
	}
	return m, tea.Batch(seek, m.spinner.Tick)
}

// drawIn draws a number in 0..n-1: from the model's random deals where they
// are the tests' own (numbers in 1..randomLast), else math/rand/v2's.
func (m Model) drawIn(n int64) int64 {
	if m.ownRandom {
		return (m.random() - 1) % n
	}
	return rand.Int64N(n)
}

// pickFound goes to the deal found, if still asked for.
func (m Model) pickFound(msg pickedMsg) (Model, tea.Cmd) {
	if !m.picking.owns(msg.id) {
		return m, nil
	}
	m.picking.finish()
	if m.mode != browsing {
		return m, nil
	}
	if !msg.ok {
		m.status = view.Status{Kind: view.NonePicked, Choice: m.settings.Pick}
		return m, nil
	}
	m.status = view.Status{}
	switch { // the picker's deals wrap round: said, as a page cut short at an end is
	case msg.next && msg.game <= msg.from:
		m.status = view.Status{Kind: view.PickedRoundToFirst, Game: msg.game}
	case msg.back && msg.game >= msg.from:
		m.status = view.Status{Kind: view.PickedRoundToLast, Game: msg.game}
	}
	m.goTo(msg.game)
	return m.playDrawn(msg.to)
}
