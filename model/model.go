package model

import (
	"context"
	"errors"
	"maps"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/spinner"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/daily"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/play"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/searches"
	"github.com/freecell/freecell/solver"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// randomLast is the top of the range random deals are drawn from (Windows' deals).
const randomLast = 1_000_000

type mode int

const (
	browsing    mode = iota
	prompting        // typing a game number
	replaying        // a solution plays back
	playingDeal      // the player plays the deal
	typingMoves      // the move line is open
	reviewing        // the player's game is stepped through, each move judged
	journeying       // the journey map is open
)

// Options configure a new Model.
type Options struct {
	ASCII bool
	// Keys is the player's keys file, read (nil: the default keys); its
	// keyboard, if it names one, is the run's.
	Keys *KeysFile
	// KeysTrouble is why the keys file could not be used (nil: it was, or
	// there is none): the status line says it as the viewer starts.
	KeysTrouble *state.KeysError
	// Spoken says cards in words ("seven of diamonds"), for the accessible
	// mode, which reads the screen's status aloud.
	Spoken bool
	// Random returns a game in 1..1,000,000; nil uses math/rand/v2. Tests pass their own.
	Random func() int64
	// Now tells the time for the game clock; nil uses time.Now. Tests pass their own.
	Now func() time.Time
	// Store keeps games and results between runs; nil keeps nothing.
	Store *state.Store
	// Resume plays the game in progress on the game shown, if the store keeps
	// one: the run before ended in play.
	Resume bool
	// Settings are the player's, as saved (state.Store.Settings): nil is
	// state.DefaultSettings(). A value out of range is its default.
	Settings *state.Settings
	// Layout is a position no deal number names (freecell --layout FILE),
	// shown in place of a deal, with its own free cells; nil shows the deal.
	Layout *rules.Position
	// Daily shows today's daily deal (freecell --daily) in place of game.
	Daily bool
	// Searches is the budget of searches at once the viewer shares with
	// others (a server's players); nil is no bound.
	Searches *searches.Budget
	// Guest is a viewer whose player keeps nothing (a server's guest): it
	// says so as it starts.
	Guest bool
	// Leaderboard is a server's daily board, and Player the player's name on it
	// (their key's fingerprint; "" for a guest): B opens it, and a daily won
	// goes on it.
	Leaderboard Leaderboard
	Player      string
	// Context is the run's: every search the viewer starts ends with it (a
	// server's session's, so that a player who leaves takes their searches
	// with them), or with Close; nil is context.Background().
	Context context.Context
	// NoSuspend says that nothing would resume the process if Ctrl+Z stopped
	// it (a server's player; a terminal with no shell of job control behind
	// it, see terminal.CanSuspend): the key says so and stops nothing.
	NoSuspend bool
}

// Model is the viewer's state. It is a value: Update returns a changed copy.
type Model struct {
	game  int64
	cells int // the free cells of the deal or layout on screen (a deal's are dealCells)
	// The layout opened (freecell --layout), game 0 while it is on screen: its
	// first position, and that in fc-solve's format, which names its game (""
	// for none). It keeps its own free cells; deals have dealCells.
	layoutStart    rules.Position
	layoutKey      string
	served                            // a server's: the searches shared, the daily's leaderboard
	noSuspend      bool               // nothing would resume a stopped process: Ctrl+Z says so (Options.NoSuspend)
	daily          daily.Deal         // the daily on screen, a game of its own on its deal (zero when another deal is)
	homeSaid       homeSaid           // the moves home said made already by auto-play, in the game on the table (see sentHome)
	earlierDailies []string           // the dates of the earlier dailies in progress, the latest first, as read when today's was shown
	earlierAsked   string             // the day earlierDailies were asked for on (see askEarlierDaily)
	life           context.Context    // the run's: every job's context derives from it
	endLife        context.CancelFunc // ends it (Close)
	leaderboardID  int                // the last read of a board asked: answers and ticks of one closed since, or read again, are stale
	layout         dealer.Layout
	history        history // the deals viewed before, for Back: the last, last
	mode           mode
	status         view.Status // what the status line says; most statuses last until the next key
	input          textField   // the game-number prompt's
	entered        bool        // Enter was pressed on the text in the prompt; editing clears it
	prompt         promptFor   // what the game-number prompt open was opened for

	// Solving in the background, and playing a solution back.
	solves       // the solves, their answers and proofs, and the solution on screen
	spinner      spinner.Model
	spinHeld     bool        // the spinner holds still, and looks again at spinAgain
	solvableOnly bool        // r draws only deals the solver solves
	journal      journal     // what the player did with each deal, and the facts worked out
	learning     learning    // the survey of the deal on screen's facts, while one runs
	counting     job         // the count of the deals the picker takes
	lastCount    pickedCount // the last count made, for the picker opened again
	lastMap      builtBlock  // the journey map's block last built, for the map opened again
	lastStats    statsKept   // the statistics last read, for the panel opened again
	picking      job         // the search for a deal the picker takes
	journey      *journey    // the journey map, in journeying mode

	// Playing a deal.
	inPlay                     // the game on the table and what goes with it
	tally       tally          // this run's results
	disk        disk           // the saved games
	pace        browsePace     // how fast the deals go by
	celebration celebration    // the banner of a win
	overlays    overlays       // the panels and the question open over the board, front last
	settings    state.Settings // the player's: the panel's, auto-play's, the free cells deals are played with, the picker's; changed only through saveSettings, which keeps them
	coach       coaching
	review      *review    // the game being reviewed, in review mode
	reviewing   job        // the review's judgements and counts
	moveInput   textField  // the move line's
	typed       typedMoves // the move line's last moves
	now         func() time.Time

	keys          *Keymaps  // shared by copies, never changed in place (10 KB, which every message would copy)
	keysFile      *KeysFile // the player's keys file (never changed), or nil
	glyphs        *view.Glyphs
	styles        *view.Styles
	dark          bool
	profile       colorprofile.Profile
	width, height int
	random        func() int64
	ownRandom     bool // random is the tests' own: picks draw from it too
}

// inPlay is the game on the table and what goes with it: the games this
// session keeps, the cards picked up or carried by the mouse, the moves
// being shown, the hint.
type inPlay struct {
	games        map[state.Key]*play.Game // the games in progress this session, by deal and free cells
	table        *play.Game               // the game being played, in play mode
	picked       *pick                    // the cards picked up, if any
	anim         *animation               // auto-play's moves being shown, if any
	animID       int
	clockID      int
	presence     presence           // the player at the keys, for the clock
	recorded     map[state.Key]bool // games whose play was recorded as won
	lostTries    map[lostTry]bool   // the tries counted lost, until a restart undone takes one back (never changed: replaced whole)
	columnAnswer columnAnswer       // how cards go to an empty column, answered for the rest of the game
	hinted       *rules.Move        // the hint on screen, which the hint key plays
	hintedAt     rules.Position     // the position the hint was given in
	lastPress    buttonPress
	lastKeyClick keyClick   // the key line's last click: the second of a double click on a line changed by the first is no press
	drag         *dragging  // cards the mouse carries, while the button is down
	backTo       *play.Game // a won game whose deal's solution is on its way: Esc comes back to it
}

// served is what a server's viewer has beyond a player's own: the budget of
// searches shared with the other players, the daily's leaderboard, the
// player's name on it, and the fewest moves the server proved for the daily.
type served struct {
	searches    *searches.Budget // the budget of searches shared with other viewers, or nil
	leaderboard Leaderboard      // a server's daily board, or nil
	player      string           // the player's name on it ("": a guest)
	fewestDate  string           // the daily whose fewest moves the server proved: fewestMoves
	fewestMoves int
	fewestAsked string // the daily whose fewest moves were asked of the board (see askDailyFewest)
}

// solves are the solves, their answers and proofs this session, and the
// solution played back.
type solves struct {
	solving        job                         // a solve, a search for a solvable deal or for a shorter solution
	solvingHere    *rules.Position             // the position in play a solve runs from (never changed: copies may share it)
	searching      *solver.Progress            // the search for a shorter solution's progress, while it runs
	seekingOptimal bool                        // that search is the proof of the fewest moves
	proven         map[state.Key]state.Optimal // the fewest player moves proven of deals and layouts, with a solution (never changed: replaced whole)
	atLeast        map[state.Key]int           // of deals not proven: the least their fewest moves can be, as far as a proof went this session (never changed: replaced whole)
	verdicts       map[state.Key]solver.Status
	solutions      *solutionCache // the session's solutions, so that a deal's second s is instant
	replay         *playback      // the solution on screen, kept when leaving playback
	playID         int
	speed          int // index in playIntervals
}

// New returns a model showing game, or game 1 when game is not a deal.
func New(game int64, opts Options) Model {
	settings := state.DefaultSettings()
	if opts.Settings != nil {
		settings = opts.Settings.Checked()
	}
	m := Model{
		glyphs:    view.GlyphsFor(opts.ASCII),
		random:    opts.Random,
		input:     newTextField(40),
		solves:    solves{verdicts: map[state.Key]solver.Status{}, solutions: newSolutionCache(), speed: defaultSpeed},
		inPlay:    inPlay{games: map[state.Key]*play.Game{}, recorded: map[state.Key]bool{}},
		disk:      disk{store: opts.Store, queue: state.NewQueue(opts.Store)},
		settings:  settings,
		now:       opts.Now,
		moveInput: newTextField(1000),
		dark:      true,
		profile:   colorprofile.TrueColor,
	}
	if opts.Spoken {
		m.glyphs = view.SpokenGlyphs()
	}
	m.served = served{searches: opts.Searches, leaderboard: opts.Leaderboard, player: opts.Player}
	m.noSuspend = opts.NoSuspend
	if opts.Context == nil {
		opts.Context = context.Background()
	}
	m.life, m.endLife = context.WithCancel(opts.Context)
	m.keysFile = opts.Keys
	if opts.Keys != nil && opts.Keys.Keyboard != "" {
		m.settings.AZERTY = opts.Keys.Keyboard == "azerty" // for this run: the panel's choice saves it
	}
	_ = m.setKeys(rules.DefaultFreeCells) // a file refused was read so as the run began: KeysTrouble says it
	m.ownRandom = opts.Random != nil
	m.spinner = spinner.New(spinner.WithSpinner(m.glyphs.Spinner))
	if m.random == nil {
		m.random = func() int64 { return rand.Int64N(randomLast) + 1 }
	}
	if m.now == nil {
		m.now = time.Now
	}
	m.moveInput = m.moveInput.with(func(in *textinput.Model) { in.Prompt = "" })
	m.input = m.input.with(func(in *textinput.Model) { in.SetWidth(view.PromptWidth(80)) })
	m.restyle()
	if !dealer.Valid(game) {
		game = 1
	}
	if opts.Layout != nil {
		game = 0
		m.layoutStart, m.layoutKey = *opts.Layout, string(opts.Layout.AppendBoard(nil))
	}
	m.game, m.cells = 1, -1 // none yet: show sets the cells for game, and the keys for them
	m.show(game)
	if d, ok := daily.Of(m.now()); ok && opts.Daily && opts.Layout == nil {
		m.showAs(d.Game, d)
		m.disk.dailyAsk = m.key()
	}
	if opts.Resume && m.saving() {
		m.disk.opening, m.disk.resuming = m.key(), true
	}
	var trouble *state.Error
	switch errors.As(opts.Store.Trouble(), &trouble); {
	case trouble != nil && !m.saving(): // said once: play goes on without saving
		m.status = view.Status{Kind: view.NotSaving, Save: trouble.Problem, Trouble: trouble}
	case trouble != nil: // the store set something aside as it opened: said at once, not after quitting
		m.status = view.Status{Kind: view.StoreSetAside, Count: trouble.Count, Notation: filepath.Base(trouble.Path)}
	case opts.KeysTrouble != nil:
		m.status = view.Status{Kind: view.KeysFileRefused, Keys: opts.KeysTrouble}
	case opts.Guest:
		m.status = view.Status{Kind: view.GuestKeepsNothing}
	case opts.Leaderboard != nil && !opts.Resume:
		m.status = view.Status{Kind: view.ServerWelcome}
	}
	return m
}

// Game is the game on screen.
func (m Model) Game() int64 { return m.game }

// Layout is the deal on screen.
func (m Model) Layout() dealer.Layout { return m.layout }

// Typing reports whether the game-number prompt is open.
func (m Model) Typing() bool { return m.mode == prompting }

// ShowingFullHelp reports whether ? has opened the full list of keys.
func (m Model) ShowingFullHelp() bool { return m.overlays.has(helpOverlay) }

// Size is the terminal size the model last heard of.
func (m Model) Size() (width, height int) { return m.width, m.height }

// Solving reports whether a solve or a search for a solvable deal is running.
func (m Model) Solving() bool { return m.solving.running() }

// PlaybackStep returns the step shown and the number of steps while a solution
// plays back; ok is false otherwise.
func (m Model) PlaybackStep() (step, steps int, ok bool) {
	if m.mode != replaying {
		return 0, 0, false
	}
	return m.replay.step, m.replay.steps(), true
}

// Position is the position on screen: the deal, or a playback step's.
func (m Model) Position() rules.Position {
	switch m.mode {
	case replaying:
		return m.replay.position()
	case playingDeal, typingMoves:
		return m.shownPosition()
	case reviewing:
		return m.review.position()
	case browsing, prompting, journeying:
	}
	return m.dealt()
}

// dealt is the deal on screen as dealt, with its free cells, or the layout
// on screen.
func (m *Model) dealt() rules.Position {
	if m.onLayout() {
		return m.layoutStart
	}
	return rules.NewPositionWith(&m.layout, m.cells)
}

// onLayout reports whether the layout is on screen, in place of a deal.
func (m *Model) onLayout() bool { return m.game == 0 && m.layoutKey != "" }

// FreeCells is the free cells the deal on screen is played with.
func (m Model) FreeCells() int { return m.cells }

// Playing reports whether the player is playing the deal on screen.
func (m Model) Playing() bool { return m.mode == playingDeal || m.mode == typingMoves }

// Pick is which deals the random draw takes, as the picker set it.
func (m Model) Pick() atlas.Pick { return m.settings.Pick }

// Verdict is what the solver found about game with the free cells on
// screen, if it has been asked.
func (m Model) Verdict(game int64) (solver.Status, bool) {
	v, ok := m.verdicts[state.Key{Deal: game, FreeCells: m.cells}]
	return v, ok
}

// setVerdict records the solver's verdict on game, in a map of this model's own.
func (m *Model) setVerdict(game state.Key, v solver.Status, known bool) {
	m.verdicts = maps.Clone(m.verdicts)
	if known {
		m.verdicts[game] = v
	} else {
		delete(m.verdicts, game)
	}
}

// restyle builds the styles for the terminal's background and colour profile.
func (m *Model) restyle() {
	m.styles = view.NewStyles(m.dark, m.profile, m.settings.FourColour)
	m.input = m.input.with(func(in *textinput.Model) { in.SetStyles(m.styles.Input) })
	m.moveInput = m.moveInput.with(func(in *textinput.Model) { in.SetStyles(m.styles.Input) })
}

// show puts game on screen; it must be a valid game. Leaving a game stops its
// background job and its playback.
func (m *Model) show(game int64) { m.showAs(game, daily.Deal{}) }

// showAs puts game on screen as show does: as the daily d, a game of its own,
// or, for d zero, as the deal.
func (m *Model) showAs(game int64, d daily.Deal) {
	cells := m.settings.FreeCells
	if d.Date != "" {
		cells = daily.FreeCells
	}
	if game == 0 && m.layoutKey != "" {
		cells = m.layoutStart.FreeCellCount()
	} else if err := dealer.DealInto(&m.layout, game); err != nil {
		return // callers pass valid games; keep the current board if not
	}
	if cells != m.cells {
		m.cells, m.keys = cells, m.keys.withCells(cells)
	}
	if game != m.game || d.Date != m.daily.Date {
		m.stopJob()
		m.stopReview()
		m.table, m.picked, m.anim, m.backTo = nil, nil, nil, nil // callers leave play first: its save is theirs to run
		m.replay = nil
		if m.mode == replaying {
			m.mode = browsing
		}
	}
	m.game, m.daily = game, d
}

// goTo moves to game, remembering the current one for Back. From the
// daily, its own number goes to the deal (a game of its own), as the
// number typed says: the daily stayed on screen.
func (m *Model) goTo(game int64) {
	if game == m.game {
		if m.daily.Date != "" {
			m.show(game)
		}
		return
	}
	m.remember()
	m.show(game)
}

// remember puts the deal on screen on the history, for Back.
func (m *Model) remember() {
	m.history = m.history.push(viewed{m.game, m.daily})
}

// Init starts nothing: the first message (the terminal's size) reads the
// record of the deal on screen, and of a game to resume. The terminal package
// asks for the background colour as it enters the alternate screen (asking
// twice let a late answer reach the shell after a quick quit), and styles
// follow the answer.
func (m Model) Init() tea.Cmd { return nil }

// Update turns a message into a new state; in play, the coach then judges the
// position if it changed.
func (m Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	next, cmd := m.update(msg)
	next, clock := next.clockFollowsPanels()
	cmd = tea.Batch(cmd, clock)
	if next.hinted != nil && (next.table == nil || *next.table.Position() != next.hintedAt) {
		next.hinted = nil // a hint is for the position it was given in: its words go with it
		if next.status.Kind == view.Hint {
			next.status = view.Status{}
		}
	}
	next.notePace()
	more := tea.Batch(cmd, next.reconsider(), next.readDeal(), next.readJournal(), next.learnFacts(), next.askDailyFewest(), next.askEarlierDaily()) // before next is returned: they change it
	next.refreshJourney()
	return next, more
}

func (m Model) update(msg tea.Msg) (Model, tea.Cmd) {
	if isPresence(msg) {
		next, resumed := m.present()
		next, cmd := next.updateInput(msg)
		return next, tea.Batch(resumed, cmd)
	}
	switch msg := msg.(type) {
	case tea.BlurMsg:
		return m.pauseClock(m.now()), nil
	case FreeCellsMsg:
		if msg.Count < 0 || msg.Count > rules.MaxFreeCells {
			return m, nil
		}
		return m.setFreeCells(msg.Count)
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		if m.width <= 0 || m.height <= 0 {
			return m, func() tea.Msg { return sizeUnknownMsg{} }
		}
		m.moveInput = m.moveInput.with(func(in *textinput.Model) { in.SetWidth(view.MoveLineWidth(m.screen())) })
		m.input = m.input.with(func(in *textinput.Model) { in.SetWidth(view.PromptWidth(m.width)) })
		if d := m.drag; d != nil && m.picked != nil { // the board moved under the pointer: the place outlined is the one now under it
			spot, ok := view.Locate(m.screen(), d.x, d.y)
			m.drag = &dragging{x: d.x, y: d.y, over: spot.Place, on: ok && spot.Place != m.picked.from, left: d.left || !ok || spot.Place != m.picked.from}
		}
		return m, nil
	case tea.BackgroundColorMsg:
		m.dark = msg.IsDark()
		m.restyle()
		return m, nil
	case tea.ColorProfileMsg:
		m.profile = msg.Profile
		m.restyle()
		return m, nil
	case spinner.TickMsg:
		return m.spin(msg)
	case sizeUnknownMsg:
		return m, m.assumeSize()
	case spinAgainMsg:
		m.spinHeld = false
		return m, m.spinner.Tick
	}
	if next, cmd, ok := m.updateJobs(msg); ok {
		return next, cmd
	}
	if next, cmd, ok := m.updateDisk(msg); ok {
		return next, cmd
	}
	switch m.mode {
	case prompting:
		var cmd tea.Cmd
		m.input, cmd = m.input.edit(msg)
		return m, cmd
	case typingMoves:
		var cmd tea.Cmd
		m.moveInput, cmd = m.moveInput.edit(msg)
		return m, cmd
	case browsing, replaying, playingDeal, reviewing, journeying:
	}
	return m, nil
}

// updateInput takes the keys, the mouse and pastes.
func (m Model) updateInput(msg tea.Msg) (Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.KeyPressMsg:
		return m.updateKey(msg)
	case tea.PasteMsg:
		if d, ok := m.overlays.front().(leaderboardDialog); ok {
			if next, cmd, taken := d.pasted(m, msg); taken {
				return next, cmd
			}
		}
		switch {
		case m.mode == typingMoves && !m.overTheBoard():
			return m.pasted(msg)
		case m.mode == prompting && !m.overTheBoard():
			return m.pastedNumber(msg)
		case m.mode == browsing && !m.overTheBoard() && m.disk.opening == (state.Key{}) && pastedGame(msg): // a game number pasted opens the g line with it, as a digit typed does
			m, _ = m.openPrompt("")
			return m.pastedNumber(msg)
		case m.mode == playingDeal && !m.overTheBoard() && m.table != nil && !m.table.Won() && pastedMoves(msg): // moves pasted in a game open the move line with them, as : then a paste (they were dropped, unsaid); cards picked up go back
			m.picked = nil
			next, focus := m.openMoveLine()
			next, cmd := next.pasted(msg)
			return next, tea.Batch(focus, cmd)
		case m.mode == playingDeal && !m.overTheBoard() && m.table != nil && !m.table.Won() && strings.TrimSpace(msg.Content) != "": // other text: dropped, but said (cards picked up go back: the line no longer asks where they go)
			m.picked, m.status = nil, view.Status{Kind: view.PasteNotMoves}
		case m.mode == browsing && !m.overTheBoard() && strings.TrimSpace(msg.Content) != "":
			m.status = view.Status{Kind: view.PasteNotGame}
		case !m.overTheBoard() && strings.TrimSpace(msg.Content) != "": // a review, a solution playing back, a won game: dropped, but said
			m.status = view.Status{Kind: view.PasteNotHere}
		}
	case tea.MouseClickMsg, tea.MouseReleaseMsg, tea.MouseMotionMsg, tea.MouseWheelMsg:
		return m.updateMouse(msg.(tea.MouseMsg))
	}
	return m, nil
}

