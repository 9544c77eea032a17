package view

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/freecell/freecell/atlas"
	"github.com/freecell/freecell/daily"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/words"
)

// Stats are the player's statistics as the screen shows them.
type Stats struct {
	FreeCells                         int  // the games counted were played with these
	Saving                            bool // false: nothing is kept between runs
	Loading                           bool // the saved statistics are being read
	Played, Won, Assisted, InProgress int
	InProgressDeals                   []int64 // the deals of some games in progress, to go back to
	NoMoveLeft                        int64   // of those, the deal of the game on the table when no legal move is left in it: lost as it is left (0: none)
	CurrentStreak, LongestStreak      int
	CurrentLosing, LongestLosing      int
	Session                           *Session          // this run's games; nil outside the viewer (freecell --stats)
	Deal                              state.DealStats   // the deal on screen
	Bands                             []atlas.BandTally // the deals played and won, by the atlas's band
	Dailies                           Dailies           // the daily deals, games of their own
	Share                             string            // today's daily's share line, once it is won
}

// Dailies is the tally of the daily deals played.
type Dailies struct {
	Played, Won, Assisted int // days: a day's daily counts once, its best game
	InProgress            int // of the days played, those whose daily is neither won nor lost yet
	Streak, Longest       int // days in a row won: now (today, and a day in progress, still open), and the most
}

// DailiesOf tallies the days' dailies, today being the UTC date given.
func DailiesOf(days []state.Daily, today string) Dailies {
	var t Dailies
	var won, open []string
	for _, d := range days {
		t.Played++
		if d.Result == "" {
			t.InProgress++
			open = append(open, d.Date)
		}
		if d.Won() {
			t.Won++
			won = append(won, d.Date)
			if d.Assisted {
				t.Assisted++
			}
		}
	}
	t.Streak, t.Longest = daily.Streak(won, open, today)
	return t
}

// Session is the games played in this run.
type Session struct{ Played, Won int }

// StatsOf is the statistics st, kept by the store (saving) or counted by a
// run that saves nothing, as the panel shows them.
func StatsOf(st state.Stats, saving bool, today string) Stats {
	return Stats{FreeCells: st.FreeCells, Saving: saving, Played: st.Played, Won: st.Won, Assisted: st.Assisted, InProgress: st.InProgress, InProgressDeals: st.InProgressDeals,
		CurrentStreak: st.CurrentStreak, LongestStreak: st.LongestStreak, CurrentLosing: st.CurrentLosing, LongestLosing: st.LongestLosing,
		Bands: atlas.TallyBands(st.DealsPlayed()), Dailies: DailiesOf(st.Dailies, today)}
}

// dailyLines are the statistics' lines on the daily deals.
func dailyLines(s Stats) [][2]string {
	lines := s.Dailies.lines()
	if s.Share != "" {
		lines = append(lines, [2]string{"today", s.Share})
	}
	return lines
}

// Percent is part of whole in whole percents, rounded, but never 100 short
// of the whole nor 0 above none: 2 of 3 is 67%, 199 of 200 99%.
func Percent(part, whole int) int {
	p := (part*100 + whole/2) / whole
	if part < whole {
		p = min(p, 99)
	}
	if part > 0 {
		p = max(p, 1)
	}
	return p
}

