package model

import (
	"context"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/play"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/view"
)

// playback is a solution shown step by step. By default a step is a player's
// move and the foundation moves that follow it, so that step k is the player's
// move k, as the title counts moves (the foundation moves before the first
// are made at the start, as auto-play makes them at the deal); single shows
// one card's move a step, from the deal as dealt.
type playback struct {
	moves     []rules.Move
	notation  []string
	positions []rules.Position // positions[k]: after k moves
	lead      int              // the foundation moves before the first player's move
	ends      []int            // ends[k]: the moves made after k+1 grouped steps
	tallest   int              // the longest column along the way, to keep room for
	step      int              // steps shown: 0 is the deal
	single    bool
	playing   bool
	shortest  bool // no search for a shorter solution found one
	// A solution from a game in play: the game's moves before it, and the game
	// to come back to.
	prefix []rules.Move
	game   *play.Game
}

// wonAlone reports whether the playback shows, at its end, a game won by
// the solution alone, which is no game of the player's: a deal's solution,
// or one shown from a game in which the player moved no card (Enter there
// made a win "with help" of one key, where the deal's solution made none).
func (pb *playback) wonAlone() bool {
	return pb.step == pb.steps() && (pb.game == nil || !pb.game.Touched())
}

func newPlayback(replay rules.Replay) *playback {
	pb := &playback{moves: replay.Moves, notation: replay.Notation(), positions: replay.Positions()}
	pb.ends = rules.StepEnds(pb.moves)
	for pb.lead < len(pb.moves) && pb.moves[pb.lead].To == rules.Foundation {
		pb.lead++
	}
	if pb.lead > 0 {
		pb.ends = pb.ends[1:] // made at the start
	}
	for i := range pb.positions {
		for c := range rules.NumColumns {
			pb.tallest = max(pb.tallest, len(pb.positions[i].Column(c)))
		}
	}
	return pb
}

// steps is how many steps the solution has, in the current stepping.
func (pb *playback) steps() int {
	if pb.single {
		return len(pb.moves)
	}
	return len(pb.ends)
}

// shown is how many moves have been made after step k.
func (pb *playback) shown(k int) int {
	switch {
	case pb.single:
		return k
	case k == 0:
		return pb.lead
	}
	return pb.ends[k-1]
}

func (pb *playback) position() rules.Position { return pb.positions[pb.shown(pb.step)] }

// stepMoves are the moves of the step shown (none at the deal).
func (pb *playback) stepMoves() []rules.Move {
	if pb.step == 0 {
		return nil
	}
	return pb.moves[pb.shown(pb.step-1):pb.shown(pb.step)]
}

// typed is step k's moves in standard notation as a player types them
// under auto-play's mode: the player's move, then each foundation move of
// the step that the mode does not make by itself ("4d 4h" where safe
// auto-play sends A♣ and 2♣ home after 4d, and the solution 3♣ too; the
// step said "4d" alone, and a player who typed it fell behind the solution).
func (pb *playback) typed(k int, mode rules.AutoMode) string {
	from, to := pb.shown(k-1), pb.shown(k)
	notation := pb.notation[from]
	if pb.single || to-from < 2 {
		return notation
	}
	pos := pb.positions[from]
	pos.Play(pb.moves[from])
	pos.AppendAutoMoves(nil, mode)
	for i := from + 1; i < to; i++ {
		card := pb.moves[i].Card
		if top := pos.FoundationTop(card.Suit()); top.Valid() && top.Rank() >= card.Rank() { // sent home by the mode already
			continue
		}
		notation += " " + pb.notation[i]
		if _, err := pos.Apply(pb.moves[i]); err != nil { // the mode sent home a card this one needed below it: no other way
			return notation
		}
		pos.AppendAutoMoves(nil, mode)
	}
	return notation
}

// setSingle switches stepping, keeping the position on screen or, going to
// grouped steps, the last step boundary before it.
func (pb *playback) setSingle(single bool) {
	if single == pb.single {
		return
	}
	made := pb.shown(pb.step)
	pb.single = single
	if single {
		pb.step = made
		return
	}
	pb.step = 0
	for pb.step < len(pb.ends) && pb.ends[pb.step] <= made {
		pb.step++
	}
}

// playIntervals are the animation's speeds, slowest first.
var playIntervals = []time.Duration{1500 * time.Millisecond, 1000 * time.Millisecond, 700 * time.Millisecond,
	500 * time.Millisecond, 350 * time.Millisecond, 250 * time.Millisecond, 150 * time.Millisecond, 80 * time.Millisecond}

const defaultSpeed = 3

// playTickMsg advances an animation; id tells it from ticks of an earlier one.
type playTickMsg struct{ id int }

func playTick(life context.Context, id int, interval time.Duration) tea.Cmd {
	return tick(life, interval, func(time.Time) tea.Msg { return playTickMsg{id: id} })
}

