package view

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"charm.land/bubbles/v2/spinner"
	"github.com/charmbracelet/x/ansi"
	"github.com/freecell/freecell/dealer"
	"github.com/freecell/freecell/rules"
	"github.com/freecell/freecell/state"
	"github.com/freecell/freecell/words"
)

// The accessible mode's words: the screen said in sentences, each a line a
// screen reader reads once. They are made from the same Screen the board is
// drawn from, the status line's words among them, with cards in words.

// spokenGlyphs are the glyphs of the accessible mode: no symbol a screen
// reader would spell out, cards in words.
var spokenGlyphs = func() Glyphs {
	g := asciiGlyphs
	g.Spoken = true
	g.Ellipsis, g.Dot, g.Dash, g.Arrow = ":", ",", " to ", "to"
	g.Cross, g.Play, g.Star, g.Less, g.More = "", "", "", "", "" // (a value between < and > would be read as less than, greater than)
	g.Spinner = spinner.Spinner{Frames: []string{""}, FPS: spinner.Line.FPS}
	return g
}()

// SpokenGlyphs is the glyph set of the accessible mode.
func SpokenGlyphs() *Glyphs { return &spokenGlyphs }

var (
	rankWords = [...]string{1: "ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king"}
	suitWords = [...]string{dealer.Clubs: "clubs", dealer.Diamonds: "diamonds", dealer.Hearts: "hearts", dealer.Spades: "spades"}
)

// CardWords is a card in words: "seven of diamonds".
func CardWords(c dealer.Card) string {
	if !c.Valid() {
		return ""
	}
	return rankWords[c.Rank()] + " of " + suitWords[c.Suit()]
}

// Sentence makes a line of the screen a sentence: styles and spaces taken
// out, a capital first, a full stop last.
func Sentence(text string) string {
	text = strings.Join(strings.Fields(ansi.Strip(text)), " ")
	text = strings.ReplaceAll(strings.ReplaceAll(text, " , ", ", "), " ,", ",")
	for _, r := range spokenForms {
		text = r.pattern.ReplaceAllStringFunc(text, r.say)
	}
	for _, r := range spokenSigns {
		text = r.pattern.ReplaceAllString(text, r.words)
	}
	text = strings.Trim(text, ",;: ")
	if text == "" {
		return ""
	}
	first, size := utf8.DecodeRuneInString(text)
	text = string(unicode.ToUpper(first)) + text[size:]
	if i := strings.Index(text, "? "); i > 0 && i+2 < len(text) { // a question then what it means: two sentences
		next, size := utf8.DecodeRuneInString(text[i+2:])
		text = text[:i+2] + string(unicode.ToUpper(next)) + text[i+2+size:]
	}
	if last, _ := utf8.DecodeLastRuneInString(text); !strings.ContainsRune(".?!", last) {
		text += "."
	}
	return text
}

// spokenSigns are signs a screen reader reads badly, and their words:
// "#617" is "number 617", "1..8" and "a-d" ranges "1 to 8", "3/35" is "3
// of 35"; a rate not yet known, "(-)", is left out.
var spokenSigns = []struct {
	pattern *regexp.Regexp
	words   string
}{
	{regexp.MustCompile(`#(-?\d)`), "number $1"},
	{regexp.MustCompile(`(\d)\.\.(-?\d)`), "$1 to $2"},
	{regexp.MustCompile(`\b([a-h1-8])-([a-h1-8])\b`), "$1 to $2"},
	{regexp.MustCompile(`(\d+)/(\d+)`), "$1 of $2"},
	{regexp.MustCompile(` \(-\)`), ""},
}

// spokenForms are forms a screen reader reads sign by sign, and how to say
// them: a date, 2026-12-03, is "3 December 2026"; a clock, 4:12 or 1:02:03,
// "4 minutes 12 seconds"; a middle dot between parts (a share line's) a
// comma.
var spokenForms = []struct {
	pattern *regexp.Regexp
	say     func(string) string
}{
	{regexp.MustCompile(`\b\d{4}-\d{2}-\d{2}\b`), func(date string) string {
		if d, err := time.Parse(time.DateOnly, date); err == nil {
			return d.Format("2 January 2006")
		}
		return date
	}},
	{regexp.MustCompile(`\b\d+:\d{2}(:\d{2})?\b`), sayClock},
	{regexp.MustCompile(` · `), func(string) string { return ", " }},
}

