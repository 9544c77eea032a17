package model

import (
	"errors"
	"maps"
	"slices"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/play"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/view"
)

// pick is the cards the player has picked up: count from the top of from,
// where count starts as all that may go together (Pickable) and +/- change it.
type pick struct {
	from    rules.Place
	count   int
	most    int  // Pickable when picked
	changed bool // the player asked for more or fewer
}

// animation shows a step's automatic moves one after another.
type animation struct {
	auto  []rules.Move // the moves auto-play made
	shown int          // how many of them are on screen
}

// autoInterval is the time each automatic move is shown moving.
const autoInterval = 60 * time.Millisecond

type autoTickMsg struct{ id int }

type clockTickMsg struct{ id int }

// startPlay plays the deal on screen: the game in progress on it, or a new one.
func (m Model) startPlay() (tea.Model, tea.Cmd) {
	m.stopJob()
	g, ok := m.games[m.game]
	if ok && g.Won() { // a won game stays won: a new one begins
		ok = false
	}
	if !ok {
		g, ok = m.stored(m.game)
	}
	if !ok {
		var err error
		if g, err = play.New(m.game, m.auto); err != nil {
			return m, nil // the deal on screen is always valid
		}
		m.setRecorded(m.game, false)
	}
	m.keep(g)
	m.status = view.Status{}
	if player, all := g.Counts(); all > 0 {
		m.status = view.Status{Kind: view.Resumed, Count: player}
	}
	return m.enterPlay(g)
}

// takeOver plays on from the position a playback shows: as a new game on the
// deal, or, for a solution shown from a game, as that game played on.
func (m Model) takeOver() (tea.Model, tea.Cmd) {
	moves := append(slices.Clone(m.replay.prefix), m.replay.moves[:m.replay.shown(m.replay.step)]...)
	from := m.replay.game
	var spent time.Duration
	if from != nil {
		spent = from.Clock().Elapsed(m.now())
	}
	g, err := play.Resume(m.game, moves, m.auto, spent)
	if err != nil {
		m.status = view.Status{Kind: view.BadSolution}
		return m, nil
	}
	replaced := false
	if from == nil {
		old, ok := m.games[m.game]
		if !ok {
			old, _ = m.stored(m.game)
		}
		replaced = old != nil && len(old.Moves()) > 0 && !old.Won()
		m.lose(old) // given up for the solution
		m.setRecorded(m.game, false)
	}
	m.keep(g)
	m.table = g
	m.save()
	m.status = view.Status{Kind: view.TookOver, Count: m.replay.step, Replaced: replaced}
	pb := *m.replay // a copy: models are values
	pb.playing = false
	m.replay = &pb
	return m.enterPlay(g)
}

func (m Model) enterPlay(g *play.Game) (tea.Model, tea.Cmd) {
	m.table, m.mode, m.picked, m.anim = g, playingDeal, nil, nil
	m.fullHelp = false
	if m.store.Saving() { // the deal being played is the one to open next time, even after a crash
		m.sayFailure(m.store.SaveLastGame(m.game))
	}
	if g.Touched() && !g.Won() {
		return m, m.startClock()
	}
	return m, nil
}

// leavePlay goes back to browsing, keeping the game for the deal.
func (m *Model) leavePlay() {
	if m.table != nil {
		m.change().Clock().Stop(m.now())
		m.save()
	}
	m.stopReview()
	m.table, m.picked, m.anim = nil, nil, nil
	if m.mode == playingDeal || m.mode == typingMoves || m.mode == reviewing {
		m.mode = browsing
	}
}

// change gives the model a game of its own to change: models are values.
func (m *Model) change() *play.Game {
	g := m.table.Clone()
	m.table = g
	m.keep(g)
	return g
}

// startClock runs the game's clock and its once-a-second redraw; the redraws
// of an earlier run stop.
func (m *Model) startClock() tea.Cmd {
	m.clockID++
	m.change().Clock().Start(m.now())
	return clockTick(m.clockID)
}

func clockTick(id int) tea.Cmd {
	return tea.Tick(time.Second, func(time.Time) tea.Msg { return clockTickMsg{id: id} })
}

// clockTicked redraws the clock each second while it runs.
func (m Model) clockTicked(msg clockTickMsg) (tea.Model, tea.Cmd) {
	if msg.id != m.clockID || m.mode != playingDeal && m.mode != typingMoves || !m.table.Clock().Running() {
		return m, nil
	}
	return m, clockTick(m.clockID)
}

