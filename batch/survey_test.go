package batch

import (
	"bytes"
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/dealer"
)

// cheapDeals are deals a survey settles in a few milliseconds each.
var cheapDeals = []Span{{46, 46}, {321, 321}, {357, 357}, {414, 414}, {492, 492}}

// surveyLines surveys spans with opts and returns the records, without the
// time each took, in the order emitted.
func surveyLines(t *testing.T, opts SurveyOptions) []string {
	t.Helper()
	var lines []string
	_, err := Survey(context.Background(), cheapDeals, opts, func(f *atlas.Facts) error {
		var b bytes.Buffer
		err := f.WriteJSON(&b, false)
		lines = append(lines, b.String())
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return lines
}

// TestSurveyShardsAndResumeAgree: the shards of a survey, merged, and a
// survey resumed after some of its games, give the records of one run, byte
// for byte.
func TestSurveyShardsAndResumeAgree(t *testing.T) {
	whole := surveyLines(t, SurveyOptions{Workers: 2})
	if len(whole) != len(cheapDeals) {
		t.Fatalf("%d records for %d games", len(whole), len(cheapDeals))
	}
	var merged []string
	for k := range int64(3) {
		merged = append(merged, surveyLines(t, SurveyOptions{Shard: Shard{K: k, N: 3}})...)
	}
	slices.SortFunc(merged, func(a, b string) int { return slices.Index(whole, a) - slices.Index(whole, b) })
	if !slices.Equal(merged, whole) {
		t.Errorf("three shards merged:\n%s\nwant:\n%s", strings.Join(merged, ""), strings.Join(whole, ""))
	}
	done := map[int64]bool{46: true, 357: true}
	resumed := surveyLines(t, SurveyOptions{Done: done})
	if want := []string{whole[1], whole[3], whole[4]}; !slices.Equal(resumed, want) {
		t.Errorf("resumed after 46 and 357:\n%s\nwant:\n%s", strings.Join(resumed, ""), strings.Join(want, ""))
	}
}

// TestShardTakes: shard K of N takes every N-th game from the K-th, and the
// shards together take every game once.
func TestShardTakes(t *testing.T) {
	spans := []Span{{-2, -1}, {1, 10}}
	taken := map[int64]int{}
	for k := range int64(4) {
		for game := range surveyGames(spans, SurveyOptions{Shard: Shard{K: k, N: 4}}) {
			taken[game]++
		}
	}
	for game := range games(spans) {
		if taken[game] != 1 {
			t.Errorf("game %d taken %d times", game, taken[game])
		}
	}
	var first []int64
	for game := range surveyGames(spans, SurveyOptions{Shard: Shard{K: 1, N: 4}}) {
		first = append(first, game)
	}
	if want := []int64{-1, 4, 8}; !slices.Equal(first, want) {
		t.Errorf("shard 1/4 of -2..-1, 1..10: %v, want %v", first, want)
	}
}

// TestSurveyTotalCountsWithoutEnumerating: the total a survey announces is
// the games it takes, for spans over zero, overlapping ones, shards and games
// done, as going through them all counts; for 2^33 games it is counted at once.
func TestSurveyTotalCountsWithoutEnumerating(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for range 300 {
		var spans []Span
		for range 1 + rng.IntN(3) {
			first := int64(rng.IntN(40)) - 2
			if first == 0 {
				first = 1
			}
			spans = append(spans, Span{first, first + int64(rng.IntN(30))})
		}
		opts := SurveyOptions{Done: map[int64]bool{}}
		if n := int64(rng.IntN(4)); n > 1 {
			opts.Shard = Shard{K: rng.Int64N(n), N: n}
		}
		for range rng.IntN(20) {
			opts.Done[int64(rng.IntN(80))-2] = true
		}
		var want int64
		for range surveyGames(spans, opts) {
			want++
		}
		if got := surveyTotal(spans, opts); got != want {
			t.Fatalf("spans %v, shard %v, done %v: total %d, games %d", spans, opts.Shard, opts.Done, got, want)
		}
	}
	all := []Span{{-2, -1}, {1, dealer.MaxGame}}
	// Shard 1 of 4 takes the games at 1, 5, 9...: -1, 4, 8...; of those done, -1 and 4 are in it, 2 is not.
	if got, want := surveyTotal(all, SurveyOptions{Shard: Shard{K: 1, N: 4}, Done: map[int64]bool{-1: true, 2: true, 4: true}}), (dealer.MaxGame+2-2)/4+1-2; got != want {
		t.Errorf("every game, shard 1 of 4, -1, 2 and 4 done: %d, want %d", got, want)
	}
}

// TestSurveyStoppedBeforeItStarts: a survey of every game whose context has
// ended returns at once, stopped, its total counted (it enumerated the 2^33
// games before it looked at the context).
func TestSurveyStoppedBeforeItStarts(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	sum, err := Survey(ctx, []Span{{1, dealer.MaxGame}}, SurveyOptions{Shard: Shard{K: 0, N: 2}}, func(*atlas.Facts) error {
		t.Error("a record emitted after the context ended")
		return nil
	})
	if err != nil || !sum.Stopped || sum.Games != 0 || sum.Total != (dealer.MaxGame+1)/2 {
		t.Errorf("%+v, %v", sum, err)
	}
}

// TestFactsTextOfCheapSurveys: a cheap survey's text says which counts
// suffice, and whether fewer were not tried or were left at a bound; its
// score says it has no opening in it (it read as the full survey's, 21
// where that says 29 for deal 2).
func TestFactsTextOfCheapSurveys(t *testing.T) {
	for _, c := range []struct {
		facts atlas.Facts
		want  string
	}{
		{atlas.Facts{Game: 1, AtMost: 1, Cheap: true, DownTo: 1}, "fewest free cells: 1 free cell suffices (fewer not tried: --down-to 1)"},
		{atlas.Facts{Game: 2, AtMost: 3, Cheap: true, DownTo: 3}, "fewest free cells: 3 free cells suffice (fewer not tried: --down-to 3)"},
		{atlas.Facts{Game: 3, AtMost: 2, Cheap: true, DownTo: 1}, "fewest free cells: 2 free cells suffice (1 undecided: a search stopped at its time or memory bound)"},
		{atlas.Facts{Game: 4, AtMost: 4, Cheap: true, DownTo: 1}, "fewest free cells: 4 free cells suffice (1 to 3 undecided: a search stopped at its time or memory bound)"},
		{atlas.Facts{Game: 5, AtLeast: 1, AtMost: 2, Cheap: true}, "fewest free cells: unknown: 1 to 2 (a search stopped at its time or memory bound)"},
		{atlas.Facts{Game: 6, AtLeast: 1, AtMost: 1, Known: true, Fewest: 1, Effort: 94, Difficulty: 21, Band: atlas.Easy, Cheap: true}, "difficulty:        21 of 100 (easy; cells and effort alone, a cheap survey measures no opening)"},
		{atlas.Facts{Game: -2, AtLeast: 5, AtMost: 5, Known: true, Fewest: 5, PlayerMoves: 1289, MovesCells: 5, Effort: 15435}, "length:            1,289 player moves (default mode, 5 free cells)"}, // as the viewer's "solved in 1,289"
	} {
		var b strings.Builder
		if err := WriteFactsText(&b, &c.facts); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(b.String(), c.want) {
			t.Errorf("game %d:\n%s\nwant %q", c.facts.Game, b.String(), c.want)
		}
	}
}
