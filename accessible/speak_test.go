package accessible

import (
	"bytes"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/freecell/freecell/coach"
	"github.com/freecell/freecell/model"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/view"
)

// TestCoachSaidWhenItChanges: the coach's verdict is said as it changes, and
// not again as it is worked out anew after each move: "lost" then its
// losing move, and after the next move "lost" and the same losing move
// again, are said once (they used to be said after every move).
func TestCoachSaidWhenItChanges(t *testing.T) {
	var out bytes.Buffer
	r := &reader{out: &out, newline: "\n"}
	lost := view.Coach{On: true, Judged: true, Verdict: coach.Lost}
	losing := view.Coach{On: true, Judged: true, Verdict: coach.Lost, LosingKnown: true, LosingMove: 3, LosingNotation: "1c"}
	later := losing
	later.LosingMove, later.LosingNotation = 5, "21"
	for _, c := range []view.Coach{{On: true, Judged: true, Verdict: coach.Winnable}, {On: true, Thinking: true}, lost, losing, lost, losing, lost, losing, later, {On: true, Judged: true, Verdict: coach.Winnable}} {
		r.speakCoach(view.Screen{Play: &view.Play{Coach: c}})
	}
	want := strings.Join([]string{"The coach says: winnable.", "The coach says: lost.", "It was lost by move 3, 1c.",
		"The coach says: lost; it was lost by move 5, 21.", "The coach says: winnable.", ""}, "\n")
	if out.String() != want {
		t.Errorf("said\n%s\nwant\n%s", out.String(), want)
	}
}

// TestCoachNotSaidOverTheLoss: with no legal move left, the status says the
// game is lost: the coach's "lost" is not said again, its losing move is.
func TestCoachNotSaidOverTheLoss(t *testing.T) {
	var out bytes.Buffer
	r := &reader{out: &out, newline: "\n"}
	lost := view.Coach{On: true, Judged: true, Verdict: coach.Lost}
	losing := view.Coach{On: true, Judged: true, Verdict: coach.Lost, LosingKnown: true, LosingMove: 4, LosingNotation: "4d"}
	dealt := view.Coach{On: true, Judged: true, Verdict: coach.Lost, LosingKnown: true}
	for _, c := range []view.Coach{lost, losing} {
		r.speakCoach(view.Screen{Play: &view.Play{Coach: c, NoMoveLeft: true}})
	}
	r.said.coach = ""
	r.speakCoach(view.Screen{Play: &view.Play{Coach: losing, NoMoveLeft: true}})
	r.said.coach = ""
	r.speakCoach(view.Screen{Play: &view.Play{Coach: dealt, NoMoveLeft: true}})
	if want := "It was lost by move 4, 4d.\nIt was lost by move 4, 4d.\n"; out.String() != want {
		t.Errorf("said\n%s\nwant\n%s", out.String(), want)
	}
}

// TestNewsOfAReviewLine: a review's line said while the moves are judged,
// or the other moves counted, is followed by what came alone, not the whole line again; any
// other change is said whole.
func TestNewsOfAReviewLine(t *testing.T) {
	counting := "Move 1: 1a jack of diamonds from column 1 to free cell a, kept it winnable, counting the other moves."
	counted := "Move 1: 1a jack of diamonds from column 1 to free cell a, kept it winnable, 10 of 11 moves keep it winnable."
	for _, tt := range []struct{ was, now, want string }{
		{counting, counted, "10 of 11 moves keep it winnable."},
		{"Move 1: 1a jack of diamonds from column 1 to free cell a, judging.", counting, "Kept it winnable, counting the other moves."},
		{counting, "Move 2: 1b four of spades from column 1 to free cell b, kept it winnable, 6 of 11 moves keep it winnable.", "Move 2: 1b four of spades from column 1 to free cell b, kept it winnable, 6 of 11 moves keep it winnable."},
		{"", counted, counted},
		{"Moved jack of diamonds from column 1 to free cell a.", counted, counted},
	} {
		if got := news(tt.was, tt.now); got != tt.want {
			t.Errorf("news(%q, %q) = %q, want %q", tt.was, tt.now, got, tt.want)
		}
	}
}

// TestFactsWorkedOutSayTheNewsAlone: a deal's facts worked out while it is
// on screen are said from their first new clause, not whole again.
func TestFactsWorkedOutSayTheNewsAlone(t *testing.T) {
	full := "Needs 2 free cells, medium 41, solved in 18, 11 of 12 openings win with 2 cells."
	for _, tt := range []struct{ was, now, want string }{
		{"Needs 2 free cells, medium.", full, "Medium 41, solved in 18, 11 of 12 openings win with 2 cells."},
		{"Needs 2 free cells.", full, "Medium 41, solved in 18, 11 of 12 openings win with 2 cells."},
		{"Needs 3 free cells, medium.", full, full},
		{"", full, full},
		{"Working it out.", full, full},
	} {
		if got := afterClauses(tt.was, tt.now); got != tt.want {
			t.Errorf("afterClauses(%q, %q) = %q, want %q", tt.was, tt.now, got, tt.want)
		}
	}
}

// TestNothingSaidAfterTheFarewell: once the farewell is said, what the
// model does on (a coach's verdict come meanwhile) is not said: "The coach
// says: lost." was heard after the goodbye.
func TestNothingSaidAfterTheFarewell(t *testing.T) {
	var out bytes.Buffer
	settings := state.DefaultSettings()
	settings.NoMotion = true
	r := &reader{inner: model.New(617, model.Options{Spoken: true, Settings: &settings}), out: &out, newline: "\n", done: true}
	r.Update(tea.KeyPressMsg{Code: tea.KeyEnter}) // the deal played: said, were the run not over
	if out.Len() != 0 {
		t.Errorf("said after the farewell:\n%s", out.String())
	}
}
