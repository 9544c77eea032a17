package model

import (
	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/coach"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/play"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
	"time"
)

// coaching is the coach's work on the game in play: the verdict of its
// position, then, when lost, the move that lost it.
type coaching struct {
	job      job            // the analysis of pos
	pos      rules.Position // the position the analysis is of
	verdict  coach.Verdict
	known    bool         // verdict is pos's
	losing   int          // the losing move's index among the game's moves, -1 for the deal itself
	found    bool         // losing is known
	solution []rules.Move // from pos, when winnable
	plan     []rules.Move // the rest of a hinted solution, from the position after the hint
	book     coach.Known  // verdicts known without a search (see coachBook)
	bookAll  bool         // book is of auto-play all, whose verdicts are its own
}

// hint is the solver's next move from the position on the table: shown,
// then, asked again, played.
func (m Model) hint() (Model, tea.Cmd) {
	c := m.coach
	switch {
	case m.hinted != nil:
		mv := *m.hinted
		m.hinted = nil
		next, cmd := m.move(mv)
		nm := next
		nm.coach.plan = play.Rest(nm.table.Position(), c.solution[1:]) // the next hints follow the same solution
		return nm, cmd
	case m.table.Won():
		m.status = view.Status{Kind: view.NoHint, Why: view.WhyWon}
	case !m.coachOn() || !c.known || c.verdict != coach.Winnable || len(c.solution) == 0:
		m.status = view.Status{Kind: view.NoHint, Why: m.noHelpWhy()}
	default:
		mv := c.solution[0]
		m.hinted, m.hintedAt = &mv, *m.table.Position()
		m.picked = nil
		var save tea.Cmd
		if !m.table.Assisted() {
			m.cloneTable().MarkAssisted() // a hint is help: a win with it is kept apart
			save = m.save()               // kept with its help, at the deal too (browsing said it was in progress, and a new run had no game)
		}
		m.status = view.Status{Kind: view.Hint, Moves: hintEffect(*m.table.Position(), mv, m.table.Auto()), Notation: m.table.Position().Notation(mv)}
		return m, save
	}
	return m, nil
}

// hintEffect is the hint's move mv from pos and the cards auto-play, in
// mode auto, sends home after it: what the move does at once, said with it
// for a learner who asked why ("then A♣ 2♣ home").
func hintEffect(pos rules.Position, mv rules.Move, auto rules.AutoMode) []rules.Move {
	done, err := pos.Apply(mv)
	if err != nil {
		return []rules.Move{mv}
	}
	return pos.AppendAutoMoves([]rules.Move{done}, auto)
}

// solveFromHere plays back the coach's solution from the position on the
// table; Esc comes back to the game, Enter plays on from the step shown. A won
// game shows the solver's solution of the deal instead, and so does a game
// with no move made while the coach has no solution to show, unless auto-play
// all would break that solution as it is played on.
func (m Model) solveFromHere() (Model, tea.Cmd) {
	c := m.coach
	solution := m.coachOn() && c.known && c.verdict == coach.Winnable && len(c.solution) > 0
	undecided := !solution && m.coachOn() && c.known && c.verdict != coach.Lost && m.table.Auto() != rules.AutoAll // (auto-play all may break the solver's)
	switch {
	case !m.table.Won() && undecided: // the solver goes further, from the position in play
		return m.solveHere()
	case m.coachOn() && c.known && c.verdict == coach.Lost: // nothing to show: said here, the game kept on screen
		m.status = view.Status{Kind: view.NoSolutionHere, Why: m.noHelpWhy()}
	case m.table.Won() || !m.table.Touched() && !solution && m.table.Auto() != rules.AutoAll:
		game := m.table
		left := m.leavePlay()
		m.backTo = game // Esc comes back to it from the deal's solution
		next, cmd := m.solve()
		return next, tea.Batch(left, cmd)
	case !solution:
		m.status = view.Status{Kind: view.NoSolutionHere, Why: m.noHelpWhy()}
	default:
		return m.startPlaybackFrom(*m.table.Position(), m.table.Moves(), c.solution)
	}
	return m, nil
}

// judgedMsg carries a verdict; losingMsg the move that lost the game.
type judgedMsg struct {
	id       int
	judgment coach.Judgement
}

type losingMsg struct {
	id, index int
	ok        bool
}

