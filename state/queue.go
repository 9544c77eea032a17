package state

import (
	"errors"
	"slices"
	"sync"

	"github.com/freecell/freecell/atlas"
)

// Queue does a viewer's reads and writes of a store one at a time, in the
// order they were asked for, on a goroutine of its own, so that the screen
// never waits on the disk: asking never blocks, and each answer comes as a
// Pending to wait for elsewhere. It follows each game in progress the viewer
// has read or written by its id and version, so that a save never overwrites
// another program's unawares (see Store.SaveGame).
type Queue struct {
	store   *Store
	mu      sync.Mutex
	idle    sync.Cond
	queue   []func()
	running bool
	tail    *queuedJoinable // the write last in the queue, while it waits: a newer one of its kind joins it
	known   map[Key]Game    // by game: each game in progress as this program last read or wrote it
	dirty   map[Key]bool    // by game: the last save failed, so the player's game is ahead of known
	ends    []Ended         // results asked for and not recorded yet (the disk was full, say), in order
}

// Ended is a game's result to record.
type Ended struct {
	Game   Game
	Result Result
}

// NewQueue makes a queue for s.
func NewQueue(s *Store) *Queue {
	w := &Queue{store: s, known: map[Key]Game{}, dirty: map[Key]bool{}}
	w.idle.L = &w.mu
	return w
}

// Pending is an answer to come; Wait waits for it (once).
type Pending[T any] struct{ ch chan T }

// Wait waits for the answer.
func (p Pending[T]) Wait() T { return <-p.ch }

// ask queues job, which answers into a new Pending.
func ask[T any](w *Queue, job func() T) Pending[T] {
	p := Pending[T]{ch: make(chan T, 1)}
	w.mu.Lock()
	w.push(func() { p.ch <- job() })
	w.mu.Unlock()
	return p
}

// push queues job, w.mu held.
func (w *Queue) push(job func()) {
	w.queue = append(w.queue, job)
	w.tail = nil
	if !w.running {
		w.running = true
		go w.run()
	}
}

func (w *Queue) run() {
	for {
		w.mu.Lock()
		if len(w.queue) == 0 {
			w.running = false
			w.idle.Broadcast()
			w.mu.Unlock()
			return
		}
		job := w.queue[0]
		w.queue = w.queue[1:]
		w.mu.Unlock()
		job()
	}
}

// Flush waits until everything asked for is done.
func (w *Queue) Flush() {
	w.mu.Lock()
	for w.running {
		w.idle.Wait()
	}
	w.mu.Unlock()
}

// Loaded is a deal's record, as LoadDeal read it.
type Loaded struct {
	Key     Key
	Record  DealRecord
	Err     error // reading failed, or a damaged game was set aside
	Changed bool  // another program changed the game this one followed, which follows the store's now
}

// LoadDeal reads deal's record. The game in progress read is followed from
// now on: one that another program changed since this one saved it last
// (Changed) is taken as the game's latest state, and the player's copy is
// out of date. Only where the player's game holds moves not saved (the last
// save failed) is it followed as it was, and its next save finds out.
func (w *Queue) LoadDeal(deal Key) Pending[Loaded] {
	return ask(w, func() Loaded {
		r, err := w.store.DealRecord(deal)
		l := Loaded{Key: deal, Record: r, Err: err}
		k, followed := w.known[deal]
		switch stored := r.InProgress; {
		case err != nil && ProblemOf(err) != Damaged, w.dirty[deal]:
		case !followed && stored != nil:
			w.known[deal] = *stored
		case !followed:
		case stored == nil: // the other program ended it
			delete(w.known, deal)
			l.Changed = true
		case stored.ID != k.ID || stored.Version != k.Version:
			w.known[deal] = *stored
			l.Changed = true
		}
		return l
	})
}

// Save keeps g as the game in progress on its deal: the one this program
// follows there, or a new one. ErrConflict says another program changed it.
// A save of the same game still waiting last in the queue takes g in its
// place (joinTail).
func (w *Queue) Save(g Game) Pending[error] {
	return joinTail(w, g.Key(), g, func(_, newer Game) Game { return newer }, w.save)
}

// queuedJoinable is a write waiting last in the queue that a newer write of
// the same kind joins: what to write, and the answers owed.
type queuedJoinable struct {
	kind    any // the game's Key, or settingsWrite
	arg     any
	answers []chan error
}

