package model

import (
	"fmt"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
	"github.com/freecell/freecell/view"
)

// playback is a solution being shown move by move.
type playback struct {
	moves     []rules.Move
	notation  []string
	positions []rules.Position // positions[k]: after k moves
	step      int
	playing   bool
}

func newPlayback(game int64, moves []rules.Move) (*playback, error) {
	l, err := dealer.Deal(game)
	if err != nil {
		return nil, err
	}
	p := rules.NewPosition(&l)
	pb := &playback{moves: moves, positions: []rules.Position{p}}
	for _, m := range moves {
		pb.notation = append(pb.notation, p.Notation(m))
		if _, err := p.Apply(m); err != nil {
			return nil, fmt.Errorf("solution move %s is illegal: %w", pb.notation[len(pb.notation)-1], err)
		}
		pb.positions = append(pb.positions, p)
	}
	if !p.Won() {
		return nil, fmt.Errorf("the solution does not win")
	}
	return pb, nil
}

// playTickMsg advances an animation; id tells it from ticks of an earlier one.
type playTickMsg struct{ id int }

// playInterval is the pace of the animation.
const playInterval = 350 * time.Millisecond

func playTick(id int) tea.Cmd {
	return tea.Tick(playInterval, func(time.Time) tea.Msg { return playTickMsg{id: id} })
}

func (m Model) updatePlayback(msg tea.KeyPressMsg) (tea.Model, tea.Cmd) {
	pb := *m.play // a copy: models are values
	m.play = &pb
	last := len(pb.moves)
	switch {
	case key.Matches(msg, m.keys.Leave):
		m.play = nil
	case key.Matches(msg, m.keys.Next):
		pb.step, pb.playing = min(pb.step+1, last), false
	case key.Matches(msg, m.keys.Prev):
		pb.step, pb.playing = max(pb.step-1, 0), false
	case key.Matches(msg, m.keys.First):
		pb.step, pb.playing = 0, false
	case key.Matches(msg, m.keys.Last):
		pb.step, pb.playing = last, false
	case key.Matches(msg, m.keys.PlayPause):
		if pb.playing {
			pb.playing = false
			break
		}
		if pb.step == last {
			pb.step = 0
		}
		pb.playing = true
		m.playID++
		return m, playTick(m.playID)
	}
	return m, nil
}

// board is what the view draws: the dealt layout, or the playback's position with
// the last move's source and destination lit.
func (m Model) board() view.Board {
	var b view.Board
	if m.play == nil {
		b = view.NewBoard(m.game, &m.layout)
	} else {
		pos := &m.play.positions[m.play.step]
		b = view.Board{Game: m.game}
		for i := range rules.NumColumns {
			b.Columns[i] = pos.Column(i)
		}
		for i := range rules.NumFreeCells {
			b.FreeCells[i] = pos.FreeCell(i)
		}
		for s := range dealer.Suit(4) {
			b.Foundations[s] = pos.FoundationTop(s)
		}
		if m.play.step > 0 {
			mv := m.play.moves[m.play.step-1]
			b.Lit = []view.Spot{spotOf(mv.From, mv, false), spotOf(mv.To, mv, true)}
		}
	}
	if v, ok := m.verdicts[m.game]; ok && v == solver.Impossible {
		b.Badge = "impossible"
	}
	return b
}

// spotOf is where a move's source or destination is drawn.
func spotOf(p rules.Place, mv rules.Move, destination bool) view.Spot {
	switch {
	case p == rules.Foundation:
		return view.Spot{Kind: view.FoundationSpot, Index: int(mv.Card.Suit())}
	case p.IsFreeCell():
		return view.Spot{Kind: view.FreeCellSpot, Index: p.Index()}
	case destination:
		return view.Spot{Kind: view.ColumnSpot, Index: p.Index(), Cards: int(mv.Count)}
	}
	return view.Spot{Kind: view.ColumnSpot, Index: p.Index()}
}

// playbackStatus is "move k/N: 3a", or the solution's size before the first move.
func (m Model) playbackStatus() string {
	pb := m.play
	state, right := "", "→"
	if pb.playing {
		state = "  ▶ playing"
	}
	if m.ascii {
		state, right = strings.Replace(state, "▶", ">", 1), "right"
	}
	if pb.step == 0 {
		return m.styles.Title.Render(fmt.Sprintf("solution: %d moves, %d by the player", len(pb.moves), solver.PlayerMoves(pb.moves))) +
			m.styles.Status.Render("  "+right+" to step, space to play"+state)
	}
	return m.styles.Title.Render(fmt.Sprintf("move %d/%d: %s", pb.step, len(pb.moves), pb.notation[pb.step-1])) + m.styles.Status.Render(state)
}
