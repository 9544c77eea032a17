package batch

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/solver"
	"github.com/freecell/freecell/words"
)

// maxListed is the most impossible games a summary names; past it, it counts.
const maxListed = 100

// Summary adds up a batch solve.
type Summary struct {
	Games, Total                            int64 // games reported, of the games asked for
	Solved, Impossible, GaveUp, Interrupted int64
	TimeLimit                               int64   // gave up at the time limit a game
	Proven, Unproven                        int64   // solver.Optimal: solved games whose length is proven the fewest, and the others
	UnprovenTime                            int64   // of those, the ones whose proof --timeout stopped
	UnprovenGames                           []int64 // the first maxListed of them, in game order
	Model                                   string  // solver.Optimal: how the moves were counted (Record.Model)
	ImpossibleGames                         []int64 // the first maxListed of them, in game order
	GaveUpGames                             []int64 // the first maxListed given up on (at the time limit too), in game order

	PlayerMoves int64         // over the solved games
	Solving     time.Duration // time spent in the solver, all workers together
	Wall        time.Duration
	Workers     int
	Stopped     bool // the context ended before every game was done
	FreeCells   int  // the free cells the games were played with (their records')
}

func (s *Summary) add(r *Record) {
	s.Games++
	s.FreeCells = r.FreeCells
	s.Solving += time.Duration(r.Millis * float64(time.Millisecond))
	if r.Model != "" {
		s.Model = r.Model
	}
	switch r.Status {
	case Solved:
		s.Solved++
		s.PlayerMoves += int64(r.PlayerMoves)
		switch {
		case r.Optimal:
			s.Proven++
		case r.LowerBound > 0:
			s.Unproven++
			if r.unproven == solver.TimeLimit {
				s.UnprovenTime++
			}
			if len(s.UnprovenGames) < maxListed {
				s.UnprovenGames = append(s.UnprovenGames, r.Game)
			}
		}
	case Impossible:
		s.Impossible++
		if len(s.ImpossibleGames) < maxListed {
			s.ImpossibleGames = append(s.ImpossibleGames, r.Game)
		}
	case GaveUp:
		s.GaveUp++
	case Interrupted:
		s.Interrupted++
	case TimeLimit:
		s.TimeLimit++
	}
	if (r.Status == GaveUp || r.Status == TimeLimit) && len(s.GaveUpGames) < maxListed {
		s.GaveUpGames = append(s.GaveUpGames, r.Game) // named as the impossible are: the ones to try again with more time
	}
}

// countedGames writes a count and the games it counts, wrapped under the
// label: "impossible:  2 (#11,982 #146,692)" (a game's number marked as a
// number: "(1 -1)" read as a sum).
func countedGames(line func(label, text string), label string, count int64, games []int64) {
	n := words.Number(count)
	texts := wrapGames(games, count, width-13-len(n)-1, width-13)
	if len(texts) == 0 {
		line(label, n)
	}
	for i, text := range texts {
		if i == 0 {
			line(label, n+" "+text)
		} else {
			line("", text)
		}
	}
}

// width is the most columns any line of a summary takes.
const width = 80

// WriteText writes the summary for people, every line within 80 columns.
func (s *Summary) WriteText(w io.Writer) error {
	var b strings.Builder
	line := func(label, text string) { fmt.Fprintf(&b, "%-13s%s\n", label, text) }
	games := fmt.Sprintf("%s of %s", words.Number(s.Games), words.Number(s.Total))
	if s.Games > 0 && s.FreeCells != rules.DefaultFreeCells { // "impossible" means with these
		games += ", with " + words.Plural(s.FreeCells, "free cell")
	}
	line("games:", games)
	solved := words.Number(s.Solved)
	if s.Proven+s.Unproven > 0 {
		solved += fmt.Sprintf(" (%s proven the fewest moves%s)", words.Number(s.Proven), underModel(s.Model))
	}
	line("solved:", solved)
	if s.Unproven > 0 {
		countedGames(line, "not proven:", s.Unproven, s.UnprovenGames)
	}
	countedGames(line, "impossible:", s.Impossible, s.ImpossibleGames)
	countedGames(line, "gave up:", s.GaveUp+s.TimeLimit, s.GaveUpGames)
	if s.TimeLimit > 0 {
		line("", words.Number(s.TimeLimit)+" of them at the time limit")
	}
	if s.Stopped || s.Interrupted > 0 {
		line("interrupted:", fmt.Sprintf("%s cut short, %s not started", words.Number(s.Interrupted), words.Number(s.Total-s.Games)))
	}
	line("time:", fmt.Sprintf("%.2f s wall on %s", s.Wall.Seconds(), words.Plural(s.Workers, "core")))
	line("", fmt.Sprintf("%.2f s solving in all, %s a game", s.Solving.Seconds(), perGame(s.Solving/time.Duration(max(s.Games, 1)))))
	if s.Solved > 0 {
		line("mean moves:", fmt.Sprintf("%.1f player moves a solved game (foundation moves not counted)", float64(s.PlayerMoves)/float64(s.Solved)))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// wrapGames writes games in lines of at most first columns, then rest columns,
// saying how many more there are than it lists.
func wrapGames(games []int64, total int64, first, rest int) []string {
	if len(games) == 0 {
		return nil
	}
	items := make([]string, 0, len(games)+1)
	for _, g := range games {
		items = append(items, "#"+words.Number(g))
	}
	if more := total - int64(len(games)); more > 0 {
		items = append(items, "and "+words.Number(int64(more))+" more")
	}
	items[0] = "(" + items[0]
	items[len(items)-1] += ")"
	var lines []string
	room, cur := first, ""
	for _, w := range items {
		switch {
		case cur == "":
			cur = w
		case len(cur)+1+len(w) <= room:
			cur += " " + w
		default:
			lines = append(lines, cur)
			cur, room = w, rest
		}
	}
	return append(lines, cur)
}

// perGame is the time a game took on average, in milliseconds ("41.52 ms"),
// or from a second on in seconds ("4.03 s": "4031.76 ms" was hard to read).
func perGame(d time.Duration) string {
	if d >= time.Second {
		return fmt.Sprintf("%.2f s", d.Seconds())
	}
	return fmt.Sprintf("%.2f ms", float64(d.Microseconds())/1000)
}