// sayClock says a clock, 4:12 or 1:02:03, in words.
func sayClock(clock string) string {
	var parts []int
	for _, p := range strings.Split(clock, ":") {
		n, _ := strconv.Atoi(p)
		parts = append(parts, n)
	}
	units := []string{"minute", "second"}
	if len(parts) == 3 {
		units = []string{"hour", "minute", "second"}
	}
	var said []string
	for i, n := range parts {
		if n > 0 || i == len(parts)-1 && len(said) == 0 {
			said = append(said, words.Plural(n, units[i]))
		}
	}
	return strings.Join(said, " ")
}

// SayStatus is the status line in a sentence ("" when it says nothing): the
// question on screen, if one is asked, else the status in its full words.
func SayStatus(s Screen) string {
	r := newRenderer(s)
	if s.Confirm != nil {
		q := strings.TrimSuffix(ansi.Strip(r.questionLine(s.Confirm)), " ("+s.Names.Yes+"/"+s.Names.No+")")
		if s.Confirm.Question != ColumnQuestion && s.Confirm.Question != ConflictQuestion {
			q += questionAnswers
		}
		return Sentence(q)
	}
	if v := s.Review; v != nil && s.Status.Kind == NoStatus {
		return Sentence(r.reviewLine(v)) // judging or counting too: a step stepped past before it was judged went unsaid
	}
	said := r.saidLine(s.Status)
	if s.Status.Kind == Refused || s.Status.Kind == MoveLineRefused { // "only on a red J": the rank in words
		said = colouredRank.ReplaceAllStringFunc(said, func(m string) string {
			colour, rank, _ := strings.Cut(m, " ")
			return colour + " " + rankWords[strings.Index("A23456789TJQK", strings.Replace(rank, "10", "T", 1))+1]
		})
	}
	return Sentence(said)
}

// saidLine is a status's line as it is said: a move's with its verb (the
// board's line shows the move; a sentence says it), and what the places it
// changed show now, as the eye would see on the board.
func (r *renderer) saidLine(s Status) string {
	switch s.Kind {
	case Moved:
		return "moved " + r.statusLine(s) + r.placesNow(changedBy(s.Moves, false))
	case Redone:
		return r.statusLine(s) + r.placesNow(changedBy(s.Moves, false))
	case Undone:
		return r.statusLine(s) + r.placesNow(changedBy(s.Moves, true))
	default:
		return r.statusLine(s)
	}
}

// changedBy is the places a step's moves changed that its words leave
// unsaid: made, the columns its cards left and the free cells auto-play
// emptied (the player's own move from a cell empties it, said already);
// undone, where its first move's cards had gone and where auto-play's
// cards are back.
func changedBy(moves []rules.Move, undone bool) []rules.Place {
	var places []rules.Place
	for i, m := range moves {
		switch {
		case undone && i == 0:
			places = append(places, m.To)
		case undone:
			places = append(places, m.From)
		case m.From.IsColumn() || m.From.IsFreeCell() && i > 0:
			places = append(places, m.From)
		}
	}
	return places
}

