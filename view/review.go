package view

import (
	"fmt"
	"github.com/freecell/freecell/words"
	"strings"

	"charm.land/bubbles/v2/spinner"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/freecell/freecell/coach"
	"github.com/freecell/freecell/rules"
)

// Review is the player's game stepped through, at one step: the move, what it
// did to the game, and how many of the moves there were kept it winnable.
type Review struct {
	Step, Steps int           // the step shown, 1-based, and how many
	AtDeal      bool          // the deal is shown, before the first step (Step is 0, Moves none)
	Deal        coach.Verdict // the deal's verdict, once judged
	Moves       []rules.Move  // the step's: the player's move, then auto-play's
	Notation    string        // the player's move in standard notation
	Judging     bool          // the game's positions are not judged yet
	Mark        coach.Mark
	LosingStep  int // the step that lost the game, 1-based; 0: none known
	Won         bool
	Assisted    bool     // won with help, as the game's title says
	LostAtDeal  bool     // the deal itself cannot be won: no step lost it
	Counted     bool     // Choices, Keeping and Unknown are known
	Choices     int      // the distinct legal moves before the step
	Keeping     int      // of them, those that keep the game winnable
	Unknown     int      // of them, those the coach could not decide
	Instead     []string // at the losing move, the moves that kept it winnable, in standard notation
	Losing      []string // elsewhere, the moves that lose the game from there, in standard notation
	Spinner     spinner.Model
}

// reviewTitle is what the title says of a review, in room columns: "review ·
// move 8 of 10 · lost at move 8", shorter where room is short.
func (r *renderer) reviewTitle(v *Review, room int) string {
	st, sep := r.Styles, " "+r.glyphs.Dot+" "
	outcome := func(long bool) (string, bool) {
		switch {
		case v.Won && v.Assisted && long:
			return "won with help", false
		case v.Won:
			return "won", false
		case v.LosingStep > 0 && long:
			return fmt.Sprintf("lost at move %d", v.LosingStep), true
		case v.LosingStep > 0:
			return fmt.Sprintf("lost: %d", v.LosingStep), true
		case v.LostAtDeal && long:
			return "lost from the " + dealWord(r.Board.Game), true
		case v.LostAtDeal:
			return "lost", true
		}
		return "", false
	}
	forms := []struct {
		text string
		long bool
	}{
		{fmt.Sprintf("review%smove %d of %d", sep, v.Step, v.Steps), true},
		{fmt.Sprintf("review%s%d/%d", sep, v.Step, v.Steps), false},
		{fmt.Sprintf("%d/%d", v.Step, v.Steps), false},
	}
	if v.AtDeal {
		forms[0].text = fmt.Sprintf("review%sthe deal, then %s", sep, Moves(v.Steps))
		forms[1].text = "review" + sep + "the deal"
		forms[2].text = "the deal"
	}
	var line string
	for _, f := range forms {
		line = st.Setting.Render(f.text)
		if words, lost := outcome(f.long); words != "" {
			style := st.Setting
			if lost {
				style = st.Error // the losing move stands out, and says so in words
			}
			line += st.Setting.Render(sep) + style.Render(words)
		}
		if lipgloss.Width(line) <= room {
			break
		}
	}
	return line
}

// reviewLine is the status line of a review: "move 8: 3c 4♣ from column 3 to
// free cell c · ✗ the losing move · 9 of 12 moves keep it winnable".
func (r *renderer) reviewLine(v *Review) string {
	st, g := r.Styles, r.glyphs
	sep := st.Status.Render(" " + g.Dot + " ")
	if v.AtDeal {
		return r.dealReviewLine(v, sep)
	}
	head := st.Strong.Render(fmt.Sprintf("move %d: %s", v.Step, v.Notation)) // never cut: the words about it go first
	tail := sep + r.markWords(v)
	if count := r.countWords(v); count != "" {
		tail += sep + count
	}
	line := head + tail
	if words := r.stepWords(v.Moves); words != "" && g.Spoken { // the move's words first: a screen reader says 46 as forty-six
		return st.Strong.Render(fmt.Sprintf("move %d: %s", v.Step, words)) + st.Status.Render(" ("+v.Notation+")") + tail
	}
	if words := r.stepWords(v.Moves); words != "" {
		if with := head + st.Status.Render(" "+words) + tail; r.brief < 2 || lipgloss.Width(with) <= r.Width-r.margin {
			line = with
		}
	}
	return line
}

// The review's words while its work goes on: the moves judged, then the
// other moves counted (SayReviewPending names them to the accessible mode).
const (
	judgingWord   = "judging"
	countingWords = "counting the other moves"
)

// dealReviewLine is the review's line at the deal: "the deal · winnable ·
// 7 of 8 moves keep it winnable".
func (r *renderer) dealReviewLine(v *Review, sep string) string {
	st := r.Styles
	line := st.Strong.Render("the deal") + sep
	switch {
	case v.Judging:
		line += r.spin(v) + st.Status.Render(judgingWord)
	case v.Deal == coach.Winnable:
		line += st.Status.Render("winnable")
	case v.Deal == coach.Lost:
		cells := words.FreeCellsName(r.Board.Position.FreeCellCount()) // as the facts say it: 11,982 needs 5
		line += st.Error.Render(r.say("cannot be won with "+cells+", whatever is played", "cannot be won with "+cells))
	default:
		line += st.Status.Render("undecided")
	}
	if count := r.countWords(v); count != "" {
		line += sep + count
	}
	return line
}

