package view

import (
	"fmt"
	"time"

	"charm.land/lipgloss/v2"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/words"
)

// DealState is what the player has done with the deal on screen, as browsing
// shows it beside the title.
type DealState struct {
	InProgress bool          // a game is in progress on it
	Moves      int           // its moves, as the title counts them
	Elapsed    time.Duration // its time
	Tries, Won int           // games ended on it
	Unwinnable bool          // no game of it can be won with its free cells (a joke deal, or the atlas proves it)
	Best       *Result       // the best win without help, if any
	HideClock  bool          // the settings leave the time out
	HideMoves  bool          // and the move count
}

// dealStateWords say the deal's state in room columns: "in progress: 12
// moves, 3:04", "in progress, at the deal, 0:42", "won · best 31 moves, 2:15", "played once · unwinnable",
// "not played yet", shorter where room is short.
func (r *renderer) dealStateWords(d *DealState, room int) string {
	for _, f := range r.dealStateForms(d) {
		if lipgloss.Width(f) <= room {
			return r.Styles.Setting.Render(f)
		}
	}
	return ""
}

// dealStateForms are the deal's state in words, longest first.
func (r *renderer) dealStateForms(d *DealState) []string {
	var forms []string
	switch {
	case d.InProgress && d.Moves == 0: // every move undone, with time or help: Enter comes back to it
		forms = []string{"in progress, at the deal", "in progress"}
		if !d.HideClock {
			forms = append([]string{"in progress, at the deal, " + words.Clock(d.Elapsed)}, forms...)
		}
	case d.InProgress && (d.HideClock || d.HideMoves):
		forms = []string{"in progress"}
		if !d.HideMoves {
			forms = append([]string{"in progress: " + Moves(d.Moves)}, forms...)
		}
		if !d.HideClock {
			forms = append([]string{"in progress: " + words.Clock(d.Elapsed)}, forms...)
		}
	case d.InProgress:
		forms = []string{fmt.Sprintf("in progress: %s, %s", Moves(d.Moves), words.Clock(d.Elapsed)), "in progress: " + Moves(d.Moves), "in progress"}
	case d.Won > 0 && d.Best != nil:
		forms = []string{fmt.Sprintf("won %s best %s, %s", r.glyphs.Dot, Moves(d.Best.PlayerMoves), words.Clock(d.Best.Elapsed)),
			fmt.Sprintf("won %s best %s", r.glyphs.Dot, Moves(d.Best.PlayerMoves)), "won"}
	case d.Won > 0:
		forms = []string{"won with help", "won"}
	case d.Tries > 0 && d.Unwinnable:
		forms = []string{fmt.Sprintf("played %s %s no game of it can be won", times(d.Tries), r.glyphs.Dot),
			fmt.Sprintf("played %s %s unwinnable", times(d.Tries), r.glyphs.Dot), "unwinnable"}
	case d.Tries > 0:
		forms = []string{fmt.Sprintf("played %s, not won yet", times(d.Tries)), "not won yet"}
	case d.Unwinnable && !dealer.Special.Contains(r.Board.Game): // said before any try: 11,982's facts said only "needs 5 free cells" (a joke deal's kind says it: "unwinnable" twice)
		forms = []string{fmt.Sprintf("not played yet %s unwinnable", r.glyphs.Dot), "unwinnable"}
	default:
		forms = []string{"not played yet", "new"}
	}
	return forms
}

func times(n int) string {
	switch n {
	case 1:
		return "once"
	case 2:
		return "twice"
	}
	return fmt.Sprintf("%d times", n)
}
