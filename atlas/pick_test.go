package atlas

import (
	"math/rand/v2"
	"testing"
)

// pickDeals are ten deals: 1..5 easy (no cells needed for 1, one for the
// others), 6..8 hard, 9 known only to need at most three, 10 unknown; 2 and
// 7 won.
func pickDeals() Deals {
	facts := func(game int64) (Facts, bool) {
		f := Facts{Game: game, Known: true}
		switch {
		case game == 1:
		case game <= 5:
			f.Fewest = 1
		case game <= 8:
			f.Fewest = 3
		case game == 9:
			f = Facts{Game: game, AtMost: 3, Cheap: true, DownTo: 3}
		default:
			return Facts{}, false
		}
		f.AtLeast, f.AtMost = f.Fewest, max(f.Fewest, f.AtMost)
		f.Difficulty, f.Band = Rate(&f)
		return f, true
	}
	return Deals{Facts: facts, Won: func(game int64) bool { return game == 2 || game == 7 }}
}

func TestPickTakes(t *testing.T) {
	d := pickDeals()
	tests := []struct {
		name string
		pick Pick
		want []int64
	}{
		{"any", Pick{}, []int64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}},
		{"not won", Pick{NotWon: true}, []int64{1, 3, 4, 5, 6, 8, 9, 10}},
		{"easy", Pick{Band: Easy, HasBand: true}, []int64{1, 2, 3, 4, 5}},
		{"hard, not won", Pick{Band: Hard, HasBand: true, NotWon: true}, []int64{6, 8}},
		{"expert", Pick{Band: Expert, HasBand: true}, nil},
	}
	for _, tt := range tests {
		var got []int64
		for game := int64(1); game <= 10; game++ {
			if d.takes(tt.pick, game) {
				got = append(got, game)
			}
		}
		if len(got) != len(tt.want) {
			t.Errorf("%s takes %v, want %v", tt.name, got, tt.want)
			continue
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("%s takes %v, want %v", tt.name, got, tt.want)
				break
			}
		}
	}
}

func TestPickNextGoesRound(t *testing.T) {
	d := pickDeals()
	hard := Pick{Band: Hard, HasBand: true, NotWon: true}
	for _, tt := range []struct {
		from int64
		back bool
		want int64
	}{{1, false, 6}, {6, false, 8}, {8, false, 6}, {6, true, 8}, {7, true, 6}, {10, false, 6}} {
		if got, ok := hard.Next(d, tt.from, 1, 10, tt.back); !ok || got != tt.want {
			t.Errorf("from %d (back %v): %d, %v; want %d", tt.from, tt.back, got, ok, tt.want)
		}
	}
	if got, ok := (Pick{Band: Expert, HasBand: true}).Next(d, 1, 1, 10, false); ok {
		t.Errorf("an expert deal found among none: %d", got)
	}
}

func TestPickRandomTakesEachAlike(t *testing.T) {
	d := pickDeals()
	r := rand.New(rand.NewPCG(1, 2))
	draw := func(n int64) int64 { return r.Int64N(n) }
	counts := map[int64]int{}
	hard := Pick{Band: Hard, HasBand: true}
	for range 3000 {
		game, ok := hard.Random(d, 1, 10, draw)
		if !ok {
			t.Fatal("no hard deal drawn")
		}
		counts[game]++
	}
	for _, game := range []int64{6, 7, 8} {
		if counts[game] < 800 {
			t.Errorf("deal %d drawn %d times of 3,000 (counts %v)", game, counts[game], counts)
		}
	}
	if len(counts) != 3 {
		t.Errorf("drew deals the pick does not take: %v", counts)
	}
	// A rare pick: no draw finds one of a million, the count does.
	rare := Deals{Facts: d.Facts, Won: func(int64) bool { return false }}
	only := func(game int64) (Facts, bool) {
		if game == 777_777 {
			return Facts{Game: game, Known: true, Fewest: 5, AtLeast: 5, AtMost: 5, Band: NeedsMoreCells}, true
		}
		return Facts{}, false
	}
	rare.Facts = only
	if game, ok := (Pick{Band: NeedsMoreCells, HasBand: true}).Random(rare, 1, 1_000_000, func(int64) int64 { return 0 }); !ok || game != 777_777 {
		t.Errorf("the one deal that needs five cells: %d, %v", game, ok)
	}
}

func TestParsePick(t *testing.T) {
	for _, p := range []Pick{{}, {Band: Hard, HasBand: true, NotWon: true}, {Band: NeedsMoreCells, HasBand: true}} {
		got, err := ParsePick(p.String())
		if err != nil || got != p {
			t.Errorf("%+v written %q, read %+v, %v", p, p.String(), got, err)
		}
	}
	// Kept before band and cells were one choice: the cells give the band.
	for text, want := range map[string]Pick{
		"band=any cells=3 not-won=yes":  {Band: Hard, HasBand: true, NotWon: true},
		"band=any cells=0 not-won=no":   {Band: Easy, HasBand: true},
		"band=any cells=5 not-won=no":   {Band: NeedsMoreCells, HasBand: true},
		"band=easy cells=4 not-won=no":  {Band: Easy, HasBand: true},
		"band=any cells=any not-won=no": {},
	} {
		if got, err := ParsePick(text); err != nil || got != want {
			t.Errorf("%q read as %+v, %v; want %+v", text, got, err, want)
		}
	}
	for _, bad := range []string{"", "band=any", "band=undecided not-won=no", "band=any cells=6 not-won=no", "band=any not-won=maybe",
		"band=any colour=red", "band=any cells=3"} {
		if _, err := ParsePick(bad); err == nil {
			t.Errorf("%q read as a pick", bad)
		}
	}
}

// FuzzParsePick: what ParsePick reads, String writes back the same.
func FuzzParsePick(f *testing.F) {
	f.Add("band=hard not-won=yes")
	f.Add("band=any cells=5 not-won=no")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePick(s)
		if err != nil {
			return
		}
		again, err := ParsePick(p.String())
		if err != nil || again != p {
			t.Fatalf("%q read as %+v, written %q, read back as %+v (%v)", s, p, p.String(), again, err)
		}
	})
}