// joinTail queues the write do(arg) of kind, or, where the job last in the
// queue is a write of that kind still waiting, folds arg into it (merge)
// and owes this answer too. Writes made faster than the disk takes them (a
// client flooding moves and undos, some 700 a second, or F) were queued
// without end, each with a goroutine waiting on its answer: the server grew
// 13 MB a second. Joined, they are written a batch at a time.
func joinTail[A any](w *Queue, kind any, arg A, merge func(old, newer A) A, do func(A) error) Pending[error] {
	p := Pending[error]{ch: make(chan error, 1)}
	w.mu.Lock()
	defer w.mu.Unlock()
	if t := w.tail; t != nil && t.kind == kind {
		t.arg, t.answers = merge(t.arg.(A), arg), append(t.answers, p.ch)
		return p
	}
	q := &queuedJoinable{kind: kind, arg: arg, answers: []chan error{p.ch}}
	w.push(func() {
		w.mu.Lock()
		arg, answers := q.arg.(A), q.answers
		if w.tail == q {
			w.tail = nil // taken: a later write queues anew
		}
		w.mu.Unlock()
		err := do(arg)
		for _, ch := range answers {
			ch <- err
		}
	})
	w.tail = q
	return p
}

func (w *Queue) save(g Game) error {
	k, followed := w.known[g.Key()]
	if !followed && g.PlayerMoves == 0 && g.Elapsed == 0 && !g.Assisted {
		return nil // nothing of the player's to keep, and no game of theirs to change
	}
	if err := w.recordEnds(); err != nil {
		w.dirty[g.Key()] = true
		return err // a result first: the deal's next game must not take its place
	}
	g.ID, g.Version = k.ID, k.Version
	saved, err := w.store.SaveGame(g)
	if err != nil {
		w.dirty[g.Key()] = true
		return err
	}
	w.known[g.Key()] = saved
	delete(w.dirty, g.Key())
	return nil
}

// End records g, the game this program follows on its deal (or one the
// store has not seen), as won or lost; the deal's next game is a new one. A
// result that cannot be recorded now is kept, and recorded before anything
// else is written (RetryEnds, or the next save): a win or a loss is never
// dropped, nor overwritten by the deal's next game.
func (w *Queue) End(g Game, result Result) Pending[error] {
	return ask(w, func() error { return w.end(g, result) })
}

func (w *Queue) end(g Game, result Result) error {
	k := w.known[g.Key()]
	g.ID, g.Version = k.ID, k.Version
	delete(w.known, g.Key())
	delete(w.dirty, g.Key())
	w.ends = append(w.ends, Ended{g, result})
	return w.recordEnds()
}

// RetryEnds records the results kept because recording them failed.
func (w *Queue) RetryEnds() Pending[error] {
	return ask(w, w.recordEnds)
}

// recordEnds records the results kept, in order, until one fails. A game
// another program changed since this one read it ends as a record of its
// own: the other program's game goes on, and no question is needed (nothing
// of either is lost).
func (w *Queue) recordEnds() error {
	for len(w.ends) > 0 {
		e := w.ends[0]
		err := w.store.EndGame(e.Game, e.Result)
		if IsConflict(err) {
			e.Game.ID, e.Game.Version = 0, 0
			err = w.store.EndGame(e.Game, e.Result)
		}
		if err != nil {
			return err
		}
		w.ends = w.ends[1:]
	}
	return nil
}

// EndsNow records the results kept, at once, once everything asked for
// before is done: as the program ends. It returns those it could not record,
// and why, for saying what was lost.
func (w *Queue) EndsNow() ([]Ended, error) {
	w.Flush()
	w.mu.Lock() // nothing runs now; the lock orders this after the last job
	defer w.mu.Unlock()
	err := w.recordEnds()
	return slices.Clone(w.ends), err
}

// Replaced is what Replace did.
type Replaced struct {
	SetAside bool // the other program's game in progress was set aside (else it had ended)
	Err      error
}

// Replace keeps g, the player's own game, over another program's on its deal,
// which is set aside.
func (w *Queue) Replace(g Game) Pending[Replaced] {
	return ask(w, func() Replaced {
		if err := w.recordEnds(); err != nil {
			return Replaced{Err: err}
		}
		saved, aside, err := w.store.Replace(g)
		if err == nil {
			w.known[g.Key()] = saved
			delete(w.dirty, g.Key())
		}
		return Replaced{SetAside: aside, Err: err}
	})
}