// placesNow says what each place shows now, once each: "; column 8 now
// ends in two of spades", "; free cell b holds ace of hearts", and the
// places emptied last, in one clause and in order: "; columns 3 and 5 and
// free cell b are empty" (a dozen said one by one, as the moves reached
// them, was a paragraph to listen to).
func (r *renderer) placesNow(places []rules.Place) string {
	var said strings.Builder
	var emptyColumns, emptyCells []string
	seen := map[rules.Place]bool{}
	p := &r.Board.Position
	for _, at := range places {
		if seen[at] || !at.IsColumn() && !at.IsFreeCell() {
			continue
		}
		seen[at] = true
		switch {
		case at.IsColumn() && len(p.Column(at.Index())) == 0:
			emptyColumns = append(emptyColumns, at.String())
		case at.IsColumn():
			cards := p.Column(at.Index())
			fmt.Fprintf(&said, "; column %s now ends in %s", at, CardWords(cards[len(cards)-1]))
		case p.FreeCell(at.Index()) == dealer.NoCard:
			emptyCells = append(emptyCells, at.String())
		default:
			fmt.Fprintf(&said, "; free cell %s holds %s", at, CardWords(p.FreeCell(at.Index())))
		}
	}
	said.WriteString(emptyWords(emptyColumns, emptyCells))
	return said.String()
}

// emptyWords say that the columns and free cells named are empty, each kind
// in order: "; columns 3 and 5 are empty", "; column 6 and free cell a are
// empty"; "" for none.
func emptyWords(columns, cells []string) string {
	var groups []string
	for _, g := range []struct {
		kind  string
		names []string
	}{{"column", columns}, {"free cell", cells}} {
		slices.Sort(g.names)
		switch len(g.names) {
		case 0:
		case 1:
			groups = append(groups, g.kind+" "+g.names[0])
		default:
			groups = append(groups, g.kind+"s "+listed(g.names))
		}
	}
	if len(groups) == 0 {
		return ""
	}
	if len(columns)+len(cells) == 1 {
		return "; " + groups[0] + " is empty"
	}
	return "; " + strings.Join(groups, " and ") + " are empty"
}

// colouredRank is a rank the rules name by its colour: "red J", "black 10".
var colouredRank = regexp.MustCompile(`\b(red|black) (10|[2-9AJQK])\b`)

// questionAnswers is how a spoken question ends: the board's names the keys.
const questionAnswers = " (yes or no)"

// SayTitle names the deal on screen: "FreeCell number 617, classic deal, 1
// to 32,000."
func SayTitle(s Screen) string {
	r := newRenderer(s)
	title := WindowTitle(s.Board.Game)
	if s.Daily != nil {
		title = "Today's daily, " + s.Daily.Date + ", " + s.Daily.Band.String() + ", " + title // the band the title shows
	}
	if n := s.Board.Position.FreeCellCount(); n != rules.DefaultFreeCells {
		title += ", played with " + words.FreeCellsName(n)
	}
	if label := RangeLabel(s.Board.Game, s.Board.Position.FreeCellCount(), r.glyphs); label != "" && s.Play == nil {
		title += ", " + label
	}
	if s.Play != nil { // what the title line shows of the game: "31 moves, 2:15, auto-play safe, winnable"
		title += ", " + r.sayPlay(s.Play)
	}
	switch pb := s.Status.Play; { // where a playback or a review is, as its title and status line show (status said only the deal)
	case s.Mode == PlayingBack && pb != nil && pb.Step > 0: // its steps named as its lines name them
		title += fmt.Sprintf(", a solution playing back, at %s %d of %d", stepUnit(pb), pb.Step, pb.Steps)
	case s.Mode == PlayingBack && pb != nil:
		title += fmt.Sprintf(", a solution playing back, at its start, %s", words.Plural(pb.Steps, stepUnit(pb)))
	case s.Mode == Reviewing && s.Review != nil && s.Review.AtDeal:
		title += fmt.Sprintf(", your game reviewed, at the deal, %s", words.Plural(s.Review.Steps, "move"))
	case s.Mode == Reviewing && s.Review != nil:
		title += fmt.Sprintf(", your game reviewed, at move %d of %d", s.Review.Step, s.Review.Steps)
	}
	return Sentence(title)
}

