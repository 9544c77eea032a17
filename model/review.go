package model

import (
	"slices"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/spinner"
	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/coach"
	"github.com/freecell/freecell/play"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/view"
)

// review is the player's game stepped through after play: each step marked as
// keeping the game winnable or losing it, and, step by step in the background,
// how many of the moves there were would have kept it winnable.
type review struct {
	steps     []play.Turn      // the player's moves, as the title counts them
	positions []rules.Position // positions[k]: after k steps
	verdicts  []coach.Verdict  // of positions, once judged; nil before
	counts    []choiceCount    // of each step's position before it
	at        int              // the step shown, 0-based; -1: the deal, before the first
	auto      rules.AutoMode
}

// choiceCount is what coach.Choices found before a step.
type choiceCount struct {
	done             bool
	choices, unknown int
	keeping          []rules.Move // the moves that keep the game winnable
	losing           []rules.Move // the moves that lose it
}

type reviewVerdictsMsg struct {
	id       int
	verdicts []coach.Verdict
}

type reviewCountMsg struct {
	id, step int
	count    choiceCount
}

// startReview steps through the game on the table from its first move; the
// clock stops while the game is reviewed.
func (m Model) startReview() (Model, tea.Cmd) {
	steps, positions := m.table.Turns()
	if len(steps) == 0 {
		m.status = view.Status{Kind: view.NothingToReview}
		return m, nil
	}
	m.cloneTable().Clock().Stop(m.now())
	m.picked, m.hinted, m.anim = nil, nil, nil
	rv := &review{steps: steps, positions: positions, counts: make([]choiceCount, len(steps)), auto: m.table.Auto()}
	ctx := m.reviewing.start(m.life)
	m.review, m.mode, m.status = rv, reviewing, view.Status{}
	id, positions, judge := m.reviewing.id, rv.positions, m.coachBook().Judge(coach.VerdictIn(rv.auto))
	judgeAll := gated(ctx, m.searches, m.reviewing.turn, func() tea.Msg {
		return reviewVerdictsMsg{id: id, verdicts: coach.AlongGame(coach.StepVerdicts(ctx, positions, judge))}
	})
	return m, tea.Batch(judgeAll, m.spinner.Tick)
}

// stopReview cancels the review's work.
func (m *Model) stopReview() {
	m.reviewing.stop()
	m.review = nil
}

// reviewJudged takes the verdicts of the game's positions and starts counting
// the choices.
func (m Model) reviewJudged(msg reviewVerdictsMsg) (Model, tea.Cmd) {
	if m.review == nil || !m.reviewing.owns(msg.id) {
		return m, nil
	}
	rv := *m.review
	rv.verdicts = msg.verdicts
	m.review = &rv
	for k, v := range rv.verdicts { // the coach knows them too, for the rest of the game
		m.coach.book = m.coach.book.With(rv.positions[k], v)
	}
	cmd := m.nextCount()
	return m, cmd
}

// reviewCounted takes one step's count and starts the next.
func (m Model) reviewCounted(msg reviewCountMsg) (Model, tea.Cmd) {
	if m.review == nil || !m.reviewing.owns(msg.id) {
		return m, nil
	}
	rv := *m.review
	if msg.step < 0 || msg.step >= len(rv.counts) {
		return m, nil
	}
	rv.counts = append([]choiceCount(nil), rv.counts...)
	rv.counts[msg.step] = msg.count
	if len(msg.count.keeping) > 0 && rv.verdicts[msg.step] != coach.Winnable { // a move that keeps it winnable: so is the position, and all before it
		rv.verdicts = slices.Clone(rv.verdicts)
		rv.verdicts[msg.step] = coach.Winnable
		rv.verdicts = coach.AlongGame(rv.verdicts)
	}
	m.review = &rv
	cmd := m.nextCount()
	return m, cmd
}

// nextCount counts the choices of the step shown if they are not known, else
// of the first step after it (then before it) that is not: one search at a
// time, in the background.
func (m *Model) nextCount() tea.Cmd {
	rv := m.review
	step := -1
	for k := range rv.counts {
		if i := (max(rv.at, 0) + k) % len(rv.counts); !rv.counts[i].done {
			step = i
			break
		}
	}
	if step < 0 {
		m.reviewing.finish()
		return nil
	}
	ctx, id := m.reviewing.then(m.life), m.reviewing.id
	before, verdict, auto := rv.positions[step], rv.verdicts[step], rv.auto
	return gated(ctx, m.searches, m.reviewing.turn, func() tea.Msg {
		w := coach.Weigh(ctx, before, verdict, auto, coach.VerdictIn(auto))
		return reviewCountMsg{id: id, step: step, count: choiceCount{done: ctx.Err() == nil, choices: w.Choices, keeping: w.Keeping, losing: w.Losing, unknown: w.Unknown}}
	})
}

