package model

import (
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/play"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/view"
)

// doubleClick is the most time between the two presses of a double click:
// the desktop's usual 500 ms (Windows' default), as a terminal's mouse
// reports add their own delay.
const doubleClick = 500 * time.Millisecond

// buttonPress is the last press of the mouse's left button in play.
type buttonPress struct {
	place rules.Place
	card  int // the card pressed on in its column (view.Spot.Card)
	at    time.Time
	down  bool // the button is still down: a release elsewhere drops there
}

// dragging is cards picked up that the mouse carries: where the pointer is,
// and the place under it.
type dragging struct {
	x, y int
	over rules.Place
	on   bool // over a place, not the one the cards came from
	left bool // the pointer has been off the place the cards came from
}

// updateMouse plays by mouse, as the desktop games do: a press on a card picks
// it up with the cards on it, a press on another place puts them down there,
// and so does letting go of the button over it (drag and drop), the cards
// following the pointer meanwhile; a double click makes the best move (see
// play.BestMove). A press on nothing puts picked cards back; a press on a
// key of the key line presses it.
func (m Model) updateMouse(msg tea.MouseMsg) (Model, tea.Cmd) {
	if next, cmd, done := m.mouseAside(msg); done {
		return next, cmd
	}
	mouse := msg.Mouse()
	if m.mode != playingDeal || m.overTheBoard() || mouse.Button != tea.MouseLeft {
		return m, nil
	}
	if _, press := msg.(tea.MouseClickMsg); press && m.overlays.frontKind() == bannerOverlay && m.banner() != nil {
		m.shut(bannerOverlay) // a click takes the banner away, and only that
		return m, nil
	}
	if _, press := msg.(tea.MouseClickMsg); !press && m.table.Won() {
		return m, nil // the release of the click that won, or a move after it: the banner stays
	}
	if _, press := msg.(tea.MouseClickMsg); press { // a press puts the hint away: the release of a click on the keys panel's H put away the hint it gave
		m.anim, m.hinted = nil, nil
		m.shut(bannerOverlay)
	}
	if m.table.Won() {
		m.status = view.Status{Kind: view.GameIsWon} // every card is home: nothing to pick
		return m, nil
	}
	spot, ok := view.Locate(m.screen(), mouse.X, mouse.Y)
	if !ok && m.picked != nil { // cards in hand put down in the gap beside a place: that place, as the desktop games aim
		spot, ok = m.besidePlace(mouse.X, mouse.Y)
	}
	switch msg.(type) {
	case tea.MouseClickMsg:
		m.drag = nil
		return m.mousePress(spot, ok)
	case tea.MouseMotionMsg:
		if m.lastPress.down && m.picked != nil {
			on := ok && spot.Place != m.picked.from
			m.drag = &dragging{x: mouse.X, y: mouse.Y, over: spot.Place, on: on, left: on || !ok || m.drag != nil && m.drag.left}
		}
	case tea.MouseReleaseMsg:
		down, dragged := m.lastPress.down, m.drag != nil && (m.drag.left || !ok) // a wobble within the place pressed on is a click: the cards stay picked up
		m.lastPress.down, m.drag = false, nil
		switch {
		case !down || m.picked == nil:
		case ok && spot.Place != m.picked.from:
			return m.drop(spot.Place)
		case dragged: // let go over nothing, or back where they came from: put back, as the desktop games do
			m.picked, m.status = nil, view.Status{}
		}
	}
	return m, nil
}

// besidePlace is the place next to column x of row y, where x is the gap
// between two places or just past the board's edge (a drop there was the
// cards put back, unsaid): of two, the one the cards in hand may go to, else
// the one on the left, whose refusal is said.
func (m Model) besidePlace(x, y int) (view.Spot, bool) {
	var found []view.Spot
	for _, near := range []int{x - 1, x + 1} {
		if spot, ok := view.Locate(m.screen(), near, y); ok {
			found = append(found, spot)
		}
	}
	if len(found) == 0 {
		return view.Spot{}, false
	}
	if p := m.picked; p != nil && len(found) == 2 {
		if may := m.targets(*p); may&(1<<found[0].Place) == 0 && may&(1<<found[1].Place) != 0 {
			return found[1], true
		}
	}
	return found[0], true
}

// mouseAside takes what the mouse does besides playing cards: a key it
// stands for (a panel's, the key line's), the journey map, a question
// waiting (a click says to answer first), the right button putting cards
// back; done is false for the rest.
func (m Model) mouseAside(msg tea.MouseMsg) (next Model, cmd tea.Cmd, done bool) {
	if next, k, ok := m.clickedPanel(msg); ok {
		next, cmd = next.updateKey(k)
		return next, cmd, true
	}
	if m.doubledKeyClick(msg) {
		return m, nil, true
	}
	if k, ok := m.mouseKey(msg); ok {
		next, cmd = m.updateKey(k)
		return next, cmd, true
	}
	if m.mode == journeying && !m.overlays.has(confirmOverlay) {
		next, cmd = m.journeyMouse(msg)
		return next, cmd, true
	}
	mouse := msg.Mouse()
	_, press := msg.(tea.MouseClickMsg)
	if c, asked := m.overlays.front().(confirmation); asked && mouse.Button == tea.MouseLeft {
		if press { // as a key that is no answer: the line says to answer first (a click said nothing)
			return m.nudge(c), nil, true
		}
		return m, nil, true
	}
	if press && mouse.Button == tea.MouseRight && m.mode == playingDeal && m.picked != nil && !m.overTheBoard() {
		m.picked, m.status, m.drag = nil, view.Status{}, nil // a right click puts the cards back, as Esc does
		return m, nil, true
	}
	return m, nil, false
}

