package batch

import (
	"context"
	"fmt"
	"io"
	"iter"
	"runtime"
	"strings"
	"time"

	"github.com/dustin/go-humanize"
	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/words"
)

// SurveyOptions tune a survey.
type SurveyOptions struct {
	Atlas   atlas.Options
	Workers int   // games surveyed at once; 0 means one per core it may use (GOMAXPROCS)
	Shard   Shard // which of the games to take
	// Done holds the games already surveyed (a run resumed): they are
	// skipped.
	Done map[int64]bool
	// Progress, if set, hears how many games of total are done after each record
	// is emitted, from the goroutine that called Survey.
	Progress func(done, total int64)
}

// Shard is the K-th of N parts of a range (K from 0): every N-th game, from
// its K-th. The zero Shard is the whole range.
type Shard struct{ K, N int64 }

// takes reports whether the shard takes the game at index i of the range.
func (s Shard) takes(i int64) bool { return s.N <= 1 || i%s.N == s.K }

// size is how many of n games the shard takes.
func (s Shard) size(n int64) int64 {
	if s.N <= 1 {
		return n
	}
	if s.K >= n {
		return 0
	}
	return (n-s.K-1)/s.N + 1
}

// SurveySummary adds up a survey.
type SurveySummary struct {
	Games, Total int64 // games surveyed, of the games asked for
	Undecided    int64 // of them, those with a fact a search left at its bound
	Wall         time.Duration
	Stopped      bool // the context ended before every game was done
}

