package model

import (
	"maps"
	"slices"

	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/play"
	"github.com/freecell/freecell/state"
)

// Games that end, as the store records them (won, or lost with the player's
// say), and the end of the run: what its last saves could not keep.

// lose records g, a game with moves on its deal, as lost: a restart after a
// move, or a game given up for a solution's playback. The player has said yes.
// try names the try g is (see countedLost), the zero Try for a game read
// from the disk, whose restarts are not kept.
func (m *Model) lose(g state.Game, try play.Try) tea.Cmd {
	if m.recorded[g.Key()] || len(g.Moves) == 0 || m.countedLost(g, try) {
		return nil
	}
	m.countLost(g.Key(), try, true)
	m.tally = m.tally.ended(g, false)
	m.noteEnded(g, false)
	if !m.saving() {
		return nil
	}
	return ask(m.disk.queue.End(g, state.Lost), func(err error) tea.Msg { return savedMsg{deal: g.Key(), err: err} })
}

// countedLost reports whether g, the try named try, is a try counted lost
// already, come back by undoing its restart where the store kept its loss
// (another program's game in progress on the deal; see reopened), or before
// the store has answered: it counts once. (Told by its moves, a deal lost
// again the same way, in a new try or a new game, was not counted.)
func (m *Model) countedLost(g state.Game, try play.Try) bool {
	return len(g.Moves) > 0 && try != (play.Try{}) && m.lostTries[lostTry{g.Key(), try}]
}

// lostTry names a try counted lost: its game, and which try of it. Each
// restart of a game counts a try, and undoing them one after another takes
// each back (a map of each game's last, the first try of two restarts
// undone stayed lost).
type lostTry struct {
	game state.Key
	try  play.Try
}

// countLost notes the try of game as counted lost (lost) or taken back.
func (m *Model) countLost(game state.Key, try play.Try, lost bool) {
	m.lostTries = maps.Clone(m.lostTries)
	if m.lostTries == nil {
		m.lostTries = map[lostTry]bool{}
	}
	if lost {
		m.lostTries[lostTry{game, try}] = true
	} else {
		delete(m.lostTries, lostTry{game, try})
	}
}

// withdrawLoss takes back the loss a restart counted, the restart undone
// and its try, the game on the table, back: the try is in progress again, as
// if it had never ended (counted both, the statistics read "lost 1, in
// progress 1, tries 2" until it ended). Redoing the restart counts it again.
// Asked before the game's save, so the store reopens the loss first. ok is
// false where the restart counted no loss (a clean try's, from the deal).
func (m *Model) withdrawLoss() (cmd tea.Cmd, ok bool) {
	g, try := m.record(m.table), m.table.Try()
	if !m.countedLost(g, try) {
		return nil, false
	}
	m.countLost(g.Key(), try, false)
	m.tally = m.tally.withdrawn(g)
	if !m.saving() {
		return nil, true
	}
	return ask(m.disk.queue.Reopen(g), func(d state.ReopenDone) tea.Msg { return reopenedMsg{game: g, try: try, done: d} }), true
}

// reopenedMsg is the store's answer to taking back g's loss.
type reopenedMsg struct {
	game state.Game
	try  play.Try
	done state.ReopenDone
}

// reopened takes the store's answer: the deal's record is read again (it
// had the try lost), or, where the loss stays counted in the store (another
// program's game in progress on the deal, or a disk that takes no write),
// this run counts it again too, so the two agree.
func (m Model) reopened(msg reopenedMsg) (Model, tea.Cmd) {
	k := msg.game.Key()
	if msg.done.Kind != state.LossKept {
		return m, ask(m.disk.queue.LoadDeal(k), func(l state.Loaded) tea.Msg { return dealReadMsg{l} })
	}
	if !m.lostTries[lostTry{k, msg.try}] {
		m.countLost(k, msg.try, true)
		m.tally = m.tally.ended(msg.game, false)
	}
	if err := msg.done.Err; err != nil && !state.IsConflict(err) { // a conflict is the game's save's to ask about
		return m.saveFailed(err)
	}
	return m, nil
}

// countedLostWhy is why such a try, left again, is set aside: the deal's
// next game starts anew, and the try is not counted in progress as well.
const countedLostWhy = "a try counted lost, back by undoing its restart, left again"

// noteEnded brings the record of g's deal, as read, up to date with g's end,
// as the store will have it.
func (m *Model) noteEnded(g state.Game, won bool) {
	m.journal = m.journal.mark(g.Key(), won)
	info, ok := m.disk.deals[g.Key()]
	if !ok || !info.read {
		return
	}
	r := info.record
	if r.InProgress == nil || r.InProgress.PlayerMoves == 0 { // a game in progress read was counted as a try already, unless its moves were all undone
		r.Stats = r.Stats.Tried()
	}
	r.InProgress = nil
	r.Stats = r.Stats.Ended(g, won)
	m.setDeal(g.Key(), dealInfo{read: true, at: info.at, record: r})
}

