package accessible

import (
	"io"
	"os"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/model"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/view"
)

// reader is the accessible mode's front end: the model, what has been said
// of it, and where sentences go.
type reader struct {
	inner   model.Model
	out     io.Writer
	newline string          // "\r\n" on a raw terminal (a remote's), "\n" elsewhere
	cmds    []tea.Cmd       // the model's commands from the keys a command pressed
	fed     bool            // a command pressed keys: what the status says after it is said, even if said before
	picking bool            // pick changed the picker, open until its count comes (see speakPanel)
	waiting []waitingLine   // lines typed while a game was being opened: each waits for it, as its keys would
	typed   []string        // the words of the line being done, as typed (commands read it lowered)
	naming  *string         // a name to type into the daily's board once it is read (see name)
	kept    *string         // the name the board is to show once it has kept it
	room    chan struct{}   // a place for each line sent and not yet done (see readLines): waitingMost at most
	heard   *rules.Position // the board read out when a move began the game: the move is made only on it
	regame  bool            // fewer cells in a game: it passes through the deals to the game with fewer, which says it
	begun   int             // the times the moves waiting pressed play (see beginMost)
	sent    []rules.Move    // the cards auto-play sent home after the moves of the lines before, each a move (see homeAlready)
	moved   bool            // the line was one move, made or not (sent stays)
	owed    bool            // status was asked while the coach was thinking: said with its verdict (see sayOwed)
	said    said
	signal  os.Signal // the signal or stop that ended the run
	failed  bool      // a write failed: the reader is gone
	lost    error     // that write's error
	done    bool      // the run quits: lines typed after are not read
}

// said is what the reader has said of the screen, so that it says each
// thing once, as it changes.
type said struct {
	started  bool
	deal     string // the deal on screen: its number, free cells and whether it is the daily
	facts    string // the atlas's facts of it, as said
	glossed  bool   // what the facts' words mean was said (see factsGloss)
	progress string // the game in progress on it, as said while browsing
	mode     view.Mode
	status   string
	coach    string
	position rules.Position // the position last read out whole
	owed     bool           // the deal's board is yet to be read: a saved game on it was being opened
	game     string         // the deal of the game last played (as deal)
	gameAt   rules.Position // where that game stood, as its moves were said
	told     [2]bool        // what to type in a game ([0]) and while browsing ([1]) was said: later, the mode is named alone
}

// Messages of the run, besides the model's.
type (
	lineMsg string              // a line typed and entered
	endMsg  struct{}            // the input ended
	stopMsg struct{ os.Signal } // a signal or a server's stop ends the run
)

func (r *reader) Init() tea.Cmd {
	cmd := r.inner.Init()
	sized := r.feed(tea.WindowSizeMsg{Width: screenWidth, Height: screenHeight}) // before any line is typed: the program's own comes later
	r.speak(false)
	return tea.Batch(cmd, sized)
}

func (r *reader) View() tea.View { return tea.View{} }

func (r *reader) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case lineMsg:
		if r.done {
			r.lineDone()
			return r, nil
		}
		if len(r.waiting) > 0 || r.busy() { // its place in room held until it is done: readLines waits past waitingMost
			r.waiting = append(r.waiting, waitingLine{text: string(msg), held: true})
			return r, nil
		}
		r.lineDone()
		return r.line(string(msg))
	case endMsg:
		if len(r.waiting) > 0 || r.busy() || r.seeking() {
			r.waiting = append(r.waiting, waitingLine{text: inputEnded}) // what was typed before the end is done first
			return r, nil
		}
		return r.ended()
	case stopMsg:
		r.signal = msg.Signal
		if !r.done && !r.failed { // the farewell on a line of its own, after the ^C the terminal shows
			if _, err := io.WriteString(r.out, r.newline); err != nil {
				r.failed, r.lost = true, err
			}
		}
		return r.ended()
	}
	cmd := r.feed(msg)
	if r.done { // the farewell said: a coach's word come meanwhile is not said after it (heard after the goodbye)
		return r, cmd
	}
	more := r.speak(false)
	r.sayOwed()
	if r.failed {
		return r, tea.Quit
	}
	if r.nextReady() {
		next, cmdLine := r.line(r.nextWaiting())
		return next, tea.Batch(cmd, more, cmdLine)
	}
	return r, tea.Batch(cmd, more)
}

// nextReady reports whether the first line waiting may be done now: nothing
// it may need is being read, and the input's end waits for what is sought.
func (r *reader) nextReady() bool {
	return len(r.waiting) > 0 && !r.busy() && (r.waiting[0].text != inputEnded || !r.seeking())
}

// seeking reports whether an answer the player asked for is still being
// sought: a solve, or a hint or solution asked while the coach was thinking. The input's
// end waits for it (echo solve | freecell --accessible said "Solving" and
// goodbye); a line typed meanwhile does not (stop stops a solve).
func (r *reader) seeking() bool {
	st := r.inner.Screen().Status
	return r.inner.Solving() || (st.Kind == view.NoHint || st.Kind == view.NoSolutionHere) && st.Why == view.WhyThinking
}