// analyse stops any analysis and starts one of the position on the table; with
// the coach off, nothing runs.
func (m *Model) analyse() tea.Cmd {
	c := &m.coach
	c.job.stop()
	c.known, c.found = false, false
	if !m.coachOn() || m.table == nil {
		return nil
	}
	book := m.coachBook()
	ctx := c.job.start(m.life)
	id, pos, auto := c.job.id, *m.table.Position(), m.table.Auto()
	verdict := book[pos]
	if m.dealVerdict(m.table) == coach.Lost {
		verdict = coach.Lost // every position of a deal no play wins is lost
	}
	switch verdict {
	case coach.Lost: // known lost (the atlas's deal, or judged before): only its losing move is looked for
		c.verdict, c.known, c.solution = coach.Lost, true, nil
		if m.table.TryMoves() == 0 { // no move of the player's: the deal itself, said at once (H said "looking for the move that lost it")
			c.found, c.losing = true, -1
			c.job.finish()
			return nil
		}
		return tea.Batch(m.findLosing(), m.spinner.Tick)
	case coach.Winnable: // said at once; the search goes on for a solution the hints follow
		c.verdict, c.known, c.solution = coach.Winnable, true, c.plan
	case coach.Undecided: // not known: the search judges it
	}
	judge := gated(ctx, m.searches, c.job.turn, func() tea.Msg { return judgedMsg{id: id, judgment: coach.JudgeIn(ctx, pos, auto, 0)} })
	return tea.Batch(judge, m.spinner.Tick)
}

// coachBook brings up to date what the coach knows of the game's positions
// without a search: its verdicts found before in this auto-play mode, and the
// deal's from the atlas, at the deal and after auto-play's opening (which
// safe auto-play cannot lose). Verdicts shown together then agree, where a
// search's budget alone would leave the deal undecided.
func (m *Model) coachBook() coach.Known {
	c, g := &m.coach, m.table
	if all := g.Auto() == rules.AutoAll; all != c.bookAll {
		c.book, c.bookAll = nil, all
	}
	if v := m.dealVerdict(g); v != coach.Undecided {
		c.book = c.book.With(g.Dealt(), v).With(g.Start(), v)
	}
	return c.book
}

// dealVerdict is the atlas's verdict on g's deal with g's free cells, in g's
// auto-play mode: lost where fewer cells than the fewest that win it, winnable
// where as many as suffice (auto-play all aside: it may send home a card a
// solution needs).
func (m *Model) dealVerdict(g *play.Game) coach.Verdict {
	if g.Deal() == 0 {
		return coach.Undecided // a layout: the atlas knows deals
	}
	if dealer.JokeLost(g.Deal(), g.FreeCells()) {
		return coach.Lost
	}
	f, ok := m.journal.factsOf(g.Deal())
	switch cells := g.FreeCells(); {
	case !ok:
	case cells < f.AtLeast:
		return coach.Lost
	case cells >= f.AtMost && g.Auto() != rules.AutoAll:
		return coach.Winnable
	}
	return coach.Undecided
}

// judged takes a verdict: the position's, unless a newer move made it stale.
// A lost game's losing move is looked for next.
func (m Model) judged(msg judgedMsg) (Model, tea.Cmd) {
	c := &m.coach
	if !c.job.owns(msg.id) || m.table == nil {
		return m, nil
	}
	c.verdict, c.known, c.solution = msg.judgment.Verdict, true, msg.judgment.Solution
	m.learnVerdict()
	if len(c.plan) > 0 && c.verdict == coach.Winnable {
		c.solution = c.plan // hints keep to the solution they began
	}
	kept := len(c.plan) > 0
	c.plan = nil
	c.job.finish()
	m, hinted := m.hintAskedEarly()
	next := hinted
	switch {
	case c.verdict == coach.Winnable && !kept: // a short solution for the hints, once the player stops here
		id := c.job.id
		next = tea.Batch(hinted, tick(m.life, planDelay, func(time.Time) tea.Msg { return planDueMsg{id} }))
	case c.verdict == coach.Lost:
		next = tea.Batch(hinted, m.findLosing())
	}
	m, shown := m.solveAskedEarly()
	return m, tea.Batch(next, shown)
}