// SayKept is what quitting keeps, said as a run of the accessible mode
// ends: the games in progress by their deals, each resumed by coming back to
// it ("Goodbye." where none is kept); other says they are others than the
// game just counted lost; cellsNow is the free cells the run ends with.
func SayKept(deals []state.Key, other bool, cellsNow int) string {
	others := ""
	if other {
		others = "other "
	}
	// The free cells are named where they are not four, and where they could
	// be taken for others: two games kept of one deal, or a run that ends with
	// another count, or a game just lost (of the same deal, perhaps).
	named := other || cellsNow != rules.DefaultFreeCells || sameDealTwice(deals)
	say := func(k state.Key) string {
		name := sayDealKey(k)
		if named && k.Deal != 0 && k.FreeCells == rules.DefaultFreeCells {
			name += ", played with " + words.FreeCellsName(k.FreeCells)
		}
		return name
	}
	resumes := "each resumes when you come back to its deal"
	if named {
		resumes = "each resumes when its deal is played with those free cells again"
	}
	switch len(deals) {
	case 0:
		return "Goodbye."
	case 1:
		if deals[0].Deal == 0 { // a layout has no deal to come back to: its file opens it again
			return Sentence(fmt.Sprintf("Your %sgame in progress, on this layout, is kept: opening the same layout again resumes it", others))
		}
		if named {
			return Sentence(fmt.Sprintf("Your %sgame in progress, on %s, is kept: play resumes it when its deal is played with %s again", others, say(deals[0]), words.Number(int64(deals[0].FreeCells))))
		}
		return Sentence(fmt.Sprintf("Your %sgame in progress, on %s, is kept: play resumes it when you come back to its deal", others, say(deals[0])))
	}
	const most = 4 // a longer list is too long to hear: the first ones, and how many more
	names := make([]string, 0, most+1)
	for _, k := range deals[:min(len(deals), most)] {
		names = append(names, say(k))
	}
	if more := len(deals) - most; more > 0 {
		names = append(names, words.Number(int64(more))+" more")
	}
	sep, last := ", ", " and "
	if slices.ContainsFunc(names, func(n string) bool { return strings.Contains(n, ", ") }) { // ", played with 3 free cells" is a clause of its own
		sep, last = "; ", "; and "
	}
	list := strings.Join(names[:len(names)-1], sep) + last + names[len(names)-1]
	return Sentence(fmt.Sprintf("Your %s %sgames in progress are kept, on %s: %s", words.Number(int64(len(deals))), others, list, resumes))
}

// sameDealTwice reports whether two of the games kept are of one deal.
func sameDealTwice(deals []state.Key) bool {
	seen := map[int64]bool{}
	for _, k := range deals {
		if seen[k.Deal] {
			return true
		}
		seen[k.Deal] = true
	}
	return false
}

// sayDealKey names a game's deal: "FreeCell number 617", "the daily of
// 2026-12-06", with the free cells where they are not four.
func sayDealKey(k state.Key) string {
	name := WindowTitle(k.Deal)
	if k.Daily != "" {
		name = "the daily of " + k.Daily
	}
	if k.FreeCells != rules.DefaultFreeCells {
		name += ", played with " + words.FreeCellsName(k.FreeCells)
	}
	return name
}

// sayPlay is the title line's word on a game, spoken: its moves, its
// clock, auto-play's mode and the coach's verdict, each as the screen
// shows it (or hides it), parted by commas.
func (r *renderer) sayPlay(p *Play) string {
	sep := " " + r.glyphs.Dot + " "
	text := ansi.Strip(r.playTitle(p, 1<<16, len(playTitleTiers)))
	return strings.ReplaceAll(text, sep, ", ")
}

// SayFacts is what the atlas knows of the deal on screen, in a sentence:
// "Needs 1 free cell, easy 3, solved in 22." ("" when it knows nothing yet).
func SayFacts(s Screen) string {
	if s.Facts == nil {
		return ""
	}
	return Sentence(newRenderer(s).factsLine(s.Facts, s.Fewest, 1000))
}

// SayReviewPending are how a review's line, said, ends while its work goes
// on (the moves judged, then the other moves counted): what comes after
// them, on the same line, is the news.
func SayReviewPending() []string {
	return []string{judgingWord + ".", countingWords + "."}
}