// inProgressWords are the games in progress: how many, and which deals
// ("3: #791,267, #617 and #835,223"; "6: #12, #7, #1, #3 and 2 more"),
// for a player to go back to one.
func inProgressWords(s Stats) string {
	count := fmt.Sprintf("%d", s.InProgress)
	if len(s.InProgressDeals) == 0 || len(s.InProgressDeals) > s.InProgress {
		return count
	}
	names := make([]string, len(s.InProgressDeals))
	for i, d := range s.InProgressDeals {
		names[i] = "#" + words.Number(d)
		if d == s.NoMoveLeft && d != 0 { // the screen says lost: counted so as it is left
			names[i] += " (no move left: lost as you leave it)"
		}
	}
	if more := s.InProgress - len(names); more > 0 {
		return fmt.Sprintf("%s: %s and %d more", count, strings.Join(names, ", "), more)
	}
	if len(names) == 1 {
		return count + ": " + names[0]
	}
	return count + ": " + strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// StatsLines are the statistics in lines of label and value, for the screen
// and for freecell --stats alike.
func StatsLines(s Stats) [][2]string {
	won := "0" // no game ended: no rate to give ("0 (-)" read as a placeholder)
	if s.Played > 0 {
		won = fmt.Sprintf("%d (%d%%)", s.Won, Percent(s.Won, s.Played))
	}
	if s.Assisted > 0 { // a win with help neither makes nor breaks a winning streak: said where the streak would look wrong
		won += fmt.Sprintf(", %d with help (not in winning streaks)", s.Assisted)
	}
	lines := [][2]string{
		{"games played", fmt.Sprintf("%d", s.Played)},
		{"won", won},
		{"lost", fmt.Sprintf("%d", s.Played-s.Won)}, // as Windows' statistics say it
		{"in progress", inProgressWords(s)},
		{"winning streak", fmt.Sprintf("%d now, %d at most", s.CurrentStreak, s.LongestStreak)},
		{"losing streak", fmt.Sprintf("%d now, %d at most", s.CurrentLosing, s.LongestLosing)},
	}
	if len(s.Bands) > 0 {
		var parts []string
		for _, b := range s.Bands {
			parts = append(parts, fmt.Sprintf("%s %d of %d tried", bandNames[b.Band], b.Won, b.Played))
		}
		lines = append(lines, [2]string{"deals won", strings.Join(parts, ", ")})
	}
	if s.FreeCells == daily.FreeCells { // always with four, the daily's: it is there to be played
		lines = append(lines, dailyLines(s)...)
	}
	if s.Saving && s.Session != nil {
		lines = append(lines, [2]string{"this session", fmt.Sprintf("%d played, %d won", s.Session.Played, s.Session.Won)})
	}
	d := s.Deal
	if d.Deal != 0 || d.Tries > 0 {
		lines = append(lines, [2]string{"", ""}, [2]string{words.GameName(d.Deal), ""},
			[2]string{"tries", fmt.Sprintf("%d", d.Tries)},
			[2]string{"won", fmt.Sprintf("%d", d.Won)})
		switch {
		case d.FewestMoves > 0: // a win without help: wins with help have no best
			lines = append(lines, [2]string{"fewest moves", fmt.Sprintf("%d", d.FewestMoves)},
				[2]string{"fastest", words.Clock(d.Fastest)})
		case d.Won > 0: // said, or the best looks forgotten
			lines = append(lines, [2]string{"fewest moves", "none: won with help only"})
		}
	}
	return lines
}

// statsPanel is the statistics in a framed panel, at page: a value too wide
// for the screen goes on under itself (the share line at 80 columns), and a
// panel taller than the room between the title and the status line leaves
// out its blank lines, then goes on pages, its key line kept and saying how
// to turn them (at 60 by 20 the deal's own lines were cut, with no way to
// see them; at 80 by 24, after a win, they went where the blanks could).
func (r *renderer) statsPanel(s *Stats, page int) []string {
	st := r.Styles
	heading := "statistics"
	if s.FreeCells != rules.DefaultFreeCells {
		heading += ": games with " + words.FreeCellsName(s.FreeCells)
	}
	closing := r.Names.ClearStats + " clears them " + r.glyphs.Dot + " " + r.Names.CloseStats + " closes"
	r.pages = 1
	if s.Loading {
		keys := st.HelpDesc.Render(r.Names.CloseStats + " closes")
		return r.frame([]string{st.Strong.Render(heading), "", st.HelpDesc.Render("reading the saved games" + r.glyphs.Ellipsis), "", keys}, r.Width-4)
	}
	body := r.statsBody(s)
	if !s.Saving {
		body = append(body, "", st.Error.Render("not saving: these are this run's only"))
	}
	most := r.panelRoom() - 2 // the frame's own two
	noBlanks := func(lines []string) []string {
		return slices.DeleteFunc(slices.Clone(lines), func(l string) bool { return l == "" })
	}
	if all := append(append([]string{st.Strong.Render(heading), ""}, body...), "", st.HelpDesc.Render(closing)); len(all) <= most {
		return r.frame(all, r.Width-4)
	}
	body = noBlanks(body) // the blank lines go first: after a win the deal's own best is what the player looks for
	if len(body)+2 <= most {
		return r.frame(append(append([]string{st.Strong.Render(heading)}, body...), st.HelpDesc.Render(closing)), r.Width-4)
	}
	per := max(1, most-2) // the heading and the key line on each page
	r.pages = (len(body) + per - 1) / per
	page = min(max(page, 0), r.pages-1)
	widest := lipgloss.Width(heading) // every page as wide as the widest, the frame not jumping as they turn
	for _, l := range body {
		widest = max(widest, lipgloss.Width(l))
	}
	var last string
	for p := range r.pages {
		shown := body[p*per : min((p+1)*per, len(body))]
		closes := r.statsClosing(closing, p, len(body)-p*per-len(shown))
		widest = max(widest, lipgloss.Width(closes))
		if p == page {
			last = closes
		}
	}
	shown := body[page*per : min((page+1)*per, len(body))]
	for len(shown) < per { // as tall as a full page too: the last, shorter, moved down as it turned
		shown = append(slices.Clip(shown), "")
	}
	head := st.Strong.Render(heading) + strings.Repeat(" ", max(0, widest-lipgloss.Width(heading)))
	return r.frame(append(append([]string{head}, shown...), st.HelpDesc.Render(last)), r.Width-4)
}

// statsClosing is the paged statistics' last line at page, after lines
// after it: in fewer words where room is short ("x clears · esc closes").
func (r *renderer) statsClosing(closing string, page, after int) string {
	last := r.pagedClosing(closing, page, after, r.Width-8)
	if lipgloss.Width(last) > r.Width-8 {
		_, closer, _ := strings.Cut(r.Names.CloseStats, " or ")
		last = r.pagedClosing(r.Names.ClearStats+" clears "+r.glyphs.Dot+" "+cmp.Or(closer, r.Names.CloseStats)+" closes", page, after, r.Width-8)
	}
	return last
}

// pagedClosing is a paged panel's last line, in room columns: closing, and
// on a page with lines after it how many and the key that shows them ("+5
// more: ↓ · esc closes"), on a page after the first the key back ("↑
// back"); "+5 ↓ ↑ · esc closes" where room is short.
func (r *renderer) pagedClosing(closing string, page, after, room int) string {
	n, dot := r.Names, " "+r.glyphs.Dot+" "
	var forms []string
	switch {
	case after == 0 && page == 0:
		return closing
	case after == 0:
		forms = []string{n.HelpPrev + " back" + dot + closing, n.HelpPrev + dot + closing}
	case page == 0:
		forms = []string{fmt.Sprintf("+%d more: %s%s%s", after, n.HelpNext, dot, closing), fmt.Sprintf("+%d %s%s%s", after, n.HelpNext, dot, closing)}
	default:
		forms = []string{fmt.Sprintf("+%d more: %s%s%s back%s%s", after, n.HelpNext, dot, n.HelpPrev, dot, closing),
			fmt.Sprintf("+%d %s%s%s back%s%s", after, n.HelpNext, dot, n.HelpPrev, dot, closing),
			fmt.Sprintf("+%d %s %s%s%s", after, n.HelpNext, n.HelpPrev, dot, closing)}
	}
	for _, f := range forms {
		if lipgloss.Width(f) <= room {
			return f
		}
	}
	return forms[len(forms)-1]
}

// statsBody is the statistics' lines, each value that is too wide wrapped
// under itself, a blank line before the deal's own.
func (r *renderer) statsBody(s *Stats) (lines []string) {
	st, rows := r.Styles, StatsLines(*s)
	width := 0
	for _, l := range rows {
		width = max(width, lipgloss.Width(l[0]))
	}
	room := max(r.Width-4-width-2, 12) // the frame and its margins, the labels and their gap
	for _, l := range rows {
		switch {
		case l[0] == "" && l[1] == "": // the deal's lines follow
			lines = append(lines, "")
		case l[1] == "":
			lines = append(lines, st.Strong.Render(l[0]))
		default:
			for i, part := range strings.Split(ansi.Wordwrap(l[1], room, ""), "\n") {
				label := strings.Repeat(" ", width+2)
				if i == 0 {
					label = l[0] + strings.Repeat(" ", width-lipgloss.Width(l[0])+2)
				}
				lines = append(lines, st.HelpDesc.Render(label)+st.HelpKey.Render(part))
			}
		}
	}
	return lines
}

// overlay draws panel over the middle of lines: between the title and the
// keys where there is room, else over them.
func (r *renderer) overlay(lines, panel []string) []string {
	width := 0
	for _, l := range panel {
		width = max(width, lipgloss.Width(l))
	}
	x := max(0, (r.Width-width)/2)
	y := max(0, min((r.Height-len(panel))/2, r.footer-len(panel)))
	if len(panel) <= r.footer-r.title0-1 {
		y = max(y, r.title0+1)
	}
	r.panelAt = box{x: x, y: y, w: width, h: min(len(panel), len(lines)-y)}
	for i, l := range panel {
		row := y + i
		if row >= len(lines) {
			break
		}
		lines[row] = r.splice(lines[row], l, x)
	}
	return lines
}

// splice draws text over line from column x on, the rest of the line as it was.
func (r *renderer) splice(line, text string, x int) string {
	x = max(0, min(x, r.Width-lipgloss.Width(text)))
	left := ansi.Truncate(line, x, "")
	left += strings.Repeat(" ", x-lipgloss.Width(left))
	right := ansi.TruncateLeft(line, x+lipgloss.Width(text), "")
	return ansi.Truncate(left+text+"\x1b[m"+right, r.Width, "")
}