func (m Model) mousePress(spot view.Spot, ok bool) (Model, tea.Cmd) {
	now := m.now()
	last := m.lastPress
	m.lastPress = buttonPress{place: spot.Place, card: spot.Card, at: now, down: ok}
	switch {
	case !ok:
		m.picked, m.status = nil, view.Status{}
		m.lastPress = buttonPress{} // beside the board: no half of a double click (a card clicked at once after it moved)
		return m, nil
	case last.place == spot.Place && last.card == spot.Card && now.Sub(last.at) <= doubleClick && spot.Place != rules.Foundation:
		m.picked = nil
		m.lastPress = buttonPress{} // a third press starts anew
		count := 0                  // the card double-clicked and those on it; 0 where no card was pressed on
		if spot.Place.IsColumn() && spot.Card >= 0 {
			count = len(m.table.Position().Column(spot.Place.Index())) - spot.Card
		}
		if mv, ok := play.BestMove(m.table.Position(), spot.Place, count); ok {
			return m.move(mv)
		}
		return m.cannotSend(spot.Place, count)
	case m.picked == nil:
		return m.mousePick(spot)
	case spot.Place == m.picked.from:
		m.picked, m.status = nil, view.Status{}
		return m, nil
	}
	m.lastPress.at = time.Time{} // a press that puts cards down starts no double click: a quick second press, after a drop refused, moved the card pressed on
	return m.drop(spot.Place)
}

// mousePick picks up the card pressed on with the cards on it, when they may
// move together; pressed lower in a column, the cards that may.
func (m Model) mousePick(spot view.Spot) (Model, tea.Cmd) {
	next, cmd := m.pickUp(spot.Place)
	m = next
	if m.picked != nil && spot.Place.IsColumn() && spot.Card >= 0 {
		m = m.pickedHere(len(m.table.Position().Column(spot.Place.Index()))-spot.Card, spot.Place)
	}
	if m.picked != nil {
		p := *m.picked
		p.clicked = true
		m.picked = &p
	}
	if m.picked != nil || m.status.Kind == view.PickFirst { // said for a mouse: where they go is clicked too
		m.status.Clicked = true
	}
	return m, cmd
}

// pickedHere makes the cards picked up from column from those pressed on, wanted
// of them, where they may move together; pressed higher, it says why fewer came.
func (m Model) pickedHere(wanted int, from rules.Place) Model {
	switch {
	case wanted == 1 && m.picked.count > 1: // the top card: the column, as in Windows (where they go decides how many; it took the top card alone, refused on the card its run goes onto)
	case wanted < m.picked.count:
		p := *m.picked
		p.count, p.changed, p.pressed = wanted, true, true
		m.picked = &p
		m.status = m.pickedStatus()
	case wanted == m.picked.count && wanted > 1:
		p := *m.picked
		p.run = true
		m.picked = &p
	case wanted > m.picked.count: // pressed above what may move: why fewer came is said
		m.status = m.pickedStatus()
		m.status.Kind = view.PickedWholeRun
		if run := m.table.Position().RunLength(from.Index()); run > m.picked.count {
			m.status.Kind = view.PickedAll
			if wanted <= run { // pressed within the run: the run chosen, as many as may go, as from its bottom card (it asked column or single card)
				p := *m.picked
				p.run = true
				m.picked = &p
			}
		}
	}
	return m
}

// drop puts the picked cards down on a place.
func (m Model) drop(to rules.Place) (Model, tea.Cmd) {
	p := *m.picked
	if run := m.runToEmpty(p, to); run > 0 {
		return m.askColumn(p, to, run)
	}
	m.picked = nil
	if p.changed {
		if refused := moreThanChosen(m.table.Position(), p, to); refused != nil {
			m.status = view.Status{Kind: view.Refused, Problem: refused}
			return m, nil
		}
	}
	next, cmd := m.moveAs(play.Choose(m.table.Position(), p.from, to, m.dropCount(p, to)), p.clicked)
	if next.status.Kind == view.Refused && to == rules.Foundation && p.count > 1 {
		next.status.Pick = view.Pick{From: p.from, Count: p.count} // a run picked up: the refusal names its top card, said so
	}
	if next.status.Kind == view.Moved && len(next.status.Moves) > 0 && int(next.status.Moves[0].Count) < p.count && to != rules.Foundation {
		next.status.Pick = view.Pick{From: p.from, Count: p.count} // fewer went than were picked: said (a run picked, to a free cell, sent its top card alone without a word)
	}
	return next, cmd
}

