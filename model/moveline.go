package model

import (
	"errors"
	"strings"
	"time"
	"unicode/utf8"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/play"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/view"
)

// typedMoves is what the move line knows of the moves typed: the transcript
// they follow (see play.Transcript), as of the position they led to, so that a
// solution pasted in parts is followed as one; and whether the text was
// pasted, which is help.
type typedMoves struct {
	transcript play.Transcript
	at         rules.Position
	pasted     bool
	opened     time.Time // when the line was opened: the time spent typing is the game's
	cut        int       // the characters of a paste the line had no room for (0: none)
}

// openMoveLine opens the prompt that takes moves in standard notation.
func (m Model) openMoveLine() (Model, tea.Cmd) {
	m.mode = typingMoves
	m.status = view.Status{}
	var focus tea.Cmd
	m.moveInput = m.moveInput.with(func(in *textinput.Model) {
		in.SetWidth(view.MoveLineWidth(m.screen())) // the board's size may have changed as its columns grew
		in.SetValue("")
		focus = in.Focus()
	})
	m.typed.pasted, m.typed.opened, m.typed.cut = false, m.now(), 0
	return m, focus
}

// updateMoveLine: Enter makes the moves typed, in turn, up to the first that is
// not legal; Esc closes the line.
func (m Model) updateMoveLine(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	keys := m.keys.Prompt
	if m.status.Kind == view.CtrlCNotQuit { // said after the line till the next key
		m.status = view.Status{}
	}
	if s, moved := m.ctrlCNotQuit(msg); moved { // a keys file moved the line's quit: said, as elsewhere
		m.status = s
		return m, nil
	}
	switch {
	case key.Matches(msg, keys.Quit):
		return m, tea.Quit
	case key.Matches(msg, keys.Cancel):
		m.closeMoveLine()
		return m, nil
	case key.Matches(msg, keys.Go) && m.typed.cut > 0: // a line cut short is no list of moves: nothing is made of it
		m.closeMoveLine()
		m.status = view.Status{Kind: view.MoveLineTooLong, Count: m.moveInput.CharLimit()}
		return m, nil
	case key.Matches(msg, keys.Go):
		text := m.moveInput.Value()
		m.closeMoveLine()
		return m.makeMoves(text)
	}
	var cmd tea.Cmd
	m.moveInput, cmd = m.moveInput.edit(typedDigit(msg, m.settings.AZERTY, false)) // "-" is no notation's: 6 on AZERTY
	return m, cmd
}

func (m *Model) closeMoveLine() {
	m.mode = playingDeal
	m.moveInput = m.moveInput.with((*textinput.Model).Blur)
}

// makeMoves makes the moves of a move line, each with auto-play's after it,
// and stops at the first that cannot be made, keeping those before it. A
// foundation move that auto-play made already is taken as made: a solution
// written out in full pastes as it is.
func (m Model) makeMoves(text string) (Model, tea.Cmd) {
	moves, parseErr := rules.ParseMoves(text)
	if len(moves) == 0 && parseErr == nil {
		m.status = view.Status{Kind: view.NoMoves}
		return m, nil
	}
	g := m.cloneTable()
	t := m.transcriptFor(g)
	var steps [][]rules.Move
	var words []string
	var done []rules.Move                   // each word's move as made, its card named (a word passed over: as written)
	var player, home, sent, homeAlready int // the player's moves made, the words that went (or had gone) home, the cards sent home, and the words whose card auto-play had sent
	m.status = view.Status{}
	for _, mv := range moves {
		already := t.Sent(mv.From) // a word's card that auto-play sent home already, named as it is passed over
		step, made, err := t.Follow(mv, func(mv rules.Move) ([]rules.Move, error) {
			s, err := g.Move(mv)
			return s.Moves, err
		})
		if err != nil {
			m.status = m.moveLineRefusal(err, player, len(words), mv)
			m.status.Left = len(moves) - len(words) - 1
			break
		}
		words = append(words, mv.String())
		if step != nil {
			done = append(done, step[0])
		} else {
			mv.Card = already
			done = append(done, mv)
		}
		switch {
		case mv.To == rules.Foundation:
			home++
			if made {
				sent++
			} else {
				homeAlready++
			}
		case made:
			player++
		}
		if step != nil {
			steps = append(steps, step)
			sent += len(step) - 1 // auto-play's
		}
		if g.Won() {
			break
		}
	}
	m.typed = typedMoves{transcript: t, at: *g.Position(), pasted: m.typed.pasted, opened: m.typed.opened}
	if m.typed.pasted && len(words) > 0 {
		g.MarkAssisted()
	}
	made := view.Status{Kind: view.MovesMade, Count: player, Words: len(words), Home: home, HomeAlready: homeAlready, CardsHome: sent, Notation: strings.Join(words, " "), Moves: done}
	if g.Won() {
		made.Left = len(moves) - len(words) // typed past the win: not made, and said so
	}
	if m.status.Kind == view.NoStatus {
		var syntax *rules.NotationError
		if errors.As(parseErr, &syntax) {
			m.status = view.Status{Kind: view.MoveLineRefused, Count: player, Words: len(words), Notation: syntax.Word, Syntax: syntax}
		} else {
			m.status = made
		}
		if m.status.Kind == view.MovesMade && len(words) == 1 && player == 1 && len(steps) == 1 && made.Left == 0 { // one move: said as the keys' move is, where its cards went (not where words after the win are said unplayed)
			m.status = view.Status{Kind: view.Moved, Moves: steps[0]}
		}
	}
	if m.status.Kind == view.MoveLineRefused && len(words) > 0 {
		m.status.Before = &made // the moves made before the refused word, which a spoken line names
	}
	return m.afterMoves(len(steps) > 0)
}