// solveAskedEarly shows the solution asked for while the coach was still
// thinking, now that it has its word: the line said to ask again, and a
// screen reader's next line, typed meanwhile, went elsewhere.
func (m Model) solveAskedEarly() (Model, tea.Cmd) {
	if m.status.Kind != view.NoSolutionHere || m.status.Why != view.WhyThinking || m.table == nil || m.mode != playingDeal || m.noHelpWhy() == view.WhyThinking {
		return m, nil
	}
	return m.solveFromHere()
}

// findLosing looks for the move that lost the game on the table, as the
// coach's job goes on.
func (m *Model) findLosing() tea.Cmd {
	c := &m.coach
	replay, err := rules.ReplayFrom(m.table.Dealt(), m.table.Moves())
	if err != nil {
		c.job.finish()
		return nil
	}
	ctx := c.job.then(m.life)
	positions, id, judge := replay.Positions(), c.job.id, c.book.Judge(coach.VerdictIn(m.table.Auto()))
	return gated(ctx, m.searches, c.job.turn, func() tea.Msg {
		index, ok := coach.LosingMove(ctx, positions, judge)
		return losingMsg{id: id, index: index, ok: ok}
	})
}

// learnVerdict takes what the book knows where the search was undecided,
// and keeps what it found: a winnable position makes every position the
// game passed through on its way winnable too.
func (m *Model) learnVerdict() {
	c := &m.coach
	book := m.coachBook()
	if c.verdict == coach.Undecided {
		c.verdict = book[c.pos]
	}
	c.book = book.With(c.pos, c.verdict)
	if c.verdict == coach.Winnable {
		for _, p := range m.table.StepPositions() {
			c.book = c.book.With(p, coach.Winnable)
		}
	}
}

// planDelay is how long a position judged winnable stays on the table before
// the coach looks for a short solution from it: a player making moves one
// after another would have one looked for from each, costing a search each
// (nine times the verdict's) whose hints no one asks for; a server's
// players share that core.
const planDelay = 750 * time.Millisecond

// planDueMsg says the position judged winnable (the job id's) stayed long
// enough to plan from.
type planDueMsg struct{ id int }

// planDue starts the plan, unless a move since made the position another.
func (m Model) planDue(msg planDueMsg) (Model, tea.Cmd) {
	c := &m.coach
	if !c.job.owns(msg.id) || c.job.running() || m.table == nil || !c.known || c.verdict != coach.Winnable || len(c.plan) > 0 {
		return m, nil
	}
	cmd := m.planCmd()
	return m, cmd
}

// planMsg carries a short solution from the position judged winnable.
type planMsg struct {
	id    int
	moves []rules.Move
}

// planCmd looks for a short solution from the position judged winnable, which
// hints then follow: the verdict's own solution can be hundreds of moves long.
func (m *Model) planCmd() tea.Cmd {
	ctx := m.coach.job.then(m.life)
	id, pos, auto := m.coach.job.id, m.coach.pos, m.table.Auto()
	return gated(ctx, m.searches, m.coach.job.turn, func() tea.Msg {
		res := solver.Solve(ctx, pos, solver.Options{Mode: solver.Short, MaxPositions: coach.DefaultBudget})
		if res.Status != solver.Solved {
			return planMsg{id: id}
		}
		moves, ok := coach.UnderAuto(pos, res.Moves, auto)
		if !ok {
			return planMsg{id: id} // auto-play would send home a card it needs: the verdict's own solution stays
		}
		return planMsg{id: id, moves: moves}
	})
}

// planned takes a short solution for the hints.
func (m Model) planned(msg planMsg) (Model, tea.Cmd) {
	c := &m.coach
	if !c.job.owns(msg.id) {
		return m, nil
	}
	c.job.finish()
	if len(msg.moves) > 0 {
		c.solution = msg.moves
	}
	return m.hintAskedEarly()
}

// hintAskedEarly gives the hint asked while the coach was still thinking,
// now that it has its word (the line said "still thinking" until another
// key, though the title said winnable).
func (m Model) hintAskedEarly() (Model, tea.Cmd) {
	if m.status.Kind != view.NoHint || m.status.Why != view.WhyThinking || m.table == nil {
		return m, nil
	}
	if m.noHelpWhy() == view.WhyThinking { // not yet: the solution the hints follow is still sought
		return m, nil
	}
	return m.hint() // the hint shown, and the game saved with its help
}