// busy reports whether the model is reading what the next line may need:
// a game in progress being opened, the record of the deal browsed (a game
// in progress on it is said before the next line is done), a panel's
// figures, the coach's verdict a status waits for, the deal the picker's
// random draw is looking for.
func (r *reader) busy() bool {
	if r.inner.Opening() || r.inner.Reading() || r.owed || r.inner.Screen().Status.Kind == view.PickingDeal { // (the deal random finds is said before the next line)
		return true
	}
	p := r.inner.Screen().Panel
	return p.Stats != nil && p.Stats.Loading || p.Leaderboard != nil && (p.Leaderboard.Loading || r.naming != nil || r.kept != nil) ||
		p.Picker != nil && r.picking
}

// ended ends a run the input's end or a signal ended, with the word quit
// would have said of the games kept (it ended in silence).
func (r *reader) ended() (tea.Model, tea.Cmd) {
	if !r.done && !r.failed {
		r.farewell()
	}
	r.done = true
	return r, tea.Quit
}

// waitingLine is a line that waits for a game being opened; held, it holds
// a place in room (see readLines) until it is done.
type waitingLine struct {
	text string
	held bool
}

// nextWaiting takes the first line waiting, its place in room given back.
func (r *reader) nextWaiting() string {
	w := r.waiting[0]
	r.waiting = r.waiting[1:]
	if w.held {
		r.lineDone()
	}
	return w.text
}

// lineDone gives a line's place in room back (see readLines).
func (r *reader) lineDone() {
	select {
	case <-r.room:
	default: // no room kept (a reader made by a test)
	}
}

// inputEnded stands, among the lines waiting, for the end of the input:
// the run quits there, without a question (nobody is left to answer it).
const inputEnded = "\x00input ended"

// waitingMost is the most lines kept while a game is being opened: the
// input is not read past them (see readLines).
const waitingMost = 64

// line does what a line typed says, and says what came of it.
func (r *reader) line(text string) (tea.Model, tea.Cmd) {
	r.fed, r.regame = false, false
	before, solving := r.screen(), r.inner.Solving()
	if text == inputEnded {
		return r.ended()
	}
	r.moved = false
	if r.command(text) || r.failed {
		r.done = true
		return r, tea.Quit
	}
	if !r.moved {
		r.sent = nil
	}
	r.sayStopped(before, solving)
	cmds := append(r.cmds, r.speak(r.fed))
	r.cmds = nil
	if r.nextReady() { // the next waiting line, once this one's news is out
		_, more := r.line(r.nextWaiting())
		cmds = append(cmds, more)
	}
	return r, tea.Batch(cmds...)
}

// feed hands the model a message, and returns its command.
func (r *reader) feed(msg tea.Msg) tea.Cmd {
	next, cmd := r.inner.Update(msg)
	r.inner = next.(model.Model)
	r.fed = true
	return cmd
}

// press presses a binding's key on the model, keeping its command for the
// end of the line; false if the binding has no key to press.
func (r *reader) press(b key.Binding) bool {
	k, ok := model.FirstPress(b)
	if !ok || !b.Enabled() {
		return false
	}
	r.cmds = append(r.cmds, r.feed(k))
	return true
}

// pressKey presses one key on the model.
func (r *reader) pressKey(k tea.KeyPressMsg) {
	r.cmds = append(r.cmds, r.feed(k))
}

// typeText types text into the prompt or the move line open.
func (r *reader) typeText(text string) {
	for _, c := range text {
		r.pressKey(tea.KeyPressMsg{Code: c, Text: string(c)})
	}
}

// screen is the model's screen, with the names of the commands where the
// board's would name keys.
func (r *reader) screen() view.Screen {
	s := r.inner.Screen()
	s.Names = commandNames
	return s
}

// say writes lines, each a sentence.
func (r *reader) say(lines ...string) {
	if r.failed {
		return
	}
	var b strings.Builder
	for _, line := range lines {
		if line != "" {
			b.WriteString(line + r.newline)
		}
	}
	if b.Len() == 0 {
		return
	}
	if _, err := io.WriteString(r.out, b.String()); err != nil {
		r.failed, r.lost = true, err
	}
}

// sayStopped says that a solve running (solving) on the screen before, was,
// has stopped, where a line stopped it without a word (next, go: another
// deal).
func (r *reader) sayStopped(was view.Screen, solving bool) {
	if !solving || r.inner.Solving() {
		return
	}
	now := r.screen()
	if now.Status.Kind == view.SolveStopped || now.Status.Kind == view.StoppedSolvingHere {
		return // its line says so
	}
	stopped := view.Status{Kind: view.SolveStopped, Game: was.Board.Game}
	if was.Status.Kind == view.SolvingHere {
		stopped = view.Status{Kind: view.StoppedSolvingHere}
	}
	was.Status, was.Confirm, was.Review = stopped, nil, nil
	r.say(view.SayStatus(was))
}