// updateJobs takes the timers' ticks and the background jobs' answers; ok
// is false for any other message.
func (m Model) updateJobs(msg tea.Msg) (next Model, cmd tea.Cmd, ok bool) {
	switch msg := msg.(type) {
	case solvedMsg:
		next, cmd = m.solved(msg)
	case solvedHereMsg:
		next, cmd = m.solvedHere(msg)
	case shortestProgressMsg:
		next, cmd = m.shortestProgressed(msg)
	case shortestFoundMsg:
		next, cmd = m.shortestFound(msg)
	case optimalReadMsg:
		next = m.optimalRead(msg)
	case optimalSavedMsg:
		next = m
	case solvableFoundMsg:
		next, cmd = m.solvableFound(msg)
	case playTickMsg:
		next, cmd = m.playTick(msg)
	case clockTickMsg:
		next, cmd = m.clockTicked(msg)
	case judgedMsg:
		next, cmd = m.judged(msg)
	case losingMsg:
		next, cmd = m.lostAt(msg)
	case planDueMsg:
		next, cmd = m.planDue(msg)
	case planMsg:
		next, cmd = m.planned(msg)
	case autoTickMsg:
		next, cmd = m.autoTicked(msg)
	case celebrationEndMsg:
		next, cmd = m.celebrationEnded(msg)
	case reviewVerdictsMsg:
		next, cmd = m.reviewJudged(msg)
	case reviewCountMsg:
		next, cmd = m.reviewCounted(msg)
	case learntMsg:
		next, cmd = m.learnt(msg)
	case pickedMsg:
		next, cmd = m.pickFound(msg)
	case pickCountMsg:
		next, cmd = m.pickCounted(msg)
	default:
		return m, nil, false
	}
	return next, cmd, true
}

