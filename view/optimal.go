package view

import "fmt"

// optimalLine is the status of the proof of a deal's fewest moves: "⠋ proving
// the fewest moves… at least 31, 34 found · esc stops it", then what it
// proved.
func (r *renderer) optimalLine(s Status) string {
	st, g := r.Styles, r.glyphs
	plain := func(text string) string { return st.Status.Render(text) }
	switch s.Kind {
	case SeekingOptimal:
		found := ""
		if s.Search.Known > 0 {
			found = fmt.Sprintf(", %d found", s.Search.Known)
		}
		switch r.brief { // fewer words where there is less room: the bound stays
		case 0:
			return s.Spinner.View() + " " + st.Strong.Render("proving the fewest moves"+g.Ellipsis) +
				plain(fmt.Sprintf(" at least %d%s %s %s stops it", s.Search.Bound, found, g.Dot, r.Names.Stop))
		case 1:
			return s.Spinner.View() + " " + st.Strong.Render("fewest moves"+g.Ellipsis) + plain(fmt.Sprintf(" at least %d%s", s.Search.Bound, found))
		default:
			return s.Spinner.View() + plain(fmt.Sprintf(" at least %d", s.Search.Bound))
		}
	case OptimalFound:
		return r.replacedLine(fmt.Sprintf("the fewest moves there are: %d", s.Count), s.Was)
	case OptimalShown: // proven as solver.Optimal counts: every card that can go home going at once
		if r.brief == 0 {
			return st.Strong.Render(fmt.Sprintf("%d moves: the fewest there are", s.Count)) + plain(", each card going home as soon as it can")
		}
		return st.Strong.Render(fmt.Sprintf("%d moves: the fewest there are", s.Count))
	case OptimalAbove: // a solution that keeps cards out to build on can beat that count
		if r.brief == 0 {
			return st.Strong.Render(fmt.Sprintf("%d moves,", s.Was)) + plain(fmt.Sprintf(" fewer than the fewest with each card going home as soon as it can: %d", s.Count))
		}
		return st.Strong.Render(fmt.Sprintf("%d moves;", s.Was)) + plain(fmt.Sprintf(" %d with cards home as soon as they can", s.Count))
	case OptimalGaveUp:
		return st.Strong.Render("the proof gave up:") + plain(fmt.Sprintf(" %s; the fewest is at least %d", stopWords(s.Stop), s.Count))
	default: // OptimalStopped
		return plain(fmt.Sprintf("stopped proving: the fewest is at least %d moves", s.Count))
	}
}
