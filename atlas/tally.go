package atlas

// Played is a deal a player has played: whether they have won it.
type Played struct {
	Game int64
	Won  bool
}

// BandTally is how many deals of a band a player has played, and won.
type BandTally struct {
	Band        Band
	Played, Won int
}

// JokeBand is the band of the joke deals, −1 and −2, which no atlas holds:
// both need five free cells (TestJokeDealsNeedFiveCells), so that a game
// lost on one is counted with the others that four cells cannot win.
const JokeBand = NeedsMoreCells

// TallyBands counts the deals played, and won, by the shipped atlas's band,
// easiest first; deals it does not rate (outside it, or known only to need at
// most three free cells: unrated) are left out, and so are bands with none
// played.
func TallyBands(deals []Played) []BandTally {
	var counts [numBands]BandTally
	for _, d := range deals {
		band, ok := JokeBand, d.Game < 0
		if f, shipped := Lookup(d.Game); shipped {
			band, ok = f.Band, f.Band != Undecided && f.Band != Unrated
		}
		if !ok {
			continue
		}
		counts[band].Played++
		if d.Won {
			counts[band].Won++
		}
	}
	var out []BandTally
	for b, c := range counts {
		if c.Played > 0 {
			c.Band = Band(b)
			out = append(out, c)
		}
	}
	return out
}
