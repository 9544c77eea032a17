package batch

import (
	"bytes"
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/freecell/freecell/atlas"
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
	resumed := surveyLines(t, SurveyOptions{Done: func(game int64) bool { return done[game] }})
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
