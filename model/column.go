package model

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/play"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/view"
)

// Cards dropped on an empty column could go as a run or one card alone: as
// Windows asks "Move column or single card?", so does the viewer, unless the
// player chose how many (+ and -, or a press lower down a column, or on the
// run's own bottom card: the run), or answered for the rest of the game.

// columnAnswer is the answer the player gave for the rest of the game.
type columnAnswer uint8

const (
	askColumn   columnAnswer = iota // ask each time
	wholeColumn                     // the run goes
	singleCard                      // the top card goes alone
)

// runToEmpty is how many cards the pick would move onto to, an empty
// column, as a run: 0 where there is nothing to ask (to is not an empty
// column, or the player chose the count, or pressed on the run's bottom card).
func (m *Model) runToEmpty(p pick, to rules.Place) int {
	pos := m.table.Position()
	if p.changed || p.run || !p.from.IsColumn() || !to.IsColumn() || len(pos.Column(to.Index())) != 0 {
		return 0
	}
	if n := min(p.count, pos.Movable(p.from.Index(), true)); n > 1 {
		return n
	}
	return 0
}

// askColumn puts the question, unless it was answered for the game.
func (m Model) askColumn(p pick, to rules.Place, run int) (Model, tea.Cmd) {
	switch m.columnAnswer {
	case wholeColumn:
		return m.moveToEmpty(p.from, to, run)
	case singleCard:
		return m.moveToEmpty(p.from, to, 1)
	case askColumn:
	}
	m.open(confirmation{question: view.ColumnQuestion, deal: m.key(), from: p.from, to: to, count: run})
	m.picked = &p // shown picked up while the question waits
	return m, nil
}

// answerColumn takes the answer: the run, the card alone (either kept for
// the game, with Shift), or Esc, which puts the cards back. Other keys leave
// the question where it is.
func (m Model) answerColumn(c confirmation, msg tea.KeyPressMsg) (Model, tea.Cmd) {
	keys := m.keys.Column
	count := 0
	switch {
	case key.Matches(msg, keys.Column, keys.ColumnAlways):
		count = c.count
	case key.Matches(msg, keys.Single, keys.SingleAlways):
		count = 1
	case !key.Matches(msg, keys.Cancel):
		return m.nudge(c), nil
	}
	m.shut(confirmOverlay)
	m.status, m.picked = view.Status{}, nil
	switch {
	case key.Matches(msg, keys.ColumnAlways):
		m.columnAnswer = wholeColumn
	case key.Matches(msg, keys.SingleAlways):
		m.columnAnswer = singleCard
	}
	if count == 0 || m.table == nil || c.deal != m.key() {
		return m, nil
	}
	return m.moveToEmpty(c.from, c.to, count)
}

// moveToEmpty moves count cards from a column onto an empty one.
func (m Model) moveToEmpty(from, to rules.Place, count int) (Model, tea.Cmd) {
	m.picked = nil
	return m.move(play.Choose(m.table.Position(), from, to, count))
}

// columnQuestion is the question on screen: the run's deepest card and the
// top card, read from the position.
func (m *Model) columnQuestion(c confirmation) view.Confirm {
	q := view.Confirm{Question: c.question, Count: c.count, Nudged: c.nudged}
	if m.table == nil {
		return q
	}
	pos := m.table.Position()
	if cards := pos.Column(c.from.Index()); len(cards) >= c.count && c.count > 0 {
		q.Card, q.Top = cards[len(cards)-c.count], cards[len(cards)-1]
	}
	run := pos.RunLength(c.from.Index())
	if p := m.picked; p != nil && p.from == c.from { // of the cards picked up, as shown: "2 of 6" read wrong with 4 picked
		run = min(run, p.count)
	}
	if run > c.count {
		q.Run = run
	}
	return q
}