// SayFactsGloss says what the facts SayFacts says mean, where they rate the
// deal: "expert 84, solved in 34, 10 of 11 openings" is the board's
// shorthand, heard by a newcomer as jargon ("" where they do not: "3 free
// cells suffice").
func SayFactsGloss(s Screen) string {
	if f := s.Facts; f == nil || !f.Known || f.Cheap {
		return ""
	}
	return "That is: the band, easy to expert, by the fewest free cells that win the deal, and its difficulty score, 0 to 99 (100 for a deal four free cells cannot win); the length of the solver's solution, or the fewest moves there are where they are proven; and how many of the first moves keep it winnable."
}

// SayDealState is what the player has done on the deal being browsed, in a
// sentence, as the title shows it: the game in progress, "Your game in
// progress on this deal: 27 moves, 3:04; play resumes it."; else their
// record, "This deal: won, best 26 moves, 41 seconds." ("" for a deal never
// played).
func SayDealState(s Screen) string {
	d := s.Deal
	if d == nil || s.Mode != Browsing || !d.InProgress && d.Tries == 0 && d.Won == 0 {
		return ""
	}
	r := newRenderer(s)
	if !d.InProgress {
		return Sentence("This deal: " + r.dealStateForms(d)[0])
	}
	state := "Your game in progress on this deal"
	if _, rest, ok := strings.Cut(r.dealStateForms(d)[0], ": "); ok {
		state += ": " + rest
	}
	return Sentence(fmt.Sprintf("%s; %s resumes it, from where you left it", state, r.Names.PlayPause))
}

// SayBoard is the position in sentences: each column from the bottom card up
// to its top card, the free cells, the foundations.
func SayBoard(p *rules.Position) []string {
	lines := make([]string, 0, rules.NumColumns+2)
	var empty []string
	for i := range rules.NumColumns {
		if len(p.Column(i)) == 0 {
			empty = append(empty, strconv.Itoa(i+1))
			continue
		}
		lines = append(lines, SayColumn(p, i))
	}
	switch { // two or more empty columns in one line, not a line each (a won game's board said eight)
	case len(empty) == rules.NumColumns:
		lines = append(lines, "Every column is empty.")
	case len(empty) > 1:
		lines = append(lines, "Columns "+strings.Join(empty[:len(empty)-1], ", ")+" and "+empty[len(empty)-1]+" are empty.")
	case len(empty) == 1: // in its place
		i, _ := strconv.Atoi(empty[0])
		lines = slices.Insert(lines, i-1, SayColumn(p, i-1))
	}
	return append(lines, SayFreeCells(p), SayHome(p))
}

// SayColumn is a column in a sentence: "Column 1: seven of diamonds, ten of
// diamonds, jack of diamonds; top card jack of diamonds.", and a column of
// one card "Column 4: three of spades, alone." (its top card said twice
// was heard as two cards).
func SayColumn(p *rules.Position, i int) string {
	cards := p.Column(i)
	switch len(cards) {
	case 0:
		return fmt.Sprintf("Column %d is empty.", i+1)
	case 1:
		return fmt.Sprintf("Column %d: %s, alone.", i+1, CardWords(cards[0]))
	}
	names := make([]string, len(cards))
	for j, c := range cards {
		names[j] = CardWords(c)
	}
	return fmt.Sprintf("Column %d: %s; top card %s.", i+1, strings.Join(names, ", "), names[len(names)-1])
}

// SayFreeCell says free cell i of p: "Free cell b: king of clubs."
func SayFreeCell(p *rules.Position, i int) string {
	name := rules.FreeCellPlace(i).String()
	if c := p.FreeCell(i); c.Valid() {
		return "Free cell " + name + ": " + CardWords(c) + "."
	}
	return "Free cell " + name + ": empty."
}