// updateDisk takes the answers of the saved games; ok is false for any other
// message.
func (m Model) updateDisk(msg tea.Msg) (next Model, cmd tea.Cmd, ok bool) {
	switch msg := msg.(type) {
	case savedMsg:
		next, cmd = m.saved(msg)
	case settingMsg:
		next, cmd = m.settingSaved(msg)
	case retrySaveMsg:
		next, cmd = m.retrySave(msg)
	case dealReadMsg:
		next, cmd = m.dealRead(msg)
	case browseSettledMsg:
		next = m.browseSettled(msg)
	case dealPollMsg:
		next, cmd = m.pollDeal(msg)
	case theirsMsg:
		next, cmd = m.tookTheirs(msg)
	case replacedMsg:
		next, cmd = m.keptOurs(msg)
	case statsReadMsg:
		next, cmd = m.statsRead(msg)
	case leaderboardReadMsg:
		next, cmd = m.leaderboardRead(msg)
	case leaderboardDueMsg:
		next, cmd = m.leaderboardDue(msg)
	case leaderboardNamedMsg:
		next, cmd = m.leaderboardNamed(msg)
	case dailyFewestMsg:
		next = m.dailyFewestRead(msg)
	case earlierDailyMsg:
		next = m.earlierDailyRead(msg)
	case marksReadMsg:
		next, cmd = m.marksRead(msg)
	case factsReadMsg:
		next, cmd = m.factsRead(msg)
	case factsSavedMsg:
		next = m
	case reopenedMsg:
		next, cmd = m.reopened(msg)
	case clearedMsg, setAsideMsg:
		next = m
		if err := errOf(msg); err != nil {
			next, cmd = m.saveFailed(err)
		}
	default:
		return m, nil, false
	}
	return next, cmd, true
}