// noteSetAside brings the record of deal, as read, up to date with its game
// in progress set aside (a try counted lost already, left again): no longer
// in progress, nor a try of its own. Browsing said "in progress: 4 moves"
// until the record was read again.
func (m *Model) noteSetAside(deal state.Key) {
	info, ok := m.disk.deals[deal]
	if !ok || !info.read || info.record.InProgress == nil {
		return
	}
	r := info.record
	if r.InProgress.PlayerMoves > 0 { // a game with no move is no try
		r.Stats.Tries = max(r.Stats.Tries-1, 0)
	}
	r.InProgress = nil
	m.setDeal(deal, dealInfo{read: true, at: info.at, record: r})
}

// Ending is what the last saves, as the program ends, could not keep.
type Ending struct {
	Games  []int64 // the deals whose moves or results were lost, or kept aside
	Lost   int     // player moves made since the last save that was kept
	Clock  []int64 // the deals whose moves are all saved, but not the time played since
	Wins   int     // wins not recorded
	Losses int     // losses not recorded
	Err    error   // why a save failed, or why nothing was saved
	Kept   bool    // another program had changed a game: this one's is kept aside
}

// leftLost reports whether g, the game in play, counts lost as the run
// ends: no legal move is left, after moves of this try not yet recorded.
func (m *Model) leftLost(g *play.Game) bool {
	return g.NoMoveLeft() && !m.recorded[keyOf(g)] && g.TryMoves() > 0
}

// Close ends the run: what was asked of the store is done, then the game in
// play (and, while saves fail, every game in progress) is saved at once. The
// Ending says what those saves could not keep. The run's searches end.
func (m Model) Close() Ending {
	if m.endLife != nil {
		m.endLife() // the run's searches end with it
	}
	var end Ending
	if m.disk.queue == nil {
		return end
	}
	if m.table != nil {
		m.cloneTable().Clock().Stop(m.now())
	}
	if !m.saving() {
		return m.unsavedRun()
	}
	for _, g := range m.unsaved() {
		rec, result := m.record(g), state.Result("")
		switch {
		case g == m.table && m.leftLost(g) && m.countedLost(rec, g.Try()): // lost once already: not again, nor kept in progress
			if err := m.disk.queue.SetAside(keyOf(g), countedLostWhy).Wait(); err != nil {
				end.Games, end.Err = append(end.Games, g.Deal()), err
			}
			continue
		case g == m.table && m.leftLost(g):
			result = state.Lost // left with no move left: lost, as the screen said
		case g == m.disk.opened && m.disk.trouble == nil:
			continue // only looked at: saved as it is (a save would change another program's game)
		case g.Won() && !m.recorded[keyOf(g)]:
			result = state.Won
		case g.Won() || m.recorded[keyOf(g)]:
			continue
		}
		kept, err := m.disk.queue.SaveNow(rec, result)
		switch {
		case err == nil:
		case result == "" && slices.Equal(kept.Moves, rec.Moves): // the moves are saved: only the clock's last seconds are not
			end.Clock, end.Err = append(end.Clock, g.Deal()), err
		case state.IsConflict(err):
			if end.Err = m.disk.store.KeepAside(rec, "another freecell changed the game as this one ended"); end.Err == nil {
				end.Kept = true
			}
			end.Games = append(end.Games, g.Deal())
		default:
			end.Lost += max(rec.PlayerMoves-kept.PlayerMoves, 1)
			end.Games, end.Err = append(end.Games, g.Deal()), err
		}
	}
	unrecorded, err := m.disk.queue.EndsNow()
	for _, e := range unrecorded {
		if e.Result == state.Won {
			end.Wins++
		} else {
			end.Losses++
		}
		if !slices.Contains(end.Games, e.Game.Deal) {
			end.Games = append(end.Games, e.Game.Deal)
		}
		end.Err = err
	}
	return end
}

// unsavable reports whether the game in play holds moves of the player's
// that a run saving nothing cannot keep.
func (m Model) unsavable() bool {
	if m.disk.store == nil || m.saving() || m.table == nil {
		return false
	}
	player, _ := m.table.Counts()
	return player > 0
}

// unsavedRun is the Ending of a run that saved nothing (it said why as it
// started): every game in progress with moves of the player's, and every
// result, is lost.
func (m Model) unsavedRun() Ending {
	end := Ending{Err: m.disk.store.Trouble()}
	for _, t := range m.tally.counts {
		end.Wins += t.Won
		end.Losses += t.Played - t.Won
	}
	for deal := range m.tally.deals {
		if !slices.Contains(end.Games, deal.Deal) {
			end.Games = append(end.Games, deal.Deal)
		}
	}
	for deal, g := range m.games {
		if player, _ := g.Counts(); player > 0 && !g.Won() && !m.recorded[deal] {
			end.Lost += player
			if !slices.Contains(end.Games, deal.Deal) {
				end.Games = append(end.Games, deal.Deal)
			}
		}
	}
	slices.Sort(end.Games)
	return end
}
