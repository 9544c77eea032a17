package view

import (
	"fmt"

	"charm.land/bubbles/v2/progress"
)

// shortestLine is the status of a search for a shorter solution: "⠋ looking for
// fewer than 35 moves… search 2: 23 deep ▕███░░▏ 41/52 home · esc stops it".
// Each search starts from the deal: the search's number tells why the cards home
// fall back.
func (r *renderer) shortestLine(s Status) string {
	st, g := r.Styles, r.glyphs
	plain := func(text string) string { return st.Status.Render(text) }
	switch s.Kind {
	case SeekingShortest:
		bar := r.bar(float64(s.Search.Home)/52, 12)
		home := plain(fmt.Sprintf(" %d/52 home", s.Search.Home))
		switch r.brief { // fewer words where there is less room: the cards home stay
		case 0:
			return s.Spinner.View() + " " + st.Strong.Render(fmt.Sprintf("looking for fewer than %d moves%s", s.Count, g.Ellipsis)) +
				plain(fmt.Sprintf(" search %d: %d deep ", max(s.Search.Pass, 1), s.Search.Moves)) + bar + home + plain(" "+g.Dot+" "+r.Names.Stop+" stops it")
		case 1:
			return s.Spinner.View() + " " + st.Strong.Render(fmt.Sprintf("fewer than %d moves%s", s.Count, g.Ellipsis)) +
				plain(fmt.Sprintf(" search %d ", max(s.Search.Pass, 1))) + bar + home
		default:
			return s.Spinner.View() + " " + st.Strong.Render(fmt.Sprintf("search %d%s", max(s.Search.Pass, 1), g.Ellipsis)) + home
		}
	case ShorterFound:
		return r.replacedLine(fmt.Sprintf("a shorter solution: %d moves", s.Count), s.Was)
	case NoShorter:
		return st.Strong.Render(fmt.Sprintf("no solution shorter than %d moves found", s.Count))
	case ShortestGaveUp:
		return st.Strong.Render("the search for a shorter solution gave up:") + plain(" "+stopWords(s.Stop))
	default: // ShortestStopped
		return plain(fmt.Sprintf("stopped looking: the solution has %d moves", s.Count))
	}
}

// bar is a progress bar width cells wide, done of it filled.
func (r *renderer) bar(done float64, width int) string {
	st, g := r.Styles, r.glyphs
	b := progress.New(progress.WithWidth(width), progress.WithoutPercentage(), progress.WithFillCharacters(g.BarFull, g.BarEmpty),
		progress.WithColors(st.Lit.GetForeground()))
	b.EmptyColor = st.EmptyPlace.GetForeground()
	return b.ViewAs(done)
}

// replacedLine says a solution replaced one of was moves: "a shorter solution:
// 34 moves (was 47) · → steps, space plays".
func (r *renderer) replacedLine(found string, was int) string {
	st, g := r.Styles, r.glyphs
	line := st.Strong.Render(found) + st.Status.Render(fmt.Sprintf(" (was %d)", was))
	if r.brief == 0 {
		line += st.Status.Render(fmt.Sprintf(" %s %s steps, %s plays", g.Dot, r.Names.Step, r.Names.PlayPause))
	}
	return line
}
