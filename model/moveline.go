package model

import (
	"errors"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/view"
)

// openMoveLine opens the prompt that takes moves in standard notation.
func (m Model) openMoveLine() (tea.Model, tea.Cmd) {
	m.mode = typingMoves
	m.status = view.Status{}
	m.moveInput.SetValue("")
	return m, m.moveInput.Focus()
}

// updateMoveLine: Enter makes the moves typed, in turn, up to the first that is
// not legal; Esc closes the line.
func (m Model) updateMoveLine(msg tea.KeyPressMsg) (tea.Model, tea.Cmd) {
	keys := m.keys.Prompt
	switch {
	case key.Matches(msg, keys.Quit):
		return m, tea.Quit
	case key.Matches(msg, keys.Cancel):
		m.closeMoveLine()
		return m, nil
	case key.Matches(msg, keys.Go):
		text := m.moveInput.Value()
		m.closeMoveLine()
		return m.makeMoves(text)
	}
	var cmd tea.Cmd
	m.moveInput, cmd = editInput(m.moveInput, msg)
	return m, cmd
}

func (m *Model) closeMoveLine() {
	m.mode = playingDeal
	m.moveInput.Blur()
}

// makeMoves makes the moves of a move line, each with auto-play's after it,
// and stops at the first that cannot be made, keeping those before it.
func (m Model) makeMoves(text string) (tea.Model, tea.Cmd) {
	moves, parseErr := rules.ParseMoves(text)
	if len(moves) == 0 && parseErr == nil {
		m.status = view.Status{Kind: view.NoMoves}
		return m, nil
	}
	made := 0
	var cmds []tea.Cmd
	for _, mv := range moves {
		step, err := m.change().Move(mv)
		if err != nil {
			var problem *rules.MoveError
			errors.As(err, &problem)
			m.status = view.Status{Kind: view.MoveLineRefused, Count: made, Notation: mv.String(), Problem: problem}
			return m, tea.Batch(cmds...)
		}
		made++
		next, cmd := m.afterStep(step)
		m = next.(Model)
		m.anim = nil // many moves at once: no animation
		cmds = append(cmds, cmd)
		if m.table.Won() {
			return m, tea.Batch(cmds...)
		}
	}
	var syntax *rules.NotationError
	if errors.As(parseErr, &syntax) {
		m.status = view.Status{Kind: view.MoveLineRefused, Count: made, Notation: syntax.Word, Syntax: syntax}
		return m, tea.Batch(cmds...)
	}
	m.status = view.Status{Kind: view.MovesMade, Count: made}
	return m, tea.Batch(cmds...)
}
