package view

import (
	"fmt"
	"strings"
	"time"

	"charm.land/lipgloss/v2"
	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/words"
)

// factsLine is the atlas's facts of the deal on screen, for the row under the
// title while browsing: "needs 2 free cells · medium 44 · solved in 27 · 7 of
// 11 openings win with 2 cells" (the length is the solver's solution's with
// four cells, not the fewest there are: "fewest 26" where fewest, proven, is
// given; the opening is with the fewest cells, said but with four, or where
// room is short with them: "needs 2 free cells (7 of 11 openings win) ·
// medium 44 · solved in 27"; a deal beyond four cells has both with its
// fewest), shorter where room is short ("" where none fits).
func (r *renderer) factsLine(f *atlas.Facts, fewest, room int) string {
	dot := " " + r.glyphs.Dot + " "
	cells := fewestWords(f, r.glyphs)
	band := bandNames[f.Band]
	rated := fmt.Sprintf("%s %d", band, f.Difficulty)
	moves, solved, movesWith := "", "", 0 // movesWith: the cells the length is said with, where not those played with
	switch {
	case fewest > 0:
		solved = "fewest " + words.Number(int64(fewest))
	case f.PlayerMoves > 0:
		solved = "solved in " + words.Number(int64(f.PlayerMoves))
	}
	if solved != "" {
		moves = dot + solved
		if with := max(f.MovesCells, rules.DefaultFreeCells); r.Board.Position.FreeCellCount() != with { // s solves with the cells played with: another length
			moves += " with " + fewCells(with)
			movesWith = with
		}
	}
	var forms []string
	if f.Known && f.Band != atlas.NeedsMoreCells && !f.Cheap {
		opening := dot + fmt.Sprintf("%d of %d openings win", f.OpeningWinning, f.OpeningMoves)
		with := opening + " with " + fewCells(f.Fewest)
		forms = append(forms, cells+dot+rated+moves+with)
		if f.Fewest == rules.DefaultFreeCells { // the count most play with: said once, by "needs 4 free cells"
			forms = append(forms, cells+dot+rated+moves+opening)
		} else { // never without their count, which a player would take for their own: said with it, then the length gives way
			forms = append(forms, cells+" ("+strings.TrimPrefix(opening, dot)+")"+dot+rated+moves, cells+dot+rated+with)
		}
		forms = append(forms, cells+dot+rated+moves, cells+dot+rated, cells+dot+band) // the rating before the length goes, the band alone last
	} else if f.Known && !f.Cheap { // beyond four cells: its length and openings are with its fewest, said as the length's
		if f.OpeningMoves > 0 {
			bare := dot + fmt.Sprintf("%d of %d openings win", f.OpeningWinning, f.OpeningMoves)
			opening := bare
			if r.Board.Position.FreeCellCount() != f.Fewest {
				opening += " with " + fewCells(f.Fewest)
			}
			forms = append(forms, cells+dot+band+moves+opening)
			if opening != bare && movesWith == f.Fewest {
				// the count said once, before both it is true of ("· 11 of 11
				// openings win" after the length's count read as with four)
				forms = append(forms, cells+dot+band+dot+"with "+fewCells(f.Fewest)+": "+solved+", "+strings.TrimPrefix(bare, dot))
			}
			forms = append(forms, cells+dot+band+moves, cells+dot+band+opening)
		}
		forms = append(forms, cells+dot+band+moves, cells+dot+band)
	} else if f.Known || !f.Cheap {
		if !f.Known && moves != "" { // undecided: a solution was found all the same
			forms = append(forms, cells+dot+band+moves)
		}
		forms = append(forms, cells+dot+band)
	}
	forms = append(forms, cells)
	for _, form := range forms {
		if lipgloss.Width(form) <= room {
			return r.Styles.Caption.Render(form)
		}
	}
	return ""
}

// Learning is the survey of the deal's facts, while it runs.
type Learning struct {
	Frame string        // the spinner's
	For   time.Duration // how long it has run
}

// learningLine is the facts row while the deal's facts are worked out: the
// spinner's frame, what the atlas knows already, if anything ("3 free cells
// suffice"), and after a while how long it has taken, so that a long survey
// does not look stuck.
func (r *renderer) learningLine(f *atlas.Facts, l *Learning, room int) string {
	dot := " " + r.glyphs.Dot + " "
	frame, took := l.Frame, ""
	if l.For >= 2*time.Second {
		took = fmt.Sprintf(" (%d s)", int(l.For.Seconds()))
	}
	var forms []string
	if f != nil {
		forms = append(forms, fewestWords(f, r.glyphs)+dot+frame+" working out the rest"+took, fewestWords(f, r.glyphs)+dot+frame+" working out the rest")
	}
	forms = append(forms, frame+" working out how hard this deal is"+took, frame+" working out its facts"+took, frame+" working out its facts", frame)
	for _, form := range forms {
		if lipgloss.Width(form) <= room {
			return r.Styles.Caption.Render(form)
		}
	}
	return ""
}

// fewestWords say the fewest free cells a deal needs: "needs 2 free cells",
// "wins with no free cell", "needs 2–3 free cells" (not known which), "3 free
// cells suffice" (a cheap survey's word).
func fewestWords(f *atlas.Facts, g *Glyphs) string {
	switch {
	case !f.Known && f.AtLeast == 0 && f.AtMost <= 8: // fewer were not tried, or not to the end
		return fmt.Sprintf("%d free cells suffice", f.AtMost)
	case !f.Known && f.AtMost > 8:
		return fmt.Sprintf("needs %d+ free cells", f.AtLeast)
	case !f.Known:
		return fmt.Sprintf("needs %d%s%d free cells", f.AtLeast, g.Dash, f.AtMost)
	case f.Fewest == 0:
		return "wins with no free cell"
	case f.Fewest == 1:
		return "needs 1 free cell"
	}
	return fmt.Sprintf("needs %d free cells", f.Fewest)
}

// bandNames name the bands on screen.
var bandNames = map[atlas.Band]string{
	atlas.Easy: "easy", atlas.Medium: "medium", atlas.Hard: "hard", atlas.Expert: "expert",
	atlas.NeedsMoreCells: "beyond four cells", atlas.Undecided: "undecided", atlas.Unrated: "unrated",
}

// fewCells is "none", "1 cell", "2 cells".
func fewCells(n int) string {
	switch n {
	case 0:
		return "none"
	case 1:
		return "1 cell"
	}
	return fmt.Sprintf("%d cells", n)
}