// lostAt takes the move that lost the game.
func (m Model) lostAt(msg losingMsg) (Model, tea.Cmd) {
	c := &m.coach
	if !c.job.owns(msg.id) {
		return m, nil
	}
	c.job.finish()
	c.losing, c.found = msg.index, msg.ok
	return m, nil
}

// thinking reports whether the coach is at work.
func (m Model) thinking() bool { return m.coach.job.running() }

// coachOn reports whether the player wants the coach (C turns it off).
func (m *Model) coachOn() bool { return !m.settings.NoCoach }

// toggleCoach turns the coach off (stopping its work) or on (judging at
// once), and keeps the choice.
func (m Model) toggleCoach() (Model, tea.Cmd) {
	save := m.saveSettings(func(s *state.Settings) { s.NoCoach = !s.NoCoach })
	m.status = view.Status{Kind: view.CoachOff}
	if m.coachOn() {
		m.status.Kind = view.CoachOn
	}
	cmd := m.analyse()
	return m, tea.Batch(save, cmd)
}

// undoToLosingMove takes back steps until the position is the one before the
// move that lost the game.
func (m Model) undoToLosingMove() (Model, tea.Cmd) {
	c := m.coach
	if why := m.coachWhy(); why != view.WhyLost {
		m.status = view.Status{Kind: view.NoLosingMove, Why: why}
		return m, nil
	}
	turn, _ := m.table.TurnOf(c.losing) // counted before it is undone
	g := m.cloneTable()
	g.Clock().Stop(m.now())
	for len(g.Moves()) > c.losing {
		if _, ok := g.Undo(); !ok {
			break
		}
	}
	m.picked = nil
	m.status = view.Status{Kind: view.BeforeLosingMove, Count: max(turn, 1)}
	cmd := tea.Batch(m.save(), m.resumeClock(), m.analyse())
	return m, cmd
}

// coachWhy is the coach's word on the position on the table, as a reason
// for a hint, a solution or a losing move it cannot give.
func (m Model) coachWhy() view.Why {
	c := m.coach
	switch {
	case !m.coachOn():
		return view.WhyCoachOff
	case !c.known:
		return view.WhyThinking
	case c.verdict == coach.Winnable:
		return view.WhyWinnable
	case c.verdict == coach.Undecided:
		return view.WhyUndecided
	case !c.found && m.thinking():
		return view.WhyLosingUnknown
	case !c.found:
		return view.WhyLosingNotFound
	case c.losing < 0:
		return view.WhyLostFromDeal
	}
	return view.WhyLost
}

// noHelpWhy is coachWhy for a hint or a solution the coach cannot give: a
// position known winnable (from the atlas) whose search still runs has
// none yet.
func (m Model) noHelpWhy() view.Why {
	c := m.coach
	if m.coachOn() && c.known && c.verdict == coach.Winnable && len(c.solution) == 0 && m.thinking() {
		return view.WhyThinking
	}
	return m.coachWhy()
}

// coachView is what the title says of the coach's work.
func (m Model) coachView() view.Coach {
	c := m.coach
	v := view.Coach{On: m.coachOn(), Thinking: m.thinking(), Spinner: m.spinner, Budget: coach.DefaultBudget}
	if m.table != nil {
		v.Budget = coach.BudgetFor(m.table.Position())
	}
	if c.known {
		v.Judged, v.Verdict = true, c.verdict
	}
	if c.known && c.verdict == coach.Lost && c.found {
		v.LosingKnown = true // LosingMove 0: the deal itself
		if c.losing >= 0 {
			turn, first := m.table.TurnOf(c.losing) // counted as the title counts moves
			v.LosingMove, v.LosingNotation, v.LosingStep = max(turn, 1), first.String(), first
		}
	}
	return v
}

// reconsider starts the coach on the position on the table when it changed,
// and stops it when play ends.
func (m *Model) reconsider() tea.Cmd {
	playing := m.table != nil && (m.mode == playingDeal || m.mode == typingMoves)
	if m.solvingHere != nil && (!playing || *m.table.Position() != *m.solvingHere) {
		m.stopJob() // the position it solves is no longer on the table
	}
	switch {
	case !playing && m.coach.job.running():
		m.coach.job.stop()
	case playing && *m.table.Position() != m.coach.pos:
		m.coach.pos = *m.table.Position()
		return m.analyse()
	}
	if !playing {
		m.coach.pos = rules.Position{}
	}
	return nil
}
