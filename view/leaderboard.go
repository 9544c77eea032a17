package view

import (
	"fmt"
	"strings"
	"time"

	"charm.land/lipgloss/v2"
	"github.com/freecell/freecell/daily"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/words"
)

// Leaderboard is a server's board of today's daily: who won it, best first.
type Leaderboard struct {
	Day      daily.Deal
	Loading  bool
	Failed   bool // the board could not be read, or the name kept
	Fewest   int  // the fewest moves the server proved (0: not yet)
	Rows     []LeaderboardRow
	Place    int     // the player's place (0: not on it)
	Name     string  // the player's name on it
	Taken    string  // a name typed that another player has, refused
	Reserved bool    // Taken is the board's own word for a player with no name, refused
	Naming   *Prompt // the player types their name
	Guest    bool    // a guest: no name, no place
}

// LeaderboardRow is one player's best win of the day.
type LeaderboardRow struct {
	Place    int
	Name     string // "" for a player who set none
	Moves    int
	Elapsed  time.Duration
	Assisted bool // won with help: ranked after every win without
	You      bool
}

// boardRows is how many rows the panel shows around the player's own.
const boardRows = 10

// leaderboardPanel is the daily board in a framed panel.
func (r *renderer) leaderboardPanel(b *Leaderboard) []string {
	st, g := r.Styles, r.glyphs
	title := fmt.Sprintf("the daily board %s %s %s #%s %s %s", g.Dot, b.Day.Date, g.Dot, words.Number(b.Day.Game), g.Dot, b.Day.Band)
	lines := []string{st.Strong.Render(title), ""}
	switch {
	case b.Loading:
		lines = append(lines, st.HelpDesc.Render("reading the board"+g.Ellipsis))
	case b.Failed:
		lines = append(lines, st.Error.Render("the board could not be read or written: try again later"))
	case len(b.Rows) == 0:
		lines = append(lines, st.HelpDesc.Render("no one has won today's daily yet"))
	default:
		lines = append(lines, r.leaderboardTable(b)...)
	}
	if b.Fewest > 0 {
		lines = append(lines, "", st.HelpDesc.Render(fmt.Sprintf("the fewest moves there are: %d, proven", b.Fewest)))
	}
	if b.Taken != "" { // the name is in the field below: where the whole line does not fit, it goes
		taken := fmt.Sprintf("another player has the name %s: choose another", b.Taken)
		short := "that name is another player's: choose another"
		if b.Reserved {
			taken = fmt.Sprintf("%s is the board's word for a player with no name: choose another", words.Quote(b.Taken))
			short = "that is the board's word for no name: choose another"
		}
		if lipgloss.Width(taken) > r.Width-4 && r.Width > 0 {
			taken = short
		}
		lines = append(lines, "", st.Error.Render(taken))
	}
	lines = append(lines, "", r.leaderboardFooter(b))
	return r.frame(lines, r.Width-4)
}

// leaderboardTable is the board's rows: the first ones, and the player's own with
// its neighbours when it lies further down.
func (r *renderer) leaderboardTable(b *Leaderboard) []string {
	st := r.Styles
	nw := r.boardNameWidth(b)
	lines := []string{st.HelpDesc.Render(fmt.Sprintf("%5s  %-*s %6s %7s", "place", nw, "name", "moves", "time"))}
	if r.glyphs.Spoken { // each row its own sentence, its fields apart: said as columns, a place, name, moves and time ran together
		lines = nil
	}
	shown := map[int]bool{}
	for i := range min(len(b.Rows), boardRows) {
		shown[i] = true
	}
	if b.Place > boardRows {
		for i := b.Place - 3; i < min(b.Place+1, len(b.Rows)); i++ {
			shown[i] = true
		}
	}
	for i, row := range b.Rows {
		if !shown[i] {
			if shown[i-1] {
				lines = append(lines, st.HelpDesc.Render("  "+r.glyphs.Ellipsis))
			}
			continue
		}
		name := row.Name
		if name == "" {
			name = "a player"
		}
		if row.You { // the mark is never cut: a wide name kept before names were measured gives way
			name = truncateTo(name, nw-lipgloss.Width(youMark)) + youMark
		}
		name = truncateTo(name, nw)
		line := r.boardRow(row, name, nw)
		if row.You {
			line = st.HelpKey.Render(line)
		}
		lines = append(lines, line)
	}
	return lines
}

// boardRow is a row of the board, its name as shown: in columns, or said,
// its fields apart ("place 1: Ann, 24 moves, 0:23").
func (r *renderer) boardRow(row LeaderboardRow, name string, nw int) string {
	help := map[bool]string{true: " with help"}[row.Assisted]
	if r.glyphs.Spoken {
		return fmt.Sprintf("place %d: %s, %s, %s", row.Place, name, Moves(row.Moves), words.Clock(row.Elapsed)) + strings.Replace(help, " ", ", ", 1)
	}
	name += strings.Repeat(" ", nw-lipgloss.Width(name)) // by cells: a wide character takes two
	return fmt.Sprintf("%5d  %s %6d %7s", row.Place, name, row.Moves, words.Clock(row.Elapsed)) + help
}