func errOf(msg tea.Msg) error {
	switch msg := msg.(type) {
	case clearedMsg:
		return msg.err
	case setAsideMsg:
		return msg.err
	}
	return nil
}

// updateKey hands a key to the mode the viewer is in; the full help, while
// open, takes every key but quitting, and a question put waits for its answer.
func (m Model) updateKey(msg tea.KeyPressMsg) (Model, tea.Cmd) {
	msg = m.keys.lineFeedAsEnter(msg)
	if key.Matches(msg, m.common().Redraw) { // a background job or a wall message wrote over the screen
		return m, tea.ClearScreen
	}
	if key.Matches(msg, m.keys.suspendKey()) {
		if m.noSuspend {
			m.status = view.Status{Kind: view.NoSuspend}
			return m, nil
		}
		return m.pauseClock(m.now()), tea.Suspend // stopped, the player is not there: the clock waits for fg (it ran its idle minute)
	}
	if !key.Matches(msg, m.quitOutOfSight(), m.keys.Confirm.Quit) && !view.Fits(m.screen()) &&
		(m.mode != journeying || !key.Matches(msg, m.keys.Journey.Leave)) &&
		(m.mode != replaying || m.overlays.front() != nil || !key.Matches(msg, m.keys.Playback.Leave, m.keys.Playback.Prev)) &&
		(m.mode != reviewing || m.overlays.front() != nil || !key.Matches(msg, m.keys.Review.Leave, m.keys.Review.Prev)) &&
		(!key.Matches(msg, m.keys.Play.Undo) || !m.undoesOutOfSight()) {
		return m, nil // the board is out of sight: only quitting works, leaving the map, a playback or a review, stepping one back or undoing a move, as the screen says
	}
	if up := m.overlays.frontKind() == bannerOverlay && m.banner() != nil; m.overlays.has(bannerOverlay) {
		m.shut(bannerOverlay)                                                                                  // the first key takes the banner away, and only that: the win is seen
		if up && !key.Matches(msg, m.keys.Confirm.Quit, m.keys.Won.Stats, m.keys.Won.Help, m.keys.Won.Share) { // Ctrl+C quits still; the statistics and the keys open, and the won daily's share line, as the footer offers, is copied
			return m, nil
		}
	}
	if c, ok := m.overlays.front().(confirmation); ok { // a question is answered before anything else
		next, cmd, _ := c.update(m, msg)
		return next, cmd
	}
	switch {
	case m.disk.opening != (state.Key{}) && m.mode == browsing && !key.Matches(msg, m.keys.Browse.Quit):
		return m.hold(msg)
	case m.mode == prompting:
		return m.updatePrompt(msg)
	case m.mode == typingMoves:
		return m.updateMoveLine(msg)
	}
	next, cmd, ok := m.updateOverlay(msg)
	if ok {
		return next, cmd
	}
	m = next // a panel may have put itself away, leaving the key to the mode
	switch {
	case key.Matches(msg, m.quitKey()):
		return m.quit()
	case m.opens(msg, false):
		return m.openSettings()
	case m.opens(msg, true):
		cmd := m.statistics()
		return m, cmd
	case key.Matches(msg, m.common().Help):
		m.open(helpDialog{})
		return m, nil
	case key.Matches(msg, m.keys.Browse.Copy) && m.mode != journeying:
		return m.copyPosition()
	case m.mode == journeying:
		return m.updateJourney(msg)
	case m.mode == replaying:
		return m.updatePlayback(msg)
	case m.mode == playingDeal:
		return m.updatePlay(msg)
	case m.mode == reviewing:
		return m.updateReview(msg)
	}
	return m.updateBrowsing(msg)
}