// autoTicked shows the next automatic move.
func (m Model) autoTicked(msg autoTickMsg) (tea.Model, tea.Cmd) {
	if msg.id != m.animID || m.anim == nil {
		return m, nil
	}
	a := *m.anim
	a.shown++
	if a.shown >= len(a.auto) {
		m.anim = nil
		return m, nil
	}
	m.anim = &a
	return m, tea.Tick(autoInterval, func(time.Time) tea.Msg { return autoTickMsg{id: msg.id} })
}

func (m Model) updatePlay(msg tea.KeyPressMsg) (tea.Model, tea.Cmd) {
	keys := m.keys.Play
	m.anim = nil // a key shows the end of any animation at once
	if place, ok := keys.place(msg); ok {
		return m.choosePlace(place)
	}
	switch {
	case key.Matches(msg, keys.Cancel):
		if m.picked != nil {
			m.picked, m.status = nil, view.Status{}
			return m, nil
		}
		m.leavePlay()
		m.status = view.Status{}
	case key.Matches(msg, keys.More, keys.Fewer) && m.picked != nil:
		p := *m.picked
		if key.Matches(msg, keys.More) {
			p.count = min(p.count+1, p.most)
		} else {
			p.count = max(p.count-1, 1)
		}
		p.changed = true
		m.picked = &p
		m.status = m.pickedStatus()
	case key.Matches(msg, keys.Undo):
		return m.undo()
	case key.Matches(msg, keys.Redo):
		return m.redo()
	case key.Matches(msg, keys.Restart):
		return m.restart()
	case key.Matches(msg, keys.Auto):
		return m.cycleAuto()
	case key.Matches(msg, keys.Coach):
		return m.toggleCoach()
	case key.Matches(msg, keys.BackToLosing):
		return m.undoToLosingMove()
	case key.Matches(msg, keys.Hint):
		return m.hint()
	case key.Matches(msg, keys.MoveLine):
		m.picked = nil
		return m.openMoveLine()
	case key.Matches(msg, keys.Solve):
		return m.solveFromHere()
	case key.Matches(msg, keys.Review):
		return m.startReview()
	}
	return m, nil
}

// restart goes back to the deal; a try with moves ends as lost.
func (m Model) restart() (tea.Model, tea.Cmd) {
	m.picked = nil
	m.status = view.Status{Kind: view.NothingToUndo}
	before := m.table
	g := m.change()
	g.Clock().Stop(m.now())
	if g.Restart() {
		m.status = view.Status{Kind: view.Restarted}
		m.lose(before) // a restart after a move ends that try as lost
		m.setRecorded(m.game, false)
		m.save()
	}
	return m, nil
}

// cycleAuto moves to the next auto-play mode, remembers it, and makes at once
// the moves the new mode makes.
func (m Model) cycleAuto() (tea.Model, tea.Cmd) {
	m.auto = m.auto.Next()
	g := m.change()
	g.SetAuto(m.auto)
	m.sayFailure(m.store.SaveAutoPlay(m.auto.String()))
	m.status = view.Status{Kind: view.AutoPlaySet, Auto: m.auto}
	step, ok := g.AutoPlayNow()
	if !ok {
		return m, nil
	}
	said := m.status
	next, cmd := m.afterStep(step)
	if nm := next.(Model); nm.status.Kind != view.Won {
		nm.status = said
		next = nm
	}
	return next, cmd
}

// choosePlace takes a place key: the source of a move, or its destination.
func (m Model) choosePlace(place rules.Place) (tea.Model, tea.Cmd) {
	pos := m.table.Position()
	if place == firstFreeCell {
		cell, ok := play.FirstFreeCell(pos)
		if !ok {
			m.picked, m.status = nil, view.Status{Kind: view.NoFreeCell} // as any refusal: the cards go back
			return m, nil
		}
		place = cell
	}
	if m.picked == nil {
		return m.pickUp(place)
	}
	if place == m.picked.from {
		m.picked, m.status = nil, view.Status{} // the source again: put the cards back
		return m, nil
	}
	return m.drop(place)
}

// pickUp picks up the cards at the top of a place.
func (m Model) pickUp(from rules.Place) (tea.Model, tea.Cmd) {
	if from == rules.Foundation {
		m.status = view.Status{Kind: view.Refused, Problem: &rules.MoveError{Problem: rules.NotASource}}
		return m, nil
	}
	pos := m.table.Position()
	n := play.Pickable(pos, from)
	if from.IsColumn() {
		n = min(n, pos.Movable(from.Index(), false)) // no more than may ever move together
	}
	if n == 0 {
		m.status = view.Status{Kind: view.NothingToPick, Pick: view.Pick{From: from}}
		return m, nil
	}
	m.picked = &pick{from: from, count: n, most: n}
	m.status = m.pickedStatus()
	return m, nil
}

