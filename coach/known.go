package coach

import (
	"context"
	"maps"

	"github.com/freecell/freecell/rules"
)

// Known is what is known of positions without a search of their own: a
// deal's verdict from the atlas, and verdicts found before. Verdicts shown
// together must agree, and a search with a budget can leave undecided what
// is known; a Known is never changed once made (With returns a new one).
type Known map[rules.Position]Verdict

// maxKnown bounds a Known: past it, it starts again.
const maxKnown = 1 << 14

// With is k and pos judged v (an undecided verdict adds nothing).
func (k Known) With(pos rules.Position, v Verdict) Known {
	if v == Undecided || k[pos] == v {
		return k
	}
	next := maps.Clone(k)
	if next == nil || len(next) >= maxKnown {
		next = Known{}
	}
	next[pos] = v
	return next
}

// Judge is judge, asked only where k does not know, and where its search is
// undecided, what k knows.
func (k Known) Judge(judge JudgeFunc) JudgeFunc {
	return func(ctx context.Context, pos rules.Position) Verdict {
		if v, ok := k[pos]; ok {
			return v
		}
		return judge(ctx, pos)
	}
}

// AlongGame makes the verdicts of a game's positions (each reached from the
// one before) agree, as moves only ever take a game from winnable to lost: a
// position before a winnable one is winnable, one after a lost one is lost.
// The undecided ones that settles are decided; it returns a new slice.
func AlongGame(verdicts []Verdict) []Verdict {
	out := make([]Verdict, len(verdicts))
	copy(out, verdicts)
	lastWinnable := -1
	for i, v := range out {
		if v == Winnable {
			lastWinnable = i
		}
	}
	for i := range lastWinnable {
		out[i] = Winnable
	}
	for i := range out {
		if out[i] == Lost {
			for j := i + 1; j < len(out); j++ {
				out[j] = Lost
			}
			break
		}
	}
	return out
}