func (m Model) updateReview(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	keys, rv := m.keys.Review, *m.review
	last := len(rv.steps) - 1
	status := view.Status{}
	switch {
	case key.Matches(msg, keys.Next) && rv.at == last:
		status = view.Status{Kind: view.ReviewAtEnd, Count: last + 1}
	case key.Matches(msg, keys.Next):
		rv.at++
	case key.Matches(msg, keys.Prev) && rv.at == -1:
		status = view.Status{Kind: view.ReviewAtStart}
	case key.Matches(msg, keys.Prev):
		rv.at--
	case key.Matches(msg, keys.First):
		rv.at = -1
	case key.Matches(msg, keys.Last):
		rv.at = last
	case key.Matches(msg, keys.Losing):
		losing, ok := rv.losingStep()
		if !ok {
			m.status = view.Status{Kind: view.NoLosingMoveHere, Why: rv.whyNoLosingMove()}
			return m, nil
		}
		rv.at = losing
	case key.Matches(msg, m.keys.Browse.FreeCellCount): // says why not here
		return m.setFreeCells(FewerFreeCells(m.cells))
	case key.Matches(msg, keys.PlayFrom) && m.table.Won():
		m.status = view.Status{Kind: view.WonNoPlayOn} // a won game is over
		return m, nil
	case key.Matches(msg, keys.PlayFrom):
		return m.playFromReview()
	case key.Matches(msg, keys.Leave):
		m.stopReview()
		m.mode, m.status = playingDeal, view.Status{} // the clock goes on at the next move
		m.wonAgain()
		return m, nil
	}
	m.status = status
	m.review = &rv
	return m, nil
}

// playFromReview takes the game back to just before the step shown (the
// first, at the deal) and plays on.
func (m Model) playFromReview() (Model, tea.Cmd) {
	at := max(m.review.at, 0)
	start := m.review.steps[at].Start
	m.stopReview()
	g := m.cloneTable()
	for g.TryMoves() > start {
		if _, ok := g.Undo(); !ok {
			break
		}
	}
	m.mode = playingDeal
	m.status = view.Status{Kind: view.BeforeReviewedMove, Count: at + 1}
	cmd := tea.Batch(m.save(), m.resumeClock())
	return m, cmd
}

// losingStep is the step after which the game was lost, if the review knows it.
func (rv *review) losingStep() (int, bool) {
	for i := range rv.steps {
		if i+1 < len(rv.verdicts) && coach.MarkOf(rv.verdicts[i], rv.verdicts[i+1]) == coach.LostTheGame {
			return i, true
		}
	}
	return 0, false
}

// whyNoLosingMove says why the review names no losing move.
func (rv *review) whyNoLosingMove() view.Why {
	switch {
	case rv.verdicts == nil:
		return view.WhyJudging
	case rv.positions[len(rv.positions)-1].Won():
		return view.WhyWon
	case rv.verdicts[0] == coach.Lost:
		return view.WhyLostFromDeal
	case rv.verdicts[len(rv.verdicts)-1] == coach.Winnable:
		return view.WhyWinnable
	}
	return view.WhyUndecided
}

// reviewView is the review as the screen shows it.
func (m Model) reviewView() *view.Review {
	rv := m.review
	if rv.at < 0 {
		v := rv.dealView(m.spinner)
		v.Assisted = v.Won && m.table != nil && m.table.Assisted()
		return v
	}
	v := &view.Review{
		Step: rv.at + 1, Steps: len(rv.steps), Moves: rv.steps[rv.at].Moves,
		Judging: rv.verdicts == nil, Spinner: m.spinner, Won: rv.positions[len(rv.positions)-1].Won(),
	}
	v.Assisted = v.Won && m.table != nil && m.table.Assisted()
	before := rv.positions[rv.at]
	v.Notation = before.Notation(v.Moves[0])
	if rv.verdicts != nil {
		v.Mark = coach.MarkOf(rv.verdicts[rv.at], rv.verdicts[rv.at+1])
		if losing, ok := rv.losingStep(); ok {
			v.LosingStep = losing + 1
		}
		v.LostAtDeal = rv.verdicts[0] == coach.Lost
	}
	if c := rv.counts[rv.at]; c.done {
		v.Counted, v.Choices, v.Keeping, v.Unknown = true, c.choices, len(c.keeping), c.unknown
		if v.Mark == coach.LostTheGame { // what would have kept it winnable: the lesson of the losing move
			for _, k := range c.keeping {
				v.Instead = append(v.Instead, before.Notation(k))
			}
		} else {
			v.Losing = notations(before, c.losing)
		}
	}
	return v
}

// dealView is the review at the deal: its verdict, and how many of the
// first moves keep it winnable.
func (rv *review) dealView(spin spinner.Model) *view.Review {
	v := &view.Review{
		AtDeal: true, Steps: len(rv.steps), Judging: rv.verdicts == nil, Spinner: spin,
		Won: rv.positions[len(rv.positions)-1].Won(),
	}
	if rv.verdicts != nil {
		v.Deal = rv.verdicts[0]
		v.LostAtDeal = rv.verdicts[0] == coach.Lost
		if losing, ok := rv.losingStep(); ok {
			v.LosingStep = losing + 1
		}
	}
	if c := rv.counts[0]; c.done {
		v.Counted, v.Choices, v.Keeping, v.Unknown = true, c.choices, len(c.keeping), c.unknown
		v.Losing = notations(rv.positions[0], c.losing)
	}
	return v
}

// notations are moves, each made from before, in standard notation.
func notations(before rules.Position, moves []rules.Move) []string {
	var out []string
	for _, m := range moves {
		out = append(out, before.Notation(m))
	}
	return out
}

// position is the position after the step shown (the deal, before the first).
func (rv *review) position() rules.Position { return rv.positions[rv.at+1] }

// moved are the moves of the step shown, for the board to mark; none at the deal.
func (rv *review) moved() []rules.Move {
	if rv.at < 0 {
		return nil
	}
	return rv.steps[rv.at].Moves
}

// reviewBusy reports whether the review is judging or counting.
func (m Model) reviewBusy() bool { return m.review != nil && m.reviewing.running() }