func (m Model) pickedStatus() view.Status {
	p := m.picked
	col := m.table.Position()
	card := col.Top(p.from)
	if p.from.IsColumn() {
		cards := col.Column(p.from.Index())
		card = cards[len(cards)-p.count]
	}
	return view.Status{Kind: view.Picked, Pick: view.Pick{From: p.from, Count: p.count}, Card: card, Count: p.most}
}

// move makes the player's move and auto-play's after it, or says why not.
func (m Model) move(mv rules.Move) (tea.Model, tea.Cmd) {
	g := m.change()
	step, err := g.Move(mv)
	var problem *rules.MoveError
	if errors.As(err, &problem) {
		m.status = view.Status{Kind: view.Refused, Problem: problem}
		return m, nil
	}
	if err != nil {
		return m, nil
	}
	m.status = view.Status{Kind: view.Moved, Moves: step.Moves}
	return m.afterStep(step)
}

// afterStep animates a step's automatic moves, keeps the clock and notices a win.
func (m Model) afterStep(step play.Step) (tea.Model, tea.Cmd) {
	var cmds []tea.Cmd
	if len(step.Moves) > 1 {
		m.animID++
		m.anim = &animation{auto: step.Moves[1:]}
		id := m.animID
		cmds = append(cmds, tea.Tick(autoInterval, func(time.Time) tea.Msg { return autoTickMsg{id: id} }))
	}
	clock := m.table.Clock()
	switch {
	case m.table.Won():
		clock.Stop(m.now())
		m.status = m.wonStatus()
	case !clock.Running():
		cmds = append(cmds, m.startClock())
	}
	m.save()
	return m, tea.Batch(cmds...)
}

// wonStatus records the win and says it, with the best result before it.
func (m *Model) wonStatus() view.Status {
	player, _ := m.table.Counts()
	result := view.Result{PlayerMoves: player, Elapsed: m.table.Clock().Elapsed(m.now())}
	s := view.Status{Kind: view.Won, Game: m.game, Result: result}
	if best, ok := m.best(m.game); ok {
		s.Best = &best
	}
	return s
}

func (m Model) undo() (tea.Model, tea.Cmd) {
	m.picked = nil
	g := m.change()
	g.Clock().Stop(m.now())
	step, ok := g.Undo()
	switch {
	case !ok:
		m.status = view.Status{Kind: view.NothingToUndo}
	case step.Restart:
		m.status = view.Status{Kind: view.UndoneRestart}
	default:
		m.status = view.Status{Kind: view.Undone, Moves: step.Moves}
	}
	m.save()
	return m, m.resumeClock()
}

// resumeClock runs the clock again after an undo or a redo, where there are
// moves and no win.
func (m *Model) resumeClock() tea.Cmd {
	if len(m.table.Moves()) == 0 || m.table.Won() {
		return nil
	}
	return m.startClock()
}

func (m Model) redo() (tea.Model, tea.Cmd) {
	m.picked = nil
	g := m.change()
	g.Clock().Stop(m.now())
	step, ok := g.Redo()
	switch {
	case !ok:
		m.status = view.Status{Kind: view.NothingToRedo}
		return m, m.resumeClock()
	case step.Restart:
		m.status = view.Status{Kind: view.RedoneRestart}
		m.save()
		return m, nil
	}
	m.status = view.Status{Kind: view.Redone, Moves: step.Moves}
	if m.table.Won() {
		m.status = m.wonStatus()
	}
	m.save()
	return m, m.resumeClock()
}

// shownPosition is the position on screen in play: the game's, less the
// automatic moves an animation has not shown yet.
func (m Model) shownPosition() rules.Position {
	pos := *m.table.Position()
	if a := m.anim; a != nil {
		for i := len(a.auto) - 1; i >= a.shown; i-- {
			pos.Undo(a.auto[i])
		}
	}
	return pos
}

// playInfo is what the title line says of the game.
func (m Model) playInfo() *view.Play {
	player, all := m.table.Counts()
	return &view.Play{PlayerMoves: player, AllMoves: all, Elapsed: m.table.Clock().Elapsed(m.now()),
		Auto: m.table.Auto(), Won: m.table.Won()}
}

// keep makes g the game in progress on its deal for the session. The maps are
// copied before a change, since models are values that older copies share.
func (m *Model) keep(g *play.Game) {
	m.games = maps.Clone(m.games)
	m.games[g.Deal()] = g
}

func (m *Model) setRecorded(deal int64, recorded bool) {
	m.recorded = maps.Clone(m.recorded)
	m.recorded[deal] = recorded
}