// WriteText says the survey in a few lines for people (on stderr, beside
// the records): how many games it surveyed of how many, how many a search
// left undecided, and, stopped, that the records written are whole and
// --resume goes on.
func (s SurveySummary) WriteText(w io.Writer, resume string) error {
	var b strings.Builder
	fmt.Fprintf(&b, "surveyed:    %s of %s games in %.1f s", words.Number(s.Games), words.Number(s.Total), s.Wall.Seconds())
	if s.Undecided > 0 {
		fmt.Fprintf(&b, " (%s with a fact left undecided at a bound)", words.Number(s.Undecided))
	}
	b.WriteString("\n")
	if s.Stopped {
		next := "give --resume FILE to go on where a survey stops"
		if resume != "" {
			next = "the same command goes on where it stopped"
		}
		fmt.Fprintf(&b, "stopped:     the records written are whole; %s\n", next)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// surveyed is one game's facts, or the error that stopped its survey.
type surveyed struct {
	facts atlas.Facts
	err   error
}

// Survey works out the facts of the games of spans that opts' shard takes and
// opts.Done does not hold, and hands them to emit in game order. When ctx
// ends, no more start and nothing after the first game cut short is emitted:
// the records emitted are those of the first games, so a run resumed goes on
// after them. An error from emit stops the survey and is returned.
func Survey(ctx context.Context, spans []Span, opts SurveyOptions, emit func(*atlas.Facts) error) (SurveySummary, error) {
	workers := opts.Workers
	if workers <= 0 {
		workers = min(runtime.GOMAXPROCS(0), runtime.NumCPU()) // the cores it may use, GOMAXPROCS fewer
	}
	todo := surveyGames(spans, opts)
	sum := SurveySummary{Total: surveyTotal(spans, opts)} // counted, not enumerated: 2^33 games start at once
	start := time.Now()
	cut := false
	err := inOrder(ctx, todo, workers, func(ctx context.Context, game int64) surveyed {
		f, err := atlas.Survey(ctx, game, opts.Atlas)
		return surveyed{f, err}
	}, func(s *surveyed) error {
		if cut = cut || s.err != nil; cut {
			return nil
		}
		if s.facts.Undecided() || s.facts.OpeningUndecided > 0 { // counted, whether or not the reader takes it
			sum.Undecided++
		}
		if err := emit(&s.facts); err != nil {
			return err
		}
		sum.Games++
		if opts.Progress != nil {
			opts.Progress(sum.Games, sum.Total)
		}
		return nil
	})
	sum.Wall = time.Since(start)
	sum.Stopped = ctx.Err() != nil
	return sum, err
}

// surveyGames are the games of spans a survey with opts takes, in order.
func surveyGames(spans []Span, opts SurveyOptions) iter.Seq[int64] {
	return func(yield func(int64) bool) {
		var i int64
		each(spans, func(game int64) bool {
			take := opts.Shard.takes(i) && !opts.Done[game]
			i++
			return !take || yield(game)
		})
	}
}

// surveyTotal is how many games of spans a survey with opts takes: those
// of its shard, less those done, counted without going through the range
// (each done game found by its place in the spans).
func surveyTotal(spans []Span, opts SurveyOptions) int64 {
	total := opts.Shard.size(Count(spans))
	for game := range opts.Done {
		offset := int64(0)
		for _, s := range spans {
			if i, ok := s.index(game); ok && opts.Shard.takes(offset+i) {
				total--
			}
			offset += Count([]Span{s})
		}
	}
	return total
}

// bandWords name the bands for people.
var bandWords = map[atlas.Band]string{
	atlas.Easy: "easy", atlas.Medium: "medium", atlas.Hard: "hard", atlas.Expert: "expert",
	atlas.NeedsMoreCells: "needs 5 or more free cells", atlas.Undecided: "undecided: a search stopped at its time or memory bound",
	atlas.Unrated: "not rated: a cheap survey (--down-to)",
}

// WriteFactsText writes a game's facts for people.
func WriteFactsText(w io.Writer, f *atlas.Facts) error {
	var b strings.Builder
	line := func(label, format string, args ...any) {
		fmt.Fprintf(&b, "%-19s%s\n", label, fmt.Sprintf(format, args...))
	}
	line("game:", "%s", words.Number(f.Game))
	switch {
	case f.Known && f.Fewest == 0:
		line("fewest free cells:", "0 (solvable with none)")
	case f.Known:
		line("fewest free cells:", "%d (impossible with %d)", f.Fewest, f.Fewest-1)
	case f.Cheap && f.DownTo > 0 && f.AtLeast == 0 && f.AtMost > f.DownTo && f.AtMost <= 8:
		line("fewest free cells:", "%s %s (%s: a search stopped at its time or memory bound)", cellCount(f.AtMost), suffice(f.AtMost), cellRange(f.DownTo, f.AtMost-1))
	case !f.Undecided() && !f.Known:
		line("fewest free cells:", "%s %s (fewer not tried: --down-to %d)", cellCount(f.AtMost), suffice(f.AtMost), f.DownTo)
	case f.AtMost > 8:
		line("fewest free cells:", "unknown: more than %d, or a search stopped at its time or memory bound", f.AtLeast-1)
	default:
		line("fewest free cells:", "unknown: %d to %d (a search stopped at its time or memory bound)", f.AtLeast, f.AtMost)
	}
	if f.PlayerMoves > 0 {
		line("length:", "%s player moves (default mode, %s)", humanize.Comma(int64(f.PlayerMoves)), cellCount(f.MovesCells))
	}
	if f.AtMost <= 8 {
		line("effort:", "%s positions (fast mode, %s)", humanize.Comma(int64(f.Effort)), cellCount(f.AtMost))
	}
	if f.OpeningMoves > 0 {
		opening := fmt.Sprintf("%d of %d first moves keep it winnable (%s)", f.OpeningWinning, f.OpeningMoves, cellCount(f.AtMost))
		if f.OpeningUndecided > 0 {
			opening += fmt.Sprintf("; %d undecided", f.OpeningUndecided)
		}
		line("opening:", "%s", opening)
	}
	switch {
	case f.Difficulty >= 0 && f.Cheap: // no opening measured: its up to 10 points are not in the score
		line("difficulty:", "%d of 100 (%s; cells and effort alone, a cheap survey measures no opening)", f.Difficulty, bandWords[f.Band])
	case f.Difficulty >= 0:
		line("difficulty:", "%d of 100 (%s)", f.Difficulty, bandWords[f.Band])
	default:
		line("difficulty:", "%s", bandWords[f.Band])
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// cellCount is "1 free cell", "3 free cells".
// suffice agrees with cellCount(n).
func suffice(n int) string {
	if n == 1 {
		return "suffices"
	}
	return "suffice"
}

// cellRange says which counts were left undecided: "1 undecided", "1 to 2 undecided".
func cellRange(lo, hi int) string {
	if lo == hi {
		return fmt.Sprintf("%d undecided", lo)
	}
	return fmt.Sprintf("%d to %d undecided", lo, hi)
}

func cellCount(n int) string {
	if n == 1 {
		return "1 free cell"
	}
	return fmt.Sprintf("%d free cells", n)
}