// ctrlCNotQuit is what Ctrl+C says where a keys file took it from the
// mode's quit and bound it to nothing there: which key quits (it said
// nothing, as any unbound key with Ctrl does).
func (m *Model) ctrlCNotQuit(msg tea.KeyPressMsg) (view.Status, bool) {
	quit := m.quitKey()
	if !key.Matches(msg, interrupt) || key.Matches(msg, quit) || len(quit.Keys()) == 0 {
		return view.Status{}, false
	}
	return view.Status{Kind: view.CtrlCNotQuit, Notation: quit.Help().Key}, true
}

// common are the keys of the mode on screen that every mode has (help,
// quit, ...): a keys file may give each mode its own.
func (m *Model) common() Common {
	switch m.mode {
	case playingDeal, typingMoves:
		switch {
		case m.table != nil && m.table.Won():
			return m.keys.Won.Common
		case m.table != nil && m.table.NoMoveLeft():
			return m.keys.Stuck.Common
		}
		return m.keys.Play.Common
	case replaying:
		return m.keys.Playback.Common
	case reviewing:
		return m.keys.Review.Common
	case journeying: // no position to copy; its help closes as the deals'
		j := m.keys.Journey
		return Common{Help: j.Help, CloseHelp: m.keys.Browse.CloseHelp, Quit: j.Quit, Suspend: j.Suspend, Redraw: m.keys.Browse.Redraw}
	case browsing, prompting:
	}
	return m.keys.Browse.Common
}