// startPlaybackFrom shows a solution from a game's position: prefix are the
// game's moves that led there.
func (m Model) startPlaybackFrom(start rules.Position, prefix, moves []rules.Move) (Model, tea.Cmd) {
	replay, err := rules.ReplayFrom(start, moves)
	if err != nil || !replay.End().Won() {
		m.status = view.Status{Kind: view.BadSolution}
		return m, nil
	}
	left := m.leavePlay()
	game := m.table
	if g, ok := m.games[m.key()]; ok {
		game = g // the game left, its clock stopped
	}
	m.replay = newPlayback(replay)
	m.replay.prefix, m.replay.game = prefix, game
	m.mode = replaying
	m.status = m.playbackStatus(view.PlaybackStatus)
	return m, left
}

// startPlayback shows a solution from the deal.
func (m Model) startPlayback(moves []rules.Move) Model {
	replay, err := rules.ReplayFrom(m.dealt(), moves)
	if err != nil || !replay.End().Won() {
		m.status = view.Status{Kind: view.BadSolution}
		return m
	}
	m.replay = newPlayback(replay)
	m.mode = replaying
	m.status = m.playbackStatus(view.PlaybackStatus)
	return m
}

func (m Model) playbackStatus(kind view.StatusKind) view.Status {
	pb := m.replay
	s := &view.Playback{
		Step: pb.step, Steps: pb.steps(), Moves: pb.stepMoves(),
		PlayerMoves: rules.PlayerMoves(pb.moves), After: rules.PlayerMoves(pb.prefix),
		Single: pb.single, Playing: pb.playing, Interval: playIntervals[m.speed],
	}
	if pb.step > 0 {
		s.Notation = pb.typed(pb.step, m.settings.Auto)
	}
	return view.Status{Kind: kind, Play: s}
}

func (m Model) updatePlayback(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	pb := *m.replay // a copy: models are values
	m.replay = &pb
	keys := m.keys.Playback
	kind := view.PlaybackStatus
	var cmd tea.Cmd
	switch {
	case key.Matches(msg, keys.Leave) && m.searching != nil:
		return m.stopShortest(), nil
	case key.Matches(msg, keys.Shortest):
		return m.seekShortest()
	case key.Matches(msg, keys.Optimal):
		return m.seekOptimal()
	case key.Matches(msg, keys.Leave):
		game := m.replay.game
		if game == nil && m.backTo != nil && m.backTo.Deal() == m.game {
			game = m.backTo
		}
		m.mode, m.replay, m.backTo = browsing, nil, nil
		m.status = view.Status{}
		if game != nil { // back to the game the solution was shown from
			next, cmd := m.enterPlay(game)
			next.wonAgain()
			return next, cmd
		}
		return m, nil
	case key.Matches(msg, keys.TakeOver):
		m.stopJob()
		return m.takeOver()
	case key.Matches(msg, m.keys.Browse.FreeCellCount): // says why not here
		return m.setFreeCells(FewerFreeCells(m.cells))
	case key.Matches(msg, keys.Next):
		if pb.step == pb.steps() {
			kind = view.PlaybackAtEnd
		}
		pb.step, pb.playing = min(pb.step+1, pb.steps()), false
	case key.Matches(msg, keys.Prev):
		if pb.step == 0 {
			kind = view.PlaybackAtStart
		}
		pb.step, pb.playing = max(pb.step-1, 0), false
	case key.Matches(msg, keys.First):
		pb.step, pb.playing = 0, false
	case key.Matches(msg, keys.Last):
		pb.step, pb.playing = pb.steps(), false
	case key.Matches(msg, keys.Single):
		pb.setSingle(!pb.single)
		kind = view.PlaybackUnit
	case key.Matches(msg, keys.Faster):
		m.speed = min(m.speed+1, len(playIntervals)-1)
		kind = view.PlaybackSpeed
	case key.Matches(msg, keys.Slower):
		m.speed = max(m.speed-1, 0)
		kind = view.PlaybackSpeed
	case key.Matches(msg, keys.PlayPause) && m.settings.NoMotion: // motion off: the end at once
		pb.step, pb.playing = pb.steps(), false
	case key.Matches(msg, keys.PlayPause):
		pb.playing = !pb.playing
		if pb.playing {
			if pb.step == pb.steps() {
				pb.step = 0 // from the end, play again from the start
			}
			m.playID++
			cmd = playTick(m.life, m.playID, playIntervals[m.speed])
		}
	}
	m.status = m.playbackStatus(kind)
	if m.searching != nil {
		m.status = m.shortestStatus() // the search's progress stays on the status line while it runs
	}
	return m, cmd
}

// playTick is the animation's step.
func (m Model) playTick(msg playTickMsg) (Model, tea.Cmd) {
	if m.mode != replaying || !m.replay.playing || msg.id != m.playID {
		return m, nil
	}
	if !view.Fits(m.screen()) { // out of sight, on a screen too small for it: it waits (it played on unseen)
		return m, playTick(m.life, m.playID, playIntervals[m.speed])
	}
	pb := *m.replay
	m.replay = &pb
	pb.step++
	var cmd tea.Cmd
	if pb.step >= pb.steps() {
		pb.step, pb.playing = pb.steps(), false
	} else {
		cmd = playTick(m.life, m.playID, playIntervals[m.speed])
	}
	m.status = m.playbackStatus(view.PlaybackStatus)
	if m.searching != nil {
		m.status = m.shortestStatus()
	}
	return m, cmd
}
