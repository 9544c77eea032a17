package model

import (
	"github.com/freecell/freecell/play"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// record is the game in play as the store keeps it.
func (m *Model) record(g *play.Game) state.Game {
	player, _ := g.Counts()
	return state.Game{Deal: g.Deal(), Moves: g.Notation(), PlayerMoves: player, Elapsed: g.Clock().Elapsed(m.now())}
}

// save writes the game in play after a change: a win once, as won; else the
// game in progress. A failed write is said once on the status line.
func (m *Model) save() {
	g := m.table
	if g == nil || !m.store.Saving() {
		return
	}
	var err error
	switch {
	case g.Won() && !m.recorded[g.Deal()]:
		err = m.store.EndGame(m.record(g), state.Won)
		m.setRecorded(g.Deal(), true)
	case g.Won() || m.recorded[g.Deal()]: // won already: what follows is play after the win
	default:
		err = m.store.SaveGame(m.record(g))
	}
	m.sayFailure(err)
}

// lose records the game in play on deal as lost (a restart after a move, or a
// game given up for a solution's playback), before a new try begins.
func (m *Model) lose(g *play.Game) {
	if g == nil || !m.store.Saving() || m.recorded[g.Deal()] || len(g.Moves()) == 0 {
		return
	}
	m.sayFailure(m.store.EndGame(m.record(g), state.Lost))
}

func (m *Model) sayFailure(err error) {
	if err != nil && !m.saveFailed {
		m.saveFailed = true
		m.status = view.Status{Kind: view.NotSaving, Reason: err.Error()}
	}
}

// stored is the game in progress the store keeps on deal, if any.
func (m *Model) stored(deal int64) (*play.Game, bool) {
	rec, ok := m.store.InProgress(deal)
	if !ok {
		return nil, false
	}
	moves, err := rules.ParseMoves(joinMoves(rec.Moves))
	if err != nil {
		return nil, false
	}
	g, err := play.Resume(deal, moves, m.auto, rec.Elapsed)
	return g, err == nil
}

func joinMoves(moves []string) string {
	out := ""
	for i, mv := range moves {
		if i > 0 {
			out += " "
		}
		out += mv
	}
	return out
}

// best is the best win on deal before this one: the store's, or this session's.
func (m *Model) best(deal int64) (view.Result, bool) {
	if player, elapsed, ok := m.store.Best(deal); ok {
		return view.Result{PlayerMoves: player, Elapsed: elapsed}, true
	}
	r, ok := m.bestWins[deal]
	return r, ok
}

// Close stops the clock and saves the game in play, as the program ends.
func (m Model) Close() {
	if m.table != nil {
		m.table.Clock().Stop(m.now())
		m.save()
	}
}

// statistics are the store's, with the deal on screen's; where nothing is
// saved, this run's wins only.
func (m *Model) statistics() *view.Stats {
	st, err := m.store.Stats()
	if err != nil {
		m.sayFailure(err)
	}
	d := st.Deal(m.game)
	s := &view.Stats{
		Saving: m.store.Saving(), Played: st.Played, Won: st.Won, InProgress: st.InProgress,
		CurrentStreak: st.CurrentStreak, LongestStreak: st.LongestStreak,
		Deal: view.DealStats{Game: m.game, Tries: d.Tries, Won: d.Won, FewestMoves: d.FewestMoves, Fastest: d.Fastest},
	}
	if !s.Saving {
		s.Played, s.Won = len(m.bestWins), len(m.bestWins)
		if best, ok := m.bestWins[m.game]; ok {
			s.Deal = view.DealStats{Game: m.game, Tries: 1, Won: 1, FewestMoves: best.PlayerMoves, Fastest: best.Elapsed}
		}
	}
	return s
}