// transcriptFor is the transcript the move line follows on g: the last
// line's, where the game is still where it left it; else one that knows every
// card the game has sent home, so that the rest of a solution pasted after
// moves made by hand still follows.
func (m *Model) transcriptFor(g *play.Game) play.Transcript {
	if m.typed.at == *g.Position() {
		return m.typed.transcript.Clone()
	}
	var t play.Transcript
	t.Saw(g.Moves())
	return t
}

// moveLineRefusal says why a typed move was refused, after the player's moves
// made and the words of the line taken.
func (m *Model) moveLineRefusal(err error, player, words int, mv rules.Move) view.Status {
	s := view.Status{Kind: view.MoveLineRefused, Count: player, Words: words, Notation: mv.String()}
	var problem *rules.MoveError
	var diverged *play.DivergedError
	switch {
	case errors.As(err, &problem):
		s.Problem = problem
	case errors.As(err, &diverged):
		s.Kind, s.Card = view.MoveLineDiverged, diverged.Card
	case errors.Is(err, play.ErrTooLong):
		s.Kind, s.Count = view.GameTooLong, play.MaxMoves
	}
	return s
}

// afterMoves keeps the clock, notices a win and saves after the move line's
// moves: many at once, shown at once.
func (m Model) afterMoves(moved bool) (Model, tea.Cmd) {
	m.anim = nil
	if !moved {
		cmd := m.save()
		return m, cmd
	}
	var clock tea.Cmd
	if !m.table.Clock().Running() {
		clock = m.startClockAt(m.typed.opened) // the moves were thought of as they were typed
	}
	switch {
	case m.table.Won():
		m.cloneTable().Clock().Stop(m.now())
		clock = m.celebrate()
	case m.table.NoMoveLeft():
		m.cloneTable().Clock().Stop(m.now())
		m.status, clock = lostAfter(m.status), nil
	}
	cmd := tea.Batch(clock, m.save())
	return m, cmd
}

// pastedMoves reports whether a paste is moves in standard notation, one at
// least: pasted in a game, they go on the move line.
func pastedMoves(msg tea.PasteMsg) bool {
	moves, err := rules.ParseMoves(msg.Content)
	return err == nil && len(moves) > 0
}

// pasted notes text pasted into the move line: moves pasted are help.
func (m Model) pasted(msg tea.PasteMsg) (Model, tea.Cmd) {
	m.typed.pasted = true
	if over := utf8.RuneCountInString(m.moveInput.Value()) + utf8.RuneCountInString(msg.Content) - m.moveInput.CharLimit(); over > 0 {
		m.typed.cut += over // the input keeps what fits; Enter then says so rather than make moves of a cut word
	}
	var cmd tea.Cmd
	m.moveInput, cmd = m.moveInput.edit(msg)
	return m, cmd
}
