package accessible

import (
	"bytes"
	"strings"
	"testing"

	"github.com/freecell/freecell/view"
)

// TestCoachSaidWhenItChanges: the coach's verdict is said as it changes, and
// not again as it is worked out anew after each move: "lost" then its
// losing move, and after the next move "lost" and the same losing move
// again, are said once (they used to be said after every move).
func TestCoachSaidWhenItChanges(t *testing.T) {
	var out bytes.Buffer
	r := &reader{out: &out, newline: "\n"}
	lost := view.Coach{On: true, Verdict: "lost"}
	losing := view.Coach{On: true, Verdict: "lost", LosingKnown: true, LosingMove: 3, LosingNotation: "1c"}
	later := losing
	later.LosingMove, later.LosingNotation = 5, "21"
	for _, c := range []view.Coach{{On: true, Verdict: "winnable"}, {On: true, Thinking: true}, lost, losing, lost, losing, lost, losing, later, {On: true, Verdict: "winnable"}} {
		r.speakCoach(view.Screen{Play: &view.Play{Coach: c}})
	}
	want := strings.Join([]string{"The coach says: winnable.", "The coach says: lost.", "It was lost by move 3, 1c.",
		"The coach says: lost; it was lost by move 5, 21.", "The coach says: winnable.", ""}, "\n")
	if out.String() != want {
		t.Errorf("said\n%s\nwant\n%s", out.String(), want)
	}
}
