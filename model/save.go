package model

import (
	"maps"
	"strings"

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
	if g == nil {
		return
	}
	var err error
	switch {
	case g.Won() && !m.recorded[g.Deal()]:
		m.tally = m.tally.ended(m.record(g), true)
		if m.store.Saving() {
			err = m.store.EndGame(m.record(g), state.Won)
		}
		m.setRecorded(g.Deal(), true)
	case g.Won() || m.recorded[g.Deal()]: // won already: what follows is play after the win
	case m.store.Saving():
		err = m.store.SaveGame(m.record(g))
	}
	m.sayFailure(err)
}

// lose records the game in play on deal as lost (a restart after a move, or a
// game given up for a solution's playback), before a new try begins.
func (m *Model) lose(g *play.Game) {
	if g == nil || m.recorded[g.Deal()] || len(g.Moves()) == 0 {
		return
	}
	m.tally = m.tally.ended(m.record(g), false)
	if m.store.Saving() {
		m.sayFailure(m.store.EndGame(m.record(g), state.Lost))
	}
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
	moves, err := rules.ParseMoves(strings.Join(rec.Moves, " "))
	if err != nil {
		return nil, false
	}
	g, err := play.Resume(deal, moves, m.auto, rec.Elapsed)
	return g, err == nil
}

// best is the best win on deal before this one: the store's, or this run's
// where nothing is saved.
func (m *Model) best(deal int64) (view.Result, bool) {
	if player, elapsed, ok := m.store.Best(deal); ok {
		return view.Result{PlayerMoves: player, Elapsed: elapsed}, true
	}
	d := m.tally.deals[deal]
	return view.Result{PlayerMoves: d.FewestMoves, Elapsed: d.Fastest}, d.Won > 0
}

// Close stops the clock and saves the game in play, as the program ends.
func (m Model) Close() {
	if m.table != nil {
		m.change().Clock().Stop(m.now())
		m.save()
	}
}

// statistics are the store's, with the deal on screen's; where nothing is
// saved, this run's.
func (m *Model) statistics() *view.Stats {
	if !m.store.Saving() {
		s := m.tally.totals
		s.Deal = m.tally.deals[m.game]
		s.Deal.Game = m.game
		for _, g := range m.games {
			if len(g.Moves()) > 0 && !g.Won() {
				s.InProgress++
				if g.Deal() == m.game {
					s.Deal.Tries++
				}
			}
		}
		return &s
	}
	st, err := m.store.Stats()
	if err != nil {
		m.sayFailure(err)
	}
	d := st.Deal(m.game)
	return &view.Stats{
		Saving: true, Played: st.Played, Won: st.Won, InProgress: st.InProgress,
		CurrentStreak: st.CurrentStreak, LongestStreak: st.LongestStreak,
		Deal: view.DealStats{Game: m.game, Tries: d.Tries, Won: d.Won, FewestMoves: d.FewestMoves, Fastest: d.Fastest},
	}
}

// tally is this run's statistics, for a run that saves nothing.
type tally struct {
	totals view.Stats
	deals  map[int64]view.DealStats
}

// ended counts a game that ended: won or lost. It returns a new tally: models
// are values that older copies share.
func (t tally) ended(g state.Game, won bool) tally {
	t.totals.Played++
	d := t.deals[g.Deal]
	d.Tries++
	if won {
		t.totals.Won++
		t.totals.CurrentStreak++
		t.totals.LongestStreak = max(t.totals.LongestStreak, t.totals.CurrentStreak)
		if d.Won == 0 || g.PlayerMoves < d.FewestMoves {
			d.FewestMoves = g.PlayerMoves
		}
		if d.Won == 0 || g.Elapsed < d.Fastest {
			d.Fastest = g.Elapsed
		}
		d.Won++
	} else {
		t.totals.CurrentStreak = 0
	}
	t.deals = maps.Clone(t.deals)
	if t.deals == nil {
		t.deals = map[int64]view.DealStats{}
	}
	t.deals[g.Deal] = d
	return t
}