// SayFreeCells is the free cells in a sentence: "Free cells: a, king of
// spades; b, c and d empty."
func SayFreeCells(p *rules.Position) string {
	n := p.FreeCellCount()
	if n == 0 {
		return "No free cells in this game."
	}
	var held, empty []string
	for i := range n {
		name := rules.FreeCellPlace(i).String()
		if c := p.FreeCell(i); c.Valid() {
			held = append(held, name+", "+CardWords(c))
		} else {
			empty = append(empty, name)
		}
	}
	switch {
	case n == 1 && len(held) == 1:
		return "Free cell a: " + CardWords(p.FreeCell(0)) + "."
	case n == 1:
		return "Free cell a: empty."
	case len(held) == 0 && n == 2:
		return "Free cells: both empty."
	case len(held) == 0:
		return "Free cells: all " + words.Number(int64(n)) + " empty."
	case len(empty) == 0:
		return "Free cells: " + strings.Join(held, "; ") + "; none empty."
	}
	verb := " empty."
	return "Free cells: " + strings.Join(held, "; ") + "; " + listed(empty) + verb
}

// SayOpeningHome says the cards auto-play sent home as a game began, p its
// position then: "As the game began, auto-play sent home ace of hearts and
// ace to two of clubs."
func SayOpeningHome(p *rules.Position) string {
	var sent []string
	for s := range dealer.Suit(4) {
		switch c := p.FoundationTop(s); {
		case !c.Valid():
		case c.Rank() == 1:
			sent = append(sent, CardWords(c))
		default:
			sent = append(sent, "ace to "+CardWords(c))
		}
	}
	return Sentence("As the game began, auto-play sent home " + listed(sent))
}

// SayHome is the foundations in a sentence: "Home: up to three of clubs, ace
// of hearts; no diamonds or spades yet."
func SayHome(p *rules.Position) string {
	var up, none []string
	for s := range dealer.Suit(4) {
		if c := p.FoundationTop(s); c.Valid() && c.Rank() == 1 { // "up to ace" is said as it is: the ace alone
			up = append(up, CardWords(c))
		} else if c.Valid() {
			up = append(up, "up to "+CardWords(c))
		} else {
			none = append(none, suitWords[s])
		}
	}
	switch {
	case len(up) == 0:
		return "Home: no card yet."
	case p.Won():
		return "Home: every card, all 52."
	case len(none) == 0:
		return "Home: " + strings.Join(up, ", ") + "."
	}
	return "Home: " + strings.Join(up, ", ") + "; no " + strings.Join(none, " or ") + " yet."
}

// SayCoach is the coach's verdict in a sentence ("" when it has none).
func SayCoach(c Coach) string {
	switch {
	case !c.On || !c.Judged:
		return ""
	case c.Lost() && c.LosingKnown && c.LosingMove > 0:
		return fmt.Sprintf("The coach says: lost; it was lost by move %d, %s.", c.LosingMove, c.LosingNotation)
	case c.Lost() && c.LosingKnown:
		return "The coach says: lost; the deal cannot be won with these free cells."
	}
	return "The coach says: " + c.word() + "."
}

// SayStats is the statistics in sentences, a line of the panel each.
func SayStats(s Stats) []string {
	lines := []string{Sentence("statistics of games with " + words.FreeCellsName(s.FreeCells))} // the panel's heading: each count has its own
	deal := false                                                                               // the deal's own lines follow: its heading says whose they are
	for _, l := range StatsLines(s) {
		switch {
		case l[0] == "":
			deal = true
		case l[1] == "" && deal:
			lines = append(lines, Sentence("this deal, "+l[0]))
			deal = false
		case l[1] == "":
			lines = append(lines, Sentence(l[0]))
		default:
			lines = append(lines, Sentence(l[0]+": "+l[1]))
		}
	}
	return lines
}

// SayLeaderboard is the daily board in sentences, a line of the panel each,
// its frame left out.
func SayLeaderboard(s Screen, b *Leaderboard) []string {
	var lines []string
	for _, line := range newRenderer(s).leaderboardPanel(b) {
		line = strings.Trim(ansi.Strip(line), " |+-=#")
		if said := Sentence(line); said != "" {
			lines = append(lines, said)
		}
	}
	return lines
}

// listed lists words as a sentence does: "a, b and c".
func listed(items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}
