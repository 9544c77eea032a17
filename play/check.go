package play

import (
	"errors"
	"math/bits"
	"slices"

	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
)

// Checked is what applying a list of moves to a deal gave.
type Checked struct {
	Deal    int64
	Legal   int              // the moves given that were legal, in order, before any illegal one (those auto-play made already too)
	Auto    int              // the moves auto-play made: at the deal, and after the moves given
	Already int              // of the Legal moves, those auto-play had made already (taken as made)
	Illegal *rules.MoveError // the first illegal move, or nil
	Refused error            // the first move refused otherwise (a *DivergedError, ErrTooLong), or nil
	Index   int              // the index of the move Illegal or Refused refuses among the moves given
	Word    string           // that move, as notation writes it
	Home    int              // cards on the foundations at the end
	Settled int              // moves into an empty column, written without a count, that moved a run, not one card: the moves after them need it (see CheckFrom)
	Won     bool
	// WithoutAuto is, where a move is illegal under auto-play, how many of
	// the moves given are legal with none (all of them, or those before
	// the first it refuses), when that is more: auto-play sent home a card
	// the moves play later (a solution made with auto-play off, fc-solve's);
	// 0 otherwise.
	WithoutAuto    int
	AllWithoutAuto bool // with no auto-play every move given is legal
	// WithCells is, where a move is illegal, the fewest free cells more than
	// the game's with which every move given is legal: a solution made with
	// more cells, checked without saying so (0: none such).
	WithCells int
	Start     rules.Position // the deal, before auto-play's moves
	End       rules.Position // the position reached
	Moves     []rules.Move   // every move made from the deal, auto-play's too, complete
	// Given marks the moves of Moves made by a move given (a bit each: a
	// list of millions of moves keeps it in a bit a move), and AlreadyAt the
	// index in Moves of the last move made before each move given that
	// auto-play had made already: the moves counted as the player counts
	// them (see GivenAt).
	Given     []uint64
	AlreadyAt []int32
}

// GivenAt is the number, 1-based among the moves given, of the move that
// made Moves[i] or whose auto-play did (0: auto-play's at the deal), and
// where in Moves that move is.
func (c Checked) GivenAt(i int) (n, at int) {
	at = -1
	for w := range min(i/64+1, len(c.Given)) {
		word := c.Given[w]
		if w == i/64 {
			word &= (2 << (i % 64)) - 1 // the moves at or before i
		}
		n += bits.OnesCount64(word)
		if word != 0 {
			at = w*64 + 63 - bits.LeadingZeros64(word)
		}
	}
	already, _ := slices.BinarySearch(c.AlreadyAt, int32(i)+1)
	return n + already, at
}

// Check applies moves to deal in turn, with auto-play's moves at the deal and
// after each (none for rules.AutoOff), and stops at the first that cannot be
// made. A foundation move written out that auto-play made already is taken as
// made (see Transcript). It keeps the moves, not a position each: a game of
// millions of moves costs a few bytes a move.
func Check(deal int64, cells int, moves []rules.Move, auto rules.AutoMode) (Checked, error) {
	l, err := dealer.Deal(deal)
	if err != nil {
		return Checked{}, err
	}
	c := CheckFrom(rules.NewPositionWith(&l, cells), moves, auto)
	c.Deal = deal
	return c, nil
}

// CheckFrom is Check from a position no deal number names (a layout read from
// a file); its Deal is 0.
//
// A move into an empty column without a count ("73") moves one card, as
// standard notation has it; fc-solve's -sn leaves the count out where it
// moves a run there. So where a later move is illegal, the counts of such
// moves are settled by what comes after: more cards are tried, the latest
// such move first, until the moves replay (see settleCounts). Only where
// none does is the first refusal reported.
func CheckFrom(dealt rules.Position, moves []rules.Move, auto rules.AutoMode) Checked {
	c := checkSettled(dealt, moves, auto)
	if c.Illegal != nil && auto != rules.AutoOff {
		off := checkSettled(dealt, moves, rules.AutoOff)
		all := off.Illegal == nil && off.Refused == nil
		if all || off.Index > c.Index {
			c.WithoutAuto, c.AllWithoutAuto = off.Legal, all
		}
	}
	if c.Illegal != nil {
		c.WithCells = legalWithMoreCells(dealt, moves, auto)
	}
	return c
}