// TakeTheirs sets ours aside and reads the game another program keeps on its
// deal, which is followed from now on.
func (w *Queue) TakeTheirs(ours Game) Pending[Loaded] {
	return ask(w, func() Loaded {
		if err := w.store.KeepAside(ours, "replaced by another freecell's game"); err != nil {
			return Loaded{Key: ours.Key(), Err: err}
		}
		delete(w.known, ours.Key())
		delete(w.dirty, ours.Key())
		r, err := w.store.DealRecord(ours.Key())
		if r.InProgress != nil {
			w.known[ours.Key()] = *r.InProgress
		}
		return Loaded{Key: ours.Key(), Record: r, Err: err}
	})
}

// SetAside sets the game in progress this program follows on deal aside
// (one that does not replay, say): the deal's next game is a new one.
func (w *Queue) SetAside(deal Key, why string) Pending[error] {
	return ask(w, func() error {
		k, ok := w.known[deal]
		if !ok {
			return nil
		}
		delete(w.known, deal)
		return w.store.SetAside(k.ID, why)
	})
}

// SaveSetting remembers a setting.
func (w *Queue) SaveSetting(name, value string) Pending[error] {
	return ask(w, func() error { return w.store.SaveSetting(name, value) })
}

// SaveSettings remembers the settings that changed from was to now. A
// change of settings still waiting last in the queue takes this one in: from
// its was to this now.
func (w *Queue) SaveSettings(was, now Settings) Pending[error] {
	return joinTail(w, settingsWrite{}, [2]Settings{was, now},
		func(old, newer [2]Settings) [2]Settings { return [2]Settings{old[0], newer[1]} },
		func(c [2]Settings) error { return w.store.SaveSettings(c[0], c[1]) })
}

// settingsWrite is the kind of a change of settings waiting in the queue.
type settingsWrite struct{}

// StatsRead is the statistics, as Stats read them.
type StatsRead struct {
	Stats Stats
	Err   error
}

// Stats reads the statistics of games with cells free cells.
func (w *Queue) Stats(cells int) Pending[StatsRead] {
	return ask(w, func() StatsRead {
		st, err := w.store.Stats(cells)
		return StatsRead{st, err}
	})
}

// EarlierDailiesRead are the earlier dailies in progress, as EarlierDailies read them.
type EarlierDailiesRead struct {
	Days []Daily
	Err  error
}

// EarlierDailies reads the dailies before today with a game in progress,
// the latest first (see Store.EarlierDailies).
func (w *Queue) EarlierDailies(today string) Pending[EarlierDailiesRead] {
	return ask(w, func() EarlierDailiesRead {
		days, err := w.store.EarlierDailies(today)
		return EarlierDailiesRead{days, err}
	})
}

// ClearResults clears the statistics of games with cells free cells (see
// Store.ClearResults).
func (w *Queue) ClearResults(cells int) Pending[error] {
	return ask(w, func() error { return w.store.ClearResults(cells) })
}

// SaveNow saves g, or records it as ended when result is not "", at once,
// once everything asked for before is done: for the last save as the
// program ends. It returns the last save of g's deal that was kept, for
// saying what a failure lost (its moves may be g's: then only the time since
// is lost).
func (w *Queue) SaveNow(g Game, result Result) (kept Game, err error) {
	w.Flush()
	w.mu.Lock() // nothing runs now; the lock orders this after the last job
	defer w.mu.Unlock()
	kept = w.known[g.Key()]
	if result != "" {
		err = w.end(g, result)
	} else {
		err = w.save(g)
	}
	return kept, err
}

// IsConflict reports whether err is a conflict with another program's save.
func IsConflict(err error) bool { return errors.Is(err, ErrConflict) || ProblemOf(err) == Conflict }

// SaveFacts keeps the facts the viewer worked out of a deal.
func (w *Queue) SaveFacts(f atlas.Facts) Pending[error] {
	return ask(w, func() error { return w.store.SaveFacts(f) })
}

// FactsRead is the facts kept, as AllFacts reads them.
type FactsRead struct {
	Facts map[int64]atlas.Facts
	Err   error
}

// AllFacts reads the facts kept of every deal.
func (w *Queue) AllFacts() Pending[FactsRead] {
	return ask(w, func() FactsRead {
		f, err := w.store.AllFacts()
		return FactsRead{f, err}
	})
}