// quitKey is the quit key of the mode on screen, whose key line names it:
// a keys file may give each mode its own (play's q, moved to Q, still quit
// a game as the deals' q).
func (m *Model) quitKey() key.Binding {
	if m.mode == prompting || m.mode == typingMoves { // a line being typed: q is a letter
		return m.keys.Prompt.Quit
	}
	return m.common().Quit
}

// quitOutOfSight is the key that quits on the screen too small for the
// board, as it says: the mode's quit, but where a line is typed, a panel
// takes q to close (the settings, the picker), a question waits for its
// answer or a name is typed, their quit (Ctrl+C). It said "q quits" there,
// and q was a letter typed, or closed the panel out of sight.
func (m *Model) quitOutOfSight() key.Binding {
	switch {
	case m.mode == prompting || m.mode == typingMoves:
		return m.keys.Prompt.Quit
	case m.overlays.frontKind() == settingsOverlay || m.overlays.frontKind() == pickerOverlay || m.overlays.frontKind() == confirmOverlay:
		return m.keys.Confirm.Quit
	}
	if d, ok := m.overlays.front().(leaderboardDialog); ok && d.naming {
		return m.keys.Confirm.Quit
	}
	return m.quitKey()
}

// key names the game on screen: the deal and its free cells.
func (m *Model) key() state.Key {
	k := state.Key{Deal: m.game, FreeCells: m.cells}
	if m.onLayout() {
		k.Layout = m.layoutKey
	}
	if m.onDaily() {
		k.Daily = m.daily.Date
	}
	return k
}

// dealKey names the deal or layout on screen with its free cells, the daily
// or not: what the solver finds and proves of it is the same.
func (m *Model) dealKey() state.Key {
	k := m.key()
	k.Daily = ""
	return k
}

// keyOf names g: its deal and its free cells, or its layout.
func keyOf(g *play.Game) state.Key {
	k := state.Key{Deal: g.Deal(), FreeCells: g.FreeCells(), Daily: g.Daily()}
	if k.Deal == 0 {
		start := g.Dealt()
		k.Layout = string(start.AppendBoard(nil))
	}
	return k
}