// legalWithMoreCells is the fewest free cells, more than dealt has, with
// which every move is legal from dealt's cards; 0 where no count makes them so.
func legalWithMoreCells(dealt rules.Position, moves []rules.Move, auto rules.AutoMode) int {
	var cols [rules.NumColumns][]dealer.Card
	for i := range cols {
		cols[i] = dealt.Column(i)
	}
	var free []dealer.Card
	for i := range dealt.FreeCellCount() {
		free = append(free, dealt.FreeCell(i))
	}
	var homes [4]dealer.Rank
	for s := range homes {
		if top := dealt.FoundationTop(dealer.Suit(s)); top != dealer.NoCard {
			homes[s] = top.Rank()
		}
	}
	for n := dealt.FreeCellCount() + 1; n <= rules.MaxFreeCells; n++ {
		more, err := rules.PositionWith(cols, free, homes, n)
		if err != nil {
			return 0
		}
		if c := checkSettled(more, moves, auto); c.Illegal == nil && c.Refused == nil {
			return n
		}
	}
	return 0
}

// checkSettled replays the moves, settling the counts of moves into an
// empty column written without one where a later move needs it.
func checkSettled(dealt rules.Position, moves []rules.Move, auto rules.AutoMode) Checked {
	c, open := checkWith(dealt, moves, auto, nil)
	if c.Illegal == nil && c.Refused == nil || len(open) == 0 {
		return c
	}
	if settled, ok := settleCounts(dealt, moves, auto, c.Index, open); ok {
		return settled
	}
	return c
}

// openCount is a move into an empty column written without a count: Index
// among the moves given, Moved the cards it moved (one, or the count
// settleCounts gave it), Most the most it could.
type openCount struct {
	Index       int
	Moved, Most uint8
}

// settleMost and settleMoves bound the replays settleCounts makes: each is
// of the whole list, and a list that no count makes legal would have no end
// of them (a solution of 150 moves takes a few; a list of millions, none).
const (
	settleMost  = 2000
	settleMoves = 4_000_000
)

// settleCounts looks, depth first, for counts of the open moves under which
// every move is legal, from a replay refused at move failed whose open moves
// were open: the latest open move before the refusal that could take one
// card more takes it, those after it as written again, and the moves are
// replayed.
func settleCounts(dealt rules.Position, moves []rules.Move, auto rules.AutoMode, failed int, open []openCount) (Checked, bool) {
	counts := make([]uint8, len(moves)) // 0: as written
	for range min(settleMost, settleMoves/max(len(moves), 1)) {
		j := -1
		for k, o := range open {
			if o.Index < failed && o.Moved < o.Most {
				j = k
			}
		}
		if j < 0 {
			return Checked{}, false
		}
		counts[open[j].Index] = open[j].Moved + 1
		clear(counts[open[j].Index+1:])
		var c Checked
		c, open = checkWith(dealt, moves, auto, counts)
		if c.Illegal == nil && c.Refused == nil {
			return c, true
		}
		failed = c.Index
	}
	return Checked{}, false
}

// checkWith is CheckFrom's replay, with counts[i], where set, the count of
// moves[i]; it returns too the moves into an empty column written without
// a count, with the cards they moved.
func checkWith(dealt rules.Position, moves []rules.Move, auto rules.AutoMode, counts []uint8) (Checked, []openCount) {
	g := NewFrom(dealt, auto)
	c := Checked{Start: g.dealt, Moves: make([]rules.Move, 0, len(moves)+52)}
	c.Moves = append(c.Moves, g.opening...)
	c.Auto = len(g.opening)
	pos := g.start
	var t Transcript
	t.Saw(g.opening)
	apply := func(m rules.Move) ([]rules.Move, error) {
		done, err := pos.Apply(m)
		if err != nil {
			return nil, err
		}
		before := len(c.Moves)
		c.Moves = pos.AppendAutoMoves(append(c.Moves, done), auto)
		return c.Moves[before:], nil
	}
	var open []openCount
	for i, m := range moves {
		written := m
		if i < len(counts) && counts[i] > 0 {
			m.Count = counts[i]
			c.Settled++
		}
		toEmpty := written.Count == 0 && m.From.IsColumn() && m.To.IsColumn() && len(pos.Column(m.To.Index())) == 0
		most := 0
		if toEmpty {
			most = min(pos.RunLength(m.From.Index()), pos.Capacity(true))
		}
		step, made, err := t.Follow(m, apply)
		if err == nil && made && toEmpty {
			open = append(open, openCount{Index: i, Moved: step[0].Count, Most: uint8(most)})
		}
		if err != nil {
			var moveErr *rules.MoveError
			if errors.As(err, &moveErr) {
				c.Illegal = moveErr
			} else {
				c.Refused = err
			}
			c.Index, c.Word = i, written.String()
			break
		}
		c.Legal++
		if made {
			at := len(c.Moves) - len(step)
			for len(c.Given) <= at/64 {
				c.Given = append(c.Given, 0)
			}
			c.Given[at/64] |= 1 << (at % 64)
		} else {
			c.AlreadyAt = append(c.AlreadyAt, int32(len(c.Moves)-1))
		}
		c.Auto += max(len(step)-1, 0)
		if !made {
			c.Already++
		}
	}
	c.Home = pos.OnFoundations()
	c.Won = pos.Won()
	c.End = pos
	return c, open
}
