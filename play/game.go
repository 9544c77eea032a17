package play

import (
	"errors"
	"slices"
	"sync/atomic"
	"time"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// Step is what one action of the player did: the player's move followed by the
// moves auto-play made after it, or a restart.
type Step struct {
	Moves    []rules.Move
	Restart  bool  // the game went back to the deal; undoing it brings the moves back
	clock    Clock // a restart's: the clock before it, which undoing it brings back
	assisted bool  // a restart's: whether the try before it had help
	tallest  int   // a restart's: the try before's longest column (see Game.Tallest)
}

// MaxMoves is the most moves a game holds, the opening's and undone ones
// aside: past it a move is refused (ErrTooLong), so that every game can be
// saved and read back.
const MaxMoves = 100_000

// ErrTooLong refuses a move past MaxMoves.
var ErrTooLong = errors.New("the game holds as many moves as a game may")

// Game is a deal being played. Copy it with Clone before changing a copy that
// someone else still holds.
type Game struct {
	deal     int64
	dealt    rules.Position // the deal as dealt
	opening  []rules.Move   // the moves auto-play made at the deal, before the player's first
	start    rules.Position // the position after them, where a restart goes back to
	pos      rules.Position
	done     []Step // from the start on
	undone   []Step // what undo took back, latest last; a new move forgets it
	auto     rules.AutoMode
	clock    Clock
	tallest  int    // the longest column this try has had, undone moves too
	assisted bool   // the player had help: a hint, a solution played on from, moves pasted
	daily    string // the UTC date of the daily this game is (package daily), "" for another game
	number   uint64 // the game's own (see Try)
}

// made numbers the games made, each its own (see Try).
var made atomic.Uint64

// Try names a try of a game: which game, and after how many of its restarts.
// Undoing a restart brings the try before it back, by its name; two games
// played the same way are two tries.
type Try struct {
	game     uint64
	restarts int
}

// Try is the name of the try on the table.
func (g *Game) Try() Try {
	t := Try{game: g.number}
	for _, s := range g.done {
		if s.Restart {
			t.restarts++
		}
	}
	return t
}

// New starts deal from its first position: as Windows does, auto-play sends
// home at once what its mode sends home (free aces, say), before the
// player's first move.
func New(deal int64, auto rules.AutoMode) (*Game, error) {
	return NewWith(deal, rules.DefaultFreeCells, auto)
}

// NewWith is New for a game of cells free cells.
func NewWith(deal int64, cells int, auto rules.AutoMode) (*Game, error) {
	l, err := dealer.Deal(deal)
	if err != nil {
		return nil, err
	}
	g := NewFrom(rules.NewPositionWith(&l, cells), auto)
	g.deal = deal
	return g, nil
}

// NewFrom starts a game from a position that no deal number names (a layout
// read from a file), as New does from a deal; its Deal is 0.
func NewFrom(dealt rules.Position, auto rules.AutoMode) *Game {
	g := &Game{dealt: dealt, start: dealt, auto: auto, number: made.Add(1)}
	g.opening = g.appendAuto(&g.start, nil)
	g.pos = g.start
	g.grow()
	return g
}

// Resume rebuilds a game from its deal, its free cells and the moves made, as Moves returned
// them: every move is checked, the steps are regrouped as a player's moves with
// the foundation moves after each, and spent is the time played so far. When
// the moves begin with those auto-play makes at the deal, they are its opening
// again.
func Resume(deal int64, cells int, moves []rules.Move, auto rules.AutoMode, spent time.Duration) (*Game, error) {
	g, err := NewWith(deal, cells, auto)
	if err != nil {
		return nil, err
	}
	return g.resume(moves, spent)
}

// ResumeFrom is Resume for a game started from a position no deal number
// names (see NewFrom).
func ResumeFrom(dealt rules.Position, moves []rules.Move, auto rules.AutoMode, spent time.Duration) (*Game, error) {
	return NewFrom(dealt, auto).resume(moves, spent)
}

// resume plays moves on g, a new game, as Resume says.
func (g *Game) resume(moves []rules.Move, spent time.Duration) (*Game, error) {
	if len(moves) > MaxMoves+len(g.opening) {
		return nil, ErrTooLong
	}
	replay, err := rules.ReplayFrom(g.dealt, moves)
	if err != nil {
		return nil, err
	}
	played := replay.Moves
	if len(played) >= len(g.opening) && slices.Equal(played[:len(g.opening)], g.opening) {
		played = played[len(g.opening):]
	} else { // saved with another auto-play mode: the game starts from the deal
		g.opening, g.start = nil, g.dealt
	}
	start := 0
	for _, end := range rules.StepEnds(played) {
		g.done = append(g.done, Step{Moves: played[start:end:end]})
		start = end
	}
	for _, p := range replay.Positions() {
		g.tallest = max(g.tallest, longest(&p))
	}
	g.pos = *replay.End()
	g.clock.spent = spent
	return g, nil
}

// Clone is a copy that changes independently of g.
func (g *Game) Clone() *Game {
	c := *g
	c.done, c.undone = slices.Clone(g.done), slices.Clone(g.undone)
	return &c
}

// Daily is the UTC date of the daily this game is, or "" for another game.
func (g *Game) Daily() string { return g.daily }

// AsDaily makes g the daily of date: a game of its own, beside any other on
// the deal.
func (g *Game) AsDaily(date string) *Game {
	g.daily = date
	return g
}

// Deal is the game's deal number.
func (g *Game) Deal() int64 { return g.deal }

// FreeCells is the number of free cells the game is played with.
func (g *Game) FreeCells() int { return g.pos.FreeCellCount() }

// Position is the position on the table.
func (g *Game) Position() *rules.Position { return &g.pos }

// Auto is the auto-play mode; SetAuto changes it from the next move on.
func (g *Game) Auto() rules.AutoMode { return g.auto }

// SetAuto sets the auto-play mode.
func (g *Game) SetAuto(mode rules.AutoMode) { g.auto = mode }

// Won reports whether all 52 cards are home.
func (g *Game) Won() bool { return g.pos.Won() }

// Move makes the player's move m and then auto-play's, as one step. An illegal
// move is a *rules.MoveError and changes nothing.
func (g *Game) Move(m rules.Move) (Step, error) {
	if g.length() >= MaxMoves {
		return Step{}, ErrTooLong
	}
	done, err := g.pos.Apply(m)
	if err != nil {
		return Step{}, err
	}
	moves := g.appendAuto(&g.pos, []rules.Move{done})
	step := Step{Moves: moves[:len(moves):len(moves)]}
	g.done = append(g.done, step)
	g.undone = nil
	g.grow()
	return step, nil
}

// appendAuto makes in p the moves auto-play makes by itself, appending them
// to buf: its mode's, and in safe, where every card left can then go home by
// foundation moves alone, those too: the game finishes by itself, as Windows
// finishes it. Off makes none (the player makes every move), and all has
// made them already.
func (g *Game) appendAuto(p *rules.Position, buf []rules.Move) []rules.Move {
	buf = p.AppendAutoMoves(buf, g.auto)
	if g.auto == rules.AutoSafe && !p.Won() && p.GoesHomeAlone() {
		buf = p.AppendAutoMoves(buf, rules.AutoAll)
	}
	return buf
}

// NoMoveLeft reports whether the game is lost as Windows says it at once:
// not won, and no legal move left of any kind.
func (g *Game) NoMoveLeft() bool { return !g.pos.Won() && !g.pos.HasMove() }

// AutoPlayNow makes the moves auto-play's mode makes now, as a step of their
// own (after the mode changed, say); ok is false when it makes none.
func (g *Game) AutoPlayNow() (Step, bool) {
	moves := g.appendAuto(&g.pos, nil)
	if len(moves) == 0 {
		return Step{}, false
	}
	step := Step{Moves: moves}
	g.done = append(g.done, step)
	g.undone = nil
	return step, true
}

// Undo takes back the last step and returns it; ok is false at the deal. Stop
// the clock first: undoing a restart brings back the time of the try before it.
func (g *Game) Undo() (step Step, ok bool) {
	if len(g.done) == 0 {
		return Step{}, false
	}
	step = g.done[len(g.done)-1]
	g.done = g.done[:len(g.done)-1]
	if step.Restart { // the try before comes back, with its time; the new one's is kept for redo
		g.undone = append(g.undone, Step{Restart: true, clock: g.clock, assisted: g.assisted, tallest: g.tallest})
		g.clock, g.assisted, g.tallest = step.clock, step.assisted, step.tallest
		g.pos = g.replayed()
		return step, true
	}
	g.undone = append(g.undone, step)
	for i := len(step.Moves) - 1; i >= 0; i-- {
		g.pos.Undo(step.Moves[i])
	}
	return step, true
}

// Redo makes again the last step undone; ok is false when there is none.
func (g *Game) Redo() (step Step, ok bool) {
	if len(g.undone) == 0 {
		return Step{}, false
	}
	step = g.undone[len(g.undone)-1]
	g.undone = g.undone[:len(g.undone)-1]
	if step.Restart {
		g.done = append(g.done, Step{Restart: true, clock: g.clock, assisted: g.assisted, tallest: g.tallest})
		g.clock, g.assisted, g.tallest = step.clock, step.assisted, step.tallest
		g.pos = g.start
		return step, true
	}
	g.done = append(g.done, step)
	for _, m := range step.Moves {
		g.pos.Play(m)
	}
	return step, true
}

// Restart goes back to the deal, as a step that Undo takes back, and starts a
// new try with a clock of its own (stop the clock first); ok is false where
// there is nothing to restart (see CanRestart).
func (g *Game) Restart() (ok bool) {
	if !g.CanRestart() {
		return false
	}
	g.done = append(g.done, Step{Restart: true, clock: g.clock, assisted: g.assisted, tallest: g.tallest})
	g.undone = nil
	g.pos = g.start
	g.clock = Clock{} // a new try: its own time, and no help yet
	g.assisted = false
	g.tallest = longest(&g.pos) // and cards drawn as for the deal
	return true
}

// CanRestart reports whether the try has something to restart: a move, or,
// at the deal (every move undone), help shown or time on its clock, which a
// clean try leaves behind (the game kept "with help" at no move, and only a
// loss cleared it).
func (g *Game) CanRestart() bool {
	return g.TryMoves() > 0 || g.assisted || g.clock.spent > 0 || g.clock.running
}

// CanUndo and CanRedo say whether Undo and Redo have a step to take.
func (g *Game) CanUndo() bool { return len(g.done) > 0 }

// CanRedo reports whether Redo has a step to make again.
func (g *Game) CanRedo() bool { return len(g.undone) > 0 }

// Moves are the moves from the deal to the position on the table, every
// automatic move written out, the opening's too: what a saved game keeps.
func (g *Game) Moves() []rules.Move {
	moves := slices.Clone(g.opening)
	for _, s := range g.current() {
		moves = append(moves, s.Moves...)
	}
	return moves
}

// length is how many moves the player's steps hold.
func (g *Game) length() int {
	n := 0
	for _, s := range g.current() {
		n += len(s.Moves)
	}
	return n
}

// Opening are the moves auto-play made at the deal, before the player's first.
func (g *Game) Opening() []rules.Move { return slices.Clone(g.opening) }

// Dealt is the deal as dealt, before the opening.
func (g *Game) Dealt() rules.Position { return g.dealt }

// Start is where the game starts from, and a restart goes back to: the deal
// after auto-play's opening.
func (g *Game) Start() rules.Position { return g.start }

// Assisted reports whether the player had help in this try: a hint, a
// solution played on from, moves pasted.
func (g *Game) Assisted() bool { return g.assisted }

// MarkAssisted notes that the player had help.
func (g *Game) MarkAssisted() { g.assisted = true }

// LastStep is the step that led to the position on the table; ok is false at
// the deal.
func (g *Game) LastStep() (Step, bool) {
	if len(g.done) == 0 {
		return Step{}, false
	}
	return g.done[len(g.done)-1], true
}

// Counts are the player's moves (all but those to the foundations, as solutions
// count them) and all moves, from the deal to the position on the table.
func (g *Game) Counts() (player, all int) {
	for _, s := range g.current() {
		player += rules.PlayerMoves(s.Moves)
		all += len(s.Moves)
	}
	return player, all
}

// Touched reports whether the player has ever moved a card in this game, even
// if the moves were undone or restarted since: auto-play's opening is not the
// player's.
func (g *Game) Touched() bool { return len(g.done) > 0 || len(g.undone) > 0 }

// current are the steps since the last restart.
func (g *Game) current() []Step {
	for i := len(g.done) - 1; i >= 0; i-- {
		if g.done[i].Restart {
			return g.done[i+1:]
		}
	}
	return g.done
}

// replayed is the position the current steps lead to from the deal.
func (g *Game) replayed() rules.Position {
	p := g.start
	for _, s := range g.current() {
		for _, m := range s.Moves {
			p.Play(m)
		}
	}
	return p
}

// Clock is the game's clock.
func (g *Game) Clock() *Clock { return &g.clock }

// Notation is Moves in standard notation, as fc-solve -snx writes them.
func (g *Game) Notation() []string {
	replay := rules.Replay{Start: g.dealt, Moves: g.Moves()}
	return replay.Notation()
}

// Tallest is the most cards a column has held in this try (since the deal or
// the last restart), whatever was undone since: a board drawn for it keeps
// its size for the try, and a restart draws the deal's cards as at the deal.
func (g *Game) Tallest() int { return g.tallest }

func (g *Game) grow() { g.tallest = max(g.tallest, longest(&g.pos)) }

func longest(p *rules.Position) int {
	n := 0
	for i := range rules.NumColumns {
		n = max(n, len(p.Column(i)))
	}
	return n
}

// Steps are the steps from the start (or the last restart) to the position on
// the table.
func (g *Game) Steps() []Step { return slices.Clone(g.current()) }

// StepPositions are the positions between the steps: StepPositions()[k] is the
// position after k steps, [0] the start (the deal, after auto-play's opening).
func (g *Game) StepPositions() []rules.Position {
	steps := g.current()
	out := make([]rules.Position, 0, len(steps)+1)
	p := g.start
	out = append(out, p)
	for _, s := range steps {
		for _, m := range s.Moves {
			p.Play(m)
		}
		out = append(out, p)
	}
	return out
}

// Turn is one of the player's moves as solutions count them (to a column or a
// free cell), with the foundation moves after it, auto-play's or the
// player's own.
type Turn struct {
	Moves []rules.Move
	Start int // the moves of the try before it: undoing to Start takes it back
}

// Turns are the try's moves grouped as the player's moves, so that the k-th
// turn is the player's move k, as the title and solutions count them.
// Foundation moves before the first of them belong to the start: start is the
// position after them, and positions[k] the position after k turns.
func (g *Game) Turns() (turns []Turn, positions []rules.Position) {
	moves := g.Moves()[len(g.opening):]
	p := g.start
	i := 0
	for ; i < len(moves) && moves[i].To == rules.Foundation; i++ {
		p.Play(moves[i])
	}
	positions = append(positions, p)
	for i < len(moves) {
		t := Turn{Start: i}
		for t.Moves = append(t.Moves, moves[i]); i+1 < len(moves) && moves[i+1].To == rules.Foundation; {
			i++
			t.Moves = append(t.Moves, moves[i])
		}
		i++
		for _, m := range t.Moves {
			p.Play(m)
		}
		turns = append(turns, t)
		positions = append(positions, p)
	}
	return turns, positions
}

// TurnOf is the number (from 1) of the turn that holds move index of Moves,
// and the player's move that begins it; 0 for a move before any of the
// player's (the opening's, say).
func (g *Game) TurnOf(index int) (number int, move rules.Move) {
	moves := g.Moves()
	for i := 0; i <= index && i < len(moves); i++ {
		if moves[i].To != rules.Foundation && i >= len(g.opening) {
			number, move = number+1, moves[i]
		}
	}
	return number, move
}

// TryMoves is how many moves the try holds, the opening's aside: undo until
// it is a Turn's Start to take the game back to before that turn.
func (g *Game) TryMoves() int { return len(g.Moves()) - len(g.opening) }