// markWords say what the step's move did to the game.
func (r *renderer) markWords(v *Review) string {
	st := r.Styles
	switch {
	case v.Judging:
		return r.spin(v) + st.Status.Render(judgingWord)
	case v.Mark == coach.KeptWinnable:
		return st.Status.Render("kept it winnable")
	case v.Mark == coach.LostTheGame && r.brief > 1:
		return st.Error.Render(r.glyphs.Cross + " losing move")
	case v.Mark == coach.LostTheGame:
		return st.Error.Render(r.glyphs.Cross + " the losing move")
	case v.Mark == coach.AlreadyLost:
		return st.Status.Render("already lost")
	}
	return st.Status.Render("undecided")
}

// countWords say how many of the moves there were kept the game winnable.
func (r *renderer) countWords(v *Review) string {
	st := r.Styles
	switch {
	case v.Judging:
		return ""
	case !v.Counted && r.brief > 0:
		return r.spin(v) + st.Status.Render("counting"+r.glyphs.Ellipsis)
	case !v.Counted:
		return r.spin(v) + st.Status.Render(countingWords+r.glyphs.Ellipsis)
	}
	unknown := ""
	if v.Unknown > 0 {
		unknown = fmt.Sprintf(" (%d undecided)", v.Unknown)
	}
	verb := "keep"
	if v.Keeping == 1 {
		verb = "keeps"
	}
	switch {
	case r.brief < 2 && v.Keeping == 0 && v.Choices == 1: // "0 of 1 move keep it winnable"
		return st.Status.Render(fmt.Sprintf("its one move does not keep it winnable%s", unknown))
	case r.brief < 2 && v.Keeping == 0:
		return st.Status.Render(fmt.Sprintf("none of %s keeps it winnable%s", Moves(v.Choices), unknown))
	}
	switch r.brief {
	case 0:
		return st.Status.Render(fmt.Sprintf("%d of %s %s it winnable%s", v.Keeping, Moves(v.Choices), verb, unknown)) + r.insteadWords(v, 6) + r.losingWords(v, 3)
	case 1:
		return st.Status.Render(fmt.Sprintf("%d of %d %s it winnable%s", v.Keeping, v.Choices, verb, unknown)) + r.insteadWords(v, 3) + r.losingWords(v, 2)
	}
	if v.Unknown > 0 { // without it, 0/10 would read as lost
		return st.Status.Render(fmt.Sprintf("%d/%d winnable, %d undecided", v.Keeping, v.Choices, v.Unknown))
	}
	return st.Status.Render(fmt.Sprintf("%d/%d winnable", v.Keeping, v.Choices)) + r.insteadBrief(v, 3)
}

// insteadBrief is insteadWords in fewest characters: ": 21 42 83…".
func (r *renderer) insteadBrief(v *Review, most int) string {
	if len(v.Instead) == 0 {
		return ""
	}
	more := ""
	if len(v.Instead) > most {
		more = r.glyphs.Ellipsis
	}
	return r.Styles.Status.Render(": " + strings.Join(v.Instead[:min(most, len(v.Instead))], " ") + more)
}

// insteadWords name, at the losing move, up to most of the moves that would
// have kept the game winnable: ": 1b, 3c, 72 or 8h", ": 1b, 3c, 72 and 5 more".
func (r *renderer) insteadWords(v *Review, most int) string {
	n := len(v.Instead)
	switch {
	case n == 0:
		return ""
	case n == 1:
		return r.Styles.Status.Render(": " + v.Instead[0])
	case n <= most:
		return r.Styles.Status.Render(": " + strings.Join(v.Instead[:n-1], ", ") + " or " + v.Instead[n-1])
	}
	return r.Styles.Status.Render(fmt.Sprintf(": %s and %d more", strings.Join(v.Instead[:most], ", "), n-most))
}

// losingWords name the moves that lose the game, where there are a few
// among moves that keep it winnable (the lesson a learner asks of the
// deal): "; 8b loses", "; 8b and 7c lose"; none where there are more than
// most, or where no move keeps it winnable (all but the undecided lose).
func (r *renderer) losingWords(v *Review, most int) string {
	n := len(v.Losing)
	if n == 0 || n > most || v.Keeping == 0 {
		return ""
	}
	if n == 1 {
		return r.Styles.Status.Render("; " + v.Losing[0] + " loses")
	}
	return r.Styles.Status.Render("; " + strings.Join(v.Losing[:n-1], ", ") + " and " + v.Losing[n-1] + " lose")
}

// spin is the spinner, unstyled, and a space.
func (r *renderer) spin(v *Review) string {
	return strings.TrimSpace(ansi.Strip(v.Spinner.View())) + " "
}