// nameWidth is the name's column: the longest name a board keeps, and youMark.
const nameWidth = 30

// narrowestName is the narrowest the name's column gets on a narrow screen.
const narrowestName = 8

// boardNameWidth is the name's column on this screen: nameWidth where the
// row fits, else what leaves room for the moves, the time and "with help",
// or, narrower still, the moves and time alone (at 40 columns the moves and
// time were cut off, the names 30 wide).
func (r *renderer) boardNameWidth(b *Leaderboard) int {
	if r.glyphs.Spoken || r.Width == 0 { // said, or drawn for no screen: names whole
		return nameWidth
	}
	room := r.Width - 4 - (len("place") + 2 + 1 + 6 + 1 + 7) // the other columns and their gaps
	for _, row := range b.Rows {
		if row.Assisted && room-len(" with help") >= narrowestName {
			room -= len(" with help")
			break
		} else if row.Assisted { // "with help" gives way, its cut said by an ellipsis after the time
			room -= lipgloss.Width(r.glyphs.Ellipsis)
			break
		}
	}
	return max(narrowestName, min(nameWidth, room))
}

// youMark marks the viewer's own row.
const youMark = " (you)"

func truncateTo(s string, width int) string {
	for lipgloss.Width(s) > width {
		r := []rune(s)
		s = string(r[:len(r)-1])
	}
	return s
}

// leaderboardFooter says the player's place and the keys.
func (r *renderer) leaderboardFooter(b *Leaderboard) string {
	st := r.Styles
	if b.Naming != nil {
		in := b.Naming.Input
		in.Prompt = "your name: "
		field := in.View()
		room := r.Width - 4 - lipgloss.Width(field) - 2 // the frame's room, the gap
		hints := []string{                              // the keys said last to go: "esc closes" was cut at 80 columns
			fmt.Sprintf("(%d characters at most, a wide one counting two; enter keeps it, esc leaves it)", state.MaxName),
			fmt.Sprintf("(%d at most; enter keeps it, esc leaves it)", state.MaxName),
			"(enter keeps it, esc leaves it)",
			"(enter, esc)",
		}
		if lipgloss.Width(in.Value()) >= state.MaxName { // a key typed now does nothing: say why
			hints = []string{
				fmt.Sprintf("(full: %d characters at most, a wide one counting two; enter keeps it, esc leaves it)", state.MaxName),
				fmt.Sprintf("(full: %d at most; enter keeps it, esc leaves it)", state.MaxName),
				"(full; enter keeps it, esc leaves it)",
				"(full; enter, esc)",
			}
		}
		for _, hint := range hints {
			if lipgloss.Width(hint) <= room {
				return field + "  " + st.HelpDesc.Render(hint)
			}
		}
		return field
	}
	var parts []string
	switch {
	case b.Guest:
		parts = append(parts, "guests are not on the board: log in with an SSH key")
	case b.Place > 0:
		parts = append(parts, fmt.Sprintf("you are %s of %d", ordinal(b.Place), len(b.Rows)))
	default:
		if r.glyphs.Spoken { // a command's name, not a key's
			parts = append(parts, fmt.Sprintf("win today's daily to be on it (%s plays it)", r.Names.Daily))
			break
		}
		parts = append(parts, fmt.Sprintf("win today's daily (%s) to be on it", r.Names.Daily))
	}
	switch { // (a mode with no key for it, the accessible one, names none)
	case b.Guest:
	case b.Name != "" && r.Names.LeaderboardName == "":
		parts = append(parts, "your name: "+b.Name)
	case b.Name != "":
		parts = append(parts, r.Names.LeaderboardName+" your name: "+b.Name)
	case r.Names.LeaderboardName != "":
		parts = append(parts, r.Names.LeaderboardName+" set your name")
	}
	if r.Names.CloseLeaderboard != "" {
		parts = append(parts, r.Names.CloseLeaderboard+" closes")
	}
	return st.HelpDesc.Render(strings.Join(parts, " "+r.glyphs.Dot+" "))
}

// ordinal is 1st, 2nd, 3rd, 4th, 11th, 21st...
func ordinal(n int) string {
	suffix := "th"
	switch n % 10 {
	case 1:
		suffix = "st"
	case 2:
		suffix = "nd"
	case 3:
		suffix = "rd"
	}
	if n%100 >= 11 && n%100 <= 13 {
		suffix = "th"
	}
	return words.Number(int64(n)) + suffix
}