// chosen is how many cards a drop of p moves: the count the player chose,
// else 0, the ranks or all that may go deciding (see play.Choose).
func (p pick) chosen() int {
	if p.changed {
		return p.count
	}
	return 0
}

// chosenFor is how many cards a drop of p on to moves (see chosen): a run
// pressed on at its bottom card goes whole to a free cell or home, which
// refuses it, not its top card alone (8♠ carried with 7♦ on it, dropped on
// a free cell, sent 7♦ there, the cell shown taking both).
func (p pick) chosenFor(to rules.Place) int {
	if p.run && !to.IsColumn() {
		return p.count
	}
	return p.chosen()
}

// dropCount is how many cards a drop of p on to moves (see chosenFor):
// cards pressed on higher in a run go onto an empty column as many of them
// as may (pressed on 8♥ of a run of seven, six were refused where five may
// go, and pressed lower, on 5♠, three where two may).
func (m Model) dropCount(p pick, to rules.Place) int {
	pos := m.table.Position()
	if p.pressed && to.IsColumn() && len(pos.Column(to.Index())) == 0 {
		return min(p.count, max(pos.Movable(p.from.Index(), true), 1))
	}
	return p.chosenFor(to)
}

// targets are the places p's cards may be put down on now, as a set (see
// play.Destinations), less those that would take more cards than were chosen.
func (m Model) targets(p pick) uint32 {
	pos := m.table.Position()
	set := play.Destinations(pos, p.from, p.chosen())
	if p.run && p.count > 1 { // a free cell or home takes one card: not the run pressed on (see chosenFor)
		set &= 1<<rules.NumColumns - 1
	}
	for to := range rules.Place(rules.NumColumns) { // an empty column takes as many as may go of cards pressed on (see dropCount)
		if !p.pressed || to == p.from || len(pos.Column(to.Index())) != 0 {
			continue
		}
		if _, err := pos.Resolve(play.Choose(pos, p.from, to, m.dropCount(p, to))); err == nil {
			set |= 1 << to
		}
	}
	for to := range rules.Place(rules.Foundation) {
		if set>>to&1 != 0 && p.changed && moreThanChosen(pos, p, to) != nil {
			set &^= 1 << to
		}
	}
	return set
}

// moreThanChosen is the refusal of a drop onto a card that would take more
// cards than the player chose to pick up (5♦ picked alone from 6♠ 5♦, onto
// 7♥: by the ranks 6♠ would go with it, which the player did not pick):
// the card picked lowest is said not to go there, as it is where no card of
// the run goes (the move's own refusal named the column's top, not the
// cards picked). Nil where one of the cards picked goes (fewer than picked
// is said after the move). By the ranks alone, before the
// room to move: with the free cells full it said "1 card can move now, not
// 2" of the card picked alone.
func moreThanChosen(pos *rules.Position, p pick, to rules.Place) *rules.MoveError {
	if !p.from.IsColumn() || !to.IsColumn() || len(pos.Column(to.Index())) == 0 {
		return nil
	}
	from, onto := pos.Column(p.from.Index()), pos.Column(to.Index())
	top := onto[len(onto)-1]
	for i := 1; i <= pos.RunLength(p.from.Index()); i++ {
		if rules.Stacks(from[len(from)-i], top) && i <= p.count {
			return nil
		}
	}
	return &rules.MoveError{Move: rules.Move{From: p.from, To: to, Count: uint8(p.count)}, Problem: rules.DoesNotStack,
		Card: from[len(from)-p.count], Onto: top}
}

// cannotSend says why a double click on count cards of from (0: its top
// card) sent nothing: an empty place, a card in a free cell that cannot go
// home yet, cards not in sequence, or cards no place takes.
func (m Model) cannotSend(from rules.Place, count int) (Model, tea.Cmd) {
	pos := m.table.Position()
	switch {
	case !pos.Top(from).Valid():
		m.status = view.Status{Kind: view.NothingToPick, Pick: view.Pick{From: from}}
	case from.IsFreeCell(): // neither home nor a column takes it: both said (the move home's refusal alone hid the columns)
		m.status = view.Status{Kind: view.NoPlaceFor, Pick: view.Pick{From: from, Count: 1}}
	case count > pos.RunLength(from.Index()):
		m.status = view.Status{Kind: view.Refused, Problem: &rules.MoveError{Move: rules.Move{From: from}, Problem: rules.NotASequence, Count: count, Need: pos.RunLength(from.Index())}}
	case play.InOrder(pos, from, max(count, 1)): // an empty column or a free cell takes them, but would break their run
		m.status = view.Status{Kind: view.StaysInOrder, Pick: view.Pick{From: from, Count: max(count, 1)}}
	default: // one card too: "the free cells are all taken" hid that no column takes it either
		m.status = view.Status{Kind: view.NoPlaceFor, Pick: view.Pick{From: from, Count: max(count, 1)}}
	}
	return m, nil
}
